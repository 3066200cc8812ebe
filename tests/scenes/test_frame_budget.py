"""Issue #27's frame and start-up work: the copies we dropped must not drop a pixel.

The speed itself is measured by ``python -m game bench``; these tests hold the
claims the faster drawing rests on (a view that skips the backdrop really covers
the canvas, a 1080p window drawn into directly shows what the canvas would, the
menu names the games without importing an engine, the cached line preview follows
the hovered stack).
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys

import pygame
import pytest

from game.app import App
from game.rules import registry
from game.rules.base import Msg
from game.scenes.menu import MenuScene
from game.scenes.table import LogLine
from game.settings import Settings
from game.sprites.repaint import WindowCanvas
from game.sprites.scale import Canvas
from tests.scenes.harness import start_table
from tests.scenes.test_scaling import open_app, table_position
from tests.scenes.test_witchcraft_table import battle_table

SENTINEL = (255, 0, 255)


def _uncovered(surface: pygame.Surface) -> int:
    """Pixels still showing the sentinel colour."""
    return pygame.mask.from_threshold(surface, SENTINEL, (1, 1, 1, 255)).count()


@pytest.mark.parametrize(
    ("game_id", "seats"), [("spellbook", 4), ("spellbook", 2), ("witchcraft", 2), ("sorcery", 2)]
)
def test_a_view_that_skips_the_backdrop_paints_every_pixel(app, game_id, seats):
    """The scene no longer paints its backdrop under a view with ``covers_canvas``: the view must."""
    table = start_table(app, game_id, ["human"] + ["bot"] * (seats - 1))
    app.step(0.0)
    assert table.view.covers_canvas
    surface = pygame.Surface((1920, 1080))
    surface.fill(SENTINEL)
    table.view.draw(surface)
    assert _uncovered(surface) == 0


def test_full_hd_window_is_drawn_into_directly_and_shows_what_the_canvas_would(home):
    """At 1920x1080 the frame goes straight into the window (no clear, no canvas copy)."""
    app = App(Settings(language="en", window_size=(1920, 1080), animation_speed="instant"), persist=False)
    try:
        app.push(MenuScene(app))
        app.canvas.fill(SENTINEL)
        app.draw()
        assert _uncovered(app.canvas) == 1920 * 1080, "the canvas was not drawn on"
        shown = pygame.image.tobytes(app.window, "RGB")
        app.render(app.canvas)
        assert shown == pygame.image.tobytes(app.canvas, "RGB")
    finally:
        app.shutdown(quit_pygame=False)


def test_smaller_window_still_gets_the_scaled_canvas_for_an_unmigrated_scene(app):
    """Any other window size keeps the letterboxed, scaled canvas for a scene not yet migrated
    to game.sprites.scale (a migrated one, like the menu, draws at the window's size)."""
    from game.scenes.base import Scene

    class Unmigrated(Scene):
        def draw(self, surface: pygame.Surface) -> None:
            surface.fill((20, 24, 40))

    scene = app.push(Unmigrated(app))  # every platform scene is migrated now (issue #28)
    assert not scene.migrated
    app.canvas.fill(SENTINEL)
    app.draw()
    assert _uncovered(app.canvas) == 0
    assert app.window.get_size() == (1280, 720)


def test_a_migrated_scene_draws_at_the_window_size_without_the_canvas(app):
    scene = app.push(MenuScene(app))
    assert scene.migrated
    app.canvas.fill(SENTINEL)
    app.window.fill(SENTINEL)
    app.draw()
    assert _uncovered(app.canvas) == 1920 * 1080, "the canvas was not needed"
    assert _uncovered(app.window) == 0


def _last_printed_line(script: str, home) -> str:
    """Run ``script`` in a fresh headless interpreter (a clean ``sys.modules``) and return its last line."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", ARCANA_HOME=str(home))
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True)
    return out.stdout.strip().splitlines()[-1]


def test_menu_names_the_games_without_importing_an_engine(home):
    """Start-up: the menu's first frame imports no rules engine (they cost ~65 ms), yet names them all."""
    script = (
        "import sys\n"
        "from game.app import App\n"
        "from game.scenes.menu import MenuScene\n"
        "from game.settings import Settings\n"
        "app = App(Settings(language='en', window_size=(1920, 1080)), persist=False)\n"
        "app.push(MenuScene(app)); app.step(0.0)\n"
        "print(sorted(m for m in sys.modules if m.startswith('game.rules.') and m.count('.') == 2))\n"
    )
    loaded = _last_printed_line(script, home)
    for game_id, _name in registry.names():
        assert f"game.rules.{game_id}'" not in loaded, loaded


def test_names_are_the_engines_own_names_in_menu_order():
    """The light list of names and the registered engines say the same, in the same order (the engines
    were imported out of order here: the Witchcraft tests above import its table first)."""
    shipped = registry.names()
    assert [(info.id, info.name) for info in registry.all_games()][: len(shipped)] == shipped


def test_line_preview_is_painted_once_per_hovered_stack(app, drive):
    """Witchcraft's translucent preview is cached: the same stack reuses its layer, another repaints it."""
    table = battle_table(app, drive)
    view = table.view
    stacks = [f for f, st in view.model.stacks.items() if st.kind.spell is not None]
    if len(stacks) < 2:
        pytest.skip("fewer than two spell stacks on the board")
    first = view.preview_layer(stacks[0], view.model.stacks[stacks[0]])
    assert view.preview_layer(stacks[0], view.model.stacks[stacks[0]]) is first
    assert view.preview_layer(stacks[1], view.model.stacks[stacks[1]]) is not first
    assert first.get_size() == view.floor_rect.inflate(40, 40).size


def test_the_first_menu_frame_imports_no_metadata_multiprocessing_or_platformdirs(home):
    """Start-up (#27): what the first menu frame does not need is not imported -- the version comes
    from pyproject.toml, not importlib.metadata (~30 ms); multiprocessing waits for a table with
    bots; platformdirs for a folder outside ARCANA_HOME; the log's rotating file (sockets, pickling)
    and the saves' hashing and ids for the moment they are used."""
    script = (
        "import sys\n"
        "from game.__main__ import play\n"
        "play(first_frame_only=True)\n"
        "lazy = ('importlib.metadata', 'multiprocessing', 'platformdirs', 'logging.handlers', 'hashlib',\n"
        "        'secrets')\n"
        "print(sorted(m for m in lazy if m in sys.modules))\n"
    )
    assert _last_printed_line(script, home) == "[]"


def test_the_version_is_read_from_pyproject_beside_the_package():
    """The menu shows the version in its first frame: it must not need the package metadata."""
    import tomllib
    from pathlib import Path

    from game.version import version

    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml").read_text("utf-8"))
    assert version() == project["project"]["version"]


def test_scenes_left_are_collected_in_a_later_frame_not_the_one_that_leaves_them(app, monkeypatch):
    """Leaving scenes still frees their pictures with a full collection (15-20 ms), but not in the
    frame of the click that made the next scene -- with a new table's making that was the opening's
    longest frame (#27)."""
    import gc

    from game.scenes.base import Scene

    class Start(Scene):
        def handle_event(self, event):
            app.reset(MenuScene(app))  # what a click on Start does, inside its frame

    app.push(Start(app))
    app.step(0.0)
    collected = []
    monkeypatch.setattr(gc, "collect", lambda *a: collected.append(a) or 0)
    app.step(0.0, [pygame.event.Event(pygame.USEREVENT)])
    assert collected == [] and app.top.scene_id == "menu"
    app.step(0.0)
    assert len(collected) == 1
    app.step(0.0)
    assert len(collected) == 1


#: sha256 of the whole 1920x1080 window (the log with 60 entries, newest shown / scrolled back by five
#: lines), drawn by main (b503944) while the log blended its translucent panel every frame.
#: Witchcraft's and Sorcery's re-taken in play28b (#28: coordinates beside the fields; the bar's
#: prompt once cast cards lie on the dice, the control column at one label size).  SpellBook's
#: re-taken in sb720 (card rows readable at 1280x720, opponents' track values larger).  SpellBook's
#: and Witchcraft's re-taken in sbwc (mini cards in two rows, the points board; an attached piece's
#: column and row labelled); Sorcery's in sorplay (6 Dec: the headings over won cards 4 px lower,
#: clear of a usable plate's ring; the only pixels that differ, checked against main's window), then
#: in sor720 (card text at 1.15 em, phase boxes sized by their labels, taller opponent plates).
WINDOW_BEFORE_THE_KEPT_LOG_PANEL = {
    ("spellbook", 5, 12, False): (
        "7c3bb5b63a899bd9759ad3f9294f738a95060fd2b70e99ea232d72845d4d20b0",
        "4f4c1147282387c3578b63b902a960d6ee51ff5398e401bf4549c35525fe0657",
    ),
    ("witchcraft", 1, 20, True): (
        "f5ccd71d120c8f966f910ddf41aa79029f8aac7b26b90d7632f4752de7c43fbf",
        "51166582179e7a8c325c9c9a38b8cb6e450e05d09cf815e2f68b8939a03ed84c",
    ),
    ("sorcery", 12, 29, False): (
        "e0430f7c8267a8a7742f4825e53f7b1e7dc3fe55a5d62312925b92046ccd8d73",
        "4551adce444aa42deb57a3e4afa3cb9817286d50c5a8a35b6cb7a2af19632955",
    ),
}


def _filled_log(table) -> None:
    text = "{player} takes red materia from the altar and stores it, move {n}."
    table.log.extend(LogLine(Msg(text, player=n % 2, n=n), None) for n in range(60))


def _window(app: App) -> pygame.Surface:
    surface = pygame.Surface(app.window.get_size())
    app.render(surface)
    return surface


@pytest.mark.parametrize("position", list(WINDOW_BEFORE_THE_KEPT_LOG_PANEL), ids=lambda p: p[0])
def test_the_log_panel_kept_over_the_tables_layer_draws_the_same_pixels(home, position):
    """#28: the log's translucent panel is blended once over the table's opaque layer and the
    result copied each frame (a window-scaled blend was ~1 ms of a 1440p frame): the window at
    1920x1080 must be what the blend every frame drew, log scrolled back or not."""
    app = open_app((1920, 1080))
    try:
        table = table_position(app, *position)
        _filled_log(table)
        newest = hashlib.sha256(pygame.image.tobytes(_window(app), "RGB")).hexdigest()
        assert table.log_panel.kept_over_layer, "the kept panel was not used"
        table.log_panel.scroll = 5
        scrolled = hashlib.sha256(pygame.image.tobytes(_window(app), "RGB")).hexdigest()
        assert (newest, scrolled) == WINDOW_BEFORE_THE_KEPT_LOG_PANEL[position]
    finally:
        app.shutdown(quit_pygame=False)


def test_the_kept_log_panel_follows_a_new_layer_beneath(home, monkeypatch):
    """The table's layer is repainted (a move, a hover) while the log stays as it was: the kept
    panel is redone over the new layer -- the pixels of blending the panel every frame (2560x1440)."""
    app = open_app((2560, 1440))
    try:
        table = table_position(app, "spellbook", 5, 12)
        _filled_log(table)
        _window(app)
        assert table.log_panel.kept_over_layer
        white: list[Canvas] = []

        def new_look(canvas: Canvas) -> Canvas:
            """A new look of the table's layer: all white."""
            if not white:
                white.append(canvas.blank())
                white[0].raw.fill((255, 255, 255))
            return white[0]

        def noted(canvas: WindowCanvas, layer: Canvas) -> None:
            Canvas.put(canvas, new_look(canvas))  # noted as the frame's base: the panel is kept

        def unnoted(canvas: WindowCanvas, layer: Canvas) -> None:
            canvas.raw.blit(new_look(canvas).raw, (0, 0))  # no base noted: the panel is blended

        monkeypatch.setattr(WindowCanvas, "put", noted)
        kept = pygame.image.tobytes(_window(app), "RGB")
        monkeypatch.setattr(WindowCanvas, "put", unnoted)
        assert pygame.image.tobytes(_window(app), "RGB") == kept
    finally:
        app.shutdown(quit_pygame=False)


def test_a_static_layer_rebuilt_at_the_same_size_reuses_its_picture():
    """A window-sized layer made anew touches 8-15 MB of fresh memory (57 ms of a 1440p frame on a
    loaded machine), so a rebuild at the same size, scale and origin paints over the old one."""
    window = Canvas(pygame.Surface((640, 360)), 1.0, (640, 360))
    layer = window.blank()
    layer.drawn.rects = []
    version = layer.drawn.version
    assert window.blank(reuse=layer) is layer
    assert layer.drawn.rects is None and layer.drawn.version > version  # copied whole again
    assert window.blank(pygame.SRCALPHA, reuse=layer) is not layer  # another kind of picture
    bigger = Canvas(pygame.Surface((1280, 720)), 2.0, (640, 360))
    assert bigger.blank(reuse=layer) is not layer  # the window's size changed


def test_spellbook_repaints_a_reused_static_layer_whole(app):
    """Reused, the old layer's pixels must all be painted over: a poisoned one leaves no trace."""
    from game.scenes.tables.spellbook.drawing import static_layer

    table = start_table(app, "spellbook", ["human", "bot"])
    app.step(0.0)
    canvas = Canvas(pygame.Surface((1920, 1080)), 1.0, (1920, 1080))
    fresh = pygame.image.tobytes(static_layer(table.view, canvas).pixels, "RGB")
    key, layer = table.view.static
    layer.raw.fill(SENTINEL)
    table.view.static = (("stale",), layer)
    again = static_layer(table.view, canvas)
    assert again is layer and _uncovered(again.pixels) == 0
    assert pygame.image.tobytes(again.pixels, "RGB") == fresh
