"""Trickerion's locations inside sentences: each reads in the case its preposition needs
("w Śródmieściu", "in der Innenstadt"), never as a bare name after "in"/"at" (or a colon in
its place).  The log's placement lines, the option rows and the wagon's notes, in en, pl and de."""

from __future__ import annotations

import random

import pytest

from game import i18n
from game.i18n import tr
from game.rules.trickerion.codes import DARK_ALLEY, DOWNTOWN, LOCATION_AT, MARKET, THEATER, WORKSHOP
from game.rules.trickerion.texts import describe
from tests.rules.trickerion.helpers import setup_done

NAMES = ["Ada", "Bruno", "Cleo"]

AT = {
    "en": {
        THEATER: "at the Theater",
        DOWNTOWN: "in Downtown",
        MARKET: "at the Market Row",
        WORKSHOP: "in the Workshop",
        DARK_ALLEY: "in the Dark Alley",
    },
    "pl": {
        THEATER: "w Teatrze",
        DOWNTOWN: "w Śródmieściu",
        MARKET: "na Targu",
        WORKSHOP: "w Warsztacie",
        DARK_ALLEY: "w Mrocznej Uliczce",
    },
    "de": {
        THEATER: "im Theater",
        DOWNTOWN: "in der Innenstadt",
        MARKET: "in der Marktstraße",
        WORKSHOP: "in der Werkstatt",
        DARK_ALLEY: "in der Dunklen Gasse",
    },
}


@pytest.fixture(params=("en", "pl", "de"))
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_each_location_has_its_phrase_in_each_language(lang):
    for loc, words in AT[lang].items():
        assert tr(LOCATION_AT[loc]) == words


def _placements(seed: int = 3, wanted=(DOWNTOWN, MARKET, WORKSHOP, DARK_ALLEY, THEATER)):
    """(label, log text) of the first action-slot placement at each location of a seeded game."""
    st = setup_done(3, "dark_alley", seed=seed)
    rng = random.Random(seed)
    found: dict[int, tuple] = {}
    for _ in range(4000):
        if st.is_over() or set(found) >= set(wanted):
            break
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        places = [a for a in acts if a.kind == "place" and a["loc"] not in found]
        places = [a for a in places if not (a["loc"] == THEATER and a["slot"] % 3 == 2)]  # the performer's
        if places:
            action = places[0]
            label = describe(st, action)
            (event,) = [e for e in st.apply(seat, action) if e.kind == "place"]
            found[action["loc"]] = (label, event.text)
            continue
        st.apply(seat, rng.choice([a for a in acts if a.kind != "pass"] or acts))
    return found


def test_the_placement_row_and_log_line_name_the_location_in_its_case(lang):
    """Bug: "Umieść: Śródmieście", "{player} umieszcza postać Inżynier: Targ", "places the Engineer
    at the Downtown": each sentence now takes the location's own in/at phrase."""
    found = _placements()
    assert set(found) >= {DOWNTOWN, MARKET, WORKSHOP}, sorted(found)
    for loc, (label, text) in found.items():
        row, line = tr(label, NAMES), tr(text, NAMES)
        if loc != THEATER:  # a backstage row names its day ("Backstage on Thursday"), not the Theater
            assert AT[lang][loc] in row, row
        assert AT[lang][loc] in line, line
        assert "at the Downtown" not in line and ": Śródmieście" not in line, line


def test_the_wagon_notes_name_where_it_stands_in_the_locative(lang):
    from game.rules.trickerion.codes import LOC_MODE, WAGON_MODE
    from game.scenes.tables.trickerion.texts import wagon_note

    for flags in (0, LOC_MODE, WAGON_MODE):
        view = {
            "arcane_arts": True,
            "act": {"char": 0, "loc": DOWNTOWN, "flags": flags},
            "mage": {"wagon": DOWNTOWN},
        }
        note = wagon_note(view)
        assert note is not None and AT[lang][DOWNTOWN] in note, note
