"""The bot interface: a bot sees a state only through what its seat may know.

``choose`` receives the real state but must only use ``state.view(seat)``,
``state.legal_actions(seat)`` and ``state.determinize(seat, ...)`` -- the
latter re-samples everything hidden, so a bot built on it cannot cheat.
Bots run in a worker process (``game.ai.worker``) so the window keeps drawing.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from game.rules.base import Action, Msg, State


@dataclass(frozen=True)
class Decision:
    action: Action
    why: Msg | None = None  # one short line for the game log


class Bot(Protocol):
    def choose(self, state: State, seat: int) -> Decision: ...


class RandomBot:
    """Uniformly random legal moves: the baseline every other level must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, seat: int) -> Decision:
        actions = state.legal_actions(seat)
        return Decision(actions[self.rng.randrange(len(actions))])
