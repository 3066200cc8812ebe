"""The shipped games in menu order, as data: id, name and the package whose import registers the engine.

The main menu prints the names from here, so start-up does not import four engines
(~65 ms); :mod:`game.rules.registry` imports the packages the first time an engine is asked for.
Add a line here when a new engine lands; the order is the order the menu shows.
"""

from __future__ import annotations

import importlib
from typing import NamedTuple

from game.rules.base import Msg


class Shipped(NamedTuple):
    id: str
    name: Msg  # the same words as the package's GameInfo.name (a test holds them together)
    package: str


SHIPPED: tuple[Shipped, ...] = (
    Shipped("spellbook", Msg("SpellBook"), "game.rules.spellbook"),
    Shipped("witchcraft", Msg("Witchcraft"), "game.rules.witchcraft"),
    Shipped("sorcery", Msg("School of Sorcery"), "game.rules.sorcery"),
    Shipped("trickerion", Msg("Trickerion"), "game.rules.trickerion"),
)


def import_all() -> None:
    """Import every shipped package, in menu order, so each registers itself."""
    for game in SHIPPED:
        importlib.import_module(game.package)
