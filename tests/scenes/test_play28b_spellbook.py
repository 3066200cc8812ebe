"""SpellBook at 1280x720 as a first-time player met it (#28, second round): the Use pill
overlapped the points hexagon and touched the rules text."""

from __future__ import annotations

import math

import pytest

from game.scenes.tables.spellbook import art
from game.scenes.tables.spellbook.view import use_pill
from tests.scenes.test_scaling import open_app, spellbook_position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_every_use_pill_is_clear_of_the_points_hexagon_and_the_rules_text():
    app = open_app((1280, 720))
    v = spellbook_position(app).view
    rows = v.geo.seats[v.bottom].rows
    assert rows
    for row in rows.values():
        badge = art.points_badge(row)
        hexagon_bottom = badge.centery + math.ceil(badge.height * 0.5 * math.sin(math.pi / 3))
        pill = use_pill(row)
        assert pill.top > hexagon_bottom, (row, pill, badge)
        assert pill.left >= badge.left, (row, pill, badge)  # the text ends left of the points column
        assert row.contains(pill), (row, pill)
