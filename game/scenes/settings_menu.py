"""Settings: applied at once and remembered (language, window, animation, accessibility, sound).

The window size is the exception: only sizes that fit the screen are offered,
a new size is applied when the pointer leaves its selector (or the keyboard
focus does, or Enter), never under a click -- a resize moves every row under
the pointer -- and then kept only if the player says so within ten seconds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import ceil
from typing import TYPE_CHECKING, Any, cast

import pygame

from game import audio
from game.i18n import LANGUAGES, _
from game.rules.base import N_
from game.scenes.base import Scene
from game.scenes.dialogs import ConfirmDialog, modal
from game.scenes.ui import Button, Selector, Text, backdrop, panel, theme, title
from game.settings import ANIMATION_LABELS, WINDOW_SIZES
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table import TableScene

BOX = pygame.Rect(460, 70, 1000, 950)
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
    N_("Master volume"),
    N_("Effects volume"),
    N_("Ambient sound"),
    N_("Sound"),
)


#: Room a window needs beyond its size on the screen: title bar and task bar.
DECORATION = 80
#: Seconds a new window size waits for "Keep" before it goes back.
KEEP_SECONDS = 10
#: Video drivers without a real screen (tests, screenshots): every size fits.
HEADLESS_DRIVERS = ("dummy", "offscreen")


def desktop_size() -> tuple[int, int] | None:
    """The primary display's size, or None without a real screen.

    pygame cannot say which display holds the window; new windows open on the
    primary one, so its size is the safe bound.
    """
    if pygame.display.get_driver() in HEADLESS_DRIVERS:
        return None
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else None


def fitting_sizes(desktop: tuple[int, int] | None) -> list[tuple[int, int]]:
    """The window sizes whose window, title bar and task bar included, fit ``desktop``.

    A size larger than the screen pushed the settings themselves off-screen, with no
    way back but editing the settings file.  The smallest size is always offered.
    """
    if desktop is None:
        return list(WINDOW_SIZES)
    fits = [(w, h) for w, h in WINDOW_SIZES if w <= desktop[0] and h + DECORATION <= desktop[1]]
    return fits or [WINDOW_SIZES[0]]


def size_text(size: tuple[int, int]) -> str:
    return f"{size[0]} × {size[1]}"


def row_rect(i: int) -> pygame.Rect:
    """Where row ``i``'s selector sits; its label is drawn on the same centre line."""
    return pygame.Rect(SELECTOR_X, BOX.top + 130 + i * 68, SELECTOR_W, 54)


class KeepSizeDialog(ConfirmDialog):
    """ "Keep this window size?" with a countdown; going back is the default, as on desktops."""

    scene_id = "keep-size"

    def __init__(self, app: App, old: tuple[int, int], revert: Callable[[], None]) -> None:
        super().__init__(
            app,
            N_("Keep this window size?"),
            lambda: _("Going back to {size} in {n} s.").format(size=size_text(old), n=ceil(self.left)),
            on_yes=lambda: None,
            yes=N_("Keep"),
            no=N_("Go back"),
            on_no=revert,
        )
        self.left = float(KEEP_SECONDS)

    def update(self, dt: float) -> None:
        if self.app.top is not self:
            return
        self.left -= dt
        if self.left <= 0:
            self.decline()


class SettingsScene(Scene):
    """Opaque from the main menu, an overlay from the pause menu (it is pushed over the table)."""

    scene_id = "settings"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pending_size: tuple[int, int] | None = None  # chosen, applied once the pointer leaves

    def on_enter(self) -> None:
        self.transparent = len(self.app.stack) > 2

    def build(self) -> None:
        s = self.app.settings
        self.widgets.clear()
        offered = fitting_sizes(desktop_size())
        if s.window_size not in offered:
            offered.insert(0, s.window_size)
        sizes = [(v, (lambda v=v: size_text(v))) for v in offered]
        yes_no = [(False, N_("Off")), (True, N_("On"))]
        languages = [(k, (lambda v=v: v)) for k, v in LANGUAGES.items()]
        percents = [(v, (lambda v=v: f"{v} %")) for v in range(0, 101, 10)]
        # (choices, current value, what a change does, name), in the order of ROWS
        rows: list[tuple[Sequence[tuple[Any, Text]], Any, Callable[[Any], None], str]] = [
            (languages, s.language, self.app.set_language, "language"),
            (sizes, self.pending_size or s.window_size, self._size, "window"),
            (yes_no, s.fullscreen, self._fullscreen, "fullscreen"),
            (list(ANIMATION_LABELS.items()), s.animation_speed, self._speed, "speed"),
            (yes_no, s.colour_blind, self._colour_blind, "colour-blind"),
            (yes_no, s.confirm_reveal, self._confirm, "confirm"),
            (percents, s.volume - s.volume % 10, self._sound("volume"), "volume"),
            (percents, s.effects_volume - s.effects_volume % 10, self._sound("effects_volume"), "effects"),
            (
                [(0, N_("Off")), *percents[1:]],
                s.ambient_volume - s.ambient_volume % 10,
                self._sound("ambient_volume"),
                "ambient",
            ),
            ([(True, N_("Off")), (False, N_("On"))], s.muted, self._sound("muted"), "sound"),
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
        self.pending_size = None if size == self.app.settings.window_size else size

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if self.pending_size is None or self.app.top is not self:
            return
        selector = self.widgets.find("window")
        left = event.type == pygame.MOUSEMOTION and not selector.rect.collidepoint(event.pos)
        key = event.type == pygame.KEYDOWN and (
            self.widgets.focus is not selector or event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
        )
        if left or key:
            self._apply_size()

    def _apply_size(self) -> None:
        """Resize now, and ask to keep it: unanswered, the old size comes back after ten seconds."""
        new, old = self.pending_size, self.app.settings.window_size
        self.pending_size = None
        if new is None:
            return
        self._resize(new)
        self.app.push(KeepSizeDialog(self.app, old, lambda: self._resize(old)))

    def _resize(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = size
        self.app.apply_display()
        self.build()

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

    def _sound(self, field: str) -> Callable[[object], None]:
        """A sound row's change: set ``field``, heard at once (a click at the new level), remembered."""

        def change(value: object) -> None:
            setattr(self.app.settings, field, value)
            audio.configure(self.app.settings)
            audio.play("click")
            self._changed()

        return change

    def on_escape(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> None:
        sound = self.widgets.find("sound")
        assert isinstance(sound, Selector)
        sound.value = self.app.settings.muted  # the M key works here too

    def on_exit(self) -> None:
        table = cast("TableScene | None", self.app.find("table"))  # a "table" is a TableScene
        if table is not None:
            table.refresh()  # the view sees the new animation speed / colour-blind palette

    def draw(self, surface: Target) -> None:
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
        from game.version import version  # the About line, beside Done: rows above it may grow

        about = "Arcana Table · " + _("Version {version}").format(version=version())
        t.blit_text(
            surface,
            about,
            (BOX.left + 40, BOX.bottom - 64),
            18,
            "secondary_text",
            anchor="midleft",
            max_width=BOX.centerx - 160 - BOX.left - 40,
        )
        super().draw(surface)
