"""Dark Alley: prophecies, Special Assignment cards and the magicians' abilities (digest 10-12)."""

from __future__ import annotations

from game.rules.base import Action
from game.rules.trickerion import performance, theater
from game.rules.trickerion import tables as T
from game.rules.trickerion.state import (
    APPRENTICE,
    DARK_ALLEY,
    DOWNTOWN,
    IDLE,
    MARKET,
    SPECIAL_BASE,
    THEATER,
    WORKSHOP,
)
from tests.rules.trickerion.helpers import setup_done
from tests.rules.trickerion.test_rules_arcane import placing
from tests.rules.trickerion.test_rules_locations import acting
from tests.rules.trickerion.test_rules_theater import A1, A2, DOWN, P01, UP


def prophecy(st, kind, **params):
    st.active = next(
        i
        for i in range(T.NPROPH)
        if T.PROPH_KIND[i] == kind and all(T.PROPH_EFFECT[i].get(k) == v for k, v in params.items())
    )
    st.invalidate()


def special(key):
    return next(sid for sid, k in T.SPECIAL_KEY.items() if k == key)


def with_magician(st, pi, ability):
    st.p[pi].magician = next(m for m in range(T.NMAGICIANS) if T.MAG_ABILITY[m] == ability)


# ----------------------------------------------------------------- prophecies


def test_prophecy_learn_trick_costs_one_ap():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.dice[0] = T.ANY_FACE
    acting(st, pi, DOWNTOWN, 1)
    assert not any(a.kind == "learn" for a in st.legal_actions(pi))
    prophecy(st, "action_ap", action="learn")
    assert any(a.kind == "learn" for a in st.legal_actions(pi))


def test_prophecy_take_coins_doubles_the_die():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.dice[4] = 5
    prophecy(st, "take_coins_multiplier")
    acting(st, pi, DOWNTOWN, 4)
    coins = st.p[pi].coins
    st.apply(pi, Action("coins", die=4))
    assert st.p[pi].coins == coins + 10


def test_prophecy_every_component_costs_two():
    from game.rules.trickerion.components import stock_prices

    st = setup_done(2, "dark_alley")
    st.stock = [0, 4, 8, -1]
    prophecy(st, "component_price")
    assert set(stock_prices(st, 0).values()) == {2}


def test_prophecy_thursday_and_sunday_modifiers_switched_off():
    st = setup_done(2, "dark_alley")
    prophecy(st, "no_day_modifiers")
    assert theater.day_modifier(st, 0) == (0, 0) and theater.day_modifier(st, 3) == (0, 0)
    prophecy(st, "day_modifier", day="friday")
    assert theater.day_modifier(st, 1) == (-1, -1)


def test_prophecy_shard_gains_give_one_more():
    st = setup_done(2, "dark_alley")
    prophecy(st, "shard_gain_extra")
    shards = st.p[0].shards
    st.gain(0, shards=1)
    assert st.p[0].shards == shards + 2


def test_prophecy_hidden_assignments_keeps_cards_hidden_until_placement():
    st = setup_done(2, "dark_alley")
    pi, other = st.order
    placing(st, pi, [DOWNTOWN, THEATER])
    st.p[other].assign = [MARKET]
    st.p[other].placed = [0]
    prophecy(st, "hidden_assignments")
    assert st.view(pi)["players"][other]["assign"] == ["card"]
    prophecy(st, "lowest_slot")
    assert st.view(pi)["players"][other]["assign"] == [MARKET]


def test_prophecy_lowest_slot_forces_the_smallest_modifier():
    st = setup_done(3, "dark_alley")
    prophecy(st, "lowest_slot")
    assert st.free_slots(st.order[0], DOWNTOWN, 0) == [(3, 0)]


def test_prophecy_setup_of_a_category_gives_two_fame():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    q = st.p[a]
    q.sym_trick, q.sym_slot, q.sym_ready = [1, -1, -1, -1], [0, -1, -1, -1], [2, 0, 0, 0]
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    prophecy(st, "setup_category_fame", category="mechanical")
    acting(st, a, THEATER, 2)
    fame = q.fame
    st.apply(a, Action("setup", sym=0, card=0, pos=A1, face=DOWN))
    assert q.fame == fame + 2


# ----------------------------------------------------------------- special assignment cards


def test_special_card_gives_its_ability_or_one_more_ap():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    card = SPECIAL_BASE + special("fame_and_fortune")
    placing(st, pi, [card])
    sa = {a["sa"] for a in st.legal_actions(pi) if a.kind == "place"}
    assert sa == {0, 1}
    events = st.apply(pi, Action("place", char=0, loc=DOWNTOWN, slot=3, boost=0, sa=0))
    assert next(e for e in events if e.kind == "place").data["ap"] == 3 + 0 + 1


def test_fame_and_fortune_gives_die_value_minus_one_fame():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.dice[4] = 6
    acting(st, pi, DOWNTOWN, 4, card=SPECIAL_BASE + special("fame_and_fortune"))
    fame = st.p[pi].fame
    st.apply(pi, Action("coins", die=4))
    assert st.p[pi].fame == fame + 5


def test_thirst_for_knowledge_learns_any_category_for_one_ap_less():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.dice[0], st.dice[1] = 0, T.X_FACE
    acting(st, pi, DOWNTOWN, 2, card=SPECIAL_BASE + special("thirst_for_knowledge"))
    cats = {T.TRICK_CAT[a["trick"]] for a in st.legal_actions(pi) if a.kind == "learn"}
    assert cats == {0, 1, 2, 3}


def test_headliner_trick_pays_links_twice_shards_included():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    for pi, t in ((a, 1), (b, 2)):
        q = st.p[pi]
        q.sym_trick, q.sym_slot, q.sym_ready, q.shards = [t, -1, -1, -1], [0, -1, -1, -1], [2, 0, 0, 0], 0
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][A1], st.face[0][A1] = a * 4, DOWN
    acting(st, b, THEATER, 2, card=SPECIAL_BASE + special("headliner_trick"))
    fame = st.p[b].fame
    st.apply(b, Action("setup", sym=0, card=0, pos=A2, face=UP, fame=1))
    assert st.p[b].fame == fame + 2 and st.p[b].shards == 2 and st.p[a].shards == 2


def test_smuggled_goods_pays_fame_instead_of_coins():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.stock = [4, 0, 1, 2]
    acting(st, pi, MARKET, 2, card=SPECIAL_BASE + special("smuggled_goods"))
    p = st.p[pi]
    p.fame = 10
    coins = p.coins
    st.invalidate()
    st.apply(pi, Action("buy", comp=4, n=2, fame=1))
    assert p.fame == 10 - 3 and p.coins == coins and p.comp[4] == 2


def test_logistics_puts_the_order_straight_into_stock_this_turn():
    from game.rules.trickerion.components import stock_prices

    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    acting(st, pi, MARKET, 3, card=SPECIAL_BASE + special("logistics"))
    st.apply(pi, Action("order", comp=11))
    assert 11 in stock_prices(st, pi) and st.orders == [-1, -1, -1, -1]


def test_trick_tweaking_adds_a_marker():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    s = next(x for x in range(4) if p.sym_trick[x] >= 0)
    t = p.sym_trick[s]
    p.sym_ready[s] = 0
    p.sym_slot[s] = 0
    for c, n in T.TRICK_COMPS[t]:
        p.comp[c] = max(p.comp[c], n)
    acting(st, pi, WORKSHOP, 3, card=SPECIAL_BASE + special("trick_tweaking"))
    st.apply(pi, Action("prepare", sym=s))
    assert p.sym_ready[s] == min(4, T.TRICK_MARKERS[t] + 1)


def test_arranged_fiasco_adds_own_and_removes_others_fame_per_marker():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    for pi, t in ((a, 1), (b, 2)):
        q = st.p[pi]
        q.sym_trick = [t, -1, -1, -1]
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][A1], st.occ[0][A2] = a * 4, b * 4
    st.face[0][A1], st.face[0][A2] = DOWN, DOWN
    st.day_owner[1] = a
    st.day_perf[1] = a
    st.perf_day = 1
    st.memo["perf_cards"] = [[a, special("arranged_fiasco")]]
    fb = st.p[b].fame
    performance.perform(st, a, 0, [])
    assert st.p[b].fame == fb + T.TRICK_FAME[2] - 1


# ----------------------------------------------------------------- magicians


def test_gentleman_gains_fame_per_trick_when_his_magician_goes_downtown():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    with_magician(st, pi, "magic_for_the_masses")
    p = placing(st, pi, [DOWNTOWN])
    fame = p.fame
    n = len(p.tricks())
    st.apply(pi, Action("place", char=0, loc=DOWNTOWN, slot=3, boost=0))
    assert p.fame == fame + n


def test_mechaniker_gives_one_apprentice_a_turn_one_more_ap():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    with_magician(st, pi, "apprentice_ap")
    p = st.p[pi]
    p.chars = [0, APPRENTICE, APPRENTICE]
    placing(st, pi, [IDLE, DOWNTOWN, DOWNTOWN])
    events = st.apply(pi, Action("place", char=1, loc=DOWNTOWN, slot=3, boost=0))
    assert next(e for e in events if e.kind == "place").data["ap"] == 2
    assert p.used_mech == 1


def test_priestess_swaps_the_active_prophecy_for_a_pending_one():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    with_magician(st, pi, "fate_weaving")
    acting(st, pi, DARK_ALLEY, 3)
    chosen = st.pending[1]
    st.apply(pi, Action("fate", pending=1))
    assert st.active == chosen and len(st.pending) == 3 and chosen not in st.pending


def test_red_lotus_may_take_an_equal_or_lower_threshold_trick_yield():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    with_magician(st, a, "trick_steal")
    levitation = T.TRICKS_OF[0][3]  # 2 Fame 3 coins
    st.p[a].sym_trick = [T.TRICKS_OF[0][0], -1, -1, -1]  # Linking Rings 0 Fame 2 coins
    st.p[b].sym_trick = [levitation, -1, -1, -1]
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][A1], st.occ[0][A2] = a * 4, b * 4
    st.face[0][A1], st.face[0][A2] = DOWN, DOWN
    st.day_owner[1] = a
    st.day_perf[1] = a
    st.perf_day = 1
    st.phase, st.cur = "perform", a
    st.invalidate()
    steal = Action("perform", card=0, steal=(A1, A2))
    assert steal in st.legal_actions(a)
    fa, fb = st.p[a].fame, st.p[b].fame
    st.apply(a, steal)
    assert st.p[a].fame >= fa + 2 and st.p[b].fame == fb + 2 - 1


def test_yoruba_may_pay_a_shard_to_choose_the_card_an_opponent_performs():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    with_magician(st, b, "soul_possession")
    st.p[b].shards = 1
    st.p[a].sym_trick = [1, -1, -1, -1]
    st.t_cards = [P01, P01 + 1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][A1] = a * 4
    st.occ[1][0] = a * 4
    st.day_perf[2] = a
    st.day_owner[2] = a
    st.perf_day = 0
    st.memo["asked"] = 0
    st.phase = "perform"
    performance.advance_performance(st, [])
    assert st.phase == "possess" and st.to_act() == (b,)
    st.invalidate()
    events = st.apply(b, Action("possess", card=1))
    assert st.p[b].shards == 0
    assert next(e for e in events if e.kind == "perform").data["card"] == 1


def test_electra_stacks_two_markers_on_one_slot_for_extra_yield():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    with_magician(st, a, "supercharge")
    q = st.p[a]
    q.sym_trick, q.sym_slot, q.sym_ready = [1, -1, -1, -1], [0, -1, -1, -1], [2, 0, 0, 0]
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    acting(st, a, THEATER, 2)
    stacked = Action("setup", sym=0, card=0, pos=A1, face=DOWN | 4)
    assert stacked in st.legal_actions(a)
    # its label once raised IndexError (the stacked bit indexed the four directions)
    label = st.describe(stacked).english()
    assert label.endswith("symbol pointing down, both markers stacked on it (Electra) (1 AP)")
    st.apply(a, stacked)
    assert q.sym_ready[0] == 0 and st.in_theater(a, 0) == 2
    st.day_owner[1], st.day_perf[1], st.perf_day = a, a, 1
    fame = q.fame
    performance.perform(st, a, 0, [])
    assert q.fame == fame + T.TRICK_FAME[1] + T.TRICK_LEVEL[1]


def test_component_sale_buys_up_to_four_of_mixed_types_in_one_buy():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    p.coins = 20
    st.stock = [0, 1, 4, 8]
    acting(st, pi, MARKET, 3, card=SPECIAL_BASE + special("component_sale"))
    for t in (0, 1, 4, 8):
        st.apply(pi, Action("sale_pick", comp=t))
    assert not any(a.kind == "sale_pick" for a in st.legal_actions(pi))  # four is the most
    st.apply(pi, Action("sale_pay", bargain=2))
    assert p.coins == 20 - (1 + 1 + 2 + 3 - 2)
    assert all(p.physical(t) >= 1 for t in (0, 1, 4, 8))


def test_unstable_prototype_returns_chosen_components_for_a_marker_fame_and_coins():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    s = next(x for x in range(4) if p.sym_trick[x] >= 0)
    t = p.sym_trick[s]
    p.sym_ready[s], p.sym_slot[s] = 0, 0
    p.comp = [0] * T.NCOMP
    p.mgr_type, p.mgr_count = [-1, -1], [0, 0]
    for c, n in T.TRICK_COMPS[t]:
        p.comp[c] = n
    acting(st, pi, WORKSHOP, 3, card=SPECIAL_BASE + special("unstable_prototype"))
    choices = [a["ret"] for a in st.legal_actions(pi) if a.kind == "prepare" and a.get("ret")]
    assert choices and all(1 <= len(r) <= 3 for r in choices)
    ret = max(choices, key=len)
    fame, coins = p.fame, p.coins
    st.apply(pi, Action("prepare", sym=s, ret=ret))
    assert p.sym_ready[s] == min(4, T.TRICK_MARKERS[t] + 1)
    assert (p.fame - fame, p.coins - coins) == (len(ret), len(ret))
    assert sum(p.comp) == sum(n for _, n in T.TRICK_COMPS[t]) - len(ret)


def test_durable_components_puts_one_performed_marker_back_on_its_trick():
    st = setup_done(2, "dark_alley")
    a, b = st.order
    q = st.p[a]
    q.sym_trick, q.sym_ready = [1, -1, -1, -1], [0, 0, 0, 0]
    st.t_cards = [P01, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][A1] = a * 4
    st.day_owner[1], st.day_perf[1], st.perf_day = a, a, 1
    st.memo["perf_cards"] = [[a, special("durable_components")]]
    performance.perform(st, a, 0, [])
    st.perf_day = 4
    performance.advance_performance(st, [])
    assert st.phase == "durable" and st.to_act() == (a,)
    st.invalidate()
    assert st.legal_actions(a) == [Action("durable", sym=0)]
    st.apply(a, Action("durable", sym=0))
    assert q.sym_ready[0] == 1 and st.in_theater(a, 0) == 0 and st.phase != "durable"
