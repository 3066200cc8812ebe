"""#28: a kept region (``repaint.Kept``) where the frame drew before it, over a layer painted in place, and
the window's record of an outline: each frame byte-identical to the frame drawn whole.

Kept pictures went from one region (SpellBook's prompt bar) to the top bar and panels in every table;
they must not rely on the view's promise that nothing is drawn there first, nor miss a layer that
changed beneath them.  An outline's inside, not painted, is not copied back in the next frame.
"""

from __future__ import annotations

import pygame

from game.sprites.repaint import Drawn, Kept, WindowCanvas
from game.sprites.scale import Canvas, draw

SIZE = (2560, 1440)
SCALE = 2560 / 1920
LOGICAL = (1920, 1080)
PANEL = pygame.Rect(300, 400, 600, 120)


def layer() -> Canvas:
    """An opaque layer that notes what is painted on it in place (``Canvas.blank``: scale.Edits)."""
    under = Canvas(pygame.Surface(SIZE), SCALE, LOGICAL).blank()
    for x in range(0, SIZE[0], 40):  # not flat: a misplaced copy would show
        under.pixels.fill(((x * 7) % 256, (x * 3) % 256, 90), (x, 0, 40, SIZE[1]))
    return under


def paint(on: Canvas, calls: list[int]) -> None:
    """A translucent panel with a frame: what shows through it is the layer beneath (or a drawing)."""
    calls.append(1)
    glass = pygame.Surface(on.rect(PANEL).size, pygame.SRCALPHA)
    glass.fill((16, 24, 26, 200))
    on.blit(glass, PANEL.topleft)
    draw.rect(on, (200, 160, 60), PANEL.inflate(-6, -6), 2, border_radius=12)


def frame(
    window: pygame.Surface,
    previous: Drawn | None,
    under: Canvas,
    kept: Kept,
    calls: list[int],
    first: tuple[pygame.Rect, ...] = (),
) -> Drawn:
    """``first`` drawn over the layer before the kept region, as a token flying across it would be."""
    canvas = WindowCanvas(window, SCALE, LOGICAL, (0, 0), previous)
    canvas.put(under)
    for rect in first:
        canvas.fill((250, 0, 0), rect)
    kept.draw(canvas, PANEL, "look", lambda on: paint(on, calls))
    drawn = canvas.drawn
    assert isinstance(drawn, Drawn)
    drawn.finish()
    return drawn


def reference(under: Canvas, first: tuple[pygame.Rect, ...] = ()) -> bytes:
    raw = under.pixels.copy()
    canvas = Canvas(raw, SCALE, LOGICAL)
    for rect in first:
        canvas.fill((250, 0, 0), rect)
    paint(canvas, [])
    return pygame.image.tobytes(raw, "RGB")


def test_a_kept_region_the_frame_already_drew_in_is_painted_straight_over_that_drawing():
    """A picture of the layer and the panel would hide the token beneath the translucent panel."""
    window, under, kept, calls = pygame.Surface(SIZE), layer(), Kept(), []
    drawn = frame(window, None, under, kept, calls)
    drawn = frame(window, drawn, under, kept, calls)
    assert len(calls) == 1 and drawn.changed() == []  # kept, shown still: nothing presented anew
    token = (pygame.Rect(500, 420, 80, 80),)
    drawn = frame(window, drawn, under, kept, calls, token)
    assert pygame.image.tobytes(window, "RGB") == reference(under, token)
    assert len(calls) == 2  # painted straight, over the token
    drawn = frame(window, drawn, under, kept, calls)
    assert pygame.image.tobytes(window, "RGB") == reference(under)


def test_a_kept_region_over_a_layer_painted_in_place_is_painted_anew():
    """The Trickerion board is repainted region by region on the same layer: the panel's picture,
    made from the old pixels beneath, would show them."""
    window, under, kept, calls = pygame.Surface(SIZE), layer(), Kept(), []
    drawn = frame(window, None, under, kept, calls)
    drawn = frame(window, drawn, under, kept, calls)
    assert len(calls) == 1
    under.fill((40, 120, 60), pygame.Rect(350, 380, 200, 200))  # a region of the board repainted
    drawn = frame(window, drawn, under, kept, calls)
    assert len(calls) == 2
    assert pygame.image.tobytes(window, "RGB") == reference(under)


def test_an_outline_is_copied_back_along_its_edges_only():
    """SpellBook's frame round the active pool: 746x145 window pixels were copied back each frame
    for a 2-pixel line; now its four strips are, and the window stays byte-identical."""
    window, under = pygame.Surface(SIZE), layer()
    box = pygame.Rect(20, 640, 560, 110)
    previous = None
    for colour in ((255, 200, 80), (255, 200, 80), (90, 200, 255)):
        canvas = WindowCanvas(window, SCALE, LOGICAL, (0, 0), previous)
        canvas.put(under)
        draw.rect(canvas, colour, box, 2, border_radius=16)
        drawn = canvas.drawn
        assert isinstance(drawn, Drawn)
        drawn.finish()
        expected = under.pixels.copy()
        draw.rect(Canvas(expected, SCALE, LOGICAL), colour, box, 2, border_radius=16)
        assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(expected, "RGB")
        if previous is not None:
            assert drawn.restored is not None
            area = sum(r.w * r.h for r in drawn.restored)
            whole = canvas.rect(box)
            assert 0 < area < whole.w * whole.h / 2
        previous = drawn
