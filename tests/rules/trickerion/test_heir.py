"""Dahlgaard's Heir: each priority rule and location algorithm of digest 14, on set-up positions.

Positions come from a real solo game (``new_game(1, ...)`` played through its
setup) whose table is then arranged by hand; the Heir functions are called
the way the engine calls them.
"""

from __future__ import annotations

import os

import pytest

from game.rules.trickerion import heir
from game.rules.trickerion import tables as T
from game.rules.trickerion.data import heir as H
from game.rules.trickerion.data.tricks import TRICKS
from game.rules.trickerion.setup import new_game
from game.rules.trickerion.state import (
    APPRENTICE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    IDLE,
    MAGICIAN,
    MANAGER,
    MARKET,
    SPECIAL_BASE,
    THEATER,
    WORKSHOP,
)

X = T.X_FACE
GAMES = 400 if os.environ.get("SOAK") else 3  # seeded solo games per module set and difficulty
IDX = {t.key: i for i, t in enumerate(TRICKS)}
CAT = {c: i for i, c in enumerate(("mechanical", "optical", "escape", "spiritual"))}
MAG = {
    m: i
    for i, m in enumerate(
        (
            "mechaniker",
            "electra",
            "great_optico",
            "gentleman",
            "master_of_chains",
            "red_lotus",
            "priestess_of_mysticism",
            "yoruba_spiritmaster",
        )
    )
}


def solo(seed: int = 1, modules: str = "dark_alley", difficulty: str = "normal"):
    """A solo game played through its setup (the human takes the first choice each time)."""
    st = new_game(1, {"modules": modules, "difficulty": difficulty}, seed)
    while st.phase == "setup":
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    return st


def give_tricks(st, keys: list[str]) -> None:
    """Replace the Heir's tricks by ``keys`` (prepared, filed in yield order)."""
    p = st.p[st.heir]
    p.sym_trick = [-1, -1, -1, -1]
    p.sym_slot = [-1, -1, -1, -1]
    p.sym_ready = [0, 0, 0, 0]
    p.sym_enchant = [0, 0, 0, 0]
    for key in keys:
        st.learn(st.heir, IDX[key])
    heir.reorder_tricks(st)
    heir.refresh_markers(st)


def clear_theater(st, cards: list[int]) -> None:
    st.t_cards = cards + [-1] * (len(st.t_cards) - len(cards))
    st.occ = [[-1] * 6 for _ in st.t_cards]
    st.face = [[0] * 6 for _ in st.t_cards]


# --------------------------------------------------------------------------- setup and plan


@pytest.mark.parametrize("seed", range(12))
def test_plan_deck_seven_cards_set_up_on_top_perform_at_bottom(seed):
    st = solo(seed)
    plan = st.heir_mem["plan"]
    assert len(plan) == H.PLAN_DECK_SIZE == len(set(plan))
    assert H.PLAN_BY_ID[plan[0]].kind == H.PLAN_SET_UP
    assert H.PLAN_BY_ID[plan[-1]].kind == H.PLAN_PERFORM
    kinds = [H.PLAN_BY_ID[c].kind for c in plan]
    assert kinds[1:4].count(H.PLAN_SET_UP) == 2  # step 3: 2 Set Up + 1 Perform
    assert kinds[4:6].count(H.PLAN_PERFORM) >= 1  # step 2: two of 1 Set Up + 2 Perform


@pytest.mark.parametrize("difficulty,team", [("easy", 1 + 1 + 1), ("normal", 1 + 1 + 2), ("hard", 1 + 2 + 1)])
def test_heir_setup_team_purse_and_starting_trick(difficulty, team):
    for seed in range(6):
        st = solo(seed, difficulty=difficulty)
        h = st.p[st.heir]
        human = st.p[0]
        assert len(h.chars) == team and h.chars[0] == MAGICIAN
        assert h.chars.count(APPRENTICE) == H.HEIR_BY_KEY[difficulty].apprentices
        assert (h.fame, h.coins, h.shards) == (5, 0, 0)
        assert T.MAG_CAT[h.magician] != T.MAG_CAT[human.magician]
        (sym,) = [s for s in range(4) if h.sym_trick[s] >= 0]
        t = h.sym_trick[sym]
        assert T.TRICK_LEVEL[t] == 1 and T.TRICK_CAT[t] == T.MAG_CAT[h.magician]
        assert t not in heir.SINGLE_BASIC  # never the trick needing two of one Basic type
        assert h.sym_ready[sym] == T.TRICK_MARKERS[t]  # always prepared
        assert sorted(st.heir_mem["shop"]) == sorted(c for c, _n in T.TRICK_COMPS[t])


# --------------------------------------------------------------------------- stance


def test_stance_ready_needs_a_perform_card_and_a_trick_of_the_fame_level():
    st = solo()
    p = st.p[st.heir]
    perform = next(c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_PERFORM)
    set_up = next(c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_SET_UP)
    give_tricks(st, ["living_piano"])
    st.heir_mem["card"] = set_up
    assert not heir.stance_ready(st)
    st.heir_mem["card"] = perform
    assert heir.stance_ready(st)
    p.fame = 16  # now a level-2 trick is needed
    assert not heir.stance_ready(st)
    give_tricks(st, ["living_piano", "prison_break"])
    assert heir.stance_ready(st)
    p.fame = 36
    assert not heir.stance_ready(st)
    give_tricks(st, ["buried_alive"])
    assert heir.stance_ready(st)


# --------------------------------------------------------------------------- assignment


def test_assign_follows_the_plan_card_and_uses_a_special_card_on_its_icon():
    st = solo()
    p = st.p[st.heir]
    card = H.PLAN_BY_ID[8]  # theater, market_row, downtown, theater*, dark_alley, workshop
    st.heir_mem["plan"] = [8]
    p.chars = [MAGICIAN, ENGINEER, APPRENTICE, APPRENTICE, APPRENTICE, MANAGER, ASSISTANT]
    theater_special = T.SPECIAL_OF[THEATER][0]
    p.specials = [T.SPECIAL_OF[DOWNTOWN][0], theater_special]
    perm_before = list(p.perm)
    codes = heir.assign(st)
    assert codes[:5] == [THEATER, MARKET, DOWNTOWN, SPECIAL_BASE + theater_special, DARK_ALLEY]
    assert codes[5:] == [IDLE, IDLE]  # more characters than the board's five slots
    assert p.specials == [T.SPECIAL_OF[DOWNTOWN][0]]
    assert p.perm[THEATER] == perm_before[THEATER] - 1 and p.perm[WORKSHOP] == perm_before[WORKSHOP]
    assert st.heir_mem["card"] == card.id


def test_assign_without_the_special_card_falls_back_to_the_permanent_one():
    st = solo()
    p = st.p[st.heir]
    st.heir_mem["plan"] = [8]
    p.chars = [MAGICIAN, ENGINEER, APPRENTICE, APPRENTICE]
    p.specials = []
    assert heir.assign(st) == [THEATER, MARKET, DOWNTOWN, THEATER]


# --------------------------------------------------------------------------- placement


def test_priority_lists_by_stance_and_the_wagon_after_downtown():
    st = solo(modules="arcane_arts")
    st.heir_mem["stance"] = 0
    st.wagon = MARKET
    assert heir.priority(st) == [DOWNTOWN, MARKET, THEATER, DARK_ALLEY, WORKSHOP]
    st.heir_mem["stance"] = 1
    assert heir.priority(st) == [THEATER, DOWNTOWN, MARKET, DARK_ALLEY, WORKSHOP]
    st.wagon = DARK_ALLEY
    assert heir.priority(st) == [THEATER, DOWNTOWN, DARK_ALLEY, MARKET, WORKSHOP]
    st.aa = False
    assert heir.priority(st) == [THEATER, DOWNTOWN, MARKET, DARK_ALLEY, WORKSHOP]


def _placing(st, heir_cards, human_cards, stance=0):
    h = st.p[st.heir]
    human = st.p[0]
    h.chars = [MAGICIAN, ENGINEER, APPRENTICE, APPRENTICE][: len(heir_cards)]
    h.assign, h.placed = list(heir_cards), [0] * len(heir_cards)
    human.chars = [MAGICIAN, APPRENTICE, APPRENTICE, APPRENTICE][: len(human_cards)]
    human.assign, human.placed = list(human_cards), [0] * len(human_cards)
    kind = H.PLAN_PERFORM if stance else H.PLAN_SET_UP
    st.heir_mem["card"] = next(c.id for c in H.PLAN_CARDS if c.kind == kind)  # place() re-reads the stance
    st.phase = "place"


def test_contested_location_comes_before_the_priority_list():
    st = solo()
    _placing(st, [DOWNTOWN, DARK_ALLEY], [DARK_ALLEY])
    assert heir.contested(st, DARK_ALLEY) and not heir.contested(st, DOWNTOWN)
    ci, loc, slot = heir.place(st)
    assert (ci, loc) == (1, DARK_ALLEY) and slot == 0  # the +2 slot


def test_without_contest_busy_heir_goes_downtown_first_with_its_strongest():
    st = solo()
    _placing(st, [MARKET, DOWNTOWN, DOWNTOWN], [WORKSHOP])
    ci, loc, _slot = heir.place(st)
    assert loc == DOWNTOWN and ci == 1  # Engineer (2 AP) before an Apprentice (1 AP)


def test_workshop_is_never_contested_and_magician_only_theater_neither():
    st = solo()
    _placing(st, [WORKSHOP, THEATER], [WORKSHOP, THEATER])
    st.p[st.heir].chars = [MAGICIAN, MAGICIAN]
    st.p[0].chars = [APPRENTICE, MAGICIAN]
    assert not heir.contested(st, WORKSHOP)
    assert not heir.contested(st, THEATER)
    st.p[0].chars = [MAGICIAN, APPRENTICE]
    assert heir.contested(st, THEATER)


def test_theater_magician_takes_earliest_day_ready_latest_busy_others_first():
    st = solo()
    give_tricks(st, ["living_piano"])
    _placing(st, [THEATER, THEATER], [], stance=1)
    ci, loc, slot = heir.place(st)
    assert (ci, loc) == (1, THEATER) and slot == 0  # backstage Thursday, the Magician waits
    _placing(st, [THEATER], [], stance=1)
    assert heir.place(st) == (0, THEATER, 2)  # Thursday's performance slot
    _placing(st, [THEATER], [], stance=0)
    assert heir.place(st) == (0, THEATER, 11)  # Sunday's performance slot


def test_theater_helper_without_markers_stays_idle():
    st = solo()
    give_tricks(st, ["living_piano"])
    st.p[st.heir].sym_ready = [0, 0, 0, 0]
    st.occ[0][:3] = [st.heir * 4 + s for s in (0, 0, 0)]  # all three markers already in the Theater
    _placing(st, [MAGICIAN, THEATER], [])
    st.p[st.heir].assign = [IDLE, THEATER]
    st.p[st.heir].placed = [2, 0]
    assert heir.place(st) == (1, -1, -1)


# --------------------------------------------------------------------------- Downtown


def _downtown(st, dice, ap, fame=5):
    st.dice = list(dice)
    st.p[st.heir].fame = fame
    events: list = []
    heir.act_downtown(st, ap, events)
    return events


@pytest.mark.parametrize(
    "difficulty,ap,dice", [("easy", 5, 2), ("normal", 5, 3), ("hard", 3, 2), ("normal", 1, 1), ("hard", 4, 3)]
)
def test_downtown_dice_count_by_ap_and_difficulty(difficulty, ap, dice):
    st = solo(difficulty=difficulty)
    give_tricks(st, ["living_piano", "chinese_sticks"])  # two level-1 tricks: no learning
    p = st.p[st.heir]
    p.chars = [MAGICIAN]
    p.incoming = []
    before = p.coins
    _downtown(st, [X, X, MANAGER, APPRENTICE, 6, 3], ap)
    used = sum(1 for v in st.dice if v == X) - 2
    assert used == dice
    assert p.incoming[:2] == [MANAGER, APPRENTICE][: min(dice, 2)]
    if dice == 3:
        assert p.coins == before + 6  # the higher Bank die


def test_downtown_learns_from_the_left_trick_die_and_lists_its_components():
    st = solo()
    give_tricks(st, ["living_piano"])
    st.heir_mem["shop"] = []
    _downtown(st, [CAT["escape"], CAT["optical"], X, X, X, X], 3)
    p = st.p[st.heir]
    new = [t for t in p.sym_trick if t >= 0 and t != IDX["living_piano"]]
    assert len(new) == 1 and T.TRICK_CAT[new[0]] == CAT["escape"] and T.TRICK_LEVEL[new[0]] == 1
    assert new[0] not in heir.SINGLE_BASIC
    assert st.dice[0] == X and st.dice[1] == CAT["optical"]
    assert sorted(st.heir_mem["shop"]) == sorted(c for c, _n in T.TRICK_COMPS[new[0]])
    sym = p.sym_trick.index(new[0])
    assert p.sym_ready[sym] == T.TRICK_MARKERS[new[0]]  # learned tricks come prepared


def test_downtown_question_mark_means_the_favourite_category_and_fame_sets_the_level():
    st = solo()
    p = st.p[st.heir]
    p.magician = MAG["red_lotus"]  # Escape
    give_tricks(st, ["living_piano"])
    _downtown(st, [T.ANY_FACE, X, X, X, X, X], 3, fame=20)
    new = [t for t in p.sym_trick if t >= 0 and t != IDX["living_piano"]]
    assert T.TRICK_CAT[new[0]] == CAT["escape"] and T.TRICK_LEVEL[new[0]] == 2


def test_downtown_skips_learning_with_two_tricks_of_its_level_unless_fame_36():
    st = solo()
    give_tricks(st, ["prison_break", "walled"])
    _downtown(st, [CAT["optical"], X, X, X, 4, X], 3, fame=20)
    assert st.dice[0] == CAT["optical"] and st.dice[4] == X  # took coins instead
    give_tricks(st, ["buried_alive", "iron_maiden"])
    _downtown(st, [CAT["optical"], X, X, X, 4, X], 3, fame=40)
    assert st.dice[0] == X  # Fame 36+: always learns


def test_downtown_with_four_tricks_returns_the_lowest_yield_one():
    st = solo()
    give_tricks(st, ["living_piano", "chinese_sticks", "stocks_escape", "spirit_hand"])
    _downtown(st, [CAT["optical"], X, X, X, X, X], 3, fame=16)  # wants a level-2 trick
    owned = {t for t in st.p[st.heir].sym_trick if t >= 0}
    assert IDX["stocks_escape"] not in owned and len(owned) == 4  # 0 Fame: the lowest yield
    assert any(T.TRICK_LEVEL[t] == 2 and T.TRICK_CAT[t] == CAT["optical"] for t in owned)


def test_downtown_rerolls_one_x_die_in_priority_order_when_short():
    st = solo()
    give_tricks(st, ["living_piano", "chinese_sticks"])
    st.dice = [X] * 6
    events: list = []
    heir.reroll_if_short(st, 1, events)
    assert [e.data["die"] for e in events] == [0]
    st.dice = [CAT["optical"], X, X, X, X, X]
    heir.reroll_if_short(st, 1, events)
    assert len(events) == 1  # enough dice: no reroll


def test_downtown_apprentice_limits():
    st = solo()
    give_tricks(st, ["living_piano", "chinese_sticks"])
    p = st.p[st.heir]
    p.chars = [MAGICIAN, ENGINEER, MANAGER, ASSISTANT, APPRENTICE, APPRENTICE]  # 6 characters
    p.incoming = []
    _downtown(st, [X, X, X, APPRENTICE, X, X], 5)
    assert p.incoming == [APPRENTICE]  # step 6 ignores the character limit, needs < 4 Apprentices
    p.chars = [MAGICIAN] + [APPRENTICE] * 4
    p.incoming = []
    _downtown(st, [X, X, X, APPRENTICE, X, X], 5)
    assert p.incoming == []


# --------------------------------------------------------------------------- Market Row


def test_market_strikes_stocked_types_and_orders_up_to_ap():
    st = solo()
    st.stock = [0, 1, 2, 3]  # the four Basic types
    st.orders = [-1, -1, -1, -1]
    st.heir_mem["shop"] = [0, 4, 9]  # wood (in stock), rope, mirror
    heir.act_market_row(st, 1, [])
    assert st.heir_mem["shop"] == [4, 9]
    assert st.orders.count(-1) == 3 and st.orders[0] in (4, 9)
    heir.act_market_row(st, 2, [])
    assert sorted(st.orders[:2]) == [4, 9]  # a type already ordered is not ordered twice
    assert st.p[st.heir].comp == [0] * T.NCOMP and st.p[st.heir].coins == 0


# --------------------------------------------------------------------------- Dark Alley


def test_dark_alley_draws_by_table_from_the_deck_it_holds_fewest_of():
    st = solo(difficulty="normal")
    p = st.p[st.heir]
    p.specials = [T.SPECIAL_OF[THEATER][0]]
    st.sa_decks[THEATER] = [x for x in st.sa_decks[THEATER] if x != T.SPECIAL_OF[THEATER][0]]
    heir.act_dark_alley(st, 3, [])  # normal, 3 AP: 2 cards
    locs = [T.SPECIAL_LOC[c] for c in p.specials]
    assert locs == [THEATER, DOWNTOWN, MARKET]  # ties go Theater, Downtown, Market Row, Workshop
    heir.act_dark_alley(st, 1, [])
    assert T.SPECIAL_LOC[p.specials[-1]] == WORKSHOP


def test_priestess_heir_swaps_next_turns_prophecy():
    st = solo()
    st.p[st.heir].magician = MAG["priestess_of_mysticism"]
    before = list(st.pending)
    heir.act_dark_alley(st, 1, [])
    assert st.pending[:-1] == before[:-1] and st.pending[-1] != before[-1]


# --------------------------------------------------------------------------- Theater


def test_theater_markers_by_ap_from_the_leftmost_trick_one_per_card():
    st = solo(difficulty="hard")
    clear_theater(st, [0, 1])
    give_tricks(st, ["living_piano", "linking_rings"])  # Living Piano: 1 Fame, filed first
    heir.act_theater(st, 3, [])  # hard, 3+ AP: 4 markers
    codes = [c for row in st.occ for c in row if c >= 0]
    p = st.p[st.heir]
    first = p.sym_trick.index(IDX["living_piano"])
    assert len(codes) == 4
    assert codes.count(st.heir * 4 + first) == 2  # one per card, then the next trick
    for row in st.occ:
        mine = [c for c in row if c >= 0]
        assert len(mine) == len(set(mine))


def test_theater_prefers_the_card_with_heir_and_human_markers_and_links():
    st = solo()
    clear_theater(st, [12, 13, 14])  # P13, P14, P15
    give_tricks(st, ["living_piano"])  # Mechanical
    human = st.p[0]
    human.sym_trick = [IDX["linking_rings"], -1, -1, -1]  # Mechanical too
    # a human marker on P14 (slot 1) at A2, its Mechanical corner facing up (towards A1)
    st.occ[1][1] = 0
    st.face[1][1] = 0
    heir.act_theater(st, 1, [])
    sym = st.p[st.heir].sym_trick.index(IDX["living_piano"])
    assert st.occ[1][0] == st.heir * 4 + sym  # A1, linked with the human's marker below it
    assert T.corner_at(IDX["living_piano"], st.face[1][0], 2) == T.corner_at(IDX["linking_rings"], 0, 0)


def test_theater_link_pays_level_fame_and_a_shard_to_both():
    st = solo()
    clear_theater(st, [0])  # P01: A1-A2 is the shard link
    give_tricks(st, ["prison_break"])  # level 2, Escape
    human = st.p[0]
    human.sym_trick = [IDX["stocks_escape"], -1, -1, -1]
    st.occ[0][1] = 0  # human marker at A2, Escape facing up to A1
    st.face[0][1] = 0
    p = st.p[st.heir]
    fame, shards, human_shards = p.fame, p.shards, human.shards
    heir.act_theater(st, 1, [])
    assert p.fame == fame + 2 and p.shards == shards + 1 and human.shards == human_shards + 1


def test_theater_without_a_link_takes_the_first_empty_spot_reading_order():
    st = solo()
    clear_theater(st, [3])  # P04: A1 B1 B2 B3
    give_tricks(st, ["living_piano"])
    heir.act_theater(st, 1, [])
    assert st.occ[0][0] >= 0  # A1 first


def test_theater_avoids_the_card_leaving_this_turn():
    st = solo()
    clear_theater(st, [-1, -1, 5])  # only the leaving slot holds a card ...
    give_tricks(st, ["living_piano"])
    st.t_cards[0] = 6
    heir.act_theater(st, 1, [])
    assert any(c >= 0 for c in st.occ[0]) and all(c < 0 for c in st.occ[2])


# --------------------------------------------------------------------------- performance


def test_performance_choice_counts_links_and_card_bonus_not_trick_yields():
    """Digest 14.4 "Performance", as the solo app S3 computes it: Links + the card's bonus rank the cards.

    The engine used to add the tricks' own yields (and the backstage bonus) to the ranking.
    """
    st = solo()
    clear_theater(st, [0, 12, 5])  # P01 (bonus 1 Shard), P13 (bonus 2 Fame), P06 (bonus 1 coin)
    give_tricks(st, ["rabbit_from_the_top_hat", "living_piano"])
    p = st.p[st.heir]
    rabbit = p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    piano = p.sym_trick.index(IDX["living_piano"])
    st.occ[0][0] = st.heir * 4 + rabbit  # 3 Fame trick, card bonus 1 Shard
    st.occ[1][0] = st.heir * 4 + piano  # 1 Fame trick, card bonus 2 Fame
    assert heir.choose_performance(st, 0) == 1
    st.occ[1][0] = -1
    st.occ[2][0] = st.heir * 4 + piano  # no Fame either way: the Shard bonus beats the coin
    assert heir.choose_performance(st, 0) == 0
    clear_theater(st, [12, 13])  # both 2 Fame, nothing else: leftmost
    st.occ[0][0] = st.heir * 4 + piano
    st.occ[1][0] = st.heir * 4 + rabbit
    assert heir.choose_performance(st, 0) == 0


@pytest.mark.parametrize("difficulty,fame,coins", [("easy", 0, 0), ("normal", 0, 4), ("hard", 2, 0)])
def test_heir_backstage_bonus_by_difficulty(difficulty, fame, coins):
    """Digest 14.4 "Performance" per the solo app S3: per non-Magician the Heir sent to the Theater this turn,
    nothing on Easy, 2 coins on Normal, 1 Fame on Hard (the engine gave 1 Fame and 2 coins on every level)."""
    st = solo(difficulty=difficulty)
    clear_theater(st, [0])
    give_tricks(st, ["rabbit_from_the_top_hat"])
    p = st.p[st.heir]
    st.occ[0][0] = st.heir * 4 + p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    p.chars = [MAGICIAN, ENGINEER, APPRENTICE]
    p.magician = MAG["mechaniker"]
    st.day_back[0] = [st.heir * 16 + 1]  # one helper on Monday, one on Wednesday: both count
    st.day_back[2] = [st.heir * 16 + 2]
    assert heir.performer_gains(st, 0, 1) == (3 + fame, 1 + coins, 1)


def test_heir_red_lotus_fame_per_human_trick():
    st = solo(difficulty="easy")
    clear_theater(st, [0])
    give_tricks(st, ["rabbit_from_the_top_hat"])
    p = st.p[st.heir]
    st.occ[0][0] = st.heir * 4 + p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    st.p[0].sym_trick = [IDX["linking_rings"], -1, -1, -1]
    st.occ[0][2] = 0
    p.magician = MAG["red_lotus"]
    assert heir.performer_gains(st, 0, 1) == (3 + 1, 1, 1)


def test_electra_heir_adds_the_level_to_every_yield_shards_included():
    """Digest 14.5 "Heir magician abilities": Electra's +1/+2/+3 goes on every yield, Shards too (S3)."""
    st = solo()
    give_tricks(st, ["rabbit_from_the_top_hat"])  # level 1: 3 Fame, 1 coin, 0 Shards
    p = st.p[st.heir]
    p.magician = MAG["electra"]
    sym = p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    assert heir.trick_yield(st, sym) == (4, 2, 1)


# --------------------------------------------------------------------------- placement bonuses


def test_six_ap_resolve_as_five_and_one_fame():
    st = solo(difficulty="normal")
    give_tricks(st, ["living_piano", "chinese_sticks"])
    p = st.p[st.heir]
    p.magician = MAG["electra"]
    p.assign = [DOWNTOWN]
    p.chars = [MAGICIAN]
    st.dice = [X, X, X, X, 3, 4]
    fame = p.fame
    heir.resolve(st, 0, DOWNTOWN, 0, 6)
    assert p.fame == fame + 1


def test_mechaniker_heir_first_apprentice_gets_one_ap_once():
    st = solo(difficulty="normal")
    give_tricks(st, ["living_piano", "chinese_sticks"])
    p = st.p[st.heir]
    p.magician = MAG["mechaniker"]
    p.chars = [MAGICIAN, APPRENTICE, APPRENTICE]
    st.heir_mem["mech"] = 0
    st.dice = [X, X, X, X, 3, 4]
    heir.resolve(st, 1, DOWNTOWN, 3, 3)  # 3 AP + 1 = 4: two dice on Normal
    assert st.dice[4] == X and st.dice[5] == X
    st.dice = [X, X, X, X, 3, 4]
    heir.resolve(st, 2, DOWNTOWN, 3, 3)  # no second bonus: one die
    assert st.dice[4] == 3 and st.dice[5] == X


def test_gentleman_heir_gains_fame_per_trick_at_downtown():
    st = solo()
    give_tricks(st, ["living_piano", "chinese_sticks"])
    p = st.p[st.heir]
    p.magician = MAG["gentleman"]
    st.dice = [X] * 6
    fame = p.fame
    heir.resolve(st, 0, DOWNTOWN, 0, 0)
    assert p.fame == fame + 2


# --------------------------------------------------------------------------- Arcane Arts wagon


@pytest.mark.parametrize("difficulty,options", [("easy", 1), ("normal", 2), ("hard", 3)])
def test_wagon_options_count_by_difficulty(difficulty, options):
    st = solo(modules="arcane_arts", difficulty=difficulty)
    give_tricks(st, ["living_piano"])
    st.offer = [-1, -1, -1]
    st.servant_offer = -1
    st.heir_mem["stance"] = 0
    st.mshards = 5
    p = st.p[st.heir]
    fame = p.fame
    heir.act_wagon(st, [])
    # no spell, no servant, not Ready: magic shard, magic shard, then 3 Fame
    assert p.magic_shards == min(options, 2)
    assert p.fame == fame + (3 if options == 3 else 0)


def test_wagon_enchants_leftmost_trick_with_cheapest_spell_and_takes_the_servant():
    st = solo(modules="arcane_arts", difficulty="normal")
    give_tricks(st, ["rabbit_from_the_top_hat", "living_piano"])
    st.offer = [4, -1, 0]  # a rune (left, 3 coins) and a scroll (right, 4 coins)
    st.servant_offer = 6
    p = st.p[st.heir]
    heir.act_wagon(st, [])
    best = p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    assert p.sym_enchant[best] == 1 << T.SPELL_TYPE[4] and st.offer == [-1, -1, 0]
    assert st.servant_offer == -1 and p.incoming[-1] == APPRENTICE


def test_wagon_magic_shard_fallback_when_none_left():
    st = solo(modules="arcane_arts", difficulty="easy")
    st.offer = [-1, -1, -1]
    st.servant_offer = -1
    st.mshards = 0
    p = st.p[st.heir]
    fame, coins = p.fame, p.coins
    heir.act_wagon(st, [])
    assert (p.fame, p.coins, p.magic_shards) == (fame + 1, coins + 1, 0)


def test_wagon_location_resolves_with_one_ap_less():
    st = solo(modules="arcane_arts", difficulty="normal")
    give_tricks(st, ["living_piano", "chinese_sticks"])
    st.wagon = DOWNTOWN
    st.offer = [-1, -1, -1]
    st.servant_offer = -1
    st.dice = [X, X, X, X, 3, 4]
    heir.resolve(st, 1, DOWNTOWN, 0, 4)  # 4 AP -> 3: one die on Normal
    assert st.dice[5] == X and st.dice[4] == 3


# --------------------------------------------------------------------------- end of turn and game


@pytest.mark.parametrize("difficulty,fame", [("easy", 4), ("normal", 6), ("hard", 6)])
def test_end_turn_converts_each_full_ten_coins(difficulty, fame):
    st = solo(difficulty=difficulty)
    p = st.p[st.heir]
    p.coins, p.fame = 27, 10
    heir.convert_coins(st)
    assert (p.coins, p.fame) == (7, 10 + fame)


def test_coin_conversion_comes_before_the_leaving_card_pays():
    """Digest 14.5 "End Turn" in S3's order: the coins convert at the wage step, so the coins the
    leaving Performance card pays the Heir wait for the next turn's conversion."""
    st = solo()
    give_tricks(st, ["sawing_the_assistant_in_half"])  # 1 Fame, 5 coins
    p = st.p[st.heir]
    last = len(st.t_cards) - 1
    clear_theater(st, [-1] * last + [22])
    st.occ[last][0] = st.heir * 4 + p.sym_trick.index(IDX["sawing_the_assistant_in_half"])
    p.coins, p.fame = 8, 10
    from game.rules.trickerion.endturn import end_turn

    end_turn(st, [])
    assert (p.coins, p.fame) == (8 + 4, 10)  # 5 coins - 1 and 1 Fame - 1; 12 coins not converted yet


def test_discarded_card_pays_yields_minus_one_fame_and_coin():
    st = solo()
    clear_theater(st, [0])
    give_tricks(st, ["rabbit_from_the_top_hat", "card_manipulation"])
    p = st.p[st.heir]
    st.occ[0][0] = st.heir * 4 + p.sym_trick.index(IDX["rabbit_from_the_top_hat"])  # 3 F 1 C
    st.occ[0][1] = st.heir * 4 + p.sym_trick.index(IDX["card_manipulation"])  # 1 F 1 C 1 S
    fame, coins, shards = p.fame, p.coins, p.shards
    heir.discarded_card(st, 0)
    assert (p.fame, p.coins, p.shards) == (fame + 2, coins, shards + 1)


def test_final_score_items_and_caps():
    st = solo(modules="arcane_arts", difficulty="hard")
    clear_theater(st, [0])
    give_tricks(st, ["buried_alive", "iron_maiden", "rabbit_from_the_top_hat"])
    p = st.p[st.heir]
    st.occ[0][0] = st.heir * 4 + p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    p.shards = 25
    p.specials = list(range(1, 13))
    p.magic_shards = 3
    p.chars = [MAGICIAN, ENGINEER, MANAGER, ASSISTANT, APPRENTICE, APPRENTICE, APPRENTICE]
    items = {m.english(): v for m, v in heir.final_score(st)}
    assert items == {
        "Markers left on Performance cards": 2,
        "Shards": 20,
        "Special Assignment cards": 20,
        "Level-3 tricks": 20,
        "Characters beyond six": 2,
        "Magic shards": 6,
    }


# --------------------------------------------------------------------------- whole games


@pytest.mark.parametrize("modules", ["dark_alley", "arcane_arts"])
@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_seeded_solo_games_finish_with_the_heir_never_to_act(modules, difficulty):
    import random

    for seed in range(GAMES):
        st = new_game(1, {"modules": modules, "difficulty": difficulty}, seed)
        rnd = random.Random(seed)
        steps = 0
        while not st.is_over():
            seats = st.to_act()
            assert st.heir not in seats
            st.apply(seats[0], rnd.choice(st.legal_actions(seats[0])))
            steps += 1
            assert steps < 4000
        result = st.result()
        heir_entries = [e for e in result.entries if e.seat is None]
        assert len(heir_entries) == 1


def test_stance_is_rechecked_after_the_heir_learns():
    st = solo()
    give_tricks(st, ["living_piano"])
    st.heir_mem["card"] = next(c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_PERFORM)
    st.heir_mem["stance"] = 0
    p = st.p[st.heir]
    p.chars = [MAGICIAN, ENGINEER]
    p.assign = [THEATER, DOWNTOWN]
    st.dice = [CAT["escape"], X, X, X, X, X]
    p.fame = 16  # needs a level-2 trick to be Ready
    heir.resolve(st, 1, DOWNTOWN, 0, 3)
    assert any(t >= 0 and T.TRICK_LEVEL[t] == 2 for t in p.sym_trick)
    assert st.heir_mem["stance"] == 1


def test_public_view_shows_the_revealed_card_not_the_deck_and_determinize_reshuffles_it():
    from game.rules.rng import Rng

    st = solo()
    heir.assign(st)
    seen = heir.public_view(st)
    assert seen["plan_kind"] == H.PLAN_SET_UP and seen["stance"] == "busy" and seen["plan_left"] == 6
    assert "plan" not in seen
    orders = set()
    for seed in range(8):
        other = st.clone()
        heir.determinize(other, Rng(seed))
        assert sorted(other.heir_mem["plan"]) == sorted(st.heir_mem["plan"])
        assert heir.public_view(other) == seen
        orders.add(tuple(other.heir_mem["plan"]))
    assert len(orders) > 1


def test_heir_memory_round_trips_through_json_and_clone_at_every_step():
    import json
    import random

    from game.rules.trickerion.state import TrickerionState

    st = new_game(1, {"modules": "arcane_arts", "difficulty": "hard"}, 7)
    rnd = random.Random(7)
    while not st.is_over():
        data = json.loads(json.dumps(st.to_json()))
        assert TrickerionState.from_json(data).heir_mem == st.heir_mem
        twin = st.clone()
        seat = st.to_act()[0]
        action = rnd.choice(st.legal_actions(seat))
        st.apply(seat, action)
        twin.apply(seat, action)
        assert twin.heir_mem == st.heir_mem and twin.to_json() == st.to_json()
