"""SpellBook's "custom" spells: the setup screen's picker, driven by clicks, decides the game's spells."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.spellbook.data import COLOURS, SETS, SPELLS_BY_COLOUR
from game.scenes.menu import MenuScene
from game.scenes.setup import MORE_RECT, SetupScene


def open_spellbook_setup(app, drive) -> SetupScene:
    app.push(MenuScene(app))
    drive.click("New game")
    drive.click("game-spellbook")
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info is registry.get("spellbook")
    return setup


def picker_names(setup: SetupScene) -> list[str]:
    return [w.name for w in setup.widgets.items if getattr(w, "name", "").startswith("pick-")]


def test_picker_appears_only_for_custom_spells(app, drive):
    setup = open_spellbook_setup(app, drive)
    assert setup.options["spells"] != "custom" and picker_names(setup) == []
    drive.click("option-spells", side="left")  # random wraps back to the last choice: custom
    assert setup.options["spells"] == "custom"
    assert picker_names(setup) == [f"pick-{c}" for c in COLOURS]
    drive.click("option-spells")  # custom -> random: the picker goes away
    assert setup.options["spells"] == "random" and picker_names(setup) == []


def test_chosen_custom_spells_start_the_game(app, drive):
    setup = open_spellbook_setup(app, drive)
    drive.click("option-spells", side="left")
    default = [setup.widgets.find(f"pick-{c}").value for c in COLOURS]
    assert default == list(SETS[1])  # the picker starts from set I
    drive.click("pick-green")  # step green to its next spell
    drive.click("seed")
    drive.type("77")
    drive.click("start")
    assert drive.scene_id() in ("table", "handoff")
    table = app.stack[0]
    expected = list(SETS[1])
    expected[COLOURS.index("green")] = SPELLS_BY_COLOUR["green"][1]
    assert table.setup.options["custom_spells"] == expected
    assert table.state.view(0)["spells"] == expected
    assert table.state.view(None)["spells"] == expected


def test_other_selections_send_no_custom_list(app, drive):
    setup = open_spellbook_setup(app, drive)
    drive.click("option-spells")  # random -> set I
    assert setup.options["spells"] == "I"
    assert "custom_spells" not in setup.make_setup().options


def test_custom_spells_survive_a_change_of_player_count(app, drive):
    setup = open_spellbook_setup(app, drive)
    drive.click("option-spells", side="left")
    drive.click("pick-red", side="left")  # set I's red steps back to set III's
    drive.click("count")
    assert picker_names(setup)  # still picking after the relayout
    red = setup.make_setup().options["custom_spells"][COLOURS.index("red")]
    assert red == SPELLS_BY_COLOUR["red"][2]


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("players", [1, 4])
def test_picker_fits_inside_the_variants_panel(app, lang, players):
    i18n.set_language(lang)
    setup = app.push(SetupScene(app))
    setup.choose_game(registry.get("spellbook"))
    setup.set_count(players)
    setup.widgets.find("option-spells").set("custom")
    rects = [w.rect for w in setup.widgets.items if w.rect.colliderect(MORE_RECT)]
    assert len(rects) >= 7 + 2
    assert all(MORE_RECT.contains(r) for r in rects)
    ordered = sorted(rects, key=lambda r: r.top)
    assert all(a.bottom <= b.top for a, b in zip(ordered, ordered[1:], strict=False))  # no overlap
    app.render(app.canvas)  # draws the colour labels without error in this language


def test_keyboard_focus_stays_on_the_spells_selector_when_the_picker_appears(app, drive):
    setup = open_spellbook_setup(app, drive)
    for _ in range(len(setup.widgets.focusable())):
        if getattr(setup.widgets.focus, "name", None) == "option-spells":
            break
        drive.key(pygame.K_TAB)
    assert setup.widgets.focus.name == "option-spells"
    drive.key(pygame.K_LEFT)  # random -> custom: the screen is laid out again
    assert setup.options["spells"] == "custom" and picker_names(setup)
    assert setup.widgets.focus is setup.widgets.find("option-spells")
