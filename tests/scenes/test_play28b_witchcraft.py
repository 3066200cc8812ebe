"""Witchcraft's coordinates beside the board's fields (#28, second round).

The column letters a-d sat ~45 px below the board and the row numbers as far to its left:
they were drawn outside the floor, beyond its ring of free slots for new pieces.
"""

from __future__ import annotations

import pytest

from game.scenes.ui import theme
from tests.scenes.test_scaling import open_app, table_position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

COORDS = {"a", "b", "c", "d", "1", "2", "3", "4", "5", "6"}


def drawn_coordinates(app, table, monkeypatch) -> dict[str, tuple[int, int]]:
    """Where each coordinate is drawn when the table paints its room anew (a resize repaints it)."""
    where: dict[str, tuple[int, int]] = {}
    t = theme()
    real = t.blit_text

    def noting(surface, text, pos, *args, **kwargs):
        rect = real(surface, text, pos, *args, **kwargs)
        if text in COORDS and kwargs.get("anchor") in ("midtop", "midright"):
            where.setdefault(text, rect)
        return rect

    monkeypatch.setattr(t, "blit_text", noting)
    app.settings.window_size = (1600, 900)
    app.apply_display()
    app.render(app.canvas)
    monkeypatch.undo()
    return where


@pytest.mark.parametrize("moves", [10, 30])
def test_letters_and_numbers_sit_just_outside_the_outermost_fields(monkeypatch, moves):
    app = open_app((1920, 1080))
    table = table_position(app, "witchcraft", 1, moves)
    v = table.view
    where = drawn_coordinates(app, table, monkeypatch)
    assert set(where) == COORDS
    bottom = max(v.cell_rect(f).bottom for f in v.model.fields if 0 <= f[0] < 4)  # columns a-d
    left = min(v.cell_rect(f).left for f in v.model.fields if 0 <= f[1] < 6)  # rows 1-6
    for letter in "abcd":
        assert 0 < where[letter].top - bottom <= 20, (letter, where[letter], bottom)
    for number in "123456":
        assert 0 < left - where[number].right <= 20, (number, where[number], left)
