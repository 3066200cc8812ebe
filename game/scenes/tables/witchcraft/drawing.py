"""Painting Witchcraft's table: the room layer, board, stacks, previews, beams, seats, tray and inspector.

The painting half of :class:`~game.scenes.tables.witchcraft.view.WitchcraftTable`,
apart from its state and input: a mixin, so it reads the view's own fields and
geometry as it did inside the class.  Pictures come cached from :mod:`.art`.

Everything is drawn through :mod:`game.sprites.scale` in canvas pixels: on a
window larger than 1920x1080 the table is painted at the window's own pixel
size (text at the scaled font size, art at the scaled picture size), never
resampled; at 1920x1080 every conversion is the identity.
"""

from __future__ import annotations

import math

import pygame

from game.i18n import _, current_language, ngettext
from game.rules.witchcraft.data import ALTAR_NAMES, COLS, POWER_NAMES, ROWS, TOKEN_TYPES, field_label, twin
from game.rules.witchcraft.geometry import Stack, stack_traces
from game.scenes.tables.witchcraft import art
from game.scenes.tables.witchcraft.art import ALTAR_RING, GOLD, HIT
from game.scenes.tables.witchcraft.geometry import BASE, EDIT_MODES, LABEL_GAP, Field
from game.scenes.tables.witchcraft.texts import ALTAR_HELP, SPENT_HELP, TOKEN_HELP, guild_name
from game.scenes.ui import TABLE_MOOD, backdrop, panel, theme
from game.sprites import scale
from game.sprites import text as textmod
from game.sprites.outline import outline
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas, draw
from game.sprites.tween import pulse_shade


class WitchcraftDrawing:
    """``draw`` and its parts; mixed into the view, which owns every field read here."""

    def draw(self, target: scale.Target) -> None:
        """The table at ``target``'s scale (a plain surface, e.g. a save's thumbnail, is scale 1)."""
        with scale.drawing(target) as surface:
            self.drag.keep_pictures_at_scale(self._items)
            self._draw_table(surface)

    def _draw_table(self, surface: Canvas) -> None:
        self._draw_room(surface)
        self._draw_last_move(surface)
        self._draw_highlights(surface)
        self._draw_stacks(surface)
        self._draw_edit(surface)
        self._draw_preview(surface)
        self._draw_beams(surface)
        self._draw_seats(surface)
        self._draw_tray(surface)
        self._draw_controls(surface)
        self._draw_inspector(surface)
        self.drag.draw_highlights(surface, self.clock)
        self.drag.draw_overlay(surface)
        self.confirm.draw(surface, self.mouse)

    def _draw_room(self, surface: Canvas) -> None:
        """Backdrop, lamp glow, floor, coordinates, the side panels and the altars as one opaque layer,
        repainted only when the board grows, the turn passes or an altar changes: drawn apart they
        cost three full-screen copies and seven large alpha blits a frame (more than the whole
        frame's budget); the altars alone, blended and copied back each frame: 200,000 pixels at 1440p."""
        seats = self._seat_slots()
        lit = tuple(seat in self.ctx.to_act for seat, _slot in seats)
        altars = (tuple(sorted(self.model.altars.items())), self.model.summoning_spent)
        key = (surface.key(), self.model.fields, self.cell, self.origin, seats, lit, altars)
        if self._room is None or self._room[0] != key:
            # the window's whole size: the backdrop fills the margins too
            layer = surface.blank(reuse=self._room[1] if self._room else None)
            backdrop(layer, TABLE_MOOD)
            glow = art.vector.radial_glow(int(self.floor_rect.height * 1.3), (150, 110, 200), 70)
            art.vector.blit_centered(layer, glow, self.floor_rect.center)
            self._draw_floor(layer)
            for (_seat, slot), acting in zip(seats, lit, strict=True):
                panel(
                    layer,
                    self.layout[slot],
                    "dark_bg",
                    "gold" if acting else "normal_border",
                    alpha=225,
                    width=3 if acting else 2,
                )
            for slot in ("tray", "controls", "inspector"):
                panel(layer, self.layout[slot], "dark_bg", "normal_border", alpha=225)
            self._draw_board(layer)
            self._room = (key, layer)
        surface.put(self._room[1])

    def _draw_floor(self, surface: Canvas) -> None:
        fr = self.floor_rect
        inner_origin = (self.origin[0] - fr.left, self.origin[1] - fr.top)
        surface.blit(art.floor_image(self.model.fields, BASE, self.cell, inner_origin, fr.size), fr.topleft)
        t = theme()
        # beside the fields of the lettered columns and numbered rows (an extra piece there moves them
        # out), not beyond the floor's ring of free slots: there they sat ~45 px off the board (#28)
        fields = self.model.fields
        bottom = max(self.cell_rect(f).bottom for f in fields if 0 <= f[0] < COLS) + LABEL_GAP
        left = min(self.cell_rect(f).left for f in fields if 0 <= f[1] < ROWS) - LABEL_GAP
        # every column and row that has fields, an extra piece's too: the log and the inspector
        # name its fields (z3, e5), which the Polish playtest could not find on an unlabelled piece
        for x in sorted({f[0] for f in fields}):
            cx, _cy = self.centre((x, 0))
            letter = field_label((x, 0))[:-1]
            t.blit_text(surface, letter, (int(cx), bottom), 18, "secondary_text", anchor="midtop")
        for y in sorted({f[1] for f in fields}):
            _cx, cy = self.centre((0, y))
            t.blit_text(surface, str(y + 1), (left, int(cy)), 18, "secondary_text", anchor="midright")

    def _draw_board(self, surface: Canvas) -> None:
        for f, kind in self.model.altars.items():
            spent = kind == "summoning" and self.model.summoning_spent
            img = art.altar_image(kind, spent, self.cell)
            art.vector.blit_centered(surface, img, self.centre(f))

    def _draw_highlights(self, surface: Canvas) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3.2)
        for i, choice in enumerate(self.choices):
            if choice.key[0] in ("top", "rm", "rs"):
                continue
            if choice.key[0] == "att":
                continue
            colour = HIT if choice.key[0] == "aim" else GOLD
            focused = self.focus is not None and self.focus % len(self.choices) == i
            self._ring(surface, choice.rect, colour, pulse_shade(pulse, 110, 210), focus=focused)
        if self.mode == "attach":
            # each field a new piece may cover, tinted once (it was a window-sized layer every frame)
            for c in sorted({c for cells in self._attachments() for c in cells}):
                r = self.cell_rect(c).inflate(-10, -10)
                surface.blit(outline(r.size, (72, 214, 178, 26), 0, 8), r)
            cells = self.attach_preview()
            if cells is not None:
                for c in cells:
                    self._slab(surface, c, (120, 240, 200), 200)
                for c in cells:
                    self._slab(surface, twin(c), (255, 150, 120), 150)
        if self.mode in ("summon", "move", "place") and not self.drag.dragging:
            for tgt in self.drag.targets:
                self._slab(surface, tgt.id[1], (120, 240, 200), pulse_shade(pulse, 90, 150))
        hovered = self.click_place_at(self.mouse) if self.mode == "deploy" else None
        if hovered is not None and self.edit is not None and hovered != self.edit.at:
            # deployment lights no field until pointed at (the whole floor would glow): a click places it here
            self._slab(surface, hovered, (120, 240, 200), pulse_shade(pulse, 90, 150))
        if self.selected is not None:
            self._ring(surface, self.cell_rect(self.selected), (255, 255, 255), 230, focus=True)
        if self.mode == "shield" and self.selected is not None:
            for a in self.legal:
                if (a["at"][0], a["at"][1]) == self.selected:
                    r = self._compass_rect(self.selected, a["dir"])
                    hover = r.collidepoint(self.mouse)
                    fill = (34, 58, 96) if hover else (20, 30, 50)
                    draw.circle(surface, fill, r.center, r.width // 2)
                    draw.circle(surface, art.MARKER_BLUE, r.center, r.width // 2, 2)
                    art.shield_arc(
                        surface,
                        r.centerx,
                        r.centery,
                        r.width * 0.3,
                        a["dir"] * 45,
                        (255, 255, 255) if hover else art.MARKER_BLUE,
                        max(3, r.width // 8),
                    )

    def _draw_last_move(self, surface: Canvas) -> None:
        for f, colour in self.last_marks:
            if f in self.model.fields:
                r = self.cell_rect(f).inflate(-4, -4)
                surface.blit(outline(r.size, (*colour, 120), 2, 6, fill=(*colour, 38)), r)

    def _slab(self, surface: Canvas, f: Field, colour: tuple[int, int, int], alpha: int) -> None:
        r = self.cell_rect(f).inflate(-8, -8)
        surface.blit(outline(r.size, (*colour, alpha), 3, 8, fill=(*colour, alpha // 3)), r)

    def _ring(
        self,
        surface: Canvas,
        rect: pygame.Rect,
        colour: tuple[int, int, int],
        alpha: int,
        focus: bool = False,
    ) -> None:
        r = rect.inflate(-6, -6)
        surface.blit(outline(r.size, (*colour, alpha), 5 if focus else 3, 12, fill=(*colour, alpha // 5)), r)

    def _compass_rect(self, f: Field, d: int) -> pygame.Rect:
        cx, cy = self.centre(f)
        px, py = art.polar(cx, cy, self.cell * 0.62, d * 45)
        size = int(self.cell * 0.36)
        r = pygame.Rect(0, 0, size, size)
        r.center = (int(px), int(py))
        return r

    def _token_rect(self, f: Field) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.token_size, self.token_size)
        r.center = self.cell_rect(f).center
        return r

    def _draw_stacks(self, surface: Canvas) -> None:
        size = self.token_size
        for f, st in sorted(self.model.stacks.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if self.edit is not None and self.edit.at == f and self.mode in ("move", "face", "arrange"):
                continue
            self._draw_stack(surface, f, st, size)

    def _draw_stack(
        self,
        surface: Canvas,
        f: Field,
        st: Stack,
        size: int,
        facing: int | None = None,
        top: int | None = None,
        alpha: int = 255,
    ) -> None:
        cx, cy = self.centre(f)
        off = self.offsets.get(st.top, (0.0, 0.0))
        cx, cy = cx + off[0], cy + off[1]
        scale = self.popping.get(st.top, 1.0)
        s = max(4, int(size * (0.6 + 0.4 * scale)))
        owner = self.model.owners[st.top] or 0
        depth = min(len(st.tokens) - 1, 4)
        for i in range(depth, 0, -1):  # the tokens underneath peek out
            under = st.tokens[-1 - i]
            img = art.token_image(self.model.kinds[under], owner, st.facing, s, self._cb())
            ghost = img.copy()
            ghost.set_alpha(150)
            art.vector.blit_centered(surface, ghost, (cx + i * 4, cy + i * 5))
        kind = self.model.kinds[top if top is not None else st.top]
        img = art.token_image(kind, owner, st.facing if facing is None else facing, s, self._cb())
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        art.vector.blit_centered(surface, img, (cx, cy))
        if st.shields:
            art.vector.blit_centered(surface, art.shield_markers(st.shields, s), (cx, cy))
        if st.exhausted:
            art.vector.blit_centered(surface, art.exhausted_overlay(s), (cx, cy))
        if len(st.tokens) > 1:
            t = theme()
            badge = (int(cx - s * 0.32), int(cy - s * 0.32))
            draw.circle(surface, (24, 20, 34), badge, int(s * 0.13))
            draw.circle(surface, GOLD, badge, int(s * 0.13), 2)
            t.blit_text(
                surface,
                str(len(st.tokens)),
                badge,
                max(12, int(s * 0.16)),
                "gold",
                bold=True,
                anchor="center",
            )

    def _edit_image(self, size: int) -> pygame.Surface:
        e = self.edit
        assert e is not None and e.token is not None
        return art.token_image(self.model.kinds[e.token], self._edit_owner(), e.facing, size, self._cb())

    def _edit_owner(self) -> int:
        if self.mode in ("move", "face", "arrange") and self.edit is not None and self.edit.at is not None:
            return self.model.owner(self.edit.at) or 0
        return self._me()

    def _draw_edit(self, surface: Canvas) -> None:
        e = self.edit
        if e is None or e.at is None or e.token is None or self.mode not in EDIT_MODES:
            return
        if self.drag.dragging:
            return
        cx, cy = self.centre(e.at)
        glow = art.vector.radial_glow(int(self.cell * 1.2), (255, 220, 140), 90)
        art.vector.blit_centered(surface, glow, (cx, cy))
        st = self.model.stacks.get(e.at)
        if st is not None and self.mode in ("move", "face", "arrange"):
            self._draw_stack(surface, e.at, st, self.token_size, facing=e.facing, top=e.token)
        else:
            art.vector.blit_centered(surface, self._edit_image(self.token_size), (cx, cy))
        kx, ky = self._knob(e.at, e.facing)
        draw.line(surface, GOLD, (cx, cy), (kx, ky), 2)
        draw.circle(surface, (30, 24, 16), (int(kx), int(ky)), int(self.cell * 0.1) + 2)
        draw.circle(surface, GOLD, (int(kx), int(ky)), int(self.cell * 0.1))
        draw.circle(surface, (255, 246, 222), (int(kx), int(ky)), int(self.cell * 0.04))
        # the lines it would fire from here, as a preview
        model_stack = Stack((e.token,), e.facing)
        self._preview_lines(surface, e.at, model_stack)

    def _knob(self, f: Field, facing: int) -> tuple[float, float]:
        cx, cy = self.centre(f)
        return art.polar(cx, cy, self.cell * 0.56, facing * 45)

    def _draw_preview(self, surface: Canvas) -> None:
        """Hovering a stack shows every line it would fire and what it would hit."""
        if self.drag.held is not None or self.mode in EDIT_MODES:
            return
        f = self.field_at(self.mouse)
        if self.selected is not None and self.mode == "battle":
            f = self.selected
        st = self.model.stacks.get(f)
        if st is None:
            return
        self._preview_lines(surface, f, st)

    def _preview_lines(self, surface: scale.Target, at: Field, st: Stack) -> None:
        """Glowing lines from ``st`` (placed at ``at``, maybe only tentatively) and rings on their targets."""
        surface.blit(self.preview_layer(at, st).raw, self.floor_rect.inflate(40, 40).topleft)

    def preview_layer(self, at: Field, st: Stack) -> Canvas:
        """The translucent layer of ``st``'s lines and rings: it covers only the floor (every line and
        ring lies on it) and is repainted only when what it shows changes -- a full-screen alpha layer
        a frame once cost 3 ms (the frame budget tests hold it to one painting per hovered stack)."""
        stacks = dict(self.model.stacks)
        owner = self._edit_owner() if self.mode in EDIT_MODES else self.model.owner(at)
        owners = list(self.model.owners)
        for t in st.tokens:
            owners[t] = owner
        stacks[at] = st
        kind = st.kind
        traces = stack_traces(self.model.fields, self.model.altars, stacks, owners, at)
        lines = []
        for tr in traces:
            end = tr.path[-1] if tr.path else at
            if tr.targets and kind.spell != "discharge" and kind.spell is not None:
                end = tr.targets[0]
            if tr.blocked is not None:
                end = tr.blocked
            rings = tuple((t, HIT if t not in self.model.altars else ALTAR_RING) for t in tr.targets)
            lines.append((end, bool(tr.path), rings, tr.blocked))
        area = self.floor_rect.inflate(40, 40)
        colour, scaled = art.SPELL_COLOURS[kind.spell], scale.factor()
        key = (colour, at, tuple(lines), self.cell, self.origin, area.size, scaled)
        if self._preview is None or self._preview[0] != key:
            self._preview = (key, self._paint_preview(area, *key[:3]))
        return self._preview[1]

    def _paint_preview(
        self,
        area: pygame.Rect,
        colour: tuple[int, int, int],
        at: Field,
        lines: tuple[tuple[Field, bool, tuple[tuple[Field, tuple[int, int, int]], ...], Field | None], ...],
    ) -> Canvas:
        layer = scale.surface(area.size, pygame.SRCALPHA)

        def pos(f: Field) -> tuple[float, float]:
            x, y = self.centre(f)
            return x - area.left, y - area.top

        start = pos(at)
        r = int(self.cell * 0.46)
        for end_field, has_path, rings, blocked in lines:
            end = pos(end_field)
            draw.line(layer, (*colour, 60), start, end, 22)
            draw.line(layer, (*colour, 110), start, end, 10)
            draw.line(layer, (*colour, 240), start, end, 4)
            if has_path:
                draw.circle(layer, (*colour, 240), (int(end[0]), int(end[1])), 7)
            for t, ring in rings:
                draw.circle(layer, (*ring, 230), pos(t), r, 5)
            if blocked is not None:
                bx, by = pos(blocked)
                draw.circle(layer, (*art.MARKER_BLUE, 220), (bx, by), r, 4)
                k = self.cell * 0.14
                draw.line(layer, (*art.MARKER_BLUE, 240), (bx - k, by - k), (bx + k, by + k), 5)
                draw.line(layer, (*art.MARKER_BLUE, 240), (bx - k, by + k), (bx + k, by - k), 5)
        return layer

    def _draw_beams(self, surface: Canvas) -> None:
        for beam in self.beams:
            alpha = int(255 * (1 - beam.t))
            head = (
                beam.start[0] + (beam.end[0] - beam.start[0]) * min(1.0, beam.t * 2.5),
                beam.start[1] + (beam.end[1] - beam.start[1]) * min(1.0, beam.t * 2.5),
            )
            # a layer round the beam only: a window-sized one a frame cost ~4 ms at 2560x1440
            box = pygame.Rect(beam.start, (0, 0)).union(pygame.Rect(head, (0, 0))).inflate(40, 40)
            start = (beam.start[0] - box.x, beam.start[1] - box.y)
            tip = (head[0] - box.x, head[1] - box.y)
            layer = scale.surface(box.size, pygame.SRCALPHA)
            draw.line(layer, (*beam.colour, alpha // 3), start, tip, 18)
            draw.line(layer, (*beam.colour, alpha), start, tip, 5)
            draw.circle(layer, (*beam.colour, alpha), (int(head[0]) - box.x, int(head[1]) - box.y), 10)
            surface.blit(layer, box)

    # -- side panels (all words go through draw_text: wrapped, shrunk to fit, overflow recorded)

    def _text(
        self,
        surface: Canvas,
        text: str,
        rect: tuple[int, int, int, int] | pygame.Rect,
        size: int = 19,
        colour: str | tuple[int, int, int] = "normal_text",
        *,
        bold: bool = False,
        serif: bool = False,
        align: str = "left",
        valign: str = "top",
        wrap: bool = True,
    ) -> pygame.Rect:
        rgb = tuple(theme().c(colour))[:3] if isinstance(colour, str) else colour
        return textmod.draw_text(
            surface,
            text,
            pygame.Rect(rect),
            size,
            rgb,
            bold=bold,
            align=align,
            valign=valign,
            wrap_lines=wrap,
            face="serif" if serif else "sans",
            min_size=max(11, int(size * 0.7)),
        )

    def _heading(self, surface: Canvas, text: str, box: pygame.Rect, y: int) -> None:
        """A section's title in a seat's panel ``box``, at height ``y``."""
        self._text(surface, text, (box.left + 16, y, box.width - 32, 26), 19, "gold", bold=True, wrap=False)

    def _note(self, surface: Canvas, text: str, box: pygame.Rect, y: int) -> None:
        """A quiet line in a seat's panel ``box`` where a section has nothing to show."""
        self._text(surface, text, (box.left + 16, y, box.width - 32, 26), 18, "secondary_text", wrap=False)

    def _seat_slots(self) -> tuple[tuple[int, str], ...]:
        me = self.ctx.viewer if self.ctx.viewer is not None else 0
        return ((1 - me, "seat_top"), (me, "seat_bottom"))

    def _draw_seats(self, surface: Canvas) -> None:
        """Each seat's texts and tokens over its panel (in the room layer): a kept picture
        (``repaint.Kept``), painted again only when what it shows changes."""
        for seat, slot in self._seat_slots():
            r = self.layout[slot]
            kept = self.kept_seats.setdefault(slot, Kept())
            kept.draw(surface, r, self._seat_look(seat, r), lambda on, s=seat, r=r: self._draw_seat(on, s, r))

    def _seat_look(self, seat: int, r: pygame.Rect) -> tuple[object, ...]:
        """Everything :meth:`_draw_seat` shows for ``seat`` (its picture's key)."""
        v = self.v
        power = tuple(sorted(v["power"][seat].items()))
        choosing = v["phase"] == "reserve"
        tokens = tuple(v["reserve"][seat]) + tuple(v["picks"][seat] or ())
        return (
            tuple(r),
            current_language(),
            self.ctx.names[seat],
            self._cb(),
            seat in self.ctx.to_act,
            seat == self.ctx.viewer,
            self._seat_numbers(seat),
            power,
            v["tournament"],
            choosing,
            tokens,
            tuple(self.model.kinds[t] for t in tokens),
            v["picks_made"][seat],
            len(v["supply"][seat]),
        )

    def _draw_seat(self, surface: Canvas, seat: int, r: pygame.Rect) -> None:
        """A seat's panel, top to bottom: who, their stacks, power token, reserve, face-down stack."""
        self._seat_title(surface, seat, r)
        y = self._seat_counts(surface, seat, r, r.top + 90)
        y = self._seat_power(surface, seat, r, y)
        y = self._seat_reserve(surface, seat, r, y)
        self._seat_supply(surface, seat, r, y)

    def _seat_title(self, surface: Canvas, seat: int, r: pygame.Rect) -> None:
        face = art.guild_colour(seat, self._cb())
        surface.blit(art.token_image("adept", seat, 0, 54, self._cb()), (r.left + 14, r.top + 14))
        inner = r.width - 96
        self._text(
            surface,
            self.ctx.names[seat],
            (r.left + 80, r.top + 14, inner, 34),
            26,
            "hovered_text",
            bold=True,
            wrap=False,
        )
        self._text(
            surface,
            guild_name(seat, self._cb()),
            (r.left + 80, r.top + 50, inner - 90, 26),
            19,
            face,
            wrap=False,
        )
        if seat in self.ctx.to_act:
            self._text(
                surface,
                _("To play"),
                (r.right - 110, r.top + 52, 94, 24),
                18,
                "gold",
                align="right",
                wrap=False,
            )

    def _seat_numbers(self, seat: int) -> tuple[int, int, int, int]:
        """The seat's stacks, fresh stacks, tokens in them and those captured from the other guild."""
        stacks = [st for st in self.model.stacks.values() if self.model.owners[st.top] == seat]
        homes = self.v["tokens"]
        taken = sum(1 for st in stacks for t in st.tokens if homes[t]["home"] not in (None, seat))
        fresh = sum(1 for st in stacks if not st.exhausted)
        return len(stacks), fresh, sum(len(st.tokens) for st in stacks), taken

    def _seat_counts(self, surface: Canvas, seat: int, r: pygame.Rect, y: int) -> int:
        count, fresh, tokens, taken = self._seat_numbers(seat)
        line = _("Stacks: {stacks} · fresh: {fresh} · tokens: {tokens}").format(
            stacks=count, fresh=fresh, tokens=tokens
        )
        self._text(surface, line, (r.left + 16, y, r.width - 32, 28), 19, wrap=False)
        self._text(
            surface,
            _("Captured from the other guild: {n}").format(n=taken),
            (r.left + 16, y + 26, r.width - 32, 24),
            17,
            "secondary_text",
            wrap=False,
        )
        return y + 58

    def _seat_power(self, surface: Canvas, seat: int, r: pygame.Rect, y: int) -> int:
        pw = self.v["power"][seat]
        self._heading(surface, _("Power token"), r, y)
        y += 30
        box = pygame.Rect(r.left + 16, y, 58, 58)
        self.power_boxes[seat] = box
        side = (box.right + 12, y + 4, r.right - box.right - 28, 26)
        if self.v["tournament"]:
            self._note(surface, _("None (tournament variant)"), r, y + 14)
        elif pw["kind"] is not None:
            surface.blit(art.altar_image(pw["kind"], pw["used"], 58), box)
            power_name = POWER_NAMES[pw["kind"]]
            self._text(surface, _(power_name), side, 19, wrap=False)
            mine = seat == self.ctx.viewer
            state = _("used") if pw["used"] else (_("secret: only you see it") if mine else "")
            if state:
                self._text(surface, state, (side[0], y + 30, side[2], 24), 16, "secondary_text", wrap=False)
        else:
            surface.blit(art.token_back(58), box)
            self._text(surface, _("Hidden"), (side[0], y + 16, side[2], 26), 19, "secondary_text", wrap=False)
        return y + 76

    def _seat_reserve(self, surface: Canvas, seat: int, r: pygame.Rect, y: int) -> int:
        reserve = self.v["reserve"][seat]
        choosing = self.v["phase"] == "reserve"
        self._heading(surface, _("Reserve for Summoning"), r, y)
        y += 30
        if choosing and seat != self.ctx.viewer:
            self._note(surface, _("Choosing… ({n} of 3)").format(n=self.v["picks_made"][seat]), r, y + 12)
        else:
            shown = (self.v["picks"][seat] or []) if choosing else reserve
            for i, tok in enumerate(shown):
                surface.blit(
                    art.token_image(self.model.kinds[tok], seat, 0, 58, self._cb()), (r.left + 12 + i * 62, y)
                )
            if not shown:
                self._note(surface, _("empty"), r, y + 16)
        return y + 72

    def _seat_supply(self, surface: Canvas, seat: int, r: pygame.Rect, y: int) -> None:
        left = len(self.v["supply"][seat])
        if left and y + 90 < r.bottom:
            self._heading(surface, _("Face-down stack"), r, y)
            y += 30
            for i in range(min(left, 6)):
                surface.blit(art.token_back(58), (r.left + 14 + i * 3, y - i * 3))
            self._text(
                surface,
                ngettext("{n} token left", "{n} tokens left", left).format(n=left),
                (r.left + 96, y + 16, r.width - 112, 26),
                19,
                wrap=False,
            )

    def _draw_tray(self, surface: Canvas) -> None:
        r = self.layout["tray"]  # its panel is in the room layer
        titles = {
            "deploy": _("Token to place"),
            "place": _("Captured tokens"),
            "summon": _("Your reserve"),
            "remove": _("Which token leaves the game?"),
            "arrange": _("Choose the new top token"),
            "reserve": _("Hold back three tokens"),
        }
        self._text(
            surface,
            titles.get(self.mode, _("Temple of the guilds")),
            (r.left + 18, r.top + 14, r.width - 36, 36),
            24,
            "gold",
            bold=True,
            serif=True,
            wrap=False,
        )
        held = self.drag.held.id if self.drag.held is not None else None
        chosen = self.edit.token if self.edit is not None and self.mode in ("arrange", "summon") else None
        for rect, tok in self.tray_items:
            if held is not None and held[1] == tok and self.drag.dragging:  # type: ignore[index]
                continue
            owner = self.model.owners[tok]
            if owner is None or self.mode in ("place", "summon", "deploy", "reserve"):
                owner = self._me()
            surface.blit(art.token_image(self.model.kinds[tok], owner, 0, rect.width, self._cb()), rect)
            if chosen == tok or rect.collidepoint(self.mouse):
                draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=10)
        if self.tray_items:
            last = self.tray_items[-1][0]
            kind = self.model.kinds[self.tray_items[0][1]] if len(self.tray_items) == 1 else None
            if kind is not None:
                self._text(
                    surface,
                    f"{_(TOKEN_TYPES[kind].name)}: {_(TOKEN_HELP[kind])}",
                    (r.left + 18, last.bottom + 12, r.width - 36, r.bottom - last.bottom - 24),
                    18,
                )
        else:
            self._text(surface, self._tray_hint(), (r.left + 18, r.top + 60, r.width - 36, r.height - 76), 19)

    def _tray_hint(self) -> str:
        hints = {
            "battle": _("Hover a stack to see its lines. Click a glowing stack to activate it."),
            "refresh": _("Click an exhausted stack to remove its marker."),
            "shield": _("Click one of your stacks, then the side the shield should face."),
            "pick": _("Click the stack to use."),
            "move": _(
                "Drag the stack to a neighbouring free field, or click that field, or leave it; "
                "turn it and confirm."
            ),
            "face": _("Turn the stack with the wheel or Q/E, then confirm."),
            "attach": _(
                "Point at the edge of the board: the new piece and its twin light up. The wheel "
                "shows other pieces there; click to attach."
            ),
            "swap": _("Click two of your stacks to swap them."),
            "wait": _("Waiting for the other player."),
        }
        if self.v["phase"] == "over":
            return _("The game is over.")
        if self.mode == "battle" and self.prompt():  # a Telepath or Barbarian waits for its target
            return _("The lit fields on its line are the targets it may choose.")
        return hints.get(self.mode, "")

    def _draw_controls(self, surface: Canvas) -> None:
        """The prompt, the buttons and a hint over the panel: a kept picture (``repaint.Kept``),
        painted again only when one of them changes, not blended anew every frame."""
        r = self.layout["controls"]  # its panel is in the room layer
        if self.ctx.prompt is not None and self.ctx.is_my_turn():
            text = self.prompt() or self.ctx.text(self.ctx.prompt)
        else:
            text = _("Not your turn.")
        edit = self.mode in EDIT_MODES and "done" not in self.kinds
        hint = _("Wheel or Q/E: turn · Enter: confirm") if edit else ""
        buttons = self.widgets.look(self.mouse, r)
        key = None if buttons is None else (text, hint, buttons)
        self.kept_controls.draw(surface, r, key, lambda on: self._paint_controls(on, r, text, hint))

    def _paint_controls(self, surface: Canvas, r: pygame.Rect, text: str, hint: str) -> None:
        self._text(surface, text, (r.left + 16, r.top + 8, r.width - 32, 44), 17)
        self.widgets.draw(surface, self.mouse)
        if hint:
            self._text(
                surface,
                hint,
                (r.left + 12, r.bottom - 30, r.width - 24, 24),
                16,
                "secondary_text",
                align="center",
                wrap=False,
            )

    def _draw_inspector(self, surface: Canvas) -> None:
        r = self.layout["inspector"]  # its panel is in the room layer
        f = self.field_at(self.mouse)
        st = self.model.stacks.get(f)
        if st is None and self.selected is not None:
            f, st = self.selected, self.model.stacks.get(self.selected)
        x, y, w = r.left + 16, r.top + 14, r.width - 32
        if st is not None:
            self._inspect_stack(surface, f, st, r)
            return
        altar = self.model.altars.get(f)
        if altar is not None:
            self._text(
                surface, _(ALTAR_NAMES[altar]), (x, y, w, 32), 22, "gold", bold=True, serif=True, wrap=False
            )
            spent = altar == "summoning" and self.model.summoning_spent
            help_text = _(SPENT_HELP if spent else ALTAR_HELP[altar])
            self._text(surface, help_text, (x, y + 42, w, r.height - 70), 18)
            return
        self._text(surface, _("Legend"), (x, y, w, 32), 22, "gold", bold=True, serif=True, wrap=False)
        y += 42
        legend = [
            (art.SPELL_COLOURS["missile"], _("Magic missile: hits the first enemy or altar.")),
            (art.SPELL_COLOURS["thunder"], _("Thunder: like a missile, breaks shields.")),
            (art.SPELL_COLOURS["discharge"], _("Discharge: any one target on its line.")),
            (art.SILVER, _("Silver arc: printed shield.")),
            (art.MARKER_BLUE, _("Blue arc: shield marker.")),
        ]
        for colour, text in legend:
            draw.circle(surface, colour, (x + 10, y + 12), 8)
            used = self._text(surface, text, (x + 30, y, w - 30, 48), 17)
            y += max(30, used.height + 8)
        self._text(
            surface,
            _("Extra piece pairs left: {n}").format(n=len(self.v["pieces"])),
            (x, y + 6, w, 24),
            17,
            "secondary_text",
            wrap=False,
        )
        self._text(
            surface,
            _("Shield markers left: {n}").format(n=self.v["shield_markers"]),
            (x, y + 32, w, 24),
            17,
            "secondary_text",
            wrap=False,
        )

    def _inspect_stack(self, surface: Canvas, f: Field, st: Stack, r: pygame.Rect) -> None:
        x, y, w = r.left + 16, r.top + 14, r.width - 32
        owner = self.model.owners[st.top] or 0
        self._text(
            surface,
            _("Stack on {field}").format(field=field_label(f)),
            (x, y, w, 32),
            22,
            "gold",
            bold=True,
            serif=True,
            wrap=False,
        )
        y += 36
        marks = [guild_name(owner, self._cb())]
        if st.exhausted:
            marks.append(_("exhausted"))
        if st.shields:
            marks.append(
                ngettext("{n} shield marker", "{n} shield markers", len(st.shields)).format(n=len(st.shields))
            )
        self._text(surface, ", ".join(marks), (x, y, w, 24), 17, "secondary_text", wrap=False)
        y += 28
        for i, tok in enumerate(reversed(st.tokens)):
            if y > r.bottom - 70:
                self._text(surface, "…", (x, y, w, 24), 20, "secondary_text")
                break
            kind = self.model.kinds[tok]
            surface.blit(art.token_image(kind, owner, st.facing if i == 0 else 0, 44, self._cb()), (x, y))
            name = _(TOKEN_TYPES[kind].name) + ("  · " + _("top") if i == 0 else "")
            colour = "hovered_text" if i == 0 else "normal_text"
            self._text(surface, name, (x + 54, y, w - 54, 24), 19, colour, bold=i == 0, wrap=False)
            used = self._text(
                surface, _(TOKEN_HELP[kind]), (x + 54, y + 24, w - 54, 64), 15, "secondary_text"
            )
            y += max(52, 28 + used.height + 6)
