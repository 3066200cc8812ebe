"""Where things sit on a full spell card: one source for the painter and the table's hit map.

``art.spell_card`` paints a card in its own pixels (``k`` of them per canvas pixel) and
``geometry`` places the rows, medallions and Use pills on the canvas (``k`` = 1); both ask
these functions, so a row the player clicks is the row they see.  The proportions leave the
effect text as much of the row as the cost medallion and the points hexagon allow: at
1280x720 the longest texts still show at 10 px, four lines to a row.
"""

from __future__ import annotations

import pygame

#: The colour band's share of the card's height (the printed name sits in it).
BAND = 0.11
#: The cost medallion's and the points hexagon's width, as a share of the card's width.
MEDAL = 0.12


def band_height(card_h: int) -> int:
    return int(card_h * BAND)


def rows(card: pygame.Rect, k: int = 1) -> list[pygame.Rect]:
    """The three level rows (3, 4, 5) under the band, each spanning the card's width."""
    top = card.y + band_height(card.height) + 3 * k
    row_h = (card.bottom - top - 5 * k) // 3
    return [pygame.Rect(card.x, top + i * row_h, card.width, row_h) for i in range(3)]


def _medal(row: pygame.Rect) -> int:
    return int(min(row.height * 0.46, row.width * MEDAL))


def medallion(row: pygame.Rect, k: int = 1) -> pygame.Rect:
    """The round cost medallion at the row's left end (the learned level's marker covers it)."""
    med = _medal(row)
    return pygame.Rect(row.x + 4 * k, row.centery - med // 2, med, med)


def points_badge(row: pygame.Rect, k: int = 1) -> pygame.Rect:
    """The points hexagon at the row's right end; the table puts the row's Use pill under it,
    clear of the hexagon and the text (#28)."""
    med = _medal(row)
    return pygame.Rect(row.right - 3 * k - med, row.centery - med // 2, med, med)


def text_box(row: pygame.Rect, k: int = 1) -> pygame.Rect:
    """The effect text's box: everything between the medallion and the hexagon."""
    left = medallion(row, k).right + 4 * k
    right = points_badge(row, k).left - 3 * k
    return pygame.Rect(left, row.y + k, right - left, row.height - 2 * k)
