"""Pass-and-play privacy screen: covers the whole table until the next player clicks.

It is *opaque*: the table beneath is not drawn at all while it shows, and
the table scene hands its view no viewer (public information only) until
``on_ready`` runs, so nothing private can leak through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import audio
from game.i18n import _
from game.scenes.base import Scene
from game.scenes.ui import backdrop, panel, theme, title
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App


class HandoffScene(Scene):
    scene_id = "handoff"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def __init__(self, app: App, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_ready = on_ready
        self.pressed = False  # the button went down on this screen
        self.announced = False

    def on_enter(self) -> None:
        if not self.announced:  # not again when the pause menu closes over it
            self.announced = True
            audio.play("handoff")

    def handle_event(self, event: pygame.event.Event) -> None:
        # Only a whole click on this screen counts: the release of the click that
        # ended the previous player's turn (its press went to the table) used to
        # dismiss the cover at once and show the next player's hand to the wrong eyes.
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.pressed = True
            return
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed) or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER)
        )
        if ready:
            self.app.pop()
            self.on_ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.open("pause")

    def draw(self, surface: Target) -> None:
        backdrop(surface, (40, 52, 96))
        t = theme()
        box = pygame.Rect(460, 330, 1000, 400)
        panel(surface, box, border="gold")
        title(surface, _("Pass to {name}").format(name=self.name), (box.centerx, box.top + 90), 56)
        t.blit_text(
            surface,
            _("Only {name} should look now.").format(name=self.name),
            (box.centerx, box.top + 200),
            28,
            "secondary_text",
            anchor="center",
            max_width=box.width - 80,
        )
        # 11 shades (steps of 6): each is rendered once and then comes from the text cache, where a
        # new shade every frame rendered the line anew and pushed other pictures out of the cache
        pulse = 160 + 6 * round(10 * abs(((pygame.time.get_ticks() // 10) % 200) - 100) / 100)
        t.blit_text(
            surface,
            _("Click when ready"),
            (box.centerx, box.top + 300),
            30,
            pygame.Color(pulse, pulse, 210),
            bold=True,
            anchor="center",
        )
