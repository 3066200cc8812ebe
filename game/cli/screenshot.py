"""``python -m game screenshot``: render one scene offscreen to a PNG.

    python -m game screenshot --scene menu --lang pl --size 1920x1080 --out docs/screens/menu-pl.png
    python -m game screenshot --scene table --game spellbook --seed 3 --moves 20 --out table.png

``table`` shows the position after ``--moves`` random legal moves (seat 1 at
the screen, the others bots); ``scoring`` plays a random game to its end.
Nothing is written but the PNG (settings and saves go to a temporary folder).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.rules.base import Action, Event, GameInfo
    from game.saves import GameSetup

SCENES = ("menu", "setup", "table", "scoring", "settings", "load", "rules", "handoff", "pause")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="arcana-table screenshot")
    parser.add_argument("--scene", choices=SCENES, default="menu")
    parser.add_argument("--game", help="game id (default: the first registered)")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument(
        "--players", type=int, default=0, help="player count (default: the game's minimum, at least 2)"
    )
    args = parser.parse_args(argv)
    from game.app import headless_env

    headless_env()
    with tempfile.TemporaryDirectory(prefix="arcana-shot-") as home:
        os.environ["ARCANA_HOME"] = home
        return render(args)


def render(args: argparse.Namespace) -> int:
    import pygame

    from game.app import App
    from game.cli.common import parse_size
    from game.cli.shots import for_game
    from game.rules import registry
    from game.scenes.menu import MenuScene
    from game.settings import Settings

    size = parse_size(args.size)
    app = App(Settings(language=args.lang, window_size=size), persist=False)
    try:
        games = registry.all_games()
        info = registry.get(args.game) if args.game else (games[0] if games else None)
        shots = for_game(info.id) if info is not None else None
        app.push(MenuScene(app))
        if args.scene in GAME_SCENES and info is None:
            print("screenshot: no game is registered", file=sys.stderr)
            return 2
        setup = game_setup(info, args.players, args.seed, shots) if info is not None else None
        opener = OPENERS.get(args.scene)
        if opener is not None:
            opener(app, args, info, setup, shots)
        for scene in app.stack:  # pygame-gui elements (text fields) lay out their text in a frame's tick
            scene.widgets.tick(0.0, app.mouse_pos())
        out = pygame.Surface(size)  # at the window's size: migrated scenes draw crisply at any size
        app.render(out)
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        pygame.image.save(out, args.out)
        print(args.out)
        return 0
    finally:
        app.shutdown()


def game_setup(info: GameInfo, players: int, seed: int, shots: ModuleType | None) -> GameSetup:
    """Ania at the screen, bots for the other seats, the game's defaults and the position's options."""
    from game.saves import GameSetup, PlayerSpec

    count = players or max(2, info.min_players) if info.max_players >= 2 else info.min_players
    count = min(count, info.max_players)
    bots = [PlayerSpec(name, "bot", "medium") for name in ("Bartek", "Celina", "Dawid")][: count - 1]
    setup = GameSetup(info.id, [PlayerSpec("Ania", "human"), *bots], info.default_options(count), seed)
    setup.options.update(getattr(shots, "OPTIONS", {}))
    return setup


def _open_setup(app: App, args: argparse.Namespace, info: GameInfo | None, setup: Any, shots: Any) -> None:
    from game.scenes.setup import SetupScene

    scene = app.push(SetupScene(app))
    if info is not None:
        scene.choose_game(info)  # type: ignore[attr-defined]


def _open_settings(app: App, args: argparse.Namespace, info: Any, setup: Any, shots: Any) -> None:
    from game.scenes.settings_menu import SettingsScene

    app.push(SettingsScene(app))


def _open_load(app: App, args: argparse.Namespace, info: Any, setup: Any, shots: Any) -> None:
    from game.scenes.load import LoadScene

    app.push(LoadScene(app))


def _open_rules(app: App, args: argparse.Namespace, info: Any, setup: Any, shots: Any) -> None:
    from game.scenes.rules_book import RulesBookScene

    app.push(RulesBookScene(app))


def _open_table(app: App, args: argparse.Namespace, info: GameInfo, setup: GameSetup, shots: Any) -> None:
    """The table at the game's screenshot position (``handoff``: seat 1 human too; ``pause``: paused)."""
    from game.cli.common import random_moves
    from game.scenes.table import TableScene

    position = getattr(shots, "position", random_moves)
    state, log = position(info, len(setup.players), setup.options, args.seed, args.moves)
    if args.scene == "handoff":
        setup.players[1].kind = "human"
    history = story(info, setup, log)
    table = app.reset(
        TableScene(app, setup, info=info, state=state, actions=log, history=history, autosave=False)
    )
    table.view.skip_animations()  # type: ignore[attr-defined]
    stage = getattr(shots, "stage", None)
    if stage is not None:
        stage(table.view)
    if args.scene == "pause":
        table.open_pause()  # type: ignore[attr-defined]


def _open_scoring(app: App, args: argparse.Namespace, info: GameInfo, setup: GameSetup, shots: Any) -> None:
    from game.rules.playout import random_playout
    from game.scenes.scoring import ScoringScene

    state, _log = random_playout(info, len(setup.players), setup.options, args.seed)
    app.reset(ScoringScene(app, setup, state.result(), info))


#: Scenes that show a game (they need one registered).
GAME_SCENES = ("table", "scoring", "handoff", "pause")
#: How each scene is opened over the menu (the menu itself needs nothing more).
OPENERS: dict[str, Callable[..., None]] = {
    "setup": _open_setup,
    "settings": _open_settings,
    "load": _open_load,
    "rules": _open_rules,
    "table": _open_table,
    "handoff": _open_table,
    "pause": _open_table,
    "scoring": _open_scoring,
}


def story(info: GameInfo, setup: GameSetup, log: list[tuple[int, Action]]) -> list[Event]:
    """The events of ``log`` replayed from the start, so the table's log tells how the position came
    about, as it does after loading a save."""
    state = setup.new_state(info)
    return [*state.setup_events, *(event for seat, action in log for event in state.apply(seat, action))]
