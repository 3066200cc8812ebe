"""The arena: seat rotation, bookkeeping, statistics and the command line."""

from __future__ import annotations

import pytest

from game.ai import arena
from game.ai.stats import percentile, wilson
from tests.ai.support.tictactoe import INFO as TICTACTOE


def test_seats_rotate_one_seat_per_game():
    assert arena.seat_bots(["hard", "easy"], 2, 0) == ("hard", "easy")
    assert arena.seat_bots(["hard", "easy"], 2, 1) == ("easy", "hard")
    assert arena.seat_bots(["a", "b", "c"], 3, 1) == ("b", "c", "a")


def test_arena_counts_every_game_for_both_bots_and_hard_never_loses_to_random():
    res = arena.run_arena(TICTACTOE, ["hard", "random"], games=4, seed=7)
    assert [r.bots for r in res.records] == [("hard", "random"), ("random", "hard")] * 2
    hard, rnd = res.lines
    assert hard.games == rnd.games == 4
    assert hard.points + rnd.points == pytest.approx(4)  # a draw gives each half
    assert rnd.wins == 0
    assert hard.think and all(t > 0 for t in hard.think)
    table = arena.format_table(res)
    assert "| hard | 4 |" in table and "95% CI" in table


def test_wilson_interval_matches_known_values():
    lo, hi = wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-3) and hi == pytest.approx(0.5962, abs=1e-3)
    lo, hi = wilson(200, 200)
    assert hi == 1.0 and lo == pytest.approx(0.9812, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentile_interpolates():
    assert percentile([1, 2, 3, 4], 50) == pytest.approx(2.5)
    assert percentile([5.0], 95) == 5.0
    assert percentile([], 95) == 0.0


def test_command_line_prints_the_table(monkeypatch, capsys):
    monkeypatch.setattr("game.rules.registry.get", lambda game_id: TICTACTOE)
    assert arena.main(["--game", "tictactoe", "--bots", "easy,random", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("tictactoe, 2 players, 2 games, seed 3")
    assert "| easy | 2 |" in out and "| random | 2 |" in out


def test_jobs_spread_games_over_processes_with_the_same_outcome():
    one = arena.run_arena(TICTACTOE, ["medium", "random"], games=2, seed=5, jobs=1)
    two = arena.run_arena(TICTACTOE, ["medium", "random"], games=2, seed=5, jobs=2)
    assert [r.outcomes for r in one.records] == [r.outcomes for r in two.records]
