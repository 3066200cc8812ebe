"""Where everything sits on the SpellBook table, computed from a view and the layout.

The big regions come from ``assets/layouts/spellbook.tmx``; the inside of an
opponent's panel and of a card is derived from its region so that one slot
moves a whole group.  The result maps every visible materia and every
clickable element to a rectangle: drawing, hit-testing, drag targets,
animations and the tests' ``element_rect`` all read the same map.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.scenes.tables.spellbook import card_layout
from game.scenes.tables.spellbook.slots import StableSlots
from game.sprites import layout as layouts

LAYOUT = "spellbook"
SLOTS = {
    "bag",
    "altar",
    "discard",
    "day_track",
    "turn_banner",
    "prompt_bar",
    "me_pool",
    "me_familiar",
    "me_familiar_art",
    "rival",
    "rival_track",
    "rival_lower",
}
SLOTS |= {f"altar_{i}" for i in range(12)} | {f"me_pool_{i}" for i in range(9)}
SLOTS |= {f"me_track_{i}" for i in range(16)} | {f"me_card_{i}" for i in range(7)}
SLOTS |= {f"opponent_{i}" for i in range(3)}
layouts.declare(LAYOUT, SLOTS)

LEVELS = (3, 4, 5)
DISCARD_SHOWN = 28
Key = Any  # element keys: "bag", ("pool", seat), ("row", seat, sid, level), ("m", materia), ...


@dataclass
class SeatGeo:
    """One seat's areas: its panel, pool slots, track spaces, cards and their level rows."""

    seat: int
    big: bool
    panel: pygame.Rect
    header: pygame.Rect
    pool: pygame.Rect
    pool_slots: list[pygame.Rect]
    familiar: pygame.Rect
    familiar_art: pygame.Rect
    track: list[pygame.Rect]
    cards: dict[str, pygame.Rect] = field(default_factory=dict)
    rows: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)
    markers: dict[tuple[str, int], pygame.Rect] = field(default_factory=dict)
    value_box: pygame.Rect = field(default_factory=pygame.Rect)


@dataclass
class Geometry:
    bottom: int | None
    others: list[int]
    seats: dict[int, SeatGeo]
    altar_spaces: list[pygame.Rect]
    discard_slots: list[pygame.Rect]
    rival_spaces: list[pygame.Rect]
    rival_lower_slots: list[pygame.Rect]
    slots: dict[str, pygame.Rect]
    legend: pygame.Rect | None = None  # a key to the materia glyphs, where the opponents leave room
    scores: pygame.Rect | None = None  # everybody's points so far, on the other side
    materia: dict[int, pygame.Rect] = field(default_factory=dict)
    elements: dict[Key, pygame.Rect] = field(default_factory=dict)


def _grid(area: pygame.Rect, count: int, size: int, cols: int, step_x: int, step_y: int) -> list[pygame.Rect]:
    return [
        pygame.Rect(area.x + (i % cols) * step_x, area.y + (i // cols) * step_y, size, size)
        for i in range(count)
    ]


def _big_seat(seat: int, lay: layouts.Layout, spells: list[str]) -> SeatGeo:
    """The seat in the big area: its pool and familiar board, then its full-size spell cards."""
    geo = _big_boards(seat, lay)
    _big_cards(geo, lay, spells)
    return geo


def _big_boards(seat: int, lay: layouts.Layout) -> SeatGeo:
    """The big seat's pool (header, nine slots) and familiar board (art, value box, sixteen track slots)."""
    pool = lay["me_pool"]
    fam = lay["me_familiar"]
    art_rect = lay["me_familiar_art"]
    geo = SeatGeo(
        seat,
        True,
        pool.union(fam).union(lay["me_card_6"]).union(lay["me_card_0"]),
        pygame.Rect(pool.x + 14, pool.y + 6, pool.width - 28, 34),
        pool,
        [lay[f"me_pool_{i}"] for i in range(9)],
        fam,
        art_rect,
        [lay[f"me_track_{i}"] for i in range(16)],
    )
    geo.value_box = pygame.Rect(art_rect.right + 12, fam.y + 4, fam.right - art_rect.right - 24, 28)
    return geo


def _big_cards(geo: SeatGeo, lay: layouts.Layout, spells: list[str]) -> None:
    """Each spell's card in the big seat, its three level rows and the marker spot on each row's medallion."""
    for i, sid in enumerate(spells):
        card = lay[f"me_card_{i}"]
        geo.cards[sid] = card
        for level, row in zip(LEVELS, card_layout.rows(card), strict=True):
            geo.rows[(sid, level)] = row
            geo.markers[(sid, level)] = card_layout.medallion(row).inflate(8, 8)


def _small_seat(seat: int, panel: pygame.Rect, spells: list[str]) -> SeatGeo:
    """An opponent's compact panel: header, pool row, familiar track row, seven mini cards in two rows."""
    x, y = panel.x + 12, panel.y
    pool_slots = [pygame.Rect(x + i * 35, y + 44, 32, 32) for i in range(9)]
    track = [pygame.Rect(x + i * 29, y + 88, 26, 26) for i in range(16)]
    geo = SeatGeo(
        seat,
        False,
        panel,
        pygame.Rect(x, y + 6, panel.width - 24, 32),
        pygame.Rect(x - 4, y + 40, 9 * 35 + 4, 40),
        pool_slots,
        pygame.Rect(x - 4, y + 84, 16 * 29 + 4, 34),
        pygame.Rect(0, 0, 0, 0),
        track,
    )
    geo.value_box = pygame.Rect(x + 9 * 35 + 10, y + 44, panel.right - (x + 9 * 35 + 10) - 12, 32)
    area = pygame.Rect(x, y + 126, panel.width - 24, panel.bottom - y - 126 - 8)
    for sid, card in zip(spells, card_layout.mini_cards(area, len(spells)), strict=True):
        geo.cards[sid] = card
        for level, cell in zip(LEVELS, card_layout.mini_cells(card), strict=True):
            geo.rows[(sid, level)] = cell
            geo.markers[(sid, level)] = card_layout.mini_level_spot(cell).inflate(4, 4)
    return geo


def compute(view: dict[str, Any], bottom: int | None, places: StableSlots | None = None) -> Geometry:
    """Every rectangle of the table for ``view`` with seat ``bottom`` in the big area; with
    ``places``, altar and pool materia keep their slots while the day lasts."""
    lay = layouts.get(LAYOUT)
    n = int(view["players"])
    spells: list[str] = list(view["spells"])
    if bottom is None:
        bottom = int(view.get("current", 0) or 0)
    others = [(bottom + i) % n for i in range(1, n)]
    seats = {bottom: _big_seat(bottom, lay, spells)}
    if others:  # centre the opponents' panels in their band
        first, last = lay["opponent_0"], lay[f"opponent_{len(others) - 1}"]
        band = first.union(lay["opponent_2"])
        shift = (band.right - last.right) // 2
        for i, seat in enumerate(others):
            seats[seat] = _small_seat(seat, lay[f"opponent_{i}"].move(shift, 0), spells)
    altar = list(view["altar"])
    spaces = [lay[f"altar_{i}"] for i in range(12)]
    if len(altar) > 12:  # never on the printed board; squeeze rather than lose a materia
        area = lay["altar"].inflate(-40, -50).move(0, 16)
        spaces = _grid(area, len(altar), 54, 9, 62, 62)
    tray = lay["discard"]
    discard_slots = _grid(pygame.Rect(tray.x + 12, tray.y + 42, 0, 0), DISCARD_SHOWN, 28, 7, 32, 34)
    rival_spaces: list[pygame.Rect] = []
    rival_lower: list[pygame.Rect] = []
    rival = view.get("rival")
    if rival:
        area = lay["rival_track"]
        count = int(rival.get("spaces", len(rival.get("values", []))) or 20)
        cols = (count + 1) // 2
        step = min(area.width // max(1, cols), 110)
        size = min(58, step - 12)
        rival_spaces = [
            pygame.Rect(
                area.x + (i % cols) * step + (step - size) // 2, area.y + 30 + (i // cols) * 98, size, size
            )
            for i in range(count)
        ]
        low = lay["rival_lower"]
        rival_lower = _grid(pygame.Rect(low.x + 14, low.y + 40, 0, 0), 40, 30, 10, 33, 34)
    slots = {
        name: lay[name]
        for name in (
            "bag",
            "altar",
            "discard",
            "day_track",
            "turn_banner",
            "prompt_bar",
            "rival",
            "rival_track",
            "rival_lower",
        )
    }
    geo = Geometry(bottom, others, seats, spaces, discard_slots, rival_spaces, rival_lower, slots)
    if others and not rival:
        band = lay["opponent_0"]
        left = min(seats[s].panel.left for s in others)
        right = max(seats[s].panel.right for s in others)
        band_right = lay["opponent_2"].right
        if left - band.left - 12 >= 230:
            geo.legend = pygame.Rect(band.left, band.top, min(300, left - band.left - 12), band.height)
            width = min(300, band_right - right - 12)
            geo.scores = pygame.Rect(band_right - width, band.top, width, band.height)
    _place_materia(geo, view, places or StableSlots())
    _elements(geo, view)
    return geo


def _place_materia(geo: Geometry, view: dict[str, Any], places: StableSlots) -> None:
    place = geo.materia
    places.new_day((view.get("day"), view.get("current")))
    altar = places.arrange("altar", view["altar"], len(geo.altar_spaces))
    for m, rect in zip(altar, geo.altar_spaces, strict=True):
        if m is not None:
            place[m] = rect
    shown = view["discard"][-DISCARD_SHOWN:]
    for m, rect in zip(shown, geo.discard_slots, strict=False):
        place[m] = rect
    hidden_discard = view["discard"][:-DISCARD_SHOWN] if len(view["discard"]) > DISCARD_SHOWN else []
    centre = geo.slots["discard"].center
    for m in hidden_discard:
        place[m] = pygame.Rect(centre[0] - 14, centre[1] - 14, 28, 28)
    for seat, sg in geo.seats.items():
        data = view["seats"][seat]
        pool = places.arrange(("pool", seat), data["pool"], len(sg.pool_slots))
        for m, rect in zip(pool, sg.pool_slots, strict=True):
            if m is not None:
                place[m] = rect
        for m, rect in zip(data["track"], sg.track, strict=False):
            place[m] = rect
        for sid, card in data["learned"].items():
            marker = card.get("marker")
            if marker is not None and (sid, card["level"]) in sg.markers:
                place[marker] = sg.markers[(sid, card["level"])]
    rival = view.get("rival")
    if rival:
        for m, rect in zip(rival.get("track", []), geo.rival_spaces, strict=False):
            place[m] = rect
        for m, rect in zip(rival.get("lower", []), geo.rival_lower_slots, strict=False):
            place[m] = rect


def _elements(geo: Geometry, view: dict[str, Any]) -> None:
    el = geo.elements
    for name in ("bag", "altar", "discard", "day_track", "turn_banner"):
        el[name] = geo.slots[name]
    if geo.legend is not None:
        el["legend"] = geo.legend
    if geo.scores is not None:
        el["scores"] = geo.scores
    if view.get("rival"):
        el["rival_track"] = geo.slots["rival_track"]
        el["rival_lower"] = geo.slots["rival_lower"]
    for i, rect in enumerate(geo.altar_spaces):
        el[("altar_space", i)] = rect
    for seat, sg in geo.seats.items():
        el[("panel", seat)] = sg.panel
        el[("pool", seat)] = sg.pool
        el[("familiar", seat)] = sg.familiar
        for sid, card in sg.cards.items():
            el[("card", seat, sid)] = card
        for (sid, level), row in sg.rows.items():
            el[("row", seat, sid, level)] = row
    for m, rect in geo.materia.items():
        el[("m", m)] = rect
