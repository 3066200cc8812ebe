"""Golden playthroughs: Trickerion's rules did not change while its engine was reshaped (issue #26).

``data/golden.json`` was written by ``tests/rules/trickerion/golden.py`` from the engine before
the reshaping: seeded games of every module set and player count, and solo games against the
Heir at each difficulty, played by a random chooser and by the bots' rollout policy.  Replaying
their actions must give the same events (kinds, data, visibility, English texts), the same state
after every action, the same views, labels and prompts for every seat, the same final state and
the same scores.
"""

from __future__ import annotations

import json

import pytest

from game.rules.base import Action
from tests.rules.trickerion.golden import GOLDEN, fingerprint

GAMES = json.loads(GOLDEN.read_text())


def _id(game: dict) -> str:
    options = "-".join(str(v) for v in game["options"].values())
    return f"{game['chooser']}-{game['players']}p-{options}-seed{game['seed']}"


@pytest.mark.parametrize("game", GAMES, ids=_id)
def test_pinned_game_replays_identically(game):
    actions = [(seat, Action.from_json(action)) for seat, action in game["actions"]]
    again = fingerprint(game["chooser"], game["players"], game["options"], game["seed"], actions)
    for i, (old, new) in enumerate(zip(game["stretches"], again["stretches"], strict=True)):
        first = i * 200 + 1
        assert new == old, f"actions {first}-{first + 199}: other {[k for k in old if old[k] != new[k]]}"
    assert again["final"] == game["final"]
    assert again["result"] == game["result"]


def test_pinned_games_cover_every_module_set_the_heir_and_the_main_actions():
    """The pinned games are worth pinning: each module set, each Heir difficulty, the actions of
    every location, the Theater and the prompts (Special Assignment keeps, reschedules)."""
    assert {g["options"]["modules"] for g in GAMES} == {"base", "dark_alley", "arcane_arts"}
    assert {g["options"].get("difficulty") for g in GAMES if g["players"] == 1} == {"easy", "normal", "hard"}
    assert {g["players"] for g in GAMES} == {1, 2, 3, 4}
    kinds = {a["kind"] for g in GAMES for _seat, a in g["actions"]}
    assert {
        "learn",
        "hire",
        "coins",
        "reroll",
        "setdie",
        "buy",
        "order",
        "quick",
        "prepare",
        "move_trick",
        "move_comp",
        "draw",
        "keep",
        "fortune",
        "setup",
        "resched",
        "moveto",
        "perform",
        "magic_dice",
        "buy_spell",
        "summon",
        "charge",
        "advertise",
        "idle",
    } <= kinds
