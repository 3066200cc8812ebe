"""Trickerion knowledge for the search.

Fame decides the game, so the evaluation is fame now plus what a magician's
purse and workshop are worth in fame later (coins, shards, prepared trick
markers); the Heir in the solo game is measured the same way.  Playouts are
random: the engine's location and theater rules do the rest.
"""

from __future__ import annotations

from game.ai.policy import ScorePolicy, logistic, relative_chances
from game.rules.base import State

COIN = 0.12  # what a coin is worth in fame (coins buy components, which become tricks)
SHARD = 0.35
READY_MARKER = 0.8  # a prepared trick marker is most of a performance's fame


class TrickerionPolicy(ScorePolicy):
    score_scale = 8.0
    evaluation_scale = 6.0
    rollout_depth = 40

    def strengths(self, state: State) -> list[float]:
        st = state
        out = []
        for q in st.p:  # type: ignore[attr-defined]
            out.append(q.fame + COIN * q.coins + SHARD * q.shards + READY_MARKER * sum(q.sym_ready))
        return out

    def evaluate(self, state: State) -> list[float]:
        values = self.strengths(state)
        n = state.num_players
        heir = getattr(state, "heir", -1)
        if n == 1 and heir is not None and heir >= 0:
            return [logistic((values[0] - values[heir]) / self.evaluation_scale)]
        return relative_chances(values[:n], self.evaluation_scale)


def make_policy() -> TrickerionPolicy:
    return TrickerionPolicy()
