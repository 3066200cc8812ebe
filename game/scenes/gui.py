"""Where pygame-gui enters the app: a ``UIManager`` per scene, fed, timed and drawn by its widget group.

Scenes see input already translated to the 1920x1080 canvas and draw on that
canvas, so the manager works in canvas coordinates too: it is told the pointer
(:meth:`GuiLayer.update`) instead of asking ``pygame.mouse`` in window pixels, and draws onto
the surface the scene draws on.  The look comes from ``assets/theme/theme.json``,
the same file the project's own widgets read their palette and fonts from, with
its font paths made absolute (the game may start from any folder, or frozen).

pygame-gui is imported only when a scene first needs an element, so the menu's
start-up does not pay for it (~80 ms of imports).
"""

from __future__ import annotations

import html
import json
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.ui import CANVAS_SIZE, Widget, asset_path

if TYPE_CHECKING:
    import pygame_gui

#: The fonts pygame-gui may name in the theme and in text-box markup (``<font face=...>``).
FONTS = {
    "notosans": ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf"),
    "dejavuserif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf"),
    "dejavusans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
}

#: Faces the markup uses beyond the theme's own (pygame-gui warns on each font it must load late).
PRELOAD: list[dict[str, str | int | float]] = [
    {"name": "notosans", "point_size": 22, "style": "bold"},
    {"name": "dejavuserif", "point_size": 28, "style": "bold"},
]


def _absolute_fonts(block: Any) -> Any:
    """The theme with every ``*_path`` naming a file under ``assets/`` made absolute."""
    if isinstance(block, dict):
        return {
            key: str(asset_path(*value.split("/")[1:]))
            if key.endswith("_path") and isinstance(value, str) and value.startswith("assets/")
            else _absolute_fonts(value)
            for key, value in block.items()
        }
    return block


@cache
def theme_data() -> dict[str, Any]:
    """The theme file as pygame-gui reads it (parsed once per run)."""
    data = json.loads(asset_path("theme", "theme.json").read_text(encoding="utf-8"))
    return _absolute_fonts({k: v for k, v in data.items() if not k.startswith("_")})


def _manager_class() -> type[pygame_gui.UIManager]:
    import pygame_gui

    class CanvasManager(pygame_gui.UIManager):
        """A UIManager whose pointer is the canvas position the scene was given, not the window's."""

        def _update_mouse_position(self) -> None:
            """Kept as set by :meth:`GuiLayer.update`: ``pygame.mouse`` speaks window pixels."""

    return CanvasManager


class GuiLayer:
    """One scene's pygame-gui elements: their manager, input, time and drawing."""

    def __init__(self) -> None:
        from pygame_gui.core.utility import set_default_manager

        manager = _manager_class()(CANVAS_SIZE, theme_data(), enable_live_theme_updates=False)
        set_default_manager(None)  # the first manager would stay the library's default, kept alive for good
        for name, files in FONTS.items():
            regular, bold, italic = (str(asset_path("fonts", f)) for f in files)
            manager.add_font_paths(name, regular, bold, italic, bold)
        manager.preload_fonts(PRELOAD)
        self.manager = manager

    def process(self, event: pygame.event.Event) -> bool:
        """Give an event (canvas coordinates) to the elements; True when one of them used it."""
        return bool(self.manager.process_events(event))

    def update(self, dt: float, mouse: tuple[int, int]) -> None:
        """Advance carets, hover, drag-selection and scrolling by one frame of ``dt`` seconds.

        The app calls this once per frame (``WidgetGroup.tick``), never the drawing:
        drawing the same frame twice (a screenshot, a test comparing two renders)
        gives the same pixels, and a double click is timed in frames, as in tests.
        """
        self.manager.mouse_position = mouse
        self.manager.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.manager.draw_ui(surface)

    def clear(self) -> None:
        """Remove every element (the scene rebuilds its widgets, e.g. after a language change)."""
        self.manager.clear_and_reset()

    def focus(self, element: Any) -> None:
        """Give ``element`` the keyboard (``None``: nobody)."""
        self.manager.set_focus_set(element)


def escape(text: str) -> str:
    """Plain text made safe for text-box markup (a name or a rule may hold ``<`` or ``&``)."""
    return html.escape(text, quote=False)


class TextBox(Widget):
    """A scrolling, formatted text (pygame-gui's ``UITextBox``) with its own scrollbar.

    Markup is pygame-gui's subset of HTML (``<b>``, ``<i>``, ``<font face=... pixel_size=...
    color=...>``, ``<br>``).  Scrolling is in canvas pixels from the top; the wheel and keys
    are the scene's to map (``scroll_by``), so they work wherever the pointer is.
    """

    def __init__(
        self, rect: pygame.Rect | tuple[int, int, int, int], markup: str = "", name: str = ""
    ) -> None:
        super().__init__(rect)
        self.markup = markup
        self.name = name
        self.element: Any = None

    def attach(self, layer: GuiLayer) -> None:
        from pygame_gui.elements import UITextBox

        self.element = UITextBox(self.markup, self.rect, layer.manager, pre_parsing_enabled=False)

    def set_markup(self, markup: str) -> None:
        """Replace the whole text (lays it all out again)."""
        self.markup = markup
        self.element.set_text(markup)

    def append(self, markup: str) -> None:
        """Add text at the end, laying out only the new part; the view stays where the reader left it."""
        self.markup += markup
        keep = self.scroll
        at_end = keep >= self.max_scroll
        self.element.append_html_text(markup)
        if not at_end:
            self.scroll_to(keep)

    @property
    def _bar(self) -> Any:
        return self.element.scroll_bar

    def _height(self) -> int:
        layout = self.element.text_box_layout
        return int(layout.layout_rect.height) if layout is not None else 0

    @property
    def scroll(self) -> int:
        """Pixels of text above the visible part."""
        bar = self._bar
        return 0 if bar is None else round(bar.start_percentage * self._height())

    @property
    def max_scroll(self) -> int:
        bar = self._bar
        return 0 if bar is None else max(0, round((1.0 - bar.visible_percentage) * self._height()))

    def scroll_to(self, pixels: float) -> None:
        bar = self._bar
        if bar is None or not self._height():
            return
        top = max(0.0, min(float(pixels), float(self.max_scroll)))
        bar.set_scroll_from_start_percentage(top / self._height())

    def scroll_by(self, pixels: float) -> None:
        self.scroll_to(self.scroll + pixels)
