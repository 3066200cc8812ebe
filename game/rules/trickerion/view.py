"""What a seat may see (``view``) and hidden-information re-sampling (``determinize``).

Hidden from a seat: the order of every deck (performance cards, prophecies,
Special Assignment decks, the spell bag), other players' Special Assignment
cards in hand, cards another player has just drawn, and other players'
assignment cards until they are revealed (with the prophecy that hides them:
until each character is placed).  Everything else is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.rng import Rng
from game.rules.trickerion import prompts
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import IDLE, SERVANT_CARD, SPECIAL_BASE
from game.rules.trickerion.data.schema import VENUES
from game.rules.trickerion.endturn import wages_ahead
from game.rules.trickerion.prompts import KeepSpecial
from game.rules.trickerion.storage import manager_piles

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

from game.rules.trickerion.texts import summary


def _hidden_assign(st: TrickerionState, viewer: int | None, pi: int) -> bool:
    return pi != viewer and st.assignments_hidden()


def view(st: TrickerionState, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may see (None: a spectator): the table, then every player's board."""
    out = _table_view(st, seat)
    out["players"] = [_player_view(st, seat, pi) for pi in range(len(st.p))]
    out["summary"] = summary(st, out)
    return out


def _player_view(st: TrickerionState, seat: int | None, pi: int) -> dict[str, Any]:
    """Player ``pi``'s board as ``seat`` sees it: hand and face-down cards hidden from others."""
    q = st.p[pi]
    hide = _hidden_assign(st, seat, pi)
    if hide:
        assign: list[Any] = [
            q.assign[ci]
            if (ci < len(q.placed) and q.placed[ci] == 1 and st.phase != "assign")
            else ("card" if code != IDLE else None)
            for ci, code in enumerate(q.assign)
        ]
    else:
        assign = list(q.assign)
    mine = pi == seat
    return {
        "heir": pi == st.heir,
        "magician": q.magician,
        "fame": q.fame,
        "coins": q.coins,
        "shards": q.shards,
        "magic_shards": q.magic_shards,
        "chars": list(q.chars),
        "incoming": list(q.incoming),
        "assistant_app": q.assistant_app,
        "placed": list(q.placed),
        "assign": assign,
        "done_assign": q.done_assign,
        "advertised": q.advertised,
        "tricks": [
            {
                "trick": q.sym_trick[s],
                "slot": q.sym_slot[s],
                "ready": q.sym_ready[s],
                "enchant": q.sym_enchant[s],
                "bonus": q.sym_bonus[s],
            }
            for s in range(4)
        ],
        "components": list(q.comp),
        "manager": manager_piles(q, spells=False),
        "manager_spells": manager_piles(q, spells=True),  # [spell type, count] per pile
        "spells": list(q.spells),
        "perm": list(q.perm) if not hide else None,
        "specials": sorted(q.specials) if mine else None,
        "specials_count": len(q.specials) if not hide else None,
        # (coins, shards) End Turn will ask; None while the assignment that decides it is hidden
        "wages": list(wages_ahead(st, pi)) if not hide and pi != st.heir else None,
        "hand": sum(q.perm) + len(q.specials),
    }


def _table_view(st: TrickerionState, seat: int | None) -> dict[str, Any]:
    """The central board, the decks' sizes, the Mage's wagon and the acting character."""
    pend = prompts.encode(st.pend)
    if seat is None or seat != st.cur:
        pend = pend[:1]  # only what kind of prompt is open, not its cards
    return {
        "turn": st.turn,
        "turns": st.n_turns,
        "phase": st.phase,
        "step": st.step,
        "to_act": list(st.to_act()),
        "cur": st.cur,
        "dark_alley": st.da,
        "arcane_arts": st.aa,
        "heir": st.heir,
        "difficulty": st.difficulty,
        "order": list(st.order),
        "positions": list(st.positions),
        "dice": list(st.dice),
        "stock": list(st.stock),
        "orders": list(st.orders),
        "quick": st.quick,
        "logistics": list(st.logistics),
        "slots": [list(r) for r in st.loc_slots],
        "workshop": list(st.ws_used),
        "theater": {
            "cards": list(st.t_cards),
            "markers": [list(r) for r in st.occ],
            "faces": [list(r) for r in st.face],
            "day_owner": list(st.day_owner),
            "day_performer": list(st.day_perf),
            "backstage": [list(r) for r in st.day_back],
        },
        "performance_deck": len(st.perf_deck),
        "prophecy": {"active": st.active, "pending": list(st.pending), "pile": len(st.proph_pile)},
        "special_decks": [len(d) for d in st.sa_decks[:4]],
        "mage": {
            "offer": list(st.offer),
            "spell_die": st.sdie,
            "reward_die": st.rdie,
            "locked": st.locked,
            "servant": st.servant_offer,
            "wagon": st.wagon,
            "magic_shards": st.mshards,
            "bag": len(st.bag),
        },
        "act": {
            "char": st.act_char,
            "loc": st.act_loc,
            "slot": st.act_slot,
            "ap": st.act_ap,
            "flags": st.act_flags,
            "card": st.act_card,
            "pending": pend,
        },
        "perf_day": st.perf_day,
        "heir_plan": _heir_view(st),
    }


def _heir_view(st: TrickerionState) -> dict[str, Any] | None:
    if st.heir < 0:
        return None
    return st.heir_rules.public_view(st)


def determinize(st: TrickerionState, seat: int, seed: int) -> TrickerionState:
    out = st.clone()
    out.invalidate()
    rng = Rng(seed)
    # performance deck: each position keeps its venue, the card is re-drawn among the unseen ones
    for venue in VENUES:
        idx = [i for i, c in enumerate(out.perf_deck) if T.PERF_VENUE[c] == venue]
        pool = [out.perf_deck[i] for i in idx] + [c for c in out.perf_out if T.PERF_VENUE[c] == venue]
        rng.shuffle(pool)
        for k, i in enumerate(idx):
            out.perf_deck[i] = pool[k]
        out.perf_out = sorted([c for c in out.perf_out if T.PERF_VENUE[c] != venue] + pool[len(idx) :])
    rng.shuffle(out.proph_pile)
    if out.heir >= 0:
        st.heir_rules.determinize(out, rng)  # the Heir's face-down Plan deck
    rng.shuffle(out.bag)
    _resample_specials(out, seat, rng)
    if out.phase == "assign" or out.proph("hidden_assignments") is not None:
        _resample_assignments(out, seat, rng)
    out.rng = Rng(seed ^ 0x7E1C)
    return out


def _resample_specials(st: TrickerionState, seat: int, rng: Rng) -> None:
    """Re-deal every Special Assignment card ``seat`` cannot see, keeping deck locations."""
    drawn = st.pend if isinstance(st.pend, KeepSpecial) and st.cur != seat else None
    by_loc: dict[int, list[int]] = {loc: list(st.sa_decks[loc]) for loc in range(4)}
    if drawn is not None:
        by_loc[drawn.deck].extend(drawn.cards)
    free: list[int] = []
    for pi, q in enumerate(st.p):
        if pi != seat:
            free.extend(q.specials)
    for c in free:
        by_loc[T.SPECIAL_LOC[c]].append(c)
    leftovers: list[int] = []
    for loc in range(4):
        pool = by_loc[loc]
        rng.shuffle(pool)
        here = drawn is not None and drawn.deck == loc
        need = len(st.sa_decks[loc]) + (len(drawn.cards) if drawn is not None and here else 0)
        mine, rest = pool[:need], pool[need:]
        st.sa_decks[loc] = mine[: len(st.sa_decks[loc])]
        if here:
            st.pend = KeepSpecial(loc, tuple(mine[len(st.sa_decks[loc]) :]))
        leftovers.extend(rest)
    rng.shuffle(leftovers)
    for pi, q in enumerate(st.p):
        if pi != seat:
            n = len(q.specials)
            q.specials = leftovers[:n]
            del leftovers[:n]


def _resample_assignments(st: TrickerionState, seat: int, rng: Rng) -> None:
    """Shuffle which of an opponent's cards lie under which of its carded characters."""
    for pi, q in enumerate(st.p):
        if pi == seat or pi == st.heir:
            continue
        slots = [
            ci
            for ci, code in enumerate(q.assign)
            if code not in (IDLE, SERVANT_CARD) and not (st.phase != "assign" and q.placed[ci] == 1)
        ]
        if not slots:
            continue
        pool: list[int] = [q.assign[ci] for ci in slots]
        for loc in range(5):
            pool.extend([loc] * q.perm[loc])
        pool.extend(SPECIAL_BASE + s for s in q.specials)
        rng.shuffle(pool)
        for k, ci in enumerate(slots):
            q.assign[ci] = pool[k]
        rest = pool[len(slots) :]
        q.perm = [sum(1 for c in rest if c == loc) for loc in range(5)]
        q.specials = [c - SPECIAL_BASE for c in rest if c >= SPECIAL_BASE]
