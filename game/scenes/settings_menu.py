"""Settings: applied at once and remembered (language, window, animation, accessibility, sound)."""

from __future__ import annotations

import pygame

from game.i18n import LANGUAGES, _
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.dialogs import modal
from game.scenes.ui import Button, Selector, backdrop, panel, theme, title
from game.settings import ANIMATION_LABELS, WINDOW_SIZES

BOX = pygame.Rect(460, 140, 1000, 820)
LABEL_X = BOX.left + 70
SELECTOR_X, SELECTOR_W = BOX.left + 530, 400
#: Air between the longest label (German "Vor dem Aufdecken bestätigen") and its selector.
LABEL_GAP = 40
ROWS = (
    N_("Language"),
    N_("Window size"),
    N_("Fullscreen"),
    N_("Animation speed"),
    N_("Colour-blind mode"),
    N_("Confirm before reveal"),
    N_("Volume"),
)


def row_rect(i: int) -> pygame.Rect:
    """Where row ``i``'s selector sits; its label is drawn on the same centre line."""
    return pygame.Rect(SELECTOR_X, BOX.top + 150 + i * 82, SELECTOR_W, 56)


class SettingsScene(Scene):
    """Opaque from the main menu, an overlay from the pause menu (it is pushed over the table)."""

    scene_id = "settings"

    def on_enter(self) -> None:
        self.transparent = len(self.app.stack) > 2

    def build(self) -> None:
        s = self.app.settings
        self.widgets.clear()
        sizes = [(size, f"{size[0]} × {size[1]}") for size in WINDOW_SIZES]
        if s.window_size not in WINDOW_SIZES:
            sizes.insert(0, (s.window_size, f"{s.window_size[0]} × {s.window_size[1]}"))
        sizes = [(v, (lambda text=text: text)) for v, text in sizes]
        yes_no = [(False, N_("Off")), (True, N_("On"))]
        languages = [(k, (lambda v=v: v)) for k, v in LANGUAGES.items()]
        # (choices, current value, what a change does, name), in the order of ROWS
        rows = [
            (languages, s.language, self.app.set_language, "language"),
            (sizes, s.window_size, self._size, "window"),
            (yes_no, s.fullscreen, self._fullscreen, "fullscreen"),
            (list(ANIMATION_LABELS.items()), s.animation_speed, self._speed, "speed"),
            (yes_no, s.colour_blind, self._colour_blind, "colour-blind"),
            (yes_no, s.confirm_reveal, self._confirm, "confirm"),
            (
                [(v, (lambda v=v: f"{v} %")) for v in range(0, 101, 10)],
                s.volume - s.volume % 10,
                self._volume,
                "volume",
            ),
        ]
        for i, (choices, value, on_change, name) in enumerate(rows):
            self.widgets.add(Selector(row_rect(i), choices, value, on_change, name=name))
        self.widgets.add(
            Button(
                (BOX.centerx - 140, BOX.bottom - 96, 280, 64),
                N_("Done"),
                self.app.pop,
                primary=True,
                name="done",
            )
        )

    def _changed(self) -> None:
        self.app.save_settings()

    def _size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = size
        self.app.apply_display()

    def _fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.apply_display()

    def _speed(self, speed: str) -> None:
        self.app.settings.animation_speed = speed
        self._changed()

    def _colour_blind(self, on: bool) -> None:
        self.app.settings.colour_blind = on
        self._changed()

    def _confirm(self, on: bool) -> None:
        self.app.settings.confirm_reveal = on
        self._changed()

    def _volume(self, volume: int) -> None:
        self.app.settings.volume = volume
        self._changed()

    def on_escape(self) -> None:
        self.app.pop()

    def on_exit(self) -> None:
        from game.scenes.table import TableScene

        table = self.app.find(TableScene)
        if table is not None:
            table.refresh()  # the view sees the new animation speed / colour-blind palette

    def draw(self, surface: pygame.Surface) -> None:
        if self.transparent:
            modal(surface, BOX)
        else:
            backdrop(surface)
            panel(surface, BOX, border="gold")
        title(surface, _("Settings"), (BOX.centerx, BOX.top + 66), 52)
        t = theme()
        for i, row in enumerate(ROWS):
            t.blit_text(
                surface,
                _(row),
                (LABEL_X, row_rect(i).centery),
                26,
                "normal_text",
                anchor="midleft",
                max_width=SELECTOR_X - LABEL_GAP - LABEL_X,
                min_size=22,
            )
        super().draw(surface)
