"""The special tokens: Medium, Prince, Barbarian, Keeper and Priest."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction

from .positions import E, N, S, W, activatable, activate, battle, owner_at, put, sq


def test_medium_refreshes_one_stack_then_reorders_and_turns_a_stack():
    st = battle()
    put(st, "a6", "medium", owner=0)
    below, top = put(st, "c4", "golem", "adept", owner=0, facing=N, exhausted=True)
    put(st, "d1", "adept", owner=1, exhausted=True)
    st.apply(0, activate("a6"))
    assert {a.kind for a in st.legal_actions(0)} == {"refresh", "skip"}
    st.apply(0, Action("refresh", at=sq("c4")))
    assert not st.stacks[sq("c4")].exhausted
    assert Action("done") in st.legal_actions(0)
    st.apply(0, Action("arrange", at=sq("c4"), top=below, facing=E))
    assert st.stacks[sq("c4")].tokens == (top, below) and st.stacks[sq("c4")].facing == E
    assert st.stacks[sq("a6")].exhausted and st.current == 1


def test_medium_on_its_own_stack_still_ends_exhausted():
    st = battle()
    medium, adept = put(st, "a6", "medium", "adept", owner=0, facing=N)
    st.stacks[sq("a6")] = st.stacks[sq("a6")]._replace(tokens=(adept, medium))
    st.invalidate()
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("a6"))
    assert {a.kind for a in st.legal_actions(0)} == {"arrange"}, "nothing exhausted: straight to arranging"
    assert Action("arrange", at=sq("a6"), top=medium, facing=N) not in st.legal_actions(0), "a no-op"
    st.apply(0, Action("arrange", at=sq("a6"), top=adept, facing=S))
    assert st.stacks[sq("a6")].top == adept and st.stacks[sq("a6")].exhausted


def test_prince_removes_one_token_and_distributes_the_rest():
    st = battle()
    put(st, "a6", "prince", owner=0)
    g, a = put(st, "c4", "golem", "adept", owner=0, facing=N)
    put(st, "d6", "adept", owner=0, facing=N)
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("a6"))
    st.apply(0, Action("pick", at=sq("c4")))
    st.apply(0, Action("remove", token=a))
    assert sq("c4") not in st.stacks and st.owners[a] is None and a in st.removed
    assert {x["at"] for x in st.legal_actions(0)} == {sq("a6"), sq("d6")}
    st.apply(0, Action("place", token=g, at=sq("d6")))
    assert st.stacks[sq("d6")].top == g
    assert st.stacks[sq("a6")].exhausted and st.current == 1


def test_prince_that_receives_a_token_of_its_own_distribution_ends_exhausted():
    """The exhaustion marker comes after the whole effect (docs/witchcraft.md, Interpretations)."""
    st = battle()
    put(st, "a6", "prince", owner=0)
    g, a = put(st, "c4", "golem", "adept", owner=0, facing=N)
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("a6"))
    st.apply(0, Action("pick", at=sq("c4")))
    st.apply(0, Action("remove", token=a))
    st.apply(0, Action("place", token=g, at=sq("a6")))
    assert st.stacks[sq("a6")].top == g and st.current == 1
    assert st.stacks[sq("a6")].exhausted


def test_prince_may_remove_itself():
    st = battle()
    (prince,) = put(st, "a6", "prince", owner=0)
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("a6"))
    st.apply(0, Action("pick", at=sq("a6")))
    st.apply(0, Action("remove", token=prince))
    assert st.stacks.keys() == {sq("d1")} and st.current == 1


def test_prince_cannot_take_a_lone_multi_token_stack():
    st = battle()
    put(st, "a6", "adept", "prince", owner=0)
    put(st, "d1", "adept", owner=1)
    assert activatable(st, 0) == set(), "the rest would have nowhere to go"


def test_barbarian_removes_any_altar_even_a_spent_summoning_altar():
    st = battle(altars={"b2": "summoning", "c5": "energy"})
    st.pieces = []
    put(st, "a6", "barbarian", owner=0)
    put(st, "d1", "adept", owner=1)
    targets = {a["target"] for a in st.legal_actions(0)}
    assert targets == {sq("b2"), sq("c5")}
    st.apply(0, activate("a6", "b2"))
    assert sq("b2") not in st.altars


def test_barbarian_without_altars_is_no_move():
    st = battle(altars={})
    put(st, "a6", "barbarian", owner=0)
    put(st, "d1", "adept", owner=1)
    assert activatable(st, 0) == set()


def test_keeper_swaps_two_own_stacks_and_refaces_both():
    st = battle()
    (keeper,) = put(st, "a6", "keeper", owner=0)
    (golem,) = put(st, "d4", "golem", owner=0, facing=N)
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("a6"))
    with pytest.raises(IllegalAction):
        st.apply(0, Action("swap", a=sq("a6"), b=sq("d1")))  # only own stacks
    st.apply(0, Action("swap", a=sq("a6"), b=sq("d4")))
    st.apply(0, Action("face", facing=W))
    st.apply(0, Action("face", facing=S))
    assert st.stacks[sq("a6")].top == golem and st.stacks[sq("a6")].facing == W
    assert st.stacks[sq("d4")].top == keeper and st.stacks[sq("d4")].facing == S
    assert st.stacks[sq("d4")].exhausted, "the keeper is exhausted wherever it went"


def test_keeper_alone_has_no_effect():
    st = battle()
    put(st, "a6", "keeper", owner=0)
    put(st, "d1", "adept", owner=1)
    assert activatable(st, 0) == set()


def test_priest_activates_every_altar_on_its_line_without_hitting_tokens():
    st = battle(altars={"b5": "protection", "b2": "translocation"})
    put(st, "b6", "priest", owner=0, facing=N)
    put(st, "b4", "adept", owner=0, facing=N)
    put(st, "d1", "adept", owner=1)
    st.apply(0, activate("b6"))
    assert st.pending[0]["type"] == "protection" and st.pending[1]["type"] == "translocate"


def test_priest_line_is_blocked_by_enemies_and_never_hits_them():
    st = battle(altars={"b2": "translocation"})
    put(st, "b6", "priest", owner=0, facing=N)
    put(st, "b4", "adept", owner=1)
    assert activatable(st, 0) == set()
    st.stacks.pop(sq("b4"))
    put(st, "b1", "adept", owner=1)
    st.apply(0, activate("b6"))
    assert owner_at(st, "b1") == 1 and st.pending[0]["type"] == "translocate"
