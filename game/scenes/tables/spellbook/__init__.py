"""SpellBook at the table: registers the view with the table scene.

``view.py`` holds the TableView, ``geometry.py`` where things sit (from
``assets/layouts/spellbook.tmx``), ``gestures.py`` how legal actions are done
by hand, ``drawing.py`` and ``art.py`` the pictures, ``texts.py`` the words.
"""

from game.scenes.table_api import register_view
from game.scenes.tables.spellbook.view import SpellBookView

register_view("spellbook", SpellBookView)

__all__ = ["SpellBookView"]
