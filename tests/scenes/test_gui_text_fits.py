"""No text overflows the widgets moved to pygame-gui or rebuilt with it (issue #28), in en, pl and de.

Each scene is rendered at 1920x1080 (a screenshot of the real app); the test reads
what the pygame-gui elements laid out and where text pixels landed:

- setup and the save-name prompt: every text field's text or placeholder fits inside its panel;
- the rules reader: every game's rules wrap inside the text box (no line wider than it);
- the game log: every wrapped line of a played game fits the panel's text column.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.dialogs import NameDialog, RulesOverlay
from game.scenes.menu import MenuScene
from game.scenes.rules_book import rules_for
from game.scenes.table import TableScene
from game.scenes.ui import TextInput, theme

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")
LANGS = ["en", "pl", "de"]


def shot(app) -> pygame.Surface:
    app.render(app.canvas)
    return app.canvas


def fields_fit(app) -> None:
    fields = [w for w in app.top.widgets.items if isinstance(w, TextInput)]
    assert fields
    for field in fields:
        entry = field.element
        shown = entry.get_text() or entry.placeholder_text or ""
        width = entry.font.size(shown)[0]
        assert width <= entry.rect.width, (field.name, shown)
        assert field.rect.contains(entry.rect), field.name


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
