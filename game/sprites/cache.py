"""Picture caches bounded by bytes: the one LRU every rendered-surface cache uses.

Caches bounded by entry count grew without a plateau: a Witchcraft board
picture is ~2.5 MB and each distinct board shape got its own, so 1,500
entries allowed gigabytes (issue #23: 105 -> 478 MB over 132 games).  A
:class:`SurfaceCache` counts the pixel bytes it holds and drops the least
recently used pictures once over its budget.  Every cache registers itself,
so :func:`usage` reports what all of them hold (the memory check, ``bench``).

A budget is set for pictures drawn at 1920x1080; pictures drawn at a larger
window's scale hold the square of that scale in bytes, and so does the limit
(:meth:`SurfaceCache.limit`, :func:`follow_window`).  With fixed budgets a 4K window's SpellBook table
(its floor 33 MB, the lamp's glow 47 MB) no longer fitted the vector cache:
each picture pushed out the other, every frame painted them again, and the
table's opening never finished (it took a minute, then showed anyway).
"""

from __future__ import annotations

import ctypes
import functools
import sys
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import ParamSpec

import pygame

from game.sprites import paint_budget

MB = 1 << 20
P = ParamSpec("P")
Maker = Callable[P, pygame.Surface]

M_MMAP_THRESHOLD = -3  # mallopt's parameter number, from glibc's malloc.h

_ALL: list[SurfaceCache] = []
_area = 1.0  # the window's pixels over 1920x1080's (at least 1): what each limit is multiplied by


def follow_window(factor: float) -> None:
    """Size every cache for a window drawn at ``factor`` times 1920x1080 (the app, each frame);
    a smaller window gives the memory back at once, not only as new pictures come."""
    global _area
    area = max(1.0, factor) ** 2
    shrinks, _area = area < _area, area
    if shrinks:
        for store in _ALL:
            store.trim()


def surface_bytes(surface: pygame.Surface) -> int:
    """The pixel memory of ``surface`` (rows are padded to the pitch)."""
    return surface.get_pitch() * surface.get_height()


class SurfaceCache:
    """A least-recently-used map of surfaces holding at most ``budget`` bytes of 1080p pixels.

    The newest picture is always kept, even alone over the budget, so a caller
    gets back what it just stored.
    """

    def __init__(self, name: str, budget: int) -> None:
        self.name = name
        self.budget = budget
        self.bytes = 0
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()
        _ALL.append(self)

    def __len__(self) -> int:
        return len(self._items)

    def get(self, key: Hashable) -> pygame.Surface | None:
        hit = self._items.get(key)
        if hit is not None:
            self._items.move_to_end(key)
        else:
            paint_budget.missed()
        return hit

    def limit(self) -> int:
        """The bytes this cache may hold: the budget at 1920x1080 and below, the budget times
        the window's scale squared above."""
        return int(self.budget * _area)

    def put(self, key: Hashable, surface: pygame.Surface) -> pygame.Surface:
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)
        self._items[key] = surface
        self.bytes += surface_bytes(surface)
        self.trim()
        paint_budget.stored()  # a table opening offscreen stops here once its frame's time is spent
        return surface

    def trim(self) -> None:
        """Drop the least recently used pictures until the cache is within its limit."""
        limit = self.limit()
        while self.bytes > limit and len(self._items) > 1:
            _key, dropped = self._items.popitem(last=False)
            self.bytes -= surface_bytes(dropped)

    def discard(self, key: Hashable) -> None:
        """Forget ``key``'s picture (a piece no longer needed once the whole is stored)."""
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= surface_bytes(old)

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0


def cached_surface(name: str, budget: int) -> Callable[[Maker[P]], Maker[P]]:
    """Decorator: memoise a picture-making function (hashable arguments) in a :class:`SurfaceCache`.

    The wrapper keeps ``cache_clear()`` so it replaces ``functools.cache`` one for one.
    """

    def wrap(fn: Maker[P]) -> Maker[P]:
        store = SurfaceCache(name, budget)

        @functools.wraps(fn)
        def cached(*args: P.args, **kwargs: P.kwargs) -> pygame.Surface:
            key = (args, tuple(sorted(kwargs.items())))
            hit = store.get(key)
            return hit if hit is not None else store.put(key, fn(*args, **kwargs))

        cached.cache_clear = store.clear  # type: ignore[attr-defined]
        cached.cache = store  # type: ignore[attr-defined]
        return cached

    return wrap


def return_freed_pictures_to_the_system() -> None:
    """Keep large pictures out of the C heap (glibc only), so memory freed by eviction goes back.

    glibc raises its mmap threshold each time a large block is freed, after
    which board-sized pictures land in the heap, where freed holes are rarely
    handed back: with the caches bounded, a Witchcraft session still crept to
    ~260 MB.  A fixed 256 KB threshold (which also turns the raising off)
    kept it at ~190 MB.
    """
    if not sys.platform.startswith("linux"):
        return
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt(M_MMAP_THRESHOLD, 256 * 1024)
    except (OSError, AttributeError):  # not glibc (musl): nothing to tune
        pass


def caches() -> list[SurfaceCache]:
    """Every picture cache made so far (memory checks compare each with its budget)."""
    return list(_ALL)


def usage() -> dict[str, tuple[int, int]]:
    """Entries and bytes held by each picture cache, by name."""
    return {c.name: (len(c), c.bytes) for c in caches()}
