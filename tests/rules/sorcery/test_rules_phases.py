"""Phases I-V of School of Sorcery, each rule and each example of the rulebook."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction, canonical
from game.rules.sorcery import new_game
from tests.rules.sorcery.helpers import (
    BLANK,
    FLIP1,
    ONE,
    THREE,
    TWO,
    cast,
    finish_phase_four,
    fresh,
    give,
    skip_casting,
    table,
)

FIVE = ["apprentice", "alchemist", "oracle", "golden_chalice", "wellspring", "portal"]


def reserve(st, seat, n):
    st.pool[seat] -= n
    st.reserve[seat] += n


def placed(events) -> dict[tuple[int, int], int]:
    """(seat, location) -> crystals placed by the cast cards (the round runs on automatically)."""
    return {(e.seat, e.data["loc"]): e.data["n"] for e in events if e.kind == "place"}


def test_phase_one_each_player_takes_five_crystals_from_the_pool():
    st = new_game(2, {"first": 0}, 3)
    assert st.reserve == [5, 5]
    assert st.pool == [25, 25]
    assert st.phase == 2 and st.to_act() == (0, 1)


def test_casting_example_two_one_three_places_two_on_location_4_and_four_on_location_3():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 8)
    reserve(st, 1, 8)
    events = cast(st, (4, 3, 3), (TWO, ONE, THREE), (1, 1, 1), (BLANK, ONE, TWO))
    assert placed(events) == {(0, 4): 2, (0, 3): 4, (1, 1): 3}


def test_flip_card_turns_a_three_to_a_four_before_placing():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 5)
    reserve(st, 1, 5)
    events = cast(st, (3, 1, 1), (FLIP1, BLANK, ONE), (1, 1, 1), (BLANK, ONE, TWO))
    assert placed(events) == {(0, 4): 1, (0, 1): 1, (1, 1): 3}
    reveal = next(e for e in events if e.kind == "reveal")
    assert reveal.data["revealed"][0][0][:2] == [FLIP1, 4]


def test_unspent_reserve_crystals_stay_for_later_rounds():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 9)
    reserve(st, 1, 5)
    cast(st, (1, 2, 3), (BLANK, ONE, FLIP1), (1, 1, 1), (BLANK, ONE, TWO))
    assert st.round == 2 and st.reserve[0] == 9 - 2 + 5


def test_assignments_stay_hidden_until_both_reveal_and_determinize_resamples_them():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 9)
    st.apply(0, Action("assign", cards=(THREE, TWO, ONE)))
    assert st.view(1)["my_assignment"] is None and st.view(1)["assigned"] == [True, False]
    assert "2, 1, 0" not in canonical(st.view(1)) or st.view(0)["my_assignment"] == [2, 1, 0]
    seen = {tuple(st.determinize(1, s).assign[0]) for s in range(20)}
    assert len(seen) > 1
    assert all(canonical(st.determinize(1, s).view(1)) == canonical(st.view(1)) for s in range(5))
    assert st.view(0)["my_assignment"] == [THREE, TWO, ONE]


def test_a_reroll_costs_one_token_returned_to_the_pool():
    st = fresh(seed=5)
    before = st.pool_tokens
    st.apply(0, Action("reroll", dice=(0, 2)))
    assert st.tokens[0] == 2 and st.pool_tokens == before + 1
    st.tokens[0] = 0
    with pytest.raises(IllegalAction):
        st.apply(0, Action("reroll", dice=(1,)))


def test_shortage_lets_the_opponent_choose_which_cards_are_honoured_placing_all_reserve():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 4)
    reserve(st, 1, 5)
    cast(st, (1, 2, 3), (ONE, TWO, THREE), (5, 5, 5), (BLANK, ONE, TWO))
    assert st.step == "shortage" and st.to_act() == (1,)
    options = {a["amounts"] for a in st.legal_actions(1)}
    assert all(sum(o) == 4 for o in options)
    assert (1, 0, 3) in options and (0, 1, 3) in options and (1, 2, 1) in options
    assert (1, 2, 3) not in options
    events = st.apply(1, Action("honour", amounts=(0, 1, 3)))
    assert placed(events) == {(0, 2): 1, (0, 3): 3}


def test_portal_single_player_moves_all_crystals_to_a_location_other_than_the_portal():
    st = fresh()
    table(st, ["apprentice", "alchemist", "oracle", "portal", "golden_chalice", "wellspring"])
    reserve(st, 0, 6)
    reserve(st, 1, 6)
    cast(st, (4, 4, 1), (TWO, THREE, BLANK), (1, 1, 1), (BLANK, ONE, TWO))
    assert st.step == "portal" and st.to_act() == (0,)
    assert {a["loc"] for a in st.legal_actions(0)} == {1, 2, 3, 5, 6}
    events = st.apply(0, Action("portal", loc=5))
    moved = next(e for e in events if e.kind == "portal")
    assert (moved.seat, moved.data) == (0, {"loc": 5, "n": 5})


def test_portal_both_players_choose_secretly_then_move_together():
    st = fresh()
    table(st, FIVE)
    reserve(st, 0, 6)
    reserve(st, 1, 6)
    cast(st, (6, 6, 1), (ONE, ONE + 1, BLANK), (6, 1, 1), (TWO, BLANK, ONE))
    assert st.step == "portal" and st.to_act() == (0, 1)
    st.apply(0, Action("portal", loc=4))
    assert st.view(1)["portal_picks"] == [None, None]
    assert st.view(0)["portal_picks"][0] == 4
    assert len({st.determinize(1, s).portal_pick[0] for s in range(30)}) > 1
    events = st.apply(1, Action("portal", loc=5))
    moves = {e.seat: e.data for e in events if e.kind == "portal"}
    assert moves == {0: {"loc": 4, "n": 3}, 1: {"loc": 5, "n": 2}}


def test_book_of_destiny_example_six_against_three_winner_returns_six_loser_keeps_two():
    st = fresh()
    table(
        st,
        ["apprentice", "alchemist", "oracle", "golden_chalice", "portal", "book_of_destiny"],
        [(0, 0)] * 5 + [(6, 3)],
    )
    events = skip_casting(st)
    pool = list(st.pool)
    assert "book_of_destiny" in st.once[0] and st.score[0] == st.deck.cards["book_of_destiny"].points
    refund = next(e for e in events if e.kind == "refund")
    assert (refund.seat, refund.data["n"]) == (1, 2)
    # after the win: 6 back to the pool, 1 of the loser's too, then phase I of round 2 took 5 each
    assert pool == [30 - 5, 30 - 2 - 5]
    assert st.reserve == [5, 2 + 5]


def test_cost_and_advantage_are_both_required_to_win():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "book_of_destiny"],
        [(4, 2), (0, 0), (0, 0), (0, 0), (0, 0), (6, 5)],
    )
    skip_casting(st)
    finish_phase_four(st)
    assert st.score == [2, 0]  # chalice 4 vs 2 meets cost 4 and advantage 2; the book 6 vs 5 lacks advantage
    assert "book_of_destiny" in st.loc and st.cry[st.loc.index("book_of_destiny")] == [6, 5]


def test_loser_takes_back_at_most_the_advantage_and_fewer_if_fewer_there():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "book_of_destiny"],
        [(1, 5), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)],
    )
    skip_casting(st)
    assert st.reserve[0] == 1 + 5  # took back its single crystal, then phase I of round 2


def test_resolution_runs_six_to_one_skipping_the_portal_and_the_game_ends_at_once_at_13():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "portal", "dragon_scale", "ancient_tome", "phoenix_feather"],
        [(4, 0), (0, 0), (0, 0), (6, 0), (8, 0), (7, 0)],
    )
    st.score[0] = 3
    events = skip_casting(st)
    order = [e.data["loc"] for e in events if e.kind == "win"]
    assert order == [6, 5, 4]
    assert st.over and st.winner == 0 and st.score[0] == 13
    assert "golden_chalice" in st.loc  # location 1 was never resolved: the game ended at once
    assert st.to_act() == () and st.result().winners == (0,)


def test_sixteen_point_variant_keeps_playing_past_13():
    st = fresh(goal=16)
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "dragon_scale", "portal", "ancient_tome"],
        [(0, 0)] * 3 + [(6, 0), (0, 0), (8, 0)],
    )
    st.score[0] = 9
    skip_casting(st)
    assert st.score[0] == 16 and st.over
    st2 = fresh(goal=13)
    assert st2.goal == 13


def test_card_with_twelve_crystals_that_nobody_wins_leaves_the_game():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "ancient_tome"],
        [(0, 0)] * 5 + [(7, 6)],
    )
    pool = list(st.pool)
    skip_casting(st)
    assert "ancient_tome" in st.removed and "ancient_tome" not in st.loc
    assert st.pool[0] - pool[0] == 7 - 5 and st.pool[1] - pool[1] == 6 - 5  # back to the pool, then phase I


def test_unclaimed_cards_keep_their_crystals():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "ancient_tome"],
        [(0, 0)] * 5 + [(5, 4)],
    )
    skip_casting(st)
    assert st.cry[st.loc.index("ancient_tome")] == [5, 4]


def test_sliding_moves_cards_with_crystals_down_and_refills_from_the_lowest_empty_location():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "hedge_witch"],
        [(4, 0), (0, 0), (2, 1), (0, 0), (0, 0), (0, 0)],
    )
    top = st.draw[-1]
    skip_casting(st)
    assert st.loc == ["alchemist", "oracle", "apprentice", "portal", "hedge_witch", top]
    assert st.cry[1] == [2, 1]


def test_portal_reaching_location_1_is_set_aside_and_returns_at_location_6():
    st = fresh()
    table(
        st,
        ["golden_chalice", "portal", "dragon_scale", "ancient_tome", "phoenix_feather", "oracle"],
        [(4, 0), (0, 0), (6, 0), (0, 8), (7, 0), (0, 4)],
    )
    events = skip_casting(st)
    assert st.loc[5] == "portal" and st.loc[0] != "portal"
    assert None not in st.loc
    assert any(e.kind == "portal_aside" for e in events)


def test_pool_top_up_returns_equal_numbers_from_the_fullest_cards_until_five_of_each():
    st = fresh()
    table(
        st,
        ["hedge_witch", "oracle", "witch_hunter", "archmage", "portal", "golden_chalice"],
        [(6, 5), (6, 5), (6, 5), (6, 5), (0, 0), (6, 5)],
    )  # advantage 2 everywhere: nobody wins
    assert st.pool == [0, 5]
    events = skip_casting(st)
    tops = [e.data for e in events if e.kind == "top_up"]
    assert tops == [{"loc": i, "taken": [1, 1]} for i in (1, 2, 3, 4, 6)]
    assert st.cry[0] == [5, 4] and st.cry[5] == [5, 4]


def test_wizard_marker_passes_unless_its_holder_has_strictly_more_points():
    st = fresh()
    table(st, FIVE)
    st.score = [2, 2]
    skip_casting(st)
    assert st.wizard == 1
    st2 = fresh()
    table(st2, FIVE)
    st2.score = [3, 2]
    skip_casting(st2)
    assert st2.wizard == 0


def test_permanent_abilities_go_wizard_first_each_card_once_per_round():
    st = fresh()
    table(st, FIVE, [(0, 0), (0, 0), (1, 1), (0, 0), (0, 0), (0, 0)])
    give(st, 0, "amulet_of_growth")
    give(st, 1, "staff_of_currents")
    st.wizard = 1
    skip_casting(st)
    assert st.step == "abilities" and st.to_act() == (1,)
    st.apply(1, Action("use", card="staff_of_currents", frm=3, to=2, n=1))
    assert st.to_act() == (0,)  # the staff was used, nothing left for seat 1
    st.apply(0, Action("use", card="amulet_of_growth", loc=4, n=1))
    assert st.cry[3][0] == 1 and st.step != "abilities"


def test_one_time_window_wizard_first_and_a_use_reopens_it_for_the_other():
    st = fresh()
    table(st, FIVE, [(0, 0), (0, 0), (3, 3), (0, 0), (0, 0), (0, 0)])
    give(st, 0, "dispelling_scroll")
    give(st, 1, "book_of_destiny")
    skip_casting(st)
    assert st.step == "window" and st.window == "w1" and st.to_act() == (0,)
    st.apply(0, Action("pass"))
    assert st.to_act() == (1,)
    st.apply(1, Action("use", card="book_of_destiny", loc=3, n=3))
    assert st.to_act() == (0,)  # seat 0 may answer the use
    st.apply(0, Action("use", card="dispelling_scroll", frm=3, n=3))
    assert st.cry[2] == [3, 3] and st.used == [["dispelling_scroll"], ["book_of_destiny"]]


def test_each_location_resolves_once_even_if_an_ability_changes_it_later():
    st = fresh()
    table(
        st,
        ["golden_chalice", "alchemist", "oracle", "apprentice", "portal", "wellspring"],
        [(0, 0)] * 5 + [(4, 0)],
    )
    st.cry[3] = [2, 0]  # apprentice needs 3 with advantage 1: not enough
    st.pool[0] -= 2
    skip_casting(st)
    assert st.pending is not None and st.pending["card"] == "wellspring"
    st.apply(0, Action("use", card="wellspring", loc=4, n=1))  # apprentice (location 4) not yet resolved
    assert "apprentice" in st.used[0]


def test_advanced_draft_keep_one_pass_two_keep_one_rest_shuffled_back():
    st = new_game(2, {"advanced": True, "first": 0}, 11)
    assert st.step == "draft" and st.to_act() == (0, 1)
    hand0, hand1 = list(st.draft_hand[0]), list(st.draft_hand[1])
    assert all(st.deck.cards[c].type == "permanent" for c in hand0 + hand1)
    assert "hand" not in st.view(None)["draft"] and st.view(1)["draft"]["hand"] == hand1
    st.apply(0, Action("keep", card=hand0[0]))
    st.apply(1, Action("keep", card=hand1[2]))
    assert st.draft_hand[0] == [hand1[0], hand1[1]] and st.draft_hand[1] == hand0[1:]
    assert st.view(0)["draft"]["passed"] == hand0[1:]
    st.apply(0, Action("keep", card=hand1[1]))
    st.apply(1, Action("keep", card=hand0[2]))
    assert st.perm == [[hand0[0], hand1[1]], [hand1[2], hand0[2]]]
    assert hand0[1] in st.draw + st.loc and hand1[0] in st.draw + st.loc
    assert st.step == "cast"
    assert st.score == [sum(st.deck.cards[c].points for c in st.perm[s]) for s in (0, 1)]


def test_draft_determinize_resamples_the_unseen_cards_of_the_opponent():
    st = new_game(2, {"advanced": True, "first": 0}, 11)
    seen = {tuple(st.determinize(0, s).draft_hand[1]) for s in range(10)}
    assert len(seen) > 1
    for s in range(5):
        d = st.determinize(0, s)
        assert all(d.deck.cards[c].type == "permanent" for c in d.draft_hand[1])
        assert canonical(d.view(0)) == canonical(st.view(0))


def test_basic_setup_deals_two_permanent_cards_each_and_scores_them():
    st = new_game(2, {}, 4)
    assert [len(p) for p in st.perm] == [2, 2]
    assert st.score == [sum(st.deck.cards[c].points for c in st.perm[s]) for s in (0, 1)]
    assert st.loc[5] == "portal" and None not in st.loc
    assert len(st.draw) == 35 - 4 - 5


def test_clone_and_json_roundtrip_are_exact_mid_game():
    st = fresh()
    table(st, FIVE)
    st.apply(0, Action("assign", cards=(0, 1, 2)))
    again = type(st).from_json(st.to_json())
    assert canonical(again.to_json()) == canonical(st.to_json())
    twin = st.clone()
    twin.apply(1, Action("assign", cards=(0, 1, 2)))
    assert canonical(again.to_json()) == canonical(st.to_json())
