"""A board element's tooltip says more than the words drawn on it.

Listing every element's tooltip over seeded positions found three that only repeated their own
label: a component of the storage ("Holz" over "Holz"), a Downtown die ("Optisch" over "Optisch")
and a location card of the hand.  A repeated label only hides the board; now the storage names
the tricks that need the component, a die what its pair is for, a card what giving it means.
The active prophecy is left out: its box shrinks a long text, which the tooltip shows readable.
"""

from __future__ import annotations

import pytest

from game import i18n
from tests.support.trickerion_table import positions, sending_view, texts_drawn

SHRUNK_NOT_CUT = {"proph_active"}


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_no_element_tooltip_only_repeats_its_label(lang, monkeypatch):
    i18n.set_language(lang)
    try:
        seen: set[str] = set()
        for n, (state, seat) in enumerate(positions(2, "arcane_arts", 3)):
            if n % 25 or n > 500:
                continue
            view, _sent = sending_view(state, seat)
            drawn = texts_drawn(view, monkeypatch, whole=True)
            for key, rect in view.geo.elements.items():
                tip = view.tooltip_at(rect.center)
                if not tip or key[0] in SHRUNK_NOT_CUT:
                    continue
                seen.add(key[0])
                inside = {text for text, r in drawn if rect.contains(r)}
                assert tip not in inside, (key, tip)
        assert {"store", "die", "card", "trick"} <= seen, seen
    finally:
        i18n.set_language("en")
