"""The platform's scenes drawn at the window's pixel size (issue #28), pygame-gui with them.

Setup, settings, load, pause, the dialogs, the rules book and reader and the generic
table are migrated: at 1920x1080 a canvas of scale 1 converts nothing (the picture is
the one a plain surface gets, as before the migration); at 2560x1440 the frame is
drawn, not resampled.  Their pygame-gui elements (text fields, the rules text) work at
the window's scale: laid out there, clicked and dragged there, and kept as they were
when the window changes size.  The seed field's placeholder is grey until one types.
"""

from __future__ import annotations

import pygame
import pytest

from game.app import App
from game.scenes.setup import SetupScene
from game.scenes.ui import TextInput, theme
from game.settings import Settings
from game.sprites import scale
from game.sprites.scale import Canvas
from tests.scenes.test_gui_text_fits import SCENES, open_scene

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def apps(home):
    made: list[App] = []

    def make(size: tuple[int, int]) -> App:
        made.append(
            App(
                Settings(language="en", window_size=size, animation_speed="instant", confirm_reveal=False),
                persist=False,
            )
        )
        return made[-1]

    yield make
    for app in made:
        app.shutdown(quit_pygame=False)


def visible(app: App) -> list:
    """The scenes a frame draws: from the highest opaque one up (as ``App.render``)."""
    first = len(app.stack) - 1
    while first > 0 and app.stack[first].transparent:
        first -= 1
    return app.stack[first:]


def tick(app: App) -> None:
    for scene in app.stack:
        with app.scale_for(scene):
            scene.widgets.tick(0.0, app.mouse_pos())


@pytest.mark.parametrize("which", SCENES)
def test_each_scene_at_1920x1080_draws_the_same_through_a_canvas_as_on_a_plain_surface(
    apps, monkeypatch, which
):
    app = apps((1920, 1080))
    open_scene(app, which, monkeypatch)
    assert app.top.migrated
    tick(app)
    plain, through = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    with scale.scaled(1):
        for scene in visible(app):
            scene.draw(plain)
        for scene in visible(app):
            scene.draw(Canvas(through, 1.0))
    assert pygame.image.tobytes(plain, "RGB") == pygame.image.tobytes(through, "RGB")


def edges(surface: pygame.Surface) -> int:
    """How much hard edge a picture has: the squared steps between neighbouring pixels along
    rows spread over the frame (a resampled picture spreads each step thin)."""
    width = surface.get_width()
    total = 0
    for y in range(8, surface.get_height(), 24):
        row = pygame.image.tobytes(surface.subsurface((0, y, width, 1)), "RGB")[1::3]  # green
        total += sum((a - b) ** 2 for a, b in zip(row, row[1:], strict=False))
    return total


@pytest.mark.parametrize("which", SCENES)
def test_each_scene_at_2560x1440_is_drawn_at_that_size_not_resampled(apps, monkeypatch, which):
    """At 2560x1440 the frame is not the 1080p one scaled up: text, panels and the pygame-gui
    text are drawn at the window's pixel size, so the picture has more hard edges."""
    app = apps((2560, 1440))
    open_scene(app, which, monkeypatch)
    tick(app)
    crisp = pygame.Surface((2560, 1440))
    app.render(crisp)
    small = pygame.Surface((1920, 1080))
    app.render(small)
    soft = pygame.transform.smoothscale(small, (2560, 1440))
    assert edges(crisp) > edges(soft) * 1.4, which  # 1.7-2.3 when drawn at the size, 1 when resampled


def test_a_text_field_at_2560x1440_is_laid_out_clicked_and_dragged_at_the_windows_size(apps):
    app = apps((2560, 1440))
    from game.cli.driver import Driver

    drive = Driver(app)
    setup = app.push(SetupScene(app))
    name = drive.widget("name-0")
    assert isinstance(name, TextInput)
    layer = setup.widgets.gui()
    assert layer.scale == pytest.approx(4 / 3)
    assert name.element.rect == scale.px_rect(name.rect.inflate(-28, -8), layer.scale)
    assert name.element.font.get_point_size() == 32  # the theme's 24 px at 4/3
    drive.click("name-0")
    drive.type("Ania Nowak")
    rect = layer.canvas_rect(name.element.rect)
    drive.drag((rect.left + 2, rect.centery), (rect.left + 40, rect.centery))  # over "Ania"
    low, high = sorted(name.element.select_range)
    assert low == 0 and 2 <= high <= 5
    drive.frames(40)  # not a double click
    drive.drag((rect.left + 2, rect.centery), (rect.right - 4, rect.centery))
    assert sorted(name.element.select_range) == [0, len("Ania Nowak")]
    drive.type("Kasia")
    assert setup.players[0].name == "Kasia"


def test_resizing_the_window_keeps_a_fields_text_focus_and_selection(apps):
    from game.cli.driver import Driver

    app = apps((1920, 1080))
    drive = Driver(app)
    setup = app.push(SetupScene(app))
    drive.click("name-0")
    drive.type("Ania Nowak")
    for _ in range(5):
        drive.key(pygame.K_LEFT, mod=pygame.KMOD_SHIFT)
    name = drive.widget("name-0")
    old = name.element
    app.settings.window_size = (2560, 1440)
    app.apply_display()
    drive.frame()
    layer = setup.widgets.gui()
    assert layer.scale == pytest.approx(4 / 3) and name.element is not old
    assert name.element.get_text() == "Ania Nowak" and name.focused
    assert sorted(name.element.select_range) == [5, 10]
    drive.type("Kowal")
    assert setup.players[0].name == "Ania Kowal"


def field_pixels(app: App, field: TextInput) -> set[tuple[int, int, int]]:
    surface = pygame.Surface(app.window.get_size())
    app.render(surface)
    area = surface.subsurface(field.element.rect)
    return {tuple(area.get_at((x, y)))[:3] for x in range(area.get_width()) for y in range(area.get_height())}


def test_the_seed_placeholder_is_grey_until_a_seed_is_typed(apps):
    """pygame-gui 0.6.14 drew the placeholder "random" in the text colour: read as a typed seed."""
    from game.cli.driver import Driver

    app = apps((1920, 1080))
    drive = Driver(app)
    app.push(SetupScene(app))
    drive.frame()
    seed = drive.widget("seed")
    assert isinstance(seed, TextInput) and seed.value == ""
    typed, grey = theme().c("normal_text")[:3], seed.element.text_colour[:3]
    assert grey != typed
    shown = field_pixels(app, seed)
    assert grey in shown and typed not in shown
    drive.click("seed")
    drive.type("42")
    shown = field_pixels(app, seed)
    assert typed in shown and grey not in shown
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    drive.key(pygame.K_BACKSPACE)
    assert seed.value == "" and grey in field_pixels(app, seed)
