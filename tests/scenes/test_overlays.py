"""Modal overlays over a real table: nothing beneath reads through them (issue #22).

The game log, card texts and the pause menu showed through the pause, save,
settings and rules overlays, as if drawn on top of them.  Each test builds the
real scene stack (table, pause, ...), renders it once as it is and once with a
glaring white table beneath: the overlay's box must not change by a pixel, and
the log beside it must be veiled.
"""

from __future__ import annotations

import pygame
import pytest

from game.scenes import dialogs, pause, settings_menu
from game.scenes.table_api import LOG_PANEL
from tests.scenes.harness import start_table


def _open_pause(app, table):
    table.open_pause()
    return pause.BOX


def _open_settings(app, table):
    table.open_pause()
    app.top.settings()
    return settings_menu.BOX


def _open_save(app, table):
    table.open_pause()
    app.top.save()
    return dialogs.BOX


def _open_rules(app, table):
    table.open_pause()
    app.top.rules()
    return dialogs.RulesOverlay.AREA


@pytest.mark.parametrize(
    "opener",
    [_open_pause, _open_settings, _open_save, _open_rules],
    ids=["pause", "settings", "save", "rules"],
)
def test_modal_overlay_hides_the_log_and_table_beneath(app, monkeypatch, opener):
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)  # a text cursor blinks with the clock
    table = start_table(app, "spellbook", ["human", "bot"])
    for _ in range(5):
        app.step(0.1)
    box = opener(app, table)
    assert app.stack[0] is table and len(app.stack) >= 2

    app.render(app.canvas)
    plain = app.canvas.copy()
    monkeypatch.setattr(table, "draw", lambda surface: surface.fill((255, 255, 255)))
    monkeypatch.setattr(table, "look_key", lambda: ("glaring",))  # a new look: the kept picture goes
    app.render(app.canvas)
    glaring = app.canvas.copy()

    inner = box.inflate(-8, -8)
    assert pygame.image.tobytes(plain.subsurface(inner), "RGB") == pygame.image.tobytes(
        glaring.subsurface(inner), "RGB"
    ), "the table beneath reads through the overlay's box"
    log_spot = (LOG_PANEL.centerx, LOG_PANEL.bottom - 40)
    if not box.collidepoint(log_spot):
        assert max(glaring.get_at(log_spot)[:3]) <= 80, "the log beside the overlay is not veiled"


OPENERS = [_open_pause, _open_settings, _open_save, _open_rules]


def _shown(app) -> bytes:
    app.render(app.canvas)
    return pygame.image.tobytes(app.canvas, "RGB")


def _table_under(app, monkeypatch, opener) -> list[int]:
    """A SpellBook table with ``opener``'s overlay over it; the list grows by one per drawing of the table."""
    table = start_table(app, "spellbook", ["human", "bot"])
    for _ in range(5):
        app.step(0.1)
    opener(app, table)
    drawn: list[int] = []
    real = table.draw
    monkeypatch.setattr(table, "draw", lambda surface: drawn.append(1) or real(surface))
    return drawn


@pytest.mark.parametrize("opener", OPENERS, ids=["pause", "settings", "save", "rules"])
def test_an_overlay_over_a_still_table_draws_it_once_and_shows_the_same(app, monkeypatch, opener):
    """#28: under an overlay the table was drawn again and a window-sized veil blended every frame
    (~8 ms at 1080p).  Now the table and the veil are drawn once into a kept picture: later frames
    draw the table no more, and show what drawing everything every frame showed."""
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)  # a text cursor blinks with the clock
    drawn = _table_under(app, monkeypatch, opener)
    first = _shown(app)
    kept = [_shown(app) for _ in range(3)]
    assert len(drawn) == 1, "the table beneath was drawn again"
    monkeypatch.setattr(app, "_draw_over_kept", lambda *a: False)  # everything drawn, as before
    assert kept == [first] * 3 == [_shown(app)] * 3


def test_the_kept_table_is_drawn_again_when_a_move_lands_the_language_or_the_window_changes(app, monkeypatch):
    """A bot's move landing beneath the pause menu, a language switched in the settings, a resized
    window: the picture beneath is drawn anew (a table that animates is drawn every frame)."""
    from game import i18n
    from game.rules.base import Msg
    from game.scenes.table import LogLine

    drawn = _table_under(app, monkeypatch, _open_settings)
    table = app.stack[0]
    _shown(app)
    _shown(app)
    assert len(drawn) == 1
    table.log.append(LogLine(Msg("The game continues."), None))  # what a bot's move landing adds
    _shown(app)
    assert len(drawn) == 2
    i18n.set_language("pl")
    _shown(app)
    assert len(drawn) == 3
    app.window = pygame.display.set_mode((1600, 900))
    app.draw()
    assert len(drawn) == 4
    monkeypatch.setattr(table.view, "busy", lambda: True)
    _shown(app)
    _shown(app)
    assert len(drawn) == 6
