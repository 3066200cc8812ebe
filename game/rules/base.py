"""The rules interface: the one surface every game engine exposes.

Scenes, bots, the headless simulator and the tests all drive a game through
these calls and nothing else, so an engine can change freely behind them.
Nothing here (or anywhere under ``game/rules``) may import pygame, read the
clock, the filesystem or global random state: an engine is a pure function of
(options, seed, actions).

Texts that reach a player (illegal-action reasons, log lines, labels) are
:class:`Msg` values: an English msgid plus parameters.  The engine never
translates; the UI does, through ``game.i18n.tr``.  The keywords ``Msg``,
``NMsg`` and ``N_`` are registered with the catalogue extractor.
"""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar

JSONValue = Any  # int | str | bool | None | float | list | dict (JSON-compatible)


def N_(text: str) -> str:
    """Mark a string for translation without translating it (used in data tables)."""
    return text


def NC_(context: str, text: str) -> str:
    """Like :func:`N_` for a msgid that needs a context (the UI looks it up with ``pgettext``)."""
    return text


# --------------------------------------------------------------------------- texts


@dataclass(frozen=True, init=False)
class Msg:
    """A translatable text: English msgid with ``{name}`` placeholders.

    Parameter values may be ints, strings (shown verbatim) or nested ``Msg``
    (translated first) -- e.g. a spell name inside a log line.  For plurals use
    :func:`NMsg`, which also sets ``plural`` (the English plural msgid) and ``n``.
    """

    text: str
    params: tuple[tuple[str, Any], ...] = ()
    plural: str | None = None
    n: int | None = None

    def __init__(self, text: str, /, **params: Any) -> None:
        self._fill(text, params, None, None)

    def _fill(self, text: str, params: dict[str, Any], plural: str | None, n: int | None) -> None:
        """Set the fields once, while constructing (the dataclass is frozen)."""
        object.__setattr__(self, "text", text)
        object.__setattr__(self, "params", tuple(sorted(params.items())))
        object.__setattr__(self, "plural", plural)
        object.__setattr__(self, "n", n)

    @classmethod
    def plural_form(cls, singular: str, plural: str, n: int, /, **params: Any) -> Msg:
        """A text with an English singular and plural msgid, chosen by ``n`` (see :func:`NMsg`)."""
        msg = cls.__new__(cls)
        msg._fill(singular, params, plural, n)
        return msg

    def with_params(self, **params: Any) -> Msg:
        """The same text (plural included) with ``params`` added or replaced."""
        msg = Msg.__new__(Msg)
        msg._fill(self.text, {**self.kwargs, **params}, self.plural, self.n)
        return msg

    @property
    def kwargs(self) -> dict[str, Any]:
        return dict(self.params)

    def to_json(self) -> JSONValue:
        out: dict[str, Any] = {"text": self.text}
        if self.params:
            out["params"] = {k: _param_to_json(v) for k, v in self.params}
        if self.plural is not None:
            out["plural"] = self.plural
            out["n"] = self.n
        return out

    @classmethod
    def from_json(cls, data: JSONValue) -> Msg:
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        if "plural" in data:
            return cls.plural_form(data["text"], data["plural"], data["n"], **params)
        return cls(data["text"], **params)

    def english(self) -> str:
        """The untranslated text, for logs in tests and the headless tools."""
        text = self.plural if (self.plural is not None and self.n != 1) else self.text
        return text.format(**{k: (v.english() if isinstance(v, Msg) else v) for k, v in self.params})

    def __str__(self) -> str:
        return self.english()


def NMsg(singular: str, plural: str, n: int, /, **params: Any) -> Msg:
    """A plural-aware :class:`Msg`; ``n`` is also available as ``{n}``."""
    return Msg.plural_form(singular, plural, n, n=n, **params)


def _param_to_json(value: Any) -> JSONValue:
    return {"msg": value.to_json()} if isinstance(value, Msg) else value


def _param_from_json(value: JSONValue) -> Any:
    return Msg.from_json(value["msg"]) if isinstance(value, dict) and "msg" in value else value


# --------------------------------------------------------------------------- errors


class IllegalAction(Exception):
    """The one error an engine raises for a refused action.

    ``reason`` is a :class:`Msg` a player can read once translated.  Whoever
    raises it guarantees the state is exactly as it was before the call.
    """

    def __init__(self, reason: Msg | str, **params: Any) -> None:
        self.reason = reason if isinstance(reason, Msg) else Msg(reason, **params)
        super().__init__(self.reason.english())


# --------------------------------------------------------------------------- actions


_SCALARS = frozenset((int, str, bool, float, type(None)))


def _freeze(value: Any) -> Any:
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("action parameters must be scalars or sequences, not dicts")
    return value


def _thaw(value: Any) -> Any:
    return [_thaw(v) for v in value] if isinstance(value, tuple) else value


class Action:
    """A small, immutable, hashable, JSON-serialisable decision.

    ``Action("take", space=3)``; parameters are ints, strings, bools, None or
    (nested) sequences of those, stored as tuples so actions can be dict keys.

    A plain class with slots rather than a frozen dataclass (issue #27): engines build and
    compare actions by the hundred thousand and search keys its statistics by them, so
    equality tries identity first (legal lists hand out shared objects) and the hash is
    computed once, when first asked (engines that build actions with ``object.__new__`` never
    set it up front).  Equality and hashing are by ``(kind, params)``, as a dataclass's.
    """

    __slots__ = ("kind", "params", "_hash")

    kind: str
    params: tuple[tuple[str, Any], ...]
    _hash: int

    def __init__(self, kind: str, /, **params: Any) -> None:
        if "kind" in params:  # the JSON form keeps the action's kind under this key
            raise TypeError("an action parameter may not be called 'kind'")
        # Playouts build actions by the hundred thousand: scalars skip the freezing walk.
        for k, v in params.items():
            if type(v) not in _SCALARS:
                params[k] = _freeze(v)
        items = tuple(sorted(params.items())) if len(params) > 1 else tuple(params.items())
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "params", items)

    @classmethod
    def prepared(cls, kind: str, params: tuple[tuple[str, Any], ...]) -> Action:
        """The action ``Action(kind, **dict(params))`` for ``params`` already as stored: sorted by
        name, sequences as tuples.  For engines' hottest loops, which skip the checks."""
        action = object.__new__(cls)
        object.__setattr__(action, "kind", kind)
        object.__setattr__(action, "params", params)
        return action

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"an Action is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"an Action is immutable: cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Action):
            return NotImplemented
        return self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        try:
            return self._hash
        except AttributeError:
            value = hash((self.kind, self.params))
            object.__setattr__(self, "_hash", value)
            return value

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickled (multiprocessing arenas) by its JSON form: slots and a custom init need it."""
        return (Action.from_json, (self.to_json(),))

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        return default

    def to_json(self) -> JSONValue:
        return {"kind": self.kind, **{k: _thaw(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: JSONValue) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError("an action is an object with a string 'kind'")
        return cls(data["kind"], **{k: v for k, v in data.items() if k != "kind"})

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params)
        return f"Action({self.kind!r}{', ' if args else ''}{args})"


# --------------------------------------------------------------------------- events


@dataclass(frozen=True)
class Event:
    """Something that happened, for animations and the game log.

    ``visible_to`` is None when everybody may see it, else the seats that may
    (the UI filters by viewer, so a private draw never reaches the log of
    another seat).  ``irreversible`` marks events that revealed information or
    used randomness: undo never reaches back past them.
    """

    kind: str
    seat: int | None = None
    data: Mapping[str, Any] = field(default_factory=dict)
    text: Msg | None = None
    visible_to: tuple[int, ...] | None = None
    irreversible: bool = False

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


# --------------------------------------------------------------------------- options


@dataclass(frozen=True)
class Option:
    """One variant a setup screen offers; ``choices`` pairs values with labels."""

    key: str
    label: Msg
    choices: tuple[tuple[JSONValue, Msg], ...]
    default: JSONValue
    min_players: int = 1
    max_players: int = 99
    help: Msg | None = None


# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class ResultEntry:
    """One competitor's final line: a seat, or an automated opponent (seat None)."""

    name: Msg | None  # None for seats: the UI shows the player's name
    seat: int | None
    score: int
    breakdown: tuple[tuple[Msg, int], ...] = ()


@dataclass(frozen=True)
class Result:
    entries: tuple[ResultEntry, ...]
    winners: tuple[int, ...]  # indices into entries; several = shared victory
    tie_break: Msg | None = None  # why the winner won when scores were level
    draw: bool = False
    reason: Msg | None = None  # set by win/loss games (no points): how the game was decided

    def to_json(self) -> JSONValue:
        return {
            "entries": [
                {
                    "name": e.name.to_json() if e.name else None,
                    "seat": e.seat,
                    "score": e.score,
                    "breakdown": [[m.to_json(), v] for m, v in e.breakdown],
                }
                for e in self.entries
            ],
            "winners": list(self.winners),
            "tie_break": self.tie_break.to_json() if self.tie_break else None,
            "draw": self.draw,
            "reason": self.reason.to_json() if self.reason else None,
        }


# --------------------------------------------------------------------------- state


class State(ABC):
    """A game in progress.  Subclasses hold plain data and a seeded RNG.

    Contract checked by ``tests/test_conformance.py`` for every registered game:
    ``apply`` refuses anything not in ``legal_actions`` with ``IllegalAction``
    and leaves the state unchanged; ``from_json(to_json())`` is exact; the same
    (options, seed, actions) give the same game; ``view(seat)`` is unchanged by
    ``determinize(seat, ...)`` (so it cannot contain what the seat may not see).
    """

    game_id: ClassVar[str]
    JSON_VERSION: ClassVar[int] = 1
    #: What the game's own set-up did before the first move (a round begun, a first roll), for
    #: the log of a new table.  Set by ``new_game`` only: not saved, as replaying the recipe
    #: makes it again, and clones and loaded states keep none.
    setup_events: tuple[Event, ...] = ()

    @property
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def to_act(self) -> tuple[int, ...]:
        """Seats that must decide now; several for simultaneous hidden choices."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Every legal action of ``seat`` now (empty when it need not act)."""

    @abstractmethod
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate and perform; raise :class:`IllegalAction` and change nothing if illegal."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, JSONValue]:
        """What ``seat`` may see (``None``: a spectator, i.e. only public information)."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> Result:
        """Final scores with the official tie-breakers; only valid when over."""

    @abstractmethod
    def to_json(self) -> dict[str, JSONValue]:
        """Complete state including the RNG; contains ``"version"``."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, JSONValue]) -> State: ...

    @abstractmethod
    def clone(self) -> State:
        """A fast independent copy for search (never ``deepcopy`` in hot loops)."""

    def invalidate(self) -> None:  # noqa: B027 -- optional to override: most engines cache nothing
        """Forget whatever the engine worked out from the position (cached legal lists).

        Play never needs it: ``apply`` keeps caches right.  Tests and tools that set up a
        position by changing a state's fields call it afterwards.  Default: nothing cached."""

    #: True in a search copy (:meth:`quiet`).  An engine that reads it declares it as a field
    #: its clones carry (never saved: a loaded game is a table's).
    quiet_mode: bool = False

    def quiet(self) -> State:
        """A clone for search and playouts, which nobody watches: the same game, but an engine
        may skip building events, log texts and labels in its ``apply`` (returning no events)
        where ``quiet_mode`` is set -- about a third of a playout's work was texts nobody read.
        ``view``, ``describe``, ``result`` and ``to_json`` are as in a normal state.  The table
        never gets one."""
        st = self.clone()
        st.quiet_mode = True
        return st

    @abstractmethod
    def determinize(self, seat: int, seed: int) -> State:
        """A clone in which everything hidden from ``seat`` is re-sampled consistently
        with what ``seat`` has seen (bag order, opponents' hands, pending secret
        choices) and the RNG is reseeded.  Perfect-information games return a
        clone with a reseeded RNG."""

    @abstractmethod
    def describe(self, action: Action) -> Msg:
        """A short player-facing label for an action (buttons, logs, bot explanations)."""

    def current_prompt(self, seat: int) -> Msg | None:
        """What ``seat`` is being asked right now, if anything (shown on the table)."""
        return None

    def secret_choice(self, seat: int, action: Action) -> bool:
        """Whether naming ``action`` as ``seat``'s choice (or option) now would tell the other
        seats something hidden from them: a face-down or simultaneous pick, or a move that
        shows what ``seat`` holds in secret.  A bot's reason naming such a move is shown to
        ``seat`` alone.  Perfect-information choices: False (the default)."""
        return False


# --------------------------------------------------------------------------- games


@dataclass(frozen=True)
class PickRow:
    """One row of a :class:`Picker`: a choice among ``choices`` (value, English msgid)."""

    key: str
    label: str  # English msgid, e.g. a colour's name
    choices: tuple[tuple[str, str], ...]
    default: str


@dataclass(frozen=True)
class Picker:
    """A game's own setup choice beyond its options: one value per row (SpellBook's spells).

    The setup screen shows the rows while option ``option`` is ``when`` and then starts the
    game with the chosen values, in row order, as option ``store``.  Declared as data so the
    setup scene knows no game by name.
    """

    option: str
    when: JSONValue
    store: str
    rows: tuple[PickRow, ...]
    icon: str | None = None  # dotted name of a (row key, size, colour-blind) -> image function


@dataclass(frozen=True)
class GameInfo:
    """A registered game: everything the platform needs, declared in one place.

    The setup screen, the CLI, the bots, the arena report, the catalogues and the tests all
    read their lists of games from the registry of these, so a new game is one registration
    (docs/rules-interface.md, "Adding a game").  Code outside ``game/rules/`` is named by
    dotted ``"module:attribute"`` strings, resolved only by the platform, so a rules package
    never imports pygame.
    """

    id: str
    name: Msg
    min_players: int
    max_players: int
    new_game: Callable[[int, Mapping[str, JSONValue], int], State]
    from_json: Callable[[dict[str, JSONValue]], State]
    options: tuple[Option, ...] = ()
    blurb: Msg | None = None
    solo_label: Msg | None = None  # e.g. "the rival" when 1 player plays an official solo mode
    # Raised whenever a rules change means an old action list may no longer replay to the same
    # game; saves record it, so such a save is told apart from a damaged or edited one.
    rules_version: int = 1
    # Capabilities: what the game's play involves, for the platform and the bots' tests.
    hidden_information: bool = False  # something some seat may not see (hands, bags, face-down picks)
    simultaneous: bool = False  # several seats choose at once
    chance: bool = False  # shuffles, draws or dice after the setup
    # Arena series of the solo mode: (file-name tag, options) per variant of its automated opponent.
    solo_variants: tuple[tuple[str, Mapping[str, JSONValue]], ...] = (("", {}),)
    view: str | None = None  # dotted name of its TableView class; None: the generic button table
    policy: str | None = None  # dotted name of a function making its bot Policy; None: knowledge-free
    # (main colour, accent colour, points of the figure, inner step) of its setup-screen sigil;
    # None: a figure derived from the id.
    emblem: tuple[tuple[int, int, int], tuple[int, int, int], int, int] | None = None
    # Data files whose texts the catalogues translate: (glob from the project root, JSON keys).
    texts: tuple[tuple[str, tuple[str, ...]], ...] = ()
    picker: Picker | None = None  # a setup choice of its own beyond ``options``

    @property
    def solo_opponent(self) -> bool:
        """Whether one player can play alone against the game's own automated opponent."""
        return self.solo_label is not None

    def default_options(self, players: int) -> dict[str, JSONValue]:
        return {o.key: o.default for o in self.options if o.min_players <= players <= o.max_players}


def replay(
    info: GameInfo,
    players: int,
    options: Mapping[str, JSONValue],
    seed: int,
    actions: Iterable[tuple[int, Action]],
) -> State:
    """Rebuild a game from its recipe; how saves are verified on load."""
    state = info.new_game(players, options, seed)
    for seat, action in actions:
        state.apply(seat, action)
    return state


def canonical(data: JSONValue) -> str:
    """Stable JSON text, for comparing snapshots."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))
