"""Per-game knowledge for the search: evaluation and playout policies.

``policy_for(game_id)`` returns the game's :class:`~game.ai.policy.Policy`, made
by the function its registration names (``GameInfo.policy``), or the
knowledge-free default for a game without one (the search still works, only
weaker and slower).  Modules are imported lazily so a game whose policy module
is missing from a checkout costs nothing.
"""

from __future__ import annotations

from game.ai.policy import Policy
from game.dotted import resolve
from game.rules.registry import find


def policy_for(game_id: str) -> Policy:
    """A fresh policy object for ``game_id`` (policies may cache per game)."""
    info = find(game_id)
    if info is None or info.policy is None:
        return Policy()
    module = info.policy.partition(":")[0]
    try:
        make_policy = resolve(info.policy)
    except ModuleNotFoundError as exc:
        if exc.name != module:
            raise
        return Policy()
    return make_policy()
