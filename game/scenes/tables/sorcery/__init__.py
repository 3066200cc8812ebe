"""School of Sorcery at the table (named by the game's registration, ``game/rules/sorcery``).

``view.py`` holds the TableView (state, input, help), ``geometry.py`` where
things sit (from ``assets/layouts/sorcery.tmx``), ``drawing.py`` and
``art.py`` the pictures, ``texts.py`` the card tooltips and the F1 summary.
"""

from game.scenes.tables.sorcery.view import SorceryView

__all__ = ["SorceryView"]
