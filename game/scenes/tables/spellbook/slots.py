"""Materia that stay where they lie while a day lasts.

The engine keeps a pool sorted and the altar packed: take one materia and the
others close up, so the next click at the same spot lands on a different
materia than the one the player saw there.  This remembers which slot of an
area (the altar, each pool) every materia was shown in: materia that stay keep
their slot, newcomers fill the free slots in the engine's order, and a new day
lays everything out afresh (sorted pools, a packed altar) while nobody is
reaching for it.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence


class StableSlots:
    def __init__(self) -> None:
        self.day: Hashable = None
        self.places: dict[Hashable, dict[int, int]] = {}  # area -> materia -> slot index

    def new_day(self, day: Hashable) -> None:
        """Forget every placement when ``day`` (whose day it is) changes."""
        if day != self.day:
            self.day = day
            self.places = {}

    def arrange(self, area: Hashable, items: Sequence[int], capacity: int) -> list[int | None]:
        """The contents of ``capacity`` slots showing ``items``: None marks a gap left by a materia
        that went away.  Packed in the engine's order when the kept slots leave no room."""
        old = self.places.get(area, {})
        kept = {m: i for m, i in old.items() if m in items and i < capacity}
        free = [i for i in range(capacity) if i not in kept.values()]
        newcomers = [m for m in items if m not in kept]
        if len(newcomers) > len(free):
            kept, free, newcomers = {}, list(range(capacity)), list(items)
        kept.update(zip(newcomers, free, strict=False))
        self.places[area] = kept
        out: list[int | None] = [None] * capacity
        for m, i in kept.items():
            out[i] = m
        return out
