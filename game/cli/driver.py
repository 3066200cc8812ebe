"""Scripted input for the real app: the smoke test and the scene tests play through this.

Events are posted in *window* pixels and go through the app's own event
translation, so letterboxing and scaling are exercised exactly as with a mouse.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from game.app import App
from game.scenes.ui import Widget

FRAME = 1 / 60


class Driver:
    def __init__(self, app: App) -> None:
        self.app = app

    def frame(self, events: list[pygame.event.Event] | None = None, dt: float = FRAME) -> None:
        self.app.step(dt, events or [])

    def frames(self, n: int, dt: float = FRAME) -> None:
        for _ in range(n):
            self.frame(dt=dt)

    def click_at(self, pos: tuple[int, int], button: int = 1) -> None:
        """Press and release at a point of the logical canvas."""
        win = self.app.to_window(pos)
        self.frame(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=win, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=win, button=button),
            ]
        )

    def drag(self, start: tuple[int, int], end: tuple[int, int]) -> None:
        """Press at ``start``, move via the midpoint, release at ``end`` (canvas points)."""
        a, b = self.app.to_window(start), self.app.to_window(end)
        mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        self.frame(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
            ]
        )
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(5, 5), buttons=(1, 0, 0))])
        self.frame(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(5, 5), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1),
            ]
        )

    def wheel(self, pos: tuple[int, int], clicks: int) -> None:
        """Point at ``pos`` of the logical canvas and turn the wheel (positive: away from the user, up)."""
        win = self.app.to_window(pos)
        self.frame(
            [
                pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=clicks, flipped=False),
            ]
        )

    def widget(self, name: str) -> Widget:
        """The top scene's widget called ``name``, else its table view's (the generic view's buttons)."""
        top = self.app.top
        assert top is not None
        try:
            return top.widgets.find(name)
        except KeyError:
            view_widgets = getattr(getattr(top, "view", None), "widgets", None)
            if view_widgets is None:
                raise
            return view_widgets.find(name)

    def click(self, name: str, side: str = "centre") -> None:
        """Click the top scene's widget called ``name`` (``side='left'`` steps a selector back)."""
        rect = self.widget(name).rect
        pos = rect.center if side == "centre" else (rect.left + 8, rect.centery)
        self.click_at(pos)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.frame(
            [
                pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0),
            ]
        )

    def type(self, text: str) -> None:
        self.frame([pygame.event.Event(pygame.TEXTINPUT, text=text)])

    def until(
        self,
        done: Callable[[], bool],
        timeout: float = 60.0,
        dt: float = FRAME,
        each: Callable[[], None] | None = None,
    ) -> bool:
        """Run frames until ``done()``; ``each`` runs before every frame (e.g. to click on)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if done():
                return True
            if each is not None:
                each()
            self.frame(dt=dt)
        return done()

    def scene_id(self) -> str:
        top = self.app.top
        return top.scene_id if top is not None else ""
