"""``bench``'s figures for issue #28: 2560x1440 frames in runs paired with 1920x1080 runs, and the
rules reader's opening, fresh, kept and right after a move."""

from __future__ import annotations

import math

from game.cli import bench
from game.scenes import gui
from tests.scenes.test_scaling import open_app, table_position


def test_the_1440p_ratio_is_the_median_of_paired_runs(home, monkeypatch):
    """Each pair is a run at 2560x1440 and one at 1920x1080, back to back; the reported ratio is the
    median of the pairs' ratios, not the ratio of two runs far apart."""
    sizes: list[tuple[int, int]] = []
    cpu = {(2560, 1440): [0.003], (1920, 1080): [0.002]}

    def timed_at(app, size, frames):
        sizes.append(size)
        return [0.004] * frames, cpu[size] * frames

    monkeypatch.setattr(bench, "timed_at", timed_at)
    row = bench.paired_sizes(None, (2560, 1440), 4)
    assert sizes == [(2560, 1440), (1920, 1080)] * bench.PAIRS
    assert row["ratio_1440p_cpu"] == 1.5 and row["ratio_1440p_cpu_pairs"] == [1.5] * bench.PAIRS
    assert row["frame_cpu_1440p_median_ms"] == 3.0


def built_table(app, game: str, seed: int, moves: int):
    """A table some moves in, its opening over, its bots held (as ``bench`` times one)."""
    table = table_position(app, game, seed, moves)
    table.bot_wait = math.inf
    while table.opening is not None:
        app.step(1 / 60)
    return table


def test_steady_frames_are_timed_at_both_sizes_and_the_reader_fresh_and_kept(home):
    app = open_app((1920, 1080))
    try:
        table = built_table(app, "spellbook", 5, 12)
        row = bench.paired_sizes(app, bench.LARGE, 2)
        assert app.window.get_size() == (1920, 1080), "the window is back at 1080p"
        assert row["frame_cpu_1440p_median_ms"] > 0 and len(row["ratio_1440p_cpu_pairs"]) == bench.PAIRS
        row.update(bench.rules_reader(app, table))
        assert app.top is table, "the reader was closed again"
        assert gui.kept() is not None, "the kept openings found the last reader's text"
        assert row["reader_fresh_cpu_ms"] > 0 and row["reader_kept_cpu_ms"] > 0
    finally:
        app.shutdown(quit_pygame=False)


def test_f1_right_after_a_move_is_timed_at_both_sizes_after_real_moves(home):
    """The brief's hitch: F1 straight after a move, on a table with no reader laid out yet."""
    app = open_app((1920, 1080))
    try:
        table = built_table(app, "witchcraft", 1, 10)
        moves = len(table.actions)
        row = bench.reader_after_move(app, table, bench.LARGE)
        assert len(table.actions) >= moves + bench.READER_OPENINGS, "each opening follows a real move"
        assert app.window.get_size() == (1920, 1080) and app.top is table, "back at 1080p, reader closed"
        assert row["reader_after_move_1440p_cpu_ms"] > 0
        assert row["reader_after_move_1440p_worst_frame_cpu_ms"] > 0
    finally:
        app.shutdown(quit_pygame=False)
