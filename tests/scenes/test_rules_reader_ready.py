"""#28: the rules reader's first opening (F1) took 85-115 ms of CPU, nearly all of it pygame-gui laying
the text out.  A table left still lays it out ahead (``TableScene._ready_rules``), so F1 finds it kept."""

from __future__ import annotations

import math

import pygame

from game.scenes import gui
from game.scenes.dialogs import RulesOverlay, rules_markup
from game.scenes.table import READY_RULES_AFTER, TableScene
from tests.scenes.test_scaling import open_app, table_position

SECOND = 60  # frames


def still_table(app) -> TableScene:
    table = table_position(app, "spellbook", 5, 12)
    table.bot_wait = math.inf
    while table.opening is not None:
        app.step(1 / 60)
    gui.forget_kept()
    return table


def kept_markup() -> str | None:
    kept = gui.kept()
    return None if kept is None else kept[0]


def test_a_still_table_lays_its_rules_out_and_f1_shows_them_without_laying_out_again(home, monkeypatch):
    app = open_app((1920, 1080))
    try:
        table = still_table(app)
        for _ in range(int(READY_RULES_AFTER * SECOND) + 2):
            app.step(1 / 60)
        assert kept_markup() == rules_markup(table.rules_sections())
        made: list[object] = []
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box))
        app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")])
        reader = app.top
        assert isinstance(reader, RulesOverlay)
        assert not made, "F1 laid the text out again"
        assert (kept := gui.kept()) is not None and reader.text is kept[1]
    finally:
        app.shutdown(quit_pygame=False)


def test_nothing_is_laid_out_while_the_pointer_moves_or_the_table_is_covered(home):
    app = open_app((1920, 1080))
    try:
        table = still_table(app)
        for i in range(3 * SECOND):  # a pointer never at rest
            pos = (300 + i % 50, 400)
            app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0), buttons=(0, 0, 0))])
        assert kept_markup() is None
        app.open("pause")  # not the top scene: it waits
        for _ in range(2 * SECOND):
            app.step(1 / 60)
        assert kept_markup() is None
        app.pop()
        for _ in range(2 * SECOND):
            app.step(1 / 60)
        assert kept_markup() == rules_markup(table.rules_sections())
    finally:
        app.shutdown(quit_pygame=False)


def test_the_menus_rules_book_lays_out_the_rules_the_pointer_rests_on(home, monkeypatch):
    from game.scenes.rules_book import RulesBookScene, rules_for

    app = open_app((2560, 1440))
    try:
        book = app.open("rules", how="reset")
        assert isinstance(book, RulesBookScene)
        gui.forget_kept()
        row = book.widgets.find("rules-witchcraft")
        at = app.to_window(row.rect.center)
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(0, 0, 0))])
        for _ in range(int(RulesBookScene.READY_AFTER * SECOND) + 2):
            app.step(1 / 60)
        assert kept_markup() == rules_markup(rules_for(row.info))
        made: list[object] = []
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box))
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
        assert isinstance(app.top, RulesOverlay) and not made, "opening them laid the text out again"
    finally:
        app.shutdown(quit_pygame=False)
