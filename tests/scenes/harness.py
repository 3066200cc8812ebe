"""Shared pieces of the scene tests that play games through the real table scene."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

from game.i18n import tr
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.table_api import TableContext


def start_table(
    app,
    game_id: str,
    kinds: Sequence[str],
    seed: int = 3,
    speed: str = "instant",
    options=None,
    names: Sequence[str] | None = None,
    level: str = "random",
    info=None,
):
    """Open the table of ``game_id`` with seats of ``kinds`` ("human"/"bot"), no autosave."""
    app.settings.animation_speed = speed
    names = names or [f"P{i}" for i in range(len(kinds))]
    players = [PlayerSpec(name, kind, level) for name, kind in zip(names, kinds, strict=True)]
    setup = GameSetup(game_id, players, options or {}, seed)
    extra = {"info": info} if info is not None else {}
    return app.reset(TableScene(app, setup, autosave=False, **extra))


class Hand:
    """A scripted player: performs what a table view offers with real input events.

    Subclasses decide what to do in ``step``; this holds the plumbing and counts
    which kinds of interaction were used (tests assert every kind was reached).
    """

    def __init__(self, app, drive, table, seed: int = 0) -> None:
        self.app, self.drive, self.table = app, drive, table
        self.rng = random.Random(seed)
        self.used: dict[str, int] = {}

    @property
    def view(self):
        return self.table.view

    def click(self, rect: pygame.Rect) -> None:
        self.drive.click_at(rect.center)

    def drag(self, src: pygame.Rect, dst: pygame.Rect) -> None:
        self.drive.drag(src.center, dst.center)

    def note(self, what: str) -> None:
        self.used[what] = self.used.get(what, 0) + 1

    def step(self) -> None:
        """One deliberate interaction of the player at the screen (each game's hand decides)."""
        raise AssertionError(f"{type(self).__name__} must define step()")

    def play_to_end(self, max_steps: int) -> Hand:
        """Interact until the scoring screen shows; fail if the game does not end."""
        for _ in range(max_steps):
            if self.drive.scene_id() == "scoring":
                return self
            self.step()
        raise AssertionError(f"game did not end; used {self.used}")


def offline_context(game_id: str, state, seat: int) -> TableContext:
    """What the table scene would hand a view for ``seat``, built straight from a state (no scene):
    reach tests walk many positions of seeded games through a view this way."""
    names = [f"P{i}" for i in range(state.num_players)]
    ctx = TableContext(
        game_id,
        names,
        seat,
        state.view(seat),
        state.to_act(),
        state.legal_actions(seat),
        state.describe,
        state.current_prompt(seat),
        lambda a: None,
    )
    ctx.text = lambda msg: tr(msg, names)  # type: ignore[method-assign]
    return ctx
