"""A SpellBook table left alone paints nothing new: its pulsing glows come from the picture caches.

The bag's glow, the rings round the materia a player can take and the glowing
spell rows pulse with the table's clock.  Their pictures are cached by alpha,
and the alpha used to change with every frame: a pass-and-play table painted a
new picture nearly every frame, and at 3840x2160 the shades of the rings
outgrew their cache so it never stopped.  They now step through a few shades.
"""

from __future__ import annotations

import pygame
import pytest

from game.sprites import paint_budget
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

FRAME = 1 / 60
WARM = 200  # frames: longer than the slowest pulse's period (the rings', 2.5 s)
STEADY = 240  # frames counted afterwards


@pytest.mark.parametrize(
    "size",
    [(1920, 1080), pytest.param((3840, 2160), marks=pytest.mark.slow)],  # 4K: 44 s under load
)
def test_a_pass_and_play_table_paints_no_new_picture_over_steady_frames(app, drive, size):
    """Bug: a cache key with the pulse's alpha in it changed every frame (a new picture each frame)."""
    app.settings.window_size = size
    app.apply_display()
    table = start_table(app, "spellbook", ("human", "human"), seed=3)
    while drive.scene_id() == "handoff":
        drive.key(pygame.K_RETURN)
    view = table.view
    assert view.may_act() and "bag" in view.g.clicks, "the bag and the altar's materia glow"
    drive.frames(WARM, FRAME)
    before = paint_budget.painted()
    drive.frames(STEADY, FRAME)
    assert paint_budget.painted() == before
