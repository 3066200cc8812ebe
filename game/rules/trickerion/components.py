"""Components for sale: names, unit prices and what can be bought now."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.trickerion import tables as T
from game.rules.trickerion.data.components import COMPONENTS, QUICK_ORDER_SURCHARGE
from game.rules.trickerion.specials import card_key, card_num

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def comp_name(t: int) -> str:
    """A component type's English name (wrapped by ``T.named`` for the log)."""
    return COMPONENTS[t].name


def unit_price(st: TrickerionState, t: int) -> int:
    """A component's price before cards and the quick order's surcharge (a prophecy may fix it)."""
    e = st.proph("component_price")
    return e["value"] if e is not None else T.COMP_PRICE[t]


def stocked_types(st: TrickerionState) -> set[int]:
    """Component types that count as stock this turn: the Buy area, Logistics' order and the
    quick-ordered one (digest 6.3) -- what nobody may Order, player or Heir."""
    return {t for t in (*st.stock, *st.logistics, st.quick) if t >= 0}


def stock_prices(st: TrickerionState, pi: int) -> dict[int, int]:
    """Component types buyable now and their unit price."""
    out: dict[int, int] = {}
    for t in st.stock:
        if t >= 0:
            out[t] = unit_price(st, t)
    for t in st.logistics:
        out.setdefault(t, unit_price(st, t))
    if st.proph("buy_from_orders") is not None:
        for t in st.orders:
            if t >= 0:
                out.setdefault(t, unit_price(st, t))
    if st.quick >= 0:
        out.setdefault(st.quick, unit_price(st, st.quick) + QUICK_ORDER_SURCHARGE)
    if card_key(st) == "workshop_delivery":
        p = st.p[pi]
        for t in range(T.NCOMP):
            if p.physical(t) > 0:
                out[t] = max(
                    0, min(out.get(t, 99), unit_price(st, t)) - card_num("workshop_delivery", "discount")
                )
    return out
