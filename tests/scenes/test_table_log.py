"""The game log keeps one line per action, written as a record (issue #22).

SpellBook logged the chosen action's imperative label ("Ania: Take 1 materia
from the altar") and then what happened ("Ania takes red materia (circle) from
the altar."): every action read twice, once as an order.  Seeded games of every
title are played through the real table scene, and the lines it logs are read.
"""

from __future__ import annotations

import random
import re

import pytest

from game.ai.base import Decision
from game.i18n import tr
from game.rules import registry
from tests.scenes.harness import start_table

NAMES = ["Ania", "Bartek"]


def play_and_log(app, game_id: str, seed: int, moves: int = 250):
    """Random legal moves by two human seats through the table; (action, new log lines) per move."""
    table = start_table(app, game_id, ["human", "human"], seed=seed, names=NAMES)
    rng = random.Random(seed)
    played = []
    for _ in range(moves):
        if table.state.is_over():
            break
        seat = table.state.to_act()[0]
        action = rng.choice(table.state.legal_actions(seat))
        before = len(table.log)
        table.play_decision(seat, Decision(action))  # the lines an action logs, whoever chose it
        played.append((action, [tr(line.text, NAMES) for line in table.log[before:] if line.kind != "why"]))
    return played


@pytest.mark.parametrize("game_id", [g.id for g in registry.all_games()])
def test_no_log_line_is_an_order_with_the_players_name_in_front(app, game_id):
    label_form = re.compile(rf"^(?:{'|'.join(NAMES)}): [A-Z]")
    for seed in (1, 2):
        lines = [line for _action, new in play_and_log(app, game_id, seed) for line in new]
        assert lines
        assert [line for line in lines if label_form.match(line)] == []


def test_spellbook_take_store_and_draw_are_logged_once_each(app):
    """Choosing "take 1 materia" logs nothing yet; taking the materia logs one record."""
    counted = {"take_one": 0, "store_one": 0, "draw_two": 0}
    for seed in (1, 2, 3):
        played = play_and_log(app, "spellbook", seed)
        for (action, new), (_next, after) in zip(played, played[1:], strict=False):
            if action.kind in ("take_one", "store_one"):
                assert new == [], f"{action.kind} logged {new}"
                verb = "takes" if action.kind == "take_one" else "stores"
                assert len([line for line in after if verb in line]) == 1, after
                counted[action.kind] += 1
            elif action.kind == "draw_two":
                assert len(new) == 2 and all(" draws " in line for line in new), new
                counted[action.kind] += 1
    assert all(counted.values()), counted
