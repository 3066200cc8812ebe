"""Settings: defaults, persistence between runs, and tolerance of damaged files."""

from __future__ import annotations

import json

import pytest

from game import settings
from game.settings import Settings


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCANA_HOME", str(tmp_path))
    return tmp_path


def test_defaults_take_the_language_from_the_os(monkeypatch):
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert settings.load().language == "de"
    monkeypatch.setenv("LC_ALL", "pl_PL.UTF-8")
    assert Settings().language == "pl"
    assert Settings(language="de").language == "de", "an explicit choice wins over the OS"


def test_saved_settings_are_remembered():
    s = Settings(
        language="pl",
        window_size=(1920, 1080),
        fullscreen=True,
        animation_speed="fast",
        colour_blind=True,
        confirm_reveal=False,
        volume=30,
    )
    settings.save(s)
    again = settings.load()
    assert again == s


def test_damaged_file_gives_defaults_not_a_crash(home):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{oops", encoding="utf-8")
    assert settings.load() == Settings()
    path.write_text(
        json.dumps(
            {"language": "xx", "window_size": "big", "animation_speed": "warp", "volume": 900, "unknown": 1}
        ),
        encoding="utf-8",
    )
    s = settings.load()
    assert s.animation_speed == "normal" and s.volume == 100 and s.window_size == (1600, 900)


def test_speed_factor_orders_the_animation_speeds():
    factors = [Settings(animation_speed=s).speed_factor for s in ("slow", "normal", "fast", "instant")]
    assert factors == sorted(factors, reverse=True) and factors[-1] == 0
