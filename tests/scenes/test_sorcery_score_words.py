"""School of Sorcery's score screen says that the cards' line includes the dealt permanent cards.

A playtest read "Karty magii 13" on the score screen and could not tell that the points of the
permanent cards dealt at the start were in it (they score at setup).  The line is now "Sorcery
cards, dealt ones included" (pl "Karty magii (z rozdanymi na start)", de "Magiekarten (mit den
ausgeteilten)"), drawn whole at 1280x720.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ai.policies.sorcery import GreedyPolicy
from game.rules import registry
from game.rules.sorcery import new_game
from game.saves import GameSetup, PlayerSpec
from game.scenes.scoring import ScoringScene
from game.scenes.ui import Theme

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

LABEL = "Sorcery cards, dealt ones included"


def test_before_any_card_is_won_the_cards_line_holds_the_dealt_cards_points():
    state = new_game(2, {}, 7)
    for entry in state.result().entries:
        (label, value), *_rest = entry.breakdown
        assert label.text == LABEL
        assert value == entry.score > 0  # the dealt cards' points, and nothing else yet


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_score_screen_names_the_dealt_cards_whole(app, monkeypatch, lang):
    i18n.set_language(lang)
    state = new_game(2, {}, 5)
    players = [GreedyPolicy(5), GreedyPolicy(6)]
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    info = registry.get("sorcery")
    setup = GameSetup("sorcery", [PlayerSpec("Ania", "human"), PlayerSpec("Morgana", "bot", "easy")], {}, 5)
    app.reset(ScoringScene(app, setup, state.result(), info))
    drawn, cut = [], []
    real_blit, real_fit = Theme.blit_text, Theme.fit

    def blit(theme, surface, text, *a, **k):
        drawn.append(text)
        return real_blit(theme, surface, text, *a, **k)

    def fit(theme, text, *a, **k):
        out = real_fit(theme, text, *a, **k)
        if out != text:
            cut.append(text)
        return out

    monkeypatch.setattr(Theme, "blit_text", blit)
    monkeypatch.setattr(Theme, "fit", fit)
    app.render(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    assert drawn.count(i18n._(LABEL)) == 2
    assert cut == []
