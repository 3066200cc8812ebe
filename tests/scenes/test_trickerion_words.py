"""Trickerion's table, words found wrong in play: the empty spell slot's price and the die
chooser's rows without AP, each through the real view over seeded positions in en, pl and de."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.trickerion.codes import DOWNTOWN
from game.scenes.tables.trickerion import texts as ttexts
from tests.support.trickerion_table import first_position, sending_view, texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

LANGS = ("en", "pl", "de")
AP = {"en": "AP", "pl": "PA", "de": "AP"}


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def _empty_middle_spell_slot(state, seat) -> bool:
    return state.np == 2 and state.offer[1] < 0 and state.offer[0] >= 0


def test_an_empty_spell_slot_shows_no_price(lang, monkeypatch):
    """Bug: at 2 players the Mage's empty middle slot still read "3 coins"; a filled one keeps its price."""
    state, seat = first_position(_empty_middle_spell_slot)
    view, _sent = sending_view(state, seat)
    drawn = texts_drawn(view, monkeypatch, whole=True)
    slots = view.geo.slots
    empty = [t for t, r in drawn if slots["spell_1"].contains(r)]
    assert empty == [], empty
    prices = {ttexts.coins(n) for n in range(1, 6)}
    filled = [t for t, r in drawn if slots["spell_0"].contains(r)]
    assert any(t in prices for t in filled), filled


def _downtown_dice(state, seat) -> bool:
    return (
        state.phase == "act"
        and state.act_loc == DOWNTOWN
        and any(a.kind == "setdie" and not a.get("free") for a in state.legal_actions(seat))
    )


def test_the_die_choosers_rows_show_their_ap_like_the_markets(lang):
    """Bug: a Downtown die's chooser (reroll 1 AP, set 2 AP) named no cost, unlike Market Row's rows."""
    state, seat = first_position(_downtown_dice)
    view, _sent = sending_view(state, seat)
    die = next(a["die"] for a in state.legal_actions(seat) if a.kind == "setdie" and not a.get("free"))
    view.dd.on_click(("die", die))
    assert view.chooser, "a click on the die opens its chooser"
    rows = {row.action.kind: row.label for row in view.chooser if row.action is not None}
    assert rows["reroll"].endswith(f"(1 {AP[lang]})"), rows
    assert rows["setdie"].endswith(f"(2 {AP[lang]})"), rows


def test_a_character_in_a_sentence_has_an_article_only_when_it_has_no_number(lang):
    """Bug: "this one is for the Apprentice 2"; a numbered figure takes no article in English."""
    chars = [0, 4, 1, 4]  # Magician, Apprentice 1, Engineer, Apprentice 2
    word = {"en": "Apprentice", "pl": "Pomocnik", "de": "Lehrling"}[lang]
    assert ttexts.member_in_sentence(chars, 3) == f"{word} 2"
    if lang == "en":
        assert ttexts.member_in_sentence(chars, 2) == "the Engineer"
        assert ttexts.member_in_sentence(chars, 1) == "Apprentice 1"
