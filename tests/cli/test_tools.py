"""The headless tools, run the way the build and a maintainer run them (a subprocess each)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.rules import registry

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, home: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "ARCANA_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "game", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def quick_game() -> str:
    """A fast registered two-player game (the tools are generic; speed matters for CI)."""
    ids = [g.id for g in registry.all_games() if g.min_players <= 2 <= g.max_players]
    for wanted in ("witchcraft", "sorcery", "spellbook"):
        if wanted in ids:
            return wanted
    return ids[0]


def test_simulate_reports_each_game_and_totals(tmp_path):
    game = quick_game()
    out = run(
        "simulate",
        "--game",
        game,
        "--seats",
        "bot:random,bot:random",
        "--games",
        "3",
        "--seed",
        "5",
        "--json",
        home=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    totals = data["totals"]
    assert totals["games"] == 3 and len(data["games"]) == 3
    assert [g["seed"] for g in data["games"]] == [5, 6, 7]
    assert sum(totals["wins"]) >= 3 - sum(g["draw"] and not g["winners"] for g in data["games"])
    assert totals["games_per_second"] > 0
    again = run(
        "simulate",
        "--game",
        game,
        "--seats",
        "bot:random,bot:random",
        "--games",
        "3",
        "--seed",
        "5",
        "--json",
        home=tmp_path,
    )
    assert json.loads(again.stdout)["games"] == data["games"], "same seed, same games"


def test_simulate_rejects_bad_seats(tmp_path):
    out = run("simulate", "--game", quick_game(), "--seats", "human,bot:easy", home=tmp_path)
    assert out.returncode != 0 and "bot:LEVEL" in out.stderr


@pytest.mark.parametrize("scene", ["menu", "scoring"])
def test_screenshot_writes_a_png_of_the_requested_size(tmp_path, scene):
    target = tmp_path / f"{scene}.png"
    out = run(
        "screenshot",
        "--scene",
        scene,
        "--game",
        quick_game(),
        "--lang",
        "pl",
        "--size",
        "960x540",
        "--out",
        str(target),
        home=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    image = pygame.image.load(str(target))
    assert image.get_size() == (960, 540)
    assert not list(tmp_path.glob("data/**/*.json")), "a screenshot writes nothing but the PNG"


def test_smoke_plays_through_the_real_scenes_and_exits_zero(tmp_path):
    out = run("--smoke", "--game", quick_game(), home=tmp_path, timeout=240)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "smoke: ok" in out.stdout


@pytest.mark.slow  # 34 s under load: bench runs every probe once
def test_bench_reports_medians_percentiles_cpu_and_a_baseline_ratio(tmp_path):
    """The bench's figures are medians and true percentiles with CPU beside wall time, the opening
    (its worst frame, wall and CPU) apart from the steady frames, start-up paired with a bare
    window, and --baseline prints ratios."""
    game = quick_game()
    common = (
        "bench",
        "--game",
        game,
        "--seats",
        "2",
        "--seconds",
        "0.2",
        "--frames",
        "8",
        "--starts",
        "1",
        "--level",
        "random",
    )
    saved = tmp_path / "before.json"
    out = run(*common, "--save", str(saved), home=tmp_path, timeout=240)
    assert out.returncode == 0, out.stderr
    report = json.loads(saved.read_text(encoding="utf-8"))
    start = report["startup"]
    assert start["app_wall_s"] > 0 and start["app_cpu_s"] > 0 and start["ratio_wall"] > 0
    row, engine = report["tables"][f"{game}/2p"], report["engines"][f"{game}/2p"]
    assert row["open_ms"] > 0 and 0 < row["frame_median_ms"] <= row["frame_p95_ms"]
    # the opening is the click's frame and the frames until the table is built and faded in (#27)
    assert row["open_worst_ms"] >= row["open_ms"] and row["open_worst_cpu_ms"] > 0 and row["open_frames"] > 2
    assert 0 <= row["frame_cpu_median_ms"] <= row["frame_cpu_p95_ms"] and row["thinking_level"] == "random"
    assert engine["playouts"] >= 1 and engine["playouts_per_cpu_s"] > 0
    again = run(*common, "--baseline", str(saved), home=tmp_path, timeout=240)
    assert again.returncode == 0, again.stderr
    assert "against the baseline" in again.stdout and f"{game}/2p" in again.stdout
    assert "open_worst_cpu_ms" in again.stdout


def test_bench_measures_each_module_set_of_a_game_with_modules():
    from game.cli.bench import tables

    keys = [t.key for t in tables(["trickerion"], [2, 4])]
    assert keys == [f"trickerion/{n}p/{m}" for n in (2, 4) for m in ("base", "dark_alley", "arcane_arts")]
