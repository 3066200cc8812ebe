"""A solo game's search reward keeps rising with the player's points however far the game's own
opponent leads (issue #25: Trickerion's bots played at random against Dahlgaard's Heir)."""

from __future__ import annotations

import random

import pytest

from game.ai.policies import policy_for
from game.ai.policy import SOLO_WIN_WEIGHT, solo_reward, terminal_rewards, win_shares
from game.rules.registry import get

SOLO = {"modules": "arcane_arts", "difficulty": "easy"}


def play_randomly(state, rng: random.Random, until=lambda state: False):
    """Random legal moves through the rules interface until the game ends or ``until(state)``."""
    while not state.is_over() and not until(state):
        seat = state.to_act()[0]
        actions = state.legal_actions(seat)
        state.apply(seat, actions[rng.randrange(len(actions))])
    return state


def behind_position(seed: int = 4):
    """A Trickerion solo position some way in, the Heir well ahead of the player (random play)."""
    policy = policy_for("trickerion")
    state = get("trickerion").new_game(1, SOLO, seed)
    play_randomly(
        state, random.Random(seed), lambda s: policy.rival_strength(s) - policy.strengths(s)[0] > 40
    )
    assert not state.is_over()
    return state


def test_the_share_of_the_points_rises_with_every_point_and_a_win_adds_its_weight() -> None:
    far_behind = [solo_reward(0.0, mine, 150) for mine in (0, 5, 10, 40, 80)]
    assert far_behind == sorted(far_behind) and len(set(far_behind)) == len(far_behind)
    assert solo_reward(0.0, 10, 150) - solo_reward(0.0, 5, 150) > 0.01  # a real step, not tanh's tail
    assert solo_reward(1.0, 50, 50) == pytest.approx(SOLO_WIN_WEIGHT + (1 - SOLO_WIN_WEIGHT) * 0.5)
    assert solo_reward(0.0, 0, 0) == pytest.approx((1 - SOLO_WIN_WEIGHT) * 0.5)
    assert solo_reward(0.0, -3, 20) == solo_reward(0.0, 0, 20)  # a negative strength counts as none


def test_a_finished_solo_game_is_rewarded_by_the_win_and_the_share_of_the_points() -> None:
    state = play_randomly(get("trickerion").new_game(1, SOLO, 9), random.Random(9))
    entries = {e.seat: e.score for e in state.result().entries}
    (reward,) = terminal_rewards(state, policy_for("trickerion").score_scale)
    assert reward == pytest.approx(solo_reward(win_shares(state)[0], entries[0], entries[None]))


def test_far_behind_the_heir_ten_more_fame_is_worth_something_to_the_search() -> None:
    """The win chance the search used to maximise is flat there: ten more Fame changed nothing."""
    policy = policy_for("trickerion")
    state = behind_position()
    richer = state.clone()
    richer.p[0].fame += 10
    assert policy.rival_strength(state) - policy.strengths(state)[0] > 40  # the Heir far ahead
    before, after = policy.evaluate(state), policy.evaluate(richer)
    assert after[0] - before[0] < 0.005  # the chance: all but flat
    gain = policy.search_rewards(richer, after)[0] - policy.search_rewards(state, before)[0]
    assert gain > 0.02


def test_games_of_several_seats_are_searched_as_before() -> None:
    """Only solo games changed: elsewhere the reward of a cut-off playout is its win chances."""
    policy = policy_for("trickerion")
    state = get("trickerion").new_game(2, {"modules": "arcane_arts"}, 3)
    chances = policy.evaluate(state)
    assert policy.search_rewards(state, chances) is chances
