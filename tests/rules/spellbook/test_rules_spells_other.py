"""Mirror Image, Sprint, Mirage, Abundance, Knowledge and Synergy at each level."""

from __future__ import annotations

import pytest

from game.rules.base import Action
from tests.rules.spellbook.helpers import M, act, game, kinds, prompt_kind, spells_with

R, Y, G, B, W, U, P = "red", "yellow", "green", "black", "white", "blue", "purple"
MIRROR_SET = spells_with("mirror_image", "growth", "focus", "mirage", "synergy")


def test_mirror_image_level3_copies_another_players_noon_spell_at_their_level():
    blacks = [M(B, "circle", k) for k in range(4)]
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[blacks, []],
        learned=[{"mirror_image": (3, M(W, "square"))}, {"offering": (4, M(B, "square"))}],
    )
    legal = st.legal_actions(0)
    assert Action("cast", spell="mirror_image", level=3, copy="offering", copy_level=4) in legal
    assert Action("cast", spell="mirror_image", level=3, copy="offering", copy_level=5) not in legal
    assert Action("cast", spell="mirror_image", level=3, copy="store_one") in legal  # a standard action
    act(st, 0, "cast", spell="mirror_image", level=3, copy="offering", copy_level=4)
    for m in blacks[:3]:
        act(st, 0, "store", materia=m)
    assert st.tracks[0] == blacks[:3] and st.phase == "evening"


def test_mirror_image_cannot_copy_own_only_spells_or_other_phases_or_mirror_image():
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[[M(B, "circle")], []],
        learned=[
            {"mirror_image": (3, M(W, "square")), "offering": (3, M(B, "square"))},
            {"mirror_image": (5, M(W, "circle")), "sacrifice": (3, M(R, "square"))},
        ],
    )
    copies = {a["copy"] for a in st.legal_actions(0) if a.kind == "cast" and a["spell"] == "mirror_image"}
    assert copies == {"store_one"}


def test_mirror_image_level4_copies_an_evening_action_and_copying_growth_lowers_mirror_image():
    altar = [M(R, "circle", k) for k in range(3)]
    st = game(
        phase="noon",
        spells=MIRROR_SET,
        altar=altar,
        learned=[{"mirror_image": (4, M(W, "square"))}, {"growth": (4, M(G, "square"))}],
    )
    assert Action("cast", spell="mirror_image", level=4, copy="growth", copy_level=4) in st.legal_actions(0)
    act(st, 0, "cast", spell="mirror_image", level=4, copy="growth", copy_level=4)
    act(st, 0, "take", materia=altar[0])
    act(st, 0, "take", materia=altar[1])
    assert st.tracks[0] == altar[:2]
    assert st.learned[0]["mirror_image"][0] == 3 and st.learned[1]["growth"][0] == 4


def test_mirror_image_level4_copies_the_standard_learn_at_noon():
    yellows = [M(Y, "circle", k) for k in range(3)]
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[yellows, []],
        learned=[{"mirror_image": (4, M(W, "square"))}, {}],
    )
    act(st, 0, "cast", spell="mirror_image", level=4, copy="learn", learn="abundance", learn_level=3)
    act(st, 0, "marker", materia=yellows[0])
    act(st, 0, "pay", materia=yellows[1])
    act(st, 0, "pay", materia=yellows[2])
    assert st.learned[0]["abundance"][0] == 3 and st.phase == "evening"


def test_mirror_image_copied_marker_rune_effects_use_mirror_images_rune():
    st = game(
        phase="noon",
        spells=MIRROR_SET,
        pools=[[M(R, "square"), M(R, "circle")], []],
        learned=[{"mirror_image": (4, M(W, "square"))}, {"focus": (3, M(B, "circle"))}],
    )
    act(st, 0, "cast", spell="mirror_image", level=4, copy="focus", copy_level=3)
    assert [a["materia"] for a in st.legal_actions(0)] == [M(R, "square")]


def test_mirror_image_level5_discards_marker_rune_then_copies_a_morning_action():
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[[M(R, "square"), M(R, "circle")], []],
        learned=[{"mirror_image": (5, M(W, "square"))}, {"sacrifice": (3, M(R, "triangle"))}],
    )
    legal = st.legal_actions(0)
    assert Action("cast", spell="mirror_image", level=5, copy="draw_two") in legal
    assert Action("cast", spell="mirror_image", level=5, copy="sacrifice", copy_level=3) in legal
    act(st, 0, "cast", spell="mirror_image", level=5, copy="draw_two")
    assert prompt_kind(st) == "discard"
    assert [a["materia"] for a in st.legal_actions(0)] == [M(R, "square")]
    events = act(st, 0, "discard", materia=M(R, "square"))
    assert kinds(events).count("draw") == 2 and len(st.pools[0]) == 3


def test_mirror_image_level5_needs_a_marker_rune_materia():
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[[M(R, "circle")], []],
        learned=[{"mirror_image": (5, M(W, "square"))}, {}],
    )
    assert not any(a.kind == "cast" and a["level"] == 5 for a in st.legal_actions(0))


@pytest.mark.parametrize("level", [3, 4])
def test_sprint_level3_4_immediately_performs_a_morning_action(level):
    blues = [M(U, "circle", k) for k in range(level)]
    st = game(
        phase="evening",
        spells=spells_with("sprint"),
        pools=[blues, []],
        altar=[M(R, "circle")],
        learned=[{"levitation": (3, M(P, "square"))}, {}],
    )
    act(st, 0, "learn", spell="sprint", level=level)
    act(st, 0, "marker", materia=blues[0])
    for m in blues[1:]:
        act(st, 0, "pay", materia=m)
    assert prompt_kind(st) == "morning"
    assert {Action("take_one"), Action("draw_two"), Action("skip")} <= set(st.legal_actions(0))
    act(st, 0, "draw_two")
    assert len(st.pools[0]) == 2 and st.current == 1
    assert st.spell_points(0, "sprint") == (3, 6)[level - 3]


def test_sprint_level5_gives_an_extra_morning_action_every_day():
    st = game(
        spells=spells_with("sprint"),
        seat=1,
        phase="evening",
        learned=[{"sprint": (5, M(U, "square"))}, {}],
        altar=[M(R, "circle")],
    )
    act(st, 1, "skip")
    assert st.current == 0 and st.morning_left == 2
    act(st, 0, "draw_two")
    assert st.phase == "morning"
    act(st, 0, "draw_two")  # the same action twice is allowed
    assert st.phase == "noon" and len(st.pools[0]) == 4
    assert st.spell_points(0, "sprint") == 0


@pytest.mark.parametrize("level,extra", [(3, 1), (4, 2), (5, 2)])
def test_mirage_level3_4_5_draws_per_marker_rune_materia_taken_from_altar(level, extra):
    altar = [M(P, "circle", 0), M(P, "circle", 1), M(P, "square", 0)]
    st = game(
        spells=MIRROR_SET,
        altar=altar,
        learned=[{"mirage": (level, M(U, "circle")), "levitation": (5, M(P, "triangle"))}, {}],
    )
    events = act(st, 0, "cast", spell="levitation", level=5)
    events += act(st, 0, "take", materia=altar[0])
    assert kinds(events).count("mirage") == 1 and kinds(events).count("draw") == extra
    events = act(st, 0, "take", materia=altar[1])  # triggers once per materia
    assert kinds(events).count("draw") == extra
    assert len(st.pools[0]) == 2 + 2 * extra


def test_mirage_does_not_trigger_on_bag_draws_or_other_players_days():
    altar = [M(P, "circle", 0), M(P, "circle", 1)]
    st = game(
        spells=spells_with("mirage", "firestorm"),
        altar=altar,
        seat=1,
        learned=[{"mirage": (4, M(U, "circle"))}, {"firestorm": (3, M(R, "square"))}],
    )
    act(st, 1, "cast", spell="firestorm", level=3)
    events = act(st, 0, "take", materia=altar[0])
    assert "mirage" not in kinds(events) and st.pools[0] == [altar[0]]


@pytest.mark.parametrize("level", [3, 4, 5])
def test_abundance_level3_4_5_draws_2_3_4_once(level):
    yellows = [M(Y, "circle", k) for k in range(level)]
    st = game(phase="evening", pools=[yellows, []])
    act(st, 0, "learn", spell="abundance", level=level)
    act(st, 0, "marker", materia=yellows[0])
    events = []
    for m in yellows[1:]:
        events += act(st, 0, "pay", materia=m)
    assert len(st.pools[0]) == level - 1 and kinds(events).count("draw") >= level - 1
    assert st.spell_points(0, "abundance") == (3, 5, 7)[level - 3]


@pytest.mark.parametrize("level,points", [(3, 3), (4, 5), (5, 6)])
def test_knowledge_level3_4_5_scores_per_other_learned_spell(level, points):
    learned = {
        "knowledge": (level, M(Y, "circle")),
        "sacrifice": (5, M(R, "circle")),
        "levitation": (4, M(P, "circle")),
        "purification": (3, M(G, "circle")),
    }
    st = game(spells=spells_with("knowledge"), learned=[learned, {}])
    # L3: 1 x 3 others; L4: 2 + 2 + 1; L5: 2 x 3
    assert st.spell_points(0, "knowledge") == points


def test_synergy_level3_stores_three_from_the_altar_at_once_and_scores_zero():
    yellows = [M(Y, "circle", k) for k in range(3)]
    altar = [M(R, "circle", k) for k in range(4)]
    st = game(phase="evening", spells=spells_with("synergy"), pools=[yellows, []], altar=altar)
    act(st, 0, "learn", spell="synergy", level=3)
    act(st, 0, "marker", materia=yellows[0])
    act(st, 0, "pay", materia=yellows[1])
    act(st, 0, "pay", materia=yellows[2])
    assert prompt_kind(st) == "take" and st.prompt()["dest"] == "track"
    for m in altar[:3]:
        act(st, 0, "take", materia=m)
    assert st.tracks[0] == altar[:3] and st.spell_points(0, "synergy") == 0


def test_synergy_level4_scores_stored_materia_with_its_rune():
    track = [M(R, "square"), M(G, "square"), M(B, "circle")]
    st = game(
        spells=spells_with("synergy"), tracks=[track, []], learned=[{"synergy": (4, M(Y, "square"))}, {}]
    )
    assert st.spell_points(0, "synergy") == 2


def test_synergy_level5_stores_two_discarded_materia_whenever_a_spell_is_learned_including_itself():
    yellows = [M(Y, "circle", k) for k in range(5)]
    st = game(phase="evening", spells=spells_with("synergy"), pools=[yellows, []])
    act(st, 0, "learn", spell="synergy", level=5)
    act(st, 0, "marker", materia=yellows[0])
    for m in yellows[1:]:
        act(st, 0, "pay", materia=m)
    assert prompt_kind(st) == "store_discarded"
    assert {a["materia"] for a in st.legal_actions(0)} == set(yellows[1:])
    act(st, 0, "store", materia=yellows[1])
    act(st, 0, "store", materia=yellows[2])
    assert st.tracks[0] == yellows[1:3] and sorted(st.discard) == yellows[3:]
    assert st.spell_points(0, "synergy") == 0


def test_mirror_image_level5_unpaid_discard_drops_the_whole_copied_effect():
    # Pay the mirror's discard with the only square; the copied Sacrifice then has nothing to discard.
    st = game(
        phase="noon",
        spells=spells_with("mirror_image"),
        pools=[[M(R, "square")], []],
        learned=[{"mirror_image": (5, M(W, "square"))}, {"sacrifice": (5, M(R, "triangle"))}],
    )
    act(st, 0, "cast", spell="mirror_image", level=5, copy="sacrifice", copy_level=5)
    events = act(st, 0, "discard", materia=M(R, "square"))
    assert "draw" not in kinds(events) and st.pools[0] == [] and st.phase == "evening"
