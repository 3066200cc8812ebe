"""Vector art: shapes drawn in code (or our own SVG) and cached per pixel size.

Art is never a bitmap that gets blurred when the window changes size: each
picture is a *painter* -- a function that draws it into a surface of any size
-- and :func:`render` caches the result per (key, size).  Sizes are in canvas
pixels: inside a migrated scene (:mod:`game.sprites.scale`) the picture is
painted at the window's pixel size, so a new window scale re-renders crisply
and the cache simply fills with the new sizes.  Painters draw at
:data:`SUPERSAMPLE` times the pixel size and are smooth-scaled down, which
gives anti-aliased edges for pygame's plain polygon and circle primitives;
:func:`unit` is how many painter pixels one canvas pixel is (for border
widths and radii).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Hashable, Sequence
from pathlib import Path

import pygame

from game.sprites import scale
from game.sprites.cache import MB, SurfaceCache

Painter = Callable[[pygame.Surface], None]
BandPainter = Callable[[pygame.Surface, pygame.Rect], None]  # a band, and where the whole picture lies
Colour = tuple[int, int, int] | tuple[int, int, int, int]

SUPERSAMPLE = 3
#: Every table's pictures for one frame fit several times over (the largest, a Witchcraft
#: board, is ~2.5 MB); bounded by bytes, since a count bound let board shapes pile up.
_CACHE = SurfaceCache("vector art", 48 * MB)
_unit = SUPERSAMPLE


def render(
    key: Hashable, size: tuple[int, int], painter: Painter, supersample: int = SUPERSAMPLE
) -> pygame.Surface:
    """The picture ``key`` at ``size`` canvas pixels, painted once and cached.

    ``painter`` receives a transparent surface ``supersample`` times larger
    than the picture's pixel size and draws the whole picture to fill it
    (pictures it makes itself are sized in its own pixels: the scale is 1 inside).
    """
    w, h = scale.px_size(size)
    unit = max(1, round(supersample * scale.factor()))
    ck = (key, w, h, unit)
    hit = _CACHE.get(ck)
    return hit if hit is not None else _CACHE.put(ck, _paint((w, h), unit, painter, supersample))


def render_in_bands(
    key: Hashable, size: tuple[int, int], painter: BandPainter, bands: int, supersample: int = SUPERSAMPLE
) -> pygame.Surface:
    """The picture ``key`` as :func:`render` paints it, but painted in ``bands`` horizontal bands.

    A table's whole floor or felt takes up to 40 ms to paint: more than the painting budget of
    one frame while a table opens (:mod:`game.sprites.paint_budget`).  Each band is a picture
    of the cache of its own, so an opening frame paints one or two; the last one puts them
    together, pixel for pixel the picture painted whole (a band's edges fall on whole
    supersampled blocks).  ``painter`` receives a band's surface and the rectangle the whole
    picture takes relative to it, and paints the whole picture there (the band clips it).  Its
    heights must be whole pixels (:func:`whole_pixels` for polygons): pygame rounds a fractional
    position above the band (negative there) otherwise than inside the whole picture.
    """
    w, h = scale.px_size(size)
    unit = max(1, round(supersample * scale.factor()))
    ck = (key, w, h, unit)
    hit = _CACHE.get(ck)
    if hit is not None:
        return hit
    edges = [h * i // bands for i in range(bands + 1)]
    painted = []
    for i, (top, bottom) in enumerate(itertools.pairwise(edges)):
        band_key = (key, "band", i, bands, w, h, unit)
        band = _CACHE.get(band_key)
        if band is None:
            place = pygame.Rect(0, -top * supersample, w * supersample, h * supersample)
            paint_band: Painter = lambda s, place=place: painter(s, place)  # noqa: E731
            band = _CACHE.put(band_key, _paint((w, bottom - top), unit, paint_band, supersample))
        painted.append((band, (0, top)))
    whole = pygame.Surface((w, h), pygame.SRCALPHA, painted[0][0])  # the bands' format: no conversion
    for band, at in painted:
        whole.blit(band, at, special_flags=pygame.BLEND_RGBA_ADD)  # onto transparent: an exact copy
    for i in range(bands):  # the pieces only served the painting: kept, they would double its bytes
        _CACHE.discard((key, "band", i, bands, w, h, unit))
    return _CACHE.put(ck, whole)


def _paint(size: tuple[int, int], unit: int, painter: Painter, supersample: int) -> pygame.Surface:
    """``painter``'s picture at ``size`` pixels: painted ``supersample`` times larger, then scaled down."""
    global _unit
    w, h = size
    big = pygame.Surface((w * supersample, h * supersample), pygame.SRCALPHA)
    outer, _unit = _unit, unit
    try:
        with scale.scaled(1):
            painter(big)
    finally:
        _unit = outer
    img = pygame.transform.smoothscale(big, (w, h)) if supersample != 1 else big
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        img = img.convert_alpha()  # the display's pixel format blits several times faster
    return img


def unit() -> int:
    """Painter pixels per canvas pixel in the picture being painted (``SUPERSAMPLE`` at scale 1)."""
    return _unit


def clear_cache() -> None:
    _CACHE.clear()


def svg(path: str | Path, size: tuple[int, int]) -> pygame.Surface:
    """Our own SVG file rendered at exactly ``size`` (cached)."""
    key = ("svg", str(path))
    w, h = scale.px_size(size)
    ck = (key, w, h)
    hit = _CACHE.get(ck)
    return hit if hit is not None else _CACHE.put(ck, pygame.image.load_sized_svg(str(path), (w, h)))


# --------------------------------------------------------------------------- shape helpers
# These draw into a (supersampled) surface using coordinates relative to its size,
# so one painter serves every scale.


def regular_polygon(
    cx: float, cy: float, r: float, sides: int, rotation: float = -math.pi / 2
) -> list[tuple[float, float]]:
    return [
        (
            cx + r * math.cos(rotation + 2 * math.pi * i / sides),
            cy + r * math.sin(rotation + 2 * math.pi * i / sides),
        )
        for i in range(sides)
    ]


def star(cx: float, cy: float, r_out: float, r_in: float, points: int = 5) -> list[tuple[float, float]]:
    pts = []
    for i in range(points * 2):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + math.pi * i / points
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def whole_pixels(points: Sequence[tuple[float, float]]) -> list[tuple[int, int]]:
    """``points`` rounded down: the pixels pygame fills for them, wherever the surface begins.

    pygame cuts a fractional position towards zero, which moves it by one pixel when it is
    negative: a polygon painted in bands (:func:`render_in_bands`) floors its points itself.
    """
    return [(math.floor(x), math.floor(y)) for x, y in points]


def shade(colour: Colour, factor: float) -> tuple[int, int, int]:
    """Lighter (factor > 1) or darker (< 1) version of ``colour``."""
    r, g, b = colour[:3]
    if factor >= 1:
        k = factor - 1
        return (int(r + (255 - r) * k), int(g + (255 - g) * k), int(b + (255 - b) * k))
    return (int(r * factor), int(g * factor), int(b * factor))


def mix(a: Colour, b: Colour, t: float) -> tuple[int, int, int]:
    return (int(a[0] + (b[0] - a[0]) * t), int(a[1] + (b[1] - a[1]) * t), int(a[2] + (b[2] - a[2]) * t))


def luminance(colour: Colour) -> float:
    r, g, b = colour[:3]
    return (0.299 * r + 0.587 * g + 0.114 * b) / 255


def vertical_gradient(
    surface: pygame.Surface, top: Colour, bottom: Colour, rect: pygame.Rect | None = None
) -> None:
    """Fill ``rect`` (default: all) with a top-to-bottom gradient, one line per row."""
    rect = rect or surface.get_rect()
    h = max(1, rect.height - 1)
    for i in range(rect.height):
        y = rect.top + i
        pygame.draw.line(surface, mix(top, bottom, i / h), (rect.left, y), (rect.right - 1, y))


def radial_glow(size: int, colour: Colour, strength: int = 140) -> pygame.Surface:
    """A soft round glow (for highlights and lamp-light on the table), cached.

    Painted in bands: SpellBook's lamp (1728 pixels wide at 1080p) took ~18 ms in one piece.
    """

    def paint(s: pygame.Surface, whole: pygame.Rect) -> None:
        w = whole.width
        steps = 24
        for i in range(steps, 0, -1):
            a = int(strength * (1 - i / steps) ** 1.6)
            pygame.draw.circle(s, (*colour[:3], a), (w // 2, whole.top + w // 2), int(w / 2 * i / steps))

    bands = max(1, size // 600)
    return render_in_bands(("glow", colour[:3], strength), (size, size), paint, bands=bands, supersample=1)


def panel(
    size: tuple[int, int],
    fill: Colour,
    border: Colour | None = None,
    radius: int = 14,
    border_width: int = 2,
    shadow: bool = False,
) -> pygame.Surface:
    """A rounded panel (cards, trays, boards), cached per size."""

    def paint(s: pygame.Surface) -> None:
        k = unit()
        rect = s.get_rect()
        if shadow:
            body = rect.inflate(-6 * k, -6 * k).move(0, -2 * k)
            pygame.draw.rect(s, (0, 0, 0, 90), body.move(0, 5 * k), border_radius=radius * k)
        else:
            body = rect
        pygame.draw.rect(s, fill, body, border_radius=radius * k)
        if border is not None:
            pygame.draw.rect(s, border, body, width=max(1, border_width * k), border_radius=radius * k)

    return render(("panel", fill, border, radius, border_width, shadow), size, paint)


def blit_centered(target: scale.Target, img: pygame.Surface, center: Sequence[float]) -> pygame.Rect:
    """``img`` (made at ``target``'s scale) centred on ``center`` in ``target``'s coordinates."""
    f = scale.scale_of(target)
    rect = pygame.Rect(0, 0, scale.unpx(img.get_width(), f), scale.unpx(img.get_height(), f))
    rect.center = (int(center[0]), int(center[1]))
    target.blit(img, rect)
    return rect
