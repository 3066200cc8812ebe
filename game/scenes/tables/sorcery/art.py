"""School of Sorcery pictures, drawn in code and cached per size: cards, dice, crystals, tiles.

Every painter receives a supersampled transparent surface and fills it, so
the same picture is crisp at any window size (``game.sprites.vector``).
Crystals never rely on colour alone: seat 0's are round-cut with a dot,
seat 1's are triangular with a bar.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import _, current_language, tr
from game.rules.base import N_
from game.scenes.tables.sorcery.texts import card_short_text
from game.settings import WINDOW_SIZES
from game.sprites import scale, vector
from game.sprites import text as textmod
from game.sprites.layout import CANVAS
from game.sprites.text import MIN_PX

TYPE_COLOURS = {
    "permanent": (178, 58, 62),
    "one_time": (212, 168, 62),
    "immediate": (66, 150, 92),
    "character": (132, 96, 206),
}
TYPE_LABELS = {
    "permanent": N_("Permanent"),
    "one_time": N_("One-time"),
    "immediate": N_("Immediate"),
    "character": N_("Character"),
}
SEAT_COLOURS = ((86, 156, 236), (238, 146, 62))
TITLE_FLOOR = 0.075  # a card name never shrinks below this share of the card's width
#: Line spacing of the rules text: 1.15 em (Noto Sans' own is 1.36), five lines at 1280x720.
LEADING = 0.85
#: ``MIN_PX`` in canvas pixels at the smallest window, 1280x720 (2/3 of the 1920x1080 canvas): the
#: floor of every label the table draws on the canvas (15).
FLOOR = math.ceil(MIN_PX * CANVAS[0] / min(WINDOW_SIZES)[0])
PARCHMENT = (238, 226, 198)
INK = (44, 34, 30)
GOLD = (212, 176, 106)
LIGHT = (255, 250, 236)  # the words on a card's coloured frame
RGB = tuple[int, int, int]


def _rr(s: pygame.Surface, colour, rect, radius: int, width: int = 0) -> None:
    pygame.draw.rect(s, colour, rect, width, border_radius=radius)


def card_image(card: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A sorcery card face: the name across the top, cost/advantage, emblem, points, type, our rules text.

    The name has the card's whole width and two lines.  No text on the face is smaller than
    ``MIN_PX`` on screen: at 1280x720 the rules text was 7-8 px.  A rules text that does not fit
    the parchment there gives way to the card's effect in a few words (:func:`card_short_text`);
    the tooltip and F1 keep the whole text.
    """
    lang = current_language()
    shown_w = scale.px_size(size)[0]  # the card's width on screen, in pixels

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        k = w / 180
        readable = math.ceil(MIN_PX * w / shown_w)  # MIN_PX on screen, in the painter's pixels
        frame = TYPE_COLOURS[card["type"]]
        _paint_frame_and_name(s, card, k, frame, readable)
        _paint_numbers(s, card, k, frame, readable)
        _paint_text(s, card, k, frame, readable)

    key = ("sorcery-card", card["id"], card["name"], card["text"], lang)
    return vector.render(key, size, paint)


def _paint_frame_and_name(
    s: pygame.Surface, card: dict[str, Any], k: float, frame: RGB, readable: int
) -> None:
    """The coloured frame of the card's type and its name across the top (two lines at most)."""
    w, h = s.get_size()
    _rr(s, vector.shade(frame, 0.55), (0, 0, w, h), int(14 * k))
    _rr(s, frame, (int(4 * k), int(4 * k), w - int(8 * k), h - int(8 * k)), int(12 * k))
    textmod.draw_text(
        s,
        tr(card["name"]),
        (int(8 * k), int(4 * k), w - int(16 * k), int(50 * k)),
        max(readable, int(19 * k)),
        LIGHT,
        bold=True,
        align="center",
        valign="middle",
        min_size=max(readable, int(w * TITLE_FLOOR)),
        face="serif",
    )


def _paint_numbers(s: pygame.Surface, card: dict[str, Any], k: float, frame: RGB, readable: int) -> None:
    """The cost/advantage seal (left), the effect's emblem (middle) and the points gem (right)."""
    w = s.get_width()
    row = int(76 * k)
    pygame.draw.circle(s, (30, 26, 40), (int(30 * k), row), int(20 * k))
    pygame.draw.circle(s, GOLD, (int(30 * k), row), int(20 * k), max(1, int(2 * k)))
    textmod.draw_text(
        s,
        f"{card['cost']}/{card['advantage']}",
        (int(10 * k), row - int(14 * k), int(40 * k), int(28 * k)),
        max(readable, int(17 * k)),
        LIGHT,
        bold=True,
        align="center",
        valign="middle",
        min_size=readable,
    )
    _emblem(s, card, (w // 2, row), int(19 * k), frame)
    pts = "?" if card["type"] == "character" else str(card["points"])
    gem = vector.regular_polygon(w - int(30 * k), row, int(21 * k), 6, math.pi / 6)
    pygame.draw.polygon(s, (250, 236, 190), gem)
    pygame.draw.polygon(s, (120, 90, 40), gem, max(1, int(2 * k)))
    textmod.draw_text(
        s,
        pts,
        (w - int(52 * k), row - int(18 * k), int(44 * k), int(36 * k)),
        int(22 * k),
        INK,
        bold=True,
        align="center",
        valign="middle",
    )


def _paint_text(s: pygame.Surface, card: dict[str, Any], k: float, frame: RGB, readable: int) -> None:
    """The parchment with the card's type and our rules text, or its short form where the whole
    one would need a font below ``readable``."""
    w, h = s.get_size()
    inner = pygame.Rect(int(8 * k), int(100 * k), w - int(16 * k), h - int(108 * k))
    _rr(s, PARCHMENT, inner, int(8 * k))
    label_h = max(int(20 * k), int(readable * 1.4))
    textmod.draw_text(
        s,
        tr(TYPE_LABELS[card["type"]]),
        (inner.x, inner.y + int(3 * k), inner.w, label_h),
        max(readable, int(14 * k)),
        vector.shade(frame, 0.7),
        bold=True,
        align="center",
        wrap_lines=False,
        min_size=readable,
    )
    box = pygame.Rect(inner.x + int(4 * k), inner.y + int(4 * k) + label_h, inner.w - int(8 * k), 0)
    box.h = inner.bottom - int(3 * k) - box.y
    size = max(readable, int(14 * k))
    text = tr(card["text"])
    if not textmod.fit_size(text, box, size, readable, spacing=LEADING)[1]:
        text = card_short_text(card)
    textmod.draw_text(s, text, box, size, INK, align="center", min_size=readable, spacing=LEADING)


def _emblem(s: pygame.Surface, card: dict[str, Any], c: tuple[int, int], r: int, colour) -> None:
    """A small picture per effect so cards are told apart at a glance."""
    effect = card["effect"]
    dark = vector.shade(colour, 0.6)
    pygame.draw.circle(s, vector.mix(colour, PARCHMENT, 0.7), c, r)
    if effect in ("add", "reserve", "ball"):
        pygame.draw.polygon(s, dark, vector.regular_polygon(c[0], c[1], r * 0.7, 6, math.pi / 6))
    elif effect in ("move_own", "move_opp"):
        pygame.draw.line(s, dark, (c[0] - r * 0.6, c[1]), (c[0] + r * 0.6, c[1]), max(2, r // 5))
        pygame.draw.polygon(
            s,
            dark,
            [(c[0] + r * 0.7, c[1]), (c[0] + r * 0.3, c[1] - r * 0.35), (c[0] + r * 0.3, c[1] + r * 0.35)],
        )
    elif effect in ("remove", "ring"):
        pygame.draw.circle(s, dark, c, int(r * 0.6), max(2, r // 5))
        pygame.draw.line(
            s, dark, (c[0] - r * 0.45, c[1] + r * 0.45), (c[0] + r * 0.45, c[1] - r * 0.45), max(2, r // 5)
        )
    elif effect in ("tokens", "set_die"):
        _rr(
            s,
            dark,
            pygame.Rect(0, 0, int(r * 1.1), int(r * 1.1)).move(c[0] - r * 0.55, c[1] - r * 0.55),
            max(2, r // 4),
        )
    elif effect == "spear":
        pygame.draw.line(
            s, dark, (c[0] - r * 0.7, c[1] + r * 0.7), (c[0] + r * 0.5, c[1] - r * 0.5), max(2, r // 5)
        )
        pygame.draw.polygon(
            s,
            dark,
            [
                (c[0] + r * 0.75, c[1] - r * 0.75),
                (c[0] + r * 0.2, c[1] - r * 0.5),
                (c[0] + r * 0.5, c[1] - r * 0.2),
            ],
        )
    elif effect == "wand":
        pygame.draw.line(s, dark, (c[0] - r * 0.6, c[1] + r * 0.6), (c[0] - r * 0.05, c[1]), max(2, r // 5))
        pygame.draw.line(
            s, dark, (c[0] + r * 0.1, c[1] - r * 0.1), (c[0] + r * 0.6, c[1] - r * 0.6), max(2, r // 5)
        )
    else:
        pygame.draw.polygon(s, dark, vector.star(c[0], c[1], r * 0.7, r * 0.3, 5))


def card_back(size: tuple[int, int]) -> pygame.Surface:
    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        k = w / 180
        _rr(s, (40, 30, 74), (0, 0, w, h), int(14 * k))
        _rr(
            s,
            GOLD,
            (int(8 * k), int(8 * k), w - int(16 * k), h - int(16 * k)),
            int(10 * k),
            max(1, int(2 * k)),
        )
        pygame.draw.polygon(s, (92, 74, 150), vector.star(w / 2, h / 2, w * 0.3, w * 0.12, 8))
        pygame.draw.circle(s, GOLD, (w // 2, h // 2), int(w * 0.08))

    return vector.render("sorcery-back", size, paint)


def portal_image(size: tuple[int, int]) -> pygame.Surface:
    lang = current_language()

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        k = w / 180
        _rr(s, (26, 22, 58), (0, 0, w, h), int(14 * k))
        for i in range(9, 0, -1):
            col = vector.mix((70, 220, 230), (60, 30, 140), i / 9)
            pygame.draw.ellipse(
                s, col, pygame.Rect(0, 0, w * i / 10, h * i / 12).move(w / 2 - w * i / 20, h / 2 - h * i / 24)
            )
        _rr(s, (120, 230, 240), (0, 0, w, h), int(14 * k), max(1, int(3 * k)))
        textmod.draw_text(
            s,
            _("Portal"),
            (0, int(10 * k), w, int(30 * k)),
            int(20 * k),
            (235, 250, 255),
            bold=True,
            align="center",
            face="serif",
        )

    return vector.render(("sorcery-portal", lang), size, paint)


def cast_card(value: int, flip: bool, size: tuple[int, int], face_up: bool = True) -> pygame.Surface:
    """A player's cast card: the crystals it moves, an arrow when it first turns its die."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        k = w / 100
        if not face_up:
            _rr(s, (58, 48, 96), (0, 0, w, h), int(10 * k))
            _rr(
                s,
                GOLD,
                (int(6 * k), int(6 * k), w - int(12 * k), h - int(12 * k)),
                int(8 * k),
                max(1, int(2 * k)),
            )
            pygame.draw.polygon(s, (110, 90, 170), vector.star(w / 2, h / 2, w * 0.28, w * 0.11, 6))
            return
        _rr(s, (236, 228, 206), (0, 0, w, h), int(10 * k))
        _rr(s, (92, 74, 150), (0, 0, w, h), int(10 * k), max(1, int(4 * k)))
        textmod.draw_text(
            s,
            str(value),
            (0, int(8 * k), w, int(60 * k)),
            int(52 * k),
            INK,
            bold=True,
            align="center",
            face="serif",
        )
        for i in range(value):
            cx = w / 2 + (i - (value - 1) / 2) * 22 * k
            pygame.draw.polygon(
                s, (110, 90, 190), vector.regular_polygon(cx, h * 0.62, 9 * k, 6, math.pi / 6)
            )
        if flip:
            cy = h * 0.82
            pygame.draw.arc(
                s,
                (170, 60, 60),
                pygame.Rect(w / 2 - 18 * k, cy - 14 * k, 36 * k, 28 * k),
                0.3,
                5.5,
                max(2, int(4 * k)),
            )
            pygame.draw.polygon(
                s,
                (170, 60, 60),
                [(w / 2 + 18 * k, cy - 2 * k), (w / 2 + 10 * k, cy + 10 * k), (w / 2 + 26 * k, cy + 8 * k)],
            )

    return vector.render(("sorcery-cast", value, flip, face_up), size, paint)


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def die_face(value: int, size: tuple[int, int], seat: int = 0, selected: bool = False) -> pygame.Surface:
    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        base = vector.mix(SEAT_COLOURS[seat], (250, 250, 250), 0.75)
        _rr(s, vector.shade(SEAT_COLOURS[seat], 0.6), (0, int(h * 0.05), w, int(h * 0.95)), int(w * 0.2))
        _rr(s, base, (0, 0, w, int(h * 0.93)), int(w * 0.2))
        if selected:
            _rr(s, (255, 214, 120), (0, 0, w, int(h * 0.93)), int(w * 0.2), max(2, w // 14))
        for dx, dy in PIPS.get(value, []):
            pygame.draw.circle(s, (36, 30, 50), (w / 2 + dx * w * 0.26, h * 0.465 + dy * h * 0.25), w * 0.085)

    return vector.render(("sorcery-die", value, seat, selected), size, paint)


def crystal(seat: int, size: tuple[int, int]) -> pygame.Surface:
    """One crystal of ``seat``: colour plus a cut (round/triangle) and a mark (dot/bar)."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        col = SEAT_COLOURS[seat]
        if seat == 0:
            pts = vector.regular_polygon(w / 2, h / 2, w * 0.47, 8, math.pi / 8)
        else:
            pts = [(w / 2, h * 0.04), (w * 0.97, h * 0.92), (w * 0.03, h * 0.92)]
        pygame.draw.polygon(s, vector.shade(col, 0.55), pts)
        inner = [(w / 2 + (x - w / 2) * 0.8, h / 2 + (y - h / 2) * 0.8) for x, y in pts]
        pygame.draw.polygon(s, col, inner)
        pygame.draw.polygon(
            s, vector.mix(col, (255, 255, 255), 0.5), inner[:3] if seat == 0 else inner[:2] + [(w / 2, h / 2)]
        )
        if seat == 0:
            pygame.draw.circle(s, (250, 250, 255), (w / 2, h / 2), w * 0.12)
        else:
            pygame.draw.rect(s, (255, 250, 240), (w * 0.35, h * 0.6, w * 0.3, h * 0.1))

    return vector.render(("sorcery-crystal", seat), size, paint)


def token(size: tuple[int, int]) -> pygame.Surface:
    """A reroll token: a bronze coin with a circular arrow."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        pygame.draw.circle(s, (120, 84, 40), (w / 2, h / 2), w * 0.48)
        pygame.draw.circle(s, (206, 152, 82), (w / 2, h / 2), w * 0.42)
        pygame.draw.arc(
            s, (90, 60, 30), pygame.Rect(w * 0.25, h * 0.25, w * 0.5, h * 0.5), 0.5, 5.6, max(2, w // 12)
        )
        pygame.draw.polygon(
            s, (90, 60, 30), [(w * 0.72, h * 0.38), (w * 0.82, h * 0.56), (w * 0.6, h * 0.52)]
        )

    return vector.render("sorcery-token", size, paint)


def wizard_marker(size: tuple[int, int]) -> pygame.Surface:
    """The wizard marker: a pointed hat with a star."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        pygame.draw.polygon(s, (70, 50, 140), [(w * 0.5, h * 0.02), (w * 0.82, h * 0.8), (w * 0.18, h * 0.8)])
        pygame.draw.ellipse(s, (90, 66, 170), (w * 0.02, h * 0.72, w * 0.96, h * 0.24))
        pygame.draw.polygon(s, GOLD, vector.star(w * 0.5, h * 0.48, w * 0.14, w * 0.06, 5))

    return vector.render("sorcery-wizard", size, paint)


def location_tile(number: int, size: tuple[int, int], lit: bool = False) -> pygame.Surface:
    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        col = (74, 60, 120) if not lit else (150, 120, 60)
        pygame.draw.polygon(s, col, vector.regular_polygon(w / 2, h / 2, min(w, h) * 0.48, 6, 0))
        pygame.draw.polygon(
            s, GOLD, vector.regular_polygon(w / 2, h / 2, min(w, h) * 0.48, 6, 0), max(1, w // 20)
        )
        textmod.draw_text(
            s,
            str(number),
            (0, 0, w, h),
            int(h * 0.55),
            (250, 240, 220),
            bold=True,
            align="center",
            valign="middle",
            face="serif",
        )

    return vector.render(("sorcery-loc", number, lit), size, paint)


_OPAQUE: dict[tuple[int, int], pygame.Surface] = {}


def table_backdrop(size: tuple[int, int]) -> pygame.Surface:
    """The table mood at ``size`` *pixels* (the whole window, margins included), as an opaque
    surface: a full-window alpha blit would cost a frame's budget.  Only the newest size is kept."""
    hit = _OPAQUE.get(size)
    if hit is None:
        hit = pygame.Surface(size)
        with scale.scaled(1):  # already in pixels
            hit.blit(_felt(size), (0, 0))
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            hit = hit.convert()
        _OPAQUE.clear()
        _OPAQUE[size] = hit
    return hit


def _felt(size: tuple[int, int]) -> pygame.Surface:
    """Deep indigo felt with a faint circle of runes."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        vector.vertical_gradient(s, (30, 24, 58), (14, 12, 30))
        for r, a in ((0.46, 40), (0.36, 28)):
            pygame.draw.circle(s, (120, 100, 200, a), (w * 0.5, h * 0.5), w * r, max(1, w // 400))
        for i in range(24):
            ang = i * math.pi / 12
            x, y = w * 0.5 + math.cos(ang) * w * 0.41, h * 0.5 + math.sin(ang) * w * 0.41 * 0.55
            pygame.draw.polygon(s, (110, 90, 180, 50), vector.star(x, y, w * 0.008, w * 0.003, 4))

    return vector.render("sorcery-felt", size, paint, supersample=1)


def card_chip(card: dict[str, Any], size: tuple[int, int]) -> pygame.Surface:
    """A won card as a name plate: type colour, the effect's emblem, the name, the points.

    Replaces the little upright cards whose names, five to six pixels tall,
    were unreadable and cut in German ("Wirbelwindzauber" in 45 px); the
    tooltip still gives the whole card.  The name takes one line, or two on
    a plate tall enough for them, and is never smaller than ``MIN_PX`` on screen.
    """
    lang = current_language()
    shown_w = scale.px_size(size)[0]

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        u = h / size[1]  # painter pixels per canvas pixel (supersampling)
        readable = math.ceil(MIN_PX * w / shown_w)
        frame = TYPE_COLOURS[card["type"]]
        _rr(s, vector.shade(frame, 0.55), (0, 0, w, h), int(6 * u))
        _rr(s, frame, (int(2 * u), int(2 * u), w - int(4 * u), h - int(4 * u)), int(5 * u))
        _emblem(s, card, (int(13 * u), h // 2), int(9 * u), frame)
        pts = "?" if card["type"] == "character" else str(card["points"])
        textmod.draw_text(
            s,
            pts,
            (w - int(20 * u), 0, int(16 * u), h),
            max(readable, int(15 * u)),
            LIGHT,
            bold=True,
            align="center",
            valign="middle",
        )
        textmod.draw_text(
            s,
            tr(card["name"]),
            (int(24 * u), 0, w - int(44 * u), h),
            max(readable, int(15 * u)),
            LIGHT,
            bold=True,
            valign="middle",
            min_size=readable,
            spacing=LEADING,
        )

    return vector.render(("sorcery-chip", card["id"], card["name"], lang), size, paint)
