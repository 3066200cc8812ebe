"""The day, standard actions, learning, global rules, refill, end and scoring."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction, canonical
from game.rules.spellbook.data import FAMILIAR_VALUES
from tests.rules.spellbook.helpers import M, act, game, kinds, prompt_kind

R, Y, G, B, W, U, P = "red", "yellow", "green", "black", "white", "blue", "purple"


# ----------------------------------------------------------------------------- the day


def test_day_runs_morning_noon_evening_then_next_player():
    st = game(pools=[[M(R, "circle")], []], altar=[M(G, "square")])
    act(st, 0, "skip")
    assert st.phase == "noon"
    act(st, 0, "skip")
    assert st.phase == "evening"
    events = act(st, 0, "skip")
    assert st.current == 1 and st.phase == "morning"
    assert "refill" in kinds(events) and "day_start" in kinds(events)


def test_aylin_example_take_one_materia_from_the_altar():
    red = M(R, "triangle")
    st = game(altar=[red, M(G, "circle")])
    act(st, 0, "take_one")
    assert prompt_kind(st) == "take"
    act(st, 0, "take", materia=red)
    assert red in st.pools[0] and red not in st.altar
    assert st.phase == "noon"


def test_draw_two_from_the_bag_is_irreversible():
    st = game()
    events = act(st, 0, "draw_two")
    assert len(st.pools[0]) == 2
    draws = [e for e in events if e.kind == "draw"]
    assert len(draws) == 2 and all(e.irreversible for e in draws)


def test_basti_example_store_on_first_free_space():
    yellow = M(Y, "circle")
    st = game(phase="noon", pools=[[yellow, M(R, "circle")], []], tracks=[[M(B, "square")], []])
    act(st, 0, "store_one")
    act(st, 0, "store", materia=yellow)
    assert st.tracks[0] == [M(B, "square"), yellow]
    assert st.familiar_value(0) == FAMILIAR_VALUES.values[2]


def test_only_one_action_per_phase():
    st = game(altar=[M(G, "square"), M(G, "circle")])
    act(st, 0, "draw_two")
    assert st.phase == "noon"
    assert Action("take_one") not in st.legal_actions(0)


def test_other_seat_cannot_act_and_state_is_unchanged():
    st = game(altar=[M(G, "square")])
    before = canonical(st.to_json())
    with pytest.raises(IllegalAction):
        st.apply(1, Action("draw_two"))
    assert canonical(st.to_json()) == before


# ----------------------------------------------------------------------------- learning


def test_chris_example_learn_sacrifice_level_four_with_four_red():
    reds = [M(R, "circle", 0), M(R, "circle", 1), M(R, "triangle", 0), M(R, "square", 0)]
    st = game(phase="evening", pools=[reds, []])
    act(st, 0, "learn", spell="sacrifice", level=4)
    act(st, 0, "marker", materia=reds[0])
    for m in reds[1:]:
        act(st, 0, "pay", materia=m)
    assert st.learned[0]["sacrifice"] == (4, reds[0], 5)
    assert sorted(st.discard) == sorted(reds[1:])
    assert st.pools[0] == []
    # on Chris's next day: usable at level 4 or 3
    st.day += 1
    st.current, st.phase, st.pools[0] = 0, "morning", [M(G, "circle")]
    st.invalidate()
    legal = st.legal_actions(0)
    assert Action("cast", spell="sacrifice", level=3) in legal
    assert Action("cast", spell="sacrifice", level=4) in legal
    assert Action("cast", spell="sacrifice", level=5) not in legal


def test_dora_example_abundance_level_five_with_a_wild_draws_four():
    yellows = [M(Y, "circle", k) for k in range(4)]
    wild = [M(G, "triangle"), M(R, "triangle"), M(B, "triangle")]
    st = game(phase="evening", pools=[yellows + wild, []])
    assert Action("learn", spell="abundance", level=5) in st.legal_actions(0)
    act(st, 0, "learn", spell="abundance", level=5)
    act(st, 0, "marker", materia=yellows[0])
    act(st, 0, "wild", materia=tuple(sorted(wild)))
    for m in yellows[1:]:
        act(st, 0, "pay", materia=m)
    assert st.learned[0]["abundance"][0] == 5
    assert len(st.pools[0]) == 4  # the immediate effect drew 4
    assert sorted(wild + yellows[1:]) == sorted(st.discard)


def test_learning_needs_one_real_materia_of_the_colour():
    wilds = [M(G, "circle", k) for k in range(3)] + [M(R, "circle", k) for k in range(3)]
    st = game(phase="evening", pools=[wilds, []])
    assert not any(a.kind == "learn" and a["spell"] == "abundance" for a in st.legal_actions(0))


def test_payment_choices_never_strand_the_payment():
    yellows = [M(Y, "circle", 0), M(Y, "circle", 1)]
    wild = [M(G, "square", 0), M(G, "square", 1), M(R, "square", 0)]
    st = game(phase="evening", pools=[yellows + wild, []])
    act(st, 0, "learn", spell="abundance", level=3)
    act(st, 0, "marker", materia=yellows[0])
    act(st, 0, "pay", materia=yellows[1])
    # one unit left: the three squares can pay it as a wild
    assert st.prompt()["remaining"] == 1
    legal = st.legal_actions(0)
    assert legal == [Action("wild", materia=tuple(sorted(wild)))]


def test_no_upgrading_by_learning_again():
    st = game(
        phase="evening",
        pools=[[M(Y, "circle", k) for k in range(5)], []],
        learned=[{"abundance": (3, M(Y, "square"))}, {}],
    )
    assert not any(a.kind == "learn" and a["spell"] == "abundance" for a in st.legal_actions(0))


def test_one_real_plus_one_wild_is_not_enough_for_level_three():
    st = game(phase="evening", pools=[[M(G, "circle", k) for k in range(3)] + [M(Y, "circle")], []])
    # 1 yellow + 1 wild = 2 units: level 3 abundance is out of reach
    assert not any(a.kind == "learn" and a["spell"] == "abundance" for a in st.legal_actions(0))


def test_phase_spell_not_usable_on_the_day_it_is_learned():
    st = game(pools=[[M(R, "circle")], []], learned=[{"sacrifice": (3, M(R, "square"), 5)}, {}])
    assert st.day == 5
    assert not any(a.kind == "cast" for a in st.legal_actions(0))
    st.learned[0]["sacrifice"] = (3, M(R, "square"), 4)
    st.invalidate()
    assert Action("cast", spell="sacrifice", level=3) in st.legal_actions(0)


# ----------------------------------------------------------------------------- global rules


def test_pool_cap_nine_makes_draw_two_partial():
    st = game(pools=[[M(R, "circle", k) for k in range(5)] + [M(G, "circle", k) for k in range(3)], []])
    act(st, 0, "draw_two")
    assert len(st.pools[0]) == 9


def test_pool_cap_nine_carries_out_a_spell_partially():
    pool = [M(R, "circle", k) for k in range(5)] + [M(G, "circle", k) for k in range(4)]
    st = game(pools=[pool, []], learned=[{"sacrifice": (3, M(R, "square"))}, {}])
    act(st, 0, "cast", spell="sacrifice", level=3)
    events = act(st, 0, "discard", materia=pool[0])
    assert len(st.pools[0]) == 9  # discard 1, then only 1 of the 4 draws fits
    assert kinds(events).count("draw") == 1


def test_full_pool_offers_no_take():
    st = game(
        pools=[[M(R, "circle", k) for k in range(5)] + [M(G, "circle", k) for k in range(4)], []],
        altar=[M(B, "circle")],
    )
    legal = st.legal_actions(0)
    assert Action("take_one") not in legal and Action("draw_two") not in legal


def test_storing_beyond_track_end_leaves_the_rest_in_pool():
    blacks = [M(B, "circle", k) for k in range(4)]
    track = (
        [M(G, "circle", k) for k in range(5)]
        + [M(G, "square", k) for k in range(5)]
        + [M(G, "triangle", k) for k in range(4)]
    )
    st = game(
        phase="noon",
        pools=[blacks, []],
        tracks=[track, []],
        learned=[{"offering": (5, M(B, "triangle"))}, {}],
    )
    act(st, 0, "cast", spell="offering", level=5)
    act(st, 0, "store", materia=blacks[0])
    act(st, 0, "store", materia=blacks[1])
    assert len(st.tracks[0]) == 16 and st.pools[0] == blacks[2:]
    assert st.end_triggered and st.phase == "evening"
    assert st.familiar_value(0) == 18


def test_empty_bag_reshuffles_the_discard():
    st = game(bag=[], discard=())
    assert st.bag == [] and len(st.discard) > 0
    n = len(st.discard)
    events = act(st, 0, "draw_two")
    reshuffle = [e for e in events if e.kind == "reshuffle"]
    assert reshuffle and reshuffle[0].irreversible and reshuffle[0].data["count"] == n
    assert len(st.bag) == n - 2 and st.discard == []


# ----------------------------------------------------------------------------- altar refill


def _end_day(st):
    for _ in range(3):
        if st.current == 0 and st.phase in ("morning", "noon", "evening"):
            act(st, 0, "skip")


def test_refill_below_five_draws_up_to_five():
    st = game(altar=[M(G, "circle")], phase="evening")
    _end_day(st)
    assert len(st.altar) == 5


def test_refill_five_to_nine_draws_one():
    st = game(
        altar=[M(G, "circle", k) for k in range(5)] + [M(G, "square", k) for k in range(3)], phase="evening"
    )
    _end_day(st)
    assert len(st.altar) == 9


def test_dora_example_full_altar_is_discarded_and_five_drawn():
    altar = [M(G, "circle", k) for k in range(5)] + [M(G, "square", k) for k in range(5)]
    st = game(altar=altar, phase="evening")
    events = _end_day(st) or []
    assert len(st.altar) == 5 and not set(altar) & set(st.altar)
    assert set(altar) <= set(st.discard)
    del events


# ----------------------------------------------------------------------------- end and scoring


def test_rulebook_example_scores_26():
    mk = {
        "sacrifice": (4, M(R, "circle")),
        "levitation": (5, M(P, "circle")),
        "purification": (3, M(G, "circle")),
        "time_travel": (4, M(W, "circle")),
        "abundance": (5, M(Y, "circle")),
    }
    track = [M(B, "square", k) for k in range(5)] + [M(B, "triangle", k) for k in range(4)]
    st = game(learned=[mk, {}], tracks=[track, []])
    assert FAMILIAR_VALUES.values[9] == 7
    total, parts = st.score(0)
    assert dict(parts) == {
        "sacrifice": 2,
        "levitation": 5,
        "purification": 1,
        "time_travel": 4,
        "abundance": 7,
        "familiar": 7,
    }
    assert total == 26


def test_seventh_spell_triggers_end_after_the_round():
    six = {
        s: (3, M(s_col, "circle", 0))
        for s, s_col in [
            ("sacrifice", R),
            ("levitation", P),
            ("purification", G),
            ("offering", B),
            ("time_travel", W),
            ("transmutation", U),
        ]
    }
    yellows = [M(Y, "circle", k) for k in range(3)]
    st = game(players=3, seat=1, first=0, phase="evening", pools=[[], yellows, []], learned=[{}, six, {}])
    act(st, 1, "learn", spell="abundance", level=3)
    act(st, 1, "marker", materia=yellows[0])
    act(st, 1, "pay", materia=yellows[1])
    act(st, 1, "pay", materia=yellows[2])
    assert st.end_triggered and not st.over
    assert st.current == 2 and not st.over  # seat 2 (right of the first player) plays the last day
    for _ in range(3):
        act(st, 2, "skip")
    assert st.over and st.to_act() == ()


def _tie_state(spells0, spells1, pool0=1, pool1=1):
    st = game(
        learned=[spells0, spells1],
        pools=[[M(R, "circle", k) for k in range(pool0)], [M(R, "square", k) for k in range(pool1)]],
    )
    st.over = True
    return st


def test_tie_break_more_spells_learned():
    st = _tie_state(
        {"abundance": (5, M(Y, "circle"))},
        {
            "purification": (3, M(G, "square")),
            "sacrifice": (5, M(R, "triangle")),
            "levitation": (3, M(P, "square")),
        },
    )  # 7 vs 1 + 3 + 3
    res = st.result()
    assert [e.score for e in res.entries] == [7, 7]
    assert res.winners == (1,) and res.tie_break.text == "more spells learned"


def test_tie_break_more_materia_in_pool():
    st = _tie_state({"abundance": (3, M(Y, "circle"))}, {"levitation": (3, M(P, "square"))}, pool0=1, pool1=2)
    res = st.result()
    assert [e.score for e in res.entries] == [3, 3]
    assert res.winners == (1,) and res.tie_break.text == "more materia in the pool"


def test_full_tie_is_a_shared_win():
    st = _tie_state({"abundance": (3, M(Y, "circle"))}, {"levitation": (3, M(P, "square"))})
    res = st.result()
    assert res.winners == (0, 1) and res.draw


def test_most_points_wins_without_tie_break():
    st = _tie_state({"abundance": (5, M(Y, "circle"))}, {"levitation": (3, M(P, "square"))})
    res = st.result()
    assert res.winners == (0,) and res.tie_break is None


def test_unpayable_learn_is_refused_with_a_reason_and_no_change():
    st = game(phase="evening", pools=[[M(Y, "circle", 0), M(Y, "circle", 1), M(Y, "circle", 2)], []])
    before = canonical(st.to_json())
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Action("learn", spell="abundance", level=4))
    assert err.value.reason.text
    assert canonical(st.to_json()) == before
