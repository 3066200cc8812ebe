"""The Theater: marker orientation, Links and their rewards, performing with day modifiers (digest 9)."""

from __future__ import annotations

import pytest

from game.rules.base import Action
from game.rules.trickerion import performance, theater
from game.rules.trickerion import tables as T
from game.rules.trickerion.state import ASSISTANT, THEATER
from tests.rules.trickerion.helpers import setup_done
from tests.rules.trickerion.test_rules_locations import acting

P01 = 0  # Riverside: A1 A2 A3, links A1-A2 (shard) and A2-A3
LIVING_PIANO, CHINESE_STICKS = 1, 2  # level-1 Mechanical tricks (fame/coins 1/1 and 1/2)
A1, A2, A3, B1 = 0, 1, 2, 3
UP, DOWN = 0, 2


def table():
    st = setup_done(2, "base")
    a, b = st.order
    for pi, t in ((a, LIVING_PIANO), (b, CHINESE_STICKS)):
        q = st.p[pi]
        q.sym_trick = [t, -1, -1, -1]
        q.sym_slot = [0, -1, -1, -1]
        q.sym_ready = [2, 0, 0, 0]
        q.shards = 0
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.face = [[0] * 6 for _ in range(3)]
    st.invalidate()
    return st, a, b


def test_marker_turns_so_its_own_category_faces_a_link_circle():
    assert theater.faces(P01, A1) == (DOWN,)
    assert theater.faces(P01, A2) == (UP, DOWN)


def test_same_category_corners_in_a_link_circle_make_a_link_paid_by_trick_level():
    st, a, b = table()
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    acting(st, b, THEATER, 3)
    spots = [x for x in st.legal_actions(b) if x.kind == "setup" and x["pos"] == A2 and x["face"] == UP]
    assert {x.get("fame") for x in spots} == {0, 1}
    fame = st.p[b].fame
    st.apply(b, Action("setup", sym=0, card=0, pos=A2, face=UP, fame=1))
    assert st.p[b].fame == fame + T.TRICK_LEVEL[CHINESE_STICKS]


def test_shard_link_gives_every_player_in_the_link_one_shard():
    st, a, b = table()
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    acting(st, b, THEATER, 3)
    st.apply(b, Action("setup", sym=0, card=0, pos=A2, face=UP, fame=0))
    assert st.p[a].shards == 1 and st.p[b].shards == 1


def test_different_categories_do_not_link():
    st, a, b = table()
    st.p[b].sym_trick[0] = T.TRICKS_OF[1 * 3][0]  # an Optical level-1 trick
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    acting(st, b, THEATER, 3)
    spots = [x for x in st.legal_actions(b) if x.kind == "setup" and x["pos"] == A2]
    assert spots and all(x.get("fame") is None for x in spots)


def test_one_card_never_holds_two_markers_of_the_same_trick():
    st, a, b = table()
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    acting(st, a, THEATER, 3)
    assert not any(x.kind == "setup" for x in st.legal_actions(a))


def test_reschedule_moves_a_marker_without_link_payment():
    st, a, b = table()
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    st.occ[0][A3], st.face[0][A3] = b * 4, UP
    acting(st, b, THEATER, 3)
    st.apply(b, Action("resched", card=0, pos=A3))
    targets = st.legal_actions(b)
    assert all(x.kind == "moveto" and x.get("fame") is None for x in targets)
    fame = st.p[b].fame
    st.apply(b, Action("moveto", card=0, pos=A2, face=UP))
    assert st.occ[0][A2] == b * 4 and st.p[b].fame == fame


def _twist_pair(st, a, b):
    """New Twist's second Living Piano of ``a`` on the only card: lifted, neither copy may go
    anywhere (one card never holds two copies of a trick); ``b``'s marker still may."""
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    st.occ[0][A2], st.face[0][A2] = b * 4, UP
    st.occ[0][A3], st.face[0][A3] = a * 4, UP
    return {(0, A2)}


def _guest_on_a_full_card(st, a, b):
    """A Guest Performer's marker of ``b`` off the card's slots, every slot taken: lifted, it
    finds no free slot; the markers on slots may still move (their own slot is free again)."""
    st.p[a].sym_trick[1] = T.TRICKS_OF[1 * 3][0]  # level-1 Optical tricks
    st.p[b].sym_trick[1] = T.TRICKS_OF[1 * 3][1]
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    st.occ[0][A2], st.face[0][A2] = b * 4, UP
    st.occ[0][A3], st.face[0][A3] = a * 4 + 1, UP
    st.occ[0][B1], st.face[0][B1] = b * 4 + 1, UP
    return {(0, A1), (0, A2), (0, A3)}


@pytest.mark.parametrize("layout", [_twist_pair, _guest_on_a_full_card])
def test_a_marker_with_nowhere_to_go_is_not_offered_for_rescheduling(layout):
    """Issue #25: an arena game stopped when a seat to act had no legal action.  A Reschedule
    lifts a marker and asks where it goes (digest 9.2: a free slot, following the placement
    rules); one with nowhere to go opened a prompt nobody could answer.  Such a marker is not
    offered; every Reschedule offered can be finished."""
    st, a, b = table()
    movable = layout(st, a, b)
    acting(st, a, THEATER, 3)
    st.act_card = 100 + next(s for s, k in T.SPECIAL_KEY.items() if k == "directors_favor")
    offered = {(x["card"], x["pos"]) for x in st.legal_actions(a) if x.kind == "resched"}
    assert offered == movable
    for card, pos in offered:
        twin = st.clone()
        twin.apply(a, Action("resched", card=card, pos=pos))
        assert twin.legal_actions(a), "the lifted marker has somewhere to go"


def _perform_setup(guest_day: int):
    st, a, b = table()
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    st.occ[0][A2], st.face[0][A2] = b * 4, UP
    st.p[a].chars.append(ASSISTANT)
    st.day_owner[0] = a
    st.day_perf[0] = a
    st.day_back[0] = [a * 16 + st.p[a].chars.index(ASSISTANT)]
    if guest_day >= 0:
        st.day_owner[guest_day] = b
    st.perf_day = 0
    return st, a, b


def test_thursday_takes_one_fame_and_one_coin_per_trick_and_guests_use_the_performer_day():
    st, a, b = _perform_setup(-1)
    fa, ca, sa = st.p[a].fame, st.p[a].coins, st.p[a].shards
    fb, cb = st.p[b].fame, st.p[b].coins
    performance.perform(st, a, 0, [])
    # guest Chinese Sticks (1 Fame, 2 coins) on Thursday: 0 Fame, 1 coin
    assert (st.p[b].fame - fb, st.p[b].coins - cb) == (0, 1)
    # performer: Living Piano 1/1 on Thursday = 0/0; +1 Fame per Link; Assistant +2 Fame; card: 1 Shard
    assert (st.p[a].fame - fa, st.p[a].coins - ca, st.p[a].shards - sa) == (3, 0, 1)


def test_guest_with_own_sunday_characters_gets_plus_one_fame_and_coin():
    st, a, b = _perform_setup(3)
    fb, cb = st.p[b].fame, st.p[b].coins
    performance.perform(st, a, 0, [])
    assert (st.p[b].fame - fb, st.p[b].coins - cb) == (2, 3)


def test_performed_markers_go_to_supply_and_the_card_stays():
    st, a, b = _perform_setup(-1)
    performance.perform(st, a, 0, [])
    assert st.t_cards[0] == P01 and all(c == -1 for c in st.occ[0])
    assert st.p[a].sym_ready[0] == 2  # nothing returns onto the trick card


def test_performer_chooses_among_cards_holding_own_markers():
    st, a, b = _perform_setup(-1)
    st.phase = "perform"
    st.cur = a
    st.invalidate()
    assert [x["card"] for x in st.legal_actions(a)] == [0]


def test_links_on_a_card_count_whoever_made_them():
    st, a, b = _perform_setup(-1)
    assert theater.card_links(st, 0) == 1
    st.face[0][A2] = DOWN
    assert theater.card_links(st, 0) == 0


def test_a_whole_turn_through_the_interface_set_up_then_perform_pays_the_yields():
    from game.rules.trickerion.state import APPRENTICE, IDLE, MAGICIAN
    from tests.rules.trickerion.helpers import play_until

    st = setup_done(2, "base", beginner=True)  # beginner tricks start prepared
    me, other = st.order
    play_until(st, "assign", chooser=lambda s, seat, acts: acts[0])  # nobody advertises
    p = st.p[me]
    app = p.chars.index(APPRENTICE)
    for ci, kind in enumerate(p.chars):
        st.apply(me, Action("assign", card=THEATER if kind == MAGICIAN or ci == app else IDLE))
    while st.phase == "assign":
        st.apply(other, Action("assign", card=IDLE))
    st.apply(me, Action("place", char=app, loc=THEATER, slot=3, boost=0))  # Friday backstage: 1 AP
    s = next(x for x in range(4) if p.sym_ready[x] > 0)
    setup = next(a for a in st.legal_actions(me) if a.kind == "setup" and a["sym"] == s)
    st.apply(me, setup)
    assert st.in_theater(me, s) == 1
    assert st.phase == "place" and st.to_act() == (me,)
    st.apply(me, Action("place", char=0, loc=THEATER, slot=5, boost=0))  # Friday's Performance slot
    assert st.phase == "perform" and st.to_act() == (me,)
    choice = st.legal_actions(me)[0]
    card = st.t_cards[choice["card"]]
    fame, coins, trick = p.fame, p.coins, p.sym_trick[s]
    st.apply(me, choice)
    bf, bc, _ = T.PERF_BONUS[card]
    assert p.fame == fame + T.TRICK_FAME[trick] + bf  # Friday: no modifier; no Links on the card
    assert p.coins == coins + T.TRICK_COINS[trick] + bc - 1  # minus the working Apprentice's wage
    assert st.turn == 2 and st.in_theater(me, s) == 0


def test_each_link_pays_fame_or_coins_as_the_player_chooses():
    st, a, b = table()
    escape = T.TRICKS_OF[2 * 3][0]
    st.p[a].sym_trick[1] = escape
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN  # Mechanical facing down into A1-A2
    st.occ[0][A3], st.face[0][A3] = a * 4 + 1, UP  # Escape facing up into A2-A3
    acting(st, b, THEATER, 3)
    spots = [x for x in st.legal_actions(b) if x.kind == "setup" and x["pos"] == A2 and x["face"] == UP]
    assert sorted(x["fame"] for x in spots) == [0, 1, 2]  # two Links: Mechanical above, Escape below
    fame, coins = st.p[b].fame, st.p[b].coins
    st.apply(b, Action("setup", sym=0, card=0, pos=A2, face=UP, fame=1))
    assert (st.p[b].fame - fame, st.p[b].coins - coins) == (1, 1)
