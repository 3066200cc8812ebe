"""School of Sorcery knowledge for the search.

- Evaluation: :func:`~game.ai.policies.sorcery_eval.evaluate` (points plus how
  close each player is to winning each card), read as a win chance.
- Casting has up to 120 ways to lay three cast cards on the dice; the tree only
  considers the best few by the crystals' expected effect on the cards, plus
  every reroll and card use; playouts lay the best of a dozen random casts.
- A committed secret cast of the opponent is re-sampled as a sensible cast
  (one of their best few) rather than a uniformly random one.
- :class:`GreedyPolicy`, a one-step greedy player: the balance simulations'
  player, the screenshot position's and the scene tests' opponents.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import cast

from game.ai.policies.sorcery_eval import ABILITY, TOKEN, card_value, cast_value, evaluate
from game.ai.policy import Policy, logistic
from game.rules.base import Action, State
from game.rules.sorcery.state import SorceryState, assign_actions

TOP_CASTS = 6
ROLLOUT_SAMPLE = 12


def _casting(st: SorceryState, seat: int) -> bool:
    return st.pending is None and st.step == "cast" and seat in st.to_act()


class SorceryPolicy(Policy):
    score_scale = 4.0
    evaluation_scale = 2.0
    rollout_depth = 30

    # The search hands every policy the base ``State``; this one only ever sees School of
    # Sorcery's, so ``cast`` names it for the checker at no cost in the playouts' hot path.

    def evaluate(self, state: State) -> list[float]:
        p0 = logistic(evaluate(cast(SorceryState, state), 0) / self.evaluation_scale)
        return [p0, 1.0 - p0]

    def __init__(self) -> None:
        self._cache: dict[tuple[object, ...], list[Action]] = {}

    def _ranked_casts(self, st: SorceryState, seat: int, actions: Sequence[Action]) -> list[Action]:
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
        st = cast(SorceryState, state)
        if not _casting(st, seat):
            return actions
        others = [a for a in actions if a.kind != "assign"]
        return self._ranked_casts(st, seat, actions)[:TOP_CASTS] + others

    def rollout_action(
        self, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        st = cast(SorceryState, state)
        if _casting(st, seat):
            casts = [a for a in actions if a.kind == "assign"]
            if casts:  # the best of a few random casts: ranking all 120 costs most of a playout
                sample = rng.sample(casts, min(len(casts), ROLLOUT_SAMPLE))
                if rng.random() < 0.2:
                    return sample[0]
                dice = st.dice[seat]
                return max(sample, key=lambda a: cast_value(st, seat, dice, a["cards"]))
        uses = [a for a in actions if a.kind == "use"]
        if uses and rng.random() < 0.7:
            return uses[rng.randrange(len(uses))]
        return actions[rng.randrange(len(actions))]

    def refine(self, det: State, seat: int, rng: random.Random) -> None:
        st = cast(SorceryState, det)
        opp = 1 - seat
        if st.step != "cast" or st.pending is not None or st.assign[opp] is None:
            return
        options = assign_actions(tuple(st.dice[opp]), len(st.deck.cast_cards))
        best = self._ranked_casts(st, opp, options)[:TOP_CASTS]
        st.assign[opp] = list(best[rng.randrange(len(best))]["cards"])
        st.changed()


def make_policy() -> SorceryPolicy:
    return SorceryPolicy()


class GreedyPolicy:
    """A greedy one-step policy: the balance simulations' player and a cheap bot.

    It looks only at public information (the board, both reserves, the dice) and
    its own hand.  Casting: every way to lay cast cards on the dice is scored by
    the change in :func:`~game.ai.policies.sorcery_eval.location_value` minus the
    crystals spent; a reroll or a die-turning card is used when the expected gain
    beats its price.  Other decisions: try each legal action on a clone and keep
    the best :func:`~game.ai.policies.sorcery_eval.evaluate`.
    """

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, st: SorceryState, seat: int) -> Action:
        legal = st.legal_actions(seat)
        if st.pending is None and st.step == "cast":
            return self._cast(st, seat, legal)
        if st.pending is None and st.step == "draft":
            return max(legal, key=lambda a: (card_value(st.deck.cards[a["card"]]), self.rng.random()))
        if len(legal) == 1:
            return legal[0]
        return self._one_step(st, seat, legal)

    # ------------------------------------------------------------------ casting

    def _best_assign(self, st: SorceryState, seat: int, dice: list[int]) -> tuple[float, tuple[int, ...]]:
        best = (-1e9, (0, 1, 2))
        for action in assign_actions(tuple(dice), len(st.deck.cast_cards)):
            value = cast_value(st, seat, dice, action["cards"])
            if value > best[0]:
                best = (value, action["cards"])
        return best

    def _cast(self, st: SorceryState, seat: int, legal: list[Action]) -> Action:
        dice = list(st.dice[seat])
        now, cards = self._best_assign(st, seat, dice)
        for action in legal:
            if action.kind == "use":
                card = st.deck.cards[action["card"]]
                if card.effect == "reserve" and st.reserve[seat] < 5:
                    return action
                if card.effect == "tokens" and st.tokens[seat] == 0:
                    return action
        turns = [a for a in legal if a.kind == "use" and a.get("face") is not None]
        if turns:
            best_turn, gain = None, now + ABILITY["one_time"] + 0.8
            for action in turns:
                trial = list(dice)
                trial[action["die"]] = action["face"]
                value = cast_value(st, seat, trial, self._best_assign(st, seat, trial)[1])
                if value > gain:
                    best_turn, gain = action, value
            if best_turn is not None:
                return best_turn
        if st.tokens[seat] > 0:
            best_die, best_gain = None, TOKEN
            for d in range(3):
                total = 0.0
                for face in range(1, 7):
                    trial = list(dice)
                    trial[d] = face
                    total += self._best_assign(st, seat, trial)[0]
                gain = total / 6 - now
                if gain > best_gain:
                    best_die, best_gain = d, gain
            if best_die is not None:
                return Action("reroll", dice=(best_die,))
        return Action("assign", cards=cards)

    # ------------------------------------------------------------------ everything else

    def _value(self, st: SorceryState, seat: int) -> float:
        """``evaluate``, looking through a dice ability's prompt to its best result (the roll is known)."""
        p = st.pending
        if p is None or p.get("dice") is None or p["seat"] != seat:
            return evaluate(st, seat)
        best = evaluate(st, seat)
        for action in st.legal_actions(seat):
            if action.kind == "resolve":
                trial = st.clone()
                trial.apply(seat, action)
                best = max(best, evaluate(trial, seat))
        return best

    def _one_step(self, st: SorceryState, seat: int, legal: list[Action]) -> Action:
        best, best_value = legal[-1], -1e9
        for action in legal:
            trial = st.clone()
            trial.apply(seat, action)
            value = self._value(trial, seat) + self.rng.random() * 1e-3
            if value > best_value:
                best, best_value = action, value
        return best
