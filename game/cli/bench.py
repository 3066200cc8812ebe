"""``python -m game bench``: the numbers that tell whether the app feels right.

- start-up: a cold process start to the first drawn menu frame (interpreter, imports,
  window, fonts), and the in-process part from ``App()`` to that frame;
- table frame time per registered game (draw + update, no bot moves);
- frame rate while a bot thinks (the worker process computes, the window draws);
- engine speed: uniformly random playouts per second per game (``game.rules.playout``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time
from typing import Any


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="arcana-table bench")
    parser.add_argument("--seconds", type=float, default=2.0, help="time spent on playouts per game")
    parser.add_argument("--frames", type=int, default=60, help="frames timed per table")
    parser.add_argument("--level", default="medium", help="bot level timed for the thinking frame rate")
    parser.add_argument("--game", action="append", help="only these games (repeatable)")
    parser.add_argument(
        "--players", type=int, default=0, help="seats at each table (1 human + bots); 0: two, or the minimum"
    )
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    from game.app import headless_env

    headless_env()
    with tempfile.TemporaryDirectory(prefix="arcana-bench-") as home:
        os.environ["ARCANA_HOME"] = home
        report = run(args)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        cold, warm = report["cold_start_s"], report["startup_s"]
        print(f"start-up to first frame: {cold:.3f} s cold, {warm:.3f} s in-process")
        for gid, row in report["games"].items():
            print(
                f"{gid:<12} {row['players']}p frame {row['frame_ms']:.1f} ms (p95 {row['frame_p95_ms']:.1f})"
                f"  fps {row['idle_fps']:.0f} idle, {row['thinking_fps']:.0f} while a bot thinks"
                f" ({row['thinking_s']:.2f} s)"
                f"  playouts/s {row['playouts_per_s']:.1f}"
            )
    return 0


def cold_start() -> float:
    """Wall time of a fresh process that opens the window, draws the menu once and exits."""
    import subprocess
    import sys

    command = (
        [sys.executable, "--first-frame"]
        if getattr(sys, "frozen", False)
        else [sys.executable, "-m", "game", "--first-frame"]
    )
    start = time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, timeout=120)
    return time.perf_counter() - start


def run(args: argparse.Namespace) -> dict[str, Any]:
    from game.app import App
    from game.rules import registry
    from game.rules.playout import random_playout
    from game.saves import GameSetup, PlayerSpec
    from game.scenes.menu import MenuScene
    from game.scenes.table import TableScene
    from game.settings import Settings

    start = time.perf_counter()
    app = App(Settings(language="en", window_size=(1920, 1080), animation_speed="instant"), persist=False)
    app.push(MenuScene(app))
    app.step(0.0)
    report: dict[str, Any] = {
        "startup_s": time.perf_counter() - start,
        "cold_start_s": cold_start(),
        "games": {},
    }
    try:
        for info in registry.all_games():
            if args.game and info.id not in args.game:
                continue
            players = max(2, info.min_players) if info.max_players >= 2 else info.min_players
            if args.players:
                players = min(max(args.players, info.min_players), info.max_players)
            setup = GameSetup(
                info.id,
                [
                    PlayerSpec("A", "human"),
                    *[PlayerSpec(f"B{i}", "bot", args.level) for i in range(players - 1)],
                ],
                info.default_options(players),
                7,
            )
            table = app.reset(TableScene(app, setup, info=info, autosave=False))
            times = []
            for _ in range(args.frames):
                t0 = time.perf_counter()
                app.step(0.0)  # dt 0: nothing advances, bots do not start
                times.append(time.perf_counter() - t0)
            # the same paced loop with no bot thinking: what the machine gives the window anyway
            frames, t0 = 0, time.perf_counter()
            while time.perf_counter() - t0 < 1.0:
                app.draw()
                app.clock.tick(60)
                frames += 1
            idle_fps = frames / (time.perf_counter() - t0)
            # frame rate while a bot thinks, measured on the first bot decision the game asks for
            bot_seat = table.state.to_act()[0]  # type: ignore[attr-defined]
            state_json = table.state.to_json()  # type: ignore[attr-defined]
            for attempt in range(2):  # the first answer also pays for starting the process: not timed
                app.worker.request(info, state_json, bot_seat, args.level, attempt)
                frames, t0 = 0, time.perf_counter()
                while app.worker.poll() is None and time.perf_counter() - t0 < 30:
                    app.draw()
                    app.clock.tick(60)
                    frames += 1
                think = time.perf_counter() - t0
            n, t0 = 0, time.perf_counter()
            while time.perf_counter() - t0 < args.seconds:
                random_playout(info, players, info.default_options(players), 1000 + n)
                n += 1
            report["games"][info.id] = {
                "players": players,
                "frame_ms": statistics.mean(times) * 1000,
                "frame_p95_ms": sorted(times)[int(len(times) * 0.95) - 1] * 1000,
                "idle_fps": idle_fps,
                "thinking_s": think,
                "thinking_fps": frames / think if think > 0 else 0.0,
                "playouts_per_s": n / (time.perf_counter() - t0),
            }
    finally:
        app.shutdown()
    return report
