"""Sprites for tokens, dice and cards: vector pictures that move, flip and tumble.

A sprite holds where it is (a float centre, so tweens move it smoothly),
how big it is on the logical canvas, and a *painter key* that
:mod:`game.sprites.vector` turns into a cached picture at that size.  Views
keep sprites only while something animates -- the resting table is drawn
straight from the game view -- so a sprite never becomes a second copy of
the game state.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from game.sprites import vector
from game.sprites.tween import Animator, ease_in_out_cubic, ease_out_cubic, lerp_point

ImageFn = Callable[[tuple[int, int]], pygame.Surface]


class Sprite:
    """A picture at a position; ``image_fn(size)`` must return a cached surface of that size."""

    def __init__(
        self, image_fn: ImageFn, center: tuple[float, float], size: tuple[int, int], key: Hashable = None
    ) -> None:
        self.image_fn = image_fn
        self.center = (float(center[0]), float(center[1]))
        self.size = size
        self.key = key
        self.alpha = 255
        self.scale = 1.0
        self.x_scale = 1.0  # horizontal squash, for flips
        self.angle = 0.0
        self.visible = True

    @property
    def rect(self) -> pygame.Rect:
        w, h = int(self.size[0] * self.scale), int(self.size[1] * self.scale)
        return pygame.Rect(int(self.center[0] - w / 2), int(self.center[1] - h / 2), w, h)

    def contains(self, pos: tuple[int, int]) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def image(self) -> pygame.Surface:
        w = max(1, int(self.size[0] * self.scale))
        h = max(1, int(self.size[1] * self.scale))
        img = self.image_fn((w, h))
        if self.x_scale != 1.0:
            img = pygame.transform.scale(img, (max(1, int(w * abs(self.x_scale))), h))
        if self.angle:
            img = pygame.transform.rotate(img, self.angle)
        if self.alpha < 255:
            img = img.copy()
            img.set_alpha(self.alpha)
        return img

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible and self.alpha > 0:
            vector.blit_centered(surface, self.image(), self.center)

    # ------------------------------------------------------------------ motions

    def fly_to(
        self,
        animator: Animator,
        center: tuple[float, float],
        duration: float = 0.26,
        delay: float = 0.0,
        arc: float = 0.0,
        on_done: Callable[[], None] | None = None,
    ) -> None:
        """Move to ``center``; ``arc`` lifts the path (pixels) so flights read as throws."""
        start = self.center

        def step(t: float) -> None:
            x, y = lerp_point(start, center, t)
            self.center = (
                (x, y - arc * math.sin(math.pi * t)) if t < 1.0 else (float(center[0]), float(center[1]))
            )
            self.scale = 1.0 + 0.12 * math.sin(math.pi * t) if arc else 1.0

        animator.add(duration, step, easing=ease_in_out_cubic, on_done=on_done, delay=delay)

    def pop(self, animator: Animator, duration: float = 0.2, delay: float = 0.0) -> None:
        """Grow from nothing to full size (a token appearing)."""

        def step(t: float) -> None:
            self.scale = t

        animator.add(duration, step, easing=ease_out_cubic, delay=delay)


class CardSprite(Sprite):
    """A card that can flip: the face is swapped at the half-way squash."""

    def __init__(
        self,
        front: ImageFn,
        back: ImageFn,
        center: tuple[float, float],
        size: tuple[int, int],
        face_up: bool = True,
        key: Hashable = None,
    ) -> None:
        super().__init__(front if face_up else back, center, size, key)
        self.front = front
        self.back = back
        self.face_up = face_up

    def flip(self, animator: Animator, duration: float = 0.28, delay: float = 0.0) -> None:
        target_up = not self.face_up

        def step(t: float) -> None:
            if t >= 0.5 and self.face_up != target_up:
                self.face_up = target_up
                self.image_fn = self.front if target_up else self.back
            self.x_scale = max(0.02, abs(1 - 2 * t))

        animator.add(duration, step, easing=ease_in_out_cubic, delay=delay)


class DieSprite(Sprite):
    """A die whose face is a painter argument; ``roll`` tumbles it through faces to ``value``."""

    def __init__(
        self,
        face_fn: Callable[[int, tuple[int, int]], pygame.Surface],
        value: int,
        center: tuple[float, float],
        size: tuple[int, int],
        faces: int = 6,
        key: Hashable = None,
    ) -> None:
        self.face_fn = face_fn
        self.value = value
        self.faces = faces
        super().__init__(lambda s: self.face_fn(self.value, s), center, size, key)

    def roll(
        self, animator: Animator, value: int, duration: float = 0.3, delay: float = 0.0, turns: int = 5
    ) -> None:
        start = self.value

        def step(t: float) -> None:
            if t >= 1.0:
                self.value = value
                self.angle = 0.0
            else:
                self.value = (start + int(t * turns * self.faces)) % self.faces + 1
                self.angle = 360 * turns * (1 - t) / 4

        animator.add(duration, step, easing=ease_out_cubic, delay=delay)
