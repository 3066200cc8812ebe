"""What a search needs to know about one game: how to value a position and how to play fast.

The search itself is game-agnostic; a :class:`Policy` is its per-game knowledge.
``evaluate`` turns a non-final position into a win-chance estimate per seat so
that playouts can stop early (Python engines are too slow for full random
playouts at interactive budgets); ``rollout_action`` picks a cheap, sensible move
inside playouts (random play makes every line look equally bad).  The default
policy knows nothing and plays random moves to the end.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from game.rules.base import Action, State


class Policy:
    """Game knowledge for the search; subclass per game and override what you can."""

    #: Score difference that counts as "clearly ahead" when shaping final rewards.
    score_scale: float = 10.0
    #: Playout steps before :meth:`evaluate` is trusted (None: play to the end).
    rollout_depth: int | None = None

    def evaluate(self, state: State) -> list[float]:
        """Estimated chance of winning per seat in [0, 1] for an unfinished game."""
        n = state.num_players
        return [1.0 / max(n, 1)] * n

    def search_rewards(self, state: State, chances: list[float]) -> list[float]:
        """What the search maximises for a playout cut off at ``state`` whose :meth:`evaluate` gave
        ``chances``: the chances themselves, except in a solo game (:func:`solo_reward`)."""
        return chances

    def refine(self, det: State, seat: int, rng: random.Random) -> None:
        """Adjust a fresh determinisation in place to model the opponents better.

        ``determinize`` re-samples opponents' committed secret choices uniformly;
        a game may replace them with what a sensible player would have chosen,
        judged only from what ``seat`` can see.  Default: leave it as sampled.
        """

    def candidates(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        """The moves the tree considers for ``seat`` (all by default).

        A game with huge move lists (120 ways to lay cast cards, 190 deployments)
        returns its most promising few here, so the search spends its budget
        where a player would look; the rest are never tried.
        """
        return actions

    def ratings(self, state: State, seat: int, actions: Sequence[Action]) -> Sequence[float] | None:
        """How the playouts rate each of ``actions`` (higher is better), or None where the game does
        not rate them (the default).  A level with ``SearchConfig.focus`` searches the best few."""
        return None

    def rollout_action(
        self, state: State, seat: int, actions: Sequence[Action], rng: random.Random
    ) -> Action:
        """The move ``seat`` makes inside a playout (random unless a game says better)."""
        return actions[rng.randrange(len(actions))]


def win_shares(state: State) -> list[float]:
    """Per seat of a finished game: 1 for a sole win, 1/k for a victory shared by k, else 0."""
    res = state.result()
    outcome = [0.0] * state.num_players
    winners = [res.entries[i].seat for i in res.winners]
    for s in winners:
        if s is not None:
            outcome[s] = 1.0 / len(winners)
    return outcome


#: In a solo game the win (or its estimated chance) weighs this much of the search's reward, the
#: share of the points the rest (:func:`solo_reward`).
SOLO_WIN_WEIGHT = 0.5


def solo_reward(win: float, mine: float, rival: float) -> float:
    """The search's reward for a line of a solo game: the win, and the player's share of the points.

    The game's own opponent (Trickerion's Heir) may lead by more than any move can change.  A win
    chance, or a margin squeezed through ``tanh``, is then the same for every line -- the search had
    nothing to prefer, and Trickerion's bots played at random against the Heir (Easy scored 0-7 Fame
    to its ~105).  The share of the points, ``mine / (mine + rival)``, rises with every point the
    player adds however far behind it is, and is one half at a tie.
    """
    mine, rival = max(mine, 0.0), max(rival, 0.0)
    share = mine / (mine + rival) if mine + rival > 0 else 0.5
    return SOLO_WIN_WEIGHT * win + (1.0 - SOLO_WIN_WEIGHT) * share


def terminal_rewards(state: State, score_scale: float) -> list[float]:
    """Reward per seat for a finished game: mostly win/loss, a little score margin.

    The margin term (15 %) lets the search still prefer the less bad line when
    every line loses, and the bigger win when every line wins -- a bot that
    gives up once behind is not worth playing against.  A solo game against the
    game's own opponent is rewarded by :func:`solo_reward`.
    """
    res = state.result()
    n = state.num_players
    outcome = win_shares(state)
    scores: dict[int | None, int] = {}
    for e in res.entries:
        scores[e.seat] = e.score
    if n == 1 and None in scores:
        return [solo_reward(outcome[0], scores.get(0, 0), scores[None])]
    rewards = []
    for s in range(n):
        mine = scores.get(s, 0)
        others = [v for k, v in scores.items() if k != s]
        best_other = max(others) if others else 0
        margin = 0.5 + 0.5 * math.tanh((mine - best_other) / score_scale)
        rewards.append(0.85 * outcome[s] + 0.15 * margin)
    return rewards


def logistic(x: float) -> float:
    """A numerically safe logistic, for turning evaluation gaps into win chances."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)


def relative_chances(values: Sequence[float], scale: float) -> list[float]:
    """Win-chance-like numbers from per-seat strengths: each seat against the best other."""
    n = len(values)
    if n == 1:
        return [logistic(values[0] / scale)]
    out = []
    for s in range(n):
        best_other = max(v for k, v in enumerate(values) if k != s)
        out.append(logistic((values[s] - best_other) / scale))
    return out


class ScorePolicy(Policy):
    """Evaluate by the current score line: each engine's ``result()`` read mid-game.

    Every engine here computes ``result()`` from the table as it lies (points
    scored so far, spells' current levels, fame), so it doubles as a cheap
    "who is ahead" signal; ``evaluation_scale`` is the score lead that makes a
    seat roughly three times as likely to win as to lose.  A game adds what the
    score does not yet show by overriding :meth:`strengths`.
    """

    evaluation_scale: float = 5.0

    def strengths(self, state: State) -> list[float]:
        """Per-seat strength in score points (plus whatever a game adds)."""
        scores = {e.seat: e.score for e in state.result().entries}
        return [float(scores.get(s, 0)) for s in range(state.num_players)]

    def evaluate(self, state: State) -> list[float]:
        values = self.strengths(state)
        rival = self.rival_strength(state)
        if rival is not None:  # a solo game: the automated opponent is the one to beat
            return [logistic((values[0] - rival) / self.evaluation_scale)]
        return relative_chances(values, self.evaluation_scale)

    def search_rewards(self, state: State, chances: list[float]) -> list[float]:
        if state.num_players != 1:
            return chances
        rival = self.rival_strength(state)
        if rival is None:
            return chances
        return [solo_reward(chances[0], self.strengths(state)[0], rival)]

    def rival_strength(self, state: State) -> float | None:
        """The automated opponent's strength in a solo game (None when there is none)."""
        for e in state.result().entries:
            if e.seat is None:
                return float(e.score)
        return None
