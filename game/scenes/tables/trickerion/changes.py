"""What changed on the table between two views: the elements to light up after a move.

Bots and the Heir act in quick succession; lighting what each move touched
(the slot taken, the die rerolled, the component bought, the marker set up,
the opponent whose purse changed) lets a person follow them.  It compares two
already-stripped views, so it can show nothing the viewer could not see.
"""

from __future__ import annotations

from typing import Any

from game.rules.trickerion import tables as T
from game.scenes.tables.trickerion.geometry import Key

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
