"""A figure's mark never reads like the card beside it (playcheck, German).

Played in German against a Hard bot: an opponent's strip showed the figures
"Ma L As L" and, under them, their revealed cards "Du Tr We Ma" -- the
Magician's mark "Ma" was also the initials a Marktstraße card is drawn with
(``drawing.card_face``: the card's name cut to two letters), so "Ma" under an
Apprentice looked like a second Magician. The German Magician is now "Mg".
"""

from __future__ import annotations

import pytest

from game import i18n
from game.scenes.tables.trickerion import texts


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_no_location_card_initials_match_a_characters_mark(lang: str) -> None:
    """The five location cards' two-letter faces and the nine figures' marks never coincide."""
    i18n.set_language(lang)
    try:
        cards = {texts.card_name(loc)[:2] for loc in range(5)}
        marks = {texts.char_mark(kind) for kind in range(9)}
    finally:
        i18n.set_language("en")
    assert cards & marks == set()
