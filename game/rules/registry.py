"""The registry of games: one place that knows which engines exist.

Each game package calls :func:`register` from its ``__init__``; importing
``game.rules.games`` imports them all.  The setup screen, the CLI and the
conformance suite iterate :func:`all_games`.
"""

from __future__ import annotations

from game.rules.base import GameInfo

_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def get(game_id: str) -> GameInfo:
    _load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known: {sorted(_GAMES)}") from None


def find(game_id: str) -> GameInfo | None:
    """The registered game ``game_id``, or None (an internal test game, an unknown save)."""
    _load_all()
    return _GAMES.get(game_id)


def all_games() -> list[GameInfo]:
    _load_all()
    return list(_GAMES.values())


def _load_all() -> None:
    import game.rules.games  # noqa: F401  (registers every shipped game)
