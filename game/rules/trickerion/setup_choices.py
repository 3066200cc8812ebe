"""The setup choices: magician, starting trick, specialist, components, the Engineer's trick.

Every choice a player makes at setup is an Action in the ``setup`` phase, in
initiative order, so a replay reproduces the same table.  The Engineer's extra
trick is chosen after every player has taken a starting trick (digest 3.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    ASSISTANT,
    ENGINEER,
    ENGINEER_SLOT,
    MANAGER,
)
from game.rules.trickerion.data.components import COMPONENT_INDEX
from game.rules.trickerion.data.schema import CATEGORIES
from game.rules.trickerion.data.setup import (
    BEGINNER_BY_CATEGORY,
)
from game.rules.trickerion.data.tricks import MARKERS_PER_SYMBOL, TRICKS
from game.rules.trickerion.player import Player
from game.rules.trickerion.texts import CHAR_NAMES, component_list

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


TRICK_BY_KEY = {t.key: i for i, t in enumerate(TRICKS)}


def _packages() -> tuple[tuple[int, ...], ...]:
    """Every choice of starting components worth at most 2 coins."""
    out: list[tuple[int, ...]] = [()]
    for a in range(T.NCOMP):
        if T.COMP_PRICE[a] <= 2:
            out.append((a,))
        for b in range(a, T.NCOMP):
            if T.COMP_PRICE[a] + T.COMP_PRICE[b] <= 2:
                out.append((a, b))
    return tuple(out)


PACKAGES = _packages()


def first_human(st: TrickerionState, start: int) -> int:
    for i in range(start, len(st.order)):
        if st.order[i] != st.heir:
            st.ptr = i
            return st.order[i]
    return -1


def legal(st: TrickerionState, seat: int) -> list[Action]:
    step = st.step
    p = st.p[seat]
    if step == "magician":
        taken = {T.MAG_CAT[q.magician] for q in st.p if q.magician >= 0}
        return [T.mk("magician", magician=m) for m in range(T.NMAGICIANS) if T.MAG_CAT[m] not in taken]
    if step == "trick":
        owned = st.owned_tricks()
        return [T.mk("trick", trick=t) for t in T.TRICKS_OF[T.MAG_CAT[p.magician] * 3] if t not in owned]
    if step == "specialist":
        return [T.mk("specialist", character=k) for k in (ENGINEER, MANAGER, ASSISTANT)]
    if step in ("components", "manager"):
        return [T.mk("components", comps=c) for c in PACKAGES]
    if step == "engineer":
        owned = st.owned_tricks()
        return [T.mk("trick", trick=t) for c in range(4) for t in T.TRICKS_OF[c * 3] if t not in owned]
    return []


def apply(st: TrickerionState, seat: int, action: Action, events: list[Event]) -> None:
    p = st.p[seat]
    step = st.step
    if step == "magician":
        p.magician = action["magician"]
        events.append(
            Event(
                "magician",
                seat,
                {"magician": p.magician},
                text=Msg("{player} plays {magician}.", player=seat, magician=T.named(T.MAG_NAME[p.magician])),
            )
        )
        if st.beginner:
            _beginner(st, seat, events)
            _next_player(st, events)
        else:
            st.step = "trick"
    elif step == "trick":
        sym = st.learn(seat, action["trick"])
        _learned(st, seat, sym, events)
        st.step = "specialist"
    elif step == "specialist":
        kind = action["character"]
        _add_specialist(p, kind)
        _hired(seat, kind, events)
        st.step = "components"
    elif step == "components":
        for t in action["comps"]:
            p.comp[t] += 1
        _took(seat, action["comps"], events)
        if MANAGER in p.chars:
            st.step = "manager"
        else:
            _next_player(st, events)
    elif step == "manager":
        _manager_components(p, action["comps"])
        _took(seat, action["comps"], events, manager=True)
        _next_player(st, events)
    elif step == "engineer":
        sym = st.learn(seat, action["trick"])
        p.sym_slot[sym] = ENGINEER_SLOT
        _learned(st, seat, sym, events)
        _next_engineer(st, st.ptr + 1, events)


def _learned(st: TrickerionState, seat: int, sym: int, events: list[Event]) -> None:
    trick = st.p[seat].sym_trick[sym]
    name = T.named(T.TRICK_NAME[trick])
    text = Msg("{player} learns {trick}.", player=seat, trick=name)
    events.append(Event("learn", seat, {"trick": trick, "sym": sym}, text=text))


def _hired(seat: int, kind: int, events: list[Event]) -> None:
    text = Msg("{player} starts with the {character}.", player=seat, character=CHAR_NAMES[kind])
    events.append(Event("hire", seat, {"kind": kind, "n": 1}, text=text))


def _took(seat: int, comps: tuple[int, ...], events: list[Event], manager: bool = False) -> None:
    """Log the starting components, as the other setup picks are: a player who chose Metal and
    Fabric saw no line for it (a playtest), though every other pick had one.  Every setup pick is
    logged in the third person, like every later move: the picker's own lines read "You ..." until
    7 Dec, so one log named the same player two ways (board and picks are public anyway)."""
    what = component_list(comps)
    if not comps:
        text = Msg("{player} takes no components.", player=seat)
    elif manager:
        text = Msg("{player}'s Manager brings {components}.", player=seat, components=what)
    else:
        text = Msg("{player} takes {components}.", player=seat, components=what)
    events.append(Event("components", seat, {"n": len(comps)}, text=text))


def _add_specialist(p: Player, kind: int) -> None:
    p.chars.append(kind)
    if kind == ASSISTANT:
        p.chars.append(APPRENTICE)
        p.assistant_app = len(p.chars) - 1


def _manager_components(p: Player, comps: tuple[int, ...]) -> None:
    for t in comps:
        for i in (0, 1):
            if p.mgr_type[i] == t or p.mgr_type[i] == -1:
                p.mgr_type[i] = t
                p.mgr_count[i] += 1
                break


def _beginner(st: TrickerionState, seat: int, events: list[Event]) -> None:
    p = st.p[seat]
    pack = BEGINNER_BY_CATEGORY[CATEGORIES[T.MAG_CAT[p.magician]]]
    st.learn(seat, TRICK_BY_KEY[pack.trick])
    for cid, n in pack.components:
        p.comp[COMPONENT_INDEX[cid]] += n
    kind = {"engineer": ENGINEER, "manager": MANAGER, "assistant": ASSISTANT}[pack.specialist]
    _add_specialist(p, kind)
    _manager_components(p, tuple(COMPONENT_INDEX[c] for c, n in pack.bonus_components for _ in range(n)))
    if pack.bonus_trick:
        trick = TRICK_BY_KEY[pack.bonus_trick]
        if trick not in st.owned_tricks():
            sym = st.learn(seat, trick)
            p.sym_slot[sym] = ENGINEER_SLOT


def _next_player(st: TrickerionState, events: list[Event]) -> None:
    nxt = first_human(st, st.ptr + 1)
    if nxt >= 0:
        st.cur = nxt
        st.step = "magician"
        return
    _next_engineer(st, 0, events)


def _next_engineer(st: TrickerionState, start: int, events: list[Event]) -> None:
    if not st.beginner:
        for i in range(start, len(st.order)):
            pi = st.order[i]
            if pi != st.heir and ENGINEER in st.p[pi].chars:
                st.ptr = i
                st.cur = pi
                st.step = "engineer"
                return
    _finish(st, events)


def _finish(st: TrickerionState, events: list[Event]) -> None:
    """The Heir's setup, free preparation of tricks whose components are held, then turn 1."""
    if st.heir >= 0:
        hp = st.p[st.heir]
        hp.coins = 0
        hp.shards = 0
        events.extend(st.heir_rules.setup(st))
    for pi, q in enumerate(st.p):
        if pi == st.heir:
            continue
        for s in range(4):
            t = q.sym_trick[s]
            if t >= 0 and st.meets(pi, t):
                extra = 1 if q.sym_slot[s] == ENGINEER_SLOT else 0
                q.sym_ready[s] = min(MARKERS_PER_SYMBOL, T.TRICK_MARKERS[t] + extra)
    st.step = ""
    events.append(Event("setup_done", None, text=Msg("Setup is complete.")))
    st.start_turn(events)
