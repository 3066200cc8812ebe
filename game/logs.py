"""The app's log: a small rotating file under ``<user data folder>/logs/``, so a crash report has context.

The standard :mod:`logging` module writes ``arcana-table.log`` (256 KB, two
older files kept, so at most ~768 KB); ``--verbose`` mirrors it to the
terminal.  Log lines name scenes, games and faults, never players or saves.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from game.settings import data_dir

LOG_FILE = "arcana-table.log"
MAX_BYTES = 256 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger("game")


def logs_dir() -> Path:
    return data_dir() / "logs"


def setup(verbose: bool = False) -> Path | None:
    """Send the ``game`` loggers to the rotating file (and the terminal when ``verbose``).

    Returns the log file, or ``None`` when the folder cannot be written (the
    game still runs; only the terminal, if asked for, gets the lines).
    """
    # imported here: logging.handlers brings sockets and pickling (~5 ms of every start)
    from logging.handlers import RotatingFileHandler

    for handler in list(log.handlers):
        log.removeHandler(handler)
        handler.close()
    log.setLevel(logging.INFO)
    log.propagate = False
    formatter = logging.Formatter(FORMAT)
    if verbose:
        echo = logging.StreamHandler(sys.stderr)
        echo.setFormatter(formatter)
        log.addHandler(echo)
    path = logs_dir() / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(formatter)
    log.addHandler(handler)
    return path


def last_lines(n: int = 200) -> list[str]:
    """The newest ``n`` lines of the log, across a rotation."""
    lines: list[str] = []
    base = logs_dir() / LOG_FILE
    for path in [base.with_name(f"{LOG_FILE}.1"), base]:
        try:
            lines += path.read_text(encoding="utf-8", errors="replace").splitlines()
        except OSError:
            continue
    return lines[-n:]
