"""School of Sorcery knowledge: who is ahead on points and on the cards still contested."""

from __future__ import annotations

from game.ai.policy import ScorePolicy
from game.rules.base import State


class SorceryPolicy(ScorePolicy):
    score_scale = 4.0
    evaluation_scale = 2.5
    rollout_depth = 24

    def strengths(self, state: State) -> list[float]:
        st = state
        values = [float(v) for v in st.score]  # type: ignore[attr-defined]
        return values


def make_policy() -> SorceryPolicy:
    return SorceryPolicy()
