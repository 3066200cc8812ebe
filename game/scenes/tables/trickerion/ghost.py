"""The picture a dragged trick shows under the pointer.

In the playtest (issue #24, C13) a dragged trick was a big outline box the size
of its card around the grab point, half covering the performance cards the
player was aiming at.  The ghost is now the trick's own emblem on a small
token, held above and to the left of the pointer, so the spot under the
pointer and its neighbours stay visible.
"""

from __future__ import annotations

import pygame

from game.rules.trickerion import tables as T
from game.scenes.tables.trickerion import art
from game.sprites import scale
from game.sprites.scale import Canvas, draw

SIZE = 64
OFFSET = (SIZE + 10, SIZE + 10)
"""Where the pointer is on the ghost (the grab offset): past its bottom-right corner."""


@art.picture("trickerion ghosts", 1 << 20)
def trick_ghost(trick: int) -> Canvas:
    """A small token with the trick's category emblem and level, translucent, drawn at the
    window's scale (the view remakes its drag sources when the scale changes)."""
    s = scale.surface((SIZE, SIZE), pygame.SRCALPHA)
    rect = s.get_rect()
    draw.rect(s, (24, 20, 30, 210), rect, border_radius=12)
    draw.rect(s, (*art.GOLD, 255), rect, width=2, border_radius=12)
    emblem = art.category_emblem(T.TRICK_CAT[trick], SIZE - 18)
    s.blit(emblem, pygame.Rect(0, 0, SIZE - 18, SIZE - 18).move(9, 9))
    pips = T.TRICK_LEVEL[trick]
    for k in range(pips):  # the level as dots along the bottom edge
        draw.circle(s, art.GOLD, (rect.centerx + (k - (pips - 1) / 2) * 9, rect.bottom - 6), 3)
    return s
