"""What performing a card would give (issue #24, C15): the forecast is the engine's own performance.

Over the bots' rollout games (which set up and perform tricks as players do), every legal
perform action is forecast, then played on a copy: the forecast must equal the gains the
performance's log line names, leave the state untouched, and split into parts that add up.
"""

from __future__ import annotations

import json

from game.rules.registry import get
from game.rules.trickerion.forecast import performance_gains, performance_sources
from game.rules.trickerion.texts import gains_text
from tests.rules.trickerion.golden import policy_playout

GAMES = [
    (players, modules, seed)
    for seed in range(1, 11)
    for players, modules in ((2, "arcane_arts"), (3, "dark_alley"), (1, "arcane_arts"))
]
"""Games of the bots' rollout policy (it sets up and performs tricks as players do)."""


def test_the_forecast_of_a_performance_is_what_performing_gives():
    info = get("trickerion")
    checked = 0
    for players, modules, seed in GAMES:
        options = {**info.default_options(players), "modules": modules}
        state = info.new_game(players, options, seed)
        for seat, action in policy_playout(players, options, seed):
            for a in (a for a in state.legal_actions(seat) if a.kind == "perform"):
                before = json.dumps(state.to_json(), sort_keys=True)
                gains = performance_gains(state, seat, a)
                parts = performance_sources(state, seat, a)
                assert json.dumps(state.to_json(), sort_keys=True) == before, "the forecast changed the state"
                assert tuple(map(sum, zip(*parts.values(), strict=True))) == gains or not parts
                line = next(e for e in state.clone().apply(seat, a) if e.kind == "perform").text
                assert line.kwargs["gains"] == gains_text(gains), (a, gains, line.english())
                checked += 1
            state.apply(seat, action)
    assert checked > 20, checked
