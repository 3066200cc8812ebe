"""The data tables compiled into flat int tuples, once, at import time.

The engine's hot loops (legal-action generation, Link checks, yields) index
these tuples by small ints instead of looking up records by string id, which
keeps a random game fast enough for the bots.  Nothing here is a rule value of
its own: every number comes from ``game.rules.trickerion.data``.
"""

from __future__ import annotations

from game.rules.base import Action, Msg
from game.rules.rng import Rng
from game.rules.trickerion.data.arcane import SERVANTS, SPELL_INDEX, SPELLS
from game.rules.trickerion.data.assignments import PERMANENT_ASSIGNMENTS, SPECIAL_ASSIGNMENTS
from game.rules.trickerion.data.characters import (
    CHARACTERS,
    DAY_AP_MODIFIERS,
    DAY_YIELD_MODIFIERS,
    SLOT_MODIFIERS,
)
from game.rules.trickerion.data.components import COMPONENT_INDEX, COMPONENTS, MARKET_START_STOCK
from game.rules.trickerion.data.dice import ANY, DOWNTOWN_DICE, REWARD_FACES, SPELL_DIE, X
from game.rules.trickerion.data.magicians import MAGICIANS
from game.rules.trickerion.data.performances import (
    DECK_ORDER_BASE,
    DECK_ORDER_DARK_ALLEY,
    PERFORMANCE_CARDS,
)
from game.rules.trickerion.data.prophecies import PROPHECIES
from game.rules.trickerion.data.schema import (
    CATEGORIES,
    CHARACTER_TYPES,
    LOCATIONS,
    MARKER_CORNERS,
    SPELL_TYPES,
)
from game.rules.trickerion.data.tricks import TRICKS

NCOMP = len(COMPONENTS)
COMP_PRICE = tuple(c.price for c in COMPONENTS)
COMP_TIER = tuple(c.tier for c in COMPONENTS)
START_STOCK = tuple(COMPONENT_INDEX[c] for c in MARKET_START_STOCK)
BASICS = tuple(i for i, c in enumerate(COMPONENTS) if c.tier == 1)

CAT_INDEX = {c: i for i, c in enumerate(CATEGORIES)}
LOC_INDEX = {loc: i for i, loc in enumerate(LOCATIONS)}

NTRICKS = len(TRICKS)
TRICK_CAT = tuple(CAT_INDEX[t.category] for t in TRICKS)
TRICK_CORNER = tuple(MARKER_CORNERS.index(t.category) for t in TRICKS)
TRICK_LEVEL = tuple(t.level for t in TRICKS)
TRICK_THRESHOLD = tuple(t.threshold for t in TRICKS)
TRICK_COMPS = tuple(tuple((COMPONENT_INDEX[c], n) for c, n in t.components) for t in TRICKS)
TRICK_PREP = tuple(t.prep_ap for t in TRICKS)
TRICK_MARKERS = tuple(t.markers for t in TRICKS)
TRICK_FAME = tuple(t.fame for t in TRICKS)
TRICK_COINS = tuple(t.coins for t in TRICKS)
TRICK_SHARDS = tuple(t.shards for t in TRICKS)
TRICK_END = tuple(t.end_bonus for t in TRICKS)
TRICK_NAME = tuple(t.name for t in TRICKS)
TRICKS_OF = tuple(
    tuple(i for i, t in enumerate(TRICKS) if TRICK_CAT[i] == c and t.level == lvl)
    for c in range(4)
    for lvl in (1, 2, 3)
)
"""``TRICKS_OF[cat * 3 + level - 1]``: trick indices of one category and level."""

NPERF = len(PERFORMANCE_CARDS)
PERF_VENUE = tuple(c.venue for c in PERFORMANCE_CARDS)
PERF_SLOTS = tuple(c.slots for c in PERFORMANCE_CARDS)
PERF_BONUS = tuple((c.bonus_fame, c.bonus_coins, c.bonus_shards) for c in PERFORMANCE_CARDS)
PERF_LINKS = tuple(tuple((k.a, k.b, k.shard) for k in c.links) for c in PERFORMANCE_CARDS)
VENUE_CARDS = {
    v: tuple(i for i, c in enumerate(PERFORMANCE_CARDS) if c.venue == v)
    for v in ("riverside", "grand_magorian", "magnus_pantheon")
}
DECK_BASE = DECK_ORDER_BASE
DECK_DA = DECK_ORDER_DARK_ALLEY

# Directions on a diamond slot, clockwise: 0 up, 1 right, 2 down, 3 left.


def _neighbours(card: int) -> tuple[tuple[tuple[int, int, bool], ...], ...]:
    """Per position: (direction, other position, shard) for every Link circle it touches."""
    out: list[list[tuple[int, int, bool]]] = [[] for _ in range(6)]
    for a, b, shard in PERF_LINKS[card]:
        if a // 3 == b // 3:  # same column: a above b
            out[a].append((2, b, shard))
            out[b].append((0, a, shard))
        else:  # same row: a left of b
            out[a].append((1, b, shard))
            out[b].append((3, a, shard))
    return tuple(tuple(x) for x in out)


PERF_NEIGH = tuple(_neighbours(i) for i in range(NPERF))
"""``PERF_NEIGH[card][pos]``: the Link circles around a slot, as (direction, neighbour, shard)."""


def corner_at(trick: int, face: int, direction: int) -> int:
    """The marker corner (index into MARKER_CORNERS) pointing at ``direction``.

    ``face`` is the direction the trick's own category points at; the other
    corners follow clockwise in the fixed order printed on every marker.
    """
    return (TRICK_CORNER[trick] + direction - face) % 4


HAND_BASE = tuple(p.base_count for p in PERMANENT_ASSIGNMENTS)
HAND_DA = tuple(p.dark_alley_count for p in PERMANENT_ASSIGNMENTS)
SPECIAL_KEY = {c.id: c.effect.kind for c in SPECIAL_ASSIGNMENTS}
SPECIAL_LOC = {c.id: LOC_INDEX[c.location] for c in SPECIAL_ASSIGNMENTS}
SPECIAL_NAME = {c.id: c.name for c in SPECIAL_ASSIGNMENTS}
SPECIAL_TEXT = {c.id: c.text for c in SPECIAL_ASSIGNMENTS}
SPECIAL_PARAMS = {c.effect.kind: dict(c.effect.params) for c in SPECIAL_ASSIGNMENTS}
"""The numbers each Special Assignment card prints, by card key."""
SPECIAL_OF = tuple(
    tuple(c.id for c in SPECIAL_ASSIGNMENTS if LOC_INDEX[c.location] == loc) for loc in range(5)
)
"""Special card ids per location (Dark Alley has none: its index is empty)."""

# --------------------------------------------------------------------------- dice
# A die's face is stored as an int value: trick dice 0..3 (category) or ANY_FACE;
# the specialist die the character kind; the apprentice die APPRENTICE; bank dice
# the coins; X_FACE for the unusable face.
X_FACE = -1
ANY_FACE = 4


def _face_value(face: object) -> int:
    if face == X:
        return X_FACE
    if face == ANY:
        return ANY_FACE
    if isinstance(face, int):
        return face
    if face in CAT_INDEX:
        return CAT_INDEX[str(face)]
    return CHARACTER_TYPES.index(str(face))


DIE_FACES = tuple(tuple(_face_value(f) for f in d.faces) for d in DOWNTOWN_DICE)
"""Per Downtown die, its six face values (rolled uniformly)."""


def roll_die(rng: Rng, d: int) -> int:
    """One roll of Downtown die ``d``: turn start, Reroll, Interest and the Heir all roll through here."""
    return DIE_FACES[d][rng.randrange(6)]


DIE_CHOICES = tuple(tuple(sorted({v for v in faces if v != X_FACE})) for faces in DIE_FACES)
"""The faces Set Die may choose for each die (X is never worth choosing)."""

CHAR_AP = tuple(c.ap for c in CHARACTERS)
BACKSTAGE = tuple((c.backstage_fame, c.backstage_coins, c.backstage_shards) for c in CHARACTERS)
SLOT_MODS = SLOT_MODIFIERS
DAY_AP = DAY_AP_MODIFIERS
DAY_YIELD = DAY_YIELD_MODIFIERS

NPROPH = len(PROPHECIES)
PROPH_KIND = tuple(p.effect.kind for p in PROPHECIES)
PROPH_EFFECT = tuple(p.effect for p in PROPHECIES)
PROPH_TEXT = tuple(p.text for p in PROPHECIES)
PROPH_INDEX = {p.id: i for i, p in enumerate(PROPHECIES)}

NMAGICIANS = len(MAGICIANS)
MAG_CAT = tuple(CAT_INDEX[m.category] for m in MAGICIANS)
MAG_ABILITY = tuple(m.ability.kind for m in MAGICIANS)
MAG_NAME = tuple(m.name for m in MAGICIANS)
MAGICIAN_PARAMS = {m.ability.kind: dict(m.ability.params) for m in MAGICIANS}

NSPELLTYPES = len(SPELL_TYPES)
SPELL_TYPE = tuple(SPELL_INDEX[s.type] for s in SPELLS)
SPELL_DIE_FACES = tuple(SPELL_INDEX[str(f)] for f in SPELL_DIE.faces)
NREWARD = len(REWARD_FACES)
REWARD_KIND = tuple(f.effect.kind for f in REWARD_FACES)
REWARD_EFFECT = tuple(f.effect for f in REWARD_FACES)
SERVANT_AP = tuple(s.ap for s in SERVANTS)
SERVANT_WAGE = tuple((s.wage_coins, s.wage_shards, s.unpaid_fame) for s in SERVANTS)
WAGE_COINS = tuple(c.wage for c in CHARACTERS) + tuple(s.wage_coins for s in SERVANTS)
"""Coins owed per working character, indexed by the engine's character ints (servants after the five)."""


def mk(action_kind: str, /, **params: object) -> Action:
    """Build an :class:`Action` fast (the engine's hot loops make thousands per game).

    Same value as ``Action(kind, **params)`` for scalar and tuple parameters,
    without the generic freezing pass.
    """
    a = _new(Action)
    _set(a, "kind", action_kind)
    _set(a, "params", tuple(sorted(params.items())))
    return a


def mkp(action_kind: str, params: tuple) -> Action:
    """Like :func:`mk` for parameters already given as a key-sorted tuple of pairs (hottest loops)."""
    a = _new(Action)
    _set(a, "kind", action_kind)
    _set(a, "params", params)
    return a


_new = object.__new__
_set = object.__setattr__


def named(text: str) -> Msg:
    """A printed name from the data tables as a translatable value (its msgid lives with the data)."""
    return Msg(text)


# --------------------------------------------------------------------------- prebuilt actions


class ActionTable:
    """The actions of one kind and fixed parameter names, each made once and handed out again.

    Legal lists are rebuilt after every move of a playout, and building an :class:`Action`
    (sorting its parameters) cost more than the rest of a list's work.  ``of(*values)`` returns
    the one shared action for those values -- equal to ``mk(kind, **dict(zip(names, values)))``
    and already hashed once asked, so the search's statistics find it quickly too.  Values are
    small ints (dice, slots, cards), so a table never grows beyond the game's few hundred moves.
    """

    __slots__ = ("kind", "names", "made")

    def __init__(self, kind: str, *names: str) -> None:
        if list(names) != sorted(names):
            raise ValueError("an ActionTable's parameter names are given sorted, as an Action stores them")
        self.kind = kind
        self.names = names
        self.made: dict[tuple, Action] = {}

    def of(self, *values: object) -> Action:
        """The action with these parameter values (in the order of ``names``)."""
        a = self.made.get(values)
        if a is None:
            a = self.made[values] = mkp(self.kind, tuple(zip(self.names, values, strict=True)))
        return a


DONE = mk("done")
PASS = mk("pass")
ASSIGN = ActionTable("assign", "card")
IDLE_CHAR = ActionTable("idle", "char")
PLACE = ActionTable("place", "boost", "char", "loc", "slot")
PLACE_SA = ActionTable("place", "boost", "char", "loc", "sa", "slot")
COINS = ActionTable("coins", "die")
REROLL = ActionTable("reroll", "die")
SETDIE = ActionTable("setdie", "die", "face")
SETDIE_FREE = ActionTable("setdie", "die", "face", "free")
LEARN = ActionTable("learn", "die", "trick")
HIRE = ActionTable("hire", "character", "die")
DISCARD_TRICK = ActionTable("discard_trick", "sym")
DISCARD = ActionTable("discard", "comp")
DISCARD_SPELL = ActionTable("discard_spell", "spell")
BUY = ActionTable("buy", "bargain", "comp", "n")
ORDER = ActionTable("order", "comp")
QUICK = ActionTable("quick", "comp")
PREPARE = ActionTable("prepare", "sym")
PREPARE_SPELL = ActionTable("prepare", "spell", "sym")
SETUP = ActionTable("setup", "card", "face", "pos", "sym")
SETUP_FAME = ActionTable("setup", "card", "face", "fame", "pos", "sym")
RESCHED = ActionTable("resched", "card", "pos")
DRAW = ActionTable("draw", "deck")
FATE = ActionTable("fate", "pending")
CHARGE = mk("charge")
SUMMON = mk("summon")
FORTUNE = mk("fortune")
BUY_SPELL = ActionTable("buy_spell", "slot")
MAGIC_SPELL = ActionTable("magic_dice", "spell")
MAGIC_REWARD = ActionTable("magic_dice", "reward")
MAGIC_BOTH = ActionTable("magic_dice", "reward", "spell")
MAGIC_SPELL_FREE = ActionTable("magic_dice", "free", "spell")
MAGIC_REWARD_FREE = ActionTable("magic_dice", "free", "reward")

ASSIGN_PERMANENT = tuple(ASSIGN.of(loc) for loc in range(len(LOCATIONS)))
"""Assigning each location's permanent card (its card code is the location's index)."""
REROLLS = tuple(REROLL.of(d) for d in range(6))
"""Reroll, for each die in turn."""
MAGIC_SINGLES = tuple(MAGIC_SPELL.of(k) for k in range(NSPELLTYPES)) + tuple(
    MAGIC_REWARD.of(r) for r in range(NREWARD)
)
"""Setting one magic die: each spell face, then each reward face."""
MAGIC_PAIRS = tuple(MAGIC_BOTH.of(r, k) for k in range(NSPELLTYPES) for r in range(NREWARD))
"""Setting both magic dice, spell by spell."""
MAGIC_SINGLES_FREE = tuple(MAGIC_SPELL_FREE.of(1, k) for k in range(NSPELLTYPES)) + tuple(
    MAGIC_REWARD_FREE.of(1, r) for r in range(NREWARD)
)
"""The Trickster's free setting of one magic die, in the same order."""


def _setdie_lists(table: ActionTable, free: tuple[int, ...]) -> tuple[dict[int, tuple[Action, ...]], ...]:
    """Per die, per face shown: Set Die to each other face it may choose."""
    return tuple(
        {
            shown: tuple(table.of(d, v, *free) for v in DIE_CHOICES[d] if v != shown)
            for shown in set(DIE_FACES[d]) | set(DIE_CHOICES[d])
        }
        for d in range(len(DIE_CHOICES))
    )


_SETDIE_LISTS = _setdie_lists(SETDIE, ())
_SETDIE_FREE_LISTS = _setdie_lists(SETDIE_FREE, (1,))


def setdie_actions(d: int, shown: int, free: bool = False) -> tuple[Action, ...]:
    """Set Die for die ``d`` showing ``shown``: one action per other face it may be set to."""
    lists = _SETDIE_FREE_LISTS if free else _SETDIE_LISTS
    known = lists[d].get(shown)
    if known is not None:
        return known
    table = SETDIE_FREE if free else SETDIE
    return tuple(table.of(d, v, *((1,) if free else ())) for v in DIE_CHOICES[d] if v != shown)
