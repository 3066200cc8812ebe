"""Arcane Arts pieces: spells, the Mage's board, magic shards, the wagon, magic servants."""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import SPELL_TYPES, Servant, Spell, effect

SPELL_TYPE_NAMES: dict[str, str] = {
    "scroll": N_("Scroll"),
    "rune": N_("Rune"),
    "amulet": N_("Amulet"),
}
SPELL_TYPES_VERIFIED = False  # 3 types x 4 spells: inferred from a fan app

SPELLS: tuple[Spell, ...] = tuple(
    Spell(i * 4 + j, kind, SPELL_TYPE_NAMES[kind]) for i, kind in enumerate(SPELL_TYPES) for j in range(4)
)
SPELL_INDEX: dict[str, int] = {k: i for i, k in enumerate(SPELL_TYPES)}

SPELL_COMPONENT_VALUE = 2  # one spell stands in for components worth up to 2 coins
SPELLS_PER_SLOT = 3  # up to 3 spells of one type share a component slot

MAGE_SLOT_COSTS: tuple[int, ...] = (3, 3, 4)
"""Coin cost printed under each spell slot of the Mage's board, left to right."""
MAGE_SLOT_COSTS_VERIFIED = False
MAGE_SLOTS_TWO_PLAYERS: tuple[int, ...] = (0, 2)  # the middle slot stays empty with 2 players (and solo)

MAGIC_SHARD_SUPPLY: dict[int, int] = {1: 4, 2: 4, 3: 6, 4: 8}
"""Magic shards available by player count (1 = solo)."""
MAGIC_SHARD_ENHANCE_AP = 2  # enhancing outside the Theater with a magic shard
MAGIC_SHARD_THEATER_AP = 1  # a magic shard may enhance in the Theater too
HEIR_MAGIC_SHARD_FAME = 2  # the Heir scores 2 Fame per unspent magic shard

CHARGE_COST = 3  # coins per charge action
CHARGE_SHARDS = 2  # shards charged per action (up to)
CHARGE_AP = 1
SET_MAGIC_DICE_AP: tuple[int, ...] = (1, 2)  # AP for setting one / both magic dice
BUY_SPELL_AP = 1
SUMMON_AP = 3

WAGON_LOCATIONS: tuple[str, ...] = ("downtown", "market_row", "dark_alley")
"""The wagon starts at one of these at random and moves along this cycle at each End Turn."""


def next_wagon(location: str) -> str:
    return WAGON_LOCATIONS[(WAGON_LOCATIONS.index(location) + 1) % len(WAGON_LOCATIONS)]


SERVANTS: tuple[Servant, ...] = (
    Servant(
        0,
        "specter",
        N_("Specter"),
        2,
        True,
        0,
        1,
        4,
        effect("no_slot"),
        N_(
            "Needs its own card every turn. Takes no slot; in the Theater only on a day you already use, "
            "with the day's modifier. Wage: 1 Shard, or lose 4 Fame."
        ),
        backstage=False,
    ),
    Servant(
        1,
        "golem",
        N_("Golem"),
        3,
        True,
        0,
        1,
        4,
        effect("first_or_last"),
        N_(
            "Needs its own card every turn. Must be your first or last character placed. "
            "Wage: 1 Shard, or lose 4 Fame."
        ),
        backstage=False,
    ),
    Servant(
        2,
        "trickster",
        N_("Trickster"),
        2,
        False,
        1,
        0,
        2,
        effect("free_set_die", per_turn=1),
        N_(
            "Once per turn when placed: a free Set Die at Downtown, or "
            "set one magic die at the wagon. Wage: 1 coin."
        ),
        backstage=False,
    ),
    Servant(
        3,
        "shapeshifter",
        N_("Shapeshifter"),
        2,
        False,
        1,
        0,
        2,
        effect("shapeshift"),
        N_(
            "Counts as an Apprentice or any one Specialist. Backstage: 1 Shard, 2 Fame, 3 coins or a charge. "
            "Wage: 1 coin."
        ),
        backstage=True,
    ),
)
"""Order matches the engine's ``SPECTER..SHAPESHIFTER`` (engine int = 5 + index)."""

SERVANT_BY_KEY: dict[str, Servant] = {s.key: s for s in SERVANTS}

SHAPESHIFTER_BACKSTAGE: tuple[tuple[str, int], ...] = (
    ("shards", 1),
    ("fame", 2),
    ("coins", 3),
    ("charge", 1),
)
"""The Shapeshifter's Theater bonus options: a Shard, 2 Fame, 3 coins, or charge one shard."""
