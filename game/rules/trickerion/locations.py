"""The actions of an activated character, dispatched to its location, and its open prompts.

A placement (``placement.py``) activates a character with some AP; its actions
are then listed and applied here, by location: ``downtown.py``,
``market_row.py``, ``workshop.py``, ``theater.py`` (backstage), ``dark_alley.py``
and the Mage's ``wagon.py``; ``discards.py`` makes room "at any time".  The
sequence ends with ``done`` (or by itself when nothing is left to do).
Multi-step choices are prompt records in ``st.pend`` (``prompts.py``); each
location module declares its own in ``PROMPTS`` and they are answered here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.base import Action, Event
from game.rules.trickerion import (
    dark_alley,
    discards,
    downtown,
    market_row,
    specials,
    theater,
    wagon,
    workshop,
)
from game.rules.trickerion import (
    tables as T,
)
from game.rules.trickerion.codes import (
    DARK_ALLEY,
    DOWNTOWN,
    FREE_SET,
    LOC_MODE,
    MARKET,
    THEATER,
    WAGON_MODE,
    WORKSHOP,
)
from game.rules.trickerion.prompts import PromptHandlers

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

Handler = Callable[["TrickerionState", int, Action, list[Event]], None]

_HANDLERS: dict[str, Handler] = {
    **discards.ACTIONS,
    **downtown.ACTIONS,
    **market_row.ACTIONS,
    **workshop.ACTIONS,
    **dark_alley.ACTIONS,
    **wagon.ACTIONS,
    "setup": theater.apply_setup,
    "resched": theater.apply_resched,
    "street": theater.apply_street,
}
"""Every location action by kind."""

PROMPTS: PromptHandlers = {
    **downtown.PROMPTS,
    **market_row.PROMPTS,
    **workshop.PROMPTS,
    **dark_alley.PROMPTS,
    **specials.PROMPTS,
    **theater.PROMPTS,
}
"""Every prompt record's (actions offered, answer), by record type."""


def prompt_actions(st: TrickerionState, pi: int) -> list[Action]:
    """The answers to the open prompt ``st.pend``."""
    pend = st.pend
    assert pend is not None, "asked only while a prompt is open"
    return PROMPTS[type(pend)][0](st, pi, pend)


def answer_prompt(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    """Apply an answer to the open prompt (the handler closes or replaces it)."""
    pend = st.pend
    assert pend is not None, "answered only while a prompt is open"
    PROMPTS[type(pend)][1](st, pi, a, pend, events)


def act_actions_exist(st: TrickerionState, pi: int) -> bool:
    """Whether the acting character can still do something; keeps the list for the next query."""
    if st.pend:
        return True
    acts = act_actions(st, pi)
    st.keep_legal(pi, acts)
    return len(acts) > 1


def act_actions(st: TrickerionState, pi: int) -> list[Action]:
    if st.pend:
        return prompt_actions(st, pi)
    acts = [T.DONE]
    loc = st.act_loc
    flags = st.act_flags
    full = False  # something buyable here has no room: offer discards to make some
    if not flags & WAGON_MODE:
        if loc == DOWNTOWN:
            downtown.actions(st, pi, acts)
        elif loc == MARKET:
            full = market_row.actions(st, pi, acts)
        elif loc == WORKSHOP:
            workshop.actions(st, pi, acts)
        elif loc == THEATER:
            theater.backstage_actions(st, pi, acts)
        elif loc == DARK_ALLEY:
            dark_alley.actions(st, pi, acts)
    if st.aa and loc == st.wagon and not flags & LOC_MODE:
        full = wagon.actions(st, pi, acts) or full
    if full:
        p = st.p[pi]
        acts.extend(T.DISCARD.of(t) for t in range(T.NCOMP) if p.physical(t) > 0)
        acts.extend(T.DISCARD_SPELL.of(k) for k in range(T.NSPELLTYPES) if p.spells[k] > 0)
    if flags & FREE_SET:  # the Trickster's own ability: open whichever actions were taken
        if loc == DOWNTOWN:
            for d in range(6):
                acts.extend(T.setdie_actions(d, st.dice[d], free=True))
        if st.aa and loc == st.wagon and not st.locked:
            acts.extend(T.MAGIC_SINGLES_FREE)
    return acts


def apply_act(st: TrickerionState, pi: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "done":
        st.end_placement_turn(events)
        return
    free = action.get("free") or kind in discards.ACTIONS  # no location's nor Mage's action
    if st.pend:
        answer_prompt(st, pi, action, events)
    else:
        if not free:
            st.act_flags |= WAGON_MODE if kind in wagon.ACTIONS else LOC_MODE
        _HANDLERS[kind](st, pi, action, events)
    if action.get("free"):
        st.act_flags &= ~FREE_SET
    if st.phase == "act" and not st.pend and not act_actions_exist(st, pi):
        st.end_placement_turn(events)
