"""``python -m game smoke`` (or ``--smoke``): prove the real app works, headless, then exit 0.

Starts the app, clicks New game, makes every seat a random bot (SpellBook if
it is installed, else the first registered game), clicks Start, lets the bots
play through the real table scene and worker process, and waits for the
scoring screen.  Files go to a temporary folder, never the user's own.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="arcana-table smoke")
    parser.add_argument("--game", help="game id (default: spellbook, else the first registered)")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args(argv)
    from game.app import headless_env

    headless_env()
    with tempfile.TemporaryDirectory(prefix="arcana-smoke-") as home:
        os.environ["ARCANA_HOME"] = home
        return run(args.game, args.timeout)


def run(game_id: str | None, timeout: float) -> int:
    import pygame

    from game.app import App
    from game.cli.driver import Driver
    from game.rules import registry
    from game.scenes.menu import MenuScene
    from game.settings import Settings

    games = registry.all_games()
    if not games:
        print("smoke: no games are registered", file=sys.stderr)
        return 1
    ids = [g.id for g in games]
    game_id = game_id or ("spellbook" if "spellbook" in ids else ids[0])
    start = time.perf_counter()
    app = App(Settings(language="en", window_size=(1280, 720), animation_speed="instant"), persist=False)
    try:
        drive = Driver(app)
        app.push(MenuScene(app))
        drive.frame()
        first_frame = time.perf_counter() - start
        drive.click("New game")
        if drive.scene_id() != "setup":
            print("smoke: New game did not open the setup screen", file=sys.stderr)
            return 1
        drive.click(f"game-{game_id}")
        setup = app.top
        for seat in range(len(setup.players)):  # type: ignore[union-attr]
            if not setup.players[seat].is_bot:  # type: ignore[union-attr]
                drive.click(f"kind-{seat}")
            while setup.players[seat].level != "random":  # type: ignore[union-attr]
                drive.click(f"level-{seat}", side="left")
        drive.click("start")
        if drive.scene_id() != "table":
            print("smoke: Start did not open the table", file=sys.stderr)
            return 1
        finished = drive.until(lambda: drive.scene_id() == "scoring", timeout=timeout)
        if not finished:
            print(f"smoke: no scoring screen within {timeout:.0f} s", file=sys.stderr)
            return 1
        drive.frames(2)
        if app.worker.last_error:  # the table would have covered it with a fallback move
            print(f"smoke: the bot worker failed: {app.worker.last_error}", file=sys.stderr)
            return 1
        total = time.perf_counter() - start
        print(f"smoke: ok ({game_id}, first frame {first_frame:.2f} s, total {total:.1f} s)")
        return 0
    finally:
        app.shutdown()
        pygame.quit()
