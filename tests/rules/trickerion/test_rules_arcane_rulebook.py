"""Arcane Arts read against the Polish rulebook (issue #25): each test names the section it follows."""

from __future__ import annotations

import pytest

from game.rules.base import Action, IllegalAction
from game.rules.trickerion import endturn, heir, performance
from game.rules.trickerion import state as S
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import FREE_SET
from game.rules.trickerion.data.setup import START_FAME, START_SHARDS
from game.rules.trickerion.downtown import can_hire
from game.rules.trickerion.state import (
    APPRENTICE,
    ASSISTANT,
    ENGINEER,
    MAGICIAN,
    MANAGER,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECTER,
    SPELL_PILE,
    TRICKSTER,
    Player,
)
from game.rules.trickerion.storage import remove_spell, room
from tests.rules.trickerion.helpers import setup_done
from tests.rules.trickerion.test_heir import IDX, give_tricks, solo
from tests.rules.trickerion.test_rules_arcane import performing_enchanted, placing
from tests.rules.trickerion.test_rules_dark_alley import prophecy, special, with_magician
from tests.rules.trickerion.test_rules_locations import acting


def test_setup_starting_fame_and_shards_come_from_the_setup_constants():
    """Setup: every illusionist starts on the Fame and Shards of data.setup, the one source."""
    p = Player()
    assert (p.fame, p.shards) == (START_FAME, START_SHARDS)
    st = setup_done(3, "base")
    assert all((q.fame, q.shards) == (START_FAME, START_SHARDS) for q in st.p)


def _specter_worked(shards: int, magic_shards: int):
    """The first seat's Specter worked this turn; its owner holds these shards at the wage step."""
    st = setup_done(2, "arcane_arts")
    pi, other = st.order
    p = st.p[pi]
    p.chars = [MAGICIAN, SPECTER]
    p.assign, p.placed = [S.DOWNTOWN, S.DOWNTOWN], [1, 1]
    p.shards, p.magic_shards, p.fame = shards, magic_shards, 10
    st.p[other].assign, st.p[other].placed = [], []
    return st, p


def test_using_magic_shards_a_magic_shard_pays_the_specters_wage():
    """Section "Wykorzystanie Magicznych Odłamków": they pay wherever a shard does, the Specter's wage too."""
    st, p = _specter_worked(0, 1)
    supply = st.mshards
    endturn.pay_wages(st, [])
    assert (p.magic_shards, p.fame, st.mshards) == (0, 10, supply + 1)


def test_using_magic_shards_a_plain_shard_is_paid_before_a_magic_one():
    st, p = _specter_worked(1, 1)
    endturn.pay_wages(st, [])
    assert (p.shards, p.magic_shards, p.fame) == (0, 1, 10)


def _trickster_at_the_wagon():
    """The first seat's Trickster acts with 3 AP in Downtown, where the wagon stands, its free set unused."""
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    st.p[pi].chars = [MAGICIAN, TRICKSTER]
    st.wagon = S.DOWNTOWN
    st.locked = 0
    acting(st, pi, S.DOWNTOWN, 3, char=1)
    st.act_flags = FREE_SET
    st.dice[4] = 3
    st.invalidate()
    return st, pi


def test_trickster_free_magic_die_leaves_the_locations_own_actions_open():
    """Section "Figlarz": the free magic die set is no Mage's action, so Downtown's own stay open."""
    st, pi = _trickster_at_the_wagon()
    st.apply(pi, Action("magic_dice", spell=1, free=1))
    acts = st.legal_actions(pi)
    assert st.act_ap == 3 and st.locked == 1
    assert Action("coins", die=4) in acts  # Downtown's own action
    assert not any(a.get("free") for a in acts)  # once per round


def test_trickster_free_magic_die_still_offered_after_a_location_action():
    st, pi = _trickster_at_the_wagon()
    st.apply(pi, Action("coins", die=4))
    assert Action("magic_dice", spell=0, free=1) in st.legal_actions(pi)


def test_performance_phase_reward_die_pays_once_per_performed_trick_not_per_marker():
    """Section "Faza Pokazu": the reward is per enchanted trick shown, however many markers it has there."""
    st, a, p, t = performing_enchanted("coins")
    st.occ[0][1] = a * 4  # a second marker of the same trick
    coins = p.coins
    performance.perform(st, a, 0, [])
    assert p.coins == coins + 2 * T.TRICK_COINS[t] + 3


def test_heir_priority_one_takes_the_type_it_already_carries_most_not_the_cheapest():
    """Section "Priorytety Dziedzica" 1: the type it has most of (ties: the cheapest), skipping full types."""
    st = solo(modules="arcane_arts", difficulty="easy")
    give_tricks(st, ["rabbit_from_the_top_hat", "living_piano"])
    p = st.p[st.heir]
    rabbit = p.sym_trick.index(IDX["rabbit_from_the_top_hat"])
    piano = p.sym_trick.index(IDX["living_piano"])
    scroll = next(sp for sp in range(len(T.SPELL_TYPE)) if T.SPELL_TYPE[sp] == 0)
    rune = next(sp for sp in range(len(T.SPELL_TYPE)) if T.SPELL_TYPE[sp] == 1)
    p.sym_enchant[rabbit] = 1 << 1  # the Heir already carries a rune
    st.offer = [scroll, -1, rune]  # the scroll is cheaper
    st.servant_offer = -1
    heir.act_wagon(st, [])
    assert p.sym_enchant[piano] == 1 << 1 and st.offer == [scroll, -1, -1]


def test_heir_priority_one_skips_a_type_every_trick_already_carries():
    st = solo(modules="arcane_arts", difficulty="easy")
    give_tricks(st, ["rabbit_from_the_top_hat"])
    p = st.p[st.heir]
    scroll = next(sp for sp in range(len(T.SPELL_TYPE)) if T.SPELL_TYPE[sp] == 0)
    rune = next(sp for sp in range(len(T.SPELL_TYPE)) if T.SPELL_TYPE[sp] == 1)
    p.sym_enchant[0] = 1 << 1
    st.offer = [scroll, -1, rune]
    st.servant_offer = -1
    heir.act_wagon(st, [])
    assert p.sym_enchant[0] == (1 << 1) | 1 and st.offer == [-1, -1, rune]


def _at_the_inn(chars: list[int]):
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = chars
    p.coins = 20
    st.wagon = S.DOWNTOWN
    st.servant_offer = TRICKSTER
    st.summoned = 0
    st.dice[3] = APPRENTICE
    acting(st, pi, S.DOWNTOWN, 3)
    return st, pi, p


def test_apprentice_spaces_three_on_the_board_so_no_fourth_apprentice_without_the_assistant():
    """Base game player board: three Apprentice spaces; the Assistant's extension adds the fourth."""
    st, pi, p = _at_the_inn([MAGICIAN, APPRENTICE, APPRENTICE, APPRENTICE])
    assert not any(a.kind == "hire" for a in st.legal_actions(pi))
    with pytest.raises(IllegalAction) as refused:
        st.apply(pi, Action("hire", die=3, character=APPRENTICE))
    assert "no empty Apprentice space" in refused.value.reason.english()
    st, pi, p = _at_the_inn([MAGICIAN, ASSISTANT, APPRENTICE, APPRENTICE, APPRENTICE])
    assert Action("hire", die=3, character=APPRENTICE) in st.legal_actions(pi)


def test_apprentice_spaces_a_servant_fills_one_so_summoning_needs_an_empty_space():
    """Section "Przyzwij Magicznego Sługę": it takes an empty Apprentice space, so a full board refuses it."""
    st, pi, p = _at_the_inn([MAGICIAN, APPRENTICE, APPRENTICE, SPECTER])
    acts = st.legal_actions(pi)
    assert Action("summon") not in acts and not any(a.kind == "hire" for a in acts)
    st, pi, p = _at_the_inn([MAGICIAN, APPRENTICE, SPECTER])
    st.act_ap = 3
    st.invalidate()
    assert Action("summon") in st.legal_actions(pi)
    st.apply(pi, Action("summon"))
    assert not can_hire(p, APPRENTICE)  # the summoned servant already holds the last space


def test_apprentice_spaces_mass_recruitment_needs_two_empty_spaces():
    st, pi, p = _at_the_inn([MAGICIAN, APPRENTICE, APPRENTICE])
    key = next(sid for sid, k in T.SPECIAL_KEY.items() if k == "mass_recruitment")
    st.act_card = SPECIAL_BASE + key
    st.invalidate()
    hires = [a for a in st.legal_actions(pi) if a.kind == "hire"]
    assert Action("hire", die=3, character=APPRENTICE) in hires and not any(a.get("extra") for a in hires)


def test_apprentice_spaces_the_fourth_arrival_sits_on_the_assistants_space_and_works_for_free():
    """Return Characters: past the board's three, the newcomer takes the Assistant's space (no wage)."""
    st, pi, p = _at_the_inn([MAGICIAN, ASSISTANT, APPRENTICE, APPRENTICE, APPRENTICE])
    p.incoming = [TRICKSTER]
    other = st.p[st.order[1]]
    endturn.return_characters(st, [])
    assert p.chars[p.assistant_app] == TRICKSTER
    p.assign, p.placed = [S.DOWNTOWN] * 6, [1] * 6
    other.assign, other.placed = [], []
    coins = p.coins
    endturn.pay_wages(st, [])
    assert p.coins == coins - 2 - 3  # the Assistant and three Apprentices; the Trickster is free


def _at_the_wagon(comps: dict[int, int], spells: list[int], chars: list[int] | None = None):
    """Seat at the wagon's Downtown with 3 AP and 20 coins, a rune on the left spell slot."""
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = chars or [MAGICIAN, APPRENTICE]
    p.comp = [0] * T.NCOMP
    for t, n in comps.items():
        p.comp[t] = n
    p.spells = list(spells)
    p.coins = 20
    st.wagon = S.DOWNTOWN
    st.offer = [RUNE, -1, -1]
    acting(st, pi, S.DOWNTOWN, 3)
    return st, pi, p


RUNE = next(sp for sp in range(len(T.SPELL_TYPE)) if T.SPELL_TYPE[sp] == 1)


def test_buying_spells_a_spell_type_takes_a_board_space_like_a_component_type():
    """Place Characters, buying a spell: stored like components; five component types and a spell fill it."""
    st, pi, p = _at_the_wagon({t: 1 for t in range(5)}, [1, 0, 0])
    acts = st.legal_actions(pi)
    assert Action("buy_spell", slot=0) not in acts
    assert Action("discard_spell", spell=0) in acts and Action("discard", comp=0) in acts
    assert st.describe(Action("discard_spell", spell=0)).english() == "Discard a scroll spell"
    with pytest.raises(IllegalAction) as refused:
        st.apply(pi, Action("buy_spell", slot=0))
    assert "no room for that spell" in refused.value.reason.english()
    st.apply(pi, Action("discard_spell", spell=0))
    assert p.spells == [0, 0, 0] and st.act_ap == 3
    st.apply(pi, Action("buy_spell", slot=0))  # discarding was no Downtown action: the Mage's stay open
    assert p.spells == [0, 1, 0]


def test_buying_spells_three_of_a_type_share_one_space():
    st, pi, p = _at_the_wagon({}, [0, 2, 0])
    st.apply(pi, Action("buy_spell", slot=0))
    assert p.spells[1] == 3
    st.offer[0] = RUNE
    st.invalidate()
    assert Action("buy_spell", slot=0) not in st.legal_actions(pi)  # the space holds three


def test_buying_spells_the_spell_space_leaves_one_less_for_components():
    """A spell type on the board leaves five spaces for components, so a sixth type has no room."""
    st, pi, p = _at_the_wagon({t: 1 for t in range(5)}, [0, 1, 0])
    assert room(p, 5) == 0 and room(p, 0) == 2
    p.spells = [0, 0, 0]
    assert room(p, 5) == 3


def test_buying_spells_a_manager_pile_takes_them_when_the_board_is_full():
    """Place Characters, buying a spell: the Manager's pile may hold spells (up to three, no extra count)."""
    st, pi, p = _at_the_wagon({t: 1 for t in range(6)}, [0, 0, 0], [MAGICIAN, MANAGER])
    st.apply(pi, Action("buy_spell", slot=0))
    assert p.spells == [0, 1, 0] and p.mgr_type[0] == SPELL_PILE + 1 and p.mgr_count[0] == 1
    assert p.effective(1) == 1  # the Manager's extra count is for components only
    me = st.view(pi)["players"][pi]
    assert me["manager"][0] == [-1, 0] and me["manager_spells"][0] == [1, 1]  # no component index 101
    remove_spell(p, 1)
    assert p.mgr_type[0] == -1 and p.mgr_count[0] == 0 and p.spells == [0, 0, 0]


def _team_with_a_shapeshifter(*more: int):
    """The first seat's team: Magician, Shapeshifter and ``more``, in a fresh Arcane Arts game."""
    st = setup_done(2, "arcane_arts")
    pi = st.order[0]
    p = st.p[pi]
    p.chars = [MAGICIAN, SHAPESHIFTER, *more]
    return st, pi, p


def _placed_ap(events) -> int:
    return next(e for e in events if e.kind == "place").data["ap"]


def test_shapeshifter_counts_as_an_apprentice_for_the_advertising_prophecy():
    """Section "Zmiennokształtny": an Apprentice for any effect, so P15's +1 base AP reaches it."""
    st, pi, p = _team_with_a_shapeshifter()
    p.advertised = 1
    prophecy(st, "advertised_apprentice_ap")
    placing(st, pi, [S.IDLE, S.DOWNTOWN])
    assert _placed_ap(st.apply(pi, Action("place", char=1, loc=S.DOWNTOWN, slot=3, boost=0))) == 2 + 1


def _shapeshifter_with_the_mechaniker():
    st, pi, p = _team_with_a_shapeshifter(APPRENTICE)
    with_magician(st, pi, "apprentice_ap")
    placing(st, pi, [S.IDLE, S.DOWNTOWN, S.MARKET])
    st.apply(pi, Action("place", char=1, loc=S.DOWNTOWN, slot=3, boost=0))
    return st, pi, p


def test_shapeshifter_owner_decides_whether_it_takes_the_mechanikers_apprentice_boost():
    """Section "Zmiennokształtny": its owner picks its identity where it matters (a prompt)."""
    st, pi, p = _shapeshifter_with_the_mechaniker()
    assert st.act_ap == 2 and set(st.legal_actions(pi)) == {
        Action("shape_as", apprentice=1),
        Action("shape_as", apprentice=0),
    }
    assert "Shapeshifter" in st.current_prompt(pi).english()
    assert "Shapeshifter as an Apprentice: +1 AP" in st.describe(Action("shape_as", apprentice=1)).english()
    st.apply(pi, Action("shape_as", apprentice=1))
    assert st.act_ap == 3 and p.used_mech == 1


def test_shapeshifter_declining_the_boost_keeps_it_for_a_real_apprentice():
    st, pi, p = _shapeshifter_with_the_mechaniker()
    st.apply(pi, Action("shape_as", apprentice=0))
    assert st.act_ap == 2 and p.used_mech == 0
    while st.cur == pi and st.phase == "act":
        st.apply(pi, Action("done"))
    st.cur, st.phase = pi, "place"
    st.invalidate()
    assert _placed_ap(st.apply(pi, Action("place", char=2, loc=S.MARKET, slot=3, boost=0))) == 1 + 1


def test_shapeshifter_as_the_apprentice_of_hidden_talent_leaves_for_a_specialist():
    """Hidden Talent names an Apprentice: a Shapeshifter that prepared may be traded, back to the supply."""
    st, pi, p = _team_with_a_shapeshifter()
    t = next(t for t in range(T.NTRICKS) if T.TRICK_NAME[t] == "Paper Shred")
    p.sym_trick, p.sym_slot, p.sym_ready = [t, -1, -1, -1], [0, -1, -1, -1], [0, 0, 0, 0]
    p.comp = [0] * T.NCOMP
    for c, n in T.TRICK_COMPS[t]:
        p.comp[c] = n
    acting(st, pi, S.WORKSHOP, 3, char=1, card=SPECIAL_BASE + special("hidden_talent"))
    st.apply(pi, Action("prepare", sym=0))
    assert Action("talent", character=ENGINEER) in st.legal_actions(pi)
    assert st.describe(Action("talent", character=ENGINEER)).english().startswith("Trade the Shapeshifter")
    st.servant_supply, st.servant_offer = [], -1
    st.apply(pi, Action("talent", character=ENGINEER))  # nothing else to do: the turn ends
    assert st.turn == 2 and p.chars == [MAGICIAN, ENGINEER]
    assert SHAPESHIFTER in (*st.servant_supply, st.servant_offer)  # back among the servants


def test_shapeshifter_may_be_the_apprentice_moved_to_the_assistant_and_then_works_for_free():
    """Section "Zmiennokształtny": Move Apprentice is an Apprentice effect too; that space pays no wage."""
    st, pi, p = _team_with_a_shapeshifter(ASSISTANT)
    acting(st, pi, S.WORKSHOP, 1)
    move = Action("move_app", char=1)
    assert move in st.legal_actions(pi) and Action("move_app") not in st.legal_actions(pi)
    assert st.describe(move).english() == "Move the Shapeshifter to the Assistant (1 AP)"
    st.apply(pi, move)  # (the turn then ends: nobody else has anything left to place)
    assert p.assistant_app == 1
    for q in st.p:
        q.assign, q.placed = [], []
    p.assign, p.placed = [S.DOWNTOWN] * 3, [1] * 3
    coins = p.coins
    endturn.pay_wages(st, [])
    assert p.coins == coins - 2  # the Assistant only


def test_heir_priority_two_needs_an_empty_apprentice_space_on_its_board():
    """Section "Priorytety Dziedzica" 2: the servant only with an empty Apprentice space on its board."""
    st = solo(modules="arcane_arts", difficulty="easy")
    p = st.p[st.heir]
    st.offer = [-1, -1, -1]
    st.servant_offer = TRICKSTER
    p.chars, p.incoming = [MAGICIAN, ENGINEER, APPRENTICE, APPRENTICE, APPRENTICE], []
    heir.act_wagon(st, [])  # easy: one option -- not the servant, so the magic shard
    assert st.servant_offer == TRICKSTER and p.incoming == [] and p.magic_shards == 1
    p.chars = [MAGICIAN, ASSISTANT, APPRENTICE, APPRENTICE, APPRENTICE]
    heir.act_wagon(st, [])
    assert st.servant_offer == -1 and p.incoming == [APPRENTICE]
