"""School of Sorcery knowledge for the search.

- Evaluation: the engine's own ``evaluate`` (points plus how close each player
  is to winning each card), read as a win chance.
- Casting has up to 120 ways to lay three cast cards on the dice; the tree only
  considers the best few by the crystals' expected effect on the cards, plus
  every reroll and card use; playouts lay the best of a dozen random casts.
- A committed secret cast of the opponent is re-sampled as a sensible cast
  (one of their best few) rather than a uniformly random one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai.policy import Policy, logistic
from game.rules.base import Action, State
from game.rules.sorcery.evaluate import cast_value, evaluate
from game.rules.sorcery.state import assign_actions

TOP_CASTS = 6
ROLLOUT_SAMPLE = 12


def _casting(st, seat: int) -> bool:
    return st.pending is None and st.step == "cast" and seat in st.to_act()


class SorceryPolicy(Policy):
    score_scale = 4.0
    evaluation_scale = 2.0
    rollout_depth = 30

    def evaluate(self, state: State) -> list[float]:
        p0 = logistic(evaluate(state, 0) / self.evaluation_scale)  # type: ignore[arg-type]
        return [p0, 1.0 - p0]

    def __init__(self) -> None:
        self._cache: dict[tuple, list[Action]] = {}

    def _ranked_casts(self, st, seat: int, actions: Sequence[Action]) -> list[Action]:
        """Cast actions best first; cached, as playouts meet the same table again and again."""
        dice = st.dice[seat]
        key = (seat, tuple(dice), st.reserve[seat], tuple(st.loc), tuple(tuple(c) for c in st.cry))
        ranked = self._cache.get(key)
        if ranked is None:
            if len(self._cache) > 20_000:
                self._cache.clear()
            ranked = [a for a in actions if a.kind == "assign"]
            ranked.sort(key=lambda a: cast_value(st, seat, dice, a["cards"]), reverse=True)
            self._cache[key] = ranked
        return ranked

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if not _casting(state, seat):
            return actions
        others = [a for a in actions if a.kind != "assign"]
        return self._ranked_casts(state, seat, actions)[:TOP_CASTS] + others

    def rollout_action(self, state: State, seat: int, actions: Sequence[Action],
                       rng: random.Random) -> Action:
        if _casting(state, seat):
            casts = [a for a in actions if a.kind == "assign"]
            if casts:  # the best of a few random casts: ranking all 120 costs most of a playout
                sample = rng.sample(casts, min(len(casts), ROLLOUT_SAMPLE))
                if rng.random() < 0.2:
                    return sample[0]
                dice = state.dice[seat]
                return max(sample, key=lambda a: cast_value(state, seat, dice, a["cards"]))
        uses = [a for a in actions if a.kind == "use"]
        if uses and rng.random() < 0.7:
            return uses[rng.randrange(len(uses))]
        return actions[rng.randrange(len(actions))]

    def refine(self, det: State, seat: int, rng: random.Random) -> None:
        st = det
        opp = 1 - seat
        if st.step != "cast" or st.pending is not None or st.assign[opp] is None:  # type: ignore[attr-defined]
            return
        options = assign_actions(tuple(st.dice[opp]), len(st.deck.cast_cards))
        best = self._ranked_casts(st, opp, options)[:TOP_CASTS]
        st.assign[opp] = list(best[rng.randrange(len(best))]["cards"])  # type: ignore[attr-defined]
        st.changed()  # type: ignore[attr-defined]


def make_policy() -> SorceryPolicy:
    return SorceryPolicy()
