"""The generic search on small test games: tactics, simultaneous moves, fairness, levels."""

from __future__ import annotations

import random

import pytest

from game.ai.ismcts import Search, SearchConfig
from game.ai.levels import LEVELS, config_for, make_bot
from game.ai.policy import Policy
from game.rules.base import Action, Msg
from tests.ai.support.guarded import Guarded
from tests.ai.support.tictactoe import position
from tests.support.duel import new_game as new_duel


@pytest.mark.parametrize("level", ["hard", "expert"])
def test_takes_the_immediate_win(level):
    state = position("xx.oo....", 0)  # x wins at 2; o threatens 5
    decision = make_bot("tictactoe", level, seed=1).choose(state, 0)
    assert decision.action == Action("mark", cell=2)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_blocks_the_only_threat(level):
    state = position("xx..o....", 1)  # o must block at 2 or lose
    decision = make_bot("tictactoe", level, seed=2).choose(state, 1)
    assert decision.action == Action("mark", cell=2)


def test_explanation_names_move_win_chance_and_alternative():
    decision = make_bot("tictactoe", "hard", seed=3).choose(position("xx.oo....", 0), 0)
    why = decision.why
    assert why is not None and why.text == (
        "{move}: about {pct}% to win; {share}% went to it in the search, "
        "{alt_share}% to the next best, {alt}."
    )
    assert why.kwargs["move"].english() == "Mark cell 2"
    assert why.kwargs["pct"] == 100  # every line after the winning mark is a win
    assert why.kwargs["share"] > why.kwargs["alt_share"]


def test_single_legal_move_needs_no_search():
    state = position("xoxxoo.xo", 0)
    decision = make_bot("tictactoe", "expert", seed=0).choose(state, 0)
    assert decision.action == Action("mark", cell=6)
    assert decision.why is not None and decision.why.text == "{move}: the only possible move."


def test_iteration_budget_makes_the_search_reproducible():
    cfg = SearchConfig(iterations=300)
    state = new_duel(2, {}, 5)
    a = Search(Policy(), cfg, random.Random(9)).run(state, 0)
    b = Search(Policy(), cfg, random.Random(9)).run(state, 0)
    assert a.iterations == b.iterations <= 300
    assert a.stats == b.stats


def test_time_limit_counts_the_given_clock():
    # The arena counts CPU time, the table the wall clock: the search asks its clock, never
    # time itself.  A clock that advances 0.1 s per reading stops a 1 s search within ten
    # iterations (one reading to start, one after each iteration), whatever the real time.
    ticks = iter(range(1_000_000))
    cfg = SearchConfig(iterations=10_000, time_limit=1.0)
    res = Search(Policy(), cfg, random.Random(3), clock=lambda: next(ticks) / 10).run(new_duel(2, {}, 5), 0)
    assert res.iterations == 10
    assert res.seconds == pytest.approx(1.1)


def test_search_stops_once_the_choice_cannot_change():
    # o must block at 2; every other move loses, so the block soon leads by more visits
    # than the budget has left (and it never wins outright, so that is the reason to stop).
    res = Search(Policy(), SearchConfig(iterations=3000), random.Random(1)).run(position("xx..o....", 1), 1)
    best, second = res.stats[0], res.stats[1]
    assert best.action == Action("mark", cell=2)
    assert res.iterations < 3000
    assert best.visits - second.visits > 3000 - res.iterations


def test_search_stops_when_a_move_has_won_every_line():
    res = Search(Policy(), SearchConfig(iterations=5000), random.Random(1)).run(position("xx.oo....", 0), 0)
    assert res.stats[0].action == Action("mark", cell=2) and res.stats[0].win_chance == 1.0
    assert res.iterations < 200


def test_time_limit_stops_the_search_early():
    cfg = SearchConfig(iterations=10**9, time_limit=0.05)
    res = Search(Policy(), cfg, random.Random(1)).run(new_duel(2, {}, 1), 0)
    assert res.seconds < 0.5 and 0 < res.iterations < 10**9


def test_simultaneous_choice_is_searched_for_both_seats():
    # Both seats must pick a card: the search gives each of the root seat's cards statistics
    # while the other seat's picks stay in their own (decoupled) statistics.
    state = new_duel(2, {}, 3)
    assert state.to_act() == (0, 1)
    res = Search(Policy(), SearchConfig(iterations=400), random.Random(2)).run(state, 1)
    assert {st.action for st in res.stats} == set(state.legal_actions(1))
    assert all(st.visits > 0 for st in res.stats)
    assert sum(st.visits for st in res.stats) == res.iterations


@pytest.mark.parametrize("level", LEVELS)
def test_bot_sees_the_real_state_only_through_determinize(level):
    state = new_duel(2, {}, 4)
    state.apply(1, state.legal_actions(1)[0])  # the opponent has committed a secret card
    decision = make_bot("duel", level, seed=4).choose(Guarded(state), 0)
    assert decision.action in state.legal_actions(0)


def test_levels_are_named_configs_with_growing_budgets():
    budgets = [config_for("witchcraft", lvl).iterations for lvl in LEVELS]
    times = [config_for("witchcraft", lvl).time_limit for lvl in LEVELS]
    assert budgets == sorted(budgets) and len(set(budgets)) == len(LEVELS)
    assert times == sorted(times)
    assert config_for("witchcraft", "easy").temperature > 0  # Easy errs on purpose
    assert config_for("witchcraft", "expert").time_limit <= 5.0
    assert config_for("witchcraft", "hard").time_limit <= 2.0


def test_random_level_stays_available():
    state = new_duel(2, {}, 1)
    assert make_bot("duel", "random", 1).choose(state, 0).action in state.legal_actions(0)


def test_easy_makes_believable_not_random_mistakes():
    # From the empty board Easy varies its opening but never misses a win in one.
    opening = {make_bot("tictactoe", "easy", s).choose(position("." * 9, 0), 0).action for s in range(12)}
    assert len(opening) > 1
    wins = sum(
        make_bot("tictactoe", "easy", s).choose(position("xx.oo....", 0), 0).action == Action("mark", cell=2)
        for s in range(12)
    )
    assert wins >= 10


def test_a_hunch_is_explained_as_one():
    # Easy sometimes takes a move its own search rates lower; the log line must say so.
    seen = {make_bot("tictactoe", "easy", s).choose(position("." * 9, 0), 0).why.text for s in range(30)}
    assert any("on a hunch" in t for t in seen) and any("next best" in t for t in seen)


def test_the_why_line_never_names_a_move_that_reads_like_the_chosen_one(monkeypatch):
    # Moves that differ only in hidden parameters describe alike; "X, next best X" says nothing.
    state = position("." * 9, 0)
    monkeypatch.setattr(type(state), "describe", lambda self, action: Msg("Mark a cell"))
    for s in range(6):
        why = make_bot("tictactoe", "easy", s).choose(state, 0).why
        assert why.text == "{move}: about {pct}% to win."


@pytest.mark.parametrize("game_id", ["spellbook", "witchcraft", "sorcery", "trickerion"])
def test_a_quiet_states_determinisation_is_the_quiet_copy_the_search_needs(game_id):
    """Issue #27: the search quiets the state once and determinises the quiet copy (one clone per
    iteration, not ``determinize().quiet()``'s two) -- which is only right if a quiet state's
    determinisation is the same game as before and stays quiet (its moves build no events)."""
    from game.rules import registry

    info = registry.get(game_id)
    state = info.new_game(2, info.default_options(2), 5)
    rng = random.Random(5)
    for _ in range(8):
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.to_act()[0]
    before = state.determinize(seat, 99).quiet()
    now = state.quiet().determinize(seat, 99)
    assert now.to_json() == before.to_json()
    action = now.legal_actions(seat)[0]
    assert now.apply(seat, action) == before.apply(seat, action)
    assert now.to_json() == before.to_json()


class _RatesHighCellsFirst(Policy):
    """Rates a tic-tac-toe mark by its cell number: the tree's focus keeps the highest cells."""

    def ratings(self, state, seat, actions):
        return [a["cell"] for a in actions]


def test_a_focused_search_tries_only_the_best_rated_moves():
    """``SearchConfig.focus``: the tree considers only the policy's best-rated few moves (Trickerion's
    Expert, where a search spread over dozens of moves found none much better than the next)."""
    state = position(".........", 0)
    cfg = SearchConfig(iterations=200, focus=3)
    result = Search(_RatesHighCellsFirst(), cfg, random.Random(4)).run(state, 0)
    tried = {st.action["cell"] for st in result.stats if st.visits}
    assert tried == {6, 7, 8}
    wide = Search(_RatesHighCellsFirst(), SearchConfig(iterations=200), random.Random(4)).run(state, 0)
    assert {st.action["cell"] for st in wide.stats if st.visits} == set(range(9))
    unrated = Search(Policy(), cfg, random.Random(4)).run(state, 0)  # no ratings: nothing is cut
    assert {st.action["cell"] for st in unrated.stats if st.visits} == set(range(9))


def test_only_trickerions_expert_searches_with_a_focus():
    focused = {
        (game, level)
        for game in ("spellbook", "witchcraft", "sorcery", "trickerion")
        for level in LEVELS
        if config_for(game, level).focus
    }
    assert focused == {("trickerion", "expert")}
