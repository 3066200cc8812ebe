"""What happens when something unexpected breaks: a report file and a count of crashes in a row.

:meth:`game.app.App.run` catches any exception of a frame, keeps the game
(autosave), shows the player a message and calls :func:`write_report`.  A
report holds the traceback, the version, the system, the Python, pygame and
SDL versions and the last 200 log lines -- never save contents, and the
players' names are blanked wherever they would appear.  The count of crashes
in a row lives in the logs folder and is cleared by a clean exit, so a
second crash in a row (e.g. the autosave itself breaks the table) can offer
to start without the autosave.
"""

from __future__ import annotations

import contextlib
import logging
import platform
import sys
import traceback
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import saves
from game.i18n import _
from game.logs import last_lines, logs_dir
from game.rules.base import N_
from game.version import version

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

IN_A_ROW = "crashes-in-a-row"
SAVED = N_("The game was saved: Continue resumes it. A report is in {path}")
REPORTED = N_("A report for the developers is in {path}")
ASK_SET_ASIDE = N_("Start without the autosave? It stays in Load. A report is in {path}")


def report_text(exc: BaseException, redact: Iterable[str] = ()) -> str:
    sdl = ".".join(map(str, pygame.get_sdl_version()))
    lines = [
        f"Arcana Table {version()} crash report, {datetime.now().isoformat(timespec='seconds')}",
        f"System: {platform.platform()} ({platform.machine()})",
        f"Python {platform.python_version()}, pygame-ce {pygame.version.ver}, SDL {sdl}",
        f"Frozen build: {bool(getattr(sys, 'frozen', False))}",
        "",
        "".join(traceback.format_exception(exc)).rstrip(),
        "",
        "Last log lines:",
        *last_lines(200),
    ]
    text = "\n".join(lines) + "\n"
    for name in sorted({n for n in redact if n.strip()}, key=len, reverse=True):
        text = text.replace(name, "<player>")
    return text


def write_report(exc: BaseException, redact: Iterable[str] = ()) -> Path:
    """Write the report for ``exc``; returns its path (the player is told where it is)."""
    folder = logs_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"crash-{datetime.now():%Y%m%d-%H%M%S}.txt"
    path.write_text(report_text(exc, redact), encoding="utf-8")
    return path


def count_crash() -> int:
    """One more crash in a row; returns how many there have been."""
    path = logs_dir() / IN_A_ROW
    try:
        count = int(path.read_text(encoding="utf-8").strip() or 0) + 1
    except (OSError, ValueError):
        count = 1
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(str(count), encoding="utf-8")
    except OSError:
        pass
    return count


def clean_exit() -> None:
    """The app ended normally: the next crash is a first one again."""
    with contextlib.suppress(OSError):
        (logs_dir() / IN_A_ROW).unlink(missing_ok=True)


def keep_game(scene: Any) -> bool:
    """Autosave the table ``scene``'s game if it is intact: its moves replayed give its state."""
    try:
        saves.from_json(saves.to_json(scene.setup, scene.actions, scene.state), scene.info)
        scene.save_auto()
    except Exception:  # a broken state or an unwritable folder: the last good autosave stays
        log.warning("the game in progress could not be kept", exc_info=True)
        return False
    return bool(scene.autosave)


def set_autosave_aside() -> None:
    """Move the game Continue would open out of its way: Load still lists it, under a slot of its own."""
    slot = saves.continue_slot()
    with contextlib.suppress(OSError):
        (saves.saves_dir() / saves.LAST_PLAYED).unlink(missing_ok=True)
    if slot is None or not saves.is_autosave(slot):
        return  # a named save stays where it is; Continue just no longer opens it
    aside = saves.named_slot(f"{slot} {datetime.now():%Y-%m-%d %H:%M:%S}")
    saves.slot_path(slot).replace(saves.slot_path(aside))
    with contextlib.suppress(OSError):
        saves.thumbnail_path(slot).replace(saves.thumbnail_path(aside))


def recover(app: App, exc: BaseException) -> None:
    """After an unexpected error: keep the game, write the report, back to the menu with a message."""
    log.error("unexpected error: %s", type(exc).__name__)
    tables = [scene for scene in app.stack if hasattr(scene, "save_auto")]
    kept = [keep_game(scene) for scene in tables]
    names = [p.name for scene in tables for p in scene.setup.players]
    try:
        where = str(write_report(exc, names))
    except OSError:
        where = str(logs_dir())
    again = count_crash() > 1 and saves.continue_slot() is not None

    from game.scenes.dialogs import ConfirmDialog, MessageDialog
    from game.scenes.menu import MenuScene

    app.reset(MenuScene(app))
    if again:
        question = lambda: _(ASK_SET_ASIDE).format(path=where)  # noqa: E731 -- translated when drawn
        app.push(
            ConfirmDialog(
                app,
                N_("Something went wrong again"),
                question,
                set_autosave_aside,
                yes=N_("Set it aside"),
                no=N_("Keep it"),
            )
        )
        return
    told = SAVED if any(kept) else REPORTED
    app.push(MessageDialog(app, N_("Something went wrong"), lambda: _(told).format(path=where)))
