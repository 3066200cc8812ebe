"""The rules reader bolds every label of a paragraph listing labelled items, in every game and language.

"Rano:" was bold but "Południe:" and "Wieczór:" in the same paragraph were not: the markup (#28)
bolded only a label that opened a line, and a paragraph listing "Morning: … Noon: … Evening: …" is one line.
"""

from __future__ import annotations

import re

import pytest

from game.scenes.dialogs import rules_markup
from tests.scenes.test_gui_rules_reader import open_reader

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = ("spellbook", "witchcraft", "sorcery", "trickerion")
# labels in the middle of an English paragraph that lists labelled items, per game
LISTED = {
    "spellbook": ("Noon:", "Evening:"),
    "witchcraft": ("Protection:", "Translocation:", "Summoning:", "Prince:", "Keeper:", "Barbarian:"),
    "sorcery": (),
    "trickerion": ("Market Row:", "Workshop:", "Theater:"),
}


def bold_labels(markup: str) -> list[str]:
    """The bold labels of the body (headings are bold too, but inside a font tag)."""
    return re.findall(r"<b>([^<]*:)</b>(?!</font>)", markup)


def test_spellbooks_day_in_polish_has_all_three_times_of_day_bold(app, drive):
    app.set_language("pl")
    markup = open_reader(app, drive, "spellbook").text.markup
    for label in ("Rano:", "Południe:", "Wieczór:"):
        assert f"<b>{label}</b>" in markup


def test_every_listed_label_is_bold_and_each_language_bolds_as_many(app, drive):
    counts: dict[str, list[int]] = {}
    for lang in ("en", "pl", "de"):
        app.set_language(lang)
        for game in GAMES:
            labels = bold_labels(open_reader(app, drive, game).text.markup)
            app.pop()
            if lang == "en":
                for label in LISTED[game]:
                    assert label in labels, (game, label)
            counts.setdefault(game, []).append(len(labels))
    for game, per_lang in counts.items():
        assert len(set(per_lang)) == 1, (game, per_lang)  # en, pl, de


def test_a_sentence_with_a_colon_in_plain_prose_stays_one_line():
    """Only a paragraph that opens with a label is a list of labelled items."""
    markup = rules_markup([("x", "Both roll. Both reveal together: a flip card turns its die.")])
    assert "<b>" not in markup.split("</font>", 1)[1]
