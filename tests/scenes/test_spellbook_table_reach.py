"""Every legal action of every position is reachable by hand, at a place that exists on the table."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from game.rules import registry
from game.scenes.table_api import TableContext
from game.scenes.tables.spellbook import SpellBookView
from tests.scenes import harness

GAMES = int(os.environ.get("SOAK_GAMES", "0")) or 6


def positions(players: int, seed: int):
    """Seeded random games, yielding (state, seat) at every decision of a seat."""
    info = registry.get("spellbook")
    state = info.new_game(players, info.default_options(players), seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        yield state, seat
        acts = state.legal_actions(seat)
        state.apply(seat, rng.choice(acts))


def context(state, seat) -> TableContext:
    return harness.offline_context("spellbook", state, seat)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_every_legal_action_has_a_gesture_on_the_table(players):
    pygame.font.init()
    view = None
    checked = 0
    for game in range(GAMES):
        for n, (state, seat) in enumerate(positions(players, 100 * players + game)):
            if n % 3:  # a third of the decisions keeps this quick; SOAK_GAMES=50 for more
                continue
            ctx = context(state, seat)
            if view is None:
                view = SpellBookView(ctx)
            else:
                view.refresh(ctx)
            g = view.g
            reachable = g.covered()
            assert set(ctx.legal) <= reachable, set(ctx.legal) - reachable
            for key in list(g.clicks) + list(g.drags):
                assert view.element_rect(key) is not None, key
            for targets in g.drags.values():
                for key in targets:
                    assert view.element_rect(key) is not None, key
            for sid, level in g.rows:
                assert view.element_rect(("use", sid, level)) is not None
            for b in view.buttons:
                assert pygame.Rect(0, 64, 1560, 1016).contains(b.rect), b.label
            checked += 1
    assert checked > 50
