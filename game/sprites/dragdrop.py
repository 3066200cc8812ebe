"""Drag-and-drop, click-then-click and keyboard moves of tokens onto targets.

Drawing goes through :mod:`game.sprites.scale`, so it serves migrated views
(a scaled canvas) and the others (a plain 1080p surface) alike.

One controller gives every table the same three input paths for "move this
there":

* **drag**: press on a source, move, release over a target;
* **click**: click a source (it lifts and stays selected), click a target;
* **keyboard**: Tab cycles sources (then legal targets), Enter picks, Esc cancels.

While a source is held, legal targets glow and the others dim.  Releasing
anywhere that is not a legal target animates the token back to where it
came from and shows a one-line reason (``why_not``).  The controller knows
nothing of games: sources and targets are ids with rectangles, supplied by
the view after every state change; ``legal_targets`` and ``on_drop`` map
them to the game's actions.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass

import pygame

from game import audio
from game.sprites import scale, vector
from game.sprites import text as textmod
from game.sprites.scale import draw
from game.sprites.tween import Animator, ease_out_back, lerp_point

DRAG_THRESHOLD = 6  # pixels the pointer must travel before a press becomes a drag
MESSAGE_SECONDS = 2.8
GLOW = (255, 214, 120)
DIM = (8, 10, 16, 130)


@dataclass
class Source:
    """Something that can be picked up; ``image`` is drawn under the pointer while held."""

    id: Hashable
    rect: pygame.Rect
    image: pygame.Surface | None = None


@dataclass
class Target:
    """A place something may be dropped; ``shape`` "circle" glows round, else a rounded rect."""

    id: Hashable
    rect: pygame.Rect
    shape: str = "rect"


class DragDrop:
    """Input state machine for moving sources onto targets; see the module docstring."""

    def __init__(
        self,
        legal_targets: Callable[[Hashable], Collection[Hashable]],
        on_drop: Callable[[Hashable, Hashable], None],
        why_not: Callable[[Hashable, Hashable | None], str],
        animator: Animator | None = None,
        on_click: Callable[[Hashable], bool] | None = None,
        clickable: Callable[[Hashable], bool] | None = None,
    ) -> None:
        self.legal_targets = legal_targets
        self.on_click = on_click  # a plain click on a source; True if it was an action by itself
        self.clickable = clickable  # sources a click alone acts on (kept in the Tab cycle)
        self.on_drop = on_drop
        self.why_not = why_not
        self.animator = animator or Animator()
        self.sources: list[Source] = []
        self.targets: list[Target] = []
        self.held: Source | None = None  # selected by click/keyboard or being dragged
        self.dragging = False
        self.press_pos: tuple[int, int] | None = None
        self.pointer: tuple[int, int] = (0, 0)
        self.grab_offset: tuple[int, int] = (0, 0)
        self.focus: int | None = None  # keyboard focus index into the current cycle
        self.message: str | None = None
        self.message_left = 0.0
        self.returning: tuple[pygame.Surface | None, pygame.Rect, tuple[float, float]] | None = None
        self.last_drop_pos: tuple[int, int] | None = None
        self.made_at = scale.factor()  # the picture scale the sources' images were made at

    # ------------------------------------------------------------------ data from the view

    def set_items(self, sources: list[Source], targets: list[Target]) -> None:
        """Replace what can be moved and where (after each refresh); drops a vanished hold."""
        self.sources = sources
        self.targets = targets
        self.made_at = scale.factor()
        if self.held is not None:
            fresh = next((s for s in sources if s.id == self.held.id), None)
            if fresh is None:
                self.cancel()
            else:
                self.held = fresh

    def keep_pictures_at_scale(self, remake: Callable[[], None]) -> None:
        """Call ``remake`` (which sets the items anew) when the picture scale is no longer the one
        the dragged pictures were made at: the window changed size (call it while drawing)."""
        if self.made_at != scale.factor():
            remake()
            self.made_at = scale.factor()

    def source_at(self, pos: tuple[int, int]) -> Source | None:
        for src in reversed(self.sources):  # topmost drawn last
            if src.rect.collidepoint(pos):
                return src
        return None

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for tgt in reversed(self.targets):
            if tgt.rect.collidepoint(pos):
                return tgt
        return None

    def legal_for_held(self) -> set[Hashable]:
        return set(self.legal_targets(self.held.id)) if self.held is not None else set()

    def target_state(self, target_id: Hashable) -> str | None:
        """ "legal"/"illegal" while something is held, else None (for custom highlight drawing)."""
        if self.held is None:
            return None
        return "legal" if target_id in self.legal_for_held() else "illegal"

    # ------------------------------------------------------------------ actions

    def cancel(self) -> None:
        self.held = None
        self.dragging = False
        self.press_pos = None
        self.focus = None

    @property
    def refusing(self) -> bool:
        """A refused move's red note shows: nothing may open over it (see ``TableView.refusing``)."""
        return bool(self.message)

    def say(self, text: str) -> None:
        self.message = text
        self.message_left = MESSAGE_SECONDS

    def _drop(self, target: Target | None, pos: tuple[int, int]) -> bool:
        """Try to drop the held source on ``target``; snap back with a reason if illegal."""
        src = self.held
        if src is None:
            return False
        if target is not None and target.id in self.legal_for_held():
            self.cancel()
            self.last_drop_pos = pos
            self.message = None
            self.on_drop(src.id, target.id)
            return True
        self._say_why(target.id if target is not None else None)
        audio.play("illegal")  # soft; the snap-back and the reason line say the same to the eyes
        if self.dragging:
            self._snap_back(src, pos)
        self.cancel()
        return False

    def _snap_back(self, src: Source, pos: tuple[int, int]) -> None:
        start = (
            pos[0] - self.grab_offset[0] + src.rect.width / 2,
            pos[1] - self.grab_offset[1] + src.rect.height / 2,
        )
        end = (float(src.rect.centerx), float(src.rect.centery))
        image, home = src.image, src.rect.copy()

        def move(t: float) -> None:
            self.returning = (image, home, lerp_point(start, end, t))

        def done() -> None:
            self.returning = None

        self.animator.add(0.22, move, easing=ease_out_back, on_done=done)

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._press(event.pos)
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            if self.held is not None and self.press_pos is not None and not self.dragging:
                dx, dy = event.pos[0] - self.press_pos[0], event.pos[1] - self.press_pos[1]
                if dx * dx + dy * dy >= DRAG_THRESHOLD * DRAG_THRESHOLD:
                    self.dragging = True
                    if not self.legal_for_held():
                        self._say_why(None)
            return self.dragging
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._release(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.held is not None:
            self.cancel()
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _press(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        if self.held is not None and not self.dragging:
            # a source is selected by click: this click is the target (or another source)
            target = self.target_at(pos)
            if target is not None and target.id in self.legal_for_held():
                return self._drop(target, pos)
            other = self.source_at(pos)
            if other is not None and other.id != self.held.id:
                self._pick(other, pos)
                return True
            if other is not None:  # clicking the held source again puts it down
                self.cancel()
                return True
            return self._drop(target, pos)
        src = self.source_at(pos)
        if src is None:
            return False
        self._pick(src, pos)
        return True

    def _pick(self, src: Source, pos: tuple[int, int]) -> None:
        self.held = src
        self.dragging = False
        self.press_pos = pos
        self.grab_offset = (pos[0] - src.rect.x, pos[1] - src.rect.y)
        self.focus = None

    def _say_why(self, target: Hashable | None) -> None:
        if self.held is not None:
            reason = self.why_not(self.held.id, target)
            if reason:
                self.say(reason)

    def _release(self, pos: tuple[int, int]) -> bool:
        self.pointer = pos
        if self.held is None:
            return False
        if self.dragging:
            return self._drop(self.target_at(pos), pos) or True
        # a click without movement: an action of its own, or select for click-then-click
        self.press_pos = None
        if self.on_click is not None and self.on_click(self.held.id):
            self.cancel()
            return True
        if not self.legal_for_held():
            self._say_why(None)
            self.cancel()
        return True

    def _cycle(self) -> list[Hashable]:
        """What Tab walks through: movable sources, or the legal targets of the held one."""
        if self.held is None:
            return [
                s.id
                for s in self.sources
                if self.legal_targets(s.id) or (self.clickable is not None and self.clickable(s.id))
            ]
        legal = self.legal_for_held()
        return [t.id for t in self.targets if t.id in legal]

    def focused(self) -> Hashable | None:
        cycle = self._cycle()
        if self.focus is None or not cycle:
            return None
        return cycle[self.focus % len(cycle)]

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_TAB:
            cycle = self._cycle()
            if not cycle:
                return False
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = 0 if self.focus is None else (self.focus + step) % len(cycle)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.focus is not None:
            fid = self.focused()
            if self.held is None:
                src = next((s for s in self.sources if s.id == fid), None)
                if src is not None and not self.legal_targets(src.id) and self.on_click is not None:
                    self.focus = None
                    self.on_click(src.id)
                elif src is not None:
                    self._pick(src, src.rect.center)
                    self.press_pos = None
                    self.focus = 0
                return True
            tgt = next((t for t in self.targets if t.id == fid), None)
            return self._drop(tgt, tgt.rect.center if tgt else self.pointer)
        if event.key == pygame.K_ESCAPE and (self.held is not None or self.focus is not None):
            self.cancel()
            return True
        return False

    # ------------------------------------------------------------------ frame

    def update(self, dt: float) -> None:
        if self.message is not None:
            self.message_left -= dt
            if self.message_left <= 0:
                self.message = None

    def draw_highlights(self, surface: scale.Target, time: float = 0.0) -> None:
        """Glow legal targets, dim illegal ones, ring the keyboard focus (draw above the table)."""
        focus = self.focused()
        if self.held is not None:
            legal = self.legal_for_held()
            pulse = 0.5 + 0.5 * abs(((time * 1.6) % 2) - 1)
            for tgt in self.targets:
                if tgt.id in legal:
                    self._glow(surface, tgt, int(150 + 90 * pulse), 3 if tgt.id != focus else 5)
                else:
                    shade = scale.surface(tgt.rect.size, pygame.SRCALPHA)
                    draw.rect(shade, DIM, shade.get_rect(), border_radius=10)
                    surface.blit(shade.raw, tgt.rect)
            draw.rect(surface, GLOW, self.held.rect.inflate(6, 6), width=2, border_radius=10)
        elif focus is not None:
            src = next((s for s in self.sources if s.id == focus), None)
            if src is not None:
                draw.rect(surface, GLOW, src.rect.inflate(8, 8), width=3, border_radius=10)

    def _glow(self, surface: scale.Target, tgt: Target, alpha: int, width: int) -> None:
        r = tgt.rect.inflate(8, 8)
        layer = scale.surface(r.size, pygame.SRCALPHA)
        colour = (*GLOW, alpha)
        if tgt.shape == "circle":
            draw.ellipse(layer, (*GLOW, alpha // 5), layer.get_rect())
            draw.ellipse(layer, colour, layer.get_rect(), width=width)
        else:
            draw.rect(layer, (*GLOW, alpha // 5), layer.get_rect(), border_radius=12)
            draw.rect(layer, colour, layer.get_rect(), width=width, border_radius=12)
        surface.blit(layer.raw, r)

    def draw_overlay(self, surface: scale.Target, message_rect: pygame.Rect | None = None) -> None:
        """The dragged token under the pointer, a token snapping back, and the reason line."""
        if self.held is not None and self.dragging:
            x = self.pointer[0] - self.grab_offset[0]
            y = self.pointer[1] - self.grab_offset[1]
            if self.held.image is not None:
                k = scale.scale_of(surface)  # the shadow of the picture (it may be smaller than its source)
                w, h = self.held.image.get_size()
                shadow = scale.surface((w / k, h / k), pygame.SRCALPHA)
                draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect().inflate(-8, -8))
                surface.blit(shadow.raw, (x + 6, y + 10))
                surface.blit(self.held.image, (x, y))
            else:
                ghost = pygame.Rect(x, y, *self.held.rect.size)
                draw.rect(surface, GLOW, ghost, width=3, border_radius=8)
        if self.returning is not None:
            image, rect, centre = self.returning
            if image is not None:
                vector.blit_centered(surface, image, centre)
        if self.message:
            w, h = surface.get_size()
            box = message_rect or pygame.Rect(w // 2 - 420, h - 150, 840, 44)
            alpha = int(235 * min(1.0, self.message_left / 0.4))
            layer = scale.surface(box.size, pygame.SRCALPHA)
            draw.rect(layer, (60, 24, 28, alpha), layer.get_rect(), border_radius=10)
            draw.rect(layer, (214, 120, 110, alpha), layer.get_rect(), width=2, border_radius=10)
            surface.blit(layer.raw, box)
            textmod.draw_text(
                surface,
                self.message,
                box.inflate(-24, -8),
                22,
                (250, 236, 230),
                align="center",
                valign="middle",
                wrap_lines=False,
                min_size=14,
            )
