"""A whole real game through the UI: menu -> setup -> table -> scoring, by scripted input only.

The human seat plays SpellBook (or the first registered game) with clicks on
the generic view's buttons; the other seat is a random bot thinking in the
real worker process.
"""

from __future__ import annotations

import random

import pytest

from game.rules import registry
from game.scenes.menu import MenuScene


@pytest.fixture
def generic_view(monkeypatch):
    """Force the generic view so this test does not depend on a game's own table layout."""
    monkeypatch.setattr("game.scenes.table.view_factory", lambda game_id: None)


@pytest.mark.slow
def test_human_plays_a_real_game_from_menu_to_scoring(app, drive, generic_view):
    ids = [g.id for g in registry.all_games()]
    game_id = "spellbook" if "spellbook" in ids else ids[0]
    chooser = random.Random(7)
    app.settings.window_size = (1920, 1080)  # canvas size: no scaling, so the long game stays quick
    app.apply_display()
    app.push(MenuScene(app))
    drive.click("New game")
    drive.click(f"game-{game_id}")
    setup = app.top
    while setup.count != 2:
        drive.click("count", side="left")
    while setup.players[1].level != "random":
        drive.click("level-1", side="left")
    drive.click("seed")
    drive.type("31")
    drive.click("start")
    table = app.stack[0]
    assert table.scene_id == "table" and table.info.id == game_id

    clicks = 0

    def play() -> None:
        nonlocal clicks
        if app.top is not table or not table.view.ctx.legal or table.viewer != 0:
            return
        buttons = [w.name for w in table.view.widgets.items if w.name.startswith("action-")]
        drive.click(chooser.choice(buttons))
        clicks += 1

    assert drive.until(lambda: drive.scene_id() == "scoring", timeout=150, each=play)
    assert clicks > 0
    assert any(seat == 0 for seat, _a in table.actions) and any(seat == 1 for seat, _a in table.actions)
    scoring = app.top
    names = [scoring.entry_name(e) for e in scoring.result.entries]
    assert "Player 1" in names
    drive.click("again")
    assert app.stack[0].scene_id == "table" and app.stack[0].setup.seed != 31
