"""The 12 component types (digest 7): tier, price, box count."""

from __future__ import annotations

from game.rules.base import N_
from game.rules.trickerion.data.schema import Component

COMPONENTS: tuple[Component, ...] = (
    Component("wood", N_("Wood"), 1, 1, 10, verified=False),
    Component("metal", N_("Metal"), 1, 1, 10, verified=False),
    Component("glass", N_("Glass"), 1, 1, 10, verified=False),
    Component("fabric", N_("Fabric"), 1, 1, 10, verified=False),
    Component("rope", N_("Rope"), 2, 2, 8, verified=False),
    Component("petroleum", N_("Petroleum"), 2, 2, 8, verified=False),
    Component("saw", N_("Saw"), 2, 2, 8, verified=False),
    Component("animal", N_("Animal"), 2, 2, 8, verified=False),
    Component("padlock", N_("Padlock"), 3, 3, 6, verified=False),
    Component("mirror", N_("Mirror"), 3, 3, 6, verified=False),
    Component("disguise", N_("Disguise"), 3, 3, 6, verified=False),
    Component("cog", N_("Cog"), 3, 3, 6, verified=False),
)
"""Ordered Basic, Advanced, Superior.  ``verified=False``: only the per-type
box counts are inferred (one low-reliability source); tier and price are confirmed."""

COMPONENT_BY_ID: dict[str, Component] = {c.id: c for c in COMPONENTS}
COMPONENT_INDEX: dict[str, int] = {c.id: i for i, c in enumerate(COMPONENTS)}
"""Position of each type in :data:`COMPONENTS`, for flat per-type count lists."""

MARKET_START_STOCK: tuple[str, ...] = ("wood", "metal", "glass", "fabric")
"""The Market Row Buy area at the start, one per slot (digest 3.1)."""

MAX_PER_TYPE_SLOT = 3  # a player-board component slot holds at most 3 of one type
BOARD_COMPONENT_SLOTS = 6
MANAGER_PILE_MAX = 2  # physical pieces on a manager slot; it counts one more (inferred, BGA)
MANAGER_PILE_MAX_VERIFIED = False
QUICK_ORDER_SURCHARGE = 1
