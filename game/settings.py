"""Per-user settings, remembered between runs as a small JSON file.

Where files live: ``platformdirs``' per-user config and data folders, unless
``ARCANA_HOME`` is set (tests, portable installs), in which case both are
sub-folders of it.  A missing or damaged settings file simply gives the
defaults: settings must never stop the game from starting.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from platformdirs import user_config_dir, user_data_dir

from game.i18n import LANGUAGES, system_language
from game.rules.base import N_

APP_NAME = "arcana-table"

ANIMATION_SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}
ANIMATION_LABELS: dict[str, str] = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (1280, 720),
    (1600, 900),
    (1920, 1080),
    (2560, 1440),
    (3840, 2160),
)
BOT_PAUSE = 0.7  # seconds between bot moves at "normal" speed, so a human can follow them


def config_dir() -> Path:
    home = os.environ.get("ARCANA_HOME")
    return Path(home) / "config" if home else Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("ARCANA_HOME")
    return Path(home) / "data" if home else Path(user_data_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    language: str = ""
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: str = "normal"
    colour_blind: bool = False
    confirm_reveal: bool = True
    volume: int = 70  # percent
    # the seats of the last game started ([{"name", "kind", "level"}]): New game offers them again
    last_players: list[dict[str, str]] = field(default_factory=list)

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            self.language = system_language()
        self.window_size = _size(self.window_size)
        if self.animation_speed not in ANIMATION_SPEEDS:
            self.animation_speed = "normal"
        self.fullscreen = bool(self.fullscreen)
        self.colour_blind = bool(self.colour_blind)
        self.confirm_reveal = bool(self.confirm_reveal)
        self.volume = max(0, min(100, int(self.volume))) if isinstance(self.volume, (int, float)) else 70
        self.last_players = _seats(self.last_players)

    @property
    def speed_factor(self) -> float:
        """Multiplier for animation durations and the pause between bot moves (0 = instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        try:
            return cls(**{k: v for k, v in data.items() if k in known})
        except (TypeError, ValueError):
            return cls()

    def for_table(self) -> dict[str, Any]:
        """What a table view may read (``TableContext.settings``)."""
        return {
            "animation_speed": self.animation_speed,
            "speed_factor": self.speed_factor,
            "colour_blind": self.colour_blind,
            "confirm_reveal": self.confirm_reveal,
            "volume": self.volume,
        }


def _seats(value: Any) -> list[dict[str, str]]:
    """Remembered seats, keeping only well-formed ones (a hand-edited file must not break New game)."""
    if not isinstance(value, list):
        return []
    out = []
    for seat in value[:8]:
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            continue
        name, level = str(seat.get("name", ""))[:24], str(seat.get("level", "easy"))
        out.append({"name": name, "kind": seat["kind"], "level": level})
    return out


def _size(value: Any) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in value)
    except (TypeError, ValueError):
        return (1600, 900)
    return (max(640, min(7680, w)), max(360, min(4320, h)))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load() -> Settings:
    try:
        return Settings.from_json(json.loads(settings_path().read_text(encoding="utf-8")))
    except (OSError, ValueError):
        return Settings()


def save(settings: Settings) -> None:
    """Write atomically so a crash mid-write never leaves a half file."""
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(settings.to_json(), indent=2), encoding="utf-8")
    os.replace(tmp, path)
