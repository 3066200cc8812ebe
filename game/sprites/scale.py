"""Drawing at the window's pixel size while every view keeps thinking in 1920x1080 canvas pixels.

A *migrated* scene (``Scene.migrated``) is handed a :class:`Canvas`: a real
surface of the window's size wrapped so that every position, rectangle, line
width and radius given to it is in logical canvas pixels and lands at
``scale`` times that.  Pictures are never resampled: text is rendered at the
scaled font size and vector art is painted at the scaled pixel size, so a
2560x1440 or 3840x2160 window is as crisp as 1920x1080.  At scale 1 every
conversion is the identity, which is why a migrated view stays pixel-identical
at 1920x1080.

Two ways the scale reaches drawing code:

- the **target**: a :class:`Canvas` carries its scale, so :data:`draw` (the
  :mod:`pygame.draw` functions), ``Canvas.blit`` and the text helpers convert
  coordinates by it; a plain ``pygame.Surface`` is pixel-addressed and left alone
  (a painter drawing inside a supersampled picture, an unmigrated scene);
- the **context** (:func:`scaled`, set by the app around a migrated scene's
  input, update and drawing): picture makers that get only a size
  (:func:`game.sprites.vector.render`) render ``px_size(size)`` pixels.  Inside a
  painter the context is 1 again, so nested pictures sized from the painter's
  own surface are not scaled twice.

Caches key pictures by their pixel size, so a new window size simply fills
them with new entries; they are bounded by bytes (:mod:`game.sprites.cache`).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator, Sequence
from typing import Any

import pygame

Number = int | float
RectLike = pygame.Rect | Sequence[Number]

_scale = 1.0


def factor() -> float:
    """The scale of the pictures being made now (1 outside migrated scenes and inside painters)."""
    return _scale


@contextlib.contextmanager
def scaled(scale: float) -> Iterator[None]:
    """Make pictures at ``scale`` for the duration (the app wraps each migrated scene's calls)."""
    global _scale
    old, _scale = _scale, scale
    try:
        yield
    finally:
        _scale = old


def px(n: Number, scale: float | None = None) -> Any:
    """Logical pixels to surface pixels (rounded); at scale 1 the value itself, untouched."""
    s = _scale if scale is None else scale
    return n if s == 1 else round(n * s)


def px_size(size: Sequence[Number], scale: float | None = None) -> tuple[int, int]:
    """A picture size in surface pixels (never below one pixel)."""
    s = _scale if scale is None else scale
    if s == 1:
        return int(size[0]), int(size[1])
    return max(1, round(size[0] * s)), max(1, round(size[1] * s))


def px_rect(rect: RectLike, scale: float | None = None) -> pygame.Rect:
    """A rectangle in surface pixels; edges are rounded, so neighbouring rectangles stay touching."""
    r = pygame.Rect(rect)
    s = _scale if scale is None else scale
    if s == 1:
        return r
    left, top = round(r.left * s), round(r.top * s)
    return pygame.Rect(left, top, round(r.right * s) - left, round(r.bottom * s) - top)


def unpx(n: Number, scale: float | None = None) -> Any:
    """Surface pixels back to logical ones (a rendered text's width, for placing it)."""
    s = _scale if scale is None else scale
    return n if s == 1 else round(n / s)


def _width(w: int, s: float) -> int:
    return w if s == 1 or w <= 0 else max(1, round(w * s))


class Canvas:
    """A surface addressed in logical canvas pixels (see the module text).

    ``origin`` is where logical (0, 0) lies on the surface: a window that is not
    16:9 centres the canvas, and drawing outside ``get_rect()`` (negative
    coordinates, or ``fill`` with no rectangle) reaches the margins -- how a table's
    background fills them instead of black bars.  Only the surface methods the
    views use are offered; anything else fails loudly rather than drawing at the
    wrong size.
    """

    def __init__(
        self,
        raw: pygame.Surface,
        scale: float,
        size: tuple[int, int] | None = None,
        origin: tuple[int, int] = (0, 0),
    ) -> None:
        self.raw = raw
        self.scale = scale
        self.origin = origin
        w, h = raw.get_size()
        self.size = size or (int(unpx(w, scale)), int(unpx(h, scale)))

    # -- conversions
    def point(self, p: Sequence[Number]) -> Any:
        """A logical point on the surface (floats kept: pygame.draw places them sub-pixel)."""
        s, (ox, oy) = self.scale, self.origin
        if s == 1 and not (ox or oy):
            return p
        return (ox + p[0] * s, oy + p[1] * s)

    def rect(self, r: RectLike) -> pygame.Rect:
        return px_rect(r, self.scale).move(self.origin)

    def bounds(self) -> pygame.Rect:
        """The whole surface in logical pixels (wider or taller than ``get_rect()`` when not 16:9)."""
        s, (ox, oy) = self.scale, self.origin
        w, h = self.raw.get_size()
        left, top = math.floor(-ox / s), math.floor(-oy / s)
        return pygame.Rect(left, top, math.ceil((w - ox) / s) - left, math.ceil((h - oy) / s) - top)

    # -- size and geometry (logical)
    def get_size(self) -> tuple[int, int]:
        return self.size

    def get_width(self) -> int:
        return self.size[0]

    def get_height(self) -> int:
        return self.size[1]

    def get_rect(self, **anchors: Any) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size)
        return rect.move_to(**anchors) if anchors else rect

    # -- drawing
    def blit(
        self,
        source: pygame.Surface | Canvas,
        dest: RectLike,
        area: RectLike | None = None,
        special_flags: int = 0,
    ) -> pygame.Rect:
        """``source`` (a picture made at this scale, or another canvas) at logical ``dest``."""
        raw = source.raw if isinstance(source, Canvas) else source
        s, (ox, oy) = self.scale, self.origin
        x, y = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        spot = (x + ox, y + oy) if s == 1 else (round(x * s) + ox, round(y * s) + oy)
        if area is None:
            hit = self.raw.blit(raw, spot, special_flags=special_flags)
        else:
            hit = self.raw.blit(raw, spot, px_rect(area, s), special_flags)
        if s == 1:
            return hit if not (ox or oy) else pygame.Rect(x, y, hit.width, hit.height)
        return pygame.Rect(x, y, round(hit.width / s), round(hit.height / s))  # a hot path: no calls

    def fill(self, colour: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        """``rect`` filled; without one the whole surface, margins included."""
        return self.raw.fill(colour, None if rect is None else self.rect(rect), special_flags)

    def subsurface(self, rect: RectLike) -> Canvas:
        r = pygame.Rect(rect)
        return Canvas(self.raw.subsurface(self.rect(r)), self.scale, r.size)

    def get_clip(self) -> pygame.Rect:
        clip = self.raw.get_clip()
        s, (ox, oy) = self.scale, self.origin
        if s == 1 and not (ox or oy):
            return clip
        left, top = math.floor((clip.left - ox) / s), math.floor((clip.top - oy) / s)
        right, bottom = math.ceil((clip.right - ox) / s), math.ceil((clip.bottom - oy) / s)
        return pygame.Rect(left, top, right - left, bottom - top)

    def set_clip(self, rect: RectLike | None) -> None:
        self.raw.set_clip(None if rect is None else self.rect(rect))

    def set_alpha(self, alpha: int | None) -> None:
        self.raw.set_alpha(alpha)

    def blank(self, flags: int = 0) -> Canvas:
        """A new layer of the same pixel size, scale and origin (e.g. a cached static layer)."""
        raw = pygame.Surface(self.raw.get_size(), flags)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            raw = raw.convert_alpha() if flags & pygame.SRCALPHA else raw.convert()
        return Canvas(raw, self.scale, self.size, self.origin)

    def put(self, layer: Canvas) -> None:
        """Copy a :meth:`blank` layer over the whole surface (margins included)."""
        self.raw.blit(layer.raw, (0, 0))

    def key(self) -> tuple[Any, ...]:
        """What a cached picture of this whole surface depends on."""
        return (self.raw.get_size(), self.scale, self.origin)


Target = pygame.Surface | Canvas


def surface(size: Sequence[Number], flags: int = 0) -> Canvas:
    """A new layer of logical ``size`` at the current scale (a migrated view's offscreen layer)."""
    w, h = int(size[0]), int(size[1])
    return Canvas(pygame.Surface(px_size((w, h)), flags), _scale, (w, h))


@contextlib.contextmanager
def drawing(target: Target) -> Iterator[Canvas]:
    """``target`` as a canvas, the picture scale its own while a view draws on it (the window's
    canvas, or a plain surface -- a save's thumbnail -- at scale 1)."""
    canvas = as_canvas(target)
    with scaled(canvas.scale):
        yield canvas


def widen(target: Target, rect: pygame.Rect) -> pygame.Rect:
    """``rect`` stretched across the whole width of ``target`` (a bar that runs into the margins)."""
    if not isinstance(target, Canvas):
        return rect
    bounds = target.bounds()
    return pygame.Rect(bounds.left, rect.top, bounds.width, rect.height)


def as_canvas(target: Target) -> Canvas:
    """``target`` as a canvas (a plain surface is one at scale 1: thumbnails, old call sites)."""
    return target if isinstance(target, Canvas) else Canvas(target, 1.0)


def scale_of(target: Target) -> float:
    """1 for a plain (pixel-addressed) surface."""
    return target.scale if isinstance(target, Canvas) else 1.0


def raw_of(target: Target) -> pygame.Surface:
    return target.raw if isinstance(target, Canvas) else target


def _pt(target: Target, p: Sequence[Number]) -> Any:
    return target.point(p) if isinstance(target, Canvas) else p


def _rc(target: Target, r: RectLike) -> Any:
    return target.rect(r) if isinstance(target, Canvas) else r


class _Draw:
    """:mod:`pygame.draw` for either kind of target: a canvas converts logical coordinates."""

    @staticmethod
    def rect(
        target: Target, colour: Any, rect: RectLike, width: int = 0, border_radius: int = 0, **corners: int
    ) -> pygame.Rect:
        s = scale_of(target)
        if s != 1:
            width, border_radius = _width(width, s), px(border_radius, s)
            corners = {k: px(v, s) for k, v in corners.items()}
        return pygame.draw.rect(raw_of(target), colour, _rc(target, rect), width, border_radius, **corners)

    @staticmethod
    def line(
        target: Target, colour: Any, start: Sequence[Number], end: Sequence[Number], width: int = 1
    ) -> pygame.Rect:
        a, b = _pt(target, start), _pt(target, end)
        return pygame.draw.line(raw_of(target), colour, a, b, _width(width, scale_of(target)))

    @staticmethod
    def lines(
        target: Target, colour: Any, closed: bool, points: Sequence[Sequence[Number]], width: int = 1
    ) -> pygame.Rect:
        s = scale_of(target)
        pts = [_pt(target, p) for p in points]
        return pygame.draw.lines(raw_of(target), colour, closed, pts, _width(width, s))

    @staticmethod
    def aaline(target: Target, colour: Any, start: Sequence[Number], end: Sequence[Number]) -> pygame.Rect:
        return pygame.draw.aaline(raw_of(target), colour, _pt(target, start), _pt(target, end))

    @staticmethod
    def polygon(
        target: Target, colour: Any, points: Sequence[Sequence[Number]], width: int = 0
    ) -> pygame.Rect:
        s = scale_of(target)
        pts = [_pt(target, p) for p in points]
        return pygame.draw.polygon(raw_of(target), colour, pts, _width(width, s))

    @staticmethod
    def circle(
        target: Target,
        colour: Any,
        center: Sequence[Number],
        radius: Number,
        width: int = 0,
        **quadrants: bool,
    ) -> pygame.Rect:
        s = scale_of(target)
        r = radius if s == 1 else radius * s
        c = _pt(target, center)
        return pygame.draw.circle(raw_of(target), colour, c, r, _width(width, s), **quadrants)

    @staticmethod
    def ellipse(target: Target, colour: Any, rect: RectLike, width: int = 0) -> pygame.Rect:
        s = scale_of(target)
        return pygame.draw.ellipse(raw_of(target), colour, _rc(target, rect), _width(width, s))

    @staticmethod
    def arc(
        target: Target, colour: Any, rect: RectLike, start: float, stop: float, width: int = 1
    ) -> pygame.Rect:
        s = scale_of(target)
        return pygame.draw.arc(raw_of(target), colour, _rc(target, rect), start, stop, _width(width, s))


#: ``draw.rect(target, ...)`` etc.: use instead of :mod:`pygame.draw` in migrated drawing code.
draw = _Draw()
