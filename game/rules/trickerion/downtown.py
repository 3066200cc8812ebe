"""Downtown (digest 6.2): learning tricks, hiring characters, taking coins and the dice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    ASSISTANT,
    CARD_USED,
    ENGINEER,
    IDLE,
    MANAGER,
    MARKET,
    SPECIAL_BASE,
)
from game.rules.trickerion.components import stock_prices
from game.rules.trickerion.player import Player
from game.rules.trickerion.prompts import GiveCard, Investments, PromptHandlers
from game.rules.trickerion.specials import card_key, card_num
from game.rules.trickerion.spending import action_cost, pay_coins, spend
from game.rules.trickerion.storage import add_components, free_apprentice_spaces, room

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


LEARN_AP = HIRE_AP = COINS_AP = 3
REROLL_AP = 1
SETDIE_AP = 2
ALL_CATS = (0, 1, 2, 3)


def _cost(st: TrickerionState, key: str, name: str, default: int, card: str) -> int:
    """An action's AP: its printed cost (or the active prophecy's), less ``card``'s discount when that
    Special Assignment card is the one in play (``key``)."""
    return action_cost(st, name, default) - (card_num(card, "ap_discount") if key == card else 0)


def learn_cost(st: TrickerionState, key: str) -> int:
    """Learning's AP with ``key`` the card in play (the option's label names it too)."""
    return _cost(st, key, "learn", LEARN_AP, "thirst_for_knowledge")


def hire_cost(st: TrickerionState, key: str) -> int:
    """Hiring's AP with ``key`` the card in play (the option's label names it too)."""
    return _cost(st, key, "hire", HIRE_AP, "headhunter")


def coins_cost(st: TrickerionState, key: str) -> int:
    """Take Coins' AP with ``key`` the card in play (the option's label names it too)."""
    return _cost(st, key, "take_coins", COINS_AP, "interest")


def actions(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    """Append Downtown's actions for the activated character: learn, hire, take coins, the dice."""
    p = st.p[pi]
    key = card_key(st)
    if not st.trick_room(pi):  # returning a trick to the Residence makes room for a new one
        acts.extend(T.DISCARD_TRICK.of(s) for s in p.tricks())
    if st.act_ap >= learn_cost(st, key):
        _learn_actions(st, pi, key, acts)
    if st.act_ap >= hire_cost(st, key):
        _hire_actions(st, p, key, acts)
    if st.act_ap >= coins_cost(st, key):
        acts.extend(T.COINS.of(d) for d in (4, 5) if st.dice[d] != T.X_FACE)
    if st.act_ap >= REROLL_AP:
        acts.extend(T.REROLLS)
    if st.act_ap >= SETDIE_AP:
        for d in range(6):
            acts.extend(T.setdie_actions(d, st.dice[d]))


def _learn_actions(st: TrickerionState, pi: int, key: str, acts: list[Action]) -> None:
    """Learning with a Trick die (its category or the favourite; "?" any), or the favourite if both show X."""
    p = st.p[pi]
    dice = st.dice
    fav = T.MAG_CAT[p.magician]
    owned = st.owned_tricks()
    room = st.trick_room(pi)
    levels = (1, 2, 3) if st.da else (1, 2)
    options: list[tuple[int, tuple[int, ...]]] = []
    for d in (0, 1):
        v = dice[d]
        if v == T.X_FACE:
            continue
        cats = ALL_CATS if (v == T.ANY_FACE or key == "thirst_for_knowledge") else tuple({v, fav})
        options.append((d, cats))
    if dice[0] == T.X_FACE and dice[1] == T.X_FACE:
        options.append((-1, (fav,)))
    overhaul = key == "trick_overhaul"
    for d, cats in options:
        for c in sorted(cats):
            for lvl in levels:
                for t in T.TRICKS_OF[c * 3 + lvl - 1]:
                    if t in owned:
                        continue
                    thr = T.TRICK_THRESHOLD[t]
                    if p.fame < thr and p.coins < thr - p.fame:
                        continue
                    if room:
                        acts.append(T.LEARN.of(d, t))
                    if overhaul and st.meets(pi, t):
                        for s in p.tricks():
                            acts.append(T.mk("learn", trick=t, die=d, replace=s))


def _hire_actions(st: TrickerionState, p: Player, key: str, acts: list[Action]) -> None:
    """Hiring with a Character die (Headhunter: any character); Mass Recruitment adds a second Apprentice."""
    hh = key == "headhunter"
    for d in (2, 3):
        v = st.dice[d]
        if v == T.X_FACE:
            continue
        for k in (ENGINEER, MANAGER, ASSISTANT, APPRENTICE) if hh else (v,):
            if can_hire(p, k):
                acts.append(T.HIRE.of(k, d))
                if (
                    k == APPRENTICE
                    and key == "mass_recruitment"
                    and p.coins >= card_num("mass_recruitment", "coins")
                    and free_apprentice_spaces(p) >= 2
                ):
                    acts.append(T.mk("hire", character=k, die=d, extra=1))


def can_hire(p: Player, kind: int) -> bool:
    if kind == APPRENTICE:
        return free_apprentice_spaces(p) > 0
    return kind not in p.chars and kind not in p.incoming


def _learn(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    t, d = a["trick"], a["die"]
    key = card_key(st)
    spend(st, learn_cost(st, key))
    if key in ("thirst_for_knowledge", "leaked_blueprints", "trick_overhaul"):
        st.act_flags |= CARD_USED
    if d >= 0:
        st.dice[d] = T.X_FACE
    thr = T.TRICK_THRESHOLD[t]
    if p.fame < thr:
        pay = thr - p.fame
        p.coins -= pay
        if not st.quiet_mode:
            events.append(
                Event(
                    "pay_threshold",
                    pi,
                    {"coins": pay},
                    text=NMsg(
                        "{player} pays {n} coin for the missing Fame.",
                        "{player} pays {n} coins for the missing Fame.",
                        pay,
                        player=pi,
                    ),
                )
            )
    replace = a.get("replace")
    if replace is not None:
        old = p.sym_trick[replace]
        p.put_trick(replace, t)  # Trick Overhaul: its prepared markers stay
        if not st.quiet_mode:
            events.append(
                Event(
                    "learn",
                    pi,
                    {"trick": t, "returned": old},
                    text=Msg(
                        "{player} learns {trick} in place of {old}.",
                        player=pi,
                        trick=T.named(T.TRICK_NAME[t]),
                        old=T.named(T.TRICK_NAME[old]),
                    ),
                )
            )
        return
    sym = st.learn(pi, t)
    if key == "leaked_blueprints" and thr <= card_num("leaked_blueprints", "max_threshold"):
        p.sym_ready[sym] = card_num("leaked_blueprints", "markers")
    if not st.quiet_mode:
        events.append(
            Event(
                "learn",
                pi,
                {"trick": t, "sym": sym},
                text=Msg("{player} learns {trick}.", player=pi, trick=T.named(T.TRICK_NAME[t])),
            )
        )


def _hire(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    key = card_key(st)
    spend(st, hire_cost(st, key))
    if key in ("headhunter", "mass_recruitment", "hypnotic_motivation"):
        st.act_flags |= CARD_USED
    st.dice[a["die"]] = T.X_FACE
    kind = a["character"]
    n = 2 if a.get("extra") else 1
    if n == 2:
        p.coins -= card_num("mass_recruitment", "coins")
    for _ in range(n):
        if key == "hypnotic_motivation":
            join_now(st, pi, kind)
        else:
            p.incoming.append(kind)
    if not st.quiet_mode:
        events.append(
            Event(
                "hire",
                pi,
                {"kind": kind, "n": n},
                text=NMsg("{player} hires a character.", "{player} hires {n} characters.", n, player=pi),
            )
        )
    if key == "hypnotic_motivation":
        st.pend = GiveCard()


def join_now(st: TrickerionState, pi: int, kind: int) -> None:
    """A character joins the team at once (Hypnotic Motivation); it may still be placed this phase."""
    p = st.p[pi]
    p.chars.append(kind)
    p.assign.append(IDLE)
    p.placed.append(2)


def _coins(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    key = card_key(st)
    spend(st, coins_cost(st, key))
    d = a["die"]
    value = st.dice[d]
    mult = st.proph("take_coins_multiplier")
    gain = value * (mult["value"] if mult is not None else 1)
    if key == "interest":
        gain += max(0, T.roll_die(st.rng, d))  # an X adds nothing
    st.dice[d] = T.X_FACE
    fame = value - card_num("fame_and_fortune", "minus") if key == "fame_and_fortune" else 0
    if key in ("interest", "fame_and_fortune", "investments"):
        st.act_flags |= CARD_USED
    st.gain(pi, fame=fame, coins=gain)
    if not st.quiet_mode:
        events.append(
            Event(
                "coins",
                pi,
                {"coins": gain},
                irreversible=key == "interest",
                text=NMsg("{player} takes {n} coin.", "{player} takes {n} coins.", gain, player=pi),
            )
        )
    if key == "investments":
        st.pend = Investments(3, gain)


def _reroll(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, REROLL_AP)
    d = a["die"]
    st.dice[d] = T.roll_die(st.rng, d)
    if not st.quiet_mode:
        events.append(
            Event(
                "reroll",
                pi,
                {"die": d, "face": st.dice[d]},
                irreversible=True,
                text=Msg("{player} rerolls a die.", player=pi),
            )
        )


def _setdie(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    if not a.get("free"):
        spend(st, SETDIE_AP)
    st.dice[a["die"]] = a["face"]
    if not st.quiet_mode:
        events.append(
            Event(
                "setdie",
                pi,
                {"die": a["die"], "face": a["face"]},
                text=Msg("{player} sets a die.", player=pi),
            )
        )


def _give_card_actions(st: TrickerionState, pi: int, pend: GiveCard) -> list[Action]:
    p = st.p[pi]
    acts = [T.mk("assign", card=IDLE)]
    acts.extend(T.mk("assign", card=loc) for loc in range(5) if p.perm[loc] > 0)
    acts.extend(T.mk("assign", card=SPECIAL_BASE + s) for s in sorted(set(p.specials)))
    return acts


def _give_card(st: TrickerionState, pi: int, a: Action, pend: GiveCard, events: list[Event]) -> None:
    p = st.p[pi]
    code = a["card"]
    ci = len(p.chars) - 1
    if 0 <= code < 5:
        p.perm[code] -= 1
    elif code >= SPECIAL_BASE:
        p.specials.remove(code - SPECIAL_BASE)
    p.assign[ci] = code
    p.placed[ci] = 0 if code != IDLE else 2
    st.pend = None


def _investments_actions(st: TrickerionState, pi: int, pend: Investments) -> list[Action]:
    p = st.p[pi]
    acts = [T.mk("stop")]
    if pend.left > 0:
        for t, price in sorted(stock_prices(st, pi).items()):
            if price <= pend.budget and price <= p.coins and room(p, t) > 0:
                acts.append(T.mk("invest", comp=t))
    return acts


def _invest(st: TrickerionState, pi: int, a: Action, pend: Investments, events: list[Event]) -> None:
    if a.kind == "stop":
        st.pend = None
        return
    t = a["comp"]
    price = stock_prices(st, pi)[t]
    pay_coins(st, pi, price, MARKET)
    add_components(st.p[pi], t, 1)
    left = pend.left - 1
    st.pend = Investments(left, pend.budget - price) if left else None


ACTIONS = {"learn": _learn, "hire": _hire, "coins": _coins, "reroll": _reroll, "setdie": _setdie}
PROMPTS: PromptHandlers = {
    GiveCard: (_give_card_actions, _give_card),
    Investments: (_investments_actions, _invest),
}
