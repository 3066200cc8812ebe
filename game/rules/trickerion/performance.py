"""The Performance phase (digest 9.3): performing cards, the reward die, Durable Components."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg
from game.rules.trickerion import endturn, texts
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import ASSISTANT, ENGINEER, MANAGER, SHAPESHIFTER, STACKED
from game.rules.trickerion.data.tricks import MARKERS_PER_SYMBOL
from game.rules.trickerion.locations import answer_prompt, prompt_actions
from game.rules.trickerion.player import Player
from game.rules.trickerion.prompts import RewardDraw
from game.rules.trickerion.theater import (
    FIASCO,
    SHAPE_BONUS,
    apply_resched,
    card_links,
    day_modifier,
    player_day,
    reschedulable,
    trick_of,
    trick_yield,
)

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


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
    day = st.day_perf.index(h)
    st.perf_day = day
    perform(st, h, st.heir_rules.choose_performance(st, day), events)
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
            if pi >= 0:  # the playtest's Magician stood on Sunday with nothing set up, and nothing said so
                if not st.quiet_mode:
                    events.append(
                        Event("no_show", None, {"player": pi, "day": d}, text=texts.no_show(st, pi, d))
                    )
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
            perform(st, pi, st.heir_rules.choose_performance(st, d), events)
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
        return prompt_actions(st, seat)
    if st.phase == "chains":
        acts = [T.mk("pass")]
        for i, row in enumerate(st.occ):
            for pos, code in enumerate(row):
                if code >= 0 and code >> 2 == seat and reschedulable(st, i, pos):
                    acts.append(T.RESCHED.of(i, pos))
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
        answer_prompt(st, seat, a, events)
        if st.phase == "chains":  # a Master of Chains' reschedule is placed: the next one may go
            _next_chains(st, events)
        elif not st.pend and st.phase == "perform_extra":
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
            if not st.quiet_mode:
                events.append(
                    Event(
                        "possess",
                        seat,
                        text=Msg("{player} chooses the card the performer plays.", player=seat),
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
    links = card_links(st, i)
    heir_gains = st.heir_rules.performer_gains(st, i, d) if pi == st.heir else (0, 0, 0)
    before = texts.purse(st, pi)
    guests = (
        {}
        if st.quiet_mode
        else {c >> 2: texts.purse(st, c >> 2) for c in st.occ[i] if c >= 0 and c >> 2 != pi}
    )
    rewards = _yield_markers(st, pi, i, events, steal, premiere)
    if pi == st.heir:
        st.gain(pi, *heir_gains)
        if not st.quiet_mode:
            events.append(
                Event(
                    "perform",
                    None,
                    {"player": pi, "card": i, "links": links},
                    text=texts.performed(st, pi, i, before),
                )
            )
    else:
        _performer_bonus(st, pi, i, links, shape)
        if not st.quiet_mode:
            events.append(
                Event(
                    "perform",
                    pi,
                    {"card": i, "links": links},
                    text=texts.performed(st, pi, i, before),
                )
            )
    events.extend(
        Event("guest", None, {"player": o, "card": i}, text=texts.guest_gained(st, o, then))
        for o, then in sorted(guests.items())
    )
    st.perf_day += 1
    st.memo["asked"] = 0
    if pi == st.heir:
        if rewards:
            _heir_rewards(st, rewards, events)
    elif rewards and any(st.sa_decks[x] for x in range(4)):
        st.memo["rewards"] = rewards
        st.phase = "perform_extra"
        st.cur = pi
        st.pend = RewardDraw()


def _yield_markers(
    st: TrickerionState,
    pi: int,
    i: int,
    events: list[Event],
    steal: tuple[int, int] | None,
    premiere: int,
) -> int:
    """Every marker on card ``i`` yields to its owner and leaves it; returns the card draws owed."""
    row = st.occ[i]
    perf_cards = {sid for q, sid in st.memo.get("perf_cards", []) if q == pi}
    fiasco = any(T.SPECIAL_KEY[s] == "arranged_fiasco" for s in perf_cards)
    stolen = trick_of(st, row[steal[1]]) if steal is not None else -1
    rewards = 0
    rewarded: set[int] = set()  # the reward die pays once per performed trick, not per marker
    performed: list[int] = []  # marker codes performed, for Durable Components
    for pos in range(6):
        code = row[pos]
        if code < 0:
            continue
        o, s = code >> 2, code & 3
        q = st.p[o]
        if o == st.heir:
            if pi != o:
                fame, coins, shards = st.heir_rules.trick_yield(st, s)
                if st.proph("coins_as_fame") is not None:  # the Heir's coin yields too (S3)
                    fame, coins = fame + coins, 0
                st.gain(o, fame=fame, coins=coins, shards=shards)
                if fiasco:
                    st.gain(o, fame=-FIASCO["penalty"])
            elif _earns_reward(st, q, s) and code not in rewarded:
                rewarded.add(code)
                rewards += _reward(st, pi, q.sym_trick[s], events)
            q.sym_performed[s] = 1
            row[pos] = -1
            continue
        fame, coins, shards = marker_yield(st, pi, i, pos, steal, stolen)
        if o == pi and premiere >= 0 and not q.sym_performed[s]:  # Grand Premiere: the first such trick
            if premiere == 0:
                fame *= 2
            elif premiere == 1:
                coins *= 2
            else:
                shards *= 2
            premiere = -1
        if st.proph("coins_as_fame") is not None:
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
    return rewards


def marker_yield(
    st: TrickerionState, pi: int, i: int, pos: int, steal: tuple[int, int] | None, stolen: int
) -> tuple[int, int, int]:
    """(Fame, coins, Shards) of a player's marker: its trick on its owner's day, Electra's
    stacked pair, and Red Lotus' theft (the thief's marker yields the robbed trick)."""
    code = st.occ[i][pos]
    o, s = code >> 2, code & 3
    day = st.perf_day
    if st.proph("performer_modifier_for_all") is None:
        day = player_day(st, o, day)
    fame, coins, shards = trick_yield(st, o, s, day)
    if st.face[i][pos] & STACKED:
        lvl = T.TRICK_LEVEL[st.p[o].sym_trick[s]]
        fame, coins = fame + lvl, coins + lvl
    if steal is not None and pos == steal[0]:
        f, c = day_modifier(st, day)
        fame = max(0, T.TRICK_FAME[stolen] + f)
        coins = max(0, T.TRICK_COINS[stolen] + c)
        shards = T.TRICK_SHARDS[stolen]
    if steal is not None and pos == steal[1]:
        fame = max(0, fame - 1)
    return fame, coins, shards


def _performer_bonus(st: TrickerionState, pi: int, i: int, links: int, shape: int) -> None:
    """The performer's Links, the card's bonus and the backstage characters' bonuses."""
    d = st.perf_day
    mult = 2 if st.proph("performer_bonus_multiplier") is not None else 1
    bf, bc, bs = T.PERF_BONUS[st.t_cards[i]]
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
    before = texts.purse(st, pi)
    for _ in range(times):
        if kind == "draw_special":
            owed += 1
        elif kind == "coin_fame":
            st.gain(pi, fame=int(eff["fame"]), coins=int(eff["coins"]))
        elif kind == "coins":
            st.gain(pi, coins=int(eff["value"]))
        elif kind == "trick_level_fame":
            st.gain(pi, fame=T.TRICK_LEVEL[trick])
        elif st.mshards > 0:
            st.mshards -= 1
            st.p[pi].magic_shards += 1
        else:
            st.gain(pi, fame=int(eff["fallback_fame"]), coins=int(eff["fallback_coins"]))
    if not st.quiet_mode:
        events.append(Event("reward", pi, {"face": st.rdie}, text=texts.rewarded(st, pi, before, owed)))
    return owed


def _heir_rewards(st: TrickerionState, n: int, events: list[Event]) -> None:
    """The Heir draws its reward cards by its own Dark Alley priorities."""
    for _ in range(n):
        st.heir_rules.draw_special(st, events)


def _after_reward(st: TrickerionState, events: list[Event]) -> None:
    left = st.memo.get("rewards", 0) - 1
    if left > 0 and any(st.sa_decks[d] for d in range(4)):
        st.memo["rewards"] = left
        st.pend = RewardDraw()
        return
    st.memo.pop("rewards", None)
    st.phase = "perform"
    advance_performance(st, events)


def durable_choices(st: TrickerionState, q: int) -> list[int]:
    """Symbols of ``q``'s markers performed this turn that may go back onto their trick."""
    performed = st.memo.get("performed", [])
    syms = sorted({s for o, s in performed if o == q and st.p[q].sym_trick[s] >= 0})
    return [s for s in syms if st.p[q].sym_ready[s] + st.in_theater(q, s) < MARKERS_PER_SYMBOL]


def _next_durable(st: TrickerionState, events: list[Event]) -> None:
    """Durable Components: each holder chooses one performed marker to keep, then End Turn."""
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
    if not st.quiet_mode:
        events.append(
            Event(
                "durable",
                q,
                {"sym": s},
                text=Msg("{player} keeps a marker thanks to Durable Components.", player=q),
            )
        )
    _next_durable(st, events)
