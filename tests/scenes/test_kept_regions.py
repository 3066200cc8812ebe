"""#28: the regions the tables keep as pictures (``repaint.Kept``) are not drawn again in a steady frame,
and every frame still equals the scenes painted straight.

The top bar (its fill, the game's name, the prompt and three translucent buttons), Witchcraft's
seat panels and controls, School of Sorcery's control buttons and cast cards and Trickerion's
setup tiles were blended over the layer every frame: pixel work that grew with the window and
kept the 2560x1440 frame near 1.5x the 1920x1080 one.  Kept, they are painted once per look --
which is only right if the look's key holds everything they show: a hover, a move (a new prompt,
Undo enabled) must show at once.
``whole`` draws on another surface, where nothing records the frame, so there the regions are
painted straight: the reference a stale picture would differ from.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.app import App
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.table_api import TOP_BAR
from tests.scenes.test_scaling import open_app
from tests.scenes.test_window_repaint import motion, whole

SIZE = (2560, 1440)


def first_position(app: App, game: str) -> TableScene:
    """The game's opening position, a human against a bot that never moves (as ``bench`` measures it)."""
    info = registry.get(game)
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "easy")]
    table = TableScene(app, GameSetup(game, seats, info.default_options(2), 7), info=info, autosave=False)
    table.bot_wait = math.inf
    app.reset(table)
    for _ in range(60):
        if table.opening is None:
            break
        app.step(1 / 60)
    assert table.opening is None
    for _ in range(3):  # after the fade, the window drawn whole once more
        app.step(1 / 60)
    return table


def window_rect(app: App, logical: pygame.Rect) -> pygame.Rect:
    """A logical canvas rectangle in window pixels."""
    left, top = app.to_window(logical.topleft)
    right, bottom = app.to_window(logical.bottomright)
    return pygame.Rect(left, top, right - left, bottom - top)


def redrawn(app: App, region: pygame.Rect) -> bool:
    """The last frame changed a pixel of ``region`` (logical), as far as its record knows."""
    drawn = app.last_drawn
    assert drawn is not None
    changed = drawn.changed()
    assert changed is not None, "a steady frame should know what it changed"
    return window_rect(app, region).inflate(-4, -4).collidelist(changed) != -1


def step_equal(app: App, events: list[pygame.event.Event]) -> None:
    app.step(1 / 60, events)
    assert pygame.image.tobytes(app.window, "RGB") == whole(app)


def test_the_top_bar_is_kept_and_shows_a_hover_and_a_move_at_once(home):
    """Steady frames leave the top bar alone; hovering a button and playing a move (the prompt changes,
    Undo lights up) repaint it exactly as it is painted straight."""
    app = open_app(SIZE)
    try:
        table = first_position(app, "spellbook")
        app.step(1 / 60)
        assert not redrawn(app, TOP_BAR)
        rules = next(b for b in table.bar_buttons if b.name == "rules")
        step_equal(app, [motion(app, rules.rect.center)])
        assert redrawn(app, rules.rect)
        step_equal(app, [])
        assert not redrawn(app, TOP_BAR)
        step_equal(app, [motion(app, (700, 40))])  # on the bar, over no button
        before, undo = table.prompt_text(), next(b for b in table.bar_buttons if b.name == "undo")
        assert not undo.enabled()
        table.submit(table.state.legal_actions(table.viewer)[0])
        for _ in range(40):
            step_equal(app, [])
        assert undo.enabled() and table.prompt_text() != before, "the move should change the bar"
    finally:
        app.shutdown(quit_pygame=False)


def kept_regions(table: TableScene) -> list[pygame.Rect]:
    """The regions the table's view keeps as pictures (besides the top bar)."""
    view = table.view
    if table.info.id == "witchcraft":
        return [view.layout[slot] for slot in ("seat_top", "seat_bottom", "controls")]  # type: ignore[attr-defined]
    if table.info.id == "sorcery":
        return [view.lay["controls"], view.lay["hand"]]  # type: ignore[attr-defined]
    return [view.geo.slots["tiles"].inflate(-20, -20)]  # type: ignore[attr-defined]  # Trickerion's setup


@pytest.mark.parametrize("game", ["witchcraft", "sorcery", "trickerion"])
def test_kept_panels_stay_put_in_steady_frames_and_follow_the_pointer(home, game):
    """A pointer tour over the panels the view keeps (seats, controls, tiles): each frame equals the
    table painted straight, and once the pointer rests they are not drawn again."""
    app = open_app(SIZE)
    try:
        table = first_position(app, game)
        for y in range(120, 1060, 90):
            for x in range(40, 1560, 130):
                step_equal(app, [motion(app, (x, y))])
        step_equal(app, [motion(app, (1700, 1000))])  # resting over the log: nothing on the table lit
        step_equal(app, [])
        assert not redrawn(app, TOP_BAR)
        for region in kept_regions(table):
            assert not redrawn(app, region), f"{game}: {region} was drawn again in a steady frame"
    finally:
        app.shutdown(quit_pygame=False)
