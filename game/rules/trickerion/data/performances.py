"""The 28 performance cards (digest 9.1): slot layout, Link circles, performer bonus.

Geometry is confirmed (spot-checked against the card art); the performer
bonus values come from one source, so every card is ``verified=False``.
"""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import POSITIONS, Link, PerformanceCard

_IDX = {p: i for i, p in enumerate(POSITIONS)}


def _card(
    pid: int, venue: str, slots: str, links: str, fame: int = 0, coins: int = 0, shards: int = 0
) -> PerformanceCard:
    """Parse the digest's notation: ``"A1 A2"`` slots, ``"A1-A2* A2-A3"`` links (``*`` = shard)."""
    idx = tuple(sorted(_IDX[p] for p in slots.split()))
    parsed = []
    for item in links.split():
        shard = item.endswith("*")
        a, b = sorted(_IDX[p] for p in item.rstrip("*").split("-"))
        parsed.append(Link(a, b, shard))
    ordered = tuple(sorted(parsed, key=lambda k: (k.a, k.b)))
    return PerformanceCard(pid, venue, idx, ordered, fame, coins, shards)


PERFORMANCE_CARDS: tuple[PerformanceCard, ...] = (
    _card(1, "riverside", "A1 A2 A3", "A1-A2* A2-A3", shards=1),
    _card(2, "riverside", "A1 A2 B2", "A1-A2 A2-B2*", fame=1, coins=1),
    _card(3, "riverside", "A1 A2 B2 B3", "A1-A2 A2-B2 B2-B3*", fame=1),
    _card(4, "riverside", "A1 B1 B2 B3", "A1-B1* B1-B2 B2-B3", fame=1),
    _card(5, "riverside", "A3 B1 B2 B3", "A3-B3* B1-B2 B2-B3", fame=1),
    _card(6, "riverside", "A1 A2 A3 B3", "A1-A2 A2-A3* A3-B3", coins=1),
    _card(7, "riverside", "A1 A2 A3 B1", "A1-A2* A1-B1 A2-A3", coins=1),
    _card(8, "riverside", "A1 A2 A3 B2", "A1-A2 A2-A3 A2-B2*", fame=1, coins=1),
    _card(9, "riverside", "A2 A3 B1 B2", "A2-A3 A2-B2 B1-B2*", coins=1),
    _card(10, "riverside", "A1 B1 B2", "A1-B1 B1-B2*", fame=2),
    _card(11, "riverside", "A1 A2 B1", "A1-A2 A1-B1*", coins=2),
    _card(12, "riverside", "A2 B1 B2", "A2-B2 B1-B2*", shards=1),
    _card(13, "grand_magorian", "A1 A2 A3 B1 B2", "A1-B1 A2-A3 A2-B2* B1-B2", fame=2),
    _card(14, "grand_magorian", "A1 A2 A3 B1 B2", "A1-A2 A1-B1 A2-A3* B1-B2", fame=2),
    _card(15, "grand_magorian", "A1 A2 A3 B2 B3", "A1-A2* A2-B2 A3-B3 B2-B3", coins=3),
    _card(16, "grand_magorian", "A1 A2 A3 B2 B3", "A1-A2* A2-A3 A3-B3 B2-B3", coins=3),
    _card(17, "grand_magorian", "A1 A2 B1 B2", "A1-A2 A1-B1* A2-B2", fame=2, coins=1),
    _card(18, "grand_magorian", "A1 A2 B1 B2", "A1-B1 A2-B2* B1-B2", fame=2, coins=1),
    _card(19, "grand_magorian", "A2 B1 B2 B3", "A2-B2 B1-B2* B2-B3", fame=1, shards=1),
    _card(20, "grand_magorian", "A1 A2 A3 B2", "A1-A2 A2-A3 A2-B2*", fame=3),
    _card(21, "magnus_pantheon", "A1 A2 A3 B1 B2 B3", "A1-B1 A2-A3 A2-B2 A3-B3 B1-B2*", fame=3),
    _card(22, "magnus_pantheon", "A1 A2 A3 B1 B2 B3", "A1-A2 A1-B1 A2-B2 A3-B3* B2-B3", fame=3),
    _card(23, "magnus_pantheon", "A1 A2 A3 B1 B2 B3", "A1-A2 A2-A3 A3-B3 B1-B2 B2-B3*", coins=5),
    _card(24, "magnus_pantheon", "A1 A2 A3 B1 B2 B3", "A1-A2* A1-B1 A2-A3 B1-B2 B2-B3", coins=5),
    _card(25, "magnus_pantheon", "A1 A2 A3 B1 B2", "A1-A2 A1-B1 A2-A3* B1-B2", fame=2, coins=2),
    _card(26, "magnus_pantheon", "A1 A2 B1 B2 B3", "A1-A2 A1-B1* A2-B2 B2-B3", fame=2, shards=1),
    _card(27, "magnus_pantheon", "A2 A3 B1 B2 B3", "A2-B2* A3-B3 B1-B2 B2-B3", fame=4),
    _card(28, "magnus_pantheon", "A1 A2 A3 B2 B3", "A1-A2 A2-A3* A2-B2 A3-B3", shards=2),
)


DECK_ORDER_BASE: tuple[tuple[str, int], ...] = (("riverside", 2), ("grand_magorian", 2))
"""Base performance deck, top to bottom: (venue, how many drawn at random).  Order is inferred."""
DECK_ORDER_BASE_VERIFIED = False
DECK_ORDER_DARK_ALLEY: tuple[tuple[str, int], ...] = (
    ("riverside", 2),
    ("grand_magorian", 2),
    ("magnus_pantheon", 2),
)
"""Dark Alley (and solo) performance deck, top to bottom."""

VENUE_NAMES: dict[str, str] = {
    "riverside": N_("Riverside Theater"),
    "grand_magorian": N_("Grand Magorian"),
    "magnus_pantheon": N_("Magnus Pantheon"),
}
