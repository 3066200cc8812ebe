"""Menu, setup, settings, load, resize and fullscreen, driven through real scenes and events."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

from game import dotted, saves, settings
from game.app import SCENES
from game.i18n import _, tr
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
    text = label(app.top.text)
    assert text.startswith("Diese Spielstanddatei ist beschädigt.") and text.endswith("autosave.json")
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
    saves.save(saves.autosave_slot("0123456789ab"), setup, log, state, uid="0123456789ab")
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
    assert app.top.detail(app.top.entries[0]).startswith(f"{tr(info.name)} (A, B) · 0 moves · ")
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
    loaded = saves.load(saves.named_slot("Tuesday"))
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


# --------------------------------------------------------------------------- keeping every game (issue #23)


def _duo(seed):
    """A real game's recipe: human A against random bot B."""
    info = real_game()
    players = [PlayerSpec("A"), PlayerSpec("B", "bot", "random")]
    return GameSetup(info.id, players, info.default_options(2), seed)


def _table_with_autosave(app, seed):
    """A real game with autosave on, one human (seat 0) against a random bot."""
    from game.scenes.table import TableScene

    return app.reset(TableScene(app, _duo(seed)))


def _move(table, drive):
    """The human at the screen plays a legal move (as the view would submit it)."""
    assert drive.until(lambda: table.viewer == 0 and 0 in table.state.to_act(), timeout=20)
    table.submit(table.state.legal_actions(0)[0])


def _autosaves():
    return sorted(e.slot for e in saves.list_saves() if e.is_autosave)


def test_a_new_game_never_overwrites_the_game_in_progress(app, drive):
    """Bug: one autosave slot -- starting a new game silently replaced the unfinished one."""
    first = _table_with_autosave(app, 1)
    _move(first, drive)
    second = _table_with_autosave(app, 2)
    _move(second, drive)
    assert _autosaves() == sorted([saves.autosave_slot(first.uid), saves.autosave_slot(second.uid)])
    app.reset(MenuScene(app))
    drive.click("Continue")
    assert app.stack[0].uid == second.uid, "Continue resumes the game played last"
    app.reset(MenuScene(app))
    drive.click("Load")
    drive.click(f"open-{saves.autosave_slot(first.uid)}")
    assert app.stack[0].setup.seed == 1 and len(app.stack[0].actions) == len(first.actions)


def test_after_loading_a_named_save_continue_resumes_that_game(app, drive):
    """Bug: load a named save, quit, and Continue opened an older autosave instead."""
    older = _table_with_autosave(app, 1)
    _move(older, drive)
    named = _table_with_autosave(app, 2)
    slot = named.save_named("Evening")
    app.reset(MenuScene(app))
    drive.click("Load")
    drive.click(f"open-{slot}")
    assert app.stack[0].setup.seed == 2
    app.reset(MenuScene(app))  # quit without a move
    drive.click("Continue")
    assert app.stack[0].setup.seed == 2


def test_opening_a_finished_save_keeps_another_games_autosave(app, drive):
    """Bug: ``TableScene._finish`` deleted the autosave of whatever game was in progress."""
    from game.rules.playout import random_playout

    setup = _duo(5)
    state, log = random_playout(setup.info, 2, setup.options, 5)
    saves.save("done", setup, log, state, label="Done")
    running = _table_with_autosave(app, 3)
    _move(running, drive)
    app.reset(MenuScene(app))
    drive.click("Load")
    drive.click("open-done")
    assert drive.until(lambda: drive.scene_id() == "scoring", timeout=10)
    assert _autosaves() == [saves.autosave_slot(running.uid)]
    app.reset(MenuScene(app))
    drive.click("Continue")
    assert app.stack[0].uid == running.uid, "Continue offers the unfinished game, not the finished one"


def test_named_saves_never_share_a_slot_with_an_autosave_or_another_name(app, drive):
    table = _table_with_autosave(app, 4)
    slots = {table.save_named(name) for name in ("Autosave", "Ania's game", "ania s game", "autosave-0")}
    assert len(slots) == 4 and not any(saves.is_autosave(slot) for slot in slots)
    labels = sorted(e.label for e in saves.list_saves())
    assert labels == ["Ania's game", "Autosave", "ania s game", "autosave-0"]


def test_saving_over_an_existing_name_asks_first(app, drive):
    table = _table_with_autosave(app, 6)
    table.save_named("Tuesday")
    before = saves.slot_path(saves.named_slot("Tuesday")).read_bytes()
    _move(table, drive)
    drive.key(pygame.K_ESCAPE)
    drive.click("Save game")
    for _step in range(20):
        drive.key(pygame.K_BACKSPACE)
    drive.type("Tuesday")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "confirm"
    drive.click("no")
    assert saves.slot_path(saves.named_slot("Tuesday")).read_bytes() == before, "No keeps the old save"
    drive.click("Save game")
    for _step in range(20):
        drive.key(pygame.K_BACKSPACE)
    drive.type("Tuesday")
    drive.key(pygame.K_RETURN)
    drive.click("yes")
    assert drive.scene_id() == "message"
    assert saves.load(saves.named_slot("Tuesday")).actions == table.actions


def test_load_rows_show_a_thumbnail_and_a_broken_one_shows_none(app, drive):
    table = _table_with_autosave(app, 7)
    good = table.save_named("Picture")
    bad = table.save_named("Broken picture")
    assert saves.thumbnail_path(good).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    saves.thumbnail_path(bad).write_bytes(b"\x89PNG\r\n\x1a\n broken")
    app.reset(MenuScene(app))
    drive.click("Load")
    drive.frames(1)
    assert app.top.pictures[good] is not None and app.top.pictures[bad] is None
    drive.click(f"delete-{good}")
    drive.click("yes")
    assert not saves.thumbnail_path(good).exists(), "the picture goes with its save"


def test_a_version_1_autosave_still_continues_in_its_own_slot(app, drive):
    """Migration: the single ``autosave.json`` of format 1 becomes ``autosave-<id>`` and still loads."""
    import json

    from game.cli.common import random_moves

    setup = _duo(8)
    state, log = random_moves(setup.info, 2, setup.options, 8, 4)
    path = saves.save(saves.AUTOSAVE, setup, log, state)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["id"]
    data["version"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    app.push(MenuScene(app))
    assert _autosaves() == [saves.autosave_slot(saves.recipe_uid(data))]
    drive.click("Continue")
    table = app.stack[0]
    assert table.scene_id == "table" and table.actions == log and table.owns_autosave


@pytest.mark.parametrize("text", ["Ania's evening game of SpellBook", "x" * 10_000, "Wieczór " * 300])
def test_fit_keeps_the_longest_start_that_fits(app, text):
    """Bisection (a 10,000-character label cost 3.5 s per frame cut one character at a time)."""
    from game.scenes.ui import theme

    t = theme()
    fitted = t.fit(text, 400, 26, bold=True)
    font = t.font(26, bold=True)
    assert fitted.endswith("…") and font.size(fitted)[0] <= 400
    kept = len(fitted) - 1
    assert text.startswith(fitted[:-1]) and font.size(text[: kept + 1] + "…")[0] > 400


def test_the_table_picture_of_a_save_shows_only_public_information(app, drive, monkeypatch):
    """The Load screen is seen by all: the thumbnail is drawn for no viewer, not the hand at the screen."""
    from game.scenes import table_saving

    seen = []

    class Spy:
        def __init__(self, ctx):
            seen.append((ctx.viewer, ctx.legal, ctx.view))

        def draw(self, surface):
            pass

    monkeypatch.setattr(table_saving, "view_factory", lambda game_id: Spy)
    table = _table_with_autosave(app, 9)
    _move(table, drive)
    table.save_named("Private")
    assert table.viewer == 0 and seen
    public = table.state.view(None)
    assert [(viewer, legal) for viewer, legal, _view in seen] == [(None, [])] * len(seen)
    assert seen[-1][2] == public, "the named save's picture: the public view of this position"


# --------------------------------------------------------------------------- scenes by id


def _scene_args(scene_id):
    """What each registered scene is opened with (as the scene that opens it passes it)."""
    setup = _duo(9)
    if scene_id == "table":
        return (setup,)
    if scene_id == "scoring":
        from game.rules.playout import random_playout

        state, _log = random_playout(setup.info, 2, setup.options, 9)
        return (setup, state.result(), setup.info)
    if scene_id == "handoff":
        return ("Ania", lambda: None)
    return ()


@pytest.mark.parametrize("scene_id", list(SCENES))
def test_every_scene_id_opens_its_scene_through_the_app(app, drive, scene_id):
    """Scenes open each other by id (``app.open``), so each id must build, enter and draw."""
    app.open("menu")
    scene = app.open(scene_id, *_scene_args(scene_id))
    assert app.top is scene and isinstance(scene, dotted.resolve(SCENES[scene_id]))
    drive.frames(2)
    assert app.find(scene_id) is scene
    app.open("menu", how="reset")
    assert app.stack == [app.top] and drive.scene_id() == "menu" and app.find(scene_id) in (None, app.top)


def test_replace_swaps_only_the_top_scene(app, drive):
    app.open("menu")
    app.open("settings")
    app.open("load", how="replace")
    assert [s.scene_id for s in app.stack] == ["menu", "load"]


def test_scenes_import_no_other_scene_inside_functions():
    """Issue #26: navigation goes through ``app.open(id)``, not imports hidden in functions (circles)."""
    modules = {name.partition(":")[0] for name in SCENES.values()} | {"game.scenes.dialogs"}
    found = []
    for path in sorted(Path("game/scenes").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                found += [
                    f"{path}:{imp.lineno} {imp.module}"
                    for imp in ast.walk(node)
                    if isinstance(imp, ast.ImportFrom) and imp.module in modules
                ]
    assert not found, found


# --------------------------------------------------------------------------- keyboard on every crisp scene


def tab_to(app, drive, name: str, limit: int = 40) -> None:
    """Tab until the focus ring is on the widget called ``name``."""
    target = drive.widget(name)
    for _step in range(limit):
        if app.top.widgets.focus is target:
            return
        drive.key(pygame.K_TAB)
    raise AssertionError(f"Tab never reached {name}")


def test_keyboard_alone_opens_a_games_rules_from_the_menu_and_closes_them(app, drive):
    """The rules book's rows are buttons: Tab reaches them, Enter opens the reader, Esc closes."""
    from game.scenes.dialogs import RulesOverlay

    app.push(MenuScene(app))
    tab_to(app, drive, "Rules")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "rulesbook"
    game = real_game()
    tab_to(app, drive, f"rules-{game.id}")
    drive.key(pygame.K_RETURN)
    assert isinstance(app.top, RulesOverlay)
    drive.key(pygame.K_PAGEDOWN)
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "rulesbook"
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "menu"


def test_keyboard_alone_opens_a_save_from_the_load_screen(app, drive):
    table = _table_with_autosave(app, 11)
    slot = table.save_named("By keys")
    app.reset(MenuScene(app))
    tab_to(app, drive, "Load")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "load"
    tab_to(app, drive, f"open-{slot}")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() in ("table", "handoff")


def test_pause_menu_by_keyboard_resumes_and_esc_closes_it(app, drive):
    table = _table_with_autosave(app, 12)
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "pause"
    tab_to(app, drive, "Resume")
    drive.key(pygame.K_RETURN)
    assert app.top is table
    drive.key(pygame.K_ESCAPE)
    tab_to(app, drive, "Settings")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "settings"
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "pause"
    drive.key(pygame.K_ESCAPE)
    assert app.top is table


def test_dialogs_answer_to_enter_tab_and_esc(app, drive):
    from game.scenes.dialogs import ConfirmDialog, MessageDialog, NameDialog

    app.push(MenuScene(app))
    answers: list[str] = []

    def ask() -> None:
        yes, no = (lambda: answers.append("yes")), (lambda: answers.append("no"))
        app.push(ConfirmDialog(app, "Delete save?", "This cannot be undone.", yes, on_no=no))

    ask()
    drive.key(pygame.K_ESCAPE)
    ask()
    drive.key(pygame.K_RETURN)
    ask()
    tab_to(app, drive, "no")
    drive.key(pygame.K_SPACE)
    assert answers == ["no", "yes", "no"] and drive.scene_id() == "menu"
    app.push(MessageDialog(app, "Could not save", "The disk is full.", lambda: answers.append("ok")))
    drive.key(pygame.K_RETURN)
    app.push(NameDialog(app, "Save game", "SpellBook 14:05", answers.append))
    drive.type("Evening")  # the suggestion is selected: typing replaces it
    drive.key(pygame.K_RETURN)
    assert answers[-2:] == ["ok", "Evening"] and drive.scene_id() == "menu"
