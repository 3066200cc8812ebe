"""The main menu: Continue (the game played last), New game, Load, Rules, Settings, Quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import saves
from game.i18n import _, tr
from game.rules import registry
from game.rules.base import N_, Msg
from game.scenes.base import Scene
from game.scenes.dialogs import MessageDialog
from game.scenes.ui import Button, backdrop, theme, title
from game.sprites.scale import Target
from game.storage import shown_path

if TYPE_CHECKING:
    from game.app import App

COL_X, COL_W, TOP, STEP, BTN_H = 760, 400, 430, 88, 68


def open_saved(app: App, saved: saves.SavedGame, slot: str) -> None:
    """Sit down at a saved game; it goes on in its own autosave, and Continue now means this game."""
    uid = saves.continuation(saved, slot)
    owns = saves.is_autosave(slot) and slot != saves.AUTOSAVE
    if not saved.state.is_over():  # Continue never offers a finished game
        saves.mark_played(slot)
    app.open(
        "table",
        saved.setup,
        state=saved.state,
        actions=saved.actions,
        history=saved.events,
        uid=uid,
        owns_autosave=owns,
        how="reset",
    )


def open_slot(app: App, slot: str) -> None:
    """Load ``slot`` and sit down at it, or say (naming the file) why it cannot be opened."""
    try:
        saved = saves.load(slot)
    except saves.SaveError as exc:
        show_save_error(app, exc)
        return
    open_saved(app, saved, slot)


def show_save_error(app: App, error: saves.SaveError) -> None:
    def text() -> str:
        if error.path is None:
            return tr(error.reason)
        where = Msg("File: {path}", path=shown_path(error.path))
        return f"{tr(error.reason)} {tr(where)}"

    app.push(MessageDialog(app, N_("This save cannot be opened"), text))


def show_notice(app: App) -> None:
    """A pending word about the settings file (unreadable, or not written), shown once."""
    notice, app.settings.notice = app.settings.notice, None
    if notice is not None:
        app.push(MessageDialog(app, N_("Settings"), lambda: tr(notice)))


class MenuScene(Scene):
    scene_id = "menu"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        saves.tidy()  # temp files of killed runs; a version-1 autosave gets its own slot
        self.resume_slot: str | None = None

    def build(self) -> None:
        self.widgets.clear()
        self.resume_slot = saves.continue_slot()
        resumable = self.resume_slot is not None
        items = [
            (N_("Continue"), self.resume, lambda: self.resume_slot is not None),
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
                    primary=(i == 0 and resumable) or (i == 1 and not resumable),
                    size=28,
                )
            )

    def on_enter(self) -> None:
        self.build()  # Continue may have become (un)available

    def update(self, dt: float) -> None:
        show_notice(self.app)

    def resume(self) -> None:
        if self.resume_slot is not None:
            open_slot(self.app, self.resume_slot)

    def new_game(self) -> None:
        self.app.open("setup")

    def load(self) -> None:
        self.app.open("load")

    def rules(self) -> None:
        self.app.open("rules")

    def settings(self) -> None:
        self.app.open("settings")

    def on_escape(self) -> None:
        """Esc on the main menu does nothing: quitting is an explicit button."""

    def draw(self, surface: Target) -> None:
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
        names = "  ·  ".join(tr(name) for _id, name in registry.names())
        if names:
            t.blit_text(surface, names, (960, 1010), 22, "secondary_text", anchor="center", max_width=1800)
        from game.version import version  # here, not at the top: keeps this corner one small change

        t.blit_text(
            surface,
            _("Version {version}").format(version=version()),
            (1896, 1060),
            18,
            "secondary_text",
            anchor="bottomright",
        )
        super().draw(surface)
