"""What setting up a trick marker on a performance-card spot would give: its Links, read from the view.

A player choosing where a marker goes wants to see the Link reward before the
drop: each Link pays the trick's level in Fame or coins, and a Link through a
circle with a Shard also pays a Shard.  Two markers link where the corners
meeting in a Link circle show the same category (``tables.corner_at``); the
view holds the spots' markers and how each faces, so the preview needs no
engine state.  Of the directions the marker may face (the legal setups), the
one with the most Links is the one shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.i18n import _, ngettext
from game.rules.base import Action
from game.rules.trickerion import tables as T


@dataclass(frozen=True)
class Preview:
    """The Links a marker would make on a spot: how many, how many through Shard circles, its level."""

    links: int
    shards: int
    level: int

    @property
    def reward(self) -> int:
        """Fame or coins in all (the player splits them): the trick's level per Link."""
        return self.links * self.level

    def text(self) -> str:
        if not self.links:
            return _("No Link here")
        words = ngettext("{n} Link: {v} Fame or coins", "{n} Links: {v} Fame or coins", self.links).format(
            n=self.links, v=self.reward
        )
        if self.shards:
            words += ", " + ngettext("+{n} Shard", "+{n} Shards", self.shards).format(n=self.shards)
        return words


def _trick_of(view: dict[str, Any], code: int) -> int:
    return int(view["players"][code >> 2]["tricks"][code & 3]["trick"])


def links(view: dict[str, Any], i: int, pos: int, trick: int, face: int) -> tuple[int, int]:
    """(Links, Links through a Shard circle) a marker of ``trick`` facing ``face`` makes on spot ``pos``."""
    th = view["theater"]
    card = th["cards"][i]
    n = shards = 0
    for d, nb, shard in T.PERF_NEIGH[card][pos]:
        code = th["markers"][i][nb]
        if code < 0:
            continue
        theirs = T.corner_at(_trick_of(view, code), th["faces"][i][nb] & 3, (d + 2) % 4)
        if T.corner_at(trick, face & 3, d) == theirs:
            n += 1
            shards += int(shard)
    return n, shards


def preview(view: dict[str, Any], seat: int, setups: list[Action]) -> Preview | None:
    """The best Links among the legal setups of one trick on one spot (None when there are none)."""
    best: Preview | None = None
    for a in setups:
        if a.kind != "setup":
            continue
        trick = view["players"][seat]["tricks"][a["sym"]]["trick"]
        n, shards = links(view, a["card"], a["pos"], trick, a["face"])
        option = Preview(n, shards, T.TRICK_LEVEL[trick])
        if best is None or (option.links, option.shards) > (best.links, best.shards):
            best = option
    return best
