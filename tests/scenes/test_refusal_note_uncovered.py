"""A refused move's red note is never covered (issue #24's leftovers, b), at every table.

In Trickerion's second playtest a refused drop's note said why, and the tooltip of the spot
under the resting pointer opened over it.  The rule -- no tooltip or large view while the note
shows -- was Trickerion's own; it now lives in the shared table layer (``TableView.refusing``,
``DragDrop.refusing``) and also holds for the scene's red error line, where the engine's
reason for a refused move (a Trickerion figure drop) is shown.
"""

from __future__ import annotations

import pygame
import pytest

from game.ai.base import Decision
from game.rules.base import Action
from game.scenes.table_api import PLAY_AREA
from game.scenes.tables.trickerion.view import PEEK_KINDS
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = {"spellbook": 5, "witchcraft": 4, "sorcery": 3}


def my_table(app, drive, game: str, seed: int, *, bots_done: bool = True):
    """A table of ``game`` with seat 0 at the screen and to act -- and, with ``bots_done``, the bot
    done with what it may choose meanwhile (School of Sorcery's casting is chosen by both seats at
    once: a bot's move landing later, as fast as its worker answers, changed the spots the tests
    had picked).  Without it the bot is held from the start."""
    table = start_table(app, game, ("human", "bot"), seed=seed, options=None)
    if not bots_done:
        table.bot_wait = float("inf")

    def ready() -> bool:
        bots = [s for s in table.state.to_act() if table.is_bot(s)]
        settled = not bots_done or (table.bot_seat is None and not bots)
        return table.view.ctx.is_my_turn() and bool(table.view.ctx.legal) and settled

    drive.until(ready, timeout=30)
    return table


def tooltip_spot(table, dd) -> tuple[int, int]:
    """A spot with a tooltip that is no legal target of anything: a drop there is refused.
    (SpellBook's tooltip waits for the pointer to rest: its text is asked without waiting.)"""
    text = getattr(table.view, "tooltip_text", table.view.tooltip_at)
    legal = {t for s in dd.sources for t in dd.legal_targets(s.id)}
    for y in range(PLAY_AREA.top + 10, PLAY_AREA.bottom, 16):
        for x in range(PLAY_AREA.left + 10, PLAY_AREA.right, 16):
            target = dd.target_at((x, y))
            if dd.source_at((x, y)) is None and (target is None or target.id not in legal):
                if text((x, y)):
                    return x, y
    raise AssertionError("no spot with a tooltip")


def rest_on(app, drive, spot: tuple[int, int]) -> None:
    """The pointer moves onto ``spot`` and rests there for a second."""
    win = app.to_window(spot)
    drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(1, 1), buttons=(0, 0, 0))])
    drive.frames(60)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_tooltip_covers_a_refused_drops_note(app, drive, game):
    table = my_table(app, drive, game, GAMES[game])
    view = table.view
    dd = view.drag_drop()
    source = next(s for s in dd.sources if dd.legal_targets(s.id))
    spot = tooltip_spot(table, dd)
    drive.drag(source.rect.center, spot)
    assert dd.refusing and view.refusing(), "the drop is refused with a note"
    assert table.tooltip_shown(spot) is None, "no tooltip opens over the note"
    drive.frames(60)  # the pointer rests on the spot for a second: still no tooltip
    assert dd.refusing and table.tooltip_shown(spot) is None
    drive.frames(200)  # the note fades after its seconds, and the spot's tooltip comes back
    assert not view.refusing() and table.tooltip_shown(spot) is not None


@pytest.mark.parametrize("game", sorted(GAMES))
def test_no_tooltip_covers_the_scenes_error_line(app, drive, game):
    """The engine's reason for a refused move shows in the scene's red line: nothing covers it."""
    table = my_table(app, drive, game, GAMES[game])
    spot = tooltip_spot(table, table.view.drag_drop())
    table.submit(Action("no such move"))
    rest_on(app, drive, spot)
    assert table.error and table.view.refusing()
    assert table.tooltip_shown(spot) is None
    drive.frames(300)  # the line goes after its seconds
    assert table.error is None and table.tooltip_shown(spot) is not None


def test_no_large_view_or_tooltip_covers_trickerions_error_line(app, drive):
    """Trickerion: a refused figure drop's engine reason shows in the scene's red line; the large
    view (opened by resting on a trick, a strip, a card) waits for it like a tooltip."""
    table = my_table(app, drive, "trickerion", 3)
    view = table.view
    spot = next(r.center for k, r in view.geo.elements.items() if k[0] in PEEK_KINDS)
    table.submit(Action("no such move"))
    rest_on(app, drive, spot)
    assert table.error and view.refusing()
    assert view.peek is None and table.tooltip_shown(spot) is None
    drive.frames(300)  # the line goes after its seconds: the large view opens on the resting pointer
    assert table.error is None and view.peek is not None


def test_a_bots_move_leaves_the_players_refusal_line(app, drive):
    """School of Sorcery's casting is chosen by both seats at once: the bot's move landing a moment after
    the player's refused move must not take the reason away before it can be read (CI caught the
    line gone when the bot's worker answered within the second the test rests the pointer)."""
    table = my_table(app, drive, "sorcery", GAMES["sorcery"], bots_done=False)
    assert set(table.state.to_act()) == {0, 1}, "casting: both seats choose at once"
    table.submit(Action("no such move"))
    reason = table.error
    assert reason
    played = len(table.actions)
    table.play_decision(1, Decision(table.state.legal_actions(1)[0]))
    assert table.actions[played:] and table.actions[-1][0] == 1, "the bot's move is played"
    assert table.error == reason
    table.submit(table.state.legal_actions(0)[0])  # the player's own move takes it away
    assert table.error is None
