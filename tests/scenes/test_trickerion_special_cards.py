"""Special Assignment cards say what they do wherever their holder decides about them.

Found playing in Polish: keeping one of two drawn cards ("Zatrzymaj: Handel mocą") showed the
names only, and a card in hand had no tooltip but its name, so a first-time player chose blind.
The card texts were in the data and the catalogues but nowhere on screen.
"""

from __future__ import annotations

import pytest

from game import i18n
from game.i18n import _
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import SPECIAL_BASE
from game.scenes.tables.trickerion import texts as ttexts
from game.scenes.tables.trickerion.view import action_tooltip
from tests.support.trickerion_table import first_position, sending_view


def _keeping(st, seat) -> bool:
    return any(a.kind == "keep" and a["card"] >= 0 for a in st.legal_actions(seat))


def _holding_special(st, seat) -> bool:
    return st.phase == "assign" and any(
        a.kind == "assign" and a["card"] >= SPECIAL_BASE for a in st.legal_actions(seat)
    )


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_each_card_offered_to_keep_explains_itself(lang):
    state, seat = first_position(_keeping)
    view, _sent = sending_view(state, seat)
    i18n.set_language(lang)
    try:
        view.refresh(view.ctx)
        rows = [
            r for r in view.tiles + (view.chooser or []) if r.action is not None and r.action.kind == "keep"
        ]
        assert len(rows) == 2
        for row in rows:
            sid = row.action["card"]
            tip = view.tooltip_at(row.rect.center)
            assert tip and _(T.SPECIAL_TEXT[sid]) in tip, tip
            assert ttexts.loc_at(T.SPECIAL_LOC[sid]) in tip
    finally:
        i18n.set_language("en")


def test_a_special_card_in_hand_and_its_assign_row_explain_the_card():
    state, seat = first_position(_holding_special)
    view, _sent = sending_view(state, seat)
    code = SPECIAL_BASE + state.p[seat].specials[0]
    text = _(T.SPECIAL_TEXT[code - SPECIAL_BASE])
    tip = view.tooltip_at(view.element_rect(("card", code)).center)
    assert tip and text in tip, tip
    assign = next(a for a in state.legal_actions(seat) if a.kind == "assign" and a["card"] == code)
    assert text in action_tooltip(assign, view.label_of(assign), [])
    assert text not in ttexts.card_name(code), "the name alone stays short where it labels a figure"
