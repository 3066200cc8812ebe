"""Trickerion at the table: registers the view with the table scene.

``view.py`` holds the TableView, ``geometry.py`` where things sit (from
``assets/layouts/trickerion.tmx``), ``gestures.py`` how legal actions are
done by hand, ``drawing.py`` and ``art.py`` the pictures, ``texts.py`` the
words and the F1 summary.
"""

from game.scenes.table_api import register_view
from game.scenes.tables.trickerion.view import TrickerionView

register_view("trickerion", TrickerionView)

__all__ = ["TrickerionView"]
