"""Rules the digests mark inferred (I) or unknown (U) that are not a single table value.

Each is a :class:`RuleChoice` with the value this implementation plays and
``verified=False``; the engine reads the value from here (``CHOICE[key]``) so
a check against a physical copy changes one line.
"""

from __future__ import annotations

from game.rules.trickerion.data.schema import RuleChoice

RULE_CHOICES: tuple[RuleChoice, ...] = (
    RuleChoice(
        "supply_unlimited", True, "U", "Components, coins and Trickerion shards never run out (as BGA)."
    ),
    RuleChoice("one_magician_per_category", True, "I", "Only one magician per favourite category in a game."),
    RuleChoice(
        "second_player_coins_2p", 14, "U", "In a 2-player game the second player sits on space 3: 14 coins."
    ),
    RuleChoice(
        "initiative_ties_reverse", True, "I", "Players tied on Fame swap their previous relative order."
    ),
    RuleChoice("new_hires_paid", False, "I", "Characters hired this turn are not yet on the team: no wage."),
    RuleChoice(
        "orders_slot_aligned", True, "I", "An ordered component replaces the stock component in its column."
    ),
    RuleChoice("discard_trick_anytime", True, "I", "A trick may be returned to the Residence at any time."),
    RuleChoice(
        "magician_backstage",
        True,
        "I",
        "A Magician may take a backstage slot (3 AP +- the day) and not perform.",
    ),
    RuleChoice(
        "used_specials_to_deck_bottom", True, "I", "Used Special Assignment cards go under their deck."
    ),
    RuleChoice(
        "human_markers_left_score", 0, "I", "Markers left on Performance cards score nothing for players."
    ),
    RuleChoice(
        "learn_favourite_all_dice_x",
        True,
        "U",
        "The favourite category may be learned even if both Trick dice are X.",
    ),
    RuleChoice(
        "zero_ap_placement", True, "I", "A placement worth 0 AP (e.g. an Apprentice on Sunday) is allowed."
    ),
    RuleChoice("fame_unbounded", True, "U", "The Fame track has no maximum; Fame never drops below 0."),
    RuleChoice("board_trick_slots", 3, "I", "3 trick slots on the player board, 1 more with the Engineer."),
    RuleChoice(
        "board_component_slots", 6, "I", "6 component slots (3 of one type each), 2 more with the Manager."
    ),
    RuleChoice(
        "seance_counts_present_apprentices",
        True,
        "I",
        "Séance counts Apprentices on the team, not hired this turn.",
    ),
    RuleChoice(
        "arcane_removes_prophecies_multiplayer",
        True,
        "U",
        "Arcane Arts removes prophecies 8, 9 and 26 in every game, not only solo.",
    ),
    RuleChoice(
        "electra_heir_bonus_fame_and_coins",
        True,
        "I",
        "Electra's Heir adds its trick level to Fame and coin yields (not Shards).",
    ),
    RuleChoice(
        "heir_idle_without_markers",
        True,
        "I",
        "An Heir helper assigned to the Theater with no marker left stays idle.",
    ),
    RuleChoice(
        "heir_wagon_spell_from_mage_board",
        True,
        "I",
        "The Heir's wagon enchantment takes the cheapest offered spell a trick can still carry.",
    ),
)

CHOICE: dict[str, RuleChoice] = {c.key: c for c in RULE_CHOICES}
