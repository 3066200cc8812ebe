"""The arena: seat rotation, bookkeeping, statistics and the command line."""

from __future__ import annotations

import json

import pytest

from game.ai import arena
from game.ai.stats import percentile, wilson
from tests.ai.support.tictactoe import INFO as TICTACTOE


def test_seats_rotate_one_seat_per_game():
    assert arena.seat_bots(["hard", "easy"], 2, 0) == ("hard", "easy")
    assert arena.seat_bots(["hard", "easy"], 2, 1) == ("easy", "hard")
    assert arena.seat_bots(["a", "b", "c"], 3, 1) == ("b", "c", "a")


def test_arena_counts_every_game_for_both_bots_and_hard_never_loses_to_random():
    res = arena.run_arena(TICTACTOE, ["hard", "random"], games=2, seed=7)
    assert [r.bots for r in res.records] == [("hard", "random"), ("random", "hard")]
    hard, rnd = res.lines
    assert hard.games == rnd.games == 2
    assert hard.points + rnd.points == pytest.approx(2)  # a draw gives each half
    assert rnd.wins == 0
    assert hard.think and all(t > 0 for t in hard.think)
    table = arena.format_table(res)
    assert "| hard | 2 |" in table and "95% CI" in table


def test_bots_think_and_are_timed_on_the_arena_clock(monkeypatch):
    # The arena's clock (CPU time: a busy machine must not weaken the levels) both limits each
    # search and times each decision.  With a clock that only moves 0.25 s per reading, Hard's
    # 1.5 s becomes six readings a search, whatever the real time.
    ticks = iter(range(10**9))
    monkeypatch.setattr(arena, "THINK_CLOCK", lambda: next(ticks) / 4)
    record = arena.play_game(TICTACTOE, ["hard", "hard"], 2, {}, 3)
    think = [t for seat in record.think for t in seat]
    assert think and all(1.5 <= t <= 2.5 and (t * 4).is_integer() for t in think)


def test_the_arena_clock_is_the_thinking_threads_cpu_time():
    import time

    assert arena.THINK_CLOCK is time.thread_time


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


def test_solo_games_pit_each_level_against_the_automated_rival():
    from game.rules.registry import get

    res = arena.run_arena(get("spellbook"), ["random"], games=2, seed=2, players=1)
    assert [r.bots for r in res.records] == [("random",), ("random",)]
    (line,) = res.lines
    assert line.games == 2 and line.points == sum(r.outcomes[0] for r in res.records)
    assert all(r.outcomes[0] in (0.0, 1.0) for r in res.records)  # no shared win with the rival


def test_a_solo_game_records_the_rivals_score_and_the_win_follows_the_two_scores():
    """Issue #25's solo table says by how much a level wins or loses: each record keeps the score of
    the game's own opponent (Trickerion's Heir here), read back from its line in a results file."""
    from game.rules.registry import get

    res = arena.run_arena(
        get("trickerion"), ["random"], games=1, seed=3, players=1, options={"difficulty": "easy"}
    )
    (record,) = res.records
    assert record.rival is not None and record.rival >= 0
    if record.scores[0] != record.rival:  # (a tie goes by initiative order)
        assert record.outcomes[0] == (1.0 if record.scores[0] > record.rival else 0.0)
    assert arena.GameRecord.from_json(record.to_json()).rival == record.rival
    older = {k: v for k, v in record.to_json().items() if k != "rival"}  # a line written before
    assert arena.GameRecord.from_json(older).rival is None


def test_report_tops_a_series_up_and_renders_it_with_its_target(tmp_path, monkeypatch):
    from game.ai import report

    monkeypatch.setattr(report, "RESULTS", tmp_path)
    monkeypatch.setattr("game.rules.registry.get", lambda game_id: TICTACTOE)
    path = report.top_up(TICTACTOE, ("hard", "random"), 2, games=2, seed=1, jobs=1)
    report.top_up(TICTACTOE, ("hard", "random"), 2, games=3, seed=1, jobs=1)  # plays only game 3
    header, records, measured = report.read_series(path)
    assert header["fingerprint"] == report.fingerprint(TICTACTOE, ("hard", "random"), 2, {})
    assert [r.seed for r in records] == [1, 2, 3]
    assert [r.bots for r in records] == [("hard", "random"), ("random", "hard"), ("hard", "random")]
    page = report.render(report.collect())
    assert page.startswith(report.MARKER)
    row = next(line for line in page.splitlines() if line.startswith("| tictactoe | hard vs random"))
    assert "| 3 |" in row and ("| 98% on track |" in row or "| 98% behind |" in row) and "stale" not in row


def test_a_top_up_plays_the_games_an_engine_error_left_out(tmp_path, monkeypatch, capsys):
    """Game 2 of 3 failed once (an engine error is printed at once and left out); the next
    run plays exactly that game, with its own seed and seats."""
    from game.ai import report

    monkeypatch.setattr(report, "RESULTS", tmp_path)
    real = arena.play_game

    def broken(info, bots, players, options, seed):
        if seed == 2:
            raise ValueError("engine bug")
        return real(info, bots, players, options, seed)

    monkeypatch.setattr(arena, "play_game", broken)
    path = report.top_up(TICTACTOE, ("hard", "random"), 2, games=3, seed=1, jobs=1)
    assert "error: seed 2, seats random,hard: ValueError: engine bug" in capsys.readouterr().err
    assert [r.seed for r in report.read_series(path)[1]] == [1, 3]
    monkeypatch.setattr(arena, "play_game", real)
    report.top_up(TICTACTOE, ("hard", "random"), 2, games=3, seed=1, jobs=1)
    records = report.read_series(path)[1]
    assert [(r.seed, r.bots) for r in records][-1] == (2, ("random", "hard")) and len(records) == 3


def test_report_marks_a_target_met_or_missed_only_after_200_games():
    from game.ai import report

    def row(games: int, win_rate: float) -> str:
        line = {
            "bot": "hard",
            "games": games,
            "win_rate": win_rate,
            "ci": (0.9, 1.0),
            "mean_score": 1.0,
            "think_median": 1.0,
            "think_p95": 1.5,
        }
        entry = {
            "game": "witchcraft",
            "players": 2,
            "measured": "today",
            "current": True,
            "bots": [line, line | {"bot": "random"}],
        }
        return next(x for x in report.render([entry]).splitlines() if x.startswith("| witchcraft"))

    assert "| 98% on track |" in row(123, 1.0)
    assert "| 98% behind |" in row(123, 0.97)
    assert "| 98% ✓ |" in row(200, 0.985)
    assert "| 98% ✗ |" in row(200, 0.97)


def test_report_restarts_a_series_measured_with_other_bot_code(tmp_path, monkeypatch):
    from game.ai import report

    monkeypatch.setattr(report, "RESULTS", tmp_path)
    monkeypatch.setattr("game.rules.registry.get", lambda game_id: TICTACTOE)
    path = report.top_up(TICTACTOE, ("easy", "random"), 2, games=2, seed=1, jobs=1)
    lines = path.read_text().splitlines()
    header = json.loads(lines[0]) | {"fingerprint": "older-code"}
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n")
    assert "*stale*" in report.render(report.collect())
    report.top_up(TICTACTOE, ("easy", "random"), 2, games=1, seed=1, jobs=1)
    _header, records, _ = report.read_series(path)
    assert len(records) == 1  # the old games were dropped, one new game played


def test_an_engine_error_is_reported_not_fatal(monkeypatch):
    def broken(info, bots, players, options, seed):
        if seed == 11:
            raise ValueError("engine bug")
        return real(info, bots, players, options, seed)

    real = arena.play_game
    monkeypatch.setattr(arena, "play_game", broken)
    res = arena.run_arena(TICTACTOE, ["random", "easy"], games=2, seed=10)
    assert len(res.records) == 1 and res.errors == ("seed 11, seats easy,random: ValueError: engine bug",)


def test_tuning_one_level_restarts_only_the_series_it_plays_in(monkeypatch):
    from dataclasses import replace

    from game.ai import levels, report

    before = {
        bots: report.fingerprint(TICTACTOE, bots, 2, {}) for bots in (("hard", "random"), ("easy", "random"))
    }
    tuned = replace(levels.DEFAULT_CONFIGS["easy"], temperature=0.5)
    monkeypatch.setitem(levels.GAME_CONFIGS, "tictactoe", {"easy": tuned})
    assert report.fingerprint(TICTACTOE, ("hard", "random"), 2, {}) == before[("hard", "random")]
    assert report.fingerprint(TICTACTOE, ("easy", "random"), 2, {}) != before[("easy", "random")]


def test_report_plays_trickerion_with_arcane_arts_and_one_solo_series_per_heir_level(tmp_path, monkeypatch):
    """Trickerion's series are measured with Dark Alley and Arcane Arts, written into the
    header (a series is never continued with other options); each Heir difficulty has its
    own solo file and the page names it."""
    from game.ai import report
    from game.rules.registry import get

    monkeypatch.setattr(report, "RESULTS", tmp_path)
    info = get("trickerion")
    two = report.top_up(info, ("random", "random"), 2, games=1, seed=1, jobs=1)
    assert report.read_series(two)[0]["options"] == {"modules": "arcane_arts"}
    two.unlink()  # the page tells bots apart by level: random against itself is not a row
    solo = report.top_up(
        info, ("easy",), 1, games=1, seed=1, jobs=1, tag="heir-hard", options={"difficulty": "hard"}
    )
    header, records, _ = report.read_series(solo)
    assert solo.name == "trickerion-1p-easy-heir-hard.jsonl" and len(records) == 1
    assert header["options"] == {"modules": "arcane_arts", "difficulty": "hard"}
    assert ("heir-hard", {"difficulty": "hard"}) in report.solo_games()["trickerion"]
    page = report.render(report.collect())
    (row,) = [line for line in page.splitlines() if line.startswith("| trickerion | hard | easy | 1 |")]
    assert f"| {records[0].scores[0]:.1f} : {records[0].rival:.1f} |" in row  # the level's : the Heir's


def test_fuller_tables_pit_hard_against_easy_in_every_other_seat_and_show_its_fair_share():
    """Issue #25: Trickerion's 3- and 4-seat arenas (Hard against 2-3 Easy) are reported."""
    from game.ai import report

    tables = {(info.id, bots) for info, bots in report.full_tables()}
    assert ("trickerion", ("hard", "easy", "easy")) in tables
    assert ("trickerion", ("hard", "easy", "easy", "easy")) in tables
    assert not any(game in ("witchcraft", "sorcery") for game, _ in tables)  # two seats only
    line = {"games": 40, "win_rate": 0.6, "ci": (0.45, 0.74), "think_median": 1.5, "think_p95": 1.6}
    entry = {
        "game": "trickerion",
        "players": 3,
        "measured": "today",
        "current": True,
        "bots": [line | {"bot": "hard", "mean_score": 30.0}, line | {"bot": "easy", "mean_score": 9.5}],
    }
    page = report.render([entry])
    assert "## Fuller tables" in page and "## Head to head" not in page
    row = next(x for x in page.splitlines() if x.startswith("| trickerion"))
    assert row.startswith("| trickerion | 3 | 40 | 60.0% | 45.0-74.0% | 33% | 30.0 : 9.5 |")


def test_an_engine_error_leaves_a_replay_of_the_game_up_to_the_failing_move(monkeypatch, tmp_path):
    """Time-limited bots never play the same game twice, so the arena keeps what rebuilds a
    failed game (seed, options, moves) and names the line that raised."""
    from dataclasses import replace

    from game.rules.base import Action, replay
    from tests.ai.support.tictactoe import TicTacToe

    class Fragile(TicTacToe):
        def apply(self, seat, action):
            if sum(c is not None for c in self.cells) == 3:
                raise KeyError("card")
            return super().apply(seat, action)

        def clone(self):
            return Fragile(list(self.cells), self.turn, self.rng.clone())

    def new_game(players, options, seed):
        base = TICTACTOE.new_game(players, options, seed)
        return Fragile(base.cells, base.turn, base.rng)

    monkeypatch.setattr("tempfile.gettempdir", lambda: str(tmp_path))
    fragile = replace(TICTACTOE, new_game=new_game)
    res = arena.run_arena(fragile, ["random", "random"], games=1, seed=4)
    (error,) = res.errors
    assert error.startswith("seed 4, seats random,random: KeyError: 'card' at test_arena.py:")
    recipe = json.loads((tmp_path / "arena-errors" / "tictactoe-2p-4.json").read_text())
    assert "KeyError: 'card'" in recipe["traceback"] and len(recipe["moves"]) == 3
    moves = [(seat, Action.from_json(a)) for seat, a in recipe["moves"]]
    rebuilt = replay(fragile, recipe["players"], recipe["options"], recipe["seed"], moves)
    assert sum(c is not None for c in rebuilt.cells) == 3  # the position the failing move met
