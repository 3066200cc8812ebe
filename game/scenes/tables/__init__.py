"""Per-game table views; importing this package registers every shipped one."""

import importlib

for _name in ("spellbook", "witchcraft", "sorcery", "trickerion"):
    try:
        importlib.import_module(f"game.scenes.tables.{_name}")
    except ModuleNotFoundError as exc:  # a table not yet in this checkout
        if exc.name != f"game.scenes.tables.{_name}":
            raise
