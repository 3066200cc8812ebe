"""Turn-level rules: advertising, prophecy rotation, the wagon, spell delivery, servants and their wages."""

from __future__ import annotations

import dataclasses

from game.rules.base import Action
from game.rules.trickerion import endturn, performance
from game.rules.trickerion import prompts as P
from game.rules.trickerion import tables as T
from game.rules.trickerion.state import (
    APPRENTICE,
    DARK_ALLEY,
    DOWNTOWN,
    GOLEM,
    IDLE,
    MARKET,
    SERVANT_CARD,
    SPECTER,
    TRICKSTER,
)
from tests.rules.trickerion.helpers import play_until, setup_done
from tests.rules.trickerion.test_rules_arcane import placing
from tests.rules.trickerion.test_rules_dark_alley import prophecy
from tests.rules.trickerion.test_rules_locations import acting


def test_advertising_costs_the_initiative_position_and_gives_two_fame():
    st = setup_done(3, "base")
    assert st.phase == "advertise"
    for position, pi in zip((1, 2, 3), list(st.order), strict=True):
        p = st.p[pi]
        coins, fame = p.coins, p.fame
        st.apply(pi, Action("advertise"))
        assert (p.coins, p.fame) == (coins - position, fame + 2)


def test_end_turn_makes_the_exit_pending_prophecy_active_and_draws_a_new_one():
    st = setup_done(2, "dark_alley")
    pending = list(st.pending)
    top = st.proph_pile[-1]
    endturn.reveal_prophecy(st, [])
    assert st.active == pending[-1] and st.pending == [top, *pending[:-1]]


def test_wagon_moves_downtown_market_dark_alley_in_a_cycle_at_end_turn():
    st = setup_done(2, "arcane_arts")
    seen = [st.wagon]
    for _ in range(3):
        play_until(st, "assign")
        while st.phase == "assign":
            st.apply(st.to_act()[0], Action("assign", card=IDLE))
        seen.append(st.wagon)
    step = {DOWNTOWN: MARKET, MARKET: DARK_ALLEY, DARK_ALLEY: DOWNTOWN}
    assert all(seen[i + 1] == step[seen[i]] for i in range(3))


def test_spell_delivery_slides_left_and_refills_from_the_bag():
    st = setup_done(3, "arcane_arts")
    st.offer = [-1, 5, -1]
    st.bag = [7, 8]
    endturn.deliver_spells(st, [])
    assert st.offer == [5, 8, 7] and st.bag == []


def test_a_random_servant_is_offered_each_turn_and_unsummoned_ones_go_back():
    st = setup_done(2, "arcane_arts")
    assert st.servant_offer in (SPECTER, GOLEM, TRICKSTER, 8)
    assert len(st.servant_supply) == 3


def test_specter_wage_is_a_shard_and_unpaid_costs_four_fame():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, SPECTER]
    p.assign, p.placed = [IDLE, SERVANT_CARD], [2, 1]
    p.shards, p.fame = 0, 10
    st.p[st.order[1]].assign, st.p[st.order[1]].placed = [], []
    endturn.pay_wages(st, [])
    assert p.fame == 6


def test_prophecy_ignores_servant_wages():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, SPECTER]
    p.assign, p.placed = [IDLE, SERVANT_CARD], [2, 1]
    p.shards = 1
    st.p[st.order[1]].assign, st.p[st.order[1]].placed = [], []
    prophecy(st, "ignore_servant_wages")
    endturn.pay_wages(st, [])
    assert p.shards == 1


def test_golem_must_be_placed_first_or_last():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, APPRENTICE, GOLEM]
    placing(st, pi, [DOWNTOWN, MARKET, SERVANT_CARD])
    assert any(a.kind == "place" and a["char"] == 2 for a in st.legal_actions(pi))  # first
    p.placed[0] = 1
    st.invalidate()
    assert not any(a.kind == "place" and a["char"] == 2 for a in st.legal_actions(pi))  # neither
    p.placed[1] = 1
    st.invalidate()
    assert any(a.kind == "place" and a["char"] == 2 for a in st.legal_actions(pi))  # last


def test_specter_takes_no_slot_and_goes_to_the_theater_only_on_a_day_you_use():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, SPECTER]
    placing(st, pi, [IDLE, SERVANT_CARD])
    slots = {(a["loc"], a["slot"]) for a in st.legal_actions(pi) if a.kind == "place"}
    assert all(s == 30 for loc, s in slots) and all(loc != 0 for loc, s in slots)
    st.day_owner[2] = pi
    st.invalidate()
    assert (0, 22) in {(a["loc"], a["slot"]) for a in st.legal_actions(pi) if a.kind == "place"}


def test_trickster_gets_a_free_set_die_at_downtown():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, TRICKSTER]
    placing(st, pi, [IDLE, DOWNTOWN])
    st.apply(pi, Action("place", char=1, loc=DOWNTOWN, slot=3, boost=0))
    free = [a for a in st.legal_actions(pi) if a.kind == "setdie" and a.get("free")]
    assert free
    st.apply(pi, free[0])
    assert not any(a.get("free") for a in st.legal_actions(pi))


def test_place_two_prophecy_lets_a_player_place_twice_in_a_row():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, APPRENTICE]
    placing(st, pi, [DOWNTOWN, DOWNTOWN])
    other = st.p[st.order[1]]
    other.assign, other.placed = [MARKET], [0]
    other.chars = other.chars[:1]
    prophecy(st, "place_two")
    st.apply(pi, Action("idle", char=0))
    assert st.phase == "place" and st.cur == pi


def test_without_the_prophecy_placement_alternates():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [0, APPRENTICE]
    placing(st, pi, [DOWNTOWN, DOWNTOWN])
    other = st.p[st.order[1]]
    other.assign, other.placed = [MARKET], [0]
    other.chars = other.chars[:1]
    st.apply(pi, Action("idle", char=0))
    assert st.cur == st.order[1]


def test_hypnotic_motivation_hired_character_may_be_placed_this_phase():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    st.dice[3] = APPRENTICE
    acting(
        st,
        pi,
        DOWNTOWN,
        4,
        card=100 + next(s for s, k in T.SPECIAL_KEY.items() if k == "hypnotic_motivation"),
    )
    n = len(st.p[pi].chars)
    st.apply(pi, Action("hire", character=APPRENTICE, die=3))
    assert len(st.p[pi].chars) == n + 1 and st.p[pi].incoming == []
    st.apply(pi, Action("assign", card=MARKET))
    assert st.p[pi].assign[-1] == MARKET and st.p[pi].placed[-1] == 0


def test_leaked_blueprints_gives_a_marker_without_components():
    st = setup_done(2, "dark_alley")
    pi = st.order[0]
    p = st.p[pi]
    p.comp = [0] * T.NCOMP
    p.mgr_type, p.mgr_count = [-1, -1], [0, 0]
    st.dice[0] = T.ANY_FACE
    acting(
        st, pi, DOWNTOWN, 4, card=100 + next(s for s, k in T.SPECIAL_KEY.items() if k == "leaked_blueprints")
    )
    t = next(a["trick"] for a in st.legal_actions(pi) if a.kind == "learn" and T.TRICK_LEVEL[a["trick"]] == 1)
    st.apply(pi, Action("learn", trick=t, die=0))
    assert p.sym_ready[p.sym_trick.index(t)] == 1


def _master_of_chains(markers):
    """Seat ``a`` (Master of Chains, one trick) with its markers at ``markers`` -- (card, slot
    index among the card's slots) -- asked for its free Reschedule before the Performance."""
    st = setup_done(2, "dark_alley")
    a = st.order[0]
    st.p[a].magician = next(m for m in range(T.NMAGICIANS) if T.MAG_ABILITY[m] == "breaking_free")
    st.p[a].sym_trick[0] = 1
    st.t_cards = [0, 4, 8]
    st.occ = [[-1] * 6 for _ in st.t_cards]
    for i, k in markers:
        st.occ[i][T.PERF_SLOTS[st.t_cards[i]][k]] = a * 4
    for q in st.p:
        q.assign, q.placed = [], []
    st.phase = "place"
    performance.start_performance(st, [])
    assert st.phase == "chains" and st.to_act() == (a,)
    st.invalidate()
    return st, a


def test_master_of_chains_reschedules_for_free_before_performing_and_its_links_pay():
    st, a = _master_of_chains([(0, 0)])
    assert any(x.kind == "resched" for x in st.legal_actions(a))


def test_master_of_chains_is_offered_only_markers_that_can_move():
    """Issue #25: a free Reschedule of a marker with nowhere to go opened a prompt with no answer.
    A New Twist pair on the first card and a copy on every other card: lifted, neither copy of
    the pair may go anywhere (a card never holds two copies of a trick); the single copies may
    (their own slot is free again)."""
    st, a = _master_of_chains([(0, 0), (0, 1), (1, 0), (2, 0)])
    offered = {x["card"] for x in st.legal_actions(a) if x.kind == "resched"}
    assert offered == {1, 2}


def test_play_until_assignment_then_everybody_is_asked_at_once():
    st = setup_done(3, "base")
    play_until(st, "assign")
    assert set(st.to_act()) == {0, 1, 2}


def test_every_prompt_record_keeps_its_save_code_and_round_trips():
    """Prompt records are declared once (``@prompt(code)``): each is frozen, reads back from its save list,
    and the codes old saves hold stay where they were."""
    samples = [
        P.KeepSpecial(1, (4, 5)),
        P.GiveCard(),
        P.Investments(3, 7),
        P.OnStagePreparation(2),
        P.HiddenTalent(),
        P.Reschedule(9, 1, 0),
        P.SwapCards(),
        P.RewardDraw(),
        P.ComponentSale((1, 2, 2)),
        P.ShapeshifterBoost(),
    ]
    assert [type(r).code for r in samples] == [2, 3, 4, 5, 6, 7, 8, 10, 12, 13]
    for record in samples:
        assert P.decode(P.encode(record)) == record
        assert not hasattr(record, "__dict__"), "slotted"
        if dataclasses.fields(record):
            try:
                setattr(record, dataclasses.fields(record)[0].name, 0)
            except dataclasses.FrozenInstanceError:
                continue
            raise AssertionError(f"{type(record).__name__} is not frozen")
    assert P.encode(P.Investments(3, 7)) == [4, 3, 7] and P.encode(None) == [] and P.decode([]) is None
