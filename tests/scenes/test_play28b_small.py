"""Small things a first-time player met (#28, second round): the Skip button's tooltip, one Polish
verb for storing materia, the scoring bars' meaning, the pool after a discard."""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po

from game import i18n
from game.catalogues import LOCALE
from game.rules import registry
from game.rules.base import Msg, Result, ResultEntry
from game.saves import GameSetup, PlayerSpec
from game.scenes.scoring import ScoringScene
from game.scenes.ui import theme
from tests.scenes.test_play28_findings import spellbook
from tests.scenes.test_setup_screen import drawn_texts

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def test_the_skip_buttons_tooltip_says_what_skipping_gives_up(app, drive):
    """ "Pomiń tę porę dnia" had itself as its tooltip."""
    i18n.set_language("pl")
    table = spellbook(app, drive)
    v = table.view
    assert v.view["phase"] == "morning"
    skip = next(b for b in v.buttons if b.key == "skip")
    tip = v.tooltip_text(skip.rect.center)
    assert tip != skip.label
    assert "materii" in tip and "południe" in tip


def test_polish_says_store_with_one_verb_everywhere():
    """Cards said "Złóż", the rules "odłóż", the log "składa": one verb (złożyć/składać) now."""
    with (LOCALE / "pl.po").open("rb") as fh:
        catalog = read_po(fh, locale="pl")
    stores = []
    for message in catalog:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        if (
            message.id
            and re.search(r"\bstor(e|es|ed)\b", ids[0], re.I)
            and any("spellbook" in path for path, _line in message.locations)
        ):
            text = " ".join(message.string) if isinstance(message.string, tuple) else message.string
            stores.append(text)
    assert len(stores) > 20
    for text in stores:
        assert not re.search(r"odł[oó]ż|odkład", text, re.I), text
        assert re.search(r"[zs]ł[oó]ż|składa", text, re.I), text


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_scoring_screen_says_what_its_bars_mean(app, drive, monkeypatch, lang):
    """The bars' colours were never explained; a legend between the buttons says what they mean."""
    i18n.set_language(lang)
    result = Result(
        (
            ResultEntry(None, 0, 12, ((Msg("Familiar"), 9), (Msg("Mirage"), 3))),
            ResultEntry(None, 1, 7, ((Msg("Familiar"), 9), (Msg("Broken Wand bonus"), -2))),
        ),
        (0,),
    )
    setup = GameSetup("spellbook", [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "human")], {}, 1)
    app.reset(ScoringScene(app, setup, result, registry.get("spellbook")))
    shown = " ".join(drawn_texts(app, monkeypatch))
    legend = i18n._("Bars are measured against the best score; each kind of points keeps its colour.")
    assert legend in shown and i18n._("Red: points lost.") in shown
    assert theme().font(18).size(legend + " " + i18n._("Red: points lost."))[0] <= 1000  # never cut
