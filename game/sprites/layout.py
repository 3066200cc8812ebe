"""Table layouts as data: named slots read from Tiled ``.tmx`` object layers.

Positions of altar spaces, card rows, dice trays and board fields live in
``assets/layouts/<name>.tmx`` (edited with Tiled or by hand), not in code.
Each object layer groups rectangles; each rectangle's ``name`` is a slot.
Coordinates are in the 1920x1080 logical canvas.

We read maps with ``pytmx.TiledMap(path)`` (no image loading): pytmx's
``load_pygame`` needs a display, and layouts carry no images anyway.

A table view declares the slots it needs with :func:`declare`; the layout
test loads every map under ``assets/layouts`` and checks each declared name
exists, so a renamed slot fails a test instead of a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame
import pytmx

LAYOUT_DIR = Path(__file__).resolve().parent.parent.parent / "assets" / "layouts"
CANVAS = (1920, 1080)

#: layout name -> slot names the code relies on (filled by :func:`declare`).
DECLARED: dict[str, set[str]] = {}


class LayoutError(ValueError):
    """A layout file is missing, unreadable, or lacks a slot the code needs."""


@dataclass
class Layout:
    """Named rectangles of one table, grouped by object layer."""

    name: str
    size: tuple[int, int]
    slots: dict[str, pygame.Rect] = field(default_factory=dict)
    layers: dict[str, list[str]] = field(default_factory=dict)
    properties: dict[str, dict[str, Any]] = field(default_factory=dict)

    def __getitem__(self, slot: str) -> pygame.Rect:
        try:
            return self.slots[slot].copy()
        except KeyError:
            raise LayoutError(f"layout {self.name!r} has no slot {slot!r}") from None

    def __contains__(self, slot: str) -> bool:
        return slot in self.slots

    def get(self, slot: str) -> pygame.Rect | None:
        rect = self.slots.get(slot)
        return rect.copy() if rect is not None else None

    def layer(self, layer: str) -> list[str]:
        """Slot names of one object layer, in file order."""
        return list(self.layers.get(layer, []))

    def missing(self, names: set[str] | list[str]) -> list[str]:
        return sorted(n for n in names if n not in self.slots)


def load(path: str | Path) -> Layout:
    """Read a ``.tmx`` file into a :class:`Layout` (no display needed)."""
    path = Path(path)
    if not path.exists():
        raise LayoutError(f"no layout file {path}")
    try:
        tmx = pytmx.TiledMap(str(path))
    except Exception as exc:  # pytmx raises assorted errors for malformed XML
        raise LayoutError(f"cannot read layout {path}: {exc}") from exc
    size = (int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight))
    layout = Layout(path.stem, size)
    for group in tmx.objectgroups:
        names: list[str] = []
        for obj in group:
            if not obj.name:
                continue
            if obj.name in layout.slots:
                raise LayoutError(f"layout {path.name}: slot {obj.name!r} defined twice")
            rect = pygame.Rect(round(obj.x), round(obj.y), round(obj.width), round(obj.height))
            layout.slots[obj.name] = rect
            layout.properties[obj.name] = dict(obj.properties)
            names.append(obj.name)
        layout.layers[group.name] = names
    return layout


@lru_cache(maxsize=16)
def _cached(name: str) -> Layout:
    return load(LAYOUT_DIR / f"{name}.tmx")


def get(name: str) -> Layout:
    """The shipped layout ``name`` (cached), checked against the declared slots."""
    layout = _cached(name)
    missing = layout.missing(DECLARED.get(name, set()))
    if missing:
        raise LayoutError(f"layout {name!r} lacks slots {missing}")
    return layout


def declare(name: str, slots: set[str] | list[str]) -> None:
    """Record that code needs ``slots`` in layout ``name`` (checked by the layout test)."""
    DECLARED.setdefault(name, set()).update(slots)


def shipped() -> list[Path]:
    return sorted(LAYOUT_DIR.glob("*.tmx"))
