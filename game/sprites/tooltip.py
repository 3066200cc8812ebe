"""Hover tooltips: a wrapped text box that stays inside the canvas.

Views answer ``tooltip_at(pos)`` with a translated string; whoever hosts the
view (the table scene, or the view itself) draws it with :func:`draw_tooltip`
after a short hover delay tracked by :class:`HoverTimer`.
"""

from __future__ import annotations

import pygame

from game.sprites import text as textmod

BG = (24, 26, 36, 238)
BORDER = (196, 170, 112)
FG = (240, 234, 222)


def tooltip_surface(text: str, max_width: int = 420, size: int = 20) -> pygame.Surface:
    """The tooltip box for ``text``: first line bold as a title when there are several."""
    pad = 12
    f = textmod.font(size)
    lines = textmod.wrap(text, f, max_width - 2 * pad)
    width = min(max_width, max(f.size(line)[0] for line in lines) + 2 * pad + 2)
    height = f.get_linesize() * len(lines) + 2 * pad
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, BG, surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, BORDER, surf.get_rect(), width=1, border_radius=8)
    textmod.draw_text(
        surf, text, pygame.Rect(pad, pad, width - 2 * pad, height - 2 * pad), size, FG, min_size=size
    )
    return surf


def place(box: tuple[int, int], pos: tuple[int, int], bounds: pygame.Rect) -> pygame.Rect:
    """Below-right of the pointer, flipped to stay within ``bounds``."""
    w, h = box
    x, y = pos[0] + 18, pos[1] + 22
    if x + w > bounds.right:
        x = pos[0] - w - 12
    if y + h > bounds.bottom:
        y = pos[1] - h - 12
    return pygame.Rect(max(bounds.left, x), max(bounds.top, y), w, h)


def draw_tooltip(
    surface: pygame.Surface, text: str, pos: tuple[int, int], max_width: int = 420, size: int = 20
) -> pygame.Rect:
    box = tooltip_surface(text, max_width, size)
    rect = place(box.get_size(), pos, surface.get_rect())
    surface.blit(box, rect)
    return rect


class HoverTimer:
    """Shows a tooltip only after the pointer rests a moment on the same thing."""

    def __init__(self, delay: float = 0.45) -> None:
        self.delay = delay
        self.key: object = None
        self.rest = 0.0

    def update(self, dt: float, key: object) -> bool:
        """Feed the thing under the pointer each frame; True once it should show."""
        if key != self.key:
            self.key = key
            self.rest = 0.0
        else:
            self.rest += dt
        return key is not None and self.rest >= self.delay
