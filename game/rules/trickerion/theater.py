"""The Theater: setting up markers, Links, rescheduling and the Performance phase (digest 9).

A marker is stored on a performance card as ``player * 4 + symbol`` with the
direction its trick's own category faces; the other corners follow the fixed
clockwise order (``tables.corner_at``), so two markers link when the corners
meeting in a Link circle show the same category.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    CARD_USED,
    STACKED,
)
from game.rules.trickerion.data.arcane import SHAPESHIFTER_BACKSTAGE
from game.rules.trickerion.prompts import PromptHandlers, Reschedule, RewardDraw, SwapCards
from game.rules.trickerion.specials import card_key, draw_specials
from game.rules.trickerion.spending import spend

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

FIASCO = {k: int(v) for k, v in T.SPECIAL_PARAMS["arranged_fiasco"].items()}
SETUP_AP = 1  # setting up a trick on a performance card
RESCHEDULE_AP = 1  # moving a marker on a performance card (during Place Characters)
STREET_AP = 1  # a street performance with a marker
DAY_NAMES = (Msg("Thursday"), Msg("Friday"), Msg("Saturday"), Msg("Sunday"))
DAY_KEYS = ("thursday", "friday", "saturday", "sunday")
SHAPE_BONUS = tuple(
    (n if k == "fame" else 0, n if k == "coins" else 0, n if k == "shards" else 0)
    for k, n in SHAPESHIFTER_BACKSTAGE
    if k != "charge"
)
"""The Shapeshifter's backstage bonuses as (Fame, coins, Shards); choice 3 is charging a shard."""


def trick_of(st: TrickerionState, code: int) -> int:
    return st.p[code >> 2].sym_trick[code & 3]


def faces(card: int, pos: int) -> tuple[int, ...]:
    """Directions the trick's own category may face: those of the slot's Link circles."""
    dirs = tuple(sorted({d for d, _, _ in T.PERF_NEIGH[card][pos]}))
    return dirs or (0,)


def links_for(st: TrickerionState, i: int, pos: int, trick: int, face: int) -> list[tuple[int, bool]]:
    """(neighbour position, shard circle) of every Link a marker would make there."""
    card = st.t_cards[i]
    occ = st.occ[i]
    out = []
    for d, nb, shard in T.PERF_NEIGH[card][pos]:
        oc = occ[nb]
        if oc < 0:
            continue
        if T.corner_at(trick, face, d) == T.corner_at(trick_of(st, oc), st.face[i][nb], (d + 2) % 4):
            out.append((nb, shard))
    return out


def adjacent(st: TrickerionState, i: int, pos: int) -> list[tuple[int, bool]]:
    """Occupied neighbours through Link circles, matching or not (Orchestral Interlude)."""
    card = st.t_cards[i]
    return [(nb, shard) for _, nb, shard in T.PERF_NEIGH[card][pos] if st.occ[i][nb] >= 0]


def card_links(st: TrickerionState, i: int) -> int:
    """Links on a performance card, whoever made them."""
    card = st.t_cards[i]
    occ = st.occ[i]
    n = 0
    for a, b, _ in T.PERF_LINKS[card]:
        if occ[a] < 0 or occ[b] < 0:
            continue
        d = 2 if a // 3 == b // 3 else 1
        if T.corner_at(trick_of(st, occ[a]), st.face[i][a], d) == T.corner_at(
            trick_of(st, occ[b]), st.face[i][b], (d + 2) % 4
        ):
            n += 1
    return n


# --------------------------------------------------------------------------- backstage


def free_spots(
    st: TrickerionState,
    pi: int,
    s: int,
    pay: bool = True,
    twist: bool = False,
    guest: bool = False,
    kind: str = "setup",
    stack: bool = False,
    orchestral: bool = False,
) -> list[Action]:
    """Where a marker of ``pi``'s symbol ``s`` may go.

    With ``pay``, a placement that makes Links also says how many of the Link
    payments are taken as Fame (``fame``, the rest are coins).
    """
    code = pi * 4 + s
    t = st.p[pi].sym_trick[s]
    acts: list[Action] = []
    for i, card in enumerate(st.t_cards):
        if card < 0:
            continue
        occ = st.occ[i]
        if code in occ and not twist:
            continue
        spots = [pos for pos in T.PERF_SLOTS[card] if occ[pos] < 0]
        if not spots and guest:
            for pos in range(6):
                if pos not in T.PERF_SLOTS[card] and occ[pos] < 0:
                    acts.append(
                        T.mk(kind, sym=s, card=i, pos=pos, face=0)
                        if kind == "setup"
                        else T.mk(kind, card=i, pos=pos, face=0)
                    )
            continue
        for pos in spots:
            for f in faces(card, pos):
                for stacked in (False, True) if stack else (False,):
                    base = {"card": i, "pos": pos, "face": f | (STACKED if stacked else 0)}
                    if kind == "setup":
                        base["sym"] = s
                    n = len(adjacent(st, i, pos) if orchestral else links_for(st, i, pos, t, f)) if pay else 0
                    if n:
                        acts.extend(T.mk(kind, fame=k, **base) for k in range(n + 1))
                    else:
                        acts.append(T.mk(kind, **base))
    return acts


def reschedulable(st: TrickerionState, i: int, pos: int) -> bool:
    """Whether the marker at ``pos`` of card ``i``, once lifted, has a spot to go to.

    Usually its own spot is free again, but not always: a New Twist pair leaves a copy of the
    trick on the card and a Guest Performer's marker may sit outside the card's slots, so when
    every other card holds a copy or is full, the Reschedule prompt would offer nothing and
    the mover could never answer it (issue #25).  Checked by lifting the marker for a moment
    and asking the prompt's own list, so the test cannot drift from the rule.
    """
    row = st.occ[i]
    code = row[pos]
    row[pos] = -1
    try:
        return bool(free_spots(st, code >> 2, code & 3, pay=False, kind="moveto"))
    finally:
        row[pos] = code


def backstage_actions(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    if st.act_ap < 1:
        return
    p = st.p[pi]
    key = card_key(st)
    for s in range(4):
        if p.sym_trick[s] >= 0 and p.sym_ready[s] > 0:
            acts.extend(
                free_spots(
                    st,
                    pi,
                    s,
                    twist=key == "new_twist",
                    guest=key == "guest_performer",
                    stack=p.sym_ready[s] >= 2 and st.ability(pi, "supercharge"),
                    orchestral=key == "orchestral_interlude",
                )
            )
    favor = key == "directors_favor"
    for i, row in enumerate(st.occ):
        for pos, code in enumerate(row):
            if code < 0:
                continue
            if (code >> 2 == pi or favor) and reschedulable(st, i, pos):
                acts.append(T.RESCHED.of(i, pos))
            if code >> 2 == pi and key == "street_performance":
                acts.append(T.mk("street", card=i, pos=pos))


def marker_links(
    st: TrickerionState, pi: int, t: int, i: int, pos: int, face: int
) -> tuple[list[tuple[int, bool]], int]:
    """The Links a marker of trick ``t`` placed by ``pi`` would make, and the multiplier of their
    payment (Headliner Trick); ``put_marker`` pays by it and the setup labels name the reward."""
    key = card_key(st) if st.phase == "act" and st.cur == pi else ""
    links = adjacent(st, i, pos) if key == "orchestral_interlude" else links_for(st, i, pos, t, face)
    mult = int(T.SPECIAL_PARAMS["headliner_trick"]["multiplier"]) if key == "headliner_trick" else 1
    return links, mult


def put_marker(
    st: TrickerionState,
    pi: int,
    s: int,
    i: int,
    pos: int,
    face: int,
    fame_links: int | None,
    events: list[Event],
    pay: bool = True,
    owner: int = -1,
) -> None:
    """Place a marker and pay its Links: ``fame_links`` of the payments in Fame, the rest in coins."""
    owner = pi if owner < 0 else owner
    code = owner * 4 + s
    t = st.p[owner].sym_trick[s]
    links, mult = marker_links(st, pi, t, i, pos, face)
    st.occ[i][pos] = code
    st.face[i][pos] = face
    if not pay or not links:
        return
    unit = T.TRICK_LEVEL[t] * mult
    as_fame = len(links) if fame_links is None else min(fame_links, len(links))
    value = unit * len(links)
    st.gain(pi, fame=unit * as_fame, coins=unit * (len(links) - as_fame))
    for nb, shard in links:
        if shard:
            for q in {pi, st.occ[i][nb] >> 2}:
                st.gain(q, shards=mult)
    if not st.quiet_mode:
        events.append(
            Event(
                "links",
                pi,
                {"n": len(links), "value": value, "fame_links": as_fame},
                text=NMsg("{player} makes {n} Link.", "{player} makes {n} Links.", len(links), player=pi),
            )
        )


def apply_setup(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    s = a["sym"]
    key = card_key(st)
    spend(st, SETUP_AP)
    t = p.sym_trick[s]
    p.sym_ready[s] -= 2 if a["face"] & STACKED else 1
    put_marker(st, pi, s, a["card"], a["pos"], a["face"], a.get("fame"), events)
    if not st.quiet_mode:
        events.append(
            Event(
                "setup",
                pi,
                {"sym": s, "card": a["card"], "pos": a["pos"], "face": a["face"]},
                text=Msg("{player} sets up {trick}.", player=pi, trick=T.named(T.TRICK_NAME[t])),
            )
        )
    e = st.proph("setup_category_fame")
    if e is not None and T.CAT_INDEX[str(e["category"])] == T.TRICK_CAT[t]:
        st.gain(pi, fame=e["fame"])
    if key in ("orchestral_interlude", "headliner_trick", "new_twist", "guest_performer", "buying_time"):
        st.act_flags |= CARD_USED
    if key == "buying_time":
        st.gain(pi, coins=int(T.SPECIAL_PARAMS["buying_time"]["coins"]))
        st.pend = SwapCards()


def apply_resched(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    if st.phase == "act":
        spend(st, RESCHEDULE_AP)
        if card_key(st) == "directors_favor" and st.occ[a["card"]][a["pos"]] >> 2 != pi:
            st.act_flags |= CARD_USED
    i, pos = a["card"], a["pos"]
    code = st.occ[i][pos]
    st.occ[i][pos] = -1
    st.pend = Reschedule(code, 1 if st.phase == "chains" else 0, st.face[i][pos] & STACKED)
    if not st.quiet_mode:
        events.append(
            Event(
                "resched", pi, {"card": i, "pos": pos}, text=Msg("{player} reschedules a marker.", player=pi)
            )
        )


def apply_street(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, STREET_AP)
    st.act_flags |= CARD_USED
    i, pos = a["card"], a["pos"]
    code = st.occ[i][pos]
    st.occ[i][pos] = -1
    y = trick_yield(st, pi, code & 3, player_day(st, pi, -1))
    st.gain(pi, fame=y[0], coins=y[1], shards=y[2])
    if not st.quiet_mode:
        events.append(
            Event(
                "street",
                pi,
                {"fame": y[0], "coins": y[1], "shards": y[2]},
                text=Msg("{player} gives a street performance.", player=pi),
            )
        )


def _reschedule_actions(st: TrickerionState, pi: int, pend: Reschedule) -> list[Action]:
    code = pend.marker
    return free_spots(st, code >> 2, code & 3, pay=bool(pend.pay), kind="moveto")


def _swap_actions(st: TrickerionState, pi: int, pend: SwapCards) -> list[Action]:
    cards = [i for i, c in enumerate(st.t_cards) if c >= 0]
    return [T.mk("stop")] + [T.mk("swap", a=x, b=y) for x in cards for y in cards if x < y]


def _reward_actions(st: TrickerionState, pi: int, pend: RewardDraw) -> list[Action]:
    return [T.mk("draw", deck=d) for d in range(4) if st.sa_decks[d]] or [T.mk("stop")]


def _reschedule(st: TrickerionState, pi: int, a: Action, pend: Reschedule, events: list[Event]) -> None:
    code = pend.marker
    st.pend = None
    put_marker(
        st,
        pi,
        code & 3,
        a["card"],
        a["pos"],
        a["face"] | pend.stacked,
        a.get("fame"),
        events,
        pay=bool(pend.pay),
        owner=code >> 2,
    )


def _reward_draw(st: TrickerionState, pi: int, a: Action, pend: RewardDraw, events: list[Event]) -> None:
    st.pend = None
    if a.kind == "draw":
        draw_specials(st, pi, a["deck"], events)


def _swap(st: TrickerionState, pi: int, a: Action, pend: SwapCards, events: list[Event]) -> None:
    st.pend = None
    if a.kind == "swap":
        x, y = a["a"], a["b"]
        for arr in (st.t_cards, st.occ, st.face):
            arr[x], arr[y] = arr[y], arr[x]


PROMPTS: PromptHandlers = {
    Reschedule: (_reschedule_actions, _reschedule),
    SwapCards: (_swap_actions, _swap),
    RewardDraw: (_reward_actions, _reward_draw),
}
"""The Theater's prompts: (actions offered, answer) per record type (see ``locations.PROMPTS``)."""


# --------------------------------------------------------------------------- yields


def player_day(st: TrickerionState, pi: int, perf_day: int) -> int:
    """The day whose yield modifier applies to ``pi`` (own Theater day, else the performer's)."""
    for d in range(4):
        if st.day_owner[d] == pi:
            return d
    return perf_day


def day_modifier(st: TrickerionState, day: int) -> tuple[int, int]:
    if day < 0:
        return (0, 0)
    f, c = T.DAY_YIELD[day]
    e = st.proph("no_day_modifiers")
    if e is not None and DAY_KEYS[day] in str(e["days"]).split(","):
        return (0, 0)
    e = st.proph("day_modifier")
    if e is not None and e["day"] == DAY_KEYS[day]:
        return (e["fame"], e["coins"])
    return (f, c)


def trick_yield(st: TrickerionState, pi: int, s: int, day: int = -1) -> tuple[int, int, int]:
    """(Fame, coins, Shards) one marker of ``pi``'s symbol ``s`` yields, with the day modifier."""
    p = st.p[pi]
    t = p.sym_trick[s]
    f, c = day_modifier(st, day) if pi != st.heir else (0, 0)
    fame = max(0, T.TRICK_FAME[t] + p.sym_bonus[s] + f)
    coins = max(0, T.TRICK_COINS[t] + p.sym_bonus[s] + c)
    return fame, coins, T.TRICK_SHARDS[t]
