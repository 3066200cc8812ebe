"""Saves: round trip, atomic writes, replay verification and friendly refusals of bad files."""

from __future__ import annotations

import json
import os

import pytest

from game import saves
from game.rules.base import canonical
from game.rules.playout import random_playout
from game.saves import GameSetup, PlayerSpec, SaveError
from tests.support.duel import INFO as DUEL


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ARCANA_HOME", str(tmp_path))
    return tmp_path


def a_game(seed=3, moves=4):
    setup = GameSetup("duel", [PlayerSpec("Ania"), PlayerSpec("Bot", "bot", "hard")], {}, seed)
    state, log = random_playout(DUEL, 2, {}, seed)
    state = DUEL.new_game(2, {}, seed)
    for seat, action in log[:moves]:
        state.apply(seat, action)
    return setup, log[:moves], state


def test_round_trip_restores_setup_actions_and_exact_state():
    setup, log, state = a_game()
    path = saves.save("mine", setup, log, state, label="Mine")
    loaded = saves.load_path(path, DUEL)
    assert canonical(loaded.state.to_json()) == canonical(state.to_json())
    assert loaded.actions == log
    assert loaded.setup == setup
    assert loaded.label == "Mine"


def test_file_has_the_documented_fields():
    setup, log, state = a_game()
    data = json.loads(saves.save("x", setup, log, state).read_text(encoding="utf-8"))
    assert {"format", "version", "game", "players", "options", "seed", "actions", "snapshot"} <= set(data)
    assert data["players"][1] == {"name": "Bot", "kind": "bot", "level": "hard"}


def test_write_is_atomic_a_failed_write_keeps_the_old_file(monkeypatch):
    setup, log, state = a_game()
    path = saves.save("slot", setup, log, state)
    before = path.read_bytes()

    def boom(*args, **kwargs):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        saves.save("slot", setup, log + log, state)
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["slot.json"], "no temp file left behind"


@pytest.mark.parametrize(
    "text, reason",
    [
        ("{not json", "This save file is damaged."),
        ("[1, 2, 3]", "This file is not an Arcana Table save."),
        ('{"format": "other-app", "version": 1}', "This file is not an Arcana Table save."),
        (
            '{"format": "arcana-table-save", "version": 99}',
            "This save was made by a newer version of Arcana Table.",
        ),
        (
            '{"format": "arcana-table-save", "version": 1, "game": "chess"}',
            "This save is for a game this version does not know.",
        ),
    ],
)
def test_bad_files_give_a_reason_not_a_crash(home, text, reason):
    path = home / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveError) as err:
        saves.load_path(path)
    assert err.value.reason.text == reason


def test_binary_garbage_is_a_damaged_save(home):
    path = home / "garbage.json"
    path.write_bytes(os.urandom(64) + b"\xff\xfe")
    with pytest.raises(SaveError):
        saves.load_path(path)


def _edit(mutate):
    setup, log, state = a_game()
    path = saves.save("e", setup, log, state)
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as err:
        saves.load_path(path, DUEL)
    return err.value.reason.text


def test_edited_snapshot_is_refused_by_the_replay_check():
    def cheat(data):
        data["snapshot"]["scores"][0] += 50

    assert _edit(cheat) == "This save does not match its own moves; it may have been edited."


def test_illegal_moves_in_the_log_are_refused():
    def cheat(data):
        data["actions"][0][1]["card"] = 99

    assert _edit(cheat) == "The moves in this save do not follow the rules."


def test_missing_fields_are_a_damaged_save():
    assert _edit(lambda data: data.pop("players")) == "This save file is damaged."
    assert _edit(lambda data: data.update(seed="7")) == "This save file is damaged."
    assert (
        _edit(lambda data: data["players"].append({"name": "X", "kind": "ghost"}))
        == "This save file is damaged."
    )


def test_missing_file_has_its_own_message():
    with pytest.raises(SaveError) as err:
        saves.load("nothing-here")
    assert err.value.reason.text == "The save file is missing."


def test_listing_puts_the_autosave_first_and_marks_unreadable_files(home):
    setup, log, state = a_game()
    saves.save("named", setup, log, state, label="Named")
    saves.save(saves.AUTOSAVE, setup, log, state)
    (saves.saves_dir() / "broken.json").write_text("{", encoding="utf-8")
    entries = saves.list_saves()
    assert entries[0].slot == saves.AUTOSAVE
    by_slot = {e.slot: e for e in entries}
    assert by_slot["named"].ok and by_slot["named"].moves == len(log)
    assert not by_slot["broken"].ok


def test_safe_slot_keeps_names_file_safe():
    assert saves.safe_slot("../../etc/passwd") == "etc-passwd"
    assert saves.safe_slot("Ania's game #2") == "ania-s-game-2"
    assert saves.safe_slot("   ") == "save"
