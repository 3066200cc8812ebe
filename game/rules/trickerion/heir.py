"""Dahlgaard's Heir: the solo opponent's decision rules, as pure functions over the engine state.

The Heir is part of the rules, not a bot: the engine calls these hooks at the
fixed moments of a turn and the Heir's seat never appears in ``to_act()``.
Every random choice draws from the state's own ``st.rng``, so a solo game
replays exactly.  Numbers and lists come from ``data/heir.py`` (all marked
``verified=False``: the official booklet was not available, see digest 14).

Hooks the engine calls (the protocol ``solo.HeirRules``, reached as ``st.heir_rules``):

- :func:`setup` -- magician, team by difficulty, starting trick, Plan deck.
- :func:`assign` -- reveal the next Plan card, give each character a card.
- :func:`place` -- which character goes where next (contested locations,
  then the stance's priority list); ``(char, -1, -1)`` means "leave idle".
- :func:`resolve` -- the location algorithm for one placement.
- :func:`choose_performance` -- which Performance card the Heir performs.
- :func:`discarded_card` -- the Heir markers on the card leaving the Theater.
- :func:`convert_coins` -- coins to Fame at the wage step; :func:`end_turn` --
  markers back on its tricks after End Turn.
- :func:`final_score` -- the Heir's own end-game items.

Each location's algorithm is public (:data:`LOCATION_ACTS`: ``act_downtown``,
``act_market_row``, ``act_dark_alley``, ``act_theater``; ``act_wagon`` on top),
so tests drive one location at a time.

Helpers the engine may also use: :func:`trick_yield` (the Heir's yield for one
of its markers: no day modifier, Electra's bonus), :func:`performer_gains`
(everything the Heir gains when it performs a card, as it judges cards),
:func:`choose_special_deck` (reward die "draw a card"), :func:`stance_ready`.

What this module expects from the engine:

1. ``place`` may answer ``(char, -1, -1)``: the engine then leaves that Heir
   character idle (``placed[char] = 2``) instead of calling ``heir_place``,
   and asks again -- an idle character is no placement.
   Theater slot codes are ``day * 3 + k``; a Specter's are 20 + day (30
   outside the Theater), so they never collide with a Performance slot.
2. The Heir pays no wages; :func:`discarded_card` runs before a card with Heir
   markers is discarded and :func:`end_turn` at the end of End Turn.
3. The Heir's own yields should come from :func:`trick_yield` (Electra's Heir
   rule adds the trick's level to Fame and coins); its Red Lotus bonus
   (+1 Fame per human trick on the card it performs) is in
   :func:`performer_gains`.
4. ``assign`` takes the cards out of the Heir's hand exactly as a human's
   ``assign`` actions do, so End Turn returns them the same way.
5. ``view`` adds :func:`public_view` (revealed Plan card, stance, Shopping
   List); ``determinize`` calls :func:`determinize` (the Plan deck is face down).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules.base import Event, Msg, NMsg
from game.rules.rng import Rng
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    IDLE,
    MAGICIAN,
    MANAGER,
    MARKET,
    SPECIAL_BASE,
    THEATER,
    WORKSHOP,
)
from game.rules.trickerion.components import comp_name, stocked_types
from game.rules.trickerion.dark_alley import rotate_prophecies
from game.rules.trickerion.data import heir as H
from game.rules.trickerion.data.arcane import HEIR_MAGIC_SHARD_FAME, MAGE_SLOT_COSTS
from game.rules.trickerion.data.schema import CATEGORIES, LOCATIONS
from game.rules.trickerion.data.tricks import SINGLE_BASIC_TRICKS, TRICKS
from game.rules.trickerion.discards import return_trick
from game.rules.trickerion.storage import free_apprentice_spaces
from game.rules.trickerion.theater import card_links

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

LOC = {name: i for i, name in enumerate(LOCATIONS)}
PLAN_BY_ID = H.PLAN_BY_ID
TRICK_INDEX = {t.id: i for i, t in enumerate(TRICKS)}
SINGLE_BASIC = frozenset(TRICK_INDEX[tid] for tid in SINGLE_BASIC_TRICKS)
X = T.X_FACE
DIE_TRICK_1, DIE_TRICK_2, DIE_SPECIALIST, DIE_APPRENTICE, DIE_BANK_1, DIE_BANK_2 = range(6)
OPPOSITE = (2, 3, 0, 1)


def _difficulty(st: TrickerionState) -> H.HeirDifficulty:
    return H.HEIR_BY_KEY.get(st.difficulty, H.HEIR_BY_KEY["normal"])


def _mem_int(st: TrickerionState, key: str) -> int:
    return int(st.heir_mem.get(key, 0))


# --------------------------------------------------------------------------- tricks and markers


def heir_markers(st: TrickerionState, trick: int) -> int:
    """Markers a prepared Heir trick carries (Electra's Heir: 2- and 3-marker tricks get one fewer)."""
    n = T.TRICK_MARKERS[trick]
    if st.ability(st.heir, "supercharge") and n in (2, 3):
        n -= 1
    return n


def trick_yield(st: TrickerionState, sym: int) -> tuple[int, int, int]:
    """(Fame, coins, Shards) one Heir marker of ``sym`` yields: no day modifier.

    Electra's Heir adds the trick's level to every yield, Shards included (S3).
    """
    t = st.p[st.heir].sym_trick[sym]
    fame, coins, shards = T.TRICK_FAME[t], T.TRICK_COINS[t], T.TRICK_SHARDS[t]
    if st.ability(st.heir, "supercharge"):
        lvl = T.TRICK_LEVEL[t]
        fame, coins, shards = fame + lvl, coins + lvl, shards + lvl
    return fame, coins, shards


def _yield_key(t: int) -> tuple[int, int, int]:
    """Yield order of the Heir's tricks: Fame, then Shards, then coins (highest first)."""
    return (-T.TRICK_FAME[t], -T.TRICK_SHARDS[t], -T.TRICK_COINS[t])


def _symbols_left_to_right(st: TrickerionState) -> list[int]:
    p = st.p[st.heir]
    return sorted((s for s in range(4) if p.sym_trick[s] >= 0), key=lambda s: p.sym_slot[s])


def reorder_tricks(st: TrickerionState) -> None:
    """Lay the Heir's tricks out in yield order: its "leftmost trick" is its best one."""
    p = st.p[st.heir]
    syms = sorted((s for s in range(4) if p.sym_trick[s] >= 0), key=lambda s: (_yield_key(p.sym_trick[s]), s))
    for slot, s in enumerate(syms):
        p.sym_slot[s] = slot


def refresh_markers(st: TrickerionState) -> None:
    """The Heir's tricks are always prepared: every marker not in the Theater lies on its trick."""
    h = st.heir
    p = st.p[h]
    for s in range(4):
        t = p.sym_trick[s]
        p.sym_ready[s] = max(0, heir_markers(st, t) - st.in_theater(h, s)) if t >= 0 else 0


def _target_level(st: TrickerionState) -> int:
    """The highest trick level the Heir's Fame gives access to."""
    fame = st.p[st.heir].fame
    level = 1
    for threshold, lvl in H.HEIR_STANCE_FAME:
        if fame >= threshold and (lvl < 3 or st.da):
            level = lvl
    return level


def stance_ready(st: TrickerionState) -> bool:
    """Ready: a Perform plan card and a trick of the level the Heir's Fame has reached (digest 14.2)."""
    card = PLAN_BY_ID.get(_mem_int(st, "card"))
    if card is None or card.kind != H.PLAN_PERFORM:
        return False
    need = _target_level(st)
    p = st.p[st.heir]
    return any(t >= 0 and T.TRICK_LEVEL[t] >= need for t in p.sym_trick)


def _learn(st: TrickerionState, trick: int, events: list[Event]) -> None:
    """Learn, prepare and file a trick; its component types join the Shopping List."""
    h = st.heir
    p = st.p[h]
    owned = [s for s in range(4) if p.sym_trick[s] >= 0]
    if len(owned) >= 4:
        worst = max(owned, key=lambda s: (_yield_key(p.sym_trick[s]), -s))
        old = p.sym_trick[worst]
        return_trick(st, h, worst)
        if not st.quiet_mode:
            events.append(
                Event(
                    "heir_return",
                    None,
                    {"trick": old},
                    text=Msg("The Heir returns {trick}.", trick=Msg(T.TRICK_NAME[old])),
                )
            )
    sym = st.learn(h, trick)
    p.sym_ready[sym] = heir_markers(st, trick)
    shop = st.heir_mem.setdefault("shop", [])
    for c, _n in T.TRICK_COMPS[trick]:
        if c not in shop:
            shop.append(c)
    reorder_tricks(st)
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_learn",
                None,
                {"trick": trick},
                text=Msg("The Heir learns {trick}.", trick=Msg(T.TRICK_NAME[trick])),
            )
        )


# --------------------------------------------------------------------------- setup


def _build_plan(st: TrickerionState) -> list[int]:
    """The 7-card Plan deck, top card first (digest 14.1): turn 1 always draws a Set Up card."""
    rng = st.rng
    perform = [c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_PERFORM]
    set_up = [c.id for c in H.PLAN_CARDS if c.kind == H.PLAN_SET_UP]
    rng.shuffle(perform)
    rng.shuffle(set_up)
    bottom = perform.pop()
    second = [set_up.pop(), perform.pop(), perform.pop()]
    rng.shuffle(second)
    third = [set_up.pop(), set_up.pop(), perform.pop()]
    rng.shuffle(third)
    top = set_up.pop()
    return [top, *third, *second[:2], bottom]


def setup(st: TrickerionState) -> list[Event]:
    """Magician (another category than the human's), team by difficulty, starting trick, Plan deck."""
    rng = st.rng
    h = st.heir
    p = st.p[h]
    taken = {T.MAG_CAT[q.magician] for i, q in enumerate(st.p) if i != h and q.magician >= 0}
    choices = [m for m in range(T.NMAGICIANS) if T.MAG_CAT[m] not in taken]
    p.magician = rng.choice(choices)
    diff = _difficulty(st)
    specialists = [ENGINEER, MANAGER, ASSISTANT]
    rng.shuffle(specialists)
    p.chars = [MAGICIAN, *sorted(specialists[: diff.specialists]), *([APPRENTICE] * diff.apprentices)]
    p.coins = H.HEIR_START_COINS
    p.shards = H.HEIR_START_SHARDS
    p.fame = H.HEIR_START_FAME
    cat = T.MAG_CAT[p.magician]
    owned = st.owned_tricks()
    pool = [t for t in T.TRICKS_OF[cat * 3] if t not in SINGLE_BASIC and t not in owned]
    st.heir_mem = {
        "plan": _build_plan(st),
        "card": 0,
        "shop": [],
        "stance": 0,
        "mech": 0,
        "optico": 0,
        "chains": 0,
    }
    events = [
        Event(
            "heir_magician",
            None,
            {"magician": p.magician},
            text=Msg("The Heir plays {magician}.", magician=Msg(T.MAG_NAME[p.magician])),
        )
    ]
    _learn(st, rng.choice(pool), events)
    return events


# --------------------------------------------------------------------------- assignment


def assign(st: TrickerionState) -> list[int]:
    """Reveal the next Plan card and give each character, left to right, a card for its location.

    The Plan card has one location per character slot of the Heir's board,
    five on its Base + Dark Alley side (digest 14, S3): characters beyond the
    fifth stay idle, whatever the card's sixth column says.
    """
    h = st.heir
    p = st.p[h]
    mem = st.heir_mem
    plan = mem.setdefault("plan", [])
    mem["card"] = plan.pop(0) if plan else mem.get("card", 0)
    mem["mech"] = 0
    mem["optico"] = 0
    mem["chains"] = 0
    refresh_markers(st)
    mem["stance"] = 1 if stance_ready(st) else 0
    card = PLAN_BY_ID.get(mem["card"])
    codes: list[int] = []
    for ci in range(len(p.chars)):
        if card is None or ci >= min(len(card.locations), H.HEIR_CHARACTER_SLOTS):
            codes.append(IDLE)
            continue
        loc = LOC[card.locations[ci]]
        if ci == card.special:
            own = sorted(sid for sid in p.specials if T.SPECIAL_LOC[sid] == loc)
            if own:
                p.specials.remove(own[0])
                codes.append(SPECIAL_BASE + own[0])
                continue
        if p.perm[loc] > 0:
            p.perm[loc] -= 1
            codes.append(loc)
        else:
            codes.append(IDLE)
    return codes


# --------------------------------------------------------------------------- placement


def priority(st: TrickerionState) -> list[int]:
    """The stance's location priority; with Arcane Arts the wagon's location comes right after Downtown."""
    names = H.READY_PRIORITY if _mem_int(st, "stance") else H.BUSY_PRIORITY
    order = [LOC[n] for n in names]
    if st.aa and st.wagon in order and st.wagon != DOWNTOWN:
        order.remove(st.wagon)
        order.insert(order.index(DOWNTOWN) + 1, st.wagon)
    return order


def _unplaced_at(st: TrickerionState, pi: int, loc: int) -> list[int]:
    q = st.p[pi]
    return [
        ci
        for ci, code in enumerate(q.assign)
        if not q.placed[ci] and code != IDLE and st.card_location(code) == loc
    ]


def contested(st: TrickerionState, loc: int) -> bool:
    """Both sides still have characters to place there (never the Workshop; a Theater of Magicians only)."""
    if loc == WORKSHOP:
        return False
    h = st.heir
    mine = _unplaced_at(st, h, loc)
    theirs = [(pi, ci) for pi in range(st.n) for ci in _unplaced_at(st, pi, loc)]
    if not mine or not theirs:
        return False
    if loc == THEATER:
        kinds = [st.p[h].chars[ci] for ci in mine] + [st.p[pi].chars[ci] for pi, ci in theirs]
        return any(k != MAGICIAN for k in kinds)
    return True


def _character_ap(st: TrickerionState, ci: int) -> int:
    p = st.p[st.heir]
    return T.CHAR_AP[p.chars[ci]] + (1 if p.assign[ci] >= SPECIAL_BASE else 0)


def _pick_character(st: TrickerionState, loc: int, chars: list[int]) -> int:
    """Downtown: highest AP first.  Theater: others first, the Magician last."""
    p = st.p[st.heir]
    if loc == DOWNTOWN:
        return max(chars, key=lambda ci: (_character_ap(st, ci), -ci))
    if loc == THEATER:
        others = [ci for ci in chars if p.chars[ci] != MAGICIAN]
        return others[0] if others else chars[0]
    return chars[0]


def can_set_up(st: TrickerionState) -> bool:
    """Whether one of the Heir's markers has somewhere to go (digest 14.4, Theater).

    S3: sending a non-Magician to the Theater where it would set up no trick
    is not allowed -- a marker on its trick is not enough when every card
    with room already holds that trick.
    """
    refresh_markers(st)
    return next_setup(st) is not None


def _pick_slot(st: TrickerionState, ci: int, loc: int) -> int:
    """The slot for this character, or -1 to leave it idle."""
    h = st.heir
    slots = st.free_slots(h, loc, ci)
    if not slots:
        return -1
    if loc == THEATER:
        magician = st.p[h].chars[ci] == MAGICIAN
        if magician:
            wanted = [s for s, _m in slots if s % 3 == 2]
        else:
            if not can_set_up(st):
                return -1
            wanted = [s for s, _m in slots if s % 3 != 2]
        if not wanted:
            return -1
        return min(wanted) if _mem_int(st, "stance") else max(wanted)
    return max(slots, key=lambda sm: (sm[1], -sm[0]))[0]


def place(st: TrickerionState) -> tuple[int, int, int]:
    """(character, location, slot) of the Heir's next placement; slot -1 = leave that character idle."""
    h = st.heir
    p = st.p[h]
    st.heir_mem["stance"] = 1 if stance_ready(st) else 0  # Fame and tricks may have changed
    by_loc: dict[int, list[int]] = {}
    for ci, code in enumerate(p.assign):
        if not p.placed[ci] and code != IDLE:
            by_loc.setdefault(st.card_location(code), []).append(ci)
    if not by_loc:
        unplaced = [ci for ci in range(len(p.assign)) if not p.placed[ci]]
        return unplaced[0], -1, -1
    order = priority(st)
    hot = [loc for loc in by_loc if contested(st, loc)]
    pool = hot if hot else list(by_loc)
    loc = min(pool, key=lambda x: order.index(x) if x in order else len(order))
    ci = _pick_character(st, loc, by_loc[loc])
    slot = _pick_slot(st, ci, loc)
    return (ci, loc, slot) if slot >= 0 else (ci, -1, -1)


# --------------------------------------------------------------------------- resolving a placement


def resolve(st: TrickerionState, ci: int, loc: int, slot: int, ap: int) -> list[Event]:
    """Run the Heir's algorithm for one placed character with ``ap`` action points."""
    events: list[Event] = []
    h = st.heir
    p = st.p[h]
    kind = p.chars[ci]
    mem = st.heir_mem
    if kind == APPRENTICE and not mem.get("mech") and st.ability(h, "apprentice_ap"):
        mem["mech"] = 1
        ap += 1
    if kind != APPRENTICE and st.ability(h, "mimesis"):
        used = sum(1 for pi in range(st.n) for code in st.p[pi].assign if code >= SPECIAL_BASE)
        if mem.get("optico", 0) < used:
            mem["optico"] = mem.get("optico", 0) + 1
            ap += 1
    if ap > H.HEIR_MAX_AP:
        ap = H.HEIR_MAX_AP
        st.gain(h, fame=H.HEIR_OVERFLOW_FAME)
        if not st.quiet_mode:
            events.append(
                Event("heir_overflow", None, text=Msg("The Heir turns a spare action point into 1 Fame."))
            )
    if kind == MAGICIAN and loc in (DOWNTOWN, MARKET, DARK_ALLEY) and st.ability(h, "magic_for_the_masses"):
        n = sum(1 for t in p.sym_trick if t >= 0)
        if n:
            st.gain(h, fame=n)
            if not st.quiet_mode:
                events.append(
                    Event(
                        "heir_gentleman",
                        None,
                        {"fame": n},
                        text=NMsg(
                            "The Heir gains {n} Fame for its trick.",
                            "The Heir gains {n} Fame for its tricks.",
                            n,
                        ),
                    )
                )
    wagon = st.aa and loc == st.wagon
    if wagon:
        ap = max(1, ap - 1)
    act = LOCATION_ACTS.get(loc)
    if act is not None and not (loc == THEATER and slot % 3 == 2):  # a Magician performing sets nothing up
        act(st, ap, events)
    if wagon:
        st.heir_mem["stance"] = 1 if stance_ready(st) else 0
        act_wagon(st, events)
    st.heir_mem["stance"] = 1 if stance_ready(st) else 0
    return events


# --- Downtown


def reroll_if_short(st: TrickerionState, n: int, events: list[Event]) -> None:
    """Downtown: when fewer than ``n`` dice show a face, the first blank die in reroll order is rolled."""
    if sum(1 for v in st.dice if v != X) >= n:
        return
    for d in H.DOWNTOWN_REROLL_ORDER:
        if st.dice[d] == X:
            st.dice[d] = T.roll_die(st.rng, d)
            if not st.quiet_mode:
                events.append(
                    Event(
                        "heir_reroll",
                        None,
                        {"die": d, "face": st.dice[d]},
                        irreversible=True,
                        text=Msg("The Heir rerolls a die."),
                    )
                )
            return


def _wants_trick(st: TrickerionState) -> bool:
    p = st.p[st.heir]
    level = _target_level(st)
    at_level = sum(1 for t in p.sym_trick if t >= 0 and T.TRICK_LEVEL[t] == level)
    return at_level < 2 or p.fame >= 36


def _learn_from_die(st: TrickerionState, events: list[Event]) -> bool:
    """Learn with the left Trick die, or the right one when the left shows X ("?" = favourite
    category); True if the die was used.

    Digest 14.4 as S3 plays it: the step reads one die only -- when its category
    has no unowned trick of the level, the Heir learns nothing and keeps the die.
    """
    p = st.p[st.heir]
    d = DIE_TRICK_1 if st.dice[DIE_TRICK_1] != X else DIE_TRICK_2
    face = st.dice[d]
    if face == X:
        return False
    level = _target_level(st)
    owned = st.owned_tricks()
    cat = T.MAG_CAT[p.magician] if face == T.ANY_FACE else face
    pool = [
        t
        for t in T.TRICKS_OF[cat * 3 + level - 1]
        if t not in owned and not (level == 1 and t in SINGLE_BASIC)
    ]
    if not pool:
        return False
    st.dice[d] = X
    _learn(st, st.rng.choice(pool), events)
    return True


def _apprentices(st: TrickerionState) -> int:
    p = st.p[st.heir]
    return (p.chars + p.incoming).count(APPRENTICE)


def _hire(st: TrickerionState, d: int, kind: int, events: list[Event]) -> None:
    st.dice[d] = X
    st.p[st.heir].incoming.append(kind)
    if not st.quiet_mode:
        events.append(Event("heir_hire", None, {"kind": kind}, text=Msg("The Heir hires a character.")))


def _take_coins(st: TrickerionState, d: int, events: list[Event]) -> None:
    value = st.dice[d]
    mult = st.proph("take_coins_multiplier")
    coins = value * (mult["value"] if mult is not None else 1)
    st.dice[d] = X
    st.gain(st.heir, coins=coins)
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_coins",
                None,
                {"coins": coins},
                text=NMsg("The Heir takes {n} coin.", "The Heir takes {n} coins.", coins),
            )
        )


def act_downtown(st: TrickerionState, ap: int, events: list[Event]) -> None:
    """Collect N dice by AP and difficulty, in the fixed order of digest 14.4."""
    if ap <= 0:
        return
    n = _difficulty(st).downtown_dice[min(ap, H.HEIR_MAX_AP) - 1]
    reroll_if_short(st, n, events)
    p = st.p[st.heir]
    used = 0
    if used < n and _wants_trick(st) and _learn_from_die(st, events):
        used += 1
    face = st.dice[DIE_SPECIALIST]
    if used < n and face != X and face not in p.chars and face not in p.incoming:
        _hire(st, DIE_SPECIALIST, face, events)
        used += 1
    if (
        used < n
        and st.dice[DIE_APPRENTICE] != X
        and _apprentices(st) < H.HEIR_MAX_APPRENTICES
        and len(p.chars) + len(p.incoming) <= H.HEIR_MAX_CHARACTERS_FOR_HIRE
    ):
        _hire(st, DIE_APPRENTICE, APPRENTICE, events)
        used += 1
    banks = sorted((d for d in (DIE_BANK_1, DIE_BANK_2) if st.dice[d] != X), key=lambda d: (-st.dice[d], d))
    for d in banks:
        if used < n:
            _take_coins(st, d, events)
            used += 1
    if used < n and st.dice[DIE_APPRENTICE] != X and _apprentices(st) < H.HEIR_MAX_APPRENTICES:
        _hire(st, DIE_APPRENTICE, APPRENTICE, events)


# --- Market Row


def act_market_row(st: TrickerionState, ap: int, events: list[Event]) -> None:
    """Strike stocked types off the Shopping List, then order up to AP of the rest (it pays nothing)."""
    shop = st.heir_mem.setdefault("shop", [])
    stock = stocked_types(st)
    struck = [c for c in shop if c in stock]
    for c in struck:
        shop.remove(c)
    wanted = [c for c in shop if c not in st.orders]
    if len(wanted) > ap:
        wanted = st.rng.sample(wanted, ap)
    for c in wanted:
        if -1 not in st.orders:
            break
        st.orders[st.orders.index(-1)] = c
        if not st.quiet_mode:
            events.append(
                Event(
                    "heir_order",
                    None,
                    {"component": c},
                    text=Msg("The Heir orders {component}.", component=Msg(comp_name(c))),
                )
            )
    if struck:
        if not st.quiet_mode:
            events.append(
                Event(
                    "heir_shop",
                    None,
                    {"struck": struck},
                    text=Msg("The Heir finds what it needs at the Market Row."),
                )
            )


# --- Dark Alley


def choose_special_deck(st: TrickerionState) -> int:
    """The deck the Heir holds fewest cards of (ties: Theater, Downtown, Market Row, Workshop); -1 if none."""
    p = st.p[st.heir]
    best, best_n = -1, 99
    for name in H.DARK_ALLEY_DECK_TIES:
        loc = LOC[name]
        if not st.sa_decks[loc]:
            continue
        held = sum(1 for sid in p.specials if T.SPECIAL_LOC[sid] == loc)
        if held < best_n:
            best, best_n = loc, held
    return best


def draw_special(st: TrickerionState, events: list[Event]) -> None:
    """The Heir takes the top card of its chosen deck."""
    deck = choose_special_deck(st)
    if deck < 0:
        return
    st.p[st.heir].specials.append(st.sa_decks[deck].pop(0))
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_draw",
                None,
                {"deck": deck},
                irreversible=True,
                text=Msg("The Heir draws a Special Assignment card."),
            )
        )


def act_dark_alley(st: TrickerionState, ap: int, events: list[Event]) -> None:
    """A coin flip decides whether the Heir turns the pending prophecies, then it draws Special
    Assignment cards by AP and difficulty.

    Digest 14.4 as S3 plays it: a Priestess Heir also flips the coin; when it
    says turn, she swaps next turn's prophecy with a random one instead.
    """
    if st.pending and st.rng.randrange(2):
        if not st.ability(st.heir, "fate_weaving"):
            rotate_prophecies(st)
            text = Msg("The Heir turns the pending prophecies.")
            if not st.quiet_mode:
                events.append(Event("heir_fortune", None, irreversible=True, text=text))
        elif st.proph_pile:
            k = _next_active_index(st)
            j = st.rng.randrange(len(st.proph_pile))
            st.pending[k], st.proph_pile[j] = st.proph_pile[j], st.pending[k]
            text = Msg("The Heir changes next turn's prophecy.")
            if not st.quiet_mode:
                events.append(Event("heir_fate", None, irreversible=True, text=text))
    if ap <= 0:
        return
    for _ in range(_difficulty(st).dark_alley_cards[min(ap, H.HEIR_MAX_AP) - 1]):
        draw_special(st, events)


def _next_active_index(st: TrickerionState) -> int:
    """Index in ``st.pending`` of the prophecy that becomes Active at the next End Turn (the last one)."""
    return len(st.pending) - 1


# --- Theater


def _links_at(st: TrickerionState, i: int, pos: int, trick: int, face: int) -> list[tuple[int, bool]]:
    """The Links a marker of ``trick`` at ``pos`` turned to ``face`` would make: (other owner, shard)."""
    card = st.t_cards[i]
    out: list[tuple[int, bool]] = []
    mine = T.corner_at
    for direction, nb, shard in T.PERF_NEIGH[card][pos]:
        code = st.occ[i][nb]
        if code < 0:
            continue
        other = st.p[code // 4].sym_trick[code % 4]
        if other >= 0 and mine(trick, face, direction) == mine(other, st.face[i][nb], OPPOSITE[direction]):
            out.append((code // 4, bool(shard)))
    return out


def _legal_faces(st: TrickerionState, i: int, pos: int, free: bool) -> list[int]:
    if free:
        return [0, 1, 2, 3]
    return sorted({direction for direction, _nb, _s in T.PERF_NEIGH[st.t_cards[i]][pos]})


def _row_major(pos: int) -> tuple[int, int]:
    return (pos % 3, pos // 3)


def _doomed(st: TrickerionState, i: int) -> bool:
    """The card in the last Theater slot leaves at this End Turn (never on the last turn's count)."""
    return i == len(st.t_cards) - 1 and st.turn < st.n_turns


def _card_order(st: TrickerionState, code: int) -> list[int]:
    """Cards the Heir may set a marker of ``code`` on, best first (digest 14.4, Theater)."""
    h = st.heir
    out = []
    for i, card in enumerate(st.t_cards):
        if card < 0 or code in st.occ[i]:
            continue
        if not any(st.occ[i][pos] < 0 for pos in T.PERF_SLOTS[card]):
            continue
        owners = {c // 4 for c in st.occ[i] if c >= 0}
        heir_there = h in owners
        human_there = any(o != h for o in owners)
        group = 0 if heir_there else (1 if human_there else 2)
        out.append(((group, 0 if (heir_there and human_there) else 1, i), i))
    out.sort()
    order = [i for _k, i in out]
    if st.turn < st.n_turns and len(order) > 1:
        order = [i for i in order if not _doomed(st, i)] + [i for i in order if _doomed(st, i)]
    return order


def _best_spot(st: TrickerionState, i: int, trick: int, free: bool) -> tuple[int, int, int, int]:
    """(links, shard links, position, face) of the best free spot on card ``i``; links -1 if none."""
    card = st.t_cards[i]
    best = (-1, 0, -1, 0)
    best_key: tuple[int, int, tuple[int, int]] | None = None
    for pos in sorted(T.PERF_SLOTS[card], key=_row_major):
        if st.occ[i][pos] >= 0:
            continue
        for face in _legal_faces(st, i, pos, free):
            links = _links_at(st, i, pos, trick, face)
            shards = sum(1 for _o, s in links if s)
            key = (-len(links), -shards, _row_major(pos))
            if best_key is None or key < best_key:
                best_key = key
                best = (len(links), shards, pos, face)
    return best


def next_setup(st: TrickerionState) -> tuple[int, int, int, int, int] | None:
    """(symbol, card, links, position, face) of the Heir's next marker; None if none can go anywhere.

    The leftmost trick that still has a marker and somewhere to go, its card by
    the digest 14.4 order and the best spot on it.
    """
    h = st.heir
    p = st.p[h]
    free = st.ability(h, "breaking_free") and not st.heir_mem.get("chains")
    for sym in _symbols_left_to_right(st):
        if p.sym_ready[sym] <= 0:
            continue
        for i in _card_order(st, h * 4 + sym):
            links, _shards, pos, face = _best_spot(st, i, p.sym_trick[sym], free)
            if pos >= 0:
                return sym, i, links, pos, face
    return None


def _set_up_one(st: TrickerionState, events: list[Event]) -> bool:
    """Set up one marker from the leftmost trick that still has one; False if none can go anywhere."""
    found = next_setup(st)
    if found is None:
        return False
    sym, i, links, pos, face = found
    h = st.heir
    p = st.p[h]
    trick = p.sym_trick[sym]
    made = _links_at(st, i, pos, trick, face)
    st.occ[i][pos] = h * 4 + sym
    st.face[i][pos] = face
    p.sym_ready[sym] -= 1
    if st.ability(h, "breaking_free"):
        st.heir_mem["chains"] = 1  # only its first setup of the turn is oriented freely
    _pay_links(st, trick, made, events)
    bonus = st.proph("setup_category_fame")
    if bonus is not None and bonus["category"] == _category_name(trick):
        st.gain(h, fame=bonus["fame"])
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_setup",
                None,
                {"trick": trick, "card": i, "pos": pos, "face": face, "links": links},
                text=Msg("The Heir sets up {trick}.", trick=Msg(T.TRICK_NAME[trick])),
            )
        )
    return True


def _category_name(trick: int) -> str:
    return CATEGORIES[T.TRICK_CAT[trick]]


def _pay_links(st: TrickerionState, trick: int, made: list[tuple[int, bool]], events: list[Event]) -> None:
    """Fame = level x Links for the Heir; each Shard link gives it a Shard, and the other player one too."""
    if not made:
        return
    h = st.heir
    st.gain(h, fame=T.TRICK_LEVEL[trick] * len(made))
    for owner, shard in made:
        if shard:
            st.gain(h, shards=1)
            if owner != h:
                st.gain(owner, shards=1)
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_links",
                None,
                {"links": len(made)},
                text=NMsg("The Heir makes {n} Link.", "The Heir makes {n} Links.", len(made)),
            )
        )


def act_theater(st: TrickerionState, ap: int, events: list[Event]) -> None:
    """Set up markers backstage, their number by AP and difficulty, until none fits anywhere."""
    if ap <= 0:
        return
    refresh_markers(st)
    n = _difficulty(st).theater_markers[min(ap, 3) - 1]
    for _ in range(n):
        if not _set_up_one(st, events):
            break


# --- the wagon (Arcane Arts)


def _spell_counts(st: TrickerionState) -> list[int]:
    """Enchantments per spell type on the Heir's tricks."""
    p = st.p[st.heir]
    return [
        sum(1 for s in range(4) if p.sym_trick[s] >= 0 and p.sym_enchant[s] >> k & 1)
        for k in range(T.NSPELLTYPES)
    ]


def _wagon_enchant(st: TrickerionState, events: list[Event]) -> bool:
    """Enchant with the offered type the Heir already carries most (ties: the cheapest slot).

    Arcane Arts, Heir priority 1: the type it has most of in its Workshop (the
    spells on its tricks; zero counts), skipping types every trick already
    carries; the spell goes on the leftmost trick without it.
    """
    p = st.p[st.heir]
    syms = _symbols_left_to_right(st)
    held = _spell_counts(st)
    options = []
    for slot, sp in enumerate(st.offer):
        if sp < 0:
            continue
        k = T.SPELL_TYPE[sp]
        target = next((s for s in syms if not p.sym_enchant[s] >> k & 1), -1)
        if target >= 0:
            options.append((-held[k], MAGE_SLOT_COSTS[slot], slot, k, target))
    if not options:
        return False
    _h, _cost, slot, k, target = min(options)
    st.offer[slot] = -1
    p.sym_enchant[target] |= 1 << k
    t = p.sym_trick[target]
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_enchant",
                None,
                {"spell": k, "trick": t},
                text=Msg("The Heir enchants {trick}.", trick=Msg(T.TRICK_NAME[t])),
            )
        )
    return True


def _wagon_servant(st: TrickerionState, events: list[Event]) -> bool:
    if st.servant_offer < 0 or free_apprentice_spaces(st.p[st.heir]) <= 0:  # "an empty Apprentice space"
        return False
    st.servant_offer = -1
    st.p[st.heir].incoming.append(APPRENTICE)
    if not st.quiet_mode:
        events.append(
            Event(
                "heir_servant",
                None,
                text=Msg("The Heir sends the magic servant away and hires an Apprentice."),
            )
        )
    return True


def _wagon_spell_die(st: TrickerionState, events: list[Event]) -> bool:
    counts = _spell_counts(st)
    if not _mem_int(st, "stance") or st.locked or not any(counts):
        return False
    k = max(range(T.NSPELLTYPES), key=lambda x: (counts[x], -x))
    st.sdie = T.SPELL_DIE_FACES.index(k)
    st.locked = 1
    if not st.quiet_mode:
        events.append(Event("heir_spell_die", None, {"spell": k}, text=Msg("The Heir sets the spell die.")))
    return True


def _wagon_shard(st: TrickerionState, events: list[Event]) -> bool:
    h = st.heir
    if st.mshards > 0:
        st.mshards -= 1
        st.p[h].magic_shards += 1
        if not st.quiet_mode:
            events.append(Event("heir_magic_shard", None, text=Msg("The Heir gains a magic shard.")))
    else:
        st.gain(h, fame=1, coins=1)
        if not st.quiet_mode:
            events.append(
                Event(
                    "heir_magic_shard",
                    None,
                    text=Msg("No magic shard is left: the Heir gains 1 Fame and 1 coin."),
                )
            )
    return True


def _wagon_fame(st: TrickerionState, events: list[Event]) -> bool:
    st.gain(st.heir, fame=H.WAGON_FAME)
    if not st.quiet_mode:
        events.append(Event("heir_wagon_fame", None, text=Msg("The Heir gains 3 Fame at the wagon.")))
    return True


_WAGON = {
    "enchant": _wagon_enchant,
    "take_servant": _wagon_servant,
    "set_spell_die": _wagon_spell_die,
    "magic_shard": _wagon_shard,
    "fame": _wagon_fame,
}


def act_wagon(st: TrickerionState, events: list[Event]) -> None:
    """Carry out the first 1/2/3 possible wagon options, by difficulty (Arcane Arts solo)."""
    left = _difficulty(st).wagon_options
    for name in H.WAGON_OPTIONS:
        if left <= 0:
            return
        if _WAGON[name](st, events):
            left -= 1


# --- where each placement leads

#: The Heir's algorithm at each location, given the action points it has there (digest 14.4);
#: the Workshop asks nothing of it, the wagon's options come on top (:func:`act_wagon`).
LOCATION_ACTS: dict[int, Callable[[TrickerionState, int, list[Event]], None]] = {
    DOWNTOWN: act_downtown,
    MARKET: act_market_row,
    DARK_ALLEY: act_dark_alley,
    THEATER: act_theater,
}


# --------------------------------------------------------------------------- performance


def theater_helpers(st: TrickerionState) -> int:
    """The Heir's non-Magicians in the Theater this turn, any day: its backstage bonus counts them."""
    h = st.heir
    return sum(1 for day in st.day_back for x in day if x // 16 == h and st.p[h].chars[x % 16] != MAGICIAN)


def performer_gains(st: TrickerionState, i: int, day: int) -> tuple[int, int, int]:
    """(Fame, coins, Shards) the Heir gains performing Theater slot ``i`` on ``day`` (digest 14.4).

    Its own tricks' yields (no day modifier), +1 Fame per Link, the card's
    printed bonus and, by difficulty, a backstage bonus per non-Magician it
    sent to the Theater this turn: nothing on Easy, 2 coins on Normal, 1 Fame
    on Hard (the solo app S3, whose digest line gave both on every level).
    Red Lotus adds 1 Fame per human trick on the card.
    """
    h = st.heir
    fame = coins = shards = 0
    human_tricks = set()
    for code in st.occ[i]:
        if code < 0:
            continue
        if code // 4 == h:
            f, c, s = trick_yield(st, code % 4)
            fame, coins, shards = fame + f, coins + c, shards + s
        else:
            human_tricks.add(code)
    if st.proph("coins_as_fame") is not None:
        fame, coins = fame + coins, 0
    diff = _difficulty(st)
    backstage = theater_helpers(st)
    pf, pc, ps = T.PERF_BONUS[st.t_cards[i]]
    mult = st.proph("performer_bonus_multiplier")
    k = mult["value"] if mult is not None else 1
    fame += k * (card_links(st, i) + diff.backstage_fame * backstage + pf)
    coins += k * (diff.backstage_coins * backstage + pc)
    shards += k * ps
    if st.ability(h, "trick_steal"):
        fame += len(human_tricks)
    return fame, coins, shards


def choose_performance(st: TrickerionState, day: int) -> int:
    """The card with Heir markers whose Links and printed bonus give most Fame, then Shards, then coins.

    Leftmost on ties.  The solo app S3 ranks cards by Links plus the card's
    bonus only; the tricks' own yields do not enter the choice.
    """
    h = st.heir
    best, best_key = -1, None
    for i, card in enumerate(st.t_cards):
        if card < 0 or not any(c >= 0 and c // 4 == h for c in st.occ[i]):
            continue
        pf, pc, ps = T.PERF_BONUS[card]
        key = (-(card_links(st, i) + pf), -ps, -pc, i)
        if best_key is None or key < best_key:
            best, best_key = i, key
    return best


# --------------------------------------------------------------------------- end of turn and game


def discarded_card(st: TrickerionState, i: int) -> list[Event]:
    """The card on Theater slot ``i`` leaves: each Heir marker on it yields -1 Fame -1 coin (digest 14.5)."""
    h = st.heir
    fame = coins = shards = 0
    for code in st.occ[i]:
        if code >= 0 and code // 4 == h:
            f, c, s = trick_yield(st, code % 4)
            fame += max(0, f - H.HEIR_LEFTOVER_FAME_MALUS)
            coins += max(0, c - H.HEIR_LEFTOVER_COIN_MALUS)
            shards += s
    if not (fame or coins or shards):
        return []
    st.gain(h, fame=fame, coins=coins, shards=shards)
    return [
        Event(
            "heir_leftover",
            None,
            {"fame": fame, "coins": coins, "shards": shards},
            text=Msg("The Heir cashes in its markers on the leaving card."),
        )
    ]


def convert_coins(st: TrickerionState) -> list[Event]:
    """In place of wages, every full 10 coins the Heir holds become Fame (3, or 2 on Easy).

    It happens at the wage step, before the leaving Performance card pays
    the Heir (S3's End Turn order), so those coins wait for the next turn.
    """
    h = st.heir
    p = st.p[h]
    rate = _difficulty(st).fame_per_10_coins
    k = p.coins // H.HEIR_COINS_PER_CONVERSION
    if not k:
        return []
    p.coins -= k * H.HEIR_COINS_PER_CONVERSION
    st.gain(h, fame=k * rate)
    return [
        Event(
            "heir_convert",
            None,
            {"fame": k * rate},
            text=NMsg(
                "The Heir turns its coins into {n} Fame.", "The Heir turns its coins into {n} Fame.", k * rate
            ),
        )
    ]


def end_turn(st: TrickerionState) -> None:
    """After End Turn the Heir's markers not on a card lie on its tricks again."""
    refresh_markers(st)


def final_score(st: TrickerionState) -> list[tuple[Msg, int]]:
    """The Heir's end-game items (digest 14.5); it scores no Fame for coins."""
    h = st.heir
    p = st.p[h]
    diff = _difficulty(st)
    cap = H.HEIR_CAP
    marker_fame = marker_shards = 0
    for row in st.occ:
        for code in row:
            if code >= 0 and code // 4 == h:
                f, _c, s = trick_yield(st, code % 4)
                marker_fame += max(0, f - H.HEIR_LEFTOVER_FAME_MALUS)
                marker_shards += s
    level3 = sum(1 for t in p.sym_trick if t >= 0 and T.TRICK_LEVEL[t] == 3)
    items = [
        (Msg("Markers left on Performance cards"), marker_fame),
        (Msg("Shards"), min(cap, p.shards + marker_shards)),
        (Msg("Special Assignment cards"), min(cap, H.HEIR_SPECIAL_CARD_FAME * len(p.specials))),
        (Msg("Level-3 tricks"), min(cap, diff.l3_trick_fame * level3)),
        (
            Msg("Characters beyond six"),
            min(cap, max(0, len(p.chars) - H.HEIR_CHARACTERS_BASE) * diff.extra_character_fame),
        ),
    ]
    if st.aa:
        items.append((Msg("Magic shards"), min(cap, HEIR_MAGIC_SHARD_FAME * p.magic_shards)))
    return [(m, v) for m, v in items if v]


# --------------------------------------------------------------------------- hidden information


def public_view(st: TrickerionState) -> dict[str, object]:
    """What the human sees of the Heir's board: the revealed Plan card, stance, Shopping List, deck size."""
    mem = st.heir_mem
    card = PLAN_BY_ID.get(int(mem.get("card", 0)))
    return {
        "plan_card": card.id if card else 0,
        "plan_kind": card.kind if card else "",
        "stance": "ready" if mem.get("stance") else "busy",
        "shopping_list": list(mem.get("shop", [])),
        "plan_left": len(mem.get("plan", [])),
    }


def determinize(st: TrickerionState, rng: Rng) -> None:
    """Re-sample what the human cannot see of the Heir: the order of its face-down Plan deck."""
    plan = st.heir_mem.get("plan")
    if plan:
        rng.shuffle(plan)
