"""Render the School of Sorcery screenshots for the docs: ``docs/screens/sorcery-{en,pl,de}.png``.

    python -m game.scenes.tables.sorcery_shots [--out docs/screens] [--seed 12] [--rounds 3]

Two greedy players play a few rounds; the picture shows the first player in
phase II with two cast cards already laid on their dice.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path


def position(seed: int, rounds: int):
    """A mid-game position at the first player's casting step, and the actions that led there."""
    from game.rules.playout import advance_unless_final
    from game.rules.sorcery import new_game
    from game.rules.sorcery.policy import GreedyPolicy

    state = new_game(2, {}, seed)
    policies = [GreedyPolicy(seed), GreedyPolicy(seed + 1)]
    log = []
    while not (state.round > rounds and state.step == "cast" and 0 in state.to_act()):
        seat = state.to_act()[0]
        action = policies[seat].choose(state, seat)
        if not advance_unless_final(state, seat, action, log):
            break
    return state, log


def render(out_dir: Path, seed: int, rounds: int, langs: tuple[str, ...] = ("en", "pl", "de")) -> list[Path]:
    import pygame

    from game import i18n
    from game.app import App
    from game.rules.registry import get
    from game.saves import GameSetup, PlayerSpec
    from game.scenes.table import TableScene
    from game.settings import Settings

    written = []
    state, log = position(seed, rounds)
    app = App(Settings(language=langs[0], window_size=(1920, 1080), animation_speed="instant"), persist=False)
    try:
        setup = GameSetup(
            "sorcery", [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "medium")], {}, seed
        )
        info = get("sorcery")
        table = app.reset(TableScene(app, setup, info=info, state=info.new_game(2, {}, seed), autosave=False))
        for seat, action in log:  # through the scene, so the game log tells the story so far
            table._apply(seat, action, human=False)
        view = table.view
        view.skip_animations()
        hand = sorted(range(6), key=lambda i: -state.deck.cast_cards[i].value)
        view.placed = {0: hand[0], 2: hand[1]}
        for lang in langs:
            i18n.set_language(lang)
            view._build()
            app.render(app.canvas)
            path = out_dir / f"sorcery-{lang}.png"
            pygame.image.save(app.canvas, str(path))
            written.append(path)
    finally:
        app.shutdown()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=Path("docs/screens"))
    parser.add_argument("--seed", type=int, default=12)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    from game.app import headless_env

    headless_env()
    args.out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="arcana-shot-") as home:
        os.environ["ARCANA_HOME"] = home
        for path in render(args.out, args.seed, args.rounds):
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
