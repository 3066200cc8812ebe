"""Dataclass definitions for every Trickerion component family.

The tables in the sibling modules are tuples of these frozen records.  They
hold *data only*: the engine (``game.rules.trickerion``) interprets them.  Card
abilities are described by an :class:`Effect` -- a ``kind`` string from a small
closed vocabulary plus integer/string parameters -- so the engine dispatches
on ``effect.kind`` instead of parsing prose, and the player-facing ``text`` is
our own short wording (an ``N_`` msgid) that the UI translates.

Identifiers are short lowercase strings (``"wood"``, ``"mechanical"``,
``"downtown"``) so that states serialise to compact JSON; every table module
also exposes an index ``BY_ID``/``*_BY_KEY`` for O(1) look-up.

``verified=False`` marks a record (or, via ``unverified``, individual fields)
whose value the rules digests tag as inferred (I) or unknown (U); see
``docs/trickerion-data.md``.

Vocabulary (the ``kind`` values each family uses) is listed next to each class
and collected in the ``*_KINDS`` frozensets, which the data tests check every
record against -- adding a new kind means teaching the engine about it too.
"""

from __future__ import annotations

from dataclasses import dataclass

# --------------------------------------------------------------------------- ids

CATEGORIES: tuple[str, ...] = ("mechanical", "optical", "escape", "spiritual")
"""Trick categories, also the order of the trick decks at the Residence."""

MARKER_CORNERS: tuple[str, ...] = ("spiritual", "mechanical", "optical", "escape")
"""Category icons on a trick marker's corners, clockwise from top-left (digest 8.3)."""

LOCATIONS: tuple[str, ...] = ("theater", "downtown", "market_row", "workshop", "dark_alley")
"""Location ids; the index matches the engine's ``state.THEATER..DARK_ALLEY`` constants."""
CHARACTER_TYPES: tuple[str, ...] = ("magician", "engineer", "manager", "assistant", "apprentice")
"""Character ids; the index matches the engine's ``state.MAGICIAN..APPRENTICE`` constants."""
SPECIALISTS: tuple[str, ...] = ("engineer", "manager", "assistant")
DAYS: tuple[str, ...] = ("thursday", "friday", "saturday", "sunday")
SPELL_TYPES: tuple[str, ...] = ("scroll", "rune", "amulet")
MODULES: tuple[str, ...] = ("base", "dark_alley", "arcane_arts")
Param = int | str | bool
Params = tuple[tuple[str, Param], ...]


@dataclass(frozen=True, slots=True)
class Effect:
    """A machine-readable ability: ``kind`` names the rule, ``params`` tune it.

    ``params`` is a sorted tuple of pairs so the record stays hashable and
    frozen; use :meth:`get` to read one.
    """

    kind: str
    params: Params = ()

    def get(self, name: str, default: Param | None = None) -> Param | None:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Param:
        for key, value in self.params:
            if key == name:
                return value
        raise KeyError(name)


def effect(kind: str, **params: Param) -> Effect:
    """Build an :class:`Effect` with its params in canonical (sorted) order."""
    return Effect(kind, tuple(sorted(params.items())))


# --------------------------------------------------------------------------- components


@dataclass(frozen=True, slots=True)
class Component:
    """A component type.  ``tier`` 1/2/3 = Basic/Advanced/Superior; price = tier."""

    id: str
    name: str  # N_ printed English name
    tier: int
    price: int
    supply: int  # physical count in the box; the engine treats supply as unlimited (digest 16)
    verified: bool = True  # False: the supply count is inferred


# --------------------------------------------------------------------------- tricks

END_BONUS_KINDS: frozenset[str] = frozenset(
    {
        "per_workshop_marker",  # value per trick marker on trick cards in the workshop
        "per_shard",  # value per unspent shard (magic shards count too under Arcane Arts)
        "per_trick_level",  # value per owned trick of `level` (their components not needed)
        "per_special_card",  # value per unused special assignment card in hand
        "if_all_specialists",  # value if owning an engineer, a manager and an assistant
        "per_component_tier",  # value per component of `tier` in the workshop (manager bonus counts)
        "if_trick_count",  # value if owning at least `count` tricks
        "if_specialist",  # value if owning the `specialist`
        "per_apprentice",  # value per apprentice owned
        "per_coins",  # value per `divisor` unspent coins, rounded down
    }
)


@dataclass(frozen=True, slots=True)
class Trick:
    """One of the 48 trick cards (digest 8.2).

    ``components`` lists (component id, count) pairs; they are kept, never
    spent.  ``end_bonus`` is set on level-3 tricks only (Dark Alley scoring,
    capped at 20, and only if the owner meets ``components`` at game end).
    ``unverified`` names the fields whose value is disputed in the sources.
    """

    id: int  # BGA number T01..T48
    key: str
    name: str  # N_
    category: str
    level: int
    threshold: int
    components: tuple[tuple[str, int], ...]
    prep_ap: int
    markers: int
    fame: int
    coins: int
    shards: int
    end_bonus: Effect | None = None
    end_text: str = ""  # N_ our own wording of the end bonus
    unverified: tuple[str, ...] = ()

    @property
    def verified(self) -> bool:
        return not self.unverified

    @property
    def dark_alley_only(self) -> bool:
        return self.level == 3


# --------------------------------------------------------------------------- performance cards

POSITIONS: tuple[str, ...] = ("A1", "A2", "A3", "B1", "B2", "B3")
"""Trick slots on a performance card: column A/B (left/right), row 1-3 (top-down).

A slot's index is ``POSITIONS.index(pos)`` (0-5): ``col = i // 3``, ``row = i % 3``.
"""

VENUES: tuple[str, ...] = ("riverside", "grand_magorian", "magnus_pantheon")


@dataclass(frozen=True, slots=True)
class Link:
    """A Link circle between two adjacent slots (indices into :data:`POSITIONS`).

    ``a < b``.  Same column = vertical link (``a``'s bottom meets ``b``'s top);
    same row = horizontal link (``a``'s right meets ``b``'s left).
    """

    a: int
    b: int
    shard: bool = False

    @property
    def vertical(self) -> bool:
        return self.a // 3 == self.b // 3


@dataclass(frozen=True, slots=True)
class PerformanceCard:
    """One of the 28 performance cards (digest 9.1): slot layout, links, performer bonus."""

    id: int  # P01..P28
    venue: str
    slots: tuple[int, ...]  # occupied slot indices, ascending
    links: tuple[Link, ...]
    bonus_fame: int
    bonus_coins: int
    bonus_shards: int
    verified: bool = False  # the performer bonus values rely on one source only


# --------------------------------------------------------------------------- assignment cards

ASSIGNMENT_TARGETS: frozenset[str] = frozenset(
    {
        "set_up",
        "perform",
        "reschedule",
        "prepare",
        "hire",
        "learn",
        "take_coins",
        "buy",
        "order",
        "quick_order",
        "any",
    }
)


@dataclass(frozen=True, slots=True)
class PermanentAssignment:
    """A permanent assignment card type: it only names a location."""

    location: str
    base_count: int  # cards per player in the base game
    dark_alley_count: int  # cards per player with Dark Alley


@dataclass(frozen=True, slots=True)
class SpecialAssignment:
    """A Dark Alley special assignment card (digest 10.2).

    ``effect.kind`` is the card's own key (one rule per card); its params hold
    the numbers the card prints (``ap_discount``, ``coins``, ``max`` ...).
    Instead of the effect its holder may always take +1 AP.
    """

    id: int  # 1..40, ten per location in the order of the digest
    key: str
    name: str  # N_
    location: str
    target: str  # which action the ability modifies
    effect: Effect
    text: str  # N_
    verified: bool = True


# --------------------------------------------------------------------------- prophecies

PROPHECY_KINDS: frozenset[str] = frozenset(
    {
        "base_ap",  # every character's base AP = value
        "shard_gain_extra",  # gaining shards gives `value` more
        "shard_gain_fame",  # gaining shards also gives `fame`
        "buy_from_orders",
        "action_ap",  # `action` costs `ap`
        "performer_bonus_multiplier",
        "take_coins_multiplier",
        "enhance_ap",  # enhance character gives `ap` instead of 1
        "place_two",
        "setup_category_fame",  # setting up a `category` trick gives `fame`
        "day_modifier",  # `day` gets a yield modifier of `fame`/`coins`
        "coins_as_fame",
        "advertised_apprentice_ap",
        "no_day_modifiers",
        "slot_cost",  # using a slot with `modifier` costs `coins`
        "performer_modifier_for_all",
        "hidden_assignments",
        "component_price",
        "enhance_in_theater",
        "lowest_slot",
        "ignore_servant_wages",
        "ignore_spell_die",
        "reward_multiplier",
    }
)


@dataclass(frozen=True, slots=True)
class Prophecy:
    """A Dark Alley prophecy token (digest 11.2) or an Arcane Arts magic prophecy."""

    id: int  # BGA number 1..27; 28..30 for the Arcane Arts ones
    solo_id: int  # the solo app's pXX number (0 for the Arcane Arts ones)
    effect: Effect
    text: str  # N_
    arcane: bool = False  # one of the three Arcane Arts prophecies
    removed_by_arcane: bool = False  # taken out of the pool when Arcane Arts is in play
    removed_in_solo: bool = False  # taken out of the pool in the solo game
    verified: bool = True


# --------------------------------------------------------------------------- magicians

MAGICIAN_ABILITY_KINDS: frozenset[str] = frozenset(
    {
        "apprentice_ap",  # Mechaniker
        "supercharge",  # Electra
        "mimesis",  # Great Optico
        "magic_for_the_masses",  # Gentleman
        "breaking_free",  # Master of Chains
        "trick_steal",  # Red Lotus
        "fate_weaving",  # Priestess of Mysticism
        "soul_possession",  # Yoruba Spiritmaster
    }
)


@dataclass(frozen=True, slots=True)
class Magician:
    """One of the 8 magicians; ``ability`` is active only with Dark Alley (digest 12)."""

    id: int
    key: str
    name: str  # N_ (a proper name)
    category: str  # favourite category
    ability_name: str  # N_
    ability: Effect
    text: str  # N_ our wording of the Dark Alley ability
    solo_text: str  # N_ what the ability does for the Heir (digest 14.5)
    verified: bool = True


# --------------------------------------------------------------------------- characters


@dataclass(frozen=True, slots=True)
class CharacterType:
    """Base AP and wage of a character type (digest 4)."""

    id: str
    name: str  # N_
    ap: int
    wage: int
    per_player: int
    backstage_fame: int = 0  # performer bonus for this character backstage
    backstage_coins: int = 0
    backstage_shards: int = 0


# --------------------------------------------------------------------------- dice


@dataclass(frozen=True, slots=True)
class Die:
    """A die and its six faces, in face order; ``"x"`` is the unusable face.

    Faces are ids: categories or ``"any"`` for trick dice, character types for
    Inn dice, ints (coins) for bank dice, spell types for the spell die and
    reward ids (see :data:`REWARD_KINDS`) for the reward die.
    """

    key: str
    kind: str
    name: str  # N_
    faces: tuple[Param, ...]
    verified: bool = True


REWARD_KINDS: frozenset[str] = frozenset(
    {
        "draw_special",  # draw 2 special assignment cards from one deck, keep 1, other to the bottom
        "coin_fame",  # 1 coin and 1 fame
        "coins",  # `value` coins
        "trick_level_fame",  # fame = the triggering trick's level
        "magic_shard",  # 1 magic shard (none left: 1 fame and 1 coin)
    }
)


@dataclass(frozen=True, slots=True)
class RewardFace:
    """A face of the Arcane Arts reward die."""

    key: str
    effect: Effect
    text: str  # N_
    verified: bool = True


# --------------------------------------------------------------------------- Arcane Arts


@dataclass(frozen=True, slots=True)
class Spell:
    """One of the 12 spells in the bag; only its type matters to the rules."""

    id: int
    type: str
    name: str  # N_
    verified: bool = False  # the 3 types x 4 split is inferred


SERVANT_RULE_KINDS: frozenset[str] = frozenset(
    {
        "no_slot",  # Specter: placed beside the slots; theater only after another character went there
        "first_or_last",  # Golem: must be your first or last placement
        "free_set_die",  # Trickster: one free Set Die (Downtown) / set one magic die (wagon)
        "shapeshift",  # Shapeshifter: counts as an apprentice or any one specialist
    }
)


@dataclass(frozen=True, slots=True)
class Servant:
    """A magic servant (Arcane Arts)."""

    id: int
    key: str
    name: str  # N_
    ap: int
    own_card: bool  # must be given its unique assignment card each round
    wage_coins: int
    wage_shards: int
    unpaid_fame: int  # fame lost if the wage cannot be paid (per unpaid unit)
    rule: Effect
    text: str  # N_
    backstage: bool  # whether it gives a Theater (specialist) bonus
    verified: bool = True


# --------------------------------------------------------------------------- Heir (solo)


@dataclass(frozen=True, slots=True)
class HeirDifficulty:
    """Per-difficulty numbers of the Dahlgaard's Heir solo opponent (digest 14)."""

    key: str
    name: str  # N_
    specialists: int
    apprentices: int
    downtown_dice: tuple[int, ...]  # dice collected for AP 1..5 (index AP-1)
    dark_alley_cards: tuple[int, ...]  # special cards drawn for AP 1..5
    theater_markers: tuple[int, ...]  # markers set up for AP 1, 2, 3+
    fame_per_10_coins: int
    l3_trick_fame: int
    extra_character_fame: int  # per character beyond 6 at the end
    wagon_options: int  # how many of the wagon options it carries out (Arcane Arts)
    backstage_fame: int  # per Heir non-Magician in the Theater this turn, when it performs
    backstage_coins: int
    verified: bool = False


# --------------------------------------------------------------------------- rule choices


@dataclass(frozen=True, slots=True)
class RuleChoice:
    """A rule the sources leave inferred (I) or unknown (U), with the value we play.

    ``note`` is developer documentation (not shown to players), so it is a
    plain string, not a msgid.
    """

    key: str
    value: Param
    tag: str  # "I" inferred or "U" unknown, as in the digests
    note: str
    verified: bool = False
