"""SpellBook: one Ctrl+Z per player gesture, and materia that stay put under the pointer.

Bugs: dragging an altar materia to the pool (``take_one`` + ``take``) needed two Ctrl+Z, the first
leaving the player in "take 1 materia from the altar" with no way out; after a click stored a pool
materia at noon the pool re-sorted, so the next click at the same spot took a different materia.
The chosen behaviour: a click still stores at once (it is the only thing a pool materia does at
noon, and one Ctrl+Z takes it back), but nothing else moves while the day lasts.
"""

from __future__ import annotations

import json

import pygame
import pytest

from game.scenes.tables.spellbook import SpellBookView
from game.scenes.tables.spellbook.slots import StableSlots
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _my_turn(app, drive, seed: int = 3):
    table = start_table(app, "spellbook", ("human", "bot"), seed=seed)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)
    return table


def _snapshot(table) -> str:
    return json.dumps(table.state.to_json(), sort_keys=True)


def _undo(drive) -> None:
    drive.key(pygame.K_z, mod=pygame.KMOD_CTRL)


def _places(v: SpellBookView, materia) -> dict[int, pygame.Rect]:
    return {m: pygame.Rect(v.element_rect(("m", m))) for m in materia}


def test_one_undo_takes_back_a_whole_drag_from_the_altar(app, drive):
    table = _my_turn(app, drive)
    v: SpellBookView = table.view
    before, done = _snapshot(table), len(table.actions)
    altar = list(v.view["altar"])
    m = altar[0]
    drive.drag(v.element_rect(("m", m)).center, v.element_rect(("pool", 0)).center)
    drive.frames(3)
    assert len(table.actions) == done + 2, "take_one then take: two engine steps for one drag"
    _undo(drive)
    assert _snapshot(table) == before, "one Ctrl+Z restores the position before the drag"
    assert len(table.actions) == done and table.view.view["prompt"] is None
    assert table.view.view["altar"] == altar


def test_taking_from_the_altar_leaves_the_other_altar_materia_in_place(app, drive):
    table = _my_turn(app, drive)
    v: SpellBookView = table.view
    altar = list(v.view["altar"])
    m = altar[len(altar) // 2]
    others = _places(v, [a for a in altar if a != m])
    drive.drag(v.element_rect(("m", m)).center, v.element_rect(("pool", 0)).center)
    drive.frames(3)
    assert m not in table.view.view["altar"]
    assert _places(table.view, others) == others


def test_storing_at_noon_keeps_the_pool_in_place_and_undoes_in_one_step(app, drive):
    table = _my_turn(app, drive)
    drive.click_at(table.view.element_rect(("button", "skip")).center)
    assert table.view.view["phase"] == "noon"
    v: SpellBookView = table.view
    pool = list(v.view["seats"][0]["pool"])
    assert len(pool) >= 2
    before, done = _snapshot(table), len(table.actions)
    rects = _places(v, pool)
    spot = rects[pool[0]]
    drive.click_at(spot.center)
    drive.frames(3)
    assert len(table.actions) == done + 2, "store_one then store: two engine steps for one click"
    mine = table.view.view["seats"][0]
    assert pool[0] in mine["track"], "the clicked materia was stored"
    assert not any(_places(table.view, mine["pool"])[m] == spot for m in mine["pool"]), (
        "no other materia slid under the pointer"
    )
    assert _places(table.view, mine["pool"]) == {m: rects[m] for m in mine["pool"]}, "the rest did not move"
    _undo(drive)
    assert _snapshot(table) == before and len(table.actions) == done
    assert table.view.view["prompt"] is None


def test_stable_slots_keep_places_fill_gaps_and_reset_each_day():
    slots = StableSlots()
    slots.new_day((1, 0))
    assert slots.arrange("pool", [3, 5, 9], 5) == [3, 5, 9, None, None]
    assert slots.arrange("pool", [3, 9], 5) == [3, None, 9, None, None], "a gap, nothing slides"
    assert slots.arrange("pool", [1, 3, 9], 5) == [3, 1, 9, None, None], "a newcomer fills the gap"
    assert slots.arrange("pool", [3, 9], 5) == [3, None, 9, None, None]
    assert slots.arrange("pool", [3, 5, 9], 5) == [3, 5, 9, None, None], "an undone store comes back"
    slots.new_day((1, 0))
    assert slots.arrange("altar", [7, 8], 2) == [7, 8]
    assert slots.arrange("altar", [8, 6, 2], 2) == [8, 6], "packed when the slots run out"
    slots.new_day((2, 1))
    assert slots.arrange("pool", [9, 3], 5) == [9, 3, None, None, None], "a new day lays out afresh"
