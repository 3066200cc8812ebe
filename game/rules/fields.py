"""A state's fields declared once: its constructor defaults, its JSON form and its clone.

An engine's state used to list its fields four times -- in ``__init__``, ``to_json``,
``from_json`` and ``clone`` -- and a field added to three of them was a save or a search
bug.  Instead its class body declares each field once, with its type, as a dataclass does::

    class MyState(State):
        current: int = value(0)
        pools: list[list[int]] = rows(lambda st: [[] for _ in range(st.n)])
        rng: Rng = field(lambda st: Rng(0), "clone", Rng.to_json, Rng.from_json)
        _legal: list[Action] | None = transient(lambda st: None)

    FIELDS = Fields.of(MyState)

and its methods call ``FIELDS.init(self, ...)``, ``FIELDS.to_json(self)``,
``FIELDS.load(cls, data)`` and ``FIELDS.clone(self)``.  The clone is compiled from the
declaration into one plain function (as ``dataclasses`` compiles its methods), so it is as
fast as a hand-written one: search clones states thousands of times per decision.

Defaults are functions of the state being built, called in declaration order, so a field
may depend on one declared before it (a list per seat needs the number of seats).
Transient fields (caches, modes) are not saved: a loaded state gets their defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from game.rules.base import JSONValue

S = TypeVar("S")

#: How ``clone`` copies a field: shared (immutable or never mutated in place), a shallow copy
#: of a list or dict, a list of copied lists or dicts, the value's own ``clone()``, or a fresh
#: default (transient caches a copy must not inherit).
CopyMode = Literal["share", "list", "dict", "lists", "dicts", "clone", "fresh"]

_COPY_EXPRESSIONS = {
    "share": "src.{name}",
    "list": "src.{name}[:]",
    "dict": "src.{name}.copy()",
    "lists": "[x[:] for x in src.{name}]",
    "dicts": "[x.copy() for x in src.{name}]",
    "clone": "src.{name}.clone()",
    "fresh": "_default_{index}(dst)",
}


def _same(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Spec:
    """One field: its default, how it is cloned, and (when saved) its JSON form; its name is
    the class attribute it is declared as."""

    default: Callable[[Any], Any]
    copy: CopyMode = "share"
    dump: Callable[[Any], JSONValue] = _same
    load: Callable[[JSONValue], Any] = _same
    saved: bool = True


# The declaring helpers are typed ``Any``, as ``dataclasses.field`` is typed to fit its
# attribute: a checker reads each field's type from its annotation.


def field(
    default: Callable[[Any], Any],
    copy: CopyMode = "share",
    dump: Callable[[Any], JSONValue] = _same,
    load: Callable[[JSONValue], Any] = _same,
) -> Any:
    """A saved field of any shape: ``dump`` and ``load`` convert it to and from JSON."""
    return Spec(default, copy, dump, load)


def value(default: Any) -> Any:
    """A saved immutable value (a number, text, bool, None or tuple of them) kept as it is."""
    return Spec(lambda _st: default)


def items(default: Callable[[Any], list[Any]] | None = None) -> Any:
    """A saved list of immutable values (empty by default), copied when cloned."""
    return Spec(default or (lambda _st: []), "list", list, list)


def rows(default: Callable[[Any], list[list[Any]]]) -> Any:
    """A saved list of lists of immutable values (e.g. one per seat), each copied when cloned."""
    return Spec(default, "lists", _rows, _rows)


def transient(default: Callable[[Any], Any], copy: CopyMode = "fresh") -> Any:
    """A field that is not saved (a cache, a mode): a loaded state gets its default; a clone
    a fresh default unless ``copy`` says otherwise."""
    return Spec(default, copy, saved=False)


def _rows(value: Any) -> list[list[Any]]:
    return [list(row) for row in value]


class Fields:
    """The ordered field declaration of a state class (see the module's docstring)."""

    def __init__(self, specs: dict[str, Spec]) -> None:
        self.specs = tuple(specs.items())
        self.names = frozenset(specs)
        self.saved = tuple((name, spec) for name, spec in self.specs if spec.saved)
        self._clone = self._compile_clone()

    @classmethod
    def of(cls, state_class: type) -> Fields:
        """The fields declared in ``state_class``'s body, in order; the declarations are taken
        off the class, so an instance's fields are its own attributes."""
        specs = {name: spec for name, spec in vars(state_class).items() if isinstance(spec, Spec)}
        for name in specs:
            delattr(state_class, name)
        return cls(specs)

    def _compile_clone(self) -> Callable[[Any], Any]:
        lines = ["def clone(src):", "    dst = src.__class__.__new__(src.__class__)"]
        scope: dict[str, Any] = {}
        for index, (name, spec) in enumerate(self.specs):
            scope[f"_default_{index}"] = spec.default
            lines.append(f"    dst.{name} = " + _COPY_EXPRESSIONS[spec.copy].format(name=name, index=index))
        lines.append("    return dst")
        exec("\n".join(lines), scope)  # noqa: S102 -- compiled from the declaration, as dataclasses do
        clone: Callable[[Any], Any] = scope["clone"]
        return clone

    def init(self, obj: Any, **given: Any) -> None:
        """Give ``obj`` every field: the ``given`` values, the others their defaults (in order)."""
        unknown = given.keys() - self.names
        if unknown:
            raise TypeError(f"unknown fields {sorted(unknown)}")
        for name, spec in self.specs:
            setattr(obj, name, given[name] if name in given else spec.default(obj))

    def to_json(self, obj: Any) -> dict[str, JSONValue]:
        """The saved fields of ``obj`` as JSON values, by name."""
        return {name: spec.dump(getattr(obj, name)) for name, spec in self.saved}

    def load(self, cls: type[S], data: dict[str, JSONValue]) -> S:
        """A new ``cls`` with the saved fields read from ``data`` and the transient ones defaulted."""
        obj = cls.__new__(cls)
        for name, spec in self.specs:
            setattr(obj, name, spec.load(data[name]) if spec.saved else spec.default(obj))
        return obj

    def clone(self, obj: S) -> S:
        """An independent copy of ``obj`` (each field copied as declared)."""
        copy: S = self._clone(obj)
        return copy
