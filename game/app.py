"""The window, the clock, the scene stack and the event pump -- nothing game-specific.

Scenes think in a 1920x1080 logical canvas, fitted into the window
(centred, aspect kept); mouse positions are translated back, so scenes never
know the window size.  A *migrated* scene (``Scene.migrated``) draws at the
window's own pixel size through a :class:`~game.sprites.scale.Canvas`, crisp
at any size; the others still draw a 1080p picture that is resampled (see
:meth:`App.render`).  F11 toggles fullscreen.
Tests and the headless tools drive the same object through :meth:`App.step`
with scripted events (``SDL_VIDEODRIVER=dummy``).
"""

from __future__ import annotations

import contextlib
import gc
import logging
import os
import sys
import time
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING, Any, Literal, cast

import pygame

from game import audio, crash, dotted, i18n
from game import settings as settings_mod
from game.audio.badge import draw_mute_badge
from game.scenes import gui
from game.scenes.base import Scene
from game.scenes.ui import CANVAS_SIZE, asset_path, reset_caches, theme
from game.sprites import cache, scale
from game.sprites.repaint import Drawn, WindowCanvas

if TYPE_CHECKING:
    from game.ai.worker import BotWorker

log = logging.getLogger(__name__)
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
#: The window was resized, shown or uncovered: its next frame is drawn and presented whole.
WINDOW_EVENTS = frozenset(
    (
        pygame.VIDEORESIZE,
        pygame.VIDEOEXPOSE,
        pygame.WINDOWEXPOSED,
        pygame.WINDOWSHOWN,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWDISPLAYCHANGED,
    )
)
FPS = 60

SceneId = Literal["menu", "setup", "table", "scoring", "load", "settings", "pause", "rules", "handoff"]
#: Where each scene the app opens by id lives; imported on first opening, so scenes name each other
#: by id and never import each other (no circles, and the menu starts without the table's modules).
SCENES: dict[SceneId, str] = {
    "menu": "game.scenes.menu:MenuScene",
    "setup": "game.scenes.setup:SetupScene",
    "table": "game.scenes.table:TableScene",
    "scoring": "game.scenes.scoring:ScoringScene",
    "load": "game.scenes.load:LoadScene",
    "settings": "game.scenes.settings_menu:SettingsScene",
    "pause": "game.scenes.pause:PauseScene",
    "rules": "game.scenes.rules_book:RulesBookScene",
    "handoff": "game.scenes.handoff:HandoffScene",
}


class App:
    """Owns the display and the stack of scenes; ``run()`` is the real main loop."""

    def __init__(self, settings: settings_mod.Settings | None = None, *, persist: bool = True) -> None:
        self.settings = settings or settings_mod.load()
        self.persist = persist  # False: never write settings (screenshots, benchmarks)
        cache.return_freed_pictures_to_the_system()
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
        self.frames = 0  # frames begun (step)
        self._collect_at: int | None = None  # scenes were left: the frame that collects them
        # what lies beneath an overlay, veiled: (key, picture, veil) -- see _draw_over_kept
        self._kept: tuple[Any, pygame.Surface | None, int | None] | None = None
        # what the last frame drew on the window (game.sprites.repaint): None, unknown -- draw it whole
        self.last_drawn: Drawn | None = None
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
        self.last_drawn = None
        self.save_settings()

    def viewport(self) -> pygame.Rect:
        """Where the canvas lands in the window: as large as fits, centred."""
        return fit_canvas(self.window.get_size())

    def scale(self) -> float:
        """Window pixels per canvas pixel (1 at 1920x1080, 1.33 at 2560x1440, 2 at 3840x2160)."""
        return self.viewport().width / CANVAS_SIZE[0]

    def scale_for(self, scene: Scene) -> contextlib.AbstractContextManager[None]:
        """The picture scale for a call into ``scene``: the window's if it is migrated, else 1."""
        return scale.scaled(self.scale() if scene.migrated else 1.0)

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
        with self.scale_for(scene):
            scene.build()
            scene.on_enter()
        return scene

    def pop(self) -> Scene | None:
        if not self.stack:
            return None
        scene = self.stack.pop()
        scene.on_exit()
        if self.stack:
            with self.scale_for(self.stack[-1]):
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
        self._collect_at = self.frames  # the next frame: this one may have begun already

    def open(
        self, scene_id: SceneId, *args: Any, how: Literal["push", "replace", "reset"] = "push", **kwargs: Any
    ) -> Scene:
        """Make the scene ``scene_id`` (``args`` and ``kwargs`` after the app go to its constructor)
        and push it, put it in place of the top scene (``"replace"``) or of the whole stack
        (``"reset"``, e.g. back to the menu)."""
        scene = dotted.resolve(SCENES[scene_id])(self, *args, **kwargs)
        return {"push": self.push, "replace": self.replace, "reset": self.reset}[how](scene)

    def find(self, kind: type | SceneId) -> Scene | None:
        """The topmost open scene of a class or of a registered id (whose module, if never
        imported, cannot have a scene open: looking does not import it)."""
        cls = kind
        if isinstance(kind, str):
            module, _, name = SCENES[kind].partition(":")
            if module not in sys.modules:
                return None
            cls = getattr(sys.modules[module], name)
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
            with self.scale_for(scene):
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
        if event.type in WINDOW_EVENTS:
            self.last_drawn = None
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
            with self.scale_for(self.top):
                self.top.handle_event(event)

    def step(self, dt: float, events: Iterable[pygame.event.Event] = ()) -> None:
        """One frame: input, update, draw, present."""
        if self._collect_at is not None and self.frames >= self._collect_at:
            self._collect_at = None
            gc.collect()
        self.frames += 1
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        for scene in list(self.stack):
            with self.scale_for(scene):
                scene.update(dt)
                scene.widgets.tick(dt, self._mouse)  # pygame-gui elements: carets, hover, scrolling
        self.draw()

    def draw(self) -> None:
        """Render and present.  The window is drawn into directly: at 1920x1080 clearing it and
        copying a same-sized canvas onto it were two full-screen copies, a third of a table
        frame's budget; at other sizes migrated scenes draw at the window's size anyway.  Only
        the rectangles a frame changed are presented when its drawing is known (see
        :mod:`game.sprites.repaint`): a steady table changes a third of the window."""
        known = self.last_drawn is not None  # the last frame is on the screen as it was noted
        self.render(self.window)
        changed = self.last_drawn.changed() if known and self.last_drawn is not None else None
        if changed is None:
            pygame.display.flip()
        else:
            pygame.display.update(changed)

    def render(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes onto ``surface`` (the window, or a screenshot of any size).

        The canvas is fitted into ``surface`` (centred, aspect kept).  A migrated scene draws
        straight onto ``surface`` through a :class:`~game.sprites.scale.Canvas` of that scale,
        its background filling the margins of a window that is not 16:9.  A run of unmigrated
        scenes draws a 1080p picture which is resampled into the fitted area -- opaque at the
        bottom of the stack (margins black, as before), or on a transparent layer over a
        migrated scene (a pause menu over a crisp table), its veil carried into the margins.
        At 1920x1080 both kinds draw on ``surface`` itself: nothing is resampled.
        On the window, migrated scenes draw on a :class:`~game.sprites.repaint.WindowCanvas`
        that copies a view's background layer back only where the last frame drew.
        """
        first = len(self.stack) - 1
        while first > 0 and self.stack[first].transparent:
            first -= 1
        scenes = self.stack[max(first, 0) :]
        vp = fit_canvas(surface.get_size())
        factor = vp.width / CANVAS_SIZE[0]
        cache.follow_window(factor)
        whole = vp.size == CANVAS_SIZE and surface.get_size() == CANVAS_SIZE
        canvas = scale.Canvas(surface, factor, CANVAS_SIZE, origin=vp.topleft)
        drawn: Drawn | None = None  # what this frame draws on the window (other surfaces: nothing noted)
        if surface is self.window:  # a frame that fails leaves no record: the next is drawn whole
            canvas = WindowCanvas(surface, factor, CANVAS_SIZE, vp.topleft, self.last_drawn)
            self.last_drawn = None
            drawn = cast(Drawn, canvas.drawn)
        if scenes and not scenes[0].migrated and not whole:
            surface.fill((0, 0, 0))
        if self._draw_over_kept(scenes, surface, vp):
            scenes = []  # all drawn
            if drawn is not None:
                drawn.lost()  # on the pixels, not through the canvas
        i = 0
        while i < len(scenes):
            if scenes[i].migrated:
                with scale.scaled(factor):
                    scenes[i].draw(canvas)
                i += 1
                continue
            run = [scenes[i]]
            while i + len(run) < len(scenes) and not scenes[i + len(run)].migrated:
                run.append(scenes[i + len(run)])
            if drawn is not None:  # first the layer copied back where pending, then the pixels drawn on
                drawn.lost()
            with scale.scaled(1):
                self._draw_unmigrated(run, surface, vp, whole, over=i > 0)
            i += len(run)
        if self.settings.muted:
            with scale.scaled(factor):
                draw_mute_badge(canvas)
        if drawn is not None:
            drawn.finish()
            self.last_drawn = drawn if drawn.rects is not None else None

    def _draw_over_kept(self, scenes: list[Scene], surface: pygame.Surface, vp: pygame.Rect) -> bool:
        """An overlay over still scenes: they are drawn once, veiled, into a kept picture copied each frame.

        Under the pause menu, a dialog or the rules reader the table does not change, yet
        redrawing it and blending a window-sized veil cost ~8 ms of a 1080p frame.  The first
        frame draws as ever and keeps what lay beneath, veiled as the overlay asked: ``ui.dim``
        veils the window once and copies it (the overlay's first drawing), notes the veil on an
        :class:`OverlayCanvas` and, over the kept picture, draws nothing.  The
        picture is drawn again when the window size, the language, the settings or a scene's
        ``look_key`` changes (a bot's move landing); a scene that moves (``look_key`` None) is
        drawn every frame.  False: nothing kept, draw the scenes as usual.
        """
        beneath = scenes[:-1]
        looks = [getattr(scene, "look_key", lambda: ())() for scene in beneath]
        if not beneath or not all(s.migrated for s in scenes) or any(look is None for look in looks):
            self._kept = None
            return False
        key = (beneath, looks, surface.get_size(), vp, i18n.current_language(), repr(self.settings))
        factor = vp.width / CANVAS_SIZE[0]
        top = OverlayCanvas(surface, factor, CANVAS_SIZE, origin=vp.topleft)
        kept = self._kept
        with scale.scaled(factor):
            if kept is not None and kept[0] == key and kept[1] is not None:
                surface.blit(kept[1], (0, 0))
                top.veiled = kept[2]
                scenes[-1].draw(top)
                if top.veil != kept[2]:  # the overlay asked for another veil: drawn, and kept anew
                    self._kept = None
                return True
            canvas = scale.Canvas(surface, factor, CANVAS_SIZE, origin=vp.topleft)
            for scene in beneath:
                scene.draw(canvas)
            # an overlay that veiled nothing last time is kept as drawn beneath it (``ui.dim`` keeps the rest)
            picture = surface.copy() if kept is not None and kept[0] == key else None
            scenes[-1].draw(top)
        self._kept = (key, top.beneath if top.veil is not None else picture, top.veil)
        return True

    def _draw_unmigrated(
        self, run: list[Scene], surface: pygame.Surface, vp: pygame.Rect, whole: bool, over: bool
    ) -> None:
        """Scenes still drawn on the 1080p canvas: directly at 1920x1080, else resampled."""
        if whole:
            for scene in run:
                scene.draw(surface)
            return
        layer = self._overlay_layer() if over else self.canvas
        for scene in run:
            scene.draw(layer)
        if not over:
            pygame.transform.smoothscale(layer, vp.size, surface.subsurface(vp))
            return
        surface.blit(pygame.transform.smoothscale(layer, vp.size), vp)
        veil = layer.get_at((0, 0))  # an overlay's dimming veil reaches the margins too
        if veil.a and vp != surface.get_rect():
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(veil)
            shade.fill((0, 0, 0, 0), vp)
            surface.blit(shade, (0, 0))

    @cached_property
    def _overlay_layer_surface(self) -> pygame.Surface:
        return pygame.Surface(CANVAS_SIZE, pygame.SRCALPHA)

    def _overlay_layer(self) -> pygame.Surface:
        """A cleared transparent 1080p layer for unmigrated overlays above a migrated scene."""
        layer = self._overlay_layer_surface
        layer.fill((0, 0, 0, 0))
        return layer

    def run(self) -> int:
        """The main loop.  An unexpected error in a frame (scene, drawing, a worker's reply) never
        closes the window silently: :func:`game.crash.recover` keeps the game, writes a report
        and shows the player a message.  Three within 10 s (the recovery itself failing) end
        the app, the report written."""
        crashes: list[float] = []
        first_frame = True
        while self.running and self.stack:
            dt = self.clock.tick(FPS) / 1000.0
            start = time.perf_counter()
            try:
                self.step(min(dt, 0.1), pygame.event.get())
                if first_frame:  # on screen: what later screens need is imported meanwhile
                    first_frame = False
                    gui.import_ahead()
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


class OverlayCanvas(scale.Canvas):
    """The window's canvas as an overlay draws over the app's kept picture of the scenes beneath."""

    veiled: int | None = None  # the veil the kept picture holds already: ``ui.dim`` draws nothing
    veil: int | None = None  # the veil the overlay asked for (noted by ``ui.dim``)
    #: the window the moment ``ui.dim`` veiled it: the scenes beneath, veiled once, to keep
    beneath: pygame.Surface | None = None


def fit_canvas(size: tuple[int, int]) -> pygame.Rect:
    """Where the 16:9 canvas lands in ``size``: as large as fits, centred."""
    ww, wh = size
    cw, ch = CANVAS_SIZE
    factor = min(ww / cw, wh / ch)
    w, h = max(1, round(cw * factor)), max(1, round(ch * factor))
    return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)


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
