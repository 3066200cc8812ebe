"""A bot that thinks with :mod:`game.ai.ismcts` and says why in one line.

The explanation names the chosen move with its estimated win chance and the
best alternative, e.g. "Take red materia: about 64% to win; next best Draw two
from the bag (51%)" -- what a player wants to know about a bot's move.
"""

from __future__ import annotations

import math
import random

from game.ai.base import Decision
from game.ai.ismcts import RootStat, Search, SearchConfig
from game.ai.policy import Policy
from game.rules.base import Msg, State


class SearchBot:
    """ISMCTS bot; ``config`` is the level, ``policy`` the game knowledge."""

    def __init__(self, policy: Policy, config: SearchConfig, seed: int = 0) -> None:
        self.policy = policy
        self.config = config
        self.rng = random.Random(seed)
        self.last_iterations = 0

    def choose(self, state: State, seat: int) -> Decision:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            self.last_iterations = 0
            return Decision(legal[0], Msg("{move}: the only possible move.", move=state.describe(legal[0])))
        result = Search(self.policy, self.config, self.rng).run(state, seat)
        self.last_iterations = result.iterations
        chosen = self._pick(result.stats)
        return Decision(chosen.action, self._why(state, chosen, result.stats))

    def _pick(self, stats: tuple[RootStat, ...]) -> RootStat:
        """The most visited move, or (Easy) a softmax draw over the estimated values.

        Softmax over values makes mistakes a human would make: close alternatives
        are often chosen, clearly bad moves almost never.
        """
        temp = self.config.temperature
        tried = [st for st in stats if st.visits > 0]
        if temp <= 0 or len(tried) < 2:
            return stats[0]
        top = max(st.value for st in tried)
        weights = [math.exp((st.value - top) / temp) for st in tried]
        return self.rng.choices(tried, weights=weights)[0]

    @staticmethod
    def _why(state: State, chosen: RootStat, stats: tuple[RootStat, ...]) -> Msg:
        pct = _percent(chosen.win_chance)
        label = state.describe(chosen.action)
        # Two moves may read alike (the same card with other hidden parameters); naming
        # one as the other's alternative would puzzle the reader, so only distinct ones count.
        others = [st for st in stats if st.visits > 0 and state.describe(st.action) != label]
        if not others:
            return Msg("{move}: about {pct}% to win.", move=label, pct=pct)
        alt = max(others, key=lambda st: (st.visits, st.value))
        if (alt.visits, alt.value) > (chosen.visits, chosen.value):  # Easy followed a hunch
            return Msg("{move}: about {pct}% to win, on a hunch; {alt} looked better ({alt_pct}%).",
                       move=label, pct=pct, alt=state.describe(alt.action), alt_pct=_percent(alt.win_chance))
        return Msg("{move}: about {pct}% to win; next best {alt} ({alt_pct}%).",
                   move=label, pct=pct, alt=state.describe(alt.action), alt_pct=_percent(alt.win_chance))


def _percent(value: float) -> int:
    return max(0, min(100, round(100 * value)))
