"""Witchcraft's own vector art: temple floor, altars, guild tokens, markers.

Everything is painted in code into a supersampled surface and cached per
pixel size by :mod:`game.sprites.vector`, so the table stays crisp at any
window size.  Tokens show what a player needs at a glance: the guild face
(colour *and* a shape mark -- triangle for green, square for red, so the
colour-blind palette only has to change hues), a type symbol, spell lines as
arrows in the token's facing (style per spell kind) and printed shields as
silver arcs.
"""

from __future__ import annotations

import math

import pygame

from game.rules.witchcraft.data import DISCHARGE, MISSILE, THUNDER, TOKEN_TYPES
from game.sprites import scale, vector
from game.sprites.scale import draw

Colour = tuple[int, int, int]

GUILD_FACES: dict[bool, tuple[Colour, Colour]] = {
    False: ((58, 146, 92), (196, 62, 54)),  # green, red
    True: ((52, 118, 206), (226, 150, 40)),  # colour-blind: blue, orange
}
INK = (44, 34, 30)
PARCHMENT = (238, 228, 204)
SILVER = (226, 232, 242)
MARKER_BLUE = (112, 196, 255)
GOLD = (212, 176, 106)  # choices, the last move, the placing knob
HIT = (255, 96, 80)  # a spell's target
ALTAR_RING = (255, 214, 120)  # an altar a line wakes
SPELL_COLOURS: dict[str | None, Colour] = {
    MISSILE: (255, 238, 176),
    THUNDER: (255, 206, 64),
    DISCHARGE: (128, 226, 255),
    None: (236, 200, 120),
}
ALTAR_COLOURS: dict[str, Colour] = {
    "energy": (255, 176, 64),
    "protection": (104, 176, 255),
    "translocation": (186, 130, 255),
    "summoning": (72, 214, 178),
}
STONE = (70, 64, 82)
STONE_EXTRA = (84, 72, 58)


def guild_colour(owner: int, colour_blind: bool) -> Colour:
    return GUILD_FACES[colour_blind][owner]


def polar(cx: float, cy: float, r: float, angle_deg: float) -> tuple[float, float]:
    """Point at distance ``r`` from the centre, angle measured clockwise from 'up' (also the drawing
    module's facing knobs and spell rays)."""
    a = math.radians(angle_deg)
    return (cx + r * math.sin(a), cy - r * math.cos(a))


# --------------------------------------------------------------------------- symbols


def _symbol(s: pygame.Surface, kind: str, cx: float, cy: float, r: float, colour: Colour) -> None:
    """The type glyph, drawn upright whatever the facing so it always reads."""
    w = max(2, int(r * 0.16))
    if kind == "adept":
        pygame.draw.polygon(s, colour, vector.star(cx, cy, r * 0.62, r * 0.26, 5))
    elif kind == "master":  # a crown of three points
        pts = [
            (cx - r * 0.62, cy + r * 0.38),
            (cx - r * 0.62, cy - r * 0.30),
            (cx - r * 0.30, cy + r * 0.02),
            (cx, cy - r * 0.56),
            (cx + r * 0.30, cy + r * 0.02),
            (cx + r * 0.62, cy - r * 0.30),
            (cx + r * 0.62, cy + r * 0.38),
        ]
        pygame.draw.polygon(s, colour, pts)
    elif kind == "guardian":
        pygame.draw.polygon(s, colour, _heater(cx, cy, r * 0.55, r * 0.55, r * 0.66))
    elif kind == "golem":  # a stone block with a seam
        rect = pygame.Rect(0, 0, int(r * 1.1), int(r * 1.1))
        rect.center = (int(cx), int(cy))
        pygame.draw.rect(s, colour, rect, border_radius=int(r * 0.12))
        pygame.draw.line(s, PARCHMENT, (rect.left, cy), (rect.right, cy), w)
        pygame.draw.line(s, PARCHMENT, (cx, rect.top), (cx, cy), w)
    elif kind == "archmage":
        pygame.draw.polygon(s, colour, vector.star(cx, cy, r * 0.7, r * 0.3, 8))
    elif kind == "monk":  # a hooded head
        pygame.draw.polygon(
            s, colour, [(cx, cy - r * 0.62), (cx + r * 0.55, cy + r * 0.55), (cx - r * 0.55, cy + r * 0.55)]
        )
        pygame.draw.circle(s, PARCHMENT, (cx, cy + r * 0.05), r * 0.22)
    elif kind == "telepath":  # an eye
        eye = pygame.Rect(0, 0, int(r * 1.4), int(r * 0.8))
        eye.center = (int(cx), int(cy))
        pygame.draw.ellipse(s, colour, eye)
        pygame.draw.circle(s, PARCHMENT, (cx, cy), r * 0.26)
        pygame.draw.circle(s, colour, (cx, cy), r * 0.13)
    elif kind == "medium":  # a crescent moon
        pygame.draw.circle(s, colour, (cx, cy), r * 0.6)
        pygame.draw.circle(s, PARCHMENT, (cx + r * 0.26, cy - r * 0.12), r * 0.5)
    elif kind == "prince":  # a gem in a circlet
        pygame.draw.circle(s, colour, (cx, cy), r * 0.62, w)
        pygame.draw.polygon(
            s, colour, [(cx, cy - r * 0.4), (cx + r * 0.3, cy), (cx, cy + r * 0.4), (cx - r * 0.3, cy)]
        )
    elif kind == "keeper":  # a key
        pygame.draw.circle(s, colour, (cx - r * 0.32, cy), r * 0.28, w)
        pygame.draw.line(s, colour, (cx - r * 0.05, cy), (cx + r * 0.62, cy), w)
        pygame.draw.line(s, colour, (cx + r * 0.42, cy), (cx + r * 0.42, cy + r * 0.28), w)
        pygame.draw.line(s, colour, (cx + r * 0.6, cy), (cx + r * 0.6, cy + r * 0.22), w)
    elif kind == "barbarian":  # an axe
        pygame.draw.line(s, colour, (cx - r * 0.45, cy + r * 0.6), (cx + r * 0.3, cy - r * 0.5), w)
        pygame.draw.polygon(
            s,
            colour,
            [
                (cx + r * 0.05, cy - r * 0.62),
                (cx + r * 0.62, cy - r * 0.22),
                (cx + r * 0.3, cy + r * 0.12),
                (cx + r * 0.12, cy - r * 0.2),
            ],
        )
    elif kind == "priest":  # a flame
        pygame.draw.circle(s, colour, (cx, cy + r * 0.2), r * 0.36)
        pygame.draw.polygon(
            s, colour, [(cx - r * 0.34, cy + r * 0.1), (cx, cy - r * 0.66), (cx + r * 0.34, cy + r * 0.1)]
        )
        pygame.draw.circle(s, PARCHMENT, (cx, cy + r * 0.25), r * 0.14)


def _heater(cx: float, cy: float, half: float, top: float, tip: float) -> list[tuple[float, float]]:
    """A heater shield's outline: ``half`` its width, its top edge ``top`` above the centre, the tip below."""
    return [(cx - half, cy - top), (cx + half, cy - top), (cx + half, cy), (cx, cy + tip), (cx - half, cy)]


def _guild_mark(s: pygame.Surface, owner: int, cx: float, cy: float, r: float, colour: Colour) -> None:
    """Green's triangle, red's square: the guild never depends on colour alone."""
    if owner == 0:
        pygame.draw.polygon(s, colour, vector.regular_polygon(cx, cy, r, 3))
    else:
        pygame.draw.polygon(s, colour, vector.regular_polygon(cx, cy, r, 4, rotation=math.pi / 4))


# --------------------------------------------------------------------------- spell lines and shields


def _arrow(s: pygame.Surface, cx: float, cy: float, size: float, angle: float, spell: str | None) -> None:
    """A spell line leaving the token: shaft from the medallion to a bold head at the rim."""
    colour = SPELL_COLOURS[spell]
    dark = (26, 20, 18)
    r0, r1 = size * 0.25, size * 0.50
    w = max(3, int(size * 0.05))
    tip = polar(cx, cy, r1, angle)
    base = polar(cx, cy, r1 - size * 0.13, angle)
    half = size * 0.085
    head = [tip, polar(*base, half, angle - 90), polar(*base, half, angle + 90)]
    outline = [
        polar(tip[0], tip[1], size * 0.02, angle),
        polar(*base, half + size * 0.02, angle - 90),
        polar(*base, half + size * 0.02, angle + 90),
    ]
    if spell == THUNDER:  # a zigzag bolt
        pts = [polar(cx, cy, r0, angle)]
        for i, rr in enumerate((0.29, 0.33, 0.36)):
            side = angle + (90 if i % 2 == 0 else -90)
            pts.append(polar(*polar(cx, cy, size * rr, angle), size * 0.045, side))
        pts.append(base)
        pygame.draw.lines(s, dark, False, pts, w + 6)
        pygame.draw.lines(s, colour, False, pts, w)
    elif spell == DISCHARGE:  # stacked chevrons: a ripple that passes over things
        for rr in (0.28, 0.335):
            c = polar(cx, cy, size * rr, angle)
            chevron = [polar(*c, size * 0.07, angle - 125), c, polar(*c, size * 0.07, angle + 125)]
            pygame.draw.lines(s, dark, False, chevron, w + 6)
            pygame.draw.lines(s, colour, False, chevron, w)
    elif spell is None:  # the Priest's altar line: dotted
        for rr in (0.28, 0.32, 0.36):
            pygame.draw.circle(s, dark, polar(cx, cy, size * rr, angle), w * 0.9)
            pygame.draw.circle(s, colour, polar(cx, cy, size * rr, angle), w * 0.6)
    else:
        pygame.draw.line(s, dark, polar(cx, cy, r0, angle), base, w + 6)
        pygame.draw.line(s, colour, polar(cx, cy, r0, angle), base, w)
    pygame.draw.polygon(s, dark, outline)
    pygame.draw.polygon(s, colour, head)


def shield_arc(
    s: scale.Target, cx: float, cy: float, radius: float, angle: float, colour: Colour, width: int
) -> None:
    """An arc of ±22° round ``angle`` (clockwise from up): a shield on that side (on a token's
    picture, or on the table itself as the compass of the protection altar)."""
    rect = pygame.Rect(0, 0, int(radius * 2), int(radius * 2))
    rect.center = (int(cx), int(cy))
    # pygame arcs: counter-clockwise from the +x axis
    mid = math.radians(90 - angle)
    draw.arc(s, (20, 22, 30), rect.inflate(width, width), mid - 0.42, mid + 0.42, width + 3)
    draw.arc(s, colour, rect, mid - 0.38, mid + 0.38, width)


# --------------------------------------------------------------------------- token


def token_image(kind: str, owner: int, facing: int, size: int, colour_blind: bool = False) -> pygame.Surface:
    """A token in its facing: disc, guild mark, symbol, spell arrows and printed shields."""
    face = guild_colour(owner, colour_blind)

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        cx = cy = w / 2
        rim = vector.shade(face, 0.5)
        pygame.draw.circle(s, (0, 0, 0, 90), (cx + w * 0.015, cy + w * 0.03), w * 0.42)
        pygame.draw.circle(s, rim, (cx, cy), w * 0.42)
        pygame.draw.circle(s, face, (cx, cy), w * 0.385)
        pygame.draw.circle(s, vector.shade(face, 1.25), (cx - w * 0.05, cy - w * 0.06), w * 0.27)
        pygame.draw.circle(s, face, (cx, cy), w * 0.26)
        pygame.draw.circle(s, PARCHMENT, (cx, cy), w * 0.235)
        pygame.draw.circle(s, rim, (cx, cy), w * 0.235, max(1, int(w * 0.012)))
        _symbol(s, kind, cx, cy, w * 0.2, INK)
        back = polar(cx, cy, w * 0.31, facing * 45 + 180)
        _guild_mark(s, owner, back[0], back[1], w * 0.05, PARCHMENT)
        info = TOKEN_TYPES[kind]
        for rel in info.shields:
            shield_arc(s, cx, cy, w * 0.405, (facing + rel) * 45, SILVER, max(3, int(w * 0.06)))
        if info.lines:
            for rel in info.lines:
                _arrow(s, cx, cy, w, (facing + rel) * 45, info.spell)
        else:  # specials: a small notch shows which way the token faces
            pygame.draw.circle(s, PARCHMENT, polar(cx, cy, w * 0.36, facing * 45), w * 0.022)

    return vector.render(("wc-token", kind, owner, facing, colour_blind), (size, size), paint)


def token_back(size: int) -> pygame.Surface:
    """A face-down token (the deployment stacks)."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        pygame.draw.circle(s, (0, 0, 0, 90), (c + w * 0.015, c + w * 0.03), w * 0.42)
        pygame.draw.circle(s, (40, 36, 52), (c, c), w * 0.42)
        pygame.draw.circle(s, (88, 78, 110), (c, c), w * 0.42, max(2, int(w * 0.03)))
        pygame.draw.polygon(s, (150, 130, 190), vector.star(c, c, w * 0.2, w * 0.08, 8))
        pygame.draw.circle(s, (150, 130, 190), (c, c), w * 0.3, max(1, int(w * 0.015)))

    return vector.render(("wc-back",), (size, size), paint)


def exhausted_overlay(size: int) -> pygame.Surface:
    """A dark veil with an hourglass: this stack cannot be activated."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        pygame.draw.circle(s, (12, 10, 20, 125), (c, c), w * 0.42)
        badge = (c + w * 0.27, c - w * 0.27)
        pygame.draw.circle(s, (30, 26, 44), badge, w * 0.13)
        pygame.draw.circle(s, (200, 190, 220), badge, w * 0.13, max(1, int(w * 0.015)))
        bx, by = badge
        k = w * 0.065
        pygame.draw.polygon(s, (232, 220, 190), [(bx - k, by - k), (bx + k, by - k), (bx, by)])
        pygame.draw.polygon(s, (232, 220, 190), [(bx - k, by + k), (bx + k, by + k), (bx, by)])

    return vector.render(("wc-exhausted",), (size, size), paint)


def shield_markers(shields: tuple[int, ...], size: int) -> pygame.Surface:
    """Shield markers (absolute directions): bright blue arcs outside the printed ones."""

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        for d in shields:
            shield_arc(s, w / 2, w / 2, w * 0.47, d * 45, MARKER_BLUE, max(3, int(w * 0.05)))

    return vector.render(("wc-shields", tuple(shields)), (size, size), paint)


# --------------------------------------------------------------------------- altars and floor


def _altar_glyph(s: pygame.Surface, kind: str, cx: float, cy: float, r: float, colour: Colour) -> None:
    w = max(2, int(r * 0.14))
    if kind == "energy":  # a lightning bolt
        pts = [
            (cx + r * 0.1, cy - r * 0.75),
            (cx - r * 0.4, cy + r * 0.1),
            (cx - r * 0.02, cy + r * 0.1),
            (cx - r * 0.12, cy + r * 0.75),
            (cx + r * 0.4, cy - r * 0.12),
            (cx + r * 0.02, cy - r * 0.12),
        ]
        pygame.draw.polygon(s, colour, pts)
    elif kind == "protection":
        pygame.draw.polygon(s, colour, _heater(cx, cy, r * 0.55, r * 0.6, r * 0.7), w)
        pygame.draw.line(s, colour, (cx, cy - r * 0.45), (cx, cy + r * 0.45), w)
    elif kind == "translocation":  # two arrows chasing round a circle
        rect = pygame.Rect(0, 0, int(r * 1.2), int(r * 1.2))
        rect.center = (int(cx), int(cy))
        pygame.draw.arc(s, colour, rect, 0.3, 2.8, w)
        pygame.draw.arc(s, colour, rect, 3.44, 5.94, w)
        for ang in (0.3, 3.44):
            p = (cx + r * 0.6 * math.cos(ang), cy - r * 0.6 * math.sin(ang))
            pygame.draw.polygon(
                s,
                colour,
                [
                    (p[0] - r * 0.2, p[1]),
                    (p[0] + r * 0.2, p[1]),
                    (p[0], p[1] + (r * 0.25 if ang < 1 else -r * 0.25)),
                ],
            )
    else:  # summoning: a pentagram in a ring
        pygame.draw.circle(s, colour, (cx, cy), r * 0.7, w)
        pts = vector.regular_polygon(cx, cy, r * 0.6, 5)
        star = [pts[i] for i in (0, 2, 4, 1, 3)]
        pygame.draw.polygon(s, colour, star, w)


def altar_image(kind: str, spent: bool, size: int) -> pygame.Surface:
    """An octagonal stone altar with its glowing rune (dim when its power is spent)."""
    colour = ALTAR_COLOURS[kind]
    if spent:
        colour = vector.mix(colour, (90, 90, 96), 0.75)

    def paint(s: pygame.Surface) -> None:
        w = s.get_width()
        c = w / 2
        if not spent:
            for i in range(10, 0, -1):
                pygame.draw.circle(s, (*colour, int(10 + 6 * (10 - i))), (c, c), w * (0.30 + 0.02 * i))
        body = vector.regular_polygon(c, c, w * 0.40, 8, rotation=math.pi / 8)
        pygame.draw.polygon(s, (0, 0, 0, 110), [(x + w * 0.015, y + w * 0.03) for x, y in body])
        pygame.draw.polygon(s, (96, 88, 104), body)
        top = vector.regular_polygon(c, c, w * 0.33, 8, rotation=math.pi / 8)
        pygame.draw.polygon(s, (128, 118, 136), top)
        pygame.draw.polygon(s, (58, 52, 66), body, max(2, int(w * 0.02)))
        pygame.draw.polygon(s, vector.shade(colour, 0.6), top, max(2, int(w * 0.015)))
        _altar_glyph(s, kind, c, c, w * 0.26, colour)

    return vector.render(("wc-altar", kind, spent), (size, size), paint)


def floor_image(
    fields: frozenset[tuple[int, int]],
    base: frozenset[tuple[int, int]],
    cell: int,
    origin: tuple[int, int],
    size: tuple[int, int],
) -> pygame.Surface:
    """The temple floor: bevelled stone slabs (the extra pieces in warmer stone) and a gold inlay.

    ``origin`` is the pixel position of field (0, 0)'s corner inside the image.  Painted in
    bands: whole, the floor took ~44 ms, too long for one frame of a table's opening.
    """

    def paint(s: pygame.Surface, whole: pygame.Rect) -> None:
        k = vector.unit()  # painter pixels per canvas pixel, at the window's scale
        cs = cell * k
        ox, oy = whole.left + origin[0] * k, whole.top + origin[1] * k
        xs = [f[0] for f in base]
        ys = [f[1] for f in base]
        inlay = pygame.Rect(
            ox + min(xs) * cs, oy + min(ys) * cs, (max(xs) - min(xs) + 1) * cs, (max(ys) - min(ys) + 1) * cs
        )
        frame = inlay.inflate(int(cs * 0.2), int(cs * 0.2))
        pygame.draw.rect(s, (0, 0, 0, 120), frame.move(0, 4 * k), border_radius=10 * k)
        pygame.draw.rect(s, (46, 38, 54), frame, border_radius=10 * k)
        pygame.draw.rect(s, (150, 120, 72), frame, 2 * k, border_radius=10 * k)
        for corner in (frame.topleft, frame.topright, frame.bottomleft, frame.bottomright):
            pygame.draw.circle(s, (58, 48, 66), corner, cs * 0.16)
            pygame.draw.circle(s, (212, 176, 106), corner, cs * 0.16, 2 * k)
            star = vector.star(corner[0], corner[1], cs * 0.1, cs * 0.04, 8)
            pygame.draw.polygon(s, (212, 176, 106), vector.whole_pixels(star))
        for x, y in sorted(fields):
            rect = pygame.Rect(ox + x * cs, oy + y * cs, cs, cs)
            tone = STONE if (x, y) in base else STONE_EXTRA
            vary = ((x * 7 + y * 13) % 5 - 2) * 3
            fill = tuple(max(0, min(255, ch + vary)) for ch in tone)
            pygame.draw.rect(s, (22, 20, 28), rect)
            slab = rect.inflate(-4 * k, -4 * k)
            pygame.draw.rect(s, fill, slab, border_radius=3 * k)
            pygame.draw.line(s, vector.shade(fill, 1.18), slab.topleft, slab.topright, 2 * k)
            pygame.draw.line(s, vector.shade(fill, 1.18), slab.topleft, slab.bottomleft, 2 * k)
            pygame.draw.line(s, vector.shade(fill, 0.7), slab.bottomleft, slab.bottomright, 2 * k)
            pygame.draw.line(s, vector.shade(fill, 0.7), slab.topright, slab.bottomright, 2 * k)
            if (x + y) % 2 == 0:  # a faint engraved rosette on alternate slabs
                pygame.draw.circle(s, vector.shade(fill, 0.88), slab.center, cs * 0.18, max(1, k))
        pygame.draw.rect(s, (30, 24, 16), inlay.inflate(8 * k, 8 * k), 5 * k, border_radius=6 * k)
        pygame.draw.rect(s, (212, 176, 106), inlay.inflate(6 * k, 6 * k), 2 * k, border_radius=6 * k)

    return vector.render_in_bands(("wc-floor", fields, cell, origin), size, paint, bands=4)
