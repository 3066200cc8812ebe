"""What performing a card would give its performer, before the choice is made.

The perform chooser listed a card's markers but not what performing it gives
(issue #24, C15).  ``performance_gains`` plays the performance on a clone with
the engine's own ``perform``, so prophecies, the reward die, Special
Assignment cards and the backstage bonuses count exactly as they will;
``performance_sources`` splits the same total into where it comes from.
Both are pure: the state passed in is not changed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import ASSISTANT, ENGINEER, MANAGER, SHAPESHIFTER
from game.rules.trickerion.performance import marker_yield, perform
from game.rules.trickerion.texts import purse
from game.rules.trickerion.theater import SHAPE_BONUS, card_links

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState

Purse = tuple[int, int, int, int]
"""(Fame, coins, Shards, magic shards)."""

SOURCES = ("tricks", "links", "bonus", "backstage", "other")
"""The parts of a performance's gains, in the order the table lists them; "other" is what the
reward die, prophecies and Special Assignment cards add (the total less the named parts)."""


def performance_gains(st: TrickerionState, pi: int, a: Action) -> Purse:
    """What the performer ``pi`` gains by the ``perform`` action ``a`` (played on a clone)."""
    sim = st.clone()
    before = purse(sim, pi)
    perform(sim, pi, a["card"], [], a.get("steal"), a.get("shape", -1), a.get("premiere", -1))
    return _minus(purse(sim, pi), before)


def performance_sources(st: TrickerionState, pi: int, a: Action) -> dict[str, Purse]:
    """``performance_gains`` split by source (parts that give nothing are left out)."""
    i, d = a["card"], st.perf_day
    tricks = (0, 0, 0, 0)
    for pos, code in enumerate(st.occ[i]):
        if code >= 0 and code >> 2 == pi:
            tricks = _plus(tricks, (*marker_yield(st, pi, i, pos, None, -1), 0))
    bonus = (*T.PERF_BONUS[st.t_cards[i]], 0)
    backstage = (0, 0, 0, 0)
    for entry in st.day_back[d]:
        o, ci = entry >> 4, entry & 15
        kind = st.p[o].chars[ci] if o == pi and ci < len(st.p[o].chars) else -1
        if kind in (ENGINEER, MANAGER, ASSISTANT):
            backstage = _plus(backstage, (*T.BACKSTAGE[kind], 0))
        elif kind == SHAPESHIFTER and 0 <= a.get("shape", -1) < len(SHAPE_BONUS):
            backstage = _plus(backstage, (*SHAPE_BONUS[a["shape"]], 0))
    parts = {"tricks": tricks, "links": (card_links(st, i), 0, 0, 0), "bonus": bonus, "backstage": backstage}
    named = (0, 0, 0, 0)
    for part in parts.values():
        named = _plus(named, part)
    parts["other"] = _minus(performance_gains(st, pi, a), named)
    return {k: v for k, v in parts.items() if any(v)}


def _plus(a: Purse | tuple[int, ...], b: Purse | tuple[int, ...]) -> Purse:
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3])


def _minus(a: Purse, b: Purse) -> Purse:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2], a[3] - b[3])
