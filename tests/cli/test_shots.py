"""The screenshot tool's per-game positions (game/cli/shots): found by game id, used by ``screenshot``."""

from __future__ import annotations

import pygame

from game.cli.shots import POSITIONS, for_game
from game.rules import registry
from tests.cli.test_tools import run


def test_every_position_module_belongs_to_a_registered_game_and_has_a_position():
    known = {info.id for info in registry.all_games()}
    for game_id in POSITIONS:
        assert game_id in known
        assert callable(for_game(game_id).position)
        assert POSITIONS[game_id] == f"game.cli.shots.{game_id}", "positions live with the tool"
    assert for_game("spellbook") is None, "no entry: random moves, as before"


def test_screenshot_of_a_table_uses_the_games_position(tmp_path):
    """School of Sorcery's picture stops at seat 0's cast, as its documentation screenshots need."""
    target = tmp_path / "sorcery.png"
    out = run(
        "screenshot",
        "--scene",
        "table",
        "--game",
        "sorcery",
        "--seed",
        "12",
        "--moves",
        "29",
        "--size",
        "960x540",
        "--out",
        str(target),
        home=tmp_path,
    )
    assert out.returncode == 0, out.stderr
    assert pygame.image.load(str(target)).get_size() == (960, 540)
