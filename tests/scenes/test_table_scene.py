"""The generic table scene with the platform's duel game: turns, handoffs, undo, bots, the log."""

from __future__ import annotations

import pygame

from game.rules.base import Action, canonical
from tests.scenes.harness import start_table
from tests.support.duel import INFO as DUEL


def start(app, kinds=("human", "bot"), seed=5, speed="instant"):
    return start_table(app, "duel", kinds, seed=seed, speed=speed, info=DUEL)


def test_human_click_on_generic_button_applies_the_action(app, drive):
    table = start(app)
    drive.frame()
    first = table.view.ctx.legal[0]
    drive.click("action-0")
    assert table.actions[0] == (0, first)
    assert table.state.to_json()["chosen"][0] == first["card"]


def test_number_key_plays_the_matching_action(app, drive):
    table = start(app)
    drive.frame()
    second = table.view.ctx.legal[1]
    drive.key(pygame.K_2)
    assert table.actions == [(0, second)]


def test_illegal_submission_shows_reason_and_changes_nothing(app, drive):
    table = start(app)
    drive.frame()
    before = canonical(table.state.to_json())
    table.view.ctx.submit(Action("play", card=999))
    assert table.error == "You do not hold that card."
    assert canonical(table.state.to_json()) == before and table.actions == []


def test_submission_out_of_turn_is_refused(app, drive):
    table = start(app)
    drive.click("action-0")
    assert 0 not in table.state.to_act()
    table.view.ctx.submit(table.state.legal_actions(1)[0])
    assert table.error == "It is not your turn."
    assert len(table.actions) == 1


def test_undo_returns_to_before_own_action(app, drive):
    table = start(app, speed="slow")  # the bot waits, so the human's turn lasts
    drive.frame()
    before = canonical(table.state.to_json())
    drive.click("action-0")
    assert table.can_undo()
    drive.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert canonical(table.state.to_json()) == before
    assert table.actions == [] and not table.can_undo()


def test_undo_never_reaches_past_a_reveal(app, drive):
    table = start(app, kinds=("human", "human"))
    drive.key(pygame.K_RETURN)  # seat 0 takes the device
    drive.click("action-0")
    drive.key(pygame.K_RETURN)  # seat 1 takes it
    drive.click("action-0")  # both chosen: the reveal is irreversible
    assert any(line.text.text.startswith("Cards revealed") for line in table.log)
    assert not table.undo_stack


def test_handoff_covers_private_information_between_humans(app, drive):
    table = start(app, kinds=("human", "human"))
    drive.frame()
    assert drive.scene_id() == "handoff"
    assert table.view.ctx.viewer is None and table.view.ctx.view["hand"] is None
    drive.click_at((960, 540))
    assert drive.scene_id() == "table" and table.viewer == 0
    assert table.view.ctx.view["hand"] == table.state.view(0)["hand"]
    drive.click("action-0")
    assert drive.scene_id() == "handoff", "the next human must not see seat 0's hand"
    assert table.view.ctx.viewer is None and table.view.ctx.view["hand"] is None
    drive.click_at((960, 540))
    assert table.viewer == 1 and table.view.ctx.legal == table.state.legal_actions(1)


def test_handoff_is_opaque_so_the_table_is_not_drawn_beneath(app, drive):
    start(app, kinds=("human", "human"))
    drive.frame()
    drawn = []
    table = app.stack[0]
    original = table.draw
    table.draw = lambda surface: drawn.append(True) or original(surface)
    drive.frame()
    assert drawn == []


def test_bots_play_to_the_end_and_scoring_follows(app, drive):
    start(app, kinds=("bot", "bot"))
    assert drive.until(lambda: drive.scene_id() == "scoring", timeout=30)
    scoring = app.top
    assert len(scoring.result.entries) == 2
    assert "wins" in scoring.headline() or "shared" in scoring.headline()


def test_log_names_players_and_only_shows_visible_events(app, drive):
    table = start(app, kinds=("human", "bot"))
    drive.click("action-0")
    drive.until(lambda: len(table.actions) >= 2, timeout=10)
    shown = [t for t in table.log if t.visible(0)]
    from game.i18n import tr

    texts = [tr(line.text, table.names) for line in shown]
    assert "P0 chooses a card." in texts


def test_escape_opens_pause_and_resume_returns(app, drive):
    start(app, kinds=("human", "bot"), speed="slow")
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "pause"
    drive.click("Resume")
    assert drive.scene_id() == "table"


def test_bots_wait_while_paused(app, drive):
    table = start(app, kinds=("bot", "bot"))
    drive.key(pygame.K_ESCAPE)
    drive.frames(20, dt=0.5)
    assert table.actions == []


def test_f1_opens_the_rules_overlay(app, drive):
    start(app, speed="slow")
    drive.key(pygame.K_F1)
    assert drive.scene_id() == "rules"
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "table"


def test_tooltip_from_the_view_is_drawn(app, drive):
    table = start(app, speed="slow")
    asked = []
    table.view.tooltip_at = lambda pos: asked.append(pos) or "A hint"
    drive.frame()
    assert asked


def test_language_switch_at_the_table_applies_at_once(app, drive):
    table = start(app, speed="slow")
    drive.frame()
    assert table.prompt_text() == "Your move, P0."
    refreshed = []
    original = table.view.refresh
    table.view.refresh = lambda ctx: refreshed.append(ctx) or original(ctx)
    app.set_language("de")
    assert table.prompt_text() == "Du bist am Zug, P0."
    assert refreshed, "the view is told to redraw its texts"
    from game.scenes.ui import label

    assert label(drive.widget("undo").text) == "Rückgängig"
    drive.frame()


def test_generic_view_tooltip_gives_the_full_action_label(app, drive):
    table = start(app, speed="slow")
    drive.frame()
    button = table.view.widgets.find("action-0")
    assert table.view.tooltip_at(button.rect.center) == "Play card {}".format(table.view.ctx.legal[0]["card"])
    assert table.view.tooltip_at((5, 5)) is None


def test_log_panel_never_draws_events_hidden_from_the_viewer(app, drive, monkeypatch):
    from game.rules.base import Msg
    from game.scenes import game_log as log_module
    from game.scenes.table import LogLine

    table = start(app, speed="slow")
    drive.frame()
    table.log.append(LogLine(Msg("{player} draws the secret card {card}.", player=1, card=9), (1,)))
    table.log.append(LogLine(Msg("{player} draws a card.", player=1), None))
    drawn = []
    real_tr = log_module.tr

    def spy(msg, names=None):
        drawn.append(msg.text)
        return real_tr(msg, names)

    monkeypatch.setattr(log_module, "tr", spy)
    drive.frame()
    assert table.viewer == 0
    assert "{player} draws a card." in drawn
    assert "{player} draws the secret card {card}." not in drawn
