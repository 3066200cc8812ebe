"""Tween timing: durations, easing end points, speed factor, skipping."""

import pytest

from game.sprites.tween import (
    Animator,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
    linear,
    speed_factor,
)


@pytest.mark.parametrize("easing", [linear, ease_out_cubic, ease_in_out_cubic, ease_out_back])
def test_easings_start_at_zero_and_end_at_one(easing):
    assert easing(0.0) == pytest.approx(0.0)
    assert easing(1.0) == pytest.approx(1.0)


def test_tween_reaches_end_exactly_after_its_duration():
    anim = Animator("normal")
    seen: list[float] = []
    done: list[bool] = []
    anim.add(0.2, seen.append, easing=linear, on_done=lambda: done.append(True))
    anim.update(0.1)
    assert seen[-1] == pytest.approx(0.5)
    assert anim.busy() and not done
    anim.update(0.1)
    assert seen[-1] == pytest.approx(1.0)
    assert done == [True] and not anim.busy()


def test_slow_speed_stretches_and_fast_speed_shortens_durations():
    slow, fast = Animator("slow"), Animator("fast")
    a: list[float] = []
    b: list[float] = []
    slow.add(0.2, a.append, easing=linear)
    fast.add(0.2, b.append, easing=linear)
    slow.update(0.1)
    fast.update(0.1)
    assert a[-1] == pytest.approx(0.1 / (0.2 * 1.6))
    assert b[-1] == pytest.approx(1.0) and not fast.busy()


def test_instant_speed_completes_at_once_with_callbacks():
    anim = Animator("instant")
    seen: list[float] = []
    done: list[int] = []
    anim.add(0.3, seen.append, on_done=lambda: done.append(1))
    assert seen == [1.0] and done == [1] and not anim.busy()


def test_delay_holds_the_start_value_until_it_passes():
    anim = Animator()
    seen: list[float] = []
    anim.add(0.2, seen.append, easing=linear, delay=0.1)
    anim.update(0.05)
    assert seen == [0.0]
    anim.update(0.1)
    assert seen[-1] == pytest.approx(0.25)


def test_skip_finishes_every_tween_including_ones_started_by_callbacks():
    anim = Animator()
    order: list[str] = []

    def first_done() -> None:
        order.append("a")
        anim.add(0.3, lambda t: None, on_done=lambda: order.append("b"))

    anim.add(0.3, lambda t: None, on_done=first_done)
    anim.skip()
    assert order == ["a", "b"] and not anim.busy()


def test_speed_factor_accepts_names_and_numbers():
    assert speed_factor("instant") == 0
    assert speed_factor(2) == 2.0
    assert speed_factor("unknown") == 1.0
