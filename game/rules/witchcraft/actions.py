"""Witchcraft's actions, built once and shared.

Listing the legal moves is the engine's hot loop, and building an
:class:`Action` (sorting and freezing its parameters) costs far more than a
dict lookup.  Actions are immutable, so one object per distinct move serves
every game, clone and search; each table is keyed by the move's parameters in
a fixed order and fills itself on first use.  The key spaces are small (fields
of a board with its extra pieces, 24 tokens, 8 facings), so they never need
clearing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.base import Action


class _Interned(dict[Any, Any]):
    """``table[key]`` -> the one shared Action for ``key``, made by ``build`` the first time."""

    def __init__(self, build: Callable[[Any], Any]) -> None:
        super().__init__()
        self._build = build

    def __missing__(self, key: Any) -> Any:
        value = self[key] = self._build(key)
        return value


def _eight(kind: str, turn: str, **params: Any) -> tuple[Action, ...]:
    """The eight variants of a move, indexed by its facing (or direction) ``turn`` = 0..7.

    Parameters here are ints and tuples already, so the actions are built as stored (sorted by
    name) without the generic checks: a board grown by extra pieces asks for new ones mid-game."""
    return tuple(Action.prepared(kind, tuple(sorted([*params.items(), (turn, k)]))) for k in range(8))


FINISH = Action("done")
SKIP = Action("skip")
POWER = Action("power")

RESERVE = _Interned(lambda t: Action("reserve", token=t))
DEPLOY = _Interned(lambda f: _eight("deploy", "facing", at=f))
ACTIVATE = _Interned(lambda f: Action("activate", at=f))
AIM = _Interned(lambda ft: Action("activate", at=ft[0], target=ft[1]))
PLACE = _Interned(lambda tf: Action("place", token=tf[0], at=tf[1]))
REFRESH = _Interned(lambda f: Action("refresh", at=f))
SHIELD = _Interned(lambda f: _eight("shield", "dir", at=f))
PICK = _Interned(lambda f: Action("pick", at=f))
MOVE = _Interned(lambda f: _eight("move", "facing", to=f))
ATTACH = _Interned(lambda cells: Action("attach", cells=cells))
SUMMON = _Interned(lambda tf: _eight("summon", "facing", token=tf[0], at=tf[1]))
ARRANGE = _Interned(lambda ft: _eight("arrange", "facing", at=ft[0], top=ft[1]))
REMOVE = _Interned(lambda t: Action("remove", token=t))
SWAP = _Interned(lambda ab: Action("swap", a=ab[0], b=ab[1]))
FACE = _eight("face", "facing")
