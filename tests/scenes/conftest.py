"""Real scenes under the dummy video driver, driven by scripted events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.app import App  # noqa: E402
from game.cli.driver import Driver  # noqa: E402
from game.settings import Settings  # noqa: E402


@pytest.fixture(autouse=True)
def no_table_opening(monkeypatch):
    """Scripted hands act from a table's first frame: no cover while it is built (issue #27's
    opening is tested on its own, in test_table_opening.py, which switches it back on)."""
    from game.scenes.table import TableScene

    monkeypatch.setattr(TableScene, "opens_with_cover", False)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """Settings and saves in a private folder for each test."""
    monkeypatch.setenv("ARCANA_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    # Scripted hands play gestures straight through; tests of "confirm before reveal"
    # (tests/scenes/test_confirm_reveal.py) turn the prompt on themselves.
    application = App(
        Settings(language="en", window_size=(1280, 720), animation_speed="instant", confirm_reveal=False)
    )
    yield application
    application.shutdown(quit_pygame=False)
    i18n.set_language("en")


@pytest.fixture
def drive(app):
    return Driver(app)
