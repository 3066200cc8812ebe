"""The byte-bounded picture cache every rendered-surface cache shares (issue #23)."""

from __future__ import annotations

import pygame
import pytest

from game.sprites.cache import SurfaceCache, cached_surface, follow_window, surface_bytes, usage


@pytest.fixture(autouse=True)
def window_at_1080p():
    """The caches' limits follow the last window drawn (an earlier test's may have been larger)."""
    follow_window(1.0)
    yield
    follow_window(1.0)


def picture(w: int, h: int = 10) -> pygame.Surface:
    return pygame.Surface((w, h), pygame.SRCALPHA)


def test_the_least_recently_used_pictures_go_once_the_bytes_exceed_the_budget():
    store = SurfaceCache("test lru", budget=3 * surface_bytes(picture(100)))
    for key in "abc":
        store.put(key, picture(100))
    assert store.get("a") is not None  # "a" is now the most recent
    store.put("d", picture(100))
    assert store.get("b") is None and all(store.get(k) is not None for k in "acd")
    assert store.bytes == 3 * surface_bytes(picture(100))


def test_a_big_picture_counts_by_its_bytes_not_as_one_entry():
    """Bug #23: a 2.5 MB board and a 1 KB token each counted as one of 1,500 entries."""
    store = SurfaceCache("test bytes", budget=3 * surface_bytes(picture(100)))
    for key in "abc":
        store.put(key, picture(100))
    store.put("board", picture(300))  # as big as the three others together
    assert len(store) == 1 and store.get("board") is not None


def test_the_newest_picture_is_kept_even_alone_over_the_budget():
    store = SurfaceCache("test newest", budget=10)
    kept = store.put("huge", picture(50))
    assert store.get("huge") is kept and store.bytes == surface_bytes(kept)


def test_a_cached_function_paints_once_per_arguments_and_reports_its_usage():
    painted: list[int] = []

    @cached_surface("test function", budget=1 << 20)
    def tile(w: int) -> pygame.Surface:
        painted.append(w)
        return picture(w)

    assert tile(20) is tile(20) and painted == [20]
    tile(30)
    assert usage()["test function"] == (2, surface_bytes(picture(20)) + surface_bytes(picture(30)))
    tile.cache_clear()
    tile(20)
    assert painted == [20, 30, 20]


def test_a_larger_window_lets_each_cache_hold_its_larger_pictures():
    """At 3840x2160 every picture holds four times the bytes of its 1080p self.  With fixed budgets
    SpellBook's floor and lamp glow (33 + 47 MB) pushed each other out of the 48 MB vector cache on
    every frame, and its table's opening never finished (it showed after 240 attempts)."""
    store = SurfaceCache("test window", budget=2 * surface_bytes(picture(100)))
    follow_window(2.0)
    assert store.limit() == 4 * store.budget
    for key in "abcd":
        store.put(key, picture(100))
    assert all(store.get(k) is not None for k in "abcd")
    follow_window(2560 / 1920)  # the 1440p limit is 1.78 budgets (3.6 pictures): the oldest goes at once
    assert store.get("a") is None and len(store) == 3
    follow_window(1.0)
    assert store.limit() == store.budget and len(store) == 2
    follow_window(0.5)  # a window smaller than 1080p keeps the 1080p budget
    assert store.limit() == store.budget
