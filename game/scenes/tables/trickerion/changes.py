"""What changed on the table between two views: the elements to light up after a move,
and the parts of the end of a turn the engine tells no event of.

Bots and the Heir act in quick succession; lighting what each move touched
(the slot taken, the die rerolled, the component bought, the marker set up,
the opponent whose purse changed) lets a person follow them.  At the end of a
turn the characters come home, ordered components arrive and the wagon moves
on without an event; :func:`end_of_turn` finds them in the difference so the
sequence can show them as steps too.  Both compare two already-stripped views,
so they can show nothing the viewer could not see.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules.base import Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import LOCATION_AT
from game.scenes.tables.trickerion import texts
from game.scenes.tables.trickerion.geometry import Key

# Where the engine's end of turn does these among its events (endturn.end_turn): the characters
# come home and the orders arrive after the wages, before the Theater turns; the wagon moves last.
AFTER_WAGES = ("discard_card", "new_card", "prophecy", "end_turn")
LAST = ("end_turn",)

_PURSE = ("fame", "coins", "shards", "magic_shards", "placed", "assign", "tricks")


def changed(old: dict[str, Any] | None, new: dict[str, Any], bottom: int) -> list[Key]:
    """Element keys whose content differs between ``old`` and ``new`` (none for a first view)."""
    if old is None or old["turn"] != new["turn"] or len(old["players"]) != len(new["players"]):
        return []  # a new turn resets most of the board: lighting all of it would say nothing
    keys: list[Key] = [("die", d) for d in range(6) if old["dice"][d] != new["dice"][d]]
    for loc in (1, 2, 4):
        keys += [("slot", loc, i) for i in range(4) if old["slots"][loc][i] != new["slots"][loc][i]]
    keys += [("comp", t) for t in range(T.NCOMP) if old["stock"].count(t) != new["stock"].count(t)]
    ot, nt = old["theater"], new["theater"]
    for d in range(4):
        if ot["day_owner"][d] != nt["day_owner"][d] or ot["backstage"][d] != nt["backstage"][d]:
            keys.append(("day", d))
    for i, row in enumerate(nt["markers"]):
        if i < len(ot["markers"]) and ot["cards"][i] == nt["cards"][i]:
            keys += [("pos", i, pos) for pos, m in enumerate(row) if m != ot["markers"][i][pos]]
    for p, (a, b) in enumerate(zip(old["players"], new["players"], strict=True)):
        if p == bottom:
            keys += [("trick", s) for s in range(4) if a["tricks"][s] != b["tricks"][s]]
            keys += [("store", t) for t in range(T.NCOMP) if a["components"][t] != b["components"][t]]
        elif any(a[f] != b[f] for f in _PURSE):
            keys.append(("opp", p))
    return keys


@dataclass
class Beat:
    """A change of the end of turn with no event of its own: its words, its elements, and the
    event kinds it plays before (so the steps keep the engine's order)."""

    text: Msg
    keys: list[Key]
    before: tuple[str, ...]


def end_of_turn(old: dict[str, Any], new: dict[str, Any], bottom: int, opponents: list[int]) -> list[Beat]:
    """The characters coming home, the orders arriving, the wagon moving on, as ``old`` -> ``new`` show."""
    beats = []
    if any(p["placed"] for p in old["players"]) and not any(p["placed"] for p in new["players"]):
        mine: list[Key] = [("char", ci) for ci in range(len(new["players"][bottom]["chars"]))]
        beats.append(
            Beat(
                Msg("The characters come home; the assignment cards go back to the hands."),
                mine + [("opp", p) for p in opponents],
                AFTER_WAGES,
            )
        )
    arrived = [t for t in old["orders"] if t >= 0]
    if arrived:
        names = ", ".join(texts.comp_name(t) for t in arrived)
        beats.append(
            Beat(
                Msg("The ordered components arrive in Market Row: {list}.", list=names),
                [("comp", t) for t in dict.fromkeys(arrived)],
                AFTER_WAGES,
            )
        )
    if old["quick"] >= 0 and new["quick"] < 0:
        beats.append(_quick_order_leaves(old, new, bottom))
    wagon, moved = old["mage"]["wagon"], new["mage"]["wagon"]
    if new["arcane_arts"] and wagon != moved and moved >= 0:
        moves = Msg("The Mage's wagon moves on: it now stands {where}.", where=LOCATION_AT[moved])
        beats.append(Beat(moves, [("wagon",)], LAST))
    return beats


def _quick_order_leaves(old: dict[str, Any], new: dict[str, Any], bottom: int) -> Beat:
    """The quick-order component goes back to the supply -- or, with Dubious Sources, to its orderer.

    The playtest's banner said "the quick order arrives" and framed the player's
    storage, so a first-time player waited for a component that had gone back.
    """
    t = old["quick"]
    name = texts.comp_name(t)
    if new["players"][bottom]["components"][t] > old["players"][bottom]["components"][t]:
        mine = Msg("The quick-ordered {component} goes to your workshop.", component=name)
        return Beat(mine, [("store", t)], AFTER_WAGES)
    return Beat(
        Msg("The quick-ordered {component} leaves Market Row: it goes back to the supply.", component=name),
        [("comp", t)],
        AFTER_WAGES,
    )
