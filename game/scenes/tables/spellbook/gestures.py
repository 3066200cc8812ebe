"""From legal actions to things a hand does at the table.

The engine lists what the player may do now; this module says how each of
those is done with the mouse: click a materia, drag it somewhere, press a
"use" button on a card row, or a button in the prompt bar.  A gesture maps to
a *chain* of actions when the engine asks in two steps what a player does in
one movement (dragging an altar materia to the pool is ``take_one`` then
``take materia=``); the view submits the chain one checked step at a time.

Every legal action gets a gesture: whatever has no place on the table becomes
a button, so no engine choice is ever unreachable.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from game.rules.base import Action
from game.rules.spellbook.data import SPELLS, materia_colour

Key = Any
Chain = list[Action]

DEST_TARGETS = {
    "pool": "pool",
    "track": "familiar",
    "rival_track": "rival_track",
    "rival_lower": "rival_lower",
}


@dataclass
class Payment:
    """The open ``pay`` prompt: which materia may be the marker, pay as real, or join a wild."""

    spell: str
    level: int
    remaining: int
    marker: int | None
    spent: list[int]
    wild_kind: str  # "triple" (3 same-rune = 1) or "rune" (Transmutation: 1 marker-rune materia = 1)
    marker_actions: dict[int, Action] = field(default_factory=dict)
    pay_actions: dict[int, Action] = field(default_factory=dict)
    wild_actions: dict[tuple[int, ...], Action] = field(default_factory=dict)

    def wild_members(self) -> set[int]:
        return {m for combo in self.wild_actions for m in combo}


@dataclass
class Gestures:
    clicks: dict[Key, Chain] = field(default_factory=dict)
    drags: dict[Key, dict[Key, Chain]] = field(default_factory=dict)
    rows: dict[tuple[str, int], list[Action]] = field(default_factory=dict)
    buttons: list[tuple[str, Chain]] = field(default_factory=list)
    tokens: list[tuple[int, Chain]] = field(default_factory=list)
    payment: Payment | None = None
    prompt_kind: str | None = None

    def drag(self, src: Key, tgt: Key, chain: Chain) -> None:
        self.drags.setdefault(src, {}).setdefault(tgt, chain)

    def covered(self) -> set[Action]:
        """Every action reachable by some gesture (first step of each chain)."""
        out: set[Action] = {c[0] for c in self.clicks.values()}
        out |= {c[0] for d in self.drags.values() for c in d.values()}
        out |= {a for acts in self.rows.values() for a in acts}
        out |= {c[0] for _, c in self.buttons}
        out |= {c[0] for _, c in self.tokens}
        if self.payment is not None:
            p = self.payment
            out |= set(p.marker_actions.values()) | set(p.pay_actions.values()) | set(p.wild_actions.values())
        return out


def build(
    view: dict[str, Any], legal: list[Action], seat: int | None, label: Callable[[Action], str]
) -> Gestures:
    """Gestures for ``seat`` (the bottom seat) given its legal actions."""
    g = Gestures()
    if seat is None or not legal:
        return g
    prompt = view.get("prompt") or {}
    kind = prompt.get("kind") if prompt.get("seat", seat) == seat else None
    g.prompt_kind = kind
    me = view["seats"][seat]
    altar = list(view["altar"])
    pool = list(me["pool"])
    if kind in (None, "morning"):
        _top_level(g, legal, seat, altar, pool)
    elif kind == "take":
        dest = DEST_TARGETS.get(prompt.get("dest", "pool"), "pool")
        target: Key = (dest, seat) if dest in ("pool", "familiar") else dest
        for a in legal:
            if a.kind == "take":
                g.clicks[("m", a["materia"])] = [a]
                g.drag(("m", a["materia"]), target, [a])
    elif kind in ("discard", "store"):
        target = "discard" if kind == "discard" else ("familiar", seat)
        for a in legal:
            if a.kind == kind and a["materia"] in pool:
                g.clicks[("m", a["materia"])] = [a]
                g.drag(("m", a["materia"]), target, [a])
            elif a.kind == kind:
                g.tokens.append((a["materia"], [a]))
    elif kind == "store_discarded":
        for a in legal:
            if a.kind == "store":
                g.tokens.append((a["materia"], [a]))
    elif kind in ("swap_altar", "swap_track"):
        for a in legal:
            if a.kind == "swap":
                g.drag(("m", a["materia"]), ("m", a["other"]), [a])
                g.drag(("m", a["other"]), ("m", a["materia"]), [a])
    elif kind == "replace":
        for a in legal:
            if a.kind == "replace":
                g.clicks[("m", a["materia"])] = [a]
                g.drag(("m", a["materia"]), "discard", [a])
    elif kind == "raise":
        for a in legal:
            if a.kind == "raise":
                g.clicks[("card", seat, a["spell"])] = [a]
    elif kind == "pay":
        g.payment = _payment(prompt, legal)
    covered = g.covered()
    for a in legal:
        if a not in covered:
            g.buttons.append((label(a), [a]))
    return g


def _top_level(g: Gestures, legal: list[Action], seat: int, altar: list[int], pool: list[int]) -> None:
    for a in legal:
        if a.kind == "take_one":
            for m in altar:
                chain = [a, Action("take", materia=m)]
                g.clicks[("m", m)] = chain
                g.drag(("m", m), ("pool", seat), chain)
        elif a.kind == "draw_two":
            g.clicks["bag"] = [a]
        elif a.kind == "store_one":
            for m in pool:
                chain = [a, Action("store", materia=m)]
                g.clicks[("m", m)] = chain
                g.drag(("m", m), ("familiar", seat), chain)
        elif a.kind == "learn":
            sid, level = a["spell"], a["level"]
            colour = SPELLS[sid].colour
            g.clicks.setdefault(("row", seat, sid, level), [a])
            for m in pool:
                chain = [a, Action("marker", materia=m)] if materia_colour(m) == colour else [a]
                g.drag(("m", m), ("row", seat, sid, level), chain)
        elif a.kind == "cast":
            g.rows.setdefault((a["spell"], a["level"]), []).append(a)


def _payment(prompt: dict[str, Any], legal: list[Action]) -> Payment:
    pay = Payment(
        prompt.get("spell", ""),
        int(prompt.get("level", 0)),
        int(prompt.get("remaining", 0)),
        prompt.get("marker"),
        list(prompt.get("spent", [])),
        str(prompt.get("wilds", "triple")),
    )
    for a in legal:
        if a.kind == "marker":
            pay.marker_actions[a["materia"]] = a
        elif a.kind == "pay":
            pay.pay_actions[a["materia"]] = a
        elif a.kind == "wild":
            pay.wild_actions[tuple(sorted(a["materia"]))] = a
    return pay


def plan_payment(pay: Payment, selected: list[int]) -> tuple[Chain, int] | None:
    """Turn the player's selection into an ordered chain of pay steps, with the units it covers.

    Real materia of the spell's colour pay 1 each; the rest are grouped into
    legal wilds (three of a rune, or one marker-rune materia for
    Transmutation).  None if some selected materia fits nowhere.
    """
    chain: Chain = []
    units = 0
    rest: list[int] = []
    for m in selected:
        if m in pay.pay_actions:
            chain.append(pay.pay_actions[m])
            units += 1
        else:
            rest.append(m)
    if pay.wild_kind == "rune":
        for m in rest:
            action = pay.wild_actions.get((m,))
            if action is None:
                return None
            chain.append(action)
            units += 1
        return chain, units
    by_rune: dict[int, list[int]] = {}
    for m in rest:
        by_rune.setdefault((m % 15) // 5, []).append(m)
    for members in by_rune.values():
        if len(members) % 3:
            return None
        for i in range(0, len(members), 3):
            combo = tuple(sorted(members[i : i + 3]))
            action = pay.wild_actions.get(combo, Action("wild", materia=list(combo)))
            chain.append(action)
            units += 1
    return chain, units


def suggest_payment(pay: Payment, pool: list[int]) -> list[int]:
    """A sensible default selection: real materia first, then the fewest wild groups needed."""
    reals = [m for m in pool if m in pay.pay_actions and m != pay.marker]
    chosen = reals[: pay.remaining]
    need = pay.remaining - len(chosen)
    if need <= 0:
        return chosen
    free = [m for m in pool if m not in chosen and m != pay.marker and m in pay.wild_members()]
    if pay.wild_kind == "rune":
        return chosen + free[:need]
    by_rune: dict[int, list[int]] = {}
    for m in free:
        by_rune.setdefault((m % 15) // 5, []).append(m)
    for members in sorted(by_rune.values(), key=len, reverse=True):
        while need > 0 and len(members) >= 3:
            chosen.extend(members[:3])
            members = members[3:]
            need -= 1
    return chosen
