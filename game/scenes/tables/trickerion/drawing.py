"""Painting the Trickerion table from the view: one function per part of the board.

Nothing here decides anything: it reads ``view`` (already stripped for the
seat at the screen) and the geometry, and draws.  Hidden assignment cards
arrive from the engine as ``"card"`` and are drawn face down.

Everything is drawn through :mod:`game.sprites.scale` in canvas pixels: on a
window larger than 1920x1080 the board is painted at the window's own pixel
size (text at the scaled font size, pictures at the scaled picture size), never
resampled; at 1920x1080 every conversion is the identity.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from game.i18n import _
from game.rules.trickerion import tables as T
from game.rules.trickerion.data.arcane import MAGE_SLOT_COSTS
from game.rules.trickerion.data.components import COMPONENTS
from game.rules.trickerion.downtown import COINS_AP, HIRE_AP, LEARN_AP, REROLL_AP, SETDIE_AP
from game.rules.trickerion.state import DOWNTOWN, IDLE, SPECIAL_BASE, WORKSHOP
from game.scenes.tables.trickerion import art, legible, texts
from game.scenes.tables.trickerion.geometry import (
    BADGE_ROOM,
    TITLE_H,
    TRICK_STEP,
    Geometry,
    day_parts,
    in_hand,
    perf_positions,
    strip_card,
    strip_layout,
    title_rect,
)
from game.sprites import scale, vector
from game.sprites import text as textmod
from game.sprites.cache import MB
from game.sprites.scale import Canvas, Target, draw
from game.sprites.vector import mix, shade, vertical_gradient


def background(size: tuple[int, int]) -> pygame.Surface:
    """The board's gradient at ``size`` *pixels* (the whole window, margins included), opaque.

    A picture of the vector cache, painted in bands: its 10-30 ms then count against the
    painting budget of a table's opening frames instead of landing whole in one of them.
    """

    def paint(s: pygame.Surface, whole: pygame.Rect) -> None:
        vertical_gradient(s, art.BG_TOP, art.BG_BOTTOM, whole)

    with scale.scaled(1):
        return vector.render_in_bands(("trick-bg",), size, paint, bands=2, supersample=1)


@art.picture("trickerion row panels", 12 * MB)
def rows_backdrop(size: tuple[int, int]) -> Canvas:
    """The translucent, gold-edged panel under a chooser, the drawer or the setup tiles: made
    once per size and scale, not every frame (the tiles stay up through a whole setup)."""
    layer = scale.surface(size, pygame.SRCALPHA)
    draw.rect(layer, (18, 14, 22, 240), layer.get_rect(), border_radius=12)
    draw.rect(layer, (*art.GOLD, 255), layer.get_rect(), width=1, border_radius=12)
    return layer


def panel(surface: Target, rect: pygame.Rect, colour: tuple[int, int, int], title: str = "") -> None:
    """A board region: a dark tinted panel with a title band in the location's colour."""
    draw.rect(surface, mix(art.PANEL, colour, 0.25), rect, border_radius=10)
    draw.rect(surface, shade(colour, 1.3), rect, width=2, border_radius=10)
    if title:
        band = title_rect(rect)
        draw.rect(surface, colour, band, border_top_left_radius=10, border_top_right_radius=10)
        textmod.draw_text(
            surface,
            title,
            band.inflate(-16, -4),
            19,
            art.INK,
            bold=True,
            valign="middle",
            wrap_lines=False,
            face="serif",
        )


def label(surface: Target, text: str, rect: pygame.Rect, size: int = 15, colour=art.INK, **kw: Any) -> None:
    """A board label; in a window smaller than the canvas never under ``art.MIN_PX`` on screen
    (:mod:`legible`: a little taller than its box, hyphenated, or shortened with its whole text kept)."""
    kw.setdefault("align", "center")
    kw.setdefault("valign", "middle")
    kw.setdefault("min_size", 8)
    legible.write(surface, text, rect, art.readable(size, surface), colour, **kw)


class Painter:
    """Draws one frame of the table for ``view`` seen from ``bottom``."""

    def __init__(self, view: dict[str, Any], geo: Geometry, bottom: int, names: list[str], cb: bool) -> None:
        self.v, self.geo, self.bottom, self.names, self.cb = view, geo, bottom, names, cb

    def colour(self, p: int) -> tuple[int, int, int]:
        return art.player_colour(p, self.cb)

    def name(self, p: int) -> str:
        if p == self.v["heir"]:
            return _("The Heir")
        return self.names[p] if p < len(self.names) else f"P{p + 1}"

    # ------------------------------------------------------------------ top bar

    def status(self, surface: Target) -> None:
        s, v = self.geo.slots, self.v
        draw.rect(surface, art.PANEL, s["status"], border_radius=10)
        label(
            surface,
            _("Turn {n}/{total}").format(n=max(1, v["turn"]), total=v["turns"]),
            s["turn"],
            22,
            art.GOLD,
            bold=True,
            face="serif",
        )
        track = s["phases"]
        for ph, r in zip(texts.PHASE_TRACK, phase_boxes(track), strict=True):
            now = v["phase"] == ph or (
                ph == "perform" and v["phase"] in ("chains", "possess", "perform_extra", "durable")
            )
            draw.rect(
                surface, art.GOLD if now else shade(art.PANEL, 1.5), r, border_radius=8, width=0 if now else 1
            )
            label(
                surface,
                texts.phase_name(ph),
                r.inflate(-6, -2),
                15,
                art.BG_BOTTOM if now else art.DIM_INK,
                bold=now,
            )
        ini = s["initiative"]
        order = v["order"]
        label(surface, _("Initiative"), pygame.Rect(ini.x, ini.y, 86, ini.h), 13, art.DIM_INK)
        for i, p in enumerate(order):
            c = (ini.x + 104 + i * 38, ini.centery)
            draw.circle(surface, self.colour(p), c, 15)
            label(
                surface,
                str(v["positions"][i] if i < len(v["positions"]) else i + 1),
                pygame.Rect(c[0] - 15, c[1] - 15, 30, 30),
                15,
                art.INK,
                bold=True,
            )
        fame = s["fame"]
        label(surface, _("Fame"), pygame.Rect(fame.x, fame.y, 52, fame.h), 13, art.DIM_INK)
        for p, pv in enumerate(v["players"]):
            r = pygame.Rect(fame.x + 54 + p * 36, fame.y + 8, 33, fame.h - 16)
            draw.rect(surface, self.colour(p), r, border_radius=8)
            label(surface, str(pv["fame"]), r, 17, art.INK, bold=True)
        pr = v["prophecy"]
        if v["dark_alley"]:
            box = s["proph_active"]
            draw.rect(surface, (70, 48, 86), box, border_radius=8)
            text = texts.prophecy_text(pr["active"]) if pr["active"] >= 0 else _("No active prophecy")
            label(surface, text, box.inflate(-10, -4), 13, art.INK, min_size=8)
            for k in range(3):
                r = s[f"proph_{k}"]
                pend = pr["pending"]
                draw.rect(surface, (52, 40, 64), r, border_radius=8)
                draw.rect(surface, (140, 110, 170), r, width=1, border_radius=8)
                label(surface, "?" if k >= len(pend) else str(k + 1), r, 18, art.DIM_INK, bold=True)

    # ------------------------------------------------------------------ central board

    def slot(self, surface: Target, rect: pygame.Rect, mod: int, owner: int, closed: bool) -> None:
        """A location slot: a round space with its AP modifier, filled in the owner's colour when taken."""
        fill = self.colour(owner) if owner >= 0 else (30, 26, 34)
        draw.ellipse(surface, fill, rect)
        draw.ellipse(surface, art.DIM_INK if not closed else (80, 70, 70), rect, width=2)
        if closed:
            draw.line(surface, (110, 90, 90), rect.topleft, rect.bottomright, 3)
        else:
            label(surface, f"{mod:+d}", rect, 18, art.INK, bold=True)

    def location_slots(self, surface: Target, loc: int) -> None:
        row = self.v["slots"][loc]
        usable = _usable(self.v)
        for i in range(4):
            rect = self.geo.elements[("slot", loc, i)]
            self.slot(surface, rect, T.SLOT_MODS[i], row[i], not usable[i])

    def downtown(self, surface: Target) -> None:
        s, v, el = self.geo.slots, self.v, self.geo.elements
        panel(surface, s["downtown"], art.LOCATION[1], texts.loc_name(1))
        for c in range(4):
            r = el[("deck", c)]
            draw.rect(surface, mix(art.PANEL, art.CATEGORY[c], 0.35), r, border_radius=8)
            vector.blit_centered(surface, art.category_emblem(c, 36), (r.centerx, r.y + 28))
            label(surface, texts.category_name(c), pygame.Rect(r.x + 2, r.y + 50, r.w - 4, 34), 14)
        rolled = v["turn"] > 0  # before the first Roll Dice the engine's X face means "not rolled yet"
        for d in range(6):
            colour = (92, 80, 110) if d < 2 else ((96, 110, 84) if d < 4 else (120, 100, 60))
            if rolled and v["dice"][d] == T.X_FACE:
                art.spent_die(surface, el[("die", d)], texts.die_face(d, T.X_FACE), colour)
            elif rolled:
                art.die(surface, el[("die", d)], texts.die_face(d, v["dice"][d]), colour)
            else:
                art.die(surface, el[("die", d)], "", shade(colour, 0.6))  # face down: blank and dim
        for i, word in enumerate((_("Residence"), _("Inn"), _("Bank"))):
            a, b = el[("die", 2 * i)], el[("die", 2 * i + 1)]
            label(surface, word, pygame.Rect(a.x, a.bottom + 2, b.right - a.x, 20), 13, art.DIM_INK)
        self.location_slots(surface, 1)
        self.downtown_costs(surface, s["dt_costs"])

    def downtown_costs(self, surface: Target, costs: pygame.Rect) -> None:
        """Downtown's actions with their AP, one row each.  While a character acts in Downtown the rows
        it can pay are bright and the others greyed (the design: every action shows its AP cost and
        greys when unaffordable); the board once drew all five alike, whatever AP were left."""
        v = self.v
        rows = (
            (_("Learn trick {ap}"), texts.action_cost(v, "learn", LEARN_AP)),
            (_("Hire {ap}"), texts.action_cost(v, "hire", HIRE_AP)),
            (_("Coins {ap}"), texts.action_cost(v, "take_coins", COINS_AP)),
            (_("Set die {ap}"), SETDIE_AP),
            (_("Reroll {ap}"), REROLL_AP),
        )
        act = v["act"]
        here = v["phase"] == "act" and act["char"] >= 0 and act["loc"] == DOWNTOWN
        size = art.readable(14, surface)
        k = scale.scale_of(surface)  # rows a line apart, as the five lines stood in one text before
        h = min(costs.h // len(rows), math.ceil(textmod.font(scale.px(size, k)).get_linesize() / k))
        for i, (text, cost) in enumerate(rows):
            colour = art.DIM_INK if not here else (art.INK if cost <= act["ap"] else art.GREYED)
            row = pygame.Rect(costs.x, costs.y + i * h, costs.w, h)
            legible.write(surface, text.format(ap=texts.ap(cost)), row, size, colour, min_size=10)

    def theater(self, surface: Target) -> None:
        s, v = self.geo.slots, self.v
        panel(surface, s["theater"], art.LOCATION[0], texts.loc_name(0))
        th = v["theater"]
        performing = v["phase"] in ("perform", "possess", "chains", "perform_extra", "durable")
        for d in range(4):
            header, back, perf = day_parts(s[f"day_{d}"])
            owner = th["day_owner"][d]
            base = self.colour(owner) if owner >= 0 else (60, 44, 56)
            draw.rect(surface, mix(art.PANEL, base, 0.45), s[f"day_{d}"], border_radius=8)
            if performing and v["perf_day"] == d:  # the day whose show is on now
                draw.rect(surface, art.GOLD, s[f"day_{d}"].inflate(4, 4), width=3, border_radius=10)
            label(
                surface, texts.day_name(d), pygame.Rect(header.x, header.y + 2, header.w, 18), 14, bold=True
            )
            yld = T.DAY_YIELD[d][0]  # Fame and coins per trick move together
            label(
                surface,
                _("{ap} AP · yield {y:+d}").format(ap=f"{T.DAY_AP[d]:+d}", y=yld),
                pygame.Rect(header.x, header.y + 20, header.w, 16),
                12,
                art.DIM_INK,
            )
            draw.rect(surface, (34, 28, 38), back, border_radius=6)
            for j, code in enumerate(th["backstage"][d][:2]):
                p, ci = divmod(code, 16)
                kind = v["players"][p]["chars"][ci] if ci < len(v["players"][p]["chars"]) else 4
                fig = art.figure(self.colour(p), texts.char_mark(kind), (26, 34))
                surface.blit(fig, (back.x + 6 + j * 32, back.y + 2))
            label(
                surface,
                _("backstage"),
                pygame.Rect(back.x + 66, back.y, back.w - 68, back.h),
                11,
                art.DIM_INK,
            )
            performer = th["day_performer"][d]
            draw.rect(
                surface, self.colour(performer) if performer >= 0 else (34, 28, 38), perf, border_radius=6
            )
            label(
                surface,
                _("Magician performs"),
                perf.inflate(-4, -2),
                12,
                art.INK if performer >= 0 else art.DIM_INK,
            )
        for i, card in enumerate(th["cards"][:5]):
            rect = s[f"perf_{i}"]
            if card < 0:
                draw.rect(surface, (40, 32, 44), rect, width=1, border_radius=8)
                continue
            self.performance(surface, i, card, rect)

    def performance(self, surface: Target, i: int, card: int, rect: pygame.Rect) -> None:
        th = self.v["theater"]
        draw.rect(surface, (74, 52, 66), rect, border_radius=8)
        draw.rect(surface, art.GOLD, rect, width=1, border_radius=8)
        venue = texts.venue_name(T.PERF_VENUE[card])
        label(
            surface,
            venue,
            pygame.Rect(rect.x + 2, rect.y + 2, rect.w - 4, 26),
            12,
            art.GOLD,
            bold=True,
            min_size=8,
        )
        spots = perf_positions(rect)
        for a, b, shard in T.PERF_LINKS[card]:
            draw.line(surface, (220, 150, 230) if shard else art.DIM_INK, spots[a].center, spots[b].center, 3)
        fame, coins, shards = T.PERF_BONUS[card]
        bonus = _("bonus {fame}/{coins}/{shards}").format(fame=fame, coins=coins, shards=shards)
        label(surface, bonus, pygame.Rect(rect.x, rect.bottom - 22, rect.w, 20), 12, art.INK)
        for pos in T.PERF_SLOTS[card]:
            spot = spots[pos]
            occ = th["markers"][i][pos]
            if occ < 0:
                draw.rect(surface, (36, 28, 40), spot, border_radius=spot.w // 2)
                draw.rect(surface, art.DIM_INK, spot, width=1, border_radius=spot.w // 2)
            else:
                p, sym = divmod(occ, 4)
                t = self.v["players"][p]["tricks"][sym]["trick"]
                art.marker(surface, spot, self.colour(p), T.TRICK_CAT[t] if t >= 0 else 0)

    def market(self, surface: Target) -> None:
        s, v, el = self.geo.slots, self.v, self.geo.elements
        panel(surface, s["market"], art.LOCATION[2], texts.loc_name(2))
        self.location_slots(surface, 2)
        label(
            surface,
            _("Orders"),
            pygame.Rect(s["order_0"].x, s["order_0"].y - 30, 200, 26),
            13,
            art.DIM_INK,
            align="left",
        )
        for i in range(4):
            self.comp_space(surface, s[f"order_{i}"], v["orders"][i] if i < len(v["orders"]) else -1)
        self.comp_space(surface, s["quick"], v["quick"])
        label(surface, _("Quick"), pygame.Rect(s["quick"].x - 6, s["quick"].y - 30, 56, 26), 12, art.DIM_INK)
        stock = v["stock"]
        for t in range(T.NCOMP):
            r = el[("comp", t)]
            n = stock.count(t) + v["logistics"].count(t)
            draw.rect(surface, (52, 44, 40) if n else (38, 34, 36), r, border_radius=6)
            icon = art.component_icon(COMPONENTS[t].tier, texts.comp_name(t)[:1], 20)
            surface.blit(icon, (r.x + 4, r.y + 3))
            small = scale.scale_of(surface) < 1  # a 1280x720 window: the price a coin, the word short
            if small:
                art.coin(surface, (r.right - 14, r.y + 13), texts.unit_price(v, t))
            else:
                price = texts.coins(texts.unit_price(v, t))
                label(
                    surface,
                    price,
                    pygame.Rect(r.x + 26, r.y + 2, r.w - 28, 22),
                    11,
                    art.DIM_INK,
                    align="left",
                )
            name = texts.comp_name(t)
            label(
                surface, name, pygame.Rect(r.x + 2, r.y + 25, r.w - 4, 18), 12, wrap_lines=False, min_size=7
            )
            label(
                surface,
                texts.stock_word(n, v["quick"] == t, small),
                pygame.Rect(r.x + 2, r.y + 46, r.w - 4, 14),
                11,
                art.GOLD if n or v["quick"] == t else art.DIM_INK,
            )

    def comp_space(self, surface: Target, rect: pygame.Rect, t: int) -> None:
        draw.rect(surface, (34, 30, 34), rect, border_radius=6)
        if t >= 0:
            icon = art.component_icon(COMPONENTS[t].tier, texts.comp_name(t)[:1], rect.w - 8)
            vector.blit_centered(surface, icon, rect.center)

    def alley(self, surface: Target) -> None:
        s, v, el = self.geo.slots, self.v, self.geo.elements
        region = s["alley"]
        if not v["dark_alley"]:
            panel(surface, region, (50, 50, 50), texts.loc_name(4))
            label(surface, _("Not in this game"), region, 16, art.DIM_INK)
            return
        panel(surface, region, art.LOCATION[4], texts.loc_name(4))
        self.location_slots(surface, 4)
        for d in range(4):
            r = el[("sadeck", d)]
            draw.rect(surface, mix(art.PANEL, art.LOCATION[[1, 2, 3, 0][d]], 0.5), r, border_radius=8)
            label(
                surface,
                _("Special: {location}").format(location=texts.loc_name([0, 1, 2, 3][d])),
                pygame.Rect(r.x + 4, r.y + 6, r.w - 8, 60),
                13,
            )
            label(
                surface,
                _("{n} left").format(n=v["special_decks"][d]),
                pygame.Rect(r.x, r.bottom - 30, r.w, 24),
                13,
                art.DIM_INK,
            )
        f = s["fortune"]
        draw.rect(surface, (64, 48, 84), f, border_radius=8)
        label(surface, _("Fortune teller"), pygame.Rect(f.x, f.y + 6, f.w, 40), 14, bold=True)
        label(
            surface,
            _("{n} prophecies left").format(n=v["prophecy"]["pile"]),
            pygame.Rect(f.x, f.bottom - 50, f.w, 40),
            12,
            art.DIM_INK,
        )

    def opponents(self, surface: Target) -> None:
        region = self.geo.slots["opponents"]
        draw.rect(surface, (26, 22, 30), region, border_radius=10)
        for p in self.geo.opponents:
            self.strip(surface, p, self.geo.elements[("opp", p)])

    def strip(self, surface: Target, p: int, rect: pygame.Rect) -> None:
        """An opponent at a glance: name, magician, counters, team, tricks with ready markers."""
        pv = self.v["players"][p]
        col = self.colour(p)
        draw.rect(surface, mix(art.PANEL, col, 0.3), rect, border_radius=8)
        draw.rect(surface, col, rect, width=2, border_radius=8)
        title = f"{self.name(p)} · {texts.magician_name(pv['magician'])}"
        label(
            surface,
            title,
            pygame.Rect(rect.x + 10, rect.y + 4, rect.w - 20, 22),
            16,
            bold=True,
            align="left",
            wrap_lines=False,
        )
        stats = _("Fame {fame} · coins {coins} · Shards {shards}").format(
            fame=pv["fame"], coins=pv["coins"], shards=pv["shards"]
        )
        if self.v["arcane_arts"]:
            stats += " · " + _("magic shards {n}").format(n=pv["magic_shards"])
        label(
            surface,
            stats,
            pygame.Rect(rect.x + 10, rect.y + 28, rect.w - 20, 20),
            14,
            art.DIM_INK,
            align="left",
            wrap_lines=False,
        )
        acting = next((ci for ci in range(len(pv["chars"])) if self.acting(p, ci)), None)
        figures, x = strip_layout(rect, pv, acting)
        for ci, (kind, r) in enumerate(zip(pv["chars"], figures, strict=True)):
            code = pv["assign"][ci] if ci < len(pv["assign"]) else None
            surface.blit(art.figure(col, texts.char_mark(kind), r.size), r)
            if code is not None and code != IDLE:
                self.card_chip(surface, strip_card(r), code)
            if ci == acting:  # beside the figure, in the room the layout keeps for it
                art.badge(surface, (r.right + BADGE_ROOM // 2 - 1, r.centery), str(self.v["act"]["ap"]))
        for t in pv["tricks"]:
            if t["trick"] < 0:
                continue
            r = pygame.Rect(x, rect.y + 52, TRICK_STEP - 4, 52)
            draw.rect(surface, mix(art.PANEL, art.CATEGORY[T.TRICK_CAT[t["trick"]]], 0.4), r, border_radius=6)
            emb = art.category_emblem(T.TRICK_CAT[t["trick"]], 22)
            surface.blit(emb, (r.x + 4, r.y + 4))
            label(
                surface, str(t["ready"]), pygame.Rect(r.right - 24, r.y + 2, 22, 22), 15, art.GOLD, bold=True
            )
            level = _("level {n}").format(n=T.TRICK_LEVEL[t["trick"]])
            label(surface, level, pygame.Rect(r.x + 2, r.y + 28, r.w - 4, 22), 11, art.DIM_INK)
            x += TRICK_STEP
        if p == self.v["heir"] and self.v["heir_plan"]:
            label(
                surface,
                texts.heir_plan(self.v["heir_plan"]),
                pygame.Rect(rect.right - 230, rect.y + 4, 220, 22),
                13,
                art.GOLD,
                align="right",
                wrap_lines=False,
            )

    def acting(self, p: int, ci: int) -> bool:
        """Whether character ``ci`` of player ``p`` is the one spending action points now."""
        v = self.v
        return v["phase"] == "act" and v["cur"] == p and v["act"]["char"] == ci

    def card_chip(self, surface: Target, rect: pygame.Rect, code: Any) -> None:
        """A revealed assignment card in small (its location's colour and initials), or a face-down back."""
        card_face(surface, rect, code)

    def arcane(self, surface: Target) -> None:
        s, v = self.geo.slots, self.v
        region = s["arcane"]
        if not v["arcane_arts"]:
            draw.rect(surface, (26, 22, 30), region, border_radius=10)
            return
        panel(surface, region, (92, 60, 120), _("Arcane Arts"))
        mage = v["mage"]
        supply = _("magic shards in supply: {n}").format(n=mage["magic_shards"])
        label(surface, supply, title_rect(region).inflate(-16, -4), 13, art.INK, align="right")
        wagon = s["wagon"]
        draw.rect(surface, (70, 52, 96), wagon, border_radius=8)
        where = texts.loc_name(mage["wagon"]) if mage["wagon"] >= 0 else "–"
        label(surface, _("Wagon: {location}").format(location=where), wagon.inflate(-6, -4), 13)
        md = s["mdice"]
        draw.rect(surface, (70, 52, 96), md, border_radius=8)
        if mage["locked"]:
            draw.rect(surface, art.GOLD, md, width=2, border_radius=8)
        spell = texts.spell_type(T.SPELL_DIE_FACES[mage["spell_die"]])
        label(
            surface,
            _("Spell die: {spell}").format(spell=spell),
            pygame.Rect(md.x + 4, md.y + 4, md.w - 8, 34),
            12,
            bold=True,
        )
        label(
            surface,
            _("Reward die: {reward}").format(reward=texts.reward_text(mage["reward_die"])),
            pygame.Rect(md.x + 4, md.y + 40, md.w - 8, md.h - 44),
            11,
            art.DIM_INK,
            min_size=8,
        )
        sv = s["servant"]
        draw.rect(surface, (70, 52, 96), sv, border_radius=8)
        servant = texts.char_name(mage["servant"]) if mage["servant"] >= 0 else "–"
        label(surface, _("Servant: {name}").format(name=servant), sv.inflate(-6, -4), 13)
        for i in range(3):
            r = s[f"spell_{i}"]
            draw.rect(surface, (58, 42, 80), r, border_radius=8)
            sp = mage["offer"][i] if i < len(mage["offer"]) else -1
            if sp < 0:  # an empty slot (the middle one at 2 players) sells nothing: no price on it
                continue
            label(
                surface,
                texts.coins(MAGE_SLOT_COSTS[i]),
                pygame.Rect(r.x, r.bottom - 24, r.w, 20),
                12,
                art.GOLD,
            )
            label(surface, texts.spell_name(sp), pygame.Rect(r.x + 2, r.y + 6, r.w - 4, 40), 13, bold=True)
            label(
                surface,
                texts.spell_type(T.SPELL_TYPE[sp]),
                pygame.Rect(r.x, r.y + 50, r.w, 20),
                12,
                art.DIM_INK,
            )

    # ------------------------------------------------------------------ your board

    def board(self, surface: Target) -> None:
        s, el = self.geo.slots, self.geo.elements
        me = self.v["players"][self.bottom]
        col = self.colour(self.bottom)
        region = s["board"]
        draw.rect(surface, mix(art.PANEL, col, 0.18), region, border_radius=10)
        draw.rect(surface, col, region, width=2, border_radius=10)
        head = pygame.Rect(region.x + 12, region.y + 4, region.w - 24, 26)
        label(
            surface,
            f"{self.name(self.bottom)} · {texts.magician_name(me['magician'])}",
            head,
            18,
            art.GOLD,
            bold=True,
            align="left",
            face="serif",
            wrap_lines=False,
        )
        label(
            surface,
            _("Team"),
            pygame.Rect(s["me_chars"].x, s["me_chars"].y, 200, TITLE_H),
            14,
            art.DIM_INK,
            align="left",
        )
        # two label lines under each figure, 14 px at 1080p; where 11 px would show under MIN_PX (at
        # 1280x720) the lines are as tall as the readable size and the figure gives up the room (the
        # Polish playtest at 720p read "Iluzjonista" and "Pomocnik" at 5 px)
        line = 14 if art.readable(11, surface) == 11 else art.readable(11, surface) + 6
        for ci, kind in enumerate(me["chars"]):
            r = el[("char", ci)]
            placed = ci < len(me["placed"]) and me["placed"][ci]
            fig = art.figure(col, texts.char_mark(kind), (r.w, r.h - 2 * line - 2), ghost=bool(placed))
            surface.blit(fig, r)
            if self.acting(self.bottom, ci):
                draw.rect(surface, art.GOLD, r.inflate(8, 4), width=3, border_radius=8)
                art.badge(surface, (r.right - 6, r.y + 8), str(self.v["act"]["ap"]))
            label(
                surface,
                texts.team_name(me["chars"], ci),
                pygame.Rect(r.x - 6, r.bottom - 2 * line - 2, r.w + 12, line),  # into the gaps beside
                11,
                wrap_lines=False,
                min_size=7,  # Polish "Zmiennokształtny" was cut at the figure's edge (at 1280x720 too)
            )
            code = me["assign"][ci] if ci < len(me["assign"]) else None
            if code is not None:
                label(
                    surface,
                    texts.card_name(code),
                    pygame.Rect(r.x - 6, r.bottom - line - 1, r.w + 12, line),
                    11,
                    art.GOLD,
                    wrap_lines=False,
                    min_size=7,
                )
        ws = s["me_workshop"]
        draw.rect(surface, mix(art.PANEL, art.LOCATION[3], 0.6), ws, border_radius=8)
        label(surface, texts.loc_name(3), title_rect(ws).inflate(-4, 0), 13, bold=True)
        label(surface, "+0", el[("slot", 3, 0)], 18, art.DIM_INK, bold=True)
        self.workshop_figures(surface, me, ws, col)
        self.hand(surface, me)
        self.tricks(surface, me)
        self.storage(surface, me)
        self.purse(surface, me)

    def workshop_figures(self, surface: Target, me: dict[str, Any], ws: pygame.Rect, col: art.Colour) -> None:
        """The characters working in the Workshop, small along its bottom edge.

        In the playtest the Magician sent there showed only as a dimmed figure in the
        team row: the Workshop itself stayed an empty "+0" box.
        """
        here = [
            kind
            for ci, kind in enumerate(me["chars"])
            if ci < min(len(me["placed"]), len(me["assign"]))
            and me["placed"][ci]
            and card_location(me["assign"][ci]) == WORKSHOP
        ]
        size = (min(26, (ws.w - 8) // max(1, len(here))), 36)
        for i, kind in enumerate(here):
            fig = art.figure(col, texts.char_mark(kind), size)
            surface.blit(fig, (ws.x + 4 + i * size[0], ws.bottom - 40))

    def hand(self, surface: Target, me: dict[str, Any]) -> None:
        area = self.geo.slots["me_hand"]
        if me["perm"] is None:
            return
        label(
            surface,
            _("Assignment cards in hand"),
            pygame.Rect(area.x, area.y, area.w, 22),
            14,
            art.DIM_INK,
            align="left",
        )
        for code in self.geo.hand:
            r = self.geo.elements[("card", code)]
            colour = art.LOCATION.get(card_location(code), (60, 56, 60))
            held = in_hand(me, code)
            if held:
                draw.rect(surface, colour, r, border_radius=8)
            draw.rect(surface, art.INK if held else shade(colour, 1.3), r, width=1, border_radius=8)
            ink = art.INK if held else art.DIM_INK
            label(surface, texts.card_name(code), r.inflate(-4, -30), 13, ink, min_size=7)
            if 0 <= code < 5:
                label(surface, "×" + str(me["perm"][code]), pygame.Rect(r.x, r.bottom - 24, r.w, 20), 13, ink)

    def tricks(self, surface: Target, me: dict[str, Any]) -> None:
        area = self.geo.slots["me_tricks"]
        label(surface, _("Tricks"), pygame.Rect(area.x, area.y, 200, TITLE_H), 14, art.DIM_INK, align="left")
        held = held_components(me)
        for sym in range(4):
            r = self.geo.elements[("trick", sym)]
            t = me["tricks"][sym]
            if t["trick"] < 0:
                draw.rect(surface, (36, 30, 40), r, width=1, border_radius=8)
                continue
            trick = t["trick"]
            cat = T.TRICK_CAT[trick]
            draw.rect(surface, mix(art.PANEL, art.CATEGORY[cat], 0.45), r, border_radius=8)
            if t["slot"] == 3:  # the Engineer's slot: its trick gets one more marker
                draw.rect(surface, art.GOLD, r, width=2, border_radius=8)
                label(surface, texts.char_name(1), pygame.Rect(r.x + 40, r.y + 8, r.w - 44, 20), 11, art.GOLD)
            emb = art.category_emblem(cat, 30)
            surface.blit(emb, (r.x + 6, r.y + 6))
            label(
                surface, texts.trick_name(trick), pygame.Rect(r.x + 4, r.y + 40, r.w - 8, 40), 14, bold=True
            )
            label(
                surface,
                _("level {n}").format(n=T.TRICK_LEVEL[trick]),
                pygame.Rect(r.x, r.y + 82, r.w, 16),
                12,
                art.DIM_INK,
            )
            y = r.y + 104
            for c, n in T.TRICK_COMPS[trick]:
                ok = held[c] >= n
                label(
                    surface,
                    f"{texts.comp_name(c)} {min(held[c], n)}/{n}",
                    pygame.Rect(r.x + 4, y, r.w - 8, 16),
                    12,
                    (150, 210, 150) if ok else (220, 140, 130),
                    align="left",
                    wrap_lines=False,
                )
                y += 17
            ready = _("ready: {n}").format(n=t["ready"])
            up = 22 if scale.scale_of(surface) < 1 else 0  # at 1280x720 the yields take up to three lines
            label(surface, ready, pygame.Rect(r.x, r.bottom - 60 - up, r.w, 18), 14, art.GOLD, bold=True)
            yields = pygame.Rect(r.x + 2, r.bottom - 40 - up, r.w - 4, 38 + up)
            label(surface, texts.trick_yields(trick), yields, 12)

    def storage(self, surface: Target, me: dict[str, Any]) -> None:
        area = self.geo.slots["me_store"]
        label(
            surface,
            _("Storage (up to 3 each)"),
            pygame.Rect(area.x, area.y, area.w, TITLE_H),
            14,
            art.DIM_INK,
            align="left",
        )
        piles: dict[int, int] = {}  # both of the Manager's piles may hold one type: "+4M", not "+2M"
        for t, n in me["manager"]:
            if t >= 0 and n > 0:
                piles[t] = piles.get(t, 0) + n
        for t in range(T.NCOMP):
            r = self.geo.elements[("store", t)]
            n = me["components"][t]
            draw.rect(surface, (48, 42, 44) if n or t in piles else (32, 28, 34), r, border_radius=6)
            icon = art.component_icon(COMPONENTS[t].tier, texts.comp_name(t)[:1], 20)
            surface.blit(icon, (r.x + 4, r.y + 3))
            count = f"{n}/3" + (f" +{piles[t]}M" if t in piles else "")  # M: the Manager's pile
            label(
                surface,
                count,
                pygame.Rect(r.x + 26, r.y + 1, r.w - 30, 22),
                14,
                art.GOLD if n else art.DIM_INK,
                bold=scale.scale_of(surface) >= 1,  # at 720p "3/3 +2M" fits unbolded, not bold
                align="right",
            )
            name = texts.comp_name(t)
            label(
                surface,
                name,
                pygame.Rect(r.x + 2, r.y + 25, r.w - 4, r.h - 27),
                11,
                wrap_lines=False,
                min_size=7,
            )

    def purse(self, surface: Target, me: dict[str, Any]) -> None:
        area = self.geo.slots["me_purse"]
        draw.rect(surface, (40, 34, 40), area, border_radius=8)
        bits = [
            _("Fame {n}").format(n=me["fame"]),
            texts.coins(me["coins"]),
            _("Shards {n}").format(n=me["shards"]),
        ]
        if self.v["arcane_arts"]:
            bits.append(_("magic shards {n}").format(n=me["magic_shards"]))
            bits.append(_("spells: {list}").format(list=texts.spells_held(me["spells"])))
        wages = texts.wages_due(me)
        if wages:
            bits.append(wages)
        label(surface, " · ".join(bits), area.inflate(-12, -8), 16, art.INK, align="left")


def card_face(surface: Target, rect: pygame.Rect, code: Any, full: bool = False) -> None:
    """An assignment card: face down ("card") a dark back with "?", else its location's colour
    with its name (``full``) or initials."""
    if code == "card":
        draw.rect(surface, (30, 26, 36), rect, border_radius=4)
        draw.rect(surface, art.DIM_INK, rect, width=1, border_radius=4)
        label(surface, "?", rect, 12 if not full else 22, art.DIM_INK, bold=True)
        return
    loc = code if 0 <= code < 5 else (T.SPECIAL_LOC[code - SPECIAL_BASE] if code >= SPECIAL_BASE else -1)
    draw.rect(surface, art.LOCATION.get(loc, (60, 56, 60)), rect, border_radius=4)
    if full:
        draw.rect(surface, art.GOLD, rect, width=1, border_radius=4)
        if rect.w > 24:  # edge on, a card shows no words
            label(surface, texts.card_name(code), rect.inflate(-6, -4), 14, art.INK, bold=True, min_size=9)
        return
    label(surface, texts.card_name(code)[:2], rect, 11, art.INK, bold=True, wrap_lines=False)


def phase_boxes(track: pygame.Rect) -> list[pygame.Rect]:
    """The phase track's boxes, each as wide as its word needs of the track.

    Equal boxes shrank Polish "Rozmieszczanie" to a third of the other words' size.
    """
    names = [texts.phase_name(ph) for ph in texts.PHASE_TRACK]
    need = [textmod.measure(n, 15, 10_000, bold=True)[0] + 16 for n in names]
    x, boxes = track.x, []
    for n in need:
        w = track.w * n // sum(need)
        boxes.append(pygame.Rect(x, track.y + 6, w - 4, track.h - 12))
        x += w
    return boxes


def card_location(code: Any) -> int:
    """The location an assignment card sends to (-1: none, the servant's own card, or hidden)."""
    if not isinstance(code, int):
        return -1
    if 0 <= code < 5:
        return code
    return T.SPECIAL_LOC[code - SPECIAL_BASE] if code >= SPECIAL_BASE else -1


def held_components(me: dict[str, Any]) -> list[int]:
    """Components per type as requirements count them (each Manager pile counts one extra)."""
    held = list(me["components"])
    for t, n in me["manager"]:
        if t >= 0 and n > 0:
            held[t] += n + 1
    return held


def _usable(view: dict[str, Any]) -> list[bool]:
    """Which of the four slots of a location are open at this player count (+2 and +0 always)."""
    n = len(view["players"])
    if n >= 4:
        return [True, True, True, True]
    if n == 3:
        return [True, True, False, True]
    return [True, False, False, True]
