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
from game.rules.trickerion.data.arcane import SHAPESHIFTER_BACKSTAGE
from game.rules.trickerion.state import ASSISTANT, ENGINEER, MANAGER, SHAPESHIFTER, SPECIAL_BASE, Player

if TYPE_CHECKING:
    from game.rules.trickerion.engine import TrickerionState

FIASCO = {k: int(v) for k, v in T.SPECIAL_PARAMS["arranged_fiasco"].items()}
DAY_NAMES = (Msg("Thursday"), Msg("Friday"), Msg("Saturday"), Msg("Sunday"))
DAY_KEYS = ("thursday", "friday", "saturday", "sunday")
RESCHEDULE, SWAP, REWARD = 7, 8, 10  # st.pend[0] codes owned by this module
STACKED = 4  # face bit of Electra's stacked markers (see engine.STACKED)
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


def _key(st: TrickerionState) -> str:
    from game.rules.trickerion.locations import card_key

    return card_key(st)


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


def backstage_actions(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    if st.act_ap < 1:
        return
    p = st.p[pi]
    key = _key(st)
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
            if code >> 2 == pi or favor:
                acts.append(T.mk("resched", card=i, pos=pos))
            if code >> 2 == pi and key == "street_performance":
                acts.append(T.mk("street", card=i, pos=pos))


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
    key = _key(st) if st.phase == "act" and st.cur == pi else ""
    links = links_for(st, i, pos, t, face)
    if key == "orchestral_interlude":
        links = adjacent(st, i, pos)
    st.occ[i][pos] = code
    st.face[i][pos] = face
    if not pay or not links:
        return
    mult = int(T.SPECIAL_PARAMS["headliner_trick"]["multiplier"]) if key == "headliner_trick" else 1
    unit = T.TRICK_LEVEL[t] * mult
    as_fame = len(links) if fame_links is None else min(fame_links, len(links))
    value = unit * len(links)
    st.gain(pi, fame=unit * as_fame, coins=unit * (len(links) - as_fame))
    for nb, shard in links:
        if shard:
            for q in {pi, st.occ[i][nb] >> 2}:
                st.gain(q, shards=mult)
    events.append(
        Event(
            "links",
            pi,
            {"n": len(links), "value": value, "fame_links": as_fame},
            text=NMsg("{player} makes {n} Link.", "{player} makes {n} Links.", len(links), player=pi),
        )
    )


def apply_setup(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    from game.rules.trickerion.locations import CARD_USED, spend

    p = st.p[pi]
    s = a["sym"]
    key = _key(st)
    spend(st, 1)
    t = p.sym_trick[s]
    p.sym_ready[s] -= 2 if a["face"] & STACKED else 1
    put_marker(st, pi, s, a["card"], a["pos"], a["face"], a.get("fame"), events)
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
        st.pend = [SWAP]


def apply_resched(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    from game.rules.trickerion.locations import CARD_USED, spend

    if st.phase == "act":
        spend(st, 1)
        if _key(st) == "directors_favor" and st.occ[a["card"]][a["pos"]] >> 2 != pi:
            st.act_flags |= CARD_USED
    i, pos = a["card"], a["pos"]
    code = st.occ[i][pos]
    st.occ[i][pos] = -1
    st.pend = [RESCHEDULE, code, 1 if st.phase == "chains" else 0, st.face[i][pos] & STACKED]
    events.append(
        Event("resched", pi, {"card": i, "pos": pos}, text=Msg("{player} reschedules a marker.", player=pi))
    )


def apply_street(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    from game.rules.trickerion.locations import CARD_USED, spend

    spend(st, 1)
    st.act_flags |= CARD_USED
    i, pos = a["card"], a["pos"]
    code = st.occ[i][pos]
    st.occ[i][pos] = -1
    y = trick_yield(st, pi, code & 3, player_day(st, pi, -1))
    st.gain(pi, fame=y[0], coins=y[1], shards=y[2])
    events.append(
        Event(
            "street",
            pi,
            {"fame": y[0], "coins": y[1], "shards": y[2]},
            text=Msg("{player} gives a street performance.", player=pi),
        )
    )


def pending_actions(st: TrickerionState, pi: int) -> list[Action]:
    pend = st.pend
    if pend[0] == RESCHEDULE:
        code = pend[1]
        return free_spots(st, code >> 2, code & 3, pay=bool(pend[2]), kind="moveto")
    if pend[0] == SWAP:
        cards = [i for i, c in enumerate(st.t_cards) if c >= 0]
        return [T.mk("stop")] + [T.mk("swap", a=x, b=y) for x in cards for y in cards if x < y]
    if pend[0] == REWARD:
        return [T.mk("draw", deck=d) for d in range(4) if st.sa_decks[d]] or [T.mk("stop")]
    return []


def apply_pending(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    pend = st.pend
    if pend[0] == RESCHEDULE:
        code = pend[1]
        st.pend = []
        put_marker(
            st,
            pi,
            code & 3,
            a["card"],
            a["pos"],
            a["face"] | pend[3],
            a.get("fame"),
            events,
            pay=bool(pend[2]),
            owner=code >> 2,
        )
        if st.phase == "chains":
            _next_chains(st, events)
        return
    if pend[0] == REWARD:
        st.pend = []
        if a.kind == "draw":
            from game.rules.trickerion.locations import draw_specials

            draw_specials(st, pi, a["deck"], events)
        return
    if pend[0] == SWAP:
        st.pend = []
        if a.kind == "swap":
            x, y = a["a"], a["b"]
            for arr in (st.t_cards, st.occ, st.face):
                arr[x], arr[y] = arr[y], arr[x]
        return


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


# --------------------------------------------------------------------------- Performance phase


def start_performance(st: TrickerionState, events: list[Event]) -> None:
    st.phase = "chains"
    st.done = [
        pi
        for pi in st.order
        if pi != st.heir
        and st.ability(pi, "breaking_free")
        and any(code >> 2 == pi for row in st.occ for code in row)
    ]
    _next_chains(st, events)


def _next_chains(st: TrickerionState, events: list[Event]) -> None:
    if st.done:
        st.cur = st.done.pop(0)
        st.phase = "chains"
        return
    st.phase = "perform"
    st.perf_day = 0
    st.memo["asked"] = 0
    _heir_performs_first(st, events)
    advance_performance(st, events)


def _heir_performs_first(st: TrickerionState, events: list[Event]) -> None:
    """A Yoruba Heir always performs first, whatever its day (digest 14.5)."""
    h = st.heir
    if h < 0 or not st.ability(h, "soul_possession") or h not in st.day_perf or not cards_with(st, h):
        return
    from game.rules.trickerion import heir

    day = st.day_perf.index(h)
    st.perf_day = day
    perform(st, h, heir.choose_performance(st, day), events)
    st.perf_day = 0
    st.day_perf[day] = -1


def cards_with(st: TrickerionState, pi: int) -> list[int]:
    return [
        i for i, row in enumerate(st.occ) if st.t_cards[i] >= 0 and any(c >= 0 and c >> 2 == pi for c in row)
    ]


def advance_performance(st: TrickerionState, events: list[Event]) -> None:

    while st.perf_day < 4:
        d = st.perf_day
        pi = st.day_perf[d]
        if pi < 0 or not cards_with(st, pi):
            st.perf_day += 1
            st.memo["asked"] = 0
            continue
        if not st.memo.get("asked"):
            for q in st.order:
                if (
                    q != pi
                    and q != st.heir
                    and st.ability(q, "soul_possession")
                    and st.p[q].any_shards() > 0
                    and not st.p[q].used_mech & 2
                ):
                    st.memo["asked"] = 1
                    st.phase = "possess"
                    st.cur = q
                    return
        if pi == st.heir:
            from game.rules.trickerion import heir

            perform(st, pi, heir.choose_performance(st, d), events)
            continue
        st.phase = "perform"
        st.cur = pi
        return
    st.memo["durable"] = [
        q for q, sid in st.memo.get("perf_cards", []) if T.SPECIAL_KEY[sid] == "durable_components"
    ]
    _next_durable(st, events)


def perform_actions(st: TrickerionState, seat: int) -> list[Action]:
    if st.pend:
        from game.rules.trickerion.locations import _pending_actions

        return _pending_actions(st, seat)
    if st.phase == "chains":
        acts = [T.mk("pass")]
        for i, row in enumerate(st.occ):
            for pos, code in enumerate(row):
                if code >= 0 and code >> 2 == seat:
                    acts.append(T.mk("resched", card=i, pos=pos))
        return acts
    if st.phase == "durable":
        return [T.mk("durable", sym=x) for x in durable_choices(st, seat)]
    if st.phase == "possess":
        return [T.mk("pass")] + [T.mk("possess", card=i) for i in cards_with(st, st.day_perf[st.perf_day])]
    shapes = _shape_options(st, seat)
    premiere = any(
        q == seat and T.SPECIAL_KEY[sid] == "grand_premiere" for q, sid in st.memo.get("perf_cards", [])
    )
    acts = []
    for i in cards_with(st, seat):
        picks: tuple[int, ...] = (-1,)
        if premiere and any(
            c >= 0 and c >> 2 == seat and not st.p[seat].sym_performed[c & 3] for c in st.occ[i]
        ):
            picks = (0, 1, 2)  # Grand Premiere: double the Fame, coins or Shards of a first-time trick
        for k in shapes:
            for pick in picks:
                extra = {} if k < 0 else {"shape": k}
                if pick >= 0:
                    extra["premiere"] = pick
                acts.append(T.mk("perform", card=i, **extra))
            if k < 0 and picks == (-1,) and st.ability(seat, "trick_steal"):
                acts.extend(T.mk("perform", card=i, steal=pair) for pair in _steals(st, seat, i))
    return acts


def _shape_options(st: TrickerionState, pi: int) -> list[int]:
    """The Shapeshifter's backstage bonus choices (-1 when it is not backstage)."""
    d = st.perf_day
    if any(e >> 4 == pi and st.p[pi].chars[e & 15] == SHAPESHIFTER for e in st.day_back[d]):
        opts = [0, 1, 2]
        if st.p[pi].shards > 0 and st.mshards > 0:
            opts.append(3)
        return opts
    return [-1]


def _steals(st: TrickerionState, pi: int, i: int) -> list[tuple[int, int]]:
    """Red Lotus: (own position, robbed position) pairs with the robbed trick's threshold not higher."""
    row = st.occ[i]
    out = []
    for mp, mc in enumerate(row):
        if mc < 0 or mc >> 2 != pi:
            continue
        mine = T.TRICK_THRESHOLD[trick_of(st, mc)]
        for tp, tc in enumerate(row):
            if (
                tc >= 0
                and tc >> 2 != pi
                and tc >> 2 != st.heir
                and T.TRICK_THRESHOLD[trick_of(st, tc)] <= mine
            ):
                out.append((mp, tp))
    return out


def apply_perform(st: TrickerionState, seat: int, a: Action, events: list[Event]) -> None:
    if st.pend:
        from game.rules.trickerion.locations import _apply_pending

        _apply_pending(st, seat, a, events)
        if not st.pend and st.phase == "perform_extra":
            _after_reward(st, events)
        return
    ph = st.phase
    if ph == "durable":
        _apply_durable(st, seat, a, events)
        return
    if ph == "chains":
        if a.kind == "pass":
            _next_chains(st, events)
        else:
            apply_resched(st, seat, a, events)
        return
    if ph == "possess":
        if a.kind == "possess":
            st.mshards += st.p[seat].pay_shard()
            st.p[seat].used_mech |= 2
            events.append(
                Event(
                    "possess", seat, text=Msg("{player} chooses the card the performer plays.", player=seat)
                )
            )
            perform(st, st.day_perf[st.perf_day], a["card"], events)
            if st.phase != "perform_extra":
                advance_performance(st, events)
        else:
            st.phase = "perform"
            pi = st.day_perf[st.perf_day]
            if pi == st.heir:
                advance_performance(st, events)
            else:
                st.cur = pi
        return
    perform(st, seat, a["card"], events, a.get("steal"), a.get("shape", -1), a.get("premiere", -1))
    if st.phase != "perform_extra":
        advance_performance(st, events)


def perform(
    st: TrickerionState,
    pi: int,
    i: int,
    events: list[Event],
    steal: tuple[int, int] | None = None,
    shape: int = -1,
    premiere: int = -1,
) -> None:
    """Perform card ``i``: every marker yields to its owner, the performer takes the bonuses."""
    d = st.perf_day
    card = st.t_cards[i]
    row = st.occ[i]
    links = card_links(st, i)
    all_perf = st.proph("performer_modifier_for_all") is not None
    coins_as_fame = st.proph("coins_as_fame") is not None
    perf_cards = {sid for q, sid in st.memo.get("perf_cards", []) if q == pi}
    fiasco = any(T.SPECIAL_KEY[s] == "arranged_fiasco" for s in perf_cards)
    stolen = trick_of(st, row[steal[1]]) if steal is not None else -1
    rewards = 0
    rewarded: set[int] = set()  # the reward die pays once per performed trick, not per marker
    performed: list[int] = []  # marker codes performed, for Durable Components
    heir_gains = (0, 0, 0)
    if pi == st.heir:
        from game.rules.trickerion import heir

        heir_gains = heir.performer_gains(st, i, d)
    for pos in range(6):
        code = row[pos]
        if code < 0:
            continue
        o, s = code >> 2, code & 3
        q = st.p[o]
        if o == st.heir:
            from game.rules.trickerion import heir

            if pi != o:
                st.gain(o, *heir.trick_yield(st, s))
                if fiasco:
                    st.gain(o, fame=-FIASCO["penalty"])
            elif _earns_reward(st, q, s) and code not in rewarded:
                rewarded.add(code)
                rewards += _reward(st, pi, q.sym_trick[s], events)
            q.sym_performed[s] = 1
            row[pos] = -1
            continue
        day = d if all_perf else player_day(st, o, d)
        fame, coins, shards = trick_yield(st, o, s, day)
        if st.face[i][pos] & STACKED:
            lvl = T.TRICK_LEVEL[q.sym_trick[s]]
            fame, coins = fame + lvl, coins + lvl
        if steal is not None and pos == steal[0]:
            f, c = day_modifier(st, day)
            fame = max(0, T.TRICK_FAME[stolen] + f)
            coins = max(0, T.TRICK_COINS[stolen] + c)
            shards = T.TRICK_SHARDS[stolen]
        if steal is not None and pos == steal[1]:
            fame = max(0, fame - 1)
        if o == pi and premiere >= 0 and not q.sym_performed[s]:
            if premiere == 0:
                fame *= 2
            elif premiere == 1:
                coins *= 2
            else:
                shards *= 2
            premiere = -1
        if coins_as_fame:
            fame += coins
            coins = 0
        if fiasco:
            fame += FIASCO["fame"] if o == pi else -FIASCO["penalty"]
        st.gain(o, fame=fame, coins=coins, shards=shards)
        q.sym_performed[s] = 1
        performed.append(code)
        if o == pi and _earns_reward(st, q, s) and code not in rewarded:
            rewarded.add(code)
            rewards += _reward(st, pi, q.sym_trick[s], events)
        row[pos] = -1
    st.memo.setdefault("performed", []).extend([c >> 2, c & 3] for c in performed)
    if pi == st.heir:
        st.gain(pi, *heir_gains)
        events.append(
            Event(
                "perform",
                None,
                {"player": pi, "card": i, "links": links},
                text=Msg("The Heir performs on {day}.", day=DAY_NAMES[d]),
            )
        )
        st.perf_day += 1
        st.memo["asked"] = 0
        if rewards:
            _heir_rewards(st, rewards, events)
        return
    # performer bonuses
    mult = 2 if st.proph("performer_bonus_multiplier") is not None else 1
    bf, bc, bs = T.PERF_BONUS[card]
    fame, coins, shards = links + bf, bc, bs
    for entry in st.day_back[d]:
        o, ci = entry >> 4, entry & 15
        if o != pi:
            continue
        kind = st.p[o].chars[ci] if ci < len(st.p[o].chars) else -1
        if kind == SHAPESHIFTER and 0 <= shape < 3:
            f, c, s = SHAPE_BONUS[shape]
            fame, coins, shards = fame + f, coins + c, shards + s
        elif kind == SHAPESHIFTER and shape == 3 and st.p[pi].shards > 0 and st.mshards > 0:
            st.p[pi].shards -= 1
            st.p[pi].magic_shards += 1
            st.mshards -= 1
        if kind in (ENGINEER, MANAGER, ASSISTANT):
            f, c, s = T.BACKSTAGE[kind]
            fame, coins, shards = fame + f, coins + c, shards + s
    st.gain(pi, fame=fame * mult, coins=coins * mult, shards=shards * mult)
    events.append(
        Event(
            "perform",
            pi,
            {"card": i, "links": links},
            text=Msg("{player} performs on {day}.", player=pi, day=DAY_NAMES[d]),
        )
    )
    st.perf_day += 1
    st.memo["asked"] = 0
    if rewards and any(st.sa_decks[x] for x in range(4)):
        st.memo["rewards"] = rewards
        st.phase = "perform_extra"
        st.cur = pi
        st.pend = [REWARD]


def _earns_reward(st: TrickerionState, q: Player, s: int) -> bool:
    """Whether trick ``s`` of ``q`` carries the spell die's type (or the prophecy ignores the die)."""
    if not st.aa or not q.sym_enchant[s]:
        return False
    if q.sym_enchant[s] >> T.SPELL_DIE_FACES[st.sdie] & 1:
        return True
    return st.proph("ignore_spell_die") is not None


def _reward(st: TrickerionState, pi: int, trick: int, events: list[Event]) -> int:
    """Pay the reward die for one enchanted trick; returns 1 if a card draw is owed."""
    kind = T.REWARD_KIND[st.rdie]
    eff = T.REWARD_EFFECT[st.rdie]
    times = 2 if st.proph("reward_multiplier") is not None else 1
    owed = 0
    for _ in range(times):
        if kind == "draw_special":
            owed += 1
        elif kind == "coin_fame":
            st.gain(pi, fame=eff["fame"], coins=eff["coins"])
        elif kind == "coins":
            st.gain(pi, coins=eff["value"])
        elif kind == "trick_level_fame":
            st.gain(pi, fame=T.TRICK_LEVEL[trick])
        elif st.mshards > 0:
            st.mshards -= 1
            st.p[pi].magic_shards += 1
        else:
            st.gain(pi, fame=eff["fallback_fame"], coins=eff["fallback_coins"])
    events.append(
        Event("reward", pi, {"face": st.rdie}, text=Msg("{player} earns the reward die's bonus.", player=pi))
    )
    return owed


def _heir_rewards(st: TrickerionState, n: int, events: list[Event]) -> None:
    """The Heir draws its reward cards by its own Dark Alley priorities."""
    from game.rules.trickerion import heir

    for _ in range(n):
        heir.draw_special(st, events)


def _after_reward(st: TrickerionState, events: list[Event]) -> None:
    left = st.memo.get("rewards", 0) - 1
    if left > 0 and any(st.sa_decks[d] for d in range(4)):
        st.memo["rewards"] = left
        st.pend = [REWARD]
        return
    st.memo.pop("rewards", None)
    st.phase = "perform"
    advance_performance(st, events)


def durable_choices(st: TrickerionState, q: int) -> list[int]:
    """Symbols of ``q``'s markers performed this turn that may go back onto their trick."""
    performed = st.memo.get("performed", [])
    syms = sorted({s for o, s in performed if o == q and st.p[q].sym_trick[s] >= 0})
    return [s for s in syms if st.p[q].sym_ready[s] + st.in_theater(q, s) < 4]


def _next_durable(st: TrickerionState, events: list[Event]) -> None:
    """Durable Components: each holder chooses one performed marker to keep, then End Turn."""
    from game.rules.trickerion import endturn

    queue = st.memo.get("durable", [])
    while queue:
        q = queue.pop(0)
        if durable_choices(st, q):
            st.phase = "durable"
            st.cur = q
            return
    st.memo.pop("durable", None)
    st.memo.pop("performed", None)
    endturn.end_turn(st, events)


def _apply_durable(st: TrickerionState, q: int, a: Action, events: list[Event]) -> None:
    s = a["sym"]
    st.p[q].sym_ready[s] += 1
    events.append(
        Event(
            "durable",
            q,
            {"sym": s},
            text=Msg("{player} keeps a marker thanks to Durable Components.", player=q),
        )
    )
    _next_durable(st, events)


__all__ = ["SPECIAL_BASE"]
