"""Each game's emblem for the setup screen: a sigil drawn in code (our own art, cached).

A distinct colour and rune figure per game (``GameInfo.emblem``) keeps the
choice readable at a glance; a game without one gets a figure derived from its id.
"""

from __future__ import annotations

import math

import pygame

from game.rules.registry import find
from game.sprites import scale
from game.sprites.cache import MB, cached_surface


def emblem_style(game_id: str) -> tuple[tuple[int, int, int], tuple[int, int, int], int, int]:
    """(main colour, secondary colour, number of points of the figure, inner step): the game's own
    ``GameInfo.emblem``, else a figure derived from its id (a new game is told apart before it has one)."""
    info = find(game_id)
    if info is not None and info.emblem is not None:
        return info.emblem
    h = sum(ord(c) * (i + 7) for i, c in enumerate(game_id))
    hue = h % 360
    col = pygame.Color(0)
    col.hsva = (hue, 45, 85, 100)
    return (col.r, col.g, col.b), (212, 176, 106), 5 + h % 5, 2


def emblem(game_id: str, size: int) -> pygame.Surface:
    """The emblem ``size`` canvas pixels wide, painted at the picture scale (crisp in a migrated scene)."""
    return _emblem(game_id, scale.px(size))


@cached_surface("emblems", 4 * MB)
def _emblem(game_id: str, size: int) -> pygame.Surface:
    main, accent, points, step = emblem_style(game_id)
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size * 0.46
    for k in range(18, 0, -1):
        a = int(70 * (1 - k / 18) ** 1.6)
        pygame.draw.circle(surf, (*main, a), (c, c), r * k / 18)
    pygame.draw.circle(surf, (*accent, 200), (c, c), r, max(2, size // 60))
    pygame.draw.circle(surf, (*accent, 120), (c, c), r * 0.86, max(1, size // 120))
    pts = [
        (
            c + math.cos(-math.pi / 2 + i * math.tau / points) * r * 0.78,
            c + math.sin(-math.pi / 2 + i * math.tau / points) * r * 0.78,
        )
        for i in range(points)
    ]
    width = max(2, size // 50)
    for i in range(points):
        pygame.draw.line(surf, (*main, 235), pts[i], pts[(i + step) % points], width)
    for p in pts:
        pygame.draw.circle(surf, (*accent, 255), p, max(3, size // 28))
    pygame.draw.circle(surf, (*main, 255), (c, c), r * 0.16)
    pygame.draw.circle(surf, (*accent, 255), (c, c), r * 0.16, max(1, size // 90))
    for i in range(points * 3):
        ang = i * math.tau / (points * 3)
        p1 = (c + math.cos(ang) * r * 0.9, c + math.sin(ang) * r * 0.9)
        p2 = (c + math.cos(ang) * r * 0.96, c + math.sin(ang) * r * 0.96)
        pygame.draw.line(surf, (*accent, 160), p1, p2, max(1, size // 150))
    return surf
