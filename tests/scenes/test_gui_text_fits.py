"""No text overflows, in en, pl and de, at 1920x1080 and at 2560x1440 (issue #28).

Each scene is rendered as a screenshot of the real app; the tests read what the
pygame-gui elements laid out and what our own widgets drew:

- every scene this branch draws at the window's pixel size (setup, settings, load, pause,
  the dialogs, the rules book and reader, the generic table), at both sizes: no label,
  button or selector is cut short with "…", no text drawn wider than the room it was
  given (text is fitted in canvas pixels and rendered at the window's font size, which
  may round wider), nothing outside the canvas, and every text field's text or
  placeholder fits its panel;
- setup and the save-name prompt: every text field's text or placeholder fits inside its panel;
- the rules reader: every game's rules wrap inside the text box (no line wider than it);
- the game log: every wrapped line of a played game fits the panel's text column.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.app import App
from game.cli.common import random_moves
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.dialogs import NameDialog, RulesOverlay
from game.scenes.menu import MenuScene
from game.scenes.rules_book import rules_for
from game.scenes.table import TableScene
from game.scenes.ui import TextInput, Theme, theme
from game.settings import Settings

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
LANGS = ["en", "pl", "de"]


def shot(app) -> pygame.Surface:
    app.render(app.canvas)
    return app.canvas


def fields_fit(app, required: bool = True) -> None:
    """Each text field's text (or placeholder) fits its element, and the element its panel
    (the element's rectangle is in the window's pixels, the panel's in canvas pixels)."""
    fields = [w for w in app.top.widgets.items if isinstance(w, TextInput)]
    assert fields or not required
    for field in fields:
        entry = field.element
        shown = entry.get_text() or entry.placeholder_text or ""
        width = entry.font.size(shown)[0]
        assert width <= entry.rect.width, (field.name, shown)
        assert field.rect.contains(app.top.widgets.gui().canvas_rect(entry.rect)), field.name


@pytest.mark.parametrize("lang", LANGS)
def test_setup_fields_and_their_placeholder_fit_and_follow_the_language(app, drive, lang):
    app.push(MenuScene(app))
    drive.click("New game")
    app.set_language(lang)
    drive.frame()
    shot(app)
    fields_fit(app)
    assert drive.widget("seed").element.placeholder_text == i18n._("random")


@pytest.mark.parametrize("lang", LANGS)
def test_save_name_prompt_fits(app, drive, lang):
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Morgana", "bot", "random")]
    app.reset(TableScene(app, GameSetup("spellbook", players, {}, 3), autosave=False))
    app.set_language(lang)
    app.push(NameDialog(app, "Save game", "Księga zaklęć 14:05 — Wtorek", lambda name: None))
    drive.frame()
    shot(app)
    fields_fit(app)


@pytest.mark.parametrize("lang", LANGS)
def test_every_games_rules_wrap_inside_the_reader(app, drive, lang):
    app.set_language(lang)
    app.push(MenuScene(app))
    for info in registry.all_games():
        sections = rules_for(info)
        overlay = app.push(RulesOverlay(app, i18n.tr(info.name), lambda sections=sections: sections))
        drive.frame()
        shot(app)
        box = overlay.text.element
        layout = box.text_box_layout
        assert layout.layout_rect.width <= box.text_wrap_rect[2], info.id
        widest = max(row.width for row in layout.layout_rows)
        assert widest <= box.text_wrap_rect[2], info.id
        app.pop()


@pytest.mark.parametrize("lang", LANGS)
def test_game_log_lines_fit_the_panel(app, drive, lang):
    app.set_language(lang)
    players = [PlayerSpec("Ania", "bot", "random"), PlayerSpec("Morgana", "bot", "random")]
    table = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 5), autosave=False))
    assert drive.until(lambda: len(table.log_panel.lines) > 30, timeout=60)
    shot(app)
    panel = table.log_panel
    font = theme().font(panel.SIZE)
    assert all(font.size(text)[0] <= panel.inner.width for text, _colour in panel.lines)


SIZES = [(1920, 1080), (2560, 1440)]
#: The scenes drawn at the window's pixel size by issue #28's second step, as ``open_scene`` opens them.
SCENES = ["setup", "settings", "load", "pause", "message", "confirm", "name", "rulesbook", "rules", "generic"]


def spellbook_table(app: App, monkeypatch, generic: bool = False) -> TableScene:
    info = registry.get("spellbook")
    if generic:  # the fallback view every engine without its own gets
        monkeypatch.setattr("game.scenes.table.view_factory", lambda game_id: None)
    setup = GameSetup(
        "spellbook",
        [PlayerSpec("Agnieszka", "human"), PlayerSpec("Bartholomäus", "bot", "medium")],
        info.default_options(2),
        5,
    )
    state, log = random_moves(info, 2, setup.options, 5, 12)
    return app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))


def open_scene(app: App, which: str, monkeypatch) -> None:
    """``which`` on top of the stack, as a player reaches it."""
    from game.scenes.dialogs import ConfirmDialog, MessageDialog

    app.reset(MenuScene(app))
    if which in ("setup", "settings", "load"):
        if which == "load":
            spellbook_table(app, monkeypatch).save_named("Wieczór z Agnieszką i Bartholomäusem")
            app.reset(MenuScene(app))
        scene = app.open(which)
        if which == "setup":
            scene.choose_game(registry.get("spellbook"))  # type: ignore[attr-defined]
    elif which in ("rulesbook", "rules"):
        app.open("rules")
        if which == "rules":
            info = registry.get("sorcery")
            app.push(RulesOverlay(app, i18n.tr(info.name), lambda: rules_for(info)))
    elif which == "generic":
        spellbook_table(app, monkeypatch, generic=True)
    else:
        table = spellbook_table(app, monkeypatch)
        if which == "pause":
            table.open_pause()
        elif which == "message":
            app.push(MessageDialog(app, "Could not save", "The disk is full."))
        elif which == "confirm":
            app.push(ConfirmDialog(app, "Delete save?", "This cannot be undone.", lambda: None))
        else:
            app.push(NameDialog(app, "Save game", "Księga zaklęć 14:05", lambda name: None))


def texts_drawn(app: App, monkeypatch) -> list[tuple[str, str, pygame.Rect, int | None]]:
    """Render the window's frame; each theme text drawn: (asked, drawn, where, room)."""
    drawn: list[tuple[str, str, pygame.Rect, int | None]] = []
    original_blit, original_fit = Theme.blit_text, Theme.fit
    fitted: dict[str, str] = {}

    def fit(self, text, width, *args, **kwargs):
        fitted[text] = original_fit(self, text, width, *args, **kwargs)
        return fitted[text]

    def blit_text(self, surface, text, pos, *args, **kwargs):
        fitted.pop(text, None)
        rect = original_blit(self, surface, text, pos, *args, **kwargs)
        drawn.append((text, fitted.get(text, text), rect, kwargs.get("max_width")))
        return rect

    monkeypatch.setattr(Theme, "fit", fit)
    monkeypatch.setattr(Theme, "blit_text", blit_text)
    for scene in app.stack:
        scene.widgets.tick(0.0, app.mouse_pos())
    app.render(pygame.Surface(app.window.get_size()))
    monkeypatch.undo()
    return drawn


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_no_text_overflows_on_any_crisp_scene(home, monkeypatch, lang, size):
    app = App(
        Settings(language=lang, window_size=size, animation_speed="instant", confirm_reveal=False),
        persist=False,
    )
    try:
        problems = []
        for which in SCENES:
            with monkeypatch.context() as patch:
                open_scene(app, which, patch)
                assert app.top.migrated, which
                for asked, shown, rect, room in texts_drawn(app, patch):
                    if shown != asked and asked != "…":
                        problems.append((which, "cut", asked))
                    if room is not None and rect.width > room + 1:
                        problems.append((which, f"{rect.width} px in {room}", asked))
                    if not app.canvas.get_rect().contains(rect):
                        problems.append((which, f"outside at {rect}", asked))
                fields_fit(app, required=False)
        assert not problems
    finally:
        app.shutdown(quit_pygame=False)
        i18n.set_language("en")
