"""Witchcraft at the table (named by the game's registration, ``game/rules/witchcraft``).

``view.py`` holds the TableView (state, input, help), ``geometry.py`` where
things sit (from ``assets/layouts/witchcraft.tmx``), ``drawing.py`` and
``art.py`` the pictures, ``texts.py`` the token and altar help and the F1 summary.
"""

from game.scenes.tables.witchcraft.view import WitchcraftTable

__all__ = ["WitchcraftTable"]
