"""A region kept as an opaque picture (``repaint.Kept``): drawn once per look, the window byte-identical.

SpellBook's prompt bar -- a translucent panel blended over the table's layer with a line of text
on it -- was copied back and blended again every steady frame; kept, it is painted once per look
and then not drawn at all while the window still shows it.
"""

from __future__ import annotations

import pygame

from game.sprites import text as textmod
from game.sprites.repaint import Drawn, Kept, WindowCanvas
from game.sprites.scale import Canvas, draw

SIZE = (2560, 1440)  # scale 4/3: the kept picture's pixels must line up with the window's
SCALE = 2560 / 1920
BAR = pygame.Rect(20, 578, 1524, 46)


def _layer() -> Canvas:
    raw = pygame.Surface(SIZE)
    for x in range(0, SIZE[0], 40):  # a layer that is not flat: a misplaced copy would show
        raw.fill(((x * 7) % 256, (x * 3) % 256, 90), (x, 0, 40, SIZE[1]))
    layer = Canvas(raw, SCALE, (1920, 1080))
    return layer


def _paint(on: Canvas, line: str, calls: list[str]) -> None:
    calls.append(line)
    panel = pygame.Surface((on.rect(BAR).size), pygame.SRCALPHA)
    panel.fill((16, 24, 26, 220))
    on.blit(panel, BAR.topleft)
    draw.rect(on, (200, 160, 60), BAR.inflate(-4, -4), 2, border_radius=12)
    textmod.draw_text(on, line, BAR.inflate(-36, -8), 20, (235, 230, 220), valign="middle")


def _reference(layer: Canvas, line: str, over: tuple[pygame.Rect, ...] = ()) -> bytes:
    """The frame drawn whole: the layer, the bar straight over it, then what the frame drew after."""
    raw = layer.pixels.copy()
    canvas = Canvas(raw, SCALE, (1920, 1080))
    _paint(canvas, line, [])
    for rect in over:
        canvas.fill((250, 0, 0), rect)
    return pygame.image.tobytes(raw, "RGB")


def _frame(
    window: pygame.Surface,
    previous: Drawn | None,
    layer: Canvas,
    kept: Kept,
    line: str,
    calls: list[str],
    over: tuple[pygame.Rect, ...] = (),
) -> Drawn:
    canvas = WindowCanvas(window, SCALE, (1920, 1080), (0, 0), previous)
    canvas.put(layer)
    kept.draw(canvas, BAR, line, lambda on: _paint(on, line, calls))
    for rect in over:
        canvas.fill((250, 0, 0), rect)
    drawn = canvas.drawn
    assert isinstance(drawn, Drawn)
    drawn.finish()
    return drawn


def test_a_kept_prompt_bar_is_blended_once_per_look_and_the_window_stays_byte_identical():
    """Steady frames do not draw the kept bar again; a new line, or a drawing that crossed it, does."""
    window = pygame.Surface(SIZE)
    layer, kept, calls = _layer(), Kept(), []
    drawn = _frame(window, None, layer, kept, "Morning: drag a materia", calls)
    assert pygame.image.tobytes(window, "RGB") == _reference(layer, "Morning: drag a materia")
    for _ in range(3):
        drawn = _frame(window, drawn, layer, kept, "Morning: drag a materia", calls)
        assert drawn.restored == []  # nothing copied back: the window still shows the bar
        assert pygame.image.tobytes(window, "RGB") == _reference(layer, "Morning: drag a materia")
    assert calls == ["Morning: drag a materia"]

    drawn = _frame(window, drawn, layer, kept, "Noon: cast a spell", calls)
    assert calls[-1] == "Noon: cast a spell"
    assert pygame.image.tobytes(window, "RGB") == _reference(layer, "Noon: cast a spell")

    crossing = (pygame.Rect(600, 560, 120, 40),)  # a token flying over the bar's top edge
    drawn = _frame(window, drawn, layer, kept, "Noon: cast a spell", calls, crossing)
    assert pygame.image.tobytes(window, "RGB") == _reference(layer, "Noon: cast a spell", crossing)
    drawn = _frame(window, drawn, layer, kept, "Noon: cast a spell", calls)
    assert pygame.image.tobytes(window, "RGB") == _reference(layer, "Noon: cast a spell")
    assert len(calls) == 2  # crossed, the same picture is copied again, not painted anew


def test_a_kept_region_is_painted_straight_on_a_canvas_with_no_layer_beneath():
    """No opaque layer put (a thumbnail, a scene that draws its own background): drawn directly."""
    raw = pygame.Surface(SIZE)
    canvas, calls = Canvas(raw, SCALE, (1920, 1080)), []
    Kept().draw(canvas, BAR, "x", lambda on: _paint(on, "x", calls))
    Kept().draw(canvas, BAR, "x", lambda on: _paint(on, "x", calls))
    assert calls == ["x", "x"]
