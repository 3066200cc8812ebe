"""The window, the clock, the scene stack and the event pump -- nothing game-specific.

Everything is drawn on a 1920x1080 logical canvas which is scaled to the
window with letterboxing; mouse positions are translated back, so scenes
never know the window size.  F11 toggles fullscreen, resizing just rescales.
Tests and the headless tools drive the same object through :meth:`App.step`
with scripted events (``SDL_VIDEODRIVER=dummy``).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import time
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from game import audio, crash, i18n
from game import settings as settings_mod
from game.audio.badge import draw_mute_badge
from game.scenes.base import Scene
from game.scenes.ui import CANVAS_SIZE, asset_path, reset_caches, theme
from game.sprites.cache import return_freed_pictures_to_the_system

if TYPE_CHECKING:
    from game.ai.worker import BotWorker

log = logging.getLogger(__name__)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
FPS = 60


class App:
    """Owns the display and the stack of scenes; ``run()`` is the real main loop."""

    def __init__(self, settings: settings_mod.Settings | None = None, *, persist: bool = True) -> None:
        self.settings = settings or settings_mod.load()
        self.persist = persist  # False: never write settings (screenshots, benchmarks)
        return_freed_pictures_to_the_system()
        init_pygame()
        audio.configure(self.settings)
        pygame.key.set_repeat(400, 40)
        i18n.set_language(self.settings.language)
        i18n.on_language_change(self._language_changed)
        pygame.display.set_caption("Arcana Table")
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon", "icon-64.png"))))
        self.window: pygame.Surface = self._open_window()
        self.canvas = pygame.Surface(CANVAS_SIZE).convert()
        self.stack: list[Scene] = []
        self.clock = pygame.time.Clock()
        self.running = True
        self.frame_times: list[float] = []
        self._mouse = (0, 0)
        self._frames = 0  # frames begun (step)
        self._collect_at: int | None = None  # scenes were left: the frame that collects them
        theme()

    @cached_property
    def worker(self) -> BotWorker:
        """The bot worker, made when a table first needs it: the menu's start-up skips importing
        multiprocessing and the bots (~25 ms of a cold start)."""
        from game.ai.worker import BotWorker

        return BotWorker()

    # ----------------------------------------------------------- window and scaling

    def _open_window(self) -> pygame.Surface:
        if self.settings.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.settings.window_size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_display()

    def apply_display(self) -> None:
        """Reopen the window from the settings (fullscreen or the chosen size)."""
        self.window = self._open_window()
        self.save_settings()

    def viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window: as large as fits, centred (letterbox)."""
        ww, wh = self.window.get_size()
        cw, ch = CANVAS_SIZE
        scale = min(ww / cw, wh / ch)
        w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[int, int]) -> tuple[int, int]:
        vp = self.viewport()
        x = (pos[0] - vp.x) * CANVAS_SIZE[0] / vp.width
        y = (pos[1] - vp.y) * CANVAS_SIZE[1] / vp.height
        return int(x), int(y)

    def to_window(self, pos: tuple[int, int]) -> tuple[int, int]:
        vp = self.viewport()
        return (
            round(vp.x + pos[0] * vp.width / CANVAS_SIZE[0] + vp.width / CANVAS_SIZE[0] / 2),
            round(vp.y + pos[1] * vp.height / CANVAS_SIZE[1] + vp.height / CANVAS_SIZE[1] / 2),
        )

    def mouse_pos(self) -> tuple[int, int]:
        """The pointer on the logical canvas (as last seen by the event pump)."""
        return self._mouse

    # ----------------------------------------------------------- scenes

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> Scene:
        log.info("scene %s", scene.scene_id)
        self.stack.append(scene)
        scene.build()
        scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        if self.stack:
            self.stack[-1].on_enter()
        return scene

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for ``scene``."""
        if self.stack:
            self.stack.pop().on_exit()
        self._free_left_scenes()
        return self.push(scene)

    def reset(self, scene: Scene) -> Scene:
        """Clear the stack (e.g. back to the main menu) and show ``scene``."""
        while self.stack:
            self.stack.pop().on_exit()
        self._free_left_scenes()
        return self.push(scene)

    def _free_left_scenes(self) -> None:
        """Collect the scenes just left, at the start of the next frame: a table and its view hold
        each other (callbacks), so only a full collection frees their pictures, and those came
        rarely -- a School of Sorcery session swung between 155 and 250 MB; collecting keeps it at
        ~170 MB.  Not in this frame: the collection (15-20 ms) and making a table (a click on
        Start) together were the longest frame of a table's opening."""
        self._collect_at = self._frames  # the next frame: this one may have begun already

    def find(self, cls: type) -> Scene | None:
        return next((s for s in reversed(self.stack) if isinstance(s, cls)), None)

    # ----------------------------------------------------------- settings and language

    def save_settings(self) -> None:
        if self.persist:
            settings_mod.save(self.settings)

    def set_language(self, lang: str) -> None:
        self.settings.language = lang
        i18n.set_language(lang)
        self.save_settings()

    def toggle_mute(self) -> None:
        """The M key: sound off or back on, at once and remembered (a badge shows while off)."""
        self.settings.muted = not self.settings.muted
        audio.configure(self.settings)
        self.save_settings()

    def typing(self) -> bool:
        """A text field has the keyboard: M is a letter there, not the mute key."""
        return self.top is not None and self.top.widgets.focused_input() is not None

    def _language_changed(self, _lang: str) -> None:
        for scene in self.stack:
            scene.rebuild()

    # ----------------------------------------------------------- loop

    def translate(self, event: pygame.event.Event) -> pygame.event.Event:
        """Mouse events in window pixels become events in canvas coordinates."""
        if event.type in MOUSE_EVENTS:
            pos = self.to_logical(event.pos)
            self._mouse = pos
            attrs = dict(event.dict)
            attrs["pos"] = pos
            if "rel" in attrs:
                vp = self.viewport()
                attrs["rel"] = (
                    int(event.rel[0] * CANVAS_SIZE[0] / vp.width),
                    int(event.rel[1] * CANVAS_SIZE[1] / vp.height),
                )
            return pygame.event.Event(event.type, attrs)
        return event

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            self.window = pygame.display.get_surface()
            self.settings.window_size = (event.w, event.h)
            self.save_settings()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not self.typing():
            self.toggle_mute()
            return
        event = self.translate(event)
        if self.top is not None:
            self.top.handle_event(event)

    def step(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> None:
        """One frame: input, update, draw, present."""
        if self._collect_at is not None and self._frames >= self._collect_at:
            self._collect_at = None
            gc.collect()
        self._frames += 1
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        for scene in list(self.stack):
            scene.update(dt)
        self.draw()

    def draw(self) -> None:
        """Render and present.  A 1920x1080 window is drawn into directly: clearing it and copying a
        same-sized canvas onto it were two full-screen copies, a third of a table frame's budget."""
        if self.window.get_size() == CANVAS_SIZE:
            self.render(self.window)
            pygame.display.flip()
            return
        self.render(self.canvas)
        vp = self.viewport()
        self.window.fill((0, 0, 0))
        if vp.size == CANVAS_SIZE:
            self.window.blit(self.canvas, vp)
        else:
            pygame.transform.smoothscale(self.canvas, vp.size, self.window.subsurface(vp))
        pygame.display.flip()

    def render(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes onto the logical canvas."""
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        for scene in self.stack[max(first, 0) :]:
            scene.draw(surface)
        if self.settings.muted:
            draw_mute_badge(surface)

    def run(self) -> int:
        """The main loop.  An unexpected error in a frame (scene, drawing, a worker's reply) never
        closes the window silently: :func:`game.crash.recover` keeps the game, writes a report
        and shows the player a message.  Three within 10 s (the recovery itself failing) end
        the app, the report written."""
        crashes: list[float] = []
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            start = time.perf_counter()
            try:
                self.step(min(dt, 0.1), pygame.event.get())
            except Exception as exc:
                now = time.monotonic()
                crashes = [t for t in crashes if now - t < 10.0] + [now]
                if len(crashes) >= 3:
                    with contextlib.suppress(OSError):
                        crash.write_report(exc)
                    self.shutdown()
                    return 1
                crash.recover(self, exc)
            self.frame_times.append(time.perf_counter() - start)
            del self.frame_times[:-240]
        self.shutdown()
        crash.clean_exit()
        return 0

    def quit(self) -> None:
        self.running = False

    def shutdown(self, quit_pygame: bool = True) -> None:
        """Stop the worker, leave every scene; ``quit_pygame=False`` keeps pygame up (tests run many apps)."""
        if "worker" in self.__dict__:  # never made: nothing to stop
            self.worker.close()
        for scene in reversed(self.stack):
            scene.on_exit()
        self.stack.clear()
        i18n.off_language_change(self._language_changed)
        if quit_pygame:
            reset_caches()
            pygame.quit()


def init_pygame() -> None:
    """Display, fonts and the clock, but not the mixer: :mod:`game.audio` opens it with the first sound.

    ``pygame.init()`` would open the sound device at start-up (slow on some machines,
    and for nothing until a sound plays).  ``time.wait(0)`` starts SDL's timer, which
    ``pygame.time.get_ticks`` needs (pulsing hints, the text caret).
    """
    pygame.display.init()
    pygame.font.init()
    pygame.time.wait(0)


def headless_env() -> None:
    """Ask SDL for no real window or sound (screenshots, smoke test, CI)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
