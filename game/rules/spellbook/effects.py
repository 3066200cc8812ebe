"""What each action and spell does, as steps for the engine's step machine.

``variants`` says whether (and how) a spell can be used now, ``steps_for``
turns a chosen action into steps, ``OFFERS``/``DECISIONS`` answer the
prompts.  Kept apart from ``state.py`` so the 21 spells read as one list.
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import TYPE_CHECKING, Any

from game.rules.base import N_, Action, Msg, NMsg
from game.rules.spellbook.data import (
    COLOURS,
    LEVITATION_RUNES,
    MATERIA_COUNT,
    MIRROR_COPIES,
    POOL_CAP,
    RUNE_NAMES,
    RUNES,
    SACRIFICE_RUNES,
    SPELLS,
    STANDARD_ACTIONS,
    TRACK_SPACES,
    colour_index,
    rune_index,
)
from game.rules.spellbook.payment import buckets, payable_without
from game.rules.spellbook.texts import materia_msg, spell_msg

if TYPE_CHECKING:
    from game.rules.spellbook.state import SpellBookState

__all__ = [
    "MIRROR_COPIES",
    "STANDARD_ACTIONS",
    "variants",
    "cast_action",
    "steps_for",
    "OFFERS",
    "DECISIONS",
    "prompt_msg",
    "describe",
]

Step = dict[str, Any]

# ----------------------------------------------------------------------------- step builders


def take(
    seat: int,
    n: int,
    dest: str = "pool",
    *,
    runes: tuple[str, ...] | None = None,
    colours: tuple[str, ...] | None = None,
    same: str | None = None,
    optional: bool = False,
    source: str = "standard",
) -> Step:
    return {
        "k": "take",
        "seat": seat,
        "n": n,
        "dest": dest,
        "runes": runes,
        "colours": colours,
        "same": same,
        "optional": optional,
        "source": source,
    }


def draw(seat: int, n: int, dest: str = "pool") -> Step:
    return {"k": "draw", "seat": seat, "n": n, "dest": dest}


def discard(
    seat: int, n: int, *, runes: tuple[str, ...] | None = None, source: str = "standard", gate: bool = False
) -> Step:
    step = {"k": "discard", "seat": seat, "n": n, "runes": runes, "source": source}
    if gate:
        step["gate"] = True
    return step


def store(
    seat: int,
    n: int,
    *,
    runes: tuple[str, ...] | None = None,
    same: str | None = None,
    source: str = "standard",
) -> Step:
    return {
        "k": "store",
        "seat": seat,
        "n": n,
        "runes": runes,
        "colours": None,
        "same": same,
        "source": source,
    }


def pay(seat: int, sid: str, level: int, wilds: str, rune: str | None = None, wilds_left: int = 0) -> Step:
    return {
        "k": "pay",
        "seat": seat,
        "spell": sid,
        "level": level,
        "remaining": SPELLS[sid].cost(level),
        "marker": None,
        "spent": (),
        "wilds": wilds,
        "rune": rune,
        "wilds_left": wilds_left,
    }


def lower(seat: int, sid: str) -> Step:
    return {"k": "lower", "seat": seat, "spell": sid}


GATE_END: Step = {"k": "gate_end"}

# Actions are immutable values: the per-materia ones are built once (legal lists are rebuilt constantly).
# Their one parameter is the materia, so answering a prompt reads it as ``action.params[0][1]``.
_BY_MATERIA = {
    kind: tuple(Action(kind, materia=m) for m in range(105))
    for kind in ("take", "discard", "store", "replace", "marker", "pay")
}
STOP, DONE, SKIP = Action("stop"), Action("done"), Action("skip")
# Swaps and wilds pair or group materia: too many to build up front, so they are built when first
# offered -- a pool materia's 105 swaps at once (a row indexed by the other materia, so a prompt
# lists a row's swaps with one ``map``), each wild on its own.
_SWAP_ROWS: list[tuple[Action, ...] | None] = [None] * MATERIA_COUNT
_WILDS: dict[tuple[int, ...], Action] = {}


#: Each spell's colour as an index into COLOURS (a payment prompt asks on every listing).
_COLOUR_OF = {sid: COLOURS.index(card.colour) for sid, card in SPELLS.items()}
#: Raising a spell by a level (Time Travel), one action per spell.
RAISE = {sid: Action("raise", spell=sid) for sid in SPELLS}
# Spell uses with a choice (Focus's mode, Transmutation's target, what Mirror Image copies), built when
# first offered.
_CASTS: dict[tuple[str, int, tuple[tuple[str, Any], ...]], Action] = {}


def _swap_row(p: int) -> tuple[Action, ...]:
    """Swapping pool materia ``p`` for each materia, by the other's number (built on first use)."""
    row = _SWAP_ROWS[p]
    if row is None:  # parameters given as stored (sorted by name): no generic checks
        row = _SWAP_ROWS[p] = tuple(
            Action.prepared("swap", (("materia", p), ("other", other))) for other in range(MATERIA_COUNT)
        )
    return row


def _wild(materia: tuple[int, ...]) -> Action:
    action = _WILDS.get(materia)
    if action is None:
        action = _WILDS[materia] = Action.prepared("wild", (("materia", materia),))
    return action


def cast_action(sid: str, level: int, extra: dict[str, Any]) -> Action:
    """The shared action using ``sid`` at ``level`` with the choices ``extra`` (see :func:`variants`;
    Mirror Image's copies too)."""
    key = (sid, level, tuple(extra.items()))
    action = _CASTS.get(key)
    if action is None:
        action = _CASTS[key] = Action("cast", spell=sid, level=level, **extra)
    return action


# ----------------------------------------------------------------------------- availability


#: The materia showing one of some runes, by those runes (a tuple of rune names) or by one rune's
#: index: ``variants`` asks whether a pool or the altar holds any, for every spell on every legal
#: list, and ``isdisjoint`` answers in one C call instead of a Python test per materia.
_WITH_RUNES: dict[tuple[str, ...], frozenset[int]] = {
    runes: frozenset(m for m in range(MATERIA_COUNT) if RUNES[rune_index(m)] in runes)
    for runes in {*SACRIFICE_RUNES.values(), *LEVITATION_RUNES.values()}
}
_WITH_RUNE: tuple[frozenset[int], ...] = tuple(
    frozenset(m for m in range(MATERIA_COUNT) if rune_index(m) == r) for r in range(len(RUNES))
)


#: One use of a spell with nothing to choose (``variants``' usual answer; shared, never changed).
_ONCE: tuple[dict[str, Any], ...] = ({},)


def variants(st: SpellBookState, seat: int, sid: str, level: int, rune: int) -> Sequence[dict[str, Any]]:
    """The ways ``seat`` can use ``sid`` at ``level`` now (``[]``: not at all).

    ``rune`` is the marker rune effects refer to (Mirror Image's own when copying).
    A use is offered when it can do something; costs must be payable.  Read-only: most answers
    are the shared ``_ONCE`` (one use, no choice), asked for every spell on every legal list.
    """
    pool, altar, track = st.pools[seat], st.altar, st.tracks[seat]
    room = len(pool) < POOL_CAP
    track_free = len(track) < TRACK_SPACES
    ok: bool
    if sid == "sacrifice":
        ok = not _WITH_RUNES[SACRIFICE_RUNES[level]].isdisjoint(pool)
    elif sid == "eruption":
        ok = len(pool) < level + 1
    elif sid == "levitation":
        ok = room and not _WITH_RUNES[LEVITATION_RUNES[level]].isdisjoint(altar)
    elif sid == "purification":
        ok = bool(pool and altar)
    elif sid == "growth":
        ok = bool(pool and track) if level == 3 else bool(altar and track_free)
    elif sid == "offering":
        ok = bool(pool) and track_free
    elif sid == "focus":
        with_rune = _WITH_RUNE[rune]
        can_store = track_free and not with_rune.isdisjoint(pool)
        can_take = room and not with_rune.isdisjoint(altar)
        if level == 3:
            return _ONCE if can_store else ()
        return ([{"mode": "store"}] if can_store else []) + ([{"mode": "take"}] if can_take else [])
    elif sid == "feast":
        if level == 3:  # colour_index inlined: the familiar holds up to 16 materia
            ok = room and not {m // 15 for m in track}.isdisjoint([m // 15 for m in altar])
        else:
            ok = bool(altar) and track_free
    elif sid == "time_travel":
        ok = not _WITH_RUNE[rune].isdisjoint(pool) and any(
            s != "time_travel" and lv < 5 for s, (lv, _, _) in st.learned[seat].items()
        )
    elif sid == "transmutation":
        return [
            {"learn": s, "learn_level": lv} for s, lv in st.learnable(seat, pool, "rune", rune, level - 3)
        ]
    else:  # firestorm, distribution, clairvoyance, healing, storm: always something to do
        ok = True
    return _ONCE if ok else ()


# ----------------------------------------------------------------------------- actions -> steps


def _others_from_left(st: SpellBookState, seat: int) -> list[int]:
    return [(seat + i) % st.n for i in range(1, st.n)]


#: The one step of each standard action, per seat (steps are never mutated, so they are shared).
STANDARD_STEPS: dict[str, tuple[Step, ...]] = {
    "take_one": tuple(take(seat, 1) for seat in range(4)),
    "draw_two": tuple(draw(seat, 2) for seat in range(4)),
    "store_one": tuple(store(seat, 1) for seat in range(4)),
}


def steps_for(st: SpellBookState, seat: int, action: Action) -> list[Step]:
    kind = action.kind
    standard = STANDARD_STEPS.get(kind)
    if standard is not None:
        return [standard[seat]]
    if kind == "learn":
        return [pay(seat, action["spell"], action["level"], "triple")]
    sid, level = action["spell"], action["level"]
    rune = rune_index(st.learned[seat][sid][1])
    if sid != "mirror_image":
        return spell_steps(st, seat, sid, level, rune, action, lower_spell=sid)
    steps: list[Step] = []
    if level == 5:
        steps.append(discard(seat, 1, runes=(RUNES[rune],), source="mirror_image", gate=True))
    copy = action["copy"]
    if copy in ("take_one", "draw_two", "store_one"):
        steps += steps_for(st, seat, Action(copy))
    elif copy == "learn":
        steps.append(pay(seat, action["learn"], action["learn_level"], "triple"))
    else:
        steps += spell_steps(st, seat, copy, action["copy_level"], rune, action, lower_spell="mirror_image")
    if level == 5:
        steps.append(GATE_END)
    return steps


def spell_steps(
    st: SpellBookState, seat: int, sid: str, lv: int, rune: int, action: Action, lower_spell: str
) -> list[Step]:
    """The steps of spell ``sid``'s level-``lv`` effect; ``lower_spell`` is the card Growth/Storm lower."""
    r = (RUNES[rune],)
    if sid == "sacrifice":
        return [discard(seat, 1, runes=SACRIFICE_RUNES[lv], source=sid, gate=True), draw(seat, 4), GATE_END]
    if sid == "eruption":
        return [{"k": "draw_to", "seat": seat, "n": lv + 1}]
    if sid == "firestorm":
        if st.solo:
            return [draw(seat, 4), take(seat, 1, "rival_lower", source=sid)]
        return [draw(seat, 4)] + [take(o, 1, source=sid) for o in _others_from_left(st, seat)]
    if sid == "levitation":
        return [take(seat, 2, runes=LEVITATION_RUNES[lv], same="rune", source=sid)]
    if sid == "distribution":
        mine = [take(seat, 1, source=sid), draw(seat, 1)] if lv == 3 else [take(seat, lv - 2, source=sid)]
        if st.solo:
            return mine + [draw(seat, 1, "rival_lower")]
        return mine + [draw(o, 1) for o in _others_from_left(st, seat)]
    if sid == "clairvoyance":
        steps = [draw(seat, 2, "altar")]
        if lv == 3:
            return steps + [take(seat, 2, source=sid), discard(seat, 1, source=sid)]
        if lv == 4:
            return steps + [take(seat, 2, same="colour", optional=True, source=sid)]
        return steps + [take(seat, 2, source=sid)]
    if sid == "purification":
        return [{"k": "swap_altar", "seat": seat, "n": lv - 2, "placed": (), "got": ()}]
    if sid == "healing":
        return [draw(seat, lv - 2), discard(seat, lv - 2, source=sid)]
    if sid == "growth":
        if lv == 3:
            return [{"k": "swap_track", "seat": seat}]
        return [take(seat, lv - 2, "track", source=sid), lower(seat, lower_spell)]
    if sid == "offering":
        return [store(seat, lv - 1, same="colour", source=sid)]
    if sid == "focus":
        if lv == 3 or action.get("mode") == "store":
            return [store(seat, lv - 2, runes=r, source=sid)]
        return [take(seat, lv - 3, runes=r, source=sid)]
    if sid == "feast":
        if lv == 3:
            colours = tuple(c for c in COLOURS if any(COLOURS[colour_index(m)] == c for m in st.tracks[seat]))
            return [take(seat, 1, colours=colours, source=sid)]
        return [take(seat, 1, "track", source=sid)]
    if sid == "time_travel":
        return [
            discard(seat, 1, runes=r, source=sid, gate=True),
            {"k": "raise", "seat": seat, "exclude": "time_travel"},
            GATE_END,
        ]
    if sid == "storm":
        return [
            {"k": "replace", "seat": seat, "eligible": tuple(st.altar)},
            take(seat, 3, source=sid),
            lower(seat, lower_spell),
        ]
    if sid == "transmutation":
        return [pay(seat, action["learn"], action["learn_level"], "rune", RUNES[rune], lv - 3)]
    raise ValueError(f"{sid} has no action")


def immediate_steps(seat: int, sid: str, level: int) -> list[Step]:
    """Effects that resolve once, when a spell is learned at ``level``."""
    if sid == "abundance":
        return [draw(seat, level - 1)]
    if sid == "synergy" and level == 3:
        return [take(seat, 3, "track", source=sid)]
    if sid == "sprint" and level in (3, 4):
        return [{"k": "morning", "seat": seat, "source": sid}]
    return []


# ----------------------------------------------------------------------------- prompts


def _offer_take(st: SpellBookState, step: Step) -> list[Action]:
    seat, dest = step["seat"], step["dest"]
    if (dest == "pool" and len(st.pools[seat]) >= POOL_CAP) or (
        dest == "track" and len(st.tracks[seat]) >= TRACK_SPACES
    ):
        return []
    out = _matching(_BY_MATERIA["take"], st.altar, step["runes"], step["colours"])
    if out and step["optional"]:
        out.append(STOP)
    return out


def _offer_discard(st: SpellBookState, step: Step) -> list[Action]:
    return _matching(_BY_MATERIA["discard"], st.pools[step["seat"]], step["runes"], None)


def _offer_store(st: SpellBookState, step: Step) -> list[Action]:
    seat = step["seat"]
    if len(st.tracks[seat]) >= TRACK_SPACES:
        return []
    return _matching(_BY_MATERIA["store"], st.pools[seat], step["runes"], step["colours"])


def _offer_store_discarded(st: SpellBookState, step: Step) -> list[Action]:
    if len(st.tracks[step["seat"]]) >= TRACK_SPACES:
        return []
    return [_BY_MATERIA["store"][m] for m in step["from"] if m in st.discard]


def _offer_swap_altar(st: SpellBookState, step: Step) -> list[Action]:
    got, placed = step["got"], step["placed"]
    altar = [a for a in st.altar if a not in placed] if placed else st.altar
    out: list[Action] = []
    for p in st.pools[step["seat"]]:
        if p not in got:
            out.extend(map((_SWAP_ROWS[p] or _swap_row(p)).__getitem__, altar))
    return out


def _offer_swap_track(st: SpellBookState, step: Step) -> list[Action]:
    seat = step["seat"]
    track = st.tracks[seat]
    out: list[Action] = []
    for p in st.pools[seat]:
        out.extend(map((_SWAP_ROWS[p] or _swap_row(p)).__getitem__, track))
    return out


def _offer_replace(st: SpellBookState, step: Step) -> list[Action]:
    return [_BY_MATERIA["replace"][m] for m in step["eligible"] if m in st.altar] + [DONE]


def _offer_raise(st: SpellBookState, step: Step) -> list[Action]:
    learned = st.learned[step["seat"]]
    return [RAISE[s] for s in st.spells if s in learned and s != step["exclude"] and learned[s][0] < 5]


def _offer_morning(st: SpellBookState, step: Step) -> list[Action]:
    return st.phase_actions(step["seat"], "morning") + [SKIP]


def _matching(
    actions: tuple[Action, ...],
    materia: list[int],
    runes: tuple[str, ...] | None,
    colours: tuple[str, ...] | None,
) -> list[Action]:
    """The per-materia ``actions`` of the ``materia`` showing one of ``runes`` and ``colours`` (None: any)."""
    if runes is None and colours is None:
        return [actions[m] for m in materia]
    return [
        actions[m]
        for m in materia
        if (runes is None or RUNES[(m % 15) // 5] in runes)
        and (colours is None or COLOURS[m // 15] in colours)
    ]


def _pay_actions(st: SpellBookState, step: Step) -> list[Action]:
    """Payment choices that keep the rest of the payment possible.

    Whether the rest stays payable depends only on how many of the spent materia are of the
    spell's colour (each is one unit) and on the rune the others share (they make a wild), not
    on which materia they are: so it is asked once for all reals, and once per rune and count
    for the triples (a pool of nine offers up to 84 of them).
    """
    seat, sid, marker = step["seat"], step["spell"], step["marker"]
    ci = _COLOUR_OF[sid]
    spent = step["spent"]
    if marker is None and not spent:  # the first prompt of a payment: the whole pool is there
        avail = st.pools[seat]
    else:
        used = {*spent, marker}
        avail = [m for m in st.pools[seat] if m not in used]
    left = step["remaining"] - 1
    wilds = step["wilds"]
    ri = RUNES.index(step["rune"]) if step["rune"] is not None else None
    wl = step["wilds_left"]
    counts = buckets(avail) if left else []  # the last unit: whatever is chosen completes the payment
    reals = [m for m in avail if m // 15 == ci]
    if reals and left and not payable_without(counts, (reals[0],), left, ci, wilds, ri, wl):
        reals = []
    if marker is None:
        return [_BY_MATERIA["marker"][m] for m in reals]
    out = [_BY_MATERIA["pay"][m] for m in reals]
    if wilds == "triple":
        by_rune: tuple[list[int], ...] = ([], [], [])
        for m in avail:
            by_rune[(m % 15) // 5].append(m)
        for same in by_rune:
            if len(same) < 3:
                continue
            if left == 0:  # the last unit: every wild pays it
                out.extend(map(_wild, combinations(same, 3)))
                continue
            known: dict[int, bool] = {}  # by how many of the three are of the spell's colour
            for combo in combinations(same, 3):
                a, b, c = combo
                own = (a // 15 == ci) + (b // 15 == ci) + (c // 15 == ci)
                ok = known.get(own)
                if ok is None:
                    ok = known[own] = payable_without(counts, combo, left, ci, wilds, ri, 0)
                if ok:
                    out.append(_WILDS.get(combo) or _wild(combo))
    elif wl > 0 and ri is not None:
        out.extend(
            _wild((m,))
            for m in avail
            if rune_index(m) == ri
            and (not left or payable_without(counts, (m,), left, ci, wilds, ri, wl - 1))
        )
    return out


def _decide_morning(st: SpellBookState, step: Step, action: Action) -> None:
    if action.kind != "skip":
        st.start(step["seat"], action, top_level=False)


def _decide_take(st: SpellBookState, step: Step, action: Action) -> None:
    _take(st, step, action.params[0][1])  # see _BY_MATERIA


def _decide_discard(st: SpellBookState, step: Step, action: Action) -> None:
    seat, m = step["seat"], action.params[0][1]  # see _BY_MATERIA
    st.pools[seat].remove(m)
    st.discard.append(m)
    if not st.quiet_mode:
        st.emit(
            "discard",
            seat,
            {"materia": m, "source": "pool"},
            Msg("{player} discards {materia}.", player=seat, materia=materia_msg(m)),
        )
    if step["n"] > 1:
        st.push_front({**step, "n": step["n"] - 1})


def _decide_store(st: SpellBookState, step: Step, action: Action) -> None:
    seat, m = step["seat"], action.params[0][1]  # see _BY_MATERIA
    st.pools[seat].remove(m)
    space = st.store_materia(seat, m)
    if not st.quiet_mode:
        _emit_store(st, seat, m, space)
    n = step["n"] - 1
    if n > 0:
        if step["same"] == "colour":
            st.push_front({**step, "n": n, "colours": (COLOURS[m // 15],)})
        else:
            st.push_front({**step, "n": n})


def _decide_store_discarded(st: SpellBookState, step: Step, action: Action) -> None:
    seat, m = step["seat"], action["materia"]
    st.discard.remove(m)
    space = st.store_materia(seat, m)
    if not st.quiet_mode:
        _emit_store(st, seat, m, space)
    _again(st, step, {"n": step["n"] - 1, "from": tuple(x for x in step["from"] if x != m)})


def _decide_swap_altar(st: SpellBookState, step: Step, action: Action) -> None:
    seat, p, a = step["seat"], action["materia"], action["other"]
    pool = st.pools[seat]
    i = st.altar.index(a)
    pool.remove(p)
    st.altar[i] = p
    insort(pool, a)
    if not st.quiet_mode:
        _emit_swap(st, seat, p, a, "altar")
    _again(st, step, {"n": step["n"] - 1, "placed": step["placed"] + (p,), "got": step["got"] + (a,)})
    if "mirage" in st.learned[seat]:
        _mirage(st, seat, a)


def _decide_swap_track(st: SpellBookState, step: Step, action: Action) -> None:
    seat, p, t = step["seat"], action["materia"], action["other"]
    pool, track = st.pools[seat], st.tracks[seat]
    track[track.index(t)] = p
    pool.remove(p)
    insort(pool, t)
    if not st.quiet_mode:
        _emit_swap(st, seat, p, t, "track")


def _decide_replace(st: SpellBookState, step: Step, action: Action) -> None:
    seat, m = step["seat"], action["materia"]
    i = st.altar.index(m)
    st.altar.pop(i)
    st.discard.append(m)
    if not st.quiet_mode:
        st.emit(
            "replace",
            seat,
            {"materia": m},
            Msg("{player} replaces {materia} on the altar.", player=seat, materia=materia_msg(m)),
        )
    new = st.draw_from_bag()
    if new is not None:
        st.altar.insert(i, new)
        if not st.quiet_mode:
            st.emit_draw(seat, new, "altar")
    eligible = tuple(x for x in step["eligible"] if x != m)
    if eligible:
        st.push_front({**step, "eligible": eligible})


def _decide_raise(st: SpellBookState, step: Step, action: Action) -> None:
    seat, sid = step["seat"], action["spell"]
    level, marker, day = st.learned[seat][sid]
    st.learned[seat][sid] = (level + 1, marker, day)
    if not st.quiet_mode:
        st.emit(
            "raise",
            seat,
            {"spell": sid, "level": level + 1},
            Msg(
                "{player} raises {spell} to level {level}.",
                player=seat,
                spell=spell_msg(sid),
                level=level + 1,
            ),
        )


def _emit_store(st: SpellBookState, seat: int, m: int, space: int) -> None:
    """Report pool or discarded materia ``m`` stored on ``seat``'s familiar at ``space``."""
    text = Msg("{player} stores {materia} on their familiar.", player=seat, materia=materia_msg(m))
    st.emit("store", seat, {"materia": m, "space": space}, text)


def _emit_swap(st: SpellBookState, seat: int, p: int, other: int, where: str) -> None:
    """Report pool materia ``p`` swapped for ``other`` from the altar or ``seat``'s familiar (``where``)."""
    text = (
        Msg(
            "{player} swaps {materia} for {other} from the altar.",
            player=seat,
            materia=materia_msg(p),
            other=materia_msg(other),
        )
        if where == "altar"
        else Msg(
            "{player} swaps {materia} for {other} from their familiar.",
            player=seat,
            materia=materia_msg(p),
            other=materia_msg(other),
        )
    )
    st.emit("swap", seat, {"materia": p, "other": other, "where": where}, text)


def _again(st: SpellBookState, step: Step, change: dict[str, Any]) -> None:
    if change.get("n", 1) > 0:
        st.push_front({**step, **change})


#: The log line of a materia taken from the altar, by where it goes.
_TAKE_TEXTS = {
    "pool": N_("{player} takes {materia} from the altar."),
    "track": N_("{player} stores {materia} from the altar on their familiar."),
    "rival_lower": N_("{player} puts {materia} from the altar in the rival's lower area."),
    "rival_track": N_("{player} gives {materia} from the altar to the rival."),
}


def _take(st: SpellBookState, step: Step, m: int) -> None:
    seat, dest = step["seat"], step["dest"]
    st.altar.remove(m)
    space = None
    if dest == "pool":
        insort(st.pools[seat], m)
    elif dest == "track":
        space = st.store_materia(seat, m)
    elif dest == "rival_lower":
        st.rival_lower.append(m)
    else:  # the rival's track: covered after the log line, since a full track ends the game
        space = len(st.rival_track)
    if not st.quiet_mode:
        data: dict[str, Any] = {"materia": m, "dest": dest}
        if space is not None:
            data["space"] = space
        st.emit("take", seat, data, Msg(_TAKE_TEXTS[dest], player=seat, materia=materia_msg(m)))
    n = step["n"] - 1
    if n > 0:  # more to take: the same step again, narrowed to the first one's rune or colour
        same = step["same"]
        if same == "rune":
            st.push_front({**step, "n": n, "runes": (RUNES[(m % 15) // 5],)})
        elif same == "colour":
            st.push_front({**step, "n": n, "colours": (COLOURS[m // 15],)})
        else:
            st.push_front({**step, "n": n})
    if dest == "pool" and "mirage" in st.learned[seat]:
        _mirage(st, seat, m)
    elif dest == "rival_track":
        st.give_rival(m)


def _mirage(st: SpellBookState, seat: int, m: int) -> None:
    """Mirage (``seat`` has learned it): on your own day, an altar materia with the card's rune
    entering your pool draws more."""
    if seat != st.current or st.phase not in ("morning", "noon", "evening"):
        return
    level, marker, _ = st.learned[seat]["mirage"]
    if rune_index(m) != rune_index(marker):
        return
    if not st.quiet_mode:
        st.emit(
            "mirage",
            seat,
            {"materia": m},
            Msg("{spell} lets {player} draw more.", spell=spell_msg("mirage"), player=seat),
        )
    st.push_front(draw(seat, 1 if level == 3 else 2))


def _decide_pay(st: SpellBookState, step: Step, action: Action) -> None:
    kind, m = action.kind, action["materia"]
    if kind == "marker":
        new = {**step, "marker": m, "remaining": step["remaining"] - 1}
    elif kind == "pay":
        new = {**step, "spent": step["spent"] + (m,), "remaining": step["remaining"] - 1}
    else:
        new = {**step, "spent": step["spent"] + tuple(m), "remaining": step["remaining"] - 1}
        if step["wilds"] == "rune":
            new["wilds_left"] = step["wilds_left"] - 1
    if new["remaining"] > 0:
        st.push_front(new)
        return
    _finish_learn(st, new)


def _finish_learn(st: SpellBookState, step: Step) -> None:
    seat, sid, level, marker = step["seat"], step["spell"], step["level"], step["marker"]
    pool = st.pools[seat]
    pool.remove(marker)
    for x in step["spent"]:
        pool.remove(x)
        st.discard.append(x)
    st.learned[seat][sid] = (level, marker, st.day)
    if not st.quiet_mode:
        st.emit(
            "learn",
            seat,
            {"spell": sid, "level": level, "marker": marker, "spent": [marker, *step["spent"]]},
            Msg("{player} learns {spell} at level {level}.", player=seat, spell=spell_msg(sid), level=level),
        )
    follow: list[Step] = []
    synergy = st.learned[seat].get("synergy")
    if synergy is not None and synergy[0] == 5 and step["spent"]:
        follow.append({"k": "store_discarded", "seat": seat, "n": 2, "from": tuple(step["spent"])})
    follow += immediate_steps(seat, sid, level)
    st.queue[0:0] = follow
    st.check_spells_end(seat)


#: What each decision step offers now (``[]``: it can do nothing and is dropped), and how a legal
#: answer to the popped step is carried out (pushing back what remains), by its ``"k"``; "stop" and
#: "done" end a step with nothing to carry out.  ``SpellBookState.legal_actions`` and ``apply`` look
#: them up themselves (the hottest calls); the other steps are automatic: ``AUTO_STEPS`` in state.py.
OFFERS: dict[str, Callable[[SpellBookState, Step], list[Action]]] = {
    "take": _offer_take,
    "discard": _offer_discard,
    "store": _offer_store,
    "store_discarded": _offer_store_discarded,
    "swap_altar": _offer_swap_altar,
    "swap_track": _offer_swap_track,
    "replace": _offer_replace,
    "raise": _offer_raise,
    "pay": _pay_actions,
    "morning": _offer_morning,
}
DECISIONS: dict[str, Callable[[SpellBookState, Step, Action], None]] = {
    "take": _decide_take,
    "discard": _decide_discard,
    "store": _decide_store,
    "store_discarded": _decide_store_discarded,
    "swap_altar": _decide_swap_altar,
    "swap_track": _decide_swap_track,
    "replace": _decide_replace,
    "raise": _decide_raise,
    "pay": _decide_pay,
    "morning": _decide_morning,
}


def prompt_msg(st: SpellBookState, step: Step) -> Msg:
    k = step["k"]
    if k == "take":
        n, dest = step["n"], step["dest"]
        if dest == "rival_track":
            return Msg("Give 1 altar materia to the rival.")
        if dest == "rival_lower":
            return Msg("Put 1 altar materia in the rival's lower area.")
        if dest == "track":
            return NMsg("Store {n} materia from the altar.", "Store {n} materia from the altar.", n)
        if step["optional"]:
            return NMsg("Take up to {n} materia from the altar.", "Take up to {n} materia from the altar.", n)
        return NMsg("Take {n} materia from the altar.", "Take {n} materia from the altar.", n)
    if k == "discard":
        return NMsg("Discard {n} materia.", "Discard {n} materia.", step["n"])
    if k == "store":
        return NMsg("Store {n} materia from your pool.", "Store {n} materia from your pool.", step["n"])
    if k == "store_discarded":
        return NMsg(
            "Store {n} of the materia you just discarded.",
            "Store {n} of the materia you just discarded.",
            step["n"],
        )
    if k == "swap_altar":
        return NMsg(
            "Swap {n} materia of your pool with the altar.",
            "Swap {n} materia of your pool with the altar.",
            step["n"],
        )
    if k == "swap_track":
        return Msg("Swap 1 materia of your pool with one on your familiar.")
    if k == "replace":
        return Msg("Choose altar materia to replace, then Done.")
    if k == "raise":
        return Msg("Choose a spell to raise by 1 level.")
    if k == "pay":
        if step["marker"] is None:
            return Msg("Choose the materia that marks {spell}'s level.", spell=spell_msg(step["spell"]))
        return NMsg(
            "Pay {n} more for {spell}.",
            "Pay {n} more for {spell}.",
            step["remaining"],
            spell=spell_msg(step["spell"]),
        )
    return Msg("Perform 1 morning action.")


_STANDARD = {
    "take_one": Msg("Take 1 materia from the altar"),
    "draw_two": Msg("Draw 2 materia from the bag"),
    "store_one": Msg("Store 1 materia on your familiar"),
    "skip": Msg("Skip this phase"),
    "stop": Msg("Stop taking"),
    "done": Msg("Done"),
}


def describe(action: Action) -> Msg:
    kind = action.kind
    if kind in _STANDARD:
        return _STANDARD[kind]
    if kind == "learn":
        return Msg("Learn {spell} at level {level}", spell=spell_msg(action["spell"]), level=action["level"])
    if kind == "cast":
        return _describe_cast(action)
    if kind == "raise":
        return Msg("Raise {spell}", spell=spell_msg(action["spell"]))
    if kind == "swap":
        return Msg(
            "Swap {materia} for {other}",
            materia=materia_msg(action["materia"]),
            other=materia_msg(action["other"]),
        )
    if kind == "wild":
        ms = action["materia"]
        return NMsg(
            "Make a wild from {n} {rune} materia",
            "Make a wild from {n} {rune} materia",
            len(ms),
            rune=Msg(RUNE_NAMES[RUNES[rune_index(ms[0])]]),
        )
    labels = {
        "take": N_("Take {materia}"),
        "discard": N_("Discard {materia}"),
        "store": N_("Store {materia}"),
        "replace": N_("Replace {materia}"),
        "marker": N_("Mark the level with {materia}"),
        "pay": N_("Pay with {materia}"),
    }
    if kind in labels:
        return Msg(labels[kind], materia=materia_msg(action["materia"]))
    return Msg("Unknown action")


def _describe_cast(action: Action) -> Msg:
    sid, level = action["spell"], action["level"]
    spell = spell_msg(sid)
    mode = action.get("mode")
    if sid == "transmutation":
        return Msg(
            "Use {spell} at level {level}: learn {target} at level {target_level}",
            spell=spell,
            level=level,
            target=spell_msg(action["learn"]),
            target_level=action["learn_level"],
        )
    if sid == "mirror_image":
        copy = action["copy"]
        if copy in _STANDARD:
            what = _STANDARD[copy]
        elif copy == "learn":
            what = Msg(
                "Learn {spell} at level {level}",
                spell=spell_msg(action["learn"]),
                level=action["learn_level"],
            )
        else:
            what = _describe_cast(
                Action(
                    "cast",
                    **{k: v for k, v in action.params if k not in ("spell", "level", "copy", "copy_level")},
                    spell=copy,
                    level=action["copy_level"],
                )
            )
        return Msg("Use {spell} at level {level} to copy: {what}", spell=spell, level=level, what=what)
    if mode == "store":
        return Msg("Use {spell} at level {level}: store", spell=spell, level=level)
    if mode == "take":
        return Msg("Use {spell} at level {level}: take", spell=spell, level=level)
    return Msg("Use {spell} at level {level}", spell=spell, level=level)
