"""Placing a character: open slots, the placement actions, Shard boosts and cards, AP.

A placement is one Action (character, location, slot, Shard boost, and for a
Special Assignment card whether its ability or +1 AP is used).  The character's
AP are then spent through the location's actions (``locations.py``).
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    APPRENTICE_LIKE,
    DARK_ALLEY,
    DOWNTOWN,
    FREE_SET,
    GOLEM,
    IDLE,
    LOCATION_AT,
    MAGICIAN,
    MARKET,
    NO_SLOT,
    SERVANT_CARD,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECTER,
    SPECTER_DAY,
    THEATER,
    TRICKSTER,
    WORKSHOP,
)
from game.rules.trickerion.data.arcane import MAGIC_SHARD_ENHANCE_AP, MAGIC_SHARD_THEATER_AP
from game.rules.trickerion.data.assignments import SPECIAL_AP_BONUS
from game.rules.trickerion.data.characters import (
    BACKSTAGE_SLOTS_PER_DAY,
    MAX_WORKSHOP_CHARACTERS,
    SHARD_ENHANCE_AP,
    SLOT_MIN_PLAYERS,
)
from game.rules.trickerion.data.characters import usable_slots as _usable_slots
from game.rules.trickerion.data.heir import HEIR_SPECIAL_AP
from game.rules.trickerion.locations import act_actions_exist
from game.rules.trickerion.player import Player
from game.rules.trickerion.prompts import ShapeshifterBoost
from game.rules.trickerion.specials import card_num, mech_ap
from game.rules.trickerion.spending import pay_coins
from game.rules.trickerion.theater import DAY_NAMES

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

usable_slots = cache(_usable_slots)
"""The usable slots' modifiers per player count: a fixed table, asked at every placement."""


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
"""Characters by kind; kept here (``texts`` re-exports them) so the placement log can name whom it moves."""


def team_member(chars: list[int], ci: int) -> Msg:
    """Character ``ci`` by its kind, numbered as the table numbers it when the team has two alike.

    The placement line once read "places a character": with two Apprentices nobody could tell
    which one went where."""
    kind = chars[ci]
    if chars.count(kind) < 2:
        return CHAR_NAMES[kind]
    return Msg("{character} {number}", character=CHAR_NAMES[kind], number=chars[: ci + 1].count(kind))


def the_member(chars: list[int], ci: int) -> Msg:
    """Character ``ci`` as a sentence names it: "the Engineer", or "Apprentice 2" (a numbered name
    takes no article in English) -- so a line like "leaves Apprentice 2 idle" says which figure."""
    if chars.count(chars[ci]) < 2:
        # Translators: a lone character of a team inside a sentence ("places the Engineer ...")
        return Msg("the {character}", character=CHAR_NAMES[chars[ci]])
    return team_member(chars, ci)


def closed_slot_refusal(st: TrickerionState, action: Action) -> Msg | None:
    """Why a placement on a slot closed at this player count is refused, or None if that is not why.

    The general refusal ("not open to this character") sent players looking for a rule about the
    character when the slot was simply marked for more players."""
    loc, slot = action.get("loc"), action.get("slot")
    if loc not in (DOWNTOWN, MARKET, DARK_ALLEY) or not isinstance(slot, int) or not 0 <= slot < 4:
        return None
    if _slot_usable(slot, usable_slots(st.np)):
        return None
    need = SLOT_MIN_PLAYERS[slot]
    return NMsg(
        "That slot opens only with {n} or more player.",
        "That slot opens only with {n} or more players.",
        need,
    )


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
            if len(st.day_back[d]) < BACKSTAGE_SLOTS_PER_DAY:
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
        acts.append(T.IDLE_CHAR.of(ci))
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
                        acts.append(T.PLACE.of(b, ci, loc, slot))
                        if mimics:
                            acts.append(
                                T.mk("place", char=ci, loc=loc, slot=slot, boost=b, sa=0, mimic=mimics[0])
                            )
                        for sid in mimics:
                            acts.append(T.mk("place", char=ci, loc=loc, slot=slot, boost=b, sa=1, mimic=sid))
                        continue
                    if loc == home:
                        acts.append(T.PLACE_SA.of(b, ci, loc, 0, slot))
                    acts.append(T.PLACE_SA.of(b, ci, loc, 1, slot))
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
    """Place (or leave idle) a character: take the slot, pay the boosts, then activate it."""
    p = st.p[pi]
    ci = action["char"]
    if action.kind == "idle":
        p.placed[ci] = 2
        if not st.quiet_mode:
            events.append(
                Event(
                    "idle",
                    pi,
                    {"char": ci},
                    text=Msg(
                        "{player} leaves {character} idle.", player=pi, character=the_member(p.chars, ci)
                    ),
                )
            )
        st.end_placement_turn(events)
        return
    loc, slot = action["loc"], action["slot"]
    sa = action.get("sa")
    kind = p.chars[ci]
    code = p.assign[ci]
    card = code - SPECIAL_BASE if code >= SPECIAL_BASE else -1
    mimic = action.get("mimic")
    if mimic is not None:  # the Great Optico plays an opponent's revealed card
        card = mimic
        p.used_mech |= 4
    ap = base_ap(st, p, kind) + _take_slot(st, pi, ci, loc, slot)
    ap += _boost(st, pi, loc, action["boost"], card if sa == 1 else -1)
    if sa == 0:
        ap += SPECIAL_AP_BONUS
    mech = loc != THEATER and not p.used_mech and st.ability(pi, "apprentice_ap")
    if kind == APPRENTICE and mech:
        p.used_mech = 1
        ap += mech_ap()
    ap = max(0, ap)
    p.placed[ci] = 1
    performs = loc == THEATER and slot < SPECTER_DAY and slot % 3 == 2  # the Performance slot: no actions
    if not st.quiet_mode:
        events.append(
            Event(
                "place",
                pi,
                {"char": ci, "loc": loc, "slot": slot, "ap": ap, "card": code},
                text=_placed_text(p, ci, loc, slot, ap, performs, pi),
            )
        )
    if kind == MAGICIAN and loc in (DOWNTOWN, MARKET, DARK_ALLEY) and st.ability(pi, "magic_for_the_masses"):
        _magic_for_the_masses(st, pi, events)
    _activate(st, pi, ci, loc, slot, ap, card if sa == 1 else -1, kind == SHAPESHIFTER and mech)
    if performs:
        st.end_placement_turn(events)
        return
    st.phase = "act"
    if not act_actions_exist(st, pi):
        if not st.quiet_mode and loc != THEATER:  # backstage still earns its performance bonus
            events.append(
                Event(
                    "nothing_to_do",
                    pi,
                    {"char": ci, "loc": loc},
                    text=Msg(
                        "{player}'s {character} finds nothing to do {where} this turn.",
                        player=pi,
                        character=team_member(p.chars, ci),
                        where=LOCATION_AT[loc],
                    ),
                )
            )
        st.end_placement_turn(events)


def _placed_text(p: Player, ci: int, loc: int, slot: int, ap: int, performs: bool, pi: int) -> Msg:
    """The log line of a placement: where the character went and with how many AP."""
    if performs:
        return Msg(
            "{player} places the Magician on {day}'s performance slot: no actions now, it performs then.",
            player=pi,
            day=DAY_NAMES[slot // 3],
        )
    return NMsg(
        "{player} places {character} {where} with {n} AP.",
        "{player} places {character} {where} with {n} AP.",
        ap,
        player=pi,
        character=the_member(p.chars, ci),
        where=LOCATION_AT[loc],
    )


def _take_slot(st: TrickerionState, pi: int, ci: int, loc: int, slot: int) -> int:
    """Occupy the slot (a Theater day, the Workshop, a location's slot); returns its AP modifier."""
    if loc == THEATER:
        day = slot - SPECTER_DAY if slot >= SPECTER_DAY else slot // 3
        st.day_owner[day] = pi
        if slot < SPECTER_DAY and slot % 3 == 2:
            st.day_perf[day] = pi
            return 0
        if slot < SPECTER_DAY:
            st.day_back[day].append(pi * 16 + ci)
        return T.DAY_AP[day]
    if loc == WORKSHOP:
        if slot != NO_SLOT:
            st.ws_used[pi] += 1
        return 0
    if slot == NO_SLOT:
        return 0
    st.loc_slots[loc][slot] = pi
    mod = T.SLOT_MODS[slot]
    p18 = st.proph("slot_cost")
    if p18 is not None and mod == p18["modifier"]:
        pay_coins(st, pi, p18["coins"], loc)
    return mod


def _boost(st: TrickerionState, pi: int, loc: int, boost: int, card: int) -> int:
    """Pay a Shard (1) or a magic shard (2) for AP; ``card`` is the Special Assignment card in use."""
    p = st.p[pi]
    if boost == 1:
        p.shards -= 1
        enh = st.proph("enhance_ap")
        if card >= 0 and T.SPECIAL_KEY[card] == "empower":
            return card_num("empower", "ap")
        return enh["ap"] if enh is not None else SHARD_ENHANCE_AP
    if boost == 2:
        p.magic_shards -= 1
        st.mshards += 1  # a spent magic shard returns to the limited supply
        return MAGIC_SHARD_THEATER_AP if loc == THEATER else MAGIC_SHARD_ENHANCE_AP
    return 0


def _magic_for_the_masses(st: TrickerionState, pi: int, events: list[Event]) -> None:
    n = len(st.p[pi].tricks())
    if n:
        st.gain(pi, fame=n)
        if not st.quiet_mode:
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


def _activate(
    st: TrickerionState, pi: int, ci: int, loc: int, slot: int, ap: int, card: int, shape_boost: bool
) -> None:
    """The placed character becomes the one acting; ``card`` is the Special card whose ability it uses."""
    st.act_char = ci
    st.act_loc = loc
    st.act_slot = slot
    st.act_ap = ap
    kind = st.p[pi].chars[ci]
    st.act_flags = FREE_SET if kind == TRICKSTER and loc in (DOWNTOWN, st.wagon) else 0
    st.act_card = SPECIAL_BASE + card if card >= 0 else IDLE
    st.pend = ShapeshifterBoost() if shape_boost else None  # take the Mechaniker's boost on it?
    if card >= 0:
        key = T.SPECIAL_KEY[card]
        if key == "business_share":
            st.business = pi
        elif key in ("durable_components", "arranged_fiasco", "grand_premiere"):
            st.memo.setdefault("perf_cards", []).append([pi, card])


def heir_place(st: TrickerionState, ci: int, loc: int, slot: int, events: list[Event]) -> None:
    """Occupy a slot for the Heir and run its location algorithm (heir.resolve)."""
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
        ap += HEIR_SPECIAL_AP
    p.placed[ci] = 1
    if not st.quiet_mode:
        events.append(
            Event(
                "place",
                None,
                {"player": h, "char": ci, "loc": loc, "slot": slot},
                text=Msg(
                    "The Heir places {character} {where}.",
                    character=the_member(p.chars, ci),
                    where=LOCATION_AT[loc],
                ),
            )
        )
    events.extend(st.heir_rules.resolve(st, ci, loc, slot, ap))
