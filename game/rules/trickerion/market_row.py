"""The Market Row (digest 6.3): buying, ordering and the quick order; Component Sale."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import CARD_USED, LOC_MODE, MARKET
from game.rules.trickerion.components import comp_name, stock_prices, stocked_types, unit_price
from game.rules.trickerion.prompts import ComponentSale, PromptHandlers
from game.rules.trickerion.specials import card_key, card_num
from game.rules.trickerion.spending import pay_coins, spend
from game.rules.trickerion.storage import add_components, room

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


BUY_AP = ORDER_AP = 1


QUICK_AP = 2


MAX_BUY = 3  # components of one type in one Buy


def actions(st: TrickerionState, pi: int, acts: list[Action]) -> bool:
    """Append the Market Row's actions; returns whether a buyable type has no room to go."""
    p = st.p[pi]
    ap = st.act_ap
    key = card_key(st)
    full = False
    if ap >= BUY_AP:
        max_n = MAX_BUY
        prices = stock_prices(st, pi)
        rooms = {t: room(p, t) for t in prices}  # the board is the same for every line below
        if key == "component_sale":  # one Buy of up to 4, any mix: picked one by one (a ComponentSale prompt)
            acts.extend(
                T.mk("sale_pick", comp=t)
                for t, price in sorted(prices.items())
                if rooms[t] > 0 and p.coins >= price
            )
        for t, price in sorted(prices.items()):
            r = rooms[t]
            for n in range(1, min(max_n, r) + 1):
                total = price * n
                for b in range(0, min(ap - 1, total - 1) + 1) if total > 0 else (0,):
                    if p.coins >= total - b:
                        acts.append(T.BUY.of(b, t, n))
                        if key == "shoplifting" and t in st.stock:
                            for basic in T.BASICS:
                                acts.append(T.mk("buy", comp=t, n=n, bargain=b, lift=basic))
                if key == "smuggled_goods" and p.fame >= total - card_num("smuggled_goods", "minus"):
                    acts.append(T.mk("buy", comp=t, n=n, fame=1))
                if (
                    key == "barter_with_power"
                    and p.any_shards() >= 1
                    and total <= card_num("barter_with_power", "value")
                ):
                    acts.append(T.mk("buy", comp=t, n=n, barter=1))
        full = any(r == 0 for r in rooms.values())
        stock = stocked_types(st)
        if -1 in st.orders or key == "logistics":
            for t in range(T.NCOMP):
                if t in stock or t in st.orders:
                    continue
                acts.append(T.ORDER.of(t))
                if (
                    key == "traveling_merchants"
                    and p.coins >= unit_price(st, t) + card_num("traveling_merchants", "surcharge")
                    and room(p, t) > 0
                ):
                    acts.append(T.mk("order", comp=t, now=1))
    if ap >= QUICK_AP:
        for t in range(T.NCOMP):
            if t != st.quick:
                acts.append(T.QUICK.of(t))
    return full


def _buy(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    t, n = a["comp"], a["n"]
    b = a.get("bargain", 0)
    price = stock_prices(st, pi)[t]
    total = price * n
    key = card_key(st)
    spend(st, BUY_AP + b)
    paid = 0
    if a.get("fame"):
        st.gain(pi, fame=-(total - card_num("smuggled_goods", "minus")))
    elif a.get("barter"):
        st.mshards += p.pay_shard()
    else:
        paid = total - b
        pay_coins(st, pi, paid, MARKET)
    lift = a.get("lift")
    if lift is not None:
        slot = st.stock.index(t)
        st.stock[slot] = lift
        refund = min(price, paid)
        p.coins += refund
        paid -= refund
    minus = card_num("workshop_exhibition", "minus")
    if key == "workshop_exhibition" and paid > minus:
        st.gain(pi, fame=paid - minus)
    if key:
        st.act_flags |= CARD_USED
    add_components(p, t, n)
    if not st.quiet_mode:
        events.append(
            Event(
                "buy",
                pi,
                {"comp": t, "n": n, "coins": paid},
                text=NMsg(
                    "{player} buys {n} {component}.",
                    "{player} buys {n} {component}.",
                    n,
                    player=pi,
                    component=T.named(comp_name(t)),
                ),
            )
        )


def _order(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, ORDER_AP)
    t = a["comp"]
    key = card_key(st)
    if a.get("now"):
        pay_coins(st, pi, unit_price(st, t) + card_num("traveling_merchants", "surcharge"), MARKET)
        add_components(st.p[pi], t, 1)
    if key == "logistics":
        st.logistics.append(t)
        st.act_flags |= CARD_USED
    else:
        st.orders[st.orders.index(-1)] = t
    if not st.quiet_mode:
        events.append(
            Event(
                "order",
                pi,
                {"comp": t},
                text=Msg("{player} orders {component}.", player=pi, component=T.named(comp_name(t))),
            )
        )


def _quick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, QUICK_AP)
    st.quick = a["comp"]
    st.quick_owner = pi if card_key(st) == "dubious_sources" else -1
    if not st.quiet_mode:
        events.append(
            Event(
                "quick",
                pi,
                {"comp": st.quick},
                text=Msg(
                    "{player} places a quick order for {component}.",
                    player=pi,
                    component=T.named(comp_name(st.quick)),
                ),
            )
        )


def _sale_total(st: TrickerionState, pi: int, basket: tuple[int, ...]) -> int:
    prices = stock_prices(st, pi)
    return sum(prices[t] for t in basket)


def _sale_actions(st: TrickerionState, pi: int, pend: ComponentSale) -> list[Action]:
    p = st.p[pi]
    basket = pend.basket
    total = _sale_total(st, pi, basket)
    acts = [T.mk("stop")]
    if len(basket) < card_num("component_sale", "max"):
        for t, price in sorted(stock_prices(st, pi).items()):
            if room(p, t) > basket.count(t) and p.coins >= total + price:
                acts.append(T.mk("sale_pick", comp=t))
    for b in range(0, min(st.act_ap - 1, total - 1) + 1) if total > 0 else (0,):
        if p.coins >= total - b:
            acts.append(T.mk("sale_pay", bargain=b))
    return acts


def _sale_pick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    st.pend = ComponentSale((a["comp"],))


def _sale(st: TrickerionState, pi: int, a: Action, pend: ComponentSale, events: list[Event]) -> None:
    basket = pend.basket
    if a.kind == "sale_pick":
        st.pend = ComponentSale((*basket, a["comp"]))
        return
    st.pend = None
    if a.kind == "stop":
        return
    p = st.p[pi]
    b = a["bargain"]
    paid = _sale_total(st, pi, basket) - b
    spend(st, BUY_AP + b)
    pay_coins(st, pi, paid, MARKET)
    st.act_flags |= CARD_USED | LOC_MODE
    for t in basket:
        add_components(p, t, 1)
    if not st.quiet_mode:
        events.append(
            Event(
                "buy",
                pi,
                {"comps": list(basket), "coins": paid},
                text=NMsg(
                    "{player} buys {n} component.", "{player} buys {n} components.", len(basket), player=pi
                ),
            )
        )


ACTIONS = {"buy": _buy, "order": _order, "quick": _quick, "sale_pick": _sale_pick}
PROMPTS: PromptHandlers = {ComponentSale: (_sale_actions, _sale)}
