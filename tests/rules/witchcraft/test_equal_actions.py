"""Actions equal to the listed ones, but other objects, play the same games (issue #27's speed work).

Witchcraft checks a deployment against its own field's eight moves instead of scanning the whole
list, and finds other actions by identity first; search trees, saves and replays hand back
*equal* copies, so every check must also answer by value -- and still refuse what is not listed.
"""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction
from game.rules.registry import get
from tests.support.copies import play

INFO = get("witchcraft")


@pytest.mark.parametrize("quiet", [False, True], ids=["loud", "quiet"])
@pytest.mark.parametrize("options", [{}, {"master": True}], ids=["standard", "master"])
def test_equal_copies_of_listed_actions_play_the_same_game(options: dict, quiet: bool) -> None:
    for seed in range(4):
        listed = play(INFO, 2, options, seed, quiet, copies=False)
        assert play(INFO, 2, options, seed, quiet, copies=True) == listed


@pytest.mark.parametrize(
    "params",
    [
        {"at": (0, 0), "facing": 8},  # no such facing
        {"at": (0, 0), "facing": "north"},
        {"at": (99, 99), "facing": 0},  # off the board
        {"at": (0, 0)},  # no facing at all
    ],
)
def test_a_deployment_off_the_list_is_refused_and_changes_nothing(params: dict) -> None:
    state = INFO.new_game(2, INFO.default_options(2), 3)
    seat = state.to_act()[0]
    before = state.to_json()
    with pytest.raises(IllegalAction):
        state.apply(seat, Action("deploy", **params))
    assert state.to_json() == before


def test_a_deployment_on_an_altar_or_a_taken_field_is_refused() -> None:
    state = INFO.new_game(2, INFO.default_options(2), 3)
    seat = state.to_act()[0]
    altar = next(iter(state.altars))
    with pytest.raises(IllegalAction):
        state.apply(seat, Action("deploy", at=altar, facing=0))
    first = state.legal_actions(seat)[0]
    state.apply(seat, first)
    other = state.to_act()[0]
    with pytest.raises(IllegalAction):
        state.apply(other, Action("deploy", at=first["at"], facing=0))
