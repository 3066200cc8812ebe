"""One competitor's record: board, hand and counters as plain ints and lists (see ``codes.py``).

Human seats are ``0..n-1``; in the solo game the Heir is one more Player at
index ``n`` (``TrickerionState.heir``) that never appears in ``to_act()``.
Plain data keeps ``clone`` a hand-written copy and ``to_json`` the fields themselves.
"""

from __future__ import annotations

from typing import Any

from game.rules.trickerion.codes import APPRENTICE, MAGICIAN
from game.rules.trickerion.data.setup import START_FAME, START_SHARDS


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

    def put_trick(self, s: int, trick: int) -> None:
        """Trick ``trick`` (or -1, none) on symbol ``s``: no spell, enhancement or performance yet."""
        self.sym_trick[s] = trick
        self.sym_enchant[s] = 0
        self.sym_bonus[s] = 0
        self.sym_performed[s] = 0

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
