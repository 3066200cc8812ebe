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


# --------------------------------------------------------------------------- mini cards
# An opponent's seven cards sit in two rows of wide, low cards (four, then three): seven narrow
# cards side by side were 43 px wide at 1280x720, too narrow for a name at the 10 px that stays
# readable.  A mini card is its colour band with the name and phase icon, then the levels 3, 4
# and 5 side by side, each a cell with the level (which the learned level's marker covers, as
# on the full card) and its points.

#: Cards in a mini card row, and the gap between cards (canvas pixels).
MINI_COLS = 4
MINI_GAP = 6
#: The mini card's colour band, as a share of its height.
MINI_BAND = 0.34


def mini_cards(area: pygame.Rect, count: int) -> list[pygame.Rect]:
    """``count`` mini cards in rows of ``MINI_COLS`` filling ``area``, left to right, top to bottom."""
    rows = -(-count // MINI_COLS)
    w = (area.width - (MINI_COLS - 1) * MINI_GAP) // MINI_COLS
    h = (area.height - (rows - 1) * MINI_GAP) // rows
    return [
        pygame.Rect(
            area.x + (i % MINI_COLS) * (w + MINI_GAP), area.y + (i // MINI_COLS) * (h + MINI_GAP), w, h
        )
        for i in range(count)
    ]


def mini_band_height(card_h: int) -> int:
    return int(card_h * MINI_BAND)


def mini_cells(card: pygame.Rect, k: int = 1) -> list[pygame.Rect]:
    """The level cells (3, 4, 5) side by side under the band."""
    top = card.y + mini_band_height(card.height) + 2 * k
    body = pygame.Rect(card.x + 3 * k, top, card.width - 6 * k, card.bottom - top - 3 * k)
    w = body.width // 3
    return [pygame.Rect(body.x + i * w, body.y, w, body.height) for i in range(3)]


def mini_level_spot(cell: pygame.Rect, k: int = 1) -> pygame.Rect:
    """The square in a cell's left part where the level is printed and the marker lies."""
    size = min(cell.height, int(cell.width * 0.6))
    return pygame.Rect(cell.x + k, cell.centery - size // 2, size, size)


def mini_points(cell: pygame.Rect, k: int = 1) -> pygame.Rect:
    """The rest of the cell, right of the level's spot: the level's points."""
    spot = mini_level_spot(cell, k)
    return pygame.Rect(spot.right, cell.y, cell.right - spot.right - k, cell.height)
