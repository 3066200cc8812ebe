"""Translucent outlines and tinted boxes (rings round pieces, glows on choices), painted once per look.

A table's pulsing rings, the glow on a stack to click, the faint marks of the
last move: each was a new layer allocated and painted every frame, which at
2560x1440 cost more than blitting a cached one.  :func:`outline` keeps them in
a byte-bounded cache keyed by canvas size, scale, colours and widths; a pulse
steps through a few shades (:func:`game.sprites.tween.pulse_shade`), so every
shade is painted once.
"""

from __future__ import annotations

import pygame

from game.sprites import scale
from game.sprites.cache import MB, cached_surface
from game.sprites.scale import Canvas, draw


def outline(
    size: tuple[int, int],
    colour: tuple[int, ...],
    width: int,
    radius: int | None = None,
    fill: tuple[int, ...] | None = None,
) -> pygame.Surface:
    """An outline (an ellipse without ``radius``) of canvas ``size``, over ``fill`` if given,
    at the current picture scale."""
    return _outline(tuple(size), scale.factor(), colour, width, radius, fill)


@cached_surface("outlines", 16 * MB)
def _outline(
    size: tuple[int, int],
    factor: float,
    colour: tuple[int, ...],
    width: int,
    radius: int | None,
    fill: tuple[int, ...] | None,
) -> pygame.Surface:
    layer = Canvas(pygame.Surface(scale.px_size(size, factor), pygame.SRCALPHA), factor, size)
    body = layer.get_rect()
    if radius is None:
        if fill is not None:
            draw.ellipse(layer, fill, body)
        draw.ellipse(layer, colour, body, width)
    else:
        if fill is not None:
            draw.rect(layer, fill, body, border_radius=radius)
        draw.rect(layer, colour, body, width, border_radius=radius)
    return layer.raw
