"""Saves: round trip, atomic writes, replay verification and friendly refusals of bad files."""

from __future__ import annotations

import json
import os

import pytest

from game import saves
from game.rules.base import canonical
from game.rules.playout import random_playout
from game.saves import GameSetup, PlayerSpec, SaveError
from tests.saves.golden import DIGESTS, GOLDEN, digest, play_on
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


# ------------------------------------------------------------- issue #23: slots, versions, odd files


def test_a_version_1_save_is_upgraded_with_an_id_from_its_recipe(home):
    setup, log, state = a_game()
    path = saves.save("old", setup, log, state)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["id"]
    data["version"] = 1
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded = saves.load_path(path, DUEL)
    assert loaded.uid == saves.recipe_uid(data) and loaded.actions == log
    assert saves.load_path(path, DUEL).uid == loaded.uid, "one old game keeps one id"


def test_saves_with_any_file_name_are_listed(home):
    """Bug: a Polish name ("Wieczór") made a slot the listing skipped; a copied "Game (1).json" too."""
    setup, log, state = a_game()
    slot = saves.named_slot("Wieczór")
    saves.save(slot, setup, log, state, label="Wieczór")
    saves.save("Game (1)", setup, log, state)
    assert sorted(e.slot for e in saves.list_saves()) == sorted([slot, "Game (1)"])
    saves.mark_played(slot)
    assert saves.continue_slot() == slot


def test_named_slots_are_one_per_exact_name_and_never_an_autosave():
    names = ["Autosave", "autosave", "Ania's game", "ania s game", "autosave-0123456789ab"]
    slots = [saves.named_slot(n) for n in names]
    assert len(set(slots)) == len(names)
    assert not any(saves.is_autosave(s) for s in slots)
    assert saves.named_slot("Tuesday") == saves.named_slot("Tuesday")


def _raw(mutate):
    """A real save with ``mutate`` applied to its JSON object, written as text."""
    setup, log, state = a_game()
    path = saves.save("raw", setup, log, state, label="Raw")
    data = json.loads(path.read_text(encoding="utf-8"))
    text = mutate(data)
    path.write_text(text if isinstance(text, str) else json.dumps(data), encoding="utf-8")
    return path


def _refused(path):
    with pytest.raises(SaveError) as err:
        saves.load_path(path, DUEL)
    assert err.value.path == path, "the message can name the file"
    assert [e for e in saves.list_saves() if e.slot == path.stem], "still listed, so it can be deleted"
    return err.value.reason.text


@pytest.mark.parametrize("bad", ["a\x00b", "\udc80", "line\nbreak", "\x1b[31m"])
def test_control_characters_and_lone_surrogates_in_names_or_labels_are_refused(bad):
    assert _refused(_raw(lambda d: d.update(label=bad))) == "This save file is damaged."
    assert _refused(_raw(lambda d: d["players"][0].update(name=bad))) == "This save file is damaged."


def test_json_nested_thousands_deep_is_a_damaged_save_in_load_and_listing():
    deep = '{"format": "arcana-table-save", "version": 2, "game": ' + "[" * 100_000 + "]" * 100_000 + "}"
    assert _refused(_raw(lambda d: deep)) == "This save file is damaged."
    assert not saves.list_saves()[0].ok
    snapshot = "[" * 900 + "]" * 900  # within the parser's depth, but the checks must not choke either
    assert _refused(_raw(lambda d: json.dumps(d)[:-1] + ', "options": ' + snapshot + "}"))


@pytest.mark.parametrize("seat", ["-Infinity", "1e400", "NaN", "true", "0.5", "7"])
def test_seats_that_are_not_small_integers_are_refused(seat):
    def forge(data):
        text = json.dumps(data)
        return text.replace('"actions": [[0,', f'"actions": [[{seat},', 1)

    assert _refused(_raw(forge)) == "This save file is damaged."


def test_a_huge_label_is_cut_to_the_label_limit():
    path = _raw(lambda d: d.update(label="x" * 10_000))
    assert len(saves.load_path(path, DUEL).label) == saves.LABEL_MAX
    assert len(saves.list_saves()[0].label) == saves.LABEL_MAX


def test_only_regular_files_up_to_the_limit_are_read(home):
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    (folder / "zero.json").symlink_to("/dev/zero")
    os.mkfifo(folder / "fifo.json")
    (folder / "dir.json").mkdir()
    big = folder / "big.json"
    with big.open("w") as fh:  # a 50 MB action list
        fh.write('{"format": "arcana-table-save", "version": 2, "actions": [')
        fh.write("[0, {}]," * (50 * 1024 * 1024 // 8))
        fh.write("[0, {}]]}")
    reasons = {}
    for name in ("zero", "fifo", "dir", "big"):
        with pytest.raises(SaveError) as err:
            saves.load(name)
        reasons[name] = err.value.reason.text
    assert reasons["big"] == "This file is too large to be a save."
    odd = {reasons[n] for n in ("zero", "fifo", "dir")}
    assert odd == {"This is not an ordinary file, so it is not opened."}
    listed = sorted((e.slot, e.ok) for e in saves.list_saves())
    assert listed == [(n, False) for n in ("big", "dir", "fifo", "zero")]


def test_stale_temp_files_of_killed_runs_are_removed_at_start_up(home):
    import time

    from game.settings import config_dir

    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    config_dir().mkdir(parents=True)
    config = config_dir()
    old = [folder / ".autosave.json.4242.tmp", config / ".settings.json.4242.tmp", config / "settings.tmp"]
    young = folder / ".autosave-0123456789ab.json.99.tmp"
    for path in (*old, young):
        path.write_text("{", encoding="utf-8")
    hour_ago = time.time() - 3600
    for path in old:
        os.utime(path, (hour_ago, hour_ago))
    saves.tidy()
    assert not any(p.exists() for p in old)
    assert young.exists(), "a temp file this young may belong to a copy of the game still writing"


def test_continue_prefers_the_save_played_last_then_the_newest_autosave(home):
    setup, log, state = a_game()
    saves.save(saves.autosave_slot("a" * 12), setup, log, state)
    newer = saves.save(saves.autosave_slot("b" * 12), setup, log, state)
    os.utime(newer, (newer.stat().st_mtime + 10, newer.stat().st_mtime + 10))
    assert saves.continue_slot() == "autosave-" + "b" * 12
    saves.save("named", setup, log, state)
    saves.mark_played("named")
    assert saves.continue_slot() == "named"
    saves.delete("named")
    assert saves.continue_slot() == "autosave-" + "b" * 12, "a stale note falls back on the newest autosave"


def test_a_named_save_goes_on_in_its_own_autosave_unless_that_one_moved_on(home):
    setup, log, state = a_game(moves=2)
    uid = "c" * 12
    saves.save("named", setup, log, state, uid=uid)
    named = saves.load("named", DUEL)
    assert saves.continuation(named, "named") == uid, "no autosave yet: the same game"
    _s, longer, later = a_game(moves=4)
    saves.save(saves.autosave_slot(uid), setup, longer, later, uid=uid)
    assert saves.continuation(named, "named") != uid, "the autosave is further on: a branch, not an overwrite"
    assert saves.continuation(saves.load(saves.autosave_slot(uid), DUEL), saves.autosave_slot(uid)) == uid


# ------------------------------------------------------------- save format 3: each game's rules version


def _resaved(edit) -> object:
    setup, log, state = a_game()
    path = saves.save("rules", setup, log, state)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == saves.VERSION == 3 and data["rules"] == DUEL.rules_version == 1
    edit(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_save_played_under_older_rules_of_its_game_says_so_rather_than_edited():
    """A rules change that settles old moves differently is named as such, not as an edited file."""
    from dataclasses import replace

    def settled_differently(data):
        data["snapshot"]["scores"][0] += 50

    path = _resaved(settled_differently)
    with pytest.raises(SaveError) as err:
        saves.load_path(path, replace(DUEL, rules_version=2))
    assert err.value.reason.text.startswith("This save was played under older rules of {game}")
    with pytest.raises(SaveError) as err:
        saves.load_path(path, DUEL)
    assert err.value.reason.text == "This save does not match its own moves; it may have been edited."


def test_a_version_2_save_is_read_as_played_under_its_games_first_rules():
    def older(data):
        del data["rules"]
        data["version"] = 2

    assert saves.load_path(_resaved(older), DUEL).actions


@pytest.mark.parametrize("rules", [2, 0, True, "1", 1e400])
def test_a_rules_version_this_build_does_not_have_is_a_damaged_save(rules):
    def claim(data):
        data["rules"] = rules

    with pytest.raises(SaveError) as err:
        saves.load_path(_resaved(claim), DUEL)
    assert err.value.reason.text == "This save file is damaged."


def test_trickerion_saves_before_the_arcane_arts_fixes_are_told_apart():
    from game.rules import registry

    assert registry.get("trickerion").rules_version >= 2  # 3: the Heir re-read (issue #25)


# --------------------------------------------------------------------------- saves that outlive changes


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.game)
def test_a_golden_save_still_opens_and_plays_on_to_the_recorded_end(golden):
    """Issue #26: a committed mid-game save of each game (tests/saves/golden/) opens through
    ``saves.load_path`` (its moves replayed, its snapshot matched) and, played on with seeded
    moves, ends exactly as recorded.  Failing here means old saves of players break or play on
    differently: a bug, or a rules change that needs a save-version step and an upgrader
    (docs/platform.md, "Saves that outlive changes")."""
    try:
        saved = saves.load_path(golden.path)
    except SaveError as exc:
        pytest.fail(f"the golden {golden.game} save no longer opens: {exc.reason.english()}")
    state = saved.state
    assert not state.is_over() and saved.setup.players == list(golden.players)
    seat = state.to_act()[0]
    assert canonical(state.determinize(seat, 1).to_json()) != canonical(state.to_json()), (
        "the golden save should hold hidden information (it is re-sampled by determinize)"
    )
    moves = play_on(state, golden.continue_seed)
    recorded = json.loads(DIGESTS.read_text(encoding="utf-8"))[golden.game]
    assert digest(state, moves) == recorded, f"the golden {golden.game} save plays on differently"
