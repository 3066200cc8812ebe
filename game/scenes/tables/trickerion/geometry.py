"""Where everything of the Trickerion table sits, from ``assets/layouts/trickerion.tmx``.

The layout file holds the fixed places (regions, dice, location slots, Theater
days, performance cards, decks, component spaces, the boards' parts); this
module adds what depends on the position -- how many characters, tricks and
hand cards there are -- and names every element with a key the gestures use:

``("die", d)``, ``("deck", category)``, ``("slot", location, slot code)``,
``("comp", type)``, ``("sadeck", d)``, ``("fortune",)``, ``("proph", k)``,
``("perf", i)``, ``("pos", i, position)``, ``("day", d)``, ``("wagon",)``,
``("mdice",)``, ``("servant",)``, ``("spell", i)``, ``("char", index)``,
``("card", code)``, ``("trick", symbol)``, ``("store", type)``,
``("opp", player)``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.trickerion import tables as T
from game.rules.trickerion.state import (
    DARK_ALLEY,
    DOWNTOWN,
    IDLE,
    MARKET,
    SERVANT_CARD,
    SPECIAL_BASE,
    THEATER,
    WORKSHOP,
)
from game.sprites import layout as layoutmod

Key = tuple[Any, ...]

NO_SLOT = 30  # the engine's slot code of a Specter outside the Theater
SPECTER_DAY = 20  # the engine's slot code base of a Specter in the Theater (20 + day)
MAX_PERF = 5
TITLE_H = 28

REGIONS = (
    "status",
    "downtown",
    "theater",
    "opponents",
    "market",
    "alley",
    "arcane",
    "prompt_bar",
    "board",
    "tiles",
)
FIXED = (
    ["turn", "phases", "initiative", "fame", "proph_active", "fortune", "dt_costs", "quick", "wagon", "mdice"]
    + ["servant", "me_chars", "me_workshop", "me_hand", "me_tricks", "me_store", "me_purse"]
    + [f"proph_{i}" for i in range(3)]
    + [f"deck_{c}" for c in range(4)]
    + [f"die_{d}" for d in range(6)]
    + [f"{p}_slot_{i}" for p in ("dt", "mk", "da") for i in range(4)]
    + [f"order_{i}" for i in range(4)]
    + [f"day_{d}" for d in range(4)]
    + [f"perf_{i}" for i in range(MAX_PERF)]
    + [f"comp_{t}" for t in range(T.NCOMP)]
    + [f"sa_deck_{d}" for d in range(4)]
    + [f"opp_{i}" for i in range(3)]
    + [f"spell_{i}" for i in range(3)]
)
layoutmod.declare("trickerion", set(REGIONS) | set(FIXED))

LOC_REGION = {DOWNTOWN: "downtown", MARKET: "market", DARK_ALLEY: "alley", THEATER: "theater"}
SLOT_PREFIX = {DOWNTOWN: "dt", MARKET: "mk", DARK_ALLEY: "da"}


@dataclass
class Geometry:
    slots: dict[str, pygame.Rect]
    elements: dict[Key, pygame.Rect] = field(default_factory=dict)
    hand: list[int] = field(default_factory=list)  # the card codes shown in the hand, in order
    opponents: list[int] = field(default_factory=list)  # players in the opponent strips, top to bottom


def title_rect(rect: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(rect.x, rect.y, rect.w, TITLE_H)


def hand_cards(me: dict[str, Any]) -> list[int]:
    """The distinct cards of a hand: no card (idle), each permanent location held, each Special card.

    A kind whose last card now lies under a character keeps its place (drawn
    empty) until the cards come back: in the playtest the hand closed up after
    the second Theater card, and the next click at the same spot took another card.
    """
    perm = me.get("perm") or []
    held = {loc for loc, n in enumerate(perm) if n > 0}
    held |= {SPECIAL_BASE + s for s in me.get("specials") or []}
    placed = {c for c in me.get("assign") or [] if isinstance(c, int) and c != IDLE and c != SERVANT_CARD}
    return [IDLE, *sorted(held | placed)]


def in_hand(me: dict[str, Any], code: int) -> bool:
    """Whether a hand place still holds a card (the idle choice always does)."""
    if code == IDLE:
        return True
    if code >= SPECIAL_BASE:
        return code - SPECIAL_BASE in (me.get("specials") or [])
    return (me.get("perm") or [0] * 5)[code] > 0


STRIP_STEP = 38  # a figure and its gap on an opponent's strip, when the team fits at full size
TRICK_STEP = 64  # a trick tile and its gap on an opponent's strip
BADGE_ROOM = 30  # the room beside the acting figure for its AP badge


def strip_layout(
    strip: pygame.Rect, player: dict[str, Any], acting: int | None
) -> tuple[list[pygame.Rect], int]:
    """The figures of an opponent's team on its strip, and the x where its tricks begin.

    Figures narrow when the team is large (the Heir holds eight characters late in a solo game),
    so that every trick still fits; the acting character gets room beside it for its AP badge.
    """
    chars = len(player["chars"])
    tricks = sum(t["trick"] >= 0 for t in player["tricks"])
    badge = BADGE_ROOM if acting is not None else 0
    room = strip.w - 26 - tricks * TRICK_STEP - badge
    step = max(16, min(STRIP_STEP, room // max(4, chars)))
    w = step - 8
    h = min(40, w * 4 // 3)
    figures, x = [], strip.x + 10
    for ci in range(chars):
        figures.append(pygame.Rect(x, strip.y + 52 + (40 - h), w, h))
        x += step + (badge if ci == acting else 0)
    return figures, strip.x + 10 + max(4, chars) * step + badge + 6


def strip_card(figure: pygame.Rect) -> pygame.Rect:
    """Where a character's assignment card lies on an opponent's strip (under its figure)."""
    return pygame.Rect(figure.x - 2, figure.bottom + 2, figure.w + 4, 18)


def perf_positions(card: pygame.Rect) -> list[pygame.Rect]:
    """The six marker spots of a performance card: column A (0-2) left, column B (3-5) right."""
    cell = min((card.w - 18) // 2, (card.h - 62) // 3)  # room for the title above, the bonus below
    out = []
    for pos in range(6):
        col, row = divmod(pos, 3)
        x = card.x + 6 + col * (cell + 6)
        y = card.y + 30 + row * (cell + 2)
        out.append(pygame.Rect(x, y, cell, cell))
    return out


def day_parts(day: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """A Theater day column: header (day, AP, yield), backstage row, the Magician's performer spot."""
    header = pygame.Rect(day.x, day.y, day.w, 38)
    back = pygame.Rect(day.x + 4, day.y + 42, day.w - 8, 38)
    perf = pygame.Rect(day.x + 4, day.y + 84, day.w - 8, day.h - 88)
    return header, back, perf


def row_of(area: pygame.Rect, n: int, width: int, height: int, gap: int = 8) -> list[pygame.Rect]:
    """``n`` boxes left to right inside ``area``, shrunk to fit, vertically centred."""
    if n <= 0:
        return []
    w = min(width, (area.w - gap * (n - 1)) // n)
    h = min(height, area.h)
    y = area.y + (area.h - h) // 2
    return [pygame.Rect(area.x + i * (w + gap), y, w, h) for i in range(n)]


def compute(view: dict[str, Any], bottom: int) -> Geometry:
    """Every element's rectangle for the board of ``bottom`` (the seat at the screen)."""
    lay = layoutmod.get("trickerion")
    slots = {name: lay[name] for name in lay.slots}
    geo = Geometry(slots)
    el = geo.elements
    for d in range(6):
        el[("die", d)] = slots[f"die_{d}"]
    for c in range(4):
        el[("deck", c)] = slots[f"deck_{c}"]
    for loc, prefix in SLOT_PREFIX.items():
        for i in range(4):
            el[("slot", loc, i)] = slots[f"{prefix}_slot_{i}"]
        el[("slot", loc, NO_SLOT)] = title_rect(slots[LOC_REGION[loc]])
    ws = slots["me_workshop"]
    el[("slot", WORKSHOP, NO_SLOT)] = title_rect(ws)
    el[("slot", WORKSHOP, 0)] = pygame.Rect(ws.x, ws.y + TITLE_H, ws.w, ws.h - TITLE_H)
    for d in range(4):
        header, back, perf = day_parts(slots[f"day_{d}"])
        el[("day", d)] = header
        el[("slot", THEATER, SPECTER_DAY + d)] = header
        el[("slot", THEATER, d * 3)] = back
        el[("slot", THEATER, d * 3 + 2)] = perf
    for i, card in enumerate(view["theater"]["cards"][:MAX_PERF]):
        if card < 0:
            continue
        rect = slots[f"perf_{i}"]
        el[("perf", i)] = rect
        spots = perf_positions(rect)
        for pos in T.PERF_SLOTS[card]:
            el[("pos", i, pos)] = spots[pos]
    for t in range(T.NCOMP):
        el[("comp", t)] = slots[f"comp_{t}"]
    for d in range(4):
        el[("sadeck", d)] = slots[f"sa_deck_{d}"]
    el[("fortune",)] = slots["fortune"]
    el[("proph_active",)] = slots["proph_active"]
    for k in range(3):
        el[("proph", k)] = slots[f"proph_{k}"]
    for name in ("wagon", "mdice", "servant"):
        el[(name,)] = slots[name]
    for i in range(3):
        el[("spell", i)] = slots[f"spell_{i}"]
    players = view["players"]
    geo.opponents = [p for p in range(len(players)) if p != bottom][:3]
    for i, p in enumerate(geo.opponents):
        el[("opp", p)] = slots[f"opp_{i}"]
    me = players[bottom]
    chars_area = slots["me_chars"]
    chars_area = pygame.Rect(chars_area.x, chars_area.y + TITLE_H, chars_area.w, chars_area.h - TITLE_H)
    # 16 apart: at 1280x720 the names under the figures, at the readable 10 px, ran into one another
    # ("IluzjonistaPomocnik") 6 apart
    for ci, rect in enumerate(row_of(chars_area, len(me["chars"]), 64, 100, 16)):
        el[("char", ci)] = rect
    geo.hand = hand_cards(me)
    hand = slots["me_hand"]
    hand = pygame.Rect(hand.x, hand.y + 24, hand.w, hand.h - 24)
    for code, rect in zip(geo.hand, row_of(hand, len(geo.hand), 96, 108, 6), strict=True):
        el[("card", code)] = rect
    tricks = slots["me_tricks"]
    tricks = pygame.Rect(tricks.x, tricks.y + TITLE_H, tricks.w, tricks.h - TITLE_H)
    for sym, rect in enumerate(row_of(tricks, 4, 118, tricks.h, 9)):
        el[("trick", sym)] = rect
    store = slots["me_store"]
    for t in range(T.NCOMP):
        col, row = t % 4, t // 4
        w, h = (store.w - 18) // 4, (store.h - TITLE_H - 12) // 3
        el[("store", t)] = pygame.Rect(store.x + col * (w + 6), store.y + TITLE_H + row * (h + 6), w, h)
    return geo
