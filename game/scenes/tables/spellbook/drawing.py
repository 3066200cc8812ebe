"""Painting the SpellBook table, region by region, from the view and its geometry.

Static pictures (cards, boards, materia) come cached from :mod:`.art`; this
module only places them and writes the few live numbers.  Text always goes
through :func:`game.sprites.text.draw_text`, so overflow is recorded.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import _, current_language
from game.rules.spellbook.data import COLOUR_NAMES, COLOURS, POOL_CAP, RUNE_NAMES, RUNES, SPELLS
from game.scenes.tables.spellbook import art, card_layout, texts
from game.scenes.tables.spellbook.art import ELEMENTS
from game.scenes.tables.spellbook.geometry import SeatGeo
from game.sprites import scale, vector
from game.sprites import text as textmod
from game.sprites.outline import outline
from game.sprites.scale import Canvas, draw
from game.sprites.tween import pulse_shade

if TYPE_CHECKING:
    from game.scenes.tables.spellbook.view import SpellBookView

PHASES = ("morning", "noon", "evening")
#: The rune names under the materia key: 10 px at 1280x720.
RUNE_KEY_SIZE = 15


def draw_table(v: SpellBookView, surface: Canvas) -> None:
    """The whole table on ``surface``, in canvas pixels (``scale`` puts it at the window's size)."""
    geo = v.geo
    assert geo is not None
    view = v.view
    surface.put(static_layer(v, surface))
    hidden = v.flying()
    _bag(v, surface)
    _altar(v, surface, hidden)
    _discard(v, surface, hidden)
    _day_track(v, surface)
    _banner(v, surface)
    for seat in geo.others:
        _small_seat(v, surface, geo.seats[seat], hidden)
    if view.get("rival"):
        _rival(v, surface, hidden)
    if geo.scores is not None:
        _scores(v, surface, geo.scores)
    _prompt_bar(v, surface)
    _big_seat(v, surface, geo.seats[geo.bottom], hidden)
    _payment_marks(v, surface)
    _affordances(v, surface)
    v.dd.draw_highlights(surface, v.time)
    for m, rect in v.flight_positions():
        shadow = scale.surface(rect.size, pygame.SRCALPHA)
        draw.ellipse(shadow, (0, 0, 0, 60), shadow.get_rect())
        surface.blit(shadow, rect.move(6, 14))
        surface.blit(art.materia_of(m, rect.width, v.colour_blind), rect)
    v.dd.draw_overlay(
        surface, pygame.Rect(geo.slots["prompt_bar"].x + 300, geo.slots["prompt_bar"].y - 56, 900, 46)
    )
    _chooser(v, surface)
    _zoom(v, surface)


def static_key(v: SpellBookView, surface: Canvas) -> tuple[Any, ...]:
    view = v.view
    rival = view.get("rival") or {}
    return (
        surface.key(),
        v.geo.bottom,
        tuple(v.geo.others),
        tuple(view["spells"]),
        v.colour_blind,
        current_language(),
        bool(view.get("solo")),
        len(rival.get("values", [])),
        len(v.geo.rival_spaces),
        len(v.geo.altar_spaces),
    )


def static_layer(v: SpellBookView, surface: Canvas) -> Canvas:
    """Everything that changes only with the seat order, language or palette, painted once.

    One opaque blit of this layer replaces a few hundred alpha blits per
    frame (boards, empty spaces, card faces, value labels).  It covers the whole
    surface: in a window that is not 16:9 the felt fills the margins too.
    """
    key = static_key(v, surface)
    if v.static is not None and v.static[0] == key:
        return v.static[1]
    geo, view = v.geo, v.view
    layer = surface.blank(reuse=v.static[1] if v.static else None)
    with scale.scaled(1):  # the felt is painted at the surface's own pixel size, margins included
        layer.raw.blit(art.table_background(layer.raw.get_size()), (0, 0))
    bag = geo.slots["bag"]
    layer.blit(art.board(bag.size), bag)
    _label(layer, _("Vortex bag"), pygame.Rect(bag.x + 10, bag.y + 6, bag.width - 20, 28), 19, align="center")
    altar = geo.slots["altar"]
    layer.blit(art.altar_image(altar.size), altar)
    for i, space in enumerate(geo.altar_spaces):
        layer.blit(art.empty_space(space.size, dashed=i >= 10), space)
    tray = geo.slots["discard"]
    layer.blit(art.board(tray.size, fill=art.PANEL_DARK), tray)
    for name in ("day_track", "turn_banner"):
        layer.blit(art.board(geo.slots[name].size), geo.slots[name])
    values = view["familiar_values"]
    for seat in geo.others:
        sg = geo.seats[seat]
        layer.blit(art.board(sg.panel.size), sg.panel)
        layer.blit(art.familiar_face(art.FAMILIARS[sg.seat % 4], 30), (sg.header.x, sg.header.y + 1))
        for slot in sg.pool_slots:
            layer.blit(art.empty_space(slot.size), slot)
        for i, slot in enumerate(sg.track):
            layer.blit(art.empty_space(slot.size), slot)
            textmod.draw_text(
                layer,
                str(values[i + 1] if i + 1 < len(values) else view["familiar_full"]),
                slot,
                15,  # 10 px at 1280x720
                art.INK_DIM,
                align="center",
                valign="middle",
                wrap_lines=False,
                min_size=15,
            )
        for sid, card in sg.cards.items():
            layer.blit(art.mini_card(sid, card.size, v.colour_blind), card)
    if view.get("rival"):
        _rival_static(v, layer)
    if geo.legend is not None:
        _legend(v, layer, geo.legend)
    if geo.scores is not None:
        layer.blit(art.board(geo.scores.size, fill=art.PANEL_DARK), geo.scores)
    sg = geo.seats[geo.bottom]
    layer.blit(art.board(sg.pool.size), sg.pool)
    for slot in sg.pool_slots:
        layer.blit(art.empty_space(slot.size), slot)
    kind = art.FAMILIARS[sg.seat % 4]
    layer.blit(
        art.board(sg.familiar.size, fill=vector.mix((30, 40, 38), art.FAMILIAR_TINTS[kind], 0.18)),
        sg.familiar,
    )
    layer.blit(art.familiar_face(art.FAMILIARS[sg.seat % 4], sg.familiar_art.width), sg.familiar_art)
    for slot in sg.track:
        layer.blit(art.empty_space(slot.size), slot)
    for sid, card in sg.cards.items():
        layer.blit(art.spell_card(sid, card.size, v.colour_blind), card)
    v.static = (key, layer)
    return layer


# --------------------------------------------------------------------------- pieces


def _label(
    surface: Canvas,
    text: str,
    rect: pygame.Rect,
    size: int = 20,
    colour=art.BRASS,
    bold: bool = True,
    align: str = "left",
    face: str = "serif",
) -> None:
    textmod.draw_text(
        surface,
        text,
        rect,
        size,
        colour,
        bold=bold,
        align=align,
        valign="middle",
        wrap_lines=False,
        min_size=max(11, size - 8),
        face=face,
    )


def _materia(v: SpellBookView, surface: Canvas, m: int, rect: pygame.Rect) -> None:
    surface.blit(art.materia_of(m, rect.width, v.colour_blind), rect)


def _pulse(v: SpellBookView, key: str) -> float:
    return max(0.0, v.pulses.get(key, 0.0))


def _bag(v: SpellBookView, surface: Canvas) -> None:
    """The bag, its glow while it may be drawn from and its count: a kept picture (``repaint.Kept``),
    painted again when one of them changes (the glow's shade, in a few steps) -- not blended anew
    over the layer every frame."""
    rect = v.geo.slots["bag"]
    glow = pulse_shade(math.sin(v.time * 3) ** 2, 70, 120) if "bag" in v.g.clicks else None
    pulse = _pulse(v, "reshuffle")
    key = (glow, pulse, v.view["bag"])
    v.kept_bag.draw(surface, rect.inflate(8, 8), key, lambda on: _paint_bag(v, on, rect, glow, pulse))


def _paint_bag(v: SpellBookView, surface: Canvas, rect: pygame.Rect, glow: int | None, pulse: float) -> None:
    img_rect = pygame.Rect(rect.x + 22, rect.y + 34, rect.width - 44, rect.height - 64)
    if glow is not None:  # 1.3 times the bag's width: still within its board
        light = vector.radial_glow(int(img_rect.width * 1.3), art.ACTIVE, glow)
        vector.blit_centered(surface, light, img_rect.center)
    if pulse:
        img_rect = img_rect.inflate(int(10 * pulse), int(10 * pulse))
    surface.blit(art.bag_image(img_rect.size), img_rect)
    count = pygame.Rect(rect.centerx - 40, rect.bottom - 34, 80, 28)
    draw.rect(surface, art.PANEL_DARK, count, border_radius=14)
    draw.rect(surface, art.BRASS_DIM, count, 1, border_radius=14)
    _label(surface, str(v.view["bag"]), count, 20, art.INK, align="center", face="sans")


def _altar(v: SpellBookView, surface: Canvas, hidden: set[int]) -> None:
    geo, view = v.geo, v.view
    rect = geo.slots["altar"]
    _flash(v, surface, rect, "refill")
    title = _("Altar") + f"  ·  {len(view['altar'])}"
    _label(surface, title, pygame.Rect(rect.x + 20, rect.y + 8, rect.width - 40, 32), 21, align="center")
    for m in view["altar"]:
        if m in geo.materia and m not in hidden and not _is_held(v, m):
            _materia(v, surface, m, geo.materia[m])


def _flash(v: SpellBookView, surface: Canvas, rect: pygame.Rect, *keys: str) -> None:
    """A brief brass outline when an event touched this area (refill, a new day)."""
    pulse = max(_pulse(v, key) for key in keys)
    if pulse > 0:
        surface.blit(outline(rect.size, (*art.ACTIVE, pulse_shade(pulse, 0, 220)), 3, 16), rect)


def _is_held(v: SpellBookView, m: int) -> bool:
    return v.dd.held is not None and v.dd.dragging and v.dd.held.id == ("m", m)


def _discard(v: SpellBookView, surface: Canvas, hidden: set[int]) -> None:
    geo, view = v.geo, v.view
    rect = geo.slots["discard"]
    _label(
        surface,
        _("Discard") + f"  ·  {len(view['discard'])}",
        pygame.Rect(rect.x + 14, rect.y + 6, rect.width - 28, 30),
        19,
    )
    shown = view["discard"][-len(geo.discard_slots) :]
    for m, slot in zip(shown, geo.discard_slots, strict=False):
        if m not in hidden:
            _materia(v, surface, m, slot)


def _day_track(v: SpellBookView, surface: Canvas) -> None:
    view = v.view
    rect = v.geo.slots["day_track"]
    phase = view.get("phase")
    steps = list(PHASES) + (["end"] if view.get("solo") else [])
    w = (rect.width - 24) // len(steps)
    for i, name in enumerate(steps):
        cell = pygame.Rect(rect.x + 12 + i * w, rect.y + 10, w, rect.height - 20)
        active = name == phase and not view.get("over")
        done = phase in steps and steps.index(phase) > i if phase in steps else view.get("over", False)
        if active:
            draw.rect(surface, (62, 74, 60), cell.inflate(-6, 0), border_radius=12)
            draw.rect(surface, art.ACTIVE, cell.inflate(-6, 0), 2, border_radius=12)
        colour = art.ACTIVE if active else (art.INK_DIM if not done else (110, 118, 110))
        icon = art.phase_icon(name if name != "end" else None, 44, colour)
        surface.blit(icon, (cell.centerx - 22, cell.y + 4))
        label = texts.phase_name(name) if name != "end" else _("rival")
        textmod.draw_text(
            surface,
            label.capitalize(),
            pygame.Rect(cell.x + 4, cell.y + 52, cell.width - 8, 28),
            18,
            colour,
            bold=active,
            align="center",
            wrap_lines=False,
            min_size=12,
        )
        left = int(view.get("morning_left", 0) or 0)
        if active and name == "morning" and left > 1:  # Sprint's extra morning action
            badge = pygame.Rect(cell.right - 40, cell.y + 2, 32, 22)
            draw.rect(surface, art.ACTIVE, badge, border_radius=11)
            _label(surface, f"×{left}", badge, 16, (40, 30, 10), align="center", face="sans")


def _banner(v: SpellBookView, surface: Canvas) -> None:
    view, names = v.view, v.ctx.names
    rect = v.geo.slots["turn_banner"]
    _flash(v, surface, rect, "day_start", "end_triggered")
    current = int(view["current"])
    icon = art.familiar_face(art.FAMILIARS[current % 4], 52)
    surface.blit(icon, (rect.x + 12, rect.centery - 26))
    if view.get("over"):
        title = _("The game is over.")
    else:
        title = _("{name}'s day").format(name=names[current])
    _label(surface, title, pygame.Rect(rect.x + 74, rect.y + 6, rect.width - 150, 34), 22, art.INK)
    sub = _("Day {day} · round {round}").format(day=view["day"], round=view["round"])
    if view.get("end_triggered") and not view.get("over"):
        sub += " · " + _("last round")
    colour = art.ACTIVE if view.get("end_triggered") else art.INK_DIM
    textmod.draw_text(
        surface,
        sub,
        pygame.Rect(rect.x + 74, rect.y + 42, rect.width - 150, 28),
        18,
        colour,
        wrap_lines=False,
        min_size=12,
    )
    key = art.first_player_marker(40)
    surface.blit(key, (rect.right - 58, rect.y + 8))
    first = int(view["first"])
    textmod.draw_text(
        surface,
        names[first],
        pygame.Rect(rect.right - 84, rect.y + 50, 76, 22),
        15,
        art.INK_DIM,
        align="center",
        wrap_lines=False,
        min_size=10,
    )


def _seat_title(v: SpellBookView, seat: int) -> str:
    return v.ctx.names[seat]


def _small_seat(v: SpellBookView, surface: Canvas, sg: SeatGeo, hidden: set[int]) -> None:
    view = v.view
    data = view["seats"][sg.seat]
    active = int(view["current"]) == sg.seat and not view.get("over")
    if active:
        draw.rect(surface, art.ACTIVE, sg.panel.inflate(0, -3).move(0, -1), 2, border_radius=16)
    head = sg.header
    if int(view["first"]) == sg.seat:
        surface.blit(art.first_player_marker(26), (head.right - 26, head.y + 3))
    score = texts.points_label(int(data["score"]))
    _label(
        surface,
        _seat_title(v, sg.seat),
        pygame.Rect(head.x + 38, head.y, head.width - 170, 32),
        20,
        art.ACTIVE if active else art.INK,
    )
    _label(
        surface,
        score,
        pygame.Rect(head.right - 130, head.y, 98, 32),
        19,
        art.BRASS,
        align="right",
        face="sans",
    )
    for m in data["pool"]:
        if m in v.geo.materia and m not in hidden:
            _materia(v, surface, m, v.geo.materia[m])
    textmod.draw_text(
        surface,
        f"{len(data['pool'])}/{POOL_CAP}",
        sg.value_box,
        18,
        art.INK_DIM,
        align="right",
        valign="middle",
        wrap_lines=False,
    )
    if len(data["track"]) < len(sg.track):
        draw.ellipse(surface, art.ACTIVE, sg.track[len(data["track"])].inflate(-2, -2), 2)
    for m, slot in zip(data["track"], sg.track, strict=False):
        if m not in hidden:
            _materia(v, surface, m, slot)
    for sid in sg.cards:
        learned = data["learned"].get(sid)
        if learned:
            row = sg.rows[(sid, learned["level"])]
            draw.rect(surface, art.ACTIVE, row.inflate(-2, 0), 2, border_radius=4)
            marker = learned.get("marker")
            if marker is not None and marker not in hidden:
                _materia(v, surface, marker, sg.markers[(sid, learned["level"])])


def _big_seat(v: SpellBookView, surface: Canvas, sg: SeatGeo, hidden: set[int]) -> None:
    """The seat in the big area: its pool with header, familiar board, spell cards and use pills."""
    _big_pool(v, surface, sg, hidden)
    _big_familiar(v, surface, sg, hidden)
    _big_cards(v, surface, sg, hidden)
    if sg.seat == v.ctx.viewer:
        _use_pills(v, surface, sg)


def _big_pool(v: SpellBookView, surface: Canvas, sg: SeatGeo, hidden: set[int]) -> None:
    """The pool's frame (lit on the active seat), its header (name, fill, points) and its materia."""
    view = v.view
    data = view["seats"][sg.seat]
    active = int(view["current"]) == sg.seat and not view.get("over")
    if active:
        draw.rect(surface, art.ACTIVE, sg.pool.inflate(0, -3).move(0, -1), 2, border_radius=16)
    name = v.ctx.names[sg.seat]
    title = _("{name}'s pool").format(name=name)
    _label(
        surface,
        title,
        pygame.Rect(sg.header.x, sg.header.y, sg.header.width - 150, sg.header.height),
        20,
        art.ACTIVE if active else art.INK,
    )
    full = len(data["pool"]) >= POOL_CAP
    _label(
        surface,
        f"{len(data['pool'])}/{POOL_CAP}",
        pygame.Rect(sg.header.right - 140, sg.header.y, 70, sg.header.height),
        20,
        (230, 140, 120) if full else art.INK_DIM,
        align="right",
        face="sans",
    )
    score = texts.points_label(int(data["score"]))
    _label(
        surface,
        score,
        pygame.Rect(sg.header.right - 66, sg.header.y, 66, sg.header.height),
        20,
        art.BRASS,
        align="right",
        face="sans",
    )
    for m in data["pool"]:
        if m in v.geo.materia and m not in hidden and not _is_held(v, m):
            _materia(v, surface, m, v.geo.materia[m])


def _big_familiar(v: SpellBookView, surface: Canvas, sg: SeatGeo, hidden: set[int]) -> None:
    """The familiar board: first-player marker, the familiar's line, the track with its values and materia."""
    view = v.view
    data = view["seats"][sg.seat]
    if int(view["first"]) == sg.seat:
        surface.blit(art.first_player_marker(30), (sg.familiar_art.right - 26, sg.familiar_art.bottom - 28))
    _label(
        surface,
        texts.familiar_line(view, sg.seat),
        pygame.Rect(sg.value_box.x, sg.familiar.y + 4, sg.value_box.width, 26),
        18,
        art.INK,
        face="sans",
        bold=False,
    )
    values = view["familiar_values"]
    filled = len(data["track"])
    for i, slot in enumerate(sg.track):
        nxt = i == filled
        if nxt:
            draw.ellipse(surface, art.ACTIVE, slot.inflate(-2, -2), 2)
        value_rect = pygame.Rect(slot.x - 2, slot.bottom + 2, slot.width + 4, 20)
        colour = art.ACTIVE if nxt else (art.INK if i == filled - 1 else art.INK_DIM)
        shown = values[i + 1] if i + 1 < len(values) else view["familiar_full"]
        textmod.draw_text(
            surface,
            str(shown),
            value_rect,
            15,
            colour,
            bold=nxt,
            align="center",
            wrap_lines=False,
            min_size=10,
        )
    for m, slot in zip(data["track"], sg.track, strict=False):
        if m not in hidden:
            _materia(v, surface, m, slot)


def _big_cards(v: SpellBookView, surface: Canvas, sg: SeatGeo, hidden: set[int]) -> None:
    """Over each learned spell: the rows it does not use shaded, its level framed, its marker."""
    data = v.view["seats"][sg.seat]
    for sid in sg.cards:
        learned = data["learned"].get(sid)
        if learned:
            level = learned["level"]
            for lv in (3, 4, 5):
                row = sg.rows[(sid, lv)]
                if lv > level and SPELLS[sid].phase is not None or lv != level and SPELLS[sid].phase is None:
                    shade = scale.surface(row.inflate(-6, 0).size, pygame.SRCALPHA)
                    shade.fill((10, 14, 16, 120))
                    surface.blit(shade, row.inflate(-6, 0))
            row = sg.rows[(sid, level)]
            draw.rect(surface, art.ACTIVE, row.inflate(-6, 2), 2, border_radius=8)
            marker = learned.get("marker")
            if marker is not None and marker not in hidden:
                _materia(v, surface, marker, sg.markers[(sid, level)])


def _use_pills(v: SpellBookView, surface: Canvas, sg: SeatGeo) -> None:
    """The viewer's usable spell rows glow, each with its "play" pill."""
    for (sid, level), pill in v.use_pills.items():
        row = sg.rows[(sid, level)]
        glow = pulse_shade(0.5 + 0.5 * math.sin(v.time * 3), 120, 220)
        band = row.inflate(-4, 0)
        surface.blit(outline(band.size, (*art.ACTIVE, glow), 2, 8, fill=(*art.ACTIVE, 28)), band)
        draw.rect(surface, (70, 56, 30), pill, border_radius=10)
        draw.rect(surface, art.ACTIVE, pill, 2, border_radius=10)
        cx, cy = pill.center  # a "play" mark: no words to translate in so small a badge
        draw.polygon(surface, art.ACTIVE, [(cx - 4, cy - 5), (cx - 4, cy + 5), (cx + 6, cy)])


RIVAL_INK = (214, 190, 230)


def _scores(v: SpellBookView, surface: Canvas, rect: pygame.Rect) -> None:
    """Points if the game ended now, per player, with where they come from."""
    view, names = v.view, v.ctx.names
    _label(surface, _("Points now"), pygame.Rect(rect.x + 16, rect.y + 6, rect.width - 32, 30), 19)
    seats = len(view["seats"])
    block = (rect.height - 44) // max(1, seats)
    for seat, data in enumerate(view["seats"]):
        top = rect.y + 40 + seat * block
        active = seat == int(view["current"]) and not view.get("over")
        _label(
            surface,
            names[seat],
            pygame.Rect(rect.x + 16, top, rect.width - 90, 26),
            18,
            art.ACTIVE if active else art.INK,
            face="sans",
        )
        _label(
            surface,
            str(data["score"]),
            pygame.Rect(rect.right - 70, top, 54, 26),
            20,
            art.BRASS,
            align="right",
            face="sans",
        )
        box = pygame.Rect(rect.x + 16, top + 26, rect.width - 32, block - 30)
        line = texts.breakdown_line(data)
        k = scale.scale_of(surface)
        if not textmod.fit_size(line, scale.px_rect(box, k), scale.px(15, k), scale.px(15, k))[1]:
            line = texts.breakdown_summary(data)  # the whole line is in the board's tooltip
        textmod.draw_text(surface, line, box, 15, art.INK_DIM, min_size=15)


def _legend(v: SpellBookView, layer: Canvas, rect: pygame.Rect) -> None:
    """What each glyph and silhouette means: colour is never the only clue."""
    layer.blit(art.board(rect.size, fill=art.PANEL_DARK), rect)
    _label(layer, _("Materia"), pygame.Rect(rect.x + 16, rect.y + 6, rect.width - 32, 30), 19)
    row_h = 30
    for i, colour in enumerate(COLOURS):
        y = rect.y + 40 + i * row_h
        layer.blit(art.materia_image(colour, "circle", 26, v.colour_blind), (rect.x + 16, y))
        text = _("{colour} · {element}").format(colour=_(COLOUR_NAMES[colour]), element=_(ELEMENTS[colour]))
        textmod.draw_text(
            layer,
            text,
            pygame.Rect(rect.x + 50, y, rect.width - 62, 26),
            17,
            art.INK_DIM,
            valign="middle",
            wrap_lines=False,
            min_size=11,
        )
    y = rect.y + 40 + len(COLOURS) * row_h + 4
    if y + 26 <= rect.bottom - 6:
        _rune_key(layer, pygame.Rect(rect.x + 8, y, rect.width - 16, 24))


def _rune_key(layer: Canvas, line: pygame.Rect) -> None:
    """The three runes and their names on one line, each name as wide as it is: shares of a
    third cut "Quadrat" and "kwadrat" to 8 px at 1280x720, while the line holds all three at 10."""
    names = [_(RUNE_NAMES[rune]) for rune in RUNES]
    widths = [textmod.font(RUNE_KEY_SIZE).size(name)[0] + 3 for name in names]
    gap = max(0, (line.width - sum(widths) - 21 * len(RUNES)) // (len(RUNES) - 1))
    x = line.x
    for rune, name, width in zip(RUNES, names, widths, strict=True):
        art.rune_mark(layer, rune, x + 9, line.y + 12, 9, art.PARCHMENT)
        room = min(width, line.right - x - 21)
        textmod.draw_text(
            layer,
            name,
            pygame.Rect(x + 21, line.y, room, line.height),
            RUNE_KEY_SIZE,
            art.INK_DIM,
            valign="middle",
            wrap_lines=False,
            min_size=RUNE_KEY_SIZE,
        )
        x += 21 + width + gap


def _rival_static(v: SpellBookView, layer: Canvas) -> None:
    geo, rival = v.geo, v.view["rival"]
    rect = geo.slots["rival"]
    layer.blit(art.board(rect.size, fill=(34, 30, 40), border=(110, 90, 120)), rect)
    layer.blit(art.familiar_face("rival", 36), (rect.x + 16, rect.y + 7))
    values = rival.get("values", [])
    refresh = set(rival.get("refresh", []))
    for i, slot in enumerate(geo.rival_spaces):
        layer.blit(art.empty_space(slot.size, tint=(120, 100, 130)), slot)
        if i in refresh:
            layer.blit(art.refresh_symbol(22, RIVAL_INK), (slot.right - 14, slot.y - 8))
        shown = values[i + 1] if i + 1 < len(values) else rival.get("full", values[-1] if values else 0)
        textmod.draw_text(
            layer,
            str(shown),
            pygame.Rect(slot.x - 6, slot.bottom + 2, slot.width + 12, 22),
            16,
            art.INK_DIM,
            align="center",
            wrap_lines=False,
            min_size=10,
        )
    low = geo.slots["rival_lower"]
    draw.rect(layer, (26, 22, 32), low, border_radius=12)
    draw.rect(layer, (110, 90, 120), low, 1, border_radius=12)


def _rival(v: SpellBookView, surface: Canvas, hidden: set[int]) -> None:
    geo, view = v.geo, v.view
    rival = view["rival"]
    rect = geo.slots["rival"]
    head = pygame.Rect(rect.x + 58, rect.y + 8, rect.width - 80, 34)
    title = _("The rival") + "  ·  " + texts.points_label(int(rival.get("score", 0)))
    _label(surface, title, head, 22, RIVAL_INK)
    track = rival.get("track", [])
    if len(track) < len(geo.rival_spaces):
        draw.ellipse(surface, art.ACTIVE, geo.rival_spaces[len(track)].inflate(-2, -2), 2)
    for m, slot in zip(track, geo.rival_spaces, strict=False):
        if m not in hidden:
            _materia(v, surface, m, slot)
    low = geo.slots["rival_lower"]
    lower = rival.get("lower", [])
    _label(
        surface,
        _("Lower area") + f"  ·  {len(lower)}",
        pygame.Rect(low.x + 14, low.y + 6, low.width - 28, 30),
        18,
        RIVAL_INK,
    )
    for m, slot in zip(lower, geo.rival_lower_slots, strict=False):
        if m not in hidden:
            _materia(v, surface, m, slot)


def prompt_line(v: SpellBookView) -> str:
    """The prompt bar's sentence: the payment in progress, else how to do what may be done now."""
    pay = v.g.payment
    if pay is not None and pay.marker is not None:
        from game.scenes.tables.spellbook import gestures

        plan = gestures.plan_payment(pay, v.pay_selection)
        units = plan[1] if plan else 0
        reals = sum(1 for m in v.pay_selection if m in pay.pay_actions)
        wild_units = units - reals if plan else 0
        return (
            texts.payment_status(units, pay.remaining, reals, wild_units)
            + "  "
            + _("Click materia to add or remove them; three with the same rune make one wild.")
        )
    can_learn = any(a.kind == "learn" for a in v.ctx.legal)
    return texts.hint(v.view, v.may_act(), v.g.prompt_kind, v.ctx.names, can_learn)


def _prompt_bar(v: SpellBookView, surface: Canvas) -> None:
    """The bar, its line and buttons: a kept picture, drawn again only when one of them changes."""
    bar = v.geo.slots["prompt_bar"]
    mine = v.may_act()
    line = prompt_line(v)
    tokens = tuple((m, tuple(r)) for (m, _chain), (r, _same) in zip(v.g.tokens, token_rects(v), strict=True))
    buttons = tuple((tuple(b.rect), b.label, b.enabled, b.key == "confirm") for b in v.buttons)
    key = (tuple(bar), mine, line, tokens, buttons, v.colour_blind)
    v.kept_bar.draw(surface, bar, key, lambda on: _paint_prompt_bar(v, on, bar, mine, line))


def _paint_prompt_bar(v: SpellBookView, surface: Canvas, bar: pygame.Rect, mine: bool, line: str) -> None:
    edge = (*(art.ACTIVE if mine else art.PANEL_BORDER), 255)
    surface.blit(outline(bar.size, edge, 2, 12, fill=(16, 24, 26, 220)), bar)
    left = min((b.rect.x for b in v.buttons), default=bar.right) - 16
    text_rect = pygame.Rect(bar.x + 18, bar.y + 4, left - bar.x - 18 - 44 * len(v.g.tokens), bar.height - 8)
    textmod.draw_text(
        surface, line, text_rect, 20, art.INK if mine else art.INK_DIM, valign="middle", min_size=13
    )
    for (m, _chain), (r, _same) in zip(v.g.tokens, token_rects(v), strict=True):
        _materia(v, surface, m, r)
    for b in v.buttons:
        _button(surface, b.rect, b.label, b.enabled, primary=b.key == "confirm")


def token_rects(v: SpellBookView) -> list[tuple[pygame.Rect, list[Any]]]:
    """Prompt-bar materia choices (Synergy's store-from-the-discard) as clickable rects."""
    bar = v.geo.slots["prompt_bar"]
    left = min((b.rect.x for b in v.buttons), default=bar.right) - 16
    n = len(v.g.tokens)
    return [
        (pygame.Rect(left - (n - i) * 44, bar.y + 4, 38, 38), chain)
        for i, (_m, chain) in enumerate(v.g.tokens)
    ]


def _button(surface: Canvas, rect: pygame.Rect, label: str, enabled: bool, primary: bool = False) -> None:
    fill = (92, 72, 36) if primary and enabled else (38, 52, 54) if enabled else (28, 32, 34)
    border = art.ACTIVE if enabled else (70, 76, 76)
    draw.rect(surface, fill, rect, border_radius=10)
    draw.rect(surface, border, rect, 2, border_radius=10)
    textmod.draw_text(
        surface,
        label,
        rect.inflate(-16, -4),
        20,
        art.INK if enabled else (120, 124, 120),
        bold=True,
        align="center",
        valign="middle",
        wrap_lines=False,
        min_size=12,
    )


def _affordances(v: SpellBookView, surface: Canvas) -> None:
    """While nothing is held, softly ring every materia the player can do something with;
    the one under the pointer (or any other active thing: bag, card row) lights up fully."""
    if v.dd.held is not None or not v.may_act():
        return
    alpha = pulse_shade(0.5 + 0.5 * math.sin(v.time * 2.5), 110, 200)
    pointer = v.dd.pointer
    flying = v.flying()
    for src in v.dd.sources:
        key = src.id
        if isinstance(key, tuple) and key[0] == "m" and key[1] in flying:
            continue  # still in the air: ring it once it lands
        hover = src.rect.collidepoint(pointer)
        is_materia = isinstance(key, tuple) and key[0] == "m"
        active = key in v.g.drags or key in v.g.clicks or not is_materia
        if v.g.payment is not None and is_materia:
            continue  # the payment marks say what each materia does
        if not active or not (is_materia or hover):
            continue
        ring = src.rect.inflate(10, 10) if is_materia else src.rect.inflate(6, 6)
        colour = (*art.ACTIVE, 255 if hover else alpha)
        if is_materia:
            layer = outline(ring.size, colour, 4 if hover else 3)
        else:
            layer = outline(ring.size, colour, 2, 10, fill=(*art.ACTIVE, 40))
        surface.blit(layer, ring)


def _payment_marks(v: SpellBookView, surface: Canvas) -> None:
    """During a payment: selected materia ringed, possible wild groups tinted by rune."""
    pay = v.g.payment
    if pay is None or v.geo is None:
        return
    wilds = pay.wild_members()
    for m in v.view["seats"][v.bottom]["pool"]:
        rect = v.geo.materia.get(m)
        if rect is None:
            continue
        if pay.marker is None:
            if m in pay.marker_actions:
                draw.ellipse(surface, art.ACTIVE, rect.inflate(8, 8), 3)
            continue
        if m == pay.marker:  # chosen marker: goes onto the card when the payment completes
            draw.ellipse(surface, art.BRASS, rect.inflate(12, 12), 4)
            tag = pygame.Rect(rect.centerx - 10, rect.bottom - 6, 20, 20)
            draw.ellipse(surface, art.BRASS, tag)
            surface.blit(art.phase_icon(None, 16, (40, 30, 10)), tag.inflate(-4, -4))
            continue
        if m in pay.spent:  # paid already: it leaves the pool when the payment completes
            draw.ellipse(surface, (120, 230, 150), rect.inflate(12, 12), 6)
            continue
        if m in v.pay_selection:
            draw.ellipse(surface, (120, 230, 150), rect.inflate(10, 10), 4)
            tag = pygame.Rect(rect.centerx - 12, rect.bottom - 6, 24, 24)  # its digit: 10 px at 1280x720
            real = m in pay.pay_actions
            draw.ellipse(surface, (40, 110, 60) if real else (90, 70, 130), tag)
            textmod.draw_text(
                surface,
                "1" if real else "⅓" if pay.wild_kind == "triple" else "1",
                tag,
                15,
                art.INK,
                bold=True,
                align="center",
                valign="middle",
                wrap_lines=False,
                min_size=15,
            )
        elif m in pay.pay_actions:
            draw.ellipse(surface, art.ACTIVE, rect.inflate(8, 8), 2)
        elif m in wilds:
            rune = RUNES[(m % 15) // 5]
            tint = {"circle": (150, 200, 255), "triangle": (255, 190, 140), "square": (200, 255, 170)}[rune]
            draw.ellipse(surface, tint, rect.inflate(8, 8), 2)
    spell_card = v.geo.seats[v.bottom].rows.get((pay.spell, pay.level))
    if spell_card is not None:
        draw.rect(surface, (120, 230, 150), spell_card.inflate(-2, 4), 3, border_radius=8)


def _chooser(v: SpellBookView, surface: Canvas) -> None:
    box = v.chooser_rect()
    if box is None or not v.chooser:
        return
    shade = scale.surface(box.size, pygame.SRCALPHA)
    draw.rect(shade, (14, 20, 22, 245), shade.get_rect(), border_radius=14)
    draw.rect(shade, (*art.ACTIVE, 255), shade.get_rect(), 2, border_radius=14)
    surface.blit(shade, box)
    _label(surface, v.chooser_title, pygame.Rect(box.x + 16, box.y + 8, box.width - 32, 32), 21)
    for i, b in enumerate(v.chooser):
        _button(surface, b.rect, f"{i + 1}. {b.label}" if i < 9 else b.label, b.enabled)


def _zoom(v: SpellBookView, surface: Canvas) -> None:
    """The large card a right-click opens: readable texts at any window size, and its state."""
    if v.zoom is None:
        return
    seat, sid = v.zoom
    area = pygame.Rect(0, 64, 1560, 1016)
    shade = scale.surface(area.size, pygame.SRCALPHA)
    shade.fill((6, 10, 12, 200))
    surface.blit(shade, area)
    card = pygame.Rect(0, 0, 520, 800)
    card.center = (area.centerx - 300, area.centery)
    surface.blit(art.spell_card(sid, card.size, v.colour_blind), card)
    learned = v.view["seats"][seat]["learned"].get(sid)
    if learned:
        row = card_layout.rows(card)[learned["level"] - 3]
        draw.rect(surface, art.ACTIVE, row.inflate(-8, 4), 4, border_radius=12)
        marker = learned.get("marker")
        if marker is not None:
            _materia(v, surface, marker, card_layout.medallion(row).inflate(14, 14))
    side = pygame.Rect(card.right + 40, card.y + 20, area.right - card.right - 80, card.height - 40)
    surface.blit(art.board(side.inflate(40, 40).size, fill=art.PANEL_DARK, alpha=252), side.inflate(40, 40))
    info = texts.card_tooltip(v.view, seat, sid, learned["level"] if learned else None)
    owner = _("{name}'s card").format(name=v.ctx.names[seat])
    _label(surface, owner, pygame.Rect(side.x, side.y, side.width, 36), 24, art.BRASS)
    textmod.draw_text(
        surface,
        info,
        pygame.Rect(side.x, side.y + 50, side.width, side.height - 100),
        22,
        art.INK,
        min_size=14,
        spacing=1.1,
    )
    textmod.draw_text(
        surface,
        _("Click anywhere to close."),
        pygame.Rect(side.x, side.bottom - 36, side.width, 30),
        18,
        art.INK_DIM,
        wrap_lines=False,
        min_size=12,
    )
