"""Issue #27: a table opens without a hitch -- its first frame is built over several frames under a cover.

The first frame of a table used to paint every picture at once (130-230 ms of CPU:
a visible stall each time a game opened).  These tests open each game's table
through the real scene stack and count the pictures each frame paints; how long
anything takes is ``python -m game bench``'s business, never asserted here.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.app import App
from game.saves import GameSetup, PlayerSpec
from game.scenes import table_opening
from game.scenes.table import TableScene
from game.settings import Settings
from game.sprites import paint_budget, vector

TABLES = [("spellbook", 4), ("witchcraft", 2), ("sorcery", 2), ("trickerion", 2)]


@pytest.fixture(autouse=True)
def with_opening(monkeypatch):
    """The other scene tests switch the opening off (their hands act at once): here it is tested."""
    monkeypatch.setattr(TableScene, "opens_with_cover", True)


def _open(app, game_id: str, seats: int) -> TableScene:
    bots = [PlayerSpec(f"Bot {i}", "bot", "random") for i in range(seats - 1)]
    players = [PlayerSpec("Ania", "human"), *bots]
    return app.reset(TableScene(app, GameSetup(game_id, players, {}, 11), autosave=False))


def _painted_by(app) -> int:
    before = paint_budget.painted()
    app.step(1 / 60)
    return paint_budget.painted() - before


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
def test_a_table_is_built_over_several_frames_and_its_first_shown_frame_paints_nothing(
    app, monkeypatch, game_id, seats
):
    """No frame of the opening paints the whole table, and the frame that first shows it has
    nothing left to paint.  A small budget (4 ms) makes every table need several attempts."""
    monkeypatch.setattr(table_opening, "BUDGET", 0.004)
    vector.clear_cache()  # an earlier test may have painted this table's pictures already
    table = _open(app, game_id, seats)
    table.bot_wait = math.inf  # a bot starting to think changes the prompt line: new text, not the opening's
    per_frame = []
    while table.opening is not None and table.opening.building:
        per_frame.append(_painted_by(app))
        assert len(per_frame) < table_opening.MAX_ATTEMPTS, "the opening never finished building"
    assert len(per_frame) >= 3
    assert max(per_frame) < sum(per_frame), "one frame painted the whole table"
    assert per_frame[-1] == 0, "the frame that first showed the table still painted pictures"
    assert _painted_by(app) == 0


@pytest.mark.parametrize(("game_id", "seats"), TABLES[:1])
def test_while_the_cover_shows_a_click_does_not_reach_the_table_and_no_bot_moves(app, game_id, seats):
    """A click during the opening lands on a table nobody sees yet: it must not act on it."""
    table = _open(app, game_id, seats)
    app.step(1 / 60)
    assert table.opening is not None and table.opening.covering
    seen = []
    table.view.handle_event = lambda event: seen.append(event) or True  # type: ignore[method-assign]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step(1 / 60, [pygame.event.Event(kind, pos=(700, 600), button=1)])
    assert seen == []
    assert table.bot_seat is None and table.actions == []


def test_a_table_drawn_before_any_frame_shows_the_table_not_the_cover(app):
    """Screenshots draw a new table without running frames: they must see the table itself."""
    table = _open(app, "witchcraft", 2)
    assert table.opening is not None and not table.opening.covering
    drawn, cover = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    table.draw(drawn)
    table.opening.draw_cover(cover)
    assert pygame.image.tobytes(drawn, "RGB") != pygame.image.tobytes(cover, "RGB")


def test_a_table_opens_in_a_4k_window_in_a_few_dozen_frames(home):
    """Found in play at 3840x2160: SpellBook's table showed only its cover for 30-60 s.  Its
    pictures outgrew the 1080p cache budgets (each evicted another, so every attempt painted them
    again) and the budget's clock ran through the ~45 ms redraw of what was cached, leaving room
    for one picture an attempt: 248 frames.  Now the caches and the opening's budget grow with
    the window's area, and the budget counts painting only: 28 frames."""
    app = App(
        Settings(language="de", window_size=(3840, 2160), animation_speed="instant", confirm_reveal=False),
        persist=False,
    )
    try:
        vector.clear_cache()
        table = _open(app, "spellbook", 2)
        table.bot_wait = math.inf
        frames = 0
        while table.opening is not None and table.opening.building:
            app.step(1 / 60)
            frames += 1
            assert frames < 60, "the 4K opening is still building after 60 frames"
    finally:
        app.shutdown(quit_pygame=False)
