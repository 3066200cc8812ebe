"""The deck file: schema validation, the shipped reconstruction, and loading another deck."""

from __future__ import annotations

import copy
import json

import pytest

from game.rules.base import canonical
from game.rules.playout import random_playout
from game.rules.registry import get
from game.rules.sorcery import new_game
from game.rules.sorcery.deck import DEFAULT_PATH, DeckError, default_deck, parse_deck
from game.rules.sorcery.state import SorceryState
from tests import conformance as c

RAW = json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))


def test_shipped_deck_is_marked_as_the_projects_reconstruction_with_35_cards():
    deck = default_deck()
    assert deck.reconstruction and RAW["verified"] is False
    assert len(deck.cards) == 35
    assert sum(1 for c in deck.cards.values() if c.type == "character") == 7
    assert len(deck.of_type("permanent")) >= 6


def test_the_four_named_cards_are_in_the_deck_book_of_destiny_with_cost_5_advantage_2():
    cards = default_deck().cards
    assert {"book_of_destiny", "ring_of_influence", "spear_of_providence", "broken_wand"} <= set(cards)
    book = cards["book_of_destiny"]
    assert (book.cost, book.advantage) == (5, 2)
    assert cards["ring_of_influence"].effect == "ring" and cards["spear_of_providence"].effect == "spear"
    assert all(
        cards[c].printed
        for c in ("book_of_destiny", "ring_of_influence", "spear_of_providence", "broken_wand")
    )


def broken(mutate):
    data = copy.deepcopy(RAW)
    mutate(data)
    return data


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(schema=2),
        lambda d: d["cards"].pop(),
        lambda d: d["cards"][0].update(type="spell"),
        lambda d: d["cards"][0].update(effect="teleport"),
        lambda d: d["cards"][20].update(effect="spear"),
        lambda d: d["cards"][1].update(id=d["cards"][0]["id"]),
        lambda d: d["cards"][8].update(cost=0),
        lambda d: d["cards"][8].update(advantage=0),
        lambda d: d["cards"][8].update(text=""),
        lambda d: d["cards"][0].update(type="immediate", points=1),
        lambda d: d.update(cast_cards=d["cast_cards"][:5]),
        lambda d: d["cards"][12].pop("n"),
    ],
    ids=[
        "schema",
        "34-cards",
        "type",
        "effect",
        "effect-on-wrong-type",
        "duplicate-id",
        "cost",
        "advantage",
        "text",
        "six-characters",
        "cast-cards",
        "missing-n",
    ],
)
def test_invalid_deck_files_are_refused_with_a_reason(mutate):
    with pytest.raises(DeckError):
        parse_deck(broken(mutate))


def test_another_deck_of_the_same_schema_plays_and_survives_a_save():
    def cheaper(d):
        d["id"] = "cheap"
        for card in d["cards"]:
            card["cost"] = max(1, card["cost"] - 2)

    deck = parse_deck(broken(cheaper))
    st = new_game(2, {}, 5, deck=deck)
    assert st.deck.cards["ancient_tome"].cost == 6
    again = SorceryState.from_json(json.loads(json.dumps(st.to_json())))
    assert again.deck.cards["ancient_tome"].cost == 6
    assert canonical(again.to_json()) == canonical(st.to_json())


@pytest.mark.parametrize("options", [{"advanced": True}, {"goal": 16}, {"advanced": True, "goal": 16}])
def test_variants_obey_the_conformance_contract(options):
    info = get("sorcery")
    for seed in range(2):

        def check(state, log, seed=seed):
            c.assert_json_roundtrip(info, state)
            if len(log) % 7 == 0:
                c.assert_views_hide(state, seed + len(log))

        state, log = random_playout(info, 2, options, seed, check=check)
        assert state.is_over()
        if options.get("goal") == 16 and state.end_reason == "goal":
            assert max(state.score) >= 16


def test_forged_actions_are_refused_in_every_step_of_many_random_games():
    import random

    info = get("sorcery")
    rng = random.Random(4)
    steps = set()
    for seed in range(4):

        def check(state, log):
            steps.add(state.step if state.pending is None else "pending")
            for seat in (0, 1):
                for action in c.forged_actions(state, seat, rng)[:4]:
                    c.assert_refuses(state, seat, action)

        random_playout(info, 2, {"advanced": seed % 2 == 1}, seed + 10, check=check)
    assert {"draft", "cast", "portal", "abilities", "window", "pending"} <= steps
