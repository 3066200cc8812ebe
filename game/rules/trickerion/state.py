"""The Trickerion state model: plain ints and lists, so clone and JSON are cheap.

Everything a game holds lives in two kinds of objects:

* :class:`Player` -- one per competitor.  Human seats are ``0..n-1``; in the
  solo game the Heir is one more Player at index ``n`` (``TrickerionState.heir``)
  that never appears in ``to_act()``.
* :class:`TrickerionState` (in ``engine.py``) -- the table: dice, market,
  theater, decks, prophecies, Arcane Arts pieces, and the phase machine.

Conventions (the Heir module and the tests rely on them):

* Locations: ``THEATER=0, DOWNTOWN=1, MARKET=2, WORKSHOP=3, DARK_ALLEY=4``.
* Characters: ``MAGICIAN=0, ENGINEER=1, MANAGER=2, ASSISTANT=3, APPRENTICE=4``,
  servants ``SPECTER=5, GOLEM=6, TRICKSTER=7, SHAPESHIFTER=8``.  A player's
  team is ``Player.chars`` (kinds, in board order); ``Player.incoming`` holds
  those hired this turn (they join at End Turn).
* Tricks are held per **symbol** (0..3): ``sym_trick[s]`` is an index into
  ``data.TRICKS`` or -1; ``sym_slot[s]`` is 0..2 (player board) or 3 (the
  Engineer's slot); ``sym_ready[s]`` is the number of prepared markers lying on
  the trick card; markers in the Theater are found on the performance cards.
* Components: ``comp[t]`` is the number of physical components of type ``t``
  (index into ``data.COMPONENTS``) on the board; ``mgr_type[i]``/``mgr_count[i]``
  are the two Manager piles (each counts one more than it holds).  ``spells[k]``
  counts Arcane Arts spells of type ``k`` held in the Workshop; they take board
  spaces like components, and a Manager pile holding spells of type ``k`` has
  ``mgr_type == SPELL_PILE + k`` (see ``storage.py``).
* Assignment cards: ``perm[loc]`` counts permanent cards in hand per location;
  ``specials`` lists Special Assignment card ids in hand (hidden from others).
  A card given to a character is a *card code*: ``0..4`` a permanent card of
  that location, ``100 + id`` a Special Assignment card, ``SERVANT_CARD`` a
  servant's own card (any location), ``IDLE`` (-1) no card.
* Performance cards on the table: ``theater_cards[i]`` (index into
  ``data.PERFORMANCES`` or -1) for the slots left to right; ``occ[i][pos]`` is
  -1 or ``player * 4 + symbol`` for the 6 positions A1 A2 A3 B1 B2 B3, and
  ``face[i][pos]`` the direction (0 up, 1 right, 2 down, 3 left) the trick's own
  category points at.
"""

from __future__ import annotations

from typing import Any

from game.rules.trickerion.data.setup import START_FAME, START_SHARDS

THEATER, DOWNTOWN, MARKET, WORKSHOP, DARK_ALLEY = range(5)
LOCATIONS = (THEATER, DOWNTOWN, MARKET, WORKSHOP, DARK_ALLEY)
MAGICIAN, ENGINEER, MANAGER, ASSISTANT, APPRENTICE, SPECTER, GOLEM, TRICKSTER, SHAPESHIFTER = range(9)
SPECIALISTS = (ENGINEER, MANAGER, ASSISTANT)
SERVANTS = (SPECTER, GOLEM, TRICKSTER, SHAPESHIFTER)
IDLE = -1
SERVANT_CARD = 50
SPECIAL_BASE = 100
ENGINEER_SLOT = 3
SPELL_PILE = 100  # mgr_type of a Manager pile holding spells: SPELL_PILE + spell type


def copy_list(value: list) -> list:
    """A deep copy of nested lists of scalars, much faster than ``copy.deepcopy``."""
    return [copy_list(v) if v.__class__ is list else v for v in value]


class Player:
    """One competitor's board, hand and counters (all plain data)."""

    __slots__ = (
        "magician",
        "fame",
        "coins",
        "shards",
        "magic_shards",
        "chars",
        "incoming",
        "assistant_app",
        "assign",
        "placed",
        "used_mech",
        "sym_trick",
        "sym_slot",
        "sym_ready",
        "sym_enchant",
        "sym_bonus",
        "sym_performed",
        "comp",
        "mgr_type",
        "mgr_count",
        "spells",
        "perm",
        "specials",
        "advertised",
        "done_assign",
        "shapeshifter_as",
    )

    def __init__(self) -> None:
        self.magician = -1
        self.fame = START_FAME
        self.coins = 0
        self.shards = START_SHARDS
        self.magic_shards = 0
        self.chars: list[int] = [MAGICIAN, APPRENTICE]
        self.incoming: list[int] = []
        self.assistant_app = -1  # index in chars of the Apprentice on the Assistant's slot
        self.assign: list[int] = []  # card code per character this turn (IDLE = none)
        self.placed: list[int] = []  # 0 not placed, 1 placed, 2 left idle after reveal
        self.used_mech = 0  # once-per-turn magician ability used
        self.sym_trick = [-1, -1, -1, -1]
        self.sym_slot = [-1, -1, -1, -1]
        self.sym_ready = [0, 0, 0, 0]
        self.sym_enchant = [0, 0, 0, 0]  # bit k: enchanted with spell type k
        self.sym_bonus = [0, 0, 0, 0]  # Enhance Trick: +1 Fame and +1 Coin yields
        self.sym_performed = [0, 0, 0, 0]
        self.comp: list[int] = []
        self.mgr_type = [-1, -1]
        self.mgr_count = [0, 0]
        self.spells = [0, 0, 0]
        self.perm = [0, 0, 0, 0, 0]
        self.specials: list[int] = []
        self.advertised = 0
        self.done_assign = 0
        self.shapeshifter_as = APPRENTICE

    def clone(self) -> Player:
        """A field-by-field copy (written out: this runs thousands of times per bot move)."""
        p = Player.__new__(Player)
        p.magician, p.fame, p.coins, p.shards = self.magician, self.fame, self.coins, self.shards
        p.magic_shards, p.assistant_app, p.used_mech = self.magic_shards, self.assistant_app, self.used_mech
        p.advertised, p.done_assign, p.shapeshifter_as = (
            self.advertised,
            self.done_assign,
            self.shapeshifter_as,
        )
        p.chars, p.incoming, p.assign, p.placed = (
            self.chars[:],
            self.incoming[:],
            self.assign[:],
            self.placed[:],
        )
        p.sym_trick, p.sym_slot, p.sym_ready = self.sym_trick[:], self.sym_slot[:], self.sym_ready[:]
        p.sym_enchant, p.sym_bonus, p.sym_performed = (
            self.sym_enchant[:],
            self.sym_bonus[:],
            self.sym_performed[:],
        )
        p.comp, p.mgr_type, p.mgr_count, p.spells = (
            self.comp[:],
            self.mgr_type[:],
            self.mgr_count[:],
            self.spells[:],
        )
        p.perm, p.specials = self.perm[:], self.specials[:]
        return p

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in Player.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        p = cls.__new__(cls)
        for name in cls.__slots__:
            v = data[name]
            setattr(p, name, copy_list(v) if isinstance(v, list) else v)
        return p

    # ------------------------------------------------------------------ queries

    def tricks(self) -> list[int]:
        """Symbols that hold a trick."""
        return [s for s in range(4) if self.sym_trick[s] >= 0]

    def has(self, kind: int) -> bool:
        """Whether the team (not counting incoming) has a character of ``kind``."""
        return kind in self.chars

    def effective(self, t: int) -> int:
        """Components of type ``t`` counted for requirements (Manager piles count +1)."""
        n = self.comp[t]
        for i in (0, 1):
            if self.mgr_type[i] == t and self.mgr_count[i] > 0:
                n += self.mgr_count[i] + 1
        return n

    def any_shards(self) -> int:
        """Shards of either kind: a magic shard may be paid wherever a Trickerion shard is."""
        return self.shards + self.magic_shards

    def pay_shard(self) -> int:
        """Pay one shard, a plain one first (magic shards are worth more when enhancing).

        Returns 1 when a magic shard was paid: it goes back to the limited supply.
        """
        if self.shards > 0:
            self.shards -= 1
            return 0
        self.magic_shards -= 1
        return 1

    def physical(self, t: int) -> int:
        n = self.comp[t]
        for i in (0, 1):
            if self.mgr_type[i] == t:
                n += self.mgr_count[i]
        return n
