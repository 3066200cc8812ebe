"""A tiny seeded generator whose whole state is one integer.

Engines keep their randomness here (never the global ``random``), so a state
serialises to JSON exactly and clones in O(1) for search.  SplitMix64 is
plenty for shuffles and dice and is identical on every platform.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def randrange(self, n: int) -> int:
        """Uniform in ``range(n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange of an empty range")
        limit = (1 << 64) - ((1 << 64) % n)
        state = self.state
        while True:  # one SplitMix64 step per try, inline: engines draw, shuffle and roll in hot loops
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def randint(self, lo: int, hi: int) -> int:
        return lo + self.randrange(hi - lo + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        pool = list(items)
        self.shuffle(pool)
        return pool[:k]

    def clone(self) -> Rng:
        return Rng(self.state)

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, data: int) -> Rng:
        return cls(int(data))
