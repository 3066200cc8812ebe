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
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.sprites.repaint import Drawn

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

    A window's canvas (:class:`game.sprites.repaint.WindowCanvas`) notes, in ``drawn``,
    every rectangle its drawing touches, so the next frame restores only those from its
    background layer; ``raw`` handed out means drawing it cannot see (the next frame
    repaints everything).
    """

    #: what is drawn on it is noted: the window's record of this frame (``repaint.Drawn``), or a
    #: :meth:`blank` layer's :class:`Edits` (None: a picture nobody puts, nothing noted)
    drawn: Drawn | Edits | None = None
    _offset = (0, 0)  # where this canvas's pixels lie in the window's (a subsurface)
    #: the opaque layer last :meth:`put` over the whole surface (the game log blends over it once)
    base: Canvas | None = None

    def __init__(
        self,
        raw: pygame.Surface,
        scale: float,
        size: tuple[int, int] | None = None,
        origin: tuple[int, int] = (0, 0),
    ) -> None:
        self._raw = raw
        self.scale = scale
        self.origin = origin
        w, h = raw.get_size()
        self.size = size or (int(unpx(w, scale)), int(unpx(h, scale)))

    @property
    def raw(self) -> pygame.Surface:
        """The pixels themselves: what is drawn on them directly a window's record cannot see."""
        if self.drawn is not None:
            self.drawn.lost()
        return self._raw

    @property
    def pixels(self) -> pygame.Surface:
        """The pixels to read or copy from (a layer being put on the window): unlike ``raw``, taking
        them does not tell a window's record that something it cannot see was drawn."""
        return self._raw

    def _ahead(self, rect: pygame.Rect, covers: bool = False) -> None:
        """About to draw within ``rect`` (this canvas's pixels; ``covers``: every pixel of it replaced,
        as far as the clip lets it)."""
        assert self.drawn is not None
        ox, oy = self._offset
        replaced = rect.clip(self._raw.get_clip()) if covers else None
        if ox or oy:
            rect, replaced = rect.move(ox, oy), replaced and replaced.move(ox, oy)
        self.drawn.ahead(rect, replaced)

    def _note(self, hit: pygame.Rect) -> pygame.Rect:
        """``hit`` (pixels of this canvas) drawn: noted in the window's record, in window pixels."""
        assert self.drawn is not None
        ox, oy = self._offset
        self.drawn.note(hit.move(ox, oy) if ox or oy else hit)
        return hit

    # -- conversions
    def point(self, p: Sequence[Number]) -> Any:
        """A logical point on the surface (floats kept: pygame.draw places them sub-pixel)."""
        s, (ox, oy) = self.scale, self.origin
        if s == 1 and not (ox or oy):
            return p
        return (ox + p[0] * s, oy + p[1] * s)

    def rect(self, r: RectLike) -> pygame.Rect:
        """A logical rectangle on the surface (``px_rect`` and the origin, inlined: ~20 calls a frame)."""
        box = pygame.Rect(r)
        s, (ox, oy) = self.scale, self.origin
        if s == 1:
            return box.move(ox, oy)
        left, top = round(box.left * s), round(box.top * s)
        return pygame.Rect(left + ox, top + oy, round(box.right * s) - left, round(box.bottom * s) - top)

    def bounds(self) -> pygame.Rect:
        """The whole surface in logical pixels (wider or taller than ``get_rect()`` when not 16:9)."""
        s, (ox, oy) = self.scale, self.origin
        w, h = self._raw.get_size()
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
        raw = source._raw if isinstance(source, Canvas) else source
        s, (ox, oy) = self.scale, self.origin
        x, y = dest.topleft if isinstance(dest, pygame.Rect) else (dest[0], dest[1])
        spot = (x + ox, y + oy) if s == 1 else (round(x * s) + ox, round(y * s) + oy)
        if self.drawn is not None and self.drawn.pending:
            size = raw.get_size() if area is None else px_rect(area, s).size
            self._ahead(pygame.Rect(spot, size), area is None and not special_flags and is_opaque(raw))
        if area is None:
            hit = self._raw.blit(raw, spot, special_flags=special_flags)
        else:
            hit = self._raw.blit(raw, spot, px_rect(area, s), special_flags)
        if self.drawn is not None:
            self._note(hit)
        if s == 1:
            return hit if not (ox or oy) else pygame.Rect(x, y, hit.width, hit.height)
        return pygame.Rect(x, y, round(hit.width / s), round(hit.height / s))  # a hot path: no calls

    def show(self, picture: pygame.Surface, dest: Sequence[Number]) -> None:
        """An opaque ``picture`` at logical ``dest`` that is never painted over in place (a new picture
        for a new look): a window that still shows it there from the last frame is not drawn again."""
        self.blit(picture, dest)

    def fill(self, colour: Any, rect: RectLike | None = None, special_flags: int = 0) -> pygame.Rect:
        """``rect`` filled; without one the whole surface, margins included."""
        spot = self._raw.get_rect() if rect is None else self.rect(rect)
        if self.drawn is not None and self.drawn.pending:
            self._ahead(spot, not special_flags)  # the window has no alpha: a fill replaces
        hit = self._raw.fill(colour, spot, special_flags)
        return hit if self.drawn is None else self._note(hit)

    def subsurface(self, rect: RectLike) -> Canvas:
        r = pygame.Rect(rect)
        raw = self._raw.subsurface(self.rect(r))
        child = Canvas(raw, self.scale, r.size)
        if self.drawn is not None:  # drawing on the part is drawing on the window
            child.drawn, child._offset = self.drawn, raw.get_abs_offset()
        return child

    def get_clip(self) -> pygame.Rect:
        clip = self._raw.get_clip()
        s, (ox, oy) = self.scale, self.origin
        if s == 1 and not (ox or oy):
            return clip
        left, top = math.floor((clip.left - ox) / s), math.floor((clip.top - oy) / s)
        right, bottom = math.ceil((clip.right - ox) / s), math.ceil((clip.bottom - oy) / s)
        return pygame.Rect(left, top, right - left, bottom - top)

    def set_clip(self, rect: RectLike | None) -> None:
        self._raw.set_clip(None if rect is None else self.rect(rect))

    def clip_in(self, rect: RectLike) -> pygame.Rect:
        """Drawing clipped to logical ``rect`` within the clip set now, which is returned for
        :meth:`unclip`: kept in surface pixels, not converted to logical ones and back (a text
        box's clip, ~40 a frame, cost a dozen roundings each at 2560x1440)."""
        clip = self._raw.get_clip()
        spot = self.rect(rect)
        self._raw.set_clip(spot.clip(clip) if clip else spot)
        return clip

    def unclip(self, clip: pygame.Rect) -> None:
        """The clip :meth:`clip_in` replaced, set again."""
        self._raw.set_clip(clip)

    def set_alpha(self, alpha: int | None) -> None:
        self._raw.set_alpha(alpha)

    def blank(self, flags: int = 0, reuse: Canvas | None = None) -> Canvas:
        """A new layer of the same pixel size, scale and origin (e.g. a cached static layer); or
        ``reuse``, an earlier such layer that the caller is about to paint over whole, while it still
        matches.  A window-sized picture made anew touches 8-15 MB of fresh memory (made, then
        converted): School of Sorcery's static layer, rebuilt when a card comes to rest, took
        57 ms of one 2560x1440 frame on a loaded machine (issue #27)."""
        fits = reuse is not None and reuse.key() == self.key()
        if reuse is not None and fits and _alpha(reuse.pixels) == flags & pygame.SRCALPHA:
            if reuse.drawn is not None:
                reuse.drawn.lost()  # every pixel changes
            return reuse
        raw = pygame.Surface(self._raw.get_size(), flags)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            raw = raw.convert_alpha() if flags & pygame.SRCALPHA else raw.convert()
        layer = Canvas(raw, self.scale, self.size, self.origin)
        layer.drawn = Edits()
        return layer

    def put(self, layer: Canvas) -> None:
        """Copy a :meth:`blank` layer over the whole surface (margins included); an opaque one is
        noted as the ``base`` the rest of the frame draws over."""
        opaque = is_opaque(layer._raw)
        if self.drawn is not None and self.drawn.pending:
            self._ahead(self._raw.get_rect(), opaque)
        hit = self._raw.blit(layer._raw, (0, 0))
        if self.drawn is not None:
            self._note(hit)
        if opaque:
            self.base = layer

    def key(self) -> tuple[Any, ...]:
        """What a cached picture of this whole surface depends on."""
        return (self._raw.get_size(), self.scale, self.origin)


Target = pygame.Surface | Canvas


class Edits:
    """What was drawn on a :meth:`Canvas.blank` layer since the window last took it (``put``), in its
    pixels; None: not known (drawn on its pixels directly).  A layer painted over in place -- the
    Trickerion board, repainted region by region -- has those regions copied to the window again
    (:mod:`game.sprites.repaint`), not only where the last frame drew over it."""

    __slots__ = ("rects", "version")
    pending: tuple[pygame.Rect, ...] = ()  # nothing waits to be copied back onto a layer

    def __init__(self) -> None:
        self.rects: list[pygame.Rect] | None = []
        #: Grows with every drawing on the layer: a picture kept over it (``repaint.Kept``) is stale.
        self.version = 0

    #: More rectangles than this (a layer drawn on for long while no window took it): copied whole.
    MOST = 512

    def note(self, rect: pygame.Rect) -> None:
        self.version += 1
        if self.rects is not None and rect:
            self.rects.append(rect)
            if len(self.rects) > self.MOST:
                self.rects = None

    def lost(self) -> None:
        self.version += 1
        self.rects = None


def _alpha(raw: pygame.Surface) -> int:
    """Whether ``raw`` has per-pixel alpha, as its ``SRCALPHA`` flag."""
    return raw.get_flags() & pygame.SRCALPHA


def is_opaque(raw: pygame.Surface) -> bool:
    """Every pixel of ``raw`` replaces the one beneath when blitted (no alpha of any kind, no colour key)."""
    return not raw.get_flags() & pygame.SRCALPHA and raw.get_alpha() is None and raw.get_colorkey() is None


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


def _pixels(target: Target) -> pygame.Surface:
    """The surface :data:`draw` paints on (a canvas's own, its drawing noted by :func:`_noted`)."""
    return target._raw if isinstance(target, Canvas) else target


def _ahead(target: Target, points: Sequence[Sequence[Number]], reach: Number) -> None:
    """A :data:`draw` call about to paint within ``reach`` pixels of ``points`` (surface pixels) on a
    window whose last frame is still to be cleared there (see :mod:`game.sprites.repaint`)."""
    if isinstance(target, Canvas) and target.drawn is not None and target.drawn.pending:
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        left, top = math.floor(min(xs) - reach) - 1, math.floor(min(ys) - reach) - 1
        right, bottom = math.ceil(max(xs) + reach) + 2, math.ceil(max(ys) + reach) + 2
        target._ahead(pygame.Rect(left, top, right - left, bottom - top))


def _ahead_rect(target: Target, rect: pygame.Rect) -> None:
    _ahead(target, (rect.topleft, rect.bottomright), 1)


def _noted(target: Target, hit: pygame.Rect) -> pygame.Rect:
    """``hit`` (what a :data:`draw` call changed) noted in a window's record."""
    if isinstance(target, Canvas) and target.drawn is not None:
        target._note(hit)
    return hit


def _pt(target: Target, p: Sequence[Number]) -> Any:
    return target.point(p) if isinstance(target, Canvas) else p


def _rc(target: Target, r: RectLike) -> Any:
    return target.rect(r) if isinstance(target, Canvas) else r


def _outline_strips(box: pygame.Rect, width: int, radius: int) -> tuple[pygame.Rect, ...]:
    """Where a rectangle's outline ``width`` pixels wide with rounded corners paints: four strips along
    its edges, as deep as the width or the corners' radius -- not the inside, which a window's next
    frame then need not copy back (SpellBook's frame round the active pool: 108,000 pixels at
    2560x1440 copied back every frame for ~7,000 painted).  A filled one: the whole rectangle."""
    depth = max(width, radius) + 1
    if width <= 0 or 2 * depth >= min(box.w, box.h):
        return (box,)
    x, y, w, h = box
    return (
        pygame.Rect(x, y, w, depth),
        pygame.Rect(x, y + h - depth, w, depth),
        pygame.Rect(x, y + depth, depth, h - 2 * depth),
        pygame.Rect(x + w - depth, y + depth, depth, h - 2 * depth),
    )


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
        box = pygame.Rect(_rc(target, rect))
        strips = _outline_strips(box, width, max(border_radius, *corners.values(), 0))
        for part in strips:
            _ahead_rect(target, part)
        hit = pygame.draw.rect(_pixels(target), colour, box, width, border_radius, **corners)
        for part in strips:
            _noted(target, part.clip(hit))
        return hit

    @staticmethod
    def line(
        target: Target, colour: Any, start: Sequence[Number], end: Sequence[Number], width: int = 1
    ) -> pygame.Rect:
        a, b = _pt(target, start), _pt(target, end)
        w = _width(width, scale_of(target))
        _ahead(target, (a, b), w)
        hit = pygame.draw.line(_pixels(target), colour, a, b, w)
        return _noted(target, hit)

    @staticmethod
    def lines(
        target: Target, colour: Any, closed: bool, points: Sequence[Sequence[Number]], width: int = 1
    ) -> pygame.Rect:
        s = scale_of(target)
        pts = [_pt(target, p) for p in points]
        _ahead(target, pts, _width(width, s))
        hit = pygame.draw.lines(_pixels(target), colour, closed, pts, _width(width, s))
        return _noted(target, hit)

    @staticmethod
    def aaline(target: Target, colour: Any, start: Sequence[Number], end: Sequence[Number]) -> pygame.Rect:
        a, b = _pt(target, start), _pt(target, end)
        _ahead(target, (a, b), 2)
        hit = pygame.draw.aaline(_pixels(target), colour, a, b)
        return _noted(target, hit)

    @staticmethod
    def polygon(
        target: Target, colour: Any, points: Sequence[Sequence[Number]], width: int = 0
    ) -> pygame.Rect:
        s = scale_of(target)
        pts = [_pt(target, p) for p in points]
        _ahead(target, pts, _width(width, s))
        hit = pygame.draw.polygon(_pixels(target), colour, pts, _width(width, s))
        return _noted(target, hit)

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
        _ahead(target, (c,), r)
        hit = pygame.draw.circle(_pixels(target), colour, c, r, _width(width, s), **quadrants)
        return _noted(target, hit)

    @staticmethod
    def ellipse(target: Target, colour: Any, rect: RectLike, width: int = 0) -> pygame.Rect:
        s = scale_of(target)
        box = _rc(target, rect)
        _ahead_rect(target, pygame.Rect(box))
        hit = pygame.draw.ellipse(_pixels(target), colour, box, _width(width, s))
        return _noted(target, hit)

    @staticmethod
    def arc(
        target: Target, colour: Any, rect: RectLike, start: float, stop: float, width: int = 1
    ) -> pygame.Rect:
        s = scale_of(target)
        box = _rc(target, rect)
        _ahead_rect(target, pygame.Rect(box))
        hit = pygame.draw.arc(_pixels(target), colour, box, start, stop, _width(width, s))
        return _noted(target, hit)


#: ``draw.rect(target, ...)`` etc.: use instead of :mod:`pygame.draw` in migrated drawing code.
draw = _Draw()
