"""The lazy, quiet mixer: opens the device on the first sound, never fails, never floods.

Why lazy: opening an audio device costs start-up time (and on some machines
hangs a moment), so the app starts with display and fonts only; the first
sound opens the mixer.  A machine without a sound device answers that first
open with ``pygame.error``: the mixer then stays silent for the whole run.

Why a limiter: a bot's fast moves, a skipped animation or an end-of-turn
sequence can ask for a dozen sounds in one frame.  Each sound waits a short
cooldown before it may sound again, and only a few effects sound at once;
the sounds that carry information (your turn, a refused drop, the end of
the game) always get through the voice cap.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from pathlib import Path

import pygame

SOUNDS = (
    "click", "dice", "card_draw", "card_flip", "card_play", "token", "capture", "coins", "crystal",
    "fame", "reveal", "your_turn", "illegal", "win", "loss", "draw", "handoff",
)  # fmt: skip
AMBIENT = "ambient"
COOLDOWN = 0.09  # seconds before the same sound may start again
MAX_VOICES = 3  # effects sounding at once
PRIORITY = frozenset({"your_turn", "illegal", "win", "loss", "draw"})  # pass the voice cap
CHANNELS = 12  # channel 0 is kept for the ambient loop


def sound_dir() -> Path:
    """``assets/sounds``, beside the package or inside the frozen bundle."""
    from game.scenes.ui import asset_path  # here: scenes.ui plays sounds itself (Button)

    return asset_path("sounds")


class Mixer:
    """Volumes in percent as in the settings; ``heard`` (a list) records what was played, for tests."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.silent = False  # no sound device: decided once, on the first open
        self.sounds: dict[str, pygame.mixer.Sound | None] = {}
        self.last: dict[str, float] = {}
        self.voices: list[float] = []  # when each effect now sounding ends
        self.master, self.effects, self.ambient_level, self.muted = 70, 80, 0, False
        self.ambient_wanted = False
        self.heard: list[str] | None = None

    # ------------------------------------------------------------------ levels

    def configure(self, master: int, effects: int, ambient: int, muted: bool) -> None:
        self.master, self.effects, self.ambient_level, self.muted = master, effects, ambient, muted
        if not self._open_already():
            if self.ambient_wanted:
                self.ambient(True)
            return
        for i in range(1, pygame.mixer.get_num_channels()):
            pygame.mixer.Channel(i).set_volume(self.effect_volume())
        self.ambient(self.ambient_wanted)

    def effect_volume(self) -> float:
        return 0.0 if self.muted else self.master * self.effects / 10000

    def ambient_volume(self) -> float:
        return 0.0 if self.muted else self.master * self.ambient_level / 10000

    # ------------------------------------------------------------------ playing

    def play(self, name: str) -> pygame.mixer.Channel | None:
        """Sound ``name`` unless muted, too soon after itself, or one voice too many."""
        if name not in SOUNDS:
            raise KeyError(f"no sound named {name!r}")
        volume = self.effect_volume()
        now = self.clock()
        if volume <= 0 or now - self.last.get(name, -math.inf) < COOLDOWN:
            return None
        self.voices = [end for end in self.voices if end > now]
        if len(self.voices) >= MAX_VOICES and name not in PRIORITY:
            return None
        self.last[name] = now
        if self.heard is not None:
            self.heard.append(name)
        sound = self._sound(name)
        self.voices.append(now + (sound.get_length() if sound is not None else 0.3))
        if sound is None:
            return None
        channel = sound.play()
        if channel is not None:
            channel.set_volume(volume)
        return channel

    def ambient(self, on: bool) -> None:
        """The table loop on channel 0: sounds while wanted and the ambient volume is above 0."""
        self.ambient_wanted = on
        volume = self.ambient_volume()
        if not on or volume <= 0:
            if self._open_already():
                pygame.mixer.Channel(0).stop()
            return
        sound = self._sound(AMBIENT)
        if sound is None:
            return
        channel = pygame.mixer.Channel(0)
        if not channel.get_busy():
            channel.play(sound, loops=-1, fade_ms=1500)
        channel.set_volume(volume)

    # ------------------------------------------------------------------ device and files

    def _open_already(self) -> bool:
        return not self.silent and pygame.mixer.get_init() is not None

    def _open(self) -> bool:
        """Open the device once it is needed (again after ``pygame.quit``); no device: silent for good."""
        if self.silent:
            return False
        if pygame.mixer.get_init() is None:
            self.sounds.clear()  # sounds die with the mixer that loaded them
            try:
                pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
            except pygame.error:
                self.silent = True
                return False
            pygame.mixer.set_num_channels(CHANNELS)
            pygame.mixer.set_reserved(1)
        return True

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if not self._open():
            return None
        if name not in self.sounds:
            try:
                self.sounds[name] = pygame.mixer.Sound(sound_dir() / f"{name}.wav")
            except (pygame.error, OSError):
                self.sounds[name] = None  # a missing or damaged file is one silent sound, not a crash
        return self.sounds[name]
