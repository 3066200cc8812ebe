"""Every card of the shipped deck does what its text says, through the engine's interface."""

from __future__ import annotations

import pytest

from game.rules.base import Action
from game.rules.sorcery.deck import default_deck
from tests.rules.sorcery.helpers import fresh, give, skip_casting, table

DECK = default_deck()
LOW = ["alchemist", "apprentice", "oracle", "hedge_witch", "portal"]  # fillers nobody wins below


def keep_phase_four_open(st, cid=None):
    """Give seat 0 a second, always usable permanent card: phase IV then waits and the state can be read."""
    give(st, 0, "geode_heart" if cid != "geode_heart" else "amulet_of_growth")


def by_type(kind):
    return [c for c in DECK.order if DECK.cards[c].type == kind]


def board_with(st, cid=None):
    """Fillers at 1-5 (portal at 5) with 2 crystals of each colour at location 2, ``cid`` at 6."""
    cards = [c for c in LOW] + [cid or "witch_hunter"]
    table(st, cards, [(0, 0), (2, 2), (0, 0), (0, 0), (0, 0), (0, 0)])


def check_use(st, seat, action, events):
    """The state and events show exactly the effect of ``action`` (an add/move/remove/take use)."""
    card = DECK.cards[action["card"]]
    effect = card.effect
    if action.get("via"):
        effect = DECK.cards[action["via"]].effect
    kinds = {e.kind: e for e in events}
    if effect == "add":
        assert kinds["add"].data["loc"] == action["loc"] and kinds["add"].data["n"] == action["n"]
    elif effect in ("move_own", "move_opp"):
        ev = kinds["move"]
        assert (ev.data["frm"], ev.data["to"], ev.data["n"]) == (action["frm"], action["to"], action["n"])
        assert ev.data["owner"] == (seat if effect == "move_own" else 1 - seat)
    elif effect == "remove":
        ev = kinds["remove"]
        assert (ev.data["frm"], ev.data["n"], ev.data["owner"]) == (action["frm"], action["n"], 1 - seat)
    elif effect == "reserve":
        assert kinds["reserve"].data["n"] == card.n
    elif effect == "tokens":
        assert kinds["tokens"].data["n"] == card.n
    else:
        raise AssertionError(effect)


def biggest(actions):
    return max(actions, key=lambda a: (a.get("n") or 0, a.params))


@pytest.mark.parametrize(
    "cid", [c for c in by_type("permanent") if DECK.cards[c].effect not in ("ring", "ball", "spear")]
)
def test_permanent_card_ability_in_phase_four(cid):
    st = fresh()
    board_with(st)
    give(st, 0, cid)
    keep_phase_four_open(st, cid)
    skip_casting(st)
    assert st.step == "abilities" and st.to_act() == (0,)
    before = (list(st.reserve), list(st.tokens), [list(c) for c in st.cry], list(st.pool))
    uses = [a for a in st.legal_actions(0) if a.kind == "use" and a["card"] == cid]
    action = biggest(uses)
    events = st.apply(0, action)
    check_use(st, 0, action, events)
    effect, n = DECK.cards[cid].effect, DECK.cards[cid].n
    reserve, tokens, cry, pool = before
    if effect == "add":
        assert st.cry[action["loc"] - 1][0] == cry[action["loc"] - 1][0] + action["n"]
        assert st.pool[0] == pool[0] - action["n"]
    elif effect == "move_own":
        assert st.cry[action["frm"] - 1][0] == cry[action["frm"] - 1][0] - action["n"]
        assert st.cry[action["to"] - 1][0] == cry[action["to"] - 1][0] + action["n"]
    elif effect == "move_opp":
        assert st.cry[action["frm"] - 1][1] == cry[action["frm"] - 1][1] - action["n"]
        assert st.cry[action["to"] - 1][1] == cry[action["to"] - 1][1] + action["n"]
    elif effect == "remove":
        assert st.cry[action["frm"] - 1][1] == cry[action["frm"] - 1][1] - action["n"]
        assert st.pool[1] == pool[1] + action["n"]
    elif effect == "reserve":
        assert st.reserve[0] == reserve[0] + n
    elif effect == "tokens":
        assert st.tokens[0] == tokens[0] + n
    assert not [a for a in st.legal_actions(0) if a.kind == "use" and a["card"] == cid]  # once per round


def test_ring_of_influence_removes_up_to_two_only_when_both_dice_show_opponent_crystals():
    st = fresh()
    board_with(st)
    st.cry[0] = [0, 3]
    st.cry[3] = [0, 1]
    st.pool[1] -= 4
    give(st, 0, "ring_of_influence")
    keep_phase_four_open(st)
    skip_casting(st)
    st.apply(0, Action("use", card="ring_of_influence"))
    assert st.pending is not None and len(st.pending["dice"]) == 2
    st.pending["dice"] = [1, 3]  # location 3 holds none of the opponent's crystals
    st.changed()
    assert [a.kind for a in st.legal_actions(0)] == ["reroll"] * 3 + ["skip"]
    st.pending["dice"] = [1, 2]
    st.changed()  # the dice were written directly, not by apply
    choices = {a["frm"] for a in st.legal_actions(0) if a.kind == "resolve"}
    assert choices == {(1,), (2,), (4,), (1, 1), (1, 2), (1, 4), (2, 2), (2, 4)}  # from any cards
    pool = st.pool[1]
    st.apply(0, Action("resolve", frm=(1, 2)))
    assert st.cry[0][1] == 2 and st.cry[1][1] == 1 and st.pool[1] == pool + 2


def test_ability_dice_may_be_rerolled_with_a_token():
    st = fresh(seed=9)
    board_with(st)
    give(st, 0, "crystal_ball")
    keep_phase_four_open(st)
    skip_casting(st)
    st.apply(0, Action("use", card="crystal_ball"))
    tokens = st.tokens[0]
    st.apply(0, Action("reroll", dice=(0,)))
    assert st.tokens[0] == tokens - 1 and st.pending is not None


@pytest.mark.parametrize("cid", [c for c in DECK.order if DECK.cards[c].effect == "ball"])
def test_crystal_ball_cards_add_at_the_location_the_die_shows(cid):
    st = fresh()
    board_with(st)
    give(st, 0, cid)
    keep_phase_four_open(st)
    skip_casting(st)
    if DECK.cards[cid].type == "one_time":
        assert st.step == "window"
    st.apply(0, Action("use", card=cid))
    st.pending["dice"] = [3]
    ns = [a["n"] for a in st.legal_actions(0) if a.kind == "resolve"]
    assert ns == list(range(1, DECK.cards[cid].n + 1))
    before = st.cry[2][0]
    st.apply(0, Action("resolve", n=ns[-1]))
    assert st.cry[2][0] == before + ns[-1] and st.pending is None


def test_spear_of_providence_uses_a_permanent_card_lying_at_a_location_not_its_owners():
    st = fresh()
    table(st, ["alchemist", "apprentice", "amulet_of_growth", "oracle", "portal", "hedge_witch"])
    give(st, 0, "spear_of_providence")
    give(st, 0, "hourglass")
    skip_casting(st)
    vias = {a["via"] for a in st.legal_actions(0) if a.kind == "use" and a["card"] == "spear_of_providence"}
    assert vias == {"amulet_of_growth"}  # not its owner's own Hourglass: that is used directly
    st.apply(0, Action("use", card="spear_of_providence", via="amulet_of_growth", loc=4, n=1))
    assert st.cry[3][0] == 1 and "spear_of_providence" in st.perm_used[0]


def test_spear_of_providence_can_borrow_the_opponents_card_without_spending_it():
    st = fresh()
    board_with(st)
    give(st, 0, "spear_of_providence")
    give(st, 0, "hourglass")
    give(st, 1, "staff_of_currents")
    skip_casting(st)
    before = [list(c) for c in st.cry]
    st.apply(0, Action("use", card="spear_of_providence", via="staff_of_currents", frm=2, to=3, n=2))
    assert st.cry[1][0] == before[1][0] - 2 and st.cry[2][0] == before[2][0] + 2  # the borrower's crystals
    assert "staff_of_currents" in st.perm[1] and "staff_of_currents" not in st.perm_used[1]


@pytest.mark.parametrize(
    "cid",
    [
        c
        for c in by_type("one_time")
        if DECK.cards[c].effect in ("add", "move_own", "move_opp", "remove", "reserve", "tokens")
    ],
)
def test_one_time_card_used_in_a_window_goes_to_the_used_pile(cid):
    st = fresh()
    board_with(st)
    give(st, 0, cid)
    give(st, 0, "potion_of_plenty" if cid != "potion_of_plenty" else "pouch_of_tokens")
    skip_casting(st)
    assert st.step == "window" and st.to_act() == (0,)
    action = biggest([a for a in st.legal_actions(0) if a.kind == "use" and a["card"] == cid])
    events = st.apply(0, action)
    check_use(st, 0, action, events)
    assert cid in st.used[0] and cid not in st.once[0]


@pytest.mark.parametrize("cid", [c for c in DECK.order if DECK.cards[c].effect == "set_die"])
def test_die_turning_cards_set_a_die_while_casting(cid):
    st = fresh()
    board_with(st)
    give(st, 0, cid)
    st.dice[0] = [1, 1, 1]
    st.apply(0, Action("use", card=cid, die=1, face=6))
    assert st.dice[0] == [1, 6, 1] and cid in st.used[0]
    assert not [a for a in st.legal_actions(0) if a.kind == "use"]


@pytest.mark.parametrize("cid", by_type("character"))
def test_character_scores_one_point_and_one_crystal_per_character_owned(cid):
    st = fresh()
    give(st, 0, next(c for c in by_type("character") if c != cid))
    card = DECK.cards[cid]
    fill = [c for c in ("golden_chalice", "dragon_scale", "ancient_tome", "phoenix_feather") if c != cid]
    table(st, fill + ["portal", cid], [(0, 0)] * 5 + [(card.cost, 0)])
    events = skip_casting(st)
    assert st.score[0] == 1
    took = [e.data["n"] for e in events if e.kind == "reserve" and e.data["card"] == cid]
    assert took == [2]


@pytest.mark.parametrize("cid", [c for c in by_type("immediate") if DECK.cards[c].effect == "none"])
def test_immediate_card_without_ability_scores_its_points(cid):
    st = fresh()
    card = DECK.cards[cid]
    table(st, LOW + [cid], [(0, 0)] * 5 + [(card.cost, 0)])
    skip_casting(st)
    assert st.score[0] == card.points and cid in st.used[0]


@pytest.mark.parametrize(
    "cid", [c for c in by_type("immediate") if DECK.cards[c].effect in ("reserve", "tokens")]
)
def test_immediate_card_taking_crystals_or_tokens_resolves_on_winning(cid):
    st = fresh()
    card = DECK.cards[cid]
    table(st, LOW + [cid], [(0, 0)] * 5 + [(card.cost, 0)])
    events = skip_casting(st)
    kind = card.effect
    assert [e.data["n"] for e in events if e.kind == kind] == [card.n]


@pytest.mark.parametrize(
    "cid",
    [c for c in by_type("immediate") if DECK.cards[c].effect in ("add", "move_opp", "move_own", "remove")],
)
def test_immediate_card_with_a_choice_asks_its_winner_at_once(cid):
    st = fresh()
    card = DECK.cards[cid]
    table(st, LOW + [cid], [(0, 0), (2, 2), (0, 0), (0, 0), (0, 0), (card.cost, 0)])
    skip_casting(st)
    assert st.pending is not None and st.pending["card"] == cid and st.to_act() == (0,)
    action = biggest([a for a in st.legal_actions(0) if a.kind == "use"])
    events = st.apply(0, action)
    check_use(st, 0, action, events)


def test_immediate_card_may_be_declined():
    st = fresh()
    table(st, LOW + ["wellspring"], [(0, 0)] * 5 + [(4, 0)])
    skip_casting(st)
    st.apply(0, Action("skip"))
    assert st.pending is None and st.round == 2


def test_broken_wand_scores_one_more_point_per_used_card_up_to_its_limit():
    st = fresh()
    for cid in ("golden_chalice", "dragon_scale", "apprentice"):
        give(st, 0, cid)
    table(
        st,
        ["alchemist", "oracle", "hedge_witch", "witch_hunter", "portal", "broken_wand"],
        [(0, 0)] * 5 + [(DECK.cards["broken_wand"].cost, 0)],
    )
    events = skip_casting(st)
    bonus = [e.data["n"] for e in events if e.kind == "bonus"]
    assert bonus == [DECK.cards["broken_wand"].n]
    assert st.score[0] == DECK.cards["broken_wand"].points + DECK.cards["broken_wand"].n


def test_abilities_may_reach_the_portal_where_crystals_wait_for_next_phase_three():
    st = fresh()
    board_with(st)
    give(st, 0, "amulet_of_growth")
    keep_phase_four_open(st)
    skip_casting(st)
    st.apply(0, Action("use", card="amulet_of_growth", loc=5, n=1))
    assert st.cry[4][0] == 1 and st.loc[4] == "portal"
