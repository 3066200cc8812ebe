"""End Turn (wages, returning characters, deliveries, the Theater rotation, prophecies,
the wagon) and the final scoring with its caps and initiative tie-break (digest 5.7, 13)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.base import Event, Msg, NMsg, Result, ResultEntry
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    APPRENTICE_LIKE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    GOLEM,
    IDLE,
    MANAGER,
    MARKET,
    SERVANTS,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECTER,
)
from game.rules.trickerion.data.arcane import MAGE_SLOTS_TWO_PLAYERS
from game.rules.trickerion.data.assignments import UNUSED_SPECIAL_CAP, UNUSED_SPECIAL_FAME
from game.rules.trickerion.data.characters import BOARD_APPRENTICE_SPACES, UNPAID_WAGE_FAME
from game.rules.trickerion.data.setup import (
    BASE_APPRENTICE_FAME,
    BASE_SPECIALIST_FAME,
    CATEGORY_CAP,
    COINS_PER_FAME,
    SHARD_CAP,
    SHARD_FAME,
)
from game.rules.trickerion.data.tricks import END_BONUS_CAP
from game.rules.trickerion.player import Player
from game.rules.trickerion.storage import add_components

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def end_turn(st: TrickerionState, events: list[Event]) -> None:
    """End Turn: every step of :data:`STEPS` in order, then the next turn begins or the game ends."""
    for step in STEPS:
        step(st, events)
    st.memo.pop("perf_cards", None)
    st.memo.pop("talents", None)
    if not st.quiet_mode:
        events.append(Event("end_turn", None, {"turn": st.turn}, text=Msg("Turn {turn} ends.", turn=st.turn)))
    if st.turn >= st.n_turns:
        st.phase = "over"
        st.cur = -1
        if not st.quiet_mode:
            events.append(Event("game_over", None, text=Msg("The game is over.")))
        return
    st.start_turn(events)


def wages_ahead(st: TrickerionState, pi: int, talents: bool = True) -> tuple[int, int]:
    """(coins, shards) this turn's End Turn will ask of ``pi`` (:func:`pay_wages` pays them) for the
    characters working this turn: those placed and, while characters are placed and act,
    those assigned and still to place; with ``talents``, the specialists Hidden Talent brings.

    The table shows it beside the player's coins (fifth playtest: a purchase left 2 coins for
    3 coins of wages, and only the log, at the turn's end, said that 2 Fame were lost).  The bots'
    evaluation reads it without ``talents``, as it always has.
    """
    p = st.p[pi]
    free_servants = st.proph("ignore_servant_wages") is not None
    coins = shards = 0
    for ci, kind in enumerate(p.chars):
        waiting = st.phase in ("place", "act") and ci < len(p.assign) and p.assign[ci] != IDLE
        working = ci < len(p.placed) and (p.placed[ci] == 1 or (not p.placed[ci] and waiting))
        if not working or ci == p.assistant_app and kind not in (SPECTER, GOLEM):
            continue
        if kind >= SPECTER and free_servants:
            continue
        if kind in (SPECTER, GOLEM):
            shards += T.SERVANT_WAGE[kind - SPECTER][1]
        else:
            coins += T.WAGE_COINS[kind]
    if talents:
        coins += sum(T.WAGE_COINS[k] for q, _, k in st.memo.get("talents", []) if q == pi)
    return coins, shards


def pay_wages(st: TrickerionState, events: list[Event]) -> None:
    """The humans pay their working characters; an unpaid coin or servant's Shard costs Fame.
    What is due is :func:`wages_ahead`'s reckoning: at End Turn no character waits to be placed."""
    for pi, p in enumerate(st.p):
        if pi == st.heir:
            continue
        coins, shards = wages_ahead(st, pi)
        paid = min(coins, p.coins)
        p.coins -= paid
        short = coins - paid
        paid_shards = min(shards, p.any_shards())  # a magic shard pays a servant's wage too
        for _ in range(paid_shards):
            st.mshards += p.pay_shard()
        lost = UNPAID_WAGE_FAME * short + T.SERVANT_WAGE[0][2] * (shards - paid_shards)
        fame_before = p.fame
        if lost:
            p.fame = max(0, p.fame - lost)
        if (coins or shards) and not st.quiet_mode:
            events.extend(_wage_events(pi, (coins, shards), paid, paid_shards, lost, fame_before - p.fame))


def _wage_events(
    pi: int, due: tuple[int, int], paid: int, paid_shards: int, lost: int, fame_lost: int
) -> list[Event]:
    """What the log says of one player's wages: the coins paid, the servants' Shards paid and the
    Fame lost for what was not -- "pays 0 coins in wages" alone had hidden a Fame loss."""
    coins = NMsg("{player} pays {n} coin in wages.", "{player} pays {n} coins in wages.", paid, player=pi)
    data = {"coins": paid, "fame_lost": lost, "due": list(due)}
    out = [Event("wages", pi, data, text=coins if paid else None)]
    if paid_shards:
        out.append(
            Event(
                "servant_wages",
                pi,
                text=NMsg(
                    "{player} pays {n} Shard in wages for their servants.",
                    "{player} pays {n} Shards in wages for their servants.",
                    paid_shards,
                    player=pi,
                ),
            )
        )
    if fame_lost:
        out.append(
            Event(
                "unpaid_wages",
                pi,
                text=NMsg(
                    "{player} cannot pay all the wages and loses {n} Fame.",
                    "{player} cannot pay all the wages and loses {n} Fame.",
                    fame_lost,
                    player=pi,
                ),
            )
        )
    return out


def return_characters(st: TrickerionState, events: list[Event]) -> None:
    """Characters and their assignment cards come home; hired ones arrive; every location empties."""
    talents = st.memo.get("talents", [])
    for pi, p in enumerate(st.p):
        for ci, code in enumerate(p.assign):
            if 0 <= code < 5:
                p.perm[code] += 1
            elif code >= SPECIAL_BASE:
                sid = code - SPECIAL_BASE
                if ci < len(p.placed) and p.placed[ci] == 2:
                    p.specials.append(sid)
                else:
                    st.sa_decks[T.SPECIAL_LOC[sid]].append(sid)
        for q, ci, kind in sorted(talents, key=lambda x: -x[1]):
            if q == pi and p.chars[ci] in APPRENTICE_LIKE:
                if p.assistant_app == ci:
                    p.assistant_app = -1
                elif p.assistant_app > ci:
                    p.assistant_app -= 1
                if p.chars[ci] == SHAPESHIFTER:  # it counted as the Apprentice: back to the servants' supply
                    st.servant_supply.append(SHAPESHIFTER)
                del p.chars[ci]
                p.incoming.append(kind)
        for kind in p.incoming:
            if kind in SERVANTS or kind == APPRENTICE or kind not in p.chars:
                p.chars.append(kind)
        p.incoming = []
        _seat_on_assistant_space(p)
        p.assign = []
        p.placed = []
    st.loc_slots = [[-1] * 4 for _ in range(5)]
    st.ws_used = [0] * st.np
    st.day_owner = [-1, -1, -1, -1]
    st.day_perf = [-1, -1, -1, -1]
    st.day_back = [[], [], [], []]
    st.business = -1


def _seat_on_assistant_space(p: Player) -> None:
    """When the board's Apprentice spaces overflow, the newest arrival takes the Assistant's space.

    Spaces fill from the board's three (the summoned servant's "first empty
    Apprentice space from the right"); the Assistant's extension holds the next.
    """
    if p.assistant_app >= 0 or ASSISTANT not in p.chars:
        return
    seated = [ci for ci, k in enumerate(p.chars) if k == APPRENTICE or k in SERVANTS]
    if len(seated) > BOARD_APPRENTICE_SPACES:
        p.assistant_app = seated[-1]


def orders_arrive(st: TrickerionState, events: list[Event]) -> None:
    """The Market Row's orders fill its stock; a quick order goes to its owner."""
    for k in range(4):
        if st.orders[k] >= 0:
            st.stock[k] = st.orders[k]
            st.orders[k] = -1
    if st.quick >= 0 and st.quick_owner >= 0:
        add_components(st.p[st.quick_owner], st.quick, 1)
    st.quick = -1
    st.quick_owner = -1
    st.logistics = []


def rotate_theater(st: TrickerionState, events: list[Event]) -> None:
    """The rightmost performance card leaves, the others slide right, a new one comes in."""
    last = len(st.t_cards) - 1
    if st.t_cards[last] >= 0:
        if st.heir >= 0:
            events.extend(st.heir_rules.discarded_card(st, last))
        if not st.quiet_mode:
            events.append(
                Event(
                    "discard_card",
                    None,
                    {"card": st.t_cards[last]},
                    text=Msg("The rightmost performance card leaves the Theater."),
                )
            )
    st.t_cards = [-1] + st.t_cards[:last]
    st.occ = [[-1] * 6] + st.occ[:last]
    st.face = [[0] * 6] + st.face[:last]
    if st.perf_deck:
        st.t_cards[0] = st.perf_deck.pop(0)
        if not st.quiet_mode:
            events.append(
                Event(
                    "new_card",
                    None,
                    {"card": st.t_cards[0]},
                    irreversible=True,
                    text=Msg("A new performance card comes to the Theater."),
                )
            )


def reveal_prophecy(st: TrickerionState, events: list[Event]) -> None:
    """Dark Alley: the last pending prophecy becomes active and a new one joins the queue."""
    if not st.da:
        return
    st.active = st.pending.pop() if st.pending else -1
    if st.proph_pile:
        st.pending.insert(0, st.proph_pile.pop())
    if st.active >= 0:
        if not st.quiet_mode:
            events.append(
                Event(
                    "prophecy",
                    None,
                    {"active": st.active},
                    irreversible=True,
                    text=Msg("New prophecy: {prophecy}", prophecy=T.named(T.PROPH_TEXT[st.active])),
                )
            )


def deliver_spells(st: TrickerionState, events: list[Event]) -> None:
    """Arcane Arts: the spells left on offer slide to the Mage's slots, refilled from the bag."""
    if not st.aa:
        return
    slots = list(MAGE_SLOTS_TWO_PLAYERS) if st.np == 2 else [0, 1, 2]
    spells = [st.offer[s] for s in slots if st.offer[s] >= 0]
    while len(spells) < len(slots) and st.bag:
        spells.append(st.bag.pop())
    for s in (0, 1, 2):
        st.offer[s] = -1
    for s, sp in zip(slots, spells, strict=False):
        st.offer[s] = sp


def move_wagon(st: TrickerionState, events: list[Event]) -> None:
    """Arcane Arts: the Mage's wagon drives on, Downtown -> Market Row -> Dark Alley -> Downtown."""
    if st.aa:
        st.wagon = {DOWNTOWN: MARKET, MARKET: DARK_ALLEY, DARK_ALLEY: DOWNTOWN}[st.wagon]


def heir_converts_coins(st: TrickerionState, events: list[Event]) -> None:
    """Solo: the Heir's step in place of wages (its coins become Fame)."""
    if st.heir >= 0:
        events.extend(st.heir_rules.convert_coins(st))


def heir_markers_home(st: TrickerionState, events: list[Event]) -> None:
    """Solo: the Heir's markers not on a card lie on its tricks again."""
    if st.heir >= 0:
        st.heir_rules.end_turn(st)


Step = Callable[["TrickerionState", list[Event]], None]

#: End Turn's steps in the rulebook's order (digest 5.7, the Heir's in S3's places); each one
#: passes when its module is not in play.
STEPS: tuple[Step, ...] = (
    pay_wages,
    heir_converts_coins,
    return_characters,
    orders_arrive,
    rotate_theater,
    reveal_prophecy,
    deliver_spells,
    move_wagon,
    heir_markers_home,
)


# --------------------------------------------------------------------------- final scoring


def _count_tier(st: TrickerionState, pi: int, tier: int) -> int:
    p = st.p[pi]
    return sum(p.effective(t) for t in range(T.NCOMP) if T.COMP_TIER[t] == tier)


def end_bonus(st: TrickerionState, pi: int, t: int) -> int:
    """A level-3 trick's end-game bonus (only when its components are held), capped."""
    eff = T.TRICK_END[t]
    if eff is None or not st.meets(pi, t):
        return 0
    p = st.p[pi]
    kind = eff.kind
    v = int(eff.get("value", 0) or 0)
    if kind == "per_workshop_marker":
        n = sum(p.sym_ready)
    elif kind == "per_shard":
        n = p.shards + p.magic_shards
    elif kind == "per_trick_level":
        n = sum(1 for x in p.sym_trick if x >= 0 and T.TRICK_LEVEL[x] == eff["level"])
    elif kind == "per_special_card":
        n = len(p.specials)
    elif kind == "if_all_specialists":
        n = int(all(st.has_specialist(pi, k) for k in (ENGINEER, MANAGER, ASSISTANT)))
    elif kind == "per_component_tier":
        n = _count_tier(st, pi, int(eff["tier"]))
    elif kind == "if_trick_count":
        n = int(sum(1 for x in p.sym_trick if x >= 0) >= int(eff["count"]))
    elif kind == "if_specialist":
        key = {"engineer": ENGINEER, "manager": MANAGER, "assistant": ASSISTANT}[str(eff["specialist"])]
        n = int(st.has_specialist(pi, key))
    elif kind == "per_apprentice":
        n = _apprentices(p.chars, p.shapeshifter_as)
    elif kind == "per_coins":
        n = p.coins // int(eff["divisor"])
    else:
        n = 0
    return min(END_BONUS_CAP, n * v)


def _apprentices(chars: list[int], shape_as: int) -> int:
    n = 0
    for k in chars:
        if (
            k == APPRENTICE
            or (k in SERVANTS and k != SHAPESHIFTER)
            or (k == SHAPESHIFTER and shape_as == APPRENTICE)
        ):
            n += 1
    return n


def score(st: TrickerionState, pi: int) -> tuple[int, list[tuple[Msg, int]]]:
    """Final Fame of a human player with its breakdown (nothing is mutated).

    A Shapeshifter takes the one identity (Apprentice or a Specialist) that
    scores best for its owner, for all of final scoring.
    """
    p = st.p[pi]
    if SHAPESHIFTER not in p.chars:
        return _score(st, pi)
    keep = p.shapeshifter_as
    best: tuple[int, list[tuple[Msg, int]]] | None = None
    for identity in (APPRENTICE, ENGINEER, MANAGER, ASSISTANT):
        p.shapeshifter_as = identity
        found = _score(st, pi)
        if best is None or found[0] > best[0]:
            best = found
    p.shapeshifter_as = keep
    assert best is not None
    return best


def _score(st: TrickerionState, pi: int) -> tuple[int, list[tuple[Msg, int]]]:
    p = st.p[pi]
    parts: list[tuple[Msg, int]] = [(Msg("Fame during the game"), p.fame)]
    parts.append((Msg("Shards"), min(SHARD_CAP, SHARD_FAME * (p.shards + p.magic_shards))))
    parts.append((Msg("Coins"), min(CATEGORY_CAP, p.coins // COINS_PER_FAME)))
    if st.da:
        unused = min(UNUSED_SPECIAL_CAP, UNUSED_SPECIAL_FAME * len(p.specials))
        parts.append((Msg("Unused Special Assignment cards"), unused))
        bonus = sum(end_bonus(st, pi, t) for t in p.sym_trick if t >= 0 and T.TRICK_LEVEL[t] == 3)
        parts.append((Msg("Level-3 trick bonuses"), bonus))
    else:
        specs = sum(1 for k in (ENGINEER, MANAGER, ASSISTANT) if k in p.chars)  # a Shapeshifter adds below
        if SHAPESHIFTER in p.chars and p.shapeshifter_as != APPRENTICE:
            specs += 1
        parts.append(
            (
                Msg("Apprentices"),
                min(CATEGORY_CAP, BASE_APPRENTICE_FAME * _apprentices(p.chars, p.shapeshifter_as)),
            )
        )
        parts.append((Msg("Specialists"), min(CATEGORY_CAP, BASE_SPECIALIST_FAME * specs)))
    return sum(v for _, v in parts), parts


def result(st: TrickerionState) -> Result:
    entries: list[ResultEntry] = []
    for pi in range(st.np):
        if pi == st.heir:
            parts = [(Msg("Fame during the game"), st.p[pi].fame), *st.heir_rules.final_score(st)]
            entries.append(ResultEntry(Msg("Dahlgaard's Heir"), None, sum(v for _, v in parts), tuple(parts)))
        else:
            total, parts = score(st, pi)
            entries.append(ResultEntry(None, pi, total, tuple(parts)))
    best = max(e.score for e in entries)
    tied = [i for i, e in enumerate(entries) if e.score == best]
    if len(tied) == 1:
        return Result(tuple(entries), (tied[0],))
    winner = min(tied, key=lambda i: st.order.index(i))
    return Result(
        tuple(entries),
        (winner,),
        tie_break=Msg("Tied on Fame: the player further ahead in initiative order wins."),
    )
