"""Build hand-made Witchcraft battle positions for rule tests.

Fields are written as on the board ("b3" = column b, row 3); directions as
compass points, N towards row 1.
"""

from __future__ import annotations

from game.rules.base import Action
from game.rules.witchcraft.data import COLS, PIECES, ROWS
from game.rules.witchcraft.geometry import TOKEN_COUNT, TOKEN_KINDS, Stack
from game.rules.witchcraft.state import BATTLE, WitchcraftState

N, NE, E, SE, S, SW, W, NW = range(8)


def sq(name: str) -> tuple[int, int]:
    return (ord(name[0]) - ord("a"), int(name[1:]) - 1)


def battle(
    altars: dict[str, str] | None = None,
    current: int = 0,
    power: tuple[str | None, str | None] = (None, None),
) -> WitchcraftState:
    """An empty base board in the battle phase with the given altars and nobody's tokens placed."""
    st = WitchcraftState()
    st.fields = frozenset((x, y) for x in range(COLS) for y in range(ROWS))
    st.altars = {sq(k): v for k, v in (altars or {}).items()}
    st.phase = BATTLE
    st.current = current
    st.pieces = sorted(PIECES)
    st.power = list(power)
    for t in range(20):
        st.home[t] = t // 10
    st.owners = [None] * TOKEN_COUNT
    return st


def _free_token(st: WitchcraftState, kind: str, owner: int) -> int:
    used = {t for s in st.stacks.values() for t in s.tokens} | set(st.reserve[0]) | set(st.reserve[1])
    ids = [t for t in range(TOKEN_COUNT) if TOKEN_KINDS[t] == kind and t not in used]
    ids.sort(key=lambda t: st.home[t] != owner)
    token = ids[0]
    if st.home[token] is None:
        st.home[token] = owner
    return token


def put(
    st: WitchcraftState,
    where: str,
    *kinds: str,
    owner: int,
    facing: int = N,
    exhausted: bool = False,
    shields: tuple[int, ...] = (),
) -> tuple[int, ...]:
    """Put a stack of ``kinds`` (bottom to top) owned by ``owner``; returns its token ids."""
    tokens = []
    for kind in kinds:
        t = _free_token(st, kind, owner)
        st.owners[t] = owner
        tokens.append(t)
        st.stacks[sq(where)] = Stack(tuple(tokens), facing, exhausted, tuple(sorted(shields)))
    st.invalidate()
    return tuple(tokens)


def give_reserve(st: WitchcraftState, owner: int, *kinds: str) -> list[int]:
    out = []
    for kind in kinds:
        t = _free_token(st, kind, owner)
        st.owners[t] = owner
        st.reserve[owner].append(t)
        out.append(t)
    return out


def activate(where: str, target: str | None = None) -> Action:
    if target is None:
        return Action("activate", at=sq(where))
    return Action("activate", at=sq(where), target=sq(target))


def activatable(st: WitchcraftState, seat: int) -> set[str]:
    """Fields (as names) of the stacks ``seat`` may legally activate."""
    return {f"{chr(ord('a') + a['at'][0])}{a['at'][1] + 1}" for a in st.activations(seat)}


def owner_at(st: WitchcraftState, where: str) -> int | None:
    stack = st.stacks.get(sq(where))
    return None if stack is None else st.owners[stack.top]
