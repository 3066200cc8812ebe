"""Named bot levels per game: what the setup screen offers and the arena pits.

``make_bot(game_id, level, seed)`` is the one way to get a bot.  Levels are
named configurations (search budget + policy quality) so a seat's choice is
just a string stored in the save.
"""

from __future__ import annotations

from game.ai.base import Bot, RandomBot
from game.rules.base import N_

LEVELS: tuple[str, ...] = ("easy", "medium", "hard", "expert")
LEVEL_LABELS: dict[str, str] = {
    "random": N_("Random"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
}


def make_bot(game_id: str, level: str, seed: int = 0) -> Bot:
    """A fresh bot of ``level`` for ``game_id`` (unknown levels fall back to random)."""
    return RandomBot(seed)
