"""Location actions: Downtown, Market Row, Workshop, Dark Alley, slots and placement (digest 6)."""

from __future__ import annotations

import pytest

from game.i18n import tr
from game.rules.base import Action, IllegalAction
from game.rules.trickerion import tables as T
from game.rules.trickerion.state import (
    APPRENTICE,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    ENGINEER_SLOT,
    IDLE,
    MAGICIAN,
    MARKET,
    WORKSHOP,
)
from tests.rules.trickerion.helpers import setup_done


def acting(st, pi, loc, ap, char=0, card=IDLE):
    """Put seat ``pi`` in the middle of a placement at ``loc`` with ``ap`` action points."""
    st.phase = "act"
    st.cur = pi
    st.act_loc = loc
    st.act_ap = ap
    st.act_char = char
    st.act_flags = 0
    st.act_card = card
    st.pend = None
    p = st.p[pi]
    p.assign = [IDLE] * len(p.chars)
    p.placed = [2] * len(p.chars)
    p.placed[char] = 1
    st.invalidate()
    return st


def test_learning_a_trick_above_your_fame_costs_the_difference_in_coins():
    st = setup_done(2, "base")
    pi = st.order[0]
    p = st.p[pi]
    p.fame, p.coins = 10, 20
    st.dice[0] = T.ANY_FACE
    acting(st, pi, DOWNTOWN, 4)
    t = next(t for t in T.TRICKS_OF[0 * 3 + 1] if t not in st.owned_tricks())  # a level-2 mechanical trick
    st.apply(pi, Action("learn", trick=t, die=0))
    assert p.coins == 20 - (16 - 10)
    assert t in p.sym_trick and st.dice[0] == T.X_FACE


def test_learning_needs_the_fame_or_the_coins_to_cover_it():
    st = setup_done(2, "base")
    pi = st.order[0]
    p = st.p[pi]
    p.fame, p.coins = 5, 3
    st.dice[0] = T.ANY_FACE
    acting(st, pi, DOWNTOWN, 3)
    learnable = {a["trick"] for a in st.legal_actions(pi) if a.kind == "learn"}
    assert learnable and all(T.TRICK_LEVEL[t] == 1 for t in learnable)


def test_favourite_category_may_be_learned_with_any_trick_die_which_turns_to_x():
    st = setup_done(2, "base")
    pi = st.order[0]
    p = st.p[pi]
    fav = T.MAG_CAT[p.magician]
    other = (fav + 1) % 4
    st.dice[0], st.dice[1] = other, T.X_FACE
    acting(st, pi, DOWNTOWN, 3)
    cats = {T.TRICK_CAT[a["trick"]] for a in st.legal_actions(pi) if a.kind == "learn"}
    assert cats == {fav, other}


def test_level_three_tricks_only_with_dark_alley():
    for modules, expect in (("base", False), ("dark_alley", True)):
        st = setup_done(2, modules)
        pi = st.order[0]
        st.p[pi].fame = 40
        st.dice[0] = T.ANY_FACE
        acting(st, pi, DOWNTOWN, 3)
        levels = {T.TRICK_LEVEL[a["trick"]] for a in st.legal_actions(pi) if a.kind == "learn"}
        assert (3 in levels) is expect


def test_hired_character_joins_only_at_end_turn():
    st = setup_done(2, "base")
    pi = st.order[0]
    st.dice[3] = APPRENTICE
    acting(st, pi, DOWNTOWN, 4)
    before = st.p[pi].chars.count(APPRENTICE)
    st.apply(pi, Action("hire", character=APPRENTICE, die=3))
    p = st.p[pi]
    assert p.incoming == [APPRENTICE] and p.chars.count(APPRENTICE) == before


def test_take_coins_takes_the_bank_die_value_and_turns_it_to_x():
    st = setup_done(2, "base")
    pi = st.order[0]
    st.dice[4] = 6
    acting(st, pi, DOWNTOWN, 4)
    coins = st.p[pi].coins
    st.apply(pi, Action("coins", die=4))
    assert st.p[pi].coins == coins + 6 and st.dice[4] == T.X_FACE


def test_several_actions_in_one_placement_while_ap_last():
    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, DOWNTOWN, 6)
    st.apply(pi, Action("setdie", die=4, face=6))
    coins = st.p[pi].coins
    st.apply(pi, Action("coins", die=4))
    assert st.p[pi].coins == coins + 6 and st.act_ap == 1 and st.phase == "act"


def test_set_die_costs_two_ap_and_reroll_one():
    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, DOWNTOWN, 1)
    assert not any(a.kind == "setdie" for a in st.legal_actions(pi))
    assert any(a.kind == "reroll" for a in st.legal_actions(pi))


def test_bargain_lowers_the_price_but_never_to_zero():
    st = setup_done(2, "base")
    pi = st.order[0]
    st.stock = [0, 1, 2, 3]
    acting(st, pi, MARKET, 5)
    buys = [a for a in st.legal_actions(pi) if a.kind == "buy" and a["comp"] == 0 and a["n"] == 2]
    assert max(a["bargain"] for a in buys) == 1  # total 2 coins can drop to 1, not 0
    coins = st.p[pi].coins
    st.apply(pi, Action("buy", comp=0, n=2, bargain=1))
    assert st.p[pi].coins == coins - 1 and st.act_ap == 3


def test_buy_takes_up_to_three_of_one_type_from_the_stock_only():
    st = setup_done(2, "base")
    pi = st.order[0]
    st.stock = [0, 1, 2, 3]
    acting(st, pi, MARKET, 1)
    buys = [a for a in st.legal_actions(pi) if a.kind == "buy"]
    assert {a["comp"] for a in buys} == {0, 1, 2, 3}
    assert max(a["n"] for a in buys) <= 3


def test_order_arrives_in_the_buy_slot_it_lines_up_with_at_end_turn():
    from game.rules.trickerion.endturn import orders_arrive

    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, MARKET, 2)
    st.apply(pi, Action("order", comp=8))
    assert st.orders[0] == 8
    orders_arrive(st, [])
    assert st.stock[0] == 8 and st.orders == [-1, -1, -1, -1]


def test_quick_order_is_stock_for_everyone_at_price_plus_one_and_leaves_at_end_turn():
    from game.rules.trickerion.components import stock_prices
    from game.rules.trickerion.endturn import orders_arrive

    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, MARKET, 3)
    st.apply(pi, Action("quick", comp=9))
    other = st.order[1]
    assert stock_prices(st, other)[9] == T.COMP_PRICE[9] + 1
    orders_arrive(st, [])
    assert st.quick == -1


def test_the_quick_ordered_type_is_stock_so_nobody_may_order_it_this_turn():
    """Digest 6.3 (Market Row): Order takes a type not in stock, and the quick order counts as
    stock this turn for all players -- as the Heir already read it (14.4).  A player could order
    the quick-ordered type."""
    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, MARKET, 4)
    t = next(c for c in range(T.NCOMP) if c not in st.stock)
    assert Action("order", comp=t) in st.legal_actions(pi)
    st.apply(pi, Action("quick", comp=t))
    assert Action("order", comp=t) not in st.legal_actions(pi)
    assert any(a.kind == "order" for a in st.legal_actions(pi))  # other types still may be


def test_prepare_needs_components_keeps_them_and_engineer_slot_adds_a_marker():
    st = setup_done(2, "base")
    pi = st.order[0]
    p = st.p[pi]
    s = next(x for x in range(4) if p.sym_trick[x] >= 0)
    t = p.sym_trick[s]
    p.sym_ready[s] = 0
    p.comp = [0] * T.NCOMP
    acting(st, pi, WORKSHOP, 3)
    assert not any(a.kind == "prepare" for a in st.legal_actions(pi))
    for c, n in T.TRICK_COMPS[t]:
        p.comp[c] = n
    p.sym_slot[s] = ENGINEER_SLOT
    p.chars.append(ENGINEER)
    acting(st, pi, WORKSHOP, 4)
    st.apply(pi, Action("prepare", sym=s))
    assert p.sym_ready[s] == min(4, T.TRICK_MARKERS[t] + 1)
    assert all(p.comp[c] == n for c, n in T.TRICK_COMPS[t])


def test_prepare_not_allowed_while_markers_lie_on_the_trick():
    st = setup_done(2, "base")
    pi = st.order[0]
    p = st.p[pi]
    s = next(x for x in range(4) if p.sym_trick[x] >= 0)
    for c, n in T.TRICK_COMPS[p.sym_trick[s]]:
        p.comp[c] = n
    p.sym_ready[s] = 1
    acting(st, pi, WORKSHOP, 3)
    assert not any(a.kind == "prepare" and a["sym"] == s for a in st.legal_actions(pi))


def test_two_player_game_uses_only_the_plus_two_and_plus_zero_slots():
    st = setup_done(2, "base")
    pi = st.order[0]
    assert st.free_slots(pi, DOWNTOWN, 0) == [(0, 2), (3, 0)]
    three = setup_done(3, "base")
    assert [m for _, m in three.free_slots(three.order[0], DOWNTOWN, 0)] == [2, 1, 0]


def test_refused_action_leaves_the_state_unchanged():
    from game.rules.base import canonical

    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, DOWNTOWN, 1)
    before = canonical(st.to_json())
    with pytest.raises(IllegalAction):
        st.apply(pi, Action("coins", die=4))  # needs 3 AP
    assert canonical(st.to_json()) == before


def test_dark_alley_draw_two_keep_one_other_to_the_bottom():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    acting(st, pi, DARK_ALLEY, 4)
    top2 = st.sa_decks[1][:2]
    st.apply(pi, Action("draw", deck=1))
    assert st.act_ap == 3
    st.apply(pi, Action("keep", card=top2[1]))
    assert top2[1] in st.p[pi].specials and st.sa_decks[1][-1] == top2[0]
    further = [a for a in st.legal_actions(pi) if a.kind == "draw"]
    assert further  # drawing further costs 2 AP, and 2 are left
    st.apply(pi, Action("draw", deck=2))
    assert st.act_ap == 1


def test_dark_alley_draw_is_seen_by_all_but_only_the_drawer_learns_the_kept_card():
    """Digest 10 (Dark Alley): drawing from a location's deck happens in the open; the card kept
    stays hidden."""
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    other = 1 - pi
    names = ["Anna", "Ben"]

    def lines(events, seat):
        return [tr(e.text, names=names) for e in events if e.text and e.visible(seat)]

    acting(st, pi, DARK_ALLEY, 4)
    decks = [tr(st.describe(a)) for a in st.legal_actions(pi) if a.kind == "draw"]
    assert len(set(decks)) == len(decks) == 4, decks  # each row names its deck
    drawn = st.apply(pi, Action("draw", deck=1))
    assert lines(drawn, other) == [f"{names[pi]} draws Special Assignment cards (Downtown)."]
    card = st.pend.cards[0]
    kept = st.apply(pi, Action("keep", card=card))
    name = tr(T.named(T.SPECIAL_NAME[card]))
    assert any(name in line for line in lines(kept, pi))
    assert not any(name in line for line in lines(kept, other))


def test_fortune_telling_rotates_pending_prophecies_once_per_placement():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    acting(st, pi, DARK_ALLEY, 2)
    before = list(st.pending)
    st.apply(pi, Action("fortune"))
    assert st.pending == [before[-1]] + before[:-1]
    assert not any(a.kind == "fortune" for a in st.legal_actions(pi))


def test_shard_boost_adds_one_ap_outside_the_theater_only():
    st = setup_done(2, "base")
    from tests.rules.trickerion.helpers import play_until

    play_until(st, "place")
    pi = st.cur
    p = st.p[pi]
    acts = st.legal_actions(pi)
    theater_boosts = [a for a in acts if a.kind == "place" and a["loc"] == 0 and a["boost"] == 1]
    assert not theater_boosts
    other = [a for a in acts if a.kind == "place" and a["loc"] != 0 and a["boost"] == 1]
    if other:
        a = other[0]
        shards = p.shards
        st.apply(pi, a)
        assert p.shards == shards - 1


def test_only_the_magician_takes_a_performance_slot():
    st = setup_done(2, "base")
    from tests.rules.trickerion.helpers import play_until

    play_until(st, "place")
    pi = st.cur
    p = st.p[pi]
    for a in st.legal_actions(pi):
        if a.kind == "place" and a["loc"] == 0 and a["slot"] % 3 == 2:
            assert p.chars[a["char"]] == MAGICIAN


def test_magician_on_sunday_performance_slot_performs_and_takes_no_actions():
    from tests.rules.trickerion.test_rules_arcane import placing

    st = setup_done(3, "base")
    pi = st.order[0]
    placing(st, pi, [0, DOWNTOWN])  # a second character keeps the placement phase open
    place = Action("place", char=0, loc=0, slot=3 * 3 + 2, boost=0)
    assert place in st.legal_actions(pi)
    st.apply(pi, place)
    assert st.day_perf[3] == pi and st.day_owner[3] == pi and st.day_back[3] == []
    assert st.phase == "place" and st.cur == pi


def test_refusal_names_a_specific_reason_when_only_the_details_are_wrong():
    st = setup_done(2, "base")
    pi = st.order[0]
    acting(st, pi, MARKET, 1)
    with pytest.raises(IllegalAction) as err:
        st.apply(pi, Action("buy", comp=0, n=3, bargain=5))
    assert "buy" in err.value.reason.english()
