"""The small "sound off" badge in the bottom-left corner while the M key has muted the game.

Muting by a single key is easy to do by accident; the badge says why the
table went quiet and how to bring the sound back.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.scenes.ui import CANVAS_SIZE, panel, theme

HEIGHT = 40


def draw_mute_badge(surface: pygame.Surface) -> pygame.Rect:
    """A speaker with a cross and "Sound off (M)"; returns where it was drawn."""
    t = theme()
    text = _("Sound off (M)")
    width = t.font(18).size(text)[0] + 70
    rect = pygame.Rect(14, CANVAS_SIZE[1] - HEIGHT - 14, width, HEIGHT)
    panel(surface, rect, "dark_bg", "gold", alpha=230, radius=10)
    colour = t.c("gold")
    x, cy = rect.left + 14, rect.centery
    pygame.draw.rect(surface, colour, (x, cy - 5, 6, 10))
    cone = [(x + 6, cy - 5), (x + 14, cy - 11), (x + 14, cy + 11), (x + 6, cy + 5)]
    pygame.draw.polygon(surface, colour, cone)
    pygame.draw.line(surface, colour, (x + 19, cy - 6), (x + 31, cy + 6), 3)
    pygame.draw.line(surface, colour, (x + 19, cy + 6), (x + 31, cy - 6), 3)
    t.blit_text(surface, text, (x + 44, cy), 18, "normal_text", anchor="midleft")
    return rect
