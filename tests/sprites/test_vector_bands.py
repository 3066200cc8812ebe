"""Big pictures painted in bands (issue #27): the same pixels as painted whole, one band per opening frame."""

import pygame
import pytest

from game.scenes.tables.spellbook import art as spellbook_art
from game.scenes.tables.trickerion import drawing as trickerion_drawing
from game.scenes.tables.witchcraft import art as witchcraft_art
from game.scenes.tables.witchcraft.geometry import BASE
from game.sprites import paint_budget, scale, vector

FIELDS = frozenset(BASE) | {(4, 1), (4, 2)}  # the base board and one extra piece


def _paint(s: pygame.Surface, whole: pygame.Rect) -> None:
    """What the banded pictures draw: a gradient, slanted lines, translucent circles, polygons, rounded rects.

    As :func:`vector.render_in_bands` asks, every height is a whole pixel (floats only across, as the
    slanted lines' ends): a fractional one would be rounded otherwise in a band than in the whole.
    """
    w, h = whole.size
    vector.vertical_gradient(s, (22, 40, 38), (200, 20, 22), whole)
    for x in range(0, w + int(h * 0.3), 17):
        pygame.draw.line(s, (40, 66, 60), (x, whole.top), (x - h * 0.3, whole.top + h), 3)
    for i in range(5):
        centre = (w * (1 + 2 * i) // 10, whole.top + h * (15 + 17 * i) // 100)
        pygame.draw.circle(s, (200, 180, 90, 140), centre, h * 0.13, 0 if i % 2 else 4)
        star = vector.star(centre[0], centre[1], h * 0.1, h * 0.04, 8)
        pygame.draw.polygon(s, (90, 200, 140), vector.whole_pixels(star))
    shadow = pygame.Rect(w // 5, whole.top + h // 3, w // 2, h * 2 // 5)
    pygame.draw.rect(s, (0, 0, 0, 90), shadow, border_radius=9)


@pytest.mark.parametrize("supersample", [1, 3])
@pytest.mark.parametrize("bands", [2, 3, 7])
@pytest.mark.parametrize("size", [(301, 229), (160, 90)])
def test_a_picture_painted_in_bands_equals_the_picture_painted_whole(supersample, bands, size):
    vector.clear_cache()
    with scale.scaled(1):
        whole = vector.render(("whole", size), size, lambda s: _paint(s, s.get_rect()), supersample)
        banded = vector.render_in_bands(("banded", size), size, _paint, bands, supersample)
    assert pygame.image.tobytes(banded, "RGBA") == pygame.image.tobytes(whole, "RGBA")


@pytest.mark.parametrize(
    "picture",
    [
        lambda: witchcraft_art.floor_image(FIELDS, BASE, 110, (110, 110), (660, 770)),
        lambda: witchcraft_art.floor_image(FIELDS, BASE, 97, (97, 0), (485, 679)),
        lambda: spellbook_art.table_background((1366, 768)),
        lambda: spellbook_art.table_background((1920, 1080)),
        lambda: trickerion_drawing.background((1600, 900)),
        lambda: vector.radial_glow(1728, (120, 110, 70), 40),
        lambda: vector.radial_glow(1399, (150, 110, 200), 70),
    ],
)
def test_the_tables_banded_pictures_equal_the_pictures_painted_whole(picture, monkeypatch):
    """The Witchcraft floor, the SpellBook felt and lamp, the Trickerion board gradient, pixel for pixel."""
    vector.clear_cache()
    banded = pygame.image.tobytes(picture(), "RGBA")
    in_bands = vector.render_in_bands
    monkeypatch.setattr(vector, "render_in_bands", lambda *a, **kw: in_bands(*a, **{**kw, "bands": 1}))
    vector.clear_cache()
    with scale.scaled(1):
        assert pygame.image.tobytes(picture(), "RGBA") == banded


def test_the_witchcraft_floor_is_painted_over_several_frames_of_an_opening():
    """Painted whole, the floor took ~44 ms: one opening frame.  Each band is now a cached picture of
    its own, so a budget spent at the first picture stops after one band, and the next attempt goes on."""
    args = (FIELDS, BASE, 110, (110, 110), (660, 770))
    vector.clear_cache()
    expected = pygame.image.tobytes(witchcraft_art.floor_image(*args), "RGBA")
    vector.clear_cache()
    attempts = 0
    picture = None
    while picture is None:
        attempts += 1
        try:
            with paint_budget.budget(0.0):
                picture = witchcraft_art.floor_image(*args)
        except paint_budget.Spent:
            pass
    assert attempts >= 4  # a frame for each band (and the last one puts them together)
    assert pygame.image.tobytes(picture, "RGBA") == expected
