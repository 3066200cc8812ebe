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


# --------------------------------------------------------- issue #23: hand-edited values, failed writes


def _stored(text):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


GOOD = {
    "language": "de",
    "window_size": [1920, 1080],
    "fullscreen": True,
    "animation_speed": "fast",
    "colour_blind": True,
    "confirm_reveal": False,
    "volume": 30,
    "last_players": [{"name": "Ania", "kind": "human", "level": "easy"}],
}


@pytest.mark.parametrize(
    "key, bad",
    [
        ("language", 7),
        ("window_size", [1e999, 900]),
        ("window_size", "big"),
        ("fullscreen", "false"),
        ("fullscreen", 1),
        ("animation_speed", None),
        ("colour_blind", "yes"),
        ("confirm_reveal", []),
        ("volume", "Infinity"),
        ("volume", True),
        ("last_players", {"name": "x"}),
    ],
)
def test_one_wrong_setting_falls_back_alone(key, bad):
    _stored(json.dumps({**GOOD, key: bad}).replace('"Infinity"', "Infinity"))
    loaded = settings.load()
    expected = Settings(**GOOD)
    setattr(expected, key, getattr(Settings(), key))
    assert loaded == expected, f"only {key} went back to its default"


def test_fullscreen_false_as_a_string_does_not_turn_fullscreen_on():
    _stored('{"fullscreen": "false"}')
    assert settings.load().fullscreen is False


@pytest.mark.parametrize(
    "text",
    [
        '{"volume": Infinity}',
        '{"volume": 1e400}',
        '{"window_size": [1e999, 900]}',
        '{"volume": NaN}',
        '{"volume": -Infinity, "window_size": [-Infinity, 1e400]}',
    ],
)
def test_non_finite_numbers_never_stop_start_up(text):
    _stored(text)
    loaded = settings.load()
    assert loaded.volume == 70 and loaded.window_size == (1600, 900)


@pytest.mark.parametrize("name", ["A\x00B", "\udc80", "tab\there"])
def test_unprintable_remembered_names_are_dropped(name):
    _stored(json.dumps({"last_players": [{"name": name, "kind": "human"}, {"name": "Bo", "kind": "bot"}]}))
    assert settings.load().last_players == [{"name": "Bo", "kind": "bot", "level": "easy"}]


@pytest.mark.parametrize("text", ["[" * 100_000, '{"volume": 5', "\xff\xfe", "null"])
def test_unreadable_files_give_the_defaults_and_a_notice_naming_the_file(text):
    path = _stored(text)
    loaded = settings.load()
    assert loaded == Settings()
    if text != "null":
        assert loaded.notice is not None and loaded.notice.kwargs["path"] == str(path)


def test_a_symlink_to_dev_zero_or_a_fifo_is_not_read():
    import os

    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    assert settings.load().notice is not None
    path.unlink()
    os.mkfifo(path)
    assert settings.load().notice is not None


def test_a_failed_write_keeps_the_settings_and_tells_once(home, monkeypatch):
    import errno
    import os

    s = Settings(volume=20)
    real = os.replace

    def full(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    assert settings.save(s) is False and s.volume == 20
    assert "No space left on device" == s.notice.kwargs["reason"]
    s.notice = None  # shown
    assert settings.save(s) is False and s.notice is None, "told once, not on every write"
    monkeypatch.setattr(os, "replace", real)
    assert settings.save(s) is True and settings.load().volume == 20
    monkeypatch.setattr(os, "replace", full)
    settings.save(s)
    assert s.notice is not None, "after a success, a new failure is news again"
