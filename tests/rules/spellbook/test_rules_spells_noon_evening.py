"""Noon and evening spells at each level: Purification, Healing, Growth, Offering, Focus, Feast,
Time Travel, Storm, Transmutation."""

from __future__ import annotations

import pytest

from game.rules.base import Action
from tests.rules.spellbook.helpers import M, act, game, kinds, prompt_kind, spells_with

R, Y, G, B, W, U, P = "red", "yellow", "green", "black", "white", "blue", "purple"
FULL_POOL = [M(R, "circle", k) for k in range(5)] + [M(R, "square", k) for k in range(4)]


@pytest.mark.parametrize("level", [3, 4, 5])
def test_purification_level3_4_5_swaps_1_2_3_with_the_altar_even_at_nine(level):
    altar = [M(G, "circle", k) for k in range(4)]
    st = game(
        phase="noon",
        pools=[list(FULL_POOL), []],
        altar=altar,
        learned=[{"purification": (level, M(G, "square"))}, {}],
    )
    act(st, 0, "cast", spell="purification", level=level)
    for i in range(level - 2):
        assert prompt_kind(st) == "swap_altar"
        # what you just put on the altar cannot come straight back
        assert all(a["other"] in altar for a in st.legal_actions(0))
        act(st, 0, "swap", materia=FULL_POOL[i], other=altar[i])
    assert st.phase == "evening"
    assert sorted(st.pools[0]) == sorted(FULL_POOL[level - 2 :] + altar[: level - 2])
    assert set(FULL_POOL[: level - 2]) <= set(st.altar) and len(st.altar) == 4


@pytest.mark.parametrize("level", [3, 4, 5])
def test_healing_level3_4_5_draws_then_discards_as_many(level):
    st = game(
        phase="noon",
        spells=spells_with("healing"),
        pools=[[M(B, "circle")], []],
        learned=[{"healing": (level, M(G, "square"))}, {}],
    )
    n = level - 2
    events = act(st, 0, "cast", spell="healing", level=level)
    assert kinds(events).count("draw") == n
    for _ in range(n):
        act(st, 0, "discard", materia=st.pools[0][0])
    assert len(st.pools[0]) == 1 and st.phase == "evening"


def test_healing_at_nine_discards_more_than_it_drew():
    st = game(
        phase="noon",
        spells=spells_with("healing"),
        pools=[list(FULL_POOL), []],
        learned=[{"healing": (5, M(G, "square"))}, {}],
    )
    events = act(st, 0, "cast", spell="healing", level=5)
    assert kinds(events).count("draw") == 0
    for _ in range(3):
        act(st, 0, "discard", materia=st.pools[0][0])
    assert len(st.pools[0]) == 6


def test_growth_level3_swaps_pool_and_familiar_without_moving_the_marker():
    mine, stored = M(B, "circle"), M(R, "square")
    st = game(
        phase="evening",
        spells=spells_with("growth"),
        pools=[[mine], []],
        tracks=[[stored], []],
        learned=[{"growth": (5, M(G, "square"))}, {}],
    )
    act(st, 0, "cast", spell="growth", level=3)
    act(st, 0, "swap", materia=mine, other=stored)
    assert st.tracks[0] == [mine] and st.pools[0] == [stored]
    assert st.learned[0]["growth"][0] == 5


@pytest.mark.parametrize("level", [4, 5])
def test_growth_level4_5_stores_from_altar_then_lowers_its_marker(level):
    altar = [M(B, "circle", k) for k in range(4)]
    st = game(
        phase="evening",
        spells=spells_with("growth"),
        altar=altar,
        learned=[{"growth": (level, M(G, "square"))}, {}],
    )
    act(st, 0, "cast", spell="growth", level=level)
    for i in range(level - 2):
        act(st, 0, "take", materia=altar[i])
    assert st.tracks[0] == altar[: level - 2]
    assert st.learned[0]["growth"][0] == level - 1
    assert st.spell_points(0, "growth") == (3, 4, 6)[level - 4]


@pytest.mark.parametrize("level", [3, 4, 5])
def test_offering_level3_4_5_stores_2_3_4_of_one_colour(level):
    pool = [M(B, "circle", 0), M(B, "square", 0), M(B, "triangle", 0), M(B, "circle", 1), M(R, "circle")]
    st = game(phase="noon", pools=[pool, []], learned=[{"offering": (level, M(B, "square", 4))}, {}])
    act(st, 0, "cast", spell="offering", level=level)
    act(st, 0, "store", materia=pool[0])
    assert Action("store", materia=M(R, "circle")) not in st.legal_actions(0)  # same colour, any rune
    for m in pool[1 : level - 1]:
        act(st, 0, "store", materia=m)
    assert st.tracks[0] == pool[: level - 1] and st.phase == "evening"


@pytest.mark.parametrize("level", [3, 4, 5])
def test_focus_level3_4_5_stores_marker_rune_materia(level):
    circles = [M(R, "circle", k) for k in range(3)]
    st = game(
        phase="evening",
        spells=spells_with("focus"),
        pools=[circles + [M(R, "square")], []],
        learned=[{"focus": (level, M(B, "circle", 4))}, {}],
    )
    action = Action("cast", spell="focus", level=level, **({} if level == 3 else {"mode": "store"}))
    act(st, 0, action.kind, **dict(action.params))
    assert {a["materia"] for a in st.legal_actions(0)} == set(circles)
    for m in circles[: level - 2]:
        act(st, 0, "store", materia=m)
    assert st.tracks[0] == circles[: level - 2]


@pytest.mark.parametrize("level", [4, 5])
def test_focus_level4_5_alternatively_takes_marker_rune_from_altar(level):
    altar = [M(R, "triangle", k) for k in range(3)] + [M(R, "circle")]
    st = game(
        phase="evening",
        spells=spells_with("focus"),
        altar=altar,
        learned=[{"focus": (level, M(B, "triangle", 4))}, {}],
    )
    act(st, 0, "cast", spell="focus", level=level, mode="take")
    for m in altar[: level - 3]:
        assert M(R, "circle") not in {a["materia"] for a in st.legal_actions(0)}
        act(st, 0, "take", materia=m)
    assert st.pools[0] == altar[: level - 3]
    assert Action("cast", spell="focus", level=3, mode="take") not in st.legal_actions(1)


def test_feast_level3_takes_a_colour_already_on_the_familiar():
    altar = [M(R, "circle"), M(G, "circle")]
    st = game(
        phase="noon",
        spells=spells_with("feast"),
        altar=altar,
        tracks=[[M(G, "square")], []],
        learned=[{"feast": (3, M(B, "square"))}, {}],
    )
    act(st, 0, "cast", spell="feast", level=3)
    assert [a["materia"] for a in st.legal_actions(0)] == [M(G, "circle")]
    act(st, 0, "take", materia=M(G, "circle"))
    assert st.pools[0] == [M(G, "circle")]


def test_feast_level4_stores_one_from_the_altar():
    altar = [M(R, "circle"), M(G, "circle")]
    st = game(
        phase="noon", spells=spells_with("feast"), altar=altar, learned=[{"feast": (4, M(B, "square"))}, {}]
    )
    act(st, 0, "cast", spell="feast", level=4)
    act(st, 0, "take", materia=M(R, "circle"))
    assert st.tracks[0] == [M(R, "circle")]


def test_feast_level5_has_no_action_keeps_lower_levels_and_scores_colours():
    track = [M(G, "square"), M(G, "circle"), M(R, "circle"), M(U, "circle")]
    st = game(
        phase="noon",
        spells=spells_with("feast"),
        altar=[M(R, "square")],
        tracks=[track, []],
        learned=[{"feast": (5, M(B, "square"))}, {}],
    )
    casts = [a for a in st.legal_actions(0) if a.kind == "cast"]
    assert {a["level"] for a in casts} == {3, 4}
    assert st.spell_points(0, "feast") == 3


@pytest.mark.parametrize("level", [3, 4, 5])
def test_time_travel_level3_4_5_discards_marker_rune_and_raises_another_spell(level):
    learned = {
        "time_travel": (level, M(W, "square", 4)),
        "abundance": (3, M(Y, "circle")),
        "sacrifice": (5, M(R, "circle")),
    }
    st = game(phase="evening", pools=[[M(G, "square"), M(G, "circle")], []], learned=[learned, {}])
    act(st, 0, "cast", spell="time_travel", level=level)
    assert [a["materia"] for a in st.legal_actions(0)] == [M(G, "square")]
    act(st, 0, "discard", materia=M(G, "square"))
    # not itself, not past level 5
    assert st.legal_actions(0) == [Action("raise", spell="abundance")]
    events = act(st, 0, "raise", spell="abundance")
    assert st.learned[0]["abundance"][0] == 4
    assert "draw" not in kinds(events[:2]) and st.pools[0] == [M(G, "circle")]  # no re-trigger
    assert st.spell_points(0, "abundance") == 5 and st.spell_points(0, "time_travel") == (2, 4, 6)[level - 3]


def test_time_travel_raising_growth_reenables_its_higher_effect():
    learned = {"time_travel": (3, M(W, "square", 4)), "growth": (3, M(G, "circle"))}
    st = game(
        phase="evening", spells=spells_with("growth"), pools=[[M(R, "square")], []], learned=[learned, {}]
    )
    act(st, 0, "cast", spell="time_travel", level=3)
    act(st, 0, "discard", materia=M(R, "square"))
    act(st, 0, "raise", spell="growth")
    assert st.learned[0]["growth"][0] == 4


def test_storm_level3_has_no_effect():
    st = game(
        phase="evening",
        spells=spells_with("storm"),
        altar=[M(R, "circle")],
        learned=[{"storm": (3, M(W, "square"))}, {}],
    )
    assert not any(a.kind == "cast" for a in st.legal_actions(0))
    assert st.spell_points(0, "storm") == 4


@pytest.mark.parametrize("level", [4, 5])
def test_storm_level4_5_replaces_altar_materia_takes_three_then_lowers(level):
    altar = [M(R, "circle", k) for k in range(5)]
    st = game(
        phase="evening",
        spells=spells_with("storm"),
        altar=altar,
        learned=[{"storm": (level, M(W, "square"))}, {}],
    )
    act(st, 0, "cast", spell="storm", level=level)
    assert prompt_kind(st) == "replace"
    events = act(st, 0, "replace", materia=altar[0])
    assert altar[0] in st.discard and len(st.altar) == 5 and "draw" in kinds(events)
    new = st.altar[0]
    assert Action("replace", materia=new) not in st.legal_actions(0)  # only what was there before
    act(st, 0, "done")
    for _ in range(3):
        act(st, 0, "take", materia=st.altar[0])
    assert len(st.pools[0]) == 3 and st.learned[0]["storm"][0] == level - 1
    assert st.spell_points(0, "storm") == (4, 6)[level - 4]


def test_transmutation_level3_has_no_effect():
    st = game(
        phase="evening",
        pools=[[M(Y, "circle", k) for k in range(3)], []],
        learned=[{"transmutation": (3, M(U, "square"))}, {}],
    )
    assert not any(a.kind == "cast" for a in st.legal_actions(0))


@pytest.mark.parametrize("level", [4, 5])
def test_transmutation_level4_5_learns_with_marker_rune_wilds(level):
    yellows = [M(Y, "circle", k) for k in range(5 - (level - 3))]
    wilds = [M(R, "triangle", k) for k in range(level - 3)]
    triples = [M(G, "square", k) for k in range(3)]
    st = game(
        phase="evening",
        pools=[yellows + wilds + triples, []],
        learned=[{"transmutation": (level, M(U, "triangle"))}, {}],
    )
    legal = st.legal_actions(0)
    assert Action("cast", spell="transmutation", level=level, learn="abundance", learn_level=5) in legal
    act(st, 0, "cast", spell="transmutation", level=level, learn="abundance", learn_level=5)
    act(st, 0, "marker", materia=yellows[0])
    assert not any(a.kind == "wild" and len(a["materia"]) == 3 for a in st.legal_actions(0))
    for m in wilds:
        act(st, 0, "wild", materia=(m,))
    for m in yellows[1:]:
        act(st, 0, "pay", materia=m)
    assert st.learned[0]["abundance"][0] == 5 and set(triples) <= set(st.pools[0])


def test_time_travel_is_repeatable_on_later_days_on_the_same_spell():
    learned = {"time_travel": (3, M(W, "square", 4)), "abundance": (3, M(Y, "circle"))}
    st = game(phase="evening", pools=[[M(G, "square", 0), M(G, "square", 1)], []], learned=[learned, {}])
    act(st, 0, "cast", spell="time_travel", level=3)
    act(st, 0, "discard", materia=M(G, "square", 0))
    act(st, 0, "raise", spell="abundance")
    st.current, st.phase, st.day = 0, "evening", st.day + 1
    st.invalidate()
    act(st, 0, "cast", spell="time_travel", level=3)
    act(st, 0, "discard", materia=M(G, "square", 1))
    act(st, 0, "raise", spell="abundance")
    assert st.learned[0]["abundance"][0] == 5 and st.spell_points(0, "abundance") == 7
