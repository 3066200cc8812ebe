"""A bot's short reason keeps its move (issue #24's leftovers, a; the School of Sorcery playtest).

The German row of an Easy bot at the Trickerion table read "Morgana: bewertet mit 42 %:…": the
reason's own words filled the row and the move was cut before its first letter, so the row said
nothing until hovered.  The line now drops the reason's words first (the rating's words, then the
number), never the move; the whole reason stays in its tooltip.  A short line takes up to two
rows (School of Sorcery's card uses: ``test_sorcery_720.py``).
"""

from __future__ import annotations

import pygame
import pytest

from game.ai.base import Decision
from game.i18n import set_language, tr
from game.rules.base import Msg
from game.scenes.ui import theme
from game.sprites import scale
from tests.scenes.harness import start_table
from tests.scenes.test_scaling import open_app

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

NAMES = ["Ania", "Morgana"]


@pytest.fixture
def apps(home):
    made = []
    yield lambda size: made.append(open_app(size)) or made[-1]
    for app in made:
        app.shutdown(quit_pygame=False)


def easy_reason(state, seat: int) -> tuple:
    """The longest-named legal move of ``seat`` and an Easy bot's reason for it (its own words)."""
    action = max(state.legal_actions(seat), key=lambda a: len(tr(state.describe(a))))
    move = state.describe(action)
    text = "{move}: rated {rating}%; next best {alt} ({alt_rating}%)."  # the Easy bot's words
    why = Msg(text, move=move, rating=42, alt=move, alt_rating=4)
    return action, why


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("game", ["trickerion", "spellbook"])
def test_a_bots_reason_row_keeps_the_first_words_of_its_move(apps, lang, size, game):
    app = apps(size)
    set_language(lang)
    try:
        table = start_table(app, game, ("human", "human"), seed=5, names=NAMES)
        seat = table.state.to_act()[0]
        action, why = easy_reason(table.state, seat)
        table.play_decision(seat, Decision(action, why))
        app.render(pygame.Surface(size))
        log = table.log_panel
        log.sync()
        row = next(i for i, tip in enumerate(log.tips) if tip is not None)
        rows = [line for line, tip in zip(log.lines[row:], log.tips[row:], strict=True) if tip is not None]
        assert 1 <= len(rows) <= 2
        text = " ".join(line.strip(" •") for line, _colour in rows)
        move = tr(why.kwargs["move"], NAMES)
        shown = max(k for k in range(len(move) + 1) if move[:k] in text)  # how much of the move's start
        assert shown >= min(len(move), 12), (text, move)  # its first words at least
        assert "Morgana" in text or "Ania" in text  # the line still says whose reason it is
        factor = size[1] / 1080
        for line, _colour in rows:
            drawn = theme().font(scale.px(log.SIZE, factor)).size(line)[0]
            assert drawn <= scale.px(log.inner.width, factor), (line, drawn)
        at = (log.rect.x + log.inner.x + 20, log.rect.y + log.inner.y + row * log.STEP + log.STEP // 2)
        whole = log.tooltip_at(at)
        assert whole is not None and tr(why, NAMES) in whole
    finally:
        set_language("en")
