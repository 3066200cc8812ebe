"""Imports every shipped game package so that each registers itself.

Add a line here when a new engine lands; keep the order the menu shows.
"""

import importlib

for _name in ("spellbook", "witchcraft", "sorcery", "trickerion"):
    try:
        importlib.import_module(f"game.rules.{_name}")
    except ModuleNotFoundError as exc:  # an engine not yet in this checkout
        if exc.name != f"game.rules.{_name}":
            raise
