"""Fixes from playing Arcana Table as a first-time player, each checked through real scenes.

Every test here reproduces something that confused a new player in a real
window (see docs/platform.md, "First-time player review") and checks the fix
through the same scenes and input events.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules.base import Action
from game.saves import GameSetup, PlayerSpec
from game.scenes.dialogs import NameDialog, RulesOverlay
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from game.scenes.tables.spellbook import drawing, texts
from game.scenes.ui import label

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def shown(app) -> pygame.Surface:
    """The frame as it stands, on the 1920x1080 canvas (a migrated scene draws at the window's size)."""
    app.render(app.canvas)
    return app.canvas


def start_spellbook(app, seed=3):
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Morgana", "bot", "random")]
    return app.reset(TableScene(app, GameSetup("spellbook", players, {}, seed), autosave=False))


def test_typing_in_a_focused_name_field_replaces_the_suggested_name(app, drive):
    app.push(MenuScene(app))
    drive.click("New game")
    drive.click("name-0")
    drive.type("Ania")
    assert drive.widget("name-0").value == "Ania"
    drive.click("name-0")  # a second click keeps the text and puts the caret at its end
    drive.key(pygame.K_BACKSPACE)
    drive.type("e")
    assert drive.widget("name-0").value == "Anie"
    drive.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # Ctrl+A selects everything again
    drive.type("Kasia")
    assert drive.widget("name-0").value == "Kasia"


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_save_dialog_never_shows_the_catalogue_header(app, drive, lang):
    table = start_spellbook(app)
    drive.frames(2)
    app.set_language(lang)
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "pause"
    drive.click("Save game")
    dialog = app.top
    assert isinstance(dialog, NameDialog)
    drive.frames(1)  # draws the dialog: its message line is the empty text
    assert label(dialog.text) == ""
    assert "Project-Id-Version" not in label("")
    # the suggested name tells which game it is, and typing replaces it
    assert dialog.value.startswith(i18n.tr(table.info.name))
    drive.type("Wtorek")
    drive.key(pygame.K_RETURN)
    assert table.setup is not None and app.top.scene_id == "message"


@pytest.mark.parametrize(("lang", "one", "two"), [("en", "1 pt", "2 pts"), ("pl", "1 pkt", "5 pkt")])
def test_scores_use_the_singular_for_one_point(lang, one, two):
    i18n.set_language(lang)
    try:
        assert texts.points_label(1) == one
        assert texts.points_label(2 if lang == "en" else 5) == two
    finally:
        i18n.set_language("en")


def test_evening_hint_says_when_no_spell_can_be_paid(app, drive):
    table = start_spellbook(app)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)
    assert drawing.prompt_line(table.view).startswith("Morning:")
    for phase in ("morning", "noon"):
        assert table.state.view(0)["phase"] == phase
        drive.click_at(table.view.element_rect(("button", "skip")).center)
    assert table.state.view(0)["phase"] == "evening"
    assert not any(a.kind == "learn" for a in table.view.ctx.legal)  # two materia pay for no level
    line = drawing.prompt_line(table.view)
    assert "cannot pay for a spell yet" in line and "level 3 costs 3 materia" in line
    assert table.actions[-1] == (0, Action("skip"))


def test_rules_reader_shows_there_is_more_below_and_scrolls_to_the_end(app, drive):
    sections = [(f"Section {i}", "A line of rules text. " * 30) for i in range(12)]
    app.push(MenuScene(app))
    overlay = app.push(RulesOverlay(app, "Rules", lambda: sections))
    drive.frames(1)
    gold = pygame.Color("#D4B06A")
    bar = overlay.widgets.gui().canvas_rect(overlay.text.element.scroll_bar.rect)  # right of the text column
    bar_x, top, bottom = bar.centerx, bar.top + 8, bar.bottom - 8
    assert overlay.max_scroll > 0 and overlay.scroll == 0
    frame = shown(app)
    assert frame.get_at((bar_x, top)) == gold and frame.get_at((bar_x, bottom)) != gold
    for _ in range(40):
        drive.key(pygame.K_PAGEDOWN)
    assert overlay.scroll == overlay.max_scroll  # clamped at the last line, not beyond
    frame = shown(app)
    assert frame.get_at((bar_x, bottom)) == gold and frame.get_at((bar_x, top)) != gold
    short = app.replace(RulesOverlay(app, "Rules", lambda: sections[:1]))
    drive.frames(1)
    assert short.max_scroll == 0 and shown(app).get_at((bar_x, top)) != gold


def three_bots_with_a_long_log(app, drive) -> TableScene:
    """A SpellBook table of three bots, played on until the log holds more than fits."""
    players = [PlayerSpec(n, "bot", "random") for n in ("Morgana", "Merlin", "Circe")]
    table = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 5), autosave=False))
    assert drive.until(lambda: table.log_panel.scroll_max > 6, timeout=60)
    return table


def hold_the_bots(app, drive, table: TableScene) -> None:
    """Let the move in flight land, then keep the bots from playing on while the log is read."""
    app.settings.animation_speed = "slow"  # with instant animations bots do not wait at all
    table.bot_wait = 1e9
    assert drive.until(lambda: table.bot_seat is None and not table.view.busy(), timeout=60)
    drive.frames(1)


def test_game_log_scrolls_back_with_the_wheel_over_it(app, drive):
    from game.scenes.table_api import LOG_PANEL, PLAY_AREA

    table = three_bots_with_a_long_log(app, drive)
    hold_the_bots(app, drive, table)
    newest = shown(app).subsurface(LOG_PANEL).copy()
    drive.wheel(PLAY_AREA.center, 2)  # the wheel over the board does not move the log
    assert table.log_panel.scroll == 0
    drive.wheel(LOG_PANEL.center, 2)
    assert table.log_panel.scroll == 6
    older = shown(app).subsurface(LOG_PANEL).copy()
    assert older.get_view("2").raw != newest.get_view("2").raw
    drive.wheel(LOG_PANEL.center, 10_000)
    assert table.log_panel.scroll == table.log_panel.scroll_max  # the oldest line, not past it
    drive.wheel(LOG_PANEL.center, -10_000)
    assert table.log_panel.scroll == 0


def test_new_moves_do_not_pull_a_reader_off_the_log_line_they_scrolled_back_to(app, drive):
    from game.scenes.table_api import LOG_PANEL

    table = three_bots_with_a_long_log(app, drive)
    drive.wheel(LOG_PANEL.center, 2)
    drive.frames(1)
    text = pygame.Rect(LOG_PANEL.x + 30, LOG_PANEL.y + 80, LOG_PANEL.width - 80, 600)
    read = shown(app).subsurface(text).copy()
    entries = len(table.log)
    assert drive.until(lambda: len(table.log) > entries + 2, timeout=60)  # the bots play on
    drive.frames(1)
    assert table.log_panel.scroll > 6
    assert shown(app).subsurface(text).copy().get_view("2").raw == read.get_view("2").raw


def test_a_reader_scrolled_back_is_told_of_newer_moves_and_taken_back_with_one_click(app, drive):
    from game.scenes.table_api import LOG_PANEL
    from game.scenes.ui import theme

    def gold_in_last_row() -> list[tuple[int, int]]:
        gold = theme().c("gold")[:3]
        row = [
            (x, y)
            for x in range(LOG_PANEL.x + 10, LOG_PANEL.right - 10, 2)
            for y in range(LOG_PANEL.bottom - 80, LOG_PANEL.bottom - 10, 2)
        ]
        frame = shown(app)
        return [p for p in row if frame.get_at(p)[:3] == gold]

    table = three_bots_with_a_long_log(app, drive)
    hold_the_bots(app, drive, table)
    assert not gold_in_last_row()  # at the newest line there is nothing below
    drive.wheel(LOG_PANEL.center, 2)
    drive.frames(1)
    link = gold_in_last_row()
    assert link and table.log_panel.scroll == 6
    xs, ys = [p[0] for p in link], [p[1] for p in link]
    drive.click_at(((min(xs) + max(xs)) // 2, (min(ys) + max(ys)) // 2))
    drive.frames(1)
    assert table.log_panel.scroll == 0 and not gold_in_last_row()


def test_load_list_tells_saves_apart_by_their_players(app, drive):
    from game import saves

    table = start_spellbook(app)
    drive.frames(1)
    table.save_named("Tuesday")
    entry = next(e for e in saves.list_saves() if e.label == "Tuesday")
    assert entry.players == ("Ania", "Morgana")
    app.reset(MenuScene(app))
    drive.click("Load")
    assert drive.scene_id() == "load"
    drive.frames(1)  # the row reads "SpellBook (Ania, Morgana) · 0 moves · …"


def test_the_click_that_ends_a_turn_does_not_also_dismiss_the_handoff(app, drive):
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Kasia", "human")]
    table = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 3), autosave=False))
    drive.frames(1)
    assert drive.scene_id() == "handoff"
    drive.click_at((960, 540))  # the first player takes the screen
    first = table.viewer
    assert first is not None and drive.scene_id() == "table"
    for _ in range(3):  # skip morning, noon and evening: press and release in one frame, as a mouse does
        assert drive.scene_id() == "table" and table.viewer == first
        drive.click_at(table.view.element_rect(("button", "skip")).center)
    assert table.state.to_act() != [first]
    assert drive.scene_id() == "handoff"  # still covered: nothing of the next hand is on screen
    assert table.viewer is None
    drive.frames(3)
    assert drive.scene_id() == "handoff"
    drive.click_at((960, 540))  # a whole click on the cover hands the screen over
    assert drive.scene_id() == "table" and table.viewer == table.state.to_act()[0] != first


def test_new_game_offers_the_seats_of_the_last_game_again(app, drive):
    from game import settings as settings_mod

    app.push(MenuScene(app))
    drive.click("New game")
    drive.click("name-0")
    drive.type("Ania")
    drive.click("start")
    assert app.settings.last_players[0] == {"name": "Ania", "kind": "human", "level": "easy"}
    assert settings_mod.load().last_players == app.settings.last_players  # written to disk
    app.reset(MenuScene(app))
    drive.click("New game")
    assert drive.widget("name-0").value == "Ania"
    assert drive.widget("name-1").value == app.settings.last_players[1]["name"]


def test_damaged_remembered_seats_fall_back_to_the_defaults():
    from game.settings import Settings

    seats = [{"name": "X", "kind": "dragon"}, 7, {"kind": "bot", "name": "B"}]
    s = Settings.from_json({"last_players": seats})
    assert s.last_players == [{"name": "B", "kind": "bot", "level": "easy"}]
    assert Settings.from_json({"last_players": "nope"}).last_players == []
