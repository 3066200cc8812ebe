"""The registry of games: one place that knows which engines exist.

Each game package calls :func:`register` from its ``__init__``; the first
:func:`get` or :func:`all_games` imports them all (``game.rules.games``), while
:func:`names` answers from that module's data without importing any.  The setup
screen, the CLI and the conformance suite iterate :func:`all_games`.
"""

from __future__ import annotations

from game.rules.base import GameInfo, Msg

_GAMES: dict[str, GameInfo] = {}


def register(info: GameInfo) -> GameInfo:
    _GAMES[info.id] = info
    return info


def unregister(game_id: str) -> None:
    """Take a game out again: a test's or tool's own game (the shipped ones stay for the process)."""
    _GAMES.pop(game_id, None)


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
    """Every registered game, shipped ones in menu order (whichever engine happened to be imported first)."""
    _load_all()
    order = {game_id: i for i, (game_id, _name) in enumerate(names())}
    return sorted(_GAMES.values(), key=lambda info: order.get(info.id, len(order)))


def names() -> list[tuple[str, Msg]]:
    """(id, name) of every shipped game in menu order, without importing an engine (the main menu)."""
    from game.rules.games import SHIPPED

    return [(game.id, game.name) for game in SHIPPED]


def _load_all() -> None:
    from game.rules.games import import_all

    import_all()
