"""Trickerion's own vector art: tokens, dice and icons drawn in code and cached.

Every token carries a shape and a letter besides its colour (characters are
figures with an initial, components are shapes by tier with an initial, trick
categories have their own emblem), so nothing is told apart by colour alone.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.sprites import text as textmod
from game.sprites.vector import regular_polygon, shade, star

Colour = tuple[int, int, int]

BG_TOP = (30, 22, 34)
BG_BOTTOM = (14, 12, 20)
PANEL = (44, 34, 46)
INK = (240, 230, 214)
DIM_INK = (186, 172, 160)
GOLD = (226, 190, 110)
PLAYER = ((200, 70, 70), (70, 130, 210), (90, 170, 90), (215, 170, 60), (150, 110, 190))
PLAYER_CB = ((213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66), (204, 121, 167))
LOCATION = {0: (128, 54, 76), 1: (70, 90, 130), 2: (116, 96, 52), 3: (86, 86, 86), 4: (58, 96, 78)}
CATEGORY = ((120, 132, 150), (92, 150, 200), (200, 120, 70), (150, 110, 190))
TIER = ((150, 120, 84), (120, 140, 150), (190, 160, 90))


def player_colour(p: int, colour_blind: bool = False) -> Colour:
    return (PLAYER_CB if colour_blind else PLAYER)[p % len(PLAYER)]


@lru_cache(maxsize=256)
def figure(colour: Colour, letter: str, size: tuple[int, int], ghost: bool = False) -> pygame.Surface:
    """A character: a round head over a cloaked body, with the kind's initial on the chest."""
    w, h = size
    s = pygame.Surface(size, pygame.SRCALPHA)
    alpha = 110 if ghost else 255
    body = [(w * 0.12, h * 0.98), (w * 0.3, h * 0.42), (w * 0.7, h * 0.42), (w * 0.88, h * 0.98)]
    pygame.draw.polygon(s, (*colour, alpha), body)
    pygame.draw.polygon(s, (*shade(colour, 0.55), alpha), body, width=2)
    r = int(min(w, h) * 0.2)
    pygame.draw.circle(s, (*shade(colour, 1.2), alpha), (w // 2, int(h * 0.26)), r)
    pygame.draw.circle(s, (*shade(colour, 0.55), alpha), (w // 2, int(h * 0.26)), r, width=2)
    textmod.draw_text(
        s,
        letter,
        pygame.Rect(0, int(h * 0.5), w, int(h * 0.45)),
        max(12, h // 4),
        INK,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
    return s


@lru_cache(maxsize=64)
def category_emblem(cat: int, size: int) -> pygame.Surface:
    """Mechanical a cog, Optical an eye-diamond, Escape a padlock-square, Spiritual a star."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = CATEGORY[cat]
    cx = cy = size / 2
    r = size * 0.45
    if cat == 0:
        pygame.draw.polygon(s, c, star(cx, cy, r, r * 0.72, 8))
        pygame.draw.circle(s, BG_BOTTOM, (int(cx), int(cy)), int(r * 0.3))
    elif cat == 1:
        pygame.draw.polygon(s, c, regular_polygon(cx, cy, r, 4, math.pi / 4))
        pygame.draw.circle(s, BG_BOTTOM, (int(cx), int(cy)), int(r * 0.32))
    elif cat == 2:
        pygame.draw.rect(s, c, pygame.Rect(size * 0.15, size * 0.4, size * 0.7, size * 0.52), border_radius=3)
        pygame.draw.arc(s, c, pygame.Rect(size * 0.28, size * 0.08, size * 0.44, size * 0.6), 0, math.pi, 3)
    else:
        pygame.draw.polygon(s, c, star(cx, cy, r, r * 0.45, 5))
    return s


@lru_cache(maxsize=64)
def component_icon(tier: int, letter: str, size: int) -> pygame.Surface:
    """A component: a circle (basic), a hexagon (advanced) or a star (superior) with its initial."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = TIER[(tier - 1) % 3]
    cx = cy = size / 2
    r = size * 0.46
    if tier == 1:
        pygame.draw.circle(s, c, (int(cx), int(cy)), int(r))
    elif tier == 2:
        pygame.draw.polygon(s, c, regular_polygon(cx, cy, r, 6, 0))
    else:
        pygame.draw.polygon(s, c, star(cx, cy, r, r * 0.62, 6))
    textmod.draw_text(
        s,
        letter,
        s.get_rect(),
        max(10, size // 2),
        BG_BOTTOM,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
    return s


def die(surface: pygame.Surface, rect: pygame.Rect, label: str, colour: Colour, locked: bool = False) -> None:
    """A die: a rounded square with its face written on it (a word or a number)."""
    pygame.draw.rect(surface, shade(colour, 0.5), rect.move(2, 3), border_radius=10)
    pygame.draw.rect(surface, colour, rect, border_radius=10)
    pygame.draw.rect(surface, GOLD if locked else shade(colour, 1.4), rect, width=2, border_radius=10)
    textmod.draw_text(
        surface, label, rect.inflate(-6, -6), 15, INK, bold=True, align="center", valign="middle", min_size=8
    )


def spent_die(surface: pygame.Surface, rect: pygame.Rect, label: str, colour: Colour) -> None:
    """A die with no usable face (used this turn, or rolled blank): sunk into the board.

    No raised edge and no shadow, a dashed rim and the word dimmed -- it reads as
    an empty place, not as a face called "X" that a first-time player took for a value.
    """
    pygame.draw.rect(surface, shade(colour, 0.45), rect, border_radius=10)
    rim = shade(colour, 0.9)
    inner = rect.inflate(-20, -20)
    for x in range(inner.x, inner.right, 8):  # a dashed rim: short strokes along each side
        for y in (rect.y, rect.bottom - 2):
            pygame.draw.line(surface, rim, (x, y), (min(x + 4, inner.right), y), 2)
    for y in range(inner.y, inner.bottom, 8):
        for x in (rect.x, rect.right - 2):
            pygame.draw.line(surface, rim, (x, y), (x, min(y + 4, inner.bottom)), 2)
    textmod.draw_text(
        surface, label, rect.inflate(-6, -6), 13, DIM_INK, align="center", valign="middle", min_size=8
    )


def marker(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, cat: int) -> None:
    """A trick marker on a performance card: the owner's disc with the trick's category emblem."""
    pygame.draw.circle(surface, colour, rect.center, rect.w // 2)
    pygame.draw.circle(surface, INK, rect.center, rect.w // 2, width=2)
    emb = category_emblem(cat, max(8, rect.w * 3 // 5))
    surface.blit(emb, emb.get_rect(center=rect.center))


def badge(surface: pygame.Surface, center: tuple[int, int], text: str, colour: Colour = GOLD) -> None:
    """A small round number badge (AP modifiers, counts)."""
    r = 13
    pygame.draw.circle(surface, BG_BOTTOM, center, r)
    pygame.draw.circle(surface, colour, center, r, width=2)
    textmod.draw_text(
        surface,
        text,
        pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r),
        14,
        colour,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
