"""Witchcraft's move hint names both ways of moving a stack (issue #24's leftovers, c).

A click on a free field moves the stack as a drop there would (tests/scenes/
test_witchcraft_click_place.py), but the tray's hint still said only "Drag the stack…".
"""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from tests.support.spy import texts_drawn
from tests.support.witchcraft_table import translocation_turn

DRAG = {"en": "drag", "pl": "przeciągnij", "de": "ziehe"}  # how the hint begins
CLICK = {"en": "click", "pl": "klik", "de": "klick"}


def translocating(app, drive) -> TableScene:
    """Seat 0 uses its Translocation power token and picks a stack: the stack is to be moved."""
    info = registry.get("witchcraft")
    state, seed, log = translocation_turn()
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    setup = GameSetup("witchcraft", seats, {}, seed)
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    drive.key(pygame.K_p)
    view = table.view
    assert view.mode == "pick"
    drive.click_at(view.centre(view.ctx.legal[0]["at"]))
    assert view.mode == "move", view.mode
    return table


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_move_hint_says_a_click_on_a_field_moves_the_stack_too(app, drive, monkeypatch, lang):
    set_language(lang)
    table = translocating(app, drive)
    drawn = texts_drawn(monkeypatch)
    table.view.draw(pygame.Surface((1920, 1080)))
    hint = next(t for t in drawn if t.lower().startswith(DRAG[lang]))
    assert CLICK[lang] in hint.lower(), hint
