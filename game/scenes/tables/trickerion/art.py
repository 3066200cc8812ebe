"""Trickerion's own vector art: tokens, dice and icons drawn in code and cached.

Every token carries a shape and a letter besides its colour (characters are
figures with an initial, components are shapes by tier with an initial, trick
categories have their own emblem), so nothing is told apart by colour alone.

Drawn through :mod:`game.sprites.scale` in canvas pixels: a picture is made at
the current picture scale (its lines, shapes and letter at the window's own
pixel size) and cached per scale, bounded by bytes; at scale 1 it is the
picture it always was.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.tables.trickerion.legible import MIN_PX, write
from game.sprites import scale, vector
from game.sprites.cache import MB, cached_surface
from game.sprites.scale import Canvas, Target, draw
from game.sprites.vector import regular_polygon, shade, star

Colour = tuple[int, int, int]

BG_TOP = (30, 22, 34)
BG_BOTTOM = (14, 12, 20)
PANEL = (44, 34, 46)
INK = (240, 230, 214)
DIM_INK = (186, 172, 160)
GREYED = (112, 104, 100)  # what the active character cannot pay for
GOLD = (226, 190, 110)
PLAYER = ((200, 70, 70), (70, 130, 210), (90, 170, 90), (215, 170, 60), (150, 110, 190))
PLAYER_CB = ((213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66), (204, 121, 167))
LOCATION = {0: (128, 54, 76), 1: (70, 90, 130), 2: (116, 96, 52), 3: (86, 86, 86), 4: (58, 96, 78)}
CATEGORY = ((120, 132, 150), (92, 150, 200), (200, 120, 70), (150, 110, 190))
TIER = ((150, 120, 84), (120, 140, 150), (190, 160, 90))


def player_colour(p: int, colour_blind: bool = False) -> Colour:
    return (PLAYER_CB if colour_blind else PLAYER)[p % len(PLAYER)]


def picture(name: str, budget: int) -> Callable[[Callable[..., Canvas]], Callable[..., pygame.Surface]]:
    """A maker that draws on a layer of :func:`game.sprites.scale.surface` (in canvas pixels),
    cached per picture scale in a cache of ``budget`` bytes: a window of a new size makes its own
    pictures, and resizing many times does not grow the cache."""

    def wrap(make: Callable[..., Canvas]) -> Callable[..., pygame.Surface]:
        @cached_surface(name, budget)
        def at(factor: float, *args: Any, **kwargs: Any) -> pygame.Surface:
            return make(*args, **kwargs).raw

        @functools.wraps(make)
        def cached(*args: Any, **kwargs: Any) -> pygame.Surface:
            return at(scale.factor(), *args, **kwargs)

        return cached

    return wrap


@picture("trickerion figures", 4 * MB)
def figure(colour: Colour, letter: str, size: tuple[int, int], ghost: bool = False) -> Canvas:
    """A character: a round head over a cloaked body, with the kind's initial on the chest."""
    w, h = size
    s = scale.surface(size, pygame.SRCALPHA)
    alpha = 110 if ghost else 255
    body = [(w * 0.12, h * 0.98), (w * 0.3, h * 0.42), (w * 0.7, h * 0.42), (w * 0.88, h * 0.98)]
    draw.polygon(s, (*colour, alpha), body)
    draw.polygon(s, (*shade(colour, 0.55), alpha), body, width=2)
    r = int(min(w, h) * 0.2)
    draw.circle(s, (*shade(colour, 1.2), alpha), (w // 2, int(h * 0.26)), r)
    draw.circle(s, (*shade(colour, 0.55), alpha), (w // 2, int(h * 0.26)), r, width=2)
    top = h * (0.42 if scale.scale_of(s) < 1 else 0.5)  # at 720p the chest's letter takes the whole body
    write(
        s,
        letter,
        pygame.Rect(0, int(top), w, int(h * 0.95 - top)),
        readable(max(12, h // 4), s),  # a figure shortened for its names at 720p kept its letter at 9 px
        INK,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
    return s


@picture("trickerion emblems", 2 * MB)
def category_emblem(cat: int, size: int) -> Canvas:
    """Mechanical a cog, Optical an eye-diamond, Escape a padlock-square, Spiritual a star."""
    s = scale.surface((size, size), pygame.SRCALPHA)
    c = CATEGORY[cat]
    cx = cy = size / 2
    r = size * 0.45
    if cat == 0:
        draw.polygon(s, c, star(cx, cy, r, r * 0.72, 8))
        draw.circle(s, BG_BOTTOM, (int(cx), int(cy)), int(r * 0.3))
    elif cat == 1:
        draw.polygon(s, c, regular_polygon(cx, cy, r, 4, math.pi / 4))
        draw.circle(s, BG_BOTTOM, (int(cx), int(cy)), int(r * 0.32))
    elif cat == 2:
        draw.rect(s, c, pygame.Rect(size * 0.15, size * 0.4, size * 0.7, size * 0.52), border_radius=3)
        draw.arc(s, c, pygame.Rect(size * 0.28, size * 0.08, size * 0.44, size * 0.6), 0, math.pi, 3)
    else:
        draw.polygon(s, c, star(cx, cy, r, r * 0.45, 5))
    return s


@picture("trickerion components", 2 * MB)
def component_icon(tier: int, letter: str, size: int) -> Canvas:
    """A component: a circle (basic), a hexagon (advanced) or a star (superior) with its initial."""
    s = scale.surface((size, size), pygame.SRCALPHA)
    c = TIER[(tier - 1) % 3]
    cx = cy = size / 2
    r = size * 0.46
    if tier == 1:
        draw.circle(s, c, (int(cx), int(cy)), int(r))
    elif tier == 2:
        draw.polygon(s, c, regular_polygon(cx, cy, r, 6, 0))
    else:
        draw.polygon(s, c, star(cx, cy, r, r * 0.62, 6))
    write(
        s,
        letter,
        s.get_rect(),
        readable(max(10, size // 2), s),
        BG_BOTTOM,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
    return s


def readable(size: int, surface: Target) -> int:
    """``size`` (canvas pixels) raised so that ``surface`` shows it at least ``MIN_PX`` tall; the
    box's shrink-to-fit still takes it down where it would not fit (unchanged at 1080p and above)."""
    k = scale.scale_of(surface)
    return max(size, math.ceil(MIN_PX / k - 1e-9)) if scale.px(size, k) < MIN_PX else size


def die(surface: Target, rect: pygame.Rect, label: str, colour: Colour, locked: bool = False) -> None:
    """A die: a rounded square with its face written on it (a word or a number)."""
    draw.rect(surface, shade(colour, 0.5), rect.move(2, 3), border_radius=10)
    draw.rect(surface, colour, rect, border_radius=10)
    draw.rect(surface, GOLD if locked else shade(colour, 1.4), rect, width=2, border_radius=10)
    small = scale.scale_of(surface) < 1  # at 720p the word takes the die's whole face, unbolded
    room = rect.inflate(-2, -4) if small else rect.inflate(-6, -6)
    write(surface, label, room, 15, INK, bold=not small, align="center", valign="middle", min_size=8)


def spent_die(surface: Target, rect: pygame.Rect, label: str, colour: Colour) -> None:
    """A die with no usable face (used this turn, or rolled blank): sunk into the board.

    No raised edge and no shadow, a dashed rim and the word dimmed -- it reads as
    an empty place, not as a face called "X" that a first-time player took for a value.
    """
    draw.rect(surface, shade(colour, 0.45), rect, border_radius=10)
    rim = shade(colour, 0.9)
    inner = rect.inflate(-20, -20)
    for x in range(inner.x, inner.right, 8):  # a dashed rim: short strokes along each side
        for y in (rect.y, rect.bottom - 2):
            draw.line(surface, rim, (x, y), (min(x + 4, inner.right), y), 2)
    for y in range(inner.y, inner.bottom, 8):
        for x in (rect.x, rect.right - 2):
            draw.line(surface, rim, (x, y), (x, min(y + 4, inner.bottom)), 2)
    write(
        surface,
        label,
        rect.inflate(-6, -6),
        readable(13, surface),
        DIM_INK,
        align="center",
        valign="middle",
        min_size=8,
    )


def marker(surface: Target, rect: pygame.Rect, colour: Colour, cat: int) -> None:
    """A trick marker on a performance card: the owner's disc with the trick's category emblem."""
    draw.circle(surface, colour, rect.center, rect.w // 2)
    draw.circle(surface, INK, rect.center, rect.w // 2, width=2)
    vector.blit_centered(surface, category_emblem(cat, max(8, rect.w * 3 // 5)), rect.center)


def coin(surface: Target, center: tuple[int, int], value: int) -> None:
    """A price as a gold coin with its number: Market Row's "2 coins" in a space 50 px wide."""
    _disc(surface, center, 11, GOLD, shade(GOLD, 0.6), str(value), BG_BOTTOM)


def badge(surface: Target, center: tuple[int, int], text: str, colour: Colour = GOLD) -> None:
    """A small round number badge (AP modifiers, counts)."""
    _disc(surface, center, 13, BG_BOTTOM, colour, text, colour)


def _disc(
    surface: Target, center: tuple[int, int], r: int, fill: Colour, ring: Colour, text: str, ink: Colour
) -> None:
    """A filled disc of radius ``r`` with a ring and a short bold text in its middle, readable at 720p."""
    draw.circle(surface, fill, center, r)
    draw.circle(surface, ring, center, r, width=2)
    box = pygame.Rect(center[0] - r, center[1] - r, 2 * r, 2 * r)
    write(
        surface,
        text,
        box,
        readable(14, surface),
        ink,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )
