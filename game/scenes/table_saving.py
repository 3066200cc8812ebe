"""Saving from the table: the Save game flow, the failed-write message and the thumbnail.

Kept out of ``table.py`` (which owns play) so the scene only decides *when*
to save; here is *how* a player hears about it and what the Load screen
gets to show.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import saves
from game.i18n import tr
from game.rules.base import N_, Msg
from game.scenes.dialogs import ConfirmDialog, MessageDialog
from game.scenes.generic_table import GenericTableView
from game.scenes.table_api import TableContext, view_factory
from game.scenes.ui import CANVAS_SIZE, TABLE_MOOD, backdrop
from game.storage import reason, shown_path

if TYPE_CHECKING:
    from game.app import App
    from game.rules.base import State

THUMB_SIZE = (256, 144)  # the Load screen's picture of a save's table


def save_as(app: App, label: str, write: Callable[[str], str]) -> None:
    """Save game from the pause menu: ask before replacing a save of that name; say how it went.

    ``write(label)`` writes the save and returns its slot (raising ``OSError``).
    """
    slot = saves.named_slot(label)

    def really() -> None:
        try:
            write(label)
        except OSError as exc:
            tell_write_failure(app, saves.slot_path(slot), exc)
            return
        text = Msg("Saved as “{name}”.", name=label)
        app.push(MessageDialog(app, N_("Game saved"), lambda: tr(text)))

    if saves.slot_path(slot).exists():
        question = Msg("A save named “{name}” exists. Replace it?", name=label)
        app.push(ConfirmDialog(app, N_("Replace save?"), lambda: tr(question), really))
    else:
        really()


def tell_write_failure(app: App, path: Path, error: OSError) -> None:
    """Where the save was meant to go and why it could not; the game itself is still in memory."""
    text = Msg(
        "It was meant to go to {path} ({reason}). The game stays in memory and play goes on.",
        path=shown_path(path),
        reason=reason(error),
    )
    app.push(MessageDialog(app, N_("The game could not be saved"), lambda: tr(text)))


def write_thumbnail(slot: str, game_id: str, context: TableContext, state: State) -> None:
    """A small public picture of the table beside the save, for the Load screen.

    Drawn by a fresh view with no viewer, so no hand or hidden card of the
    seat at the screen ends up in a picture anyone can see; a failure only
    means no picture.
    """
    try:
        context.viewer, context.view, context.legal, context.prompt = None, state.view(None), [], None
        surface = pygame.Surface(CANVAS_SIZE)
        backdrop(surface, TABLE_MOOD)
        (view_factory(game_id) or GenericTableView)(context).draw(surface)
        picture = pygame.transform.smoothscale(surface, THUMB_SIZE)
        buffer = io.BytesIO()
        pygame.image.save(picture, buffer, "thumbnail.png")
        saves.write_thumbnail(slot, buffer.getvalue())
    except Exception:  # noqa: BLE001 -- a picture is a nicety: no disk room or a view's hiccup means none
        pass
