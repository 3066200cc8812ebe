"""A greedy one-step policy: the balance simulations' player and a cheap bot.

It looks only at public information (the board, both reserves, the dice) and
its own hand.  Casting: every way to lay cast cards on the dice is scored by
the change in :func:`~game.rules.sorcery.evaluate.location_value` minus the
crystals spent; a reroll or a die-turning card is used when the expected gain
beats its price.  Other decisions: try each legal action on a clone and keep
the best :func:`~game.rules.sorcery.evaluate.evaluate`.
"""

from __future__ import annotations

import random

from game.rules.base import Action
from game.rules.sorcery.evaluate import ABILITY, TOKEN, card_value, cast_value, evaluate
from game.rules.sorcery.state import SorceryState, assign_actions


class GreedyPolicy:
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
