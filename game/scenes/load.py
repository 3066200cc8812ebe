"""Load: the saved games, autosaves first, newest first; a damaged one says why instead of crashing.

Each row shows a small picture of the table (when the save has one), the
name, the game, who plays, how many moves and when.  Everything shown comes
from :func:`saves.list_saves`, which never raises: a foreign or damaged file
is a grey row that can still be deleted.
"""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import saves, storage
from game.i18n import _, ngettext, tr
from game.rules import registry
from game.rules.base import N_, Msg
from game.scenes.base import Scene
from game.scenes.dialogs import ConfirmDialog, MessageDialog
from game.scenes.menu import open_slot
from game.scenes.ui import Button, backdrop, panel, theme, title
from game.sprites import scale
from game.sprites.scale import Target, draw

if TYPE_CHECKING:
    from game.app import App

LIST = pygame.Rect(360, 170, 1200, 760)
ROW_H = 84
PER_PAGE = 8
THUMB = (128, 72)  # the picture of a save's table in its row
TEXT_X = LIST.left + 40 + THUMB[0] + 24


def thumbnail(slot: str) -> pygame.Surface | None:
    """The save's picture as stored (twice ``THUMB``), or None when it has none or it cannot be
    read (never an error)."""
    try:
        data = storage.read_bytes(saves.thumbnail_path(slot), saves.THUMB_LIMIT)
        return pygame.image.load(io.BytesIO(data), "thumbnail.png").convert()
    except Exception:  # noqa: BLE001 -- missing, not a PNG, truncated: simply no picture
        return None


class LoadScene(Scene):
    scene_id = "load"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[saves.SaveEntry] = []
        self.pictures: dict[str, pygame.Surface | None] = {}
        self.shown: dict[str, pygame.Surface] = {}  # the pictures at the window's size (one size kept)
        self.page = 0

    def build(self) -> None:
        self.entries = saves.list_saves()
        self.widgets.clear()
        shown = self.entries[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        self.pictures = {entry.slot: thumbnail(entry.slot) for entry in shown}
        self.shown.clear()
        for i, entry in enumerate(shown):
            y = LIST.top + 40 + i * ROW_H
            self.widgets.add(
                Button(
                    (LIST.right - 390, y + 10, 170, 56),
                    N_("Open"),
                    self._opener(entry.slot),
                    size=22,
                    name=f"open-{entry.slot}",
                )
            )
            self.widgets.add(
                Button(
                    (LIST.right - 200, y + 10, 170, 56),
                    N_("Delete"),
                    self._deleter(entry.slot),
                    size=22,
                    name=f"delete-{entry.slot}",
                )
            )
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        if pages > 1:
            self.widgets.add(
                Button(
                    (LIST.left + 20, LIST.bottom - 8, 200, 50),
                    N_("Previous"),
                    lambda: self._turn(-1),
                    enabled=lambda: self.page > 0,
                    size=22,
                )
            )
            self.widgets.add(
                Button(
                    (LIST.right - 220, LIST.bottom - 8, 200, 50),
                    N_("Next"),
                    lambda: self._turn(1),
                    enabled=lambda: self.page < pages - 1,
                    size=22,
                )
            )
        self.widgets.add(Button((70, 970, 260, 66), N_("Back"), self.app.pop, name="back"))

    def _turn(self, delta: int) -> None:
        self.page += delta
        self.build()

    def _opener(self, slot: str) -> Callable[[], None]:
        return lambda: open_slot(self.app, slot)

    def _deleter(self, slot: str) -> Callable[[], None]:
        def delete() -> None:
            def really() -> None:
                try:
                    saves.delete(slot)
                except OSError as exc:
                    text = Msg(
                        "{path} could not be deleted ({reason}).",
                        path=storage.shown_path(saves.slot_path(slot)),
                        reason=storage.reason(exc),
                    )
                    self.app.push(MessageDialog(self.app, N_("Delete save?"), lambda: tr(text)))
                    return
                self.page = 0
                self.build()

            self.app.push(ConfirmDialog(self.app, N_("Delete save?"), N_("This cannot be undone."), really))

        return delete

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: Target) -> None:
        backdrop(surface)
        t = theme()
        title(surface, _("Load game"), (960, 80), 56)
        panel(surface, LIST, alpha=200)
        if not self.entries:
            t.blit_text(
                surface,
                _("There are no saved games yet."),
                LIST.center,
                28,
                "secondary_text",
                anchor="center",
            )
        shown = self.entries[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
        for i, entry in enumerate(shown):
            y = LIST.top + 40 + i * ROW_H
            self._draw_picture(surface, entry.slot, y)
            name = _("Autosave") if entry.is_autosave else entry.label
            t.blit_text(
                surface,
                name,
                (TEXT_X, y + 8),
                26,
                "hovered_text" if entry.ok else "disabled_text",
                bold=True,
                max_width=LIST.right - 420 - TEXT_X,
            )
            detail = self.detail(entry)  # long player names: a smaller size before the time is cut off
            t.blit_text(surface, detail, (TEXT_X, y + 44), 20, "secondary_text", max_width=600, min_size=16)
        super().draw(surface)

    def _draw_picture(self, surface: Target, slot: str, y: int) -> None:
        frame = pygame.Rect(LIST.left + 40, y + 4, *THUMB)
        picture = self.pictures.get(slot)
        if picture is not None:
            size = scale.px_size(THUMB, scale.scale_of(surface))
            shown = self.shown.get(slot)
            if shown is None or shown.get_size() != size:
                shown = self.shown[slot] = pygame.transform.smoothscale(picture, size)
            surface.blit(shown, frame)
        draw.rect(surface, theme().c("normal_border"), frame, 1)

    @staticmethod
    def detail(entry: saves.SaveEntry) -> str:
        """Game (players) · moves · time; for a damaged file, that it is unreadable and which file."""
        if not entry.ok:
            return _("Not a readable save: {file}").format(file=storage.shown_path(entry.path.name))
        try:
            game = tr(registry.get(entry.game_id).name)
        except KeyError:
            game = entry.game_id
        if entry.players:
            game = f"{game} ({', '.join(entry.players)})"
        return ngettext("{game} · {n} move · {when}", "{game} · {n} moves · {when}", entry.moves).format(
            game=game, n=entry.moves, when=entry.saved_at.replace("T", " ")[:16]
        )
