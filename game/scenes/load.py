"""Load: the saved games, newest first; a damaged one says why instead of crashing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import saves
from game.i18n import _, ngettext, tr
from game.rules import registry
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.menu import open_saved, show_save_error
from game.scenes.ui import Button, backdrop, panel, theme, title

if TYPE_CHECKING:
    from game.app import App

LIST = pygame.Rect(360, 170, 1200, 760)
ROW_H = 84
PER_PAGE = 8


class LoadScene(Scene):
    scene_id = "load"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.entries: list[saves.SaveEntry] = []
        self.page = 0

    def build(self) -> None:
        self.entries = saves.list_saves()
        self.widgets.clear()
        shown = self.entries[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
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
        def open_slot() -> None:
            try:
                saved = saves.load(slot)
            except saves.SaveError as exc:
                show_save_error(self.app, exc)
                return
            open_saved(self.app, saved)

        return open_slot

    def _deleter(self, slot: str) -> Callable[[], None]:
        from game.scenes.dialogs import ConfirmDialog

        def delete() -> None:
            def really() -> None:
                saves.delete(slot)
                self.page = 0
                self.build()

            self.app.push(ConfirmDialog(self.app, N_("Delete save?"), N_("This cannot be undone."), really))

        return delete

    def on_escape(self) -> None:
        self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
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
            try:
                game = tr(registry.get(entry.game_id).name)
            except KeyError:
                game = entry.game_id
            if entry.players:
                game = f"{game} ({', '.join(entry.players)})"
            name = _("Autosave") if entry.slot == saves.AUTOSAVE else entry.label
            t.blit_text(
                surface,
                name,
                (LIST.left + 40, y + 8),
                26,
                "hovered_text" if entry.ok else "disabled_text",
                bold=True,
                max_width=500,
            )
            detail = ngettext(
                "{game} · {n} move · {when}", "{game} · {n} moves · {when}", entry.moves
            ).format(game=game, n=entry.moves, when=entry.saved_at.replace("T", " ")[:16])
            if not entry.ok:
                detail = _("Not a readable save")
            t.blit_text(surface, detail, (LIST.left + 40, y + 44), 20, "secondary_text", max_width=700)
        super().draw(surface)
