"""#28: a table frame copies its static layer back only where the last frame drew (game.sprites.repaint).

Copying the view's window-sized layer every frame kept the 2560x1440 frame at 1.5-1.9x
the 1920x1080 one.  Now the window's canvas notes what each frame draws and the next
copies back only that -- which is only right if every frame ends exactly as a frame
drawn whole would.  These tests play real tables (hovers, tooltips, the log, a click that
moves, the pause menu, the opening's fade) and compare the window after every frame with
the same scenes drawn whole on a fresh surface.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.app import App
from game.scenes.table import TableScene
from game.sprites import scale
from tests.scenes.test_scaling import first_clickable, first_stack, open_app, table_position

TABLES = [("spellbook", 5, 12), ("witchcraft", 1, 20), ("sorcery", 12, 29), ("trickerion", 8, 40)]
SIZES = [(1920, 1080), (2560, 1440), (1600, 1200)]


def whole(app: App) -> bytes:
    """The scenes drawn whole (no record of a last frame: the layer copied over everything)."""
    surface = pygame.Surface(app.window.get_size())
    app.render(surface)
    return pygame.image.tobytes(surface, "RGB")


def motion(app: App, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0))


def click(app: App, pos: tuple[int, int]) -> list[pygame.event.Event]:
    at = app.to_window(pos)
    return [
        motion(app, pos),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1),
    ]


def key(k: int) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""),
        pygame.event.Event(pygame.KEYUP, key=k, mod=0),
    ]


def pointer_tour() -> list[tuple[int, int]]:
    """Points across the whole canvas: board pieces with their tooltips, the log, the top bar's buttons."""
    return [(x, y) for y in range(40, 1080, 170) for x in range(60, 1920, 310)]


def play(app: App, script: list[list[pygame.event.Event]]) -> int:
    """Step one frame per entry of ``script``; every window must equal the scenes drawn whole.
    Returns how many frames copied the layer back only in part."""
    partial = 0
    for n, events in enumerate(script):
        app.step(1 / 60, events)
        assert pygame.image.tobytes(app.window, "RGB") == whole(app), f"frame {n} is not the whole repaint"
        drawn = app.last_drawn
        if drawn is not None and drawn.restored is not None and drawn.base is not None:
            partial += 1
    return partial


def settled_spellbook(app: App) -> TableScene:
    """A SpellBook position, its opening's frames run (no bot process: the frames alone are under test)."""
    table = table_position(app, "spellbook", 5, 12)
    table.bot_wait = math.inf
    for _ in range(40):
        app.step(1 / 60)
    assert table.opening is None
    return table


def table_script(app: App, table: TableScene) -> list[list[pygame.event.Event]]:
    tour = [[motion(app, p)] for p in pointer_tour()]
    steady = [[] for _ in range(3)]
    clickable = first_clickable(table) if table.info.id == "spellbook" else None
    if table.info.id == "witchcraft":
        clickable = first_stack(table)
    act = [click(app, clickable.center)] + steady * 2 if clickable is not None else []
    pause = [key(pygame.K_ESCAPE), [], [], key(pygame.K_ESCAPE)]
    log = [[motion(app, (1700, 600))], [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2)], []]
    return steady + tour + act + log + pause + steady


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("position", TABLES, ids=lambda p: p[0])
def test_every_frame_of_a_played_table_equals_the_table_drawn_whole(home, position, size):
    app = open_app(size)
    try:
        table = table_position(app, *position)
        table.bot_wait = math.inf  # no bot process: the frames alone are under test
        for _ in range(40):  # the opening: cover, building, fade (its frames are checked too below)
            if table.opening is None:
                break
            app.step(1 / 60)
        assert table.opening is None
        partial = play(app, table_script(app, table))
        assert partial >= len(pointer_tour()) // 2, "steady frames should copy the layer back only in part"
    finally:
        app.shutdown(quit_pygame=False)


def test_the_opening_and_its_fade_equal_the_table_drawn_whole(home, monkeypatch):
    monkeypatch.setattr(TableScene, "opens_with_cover", True)  # (the scene tests switch it off)
    app = open_app((2560, 1440))
    try:
        table = table_position(app, "spellbook", 5, 12)
        table.bot_wait = math.inf
        assert table.opening is not None
        for _ in range(10):  # cover, building, the bot's process started, the fade: every frame checked
            play(app, [[] for _ in range(20)])
            if table.opening is None:
                break
        assert table.opening is None
    finally:
        app.shutdown(quit_pygame=False)


def test_a_steady_table_copies_back_a_small_part_of_its_layer_and_presents_only_that(home, monkeypatch):
    """The point of it: a steady 1440p SpellBook frame copies back under a fifth of the window (the log's
    panel and the top bar are not copied at all) and presents only the rectangles it changed."""
    app = open_app((2560, 1440))
    try:
        settled_spellbook(app)
        presented: list[object] = []
        monkeypatch.setattr(pygame.display, "update", lambda rects: presented.append(list(rects)))
        monkeypatch.setattr(pygame.display, "flip", lambda: presented.append("all"))
        app.step(1 / 60)
        drawn = app.last_drawn
        assert drawn is not None and drawn.restored is not None
        area = app.window.get_width() * app.window.get_height()
        assert sum(r.w * r.h for r in drawn.restored) < area / 5
        assert presented and presented[-1] != "all"
        app.dispatch(pygame.event.Event(pygame.WINDOWEXPOSED))  # uncovered: presented whole again
        app.step(1 / 60)
        assert presented[-1] == "all"
    finally:
        app.shutdown(quit_pygame=False)


def test_drawing_on_the_pixels_directly_leaves_nothing_behind(home):
    """A view drawing straight on the pixels (``scale.raw_of``), which the record cannot see: a square
    moving each frame must not leave its last places behind."""
    app = open_app((2560, 1440))
    try:
        table = settled_spellbook(app)
        drawn_by_view = table.view.draw

        def draw(surface):
            drawn_by_view(surface)
            x = 100 + 37 * (app.frames % 20)  # moves each frame (not each drawing: whole() draws again)
            pygame.draw.rect(scale.raw_of(surface), (255, 0, 255), (x, 500, 40, 40))

        table.view.draw = draw
        play(app, [[] for _ in range(5)])
        table.view.draw = drawn_by_view
        assert play(app, [[] for _ in range(3)]) >= 2, "back to copying in part once nobody draws directly"
    finally:
        app.shutdown(quit_pygame=False)


def test_a_layer_painted_over_in_place_shows_its_new_pixels(home):
    """The Trickerion board is repainted region by region into the same layer it puts each frame:
    those regions must reach the window though the last frame drew nothing there."""
    app = open_app((2560, 1440))
    try:
        table = settled_spellbook(app)
        drawn_by_view = table.view.draw

        def draw(surface):
            layer = table.view.static[1]  # the layer the view puts: painted over in place each frame
            x = 100 + 37 * (app.frames % 20)
            scale.draw.rect(layer, (255, 0, 255), (x, 500, 40, 40))
            drawn_by_view(surface)

        table.view.draw = draw
        assert play(app, [[] for _ in range(6)]) >= 5, "a layer edited through its canvas: still in part"
    finally:
        app.shutdown(quit_pygame=False)
