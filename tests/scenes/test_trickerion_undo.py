"""Issue #24: Undo during the secret assignment looked enabled, did nothing visible, then greyed out.

A bot choosing its cards at the same time wipes the player's undo snapshots with moves the player
cannot see; Undo is therefore offered only when no bot is still choosing alongside the player, and
then a click on it visibly takes the last card back.
"""

from __future__ import annotations

import pytest

from tests.support.trickerion_table import my_assignment, play_until, table_and_hand

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _undo_button(table):
    return next(w for w in table.widgets.items if getattr(w, "name", None) == "undo")


def test_undo_is_greyed_while_a_bot_chooses_its_cards_alongside(app, drive, monkeypatch):
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, my_assignment)
    monkeypatch.setattr(app.worker, "poll", lambda: None)  # the bot is still thinking: no answer comes
    assert 1 in table.state.to_act() and table.undo_stack  # the advertising could be taken back...
    drive.click_at(v.element_rect(("card", 0)).center)
    drive.frame()
    assert table.state.p[0].assign and 1 in table.state.to_act()
    assert not table.can_undo() and not _undo_button(table).enabled()  # ...but a bot's move would wipe it


def test_undo_takes_back_a_card_once_the_bot_has_chosen(app, drive):
    table, hand = table_and_hand(app, drive)
    v = play_until(table, hand, drive, my_assignment)
    # the bot lays its cards (secretly): however many frames its worker takes to start
    assert drive.until(lambda: table.state.to_act() == (0,), timeout=30)
    drive.click_at(v.element_rect(("card", 0)).center)
    drive.frame()
    laid = list(table.view.view["players"][0]["assign"])
    assert laid and table.can_undo() and _undo_button(table).enabled()
    drive.click_at(_undo_button(table).rect.center)
    drive.frame()
    assert len(table.view.view["players"][0]["assign"]) == len(laid) - 1  # the card is back in the hand
