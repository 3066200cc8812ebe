"""Expert keeps the tree below its move for the same seat's next decision (``reuse_tree``).

Trickerion is where it matters most: a character's actions follow its placement, one decision after
another by the same seat.  The kept tree is used only when the seat sees what its move was
expected to show.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai import worker
from game.ai.levels import config_for
from game.ai.policies import policy_for
from game.ai.search_bot import SearchBot
from game.rules.base import Action
from game.rules.registry import get
from game.rules.trickerion.state import TrickerionState
from tests.ai.support.guarded import Guarded

INFO = get("trickerion")


def _acting_position(seed: int) -> TrickerionState:
    """A seeded two-seat game (all modules) played by the playout policy until a character acts."""
    state = INFO.new_game(2, {**INFO.default_options(2), "modules": "arcane_arts"}, seed)
    policy, rng = policy_for("trickerion"), random.Random(seed)
    while state.phase != "act" or len(state.legal_actions(state.cur)) < 3:
        seat = state.to_act()[0]
        state.apply(seat, policy.rollout_action(state, seat, state.legal_actions(seat), rng))
    return state


def _bot(reuse: bool, seed: int = 1) -> SearchBot:
    config = replace(config_for("trickerion", "expert"), iterations=120, time_limit=0.0, reuse_tree=reuse)
    return SearchBot(policy_for("trickerion"), config, seed)


def _next_own_decision(state: TrickerionState, bot: SearchBot) -> TrickerionState:
    """Apply the bot's move; the test needs the same seat to act again (the character acts on).
    The bot gets the real state guarded: keeping a tree must not read what the seat cannot see."""
    seat = state.cur
    state.apply(seat, bot.choose(Guarded(state), seat).action)
    assert state.to_act() == (seat,) and len(state.legal_actions(seat)) > 1, "pick another seed"
    return state


@pytest.mark.parametrize("game_id", ["spellbook", "witchcraft", "sorcery", "trickerion"])
def test_expert_and_only_expert_reuses_its_tree(game_id):
    assert config_for(game_id, "expert").reuse_tree
    assert not any(config_for(game_id, level).reuse_tree for level in ("easy", "medium", "hard"))


def test_the_next_own_decision_starts_from_the_kept_subtree():
    state = _acting_position(3)
    bot = _bot(reuse=True)
    seat = state.cur
    state = _next_own_decision(state, bot)
    assert bot.kept is not None
    kept_visits = sum(e.visits for (s, _a), e in bot.kept.node.edges.items() if s == seat)
    decision = bot.choose(Guarded(state), seat)
    assert bot.last_reused == kept_visits > 0
    assert decision.action in state.legal_actions(seat)


def test_without_reuse_each_decision_starts_afresh():
    state = _acting_position(3)
    bot = _bot(reuse=False)
    state = _next_own_decision(state, bot)
    assert bot.kept is None
    bot.choose(state, state.cur)
    assert bot.last_reused == 0


def test_a_kept_tree_is_dropped_when_the_position_is_not_the_one_its_move_led_to():
    state = _acting_position(3)
    bot = _bot(reuse=True)
    seat = state.cur
    before = state.clone()
    _next_own_decision(state, bot)
    assert bot.kept is not None
    bot.choose(before, seat)  # e.g. the move was taken back: the old position again
    assert bot.last_reused == 0


def test_the_bot_worker_hands_the_tree_to_the_next_decision(monkeypatch):
    """At the table a fresh bot answers each request, so the worker keeps the tree between them."""
    monkeypatch.setattr(worker, "KEPT_TREES", {})
    fast = replace(config_for("trickerion", "expert"), iterations=120, time_limit=0.0)
    monkeypatch.setattr("game.ai.levels.config_for", lambda game_id, level: fast)
    started_with: list[int] = []
    choose = SearchBot.choose

    def spy(self, state, seat):
        decision = choose(self, state, seat)
        started_with.append(self.last_reused)
        return decision

    monkeypatch.setattr(SearchBot, "choose", spy)
    state = _acting_position(3)
    seat = state.cur
    reply = worker.think(INFO, state.to_json(), seat, "expert", seed=5)
    state.apply(seat, Action.from_json(reply["action"]))
    assert state.to_act() == (seat,), "pick another seed"
    worker.think(INFO, state.to_json(), seat, "expert", seed=6)
    assert started_with[0] == 0 and started_with[1] > 0
