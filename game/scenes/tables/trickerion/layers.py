"""The painted board kept between frames, repainted region by region.

A move changes a few regions (a die in Downtown, a purse on an opponent's
strip, a marker on a performance card); repainting the whole 1920×1080 board
for it made the frame after each move the slowest of all.  Each region of the
layout is painted from the view fields it reads; the region is repainted only
when those fields changed, over its own piece of the background and clipped to
its rectangle, so the result is the same picture a full repaint gives
(``test_board_repainted_by_region_equals_a_full_repaint``).

The board is a layer of the window's own pixel size (:meth:`game.sprites.scale.Canvas.blank`),
its gradient running into the margins of a window that is not 16:9; a new window size
or scale paints a new one and lets the old one go.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pygame

from game.scenes.tables.trickerion import legible
from game.scenes.tables.trickerion.drawing import Painter, background
from game.scenes.tables.trickerion.geometry import Geometry
from game.sprites.scale import Canvas

Fields = Callable[[dict[str, Any], int], Any]


def _top(*names: str) -> Fields:
    """The region reads these top-level view fields (and how many players there are)."""
    return lambda v, bottom: (len(v["players"]), *(v.get(n) for n in names))


def _status(v: dict[str, Any], bottom: int) -> Any:
    fame = [pv["fame"] for pv in v["players"]]
    return (
        fame,
        *(
            v.get(n)
            for n in ("turn", "turns", "phase", "order", "positions", "fame", "prophecy", "dark_alley")
        ),
    )


def _theater(v: dict[str, Any], bottom: int) -> Any:
    """Backstage figures need the players' characters, markers their tricks; nothing else of theirs."""
    pieces = [(pv["chars"], [t["trick"] for t in pv["tricks"]]) for pv in v["players"]]
    return (pieces, v["theater"], v["phase"], v.get("perf_day"))


def _opponents(v: dict[str, Any], bottom: int) -> Any:
    others = [pv for p, pv in enumerate(v["players"]) if p != bottom]
    return (others, *(v.get(n) for n in ("act", "cur", "phase", "heir", "heir_plan", "arcane_arts")))


def _mine(v: dict[str, Any], bottom: int) -> Any:
    return (
        v["players"][bottom],
        len(v["players"]),
        v["act"],
        v["cur"],
        v["phase"],
        v["arcane_arts"],
        v["heir"],
    )


# Region name in the layout -> what its Painter method reads from the view.
REGIONS: dict[str, Fields] = {
    "status": _status,
    "downtown": _top("dice", "slots", "prophecy", "phase", "act"),  # a prophecy may change an action's AP;
    # the AP left grey the actions the character there cannot pay
    "theater": _theater,
    "market": _top("slots", "orders", "quick", "stock", "logistics", "prophecy"),  # ...or the prices
    "alley": _top("dark_alley", "slots", "special_decks", "prophecy"),
    "opponents": _opponents,
    "arcane": _top("arcane_arts", "mage"),
    "board": _mine,
}


class BoardLayers:
    """One board surface; :meth:`paint` brings the regions whose fields changed up to date."""

    def __init__(self) -> None:
        self.surface: Canvas | None = None
        self.setting: tuple[Any, ...] | None = None  # language, colour-blind, window, names, seat
        self.signs: dict[str, str] = {}
        self.shortened: dict[str, dict[legible.Rect, str]] = {}  # per region: a label's box -> its whole text

    def invalidate(self) -> None:
        """Forget everything painted (the next paint is a full one)."""
        self.setting = None

    def shortened_at(self, pos: tuple[int, int]) -> str | None:
        """The whole text of a label shortened to fit its box at this window size, under ``pos``."""
        for labels in self.shortened.values():
            for box, text in labels.items():
                if pygame.Rect(box).collidepoint(pos):
                    return text
        return None

    def paint(
        self,
        view: dict[str, Any],
        geo: Geometry,
        bottom: int,
        names: list[str],
        cb: bool,
        setting: tuple[Any, ...],
        window: Canvas,
    ) -> Canvas:
        """The board for ``view``, as large as ``window`` (its ``key()`` is part of ``setting``)."""
        if self.surface is None or self.setting != setting:
            self.surface = window.blank()
            self.surface.raw.blit(background(self.surface.raw.get_size()), (0, 0))
            self.setting, self.signs, self.shortened = setting, {}, {}
        layer = self.surface
        painter = Painter(view, geo, bottom, names, cb)
        bg = background(layer.raw.get_size())
        for name, fields in REGIONS.items():
            sign = json.dumps(fields(view, bottom), sort_keys=True, default=str)
            if self.signs.get(name) == sign:
                continue
            rect = geo.slots[name]
            layer.set_clip(rect)
            layer.raw.blit(bg, layer.rect(rect), layer.rect(rect))
            self.shortened[name] = {}
            with legible.noting(self.shortened[name], layer):
                getattr(painter, name)(layer)
            layer.set_clip(None)
            self.signs[name] = sign
        return layer
