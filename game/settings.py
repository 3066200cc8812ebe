"""Per-user settings, remembered between runs as a small JSON file.

Where files live: ``platformdirs``' per-user config and data folders, unless
``ARCANA_HOME`` is set (tests, portable installs), in which case both are
sub-folders of it.  Settings must never stop the game from starting: a
missing file gives the defaults; a damaged or foreign one gives the defaults
and a notice naming the file; one wrong value falls back on its own.  A write
that fails (full disk, read-only folder) keeps the settings in memory and
leaves a notice, once.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES, system_language
from game.rules.base import N_, Msg
from game.storage import OnceNotice, clean_text, read_json, shown_path, write_json
from game.storage import reason as storage_reason

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
NAME_MAX = 40  # characters of a player's name (the setup field takes 24)
SETTINGS_LIMIT = 64 * 1024  # bytes; a real settings file is well under 1 KB
BOT_PAUSE = 0.7  # seconds between bot moves at "normal" speed, so a human can follow them


def config_dir() -> Path:
    home = os.environ.get("ARCANA_HOME")
    if home:
        return Path(home) / "config"
    from platformdirs import user_config_dir  # imported when asked: a portable install never needs it

    return Path(user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get("ARCANA_HOME")
    if home:
        return Path(home) / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP_NAME, appauthor=False))


@dataclass
class Settings:
    language: str = ""
    window_size: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    animation_speed: str = "normal"
    colour_blind: bool = False
    confirm_reveal: bool = True
    volume: int = 70  # percent: the master volume
    effects_volume: int = 80  # percent of the master volume
    ambient_volume: int = 0  # percent of the master volume; 0: the table loop is off (the default)
    muted: bool = False  # the M key
    # the seats of the last game started ([{"name", "kind", "level"}]): New game offers them again
    last_players: list[dict[str, str]] = field(default_factory=list)
    # what the player should hear about the settings file (unreadable, or a write that failed);
    # the menu and the table show it once and clear it; never written to the file
    notice: Msg | None = field(default=None, compare=False, repr=False)
    write_trouble: OnceNotice = field(default_factory=OnceNotice, compare=False, repr=False)

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            self.language = system_language()
        self.window_size = _size(self.window_size)
        if self.animation_speed not in ANIMATION_SPEEDS:
            self.animation_speed = "normal"
        self.fullscreen = bool(self.fullscreen)
        self.colour_blind = bool(self.colour_blind)
        self.confirm_reveal = bool(self.confirm_reveal)
        self.volume = _volume(self.volume, 70)
        self.effects_volume = _volume(self.effects_volume, 80)
        self.ambient_volume = _volume(self.ambient_volume, 0)
        self.muted = bool(self.muted)
        self.last_players = _seats(self.last_players)

    @property
    def speed_factor(self) -> float:
        """Multiplier for animation durations and the pause between bot moves (0 = instant)."""
        return ANIMATION_SPEEDS[self.animation_speed]

    def to_json(self) -> dict[str, Any]:
        return {
            "language": self.language,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "colour_blind": self.colour_blind,
            "confirm_reveal": self.confirm_reveal,
            "volume": self.volume,
            "effects_volume": self.effects_volume,
            "ambient_volume": self.ambient_volume,
            "muted": self.muted,
            "last_players": [dict(seat) for seat in self.last_players],
        }

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Each setting is checked on its own: a wrong one falls back to its default, alone.

        Booleans must be JSON booleans ("false" as a string is not true); numbers
        must be finite and in range.
        """
        if not isinstance(data, dict):
            return cls()
        kept: dict[str, Any] = {}
        for key, check in _CHECKS.items():
            if key in data:
                try:
                    if check(data[key]):
                        kept[key] = data[key]
                except (TypeError, ValueError, OverflowError):
                    pass
        return cls(**kept)

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
    """Remembered seats, keeping only well-formed ones (a hand-edited file must not break New game).

    A name with a control character or a lone surrogate cannot be drawn: that seat is dropped.
    """
    if not isinstance(value, list):
        return []
    out = []
    for seat in value[:8]:
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            continue
        name = clean_text(seat.get("name", ""), NAME_MAX)
        level = clean_text(seat.get("level", "easy"), NAME_MAX)
        if name is None or level is None:
            continue
        out.append({"name": name, "kind": seat["kind"], "level": level})
    return out


def _number(value: Any) -> bool:
    """A real, finite JSON number (``true`` is not 1, ``1e400`` is not a size)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _is_size(value: Any) -> bool:
    return isinstance(value, (list, tuple)) and len(value) == 2 and all(_number(v) for v in value)


def _size(value: Any) -> tuple[int, int]:
    if not _is_size(value):
        return (1600, 900)
    w, h = (int(v) for v in value)
    return (max(640, min(7680, w)), max(360, min(4320, h)))


def _volume(value: Any, default: int) -> int:
    return max(0, min(100, int(value))) if _number(value) else default


_CHECKS: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v in LANGUAGES,
    "window_size": _is_size,
    "fullscreen": lambda v: isinstance(v, bool),
    "animation_speed": lambda v: v in ANIMATION_SPEEDS,
    "colour_blind": lambda v: isinstance(v, bool),
    "confirm_reveal": lambda v: isinstance(v, bool),
    "volume": _number,
    "effects_volume": _number,
    "ambient_volume": _number,
    "muted": lambda v: isinstance(v, bool),
    "last_players": lambda v: isinstance(v, list),
}


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load() -> Settings:
    """The remembered settings; a missing file gives the defaults, a damaged one the defaults and a notice."""
    path = settings_path()
    try:
        data = read_json(path, SETTINGS_LIMIT, finite_only=False)
    except FileNotFoundError:
        return Settings()
    except Exception:  # noqa: BLE001 -- settings must never stop the game from starting
        settings = Settings()
        settings.notice = Msg(
            "The settings file {path} could not be read; the defaults are used.", path=shown_path(path)
        )
        return settings
    return Settings.from_json(data)


def save(settings: Settings) -> bool:
    """Write atomically; a failed write keeps the settings in memory and leaves a notice (once).

    Returns whether the file was written.
    """
    path = settings_path()
    try:
        write_json(path, settings.to_json(), indent=2)
    except OSError as exc:
        if settings.write_trouble.failed():
            settings.notice = Msg(
                "Settings could not be saved to {path} ({reason}). They apply until you close the game.",
                path=shown_path(path),
                reason=storage_reason(exc),
            )
        return False
    if settings.write_trouble.failing:
        settings.notice = None  # the trouble is over: no stale message
    settings.write_trouble.succeeded()
    return True
