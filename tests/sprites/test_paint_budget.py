"""The painting budget of a table's opening counts the time spent painting pictures, nothing else."""

from __future__ import annotations

import time

from game.sprites import paint_budget


def burn(seconds: float) -> None:
    """Spend ``seconds`` of this thread's CPU time (the budget's clock)."""
    end = time.thread_time() + seconds
    while time.thread_time() < end:
        pass


def pictures_painted(count: int, redraw: float, paint: float) -> int:
    """One attempt at a drawing of ``count`` new pictures, each after ``redraw`` seconds of drawing
    what is cached, within a 4 ms budget: how many were painted before the budget stopped it."""
    done = 0
    try:
        with paint_budget.budget(0.004):
            for _ in range(count):
                burn(redraw)
                paint_budget.missed()
                burn(paint)
                paint_budget.stored()
                done += 1
    except paint_budget.Spent:
        pass
    return done


def test_redrawing_cached_pictures_between_new_ones_does_not_use_up_the_budget():
    """At 3840x2160 redrawing SpellBook's cached pictures takes ~45 ms an attempt; when the budget's
    clock ran through it, each attempt painted a single picture and the table took 100 frames to open."""
    assert pictures_painted(8, redraw=0.003, paint=0.0002) == 8


def test_painting_stops_once_the_budget_is_spent():
    assert 1 <= pictures_painted(50, redraw=0.0, paint=0.001) <= 5
