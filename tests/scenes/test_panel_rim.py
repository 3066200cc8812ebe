"""An opaque panel (every modal's) is filled inside and blended only at its rim (issue #28's F1 frame).

Blending the whole cached panel picture per pixel cost ~8 ms of the rules reader's first frame
at 2560x1440; the fill must leave exactly the pixels the blend left, at every window size.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.scenes.dialogs import BOX, RulesOverlay
from game.scenes.ui import CANVAS_SIZE, panel
from game.sprites import scale

SIZES = [(1920, 1080), (2560, 1440), (3840, 2160)]
RECTS = [RulesOverlay.AREA, BOX, pygame.Rect(333, 217, 611, 389), pygame.Rect(701, 503, 97, 61)]


def _backdrop(size: tuple[int, int]) -> pygame.Surface:
    """A busy opaque window picture: a wrong pixel anywhere under the rim shows."""
    rng = random.Random(28)
    window = pygame.Surface(size)
    for _ in range(400):
        colour = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        spot = (rng.randrange(size[0]), rng.randrange(size[1]))
        window.fill(colour, (spot, (rng.randrange(300), rng.randrange(300))))
    return window


def _blended_whole(size: tuple[int, int], rect: pygame.Rect, border: str) -> pygame.Surface:
    """The panel as drawn before: its whole picture blended over the window.  On a transparent
    layer the panel takes the old route (a target with its own alpha is never filled)."""
    factor = size[0] / CANVAS_SIZE[0]
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.fill((0, 0, 0, 0))
    panel(scale.Canvas(layer, factor, CANVAS_SIZE), rect, border=border, alpha=255)
    window = _backdrop(size)
    window.blit(layer, (0, 0))
    return window


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("border", ["gold", "normal_border"])
def test_an_opaque_panel_filled_inside_leaves_the_pixels_of_the_whole_blend(size, border):
    factor = size[0] / CANVAS_SIZE[0]
    for rect in RECTS:
        window = _backdrop(size)
        panel(scale.Canvas(window, factor, CANVAS_SIZE), rect, border=border, alpha=255)
        expected = _blended_whole(size, rect, border)
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB"), (size, rect)


def test_an_opaque_panel_on_a_clipped_window_draws_nothing_outside_the_clip():
    """The rim is blended strip by strip under a clip of its own: the caller's clip still holds."""
    size = (2560, 1440)
    window = _backdrop(size)
    before = window.copy()
    clip = pygame.Rect(900, 500, 400, 300)
    window.set_clip(clip)
    canvas = scale.Canvas(window, size[0] / CANVAS_SIZE[0], CANVAS_SIZE)
    panel(canvas, RulesOverlay.AREA, border="gold", alpha=255)
    assert window.get_clip() == clip
    window.set_clip(None)
    outside = before.copy()
    outside.blit(window, clip, clip)
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(outside, "RGB")
