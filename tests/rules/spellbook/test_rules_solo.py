"""The solo game against the rival."""

from __future__ import annotations

from game.rules.base import Action
from game.rules.spellbook.data import RIVAL_FULL, RIVAL_REFRESH, RIVAL_VALUES
from tests.rules.spellbook.helpers import M, act, game, kinds, prompt_kind, spells_with

R, Y, G, B, W, U, P = "red", "yellow", "green", "black", "white", "blue", "purple"


def solo(**kw):
    kw.setdefault("pools", [[]])
    return game(players=1, **kw)


def test_solo_day_end_gives_an_altar_materia_to_the_rival_then_refills_to_seven():
    altar = [M(G, "circle", k) for k in range(4)]
    st = solo(phase="evening", altar=altar)
    act(st, 0, "skip")
    assert st.phase == "end" and prompt_kind(st) == "take" and st.prompt()["dest"] == "rival_track"
    act(st, 0, "take", materia=altar[2])
    assert st.rival_track == [altar[2]] and len(st.altar) == 7
    assert st.phase == "morning" and st.current == 0


def test_solo_refresh_space_clears_and_redraws_the_altar():
    space = RIVAL_REFRESH.values[0]
    covered = [M(R, "circle", k) for k in range(space)] if space <= 5 else None
    assert covered is not None
    altar = [M(G, "circle", k) for k in range(5)]
    st = solo(phase="evening", altar=altar, rival_track=covered)
    act(st, 0, "skip")
    events = act(st, 0, "take", materia=altar[0])
    assert len(st.rival_track) == space + 1
    assert len(st.altar) == 7 and not set(altar[1:]) & set(st.altar)
    assert [e.data["rule"] for e in events if e.kind == "refill"] == ["refresh"]


def test_solo_firestorm_also_feeds_the_rivals_lower_area_from_the_altar():
    altar = [M(G, "circle"), M(B, "circle")]
    st = solo(spells=spells_with("firestorm"), altar=altar, learned=[{"firestorm": (3, M(R, "square"))}])
    act(st, 0, "cast", spell="firestorm", level=3)
    assert prompt_kind(st) == "take" and st.prompt()["dest"] == "rival_lower"
    act(st, 0, "take", materia=altar[1])
    assert st.rival_lower == [altar[1]] and len(st.pools[0]) == 4


def test_solo_distribution_also_draws_one_into_the_rivals_lower_area():
    altar = [M(G, "circle"), M(B, "circle")]
    st = solo(
        spells=spells_with("distribution"), altar=altar, learned=[{"distribution": (4, M(P, "square"))}]
    )
    act(st, 0, "cast", spell="distribution", level=4)
    act(st, 0, "take", materia=altar[0])
    events = act(st, 0, "take", materia=altar[1])
    assert len(st.rival_lower) == 1
    assert [e.data["dest"] for e in events if e.kind == "draw"] == ["rival_lower"]


def test_solo_mirror_image_copies_level4_of_an_unlearned_spell():
    altar = [M(R, "circle", k) for k in range(3)]
    st = solo(
        phase="noon",
        spells=spells_with("mirror_image", "growth"),
        altar=altar,
        learned=[{"mirror_image": (4, M(W, "square"))}],
    )
    copies = {
        (a["copy"], a.get("copy_level"))
        for a in st.legal_actions(0)
        if a.kind == "cast" and a["copy"] not in ("learn",)
    }
    assert ("growth", 4) in copies and ("growth", 3) not in copies and ("growth", 5) not in copies
    act(st, 0, "cast", spell="mirror_image", level=4, copy="growth", copy_level=4)
    act(st, 0, "take", materia=altar[0])
    act(st, 0, "take", materia=altar[1])
    assert len(st.tracks[0]) == 2 and st.learned[0]["mirror_image"][0] == 3


def test_solo_mirror_image_cannot_copy_a_spell_already_learned():
    st = solo(
        phase="noon",
        spells=spells_with("mirror_image", "growth"),
        altar=[M(R, "circle")],
        learned=[{"mirror_image": (4, M(W, "square")), "growth": (3, M(G, "square"))}],
    )
    assert not any(a.get("copy") == "growth" for a in st.legal_actions(0) if a.kind == "cast")


def test_solo_seventh_spell_finishes_the_day_and_the_rival_gets_a_last_materia():
    six = {
        "sacrifice": (3, M(R, "square")),
        "levitation": (3, M(P, "square")),
        "purification": (3, M(G, "square")),
        "offering": (3, M(B, "square")),
        "time_travel": (3, M(W, "square")),
        "transmutation": (3, M(U, "square")),
    }
    yellows = [M(Y, "circle", k) for k in range(3)]
    altar = [M(G, "circle", k) for k in range(3)]
    st = solo(phase="evening", pools=[yellows], learned=[six], altar=altar)
    act(st, 0, "learn", spell="abundance", level=3)
    act(st, 0, "marker", materia=yellows[0])
    act(st, 0, "pay", materia=yellows[1])
    act(st, 0, "pay", materia=yellows[2])
    assert st.end_triggered and not st.over and st.phase == "end"
    act(st, 0, "take", materia=altar[0])
    assert st.over and st.rival_track == [altar[0]]


def test_solo_game_ends_when_the_rivals_last_space_is_covered():
    spaces = len(RIVAL_VALUES.values)
    covered = list(range(45, 45 + spaces - 1))
    altar = [M(R, "circle")]
    st = solo(phase="evening", altar=altar, rival_track=covered)
    act(st, 0, "skip")
    events = act(st, 0, "take", materia=altar[0])
    assert st.over and "game_over" in kinds(events)
    assert st.rival_score()[1] == RIVAL_FULL


def test_solo_rival_scores_track_value_plus_lower_area_and_is_a_result_entry_without_seat():
    st = solo(
        rival_track=[M(R, "circle", k) for k in range(3)],
        rival_lower=[M(G, "circle"), M(G, "square")],
        learned=[{"abundance": (5, M(Y, "circle"))}],
    )
    st.over = True
    assert st.rival_score() == (RIVAL_VALUES.values[3] + 2, RIVAL_VALUES.values[3], 2)
    res = st.result()
    rival = res.entries[1]
    assert rival.seat is None and rival.name is not None and rival.score == RIVAL_VALUES.values[3] + 2
    assert res.winners == (0,)  # 7 points against 5


def test_solo_tie_is_nobodys_win():
    st = solo(rival_track=[M(R, "circle", k) for k in range(5)], learned=[{}])
    st.tracks[0] = [M(G, "circle", k) for k in range(5)] + [M(G, "square", k) for k in range(3)]
    st.over = True
    assert st.score(0)[0] == st.rival_score()[0] == 6
    res = st.result()
    assert res.winners == () and res.draw


def test_solo_take_one_offered_with_altar_of_seven():
    st = solo(altar=[M(G, "circle", k) for k in range(5)] + [M(B, "circle"), M(B, "square")])
    assert Action("take_one") in st.legal_actions(0)
