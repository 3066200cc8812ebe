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
    app.render(app.canvas)
    glaring = app.canvas.copy()

    inner = box.inflate(-8, -8)
    assert pygame.image.tobytes(plain.subsurface(inner), "RGB") == pygame.image.tobytes(
        glaring.subsurface(inner), "RGB"
    ), "the table beneath reads through the overlay's box"
    log_spot = (LOG_PANEL.centerx, LOG_PANEL.bottom - 40)
    if not box.collidepoint(log_spot):
        assert max(glaring.get_at(log_spot)[:3]) <= 80, "the log beside the overlay is not veiled"
