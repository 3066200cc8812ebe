"""Text fields on pygame-gui (issue #28): the editing players expect, driven by real events.

The hand-written field had no clipboard, no selection by mouse or Shift+arrows
and no word-wise movement; these tests type, select, move and paste through
the app's own event path in the setup scene and the save-name prompt.
Paste runs for real: pygame's clipboard (``pygame.scrap``) works under SDL's dummy driver.
"""

from __future__ import annotations

import pygame
import pytest

from game.saves import GameSetup, PlayerSpec
from game.scenes.dialogs import NameDialog
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from game.scenes.ui import TextInput

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

CTRL, SHIFT = pygame.KMOD_CTRL, pygame.KMOD_SHIFT


def open_setup(app, drive) -> None:
    app.push(MenuScene(app))
    drive.click("New game")
    assert drive.scene_id() == "setup"


def field(drive, name: str) -> TextInput:
    widget = drive.widget(name)
    assert isinstance(widget, TextInput)
    return widget


def retype_name(app, drive, text: str) -> TextInput:
    open_setup(app, drive)
    drive.click("name-0")
    drive.type(text)
    return field(drive, "name-0")


def test_shift_arrows_select_and_typing_replaces_the_selection(app, drive):
    name = retype_name(app, drive, "Ania Nowak")
    for _ in range(5):
        drive.key(pygame.K_LEFT, mod=SHIFT)
    drive.type("Kowal")
    assert name.value == "Ania Kowal"
    assert app.top.players[0].name == "Ania Kowal"


def test_ctrl_arrows_move_a_word_at_a_time(app, drive):
    name = retype_name(app, drive, "Ania Maria Nowak")
    drive.key(pygame.K_LEFT, mod=CTRL)  # before "Nowak"
    drive.key(pygame.K_LEFT, mod=CTRL)  # before "Maria"
    drive.type("X")
    assert name.value == "Ania XMaria Nowak"
    drive.key(pygame.K_RIGHT, mod=CTRL | SHIFT)  # select to the end of that word: "Maria"
    drive.type("Ewa")
    assert name.value == "Ania XEwa Nowak"
    drive.key(pygame.K_RIGHT, mod=CTRL)  # over the space to the end of "Nowak"
    drive.type("!")
    assert name.value == "Ania XEwa Nowak!"


def test_paste_inserts_the_clipboard_cut_to_the_length_limit(app, drive):
    name = retype_name(app, drive, "Ania")
    pygame.scrap.put_text(" the Wise of the Western Marches")
    drive.key(pygame.K_v, mod=CTRL)
    assert name.value == ("Ania the Wise of the Western Marches")[: name.max_len]
    assert len(name.value) == name.max_len == 20


def test_paste_into_the_seed_keeps_only_digits(app, drive):
    open_setup(app, drive)
    drive.click("seed")
    pygame.scrap.put_text("seed 12-34\n5")
    drive.key(pygame.K_v, mod=CTRL)
    drive.type("x6")
    assert field(drive, "seed").value == "123456"
    assert app.top.seed_text == "123456"


def test_mouse_drag_selects_part_of_the_text(app, drive):
    name = retype_name(app, drive, "Ania Nowak")
    rect = app.top.widgets.gui().canvas_rect(name.element.rect)  # the element's window pixels on the canvas
    drive.drag((rect.left + 2, rect.centery), (rect.right - 4, rect.centery))  # start to past the end
    assert sorted(name.element.select_range) == [0, len("Ania Nowak")]
    drive.type("Kasia")
    assert name.value == "Kasia"


def test_focus_by_tab_selects_the_whole_suggestion_and_enter_leaves_the_field(app, drive):
    open_setup(app, drive)
    first = field(drive, "name-0")
    while not first.focused:
        drive.key(pygame.K_TAB)
    assert sorted(first.element.select_range) == [0, len(first.value)]
    assert app.typing()  # M is a letter here, not the mute key
    drive.type("Mira")
    drive.key(pygame.K_RETURN)
    assert first.value == "Mira" and not first.focused and not app.typing()


def test_escape_leaves_the_field_and_goes_back(app, drive):
    open_setup(app, drive)
    drive.click("name-0")
    drive.key(pygame.K_ESCAPE)
    assert drive.scene_id() == "menu"


def test_save_name_prompt_edits_with_selection_and_enter_saves(app, drive):
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Morgana", "bot", "random")]
    table = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 3), autosave=False))
    drive.frames(1)
    saved: list[str] = []
    dialog = app.push(NameDialog(app, "Save game", "SpellBook 14:05", saved.append))
    drive.frames(1)
    entry = field(drive, "name")
    assert entry.focused and sorted(entry.element.select_range) == [0, len("SpellBook 14:05")]
    drive.key(pygame.K_END)
    drive.key(pygame.K_LEFT, mod=CTRL | SHIFT)  # the last word: the time
    drive.type("18:30")
    assert dialog.value == "SpellBook 18:30"
    drive.key(pygame.K_RETURN)
    assert saved == ["SpellBook 18:30"] and app.top is table
