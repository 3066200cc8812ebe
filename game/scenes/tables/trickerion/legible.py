"""The board's labels readable in a window smaller than the canvas, shortened where room is short.

The board's boxes are laid out on the 1920x1080 canvas for 11-15 px text; at 1280x720 the same
boxes are two thirds as large, and a label shrunk to fit them came out at 6-9 px (the active
prophecy, Market Row's prices and "order only", a trick's yield line, a die's "Spirytystyczna").
Below the canvas's own size a label is now never drawn under ``art.MIN_PX`` on screen: a line a
pixel or two taller than its box grows into the box's margin, a word too long for its line is
split with a hyphen where a second line fits, and what still does not fit ends in an ellipsis --
its whole text is kept (:func:`noting`) and the table's tooltip shows it on hover.  At 1920x1080
and above nothing changes (the pinned 1080p pictures stay identical).
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

import pygame

from game.sprites import scale
from game.sprites import text as textmod
from game.sprites.scale import Target
from game.sprites.text import MIN_PX

#: How much taller (screen pixels) than its box a line may be drawn: a line's box is the font's
#: line size (14 px at 10 px), its letters 2-3 px less, so a 12-13 px box still holds them.
SLACK_PX = 3
ELLIPSIS = "…"

Rect = tuple[int, int, int, int]

_sinks: list[tuple[dict[Rect, str], Target]] = []


@dataclass(frozen=True, slots=True)
class Fitted:
    """A label as it is drawn: its (maybe shortened) text, its box, the size and the floor."""

    text: str
    rect: pygame.Rect
    size: int
    floor: int


@contextmanager
def noting(sink: dict[Rect, str], board: Target) -> Iterator[None]:
    """While open, each label shortened on ``board`` puts its box and whole text into ``sink`` (for
    the tooltip; a cached picture's letters, drawn meanwhile in their own coordinates, do not)."""
    _sinks.append((sink, board))
    try:
        yield
    finally:
        _sinks.pop()


def write(surface: Target, text: str, rect: pygame.Rect, size: int, colour: Any, **kw: Any) -> None:
    """``textmod.draw_text`` kept at ``MIN_PX`` or more on a surface smaller than the canvas."""
    k = scale.scale_of(surface)
    if k < 1 and text.strip():
        box = pygame.Rect(rect)
        style = (kw.get("bold", False), kw.get("wrap_lines", True), kw.get("face", "sans"))
        fitted = fit(text, box, size, k, *style)
        for sink, board in _sinks[-1:]:
            if board is surface and fitted.text != text:
                sink[(box.x, box.y, box.w, box.h)] = text
        text, rect, size, kw["min_size"] = fitted.text, fitted.rect, fitted.size, fitted.floor
    textmod.draw_text(surface, text, rect, size, colour, **kw)


def fit(text: str, rect: pygame.Rect, size: int, k: float, bold: bool, wrap_lines: bool, face: str) -> Fitted:
    """``text`` in ``rect`` at no less than ``MIN_PX`` on screen at scale ``k`` (< 1)."""
    short, height, size, floor = _fitted(text, rect.w, rect.h, size, k, bold, wrap_lines, face)
    return Fitted(short, rect.inflate(0, height - rect.h), size, floor)


@functools.lru_cache(maxsize=4096)
def _fitted(
    text: str, w: int, h: int, size: int, k: float, bold: bool, wrap_lines: bool, face: str
) -> tuple[str, int, int, int]:
    """(text as drawn, box height, size, floor) of :func:`fit`, cached as the text box's layout is:
    measuring every label afresh made a whole board's repaint at 1280x720 four times as slow."""
    floor = math.ceil(MIN_PX / k - 1e-9)
    size = max(size, floor)
    room = pygame.Rect(0, 0, scale.px(w, k), scale.px(h, k))
    if textmod.fit_size(text, room, scale.px(size, k), MIN_PX, bold, wrap_lines, 1.0, face)[1]:
        return text, h, size, floor
    f = textmod.font(MIN_PX, bold, face)
    line = f.get_linesize()
    lines = textmod.wrap(text, f, room.w) if wrap_lines else [text]
    widest = max(f.size(one)[0] for one in lines)
    fits_lines = max(1, (room.h + SLACK_PX) // line)
    if widest <= room.w and len(lines) <= fits_lines:  # only the height short, by a pixel or two
        return text, taller(h, line * len(lines), k), floor, floor
    short = shorten(text, f, room.w, fits_lines if wrap_lines else 1)
    return short, taller(h, line * short.count("\n") + line, k), floor, floor


def taller(h: int, need_px: int, k: float) -> int:
    """A box ``h`` high grown to ``need_px`` screen pixels, if it is lower (about its middle)."""
    return max(h, math.ceil(need_px / k) + 1)


def shorten(text: str, f: pygame.font.Font, width: int, lines: int) -> str:
    """``text`` in at most ``lines`` lines of ``width`` pixels: a word too long for a line is split
    with a hyphen while another line is left, and the last line ends in an ellipsis (before a closing
    number, which tells two Apprentices apart)."""
    out: list[str] = []
    words = text.split()
    current = ""
    while words and len(out) < lines - 1:
        word = words[0]
        candidate = f"{current} {word}" if current else word
        if f.size(candidate)[0] <= width:
            current = candidate
            words.pop(0)
        elif current:
            out.append(current)
            current = ""
        else:  # one word wider than the line: its head with a hyphen, the rest on the next line
            cut = _hyphen_at(word, f, width)
            out.append(word[:cut] + "-")
            words[0] = word[cut:]
    rest = " ".join([current, *words]).strip()
    if f.size(rest)[0] > width:
        head, _space, number = rest.rpartition(" ")
        end = ELLIPSIS + f" {number}" if head and number.isdigit() else ELLIPSIS  # "Pomoc… 1", "Pomoc… 2"
        body = head if end != ELLIPSIS else rest
        rest = body[: _longest(body, f, width, end)].rstrip() + end
    return "\n".join([*out, rest])


VOWELS = frozenset("aeiouyäöüąęóéAEIOUYÄÖÜ")


def _hyphen_at(word: str, f: pygame.font.Font, width: int) -> int:
    """Where to split ``word`` so its head and a hyphen fit ``width``: the last place before a
    consonant that starts a syllable (V|CV, C|C: "Spiri-tuell", "Pomoc-nik") with three letters
    on each side, the rest whole on its line if it can be; else the most that fits ("Spiritue-ll"
    read as a typo)."""
    most = _longest(word, f, width, "-")
    cuts = [
        i
        for i in range(min(most, len(word) - 3), 2, -1)
        if word[i] not in VOWELS and (word[i + 1] in VOWELS or word[i - 1] not in VOWELS)
    ]
    whole = [i for i in cuts if f.size(word[i:])[0] <= width]  # the rest fits its line: no ellipsis
    return (whole or cuts or [most])[0]


def _longest(text: str, f: pygame.font.Font, width: int, tail: str) -> int:
    """How many of ``text``'s first characters fit ``width`` with ``tail`` after them (at least 1)."""
    n = len(text)
    while n > 1 and f.size(text[:n] + tail)[0] > width:
        n -= 1
    return n
