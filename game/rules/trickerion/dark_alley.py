"""The Dark Alley (digest 10.2): Special Assignment cards, Fortune Telling, Fate Weaving."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import DREW, FORTUNE
from game.rules.trickerion.prompts import KeepSpecial, PromptHandlers
from game.rules.trickerion.specials import draw_specials
from game.rules.trickerion.spending import action_cost, spend

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


DRAW_FIRST_AP = 1


DRAW_FURTHER_AP = 2


FORTUNE_AP = 1


def fate_ap() -> int:
    return int(T.MAGICIAN_PARAMS["fate_weaving"]["ap"])


def draw_ap(st: TrickerionState) -> int:
    """The AP of the next draw: the first of a character's turn costs less than the further ones."""
    if not st.act_flags & DREW:
        return DRAW_FIRST_AP
    return action_cost(st, "draw_further", DRAW_FURTHER_AP)


def actions(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    """Append the Dark Alley's actions for the activated character."""
    ap = st.act_ap
    if ap >= draw_ap(st):
        for d in range(4):
            if st.sa_decks[d]:
                acts.append(T.DRAW.of(d))
    if ap >= FORTUNE_AP and not st.act_flags & FORTUNE and st.pending:
        acts.append(T.FORTUNE)
    if ap >= fate_ap() and st.ability(pi, "fate_weaving") and st.pending:
        for k in range(len(st.pending)):
            acts.append(T.FATE.of(k))


def _draw(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, draw_ap(st))
    st.act_flags |= DREW
    draw_specials(st, pi, a["deck"], events)


def rotate_prophecies(st: TrickerionState) -> None:
    """Fortune Telling: the pending prophecies move one slot on (primitive for the Heir)."""
    if st.pending:
        st.pending.insert(0, st.pending.pop())


def _fortune(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, FORTUNE_AP)
    st.act_flags |= FORTUNE
    rotate_prophecies(st)
    if not st.quiet_mode:
        events.append(Event("fortune", pi, text=Msg("{player} turns the pending prophecies.", player=pi)))


def _fate(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, fate_ap())
    k = a["pending"]
    st.active = st.pending[k]
    if st.proph_pile:
        st.pending[k] = st.proph_pile.pop()
    else:
        del st.pending[k]
    if not st.quiet_mode:
        events.append(
            Event(
                "fate",
                pi,
                {"active": st.active},
                irreversible=True,
                text=Msg(
                    "{player} weaves fate: {prophecy}", player=pi, prophecy=T.named(T.PROPH_TEXT[st.active])
                ),
            )
        )


def _keep_actions(st: TrickerionState, pi: int, pend: KeepSpecial) -> list[Action]:
    return [T.mk("keep", card=c) for c in pend.cards] or [T.mk("keep", card=-1)]


def _keep(st: TrickerionState, pi: int, a: Action, pend: KeepSpecial, events: list[Event]) -> None:
    c = a["card"]
    for other in pend.cards:
        if other != c:
            st.sa_decks[pend.deck].append(other)
    st.pend = None
    if c >= 0:
        st.p[pi].specials.append(c)
        if not st.quiet_mode:
            events.append(
                Event(
                    "keep",
                    pi,
                    {"card": c},
                    visible_to=(pi,),
                    text=Msg("{player} keeps {card}.", player=pi, card=T.named(T.SPECIAL_NAME[c])),
                )
            )


ACTIONS = {"draw": _draw, "fortune": _fortune, "fate": _fate}
PROMPTS: PromptHandlers = {KeepSpecial: (_keep_actions, _keep)}
