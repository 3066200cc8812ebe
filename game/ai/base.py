"""The bot interface: a bot sees a state only through what its seat may know.

``choose`` receives the real state but must only use ``state.view(seat)``,
``state.legal_actions(seat)``, the labels of its own moves (``describe``,
``secret_choice``) and ``state.determinize(seat, ...)`` -- the latter
re-samples everything hidden, so a bot built on it cannot cheat.
Bots run in a worker process (``game.ai.worker``) so the window keeps drawing.

A bot's reason is a message like any log line and has a visibility: see
:func:`why_visible_to`.
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


def short_why(why: Msg) -> tuple[Msg, ...]:
    """A reason in one line for the table log: its forms, longest first, each dropping more of
    the reason's own words (win chance or rating, then the number too) but never the move.

    A first-time player found each bot reason three lines long (issue #24, C4); the whole
    reason, with the search's shares and the next best move, stays in the line's tooltip.
    The log shows the longest form that keeps the move's first words in its one row: in
    German "bewertet mit 42 %:" left nothing of the move (#24's leftovers).  Reasons without
    those numbers ("the only possible move") are short already."""
    kw = why.kwargs
    if "move" in kw and "pct" in kw:
        number, lead = kw["pct"], Msg("about {pct}% to win: {move}", move=kw["move"], pct=kw["pct"])
    elif "move" in kw and "rating" in kw:
        number, lead = kw["rating"], Msg("rated {rating}%: {move}", move=kw["move"], rating=kw["rating"])
    else:
        return (why,)
    # TRANSLATORS: a bot's win chance or rating before its move, in a log row with no room for more
    return lead, Msg("{number}%: {move}", move=kw["move"], number=number), kw["move"]


def why_visible_to(state: State, seat: int, action: Action) -> tuple[int, ...] | None:
    """Who may read ``seat``'s reason for ``action``, judged before the action is applied.

    A reason names the move (and an alternative, which :class:`SearchBot` only
    takes among public moves when the move is public), so a secret choice --
    a face-down cast, a secret assignment, a hidden power token -- keeps its
    reason with its own seat; everybody else learns only what the engine's
    events tell them.
    """
    return (seat,) if state.secret_choice(seat, action) else None


class Bot(Protocol):
    def choose(self, state: State, seat: int) -> Decision: ...


class RandomBot:
    """Uniformly random legal moves: the baseline every other level must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: State, seat: int) -> Decision:
        actions = state.legal_actions(seat)
        return Decision(actions[self.rng.randrange(len(actions))])
