"""The main menu: Continue (the autosave), New game, Load, Rules, Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game import saves
from game.i18n import _, tr
from game.rules import registry
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.ui import Button, backdrop, theme, title

if TYPE_CHECKING:
    from game.app import App

COL_X, COL_W, TOP, STEP, BTN_H = 760, 400, 430, 88, 68


def open_saved(app: App, saved: saves.SavedGame) -> None:
    from game.scenes.table import TableScene

    app.reset(TableScene(app, saved.setup, state=saved.state, actions=saved.actions, history=saved.events))


def show_save_error(app: App, error: saves.SaveError) -> None:
    from game.scenes.dialogs import MessageDialog

    app.push(MessageDialog(app, N_("This save cannot be opened"), lambda: tr(error.reason)))


class MenuScene(Scene):
    scene_id = "menu"

    def build(self) -> None:
        self.widgets.clear()
        items = [
            (N_("Continue"), self.resume, saves.has_autosave),
            (N_("New game"), self.new_game, None),
            (N_("Load"), self.load, None),
            (N_("Rules"), self.rules, None),
            (N_("Settings"), self.settings, None),
            (N_("Quit"), self.app.quit, None),
        ]
        for i, (text, action, enabled) in enumerate(items):
            self.widgets.add(
                Button(
                    (COL_X, TOP + i * STEP, COL_W, BTN_H),
                    text,
                    action,
                    enabled=enabled,
                    primary=(i == 0 and saves.has_autosave()) or (i == 1 and not saves.has_autosave()),
                    size=28,
                )
            )

    def on_enter(self) -> None:
        self.build()  # Continue may have become (un)available

    def resume(self) -> None:
        try:
            saved = saves.load(saves.AUTOSAVE)
        except saves.SaveError as exc:
            show_save_error(self.app, exc)
            return
        open_saved(self.app, saved)

    def new_game(self) -> None:
        from game.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app))

    def load(self) -> None:
        from game.scenes.load import LoadScene

        self.app.push(LoadScene(self.app))

    def rules(self) -> None:
        from game.scenes.rules_book import RulesBookScene

        self.app.push(RulesBookScene(self.app))

    def settings(self) -> None:
        from game.scenes.settings_menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def on_escape(self) -> None:
        """Esc on the main menu does nothing: quitting is an explicit button."""

    def draw(self, surface: pygame.Surface) -> None:
        backdrop(surface)
        t = theme()
        title(surface, "Arcana Table", (960, 210), 96)
        t.blit_text(
            surface,
            _("Four games of magic at one table"),
            (960, 330),
            30,
            "secondary_text",
            face="italic",
            anchor="center",
        )
        names = "  ·  ".join(tr(info.name) for info in registry.all_games())
        if names:
            t.blit_text(surface, names, (960, 1010), 22, "secondary_text", anchor="center", max_width=1800)
        from game.version import version  # here, not at the top: keeps this corner one small change

        t.blit_text(surface, _("Version {version}").format(version=version()), (1896, 1060), 18,
                    "secondary_text", anchor="bottomright")
        super().draw(surface)
