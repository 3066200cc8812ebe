"""Per-game knowledge for the search: evaluation and playout policies.

``policy_for(game_id)`` returns the game's :class:`~game.ai.policy.Policy`, or
the knowledge-free default for a game without one (the search still works,
only weaker and slower).  Modules are imported lazily so a game whose engine
is missing from a checkout costs nothing.
"""

from __future__ import annotations

import importlib

from game.ai.policy import Policy

_MODULES: dict[str, str] = {
    "spellbook": "game.ai.policies.spellbook",
    "witchcraft": "game.ai.policies.witchcraft",
    "sorcery": "game.ai.policies.sorcery",
    "trickerion": "game.ai.policies.trickerion",
}


def policy_for(game_id: str) -> Policy:
    """A fresh policy object for ``game_id`` (policies may cache per game)."""
    name = _MODULES.get(game_id)
    if name is None:
        return Policy()
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name != name:
            raise
        return Policy()
    return module.make_policy()
