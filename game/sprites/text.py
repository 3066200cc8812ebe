"""Text in boxes: wrapping, shrink-to-fit, and a record of every overflow.

Translations are often a third longer than English, so every label on a
table is drawn into a box with :func:`draw_text`: it wraps, shrinks the font
down to a floor, and if the text still does not fit it clips and records
the overflow.  Screenshot tests render each language and assert the record
stays empty, which is how "no text overflows its box" is checked.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

import pygame

from game.sprites import glyphs
from game.sprites.cache import MB, SurfaceCache
from game.sprites.scale import Target, as_canvas, px, scale_of, unpx

ASSETS = Path(__file__).resolve().parent.parent.parent / "assets"
#: The smallest text a player must read, in screen pixels, at every window size the app allows
#: (1280x720 included): below it Noto Sans' space is 2 px and words run together.  Every table
#: keeps its texts at or above it (tests/scenes/test_*_720.py measure each).
MIN_PX = 10


def cut_with_ellipsis(text: str, font: pygame.font.Font, width: int) -> str:
    """The longest start of ``text`` that fits ``width`` with "…" after it (trailing spaces
    dropped first): a line shown short, whose whole text a tooltip keeps."""
    while text and font.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


Colour = tuple[int, int, int] | tuple[int, int, int, int]


@dataclass(frozen=True)
class Overflow:
    text: str
    rect: tuple[int, int, int, int]
    needed: tuple[int, int]


#: Overflows since the last :func:`reset_overflows` (read by screenshot tests).
OVERFLOWS: list[Overflow] = []


def reset_overflows() -> None:
    OVERFLOWS.clear()


@lru_cache(maxsize=8)
def _font_file(bold: bool, face: str) -> str | None:
    """The font file the theme names (``assets/theme/theme.json``), else None for pygame's own.

    Sharing the platform theme's files keeps one typography across scenes and
    tables; pygame's default font also covers Polish and German letters, so a
    missing theme still draws every language.
    """
    theme = ASSETS / "theme" / "theme.json"
    try:
        data = json.loads(theme.read_text(encoding="utf-8"))
        section = data["heading"]["font"] if face == "serif" else data["defaults"]["font"]
        rel = section["bold_path" if bold else "regular_path"]
    except (OSError, ValueError, KeyError):
        return None
    path = ASSETS.parent / rel
    return str(path) if path.exists() else None


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False, face: str = "sans") -> pygame.font.Font:
    """A cached font of ``size`` logical pixels; ``face`` is "sans" or "serif" (headings)."""
    if not pygame.font.get_init():
        pygame.font.init()
    path = _font_file(bold, face)
    f = pygame.font.Font(path, max(6, int(size)))
    if bold and path is None:
        f.set_bold(True)
    return f


def reset() -> None:
    """Forget fonts, layouts and rendered lines: fonts die with ``pygame.quit`` and a new App starts clean."""
    font.cache_clear()
    _layout.cache_clear()
    _RENDERED.clear()


def wrap(text: str, f: pygame.font.Font, width: int) -> list[str]:
    """Greedy word wrap; explicit newlines are kept; a too-long word stays whole."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            candidate = word if not line else f"{line} {word}"
            if f.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


def measure(
    text: str, size: int, width: int, bold: bool = False, spacing: float = 1.0, face: str = "sans"
) -> tuple[int, int]:
    """(widest line, total height) of ``text`` wrapped to ``width`` at ``size``."""
    f = font(size, bold, face)
    lines = wrap(text, f, width)
    line_h = int(f.get_linesize() * spacing)
    return max((f.size(line)[0] for line in lines), default=0), _height(f, line_h, len(lines))


def _height(f: pygame.font.Font, line_h: int, count: int) -> int:
    """``count`` lines ``line_h`` apart: the last one needs the font's whole line (with spacing
    below 1 its descenders would otherwise be cut at the box's bottom edge)."""
    return line_h * (count - 1) + max(line_h, f.get_linesize())


def fit_size(
    text: str,
    rect: pygame.Rect,
    size: int,
    min_size: int,
    bold: bool = False,
    wrap_lines: bool = True,
    spacing: float = 1.0,
    face: str = "sans",
) -> tuple[int, bool]:
    """The largest size in [min_size, size] at which ``text`` fits ``rect``; and whether it fits.

    A bisection over the sizes (fitting is monotone: a smaller font never needs more
    room): stepping down one size at a time measured ~1,600 wrapped lines on the
    first SpellBook frame and stalled entering the table for ~0.4 s.
    """

    def fits(s: int) -> bool:
        if wrap_lines:
            w, h = measure(text, s, rect.width, bold, spacing, face)
        else:
            f = font(s, bold, face)
            w, h = f.size(text)[0], f.get_linesize()
        return w <= rect.width and h <= rect.height

    if size <= min_size or fits(size):
        return size, fits(size)
    if not fits(min_size):
        return min_size, False
    lo, hi = min_size, size  # fits(lo), not fits(hi)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return lo, True


@dataclass(frozen=True, slots=True)
class _Box:
    """A text box laid out at one scale: the font size and lines in surface pixels, where they go in
    logical ones (the conversions done once, not for every draw: a table draws ~40 boxes a frame)."""

    size_px: int
    fits: bool
    lines: tuple[str, ...]
    line_h: int  # logical
    total_h: int  # logical
    widest: int  # logical
    tops: tuple[int, ...]  # each line's top below the first, logical


@lru_cache(maxsize=4096)
def _layout(
    text: str,
    width: int,
    height: int,
    size: int,
    floor: int,
    bold: bool,
    wrap_lines: bool,
    spacing: float,
    face: str,
    scale: float,
) -> _Box:
    """A text box's layout (cached: labels repeat each frame).

    Fitted in the surface's own pixels: a font of 4/3 the size is not exactly 4/3 as wide, so a
    line fitted in canvas pixels could be cut at the box's edge at 2560x1440 (identity at scale 1).
    """
    w_px, h_px = px(width, scale), px(height, scale)
    room = pygame.Rect(0, 0, w_px, h_px)
    s, fits = fit_size(text, room, px(size, scale), px(floor, scale), bold, wrap_lines, spacing, face)
    f = font(s, bold, face)
    lines = tuple(wrap(text, f, w_px)) if wrap_lines else (text,)
    widest = max((f.size(line)[0] for line in lines), default=0)
    line_px = int(f.get_linesize() * spacing)
    tops = tuple(unpx(i * line_px, scale) for i in range(len(lines)))
    total = unpx(_height(f, line_px, len(lines)), scale)
    return _Box(s, fits, lines, unpx(line_px, scale), total, unpx(widest, scale), tops)


_RENDERED = SurfaceCache("text lines", 8 * MB)


def _rendered(line: str, size: int, bold: bool, face: str, colour: tuple[int, ...]) -> pygame.Surface:
    """A rendered line, cached: tables redraw the same labels every frame."""
    key = (line, size, bold, face, colour)
    img = _RENDERED.get(key)
    if img is None:
        img = glyphs.render(font(size, bold, face), _font_file(bold, face), line, colour[:3], bold)
        if len(colour) == 4:
            img.set_alpha(colour[3])
        _RENDERED.put(key, img)
    return img


def draw_text(
    surface: Target,
    text: str,
    rect: pygame.Rect | tuple[int, int, int, int],
    size: int = 22,
    colour: Colour = (235, 230, 220),
    *,
    bold: bool = False,
    align: str = "left",
    valign: str = "top",
    wrap_lines: bool = True,
    min_size: int | None = None,
    spacing: float = 1.0,
    shadow: Colour | None = None,
    face: str = "sans",
) -> pygame.Rect:
    """Draw ``text`` inside ``rect``: wrap, shrink to fit (down to ``min_size``), else clip and record.

    ``align`` is left/center/right, ``valign`` top/middle/bottom.  Returns the
    rectangle the text occupies.
    """
    rect = pygame.Rect(rect)
    floor = min_size if min_size is not None else max(10, int(size * 0.7))
    scale = scale_of(surface)
    box = _layout(text, rect.width, rect.height, size, floor, bold, wrap_lines, spacing, face, scale)
    total_h = box.total_h
    if not box.fits:
        OVERFLOWS.append(Overflow(text, (rect.x, rect.y, rect.w, rect.h), (box.widest, total_h)))
    top = rect.y
    if valign == "middle":
        top = rect.y + (rect.height - total_h) // 2
    elif valign == "bottom":
        top = rect.bottom - total_h
    canvas = as_canvas(surface)
    clip = canvas.clip_in(rect)
    used = pygame.Rect(rect.x, top, 0, 0)
    size_px, line_h, tint = box.size_px, box.line_h, tuple(colour)
    for line, dy in zip(box.lines, box.tops, strict=True):
        img = _rendered(line, size_px, bold, face, tint)
        width = img.get_width() if scale == 1 else round(img.get_width() / scale)
        if align == "center":
            x = rect.x + (rect.width - width) // 2
        elif align == "right":
            x = rect.right - width
        else:
            x = rect.x
        y = top + dy
        if shadow is not None:
            surface.blit(
                _rendered(line, size_px, bold, face, (*shadow[:3], shadow[3] if len(shadow) == 4 else 160)),
                (x + 1, y + 2),
            )
        surface.blit(img, (x, y))
        used.union_ip(pygame.Rect(x, y, width, line_h))
    canvas.unclip(clip)
    return used
