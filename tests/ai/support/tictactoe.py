"""Tic-tac-toe as a perfect-information test bed for the search.

Small enough that "the one winning move" and "the one saving move" are plain,
so a search that misses them is broken, not unlucky.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.base import Action, Event, GameInfo, IllegalAction, Msg, Result, ResultEntry, State
from game.rules.rng import Rng

LINES = ((0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6))


class TicTacToe(State):
    game_id = "tictactoe"

    def __init__(self, cells: list[int | None], turn: int, rng: Rng) -> None:
        self.cells = cells
        self.turn = turn
        self.rng = rng

    @property
    def num_players(self) -> int:
        return 2

    def winner(self) -> int | None:
        for a, b, c in LINES:
            if self.cells[a] is not None and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def is_over(self) -> bool:
        return self.winner() is not None or None not in self.cells

    def to_act(self) -> tuple[int, ...]:
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("mark", cell=i) for i, c in enumerate(self.cells) if c is None]

    def apply(self, seat: int, action: Action) -> list[Event]:
        if action not in self.legal_actions(seat):
            raise IllegalAction(Msg("That move is not allowed now."))
        self.cells[action["cell"]] = seat
        self.turn = 1 - seat
        return [Event("mark", seat, {"cell": action["cell"]})]

    def view(self, seat: int | None) -> dict[str, Any]:
        return {"cells": list(self.cells), "turn": self.turn}

    def result(self) -> Result:
        w = self.winner()
        entries = tuple(ResultEntry(None, s, int(w == s)) for s in (0, 1))
        return Result(entries, (0, 1), draw=True) if w is None else Result(entries, (w,))

    def to_json(self) -> dict[str, Any]:
        return {"version": 1, "cells": list(self.cells), "turn": self.turn, "rng": self.rng.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TicTacToe:
        return cls(list(data["cells"]), data["turn"], Rng.from_json(data["rng"]))

    def clone(self) -> TicTacToe:
        return TicTacToe(list(self.cells), self.turn, self.rng.clone())

    def determinize(self, seat: int, seed: int) -> TicTacToe:
        st = self.clone()
        st.rng = Rng(seed)
        return st

    def describe(self, action: Action) -> Msg:
        return Msg("Mark cell {cell}", cell=action["cell"])


def new_game(players: int, options: Mapping[str, Any], seed: int) -> TicTacToe:
    return TicTacToe([None] * 9, 0, Rng(seed))


def position(board: str, turn: int) -> TicTacToe:
    """A position from a 9-character picture: 'x' seat 0, 'o' seat 1, '.' empty."""
    marks = {"x": 0, "o": 1, ".": None}
    return TicTacToe([marks[ch] for ch in board], turn, Rng(0))


INFO = GameInfo(
    id="tictactoe",
    name=Msg("Tic-tac-toe (test game)"),
    min_players=2,
    max_players=2,
    new_game=new_game,
    from_json=TicTacToe.from_json,
)
