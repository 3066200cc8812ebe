"""Component counts and cross-checks of the Trickerion data tables against the digests."""

from __future__ import annotations

from collections import Counter

import pytest

from game.rules.trickerion.data import (
    arcane,
    assignments,
    dice,
    heir,
    performances,
    prophecies,
    setup,
    tricks,
)
from game.rules.trickerion.data.components import COMPONENT_BY_ID, COMPONENTS
from game.rules.trickerion.data.magicians import MAGICIANS
from game.rules.trickerion.data.schema import CATEGORIES, END_BONUS_KINDS, SPELL_TYPES

TRICKS = tricks.TRICKS

# The digest's "coin value of set" column (8.2), an independent sum to check every component list against.
SET_VALUE = {
    37: 2,
    38: 4,
    39: 6,
    40: 9,
    41: 8,
    42: 9,
    43: 9,
    44: 10,
    45: 13,
    46: 13,
    47: 18,
    48: 15,
    1: 2,
    2: 4,
    3: 7,
    4: 6,
    5: 8,
    6: 10,
    7: 12,
    8: 13,
    9: 12,
    10: 13,
    11: 15,
    12: 16,
    25: 2,
    26: 4,
    27: 5,
    28: 6,
    29: 9,
    30: 6,
    31: 9,
    32: 8,
    33: 12,
    34: 13,
    35: 15,
    36: 13,
    13: 2,
    14: 5,
    15: 7,
    16: 7,
    17: 14,
    18: 7,
    19: 12,
    20: 15,
    21: 10,
    22: 15,
    23: 13,
    24: 21,
}


def test_48_tricks_12_per_category_4_per_level():
    assert len(TRICKS) == 48
    per = Counter((t.category, t.level) for t in TRICKS)
    assert per == {(c, lvl): 4 for c in CATEGORIES for lvl in (1, 2, 3)}
    assert len({t.id for t in TRICKS}) == 48 and len({t.key for t in TRICKS}) == 48


def test_trick_threshold_follows_level():
    for t in TRICKS:
        assert t.threshold == {1: 1, 2: 16, 3: 36}[t.level], t.key


@pytest.mark.parametrize("trick", TRICKS, ids=lambda t: t.key)
def test_trick_components_sum_to_the_printed_set_value(trick):
    assert sum(COMPONENT_BY_ID[c].price * n for c, n in trick.components) == SET_VALUE[trick.id]
    assert all(1 <= n <= 3 for _, n in trick.components)


def test_only_level3_tricks_have_an_end_bonus_from_the_vocabulary():
    for t in TRICKS:
        if t.level == 3:
            assert t.end_bonus is not None and t.end_bonus.kind in END_BONUS_KINDS and t.end_text
        else:
            assert t.end_bonus is None and not t.end_text


def test_corrected_trick_values_from_the_digest():
    by = tricks.TRICK_BY_KEY
    assert by["rabbit_from_the_top_hat"].markers == 1
    assert dict(by["paper_shred"].components)["fabric"] == 3
    assert "glass" in dict(by["mutilation"].components)
    assert "metal" in dict(by["beast_within"].components)
    assert dict(by["seance"].components)["mirror"] == 2


def test_disputed_trick_cells_are_unverified_and_only_those():
    unverified = {t.key for t in TRICKS if not t.verified}
    assert unverified == {"vanishing_bird_cage", "stairs_of_water", "peppers_ghost", "seance"}


def test_single_basic_level1_tricks_are_the_four_heir_exclusions():
    names = {tricks.TRICK_BY_ID[i].key for i in tricks.SINGLE_BASIC_TRICKS}
    assert names == {"linking_rings", "mind_reading", "barricaded_barrels", "enchanted_butterflies"}


def test_twelve_components_four_per_tier_priced_by_tier():
    assert len(COMPONENTS) == 12
    assert Counter(c.tier for c in COMPONENTS) == {1: 4, 2: 4, 3: 4}
    assert all(c.price == c.tier for c in COMPONENTS)
    assert sum(c.supply for c in COMPONENTS) == 96
    assert all(not c.verified for c in COMPONENTS)  # per-type supply split is inferred


def test_28_performance_cards_by_venue():
    cards = performances.PERFORMANCE_CARDS
    assert len(cards) == 28
    assert Counter(c.venue for c in cards) == {"riverside": 12, "grand_magorian": 8, "magnus_pantheon": 8}
    assert all(not c.verified for c in cards)  # performer bonus values: one source


@pytest.mark.parametrize("card", performances.PERFORMANCE_CARDS, ids=lambda c: f"P{c.id:02d}")
def test_performance_links_join_adjacent_occupied_slots_with_one_shard(card):
    assert 3 <= len(card.slots) <= 6
    assert sum(k.shard for k in card.links) == 1
    for k in card.links:
        assert k.a in card.slots and k.b in card.slots and k.a < k.b
        ca, ra, cb, rb = k.a // 3, k.a % 3, k.b // 3, k.b % 3
        assert (ca == cb and rb == ra + 1) or (ra == rb and cb == ca + 1)
    # every slot can link somewhere, otherwise the card would be unplayable for links
    assert {s for k in card.links for s in (k.a, k.b)} == set(card.slots)
    assert card.bonus_fame + card.bonus_coins + card.bonus_shards > 0


def test_link_counts_match_the_digest_column():
    expected = [2, 2, 3, 3, 3, 3, 3, 3, 3, 2, 2, 2, 4, 4, 4, 4, 3, 3, 3, 3, 5, 5, 5, 5, 4, 4, 4, 4]
    assert [len(c.links) for c in performances.PERFORMANCE_CARDS] == expected


def test_40_special_assignments_10_per_location_with_valid_targets():
    cards = assignments.SPECIAL_ASSIGNMENTS
    assert len(cards) == 40 and len({c.key for c in cards}) == 40
    assert Counter(c.location for c in cards) == {loc: 10 for loc in assignments.SPECIAL_DECK_LOCATIONS}
    from game.rules.trickerion.data.schema import ASSIGNMENT_TARGETS

    assert all(c.target in ASSIGNMENT_TARGETS and c.effect.kind == c.key for c in cards)


def test_permanent_hand_sizes_base_9_dark_alley_6():
    perm = assignments.PERMANENT_ASSIGNMENTS
    assert sum(p.base_count for p in perm) == 9 and sum(p.dark_alley_count for p in perm) == 6


def test_prophecy_pools_27_with_the_arcane_swap_and_24_solo():
    from game.rules.trickerion.data.schema import PROPHECY_KINDS

    assert len(prophecies.PROPHECIES) == 30
    assert all(p.effect.kind in PROPHECY_KINDS for p in prophecies.PROPHECIES)
    assert len(prophecies.prophecy_pool(False, False)) == 27
    aa = prophecies.prophecy_pool(True, False)
    assert len(aa) == 27 and {8, 9, 26}.isdisjoint(aa) and {28, 29, 30} <= set(aa)
    solo = prophecies.prophecy_pool(False, True)
    assert len(solo) == 24 and {19, 20, 27}.isdisjoint(solo)
    assert len(prophecies.prophecy_pool(True, True)) == 24
    assert sorted(p.solo_id for p in prophecies.PROPHECIES if not p.arcane) == list(range(1, 28))
    assert prophecies.ARCANE_REMOVALS_VERIFIED is False


def test_eight_magicians_two_per_category_with_distinct_abilities():
    from game.rules.trickerion.data.schema import MAGICIAN_ABILITY_KINDS

    assert len(MAGICIANS) == 8
    assert Counter(m.category for m in MAGICIANS) == {c: 2 for c in CATEGORIES}
    assert {m.ability.kind for m in MAGICIANS} == MAGICIAN_ABILITY_KINDS


def test_twelve_spells_three_types_unverified():
    assert len(arcane.SPELLS) == 12
    assert Counter(s.type for s in arcane.SPELLS) == {t: 4 for t in SPELL_TYPES}
    assert all(not s.verified for s in arcane.SPELLS) and arcane.SPELL_TYPES_VERIFIED is False


def test_four_servants_with_rulebook_ap_and_wages():
    s = arcane.SERVANT_BY_KEY
    assert [x.key for x in arcane.SERVANTS] == ["specter", "golem", "trickster", "shapeshifter"]
    assert (s["specter"].ap, s["golem"].ap, s["trickster"].ap, s["shapeshifter"].ap) == (2, 3, 2, 2)
    assert s["specter"].own_card and s["golem"].own_card
    assert not s["trickster"].own_card and not s["shapeshifter"].own_card
    assert (s["golem"].wage_shards, s["golem"].unpaid_fame) == (1, 4)
    assert [x.backstage for x in arcane.SERVANTS] == [False, False, False, True]


def test_dice_have_six_faces_and_unverified_distributions():
    for d in (*dice.DOWNTOWN_DICE, dice.SPELL_DIE, dice.REWARD_DIE):
        assert len(d.faces) == 6
    assert len(dice.DOWNTOWN_DICE) == 6
    assert set(dice.TRICK_DIE.faces) == {*CATEGORIES, dice.ANY, dice.X}
    assert sorted(f for f in dice.BANK_DIE.faces if f != dice.X) == [3, 4, 4, 5, 6]
    assert not any(d.verified for d in (dice.SPECIALIST_DIE, dice.BANK_DIE, dice.APPRENTICE_DIE))
    assert Counter(dice.SPELL_DIE.faces) == {t: 2 for t in SPELL_TYPES} and not dice.SPELL_DIE.verified


def test_reward_die_faces_sixth_unverified():
    faces = dice.REWARD_FACES
    assert [f.verified for f in faces] == [True] * 5 + [False]
    assert faces[1].effect["coins"] == 1 and faces[1].effect["fame"] == 1
    assert faces[2].effect["value"] == 3


def test_arcane_numbers_from_the_rulebook_and_unverified_costs():
    assert arcane.MAGIC_SHARD_SUPPLY == {1: 4, 2: 4, 3: 6, 4: 8}
    assert arcane.MAGE_SLOT_COSTS_VERIFIED is False
    assert [arcane.next_wagon(x) for x in arcane.WAGON_LOCATIONS] == ["market_row", "dark_alley", "downtown"]


def test_starting_coins_by_initiative_and_beginner_packages():
    assert [setup.starting_coins(p) for p in (1, 2, 3, 4)] == [10, 12, 14, 16]
    assert setup.STARTING_COINS_2P_VERIFIED is False
    for b in setup.BEGINNER_SETUPS:
        t = tricks.TRICK_BY_KEY[b.trick]
        assert t.category == b.category and t.level == 1 and not b.verified
        assert dict(b.components) == dict(t.components)  # the package prepares its trick for free
        value = sum(COMPONENT_BY_ID[c].price * n for c, n in b.components)
        assert value <= setup.START_COMPONENT_VALUE


def test_heir_tables_match_the_digest_and_are_unverified():
    d = heir.HEIR_BY_KEY
    assert d["normal"].downtown_dice == (1, 1, 1, 2, 3)
    assert d["hard"].dark_alley_cards == (1, 2, 2, 3, 3)
    assert d["easy"].theater_markers == (1, 2, 2) and d["hard"].theater_markers == (2, 3, 4)
    assert [x.l3_trick_fame for x in heir.HEIR_DIFFICULTIES] == [5, 7, 10]
    assert [(x.specialists, x.apprentices) for x in heir.HEIR_DIFFICULTIES] == [(1, 1), (1, 2), (2, 1)]
    assert all(not x.verified for x in heir.HEIR_DIFFICULTIES)


def test_plan_cards_arrange_the_heir_hand_five_set_up_four_perform():
    assert Counter(c.kind for c in heir.PLAN_CARDS) == {heir.PLAN_SET_UP: 5, heir.PLAN_PERFORM: 4}
    for c in heir.PLAN_CARDS:
        assert sorted(c.locations) == sorted(heir.PLAN_HAND) and not c.verified
        assert c.locations[c.special] in ("theater", "downtown", "market_row")  # a deck the Heir draws
        assert (c.locations[0] == "theater") == (c.kind == heir.PLAN_PERFORM)


def test_rule_choices_are_all_unverified_inferred_or_unknown():
    from game.rules.trickerion.data.assumptions import CHOICE, RULE_CHOICES

    assert len(CHOICE) == len(RULE_CHOICES)
    assert all(c.tag in ("I", "U") and not c.verified and c.note for c in RULE_CHOICES)
    # the table agrees with the numbers the other modules play
    assert CHOICE["second_player_coins_2p"].value == setup.starting_coins(setup.INITIATIVE_POSITIONS_2P[1])
    assert CHOICE["board_trick_slots"].value == tricks.TRICK_SLOTS


def test_paper_shred_example_two_spells_stand_in_for_the_two_missing_saws():
    """AA rulebook example: no Saws, two spells of one type cover 4 coins of components."""
    paper_shred = tricks.TRICK_BY_KEY["paper_shred"]
    saws = dict(paper_shred.components)["saw"]
    assert saws * COMPONENT_BY_ID["saw"].price == 2 * arcane.SPELL_COMPONENT_VALUE
    # and when performed with the matching spell, the "trick level" reward face pays 2 Fame
    assert paper_shred.level == 2 and dice.REWARD_BY_KEY["trick_level_fame"].effect.kind == "trick_level_fame"
