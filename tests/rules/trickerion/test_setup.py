"""Setup rules: coins by initiative, hands, Theater cards, prophecies, specialist bonuses (digest 3)."""

from __future__ import annotations

from game.rules.base import Action
from game.rules.trickerion import tables as T
from game.rules.trickerion.setup import new_game
from game.rules.trickerion.state import APPRENTICE, ASSISTANT, ENGINEER, ENGINEER_SLOT, MANAGER
from tests.rules.trickerion.helpers import setup_done


def test_starting_coins_follow_initiative_position():
    st = new_game(4, {"modules": "base"}, 5)
    assert [st.p[pi].coins for pi in st.order] == [10, 12, 14, 16]
    two = new_game(2, {"modules": "base"}, 5)
    assert [two.p[pi].coins for pi in two.order] == [10, 14]  # positions 1 and 3
    assert two.positions == [1, 3]


def test_everyone_starts_with_five_fame_and_one_shard():
    st = setup_done(3, "base")
    assert all(q.fame == 5 and q.shards == 1 for q in st.p)


def test_hand_is_nine_permanent_cards_in_base_and_six_with_dark_alley():
    assert sum(setup_done(2, "base").p[0].perm) == 9
    da = setup_done(2, "dark_alley").p[0]
    assert da.perm == [2, 1, 1, 1, 1]


def test_theater_starts_with_players_minus_one_riverside_cards():
    for players in (2, 3, 4):
        st = new_game(players, {"modules": "base"}, players)
        shown = [c for c in st.t_cards if c >= 0]
        assert len(shown) == players - 1
        assert all(T.PERF_VENUE[c] == "riverside" for c in shown)
        assert len(st.t_cards) == players + 1


def test_performance_deck_order_riverside_then_magorian_then_pantheon():
    st = new_game(3, {"modules": "dark_alley"}, 7)
    assert [T.PERF_VENUE[c] for c in st.perf_deck] == ["riverside"] * 2 + ["grand_magorian"] * 2 + [
        "magnus_pantheon"
    ] * 2
    base = new_game(3, {"modules": "base"}, 7)
    assert [T.PERF_VENUE[c] for c in base.perf_deck] == ["riverside"] * 2 + ["grand_magorian"] * 2


def test_dark_alley_has_three_pending_prophecies_and_none_active_on_turn_one():
    st = setup_done(2, "dark_alley")
    assert st.active == -1 and len(st.pending) == 3
    assert all(len(d) == 10 for d in st.sa_decks[:4])


def test_one_magician_per_favourite_category():
    st = new_game(2, {"modules": "base"}, 3)
    seat = st.to_act()[0]
    st.apply(seat, Action("magician", magician=0))  # Mechaniker (mechanical)
    while st.step != "magician":
        s = st.to_act()[0]
        st.apply(s, st.legal_actions(s)[0])
    other = st.to_act()[0]
    offered = [a["magician"] for a in st.legal_actions(other)]
    assert all(T.MAG_CAT[m] != T.MAG_CAT[0] for m in offered)


def test_starting_trick_is_a_level_one_trick_of_the_favourite_category():
    st = new_game(2, {"modules": "base"}, 3)
    seat = st.to_act()[0]
    st.apply(seat, Action("magician", magician=2))
    tricks = [a["trick"] for a in st.legal_actions(seat)]
    assert tricks and all(T.TRICK_LEVEL[t] == 1 and T.TRICK_CAT[t] == T.MAG_CAT[2] for t in tricks)


def test_assistant_bonus_is_an_extra_apprentice_on_the_assistant_slot():
    st = new_game(2, {"modules": "base"}, 3)
    seat = st.to_act()[0]
    st.apply(seat, Action("magician", magician=0))
    st.apply(seat, st.legal_actions(seat)[0])
    st.apply(seat, Action("specialist", character=ASSISTANT))
    p = st.p[seat]
    assert p.chars.count(APPRENTICE) == 2 and p.chars[p.assistant_app] == APPRENTICE


def test_manager_bonus_components_go_on_manager_piles_and_count_one_more():
    st = new_game(2, {"modules": "base"}, 3)
    seat = st.to_act()[0]
    st.apply(seat, Action("magician", magician=0))
    st.apply(seat, st.legal_actions(seat)[0])
    st.apply(seat, Action("specialist", character=MANAGER))
    st.apply(seat, Action("components", comps=(0, 0)))
    st.apply(seat, Action("components", comps=(1, 1)))
    p = st.p[seat]
    assert p.comp[0] == 2 and p.mgr_type[0] == 1 and p.mgr_count[0] == 2
    assert p.effective(1) == 3


def test_engineer_bonus_trick_is_chosen_after_all_starting_tricks_and_sits_on_the_engineer_slot():
    st = new_game(2, {"modules": "base"}, 3)
    first = st.to_act()[0]
    st.apply(first, Action("magician", magician=0))
    st.apply(first, st.legal_actions(first)[0])
    st.apply(first, Action("specialist", character=ENGINEER))
    st.apply(first, Action("components", comps=()))
    second = st.to_act()[0]
    assert second != first and st.step == "magician"
    for _ in range(4):
        st.apply(second, st.legal_actions(second)[0])
    assert st.step == "engineer" and st.to_act() == (first,)
    st.apply(first, st.legal_actions(first)[0])
    p = st.p[first]
    assert ENGINEER_SLOT in p.sym_slot


def test_trick_starts_prepared_when_starting_components_meet_it():
    st = setup_done(2, "base", beginner=True)
    for q in st.p:
        s = q.sym_trick.index(next(t for t in q.sym_trick if t >= 0))
        assert q.sym_ready[s] == T.TRICK_MARKERS[q.sym_trick[s]] + (
            1 if q.sym_slot[s] == ENGINEER_SLOT else 0
        )


def _lines(events, seat):
    return [e.text.english() for e in events if e.text is not None and e.visible(seat)]


def test_setup_picks_are_logged_in_the_third_person_for_everybody():
    """Issue #24 logged the starting trick and Specialist; the picker read "You ..." and the
    others "<name> ...", so one log named the same player two ways ("Du ..." beside
    "Spieler 1 ...").  Every seat now reads the one line every later move uses."""
    st = new_game(3, {"modules": "dark_alley"}, 4)
    seat = st.to_act()[0]
    st.apply(seat, st.legal_actions(seat)[0])  # the magician
    trick = st.legal_actions(seat)[0]
    name = T.TRICK_NAME[trick["trick"]]
    events = st.apply(seat, trick)
    for anyone in range(3):  # "{player}" stands for the picker's name (English texts keep the seat)
        assert _lines(events, anyone) == [f"{seat} learns {name}."]
    events = st.apply(seat, Action("specialist", character=MANAGER))
    for anyone in range(3):
        assert _lines(events, anyone) == [f"{seat} starts with the Manager."]


def test_starting_components_are_logged_like_the_other_setup_picks():
    """Setup (digest 3.2): the components a player takes, and the Manager's, each get a log line --
    "<name> takes ..." for every seat (every board is public)."""
    from game import i18n
    from game.i18n import tr

    st = new_game(2, {"modules": "base"}, 3)
    seat = st.to_act()[0]
    st.apply(seat, Action("magician", magician=0))
    st.apply(seat, st.legal_actions(seat)[0])
    st.apply(seat, Action("specialist", character=MANAGER))
    took = st.apply(seat, Action("components", comps=(0, 1)))
    brought = st.apply(seat, Action("components", comps=()))
    names = ["Ada", "Bruno"]
    i18n.set_language("en")
    lines = [(e.visible_to, tr(e.text, names=names)) for e in took + brought if e.kind == "components"]
    assert lines == [
        (None, f"{names[seat]} takes Wood, Metal."),
        (None, f"{names[seat]} takes no components."),
    ]
    st2 = new_game(2, {"modules": "base"}, 3)
    st2.apply(seat, Action("magician", magician=0))
    st2.apply(seat, st2.legal_actions(seat)[0])
    st2.apply(seat, Action("specialist", character=MANAGER))
    st2.apply(seat, Action("components", comps=()))
    (line,) = [e for e in st2.apply(seat, Action("components", comps=(2,))) if e.kind == "components"]
    assert tr(line.text, names=names) == f"{names[seat]}'s Manager brings Glass."
