"""Careful file access for saves and settings: bounded reads, atomic writes, clean text.

Players' files are hand-edited, copied between machines, cut short by a full
disk or replaced by something that is not a file at all (a symlink to
``/dev/zero``, a FIFO).  Everything here reads only regular files up to a size
limit, parses JSON without letting a deep or huge document escape as an
unexpected exception, and writes through a temp file so a kill never leaves
half a file.  Write failures are ``OSError``; callers decide what the player
hears, and :class:`OnceNotice` makes sure it is heard once, not on every move.
"""

from __future__ import annotations

import json
import math
import os
import stat
import time
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Any

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0  # an atomic write takes milliseconds: older temp files were left by a kill


class FileRefused(ValueError):
    """The path is not a regular file, or is larger than the caller allows."""


def read_bytes(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes.

    ``stat`` first, so a FIFO is never opened (it would block) and a device
    (``/dev/zero``) is never read; then at most ``limit + 1`` bytes are read,
    so a file that grew in between cannot eat memory either.
    """
    info = os.stat(path)  # follows symlinks: the target is what would be read
    if not stat.S_ISREG(info.st_mode):
        raise FileRefused(f"{path} is not a regular file")
    if info.st_size > limit:
        raise FileRefused(f"{path} is larger than {limit} bytes")
    with open(path, "rb") as fh:
        data = fh.read(limit + 1)
    if len(data) > limit:
        raise FileRefused(f"{path} is larger than {limit} bytes")
    return data


def _finite(text: str) -> float:
    """JSON's ``Infinity``/``NaN`` and numbers like ``1e400`` are not values any of our files holds."""
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number out of range: {text[:20]}")
    return value


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number our files hold")


def read_json(path: Path, limit: int, finite_only: bool = True) -> Any:
    """Parse a bounded regular file as JSON; every failure is an ``OSError`` or ``ValueError``.

    Deep nesting (``RecursionError``) becomes a ``ValueError``.  With
    ``finite_only`` non-finite numbers (``Infinity``, ``1e400``) make the whole
    file invalid, so no ``inf`` reaches ``int()``; without it they stay
    ``inf``/``nan`` for a caller that checks each value on its own (settings).
    """
    raw = read_bytes(path, limit)
    strict: dict[str, Any] = {"parse_float": _finite, "parse_constant": _no_constant} if finite_only else {}
    try:
        return json.loads(raw.decode("utf-8"), **strict)
    except RecursionError:
        raise ValueError(f"{path} is nested too deeply") from None


def write_json(path: Path, data: Any, indent: int | None = None) -> None:
    """Atomic: a temp file beside the target, flushed to disk, then renamed over it.

    Raises ``OSError`` (full disk, read-only folder, a folder where the file
    should be...); the old file is then untouched and no temp file stays.
    """
    separators = None if indent else (",", ":")
    write_bytes(path, json.dumps(data, ensure_ascii=False, indent=indent, separators=separators).encode())


def write_bytes(path: Path, data: bytes) -> None:
    """The atomic write of :func:`write_json` for any bytes (thumbnails, the last-played note)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}{TEMP_SUFFIX}")
    try:
        with tmp.open("wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass  # the write already failed or succeeded; a stray temp file is tidied at start-up


def remove_stale_temp_files(folder: Path, now: float | None = None) -> int:
    """Delete ``.*.tmp`` files a killed run left behind; young ones may belong to a running copy."""
    now = time.time() if now is None else now
    removed = 0
    try:
        candidates = list(folder.glob(f"*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for path in candidates:
        try:
            info = path.lstat()
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                path.unlink()
                removed += 1
        except OSError:
            continue
    return removed


def clean_text(value: Any, limit: int) -> str | None:
    """``value`` as a name or label we can show, or None when it is not one.

    Control characters (NUL, escapes, line breaks...) and unpaired surrogates
    cannot be drawn by the font renderer and have no place in a name; the
    length is capped so a 10,000-character label costs nothing to show.
    """
    if not isinstance(value, str):
        return None
    if any(unicodedata.category(ch) in ("Cc", "Cs") for ch in value):
        return None
    return value[:limit]


def strip_text(value: str, limit: int) -> str:
    """What a player typed, without the characters :func:`clean_text` refuses, capped at ``limit``."""
    kept = "".join(ch for ch in value if unicodedata.category(ch) not in ("Cc", "Cs"))
    return kept.strip()[:limit]


@dataclass
class OnceNotice:
    """Tells a failing write once: the first failure is news, the next ones are not; a success re-arms it."""

    failing: bool = False

    def failed(self) -> bool:
        """Record a failure; True when the player has not heard about it yet."""
        news = not self.failing
        self.failing = True
        return news

    def succeeded(self) -> None:
        self.failing = False


def reason(error: OSError) -> str:
    """The operating system's short reason for a failed write ("No space left on device")."""
    return error.strerror or type(error).__name__


def shown_path(path: Path | str) -> str:
    """A path as a player can be shown it: undecodable bytes and control characters become "?"."""
    text = str(path).encode("utf-8", "replace").decode("utf-8")
    return "".join("?" if unicodedata.category(ch) == "Cc" else ch for ch in text)
