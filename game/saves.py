"""Saved games: a game's recipe plus a snapshot, as versioned JSON.

A save is ``{format, version, game, players, options, seed, actions,
snapshot}``.  Loading rebuilds the game by *replaying* the action log (as ``rules.base.replay`` does) from
(options, seed) and checks the result against the snapshot, so a save can
only ever hold what the rules allow; nothing executable is read (plain
``json`` only).  Any problem -- damaged text, a foreign file, a newer format,
an unknown game, moves that do not replay, a snapshot that does not match --
becomes a :class:`SaveError` with a translatable reason, never a crash.
Files are written atomically (temp file + ``os.replace``) in the per-user
data folder: one autosave slot plus named saves.
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from game.rules import registry
from game.rules.base import Action, Event, GameInfo, IllegalAction, Msg, State, canonical
from game.settings import data_dir

FORMAT = "arcana-table-save"
VERSION = 1
AUTOSAVE = "autosave"
KINDS = ("human", "bot")


class SaveError(Exception):
    """Why a save cannot be used, as a message a player can read once translated."""

    def __init__(self, reason: Msg) -> None:
        self.reason = reason
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
        if (
            not isinstance(data, dict)
            or not isinstance(data.get("name"), str)
            or data.get("kind") not in KINDS
        ):
            raise ValueError("a player is {name, kind, level}")
        return cls(data["name"][:40], data["kind"], str(data.get("level", "easy")))


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


def to_json(
    setup: GameSetup, actions: list[tuple[int, Action]], state: State, label: str = "", saved_at: str = ""
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": setup.game_id,
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
    if not isinstance(version, int) or version > VERSION:
        raise SaveError(Msg("This save was made by a newer version of Arcana Table."))
    try:
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
        actions = [(int(seat), Action.from_json(a)) for seat, a in data["actions"]]
        snapshot = data["snapshot"]
        if not isinstance(snapshot, dict):
            raise ValueError("snapshot must be an object")
    except (KeyError, TypeError, ValueError):
        raise SaveError(Msg("This save file is damaged.")) from None
    setup = GameSetup(info.id, players, options, seed)
    events: list[Event] = []
    try:
        state = info.new_game(len(players), options, seed)
        for seat, action in actions:  # the same as rules.base.replay, keeping the events for the log
            events.extend(state.apply(seat, action))
    except IllegalAction:
        raise SaveError(Msg("The moves in this save do not follow the rules.")) from None
    except Exception:  # an engine choking on foreign options is still only a bad file
        raise SaveError(Msg("This save file is damaged.")) from None
    if canonical(state.to_json()) != canonical(snapshot):
        raise SaveError(Msg("This save does not match its own moves; it may have been edited."))
    return SavedGame(setup, actions, state, str(data.get("label", "")), str(data.get("saved_at", "")), events)


# --------------------------------------------------------------------------- files


def saves_dir() -> Path:
    return data_dir() / "saves"


def slot_path(slot: str) -> Path:
    return saves_dir() / f"{slot}.json"


def safe_slot(name: str) -> str:
    """A file-name-safe slot for a player-chosen save name."""
    slug = re.sub(r"[^\w\-]+", "-", name.strip(), flags=re.UNICODE).strip("-").lower()
    return (slug or "save")[:48]


def write(path: Path, data: dict[str, Any]) -> None:
    """Atomic: write a temp file beside the target, flush it to disk, then rename over."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with tmp.open("w", encoding="utf-8") as fh:
            json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


def save(
    slot: str, setup: GameSetup, actions: list[tuple[int, Action]], state: State, label: str = ""
) -> Path:
    path = slot_path(slot)
    write(path, to_json(setup, actions, state, label or slot, datetime.now().isoformat(timespec="seconds")))
    return path


def load_path(path: Path, info: GameInfo | None = None) -> SavedGame:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(Msg("The save file is missing.")) from None
    except (OSError, UnicodeDecodeError):
        raise SaveError(Msg("This save file is damaged.")) from None
    try:
        data = json.loads(text)
    except ValueError:
        raise SaveError(Msg("This save file is damaged.")) from None
    return from_json(data, info)


def load(slot: str, info: GameInfo | None = None) -> SavedGame:
    return load_path(slot_path(slot), info)


def has_autosave() -> bool:
    return slot_path(AUTOSAVE).exists()


def delete(slot: str) -> None:
    path = slot_path(slot)
    if path.exists():
        path.unlink()


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


def list_saves() -> list[SaveEntry]:
    """Every save file, newest first; unreadable ones are listed (marked) so they can be deleted."""
    folder = saves_dir()
    if not folder.exists():
        return []
    out: list[SaveEntry] = []
    for path in folder.glob("*.json"):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            ok = isinstance(data, dict) and data.get("format") == FORMAT
            entry = SaveEntry(
                path.stem,
                str(data.get("label", path.stem)),
                str(data.get("game", "?")),
                str(data.get("saved_at", "")),
                len(data.get("actions", [])),
                ok,
                tuple(str(p.get("name", "")) for p in data.get("players", []) if isinstance(p, dict)),
            )
        except (OSError, ValueError, AttributeError, TypeError):
            entry = SaveEntry(path.stem, path.stem, "?", "", 0, False)
        out.append(entry)
    auto = [e for e in out if e.slot == AUTOSAVE]
    rest = sorted((e for e in out if e.slot != AUTOSAVE), key=lambda e: e.saved_at, reverse=True)
    return auto + rest
