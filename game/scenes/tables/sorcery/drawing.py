"""Painting School of Sorcery's table: the static layer, phase track, seats, locations and the overlay.

The painting half of :class:`~game.scenes.tables.sorcery.view.SorceryView`, apart
from its state and input: a mixin, so it reads the view's own fields and
geometry as it did inside the class.  Pictures come cached from :mod:`.art`.

Everything is drawn through :mod:`game.sprites.scale` in canvas pixels: on a
window larger than 1920x1080 the table is painted at the window's own pixel
size (text at the scaled font size, art at the scaled picture size), never
resampled; at 1920x1080 every conversion is the identity.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.i18n import _, current_language, ngettext, tr
from game.rules.base import N_
from game.scenes.tables.sorcery import art
from game.scenes.tables.sorcery.geometry import CARD, CAST, GEM, LOCATION_PARAMS
from game.scenes.ui import theme
from game.sprites import scale, vector
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas, draw

PHASES = (N_("Crystals"), N_("Casting"), N_("Portal"), N_("Abilities"), N_("Resolution"))
ROMAN = ("I", "II", "III", "IV", "V")


def _phase_boxes(box: pygame.Rect, labels: list[str]) -> list[pygame.Rect]:
    """The five phases' boxes after the round, each as wide as its label needs plus an equal share
    of the rest: five equal boxes held "IV Umiejętności" at 10 px at 1280x720 only cut."""
    font = theme().font(16, bold=True)
    need = [font.size(text)[0] + 24 for text in labels]
    room = box.w - 100 - 8 * len(labels)
    extra = (room - sum(need)) / len(labels)
    rects, x = [], box.x + 96.0
    for n in need:
        w = max(1, round(n + extra))
        rects.append(pygame.Rect(round(x), box.y + 8, w, box.h - 16))
        x += w + 8
    return rects


class SorceryDrawing:
    """``draw`` and its parts; mixed into the view, which owns every field read here."""

    def _panel(self, surface: Canvas, rect: pygame.Rect, alpha: int, lit: bool = False) -> None:
        """A translucent rounded panel in the theme's colours, painted once per size (cheap to blit)."""
        t = theme()
        fill = (*t.c("normal_bg")[:3], alpha)
        border = t.c("hovered_border" if lit else "normal_border")[:3]
        surface.blit(vector.panel(rect.size, fill, border, radius=12, border_width=2), rect)

    def _static_layer(self, surface: Canvas) -> Canvas:
        """Felt, the four big panels, the phase track, the seats' names, scores and counts and the
        location cards at rest in one opaque picture of the whole window, rebuilt only when one of
        them, the language or the window's size changes: their texts and circles cost more than a
        millisecond a frame, the six cards' blits 0.7 ms at 2560x1440."""
        lit = (self.opp in self.ctx.to_act, self.me in self.ctx.to_act)
        key = (
            surface.key(),
            *lit,
            self.v["round"],
            self.v["phase"],
            self.v.get("window"),
            current_language(),
            self._seat_header_key(),
            self._cards_at_rest(),
        )
        if self._static is None or self._static[0] != key:
            layer = surface.blank(reuse=self._static[1] if self._static else None)
            layer.raw.blit(art.table_backdrop(layer.raw.get_size()), (0, 0))  # the felt fills the margins
            self._panel(layer, self.lay["phases"], 200)
            self._panel(layer, self.lay["info"], 200)
            self._panel(layer, self.lay["opp"], 210, lit=key[1])
            self._panel(layer, self.lay["me"], 210, lit=key[2])
            self._draw_phases(layer)
            for seat in (self.opp, self.me):
                self._draw_seat_header(layer, seat)
            for i, cid in enumerate(key[-1]):
                if cid is not None:
                    layer.blit(self._location_card(cid), self.card_rect(i))
            self._static = (key, layer)
        return self._static[1]

    def _cards_at_rest(self) -> tuple[str | None, ...]:
        """Each location's card where it stays (None: none, or one still flying in or sliding)."""
        cards = (loc["card"] for loc in self.v["locations"])
        return tuple(c if c not in self.hidden and not self.slide.get(c) else None for c in cards)

    def _location_card(self, cid: str) -> pygame.Surface:
        return art.portal_image(CARD) if cid == "portal" else art.card_image(self.card(cid), CARD)

    def draw(self, target: scale.Target) -> None:
        """The table at ``target``'s scale (a plain surface, e.g. a save's thumbnail, is scale 1)."""
        with scale.drawing(target) as surface:
            self.dd.keep_pictures_at_scale(self._set_drag_items)
            self._draw_table(surface)

    def _draw_table(self, surface: Canvas) -> None:
        surface.put(self._static_layer(surface))
        self._draw_track(surface)
        self._draw_seat(surface, self.opp)
        self._draw_seat(surface, self.me)
        self._draw_locations(surface)
        self._draw_overlay(surface)
        for img, pos, _t in self.flying:
            vector.blit_centered(surface, img, pos)
        self.dd.draw_highlights(surface, pygame.time.get_ticks() / 1000.0)
        box = self.lay["controls"]  # the buttons kept as a picture over the layer (``repaint.Kept``)
        key = self.widgets.look(self._mouse, box)
        self.kept_controls.draw(surface, box, key, lambda on: self.widgets.draw(on, self._mouse))
        self.dd.draw_overlay(surface, pygame.Rect(self.lay["hand"].x, self.lay["hand"].y + 2, 720, 30))
        self.confirm.draw(surface, self._mouse)

    @staticmethod
    def _gold_title(surface: Canvas, text: str, centre: tuple[int, int], size: int, **kw: Any) -> None:
        """A bold gold line centred on ``centre``: the overlays' titles and a turned die's new face."""
        theme().blit_text(surface, text, centre, size, "gold", bold=True, anchor="center", **kw)

    def _draw_phases(self, surface: Canvas) -> None:
        t = theme()
        box = self.lay["phases"]
        v = self.v
        t.blit_text(
            surface,
            _("Round {n}").format(n=v["round"]),
            (box.x + 12, box.centery),
            18,
            "gold",
            bold=True,
            anchor="midleft",
            max_width=84,
            min_size=art.FLOOR,
        )
        window = v.get("window")  # the one-time cards' window after phase II (w1) or IV (w2)
        labels = [f"{ROMAN[k]} {_(PHASES[k])}" for k in range(5)]
        for k, r in enumerate(_phase_boxes(box, labels)):
            on = v["phase"] == k + 1
            text = labels[k]
            fill = (120, 96, 190) if on else (44, 38, 72)
            if on and window:  # not "II Casting" while the cast is over and one-time cards are played
                text, fill = _("One-time"), vector.shade(art.TYPE_COLOURS["one_time"], 0.62)
            draw.rect(surface, fill, r, border_radius=8)
            if on:
                draw.rect(surface, art.GOLD, r, 2, border_radius=8)
            t.blit_text(
                surface,
                text,
                r.center,
                16,
                "hovered_text" if on else "secondary_text",
                bold=on,
                anchor="center",
                max_width=r.w - 16,  # clear of the gold rim: "V Rozpatrzenie" in bold touched it
                min_size=art.FLOOR,
            )

    def _draw_track(self, surface: Canvas) -> None:
        """The info bar: a kept picture (``repaint.Kept``), painted again when a count in it changes."""
        v = self.v
        shows = (v["deck_size"], tuple(v["pool"]), v["pool_tokens"], v["goal"], bool(v.get("reconstruction")))
        self.kept_track.draw(surface, self.lay["info"], (current_language(), *shows), self._paint_track)

    def _paint_track(self, surface: Canvas) -> None:
        t = theme()
        v = self.v
        info = self.lay["info"]
        x = info.x + 14
        cy = info.centery
        surface.blit(art.card_back((26, 36)), (x, cy - 18))
        x = self._info(surface, _("Deck: {n}").format(n=v["deck_size"]), x + 34) + 20
        x = self._info(surface, _("Pool:"), x, "secondary_text") + 8
        for seat in (0, 1):
            surface.blit(art.crystal(seat, (20, 20)), (x, cy - 10))
            x = self._info(surface, str(v["pool"][seat]), x + 24) + 14
        surface.blit(art.token((22, 22)), (x, cy - 11))
        x = self._info(surface, str(v["pool_tokens"]), x + 26) + 18
        x = self._info(surface, _("Goal: {n} points").format(n=v["goal"]), x, "gold")
        if v.get("reconstruction"):
            note = _("Deck: project reconstruction")
            if t.font(art.FLOOR).size(note)[0] < info.right - 12 - x - 8:  # only where it fits; F1 says it
                t.blit_text(
                    surface,
                    note,
                    (info.right - 12, cy),
                    art.FLOOR,
                    "secondary_text",
                    anchor="midright",
                    max_width=info.right - 12 - x,
                )

    def _info(self, surface: Canvas, text: str, x: int, colour: str = "normal_text") -> int:
        """One item of the info bar from ``x``; it shrinks, then shortens, before it leaves the bar."""
        info = self.lay["info"]
        room = info.right - 12 - x
        return (
            theme()
            .blit_text(
                surface,
                text,
                (x, info.centery),
                18,
                colour,
                anchor="midleft",
                max_width=room,
                min_size=art.FLOOR,
            )
            .right
        )

    def _draw_seat(self, surface: Canvas, seat: int) -> None:
        """What moves within a turn; the seat's name, score track and counts are in the static layer."""
        v = self.v
        mine = seat == self.me
        box = self.lay["me"] if mine else self.lay["opp"]
        self._draw_dice(surface, seat)
        self._draw_areas(surface, seat)
        if not mine:
            self._draw_opponent_hand(surface, box)
        elif not (v.get("pending") or {}).get("dice"):  # else a card's dice show in the hand's place
            self._draw_hand(surface)

    def _seat_header_key(self) -> tuple[Any, ...]:
        v = self.v
        counts = (tuple(v[k]) for k in ("scores", "reserve", "tokens"))
        return (tuple(self.ctx.names), v["wizard"], v["goal"], *counts)

    def _draw_seat_header(self, surface: Canvas, seat: int) -> None:
        t = theme()
        v = self.v
        box = self.lay["me"] if seat == self.me else self.lay["opp"]
        col = art.SEAT_COLOURS[seat]
        name_pos = (box.x + 16, box.y + 12)
        surface.blit(art.crystal(seat, (26, 26)), name_pos)
        t.blit_text(
            surface,
            self.ctx.names[seat],
            (name_pos[0] + 34, name_pos[1] - 2),
            24,
            col,
            bold=True,
            face="serif",
            max_width=300,
        )
        if v["wizard"] == seat:
            surface.blit(art.wizard_marker((38, 44)), (box.x + 340, box.y + 4))
        # score track
        goal = v["goal"]
        sx, sy = box.x + 16, box.y + 52
        for p in range(goal + 1):
            r = pygame.Rect(sx + p * 26, sy, 22, 22)
            reached = p <= v["scores"][seat]
            draw.circle(surface, col if reached else (50, 44, 80), r.center, 11)
            if p == v["scores"][seat]:
                draw.circle(surface, (255, 240, 200), r.center, 12, 2)
        dice_x = self.die_rect(seat, 0).x - 12
        points_x = sx + (goal + 1) * 26 + 8
        t.blit_text(
            surface,
            ngettext("{n} point", "{n} points", v["scores"][seat]).format(n=v["scores"][seat]),
            (points_x, sy + 11),
            18,
            "hovered_text",
            bold=True,
            anchor="midleft",
            max_width=dice_x - points_x,
            min_size=art.FLOOR,
        )
        # reserve and reroll tokens
        rx, ry = self.reserve_pos(seat)
        surface.blit(art.crystal(seat, (28, 28)), (rx - 100, ry - 14))
        t.blit_text(
            surface,
            _("Reserve: {n}").format(n=v["reserve"][seat]),
            (rx - 66, ry),
            18,
            anchor="midleft",
            max_width=120,
            min_size=art.FLOOR,
        )
        surface.blit(art.token((26, 26)), (rx + 60, ry - 13))
        t.blit_text(
            surface,
            _("Reroll tokens: {n}").format(n=v["tokens"][seat]),
            (rx + 92, ry),
            18,
            anchor="midleft",
            max_width=dice_x - rx - 92,
            min_size=art.FLOOR,
        )

    def _draw_opponent_hand(self, surface: Canvas, box: pygame.Rect) -> None:
        """The opponent's six cast cards (a public set); the three revealed this round are dimmed.
        A kept picture (``repaint.Kept``), painted again when a card is revealed or turned."""
        v = self.v
        out = {row[0] for row in v["revealed"][self.opp]} if v.get("revealed") else set()
        cards = tuple((cc["value"], cc["flip"], idx in out) for idx, cc in enumerate(v["cast_cards"]))
        region = pygame.Rect(box.x + 14, box.y + 116, 120 + 36 * len(cards), 50)
        key = (current_language(), cards)
        self.kept_opp_hand.draw(surface, region, key, lambda on: self._paint_opponent_hand(on, box, cards))

    def _paint_opponent_hand(
        self, surface: Canvas, box: pygame.Rect, cards: tuple[tuple[Any, ...], ...]
    ) -> None:
        theme().blit_text(
            surface,
            _("Cast cards"),
            (box.x + 16, box.y + 140),
            16,
            "secondary_text",
            bold=True,
            anchor="midleft",
            max_width=100,  # a gap before the first card: the German "Machtkarten" touched it at 108
            min_size=art.FLOOR,
        )
        for idx, (value, flip, out) in enumerate(cards):
            img = art.cast_card(value, flip, (30, 42))
            if out:
                img = img.copy()
                img.set_alpha(90)
            surface.blit(img, (box.x + 130 + idx * 36, box.y + 120))

    def _draw_dice(self, surface: Canvas, seat: int) -> None:
        """A seat's dice and the cast cards under them: a kept picture (``repaint.Kept``), painted
        again when a die or a card changes; painted straight while a die spins or a card turns."""
        if self.v["phase"] == 0:
            return  # the draft comes before any die is rolled
        dice = self._dice_shown(seat)
        rects = [self.die_rect(seat, d).union(self.under_die(seat, d)) for d in range(len(dice))]
        if not rects:
            return
        region = rects[0].unionall(rects[1:])
        region.h += 22  # a turned card's new face is written below it
        still = all(angle == 0 and (card is None or card[3] in (None, 1.0)) for _f, angle, _s, card in dice)
        kept = self.kept_dice.setdefault(seat, Kept())
        key = (dice, self.slots.get(seat)) if still else None
        kept.draw(surface, region, key, lambda on: self._paint_dice(on, seat, dice))

    def _dice_shown(self, seat: int) -> tuple[tuple[Any, ...], ...]:
        """Each die as drawn: (face, angle, selected, card beneath) with the card as (value, flip,
        face up, squash, new face shown), squash None for a card laid, not revealed; None: no card."""
        v = self.v
        revealed = v.get("revealed")
        rolling = (v.get("pending") or {}).get("dice")  # a card's own dice: no die of the seat's is picked
        selectable = seat == self.me and bool(self.my_legal("reroll")) and not rolling
        shown: list[tuple[Any, ...]] = []
        for d, face in enumerate(v["dice"][seat]):
            value, angle = self.spin.get((seat, d), (face, 0.0))
            card: tuple[Any, ...] | None = None
            if revealed:
                idx, turned, _placed = revealed[seat][d]
                cc = v["cast_cards"][idx]
                squash = max(0.05, abs(1 - 2 * self.flip)) if self.flip < 1 else 1.0
                up = self.flip >= 0.5
                card = (cc["value"], cc["flip"], up, squash, turned if up else None)
            elif seat == self.me and (d in self.placed or v["my_assignment"]):
                cc = v["cast_cards"][self.placed[d] if d in self.placed else v["my_assignment"][d]]
                card = (cc["value"], cc["flip"], True, None, None)
            elif v["assigned"][seat]:
                card = (0, False, False, None, None)
            shown.append((value, angle, selectable and d in self.reroll, card))
        return tuple(shown)

    def _paint_dice(self, surface: Canvas, seat: int, dice: tuple[tuple[Any, ...], ...]) -> None:
        for d, (value, angle, selected, card) in enumerate(dice):
            r = self.die_rect(seat, d)
            img = art.die_face(value, r.size, seat, selected=selected)
            if angle:
                img = pygame.transform.rotate(img, angle)
            vector.blit_centered(surface, img, r.center)
            if card is None:
                continue
            under = self.under_die(seat, d)
            value, flip, up, squash, turned = card
            img = art.cast_card(value, flip, under.size, face_up=up)
            if squash is None:
                surface.blit(img, under)
                continue
            img = pygame.transform.scale(img, scale.px_size((max(1, int(under.w * squash)), under.h)))
            vector.blit_centered(surface, img, under.center)
            if turned is not None:  # the location the card sends its crystals to ("@ 6" read as code)
                self._gold_title(surface, f"\u2192 {turned}", (under.centerx, under.bottom + 10), 15)

    def _draw_hand(self, surface: Canvas) -> None:
        """The cast cards: a kept picture (``repaint.Kept``), painted again when a card is placed,
        held or offered -- not six cards blended over the layer every frame."""
        v = self.v
        box = self.lay["hand"]
        used = set(self.placed.values())
        if v["my_assignment"]:
            used |= set(v["my_assignment"])
        if v.get("revealed"):
            used |= {row[0] for row in v["revealed"][self.me]}
        held = self.dd.held.id if getattr(self.dd, "held", None) is not None else None
        cards = tuple(
            (tuple(self.hand_rect(i)), cc["value"], cc["flip"], i in used or held == ("cast", i))
            for i, cc in enumerate(v["cast_cards"])
        )
        fits = all(box.contains(pygame.Rect(r).inflate(8, 8)) for r, *_rest in cards)
        key = (_("Cast cards"), cards, self.my_legal("assign")) if fits else None
        self.kept_hand.draw(surface, box, key, lambda on: self._paint_hand(on, box, cards))

    def _paint_hand(self, surface: Canvas, box: pygame.Rect, cards: tuple[tuple[Any, ...], ...]) -> None:
        theme().blit_text(
            surface, _("Cast cards"), (box.x + 8, box.y + 8), 18, "gold", bold=True, max_width=box.w - 16
        )
        for rect, value, flip, away in cards:
            r = pygame.Rect(rect)
            if away:
                draw.rect(surface, (60, 52, 90), r, 2, border_radius=10)
                continue
            img = art.cast_card(value, flip, CAST)
            if self.my_legal("assign"):
                draw.rect(surface, art.GOLD, r.inflate(8, 8), 2, border_radius=12)
            surface.blit(img, r)

    def _draw_areas(self, surface: Canvas, seat: int) -> None:
        """A seat's card areas (their titles and chips): a kept picture (``repaint.Kept``), painted
        again when a card moves, is used or becomes usable."""
        heads, chips = self.area_layout(seat)
        if not heads and not chips:
            return
        usable = set(self.usable_cards()) if seat == self.me else set()
        used_round = set(self.v["perm_used"][seat])
        titles = tuple((_(text), tuple(r)) for text, r in heads)
        shown = tuple(
            (cid, tuple(r), area == "permanent" and cid in used_round, cid in usable)
            for cid, area, r in chips
        )
        # a title's line reaches below its rectangle's top by the font's height; a ring 3 px out
        reach = [pygame.Rect(r.x, r.y, r.w, max(r.h, 32)) for _t, r in heads] + [
            pygame.Rect(r).inflate(8, 8) for _c, r, _d, _u in shown
        ]
        region = reach[0].unionall(reach[1:])
        kept = self.kept_areas.setdefault(seat, Kept())
        kept.draw(surface, region, (titles, shown), lambda on: self._paint_areas(on, titles, shown))

    def _paint_areas(
        self, surface: Canvas, titles: tuple[tuple[str, Any], ...], shown: tuple[tuple[Any, ...], ...]
    ) -> None:
        t = theme()
        for text, rect in titles:
            r = pygame.Rect(rect)
            t.blit_text(
                surface, text, r.topleft, 16, "secondary_text", bold=True, max_width=r.w, min_size=art.FLOOR
            )
        for cid, rect, dimmed, usable in shown:
            r = pygame.Rect(rect)
            img = art.card_chip(self.card(cid), r.size)
            if dimmed:
                img = img.copy()
                img.set_alpha(120)
            if usable:
                draw.rect(surface, (255, 214, 120), r.inflate(6, 6), 3, border_radius=8)
            surface.blit(img, r)

    def _draw_locations(self, surface: Canvas) -> None:
        t = theme()
        v = self.v
        narrowing = self.stage() if self.narrow is not None else ("", [])
        portal_targets = {a["loc"] - 1 for a in self.my_legal("portal")}
        at_rest = self._static[0][-1] if self._static is not None else ()
        for i, loc in enumerate(v["locations"]):
            box = self.loc_rect(i)
            lit = i in self.lit
            tile = pygame.Rect(box.centerx - 28, box.y, 56, 50)
            rows = [(seat, self.gem_row(i, seat), loc["crystals"][seat]) for seat in (0, 1)]
            under = tuple(row for row in rows if row[1].colliderect(tile))  # kept with the tile it overlaps
            paint = functools.partial(self._paint_tile, location=i + 1, lit=lit, tile=tile, gems=under)
            region = tile.unionall([r for _s, r, _n in under])
            key = (lit, tuple((seat, tuple(r), n) for seat, r, n in under))
            self.kept_tiles.setdefault(i, Kept()).draw(surface, region, key, paint)
            cid = loc["card"]
            cr = self.card_rect(i)
            glow = (narrowing[0] in LOCATION_PARAMS and i + 1 in narrowing[1]) or i in portal_targets
            if glow:
                draw.rect(surface, (255, 214, 120), cr.inflate(14, 14), 4, border_radius=16)
            if cid is not None and cid not in self.hidden and cid not in at_rest:  # else in the static layer
                surface.blit(self._location_card(cid), cr.move(int(self.slide.get(cid, 0.0)), 0))
            for seat, row, n in rows:
                if (seat, row, n) not in under:
                    self._draw_gems(surface, row, seat, n)
            if lit:
                text, colour, ghost = self.lit[i]
                if ghost is not None:
                    surface.blit(art.card_image(self.card(ghost), CARD), cr)
                band = pygame.Rect(cr.x - 10, cr.centery - 22, cr.w + 20, 44)
                draw.rect(surface, (20, 16, 36), band, border_radius=10)
                draw.rect(surface, colour, band, 3, border_radius=10)
                t.blit_text(
                    surface,
                    text,
                    band.center,
                    18,
                    "hovered_text",
                    bold=True,
                    anchor="center",
                    max_width=band.w - 10,
                )

    def _paint_tile(
        self, surface: Canvas, *, location: int, lit: bool, tile: pygame.Rect, gems: tuple[Any, ...]
    ) -> None:
        """A location's numbered tile and the row of crystals reaching over it: a kept picture
        (``repaint.Kept``), painted again when the tile lights up or a count changes."""
        surface.blit(art.location_tile(location, tile.size, lit), tile)
        for seat, row, n in gems:
            self._draw_gems(surface, row, seat, n)

    def _draw_gems(self, surface: Canvas, row: pygame.Rect, seat: int, n: int) -> None:
        if n <= 0:
            return
        img = art.crystal(seat, (GEM, GEM))
        shown = min(n, 8)
        x0 = row.centerx - (shown * 18 + 30) // 2
        for k in range(shown):
            surface.blit(img, (x0 + k * 18, row.y + 4))
        theme().blit_text(
            surface,
            f"\u00d7{n}",
            (x0 + shown * 18 + 8, row.centery),
            18,
            art.SEAT_COLOURS[seat],
            bold=True,
            anchor="midleft",
        )

    def _draw_overlay(self, surface: Canvas) -> None:
        """The draft's hand while the cards are chosen, else a card's own dice while it rolls them."""
        popup = self.popup()
        if popup is None:
            return
        if popup[0] == "draft":
            self._draw_draft(surface, self.v["draft"])
        else:
            self._draw_card_dice(surface, self.v["pending"])

    def _draw_draft(self, surface: Canvas, draft: dict[str, Any]) -> None:
        t = theme()
        box = self.lay["overlay"]
        self._panel(surface, box, 240, lit=True)
        title = (
            _("Choose a permanent card to keep")
            if draft["stage"] == 1
            else _("Keep one of the cards passed to you")
        )
        self._gold_title(surface, title, (box.centerx, box.y + 24), 22, max_width=box.w - 32, min_size=16)
        for cid, r in self.draft_rects():
            surface.blit(art.card_image(self.card(cid), r.size), r)
            if self.my_legal("keep"):
                draw.rect(surface, (255, 214, 120), r.inflate(8, 8), 3, border_radius=14)
        kept = draft.get("kept") or []
        if kept:
            names = ", ".join(tr(self.card(c)["name"]) for c in kept)
            t.blit_text(
                surface,
                _("Kept: {cards}").format(cards=names),
                (box.x + 24, box.bottom - 16),
                18,
                "hovered_text",
                anchor="midleft",
                max_width=box.w // 2 - 36,
                min_size=art.FLOOR,
            )
        if draft.get("pick"):
            t.blit_text(
                surface,
                _("Waiting for your opponent…"),
                (box.right - 24, box.bottom - 16),
                18,
                "secondary_text",
                anchor="midright",
                max_width=box.w // 2 - 36,
                min_size=art.FLOOR,
            )

    def _draw_card_dice(self, surface: Canvas, pending: dict[str, Any]) -> None:
        t = theme()
        box = self.dice_box()
        self._panel(surface, box, 250, lit=True)
        card = self.card(pending["card"])
        at, width = (box.centerx, box.y + 28), box.w - 32
        self._gold_title(surface, tr(card["name"]), at, 24, face="serif", max_width=width, min_size=16)
        t.blit_text(
            surface,
            self.ctx.names[pending["seat"]],
            (box.centerx, box.y + 60),
            18,
            "secondary_text",
            anchor="center",
            max_width=box.w - 32,
        )
        for d, face in enumerate(pending["dice"]):
            r = self._overlay_die_rect(d, len(pending["dice"]))
            sel = pending["seat"] == self.me and d in self.reroll
            surface.blit(art.die_face(face, r.size, pending["seat"], sel), r)
