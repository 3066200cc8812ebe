"""Symbols the text faces lack (the flip arrow ↻, ✓, ✗) drawn from a fallback font.

SDL_ttf has no font fallback: a character missing from Noto Sans came out as
an empty box (the School of Sorcery flip symbol in the game log, issue #22).
A line is therefore rendered in runs -- characters the face has in the face,
the rest in DejaVu Sans (``assets/fonts``, Bitstream Vera/DejaVu licence) --
and the runs are joined on the face's baseline.  Both text paths (the
platform's ``Theme.text`` and the tables' ``draw_text``) render through here.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import groupby
from pathlib import Path

import pygame
import pygame.freetype

FONTS = Path(__file__).resolve().parent.parent.parent / "assets" / "fonts"
FALLBACK = {False: FONTS / "DejaVuSans.ttf", True: FONTS / "DejaVuSans-Bold.ttf"}


@lru_cache(maxsize=16)
def _face(path: str) -> pygame.freetype.Font:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    return pygame.freetype.Font(path, 12)


@lru_cache(maxsize=4096)
def has_glyph(path: str, char: str) -> bool:
    """Whether the font file draws ``char`` itself (freetype reports no metrics for a missing glyph)."""
    return char.isspace() or _face(path).get_metrics(char)[0] is not None


@lru_cache(maxsize=64)
def _fallback(size: int, bold: bool) -> pygame.font.Font:
    return pygame.font.Font(str(FALLBACK[bold]), size)


def render(
    font: pygame.font.Font, path: str | None, text: str, colour: tuple[int, ...], bold: bool = False
) -> pygame.Surface:
    """``font.render(text)`` (``font`` loaded from ``path``), the characters it lacks from the fallback."""
    if path is None or all(has_glyph(path, c) for c in text):
        return font.render(text, True, colour)
    size = font.point_size
    runs = [(own, "".join(chars)) for own, chars in groupby(text, key=lambda c: has_glyph(path, c))]
    parts = [(font if own else _fallback(size, bold)).render(chars, True, colour) for own, chars in runs]
    line = pygame.Surface((sum(p.get_width() for p in parts), font.get_height()), pygame.SRCALPHA)
    x = 0
    for (own, _chars), part in zip(runs, parts, strict=True):
        lift = 0 if own else _fallback(size, bold).get_ascent() - font.get_ascent()
        line.blit(part, (x, -lift))
        x += part.get_width()
    return line


def reset() -> None:
    """Forget the loaded fonts (they die with ``pygame.quit``); what each font covers stays known."""
    _face.cache_clear()
    _fallback.cache_clear()
