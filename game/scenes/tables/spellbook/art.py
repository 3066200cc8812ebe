"""SpellBook's own vector art: materia, spell cards, familiars, altar, bag, table.

Everything is drawn in code and cached per pixel size by
:func:`game.sprites.vector.render`, so the table re-renders crisply at any
window scale.  A materia is never told apart by colour alone: its silhouette
is its rune (circle, triangle, square) and it carries its element's
alchemical glyph (flame for magma, bubbles for poison, leaf, coal crystal,
steam, mercury, the sun of gold).  The colour-blind palette swaps in
Okabe-Ito hues that stay distinct for the common colour-vision deficiencies.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import _, current_language
from game.rules.base import N_
from game.rules.spellbook.data import COLOURS, LEVELS, LEVITATION_RUNES, RUNES, SACRIFICE_RUNES, SPELLS
from game.scenes.tables.spellbook import card_layout
from game.scenes.tables.spellbook.card_layout import points_badge
from game.sprites import scale, vector
from game.sprites import text as textmod
from game.sprites.scale import draw
from game.sprites.text import MIN_PX
from game.sprites.vector import regular_polygon, shade

# --------------------------------------------------------------------------- palette

TABLE_TOP = (22, 40, 38)
TABLE_BOTTOM = (10, 20, 22)
FELT_LINE = (40, 66, 60)
PANEL = (26, 38, 40)
PANEL_DARK = (17, 26, 28)
PANEL_BORDER = (74, 96, 88)
BRASS = (201, 168, 106)
BRASS_DIM = (134, 112, 74)
INK = (236, 230, 214)
INK_DIM = (160, 170, 160)
PARCHMENT = (233, 222, 196)
CARD_BODY = (36, 44, 46)
ACTIVE = (240, 200, 120)

MATERIA: dict[str, tuple[int, int, int]] = {
    "red": (200, 64, 52),
    "purple": (134, 86, 190),
    "green": (72, 150, 78),
    "black": (44, 44, 52),
    "white": (232, 229, 218),
    "blue": (58, 120, 204),
    "yellow": (226, 184, 56),
}
MATERIA_CB: dict[str, tuple[int, int, int]] = {  # Okabe-Ito based
    "red": (213, 94, 0),
    "purple": (204, 121, 167),
    "green": (0, 158, 115),
    "black": (30, 30, 34),
    "white": (240, 240, 240),
    "blue": (0, 114, 178),
    "yellow": (240, 228, 66),
}


#: Each materia colour's element, which its glyph shows (flame, bubbles, leaf, coal, steam, mercury, sun).
ELEMENTS: dict[str, str] = {
    "red": N_("magma"),
    "purple": N_("poison"),
    "green": N_("plants"),
    "black": N_("coal"),
    "white": N_("steam"),
    "blue": N_("mercury"),
    "yellow": N_("gold"),
}


def colour_of(name: str, colour_blind: bool) -> tuple[int, int, int]:
    return (MATERIA_CB if colour_blind else MATERIA)[name]


def ink_on(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """Dark or light ink, whichever reads on ``colour``."""
    return (26, 24, 22) if vector.luminance(colour) > 0.55 else (246, 240, 228)


# --------------------------------------------------------------------------- glyphs


def draw_glyph(
    s: pygame.Surface, colour_name: str, cx: float, cy: float, r: float, ink: tuple[int, int, int]
) -> None:
    """The element glyph of a materia colour, centred at (cx, cy) within radius ``r``."""
    w = max(1, int(r * 0.18))
    if colour_name == "red":  # flame
        pts = []
        for i in range(41):
            t = i / 40 * 2 * math.pi
            x = math.sin(t) * 0.55
            y = -math.cos(t) * 0.75 + 0.15
            if y < -0.1:
                x *= (y + 0.9) / 0.8
            pts.append((cx + x * r, cy + y * r))
        pts = [(cx, cy - r * 0.95)] + [p for p in pts if p[1] > cy - r * 0.5]
        pygame.draw.polygon(s, ink, pts)
        inner = [(cx, cy - r * 0.25), (cx + r * 0.22, cy + r * 0.35), (cx - r * 0.22, cy + r * 0.35)]
        pygame.draw.polygon(s, shade(ink, 0.45) if sum(ink) > 380 else shade(ink, 1.8), inner)
    elif colour_name == "purple":  # poison bubbles
        for dx, dy, k in ((-0.32, 0.25, 0.36), (0.3, 0.1, 0.3), (0.0, -0.42, 0.24)):
            pygame.draw.circle(s, ink, (cx + dx * r, cy + dy * r), r * k, w)
    elif colour_name == "green":  # leaf: a lens shape leaning right, with its vein
        ang = math.radians(35)
        ca, sa = math.cos(ang), math.sin(ang)
        pts = []
        for i in range(33):
            t = i / 32 * 2 * math.pi
            lx, ly = 0.42 * math.sin(t) * abs(math.sin(t)) ** 0.2, -0.85 * math.cos(t)
            pts.append((cx + (lx * ca - ly * sa) * r, cy + (lx * sa + ly * ca) * r))
        pygame.draw.polygon(s, ink, pts)
        vein = shade(ink, 0.5) if sum(ink) > 380 else shade(ink, 1.8)
        pygame.draw.line(
            s,
            vein,
            (cx + 0.8 * sa * r, cy - 0.8 * ca * r),
            (cx - 0.8 * sa * r, cy + 0.8 * ca * r),
            max(1, w // 2),
        )
    elif colour_name == "black":  # coal crystal
        pts = [
            (cx, cy - r * 0.8),
            (cx + r * 0.55, cy - r * 0.15),
            (cx + r * 0.3, cy + r * 0.7),
            (cx - r * 0.3, cy + r * 0.7),
            (cx - r * 0.55, cy - r * 0.15),
        ]
        pygame.draw.polygon(s, ink, pts, w)
        pygame.draw.line(s, ink, (cx - r * 0.55, cy - r * 0.15), (cx + r * 0.55, cy - r * 0.15), w)
        pygame.draw.line(s, ink, (cx, cy - r * 0.8), (cx, cy + r * 0.7), max(1, w // 2))
    elif colour_name == "white":  # steam: three rising waves
        for k in (-0.4, 0.0, 0.4):
            pts = [
                (cx + k * r + math.sin(t / 6 * math.pi) * r * 0.14, cy + r * 0.7 - t / 12 * r * 1.4)
                for t in range(13)
            ]
            pygame.draw.lines(s, ink, False, pts, w)
    elif colour_name == "blue":  # mercury: circle, horns, cross
        pygame.draw.circle(s, ink, (cx, cy - r * 0.05), r * 0.32, w)
        pygame.draw.arc(
            s,
            ink,
            pygame.Rect(cx - r * 0.38, cy - r * 0.95, r * 0.76, r * 0.6),
            math.pi * 1.05,
            math.pi * 1.95,
            w,
        )
        pygame.draw.line(s, ink, (cx, cy + r * 0.27), (cx, cy + r * 0.85), w)
        pygame.draw.line(s, ink, (cx - r * 0.25, cy + r * 0.58), (cx + r * 0.25, cy + r * 0.58), w)
    elif colour_name == "yellow":  # gold: the sun, a circle with its centre
        pygame.draw.circle(s, ink, (cx, cy), r * 0.62, w)
        pygame.draw.circle(s, ink, (cx, cy), r * 0.16)


def rune_points(rune: str, cx: float, cy: float, r: float) -> list[tuple[float, float]] | None:
    """Silhouette of a rune; None for the circle (drawn as a circle)."""
    if rune == "triangle":
        return regular_polygon(cx, cy + r * 0.18, r * 1.18, 3)
    if rune == "square":
        return regular_polygon(cx, cy, r * 1.08, 4, rotation=math.pi / 4)
    return None


def rune_mark(
    s: scale.Target, rune: str, cx: float, cy: float, r: float, colour: tuple[int, int, int]
) -> None:
    """A small outline of a rune shape (on cards that name allowed runes, and the legend)."""
    pts = rune_points(rune, cx, cy, r * 0.85)
    width = max(1, int(r * 0.3))
    if pts is None:
        draw.circle(s, colour, (cx, cy), r * 0.85, width)
    else:
        draw.polygon(s, colour, pts, width)


def materia_image(colour_name: str, rune: str, size: int, colour_blind: bool = False) -> pygame.Surface:
    """One materia token: its rune is the silhouette, its element glyph sits inside."""
    base = colour_of(colour_name, colour_blind)

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        r = w * 0.42
        rim = shade(base, 1.45) if colour_name == "black" else shade(base, 0.55)
        pts = rune_points(rune, c, c, r)
        # drop shadow, body, highlight, rim
        if pts is None:
            pygame.draw.circle(s, (0, 0, 0, 90), (c, c + w * 0.04), r)
            pygame.draw.circle(s, base, (c, c), r)
            pygame.draw.circle(s, shade(base, 1.25), (c - r * 0.25, c - r * 0.3), r * 0.45)
            pygame.draw.circle(s, base, (c, c), r * 0.78)
            pygame.draw.circle(s, rim, (c, c), r, max(2, int(w * 0.05)))
            gr = r * 0.62
        else:
            shadow = [(x, y + w * 0.04) for x, y in pts]
            pygame.draw.polygon(s, (0, 0, 0, 90), shadow)
            pygame.draw.polygon(s, base, pts)
            inner = [(c + (x - c) * 0.72, c + (y - c) * 0.72 - r * 0.04) for x, y in pts]
            pygame.draw.polygon(s, shade(base, 1.12), inner)
            pygame.draw.polygon(s, rim, pts, max(2, int(w * 0.05)))
            gr = r * (0.52 if rune == "triangle" else 0.6)
        gy = c + (r * 0.2 if rune == "triangle" else 0)
        draw_glyph(s, colour_name, c, gy, gr, ink_on(base))

    return vector.render(("materia", colour_name, rune, colour_blind), (size, size), paint)


_BY_ID: dict[tuple[int, int, bool, float], pygame.Surface] = {}


def materia_of(m: int, size: int, colour_blind: bool = False) -> pygame.Surface:
    """The picture of materia ``m`` (an engine id), memoised by id for the per-frame draw.

    Keyed by the picture scale too; a new scale (the window resized) starts the memo
    afresh, so it never holds pictures of sizes the window no longer has."""
    key = (m, size, colour_blind, scale.factor())
    img = _BY_ID.get(key)
    if img is None:
        if len(_BY_ID) > 4000 or next(iter(_BY_ID), key)[3] != key[3]:
            _BY_ID.clear()
        img = _BY_ID[key] = materia_image(COLOURS[m // 15], RUNES[(m % 15) // 5], size, colour_blind)
    return img


def empty_space(
    size: tuple[int, int],
    label: str = "",
    dashed: bool = False,
    tint: tuple[int, int, int] = BRASS_DIM,
    fill: tuple[int, int, int, int] = (0, 0, 0, 60),
) -> pygame.Surface:
    """An inset round space for a materia (altar, pool, track)."""

    def paint(s: pygame.Surface) -> None:
        rect = s.get_rect().inflate(-s.get_width() * 0.08, -s.get_height() * 0.08)
        pygame.draw.ellipse(s, fill, rect)
        if dashed:
            cx, cy = rect.center
            rx, ry = rect.width / 2, rect.height / 2
            for i in range(0, 24, 2):
                a0, a1 = 2 * math.pi * i / 24, 2 * math.pi * (i + 1) / 24
                pygame.draw.line(
                    s,
                    tint,
                    (cx + rx * math.cos(a0), cy + ry * math.sin(a0)),
                    (cx + rx * math.cos(a1), cy + ry * math.sin(a1)),
                    max(2, s.get_width() // 30),
                )
        else:
            pygame.draw.ellipse(s, tint, rect, max(2, s.get_width() // 30))

    return vector.render(("space", dashed, tint, fill), size, paint)


# --------------------------------------------------------------------------- phase icons


def phase_icon(phase: str | None, size: int, colour: tuple[int, int, int] = PARCHMENT) -> pygame.Surface:
    """Morning: a sun on the horizon; noon: the full sun; evening: a crescent moon; none: a star."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        lw = max(2, int(w * 0.07))
        if phase == "morning":
            pygame.draw.circle(s, colour, (c, w * 0.66), w * 0.24, draw_top_left=True, draw_top_right=True)
            pygame.draw.line(s, colour, (w * 0.1, w * 0.66), (w * 0.9, w * 0.66), lw)
            for a in (200, 240, 270, 300, 340):
                rad = math.radians(a)
                pygame.draw.line(
                    s,
                    colour,
                    (c + math.cos(rad) * w * 0.31, w * 0.66 + math.sin(rad) * w * 0.31),
                    (c + math.cos(rad) * w * 0.42, w * 0.66 + math.sin(rad) * w * 0.42),
                    lw,
                )
        elif phase == "noon":
            pygame.draw.circle(s, colour, (c, c), w * 0.2)
            for k in range(8):
                rad = math.radians(k * 45)
                pygame.draw.line(
                    s,
                    colour,
                    (c + math.cos(rad) * w * 0.28, c + math.sin(rad) * w * 0.28),
                    (c + math.cos(rad) * w * 0.42, c + math.sin(rad) * w * 0.42),
                    lw,
                )
        elif phase == "evening":
            pygame.draw.circle(s, colour, (c, c), w * 0.36)
            pygame.draw.circle(s, (0, 0, 0, 0), (c + w * 0.16, c - w * 0.1), w * 0.3)
        else:
            pygame.draw.polygon(s, colour, vector.star(c, c, w * 0.4, w * 0.17, 4))

    return vector.render(("phase", phase, colour), (size, size), paint)


# --------------------------------------------------------------------------- spell cards

Colour = tuple[int, int, int]

#: Line spacing of the effect texts: 1.15 em (Noto Sans' own is 1.36), five lines to a row at
#: 1280x720 where the longest German texts need them.
LEADING = 0.85

#: Spells whose text says "a rune shown here": the engine's (unverified) rune tables, drawn on the card.
RUNE_LISTS: dict[str, dict[int, tuple[str, ...]]] = {
    "sacrifice": SACRIFICE_RUNES,
    "levitation": LEVITATION_RUNES,
}


def _card_frame(s: pygame.Surface, band: Colour, k: int) -> int:
    """The card's shadow, body, colour band and border; returns the band's height."""
    w, h = s.get_size()
    body = s.get_rect()
    pygame.draw.rect(s, (0, 0, 0, 110), body.move(0, 4 * k), border_radius=12 * k)
    pygame.draw.rect(s, CARD_BODY, body, border_radius=12 * k)
    band_h = card_layout.band_height(h)
    pygame.draw.rect(
        s,
        band,
        pygame.Rect(0, 0, w, band_h),
        border_top_left_radius=12 * k,
        border_top_right_radius=12 * k,
    )
    pygame.draw.line(s, shade(band, 0.6), (0, band_h), (w, band_h), 2 * k)
    pygame.draw.rect(s, shade(band, 0.75), body, 2 * k, border_radius=12 * k)
    return band_h


def _card_title(s: pygame.Surface, sid: str, band: Colour, band_h: int, k: int, readable: int) -> None:
    """The phase icon at the band's right end and the printed name in the rest of the band
    (at least ``readable``: see :func:`_level_row`)."""
    card = SPELLS[sid]
    w, h = s.get_size()
    ink = ink_on(band)
    icon = phase_icon(card.phase, int(band_h * 0.72), ink)
    s.blit(icon, (w - icon.get_width() - 6 * k, (band_h - icon.get_height()) // 2))
    name_rect = pygame.Rect(8 * k, 0, w - icon.get_width() - 18 * k, band_h)
    textmod.draw_text(
        s,
        _(card.name),
        name_rect,
        max(readable, int(h * 0.068)),
        ink,
        bold=True,
        face="serif",
        valign="middle",
        min_size=int(h * 0.045),
    )


def _cost_medallion(s: pygame.Surface, level: int, band: Colour, cx: int, cy: int, med: int, k: int) -> None:
    """The round medallion with the level, which is also the cost."""
    pygame.draw.circle(s, shade(band, 0.55), (cx, cy), med // 2)
    pygame.draw.circle(s, band, (cx, cy), med // 2, max(2, k * 2))
    textmod.draw_text(
        s,
        str(level),
        pygame.Rect(cx - med // 2, cy - med // 2, med, med),
        int(med * 0.62),
        (250, 244, 230),
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )


def _shown_runes(s: pygame.Surface, allowed: tuple[str, ...], med: pygame.Rect, k: int) -> None:
    """The runes "shown here" that the card text refers to, in a line under the medallion
    (centred on it, but never over the card's border: three are wider than the medallion)."""
    size = int(med.width * 0.36)
    step = size + 2 * k
    left = max(3 * k, med.centerx - (len(allowed) * step - 2 * k) / 2)
    for j, rune in enumerate(allowed):
        rune_mark(s, rune, left + size / 2 + j * step, med.bottom + size * 0.95, size / 2, PARCHMENT)


def _points_badge(s: pygame.Surface, pts: int | None, row: pygame.Rect, k: int, readable: int) -> None:
    """The hexagon with the row's points ("?" when they vary) at the row's right end."""
    pts_rect = points_badge(row, k)
    med = pts_rect.height
    pygame.draw.polygon(
        s, BRASS_DIM, regular_polygon(pts_rect.centerx, pts_rect.centery, med * 0.5, 6, rotation=0)
    )
    textmod.draw_text(
        s,
        "?" if pts is None else str(pts),
        pts_rect,
        max(readable, int(med * 0.55)),
        (250, 244, 230),
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
    )


def _level_row(
    s: pygame.Surface, sid: str, band: Colour, i: int, row: pygame.Rect, k: int, readable: int
) -> None:
    """Row ``i`` (level 3, 4, 5): cost medallion (with any runes shown), our effect text, points.

    ``readable`` is ``MIN_PX`` on screen in the painter's pixels: every text starts there or
    larger (at 1280x720 the longest ones used to shrink to 7 px; the rows now hold them at 10 px,
    which tests/scenes/test_spellbook_720.py checks) and shrinks below it only in a window
    smaller than 1280x720, rather than being cut off."""
    card = SPELLS[sid]
    level = LEVELS[i]
    med_rect = card_layout.medallion(row, k)
    _cost_medallion(s, level, band, med_rect.centerx, med_rect.centery, med_rect.width, k)
    allowed = RUNE_LISTS.get(sid, {}).get(level)
    if allowed:
        _shown_runes(s, allowed, med_rect, k)
    _points_badge(s, card.points[i], row, k, readable)
    textmod.draw_text(
        s,
        _(card.text(level)),
        card_layout.text_box(row, k),
        max(readable, int(s.get_height() * 0.047)),
        INK,
        valign="middle",
        min_size=int(s.get_height() * 0.03),
        spacing=LEADING,
    )


def spell_card(sid: str, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """The face of a spell card in the current language (cached per language and size).

    Colour band with the printed name, the phase icon, then one row per level
    3/4/5 (placed by :mod:`.card_layout`): the cost medallion (the level is the
    cost), our own effect text, and the points.
    """
    card = SPELLS[sid]
    band = colour_of(card.colour, colour_blind)
    lang = current_language()
    shown_w = scale.px_size(size)[0]  # the card's width on screen, in pixels

    def paint(s: pygame.Surface) -> None:
        k = vector.unit()
        w = s.get_width()
        readable = math.ceil(MIN_PX * w / shown_w)
        band_h = _card_frame(s, band, k)
        _card_title(s, sid, band, band_h, k, readable)
        for i, row in enumerate(card_layout.rows(s.get_rect(), k)):
            if i:
                pygame.draw.line(s, FELT_LINE, (10 * k, row.top - 2 * k), (w - 10 * k, row.top - 2 * k), k)
            _level_row(s, sid, band, i, row, k, readable)

    return vector.render(("card", sid, colour_blind, lang), size, paint)


def shortened(text: str, width: int, size: int, bold: bool = False) -> str:
    """``text`` as it fits ``width`` at ``size``: whole, or its longest start with an ellipsis
    (the card's colour and that start tell the spell; the tooltip names it in full)."""
    f = textmod.font(size, bold)
    return text if f.size(text)[0] <= width else textmod.cut_with_ellipsis(text, f, width)


def mini_card(sid: str, size: tuple[int, int], colour_blind: bool) -> pygame.Surface:
    """A small card for an opponent's panel: the colour band with the name and phase icon, then
    the levels 3/4/5 side by side with their points (placed by :mod:`.card_layout`).

    Every text is at least ``MIN_PX`` on screen; a name too long for that is shortened."""
    card = SPELLS[sid]
    band = colour_of(card.colour, colour_blind)
    lang = current_language()
    shown_w = scale.px_size(size)[0]

    def paint(s: pygame.Surface) -> None:
        k = vector.unit()
        w, h = s.get_size()
        readable = math.ceil(MIN_PX * w / shown_w)
        pygame.draw.rect(s, CARD_BODY, s.get_rect(), border_radius=6 * k)
        band_h = card_layout.mini_band_height(h)
        pygame.draw.rect(
            s, band, pygame.Rect(0, 0, w, band_h), border_top_left_radius=6 * k, border_top_right_radius=6 * k
        )
        ink = ink_on(band)
        icon = phase_icon(card.phase, int(band_h * 0.6), ink)
        s.blit(icon, (w - icon.get_width() - 3 * k, (band_h - icon.get_height()) // 2))
        name_rect = pygame.Rect(4 * k, 0, w - icon.get_width() - 9 * k, band_h)
        name = _(card.name)
        bold = shortened(name, name_rect.width, readable, bold=True) == name  # else the narrower regular
        textmod.draw_text(
            s,
            shortened(name, name_rect.width, readable, bold),
            name_rect,
            max(readable, int(band_h * 0.6)),
            ink,
            bold=bold,
            valign="middle",
            wrap_lines=False,
            min_size=readable,
        )
        for i, cell in enumerate(card_layout.mini_cells(s.get_rect(), k)):
            if i:
                pygame.draw.line(s, FELT_LINE, (cell.x, cell.y + 3 * k), (cell.x, cell.bottom - 3 * k), k)
            _mini_cell(s, cell, LEVELS[i], card.points[i], k, readable)
        pygame.draw.rect(s, shade(band, 0.7), s.get_rect(), 2 * k, border_radius=6 * k)

    return vector.render(("mini", sid, colour_blind, lang), size, paint)


def _mini_cell(
    s: pygame.Surface, cell: pygame.Rect, level: int, pts: int | None, k: int, readable: int
) -> None:
    """One level of a mini card: the level in a ring (the cost; a learned level's marker lies
    on it) and the level's points."""
    spot = card_layout.mini_level_spot(cell, k)
    pygame.draw.circle(s, INK_DIM, spot.center, spot.width // 2 - k, k)
    digit = max(readable, int(spot.height * 0.62))
    textmod.draw_text(
        s, str(level), spot, digit, INK_DIM, bold=True, align="center", valign="middle", wrap_lines=False
    )
    textmod.draw_text(
        s,
        "?" if pts is None else str(pts),
        card_layout.mini_points(cell, k),
        digit,
        BRASS,
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
        min_size=readable,
    )


# --------------------------------------------------------------------------- familiars

FAMILIARS = ("cat", "dragon", "golem", "gargoyle")
FAMILIAR_TINTS = {
    "cat": (92, 80, 120),
    "dragon": (150, 66, 54),
    "golem": (112, 92, 58),
    "gargoyle": (88, 96, 104),
    "rival": (70, 52, 88),
}


def _mirrored_pair(
    s: pygame.Surface, ink: Colour, c: float, w: int, left: tuple[tuple[float, float], ...]
) -> None:
    """A triangle at ``left`` (offsets in face widths from the centre) and its mirror image on the right:
    ears, horns, wings."""
    pygame.draw.polygon(s, ink, [(c + w * dx, c + w * dy) for dx, dy in left])
    pygame.draw.polygon(s, ink, [(c - w * dx, c + w * dy) for dx, dy in left])


def _cat_face(s: pygame.Surface, c: float, w: int, tint: Colour, eye: Colour) -> None:
    """Pointed ears, a round head, slit eyes, a nose and whiskers."""
    ink = PARCHMENT
    _mirrored_pair(s, ink, c, w, ((-0.27, -0.05), (-0.3, -0.34), (-0.08, -0.17)))
    pygame.draw.ellipse(s, ink, pygame.Rect(c - w * 0.28, c - w * 0.2, w * 0.56, w * 0.46))
    for dx in (-0.1, 0.1):
        pygame.draw.ellipse(s, eye, pygame.Rect(c + dx * w - w * 0.04, c - w * 0.06, w * 0.08, w * 0.12))
    pygame.draw.polygon(s, eye, [(c - w * 0.03, c + w * 0.1), (c + w * 0.03, c + w * 0.1), (c, c + w * 0.14)])
    for dy in (0.1, 0.15):
        pygame.draw.line(
            s, eye, (c - w * 0.06, c + w * dy), (c - w * 0.24, c + w * (dy + 0.02)), max(1, w // 80)
        )
        pygame.draw.line(
            s, eye, (c + w * 0.06, c + w * dy), (c + w * 0.24, c + w * (dy + 0.02)), max(1, w // 80)
        )


def _dragon_face(s: pygame.Surface, c: float, w: int, tint: Colour, eye: Colour) -> None:
    """A long horned head with slanted eyes and two nostrils."""
    ink = PARCHMENT
    head = [
        (c - w * 0.22, c - w * 0.12),
        (c, c - w * 0.24),
        (c + w * 0.22, c - w * 0.12),
        (c + w * 0.16, c + w * 0.2),
        (c, c + w * 0.32),
        (c - w * 0.16, c + w * 0.2),
    ]
    pygame.draw.polygon(s, ink, head)
    _mirrored_pair(s, ink, c, w, ((-0.16, -0.16), (-0.34, -0.4), (-0.06, -0.22)))
    for dx in (-0.1, 0.1):
        pygame.draw.polygon(
            s,
            eye,
            [
                (c + dx * w - w * 0.05, c - w * 0.04),
                (c + dx * w + w * 0.05, c - w * 0.04),
                (c + dx * w, c + w * 0.02),
            ],
        )
    pygame.draw.circle(s, eye, (c - w * 0.05, c + w * 0.22), w * 0.02)
    pygame.draw.circle(s, eye, (c + w * 0.05, c + w * 0.22), w * 0.02)


def _golem_face(s: pygame.Surface, c: float, w: int, tint: Colour, eye: Colour) -> None:
    """A block of grained wood with square eyes and a sprouting twig."""
    ink = PARCHMENT
    body = pygame.Rect(c - w * 0.25, c - w * 0.26, w * 0.5, w * 0.56)
    pygame.draw.rect(s, ink, body, border_radius=int(w * 0.06))
    for k in range(3):  # wood grain
        y = body.top + body.height * (0.25 + 0.25 * k)
        pygame.draw.arc(
            s,
            shade(tint, 0.7),
            pygame.Rect(body.left, y - w * 0.05, body.width, w * 0.1),
            0,
            math.pi,
            max(1, w // 70),
        )
    for dx in (-0.1, 0.1):
        pygame.draw.rect(s, eye, pygame.Rect(c + dx * w - w * 0.04, c - w * 0.1, w * 0.08, w * 0.06))
    pygame.draw.rect(s, eye, pygame.Rect(c - w * 0.1, c + w * 0.1, w * 0.2, w * 0.04))
    pygame.draw.line(
        s,
        (96, 150, 80),
        (c + w * 0.12, body.top),
        (c + w * 0.22, body.top - w * 0.1),
        max(2, w // 40),
    )
    pygame.draw.ellipse(s, (96, 150, 80), pygame.Rect(c + w * 0.18, body.top - w * 0.16, w * 0.12, w * 0.07))


def _rival_face(s: pygame.Surface, c: float, w: int, tint: Colour, eye: Colour) -> None:
    """A hooded figure with two pale eyes: the solo rival."""
    ink = PARCHMENT
    hood = [
        (c, c - w * 0.36),
        (c + w * 0.28, c + w * 0.05),
        (c + w * 0.3, c + w * 0.36),
        (c - w * 0.3, c + w * 0.36),
        (c - w * 0.28, c + w * 0.05),
    ]
    pygame.draw.polygon(s, ink, hood)
    pygame.draw.ellipse(s, shade(tint, 0.3), pygame.Rect(c - w * 0.17, c - w * 0.14, w * 0.34, w * 0.36))
    for dx in (-0.07, 0.07):
        pygame.draw.circle(s, (214, 190, 230), (c + dx * w, c + w * 0.02), w * 0.03)


def _gargoyle_face(s: pygame.Surface, c: float, w: int, tint: Colour, eye: Colour) -> None:
    """Bat wings, a round head with horns, round eyes and a frown."""
    ink = PARCHMENT
    _mirrored_pair(s, ink, c, w, ((-0.4, -0.1), (-0.2, -0.05), (-0.22, 0.15)))
    pygame.draw.ellipse(s, ink, pygame.Rect(c - w * 0.22, c - w * 0.22, w * 0.44, w * 0.5))
    _mirrored_pair(s, ink, c, w, ((-0.14, -0.18), (-0.2, -0.36), (-0.04, -0.2)))
    for dx in (-0.08, 0.08):
        pygame.draw.circle(s, eye, (c + dx * w, c - w * 0.03), w * 0.035)
    pygame.draw.arc(
        s,
        eye,
        pygame.Rect(c - w * 0.1, c + w * 0.06, w * 0.2, w * 0.12),
        math.pi,
        2 * math.pi,
        max(1, w // 50),
    )


#: The painter of each familiar's silhouette, on its medallion of ``tint`` with eyes of ``eye``.
FACE_PAINTERS = {
    "cat": _cat_face,
    "dragon": _dragon_face,
    "golem": _golem_face,
    "rival": _rival_face,
    "gargoyle": _gargoyle_face,
}


def familiar_face(kind: str, size: int) -> pygame.Surface:
    """A medallion portrait of a familiar, in silhouette."""
    tint = FAMILIAR_TINTS[kind]

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        pygame.draw.circle(s, shade(tint, 0.45), (c, c), w * 0.48)
        pygame.draw.circle(s, BRASS, (c, c), w * 0.48, max(2, w // 40))
        FACE_PAINTERS[kind](s, c, w, tint, shade(tint, 0.4))

    return vector.render(("familiar", kind), (size, size), paint)


# --------------------------------------------------------------------------- bag, altar, tray, table


def bag_image(size: tuple[int, int]) -> pygame.Surface:
    """The vortex bag: a drawstring pouch with a swirl."""

    def paint(s: pygame.Surface) -> None:
        w, h = s.get_size()
        body = pygame.Rect(w * 0.12, h * 0.28, w * 0.76, h * 0.68)
        cloth = (78, 52, 96)
        pygame.draw.ellipse(s, (0, 0, 0, 90), body.move(0, h * 0.03))
        pygame.draw.ellipse(s, cloth, body)
        neck = [(w * 0.34, h * 0.32), (w * 0.4, h * 0.16), (w * 0.6, h * 0.16), (w * 0.66, h * 0.32)]
        pygame.draw.polygon(s, shade(cloth, 0.85), neck)
        pygame.draw.polygon(
            s,
            shade(cloth, 1.2),
            [
                (w * 0.36, h * 0.17),
                (w * 0.28, h * 0.08),
                (w * 0.5, h * 0.13),
                (w * 0.72, h * 0.08),
                (w * 0.64, h * 0.17),
            ],
        )
        pygame.draw.line(s, BRASS, (w * 0.35, h * 0.28), (w * 0.65, h * 0.28), max(2, w // 40))
        cx, cy = body.centerx, body.centery + h * 0.03
        pts = []
        for i in range(90):
            t = i / 89 * 4 * math.pi
            r = w * 0.03 + w * 0.2 * i / 89
            pts.append((cx + math.cos(t) * r, cy + math.sin(t) * r * 0.8))
        pygame.draw.lines(s, shade(cloth, 1.6), False, pts, max(2, w // 45))
        pygame.draw.ellipse(s, shade(cloth, 0.6), body, max(2, w // 45))

    return vector.render(("bag",), size, paint)


def board(
    size: tuple[int, int],
    fill: tuple[int, int, int] = PANEL,
    border: tuple[int, int, int] = PANEL_BORDER,
    radius: int = 16,
    alpha: int = 235,
) -> pygame.Surface:
    """A wooden-edged board for altar, tray and player areas."""

    def paint(s: pygame.Surface) -> None:
        k = vector.unit()
        rect = s.get_rect()
        pygame.draw.rect(s, (0, 0, 0, 80), rect.move(0, 3 * k), border_radius=radius * k)
        pygame.draw.rect(s, (*fill, alpha), rect.inflate(0, -3 * k).move(0, -1 * k), border_radius=radius * k)
        pygame.draw.rect(s, border, rect.inflate(0, -3 * k).move(0, -1 * k), 2 * k, border_radius=radius * k)
        inner = rect.inflate(-10 * k, -13 * k).move(0, -1 * k)
        pygame.draw.rect(s, (*shade(border, 0.7), 120), inner, k, border_radius=max(1, radius - 4) * k)

    return vector.render(("board", fill, border, radius, alpha), size, paint)


def altar_image(size: tuple[int, int]) -> pygame.Surface:
    """A stone altar slab with a faint engraved circle."""

    def paint(s: pygame.Surface) -> None:
        k = vector.unit()
        w, h = s.get_size()
        rect = s.get_rect()
        stone = (52, 62, 64)
        pygame.draw.rect(s, (0, 0, 0, 90), rect.move(0, 4 * k), border_radius=18 * k)
        pygame.draw.rect(s, stone, rect.inflate(0, -4 * k).move(0, -2 * k), border_radius=18 * k)
        pygame.draw.rect(
            s, shade(stone, 1.35), rect.inflate(0, -4 * k).move(0, -2 * k), 2 * k, border_radius=18 * k
        )
        for r in (0.42, 0.36):
            pygame.draw.ellipse(
                s,
                (*shade(stone, 1.2), 90),
                pygame.Rect(w * (0.5 - r), h * (0.5 - r * 1.1), w * 2 * r, h * 2.2 * r),
                2 * k,
            )

    return vector.render(("altar",), size, paint)


def table_background(size: tuple[int, int]) -> pygame.Surface:
    """Deep green-teal felt with a warm lamp glow: SpellBook's calm mood.

    Painted in bands: whole, the felt took ~40 ms, too long for one frame of a table's opening.
    """

    def paint(s: pygame.Surface, whole: pygame.Rect) -> None:
        w, h = whole.size
        top = whole.top
        vector.vertical_gradient(s, TABLE_TOP, TABLE_BOTTOM, whole)
        glow = vector.radial_glow(int(w * 0.9), (120, 110, 70), 40)
        s.blit(glow, (w * 0.05, top - int(w * 0.3)))
        # a faint woven pattern, mixed into the felt (never transparent pixels)
        line = vector.mix(TABLE_TOP, FELT_LINE, 0.35)
        for x in range(0, w + int(h * 0.3), 56):
            pygame.draw.line(s, line, (x, top), (x - h * 0.3, top + h), 1)

    return vector.render_in_bands(("sb-table",), size, paint, bands=3, supersample=1)


def first_player_marker(size: int) -> pygame.Surface:
    """A brass key token: the first-player marker."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        pygame.draw.circle(s, shade(BRASS, 0.6), (c, c), w * 0.48)
        pygame.draw.circle(s, BRASS, (c, c), w * 0.44)
        pygame.draw.circle(s, shade(BRASS, 0.55), (c - w * 0.12, c), w * 0.13, max(2, w // 14))
        pygame.draw.line(s, shade(BRASS, 0.55), (c, c), (c + w * 0.3, c), max(2, w // 12))
        pygame.draw.line(
            s, shade(BRASS, 0.55), (c + w * 0.22, c), (c + w * 0.22, c + w * 0.12), max(2, w // 14)
        )

    return vector.render(("first",), (size, size), paint)


def refresh_symbol(size: int, colour: tuple[int, int, int] = BRASS) -> pygame.Surface:
    """Two chasing arrows: the rival track's altar-refresh space."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        lw = max(2, w // 10)
        rect = pygame.Rect(w * 0.18, w * 0.18, w * 0.64, w * 0.64)
        pygame.draw.arc(s, colour, rect, math.radians(20), math.radians(160), lw)
        pygame.draw.arc(s, colour, rect, math.radians(200), math.radians(340), lw)
        for ang in (20, 200):
            a = math.radians(ang)
            x, y = c + math.cos(a) * w * 0.32, c - math.sin(a) * w * 0.32
            pygame.draw.polygon(
                s,
                colour,
                [(x - w * 0.12, y), (x + w * 0.12, y), (x, y + (w * 0.14 if ang == 20 else -w * 0.14))],
            )

    return vector.render(("refresh", colour), (size, size), paint)
