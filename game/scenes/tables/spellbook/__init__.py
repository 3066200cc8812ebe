"""SpellBook at the table (named by the game's registration, ``game/rules/spellbook``).

``view.py`` holds the TableView, ``geometry.py`` where things sit (from
``assets/layouts/spellbook.tmx``), ``gestures.py`` how legal actions are done
by hand, ``drawing.py`` and ``art.py`` the pictures, ``texts.py`` the words.
"""

import pygame

from game.scenes.tables.spellbook.art import materia_image
from game.scenes.tables.spellbook.view import SpellBookView


def picker_icon(colour: str, size: int, colour_blind: bool) -> pygame.Surface:
    """A spell-picker row's mark on the setup screen: a materia token of the row's colour."""
    return materia_image(colour, "circle", size, colour_blind)


__all__ = ["SpellBookView", "picker_icon"]
