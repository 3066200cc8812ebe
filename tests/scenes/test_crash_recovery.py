"""No silent crash (issue #30): an error in a frame keeps the game, writes a report and tells the player."""

from __future__ import annotations

import pygame

from game import crash, saves
from game.app import App
from game.logs import logs_dir
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.ui import label
from game.settings import Settings
from game.version import version


def open_table(app) -> TableScene:
    """A real table with autosave, names that must never reach a report."""
    players = [PlayerSpec("Ania Kowalska", "human", "easy"), PlayerSpec("Morgana", "bot", "random")]
    return app.reset(TableScene(app, GameSetup("witchcraft", players, {}, 7)))


def crash_while_drawing(app, table) -> list[str]:
    """Make the table's view raise in its next draw; run the real main loop until the message shows."""
    shown: list[str] = []

    def boom(surface: pygame.Surface) -> None:
        raise RuntimeError("the view broke while Ania Kowalska was playing")

    table.view.draw = boom
    real = crash.recover

    def recover_then_quit(app_, exc) -> None:
        real(app_, exc)
        top = app_.top
        shown.extend([top.scene_id, label(top.text)])
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    crash.recover, saved = recover_then_quit, crash.recover
    try:
        assert app.run() == 0, "no exception escapes the main loop"
    finally:
        crash.recover = saved
    return shown


def reports() -> list:
    return sorted(logs_dir().glob("crash-*.txt"))


def test_an_error_in_a_frame_keeps_the_game_writes_a_report_and_tells_the_player(home):
    app = App(Settings(language="pl", window_size=(1280, 720), animation_speed="instant"), persist=False)
    table = open_table(app)
    assert saves.continue_slot() is None
    scene_id, text = crash_while_drawing(app, table)
    assert scene_id == "message"
    assert "Kontynuuj" in text, f"a translated message says the game was kept: {text}"
    [report] = reports()
    assert str(report) in text, "the message says where the report is"
    body = report.read_text(encoding="utf-8")
    assert "RuntimeError" in body and f"Arcana Table {version()}" in body and "SDL" in body
    assert "Ania Kowalska" not in body and "Morgana" not in body, "no player names in a report"
    kept = saves.load(saves.autosave_slot(table.uid))
    assert kept.setup.players[0].name == "Ania Kowalska", "the game in progress was autosaved"


def test_a_second_crash_in_a_row_offers_to_start_without_the_autosave(app, drive):
    table = open_table(app)
    table.save_auto()
    crash.recover(app, RuntimeError("first"))
    assert drive.scene_id() == "message"
    app.reset(TableScene(app, table.setup, uid=table.uid))  # Continue, and it breaks again
    crash.recover(app, RuntimeError("second"))
    assert drive.scene_id() == "confirm"
    drive.click("yes")
    assert saves.continue_slot() is None, "Continue no longer opens the game that broke"
    [aside] = [e for e in saves.list_saves() if not saves.is_autosave(e.slot)]
    assert aside.ok and aside.players[0] == "Ania Kowalska", "the game is set aside in Load, not deleted"
    crash.clean_exit()
    assert crash.count_crash() == 1, "a clean exit starts the count again"


def test_the_window_gets_our_icon(home, monkeypatch):
    icons: list[pygame.Surface] = []
    monkeypatch.setattr(pygame.display, "set_icon", icons.append)
    app = App(Settings(language="en", window_size=(1280, 720)), persist=False)
    try:
        assert [icon.get_size() for icon in icons] == [(64, 64)]
    finally:
        app.shutdown(quit_pygame=False)


def test_a_recovery_that_keeps_failing_ends_the_app_with_a_report(home, monkeypatch):
    """Three crashes within 10 s (even the menu cannot draw): stop, report written, no endless loop."""
    app = App(Settings(language="en", window_size=(1280, 720)), persist=False)
    open_table(app)

    def broken(surface: pygame.Surface) -> None:
        raise RuntimeError("nothing can be drawn")

    monkeypatch.setattr(app, "render", broken)
    assert app.run() == 1
    assert reports(), "the report is written before the app ends"
