"""Spending action points and paying coins: the two costs every location action has."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.trickerion.codes import MARKET

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def spend(st: TrickerionState, ap: int) -> None:
    """Spend action points of the activated character."""
    st.act_ap -= ap


def pay_coins(st: TrickerionState, pi: int, n: int, loc: int) -> None:
    """Pay coins; at the Market Row they may go to a Business Share holder instead of the bank."""
    st.p[pi].coins -= n
    if loc == MARKET and st.business >= 0 and st.business != pi:
        st.p[st.business].coins += n


def action_cost(st: TrickerionState, name: str, default: int) -> int:
    """An action's AP cost: ``default``, unless the active prophecy sets the cost of ``name``."""
    e = st.proph("action_ap")
    return e["ap"] if e is not None and e["action"] == name else default
