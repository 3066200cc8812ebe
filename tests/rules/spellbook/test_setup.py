"""Setup: spell selection, first player, altar and starting pools."""

from __future__ import annotations

import pytest

from game.rules.registry import get
from game.rules.spellbook.data import COLOURS, SETS, SPELLS
from game.rules.spellbook.setup import new_game


def test_registered_for_one_to_four_players_with_solo_label():
    info = get("spellbook")
    assert (info.min_players, info.max_players) == (1, 4)
    assert info.solo_label is not None
    assert "rival_start" in info.default_options(1) and "rival_start" not in info.default_options(2)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_altar_of_five_and_two_starting_materia_each(players):
    st = new_game(players, {"spells": "I"}, 3)
    assert len(st.altar) == 5
    assert all(len(p) == 2 for p in st.pools)
    assert len(st.bag) == 105 - 5 - 2 * players
    assert st.current == st.first and 0 <= st.first < players
    st.check_invariants()


def test_solo_setup_altar_of_seven_and_rival_difficulty_materia():
    st = new_game(1, {"spells": "I", "rival_start": 2}, 3)
    assert len(st.altar) == 7 and len(st.pools[0]) == 2
    assert len(st.rival_lower) == 2 and st.rival_track == []
    st.check_invariants()


@pytest.mark.parametrize("name,number", [("I", 1), ("II", 2), ("III", 3)])
def test_fixed_sets_give_one_spell_per_colour(name, number):
    st = new_game(2, {"spells": name}, 1)
    assert st.spells == SETS[number]
    assert [SPELLS[s].colour for s in st.spells] == list(COLOURS)


def test_set_one_is_the_rulebook_scoring_example_spells():
    assert set(SETS[1]) == {
        "sacrifice",
        "levitation",
        "purification",
        "offering",
        "time_travel",
        "transmutation",
        "abundance",
    }


def test_random_selection_draws_one_per_colour_and_varies_with_seed():
    chosen = {new_game(2, {"spells": "random"}, seed).spells for seed in range(30)}
    assert len(chosen) > 5
    for spells in chosen:
        assert [SPELLS[s].colour for s in spells] == list(COLOURS)


def test_custom_selection_from_options_value():
    pick = ["firestorm", "distribution", "healing", "feast", "storm", "mirage", "knowledge"]
    st = new_game(2, {"spells": "custom", "custom_spells": pick}, 1)
    assert st.spells == tuple(pick)
    assert new_game(2, {"spells": list(reversed(pick))}, 1).spells == tuple(pick)


@pytest.mark.parametrize(
    "bad",
    [
        ["firestorm"] * 7,
        ["sacrifice", "eruption", "healing", "feast", "storm", "mirage", "knowledge"],
        ["nope"] * 7,
    ],
)
def test_custom_selection_needs_one_known_spell_per_colour(bad):
    with pytest.raises(ValueError):
        new_game(2, {"spells": bad}, 1)


def test_same_seed_same_setup():
    a, b = new_game(3, {"spells": "random"}, 42), new_game(3, {"spells": "random"}, 42)
    assert a.to_json() == b.to_json()
