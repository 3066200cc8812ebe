"""Saved games: a game's recipe plus a snapshot, as versioned JSON.

A save is ``{format, version, id, game, players, options, seed, actions,
snapshot, label, saved_at}``.  Loading rebuilds the game by *replaying* the
action log (as ``rules.base.replay`` does) from (options, seed) and checks
the result against the snapshot, so a save can only ever hold what the rules
allow; nothing executable is read (plain ``json`` only).  Any problem --
damaged text, a foreign file, a newer format, an unknown game, moves that do
not replay, a snapshot that does not match -- becomes a :class:`SaveError`
with a translatable reason and the file's path, never a crash.  Only regular
files up to :data:`SAVE_LIMIT` bytes are read.

Files are written atomically (temp file + ``os.replace``) in the per-user
data folder.  Slots never collide: each game in progress has its own
autosave ``autosave-<id>`` (the id is a stable random id kept in the save),
and a named save's slot is its file-safe name plus a short hash of the exact
name, so "Autosave", "Ania's game" and "ania s game" are three files.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game import storage
from game.rules import registry
from game.rules.base import Action, Event, GameInfo, IllegalAction, Msg, State, canonical
from game.settings import NAME_MAX, config_dir, data_dir

FORMAT = "arcana-table-save"
VERSION = 3  # 2: a stable game id ("id") so that every game in progress has its own autosave
# 3: the game's rules version ("rules", GameInfo.rules_version) the moves were played under
AUTOSAVE = "autosave"  # the prefix of autosave slots; alone, the single autosave of version 1
KINDS = ("human", "bot")
SAVE_LIMIT = 2 * 1024 * 1024  # bytes; a whole four-player game is under 20 KB
THUMB_LIMIT = 256 * 1024  # bytes of a thumbnail PNG (they are about 20 KB)
LABEL_MAX = 60  # characters of a save's name
UID = re.compile(r"[0-9a-f]{12}")
LAST_PLAYED = ".last-played"  # the slot Continue opens (hidden: not listed as a save)


class SaveError(Exception):
    """Why a save cannot be used, as a message a player can read once translated.

    ``path`` is the file concerned, so the message can name it.
    """

    def __init__(self, reason: Msg, path: Path | None = None) -> None:
        self.reason = reason
        self.path = path
        super().__init__(reason.english())


@dataclass
class PlayerSpec:
    """One seat at the table: who sits there and, for a bot, how strong it is."""

    name: str
    kind: str = "human"  # "human" or "bot"
    level: str = "easy"

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "kind": self.kind, "level": self.level}

    @classmethod
    def from_json(cls, data: Any) -> PlayerSpec:
        """A seat from a file; a name with a control character or a lone surrogate is refused."""
        if not isinstance(data, dict) or data.get("kind") not in KINDS:
            raise ValueError("a player is {name, kind, level}")
        name = storage.clean_text(data.get("name"), NAME_MAX)
        level = storage.clean_text(data.get("level", "easy"), NAME_MAX)
        if name is None or level is None:
            raise ValueError("a player's name or level is not printable text")
        return cls(name, data["kind"], level)


@dataclass
class GameSetup:
    """The recipe of a game: which game, who plays, which variants, which seed."""

    game_id: str
    players: list[PlayerSpec]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    @property
    def info(self) -> GameInfo:
        return registry.get(self.game_id)

    def new_state(self, info: GameInfo | None = None) -> State:
        return (info or self.info).new_game(len(self.players), self.options, self.seed)


@dataclass
class SavedGame:
    setup: GameSetup
    actions: list[tuple[int, Action]]
    state: State
    label: str = ""
    saved_at: str = ""
    events: list[Event] = field(default_factory=list)  # what the replay produced: the game log again
    uid: str = ""  # the game's stable id: its autosave slot is ``autosave-<uid>``


def new_uid() -> str:
    """A fresh game id (12 hex digits)."""
    import secrets  # here, as hashlib below: the menu's first frame needs neither (~4 ms of a start)

    return secrets.token_hex(6)


def recipe_uid(data: dict[str, Any]) -> str:
    """The id a version-1 save gets: derived from its recipe, so one game keeps one id."""
    import hashlib

    recipe = {k: data.get(k) for k in ("game", "players", "options", "seed")}
    return hashlib.sha1(canonical(recipe).encode("utf-8")).hexdigest()[:12]


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "version": 2, "id": recipe_uid(data)}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "version": 3, "rules": 1}  # saves before version 3 knew only each game's first rules


UPGRADERS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2, 2: _v2_to_v3}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older save up to :data:`VERSION`, one step at a time."""
    while data["version"] < VERSION:
        data = UPGRADERS[data["version"]](data)
    return data


def to_json(
    setup: GameSetup,
    actions: list[tuple[int, Action]],
    state: State,
    label: str = "",
    saved_at: str = "",
    uid: str = "",
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "id": uid or new_uid(),
        "game": setup.game_id,
        "rules": _rules_version(setup.game_id),
        "players": [p.to_json() for p in setup.players],
        "options": dict(setup.options),
        "seed": setup.seed,
        "actions": [[seat, action.to_json()] for seat, action in actions],
        "snapshot": state.to_json(),
        "label": label,
        "saved_at": saved_at,
    }


def from_json(data: Any, info: GameInfo | None = None) -> SavedGame:
    """Check and rebuild a save; ``info`` overrides the registry lookup (tests' private games)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(Msg("This file is not an Arcana Table save."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(Msg("This save file is damaged."))
    if version > VERSION:
        raise SaveError(Msg("This save was made by a newer version of Arcana Table."))
    try:
        data = upgrade(data)
        game_id = data["game"]
        if info is None:
            info = registry.get(game_id)
    except (KeyError, TypeError):
        raise SaveError(Msg("This save is for a game this version does not know.")) from None
    try:
        players = [PlayerSpec.from_json(p) for p in data["players"]]
        options = data["options"]
        seed = data["seed"]
        if not isinstance(options, dict) or not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("options must be an object and seed an integer")
        if not info.min_players <= len(players) <= info.max_players:
            raise ValueError("player count out of range")
        actions = [(_seat(seat, len(players)), Action.from_json(a)) for seat, a in data["actions"]]
        snapshot = data["snapshot"]
        if not isinstance(snapshot, dict):
            raise ValueError("snapshot must be an object")
        rules = data["rules"]
        if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= info.rules_version:
            raise ValueError("rules version out of range")
        uid, label = data["id"], storage.clean_text(data.get("label", ""), LABEL_MAX)
        saved_at = storage.clean_text(data.get("saved_at", ""), 40)
        if not isinstance(uid, str) or not UID.fullmatch(uid) or label is None or saved_at is None:
            raise ValueError("id, label or time is not what a save holds")
    except (KeyError, TypeError, ValueError, OverflowError, AttributeError, RecursionError):
        raise SaveError(Msg("This save file is damaged.")) from None
    setup = GameSetup(info.id, players, options, seed)
    events: list[Event] = []
    try:
        state = info.new_game(len(players), options, seed)
        events.extend(state.setup_events)  # the log starts as the new table's did
        for seat, action in actions:  # the same as rules.base.replay, keeping the events for the log
            events.extend(state.apply(seat, action))
    except IllegalAction:
        why = _older_rules(rules, info) or Msg("The moves in this save do not follow the rules.")
        raise SaveError(why) from None
    except Exception:  # an engine choking on foreign options is still only a bad file
        raise SaveError(Msg("This save file is damaged.")) from None
    try:
        same = canonical(state.to_json()) == canonical(snapshot)
    except (TypeError, ValueError, RecursionError):
        raise SaveError(Msg("This save file is damaged.")) from None
    if not same:
        why = _older_rules(rules, info)
        raise SaveError(why or Msg("This save does not match its own moves; it may have been edited."))
    return SavedGame(setup, actions, state, label, saved_at, events, uid)


def _rules_version(game_id: str) -> int:
    """The registered game's rules version (a private test game: its first)."""
    try:
        return registry.get(game_id).rules_version
    except KeyError:
        return 1


def _older_rules(rules: int, info: GameInfo) -> Msg | None:
    """Why a save made under an earlier version of a game's rules cannot go on, if it was."""
    if rules >= info.rules_version:
        return None
    return Msg(
        "This save was played under older rules of {game}; this version cannot continue it.", game=info.name
    )


def _seat(value: Any, seats: int) -> int:
    """A seat number from a file: an integer (not ``true``, not ``1e400``) naming a seat of this game."""
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < seats:
        raise ValueError("a seat is an integer of the game")
    return value


# --------------------------------------------------------------------------- slots


def saves_dir() -> Path:
    return data_dir() / "saves"


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{slot}.json"


def thumbnail_path(slot: str) -> Path:
    """The small PNG of the table beside a save (written when saving from the table)."""
    return saves_dir() / f"{slot}.png"


def autosave_slot(uid: str) -> str:
    return f"{AUTOSAVE}-{uid}"


def is_autosave(slot: str) -> bool:
    """``autosave-<id>``, or the single ``autosave`` of version 1."""
    return slot == AUTOSAVE or (slot.startswith(AUTOSAVE + "-") and bool(UID.fullmatch(slot[9:])))


def safe_slot(name: str) -> str:
    """A file-name-safe form of a player-chosen save name."""
    slug = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-").lower()
    return (slug or "save")[:48]


def named_slot(name: str) -> str:
    """The slot of a named save: readable, and one per exact name.

    The hash of the exact name keeps "Ania's game" and "ania s game" apart and
    means no name ("Autosave" included) can land in an autosave slot.
    """
    import hashlib

    digest = hashlib.sha1(name.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{safe_slot(name)}-{digest}"


def clean_label(name: str) -> str:
    """A typed save name without control characters, capped; never empty."""
    return storage.strip_text(name, LABEL_MAX) or "save"


# --------------------------------------------------------------------------- reading and writing


def save(
    slot: str,
    setup: GameSetup,
    actions: list[tuple[int, Action]],
    state: State,
    label: str = "",
    uid: str = "",
) -> Path:
    """Write a save atomically; raises ``OSError`` when the disk or folder refuses it."""
    path = slot_path(slot)
    stamp = datetime.now().isoformat(timespec="seconds")
    storage.write_json(path, to_json(setup, actions, state, label or slot, stamp, uid))
    return path


def write_thumbnail(slot: str, png: bytes) -> None:
    storage.write_bytes(thumbnail_path(slot), png)


def _read(path: Path) -> Any:
    """The JSON in a save file; every way of failing becomes a :class:`SaveError` naming the file."""
    try:
        return storage.read_json(path, SAVE_LIMIT)
    except FileNotFoundError:
        raise SaveError(Msg("The save file is missing."), path) from None
    except storage.FileRefused as exc:
        if "larger" in str(exc):
            raise SaveError(Msg("This file is too large to be a save."), path) from None
        raise SaveError(Msg("This is not an ordinary file, so it is not opened."), path) from None
    except Exception:  # noqa: BLE001 -- unreadable, not UTF-8, not JSON: a damaged file, never a crash
        raise SaveError(Msg("This save file is damaged."), path) from None


def load_path(path: Path, info: GameInfo | None = None) -> SavedGame:
    data = _read(path)
    try:
        return from_json(data, info)
    except SaveError as exc:
        exc.path = path
        raise
    except Exception:  # noqa: BLE001 -- whatever a foreign file does to the checks, it is only a bad file
        raise SaveError(Msg("This save file is damaged."), path) from None


def load(slot: str, info: GameInfo | None = None) -> SavedGame:
    return load_path(slot_path(slot), info)


def delete(slot: str) -> None:
    """Remove a save and its thumbnail; raises ``OSError`` when the folder refuses."""
    slot_path(slot).unlink(missing_ok=True)
    thumbnail_path(slot).unlink(missing_ok=True)


# --------------------------------------------------------------------------- Continue


def mark_played(slot: str) -> None:
    """Remember the save played last, so Continue opens it (also a named save opened and left)."""
    try:
        storage.write_bytes(saves_dir() / LAST_PLAYED, slot.encode("utf-8"))
    except OSError:
        pass  # Continue then falls back on the newest autosave


def continue_slot() -> str | None:
    """The save Continue opens: the one played last, else the newest autosave, else none."""
    try:
        slot = storage.read_bytes(saves_dir() / LAST_PLAYED, 512).decode("utf-8")
        if storage.clean_text(slot, 200) == slot and slot_path(slot).parent == saves_dir():
            if slot_path(slot).is_file():
                return slot
    except (OSError, ValueError):
        pass
    newest: tuple[float, str] | None = None
    for path in _save_files():
        if is_autosave(path.stem):
            try:
                stamp = path.stat().st_mtime
            except OSError:
                continue
            newest = max(newest or (stamp, path.stem), (stamp, path.stem))
    return newest[1] if newest else None


def continuation(saved: SavedGame, slot: str) -> str:
    """The id a game opened from ``slot`` goes on with, so that its autosave overwrites nothing of value.

    From its own autosave: that id.  From a named save: the save's id, unless
    that game's autosave has moved on (or away) from the named position --
    then the opened game is a branch of its own with a fresh id.
    """
    if is_autosave(slot) and slot != AUTOSAVE:
        return slot[len(AUTOSAVE) + 1 :]
    uid = saved.uid or new_uid()
    path = slot_path(autosave_slot(uid))
    if not path.exists():
        return uid
    ours = json.loads(json.dumps([[seat, action.to_json()] for seat, action in saved.actions]))
    try:
        theirs = storage.read_json(path, SAVE_LIMIT)["actions"]
    except Exception:  # noqa: BLE001 -- an autosave we cannot read is still never overwritten
        return new_uid()
    if isinstance(theirs, list) and theirs == ours[: len(theirs)]:
        return uid
    return new_uid()


# --------------------------------------------------------------------------- listing


@dataclass(frozen=True)
class SaveEntry:
    """A line of the Load screen, read without replaying the game."""

    slot: str
    label: str
    game_id: str
    saved_at: str
    moves: int
    ok: bool
    players: tuple[str, ...] = ()  # seat names: two saves of one game are told apart by who plays

    @property
    def is_autosave(self) -> bool:
        return is_autosave(self.slot)

    @property
    def path(self) -> Path:
        return slot_path(self.slot)


def _save_files() -> list[Path]:
    try:
        return list(saves_dir().glob("*.json"))
    except OSError:
        return []


def _entry(path: Path) -> SaveEntry:
    """What the Load screen shows of one file; anything unexpected marks it unreadable."""
    data = storage.read_json(path, SAVE_LIMIT)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("not a save")
    label = storage.clean_text(data.get("label", path.stem), LABEL_MAX)
    game = storage.clean_text(data.get("game"), 40)
    saved_at = storage.clean_text(data.get("saved_at", ""), 40)
    players = tuple(PlayerSpec.from_json(p).name for p in data["players"])
    actions = data["actions"]
    if label is None or game is None or saved_at is None or not isinstance(actions, list):
        raise ValueError("fields of the wrong kind")
    return SaveEntry(path.stem, label, game, saved_at, len(actions), True, players)


def list_saves() -> list[SaveEntry]:
    """Every save file: autosaves first, then named saves, newest first in each.

    Unreadable ones are listed (marked) so they can be deleted.
    """
    out: list[SaveEntry] = []
    for path in _save_files():
        try:
            entry = _entry(path)
        except Exception:  # noqa: BLE001 -- a foreign file must never stop the Load screen
            entry = SaveEntry(path.stem, path.stem, "?", "", 0, False)
        out.append(entry)
    out.sort(key=lambda e: e.saved_at, reverse=True)
    return sorted(out, key=lambda e: not e.is_autosave)  # stable: newest first within each group


# --------------------------------------------------------------------------- start-up


def tidy() -> None:
    """At start-up: remove temp files killed runs left behind; give a version-1 autosave its own slot."""
    for folder in (saves_dir(), config_dir()):
        storage.remove_stale_temp_files(folder)
    legacy = slot_path(AUTOSAVE)
    try:
        data = storage.read_json(legacy, SAVE_LIMIT)
        uid = data.get("id")
        if not isinstance(uid, str) or not UID.fullmatch(uid):
            uid = recipe_uid(data)
        target = slot_path(autosave_slot(uid))
        if not target.exists():
            os.replace(legacy, target)
    except Exception:  # noqa: BLE001 -- missing or unreadable: it stays, listed, and can be deleted
        return
