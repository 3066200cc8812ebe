"""Actions equal to the listed ones, but other objects, play the same games (issue #27's speed work).

Engines find a chosen action in their legal list by identity first and take shortcuts for the
commonest ones (a quiet Skip is carried out without queueing steps); search trees, saves and
replays hand back *equal* copies, so those paths must answer by value.  A quiet Skip checked by
identity sent the search's own Skip down the spell path (KeyError 'spell' in a Hard bot's playout).
"""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction
from game.rules.spellbook import INFO, effects
from tests.support.copies import play


@pytest.mark.parametrize("quiet", [False, True], ids=["loud", "quiet"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_equal_copies_of_listed_actions_play_the_same_game(players: int, quiet: bool) -> None:
    for seed in range(3):
        listed = play(INFO, players, {}, seed, quiet, copies=False)
        assert play(INFO, players, {}, seed, quiet, copies=True) == listed


def test_a_copy_of_skip_in_a_quiet_state_skips_the_phase() -> None:
    state = INFO.new_game(2, INFO.default_options(2), 5).quiet()
    seat, phase = state.current, state.phase
    skip = next(a for a in state.legal_actions(seat) if a.kind == "skip")
    state.apply(seat, Action("skip"))
    assert skip is not Action("skip") and state.phase != phase


def test_an_answer_to_a_prompt_with_no_answers_is_refused_and_changes_nothing() -> None:
    """The identity shortcuts look at the list's ends: an empty list (a prompt a tool left with no
    answers) must still refuse with a reason, not fail on the lookup."""
    state = INFO.new_game(2, INFO.default_options(2), 5)
    seat = state.current
    state.altar = []
    state.queue = [effects.take(seat, 1)]
    state.invalidate()
    assert state.legal_actions(seat) == []
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(seat, Action("take", materia=0))
    assert state.to_json() == before
