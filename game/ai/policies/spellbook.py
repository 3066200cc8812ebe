"""SpellBook knowledge for the search.

- Evaluation: each seat's score if the game ended now (the engine's own
  ``score``), plus what its pool promises: a materia of a colour whose spell
  is still to learn is most of a point of a future spell; one of a learned
  colour is only good as a third of a wild.  In the solo game the rival's
  current score is the bar.
- Playouts play like a purposeful beginner: learn when possible (the higher
  level more often), take or draw in the morning and store at noon rather
  than skipping; the many small payment prompts are answered at random.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.policy import ScorePolicy
from game.rules.base import Action, State

UNLEARNED_MATERIA = 0.6
LEARNED_MATERIA = 0.2
STORE_SKIP = 0.6  # how often playouts keep their materia at noon instead of storing one


class SpellBookPolicy(ScorePolicy):
    score_scale = 6.0
    evaluation_scale = 4.0
    rollout_depth = 40

    def strengths(self, state: State) -> list[float]:
        st = state
        out = []
        for s in range(st.num_players):
            total = float(st.score(s)[0])  # type: ignore[attr-defined]
            learned = st.learned[s]  # type: ignore[attr-defined]
            open_colours = {i for i, sid in enumerate(st.spells) if sid not in learned}  # type: ignore[attr-defined]
            for m in st.pools[s]:  # type: ignore[attr-defined]
                total += UNLEARNED_MATERIA if m // 15 in open_colours else LEARNED_MATERIA
            out.append(total)
        return out

    def rival_strength(self, state: State) -> float | None:
        st = state
        if not st.solo:  # type: ignore[attr-defined]
            return None
        return float(st.rival_score()[0])  # type: ignore[attr-defined]

    def rollout_action(
        self, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        learns = [a for a in actions if a.kind == "learn"]
        if learns and rng.random() < 0.85:
            top = max(a["level"] for a in learns)
            best = [a for a in learns if a["level"] == top]
            pick = best if rng.random() < 0.6 else learns
            return pick[rng.randrange(len(pick))]
        if (
            any(a.kind == "store_one" for a in actions)
            and Action("skip") in actions
            and rng.random() < STORE_SKIP
        ):
            return Action("skip")  # storing every noon starves the pool of materia for spells
        moves = [a for a in actions if a.kind != "skip"]
        if moves and (len(moves) < len(actions)) and rng.random() < 0.9:
            return moves[rng.randrange(len(moves))]
        return actions[rng.randrange(len(actions))]


def make_policy() -> SpellBookPolicy:
    return SpellBookPolicy()
