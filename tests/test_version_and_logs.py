"""One version from pyproject.toml (issue #30), printed by ``--version``; the rotating log."""

from __future__ import annotations

import logging
import subprocess
import sys
import tomllib
from pathlib import Path

from game import logs
from game.version import version

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_is_pyprojects_and_version_prints_it():
    expected = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
    assert version() == expected
    out = subprocess.run(
        [sys.executable, "-m", "game", "--version"], capture_output=True, text=True, cwd=ROOT, timeout=60
    )
    assert out.returncode == 0 and out.stdout.strip() == f"Arcana Table {expected}"


def test_the_log_rotates_in_the_logs_folder_and_verbose_mirrors_it(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("ARCANA_HOME", str(tmp_path))
    path = logs.setup(verbose=True)
    try:
        assert path == tmp_path / "data" / "logs" / "arcana-table.log"
        game_log = logging.getLogger("game.test")
        for i in range(4000):
            game_log.info("line %d of a long session %s", i, "x" * 100)
        assert "line 3999" in capsys.readouterr().err, "--verbose mirrors the log to the terminal"
        files = sorted(p.name for p in path.parent.iterdir())
        assert files == ["arcana-table.log", "arcana-table.log.1", "arcana-table.log.2"]
        assert all(p.stat().st_size <= logs.MAX_BYTES for p in path.parent.iterdir())
        tail = logs.last_lines(200)
        assert len(tail) == 200 and "line 3999" in tail[-1]
    finally:
        logs.setup(verbose=False)
        for handler in list(logs.log.handlers):
            logs.log.removeHandler(handler)
            handler.close()
        logs.log.propagate = True
