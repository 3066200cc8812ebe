"""Arcane Arts: spells as substitutes and enchanting, the reward die, the wagon, magic shards, servants."""

from __future__ import annotations

from game.rules.base import Action
from game.rules.trickerion import performance
from game.rules.trickerion import tables as T
from game.rules.trickerion.data.components import COMPONENT_INDEX
from game.rules.trickerion.state import (
    DOWNTOWN,
    GOLEM,
    IDLE,
    SERVANT_CARD,
    SPECTER,
    WORKSHOP,
)
from tests.rules.trickerion.helpers import setup_done
from tests.rules.trickerion.test_rules_locations import acting

PAPER_SHRED = next(t for t in range(T.NTRICKS) if T.TRICK_NAME[t] == "Paper Shred")


def _paper_shred_without_saws():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.sym_trick = [PAPER_SHRED, -1, -1, -1]
    p.sym_slot = [0, -1, -1, -1]
    p.sym_ready = [0, 0, 0, 0]
    p.comp = [0] * T.NCOMP
    p.comp[COMPONENT_INDEX["fabric"]] = 3
    p.comp[COMPONENT_INDEX["mirror"]] = 1
    return st, pi, p


def test_paper_shred_two_spells_stand_in_for_two_missing_saws_and_one_enchants_it():
    st, pi, p = _paper_shred_without_saws()
    p.spells = [2, 0, 0]
    acting(st, pi, WORKSHOP, 3)
    acts = st.legal_actions(pi)
    assert Action("prepare", sym=0) not in acts
    st.apply(pi, Action("prepare", sym=0, spell=0))
    assert p.sym_ready[0] == T.TRICK_MARKERS[PAPER_SHRED]
    assert p.spells == [1, 0, 0] and p.sym_enchant[0] == 1


def test_one_spell_is_not_enough_for_four_coins_of_missing_components():
    st, pi, p = _paper_shred_without_saws()
    p.spells = [1, 1, 1]
    acting(st, pi, WORKSHOP, 3)
    assert not any(a.kind == "prepare" for a in st.legal_actions(pi))


def test_a_trick_enchanted_with_a_type_cannot_use_that_type_again():
    st, pi, p = _paper_shred_without_saws()
    p.spells = [2, 2, 0]
    p.sym_enchant[0] = 1
    acting(st, pi, WORKSHOP, 3)
    spells = {a.get("spell") for a in st.legal_actions(pi) if a.kind == "prepare"}
    assert spells == {1}


def performing_enchanted(reward_face: str):
    st = setup_done(2, "arcane_arts")
    a, b = st.order
    p = st.p[a]
    t = T.TRICKS_OF[0][1]
    p.sym_trick = [t, -1, -1, -1]
    p.sym_enchant = [1 << 1, 0, 0, 0]
    st.t_cards = [0, -1, -1]
    st.occ = [[-1] * 6 for _ in range(3)]
    st.occ[0][0] = a * 4
    st.day_owner[1] = a
    st.day_perf[1] = a
    st.perf_day = 1
    st.sdie = T.SPELL_DIE_FACES.index(1)
    st.rdie = [f for f in range(T.NREWARD) if T.REWARD_KIND[f] == reward_face][0]
    return st, a, p, t


def test_reward_die_pays_three_coins_for_a_performed_trick_enchanted_with_the_spell_die_type():
    st, a, p, t = performing_enchanted("coins")
    coins = p.coins
    performance.perform(st, a, 0, [])
    assert p.coins == coins + T.TRICK_COINS[t] + 3


def test_reward_die_fame_equal_to_the_trick_level():
    st, a, p, t = performing_enchanted("trick_level_fame")
    fame = p.fame
    performance.perform(st, a, 0, [])
    links = 0
    assert p.fame == fame + T.TRICK_FAME[t] + T.TRICK_LEVEL[t] + links


def test_reward_die_magic_shard_falls_back_to_fame_and_coin_when_none_left():
    st, a, p, t = performing_enchanted("magic_shard")
    st.mshards = 0
    fame, coins = p.fame, p.coins
    performance.perform(st, a, 0, [])
    assert (p.fame - fame, p.coins - coins) == (T.TRICK_FAME[t] + 1, T.TRICK_COINS[t] + 1)
    assert p.magic_shards == 0


def test_no_reward_when_the_spell_die_shows_another_type():
    st, a, p, t = performing_enchanted("coins")
    st.sdie = T.SPELL_DIE_FACES.index(0)
    coins = p.coins
    performance.perform(st, a, 0, [])
    assert p.coins == coins + T.TRICK_COINS[t]


def test_reward_draw_lets_the_performer_pick_a_deck_then_keep_one_card():
    st, a, p, t = performing_enchanted("draw_special")
    st.phase = "perform"
    performance.perform(st, a, 0, [])
    assert st.phase == "perform_extra" and st.to_act() == (a,)
    st.invalidate()
    st.apply(a, st.legal_actions(a)[0])
    keep = st.legal_actions(a)
    assert all(x.kind == "keep" for x in keep)
    st.apply(a, keep[0])
    assert keep[0]["card"] in p.specials


def test_wagon_charge_turns_up_to_two_shards_into_magic_shards_for_three_coins():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    st.wagon = DOWNTOWN
    p.shards, p.coins = 3, 10
    acting(st, pi, DOWNTOWN, 3)
    supply = st.mshards
    st.apply(pi, Action("charge"))
    assert (p.shards, p.magic_shards, p.coins, st.mshards) == (1, 2, 7, supply - 2)
    assert not any(a.kind in ("learn", "hire", "coins", "reroll", "setdie") for a in st.legal_actions(pi))


def test_setting_the_magic_dice_locks_them():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    st.wagon = DOWNTOWN
    acting(st, pi, DOWNTOWN, 4)
    st.apply(pi, Action("magic_dice", spell=2, reward=0))
    assert st.locked == 1 and T.SPELL_DIE_FACES[st.sdie] == 2 and st.rdie == 0
    assert not any(a.kind == "magic_dice" for a in st.legal_actions(pi))


def test_buying_a_spell_costs_its_slot_price():
    from game.rules.trickerion.data.arcane import MAGE_SLOT_COSTS

    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    st.wagon = DOWNTOWN
    p.coins = 10
    acting(st, pi, DOWNTOWN, 3)
    slot = next(i for i, s in enumerate(st.offer) if s >= 0)
    sp = st.offer[slot]
    st.apply(pi, Action("buy_spell", slot=slot))
    assert p.coins == 10 - MAGE_SLOT_COSTS[slot] and p.spells[T.SPELL_TYPE[sp]] == 1 and st.offer[slot] == -1


def test_two_players_use_only_the_outer_spell_slots():
    st = setup_done(2, "arcane_arts")
    assert st.offer[1] == -1 and st.offer[0] >= 0 and st.offer[2] >= 0


def test_summoned_servant_joins_at_end_turn_and_only_one_per_round():
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    st.wagon = DOWNTOWN
    st.servant_offer = SPECTER
    acting(st, pi, DOWNTOWN, 4)
    st.apply(pi, Action("summon"))
    assert st.p[pi].incoming == [SPECTER] and st.servant_offer == -1 and st.summoned == 1


def placing(st, pi, assign):
    """Seat ``pi`` is to place characters holding the card codes ``assign``."""
    for q in st.p:
        q.assign, q.placed = [IDLE] * len(q.chars), [2] * len(q.chars)
    p = st.p[pi]
    p.chars = p.chars[: len(assign)]
    p.assign, p.placed = list(assign), [2 if c == IDLE else 0 for c in assign]
    st.phase, st.cur = "place", pi
    st.invalidate()
    return p


def test_magic_shard_enhances_by_two_outside_and_one_inside_the_theater():
    st = setup_done(3, "arcane_arts")
    pi = st.order[0]
    p = placing(st, pi, [DOWNTOWN, 0])
    p.magic_shards = 2
    st.invalidate()
    st.apply(pi, Action("place", char=0, loc=DOWNTOWN, slot=3, boost=2))
    assert st.act_ap == 3 + 0 + 2 and p.magic_shards == 1
    st.apply(pi, Action("done"))
    if st.cur != pi:
        st.cur = pi
        st.phase = "place"
        st.invalidate()
    events = st.apply(pi, Action("place", char=1, loc=0, slot=3, boost=2))  # Friday backstage, +0
    assert next(e for e in events if e.kind == "place").data["ap"] == 1 + 0 + 1


def test_shard_cannot_enhance_in_the_theater_without_the_prophecy():
    st = setup_done(3, "base")
    pi = st.order[0]
    p = placing(st, pi, [0, 0])
    p.shards = 2
    assert not any(a["boost"] == 1 and a["loc"] == 0 for a in st.legal_actions(pi) if a.kind == "place")


def test_specter_and_golem_must_take_their_own_card():
    st = setup_done(2, "arcane_arts")
    from tests.rules.trickerion.helpers import play_until

    play_until(st, "assign")
    seat = st.to_act()[0]
    p = st.p[seat]
    p.chars = [0, SPECTER, GOLEM]
    st.invalidate()
    st.apply(seat, st.legal_actions(seat)[0])
    assert st.legal_actions(seat) == [Action("assign", card=SERVANT_CARD)]
    assert IDLE == -1
