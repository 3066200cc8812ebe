"""``python -m game bench``'s own logic (issue #27): which tables it measures, its sections, the
baseline it compares against, and the start-up children it times.  The whole tool runs once in
tests/cli/test_tools.py."""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from game.cli import bench


def test_spellbook_is_measured_at_two_and_four_seats():
    """SpellBook at 4 seats was never measured (#27): each game at each seat count it allows."""
    keys = [t.key for t in bench.tables(["spellbook", "witchcraft"], [2, 4])]
    assert keys == ["spellbook/2p", "spellbook/4p", "witchcraft/2p"]


def test_only_engines_measures_playouts_and_nothing_else(tmp_path, monkeypatch):
    """``--only engines`` times the engines without a window, a table or a cold start (short runs
    on a shared machine), and --baseline compares what both reports hold."""
    for name in ("ARCANA_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):  # main sets them: restored after
        monkeypatch.setenv(name, os.environ.get(name, "dummy"))
    saved = tmp_path / "engines.json"
    bench.main(["--only", "engines", "--game", "witchcraft", "--seconds", "0.05", "--save", str(saved)])
    report = json.loads(saved.read_text(encoding="utf-8"))
    assert "startup" not in report and report["tables"] == {}
    assert report["engines"]["witchcraft/2p"]["playouts_per_cpu_s"] > 0
    text = bench.compare(report, report)
    assert "witchcraft/2p" in text and "playouts_per_cpu_s" in text and "1.00x" in text


def test_an_unknown_section_is_refused():
    with pytest.raises(SystemExit):
        bench.main(["--only", "engines,frames"])


def test_a_baseline_of_several_runs_is_the_median_of_each_figure():
    """Before/after ratios on a noisy machine: the before side can be several saved runs."""
    runs = [
        {"startup": {"ratio_cpu": r, "runs": 5}, "tables": {}, "engines": {"g/2p": {"playouts_per_cpu_s": p}}}
        for r, p in ((1.5, 300.0), (1.2, 100.0), (1.3, 200.0))
    ]
    merged = bench.median_report(runs)
    assert merged["startup"]["ratio_cpu"] == 1.3
    assert merged["engines"]["g/2p"]["playouts_per_cpu_s"] == 200.0
    after = {"startup": {"ratio_cpu": 1.3}, "tables": {}, "engines": {"g/2p": {"playouts_per_cpu_s": 400.0}}}
    assert "2.00x" in bench.compare(after, merged)


def test_cold_starts_run_from_compiled_bytecode_whatever_the_environment_says(tmp_path, monkeypatch):
    """A player's start runs from bytecode (compiled when installed, or bundled): with
    PYTHONDONTWRITEBYTECODE set, the app's own modules were compiled on every timed start while
    pip had compiled pygame's, which made the app look ~1.2x slower than it is."""
    monkeypatch.setenv("PYTHONDONTWRITEBYTECODE", "1")
    seen: list[tuple[list[str], dict[str, str]]] = []

    def fake(command: list[str], env: dict[str, str]) -> tuple[float, float]:
        seen.append((command, env))
        return 0.2, 0.1

    monkeypatch.setattr(bench, "timed_process", fake)
    row = bench.startup(tmp_path, 2)
    assert len(seen) == 2 + 2 * 2, "one unmeasured pair first, then the measured ones"
    assert row["runs"] == 2 and row["ratio_cpu"] == 1.0
    for _command, env in seen:
        assert "PYTHONDONTWRITEBYTECODE" not in env
        assert Path(env["PYTHONPYCACHEPREFIX"]).parent == tmp_path
    assert seen[0][0][:2] == [sys.executable, "-m"] and seen[1][0][:2] == [sys.executable, "-c"]
    assert os.environ["PYTHONDONTWRITEBYTECODE"] == "1", "the bench's own process is left as it was"


def test_the_tables_are_timed_from_compiled_bytecode_too(tmp_path, monkeypatch):
    """In the bench's own process the game's modules are compiled ahead, where an import looks for
    them, so a table's first import of its drawing code does not compile source in a timed frame."""
    import importlib.util

    package = tmp_path / "game"
    (package / "cli").mkdir(parents=True)
    (package / "scenes").mkdir()
    (package / "scenes" / "drawing.py").write_text("X = 1\n", encoding="utf-8")
    monkeypatch.setattr(bench, "__file__", str(package / "cli" / "bench.py"))
    monkeypatch.setattr(sys, "pycache_prefix", None)
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    bench.bytecode_as_installed()
    assert Path(importlib.util.cache_from_source(str(package / "scenes" / "drawing.py"))).is_file()
