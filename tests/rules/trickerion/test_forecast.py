"""What performing a card would give (issue #24, C15): the forecast is the engine's own performance.

Over the bots' rollout games (which set up and perform tricks as players do), every legal
perform action is forecast, then played on a copy: the forecast must equal the gains the
performance's log line names, leave the state untouched, and split into parts that add up.
"""

from __future__ import annotations

import json
import random

from game.ai.policies import policy_for
from game.rules.registry import get
from game.rules.trickerion.forecast import performance_gains, performance_sources
from game.rules.trickerion.texts import gains_text


def test_the_forecast_of_a_performance_is_what_performing_gives():
    info, policy = get("trickerion"), policy_for("trickerion")
    checked = 0
    for seed in range(1, 5):
        for players, modules in ((2, "arcane_arts"), (3, "dark_alley"), (1, "arcane_arts")):
            options = info.default_options(players)
            options["modules"] = modules
            state = info.new_game(players, options, seed)
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.to_act()[0]
                acts = state.legal_actions(seat)
                for a in (a for a in acts if a.kind == "perform"):
                    before = json.dumps(state.to_json(), sort_keys=True)
                    gains = performance_gains(state, seat, a)
                    parts = performance_sources(state, seat, a)
                    assert json.dumps(state.to_json(), sort_keys=True) == before, (
                        "the forecast changed the state"
                    )
                    assert tuple(map(sum, zip(*parts.values(), strict=True))) == gains or not parts
                    line = next(e for e in state.clone().apply(seat, a) if e.kind == "perform").text
                    assert line.kwargs["gains"] == gains_text(gains), (a, gains, line.english())
                    checked += 1
                state.apply(seat, policy.rollout_action(state, seat, acts, rng))
    assert checked > 20
