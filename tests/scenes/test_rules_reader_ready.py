"""#28: the rules reader's first opening (F1) took 85-230 ms of CPU, nearly all of it pygame-gui laying
the text out.  The table lays it out ahead, a few milliseconds a frame (``TableScene._ready_rules``,
``gui.lay_out_ahead``), so F1 finds it kept -- straight after a move too: the rules text does not
change with a move, and what is laid out ahead is the very picture a layout made at once shows."""

from __future__ import annotations

import math
import resource

import pygame
import pytest

from game.cli.bench import play_a_move
from game.scenes import gui
from game.scenes.dialogs import RulesOverlay
from game.scenes.table import TableScene
from game.sprites import scale
from tests.scenes.test_scaling import open_app, table_position

SECOND = 60  # frames
GAMES = ["spellbook", "witchcraft", "sorcery", "trickerion"]
F1 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="")


def fresh_table(app, game: str) -> TableScene:
    """A table some moves in, its opening over, bots held, no reader laid out (as in a new session)."""
    table = table_position(app, game, 3, 6)
    table.bot_wait = math.inf
    while table.opening is not None:
        app.step(1 / 60)
    gui.forget_kept()
    return table


def kept_markup() -> str | None:
    kept = gui.kept()
    return None if kept is None else kept[0]


def laid_out(kept: tuple[str, gui.TextBox] | None) -> bool:
    return kept is not None and kept[1].element is not None and kept[1].element.work is None


def frames_until_laid_out(app, limit: int = 3 * SECOND) -> int:
    for frame in range(limit):
        if laid_out(gui.kept()):
            return frame
        app.step(1 / 60)
    raise AssertionError("the rules were not laid out ahead within three seconds")


def a_real_move(app, table: TableScene) -> None:
    """The seat at the screen plays or a bot does (``bench.play_a_move``): the position changes and
    the table shows it."""
    moves = len(table.actions)
    play_a_move(table)
    table.bot_wait = math.inf  # a move starts the bot's pause again: the bots stay held
    assert len(table.actions) > moves, "no move was made"
    app.step(1 / 60)


def reader_picture(app) -> bytes:
    """The reader's box as the window shows it (the table beneath may change by itself)."""
    surface = pygame.Surface(app.window.get_size())
    app.render(surface)
    box = scale.px_rect(RulesOverlay.AREA.inflate(-40, -40), app.window.get_width() / 1920)
    return pygame.image.tobytes(surface.subsurface(box), "RGB")


def reader_from_scratch(app) -> bytes:
    """Close the reader, forget every laid-out text and open it again: laid out when F1 is pressed."""
    app.pop()
    gui.forget_kept()
    app.step(1 / 60, [F1])
    assert isinstance(app.top, RulesOverlay)
    return reader_picture(app)


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_text_does_not_change_with_a_move(home, game):
    """Why F1 need not lay anything out after a move: the reader shows the game's rules and the cards
    in play, nothing of the position -- the same markup before and after real moves."""
    app = open_app((1920, 1080))
    try:
        table = fresh_table(app, game)
        before = RulesOverlay.markup(table.rules_sections())
        for _ in range(3):
            a_real_move(app, table)
        assert RulesOverlay.markup(table.rules_sections()) == before
    finally:
        app.shutdown(quit_pygame=False)


@pytest.mark.parametrize("game", GAMES)
def test_f1_straight_after_a_move_shows_the_reader_laid_out_ahead_as_one_laid_out_from_scratch(
    home, monkeypatch, game
):
    """F1 one frame after a real move took 86-144 ms when nothing was laid out yet.  Now the table
    lays the text out ahead in short steps and keeps it across the move: F1 lays nothing out, and
    the window shows exactly what a reader laid out when F1 is pressed shows."""
    app = open_app((1920, 1080))
    try:
        table = fresh_table(app, game)
        frames_until_laid_out(app)
        kept = gui.kept()
        a_real_move(app, table)
        assert gui.kept() == kept, "the move made the table lay its rules out again"
        made: list[object] = []
        attach = gui.TextBox.attach
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box) or attach(box, layer))
        app.step(1 / 60, [F1])
        reader = app.top
        assert isinstance(reader, RulesOverlay) and not made, "F1 laid the text out again"
        assert kept is not None and reader.text is kept[1] and reader.scroll == 0
        assert reader.max_scroll > 0, "the whole text, not a first page"
        shown = reader_picture(app)
        assert shown == reader_from_scratch(app)
    finally:
        app.shutdown(quit_pygame=False)


@pytest.mark.parametrize("game", ["sorcery", "trickerion"])
def test_f1_while_the_text_is_half_laid_out_finishes_it_and_shows_the_same(home, game):
    """F1 before the steps are done (a move made the instant the table opened) finishes the rest
    at once: the reader is complete and looks as one laid out from scratch (here at 2560x1440)."""
    app = open_app((2560, 1440))
    try:
        table = fresh_table(app, game)
        for _ in range(SECOND):
            if gui.kept() is not None:
                break
            app.step(1 / 60)
        for _ in range(4):
            app.step(1 / 60)
        assert gui.kept() is not None and not laid_out(gui.kept()), "the steps should still be going"
        a_real_move(app, table)
        app.step(1 / 60, [F1])
        reader = app.top
        assert isinstance(reader, RulesOverlay) and laid_out(gui.kept())
        assert reader_picture(app) == reader_from_scratch(app)
    finally:
        app.shutdown(quit_pygame=False)


def fresh_bytes_written() -> int:
    """Memory this process has written for the first time so far (pages the system had to give it,
    ``ru_minflt``): what making or copying a picture costs beyond its drawing, counted, not timed."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt * resource.getpagesize()


def test_no_frame_of_laying_the_rules_out_ahead_writes_a_whole_tall_picture(home):
    """#27: a 121 ms frame a second into every School of Sorcery game.  Its rules' picture is 45 MB at
    1920x1080 (1272x8870 px), and the step that made it cleared all of it in one frame.  Now each
    page is cleared when a row is first painted on it, and the box's shape, its scrollbar and its
    finished picture each have a frame of their own: no frame, the table's drawing included, writes
    more fresh memory than four pictures of the box (the size of what one step makes or copies)."""
    app = open_app((1920, 1080))
    try:
        fresh_table(app, "sorcery")
        app.step(1 / 60)  # the table's first frame after its opening paints its own pictures
        gui.forget_kept()
        box = RulesOverlay.BODY.width * RulesOverlay.BODY.height * 4
        written = []
        for _ in range(3 * SECOND):
            before = fresh_bytes_written()
            app.step(1 / 60)
            written.append(fresh_bytes_written() - before)
            if laid_out(gui.kept()):
                break
        assert laid_out(gui.kept()) and gui.kept()[1].picture_bytes() > 10 * box, "a tall picture was made"
        assert max(written) <= 4 * box, f"a frame wrote {max(written) / box:.1f} box pictures of fresh memory"
    finally:
        app.shutdown(quit_pygame=False)


@pytest.mark.parametrize("lang", ["pl", "de"])
@pytest.mark.parametrize("game", GAMES)
def test_a_text_laid_out_ahead_is_the_picture_pygame_gui_makes_at_once(home, game, lang):
    """The steps (parse a few lines, lay a few out, paint a few rows) add up to pygame-gui's own
    layout: the same rows, height, scrollbar and pixels, at 2560x1440, in Polish and German."""
    from game.i18n import set_language
    from game.rules import registry
    from game.scenes.rules_book import rules_for

    app = open_app((2560, 1440))
    try:
        set_language(lang)
        markup = RulesOverlay.markup(rules_for(registry.get(game)))
        with scale.scaled(2560 / 1920):
            gui.forget_kept()
            _layer, at_once = gui.kept_text_box(RulesOverlay.BODY, markup)
            gui.forget_kept()
            steps = 0
            while not laid_out(gui.kept()):
                gui.lay_out_ahead(RulesOverlay.BODY, markup, 0.0)
                steps += 1
            ahead = gui.kept()[1]
        assert steps > 10, "laid out in many short steps"
        ours, theirs = ahead.element, at_once.element
        assert ours.text_box_layout.layout_rect == theirs.text_box_layout.layout_rect
        assert ours.scroll_bar.visible_percentage == theirs.scroll_bar.visible_percentage
        for mine, pygame_guis in (
            (ours.text_box_layout.finalised_surface, theirs.text_box_layout.finalised_surface),
            (ours.image, theirs.image),
        ):
            assert pygame.image.tobytes(mine, "RGBA") == pygame.image.tobytes(pygame_guis, "RGBA")
    finally:
        set_language("en")
        app.shutdown(quit_pygame=False)


def test_a_box_shown_before_its_scrollbar_is_made_is_finished_whole(home):
    """The box's shape and its scrollbar are made in different steps (each 5-20 ms): F1 between them
    makes the scrollbar and lays the whole text out at once, as pygame-gui's own box shows it."""
    from game.rules import registry
    from game.scenes.rules_book import rules_for

    app = open_app((1920, 1080))
    try:
        markup = RulesOverlay.markup(rules_for(registry.get("sorcery")))
        gui.forget_kept()
        _layer, at_once = gui.kept_text_box(RulesOverlay.BODY, markup)
        gui.forget_kept()
        gui.lay_out_ahead(RulesOverlay.BODY, markup, 0.0)  # the layer
        gui.lay_out_ahead(RulesOverlay.BODY, markup, 0.0)  # the box and its shape
        ahead = gui.kept()[1]
        assert ahead.element.scroll_bar is None and not laid_out(gui.kept()), "the scrollbar is a later step"
        _layer, shown = gui.kept_text_box(RulesOverlay.BODY, markup)
        assert shown is ahead and laid_out(gui.kept())
        ours, theirs = shown.element, at_once.element
        assert ours.scroll_bar.visible_percentage == theirs.scroll_bar.visible_percentage
        assert pygame.image.tobytes(ours.image, "RGBA") == pygame.image.tobytes(theirs.image, "RGBA")
    finally:
        app.shutdown(quit_pygame=False)


def test_a_short_text_asked_ahead_is_laid_out_at_once_and_stays_so_when_rebuilt(home):
    """A text that fits its box needs no steps (and had none to take: a rebuild of such a box went
    on to wait for steps that never came, and the reader crashed on a game with no rules)."""
    app = open_app((1920, 1080))
    try:
        markup = RulesOverlay.markup([])
        gui.forget_kept()
        gui.lay_out_ahead(RulesOverlay.BODY, markup, 0.0)
        gui.lay_out_ahead(RulesOverlay.BODY, markup, 0.0)
        box = gui.kept()[1]
        assert laid_out(gui.kept()) and box.picture_bytes() > 0
        box.element.rebuild()
        assert box.element.work is None and box.picture_bytes() > 0
        _layer, shown = gui.kept_text_box(RulesOverlay.BODY, markup)
        assert shown is box and shown.max_scroll == 0
    finally:
        app.shutdown(quit_pygame=False)


def test_a_text_too_large_to_keep_is_not_laid_out_ahead_and_f1_still_shows_it(home, monkeypatch):
    """Memory stays bounded (``KEEP_BYTES``: School of Sorcery's rules at 3840x2160 are ~175 MB):
    such a text is dropped once its size is known and not begun again each frame; F1 lays it
    out when pressed, as before, and does not keep it."""
    app = open_app((1920, 1080))
    try:
        fresh_table(app, "witchcraft")
        monkeypatch.setattr(gui, "KEEP_BYTES", 1024)
        made: list[object] = []
        attach = gui.TextBox.attach
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box) or attach(box, layer))
        for _ in range(2 * SECOND):
            app.step(1 / 60)
        assert gui.kept() is None and len(made) == 1, "begun once, then dropped"
        app.step(1 / 60, [F1])
        reader = app.top
        assert isinstance(reader, RulesOverlay) and reader.max_scroll > 0
        assert reader.text.picture_bytes() > 1024 and gui.kept() is None, "shown, not kept"
    finally:
        app.shutdown(quit_pygame=False)


def test_a_window_resized_many_times_holds_one_reader_at_its_latest_size(home, monkeypatch):
    """Memory stays bounded: while the size keeps changing nothing is begun (each size would begin
    anew); once it rests, one reader is laid out, at that size, and the one of the old size is gone."""
    app = open_app((1920, 1080))
    try:
        fresh_table(app, "trickerion")
        frames_until_laid_out(app)
        made: list[object] = []
        attach = gui.TextBox.attach
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box) or attach(box, layer))
        for k in range(30):
            app.settings.window_size = (1280 + 37 * k, 720 + 21 * k)
            app.apply_display()
            app.step(1 / 60)
        assert not made, "a reader was begun while the window was being resized"
        for _ in range(3 * SECOND):
            kept = gui.kept()
            if laid_out(kept) and kept[1].layer.scale == app.scale():
                break
            app.step(1 / 60)
        else:
            raise AssertionError("no reader was laid out at the new size")
        assert len(made) == 1 and 0 < kept[1].picture_bytes() <= gui.KEEP_BYTES
    finally:
        app.shutdown(quit_pygame=False)


def test_nothing_is_laid_out_while_the_table_is_covered(home):
    app = open_app((1920, 1080))
    try:
        table = fresh_table(app, "spellbook")
        app.open("pause")  # not the top scene: it waits
        for _ in range(2 * SECOND):
            app.step(1 / 60)
        assert gui.kept() is None
        app.pop()
        frames_until_laid_out(app)
        assert kept_markup() == RulesOverlay.markup(table.rules_sections())
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
        for _ in range(int(RulesBookScene.READY_AFTER * SECOND) - 2):
            app.step(1 / 60)
        assert gui.kept() is None, "a pointer passing over a row starts nothing"
        frames_until_laid_out(app)
        assert kept_markup() == RulesOverlay.markup(rules_for(row.info))
        made: list[object] = []
        monkeypatch.setattr(gui.TextBox, "attach", lambda box, layer: made.append(box))
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1)])
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1)])
        assert isinstance(app.top, RulesOverlay) and not made, "opening them laid the text out again"
    finally:
        app.shutdown(quit_pygame=False)
