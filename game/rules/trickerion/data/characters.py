"""Character types, slots and AP modifiers of the locations (digest 4, 6.1)."""

from __future__ import annotations

from functools import cache

from game.rules.base import N_
from game.rules.trickerion.data.schema import CharacterType

CHARACTERS: tuple[CharacterType, ...] = (
    CharacterType("magician", N_("Magician"), 3, 0, 1),
    CharacterType("engineer", N_("Engineer"), 2, 2, 1, backstage_shards=1),
    CharacterType("manager", N_("Manager"), 2, 2, 1, backstage_coins=3),
    CharacterType("assistant", N_("Assistant"), 2, 2, 1, backstage_fame=2),
    CharacterType("apprentice", N_("Apprentice"), 1, 1, 4),
)
"""Order matches ``schema.CHARACTER_TYPES`` (and the engine's ints)."""

UNPAID_WAGE_FAME = 2  # Fame lost per coin of wages not paid
SHARD_ENHANCE_AP = 1  # Enhance Character: +1 AP for a Shard, not in the Theater
MAX_WORKSHOP_CHARACTERS = 2
BOARD_APPRENTICE_SPACES = 3
"""Apprentice spaces printed on the player board; the Assistant's extension adds one more.

Apprentices and magic servants share them (Arcane Arts: a summoned servant
takes an empty Apprentice space), so they cap hiring and summoning."""

SLOT_MODIFIERS: tuple[int, ...] = (2, 1, 1, 0)
"""Downtown, Market Row and Dark Alley slots, left to right."""

SLOT_MIN_PLAYERS: tuple[int, ...] = (1, 3, 4, 1)
"""The fewest players for which each of those slots is usable (the +1 slots are marked "3" and "4")."""

WORKSHOP_SLOTS_VERIFIED = False  # two workshop character slots: inferred from BGA

DAY_AP_MODIFIERS: tuple[int, ...] = (1, 0, 0, -1)
"""Theater backstage AP modifier per day, Thursday to Sunday."""

DAY_YIELD_MODIFIERS: tuple[tuple[int, int], ...] = ((-1, -1), (0, 0), (0, 0), (1, 1))
"""(Fame, coins) added to each performed trick's yields per day, Thursday to Sunday."""

BACKSTAGE_SLOTS_PER_DAY = 2
NO_THEATER_PLAYER_USES_PERFORMER_DAY_VERIFIED = False
"""A guest with no character in the Theater uses the performer's day modifier: inferred."""


@cache  # asked for every open slot the engine lists: a pure function of the player count
def usable_slots(players: int) -> tuple[int, ...]:
    """Modifiers of the usable Downtown/Market Row/Dark Alley slots for a player count (solo = 2)."""
    n = max(players, 2)
    return tuple(m for m, need in zip(SLOT_MODIFIERS, SLOT_MIN_PLAYERS, strict=True) if n >= need)
