"""The solo opponent as the engine sees it: the hooks the rules call on Dahlgaard's Heir.

``heir.py`` implements them (the module itself satisfies :class:`HeirRules`);
the engine reaches them through ``st.heir_rules``, so the locations, the
Theater and End Turn need not import the Heir, which plays by their rules and
imports them.  The Heir reads the state freely and changes it only through the
engine's public primitives (``gain``, ``learn``, ``theater.put_marker``, ...).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from game.rules.base import Event, Msg
from game.rules.rng import Rng

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


class HeirRules(Protocol):
    """What the engine asks of the Heir, in the order a turn asks it."""

    def setup(self, st: TrickerionState) -> list[Event]:
        """Magician, team, starting trick and Plan deck, after the humans' setup."""
        ...

    def assign(self, st: TrickerionState) -> list[int]:
        """A card code per Heir character (see ``codes.py``)."""
        ...

    def place(self, st: TrickerionState) -> tuple[int, int, int]:
        """(character, location, slot) of its next placement; slot -1 leaves that character idle.

        Theater slot codes are ``day * 3 + k`` (k 0/1 backstage, 2 the Performance slot)."""
        ...

    def resolve(self, st: TrickerionState, ci: int, loc: int, slot: int, ap: int) -> list[Event]:
        """Its location algorithm for one placed character (slot modifier and card AP added)."""
        ...

    def choose_performance(self, st: TrickerionState, day: int) -> int:
        """The performance card it performs on ``day``."""
        ...

    def performer_gains(self, st: TrickerionState, i: int, day: int) -> tuple[int, int, int]:
        """(Fame, coins, Shards) it gains performing card ``i`` on ``day``."""
        ...

    def trick_yield(self, st: TrickerionState, sym: int) -> tuple[int, int, int]:
        """(Fame, coins, Shards) one of its markers of ``sym`` yields as a guest."""
        ...

    def draw_special(self, st: TrickerionState, events: list[Event]) -> None:
        """A reward-die card draw, by its Dark Alley priorities."""
        ...

    def convert_coins(self, st: TrickerionState) -> list[Event]:
        """Its wage step: coins become Fame."""
        ...

    def discarded_card(self, st: TrickerionState, i: int) -> list[Event]:
        """The card on Theater slot ``i`` leaves the table (before it goes)."""
        ...

    def end_turn(self, st: TrickerionState) -> None:
        """At the end of End Turn."""
        ...

    def final_score(self, st: TrickerionState) -> list[tuple[Msg, int]]:
        """Its end-game items (the engine adds its Fame)."""
        ...

    def public_view(self, st: TrickerionState) -> dict[str, object]:
        """What a human sees of its plan: ``view()["heir_plan"]``."""
        ...

    def determinize(self, st: TrickerionState, rng: Rng) -> None:
        """Re-sample what no human sees of it (its face-down Plan deck)."""
        ...
