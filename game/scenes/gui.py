"""The one place pygame-gui enters the app: a ``UIManager`` per scene, fed and drawn by its widget group.

Scenes see input already translated to the 1920x1080 canvas and draw on that
canvas, so the manager works in canvas coordinates too: it is told the pointer
(``update``) instead of asking ``pygame.mouse`` in window pixels, and draws onto
the surface the scene draws on.  The look comes from ``assets/theme/theme.json``,
the same file the project's own widgets read their palette and fonts from, with
its font paths made absolute (the game may start from any folder, or frozen).

pygame-gui is imported only when a scene first needs an element, so the menu's
start-up does not pay for it (~80 ms of imports).
"""

from __future__ import annotations

import json
from functools import cache
from typing import TYPE_CHECKING, Any

import pygame

from game.scenes.ui import CANVAS_SIZE, asset_path

if TYPE_CHECKING:
    import pygame_gui

#: The fonts pygame-gui may name in the theme and in text-box markup (``<font face=...>``).
FONTS = {
    "notosans": ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf"),
    "dejavuserif": ("DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf", "DejaVuSerif.ttf"),
    "dejavusans": ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans.ttf"),
}


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
        manager = _manager_class()(CANVAS_SIZE, theme_data(), enable_live_theme_updates=False)
        for name, files in FONTS.items():
            regular, bold, italic = (str(asset_path("fonts", f)) for f in files)
            manager.add_font_paths(name, regular, bold, italic, bold)
        self.manager = manager
        self._last = pygame.time.get_ticks()

    def process(self, event: pygame.event.Event) -> bool:
        """Give an event (canvas coordinates) to the elements; True when one of them used it."""
        return bool(self.manager.process_events(event))

    def update(self, mouse: tuple[int, int]) -> None:
        """Advance carets, hover and drag-selection by the time since the last call.

        Called as the scene draws (scenes' own ``update`` need not remember it); when
        no time has passed nothing changes, so drawing the same frame twice (a
        screenshot, a test comparing two renders) gives the same pixels.
        """
        now = pygame.time.get_ticks()
        if now == self._last:
            return
        step, self._last = (now - self._last) / 1000.0, now
        self.manager.mouse_position = mouse
        self.manager.update(max(0.0, step))

    def draw(self, surface: pygame.Surface) -> None:
        self.manager.draw_ui(surface)

    def clear(self) -> None:
        """Remove every element (the scene rebuilds its widgets, e.g. after a language change)."""
        self.manager.clear_and_reset()

    def focus(self, element: Any) -> None:
        """Give ``element`` the keyboard (``None``: nobody)."""
        self.manager.set_focus_set(element)
