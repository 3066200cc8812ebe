"""Lines of fire: the three spell kinds, shields, blocking and the Master's two lines."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction

from .positions import NE, SE, E, N, S, W, activatable, activate, battle, owner_at, put, sq


def test_missile_hits_first_enemy_and_passes_over_own_tokens():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b5", "golem", owner=0)
    put(st, "b4", "adept", owner=1)
    put(st, "b2", "adept", owner=1)
    st.apply(0, activate("b6"))
    assert sq("b4") not in st.stacks or owner_at(st, "b4") is None
    assert owner_at(st, "b2") == 1, "a missile stops at the first enemy"


def test_altar_blocks_missile_line():
    st = battle(altars={"b4": "translocation"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b2", "adept", owner=1)
    st.apply(0, activate("b6"))
    assert st.pending[0]["type"] == "translocate", "the altar is hit instead of the enemy behind it"
    assert owner_at(st, "b2") == 1


def test_line_ends_at_board_edge_so_facing_away_is_no_move():
    st = battle()
    put(st, "a6", "adept", owner=0, facing=W)
    put(st, "b6", "adept", owner=1, facing=N)
    assert activatable(st, 0) == set()


def test_diagonal_line_hits():
    st = battle()
    put(st, "a6", "adept", owner=0, facing=NE)
    put(st, "d3", "adept", owner=1, facing=S)
    assert activatable(st, 0) == {"a6"}


def test_shield_facing_the_shot_makes_the_missile_illegal():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b3", "guardian", owner=1, facing=S)  # front shield faces the shooter
    assert activatable(st, 0) == set()
    with pytest.raises(IllegalAction):
        st.apply(0, activate("b6"))


def test_shield_on_another_side_does_not_protect():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b3", "guardian", owner=1, facing=N)  # shield faces away from the shooter
    assert activatable(st, 0) == {"b6"}


def test_golem_shields_front_left_right_but_not_back():
    cases = (("b6", N, set()), ("a3", E, set()), ("d3", W, set()), ("b1", S, {"b1"}))
    for shooter_at, facing, expect in cases:
        st = battle()
        put(st, shooter_at, "adept", owner=0, facing=facing)
        put(st, "b3", "golem", owner=1, facing=S)  # front towards row 6, left east, right west
        assert activatable(st, 0) == expect, shooter_at


def test_shielded_enemy_blocks_the_line_for_targets_behind():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b4", "guardian", owner=1, facing=S)
    put(st, "b2", "adept", owner=1)
    assert activatable(st, 0) == set()


def test_thunder_breaks_shields():
    st = battle()
    put(st, "b6", "archmage", owner=0, facing=N)
    put(st, "b3", "golem", owner=1, facing=S)
    st.apply(0, activate("b6"))
    assert sq("b3") not in st.stacks


def test_shield_marker_blocks_from_its_absolute_direction():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b3", "adept", owner=1, facing=N, shields=(S,))
    assert activatable(st, 0) == set()
    st2 = battle()
    put(st2, "b6", "adept", owner=0, facing=N)
    put(st2, "b3", "adept", owner=1, facing=N, shields=(E,))
    assert activatable(st2, 0) == {"b6"}


def test_discharge_picks_any_target_on_its_line_stopped_only_by_the_edge():
    st = battle(altars={"b4": "translocation"})
    put(st, "b6", "telepath", owner=0, facing=N)
    put(st, "b5", "adept", owner=1)
    put(st, "b3", "guardian", owner=1, facing=S)  # shielded: not a target, but no block either
    put(st, "b1", "adept", owner=1)
    targets = {a["target"] for a in st.legal_actions(0) if a.kind == "activate"}
    assert targets == {sq("b5"), sq("b4"), sq("b1")}
    st.apply(0, activate("b6", "b1"))
    assert sq("b1") not in st.stacks and owner_at(st, "b5") == 1


def test_discharge_cannot_target_through_a_gap():
    st = battle()
    st.fields = st.fields - {sq("b3")}
    put(st, "b6", "telepath", owner=0, facing=N)
    put(st, "b1", "adept", owner=1)
    assert activatable(st, 0) == set()


def test_master_fires_both_lines_and_captures_both():
    st = battle()
    put(st, "b4", "master", owner=0, facing=N)  # lines NW and NE
    put(st, "a3", "adept", owner=1)
    put(st, "d2", "adept", owner=1)
    st.apply(0, activate("b4"))
    assert sq("a3") not in st.stacks and sq("d2") not in st.stacks
    assert len(st.pending[0]["pool"]) == 2


def test_master_needs_only_one_line_to_hit():
    st = battle()
    put(st, "b4", "master", owner=0, facing=N)
    put(st, "a3", "guardian", owner=1, facing=SE)  # shielded against the NW line
    put(st, "d2", "adept", owner=1)
    assert activatable(st, 0) == {"b4"}
    st.apply(0, activate("b4"))
    assert owner_at(st, "a3") == 1 and sq("d2") not in st.stacks


def test_master_with_no_line_hitting_is_illegal():
    st = battle()
    put(st, "b4", "master", owner=0, facing=S)
    put(st, "b1", "adept", owner=1)
    assert activatable(st, 0) == set()


def test_exhausted_stack_cannot_activate_but_can_be_hit():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N, exhausted=True)
    put(st, "b3", "adept", owner=1, facing=S, exhausted=True)
    assert activatable(st, 0) == set()
    st2 = battle()
    put(st2, "b6", "adept", owner=0, facing=N)
    put(st2, "d6", "adept", owner=0, facing=N)
    put(st2, "b3", "adept", owner=1, facing=S, exhausted=True)
    st2.apply(0, activate("b6"))
    st2.apply(0, Action("place", token=st2.pending[0]["pool"][0], at=sq("d6")))
    assert not st2.stacks[sq("d6")].exhausted, "captured tokens arrive fresh, without markers"
