"""The small "sound off" badge in the top-right corner while the M key has muted the game.

Muting by a single key is easy to do by accident; the badge says why the
table went quiet and which key brings the sound back: a crossed-out speaker
and the key cap M, no words, so it fits beside the game log's heading in
every language.
"""

from __future__ import annotations

import pygame

from game.scenes.ui import CANVAS_SIZE, panel, theme
from game.sprites.scale import Target, draw

SIZE = (86, 38)
TOP = 82  # just under the table's top bar, level with the game log's heading


def draw_mute_badge(surface: Target) -> pygame.Rect:
    """A crossed-out speaker and an M key cap; returns where it was drawn."""
    t = theme()
    rect = pygame.Rect(0, TOP, *SIZE)
    rect.right = CANVAS_SIZE[0] - 28
    panel(surface, rect, "dark_bg", "gold", alpha=235, radius=10)
    colour = t.c("gold")
    x, cy = rect.left + 12, rect.centery
    draw.rect(surface, colour, (x, cy - 5, 6, 10))
    cone = [(x + 6, cy - 5), (x + 14, cy - 11), (x + 14, cy + 11), (x + 6, cy + 5)]
    draw.polygon(surface, colour, cone)
    draw.line(surface, colour, (x + 19, cy - 6), (x + 29, cy + 6), 3)
    draw.line(surface, colour, (x + 19, cy + 6), (x + 29, cy - 6), 3)
    key = pygame.Rect(rect.right - 36, cy - 12, 24, 24)
    draw.rect(surface, t.c("secondary_text"), key, 1, border_radius=5)
    t.blit_text(surface, "M", key.center, 16, "normal_text", bold=True, anchor="center")
    return rect
