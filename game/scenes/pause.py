"""The pause menu (Esc at the table): resume, save, rules, settings, quit to the menu."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, tr
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.dialogs import NameDialog, modal
from game.scenes.ui import Button, theme, title
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.scenes.table import TableScene

BOX = pygame.Rect(710, 220, 500, 640)


class PauseScene(Scene):
    transparent = True
    scene_id = "pause"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def _table(self) -> TableScene | None:
        """The table beneath, if any."""
        return self.app.find("table")  # type: ignore[return-value]  # a "table" is a TableScene

    def build(self) -> None:
        self.widgets.clear()
        items = [
            (N_("Resume"), self.app.pop, True),
            (N_("Save game"), self.save, False),
            (N_("Rules"), self.rules, False),
            (N_("Settings"), self.settings, False),
            (N_("Quit to menu"), self.quit_to_menu, False),
        ]
        for i, (text, action, primary) in enumerate(items):
            self.widgets.add(
                Button(
                    (BOX.left + 60, BOX.top + 150 + i * 86, BOX.width - 120, 66),
                    text,
                    action,
                    primary=primary,
                )
            )

    def save(self) -> None:
        table = self._table()
        if table is None:
            return

        # The game and the time of day: a name a player recognises later in the Load list
        # (the first player's name plus a move count read as gibberish).
        default = f"{tr(table.info.name)} {time.strftime('%H:%M')}"
        self.app.push(NameDialog(self.app, N_("Save game"), default, table.save_as))

    def rules(self) -> None:
        table = self._table()
        if table is not None:
            table.open_rules()

    def settings(self) -> None:
        self.app.open("settings")

    def quit_to_menu(self) -> None:
        self.app.open("menu", how="reset")

    def draw(self, surface: Target) -> None:
        modal(surface, BOX)
        title(surface, _("Paused"), (BOX.centerx, BOX.top + 70), 48)
        theme().blit_text(
            surface,
            _("Your game is saved after every move."),
            (BOX.centerx, BOX.bottom - 40),
            20,
            "secondary_text",
            anchor="center",
            max_width=BOX.width - 40,
        )
        super().draw(surface)
