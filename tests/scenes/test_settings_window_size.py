"""Window sizes in Settings (issue #22): only sizes that fit the screen, applied when the pointer
has left the selector, and kept only when the player confirms within ten seconds."""

from __future__ import annotations

import pygame
import pytest

from game import settings
from game.scenes import settings_menu
from game.scenes.menu import MenuScene
from game.settings import WINDOW_SIZES


@pytest.mark.parametrize(
    ("desktop", "largest"),
    [
        ((1920, 1080), (1600, 900)),
        ((2560, 1440), (1920, 1080)),
        ((3840, 2160), (2560, 1440)),
        ((1366, 768), (1280, 720)),
        ((1024, 768), (1280, 720)),
    ],
)
def test_only_sizes_that_fit_the_screen_are_offered(desktop, largest):
    """A window as large as the screen leaves no room for its title bar: 1920x1080 on a 1080p screen
    pushed the settings off-screen.  The smallest size stays offered even on a smaller screen."""
    sizes = settings_menu.fitting_sizes(desktop)
    assert max(sizes) == largest
    assert sizes == [s for s in WINDOW_SIZES if s <= largest]


def test_without_a_real_screen_every_size_is_offered(app):
    assert settings_menu.desktop_size() is None  # the tests run under the dummy driver
    assert settings_menu.fitting_sizes(None) == list(WINDOW_SIZES)


def open_settings(app, drive, monkeypatch, desktop=(1920, 1080)):
    monkeypatch.setattr(settings_menu, "desktop_size", lambda: desktop)
    app.push(MenuScene(app))
    drive.click("Settings")
    assert drive.scene_id() == "settings"
    return app.top


def move(drive, pos: tuple[int, int]) -> None:
    """The pointer moves to ``pos`` of the canvas, no click."""
    win = drive.app.to_window(pos)
    drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0))])


def offered(scene) -> list[tuple[int, int]]:
    return [v for v, _text in scene.widgets.find("window").choices]


def test_settings_offer_the_fitting_sizes_of_this_screen(app, drive, monkeypatch):
    scene = open_settings(app, drive, monkeypatch)
    assert offered(scene) == [(1280, 720), (1600, 900)]


def test_size_is_applied_only_after_the_pointer_leaves_and_reverts_unless_kept(app, drive, monkeypatch):
    """Each click on the size resized the window under the pointer, so the next click hit another row."""
    scene = open_settings(app, drive, monkeypatch)
    assert app.window.get_size() == (1280, 720)
    drive.click("window")  # 1280x720 -> 1600x900, chosen but not applied
    drive.click("window")  # the same spot steps the same selector: back to 1280x720
    drive.click("window")
    assert scene.widgets.find("window").value == (1600, 900)
    assert app.window.get_size() == (1280, 720) and app.settings.window_size == (1280, 720)
    move(drive, scene.widgets.find("speed").rect.center)  # the pointer leaves: now it resizes
    assert app.window.get_size() == (1600, 900)
    assert drive.scene_id() == "keep-size"
    for _ in range(9):
        drive.frame(dt=1.0)
    assert drive.scene_id() == "keep-size"  # still asking after nine seconds
    for _ in range(3):
        drive.frame(dt=0.5)
    assert drive.scene_id() == "settings"  # unanswered: the old size is back
    assert app.window.get_size() == (1280, 720)
    assert settings.load().window_size == (1280, 720)


def test_a_kept_size_is_saved(app, drive, monkeypatch):
    scene = open_settings(app, drive, monkeypatch)
    drive.click("window")
    move(drive, scene.widgets.find("done").rect.center)
    drive.click("yes")  # Keep
    assert drive.scene_id() == "settings"
    for _ in range(15):
        drive.frame(dt=1.0)
    assert app.window.get_size() == (1600, 900) and settings.load().window_size == (1600, 900)


def test_keyboard_choice_is_applied_when_the_focus_moves_on(app, drive, monkeypatch):
    scene = open_settings(app, drive, monkeypatch)
    while scene.widgets.focus is not scene.widgets.find("window"):
        drive.key(pygame.K_TAB)
    drive.key(pygame.K_RIGHT)
    assert app.window.get_size() == (1280, 720)
    drive.key(pygame.K_TAB)
    assert drive.scene_id() == "keep-size" and app.window.get_size() == (1600, 900)
    drive.key(pygame.K_ESCAPE)  # Esc goes back at once
    assert app.window.get_size() == (1280, 720)
