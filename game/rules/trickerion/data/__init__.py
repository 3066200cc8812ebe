"""Trickerion component data: every card, die, piece and number as frozen records.

Modules, one per family: :mod:`.schema` (the dataclasses and id vocabularies),
:mod:`.components`, :mod:`.tricks`, :mod:`.performances`, :mod:`.assignments`,
:mod:`.prophecies`, :mod:`.magicians`, :mod:`.characters`, :mod:`.dice`,
:mod:`.arcane` (Arcane Arts), :mod:`.setup` (setup and scoring constants) and
:mod:`.heir` (the solo opponent's tables).  The most used tables are
re-exported here; the engine indexes them by position (``TRICKS[i]``,
``PERFORMANCES[i]``), so their order is part of the save format.
"""

from __future__ import annotations

from game.rules.trickerion.data.arcane import SERVANTS, SPELLS
from game.rules.trickerion.data.assignments import PERMANENT_ASSIGNMENTS, SPECIAL_ASSIGNMENTS
from game.rules.trickerion.data.characters import CHARACTERS
from game.rules.trickerion.data.components import COMPONENTS
from game.rules.trickerion.data.dice import (
    APPRENTICE_DIE,
    BANK_DIE,
    DOWNTOWN_DICE,
    REWARD_DIE,
    REWARD_FACES,
    SPECIALIST_DIE,
    SPELL_DIE,
    TRICK_DIE,
)
from game.rules.trickerion.data.heir import HEIR_DIFFICULTIES, PLAN_CARDS
from game.rules.trickerion.data.magicians import MAGICIANS
from game.rules.trickerion.data.performances import PERFORMANCE_CARDS
from game.rules.trickerion.data.prophecies import PROPHECIES
from game.rules.trickerion.data.schema import CATEGORIES, LOCATIONS, SPELL_TYPES
from game.rules.trickerion.data.tricks import TRICKS

PERFORMANCES = PERFORMANCE_CARDS
DICE = (TRICK_DIE, SPECIALIST_DIE, APPRENTICE_DIE, BANK_DIE, SPELL_DIE, REWARD_DIE)
"""One record per kind of die (keys trick, specialist, apprentice, bank, spell, reward)."""

__all__ = [
    "CATEGORIES",
    "CHARACTERS",
    "COMPONENTS",
    "DICE",
    "DOWNTOWN_DICE",
    "HEIR_DIFFICULTIES",
    "LOCATIONS",
    "MAGICIANS",
    "PERFORMANCES",
    "PERFORMANCE_CARDS",
    "PERMANENT_ASSIGNMENTS",
    "PLAN_CARDS",
    "PROPHECIES",
    "REWARD_FACES",
    "SERVANTS",
    "SPECIAL_ASSIGNMENTS",
    "SPELLS",
    "SPELL_DIE",
    "SPELL_TYPES",
    "TRICKS",
]
