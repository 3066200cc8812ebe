"""Sound (#29) through the real scenes under the dummy audio driver.

Nobody listens: the mixer's ``heard`` list records every sound that got past
the mute key, the volume and the burst limiter.  A clock that moves a second
per call keeps the limiter out of the way except in the tests about it.
"""

from __future__ import annotations

import itertools
import json
import wave
from array import array

import pygame
import pytest

from game import audio
from game.app import App
from game.audio import MIXER, SOUNDS, cues, synth
from game.audio.mixer import COOLDOWN, MAX_VOICES, Mixer
from game.rules.base import Event, Result, ResultEntry
from game.scenes.handoff import HandoffScene
from game.scenes.menu import MenuScene
from game.scenes.scoring import ScoringScene
from game.scenes.settings_menu import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.ui import TextInput
from game.settings import Settings, settings_path
from tests.scenes.harness import start_table


@pytest.fixture
def heard(monkeypatch):
    """What the mixer played, with a clock far apart between plays (no cooldown, no voice cap)."""
    ticks = itertools.count(1000, 10)
    if pygame.mixer.get_init() is not None:
        pygame.mixer.stop()  # an earlier test's sounds may still hold every channel (play() then gives None)
    monkeypatch.setattr(MIXER, "clock", lambda: float(next(ticks)))
    monkeypatch.setattr(MIXER, "heard", [])
    monkeypatch.setattr(MIXER, "last", {})
    monkeypatch.setattr(MIXER, "voices", [])
    return MIXER.heard


def play_bots(app, drive, game_id: str, wanted: set[str], heard: list[str], seats: int = 2) -> set[str]:
    """Bots play ``game_id`` through the real table until every ``wanted`` sound was heard (or the end)."""
    start_table(app, game_id, ["bot"] * seats, seed=5)
    drive.until(lambda: wanted <= set(heard) or drive.scene_id() == "scoring", timeout=90)
    return set(heard)


# ------------------------------------------------------------------ the table's events


@pytest.mark.parametrize(
    ("game_id", "wanted"),
    [
        ("spellbook", {"token"}),
        ("witchcraft", {"token", "reveal"}),
        ("sorcery", {"dice", "reveal", "crystal", "card_draw"}),
        ("trickerion", {"token", "coins"}),
    ],
)
def test_each_game_sounds_its_table_events_when_they_land(app, drive, heard, game_id, wanted):
    got = play_bots(app, drive, game_id, wanted, heard)
    assert wanted <= got, f"{game_id}: missing {wanted - got}, heard {sorted(got)}"


def test_a_sound_waits_for_its_animation_to_land_not_for_the_engine(app, drive, heard):
    """A spell's hit sounds when its beam arrives (0.45 s at normal speed), not when the event comes."""
    table = start_table(app, "witchcraft", ["human", "bot"], speed="normal")
    drive.frames(2)
    heard.clear()
    table.view.on_events([Event("hit", 0, {"at": [2, 2], "from": [2, 4]})])
    drive.frames(6, dt=0.05)
    assert "capture" not in heard
    drive.frames(6, dt=0.05)
    assert "capture" in heard


def test_every_cue_names_a_sound_that_exists():
    for game_id, table in cues.CUES.items():
        for kind, (sound, lands) in table.items():
            assert sound in SOUNDS, (game_id, kind)
            assert 0 <= lands < 1.5


def test_your_turn_chimes_once_when_the_move_comes_to_the_human(app, drive, heard):
    table = start_table(app, "witchcraft", ["human", "bot"])
    drive.frames(2)
    assert heard.count("your_turn") == 1
    assert table.prompt_text() != "", "the prompt line says it too (bright and bold when it is yours)"
    drive.frames(5)
    assert heard.count("your_turn") == 1, "not again while the turn stays with the same seat"


def test_your_turn_chime_comes_back_after_the_bot_moved(app, drive, heard):
    table = start_table(app, "sorcery", ["bot", "human"])
    assert drive.until(lambda: table.viewer in table.state.to_act(), timeout=60)
    drive.frames(2)
    assert "your_turn" in heard


def test_handoff_sounds_when_the_cover_comes_up(app, drive, heard):
    start_table(app, "witchcraft", ["human", "human"])
    assert isinstance(app.top, HandoffScene)
    assert heard == ["handoff"]


def test_buttons_click(app, drive, heard):
    app.push(MenuScene(app))
    drive.click("Settings")
    assert isinstance(app.top, SettingsScene)
    assert heard == ["click"]


def test_spellbook_table_buttons_click_too(app, drive, heard):
    """SpellBook draws its own prompt-bar buttons: they click like the app's."""
    table = start_table(app, "spellbook", ["human", "bot"], seed=3)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)
    heard.clear()
    assert table.view.buttons
    drive.key(pygame.K_1)
    assert heard[0] == "click"


def test_illegal_drop_is_soft_and_seen(app, drive, heard):
    """A token dragged where it may not go sounds "illegal"; the reason line and the snap-back show it."""
    table = start_table(app, "witchcraft", ["human", "bot"], speed="normal")
    drive.frames(2)
    src = table.view.drag.sources[0]
    drive.drag(src.rect.center, (700, 1050))
    assert "illegal" in heard
    assert table.view.drag.message, "the refusal is written as well as heard"
    assert table.view.drag.returning is not None, "and the token flies back"


@pytest.mark.parametrize(
    ("kinds", "winners", "draw", "sound"),
    [
        (["human", "bot"], (0,), False, "win"),
        (["human", "bot"], (1,), False, "loss"),
        (["human", "bot"], (), True, "draw"),
        (["bot", "bot"], (1,), False, "win"),
    ],
)
def test_end_of_game_sounds_win_loss_or_draw(app, heard, kinds, winners, draw, sound):
    from game.saves import GameSetup, PlayerSpec

    setup = GameSetup("spellbook", [PlayerSpec(f"P{i}", k, "random") for i, k in enumerate(kinds)], {}, 1)
    entries = tuple(ResultEntry(None, seat, 10) for seat in range(2))
    app.reset(ScoringScene(app, setup, Result(entries, winners, draw=draw)))
    assert heard == [sound]


# ------------------------------------------------------------------ volume, mute, limiter


def test_volumes_are_the_channel_volume(app, heard):
    app.settings.volume, app.settings.effects_volume = 50, 60
    audio.configure(app.settings)
    channel = MIXER.play("crystal")
    assert channel is not None and channel.get_volume() == pytest.approx(0.3, abs=0.01)


def test_mute_key_silences_shows_a_badge_and_is_remembered(app, drive, heard, home):
    app.push(MenuScene(app))
    drive.frame()
    before = pygame.Surface((1920, 1080))
    app.render(before)
    drive.key(pygame.K_m)
    assert app.settings.muted
    after = pygame.Surface((1920, 1080))
    app.render(after)
    corner = pygame.Rect(1920 - 140, 64, 140, 70)
    assert pygame.image.tobytes(before.subsurface(corner), "RGB") != pygame.image.tobytes(
        after.subsurface(corner), "RGB"
    ), "a badge says the sound is off"
    assert json.loads(settings_path().read_text())["muted"] is True
    assert MIXER.play("click") is None and heard == []
    drive.key(pygame.K_m)
    assert not app.settings.muted
    MIXER.play("click")  # what is heard, not the channel: a worker's earlier test may have left no device
    assert heard == ["click"]


def test_m_in_a_text_field_is_a_letter(app, drive, heard):
    app.push(SetupScene(app))
    field = next(w for w in app.top.widgets.items if isinstance(w, TextInput))
    drive.click_at(field.rect.center)
    drive.key(pygame.K_m, unicode="m")
    drive.type("m")
    assert not app.settings.muted
    assert field.value == "m"


def test_settings_rows_apply_at_once(app, drive, heard):
    app.push(SettingsScene(app))
    drive.click("effects", side="left")
    assert app.settings.effects_volume == 70 and MIXER.effects == 70
    drive.click("sound", side="left")
    assert app.settings.muted and MIXER.muted
    drive.key(pygame.K_m)
    assert not app.settings.muted and app.top.widgets.find("sound").value is False, "the row follows M"


def test_burst_limiter_caps_a_burst():
    now = [10.0]
    mixer = Mixer(clock=lambda: now[0])
    mixer.heard = []
    for _ in range(8):
        mixer.play("token")
    assert mixer.heard == ["token"], "one sound per cooldown"
    for name in ("dice", "coins", "crystal", "fame", "card_play"):
        mixer.play(name)
    assert len(mixer.heard) == MAX_VOICES, "a cap on voices at once"
    mixer.play("your_turn")
    assert mixer.heard[-1] == "your_turn", "information always gets through"
    now[0] += COOLDOWN + 2
    mixer.play("token")
    assert mixer.heard[-1] == "token"


def test_no_sound_device_plays_silently(monkeypatch):
    calls = []

    def no_device(*args, **kwargs):
        calls.append(1)
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    mixer = Mixer(clock=itertools.count().__next__)
    mixer.heard = []
    assert mixer.play("dice") is None
    assert mixer.play("coins") is None
    mixer.ambient_level = 50
    mixer.ambient(True)
    assert mixer.silent and len(calls) == 1, "tried once, then silent for good"


def test_the_mixer_opens_only_with_the_first_sound(home, heard):
    """Order-independent: sounds of an earlier test in the same worker (a game's end plays three)
    filled the global mixer's voice cap, the click was limited and the mixer never opened; the
    ``heard`` fixture's clock keeps the limiter out of the way."""
    pygame.mixer.quit()
    app = App(Settings(language="en", window_size=(1280, 720)), persist=False)
    try:
        assert pygame.mixer.get_init() is None
        app.push(MenuScene(app))
        app.step(0.016)
        assert pygame.mixer.get_init() is None
        audio.play("click")
        assert heard == ["click"] and pygame.mixer.get_init() is not None
    finally:
        app.shutdown(quit_pygame=False)


def test_ambient_loop_is_off_by_default_and_follows_its_volume(app, drive, heard):
    assert Settings().ambient_volume == 0
    start_table(app, "witchcraft", ["human", "bot"])
    drive.frame()
    assert not pygame.mixer.Channel(0).get_busy()
    app.settings.ambient_volume = 40
    audio.configure(app.settings)
    assert pygame.mixer.Channel(0).get_busy()
    app.reset(MenuScene(app))
    assert not pygame.mixer.Channel(0).get_busy()


# ------------------------------------------------------------------ the files


def test_all_sounds_together_fit_in_one_megabyte():
    files = list(audio.sound_dir().glob("*"))
    assert sum(f.stat().st_size for f in files) <= 1024 * 1024
    assert {f.stem for f in files if f.suffix == ".wav"} == set(SOUNDS) | {"ambient"}


def test_the_committed_sounds_are_what_the_script_makes(tmp_path):
    """Reproducible: regenerate and compare (one step of rounding is allowed for another libm)."""
    for name in ("click", "dice", "your_turn"):
        synth.write(name, tmp_path)
        made, kept = (_samples(folder / f"{name}.wav") for folder in (tmp_path, audio.sound_dir()))
        assert len(made) == len(kept) and max(abs(a - b) for a, b in zip(made, kept, strict=True)) <= 1
    assert set(synth.RECIPES) == set(SOUNDS) | {"ambient"}


def _samples(path) -> array:
    with wave.open(str(path), "rb") as wav:
        return array("h", wav.readframes(wav.getnframes()))


def test_sound_settings_fall_back_each_on_its_own():
    s = Settings.from_json({"volume": 40, "effects_volume": "loud", "ambient_volume": 1e400, "muted": "true"})
    assert (s.volume, s.effects_volume, s.ambient_volume, s.muted) == (40, 80, 0, False)
    s = Settings.from_json({"effects_volume": 250, "ambient_volume": -3, "muted": True})
    assert (s.effects_volume, s.ambient_volume, s.muted) == (100, 0, True)
    assert Settings.from_json(s.to_json()) == s
