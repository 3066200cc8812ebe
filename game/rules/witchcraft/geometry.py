"""Lines of fire, shields and the extra pieces' geometry.

Pure functions over plain data (a set of fields, the altars, the stacks), so
the engine, the heuristic and the table's hover preview all trace a line the
same way.  The board is a set of fields, not a rectangle: extra pieces from
Summoning simply add fields, and a line stops where the next field is
missing (the board's edge or a gap).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import lru_cache
from typing import NamedTuple

from game.rules.witchcraft.data import (
    DIRS,
    DISCHARGE,
    GUILD_TOKENS,
    PIECES,
    SPECIALS,
    THUNDER,
    TOKEN_TYPES,
    TokenType,
    twin,
)

Field = tuple[int, int]

#: Token ids are fixed: guild g owns ids 10*g .. 10*g+9 (in GUILD_TOKENS order), the four specials are 20-23.
TOKEN_KINDS: tuple[str, ...] = GUILD_TOKENS + GUILD_TOKENS + SPECIALS
TOKEN_COUNT = len(TOKEN_KINDS)
#: The printed type of each token id (looked up on every line traced, so one index, not two dict lookups).
TOKEN_TYPE_OF: tuple[TokenType, ...] = tuple(TOKEN_TYPES[k] for k in TOKEN_KINDS)
#: Per token id and facing: the absolute directions of its printed spell lines, in printed order.
LINE_DIRS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((facing + rel) % 8 for rel in kind.lines) for facing in range(8)) for kind in TOKEN_TYPE_OF
)
#: Per token id and facing: the absolute sides its printed shields cover (a spell arriving from
#: one of them is stopped); shield markers come on top, see :func:`shielded_against`.
SHIELDED: tuple[tuple[frozenset[int], ...], ...] = tuple(
    tuple(frozenset((facing + rel) % 8 for rel in kind.shields) for facing in range(8))
    for kind in TOKEN_TYPE_OF
)


class Stack(NamedTuple):
    """Tokens on one field, bottom to top; markers lie on the stack (cleared when a token lands on it)."""

    tokens: tuple[int, ...]
    facing: int
    exhausted: bool = False
    shields: tuple[int, ...] = ()  # absolute directions of shield markers

    @property
    def top(self) -> int:
        return self.tokens[-1]

    @property
    def kind(self) -> TokenType:
        return TOKEN_TYPE_OF[self.tokens[-1]]


def step(field: Field, direction: int) -> Field:
    dx, dy = DIRS[direction]
    return (field[0] + dx, field[1] + dy)


def shield_dirs(stack: Stack) -> set[int]:
    """Absolute directions a stack is shielded from: printed shields plus shield markers."""
    out = {(stack.facing + rel) % 8 for rel in stack.kind.shields}
    out.update(stack.shields)
    return out


def shielded_against(stack: Stack, travel: int) -> bool:
    """True if a spell travelling in direction ``travel`` meets a shield of ``stack``.

    The spell arrives from the side opposite its travel, so a shield facing
    that side stops it.
    """
    arrive = (travel + 4) % 8
    return arrive in stack.shields or arrive in SHIELDED[stack.tokens[-1]][stack.facing]


class Trace(NamedTuple):
    """One line of fire: the fields it crosses and what it may hit.

    ``targets`` lists the fields the spell may hit (enemy stacks and altars;
    one at most for missile and thunder, any number for a discharge).
    ``blocked`` is the field of a shielded enemy that stopped the line, if any.
    """

    path: tuple[Field, ...]
    targets: tuple[Field, ...]
    blocked: Field | None


class _Rays(dict[Field, tuple[tuple[Field, ...], ...]]):
    """Per field, per direction: the fields a line from there crosses before it leaves the board.

    Filled one field at a time on first use: most fields of a board are
    asked about, but a board grown by extra pieces need not pay for all.
    """

    def __init__(self, fields: frozenset[Field]) -> None:
        super().__init__()
        self.fields = fields

    def __missing__(self, start: Field) -> tuple[tuple[Field, ...], ...]:
        fields = self.fields
        per_dir = []
        for dx, dy in DIRS:
            ray = []
            here = (start[0] + dx, start[1] + dy)
            while here in fields:
                ray.append(here)
                here = (here[0] + dx, here[1] + dy)
            per_dir.append(tuple(ray))
        out = self[start] = tuple(per_dir)
        return out


@lru_cache(maxsize=1024)
def rays(fields: frozenset[Field]) -> _Rays:
    """The lines of fire of a board, worked out once per board: lines are traced on every
    activation check, and a game sees only a handful of boards (extra pieces add fields)."""
    return _Rays(fields)


@lru_cache(maxsize=1024)
def field_order(fields: frozenset[Field]) -> tuple[Field, ...]:
    """The board's fields in sorted order (the order legal lists follow)."""
    return tuple(sorted(fields))


def trace(
    fields: frozenset[Field],
    altars: Mapping[Field, str],
    stacks: Mapping[Field, Stack],
    owners: list[int | None],
    start: Field,
    direction: int,
    spell: str | None,
) -> Trace:
    """Follow one spell line from ``start`` (``spell`` None: the Priest's altar-only line).

    Lines pass over the caster's own stacks.  Missile and thunder stop at the
    first altar or enemy; a discharge is stopped only by a gap; the Priest's
    line passes altars (activating each) and is stopped by enemies.
    """
    ray = rays(fields)[start][direction]
    me = owners[stacks[start].tokens[-1]]
    n, targets, blocked = follow(ray, altars, stacks, owners, me, direction, spell)
    return Trace(ray[:n], targets, blocked)


def follow(
    ray: tuple[Field, ...],
    altars: Mapping[Field, str],
    stacks: Mapping[Field, Stack],
    owners: list[int | None],
    me: int | None,
    direction: int,
    spell: str | None,
) -> tuple[int, tuple[Field, ...], Field | None]:
    """:func:`trace` along a precomputed ``ray`` of ``me``'s line: (fields crossed, targets, blocker).

    The engine's activation check calls this directly, many times a turn.
    """
    targets: list[Field] = []  # only the Priest and a discharge collect more than one
    for n, here in enumerate(ray, 1):
        if here in altars:
            if spell is None or spell == DISCHARGE:
                targets.append(here)
                continue
            return n, (here,), None
        other = stacks.get(here)
        if other is None or owners[other.tokens[-1]] == me:
            continue
        if spell is None:
            return n, tuple(targets), here
        if spell != THUNDER and shielded_against(other, direction):
            if spell == DISCHARGE:
                continue
            return n, (), here
        if spell != DISCHARGE:
            return n, (here,), None
        targets.append(here)
    return len(ray), tuple(targets), None


def stack_traces(
    fields: frozenset[Field],
    altars: Mapping[Field, str],
    stacks: Mapping[Field, Stack],
    owners: list[int | None],
    at: Field,
) -> list[Trace]:
    """Every line the stack at ``at`` would fire if activated (in printed order)."""
    stack = stacks[at]
    kind = TOKEN_TYPE_OF[stack.tokens[-1]]
    return [
        trace(fields, altars, stacks, owners, at, (stack.facing + rel) % 8, kind.spell) for rel in kind.lines
    ]


def neighbours(field: Field) -> Iterator[Field]:
    for direction in range(8):
        yield step(field, direction)


def _strips(fields: frozenset[Field], size: int) -> Iterator[tuple[Field, ...]]:
    """The legal places for the activator's strip of ``size`` fields (its twin follows by symmetry),
    each once, in no particular order.

    A strip lies outside the board, against its edge: ``PIECES[size].touch``
    of its fields must share a side with the board, and its twin (the half
    turn of it) must also be free and not overlap it.
    """
    need = PIECES[size].touch
    sides = [DIRS[d] for d in (0, 2, 4, 6)]
    edge = {(x + dx, y + dy) for x, y in fields for dx, dy in sides}.difference(fields)
    tried: set[tuple[Field, ...]] = set()
    for ex, ey in edge:  # a strip that touches the board holds one of its edge cells
        for dx, dy in ((1, 0), (0, 1)) if size > 1 else ((1, 0),):
            for first in range(size):
                cells = tuple([(ex + (i - first) * dx, ey + (i - first) * dy) for i in range(size)])
                if cells in tried:
                    continue
                tried.add(cells)
                if fields.intersection(cells) or len(edge.intersection(cells)) < need:
                    continue
                twins = {twin(c) for c in cells}
                if twins.intersection(cells) or fields.intersection(twins):
                    continue
                yield cells  # cells run along increasing x or y: already sorted


@lru_cache(maxsize=256)
def attachments(fields: frozenset[Field], size: int) -> tuple[tuple[Field, ...], ...]:
    """Every legal place for the activator's strip of ``size`` fields, sorted (see :func:`_strips`).

    Cached: a game sees only a handful of different boards, and the Summoning prompt lists them.
    """
    return tuple(sorted(_strips(fields, size)))


@lru_cache(maxsize=256)
def attachable(fields: frozenset[Field], size: int) -> bool:
    """Whether a strip of ``size`` fields fits anywhere: the Summoning altar asks on every turn,
    and the first place found answers it (listing all of a new board's places cost far more)."""
    return next(_strips(fields, size), None) is not None
