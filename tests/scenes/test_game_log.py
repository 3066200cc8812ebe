"""The game log keeps up with a long game (issue #28): each entry is wrapped once, when it arrives.

Wrapping is measured text (a font measure per word); re-wrapping the whole history
on every new move is what makes a long log slow.  These tests count the wraps.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.base import Msg
from game.saves import GameSetup, PlayerSpec
from game.scenes import game_log
from game.scenes.table import LogLine, TableScene
from game.scenes.table_api import LOG_PANEL, PLAY_AREA

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def table(app, drive):
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Morgana", "bot", "random")]
    scene = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 3), autosave=False))
    drive.frames(2)
    scene.bot_wait = 1e9  # the log is ours to fill
    assert app.top is scene
    return scene


@pytest.fixture
def wraps(monkeypatch):
    """The texts the log wraps, in order."""
    seen: list[str] = []
    real = game_log.theme().wrap

    def counting(text, *args, **kwargs):
        seen.append(text)
        return real(text, *args, **kwargs)

    monkeypatch.setattr(game_log.theme(), "wrap", counting)
    return seen


def entry(n: int) -> LogLine:
    text = Msg("{player} takes red materia from the altar and stores it, move {n}.", player=n % 2, n=n)
    return LogLine(text, None)


def test_five_hundred_entries_are_wrapped_once_and_a_new_one_wraps_only_itself(table, drive, wraps):
    table.log.extend(entry(n) for n in range(500))
    drive.frame()
    assert len(wraps) == game_log.GameLog.HISTORY  # the newest 400 the log can scroll back through
    wraps.clear()
    for n in range(500, 520):
        table.log.append(entry(n))
        drive.frame()
    assert [w.rsplit(" ", 1)[-1] for w in wraps] == [f"{n}." for n in range(500, 520)]
    drive.frames(5)
    assert len(wraps) == 20  # frames without news wrap nothing


def test_the_wheel_scrolls_through_five_hundred_entries_and_keeps_the_reader_in_place(table, drive):
    panel = table.log_panel
    table.log.extend(entry(n) for n in range(500))
    drive.frame()
    drive.wheel(PLAY_AREA.center, 5)  # over the board: the log stays
    assert panel.scroll == 0
    drive.wheel(LOG_PANEL.center, 5)
    assert panel.scroll == 5 * panel.WHEEL
    text = pygame.Rect(LOG_PANEL.x + 30, LOG_PANEL.y + 80, LOG_PANEL.width - 80, 600)
    read = table.app.canvas.subsurface(text).copy()
    table.log.append(entry(500))  # a new move while reading
    drive.frame()
    assert panel.scroll > 5 * panel.WHEEL
    assert table.app.canvas.subsurface(text).copy().get_view("2").raw == read.get_view("2").raw
    drive.wheel(LOG_PANEL.center, 100_000)
    assert panel.scroll == panel.scroll_max and len(panel.lines) >= 400  # the oldest kept line
    assert panel.lines[0][0].startswith(("• Ania takes", "• Morgana takes"))


def test_undo_and_a_language_switch_start_the_log_over(table, drive, wraps, app):
    table.log.extend(entry(n) for n in range(10))
    drive.frame()
    del table.log[-3:]  # what an undo does
    table.log.append(entry(99))
    wraps.clear()
    drive.frame()
    assert len(wraps) == 8 and "99." in wraps[-1]
    wraps.clear()
    app.set_language("pl")
    drive.frame()
    assert len(wraps) == 8 and i18n.current_language() == "pl"
