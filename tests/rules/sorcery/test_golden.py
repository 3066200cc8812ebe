"""Golden playthroughs: the rules did not change while the engine was made faster (issue #27).

``data/golden.json`` was written by ``tests/rules/sorcery/golden.py`` from the engine as it was
before the speed-up: seeded random games of every variant (advanced draft, 16-point goal).
Replaying their actions must give the same events (kinds, data, visibility, English texts),
the same state after every action, the same final state and the same result.
"""

from __future__ import annotations

import json

import pytest

from game.rules.base import Action
from game.rules.registry import get
from game.rules.sorcery import effects
from tests.rules.sorcery.golden import GOLDEN, event_print, state_hash

GAMES = json.loads(GOLDEN.read_text())


@pytest.mark.parametrize("game", GAMES, ids=lambda g: f"{g['options']}-seed{g['seed']}")
def test_pinned_game_replays_identically(game):
    info = get("sorcery")
    state = info.new_game(2, game["options"], game["seed"])
    for i, (seat, action, events, digest) in enumerate(game["steps"]):
        assert seat in state.to_act(), f"step {i}"
        act = Action.from_json(action)
        assert act in state.legal_actions(seat), f"step {i}: {act} is no longer legal"
        assert event_print(state.apply(seat, act)) == events, f"step {i}: other events"
        assert state_hash(state.to_json()) == digest, f"step {i}: another state"
    assert state.is_over()
    assert state.to_json() == game["final"]
    assert state.result().to_json() == game["result"]


def test_golden_games_cover_both_variants_and_card_uses():
    """The pinned games are worth pinning: every variant, card uses with partial amounts, prompts."""
    kinds = {a["kind"] for g in GAMES for _s, a, _e, _d in g["steps"]}
    assert {"keep", "reroll", "assign", "use", "pass", "done", "portal"} <= kinds
    assert any(g["options"].get("advanced") and g["options"].get("goal") == 16 for g in GAMES)
    amounts = {a.get("n") for g in GAMES for _s, a, _e, _d in g["steps"] if a["kind"] == "use"}
    assert {1, 2} <= amounts


@pytest.mark.parametrize("game", GAMES[::3], ids=lambda g: f"{g['options']}-seed{g['seed']}")
def test_quiet_search_clone_plays_the_same_game_without_events(game):
    """``quiet()`` (search mode) skips events and texts only: the states stay identical, action by action."""
    state = get("sorcery").new_game(2, game["options"], game["seed"]).quiet()
    for i, (seat, action, _events, digest) in enumerate(game["steps"]):
        assert state.apply(seat, Action.from_json(action)) == [], f"step {i}"
        assert state_hash(state.to_json()) == digest, f"step {i}: another state"
        state = state.clone()  # clones of a quiet state stay quiet
    assert state.to_json() == game["final"]


def test_cached_card_uses_and_the_usable_check_agree_with_listing_the_uses():
    """The shortcuts of the speed-up (cached use lists, ``usable``) answer like ``uses`` itself."""
    state = get("sorcery").new_game(2, GAMES[0]["options"], GAMES[0]["seed"])
    checked = 0
    for seat, action, _events, _digest in GAMES[0]["steps"]:
        for who in (0, 1):
            for card in state.deck.cards.values():
                listed = effects.uses(state, who, card.effect, card.n)
                assert effects.usable(state, who, card.effect, card.n) == bool(listed), card.id
                cached = effects.use_actions(state, who, card.id, card.effect, card.n)
                expected = [{"kind": "use", "card": card.id, **u} for u in listed]
                assert [a.to_json() for a in cached] == expected
                checked += bool(listed)
        state.apply(seat, Action.from_json(action))
    assert checked > 1000


def test_search_states_are_quiet_and_the_real_one_is_not():
    """Bots search on quiet determinizations: they skip events; the table's state still gets them."""
    state = get("sorcery").new_game(2, {}, 5)
    det = state.determinize(0, 1).quiet()
    seat = det.to_act()[0]
    assert det.apply(seat, det.legal_actions(seat)[0]) == []
    assert state.apply(seat, state.legal_actions(seat)[0])
