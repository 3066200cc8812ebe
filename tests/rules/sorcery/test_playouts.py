"""Long School of Sorcery soaks, run only with SOAK=1 (outside the CI time budget)."""

from __future__ import annotations

import os

import pytest

from game.ai.policies.sorcery_balance import Report, play
from game.rules.playout import random_playout
from game.rules.registry import get
from game.rules.sorcery.deck import default_deck

pytestmark = pytest.mark.skipif(not os.environ.get("SOAK"), reason="set SOAK=1 for the long soaks")


@pytest.mark.parametrize("options", [{}, {"advanced": True}, {"goal": 16}])
def test_hundreds_of_random_games_end_with_a_winner_or_a_tie_break(options):
    info = get("sorcery")
    for seed in range(300):
        state, _log = random_playout(info, 2, options, seed)
        result = state.result()
        assert result.winners and state.is_over()


def test_greedy_self_play_has_no_first_player_edge_beyond_noise():
    report = Report()
    for seed in range(200):
        play(seed, {}, default_deck(), report)
    assert 0.4 < report.first_rate() < 0.6
    assert report.deck_endings == 0
