"""Fault runs (issue #23): damaged, hand-edited and foreign saves and settings through the real scenes.

Each mutation of a real save (truncation, byte flips, type changes, NUL and
lone surrogates, deep nesting, huge values, files that are not files) is put
both in an autosave slot and in a named slot; then the player presses
Continue, opens the Load screen (it must draw) and opens the save there.
Handled means: no exception, and either a message that names the file or
the game opens because the change left a valid save.
Settings get the same treatment at start-up, up to New game (which offers
the remembered seats).  Failed writes (full disk, file
too large, a file where the folder should be) must keep the game in memory,
say so once, and let play go on.

The full sweep is marked ``slow`` (CI still runs it); a representative set
runs every time.  ``-s`` prints the tried/handled table.
"""

from __future__ import annotations

import errno
import json
import os
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import saves, settings
from game.cli.common import random_moves
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes.menu import MenuScene
from game.scenes.table import TableScene
from game.scenes.ui import label

UID = "0123456789ab"
DEEP = "[" * 5000 + "]" * 5000
ODD_TEXTS = ("a\x00b", "\udc80", "x" * 10_000)
ODD_VALUES = ["null", "true", "-1", '"x"', "[]", "{}", "1e400", "-Infinity", DEEP, '"a\\u0000b"', '"\\udc80"']

Mutation = tuple[str, str, Callable[[Path], None]]  # (kind, name, write the file at this path)


def real_save() -> dict:
    """A SpellBook (or the first game's) save a few moves in: the file every mutation starts from."""
    ids = [g.id for g in registry.all_games()]
    info = registry.get("spellbook" if "spellbook" in ids else ids[0])
    players = [PlayerSpec("Ania"), PlayerSpec("Bot", "bot", "random")]
    setup = GameSetup(info.id, players, info.default_options(2), 4)
    state, log = random_moves(info, 2, setup.options, 4, 6)
    return saves.to_json(setup, log, state, "Evening", "2026-11-27T20:00:00", UID)


def _text(text: str) -> Callable[[Path], None]:
    return lambda path: path.write_text(text, encoding="utf-8", errors="surrogatepass")


def _bytes(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def common_mutations(base: dict, keys: list[str], values: list[str], cuts: int, flips: int, seed: int):
    """Truncations, single-bit flips and each of ``keys`` set to each of ``values`` (JSON text)."""
    raw = json.dumps(base, ensure_ascii=False).encode("utf-8")
    rng = random.Random(seed)
    out: list[Mutation] = []
    step = max(1, len(raw) // cuts)
    out += [("truncation", f"cut at {n}", _bytes(raw[:n])) for n in range(1, len(raw), step)]
    for k in range(flips):
        at, flipped = rng.randrange(len(raw)), bytearray(raw)
        flipped[at] ^= 1 << rng.randrange(8)
        out.append(("byte flip", f"flip {k} at {at}", _bytes(bytes(flipped))))
    for key in keys:
        for value in values:
            text = json.dumps({**base, key: "@@"}, ensure_ascii=False).replace('"@@"', value)
            out.append(("type change", f"{key}={value[:12]}", _text(text)))
    out.append(("deep nesting", "whole file", _text(DEEP)))
    out.append(("non-regular", "symlink to /dev/zero", lambda p: p.symlink_to("/dev/zero")))
    out.append(("non-regular", "FIFO", lambda p: os.mkfifo(p)))
    out.append(("non-regular", "folder", lambda p: p.mkdir()))
    return out


def _odd_name(base: dict, key: str, seats: list[dict], odd: str) -> Mutation:
    players = [{**seats[0], "name": odd}, *seats[1:]]
    return ("NUL/surrogate/long", f"{key} name {odd[:4]!r}", _text(json.dumps({**base, key: players})))


def save_mutations(full: bool) -> list[Mutation]:
    base = real_save()
    keys = list(base) if full else ["players", "actions", "seed"]
    out = common_mutations(
        base, keys, ODD_VALUES if full else ODD_VALUES[5:8], 40 if full else 4, 120 if full else 6, 23
    )
    for odd in ODD_TEXTS:
        out.append(("NUL/surrogate/long", f"label {odd[:4]!r}", _text(json.dumps({**base, "label": odd}))))
        out.append(_odd_name(base, "players", base["players"], odd))
    for seat in ("-Infinity", "1e400", "NaN"):
        text = json.dumps(base)
        for first in ("0", "1"):
            text = text.replace(f'"actions": [[{first},', f'"actions": [[{seat},', 1)
        out.append(("huge value", f"seat {seat}", _text(text)))
    snapshot = json.dumps(base)[:-1] + ', "snapshot": ' + "[" * 900 + "]" * 900 + "}"
    out.append(("deep nesting", "snapshot", _text(snapshot)))
    if full:

        def huge(path: Path) -> None:  # a 50 MB action list
            with path.open("w", encoding="utf-8") as fh:
                fh.write(json.dumps(base)[:-1] + ', "actions": [')
                fh.write('[0, {"kind": "pass"}],' * (50 * 1024 * 1024 // 22) + "[0, {}]]}")

        out.append(("huge value", "50 MB action list", huge))
    return out


def _clear() -> None:
    folder = saves.saves_dir()
    if folder.exists():
        for path in folder.iterdir():
            path.rmdir() if path.is_dir() and not path.is_symlink() else path.unlink()


def _outcome(app, drive, file: Path) -> str | None:
    """After an open: "message" (one naming the file) or "loaded" (the game at the table); else None."""
    if drive.scene_id() == "message":
        named = file.name in label(app.top.text)
        drive.click("OK")
        return "message" if named else None
    return "loaded" if app.stack[0].scene_id == "table" else None


def try_save(app, drive, write: Callable[[Path], None], slot: str) -> str | None:
    """Continue (autosave slots), the Load screen and Open there, with the damaged file in ``slot``."""
    _clear()
    path = saves.slot_path(slot)
    path.parent.mkdir(parents=True, exist_ok=True)
    write(path)
    app.reset(MenuScene(app))
    if saves.is_autosave(slot):
        assert drive.widget("Continue").enabled()
        drive.click("Continue")
        first = _outcome(app, drive, path)
    app.reset(MenuScene(app))
    drive.click("Load")
    drive.frames(1)
    assert [e for e in app.top.entries if e.slot == slot], "listed, so it can be deleted"
    drive.click(f"open-{slot}")
    outcome = _outcome(app, drive, path)
    if saves.is_autosave(slot):
        assert first == outcome, "Continue and Load agree"
    return outcome


def run_save_faults(app, drive, full: bool) -> Counter:
    figures: Counter = Counter()
    slots = (saves.autosave_slot(UID), "evening")
    for i, (kind, name, write) in enumerate(save_mutations(full)):
        for slot in slots if full else slots[i % 2 : i % 2 + 1]:
            figures[kind, "tried"] += 1
            try:
                outcome = try_save(app, drive, write, slot)
            except Exception as exc:  # noqa: BLE001 -- counted, then reported below
                raise AssertionError(f"{kind} / {name} in {slot}: {exc!r}") from exc
            assert outcome, f"{kind} / {name} in {slot}: no message naming the file"
            figures[kind, "handled"] += 1
            figures[kind, outcome] += 1
    return figures


# --------------------------------------------------------------------------- settings


GOOD_SETTINGS = {
    "language": "en",
    "window_size": [1280, 720],
    "fullscreen": False,
    "animation_speed": "instant",
    "colour_blind": False,
    "confirm_reveal": True,
    "volume": 50,
    "last_players": [
        {"name": "Ania", "kind": "human", "level": "easy"},
        {"name": "Bo", "kind": "bot", "level": "hard"},
    ],
}


def settings_mutations(full: bool) -> list[Mutation]:
    keys = list(GOOD_SETTINGS) if full else ["fullscreen", "window_size", "volume"]
    values = [*(ODD_VALUES if full else ODD_VALUES[6:8]), '"false"', "Infinity", "[1e999, 900]"]
    out = common_mutations(GOOD_SETTINGS, keys, values, 40 if full else 3, 60 if full else 4, 7)
    out += [_odd_name(GOOD_SETTINGS, "last_players", GOOD_SETTINGS["last_players"], odd) for odd in ODD_TEXTS]
    return out


def try_settings(app, drive, write: Callable[[Path], None]) -> tuple[bool, bool]:
    """Start-up with the damaged settings file: the menu (and its notice), then New game draws."""
    path = settings.settings_path()
    if path.is_dir() and not path.is_symlink():
        path.rmdir()
    elif path.exists() or path.is_symlink():
        path.unlink()
    path.parent.mkdir(parents=True, exist_ok=True)
    write(path)
    loaded = settings.load()
    assert isinstance(loaded.fullscreen, bool) and loaded.fullscreen is False or loaded.fullscreen is True
    assert all(isinstance(v, int) for v in loaded.window_size) and 0 <= loaded.volume <= 100
    told = loaded.notice is not None
    app.settings = loaded
    app.reset(MenuScene(app))
    drive.frames(1)
    if told:
        assert drive.scene_id() == "message" and path.name in label(app.top.text)
        drive.click("OK")
    drive.click("New game")
    drive.frames(1)
    return drive.scene_id() == "setup", told


def run_settings_faults(app, drive, full: bool) -> Counter:
    figures: Counter = Counter()
    for kind, name, write in settings_mutations(full):
        figures[kind, "tried"] += 1
        try:
            ok, told = try_settings(app, drive, write)
        except Exception as exc:  # noqa: BLE001
            raise AssertionError(f"settings {kind} / {name}: {exc!r}") from exc
        assert ok, f"settings {kind} / {name}"
        figures[kind, "handled"] += 1
        figures[kind, "message" if told else "loaded"] += 1
    return figures


def table_of(title: str, figures: Counter) -> str:
    kinds = sorted({kind for kind, _ in figures})
    columns = ("tried", "handled", "message", "loaded")
    rows = [f"{title}: kind | " + " | ".join(columns)]
    rows += [f"  {kind} | " + " | ".join(str(figures[kind, c]) for c in columns) for kind in kinds]
    return "\n".join(rows)


def test_damaged_saves_give_a_message_never_a_crash(app, drive):
    figures = run_save_faults(app, drive, full=False)
    assert sum(v for (_k, what), v in figures.items() if what == "tried") > 30


def test_damaged_settings_never_stop_start_up(app, drive):
    figures = run_settings_faults(app, drive, full=False)
    assert sum(v for (_k, what), v in figures.items() if what == "tried") > 20


@pytest.mark.slow
def test_full_fault_sweep_of_saves_and_settings(app, drive):
    """Every mutation of the sweep; the figures in the issue's note come from here (run with -s)."""
    save_figures = run_save_faults(app, drive, full=True)
    settings_figures = run_settings_faults(app, drive, full=True)
    print("\n" + table_of("saves", save_figures) + "\n" + table_of("settings", settings_figures))


# --------------------------------------------------------------------------- failed writes


def _duo() -> GameSetup:
    return GameSetup("spellbook", [PlayerSpec("A"), PlayerSpec("B", "bot", "random")], {}, 4)


def _human_move(table, drive):
    assert drive.until(lambda: table.viewer == 0 and 0 in table.state.to_act(), timeout=20)
    table.submit(table.state.legal_actions(0)[0])


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EFBIG, errno.EROFS])
def test_a_failing_autosave_keeps_the_game_says_so_once_and_play_goes_on(app, drive, monkeypatch, code):
    table = app.reset(TableScene(app, _duo()))
    real_replace = os.replace

    def refuse(*args):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "replace", refuse)
    _human_move(table, drive)
    assert drive.scene_id() == "message", "the player is told"
    text = label(app.top.text)
    assert f"autosave-{table.uid}.json" in text and os.strerror(code) in text
    drive.click("OK")
    moves = len(table.actions)
    _human_move(table, drive)
    assert drive.scene_id() == "table", "told once, not on every move"
    assert len(table.actions) > moves, "play goes on; the game is in memory"
    assert not [p for p in saves.saves_dir().iterdir() if p.suffix == ".tmp"], "no temp file stays"
    monkeypatch.setattr(os, "replace", real_replace)
    _human_move(table, drive)
    assert saves.load(saves.autosave_slot(table.uid)).actions == table.actions, "a later write catches up"
    assert not table.write_trouble.failing


def test_a_file_where_the_saves_folder_should_be(app, drive):
    """No monkeypatching: the data folder holds a file named ``saves`` (root cannot be stopped by chmod)."""
    saves.saves_dir().parent.mkdir(parents=True)
    saves.saves_dir().write_text("not a folder", encoding="utf-8")
    table = app.reset(TableScene(app, _duo()))
    _human_move(table, drive)
    assert drive.scene_id() == "message" and "saves" in label(app.top.text)
    drive.click("OK")
    drive.key(pygame.K_ESCAPE)
    drive.click("Save game")
    drive.key(pygame.K_RETURN)
    assert drive.scene_id() == "message" and "could not be saved" in label(app.top.title)
    drive.click("OK")
    app.reset(MenuScene(app))
    drive.click("Load")
    assert drive.scene_id() == "load" and not app.top.entries


def test_a_save_that_cannot_be_deleted_says_so(app, drive):
    (saves.saves_dir() / "stuck.json").mkdir(parents=True)
    (saves.saves_dir() / "stuck.json" / "inside").write_text("x", encoding="utf-8")
    app.push(MenuScene(app))
    drive.click("Load")
    drive.click("delete-stuck")
    drive.click("yes")
    assert drive.scene_id() == "message" and "stuck.json" in label(app.top.text)
    drive.click("OK")
    assert drive.scene_id() == "load"


def test_a_failing_settings_write_is_told_once(app, drive):
    settings.settings_path().parent.parent.mkdir(parents=True, exist_ok=True)
    settings.settings_path().parent.write_text("not a folder", encoding="utf-8")
    app.push(MenuScene(app))
    drive.key(pygame.K_F11)
    drive.frames(1)
    assert drive.scene_id() == "message" and "settings.json" in label(app.top.text)
    drive.click("OK")
    drive.key(pygame.K_F11)
    drive.frames(1)
    assert drive.scene_id() == "menu" and not app.settings.fullscreen, "applied, and not told again"
