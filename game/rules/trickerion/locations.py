"""Placing characters and the actions at each location (digest 6, 10.2; Arcane Arts wagon).

A placement is one Action (character, location, slot, Shard boost, and for a
Special Assignment card whether its ability or +1 AP is used).  The character's
AP are then spent at once through a sequence of location actions ending with
``done`` (or automatically when nothing is left to do).  Multi-step choices
(keeping one of two drawn cards, where a rescheduled marker goes, ...) are held
in ``st.pend`` as a small list of ints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion import theater
from game.rules.trickerion.data.arcane import (
    BUY_SPELL_AP,
    CHARGE_AP,
    CHARGE_COST,
    CHARGE_SHARDS,
    MAGE_SLOT_COSTS,
    SET_MAGIC_DICE_AP,
    SPELL_COMPONENT_VALUE,
    SUMMON_AP,
)
from game.rules.trickerion.data.characters import (
    MAX_WORKSHOP_CHARACTERS,
    usable_slots,
)
from game.rules.trickerion.state import (
    APPRENTICE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    ENGINEER_SLOT,
    GOLEM,
    IDLE,
    MAGICIAN,
    MANAGER,
    MARKET,
    SERVANT_CARD,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECTER,
    SPELL_PILE,
    THEATER,
    TRICKSTER,
    WORKSHOP,
    Player,
)
from game.rules.trickerion.storage import (
    add_components,
    add_spell,
    free_apprentice_spaces,
    remove_component,
    remove_spell,
    room,
    spell_room,
)

if TYPE_CHECKING:
    from game.rules.trickerion.engine import TrickerionState

# AP costs of the location actions (digest 6.2-6.6, all confirmed by the sources)
LEARN_AP = HIRE_AP = COINS_AP = 3
REROLL_AP = 1
SETDIE_AP = 2
BUY_AP = ORDER_AP = 1
QUICK_AP = 2
MAX_BUY = 3  # components of one type in one Buy
MOVE_AP = 1  # Move Tricks / Components / Apprentice
DRAW_FIRST_AP = 1
DRAW_FURTHER_AP = 2
FORTUNE_AP = 1

# act_flags bits
DREW = 1  # drew Special Assignment cards in this placement
FORTUNE = 2  # Fortune Telling used in this placement
WAGON_MODE = 4  # a Mage's action was taken: the location's own actions are closed
LOC_MODE = 8  # a location action was taken: the Mage's actions are closed
FREE_SET = 16  # the Trickster's free Set Die is still available
CARD_USED = 32  # the Special Assignment card's ability has been used
NO_SLOT = 30  # slot code of a Specter outside the Theater
SPECTER_DAY = 20  # slot code base of a Specter in the Theater (20 + day); Theater slots are day * 3 + 0..2
ALL_CATS = (0, 1, 2, 3)
SHAPE = 13  # st.pend = [SHAPE]: does the placed Shapeshifter take the Mechaniker's Apprentice boost?
APPRENTICE_LIKE = (APPRENTICE, SHAPESHIFTER)
"""Kinds an Apprentice-only effect may apply to: the Shapeshifter counts as one when its owner wants."""


def _card_num(key: str, name: str) -> int:
    """A number printed on a Special Assignment card (its effect parameter in the data)."""
    return int(T.SPECIAL_PARAMS[key][name])


def _mech_ap() -> int:
    """The Mechaniker's once-per-turn boost to an Apprentice placed outside the Theater."""
    return int(T.MAGICIAN_PARAMS["apprentice_ap"]["ap"])


def _fate_ap() -> int:
    return int(T.MAGICIAN_PARAMS["fate_weaving"]["ap"])


def card_key(st: TrickerionState) -> str:
    """The key of the Special Assignment ability active for this placement, or ''."""
    c = st.act_card
    if c >= SPECIAL_BASE and not st.act_flags & CARD_USED:
        return T.SPECIAL_KEY[c - SPECIAL_BASE]
    return ""


# --------------------------------------------------------------------------- slots


def free_slots(st: TrickerionState, pi: int, loc: int, ci: int) -> list[tuple[int, int]]:
    """(slot code, AP modifier) pairs open to character ``ci`` of ``pi`` at ``loc``."""
    p = st.p[pi]
    kind = p.chars[ci]
    out: list[tuple[int, int]] = []
    if loc == THEATER:
        own = [d for d in range(4) if st.day_owner[d] == pi]
        if kind == SPECTER:
            return [(SPECTER_DAY + d, T.DAY_AP[d]) for d in own]
        days = own if own else [d for d in range(4) if st.day_owner[d] == -1]
        for d in days:
            if len(st.day_back[d]) < 2:
                out.append((d * 3, T.DAY_AP[d]))
            if kind == MAGICIAN and st.day_perf[d] == -1:
                out.append((d * 3 + 2, 0))
        return out
    if kind == SPECTER:
        return [(NO_SLOT, 0)]
    if loc == WORKSHOP:
        return [(0, 0)] if st.ws_used[pi] < MAX_WORKSHOP_CHARACTERS else []
    usable = usable_slots(st.np)
    seen: set[int] = set()
    row = st.loc_slots[loc]
    for i, mod in enumerate(T.SLOT_MODS):
        if row[i] == -1 and mod not in seen and _slot_usable(i, usable):
            seen.add(mod)
            out.append((i, mod))
    if out and st.proph("lowest_slot") is not None:
        low = min(m for _, m in out)
        out = [x for x in out if x[1] == low]
    return out


def _slot_usable(i: int, usable: tuple[int, ...]) -> bool:
    # usable lists the modifiers of usable slots left to right: (2, 0), (2, 1, 0) or (2, 1, 1, 0)
    if i == 0 or i == 3:
        return True
    return len(usable) >= i + 2


def _locations_of(st: TrickerionState, code: int) -> list[int]:
    if 0 <= code < 5:
        return [code]
    if code == SERVANT_CARD:
        return [0, 1, 2, 3, 4] if st.da else [0, 1, 2, 3]
    loc = T.SPECIAL_LOC[code - SPECIAL_BASE]
    if T.SPECIAL_KEY[code - SPECIAL_BASE] == "freelancer":
        return [loc] + [x for x in (0, 1, 2, 4) if x != loc and (x != DARK_ALLEY or st.da)]
    return [loc]


def _golem_ok(p: Player, ci: int) -> bool:
    """A Golem must be its owner's first or last placement of the phase."""
    others = [j for j in range(len(p.assign)) if j != ci]
    first = all(p.placed[j] != 1 for j in others)
    last = all(p.placed[j] for j in others)
    return first or last


def placement_actions(st: TrickerionState, pi: int) -> list[Action]:
    p = st.p[pi]
    acts: list[Action] = []
    enhance_theater = st.proph("enhance_in_theater") is not None
    p18 = st.proph("slot_cost")
    for ci, code in enumerate(p.assign):
        if p.placed[ci]:
            continue
        acts.append(T.mk("idle", char=ci))
        kind = p.chars[ci]
        if kind == GOLEM and not _golem_ok(p, ci):
            continue
        special = code >= SPECIAL_BASE
        home = T.SPECIAL_LOC[code - SPECIAL_BASE] if special else -1
        mimics = _mimics(st, pi, code) if 0 <= code < 5 else []
        for loc in _locations_of(st, code):
            for slot, mod in free_slots(st, pi, loc, ci):
                if loc == THEATER and slot < SPECTER_DAY and slot % 3 == 2:
                    boosts = [0]
                else:
                    boosts = [0]
                    if p.shards > 0 and (loc != THEATER or enhance_theater):
                        boosts.append(1)
                    if p.magic_shards > 0:
                        boosts.append(2)
                if (
                    p18 is not None
                    and loc in (DOWNTOWN, MARKET, DARK_ALLEY)
                    and mod == p18["modifier"]
                    and slot < 4
                    and p.coins < p18["coins"]
                ):
                    continue
                for b in boosts:
                    if not special:
                        acts.append(
                            T.mkp("place", (("boost", b), ("char", ci), ("loc", loc), ("slot", slot)))
                        )
                        if mimics:
                            acts.append(
                                T.mk("place", char=ci, loc=loc, slot=slot, boost=b, sa=0, mimic=mimics[0])
                            )
                        for sid in mimics:
                            acts.append(T.mk("place", char=ci, loc=loc, slot=slot, boost=b, sa=1, mimic=sid))
                        continue
                    if loc == home:
                        acts.append(
                            T.mkp(
                                "place", (("boost", b), ("char", ci), ("loc", loc), ("sa", 0), ("slot", slot))
                            )
                        )
                    acts.append(
                        T.mkp("place", (("boost", b), ("char", ci), ("loc", loc), ("sa", 1), ("slot", slot)))
                    )
    return acts


def _mimics(st: TrickerionState, pi: int, code: int) -> list[int]:
    """The Great Optico: opponents' revealed Special Assignment cards of this permanent card's location."""
    p = st.p[pi]
    if p.used_mech & 4 or not st.ability(pi, "mimesis"):
        return []
    hidden = st.proph("hidden_assignments") is not None
    out: set[int] = set()
    for qi, q in enumerate(st.p):
        if qi == pi:
            continue
        for ci, c in enumerate(q.assign):
            if (
                c >= SPECIAL_BASE
                and T.SPECIAL_LOC[c - SPECIAL_BASE] == code
                and (not hidden or q.placed[ci] == 1)
            ):
                out.add(c - SPECIAL_BASE)
    return sorted(out)


def base_ap(st: TrickerionState, p: Player, kind: int) -> int:
    if kind >= SPECTER:
        ap = T.SERVANT_AP[kind - SPECTER]
    else:
        ap = T.CHAR_AP[kind]
    one = st.proph("base_ap")
    if one is not None:
        ap = one["value"]
    # a Shapeshifter may count as an Apprentice for any effect: this +1 costs nothing, so it always does
    if kind in APPRENTICE_LIKE and p.advertised and st.proph("advertised_apprentice_ap") is not None:
        ap += 1
    return ap


def apply_placement(st: TrickerionState, pi: int, action: Action, events: list[Event]) -> None:
    p = st.p[pi]
    ci = action["char"]
    if action.kind == "idle":
        p.placed[ci] = 2
        events.append(
            Event("idle", pi, {"char": ci}, text=Msg("{player} leaves a character idle.", player=pi))
        )
        st.end_placement_turn(events)
        return
    loc, slot, boost = action["loc"], action["slot"], action["boost"]
    sa = action.get("sa")
    kind = p.chars[ci]
    code = p.assign[ci]
    ap = base_ap(st, p, kind)
    perf_slot = loc == THEATER and slot < SPECTER_DAY and slot % 3 == 2
    # the slot
    if loc == THEATER:
        day = slot - SPECTER_DAY if slot >= SPECTER_DAY else slot // 3
        st.day_owner[day] = pi
        if perf_slot:
            st.day_perf[day] = pi
        elif slot < SPECTER_DAY:
            st.day_back[day].append(pi * 16 + ci)
        if not perf_slot:
            ap += T.DAY_AP[day]
    elif loc == WORKSHOP:
        if slot != NO_SLOT:
            st.ws_used[pi] += 1
    elif slot != NO_SLOT:
        st.loc_slots[loc][slot] = pi
        mod = T.SLOT_MODS[slot]
        ap += mod
        p18 = st.proph("slot_cost")
        if p18 is not None and mod == p18["modifier"]:
            pay_coins(st, pi, p18["coins"], loc)
    # boosts
    card = code - SPECIAL_BASE if code >= SPECIAL_BASE else -1
    mimic = action.get("mimic")
    if mimic is not None:
        card = mimic
        p.used_mech |= 4
    if boost == 1:
        p.shards -= 1
        enh = st.proph("enhance_ap")
        bonus = enh["ap"] if enh is not None else 1
        if card >= 0 and sa == 1 and T.SPECIAL_KEY[card] == "empower":
            bonus = _card_num("empower", "ap")
        ap += bonus
    elif boost == 2:
        p.magic_shards -= 1
        st.mshards += 1  # a spent magic shard returns to the limited supply
        ap += 1 if loc == THEATER else 2
    if sa == 0:
        ap += 1
    mech = loc != THEATER and not p.used_mech and st.ability(pi, "apprentice_ap")
    if kind == APPRENTICE and mech:
        p.used_mech = 1
        ap += _mech_ap()
    ap = max(0, ap)
    p.placed[ci] = 1
    events.append(
        Event(
            "place",
            pi,
            {"char": ci, "loc": loc, "slot": slot, "ap": ap, "card": code},
            text=NMsg(
                "{player} places a character at the {location} with {n} AP.",
                "{player} places a character at the {location} with {n} AP.",
                ap,
                player=pi,
                location=_loc_name(loc),
            ),
        )
    )
    if kind == MAGICIAN and loc in (DOWNTOWN, MARKET, DARK_ALLEY) and st.ability(pi, "magic_for_the_masses"):
        n = len(p.tricks())
        if n:
            st.gain(pi, fame=n)
            events.append(
                Event(
                    "ability",
                    pi,
                    text=NMsg(
                        "{player} gains {n} Fame (Magic for the Masses).",
                        "{player} gains {n} Fame (Magic for the Masses).",
                        n,
                        player=pi,
                    ),
                )
            )
    st.act_char = ci
    st.act_loc = loc
    st.act_slot = slot
    st.act_ap = ap
    st.act_flags = FREE_SET if kind == TRICKSTER and loc in (DOWNTOWN, st.wagon) else 0
    st.act_card = SPECIAL_BASE + card if (sa == 1 and card >= 0) else IDLE
    st.pend = [SHAPE] if kind == SHAPESHIFTER and mech else []  # use the Mechaniker's boost on it?
    if card >= 0 and sa == 1:
        key = T.SPECIAL_KEY[card]
        if key == "business_share":
            st.business = pi
        elif key in ("durable_components", "arranged_fiasco", "grand_premiere"):
            st.memo.setdefault("perf_cards", []).append([pi, card])
    if perf_slot:
        st.end_placement_turn(events)
        return
    st.phase = "act"
    if not act_actions_exist(st, pi):
        st.end_placement_turn(events)


def _loc_name(loc: int) -> Msg:
    return (Msg("Theater"), Msg("Downtown"), Msg("Market Row"), Msg("Workshop"), Msg("Dark Alley"))[loc]


def pay_coins(st: TrickerionState, pi: int, n: int, loc: int) -> None:
    """Pay coins; at the Market Row they may go to a Business Share holder instead of the bank."""
    st.p[pi].coins -= n
    if loc == MARKET and st.business >= 0 and st.business != pi:
        st.p[st.business].coins += n


def act_actions_exist(st: TrickerionState, pi: int) -> bool:
    """Whether the acting character can still do something; keeps the list for the next query."""
    if st.pend:
        return True
    acts = act_actions(st, pi)
    st._cache = (pi, acts)
    return len(acts) > 1


# --------------------------------------------------------------------------- act


def act_actions(st: TrickerionState, pi: int) -> list[Action]:
    if st.pend:
        return _pending_actions(st, pi)
    acts = [T.mk("done")]
    loc = st.act_loc
    flags = st.act_flags
    full = False  # something buyable here has no room: offer discards to make some
    if not flags & WAGON_MODE:
        if loc == DOWNTOWN:
            _downtown(st, pi, acts)
        elif loc == MARKET:
            full = _market(st, pi, acts)
        elif loc == WORKSHOP:
            _workshop(st, pi, acts)
        elif loc == THEATER:
            theater.backstage_actions(st, pi, acts)
        elif loc == DARK_ALLEY:
            _dark_alley(st, pi, acts)
    if st.aa and loc == st.wagon and not flags & LOC_MODE:
        full = _wagon(st, pi, acts) or full
    if full:
        p = st.p[pi]
        acts.extend(T.mk("discard", comp=t) for t in range(T.NCOMP) if p.physical(t) > 0)
        acts.extend(T.mk("discard_spell", spell=k) for k in range(T.NSPELLTYPES) if p.spells[k] > 0)
    if flags & FREE_SET:  # the Trickster's own ability: open whichever actions were taken
        if loc == DOWNTOWN:
            for d in range(6):
                for v in T.DIE_CHOICES[d]:
                    if v != st.dice[d]:
                        acts.append(T.mk("setdie", die=d, face=v, free=1))
        if st.aa and loc == st.wagon and not st.locked:
            for k in range(T.NSPELLTYPES):
                acts.append(T.mk("magic_dice", spell=k, free=1))
            for r in range(T.NREWARD):
                acts.append(T.mk("magic_dice", reward=r, free=1))
    return acts


def apply_act(st: TrickerionState, pi: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "done":
        st.end_placement_turn(events)
        return
    free = action.get("free") or kind in _STORAGE_KINDS  # no location's nor Mage's action
    if st.pend:
        _apply_pending(st, pi, action, events)
    elif kind in _WAGON_KINDS:
        if not free:
            st.act_flags |= WAGON_MODE
        _apply_wagon(st, pi, action, events)
    else:
        if not free:
            st.act_flags |= LOC_MODE
        _HANDLERS[kind](st, pi, action, events)
    if action.get("free"):
        st.act_flags &= ~FREE_SET
    if st.phase == "act" and not st.pend and not act_actions_exist(st, pi):
        st.end_placement_turn(events)


def spend(st: TrickerionState, ap: int) -> None:
    st.act_ap -= ap


# --------------------------------------------------------------------------- Downtown


def _learn_cost(st: TrickerionState) -> int:
    e = st.proph("action_ap")
    return e["ap"] if e is not None and e["action"] == "learn" else LEARN_AP


def _action_cost(st: TrickerionState, name: str, default: int) -> int:
    e = st.proph("action_ap")
    return e["ap"] if e is not None and e["action"] == name else default


def _downtown(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    p = st.p[pi]
    ap = st.act_ap
    key = card_key(st)
    dice = st.dice
    fav = T.MAG_CAT[p.magician]
    if not st.trick_room(pi):  # returning a trick to the Residence makes room for a new one
        acts.extend(T.mk("discard_trick", sym=s) for s in p.tricks())
    # learn
    cost = _learn_cost(st) - (
        _card_num("thirst_for_knowledge", "ap_discount") if key == "thirst_for_knowledge" else 0
    )
    if ap >= cost:
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
                            acts.append(T.mk("learn", trick=t, die=d))
                        if overhaul and st.meets(pi, t):
                            for s in p.tricks():
                                acts.append(T.mk("learn", trick=t, die=d, replace=s))
    # hire
    hh = key == "headhunter"
    cost = _action_cost(st, "hire", HIRE_AP) - (_card_num("headhunter", "ap_discount") if hh else 0)
    if ap >= cost:
        for d in (2, 3):
            v = dice[d]
            if v == T.X_FACE:
                continue
            for k in (ENGINEER, MANAGER, ASSISTANT, APPRENTICE) if hh else (v,):
                if can_hire(p, k):
                    acts.append(T.mk("hire", die=d, character=k))
                    if (
                        k == APPRENTICE
                        and key == "mass_recruitment"
                        and p.coins >= _card_num("mass_recruitment", "coins")
                        and free_apprentice_spaces(p) >= 2
                    ):
                        acts.append(T.mk("hire", character=k, die=d, extra=1))
    # take coins
    cost = _action_cost(st, "take_coins", COINS_AP) - (
        _card_num("interest", "ap_discount") if key == "interest" else 0
    )
    if ap >= cost:
        for d in (4, 5):
            if dice[d] != T.X_FACE:
                acts.append(T.mk("coins", die=d))
    if ap >= REROLL_AP:
        for d in range(6):
            acts.append(T.mk("reroll", die=d))
    if ap >= SETDIE_AP:
        for d in range(6):
            for v in T.DIE_CHOICES[d]:
                if v != dice[d]:
                    acts.append(T.mk("setdie", die=d, face=v))


def can_hire(p: Player, kind: int) -> bool:
    if kind == APPRENTICE:
        return free_apprentice_spaces(p) > 0
    return kind not in p.chars and kind not in p.incoming


def _learn(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    t, d = a["trick"], a["die"]
    key = card_key(st)
    spend(
        st,
        _learn_cost(st)
        - (_card_num("thirst_for_knowledge", "ap_discount") if key == "thirst_for_knowledge" else 0),
    )
    if key in ("thirst_for_knowledge", "leaked_blueprints", "trick_overhaul"):
        st.act_flags |= CARD_USED
    if d >= 0:
        st.dice[d] = T.X_FACE
    thr = T.TRICK_THRESHOLD[t]
    if p.fame < thr:
        pay = thr - p.fame
        p.coins -= pay
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
        p.sym_trick[replace] = t
        p.sym_enchant[replace] = 0
        p.sym_bonus[replace] = 0
        p.sym_performed[replace] = 0
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
    if key == "leaked_blueprints" and thr <= _card_num("leaked_blueprints", "max_threshold"):
        p.sym_ready[sym] = _card_num("leaked_blueprints", "markers")
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
    hh = key == "headhunter"
    spend(st, _action_cost(st, "hire", HIRE_AP) - (_card_num("headhunter", "ap_discount") if hh else 0))
    if key in ("headhunter", "mass_recruitment", "hypnotic_motivation"):
        st.act_flags |= CARD_USED
    st.dice[a["die"]] = T.X_FACE
    kind = a["character"]
    n = 2 if a.get("extra") else 1
    if n == 2:
        p.coins -= _card_num("mass_recruitment", "coins")
    for _ in range(n):
        if key == "hypnotic_motivation":
            join_now(st, pi, kind)
        else:
            p.incoming.append(kind)
    events.append(
        Event(
            "hire",
            pi,
            {"kind": kind, "n": n},
            text=NMsg("{player} hires a character.", "{player} hires {n} characters.", n, player=pi),
        )
    )
    if key == "hypnotic_motivation":
        st.pend = [3]  # give the new character a card


def join_now(st: TrickerionState, pi: int, kind: int) -> None:
    """A character joins the team at once (Hypnotic Motivation); it may still be placed this phase."""
    p = st.p[pi]
    p.chars.append(kind)
    p.assign.append(IDLE)
    p.placed.append(2)


def _coins(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    key = card_key(st)
    spend(
        st,
        _action_cost(st, "take_coins", COINS_AP)
        - (_card_num("interest", "ap_discount") if key == "interest" else 0),
    )
    d = a["die"]
    value = st.dice[d]
    mult = st.proph("take_coins_multiplier")
    gain = value * (mult["value"] if mult is not None else 1)
    if key == "interest":
        gain += max(0, T.DIE_FACES[d][st.rng.randrange(6)])  # an X adds nothing
    st.dice[d] = T.X_FACE
    fame = value - _card_num("fame_and_fortune", "minus") if key == "fame_and_fortune" else 0
    if key in ("interest", "fame_and_fortune", "investments"):
        st.act_flags |= CARD_USED
    st.gain(pi, fame=fame, coins=gain)
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
        st.pend = [4, 3, gain]


def _reroll(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, REROLL_AP)
    d = a["die"]
    st.dice[d] = T.DIE_FACES[d][st.rng.randrange(6)]
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
    events.append(
        Event("setdie", pi, {"die": a["die"], "face": a["face"]}, text=Msg("{player} sets a die.", player=pi))
    )


# --------------------------------------------------------------------------- Market Row


def _price(st: TrickerionState, t: int) -> int:
    e = st.proph("component_price")
    return e["value"] if e is not None else T.COMP_PRICE[t]


def stock_prices(st: TrickerionState, pi: int) -> dict[int, int]:
    """Component types buyable now and their unit price."""
    out: dict[int, int] = {}
    for t in st.stock:
        if t >= 0:
            out[t] = _price(st, t)
    for t in st.logistics:
        out.setdefault(t, _price(st, t))
    if st.proph("buy_from_orders") is not None:
        for t in st.orders:
            if t >= 0:
                out.setdefault(t, _price(st, t))
    if st.quick >= 0:
        out.setdefault(st.quick, _price(st, st.quick) + 1)
    if card_key(st) == "workshop_delivery":
        p = st.p[pi]
        for t in range(T.NCOMP):
            if p.physical(t) > 0:
                out[t] = max(
                    0, min(out.get(t, 99), _price(st, t)) - _card_num("workshop_delivery", "discount")
                )
    return out


def _market(st: TrickerionState, pi: int, acts: list[Action]) -> bool:
    """Append the Market Row's actions; returns whether a buyable type has no room to go."""
    p = st.p[pi]
    ap = st.act_ap
    key = card_key(st)
    full = False
    if ap >= BUY_AP:
        max_n = MAX_BUY
        if key == "component_sale":  # one Buy of up to 4, any mix: picked one by one (pending 12)
            prices = stock_prices(st, pi)
            acts.extend(
                T.mk("sale_pick", comp=t)
                for t, price in sorted(prices.items())
                if room(p, t) > 0 and p.coins >= price
            )
        for t, price in sorted(stock_prices(st, pi).items()):
            r = room(p, t)
            for n in range(1, min(max_n, r) + 1):
                total = price * n
                for b in range(0, min(ap - 1, total - 1) + 1) if total > 0 else (0,):
                    if p.coins >= total - b:
                        acts.append(T.mk("buy", comp=t, n=n, bargain=b))
                        if key == "shoplifting" and t in st.stock:
                            for basic in T.BASICS:
                                acts.append(T.mk("buy", comp=t, n=n, bargain=b, lift=basic))
                if key == "smuggled_goods" and p.fame >= total - _card_num("smuggled_goods", "minus"):
                    acts.append(T.mk("buy", comp=t, n=n, fame=1))
                if (
                    key == "barter_with_power"
                    and p.any_shards() >= 1
                    and total <= _card_num("barter_with_power", "value")
                ):
                    acts.append(T.mk("buy", comp=t, n=n, barter=1))
        full = any(room(p, t) == 0 for t in stock_prices(st, pi))
        stock = set(st.stock) | set(st.logistics)
        if -1 in st.orders or key == "logistics":
            for t in range(T.NCOMP):
                if t in stock or t in st.orders:
                    continue
                acts.append(T.mk("order", comp=t))
                if (
                    key == "traveling_merchants"
                    and p.coins >= _price(st, t) + _card_num("traveling_merchants", "surcharge")
                    and room(p, t) > 0
                ):
                    acts.append(T.mk("order", comp=t, now=1))
    if ap >= QUICK_AP:
        for t in range(T.NCOMP):
            if t != st.quick:
                acts.append(T.mk("quick", comp=t))
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
        st.gain(pi, fame=-(total - _card_num("smuggled_goods", "minus")))
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
    minus = _card_num("workshop_exhibition", "minus")
    if key == "workshop_exhibition" and paid > minus:
        st.gain(pi, fame=paid - minus)
    if key:
        st.act_flags |= CARD_USED
    add_components(p, t, n)
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
                component=T.named(_comp_name(t)),
            ),
        )
    )


def _comp_name(t: int) -> str:
    from game.rules.trickerion.data.components import COMPONENTS

    return COMPONENTS[t].name


def _order(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, ORDER_AP)
    t = a["comp"]
    key = card_key(st)
    if a.get("now"):
        pay_coins(st, pi, _price(st, t) + _card_num("traveling_merchants", "surcharge"), MARKET)
        add_components(st.p[pi], t, 1)
    if key == "logistics":
        st.logistics.append(t)
        st.act_flags |= CARD_USED
    else:
        st.orders[st.orders.index(-1)] = t
    events.append(
        Event(
            "order",
            pi,
            {"comp": t},
            text=Msg("{player} orders {component}.", player=pi, component=T.named(_comp_name(t))),
        )
    )


def _quick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, QUICK_AP)
    st.quick = a["comp"]
    st.quick_owner = pi if card_key(st) == "dubious_sources" else -1
    events.append(
        Event(
            "quick",
            pi,
            {"comp": st.quick},
            text=Msg(
                "{player} places a quick order for {component}.",
                player=pi,
                component=T.named(_comp_name(st.quick)),
            ),
        )
    )


# --------------------------------------------------------------------------- Workshop


def markers_for(st: TrickerionState, pi: int, s: int, extra: int = 0) -> int:
    p = st.p[pi]
    t = p.sym_trick[s]
    n = T.TRICK_MARKERS[t] + (1 if p.sym_slot[s] == ENGINEER_SLOT else 0) + extra
    return max(0, min(n, 4 - st.in_theater(pi, s)))


def missing_value(st: TrickerionState, pi: int, t: int) -> tuple[int, int]:
    """(coin value of the missing components, number of missing component types)."""
    p = st.p[pi]
    value = types = 0
    for c, n in T.TRICK_COMPS[t]:
        short = n - p.effective(c)
        if short > 0:
            value += short * T.COMP_PRICE[c]
            types += 1
    return value, types


def _workshop(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    p = st.p[pi]
    ap = st.act_ap
    key = card_key(st)
    for s in range(4):
        t = p.sym_trick[s]
        if t < 0 or p.sym_ready[s] > 0 or T.TRICK_PREP[t] > ap:
            continue
        if markers_for(st, pi, s, 1 if key == "trick_tweaking" else 0) <= 0:
            continue
        value, types = missing_value(st, pi, t)
        if value == 0:
            acts.append(T.mk("prepare", sym=s))
            if key == "test_run" and markers_for(st, pi, s) > 1:
                acts.append(T.mk("prepare", sym=s, test=1))
            if key == "replaceable_parts" and markers_for(st, pi, s) > 1:
                for s2 in range(4):
                    t2 = p.sym_trick[s2]
                    if (
                        s2 != s
                        and t2 >= 0
                        and T.TRICK_THRESHOLD[t2] <= T.TRICK_THRESHOLD[t]
                        and p.sym_ready[s2] + st.in_theater(pi, s2) < 4
                    ):
                        acts.append(T.mk("prepare", sym=s, parts=s2))
            if key == "unstable_prototype":
                acts.extend(T.mk("prepare", sym=s, ret=r) for r in _returnable(p, t))
            if key == "enhance_trick" and p.any_shards() >= 1 and not p.sym_bonus[s]:
                acts.append(T.mk("prepare", sym=s, enhance=1))
        elif key == "ingenuity" and types == 1:
            acts.append(T.mk("prepare", sym=s, ingenuity=1))
        if st.aa:
            need = max(1, -(-value // SPELL_COMPONENT_VALUE))
            for k in range(T.NSPELLTYPES):
                if p.spells[k] >= need and not p.sym_enchant[s] & (1 << k):
                    acts.append(T.mk("prepare", sym=s, spell=k))
    if ap >= MOVE_AP:
        if st.has_specialist(pi, ENGINEER):
            for s in range(4):
                if p.sym_trick[s] >= 0 and p.sym_slot[s] != ENGINEER_SLOT:
                    acts.append(T.mk("move_trick", sym=s))
        if st.has_specialist(pi, MANAGER):
            for t in range(T.NCOMP):
                if p.comp[t] > 0:
                    for i in (0, 1):
                        if p.mgr_type[i] != t and p.mgr_type[i] < SPELL_PILE:  # spells stay put
                            acts.append(T.mk("move_comp", comp=t, pile=i))
        if st.has_specialist(pi, ASSISTANT) and p.assistant_app < 0:
            if APPRENTICE in p.chars:
                acts.append(T.mk("move_app"))
            if SHAPESHIFTER in p.chars:  # it may count as the Apprentice moved
                acts.append(T.mk("move_app", char=p.chars.index(SHAPESHIFTER)))


def _prepare(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    s = a["sym"]
    t = p.sym_trick[s]
    key = card_key(st)
    spend(st, T.TRICK_PREP[t])
    extra = _card_num("trick_tweaking", "markers") if key == "trick_tweaking" else 0
    n = markers_for(st, pi, s, extra)
    if a.get("ingenuity"):
        n = 1
    fame = coins = 0
    if a.get("test"):
        n -= 1
        y = theater.trick_yield(st, pi, s)
        st.gain(pi, fame=y[0], coins=y[1], shards=y[2])
    parts = a.get("parts")
    if parts is not None:
        n -= 1
        p.sym_ready[parts] += 1
    ret = a.get("ret", ())
    if ret:
        for c in ret:
            remove_component(p, c)
        n = min(n + 1, 4 - st.in_theater(pi, s))
        fame += len(ret)
        coins += len(ret)
    if a.get("enhance"):
        st.mshards += p.pay_shard()
        p.sym_bonus[s] = 1
    if key == "invention":
        fame += sum(k for c, k in T.TRICK_COMPS[t] if T.COMP_TIER[c] > 1)
    spell = a.get("spell")
    if spell is not None:
        remove_spell(p, spell)
        p.sym_enchant[s] |= 1 << spell
    if key and key in _PREPARE_CARDS:
        st.act_flags |= CARD_USED
    st.gain(pi, fame=fame, coins=coins)
    p.sym_ready[s] = n
    events.append(
        Event(
            "prepare",
            pi,
            {"sym": s, "markers": n},
            text=NMsg(
                "{player} prepares {trick} ({n} marker).",
                "{player} prepares {trick} ({n} markers).",
                n,
                player=pi,
                trick=T.named(T.TRICK_NAME[t]),
            ),
        )
    )
    if key == "on_stage_preparation" and n > 0:
        st.pend = [5, s]
    if key == "hidden_talent" and st.p[pi].chars[st.act_char] in APPRENTICE_LIKE:
        st.pend = [6]


_PREPARE_CARDS = frozenset(
    {
        "trick_tweaking",
        "test_run",
        "replaceable_parts",
        "invention",
        "ingenuity",
        "unstable_prototype",
        "enhance_trick",
        "on_stage_preparation",
        "hidden_talent",
    }
)


def _returnable(p: Player, t: int) -> list[tuple[int, ...]]:
    """Unstable Prototype: every choice of 1-3 of the trick's required components you hold."""
    out: list[tuple[int, ...]] = []

    def grow(prefix: tuple[int, ...], start: int) -> None:
        if prefix:
            out.append(prefix)
        if len(prefix) == 3:
            return
        comps = T.TRICK_COMPS[t]
        for k in range(start, len(comps)):
            c, need = comps[k]
            if prefix.count(c) < min(need, p.physical(c)):
                grow(prefix + (c,), k)

    grow((), 0)
    return out


def _move_trick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    s = a["sym"]
    for s2 in range(4):
        if p.sym_trick[s2] >= 0 and p.sym_slot[s2] == ENGINEER_SLOT:
            p.sym_slot[s2] = p.sym_slot[s]
    p.sym_slot[s] = ENGINEER_SLOT
    events.append(
        Event("move_trick", pi, {"sym": s}, text=Msg("{player} moves a trick to the Engineer.", player=pi))
    )


def _move_comp(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    t, i = a["comp"], a["pile"]
    old_t, old_n = p.mgr_type[i], p.mgr_count[i]
    k = min(p.comp[t], 2)
    p.comp[t] -= k
    p.mgr_type[i] = t
    p.mgr_count[i] = k
    if old_t >= 0 and old_n > 0:
        add_components(p, old_t, old_n)
    events.append(
        Event(
            "move_comp",
            pi,
            {"comp": t, "pile": i},
            text=Msg("{player} moves components to the Manager.", player=pi),
        )
    )


def _move_app(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, MOVE_AP)
    p = st.p[pi]
    ci = a.get("char")  # the Shapeshifter, counting as the Apprentice moved
    p.assistant_app = p.chars.index(APPRENTICE) if ci is None else ci
    events.append(
        Event("move_app", pi, text=Msg("{player} moves an Apprentice to the Assistant.", player=pi))
    )


# --------------------------------------------------------------------------- Dark Alley


def _dark_alley(st: TrickerionState, pi: int, acts: list[Action]) -> None:
    ap = st.act_ap
    first = not st.act_flags & DREW
    cost = DRAW_FIRST_AP if first else _action_cost(st, "draw_further", DRAW_FURTHER_AP)
    if ap >= cost:
        for d in range(4):
            if st.sa_decks[d]:
                acts.append(T.mk("draw", deck=d))
    if ap >= FORTUNE_AP and not st.act_flags & FORTUNE and st.pending:
        acts.append(T.mk("fortune"))
    if ap >= _fate_ap() and st.ability(pi, "fate_weaving") and st.pending:
        for k in range(len(st.pending)):
            acts.append(T.mk("fate", pending=k))


def _draw(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    first = not st.act_flags & DREW
    spend(st, DRAW_FIRST_AP if first else _action_cost(st, "draw_further", DRAW_FURTHER_AP))
    st.act_flags |= DREW
    draw_specials(st, pi, a["deck"], events)


def draw_specials(st: TrickerionState, pi: int, deck: int, events: list[Event]) -> None:
    """Draw two cards of a deck into a pending keep-one choice (primitive for the Heir too)."""
    cards = st.sa_decks[deck][:2]
    del st.sa_decks[deck][:2]
    st.pend = [2, deck, *cards]
    events.append(
        Event(
            "draw",
            pi,
            {"deck": deck},
            irreversible=True,
            visible_to=(pi,),
            text=Msg("{player} draws Special Assignment cards.", player=pi),
        )
    )


def rotate_prophecies(st: TrickerionState) -> None:
    """Fortune Telling: the pending prophecies move one slot on (primitive for the Heir)."""
    if st.pending:
        st.pending.insert(0, st.pending.pop())


def _fortune(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, FORTUNE_AP)
    st.act_flags |= FORTUNE
    rotate_prophecies(st)
    events.append(Event("fortune", pi, text=Msg("{player} turns the pending prophecies.", player=pi)))


def _fate(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    spend(st, _fate_ap())
    k = a["pending"]
    st.active = st.pending[k]
    if st.proph_pile:
        st.pending[k] = st.proph_pile.pop()
    else:
        del st.pending[k]
    events.append(
        Event(
            "fate",
            pi,
            {"active": st.active},
            irreversible=True,
            text=Msg(
                "{player} weaves fate: {prophecy}", player=pi, prophecy=T.named(T.PROPH_TEXT[st.active])
            ),
        )
    )


# --------------------------------------------------------------------------- the wagon (Arcane Arts)

_WAGON_KINDS = frozenset({"charge", "magic_dice", "buy_spell", "summon"})
_STORAGE_KINDS = frozenset({"discard", "discard_spell", "discard_trick"})  # "at any time": free


def _wagon(st: TrickerionState, pi: int, acts: list[Action]) -> bool:
    """Append the Mage's actions; returns whether an affordable spell has no room to go."""
    p = st.p[pi]
    ap = st.act_ap
    full = False
    if ap >= CHARGE_AP and p.coins >= CHARGE_COST and p.shards >= 1 and st.mshards >= 1:
        acts.append(T.mk("charge"))
    if not st.locked:
        if ap >= SET_MAGIC_DICE_AP[0]:
            for k in range(T.NSPELLTYPES):
                acts.append(T.mk("magic_dice", spell=k))
            for r in range(T.NREWARD):
                acts.append(T.mk("magic_dice", reward=r))
        if ap >= SET_MAGIC_DICE_AP[1]:
            for k in range(T.NSPELLTYPES):
                for r in range(T.NREWARD):
                    acts.append(T.mk("magic_dice", spell=k, reward=r))
    if ap >= BUY_SPELL_AP:
        for i, sp in enumerate(st.offer):
            if sp < 0 or p.coins < MAGE_SLOT_COSTS[i]:
                continue
            if spell_room(p, T.SPELL_TYPE[sp]):
                acts.append(T.mk("buy_spell", slot=i))
            else:
                full = True
    if ap >= SUMMON_AP and st.servant_offer >= 0 and not st.summoned and free_apprentice_spaces(p) > 0:
        acts.append(T.mk("summon"))
    return full


def _apply_wagon(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    p = st.p[pi]
    kind = a.kind
    if kind == "charge":
        spend(st, CHARGE_AP)
        p.coins -= CHARGE_COST
        n = min(CHARGE_SHARDS, p.shards, st.mshards)
        p.shards -= n
        p.magic_shards += n
        st.mshards -= n
        events.append(
            Event(
                "charge",
                pi,
                {"n": n},
                text=NMsg("{player} charges {n} shard.", "{player} charges {n} shards.", n, player=pi),
            )
        )
    elif kind == "magic_dice":
        spell, reward = a.get("spell"), a.get("reward")
        if not a.get("free"):
            spend(st, SET_MAGIC_DICE_AP[(spell is not None) + (reward is not None) - 1])
        if spell is not None:
            st.sdie = T.SPELL_DIE_FACES.index(spell)
        if reward is not None:
            st.rdie = reward
        st.locked = 1
        events.append(
            Event(
                "magic_dice",
                pi,
                {"spell": spell, "reward": reward},
                text=Msg("{player} sets and locks the magic dice.", player=pi),
            )
        )
    elif kind == "buy_spell":
        spend(st, BUY_SPELL_AP)
        i = a["slot"]
        sp = st.offer[i]
        p.coins -= MAGE_SLOT_COSTS[i]
        add_spell(p, T.SPELL_TYPE[sp])
        st.offer[i] = -1
        events.append(Event("buy_spell", pi, {"spell": sp}, text=Msg("{player} buys a spell.", player=pi)))
    elif kind == "summon":
        spend(st, SUMMON_AP)
        p.incoming.append(st.servant_offer)
        events.append(
            Event(
                "summon",
                pi,
                {"servant": st.servant_offer},
                text=Msg("{player} summons a magic servant.", player=pi),
            )
        )
        st.servant_offer = -1
        st.summoned = 1


# --------------------------------------------------------------------------- pending prompts
# st.pend[0]: 2 keep a drawn card, 3 give a card to a character who joined now, 4 Investments,
# 5 On-stage Preparation, 6 Hidden Talent, 7..: theater prompts (see theater.py)


def _pending_actions(st: TrickerionState, pi: int) -> list[Action]:
    pend = st.pend
    p = st.p[pi]
    kind = pend[0]
    if kind == 2:
        return [T.mk("keep", card=c) for c in pend[2:]] or [T.mk("keep", card=-1)]
    if kind == 3:
        acts = [T.mk("assign", card=IDLE)]
        acts.extend(T.mk("assign", card=loc) for loc in range(5) if p.perm[loc] > 0)
        acts.extend(T.mk("assign", card=SPECIAL_BASE + s) for s in sorted(set(p.specials)))
        return acts
    if kind == 4:
        acts = [T.mk("stop")]
        if pend[1] > 0:
            for t, price in sorted(stock_prices(st, pi).items()):
                if price <= pend[2] and price <= p.coins and room(p, t) > 0:
                    acts.append(T.mk("invest", comp=t))
        return acts
    if kind == 5:
        return [T.mk("stop")] + theater.free_spots(st, pi, pend[1], pay=False)
    if kind == SALE:
        return _sale_actions(st, pi)
    if kind == SHAPE:
        return [T.mk("shape_as", apprentice=1), T.mk("shape_as", apprentice=0)]
    if kind == 6:
        return [T.mk("stop")] + [
            T.mk("talent", character=k) for k in (ENGINEER, MANAGER, ASSISTANT) if can_hire(p, k)
        ]
    return theater.pending_actions(st, pi)


def _apply_pending(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    pend = st.pend
    p = st.p[pi]
    kind = pend[0]
    if kind == 2:
        deck = pend[1]
        c = a["card"]
        for other in pend[2:]:
            if other != c:
                st.sa_decks[deck].append(other)
        st.pend = []
        if c >= 0:
            p.specials.append(c)
            events.append(
                Event(
                    "keep",
                    pi,
                    {"card": c},
                    visible_to=(pi,),
                    text=Msg("{player} keeps {card}.", player=pi, card=T.named(T.SPECIAL_NAME[c])),
                )
            )
        return
    if kind == 3:
        code = a["card"]
        ci = len(p.chars) - 1
        if 0 <= code < 5:
            p.perm[code] -= 1
        elif code >= SPECIAL_BASE:
            p.specials.remove(code - SPECIAL_BASE)
        p.assign[ci] = code
        p.placed[ci] = 0 if code != IDLE else 2
        st.pend = []
        return
    if kind == 4:
        if a.kind == "stop":
            st.pend = []
            return
        t = a["comp"]
        price = stock_prices(st, pi)[t]
        pay_coins(st, pi, price, MARKET)
        add_components(p, t, 1)
        st.pend = [4, pend[1] - 1, pend[2] - price]
        if st.pend[1] == 0:
            st.pend = []
        return
    if kind == 5:
        s = pend[1]
        st.pend = []
        if a.kind != "stop":
            theater.put_marker(st, pi, s, a["card"], a["pos"], a["face"], None, events, pay=False)
        return
    if kind == SALE:
        _apply_sale(st, pi, a, events)
        return
    if kind == SHAPE:
        st.pend = []
        if a["apprentice"]:
            p.used_mech |= 1
            st.act_ap += _mech_ap()
            events.append(
                Event(
                    "ability",
                    pi,
                    text=Msg("{player}'s Shapeshifter counts as an Apprentice: +1 AP.", player=pi),
                )
            )
        return
    if kind == 6:
        st.pend = []
        if a.kind != "stop":
            st.memo.setdefault("talents", []).append([pi, st.act_char, a["character"]])
        return
    theater.apply_pending(st, pi, a, events)


def _discard_trick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    """Return a trick to the Residence; all its markers, in the Theater too, go back to supply."""
    p = st.p[pi]
    s = a["sym"]
    t = p.sym_trick[s]
    code = pi * 4 + s
    for row in st.occ:
        for pos in range(6):
            if row[pos] == code:
                row[pos] = -1
    p.sym_trick[s] = -1
    p.sym_slot[s] = -1
    p.sym_ready[s] = 0
    p.sym_enchant[s] = 0
    p.sym_bonus[s] = 0
    p.sym_performed[s] = 0
    events.append(
        Event(
            "discard_trick",
            pi,
            {"trick": t},
            text=Msg("{player} returns {trick} to the Residence.", player=pi, trick=T.named(T.TRICK_NAME[t])),
        )
    )


def _discard(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    t = a["comp"]
    remove_component(st.p[pi], t)
    events.append(
        Event(
            "discard",
            pi,
            {"comp": t},
            text=Msg("{player} discards {component}.", player=pi, component=T.named(_comp_name(t))),
        )
    )


def _discard_spell(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    remove_spell(st.p[pi], a["spell"])
    events.append(
        Event(
            "discard_spell",
            pi,
            {"spell": a["spell"]},
            text=Msg("{player} discards a spell.", player=pi),
        )
    )


def storage_refusal(st: TrickerionState, pi: int, a: Action) -> Msg | None:
    """Why a purchase is refused when the obstacle is room on the board, else None.

    A spell needs a space (its type's, a free one or a Manager pile); an
    Apprentice or a summoned servant needs an empty Apprentice space.
    """
    p = st.p[pi]
    if a.kind == "buy_spell":
        i = a.get("slot", -1)
        if 0 <= i < len(st.offer) and st.offer[i] >= 0 and not spell_room(p, T.SPELL_TYPE[st.offer[i]]):
            return Msg("Your board has no room for that spell: discard a component or a spell first.")
    elif (a.kind == "summon" or a.get("character") == APPRENTICE) and free_apprentice_spaces(p) <= 0:
        return Msg("You have no empty Apprentice space (three on the board, one more with the Assistant).")
    return None


SALE = 12  # st.pend = [SALE, comp, comp, ...]: the basket of a Component Sale


def _sale_total(st: TrickerionState, pi: int, basket: list[int]) -> int:
    prices = stock_prices(st, pi)
    return sum(prices[t] for t in basket)


def _sale_actions(st: TrickerionState, pi: int) -> list[Action]:
    p = st.p[pi]
    basket = st.pend[1:]
    total = _sale_total(st, pi, basket)
    acts = [T.mk("stop")]
    if len(basket) < _card_num("component_sale", "max"):
        for t, price in sorted(stock_prices(st, pi).items()):
            if room(p, t) > basket.count(t) and p.coins >= total + price:
                acts.append(T.mk("sale_pick", comp=t))
    for b in range(0, min(st.act_ap - 1, total - 1) + 1) if total > 0 else (0,):
        if p.coins >= total - b:
            acts.append(T.mk("sale_pay", bargain=b))
    return acts


def _sale_pick(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    st.pend = [SALE, a["comp"]]


def _apply_sale(st: TrickerionState, pi: int, a: Action, events: list[Event]) -> None:
    basket = st.pend[1:]
    if a.kind == "sale_pick":
        st.pend = [SALE, *basket, a["comp"]]
        return
    st.pend = []
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


_HANDLERS = {
    "sale_pick": _sale_pick,
    "discard_trick": _discard_trick,
    "discard": _discard,
    "discard_spell": _discard_spell,
    "learn": _learn,
    "hire": _hire,
    "coins": _coins,
    "reroll": _reroll,
    "setdie": _setdie,
    "buy": _buy,
    "order": _order,
    "quick": _quick,
    "prepare": _prepare,
    "move_trick": _move_trick,
    "move_comp": _move_comp,
    "move_app": _move_app,
    "draw": _draw,
    "fortune": _fortune,
    "fate": _fate,
    "setup": theater.apply_setup,
    "resched": theater.apply_resched,
    "street": theater.apply_street,
}


# --------------------------------------------------------------------------- the Heir's placements


def heir_place(st: TrickerionState, ci: int, loc: int, slot: int, events: list[Event]) -> None:
    """Occupy a slot for the Heir and run its location algorithm (heir.resolve)."""
    from game.rules.trickerion import heir

    h = st.heir
    p = st.p[h]
    kind = p.chars[ci]
    ap = base_ap(st, p, kind)
    if loc == THEATER:
        day = slot // 3
        st.day_owner[day] = h
        if slot % 3 == 2:
            st.day_perf[day] = h
        else:
            st.day_back[day].append(h * 16 + ci)
    elif loc == WORKSHOP:
        st.ws_used[h] += 1
    else:
        st.loc_slots[loc][slot] = h
        ap += T.SLOT_MODS[slot]
    if p.assign[ci] >= SPECIAL_BASE:
        ap += 1
    p.placed[ci] = 1
    events.append(
        Event(
            "place",
            None,
            {"player": h, "char": ci, "loc": loc, "slot": slot},
            text=Msg("The Heir places a character at the {location}.", location=_loc_name(loc)),
        )
    )
    events.extend(heir.resolve(st, ci, loc, slot, ap))
