"""The hover tooltip of the scenes around the table views: a wrapped text in a gold-edged panel.

The table scene shows its log's and view's tooltips with it, the new-game screen
the help of the variant under the pointer; both draw through ``scale`` (crisp).
"""

from __future__ import annotations

import pygame

from game.scenes.ui import panel, theme
from game.sprites import scale


def draw_hover_tip(surface: scale.Target, tip: str, mouse: tuple[int, int]) -> None:
    """``tip`` below-right of the pointer, kept inside the surface."""
    t = theme()
    lines = t.wrap(tip, 420, 20)
    h = 20 + 28 * len(lines)
    w = min(460, max(t.font(20).size(line)[0] for line in lines) + 32)
    rect = pygame.Rect(mouse[0] + 18, mouse[1] + 18, w, h)
    rect.clamp_ip(surface.get_rect())
    panel(surface, rect, "normal_bg", "gold", alpha=245, radius=8)
    for i, line in enumerate(lines):
        t.blit_text(surface, line, (rect.left + 16, rect.top + 10 + 28 * i), 20)
