"""Numbers and lists of the Dahlgaard's Heir solo opponent (digest 14, AA digest "Solo").

Everything here comes from one fan app that reproduces the official booklet,
so it is all ``verified=False``.  The decision logic lives in
``game.rules.trickerion.heir``.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.base import N_
from game.rules.trickerion.data.schema import HeirDifficulty
from game.rules.trickerion.data.setup import START_FAME

# The last two numbers are the backstage bonus per helper in the Theater when the Heir performs:
# nothing on Easy, 2 coins on Normal, 1 Fame on Hard (the solo app S3's performance step).
HEIR_DIFFICULTIES: tuple[HeirDifficulty, ...] = (
    HeirDifficulty("easy", N_("Easy"), 1, 1, (1, 1, 1, 2, 2), (1, 1, 1, 2, 2), (1, 2, 2), 2, 5, 0, 1, 0, 0),
    HeirDifficulty(
        "normal", N_("Normal"), 1, 2, (1, 1, 1, 2, 3), (1, 1, 2, 2, 3), (1, 2, 3), 3, 7, 1, 2, 0, 2
    ),
    HeirDifficulty("hard", N_("Hard"), 2, 1, (1, 1, 2, 3, 3), (1, 2, 2, 3, 3), (2, 3, 4), 3, 10, 2, 3, 1, 0),
)
HEIR_BY_KEY: dict[str, HeirDifficulty] = {d.key: d for d in HEIR_DIFFICULTIES}
VERIFIED = False

HEIR_START_FAME = START_FAME  # the Heir starts on the same Fame as a player
HEIR_START_COINS = 0
HEIR_START_SHARDS = 0
HEIR_MAX_AP = 5  # a 6-AP placement resolves as 5 AP ...
HEIR_OVERFLOW_FAME = 1  # ... and gains 1 Fame
HEIR_SPECIAL_AP = 1  # a Special Assignment card only gives the Heir +1 AP
HEIR_COINS_PER_CONVERSION = 10  # at End Turn every full 10 coins become Fame (see difficulty)
HEIR_LEFTOVER_FAME_MALUS = 1  # markers left on a card: yields -1 Fame -1 coin per trick
HEIR_LEFTOVER_COIN_MALUS = 1
HEIR_CAP = 20  # caps of the Heir's shard, special card, L3 and magic shard scores
HEIR_SPECIAL_CARD_FAME = 2
HEIR_CHARACTERS_BASE = 6  # characters beyond this count score extra_character_fame each
HEIR_CHARACTER_SLOTS = 5  # the Heir board's Base + Dark Alley side: one Plan card location per slot
HEIR_MAX_APPRENTICES = 4
HEIR_MAX_CHARACTERS_FOR_HIRE = 5  # hire an Apprentice only while having at most 5 characters
HEIR_STANCE_FAME: tuple[tuple[int, int], ...] = ((0, 1), (16, 2), (36, 3))
"""(Fame from, minimum trick level) -- Ready needs a trick of at least this level."""

# --- plan deck
PLAN_PERFORM = "perform"
PLAN_SET_UP = "set_up"
PLAN_DECK_SIZE = 7


@dataclass(frozen=True, slots=True)
class PlanCard:
    """A card of the Heir's Plan deck: one location per Heir character slot, left to right.

    The printed cards were not available: the build steps need 5 Set Up and
    4 Perform cards, and each card must be an arrangement of the Heir's six
    Dark Alley permanent cards (2 Theater, 1 each of the rest).  The
    arrangements below are our own (``verified=False``): Perform cards send
    the Magician to the Theater, Set Up cards send it to gather.
    ``special`` is the slot whose location shows the Special Assignment icon.
    """

    id: int
    kind: str  # PLAN_PERFORM or PLAN_SET_UP
    locations: tuple[str, ...]
    special: int
    verified: bool = False


_HAND = ("theater", "theater", "downtown", "market_row", "dark_alley", "workshop")

PLAN_CARDS: tuple[PlanCard, ...] = (
    PlanCard(1, PLAN_SET_UP, ("downtown", "market_row", "theater", "dark_alley", "theater", "workshop"), 1),
    PlanCard(2, PLAN_SET_UP, ("downtown", "theater", "dark_alley", "market_row", "workshop", "theater"), 3),
    PlanCard(3, PLAN_SET_UP, ("market_row", "downtown", "theater", "theater", "dark_alley", "workshop"), 1),
    PlanCard(4, PLAN_SET_UP, ("dark_alley", "downtown", "market_row", "theater", "theater", "workshop"), 3),
    PlanCard(5, PLAN_SET_UP, ("downtown", "dark_alley", "theater", "market_row", "theater", "workshop"), 4),
    PlanCard(6, PLAN_PERFORM, ("theater", "theater", "downtown", "market_row", "dark_alley", "workshop"), 2),
    PlanCard(7, PLAN_PERFORM, ("theater", "downtown", "theater", "dark_alley", "market_row", "workshop"), 2),
    PlanCard(8, PLAN_PERFORM, ("theater", "market_row", "downtown", "theater", "dark_alley", "workshop"), 3),
    PlanCard(9, PLAN_PERFORM, ("theater", "theater", "dark_alley", "downtown", "market_row", "workshop"), 1),
)
PLAN_BY_ID: dict[int, PlanCard] = {c.id: c for c in PLAN_CARDS}
PLAN_HAND: tuple[str, ...] = _HAND
"""The Heir's permanent assignment cards (the Dark Alley hand)."""

# --- location priorities
READY_PRIORITY: tuple[str, ...] = ("theater", "downtown", "market_row", "dark_alley", "workshop")
BUSY_PRIORITY: tuple[str, ...] = ("downtown", "theater", "market_row", "dark_alley", "workshop")
DOWNTOWN_REROLL_ORDER: tuple[int, ...] = (0, 1, 2, 4, 5, 3)
"""X dice the Heir rerolls first: Trick 1, Trick 2, Specialist, Bank 1, Bank 2, Apprentice (die spots)."""
DARK_ALLEY_DECK_TIES: tuple[str, ...] = ("theater", "downtown", "market_row", "workshop")

WAGON_OPTIONS: tuple[str, ...] = (
    "enchant",
    "take_servant",
    "set_spell_die",
    "magic_shard",
    "magic_shard",
    "fame",
)
"""Arcane Arts: the Heir carries out the first ``wagon_options`` possible ones, in this order."""
WAGON_FAME = 3
