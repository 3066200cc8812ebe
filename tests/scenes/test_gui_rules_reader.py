"""The rules reader on pygame-gui (issue #28): formatted text, a real scrollbar, wheel and keys.

Driven by events through the real app, in each language, with each game's own rules.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.scenes.dialogs import RulesOverlay, rules_markup
from game.scenes.menu import MenuScene
from game.scenes.rules_book import rules_for
from game.sprites.scale import px_rect

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def open_reader(app, drive, game_id: str) -> RulesOverlay:
    app.push(MenuScene(app))
    drive.click("Rules")
    drive.click(f"rules-{game_id}")
    overlay = app.top
    assert isinstance(overlay, RulesOverlay)
    drive.frames(1)
    return overlay


def window_area(app, rect: pygame.Rect) -> pygame.Surface:
    """The window's picture of a canvas rectangle: the reader draws at the window's pixel size."""
    app.render(app.window)
    return app.window.subsurface(px_rect(rect, app.scale()))


def text_pixels(app, overlay: RulesOverlay) -> bytes:
    return pygame.image.tobytes(window_area(app, overlay.BODY), "RGB")


def on_canvas(overlay: RulesOverlay, rect: pygame.Rect) -> pygame.Rect:
    """A pygame-gui element's rectangle (window pixels) on the 1920x1080 canvas."""
    return overlay.widgets.gui().canvas_rect(rect)


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_headings_are_gold_serif_lines_of_the_text_box_in_each_language(app, drive, lang):
    app.set_language(lang)
    overlay = open_reader(app, drive, "spellbook")
    sections = rules_for(registry.get("spellbook"))
    markup = overlay.text.markup
    for heading, _text in sections:
        assert f"<b>{heading}</b></font><br>" in markup.replace("&amp;", "&")
    assert markup.count("pixel_size=28") == len(sections)
    # the first heading is drawn: gold pixels in the first line of the box
    gold = pygame.Color("#D4B06A")
    top = window_area(app, pygame.Rect(overlay.BODY.left, overlay.BODY.top, 600, 40))
    w, h = top.get_size()
    assert any(top.get_at((x, y))[:3] == gold[:3] for x in range(w) for y in range(h))


def test_steps_and_labels_become_lines_with_a_bold_label():
    text = "1. Advertise: pay coins. 2. Assignment: in secret.\n- Morning: take one."
    markup = rules_markup([("A turn", text)])
    assert "1. <b>Advertise:</b> pay coins.<br>2. <b>Assignment:</b> in secret.<br>" in markup
    assert "• <b>Morning:</b> take one.<br>" in markup
    assert "&lt;" in rules_markup([("x", "a < b")])  # text is escaped, never read as markup


def test_keys_and_the_wheel_scroll_the_rules(app, drive):
    overlay = open_reader(app, drive, "sorcery")
    assert overlay.max_scroll > 2000 and overlay.scroll == 0
    first = text_pixels(app, overlay)
    drive.key(pygame.K_DOWN)
    assert overlay.scroll == RulesOverlay.LINE
    drive.key(pygame.K_PAGEDOWN)
    assert overlay.scroll == RulesOverlay.LINE + RulesOverlay.PAGE
    drive.key(pygame.K_PAGEUP)
    drive.key(pygame.K_UP)
    assert overlay.scroll == 0
    drive.wheel((100, 100), -3)  # the wheel works anywhere over the reader
    assert overlay.scroll == 3 * RulesOverlay.LINE
    drive.frames(1)
    assert text_pixels(app, overlay) != first  # the text moved
    drive.key(pygame.K_END)
    assert overlay.scroll == overlay.max_scroll
    drive.frames(1)
    drive.key(pygame.K_HOME)
    drive.frames(1)
    assert overlay.scroll == 0 and text_pixels(app, overlay) == first


def test_dragging_the_scrollbar_thumb_scrolls(app, drive):
    overlay = open_reader(app, drive, "sorcery")
    thumb = on_canvas(overlay, overlay.text.element.scroll_bar.sliding_button.rect)
    drive.drag(thumb.center, (thumb.centerx, thumb.centery + 300))
    drive.frames(2)
    assert overlay.scroll > 0


def test_language_switch_relabels_the_open_reader(app, drive):
    overlay = open_reader(app, drive, "witchcraft")
    english = overlay.text.markup
    app.set_language("de")
    assert app.top is overlay and overlay.text.markup != english
    german_heading = rules_for(registry.get("witchcraft"))[0][0]
    assert i18n.current_language() == "de" and f"<b>{german_heading}</b>" in overlay.text.markup


@pytest.fixture
def layouts(monkeypatch) -> list[str]:
    """Every full layout a pygame-gui text box makes (each paints its whole text)."""
    from pygame_gui.elements import UITextBox

    made: list[str] = []
    original = UITextBox.parse_html_into_style_data

    def counted(self) -> None:
        made.append(self.html_text[:40])
        original(self)

    monkeypatch.setattr(UITextBox, "parse_html_into_style_data", counted)
    return made


@pytest.mark.parametrize("game_id", ["spellbook", "sorcery"])
def test_a_long_rules_text_is_laid_out_once_and_looks_as_pygame_guis_two_passes(app, drive, layouts, game_id):
    """Opening the reader cost 180-290 ms: pygame-gui laid the text out at full width, found it
    too tall and laid it all out again beside the scrollbar.  The first pass is skipped when the
    text surely overflows; what is shown is the very layout the two passes made."""
    from pygame_gui.elements import UITextBox

    from game.scenes.gui import forget_kept

    forget_kept()
    overlay = open_reader(app, drive, game_id)
    assert len(layouts) == 1
    ours = overlay.text.element
    plain = UITextBox(ours.html_text, ours.relative_rect, ours.ui_manager, pre_parsing_enabled=False)
    assert len(layouts) == 3  # pygame-gui's own box: twice
    assert plain.text_box_layout.layout_rect == ours.text_box_layout.layout_rect
    assert plain.text_wrap_rect == ours.text_wrap_rect
    assert plain.scroll_bar.visible_percentage == ours.scroll_bar.visible_percentage
    plain.kill()


def test_a_short_rules_text_still_gets_no_scrollbar(app, drive):
    app.push(MenuScene(app))
    overlay = app.push(RulesOverlay(app, "Rules", lambda: [("Goal", "Win.")]))
    drive.frames(1)
    assert overlay.text.element.scroll_bar is None and overlay.max_scroll == 0


def test_opening_the_same_rules_again_reuses_the_laid_out_text_from_the_top(app, drive, layouts):
    """F1 at the table opens the same rules again and again: the last reader's text is kept."""
    from game.scenes.gui import forget_kept

    forget_kept()
    first = open_reader(app, drive, "witchcraft")
    element = first.text.element
    drive.key(pygame.K_END)
    drive.key(pygame.K_ESCAPE)
    assert app.top is not first
    drive.click("rules-witchcraft")
    again = app.top
    assert isinstance(again, RulesOverlay) and again is not first
    drive.frames(1)
    assert again.text.element is element and again.scroll == 0
    assert len(layouts) == 1  # only the first opening laid the text out
    drive.key(pygame.K_ESCAPE)
    drive.click("rules-spellbook")  # another game's rules: laid out anew
    assert app.top.text.element is not element


def test_a_laid_out_text_larger_than_the_budget_is_not_kept(app, drive, layouts, monkeypatch):
    """Memory stays bounded: at 3840x2160 one language's rules are a picture of up to ~180 MB."""
    from game.scenes import gui

    gui.forget_kept()
    monkeypatch.setattr(gui, "KEEP_BYTES", 1024)
    open_reader(app, drive, "witchcraft")
    drive.key(pygame.K_ESCAPE)
    drive.click("rules-witchcraft")
    drive.frames(1)
    assert len(layouts) == 2, "laid out again: the picture over the budget was not kept"
