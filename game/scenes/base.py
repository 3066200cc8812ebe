"""The scene protocol: one screen of the app (menu, setup, table, a dialog...).

Scenes live on the app's stack.  Only the top scene receives input; drawing
starts at the highest opaque scene so a *transparent* overlay (pause menu,
dialogs, rules) shows the dimmed screen beneath it.  All coordinates are on
the 1920x1080 logical canvas.

A scene that draws everything through :mod:`game.sprites.scale` (positions and
sizes in canvas pixels, ``scale.draw`` instead of ``pygame.draw``, pictures made
at ``px_size``) says so with ``migrated = True``: the app then hands it a
:class:`~game.sprites.scale.Canvas` at the window's pixel size and it stays crisp
in any window.  Unmigrated scenes get a plain 1920x1080 surface that is resampled.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.ui import WidgetGroup
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App


class Scene:
    transparent = False
    #: Draws through game.sprites.scale: gets a Canvas at the window's pixel size (see above).
    migrated = False
    #: A short stable id (tests, ``screenshot --scene``).
    scene_id = "scene"

    def __init__(self, app: App) -> None:
        self.app = app
        self.widgets = WidgetGroup()

    def build(self) -> None:
        """(Re)create widgets; called on entry, after a resize of content and after a language change."""

    def rebuild(self) -> None:
        """The language changed: texts are translated at draw time, so only layouts that depend on
        text widths need work -- by default rebuild the widgets."""
        self.build()

    def on_enter(self) -> None:
        """Became the top scene (again)."""

    def on_exit(self) -> None:
        """Left the stack for good."""

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()

    def on_escape(self) -> None:
        """Esc: by default leave an overlay, stay on a full screen."""
        if self.transparent:
            self.app.pop()

    def update(self, dt: float) -> None:
        """Advance time by ``dt`` seconds."""

    def draw(self, surface: Target) -> None:
        self.widgets.draw(surface, self.app.mouse_pos())
