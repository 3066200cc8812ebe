"""What a seat may see (``view``), hidden-information re-sampling (``determinize``),
and the player-facing labels of actions and prompts.

Hidden from a seat: the order of every deck (performance cards, prophecies,
Special Assignment decks, the spell bag), other players' Special Assignment
cards in hand, cards another player has just drawn, and other players'
assignment cards until they are revealed (with the prophecy that hides them:
until each character is placed).  Everything else is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.base import Action, Msg
from game.rules.rng import Rng
from game.rules.trickerion import tables as T
from game.rules.trickerion.data.components import COMPONENTS
from game.rules.trickerion.state import IDLE, SERVANT_CARD, SPECIAL_BASE

if TYPE_CHECKING:
    from game.rules.trickerion.engine import TrickerionState

LOCS = (Msg("Theater"), Msg("Downtown"), Msg("Market Row"), Msg("Workshop"), Msg("Dark Alley"))
DAYS = (Msg("Thursday"), Msg("Friday"), Msg("Saturday"), Msg("Sunday"))
CHAR_NAMES = (
    Msg("Magician"),
    Msg("Engineer"),
    Msg("Manager"),
    Msg("Assistant"),
    Msg("Apprentice"),
    Msg("Specter"),
    Msg("Golem"),
    Msg("Trickster"),
    Msg("Shapeshifter"),
)


def _hidden_assign(st: TrickerionState, viewer: int | None, pi: int) -> bool:
    return pi != viewer and st.assignments_hidden()


def view(st: TrickerionState, seat: int | None) -> dict[str, Any]:
    players = []
    for pi, q in enumerate(st.p):
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
        players.append(
            {
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
                "manager": [[q.mgr_type[i], q.mgr_count[i]] for i in (0, 1)],
                "spells": list(q.spells),
                "perm": list(q.perm) if not hide else None,
                "specials": sorted(q.specials) if mine else None,
                "specials_count": len(q.specials) if not hide else None,
                "hand": sum(q.perm) + len(q.specials),
            }
        )
    pend: list[int] | None = (
        list(st.pend) if (seat is not None and seat == st.cur) else ([st.pend[0]] if st.pend else [])
    )
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
        "players": players,
    }


def _heir_view(st: TrickerionState) -> dict[str, Any] | None:
    if st.heir < 0:
        return None
    from game.rules.trickerion import heir

    return heir.public_view(st)


# --------------------------------------------------------------------------- determinize


def determinize(st: TrickerionState, seat: int, seed: int) -> TrickerionState:
    out = st.clone()
    out.touch()
    rng = Rng(seed)
    # performance deck: each position keeps its venue, the card is re-drawn among the unseen ones
    for venue in ("riverside", "grand_magorian", "magnus_pantheon"):
        idx = [i for i, c in enumerate(out.perf_deck) if T.PERF_VENUE[c] == venue]
        pool = [out.perf_deck[i] for i in idx] + [c for c in out.perf_out if T.PERF_VENUE[c] == venue]
        rng.shuffle(pool)
        for k, i in enumerate(idx):
            out.perf_deck[i] = pool[k]
        out.perf_out = sorted([c for c in out.perf_out if T.PERF_VENUE[c] != venue] + pool[len(idx) :])
    rng.shuffle(out.proph_pile)
    if out.heir >= 0:
        from game.rules.trickerion import heir

        heir.determinize(out, rng)  # the Heir's face-down Plan deck
    rng.shuffle(out.bag)
    _resample_specials(out, seat, rng)
    if out.phase == "assign" or out.proph("hidden_assignments") is not None:
        _resample_assignments(out, seat, rng)
    out.rng = Rng(seed ^ 0x7E1C)
    return out


def _resample_specials(st: TrickerionState, seat: int, rng: Rng) -> None:
    """Re-deal every Special Assignment card ``seat`` cannot see, keeping deck locations."""
    hidden_pend = bool(st.pend) and st.pend[0] == 2 and st.cur != seat
    by_loc: dict[int, list[int]] = {loc: list(st.sa_decks[loc]) for loc in range(4)}
    if hidden_pend:
        by_loc[st.pend[1]].extend(st.pend[2:])
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
        need = len(st.sa_decks[loc]) + (len(st.pend) - 2 if hidden_pend and st.pend[1] == loc else 0)
        mine, rest = pool[:need], pool[need:]
        st.sa_decks[loc] = mine[: len(st.sa_decks[loc])]
        if hidden_pend and st.pend[1] == loc:
            st.pend = [2, loc, *mine[len(st.sa_decks[loc]) :]]
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


# --------------------------------------------------------------------------- labels


def _comp(t: int) -> Msg:
    return T.named(COMPONENTS[t].name)


def _card(code: int) -> Msg:
    if code == IDLE:
        return Msg("no card (idle)")
    if code == SERVANT_CARD:
        return Msg("the servant's own card")
    if code >= SPECIAL_BASE:
        return T.named(T.SPECIAL_NAME[code - SPECIAL_BASE])
    return LOCS[code]


def describe(st: TrickerionState, a: Action) -> Msg:
    k = a.kind
    if k == "magician":
        return Msg("Play {magician}", magician=T.named(T.MAG_NAME[a["magician"]]))
    if k in ("trick", "learn"):
        return Msg("Take {trick}", trick=T.named(T.TRICK_NAME[a["trick"]]))
    if k == "specialist":
        return Msg("Start with the {character}", character=CHAR_NAMES[a["kind"]])
    if k == "components":
        if not a["comps"]:
            return Msg("Take no components")
        return Msg("Take {components}", components=", ".join(COMPONENTS[t].name for t in a["comps"]))
    if k == "advertise":
        return Msg("Advertise (+2 Fame)")
    if k in ("pass", "stop"):
        return Msg("Pass")
    if k == "assign":
        return Msg("Assign {card}", card=_card(a["card"]))
    if k == "idle":
        return Msg("Leave a character idle")
    if k == "place":
        return Msg("Place at the {location}", location=LOCS[a["loc"]])
    if k == "done":
        return Msg("End this character's actions")
    if k == "hire":
        return Msg("Hire a {character}", character=CHAR_NAMES[a["kind"]])
    if k == "coins":
        return Msg("Take {n} coins", n=st.dice[a["die"]])
    if k == "reroll":
        return Msg("Reroll a die")
    if k == "setdie":
        return Msg("Set a die")
    if k == "buy":
        return Msg("Buy {n} {component}", n=a["n"], component=_comp(a["comp"]))
    if k in ("order", "quick", "invest"):
        return Msg("Order {component}", component=_comp(a["comp"]))
    if k == "prepare":
        return Msg("Prepare {trick}", trick=T.named(T.TRICK_NAME[st.p[st.cur].sym_trick[a["sym"]]]))
    if k in ("setup", "moveto"):
        return Msg("Place a trick marker")
    if k == "resched":
        return Msg("Reschedule a marker")
    if k == "perform":
        return Msg("Perform this card")
    if k == "draw":
        return Msg("Draw Special Assignment cards")
    if k == "keep":
        return Msg("Keep {card}", card=_card(SPECIAL_BASE + a["card"]) if a["card"] >= 0 else Msg("nothing"))
    if k == "fortune":
        return Msg("Turn the pending prophecies")
    return Msg("Do it")


def prompt(st: TrickerionState, seat: int) -> Msg:
    ph = st.phase
    if ph == "setup":
        return Msg("Choose your starting options.")
    if ph == "advertise":
        return Msg("Advertise your show?")
    if ph == "assign":
        return Msg("Give each character an assignment card.")
    if ph == "place":
        return Msg("Place one of your characters.")
    if ph == "act":
        return Msg("Spend your action points.")
    if ph == "possess":
        return Msg("Choose the card your opponent performs?")
    if ph == "chains":
        return Msg("Make a free Reschedule?")
    return Msg("Choose a card to perform.")
