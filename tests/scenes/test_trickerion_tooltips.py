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
from game.scenes.tables.trickerion import texts as ttexts
from tests.support.trickerion_table import first_position, positions, sending_view, texts_drawn

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


def test_an_opponents_tooltip_counts_their_special_cards_components_and_spells():
    """Playtest (7 Dec): a bot drew three Special Assignment cards in the Dark Alley and nothing on
    the table showed it (each left in hand scores 2 Fame at the end), nor what it held in the open.
    Its tooltip now counts them; while the assignment is hidden the count is not shown."""

    def holding(state, seat) -> bool:
        q = state.p[1 - seat]
        return state.phase == "act" and len(q.specials) >= 2 and sum(q.comp) > 0

    state, seat = first_position(holding)
    view, _sent = sending_view(state, seat)
    q = state.p[1 - seat]
    tip = view.tooltip_at(view.element_rect(("opp", 1 - seat)).center).splitlines()
    assert f"{len(q.specials)} Special Assignment cards in hand" in tip
    (components,) = [line for line in tip if line.startswith("Components: ")]
    assert all(ttexts.comp_name(t) in components for t, n in enumerate(q.comp) if n > 0)
    assert any(line.startswith("Spells: ") for line in tip)

    hidden, seat = first_position(lambda st, s: st.assignments_hidden() and len(st.p[1 - s].specials) > 0)
    view, _sent = sending_view(hidden, seat)
    tip = view.tooltip_at(view.element_rect(("opp", 1 - seat)).center)
    assert "in hand" not in tip


def test_a_performance_cards_spots_are_named_in_words():
    """The card's tooltip listed "A3: free", "B1: Player 1, Linking Rings" (playtest, 7 Dec): names
    the table never shows.  Its spots read "Bottom left: free", as the engine's labels name them."""
    import re

    named = 0
    for n, (state, seat) in enumerate(positions(2, "arcane_arts", 3)):
        if n % 40 or n > 600:
            continue
        view, _sent = sending_view(state, seat)
        for key, rect in view.geo.elements.items():
            if key[0] in ("perf", "pos"):
                tip = view.tooltip_at(rect.center) or ""
                assert not re.search(r"\b[AB][1-3]\b", tip), tip
                named += bool(re.search(r"^(Top|Middle|Bottom) (left|right): ", tip, re.MULTILINE))
    assert named
