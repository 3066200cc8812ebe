"""Morning spells at each level: Sacrifice, Eruption, Firestorm, Levitation, Distribution, Clairvoyance."""

from __future__ import annotations

import pytest

from game.rules.base import Action
from game.rules.spellbook.data import LEVITATION_RUNES, RUNES, SACRIFICE_RUNES, SPELLS
from tests.rules.spellbook.helpers import M, act, game, kinds, prompt_kind, spells_with

R, Y, G, B, W, U, P = "red", "yellow", "green", "black", "white", "blue", "purple"
ONE_OF_EACH_RUNE = [M(G, "circle"), M(G, "triangle"), M(G, "square")]


def _sacrifice(level):
    st = game(pools=[list(ONE_OF_EACH_RUNE), []], learned=[{"sacrifice": (level, M(R, "square", 4))}, {}])
    act(st, 0, "cast", spell="sacrifice", level=level)
    offered = {a["materia"] for a in st.legal_actions(0)}
    assert offered == {m for m in ONE_OF_EACH_RUNE if RUNES[(m % 15) // 5] in SACRIFICE_RUNES[level]}
    victim = min(offered)
    events = act(st, 0, "discard", materia=victim)
    assert victim in st.discard and kinds(events).count("draw") == 4
    assert len(st.pools[0]) == 2 + 4
    assert st.score(0)[1][0] == ("sacrifice", SPELLS["sacrifice"].points[level - 3])


@pytest.mark.parametrize("level", [3])
def test_sacrifice_level3_discards_an_allowed_rune_then_draws_four(level):
    _sacrifice(level)


def test_sacrifice_level4_discards_one_of_two_runes_then_draws_four():
    _sacrifice(4)


def test_sacrifice_level5_discards_any_rune_then_draws_four():
    _sacrifice(5)
    assert set(SACRIFICE_RUNES[5]) == set(RUNES)


def test_sacrifice_not_offered_without_an_allowed_rune():
    wrong = [m for m in ONE_OF_EACH_RUNE if RUNES[(m % 15) // 5] not in SACRIFICE_RUNES[3]]
    st = game(pools=[wrong, []], learned=[{"sacrifice": (3, M(R, "square", 4))}, {}])
    assert Action("cast", spell="sacrifice", level=3) not in st.legal_actions(0)


@pytest.mark.parametrize("level,target", [(3, 4), (4, 5), (5, 6)])
def test_eruption_level3_4_5_draws_until_pool_holds_4_5_6(level, target):
    st = game(
        spells=spells_with("eruption"),
        pools=[[M(G, "circle")], []],
        learned=[{"eruption": (5, M(R, "square"))}, {}],
    )
    act(st, 0, "cast", spell="eruption", level=level)
    assert len(st.pools[0]) == target


def test_eruption_not_offered_when_pool_already_holds_enough():
    st = game(
        spells=spells_with("eruption"),
        pools=[[M(G, "circle", k) for k in range(4)], []],
        learned=[{"eruption": (4, M(R, "square"))}, {}],
    )
    legal = st.legal_actions(0)
    assert Action("cast", spell="eruption", level=3) not in legal
    assert Action("cast", spell="eruption", level=4) in legal


@pytest.mark.parametrize("level", [3, 4, 5])
def test_firestorm_level3_4_5_draws_four_then_others_take_from_the_left(level):
    full = [M(B, "circle", k) for k in range(5)] + [M(B, "square", k) for k in range(4)]
    altar = [M(G, "circle"), M(G, "square"), M(U, "circle")]
    st = game(
        players=4,
        spells=spells_with("firestorm"),
        seat=1,
        altar=altar,
        pools=[[], [], full, []],
        learned=[{}, {"firestorm": (level, M(R, "square"))}, {}, {}],
    )
    act(st, 1, "cast", spell="firestorm", level=level)
    assert len(st.pools[1]) == 4
    # seat 2 is full (skipped), so seat 3 then seat 0 choose, clockwise from the left
    assert st.to_act() == (3,) and prompt_kind(st) == "take"
    act(st, 3, "take", materia=altar[0])
    assert st.to_act() == (0,)
    act(st, 0, "take", materia=altar[1])
    assert st.to_act() == (1,) and st.phase == "noon"
    assert st.pools[3] == [altar[0]] and st.pools[0] == [altar[1]] and len(st.pools[2]) == 9
    assert st.spell_points(1, "firestorm") == (0, 2, 5)[level - 3]


def test_firestorm_others_take_nothing_from_an_empty_altar():
    st = game(
        players=3, spells=spells_with("firestorm"), learned=[{"firestorm": (3, M(R, "square"))}, {}, {}]
    )
    act(st, 0, "cast", spell="firestorm", level=3)
    assert st.to_act() == (0,) and st.phase == "noon"


def _levitation(level):
    altar = [M(G, r, k) for r in RUNES for k in range(2)]
    st = game(altar=altar, learned=[{"levitation": (level, M(P, "square", 4))}, {}])
    act(st, 0, "cast", spell="levitation", level=level)
    first = {a["materia"] for a in st.legal_actions(0)}
    assert {RUNES[(m % 15) // 5] for m in first} == set(LEVITATION_RUNES[level])
    pick = min(first)
    act(st, 0, "take", materia=pick)
    second = {a["materia"] for a in st.legal_actions(0)}
    assert second == {m for m in st.altar if (m % 15) // 5 == (pick % 15) // 5}  # never two runes
    act(st, 0, "take", materia=second.pop())
    assert len(st.pools[0]) == 2 and st.phase == "noon"


def test_levitation_level3_takes_two_of_the_allowed_rune():
    _levitation(3)


def test_levitation_level4_takes_two_of_one_of_two_runes():
    _levitation(4)


def test_levitation_level5_takes_two_of_any_single_rune():
    _levitation(5)


@pytest.mark.parametrize("level", [3, 4, 5])
def test_distribution_level3_4_5_takes_then_everyone_else_draws_one(level):
    altar = [M(G, "circle", k) for k in range(4)]
    full = [M(B, "circle", k) for k in range(5)] + [M(B, "square", k) for k in range(4)]
    st = game(
        players=3,
        spells=spells_with("distribution"),
        altar=altar,
        pools=[[], [], full],
        learned=[{"distribution": (level, M(P, "square"))}, {}, {}],
    )
    act(st, 0, "cast", spell="distribution", level=level)
    takes = {3: 1, 4: 2, 5: 3}[level]
    for i in range(takes):
        assert prompt_kind(st) == "take"
        act(st, 0, "take", materia=altar[i])
    assert len(st.pools[0]) == (2 if level == 3 else takes)  # level 3 also draws 1 after the take
    assert len(st.pools[1]) == 1 and len(st.pools[2]) == 9  # the full pool is skipped
    assert st.spell_points(0, "distribution") == 4


@pytest.mark.parametrize("level", [3, 4, 5])
def test_clairvoyance_level3_4_5_adds_two_to_the_altar_then_takes(level):
    altar = [M(G, "circle", k) for k in range(3)] + [M(B, "square", k) for k in range(2)]
    st = game(
        spells=spells_with("clairvoyance"),
        altar=altar,
        pools=[[M(R, "triangle")], []],
        learned=[{"clairvoyance": (level, M(P, "square"))}, {}],
    )
    act(st, 0, "cast", spell="clairvoyance", level=level)
    assert len(st.altar) == 7
    act(st, 0, "take", materia=altar[0])
    if level == 4:  # up to 2 of one colour
        assert all(a.kind == "stop" or (a["materia"] // 15) == (altar[0] // 15) for a in st.legal_actions(0))
        assert Action("stop") in st.legal_actions(0)
        act(st, 0, "stop")
        assert len(st.pools[0]) == 2
    else:
        act(st, 0, "take", materia=altar[3])
        assert len(st.pools[0]) == 3
    if level == 3:
        assert prompt_kind(st) == "discard"
        act(st, 0, "discard", materia=altar[3])
        assert len(st.pools[0]) == 2
    assert st.phase == "noon"


def test_clairvoyance_lets_the_altar_exceed_ten_until_the_end_of_the_day():
    altar = [M(G, r, k) for r in RUNES for k in range(3)] + [M(U, "circle")]
    st = game(
        spells=spells_with("clairvoyance"), altar=altar, learned=[{"clairvoyance": (4, M(P, "square"))}, {}]
    )
    act(st, 0, "cast", spell="clairvoyance", level=4)
    act(st, 0, "stop") if Action("stop") in st.legal_actions(0) else None
    assert len(st.altar) == 12
    act(st, 0, "skip")
    act(st, 0, "skip")
    assert len(st.altar) == 5 and st.current == 1  # checked only at the end of the day
