"""Repainting a window frame only where the last one drew: the background layer is not copied whole.

A table view starts each frame from its opaque static layer (``Canvas.put``): at
2560x1440 that copy alone was ~1.2 ms, ~1.9 ms inside a frame, and kept the
frame at 1.5-1.9x its 1920x1080 time.  Yet the window still holds the last frame:
the layer, and over it what that frame drew.  So the window's canvas
(:class:`WindowCanvas`, made by ``App.render`` for every frame) notes, in a
:class:`Drawn` record, the pixel rectangle every blit, fill and ``scale.draw``
call touched; when the next frame puts the same layer again, only those
rectangles are copied back from it, and only when something is about to be drawn
there or the frame ends -- not where an opaque drawing replaces them whole (the top
bar's fill).  The game log's opaque panel (:meth:`WindowCanvas.show`) is not drawn
at all while the window still shows it.  A steady SpellBook table at 2560x1440
copies back ~12% of the window.

The record is only trusted when it saw everything: drawing straight on the
pixels (``Canvas.raw``, ``scale.raw_of``: the backdrop, a veil, pygame-gui)
marks it lost, and so does anything the app draws outside a canvas (an overlay
over a kept picture, an unmigrated scene), a resize or a frame that failed.  A
lost record means a whole copy next frame, as before.  The rectangles changed
are also what :meth:`Drawn.changed` gives the display to present
(``pygame.display.update``) instead of the whole window.

A layer given to ``put`` may be painted over in place between frames (the
Trickerion board is repainted region by region) as long as that drawing goes
through its canvas: a :meth:`Canvas.blank` layer notes it (``scale.Edits``) and
those regions are copied to the window too; its raw pixels touched, it is copied whole.

A region whose look changes seldom but is blended over the layer (SpellBook's prompt bar, the
top bar, the tables' panels) can be a :class:`Kept` picture: blended once per look, then not
drawn -- nor presented -- while the window shows it.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Hashable, Sequence

import pygame

from game.sprites.scale import Canvas, Edits, Number, is_opaque


class Drawn:
    """What one frame drew on a window, in window pixels.

    ``rects``: every rectangle drawn in the frame (None: not known -- something drew on
    the pixels directly); ``base``: the opaque layer put last, with ``put_at`` rectangles
    drawn before it; ``pending``: where the last frame drew over ``base`` and the layer is
    still to be copied back -- just before something is drawn there (:meth:`ahead`), or at
    the frame's end (:meth:`finish`); a drawing that replaces a pending rectangle whole (the
    top bar's fill, the game log's opaque panel) spares its copy.  ``restored``: what was
    copied back (None: the whole window).
    """

    __slots__ = ("surface", "size", "rects", "base", "put_at", "pending", "restored", "shown", "still")

    def __init__(self, surface: pygame.Surface) -> None:
        self.surface = surface
        self.size = surface.get_size()
        self.rects: list[pygame.Rect] | None = []
        self.base: Canvas | None = None
        self.put_at = 0
        self.pending: list[pygame.Rect] = []
        self.restored: list[pygame.Rect] | None = []
        # pictures shown whole (Canvas.show): (picture, its rectangle, rects drawn up to it)
        self.shown: list[tuple[pygame.Surface, pygame.Rect, int]] = []
        # rects noted for pictures the window still showed, not drawn again: not presented anew
        self.still: list[pygame.Rect] = []

    def note(self, rect: pygame.Rect) -> None:
        if self.rects is not None and rect:
            self.rects.append(rect)

    def ahead(self, rect: pygame.Rect, replaced: pygame.Rect | None) -> None:
        """Something is about to be drawn within ``rect`` (and to replace every pixel of ``replaced``):
        the layer is copied back first where it is pending there, unless it would be replaced."""
        pending = self.pending
        hits = rect.collidelistall(pending)
        if not hits:
            return
        for i in reversed(hits):
            spot = pending.pop(i)
            if replaced is None or not replaced.contains(spot):
                self._restore(spot)

    def still_shows(self, picture: pygame.Surface, spot: pygame.Rect) -> bool:
        """This frame ``shown`` ``picture`` at ``spot`` and drew nothing over it afterwards."""
        return self.rects is not None and any(
            p is picture and r == spot and r.collidelist(self.rects[at:]) == -1 for p, r, at in self.shown
        )

    def finish(self) -> None:
        """The frame is drawn: what nothing covered shows the layer again."""
        for spot in self.pending:
            self._restore(spot)
        self.pending = []

    def lost(self) -> None:
        """Drawing the record cannot see: the layer copied back first, then nothing it says holds."""
        self.finish()
        self.rects = None

    def _restore(self, spot: pygame.Rect) -> None:
        """Copy the layer back at ``spot``, whatever clip the drawing that comes next has set."""
        assert self.base is not None
        layer = self.base.pixels
        clip = self.surface.get_clip()
        self.surface.set_clip(None)
        if spot.x & 3 == 0 and spot.x & 15 and spot.w > 1:
            # SDL copies rows that start 16 but not 64 bytes aligned with streaming stores, ~30x
            # slower for a small rectangle: its first column alone, then the rest from a byte offset
            column = pygame.Rect(spot.x, spot.y, 1, spot.h)
            self.surface.blit(layer, column, column)
            rest = pygame.Rect(spot.x + 1, spot.y, spot.w - 1, spot.h)
            self.surface.blit(layer, rest, rest)
        else:
            self.surface.blit(layer, spot, spot)
        self.surface.set_clip(clip)
        if self.restored is not None:
            self.restored.append(spot)

    def over(self, layer: Canvas, previous: Drawn | None) -> list[pygame.Rect] | None:
        """What was drawn over ``layer`` since it was last put on the window (in this frame or in
        ``previous``, the frame before), or None when that is not known: copy it whole."""
        if self.rects is None or layer.pixels.get_size() != self.size:
            return None
        if self.base is not None:
            return self.rects[self.put_at :] if self.base is layer else None
        if previous is None or previous.base is not layer or previous.rects is None:
            return None
        return previous.rects[previous.put_at :] + self.rects

    def changed(self) -> list[pygame.Rect] | None:
        """The rectangles whose pixels this frame may have changed (None: perhaps any)."""
        if self.rects is None or self.restored is None:
            return None
        return self.restored + [r for r in self.rects if not any(r is k for k in self.still)]


class Kept:
    """One region of a view kept as an opaque picture: the layer put beneath (``Canvas.base``) with
    the view's drawing over it, painted only when ``key`` (everything that drawing shows) changes,
    and put with ``Canvas.show`` -- not drawn at all while the window still shows it.

    The prompt bar, its translucent panel blended over the layer with a line of text and buttons
    on it, was copied back and blended again every frame (a fifth of a steady frame's pixels).
    The view promises that its drawing stays within ``rect``; a layer painted over in place (the
    Trickerion board) has the picture painted anew.  Where the frame already drew in ``rect`` (a
    die flying across a panel) the region is painted straight, over that drawing, as it is when
    nothing records the frame (a save's thumbnail, the picture kept under an overlay,
    ``App.render`` on another surface).
    """

    __slots__ = ("key", "picture")

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.picture: pygame.Surface | None = None

    def draw(
        self, surface: Canvas, rect: pygame.Rect, key: Hashable | None, paint: Callable[[Canvas], None]
    ) -> None:
        """``paint`` (drawing in logical pixels within ``rect``) as a kept picture, or straight on
        ``surface`` when no opaque layer of its size lies beneath, when the frame drew there
        already, or when there is no ``key`` (what the drawing shows is not known)."""
        base = surface.base
        spot = surface.rect(rect)
        if key is None or base is None or base.pixels.get_size() != surface.pixels.get_size():
            paint(surface)
            return
        if not base.pixels.get_rect().contains(spot) or not _clear(surface.drawn, base, spot):
            paint(surface)  # reaching past the window's edge, or over what this frame drew
            return
        edits = base.drawn.version if isinstance(base.drawn, Edits) else 0  # painted over in place since?
        full = (key, weakref.ref(base), edits, surface.scale, surface.origin, spot)
        if self.picture is None or self.key != full:
            picture = base.pixels.subsurface(spot).copy()
            ox, oy = surface.origin
            paint(Canvas(picture, surface.scale, surface.size, (ox - spot.x, oy - spot.y)))
            self.key, self.picture = full, picture
        surface.show(self.picture, rect.topleft)


def _clear(drawn: Drawn | Edits | None, base: Canvas, spot: pygame.Rect) -> bool:
    """The window's record says that nothing has been drawn in ``spot`` since ``base`` was put."""
    if not isinstance(drawn, Drawn) or drawn.rects is None or drawn.base is not base:
        return False
    return spot.collidelist(drawn.rects[drawn.put_at :]) == -1


def distinct(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` without those inside another (a text inside its panel is copied back once)."""
    kept: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: -r.w * r.h):
        if not any(k.contains(rect) for k in (kept[i] for i in rect.collidelistall(kept))):
            kept.append(rect)
    return kept


class WindowCanvas(Canvas):
    """The window's canvas for one frame: notes what is drawn (``drawn``) and, when a view puts the
    layer the last frame put, copies back only what that frame drew over it (``previous``)."""

    def __init__(
        self,
        raw: pygame.Surface,
        scale: float,
        size: tuple[int, int],
        origin: tuple[int, int],
        previous: Drawn | None = None,
    ) -> None:
        super().__init__(raw, scale, size, origin)
        self.drawn = Drawn(raw)
        fits = previous is not None and previous.surface is raw and previous.size == raw.get_size()
        self.previous = previous if fits else None

    def show(self, picture: pygame.Surface, dest: Sequence[Number]) -> None:
        """Not drawn again where the last frame showed it and nothing has touched it since: the game
        log's panel, 17% of the window, is copied only when it changes or something crossed it."""
        drawn = self.drawn
        assert drawn is not None
        s, (ox, oy) = self.scale, self.origin
        spot = pygame.Rect((round(dest[0] * s) + ox, round(dest[1] * s) + oy), picture.get_size())
        if self._still_shows(picture, spot):
            drawn.pending = [p for p in drawn.pending if not spot.contains(p)]
            drawn.note(spot)
            drawn.still.append(spot)
        else:
            self.blit(picture, dest)
        if drawn.rects is not None:
            drawn.shown.append((picture, spot, len(drawn.rects)))

    def _still_shows(self, picture: pygame.Surface, spot: pygame.Rect) -> bool:
        """The window holds ``picture`` at ``spot`` from the last frame: this frame only copied its
        layer back in part, not yet there, and drew nothing there; the last frame drew nothing over it."""
        drawn, previous = self.drawn, self.previous
        assert drawn is not None
        if previous is None or drawn.rects is None or drawn.restored is None:
            return False
        if drawn.base is None or drawn.base is not previous.base:
            return False
        pending = [drawn.pending[i] for i in spot.collidelistall(drawn.pending)]
        return (
            spot in pending
            and all(spot.contains(p) for p in pending)
            and spot.collidelist(drawn.restored) == -1
            and spot.collidelist(drawn.rects) == -1
            and previous.still_shows(picture, spot)
        )

    def put(self, layer: Canvas) -> None:
        drawn = self.drawn
        assert drawn is not None
        if not is_opaque(layer.pixels):
            super().put(layer)
            return
        over = drawn.over(layer, self.previous)
        edits = layer.drawn if isinstance(layer.drawn, Edits) else Edits()
        drawn.finish()  # a layer put before, still pending somewhere (a second put in one frame)
        if over is None or edits.rects is None:  # the whole window is the layer again
            self._raw.blit(layer.pixels, (0, 0))
            drawn.rects, drawn.restored = [], None
        else:  # where the last frame drew, and where the layer itself was painted over since
            drawn.pending = distinct(over + edits.rects)
        edits.rects = []
        drawn.base, drawn.put_at = layer, len(drawn.rects or ())
        self.base = layer
