"""Trickerion at the table (named by the game's registration, ``game/rules/trickerion``).

``view.py`` holds the TableView, ``geometry.py`` where things sit (from
``assets/layouts/trickerion.tmx``), ``gestures.py`` how legal actions are
done by hand, ``drawing.py`` and ``art.py`` the pictures, ``texts.py`` the
words and the F1 summary.
"""

from game.scenes.tables.trickerion.view import TrickerionView

__all__ = ["TrickerionView"]
