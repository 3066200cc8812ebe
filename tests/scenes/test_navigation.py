"""Menu, setup, settings, load, resize and fullscreen, driven through real scenes and events."""

from __future__ import annotations

import pygame
import pytest

from game import saves, settings
from game.i18n import _
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene
from game.scenes.ui import label


def real_game():
    ids = [g.id for g in registry.all_games()]
    return registry.get("spellbook" if "spellbook" in ids else ids[0])


def test_menu_new_game_opens_setup_and_back_returns(app, drive):
    app.push(MenuScene(app))
    drive.click("New game")
    assert drive.scene_id() == "setup"
    drive.click("back")
    assert drive.scene_id() == "menu"


def test_continue_is_disabled_without_an_autosave(app, drive):
    app.push(MenuScene(app))
    drive.click("Continue")
    assert drive.scene_id() == "menu"
    assert not drive.widget("Continue").enabled()


def test_setup_choices_reach_the_table(app, drive):
    app.push(MenuScene(app))
    drive.click("New game")
    info = real_game()
    drive.click(f"game-{info.id}")
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info is info
    if info.max_players > setup.count:
        drive.click("count")
    count = setup.count
    drive.click("name-0")  # focusing selects the suggested name: typing replaces it
    drive.type("Ania")
    drive.click("kind-1", side="left")  # bot -> human
    drive.click("seed")
    drive.type("4242")
    drive.click("start")
    assert drive.scene_id() in ("table", "handoff")
    table = app.stack[0]
    assert table.setup.seed == 4242 and len(table.setup.players) == count
    assert table.setup.players[0].name == "Ania"
    assert table.setup.players[1].kind == "human"


def test_seed_field_accepts_digits_only(app, drive):
    app.push(SetupScene(app))
    drive.click("seed")
    drive.type("12a3")
    assert app.top.seed_text == "123"


def test_settings_change_is_saved_and_applied_at_once(app, drive):
    app.push(MenuScene(app))
    drive.click("Settings")
    assert drive.scene_id() == "settings"
    drive.click("speed")  # normal? -> instant wraps; any change is saved
    stored = settings.load()
    assert stored.animation_speed == app.settings.animation_speed
    drive.click("language")
    assert app.settings.language == "pl" and settings.load().language == "pl"
    assert label(drive.widget("done").text) == "Gotowe"
    drive.click("done")
    assert label(drive.widget("New game").text) == "Nowa gra", "the menu beneath speaks Polish at once"


def test_language_switch_rebuilds_texts_of_every_scene(app, drive):
    app.push(MenuScene(app))
    rebuilt = []
    app.top.rebuild = lambda: rebuilt.append(True)
    app.set_language("de")
    assert rebuilt == [True]
    assert _("Quit") == "Beenden"


def test_resize_keeps_clicks_on_target(app, drive):
    app.push(MenuScene(app))
    drive.frame([pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=1000, size=(1000, 1000))])
    app.window = pygame.display.set_mode((1000, 1000), pygame.RESIZABLE)
    vp = app.viewport()
    assert vp.width == 1000 and vp.height == 562 and vp.top == 219, "letterboxed, not stretched"
    assert app.settings.window_size == (1000, 1000)
    drive.click("New game")
    assert drive.scene_id() == "setup"
    x, y = app.to_window((960, 540))
    assert app.to_logical((x, y)) == (960, 540)


def test_f11_toggles_fullscreen_and_remembers_it(app, drive):
    app.push(MenuScene(app))
    drive.key(pygame.K_F11)
    assert app.settings.fullscreen and settings.load().fullscreen
    drive.key(pygame.K_F11)
    assert not app.settings.fullscreen
    drive.click("New game")
    assert drive.scene_id() == "setup"


def test_damaged_autosave_shows_a_translated_message(app, drive, home):
    path = saves.slot_path(saves.AUTOSAVE)
    path.parent.mkdir(parents=True)
    path.write_text("{this is not a save", encoding="utf-8")
    app.set_language("de")
    app.push(MenuScene(app))
    drive.click("Continue")
    assert drive.scene_id() == "message"
    assert label(app.top.text) == "Diese Spielstanddatei ist beschädigt."
    drive.click("OK")
    assert drive.scene_id() == "menu"


def test_continue_resumes_the_autosave_exactly(app, drive):
    info = real_game()
    setup = GameSetup(
        info.id,
        [PlayerSpec("A"), PlayerSpec("B", "bot", "random")][: max(2, info.min_players)],
        info.default_options(2),
        11,
    )
    from game.cli.common import random_moves

    state, log = random_moves(info, 2, setup.options, 11, 6)
    saves.save(saves.AUTOSAVE, setup, log, state)
    app.push(MenuScene(app))
    drive.click("Continue")
    table = app.stack[0]
    assert table.scene_id == "table"
    assert table.actions == log
    assert table.state.to_json() == state.to_json()
    replayed = info.new_game(2, setup.options, 11)
    texts = [e.text for seat, a in log for e in replayed.apply(seat, a) if e.text is not None]
    assert [line.text.text for line in table.log[: len(texts)]] == [m.text for m in texts], "the log is back"


def test_load_screen_lists_and_opens_named_saves(app, drive):
    info = real_game()
    setup = GameSetup(
        info.id, [PlayerSpec("A"), PlayerSpec("B", "bot", "random")], info.default_options(2), 2
    )
    state = setup.new_state(info)
    saves.save("evening", setup, [], state, label="Evening")
    app.push(MenuScene(app))
    drive.click("Load")
    assert drive.scene_id() == "load"
    drive.click("open-evening")
    assert app.stack[0].scene_id == "table"


def test_pause_save_writes_a_named_save(app, drive):
    info = real_game()
    from game.scenes.table import TableScene

    setup = GameSetup(
        info.id, [PlayerSpec("A"), PlayerSpec("B", "bot", "random")], info.default_options(2), 9
    )
    app.settings.animation_speed = "slow"
    app.reset(TableScene(app, setup, info=info))
    drive.key(pygame.K_ESCAPE)
    drive.click("Save game")
    assert drive.scene_id() == "name"
    for _step in range(10):
        drive.key(pygame.K_BACKSPACE)
    drive.type("Tuesday")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "message"
    loaded = saves.load("tuesday")
    assert loaded.label == "Tuesday" and loaded.setup.seed == 9


def test_quit_from_menu_stops_the_app(app, drive):
    app.push(MenuScene(app))
    drive.click("Quit")
    assert not app.running


def test_keyboard_alone_reaches_the_setup_screen(app, drive):
    app.push(MenuScene(app))
    drive.key(pygame.K_TAB)  # Continue is disabled: focus lands on New game
    assert app.top.widgets.focus is drive.widget("New game")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "setup"


def test_tab_and_arrows_change_a_selector(app, drive):
    app.push(MenuScene(app))
    drive.click("Settings")
    drive.key(pygame.K_TAB)
    assert app.top.widgets.focus is drive.widget("language")
    drive.key(pygame.K_RIGHT)
    assert app.settings.language == "pl"


def test_a_saved_finished_game_opens_on_the_scoring_screen(app, drive):
    from game.rules.playout import random_playout

    info = real_game()
    setup = GameSetup(
        info.id, [PlayerSpec("A"), PlayerSpec("B", "bot", "random")], info.default_options(2), 5
    )
    state, log = random_playout(info, 2, setup.options, 5)
    saves.save("done", setup, log, state)
    app.push(MenuScene(app))
    drive.click("Load")
    drive.click("open-done")
    assert drive.until(lambda: drive.scene_id() == "scoring", timeout=10)


def test_rules_from_the_menu_show_a_games_summary(app, drive):
    info = real_game()
    app.push(MenuScene(app))
    drive.click("Rules")
    drive.click(f"rules-{info.id}")
    assert drive.scene_id() == "rules"
    sections = app.top.sections()
    assert sections and all(heading and text for heading, text in sections)
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "rulesbook"


@pytest.fixture
def blits(monkeypatch):
    """Every ``Theme.blit_text`` call as (position, lines exactly as rendered, rect drawn),
    so a test sees a line that was cut to "…" rather than the text it was asked for."""
    from game.scenes.ui import Theme

    calls: list[tuple[tuple[int, int], list[str], pygame.Rect]] = []
    rendered: list[str] = []
    real_blit, real_text = Theme.blit_text, Theme.text

    def spy_text(self, text, *args, **kwargs):
        rendered.append(text)
        return real_text(self, text, *args, **kwargs)

    def spy_blit(self, surface, text, pos, *args, **kwargs):
        start = len(rendered)
        rect = real_blit(self, surface, text, pos, *args, **kwargs)
        calls.append((pos, rendered[start:], rect))
        return rect

    monkeypatch.setattr(Theme, "text", spy_text)
    monkeypatch.setattr(Theme, "blit_text", spy_blit)
    return calls


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_setup_shows_each_games_name_and_variants_whole(app, drive, blits, lang):
    """A long name or choice (German "Schule der Zauberei") shrinks a little instead of ending in "…"."""
    from game.i18n import tr
    from game.scenes.setup import MORE_RECT

    app.set_language(lang)
    app.push(MenuScene(app))
    drive.click("New game")
    for info in registry.all_games():
        drive.click(f"game-{info.id}")
        blits.clear()
        drive.frames(1)
        # single lines drawn in the variants panel
        in_panel = [line for pos, lines, _rect in blits if MORE_RECT.collidepoint(pos) for line in lines]
        assert tr(info.name) in in_panel, f"{info.id}: name cut in {lang}: {in_panel[:2]}"
        assert not [line for line in in_panel if line.endswith("…")], f"{info.id} in {lang}: {in_panel}"


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_settings_labels_stand_clear_of_their_selectors(app, drive, blits, lang):
    """Each row's label shows whole, with air before its selector, in every language."""
    from game.scenes import settings_menu

    app.set_language(lang)
    app.push(MenuScene(app))
    drive.click("Settings")
    blits.clear()
    drive.frames(1)
    labels = [(lines, rect) for pos, lines, rect in blits if pos[0] == settings_menu.LABEL_X]
    selectors = [w for w in app.top.widgets.items if w.name != "done"]
    assert len(labels) == len(settings_menu.ROWS) == len(selectors)
    for (lines, rect), selector in zip(labels, selectors, strict=True):
        assert not [line for line in lines if line.endswith("…")], f"label cut in {lang}: {lines}"
        assert rect.right <= selector.rect.left - settings_menu.LABEL_GAP, f"{lines} in {lang}"
