"""Screenshot positions per game: where ``python -m game screenshot --scene table`` takes its picture.

Without an entry here a game is shown after uniformly random moves
(:func:`game.cli.common.random_moves`).  A game that needs a livelier table
names a module in :data:`POSITIONS`; that module may define

* ``OPTIONS``: options laid over the game's defaults (every part of the table drawn);
* ``position(info, players, options, seed, moves) -> (state, log)``: the position;
* ``stage(view)``: a half-made decision shown on the table, done through the
  view's own input (cast cards laid on dice before Cast).

The positions are a tool's concern, so they live with the tool, not among the
scenes; a game's module is imported only when its screenshot is taken.
"""

from __future__ import annotations

import importlib
from types import ModuleType

POSITIONS: dict[str, str] = {
    "sorcery": "game.cli.shots.sorcery",
    "trickerion": "game.cli.shots.trickerion",
}


def for_game(game_id: str) -> ModuleType | None:
    """The screenshot module of ``game_id``, or None (random moves, as the game starts)."""
    name = POSITIONS.get(game_id)
    return importlib.import_module(name) if name else None
