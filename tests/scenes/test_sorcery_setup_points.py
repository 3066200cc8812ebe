"""School of Sorcery's starting permanent cards score in the log, in English, Polish and German.

Found in play: a new game showed points on the score track (the dealt permanent cards' own
points, digest "Set-up": each player scores the points of their starting cards) that no log line
explained.  Each scoring card now has its line before round 1 begins, in the basic deal (the
table's set-up lines) and after the advanced draft (the last pick's lines); a card worth no
points gets none.  Both seats read them: the kept cards are public once play starts.
"""

from __future__ import annotations

import re

import pytest

from game import catalogues, i18n
from game.ai.base import Decision
from game.i18n import tr
from game.scenes.table import TableScene
from tests.scenes.harness import start_table

NAMES = ("Ania", "Bruno")

#: each language's line for one scoring card, written out here so the test pins the wording
LINES = {
    "en": lambda who, n, card: f"{who} scores {n} point{'' if n == 1 else 's'} for {card}.",
    "pl": lambda who, n, card: f"{who} zdobywa {n} {'punkt' if n == 1 else 'punkty'} za kartę {card}.",
    "de": lambda who, n, card: f"{who} erhält {n} Punkt{'' if n == 1 else 'e'} für {card}.",
}


@pytest.fixture
def lang(app):
    def switch(code: str) -> None:
        app.settings.language = code
        i18n.set_language(code)

    yield switch
    i18n.set_language("en")


def shown(table: TableScene, seat: int) -> list[str]:
    return [tr(line.text, table.names) for line in table.log if line.visible(seat)]


def expected(table: TableScene, code: str) -> list[str]:
    """One line per dealt card with points, seat 0's first, in ``code``'s words."""
    st = table.state
    return [
        LINES[code](NAMES[seat], card.points, tr(card.label()))
        for seat in (0, 1)
        for card in (st.deck.cards[cid] for cid in st.perm[seat])
        if card.points
    ]


@pytest.mark.parametrize("code", ["en", "pl", "de"])
def test_a_new_game_logs_the_points_of_the_dealt_permanent_cards(app, lang, code):
    lang(code)
    table = start_table(app, "sorcery", ("human", "bot"), seed=0, names=NAMES)
    st = table.state
    points = [[st.deck.cards[cid].points for cid in st.perm[seat]] for seat in (0, 1)]
    assert points == [[1, 2], [0, 2]], "seed 0: one 1-point card, two 2-point cards, one worth nothing"
    lines = expected(table, code)
    assert len(lines) == 3, "the card worth no points has no line"
    for seat in (0, 1):
        log = shown(table, seat)
        assert log[: len(lines)] == lines, log
        begins = st.setup_events[len(lines)].text
        assert begins is not None and log[len(lines)] == tr(begins, table.names), "round 1 begins after them"
    for seat, name in enumerate(NAMES):
        told = sum(int(re.findall(r"\d+", line)[0]) for line in lines if line.startswith(name))
        assert told == st.score[seat] == sum(points[seat]), "the lines account for the whole score"


def test_the_advanced_draft_ends_with_the_kept_cards_points(app):
    table = start_table(app, "sorcery", ("human", "human"), seed=5, names=NAMES, options={"advanced": True})
    assert not [line for line in table.log if "point" in tr(line.text, table.names)], "nothing scored yet"
    while table.state.step == "draft":
        for seat in table.state.to_act():
            table.play_decision(seat, Decision(table.state.legal_actions(seat)[-1]))
    lines = expected(table, "en")
    assert lines and sum(table.state.score) == sum(int(re.findall(r"\d+", line)[0]) for line in lines)
    for seat in (0, 1):
        log = shown(table, seat)
        over = log.index("The draft is over: the kept cards are revealed.")
        assert log[over + 1 : over + 1 + len(lines)] == lines, log


def test_no_polish_line_hedges_a_players_gender():
    """Found in play: "Gracz 1 wybrał(a) kartę." -- a name can be anyone's; the lines say what
    the player has ("{player} ma już wybraną kartę.") in a form right for every name."""
    hedged = [
        form
        for message in catalogues.load("pl")
        if message.id
        for form in (message.string if isinstance(message.string, tuple) else (message.string,))
        if "{player" in form and re.search(r"\w\((a|aś|a się)\)", form)
    ]
    assert hedged == []
