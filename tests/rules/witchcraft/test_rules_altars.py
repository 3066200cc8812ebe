"""The four altars (and the power tokens, which work exactly like them), capture distribution."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction
from game.rules.witchcraft.data import COLS, ROWS, SHIELD_MARKERS, twin
from game.rules.witchcraft.geometry import attachments

from .positions import E, N, S, W, activatable, activate, battle, give_reserve, put, sq

BASE = frozenset((x, y) for x in range(COLS) for y in range(ROWS))


# ---------------------------------------------------------------- capture


def test_capture_flips_whole_stack_and_attacker_distributes_it():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "d6", "golem", owner=0, facing=E, exhausted=True, shields=(N,))
    victims = put(st, "b3", "adept", "guardian", "adept", owner=1, facing=S, exhausted=True)
    st.apply(0, activate("b6"))
    p = st.pending[0]
    assert p["type"] == "place" and sorted(p["pool"]) == sorted(victims)
    assert all(st.owners[t] == 0 for t in victims), "every token of the hit stack turns to the attacker"
    st.apply(0, Action("place", token=victims[0], at=sq("d6")))
    assert not st.stacks[sq("d6")].exhausted and st.stacks[sq("d6")].shields == (), "markers go"
    with pytest.raises(IllegalAction):
        st.apply(0, Action("place", token=victims[1], at=sq("b3")))  # never on an empty field
    st.apply(0, Action("place", token=victims[2], at=sq("d6")))
    st.apply(0, Action("place", token=victims[1], at=sq("d6")))
    assert st.stacks[sq("d6")].tokens[1:] == (victims[0], victims[2], victims[1])
    assert st.current == 1
    assert st.stacks[sq("b6")].exhausted, "the caster is exhausted after its spell"


def test_caster_receiving_a_captured_token_still_ends_exhausted():
    """Rulebook, "Faza druga" and "Aktywowanie mocy ołtarza": the exhaustion marker is put on the
    caster after its effect is resolved.  Putting a captured token on the caster belongs to that
    effect (it clears the markers already there), so the caster's stack ends the turn exhausted."""
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b3", "adept", owner=1, facing=S)
    put(st, "a1", "adept", owner=1, facing=E)  # keeps the opponent in the game
    st.apply(0, activate("b6"))
    st.apply(0, Action("place", token=st.pending[0]["pool"][0], at=sq("b6")))
    assert st.current == 1
    assert st.stacks[sq("b6")].exhausted
    assert len(st.stacks[sq("b6")].tokens) == 2


def test_other_stacks_receiving_captured_tokens_are_refreshed():
    st = battle()
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "d6", "adept", owner=0, facing=N, exhausted=True)
    put(st, "b3", "adept", owner=1, facing=S)
    put(st, "a1", "adept", owner=1, facing=E)
    st.apply(0, activate("b6"))
    st.apply(0, Action("place", token=st.pending[0]["pool"][0], at=sq("d6")))
    assert not st.stacks[sq("d6")].exhausted and st.stacks[sq("b6")].exhausted


# ---------------------------------------------------------------- energy


def test_energy_removes_up_to_two_markers_never_the_activators():
    st = battle(altars={"b4": "energy"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "a1", "adept", owner=0, facing=S, exhausted=True)
    put(st, "c1", "adept", owner=0, facing=S, exhausted=True)
    put(st, "d1", "adept", owner=1, facing=S, exhausted=True)
    st.apply(0, activate("b6"))
    assert st.pending[0]["type"] == "energy"
    assert Action("refresh", at=sq("b6")) not in st.legal_actions(0)
    st.apply(0, Action("refresh", at=sq("a1")))
    assert Action("done") in st.legal_actions(0)
    st.apply(0, Action("refresh", at=sq("d1")))
    assert not st.stacks[sq("a1")].exhausted and not st.stacks[sq("d1")].exhausted
    assert st.stacks[sq("c1")].exhausted
    assert st.stacks[sq("b6")].exhausted and st.current == 1
    assert sq("b4") in st.altars, "altars stay on the board when hit"


def test_energy_may_remove_no_marker_at_all():
    """Rulebook, "Ołtarz energii": two markers *or fewer*, so finishing at once is allowed."""
    st = battle(altars={"b4": "energy"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "a1", "adept", owner=0, facing=S, exhausted=True)
    put(st, "d1", "adept", owner=1, facing=S, exhausted=True)
    st.apply(0, activate("b6"))
    assert Action("done") in st.legal_actions(0)
    st.apply(0, Action("done"))
    assert st.current == 1 and not st.pending
    assert st.stacks[sq("a1")].exhausted and st.stacks[sq("d1")].exhausted
    assert st.stacks[sq("b6")].exhausted


def test_energy_without_exhausted_tokens_is_no_legal_move():
    st = battle(altars={"b4": "energy"})
    put(st, "b6", "adept", owner=0, facing=N)
    assert activatable(st, 0) == set()


# ---------------------------------------------------------------- protection


def test_protection_puts_a_shield_marker_that_stops_missiles():
    st = battle(altars={"b4": "protection"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "a2", "adept", owner=0, facing=N)
    put(st, "d2", "adept", owner=1, facing=W)  # would hit a2 from the east
    st.apply(0, activate("b6"))
    legal = st.legal_actions(0)
    assert all(a.kind == "shield" and a["at"] in (sq("b6"), sq("a2")) for a in legal)
    st.apply(0, Action("shield", at=sq("a2"), dir=E))
    assert st.stacks[sq("a2")].shields == (E,)
    assert activatable(st, 1) == set()


def test_protection_has_no_effect_once_all_shield_markers_are_out():
    st = battle(altars={"b4": "protection"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "a1", "adept", owner=0, facing=N, shields=tuple(range(SHIELD_MARKERS)))
    put(st, "d1", "adept", owner=1, facing=N)
    assert activatable(st, 0) == set()


# ---------------------------------------------------------------- translocation


def test_translocation_moves_any_stack_one_field_to_a_free_field_or_turns_it():
    st = battle(altars={"b4": "translocation", "a5": "energy"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "c3", "adept", owner=1, facing=S)
    put(st, "c2", "adept", owner=1, facing=S)
    st.apply(0, activate("b6"))
    st.apply(0, Action("pick", at=sq("c3")))  # an enemy stack may be moved too
    dests = {a["to"] for a in st.legal_actions(0)}
    assert sq("c2") not in dests and sq("b4") not in dests, "not onto tokens or altars"
    assert dests == {sq("c3"), sq("b3"), sq("d3"), sq("b2"), sq("d2"), sq("c4"), sq("d4")}
    assert Action("move", to=sq("c3"), facing=S) not in st.legal_actions(0), "must change something"
    st.apply(0, Action("move", to=sq("d4"), facing=W))
    assert st.stacks[sq("d4")].facing == W and sq("c3") not in st.stacks


# ---------------------------------------------------------------- summoning


def test_summoning_piece_placements_touch_the_edge():
    assert len(attachments(BASE, 1)) == 20
    two = attachments(BASE, 2)
    assert len(two) == 16
    assert all(
        sum(
            1
            for c in cells
            if any((c[0] + dx, c[1] + dy) in BASE for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0)))
        )
        == 2
        for cells in two
    )
    three = attachments(BASE, 3)
    assert len(three) == 20  # straight strips, may overhang a corner by one field
    assert ((-1, -1), (-1, 0), (-1, 1)) in three
    assert ((-1, -2), (-1, -1), (-1, 0)) not in three


def test_summoning_twin_piece_is_point_symmetric_and_opponent_places_first():
    st = battle(altars={"b4": "summoning"})
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "d1", "adept", owner=1, facing=N)
    mine = give_reserve(st, 0, "monk", "telepath", "medium")
    theirs = give_reserve(st, 1, "monk", "telepath", "medium")
    st.apply(0, activate("b6"))
    cells = ((-1, 0), (-1, 1))
    st.apply(0, Action("attach", cells=cells))
    twins = {twin(c) for c in cells}
    assert twins == {(4, 5), (4, 4)}
    assert set(cells) | twins <= st.fields
    assert st.pieces == [1, 3]
    assert st.to_act() == (1,), "the opponent places first, on the twin"
    assert {a["at"] for a in st.legal_actions(1)} == twins
    st.apply(1, Action("summon", token=theirs[0], at=(4, 4), facing=W))
    assert st.to_act() == (0,)
    assert {a["at"] for a in st.legal_actions(0)} == set(cells)
    st.apply(0, Action("summon", token=mine[1], at=(-1, 1), facing=E))
    assert st.current == 1
    assert st.stacks[(4, 4)].top == theirs[0] and st.stacks[(-1, 1)].top == mine[1]
    assert theirs[0] not in st.reserve[1] and mine[1] not in st.reserve[0]
    # the new fields count in lines: the summoned Telepath fires east along row 2
    put(st, "c2", "adept", owner=1, facing=N)
    assert sq("c2") in {a["target"] for a in st.activations(0) if a.get("target")}


def test_summoning_is_illegal_once_all_pieces_are_used():
    st = battle(altars={"b4": "summoning"})
    put(st, "b6", "adept", owner=0, facing=N)
    give_reserve(st, 0, "monk")
    give_reserve(st, 1, "monk")
    assert activatable(st, 0) == {"b6"}
    st.pieces = []
    st.invalidate()
    assert activatable(st, 0) == set()
    put(st, "b2", "adept", owner=1)  # behind the spent altar: still blocked
    assert activatable(st, 0) == set()


# ---------------------------------------------------------------- power tokens


def test_power_token_is_used_once_before_the_activation():
    st = battle(altars={}, power=("translocation", "energy"))
    put(st, "b6", "adept", owner=0, facing=W)
    put(st, "b3", "adept", owner=1, facing=N)
    assert st.activations(0) == []
    assert Action("power") in st.legal_actions(0), "a usable power token keeps the player in the game"
    st.apply(0, Action("power"))
    assert st.power_used[0]
    st.apply(0, Action("pick", at=sq("b6")))
    st.apply(0, Action("move", to=sq("b6"), facing=N))
    assert st.current == 0 and st.legal_actions(0) == [activate("b6")]
    st.apply(0, activate("b6"))
    assert Action("power") not in st.legal_actions(0)


def test_opponent_power_token_is_hidden_until_used():
    st = battle(power=("protection", "energy"))
    put(st, "b6", "adept", owner=0, facing=N)
    put(st, "b3", "adept", owner=1, facing=S)
    assert st.view(0)["power"][1]["kind"] is None
    assert st.view(1)["power"][1]["kind"] == "energy"
    assert st.view(None)["power"][0]["kind"] is None
    kinds = {st.determinize(0, seed).power[1] for seed in range(40)}
    assert kinds == {"energy", "translocation", "summoning"}, "re-sampled among what seat 0 cannot rule out"
    assert activatable(st, 1) == {"b3"}
    st.current = 1
    st.invalidate()
    assert Action("power") not in st.legal_actions(1), "Energy with nothing exhausted has no effect"
