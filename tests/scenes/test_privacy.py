"""Seeded bot games through the real table: no line shown to a seat gives away what its view hides.

Issue #22: a bot's grey "why" line named its face-down School of Sorcery casts,
its secret Trickerion assignments and its hidden Witchcraft power token to
everybody.  Here bots of several levels (and random ones) play part of a game
through ``TableScene.play_decision`` -- the path the worker's answers take -- and
after every move each seat's readable lines are checked:

- every new log line (events and why-lines) a seat may see names none of the
  other seats' secrets (``tests/privacy.py``), read in English as shown;
- each seat's prompt and option labels do not change when what it cannot see
  is re-sampled (``conformance.assert_own_lines_hide``), as ``view`` is checked.

Search bots get a small iteration cap and no clock, so each game is a few
seconds of CPU and the same every run.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai.base import RandomBot
from game.ai.levels import config_for
from game.ai.policies import policy_for
from game.ai.search_bot import SearchBot
from game.i18n import tr
from tests import conformance as c
from tests import privacy
from tests.scenes.harness import start_table
from tests.support.duel import INFO as DUEL

ITERATIONS = 24  # per search decision: enough to rank moves and write a reason


def bot(game_id: str, level: str, seed: int):
    if level == "random":
        return RandomBot(seed)
    config = replace(config_for(game_id, level), iterations=ITERATIONS, time_limit=0.0)
    return SearchBot(policy_for(game_id), config, seed)


CASES = [
    # game, options, levels per seat, seed, moves (through the moments the issue reports)
    ("sorcery", {"advanced": True}, ("easy", "random"), 1, 70),
    ("sorcery", {}, ("random", "medium"), 2, 60),
    ("trickerion", {}, ("easy", "random"), 1, 90),
    ("trickerion", {}, ("random", "medium", "easy"), 2, 90),
    ("witchcraft", {"master": True}, ("easy", "random"), 1, 70),
    ("witchcraft", {}, ("random", "medium"), 3, 40),
    ("spellbook", {}, ("easy", "random", "medium"), 1, 40),
]


@pytest.mark.parametrize(
    "game_id,options,levels,seed,moves",
    CASES,
    ids=[f"{g}-{'-'.join(lv)}-seed{s}" for g, _o, lv, s, _m in CASES],
)
def test_no_line_shown_to_a_seat_names_what_its_view_hides(app, game_id, options, levels, seed, moves):
    table = start_table(app, game_id, ["bot"] * len(levels), seed=seed, options=options)
    bots = [bot(game_id, level, seed * 10 + s) for s, level in enumerate(levels)]
    order = random.Random(seed)
    reasons = public_reasons = 0
    assert_lines_hide(table, table.log, None)  # what the set-up did, there before any move
    for move in range(moves):
        state = table.state
        if state.is_over():
            break
        c.assert_own_lines_hide(state, seed + move)
        seat = order.choice(state.to_act())
        decision = bots[seat].choose(state, seat)
        before = len(table.log)
        table.play_decision(seat, decision)
        new = table.log[before:]
        reasons += sum(line.kind == "why" for line in new)
        public_reasons += sum(line.kind == "why" and line.visible_to is None for line in new)
        assert_lines_hide(table, new, seat)
    assert reasons, "no bot gave a reason: the check saw nothing"
    assert public_reasons, "every reason was hidden: a reason about a public move is for everybody"


def assert_lines_hide(table, lines, seat: int | None) -> None:
    """Each line a seat may read names none of the other seats' secrets (a why-line: ``seat``'s)."""
    for line in lines:
        actor = seat if line.kind == "why" else None
        for viewer in range(table.state.num_players):
            if line.visible(viewer):
                owners = [actor] if actor is not None else range(table.state.num_players)
                privacy.assert_line_hides(
                    table.state, tr(line.text, table.names), viewer, owners, f"a {line.kind} line"
                )


def test_a_bots_reason_for_a_face_down_card_reaches_only_its_own_seat(app, drive):
    """Through the real worker: the duel's cards are chosen face down, so is the bot's reason."""
    table = start_table(app, "duel", ("human", "bot"), seed=5, info=DUEL, level="easy")
    drive.click("action-0")
    assert drive.until(lambda: any(line.kind == "why" for line in table.log), timeout=10)
    reasons = [line for line in table.log if line.kind == "why"]
    assert all(line.visible(1) and not line.visible(0) for line in reasons)
