"""School of Sorcery's table: six locations, two wizards, dice, cast cards and crystals.

The view reads only ``ctx.view`` (what the seat at the screen may see) and
``ctx.legal``.  Decisions:

* casting: click dice to pick rerolls, drag cast cards face down onto the
  dice (or click a card, then a die; Tab/Enter work too), then Cast;
* card abilities: click a glowing card in your area (or its button), then
  narrow the use step by step -- click a glowing location, a die, or a
  button for a number -- until one legal action remains;
* everything else (portal target, honouring a short opponent's cards,
  windows, dice abilities, the draft) is a click on a glowing target or a
  button; every button also answers to the keyboard.

The resting table is drawn from the view; animations (tumbling dice,
flipping cast cards, flying crystals, the location-by-location resolution,
sliding cards) are overlays that end on exactly that picture.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable
from typing import Any

import pygame

from game.audio.cues import cue
from game.i18n import _, ngettext, tr
from game.rules.base import N_, Action, Event
from game.scenes.table_api import TableContext, TableView
from game.scenes.tables.confirm import ConfirmPrompt
from game.scenes.tables.sorcery import art
from game.scenes.tables.sorcery.drawing import SorceryDrawing
from game.scenes.tables.sorcery.geometry import (
    CARD,
    CAST,
    CHIP,
    DIE,
    GEM,
    LAYOUT_NAME,
    LOCATION_PARAMS,
    LOCS,
    OPP_CHIP,
    OPP_CHIP_GAP,
)
from game.scenes.tables.sorcery.texts import (
    card_tooltip,
    cast_prompt,
    effect_text,
    honour_label,
    removal_label,
    rules_summary,
    use_prompt,
    window_tooltip,
)
from game.scenes.ui import Button, Widget, WidgetGroup, label, theme
from game.sprites import layout, scale
from game.sprites import text as textmod
from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas
from game.sprites.tween import Animator

PARAM_ORDER = ("via", "frm", "to", "loc", "die", "face", "n")
AREAS = (("permanent", N_("Permanent")), ("one_time", N_("One-time")), ("used", N_("Used")))
PER_PAGE = 6
#: A control button: its label (text or a function of the language), what it does, whether primary.
ControlRow = tuple[Any, Any, bool]


class ControlButton(Button):
    """A control whose label wraps to two lines and shrinks (to ``art.FLOOR``: 10 px at 1280x720)
    before it would be cut.

    German and Polish labels ("Behalten: Schriftrolle der Bannung") run far
    longer than the English ones the column was first sized for.
    """

    #: The buttons of the column this one stands in: all draw their labels at one size (#28: one
    #: long German label shrank alone and the column read in three sizes).
    column: list[ControlButton]
    _fitted: tuple[tuple[str, ...], int] = ((), 0)

    def shared_size(self) -> int:
        """The largest size (from ``size`` down to ``art.FLOOR``) at which every label of the column fits."""
        texts = tuple(label(b.text) for b in self.column)
        if self._fitted[0] != texts:
            size = min(
                textmod.fit_size(t, b.label_box(), b.size, art.FLOOR, bold=b.primary)[0]
                for b, t in zip(self.column, texts, strict=True)
            )
            for b in self.column:
                b._fitted = (texts, size)
        return self._fitted[1]

    def label_box(self) -> pygame.Rect:
        """Where the label goes: two lines of 15 px need 42 of a 45 px button in a column of seven."""
        return self.rect.inflate(-16, -2)

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        text, self.text = self.text, ""
        super().draw(surface, mouse)  # the button in its look, without a label
        self.text = text
        on = self.enabled()
        hover = on and self.rect.collidepoint(mouse)
        colour = "disabled_text" if not on else ("hovered_text" if self.primary or hover else "normal_text")
        textmod.draw_text(
            surface,
            label(text),
            self.label_box(),
            self.shared_size(),
            theme().c(colour),
            bold=self.primary,
            align="center",
            valign="middle",
            min_size=art.FLOOR,
        )


def _columns(width: int, weights: list[int], titles: list[str]) -> list[int]:
    """The opponent's card columns: shared by ``weights``, but an empty column no narrower than its
    heading at ``art.FLOOR`` (a fifth of the box cut the Polish "Jednorazowe" at 10 px, 1280x720)."""
    font = theme().font(art.FLOOR, bold=True)
    cols = [width * w // sum(weights) for w in weights]
    for i, (w, title) in enumerate(zip(weights, titles, strict=True)):
        need = font.size(title)[0] + 24  # a clear gap before the next heading, at 10 px too
        if w == 1 and cols[i] < need:
            filled = [j for j, wj in enumerate(weights) if wj == 2] or [j for j in range(len(cols)) if j != i]
            for j in filled:
                cols[j] -= (need - cols[i]) // len(filled) + 1
            cols[i] = need
    return cols


class ControlTitle(Widget):
    """The chooser's heading while a card is used: its name and what it does (#28: "From location 1"
    alone named neither)."""

    def __init__(self, rect: tuple[int, int, int, int], name: str, effect: str | None) -> None:
        super().__init__(rect)
        self.name, self.effect = name, effect

    def draw(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        r = self.rect
        top = r if self.effect is None else pygame.Rect(r.x, r.y, r.w, 24)
        textmod.draw_text(
            surface, self.name, top, 18, theme().c("gold"), bold=True, align="center", min_size=art.FLOOR
        )
        if self.effect is not None:  # two lines: German runs long ("einen Würfel auf eine andere …")
            low = pygame.Rect(r.x, r.y + 24, r.w, r.h - 24)
            textmod.draw_text(
                surface, self.effect, low, 16, theme().c("normal_text"), align="center", min_size=art.FLOOR
            )


class SorceryView(SorceryDrawing, TableView):
    """State, input and help of the table; its painting is :class:`~.drawing.SorceryDrawing`."""

    covers_canvas = True  # the static layer is opaque and full-screen: no backdrop under it
    migrated = True  # draws through game.sprites.scale: crisp at the window's pixel size

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.lay = layout.get(LAYOUT_NAME)
        self.anim = Animator(ctx.settings.get("animation_speed", "normal"))
        self.widgets = WidgetGroup()
        self.kept_controls = Kept()  # the control buttons' picture (see SorceryDrawing._draw_table)
        self.kept_hand = Kept()  # the cast cards' (SorceryDrawing._draw_hand)
        self.kept_areas: dict[int, Kept] = {}  # each seat's card areas' (SorceryDrawing._draw_areas)
        self.kept_dice: dict[int, Kept] = {}  # each seat's dice and the cards under them' (_draw_dice)
        self.kept_track = Kept()  # the info bar's (SorceryDrawing._draw_track)
        self.kept_opp_hand = Kept()  # the opponent's cast cards' (_draw_opponent_hand)
        self.kept_tiles: dict[int, Kept] = {}  # each location's tile (_draw_locations)
        self.placed: dict[int, int] = {}  # die -> cast card index (my face-down choice before Cast)
        self.slots: dict[int, tuple[int, ...]] = {}  # seat -> where each of its dice is drawn (_keep_layout)
        self.reroll: set[int] = set()
        self.narrow: list[Action] | None = None
        self.page = 0
        self.spin: dict[tuple[int, int], tuple[int, float]] = {}  # (seat, die) -> (shown face, angle)
        self.flip = 1.0  # reveal progress of the cast cards under the dice
        self.lit: dict[int, tuple[str, tuple[int, int, int]]] = {}  # location -> (banner, colour)
        self.flying: list[tuple[pygame.Surface, tuple[float, float], float]] = []
        self.slide: dict[str, float] = {}  # card id -> x offset still to travel
        self.prev_locations: list[Any] = [loc["card"] for loc in ctx.view["locations"]]
        self.rng = random.Random(7)
        self._mouse = (0, 0)
        self._static: tuple[Any, Canvas] | None = None
        self.hidden: set[str] = set()  # cards still flying in from the deck
        self.dd = DragDrop(self._targets_for, self._drop, self._why_not, self.anim)
        self.confirm = ConfirmPrompt()  # "confirm before reveal" for the face-down cast
        self.refresh(ctx)

    # ------------------------------------------------------------------ seats and helpers

    @property
    def v(self) -> dict[str, Any]:
        return self.ctx.view

    @property
    def me(self) -> int:
        return self.ctx.viewer if self.ctx.viewer is not None else 0

    @property
    def opp(self) -> int:
        return 1 - self.me

    def card(self, cid: str) -> dict[str, Any]:
        return self.v["cards"][cid]

    def loc_rect(self, i: int) -> pygame.Rect:
        return self.lay[LOCS[i]]

    def card_rect(self, i: int) -> pygame.Rect:
        r = self.loc_rect(i)
        return pygame.Rect(0, 0, *CARD).move(r.centerx - CARD[0] // 2, r.y + 84)

    def gem_row(self, i: int, seat: int) -> pygame.Rect:
        r = self.card_rect(i)
        y = r.y - 40 if seat == self.opp else r.bottom + 6
        return pygame.Rect(r.x - 20, y, r.w + 40, 32)

    def die_rect(self, seat: int, d: int) -> pygame.Rect:
        """Where die ``d`` of ``seat`` is drawn (and hit): its own place, unless a cast moved it."""
        box = self.lay["my_dice"] if seat == self.me else self.lay["opp_dice"]
        size = DIE if seat == self.me else 64
        slot = self.slots[seat][d] if seat in self.slots else d
        return pygame.Rect(box.x + 20 + slot * 120 + (DIE - size) // 2, box.y + 4, size, size)

    def under_die(self, seat: int, d: int) -> pygame.Rect:
        r = self.die_rect(seat, d)
        size = (52, 74) if seat == self.opp else (64, 90)
        return pygame.Rect(r.centerx - size[0] // 2, r.bottom + 10, *size)

    def hand_rect(self, idx: int) -> pygame.Rect:
        box = self.lay["hand"]
        return pygame.Rect(box.x + 4 + idx * (CAST[0] + 8), box.y + 40, *CAST)

    def reserve_pos(self, seat: int) -> tuple[int, int]:
        box = self.lay["me"] if seat == self.me else self.lay["opp"]
        return (box.x + 120, box.y + 104)

    def _keep_layout(self, v: dict[str, Any]) -> None:
        """Keep the cast cards where the player laid them.

        The engine lists one cast per way of laying cards on *faces* (dice showing one face are
        interchangeable), so a 3 laid on the left of two sixes could come back on the right one:
        the player saw their cards swap.  Dice showing one face look alike, so the table draws
        the dice themselves in the player's order instead; every rect, hit and animation follows
        ``die_rect``.  The order lasts while the cards lie under the dice.
        """
        if not v.get("revealed"):  # a seat's order ends with its cards: taken back, or a new roll
            self.slots = {seat: order for seat, order in self.slots.items() if v["assigned"][seat]}
        mine = v["my_assignment"]
        if mine is None or len(self.placed) < 3 or self.me in self.slots:
            return
        slot_of = {card: d for d, card in self.placed.items()}
        dice = v["dice"][self.me]
        slots = tuple(slot_of.get(card, -1) for card in mine)
        if sorted(slots) == [0, 1, 2] and all(dice[e] == dice[slot] for e, slot in enumerate(slots)):
            self.slots[self.me] = slots

    def my_legal(self, kind: str) -> list[Action]:
        return [a for a in self.ctx.legal if a.kind == kind]

    # ------------------------------------------------------------------ refresh and events

    def refresh(self, ctx: TableContext) -> None:
        self.prev_locations = [loc["card"] for loc in self.ctx.view["locations"]]
        super().refresh(ctx)
        self.anim.set_speed(ctx.settings.get("animation_speed", "normal"))
        v = ctx.view
        self._keep_layout(v)
        if v["step"] != "cast" or not ctx.is_my_turn():
            self.placed.clear()
        if v["step"] != "cast" and v.get("pending") is None:
            self.reroll.clear()
        if self.narrow is not None and not all(a in ctx.legal for a in self.narrow):
            self.narrow = None
        self.confirm.refresh(ctx)
        self.page = 0
        self._build()

    def on_events(self, events: list[Event]) -> None:
        delay = 0.0
        for e in events:
            cue(self.anim, "sorcery", e, delay)
            kind = e.kind
            if kind == "roll":
                for seat in (0, 1):
                    for d, face in enumerate(e.data["dice"][seat]):
                        self._tumble(seat, d, face, delay)
                delay += 0.25
            elif kind in ("reroll",):
                for d in e.data["dice"]:
                    self._tumble(e.seat, d, e.data["faces"][d], delay)
                delay += 0.2
            elif kind == "reveal":
                self._reveal(delay)
                delay += 0.35
            elif kind == "place":
                self._fly_gems(e.seat, self.reserve_pos(e.seat), e.data["loc"] - 1, e.data["n"], delay)
                delay += 0.15
            elif kind == "portal":
                src = self.gem_row(self._portal_index(), e.seat).center
                self._fly_gems(e.seat, src, e.data["loc"] - 1, e.data["n"], delay)
                delay += 0.2
            elif kind == "add":
                self._fly_gems(e.seat, self.reserve_pos(e.seat), e.data["loc"] - 1, e.data["n"], delay)
            elif kind == "move":
                src = self.gem_row(e.data["frm"] - 1, e.data["owner"]).center
                self._fly_gems(e.data["owner"], src, e.data["to"] - 1, e.data["n"], delay)
            elif kind in ("win", "unclaimed", "removed"):
                self._resolve_banner(e, delay)
                delay += 0.55 if kind != "unclaimed" else 0.35
            elif kind == "slide":
                self._slide(e.data["locations"], delay)
                delay += 0.3

    def _tumble(self, seat: int, d: int, face: int, delay: float) -> None:
        def step(t: float) -> None:
            if t >= 1.0:
                self.spin.pop((seat, d), None)
            else:
                self.spin[(seat, d)] = (self.rng.randint(1, 6), 540 * (1 - t))

        self.anim.add(0.45, step, delay=delay)

    def _reveal(self, delay: float) -> None:
        def step(t: float) -> None:
            self.flip = t

        self.anim.add(0.4, step, delay=delay)

    def _fly(
        self,
        img: pygame.Surface,
        src: tuple[float, float],
        dst: tuple[float, float],
        delay: float,
        duration: float = 0.32,
        arc: float = 60.0,
        on_done: Any = None,
    ) -> None:
        """Throw a picture from ``src`` to ``dst`` along an arc (the table below already shows the end)."""
        entry: list[Any] = [img, src, 0.0]

        def step(t: float) -> None:
            if t >= 1.0:
                if entry in self.flying:
                    self.flying.remove(entry)
                if on_done is not None:
                    on_done()
                return
            if entry not in self.flying:
                self.flying.append(entry)
            x = src[0] + (dst[0] - src[0]) * t
            y = src[1] + (dst[1] - src[1]) * t - arc * math.sin(math.pi * t)
            entry[1] = (x, y)

        self.anim.add(duration, step, delay=delay)

    def _fly_gems(self, seat: int, src: tuple[int, int], loc: int, n: int, delay: float) -> None:
        dst = self.gem_row(loc, seat).center
        img = art.crystal(seat, (GEM, GEM))
        for k in range(min(n, 6)):
            self._fly(img, (src[0] + k * 4, src[1]), (dst[0] + k * 4, dst[1]), delay + 0.06 * k)

    def _resolve_banner(self, e: Event, delay: float) -> None:
        i = e.data["loc"] - 1
        if e.kind == "win":
            text = _("{name} wins").format(name=self.ctx.names[e.seat])
            colour = art.SEAT_COLOURS[e.seat]
        elif e.kind == "removed":
            text, colour = _("Removed"), (200, 90, 90)
        else:
            text, colour = _("Nobody wins"), (150, 140, 170)

        ghost = e.data["card"] if e.kind in ("win", "removed") else None

        def step(t: float) -> None:
            if t >= 1.0:
                self.lit.pop(i, None)
            else:
                self.lit[i] = (text, colour, ghost)

        self.anim.add(0.5 if ghost else 0.3, step, delay=delay)
        if e.kind == "win":
            box = self.lay["my_cards"] if e.seat == self.me else self.lay["opp_cards"]
            img = art.card_chip(
                self.card(e.data["card"]), (self.lay["opp_cards"].w // 3 - OPP_CHIP_GAP, OPP_CHIP)
            )
            self._fly(img, self.card_rect(i).center, box.center, delay + 0.5, duration=0.4, arc=30)

    def _slide(self, new_locations: list[Any], delay: float) -> None:
        step_x = self.loc_rect(1).x - self.loc_rect(0).x
        deck = self.lay["info"].x + 27, self.lay["info"].centery
        for k, (j, cid) in enumerate(
            (j, c)
            for j, c in enumerate(new_locations)
            if c not in (None, "portal") and c not in self.prev_locations
        ):
            self.hidden.add(cid)
            self._fly(
                art.card_back(CARD),
                deck,
                self.card_rect(j).center,
                delay + 0.35 + 0.12 * k,
                duration=0.35,
                arc=20,
                on_done=lambda cid=cid: self.hidden.discard(cid),
            )
        for j, cid in enumerate(new_locations):
            if cid is not None and cid in self.prev_locations:
                shift = (self.prev_locations.index(cid) - j) * step_x
                if shift:
                    self.slide[cid] = shift

                    def step(t: float, cid: str = cid, shift: float = shift) -> None:
                        self.slide[cid] = shift * (1 - t)
                        if t >= 1.0:
                            self.slide.pop(cid, None)

                    self.anim.add(0.35, step, delay=delay)

    def busy(self) -> bool:
        return self.anim.busy()

    def skip_animations(self) -> None:
        self.anim.skip()
        self.flying.clear()
        self.hidden.clear()
        self.lit.clear()
        self.slide.clear()
        self.spin.clear()
        self.flip = 1.0

    def update(self, dt: float) -> None:
        self.anim.update(dt)
        self.dd.update(dt)

    def _portal_index(self) -> int:
        return next(i for i, loc in enumerate(self.v["locations"]) if loc["card"] == "portal")

    # ------------------------------------------------------------------ controls

    def _build(self) -> None:
        """Buttons for the decision at hand, drag sources and drop targets."""
        self.widgets.clear()
        box = self.lay["controls"]
        x, w = box.x + 8, box.w - 16
        y = box.y + 8
        if self.narrow is not None:
            card = self.using()
            self.widgets.add(ControlTitle((x, y, w, 66), tr(card["name"]), effect_text(card)))
            y += 70
        rows = self._narrow_rows() if self.narrow is not None else self._decision_rows()
        self._add_controls(self._paged(rows), x, y, w, box.bottom - y)
        self._set_drag_items()

    def using(self) -> dict[str, Any]:
        """The card whose ability the narrowed use carries out (the borrowed one once the Spear chose)."""
        assert self.narrow is not None
        first = self.narrow[0]
        vias = {a.get("via") for a in self.narrow}
        return self.card(first["via"] if len(vias) == 1 and first.get("via") is not None else first["card"])

    def prompt(self) -> str | None:
        """While a card is used, the bar names it and what it asks; while casting, what is left to do."""
        if self.narrow is not None:
            key = self.stage()[0]
            return use_prompt(self.using(), key) if key else None
        if self.my_legal("assign"):
            return cast_prompt(len(self.placed))
        return None

    def _narrow_rows(self) -> list[ControlRow]:
        """One button per value of the parameter a narrowed card use asks next, and Cancel."""
        rows: list[ControlRow] = []
        key, values = self.stage()
        for value in values:
            rows.append(
                (
                    self._value_label(key, value),
                    lambda value=value, key=key: self._pick(key, value),
                    False,
                )
            )
        rows.append((lambda: _("Cancel"), self._cancel, False))
        return rows

    def _decision_rows(self) -> list[ControlRow]:
        """The decision's buttons: cast, reroll, each usable card, each listed action, pass/finish/skip
        (an immediate card's use is offered by its own "Use" button, not listed again)."""
        rows: list[ControlRow] = []
        legal = self.ctx.legal
        if legal:
            kinds = {a.kind for a in legal}
            if "assign" in kinds:
                rows.append((lambda: _("Cast"), self._cast, True))
                rows.append((lambda: _("Take the cards back"), self._clear, False))
            if "reroll" in kinds:
                rows.append(
                    (
                        lambda: (
                            ngettext(
                                "Reroll {n} die (1 token)", "Reroll {n} dice (1 token)", len(self.reroll)
                            ).format(n=len(self.reroll))
                            if self.reroll
                            else _("Click dice to reroll")
                        ),
                        self._reroll,
                        False,
                    )
                )
            for cid in self.usable_cards():
                rows.append(
                    (
                        lambda cid=cid: _("Use {card}").format(card=tr(self.card(cid)["name"])),
                        lambda cid=cid: self._start_use(cid),
                        False,
                    )
                )
            for a in legal:
                if a.kind in ("honour", "resolve", "keep", "portal"):
                    rows.append(
                        (
                            lambda a=a: self._action_label(a),
                            lambda a=a: self.ctx.submit(a),
                            False,
                        )
                    )
            # Skip is offered beside the card's use and is not the step's natural end: in bold
            # it read as the recommended answer ("Pomiń" stood out over "Use Banishing Dust").
            ends = (
                ("pass", N_("Pass"), True),
                ("done", N_("Finish phase IV"), True),
                ("skip", N_("Skip"), False),
            )
            for kind, text, primary in ends:
                if kind in kinds:
                    rows.append(
                        (lambda text=text: _(text), lambda kind=kind: self.ctx.submit(Action(kind)), primary)
                    )
        return rows

    def _paged(self, rows: list[ControlRow]) -> list[ControlRow]:
        """The rows of the current page and a "More…" button when they do not fit in one."""
        if len(rows) > PER_PAGE + 1:
            pages = math.ceil(len(rows) / PER_PAGE)
            self.page %= pages
            shown = rows[self.page * PER_PAGE : (self.page + 1) * PER_PAGE]
            shown.append((lambda: _("More…"), self._next_page, False))
            rows = shown
        return rows

    def _add_controls(self, rows: list[ControlRow], x: int, y: int, w: int, room: int) -> None:
        """One button per row, numbered 1-8 on the keyboard, closer together when ``room`` is short."""
        pitch = min(50, room // max(1, len(rows)))
        hotkeys = [
            pygame.K_1,
            pygame.K_2,
            pygame.K_3,
            pygame.K_4,
            pygame.K_5,
            pygame.K_6,
            pygame.K_7,
            pygame.K_8,
        ]
        column: list[ControlButton] = []
        for k, (text, callback, primary) in enumerate(rows):
            column.append(
                ControlButton(
                    (x, y, w, pitch - 4),
                    text,
                    callback,
                    primary=primary,
                    size=18,
                    hotkey=hotkeys[k] if k < len(hotkeys) else None,
                    name=f"control-{k}",
                )
            )
            column[-1].column = column
            self.widgets.add(column[-1])
            y += pitch

    def _action_label(self, a: Action) -> str:
        """A button's text: the engine's description, but the portal's target alone ("To location 3")
        and a shortage's or the Ring's amounts and places alone.

        "Portal crystals to location …" ran out of room in German and Polish and
        left five buttons reading alike; the prompt above already says what they move.
        """
        if a.kind == "portal":
            return _("To location {n}").format(n=a["loc"])
        if a.kind == "honour":
            return honour_label(self.v, self.me, a["amounts"])
        if a.kind == "resolve" and a.get("frm") is not None:
            return removal_label(a["frm"])
        return self.ctx.text(self.ctx.describe(a))

    def _next_page(self) -> None:
        self.page += 1
        keep = self.page
        self._build()
        self.page = keep

    def usable_cards(self) -> list[str]:
        """The won cards the viewer may use now, in the order of the legal list (clicked in the hand)."""
        seen: list[str] = []
        for a in self.ctx.legal:
            if a.kind == "use" and a["card"] not in seen:
                seen.append(a["card"])
        return seen

    def _start_use(self, cid: str) -> None:
        self.narrow = [a for a in self.ctx.legal if a.kind == "use" and a["card"] == cid]
        self._settle()

    def stage(self) -> tuple[str, list[Any]]:
        """The parameter the narrowed card use asks next and its values; ``("", [])`` once decided."""
        assert self.narrow is not None
        for key in PARAM_ORDER:
            values: list[Any] = []
            for a in self.narrow:
                value = a.get(key)
                if value is not None and value not in values:
                    values.append(value)
            if len(values) > 1:
                return key, sorted(values, key=lambda x: (str(type(x)), x))
        return "", []

    def _settle(self) -> None:
        """Submit when one action remains; otherwise show the next question."""
        if self.narrow is not None and len(self.narrow) == 1:
            action = self.narrow[0]
            self.narrow = None
            self.ctx.submit(action)
            return
        if self.narrow is not None and not self.stage()[0]:
            action = self.narrow[0]
            self.narrow = None
            self.ctx.submit(action)
            return
        self._build()

    def _pick(self, key: str, value: Any) -> None:
        if self.narrow is None:
            return
        self.narrow = [a for a in self.narrow if a.get(key) == value]
        self._settle()

    def _cancel(self) -> None:
        self.narrow = None
        self._build()

    def _value_label(self, key: str, value: Any) -> Any:
        if key == "via":
            return lambda: tr(self.card(value)["name"])
        if key in ("frm", "to", "loc"):
            return lambda: self._location_label(key, value)
        if key == "die":
            return lambda: _("Die {n}").format(n=value + 1)
        if key == "face":
            return lambda: _("Show {n}").format(n=value)
        return lambda: ngettext("{n} crystal", "{n} crystals", value).format(n=value)

    def _location_label(self, key: str, loc: int) -> str:
        """A location button ("To location 6 (portal)"): the portal's place is marked, as the log
        marks it; "Do lokacji 6" did not say the crystals would wait there for phase III."""
        # TRANSLATORS: same message as the engine's, a location number when the portal lies there
        n = _("{loc} (portal)").format(loc=loc) if loc - 1 == self._portal_index() else str(loc)
        return (_("From location {n}") if key == "frm" else _("To location {n}")).format(n=n)

    # ------------------------------------------------------------------ casting

    def _cast(self) -> None:
        if len(self.placed) < 3:
            self.dd.say(_("Place a cast card on each of your three dice first."))
            return
        dice = self.v["dice"][self.me]
        want = sorted(zip(dice, [self.placed[d] for d in range(3)], strict=True))
        for a in self.my_legal("assign"):
            if sorted(zip(dice, a["cards"], strict=True)) == want:
                dice_rects = [self.die_rect(self.me, d).union(self.under_die(self.me, d)) for d in range(3)]
                short = self._shortage_warning()
                self.confirm.ask(
                    self.ctx,
                    a,
                    dice_rects[0].unionall(dice_rects[1:]),
                    short or N_("Cast these three cards face down? Once cast, they cannot be taken back."),
                    always=short is not None,
                )
                return

    def _shortage_warning(self) -> Callable[[], str] | None:
        """The question when the placed cards ask for more crystals than the reserve holds.

        The log said only afterwards that the opponent now picks which cards count;
        a first-time player cast 6 with 5 in reserve without a word of warning.
        """
        demand = sum(self.v["cast_cards"][self.placed[d]]["value"] for d in range(3))
        have = self.v["reserve"][self.me]
        if demand <= have:
            return None
        opponent = self.ctx.names[1 - self.me]
        return lambda: ngettext(
            "These cards ask for {demand} crystal but your reserve holds {have}: "
            "{opponent} will choose which of them count. Cast them anyway?",
            "These cards ask for {demand} crystals but your reserve holds {have}: "
            "{opponent} will choose which of them count. Cast them anyway?",
            demand,
        ).format(demand=demand, have=have, opponent=opponent)

    def _clear(self) -> None:
        self.placed.clear()
        self._build()

    def _reroll(self) -> None:
        if not self.reroll:
            self.dd.say(_("Click the dice you want to reroll first."))
            return
        action = Action("reroll", dice=tuple(sorted(self.reroll)))
        self.reroll.clear()
        self.ctx.submit(action)

    def _set_drag_items(self) -> None:
        sources: list[Source] = []
        targets: list[Target] = []
        if self.my_legal("assign"):
            for idx, cc in enumerate(self.v["cast_cards"]):
                if idx not in self.placed.values():
                    sources.append(
                        Source(
                            ("cast", idx), self.hand_rect(idx), art.cast_card(cc["value"], cc["flip"], CAST)
                        )
                    )
            for d in range(3):
                targets.append(
                    Target(("die", d), self.die_rect(self.me, d).union(self.under_die(self.me, d)))
                )
        self.dd.set_items(sources, targets)

    def _targets_for(self, source: Hashable) -> list[Hashable]:
        return [("die", d) for d in range(3) if d not in self.placed]

    def _drop(self, source: Hashable, target: Hashable) -> None:
        assert isinstance(source, tuple) and isinstance(target, tuple)
        self.placed[target[1]] = source[1]
        self._build()

    def _why_not(self, source: Hashable, target: Hashable | None) -> str:
        if target is None:
            return _("Drop a cast card on one of your dice.")
        return _("That die already has a cast card: click it to take the card back.")

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self._mouse = event.pos
        if self.confirm.handle_event(event):
            return True
        if self.anim.busy() and event.type == pygame.MOUSEBUTTONDOWN:
            self.skip_animations()
            return True
        if self.widgets.handle_event(event):
            return True
        if self.dd.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.narrow is not None:
            self._cancel()
            return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        v = self.v
        # dice: choose rerolls (casting or a pending ability) -- unless a card use is asking
        # "which die?": a click there marked the die for a reroll instead (found in play)
        if self.my_legal("reroll") and self.narrow is None:
            for d in range(len(self._my_dice())):
                if self.my_die_rect(d).collidepoint(pos):
                    self.reroll ^= {d}
                    self._build()
                    return True
        # a placed cast card goes back to the hand
        for d in list(self.placed):
            if self.under_die(self.me, d).collidepoint(pos):
                del self.placed[d]
                self._build()
                return True
        # narrowing by location or die
        if self.narrow is not None:
            key, values = self.stage()
            if key in LOCATION_PARAMS:
                for i in range(6):
                    if i + 1 in values and self.loc_rect(i).collidepoint(pos):
                        self._pick(key, i + 1)
                        return True
            if key == "die":
                for d in values:
                    if self.die_rect(self.me, d).collidepoint(pos):
                        self._pick(key, d)
                        return True
        for a in self.my_legal("portal"):
            if self.loc_rect(a["loc"] - 1).collidepoint(pos):
                self.ctx.submit(a)
                return True
        for cid, rect in self.my_card_rects():
            if rect.collidepoint(pos) and cid in self.usable_cards():
                self._start_use(cid)
                return True
        draft = v.get("draft")
        if draft and self.my_legal("keep"):
            for cid, rect in self.draft_rects():
                if rect.collidepoint(pos):
                    self.ctx.submit(Action("keep", card=cid))
                    return True
        return False

    def _my_dice(self) -> list[int]:
        p = self.v.get("pending")
        if p and p.get("dice") and p["seat"] == self.me:
            return p["dice"]
        return self.v["dice"][self.me]

    def my_die_rect(self, d: int) -> pygame.Rect:
        """Where the viewer's die ``d`` is clicked: in the pop-up while a card rolls its own dice."""
        p = self.v.get("pending")
        if p and p.get("dice") and p["seat"] == self.me:
            return self._overlay_die_rect(d, len(p["dice"]))
        return self.die_rect(self.me, d)

    def dice_box(self) -> pygame.Rect:
        """Where a card's own dice (Crystal Ball, Ring of Influence) show: over the cast-card hand.

        The pop-up once sat over the locations -- exactly what the player
        decides about (which crystals the dice point at); the hand is idle then.
        """
        return self.lay["hand"].inflate(0, -8)

    def _overlay_die_rect(self, d: int, count: int) -> pygame.Rect:
        box = self.dice_box()
        return pygame.Rect(box.centerx - (count * 110 - 38) // 2 + d * 110, box.y + 96, DIE, DIE)

    # ------------------------------------------------------------------ geometry of won cards

    def _area_rects(self, seat: int) -> list[tuple[str, str, pygame.Rect]]:
        """(card id, area, rect) of a seat's won cards: permanent, one-time, used."""
        return self.area_layout(seat)[1]

    def area_layout(
        self, seat: int
    ) -> tuple[list[tuple[str, pygame.Rect]], list[tuple[str, str, pygame.Rect]]]:
        """Headings (msgid, rect) and name plates (card id, area, rect) of a seat's won cards.

        Yours stack in one column, the opponent's in three; plates overlap
        only when a column runs out of room.
        """
        areas = self.v["areas"][seat]
        heads: list[tuple[str, pygame.Rect]] = []
        chips: list[tuple[str, str, pygame.Rect]] = []
        if seat == self.me:
            box = self.lay["my_cards"]
            count = sum(len(areas[area]) for area, _title in AREAS)
            # a heading's line is 22 px and a usable plate's ring reaches 3 px above the plate:
            # at 22 the ring cut the descender of "Einmalig" (found in play at 720p)
            head = 26
            step = min(CHIP + 3, (box.h - 3 * head - CHIP) // max(1, count - 1))
            y = box.y + 2
            for area, title in AREAS:
                heads.append((title, pygame.Rect(box.x + 4, y, box.w - 8, 20)))
                y += head
                for cid in areas[area]:
                    chips.append((cid, area, pygame.Rect(box.x + 4, y, box.w - 8, CHIP)))
                    y += step
        else:
            box = self.lay["opp_cards"]
            # a column with cards is twice as wide as an empty one: a third of the box wrapped
            # "Amulett des Wachstums" into two tiny lines beside two empty columns (#28)
            weights = [2 if areas[area] else 1 for area, _title in AREAS]
            x = box.x
            for (area, title), col in zip(
                AREAS, _columns(box.w, weights, [_(t) for _a, t in AREAS]), strict=True
            ):
                heads.append((title, pygame.Rect(x + 4, box.y + 4, col - 8, 20)))
                cards = areas[area]
                step = min(OPP_CHIP + 2, (box.h - 28 - OPP_CHIP) // max(1, len(cards) - 1))
                for n, cid in enumerate(cards):
                    chips.append(
                        (cid, area, pygame.Rect(x + 3, box.y + 28 + n * step, col - OPP_CHIP_GAP, OPP_CHIP))
                    )
                x += col
        return heads, chips

    def my_card_rects(self) -> list[tuple[str, pygame.Rect]]:
        """(card id, rect) of the viewer's won cards, where a click starts using one."""
        return [(cid, r) for cid, _area, r in self._area_rects(self.me)]

    def draft_rects(self) -> list[tuple[str, pygame.Rect]]:
        """(card id, rect) of the draft hand's cards, where a click keeps one."""
        draft = self.v.get("draft") or {}
        hand = draft.get("hand") or []
        box = self.lay["overlay"]
        total = len(hand) * (CARD[0] + 24) - 24
        return [
            (cid, pygame.Rect(box.centerx - total // 2 + k * (CARD[0] + 24), box.y + 50, *CARD))
            for k, cid in enumerate(hand)
        ]

    # ------------------------------------------------------------------ help

    def drag_drop(self) -> DragDrop:
        return self.dd

    def popup(self) -> tuple[str, pygame.Rect] | None:
        """The pop-up drawn over the table now, if any, and its box: the draft's hand while the
        cards are chosen, else a card's own dice while it rolls them (over the idle cast cards)."""
        if self.v.get("draft") and self.ctx.viewer is not None:
            return "draft", self.lay["overlay"]
        pending = self.v.get("pending")
        if pending and pending.get("dice"):
            return "dice", self.dice_box()
        return None

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.confirm.open:
            return None  # the question takes every click until answered; nothing beneath explains itself
        v = self.v
        popup = self.popup()
        if popup is not None and popup[1].collidepoint(pos):
            return self._popup_tooltip(popup[0], pos)
        if self.lay["phases"].collidepoint(pos) and v.get("window"):
            return window_tooltip(v["window"])
        if self.lay["info"].collidepoint(pos):  # the bar's numbers stand beside icons only
            return _(
                "Cards left in the deck: {deck}\nCrystals in the pool: {a} for {name_a}, {b} for {name_b}\n"
                "Reroll tokens in the pool: {tokens}"
            ).format(
                deck=v["deck_size"],
                a=v["pool"][0],
                b=v["pool"][1],
                name_a=self.ctx.names[0],
                name_b=self.ctx.names[1],
                tokens=v["pool_tokens"],
            )
        for i, loc in enumerate(v["locations"]):
            if self.card_rect(i).collidepoint(pos) and loc["card"] is not None:
                crystals = loc["crystals"]
                lines = [_("Location {n}").format(n=i + 1)]
                if loc["card"] == "portal":
                    lines.append(_("The portal: crystals cast here move to another location in phase III."))
                else:
                    lines.append(card_tooltip(self.card(loc["card"])))
                lines.append(
                    _("Crystals: {a} ({name_a}), {b} ({name_b})").format(
                        a=crystals[0], b=crystals[1], name_a=self.ctx.names[0], name_b=self.ctx.names[1]
                    )
                )
                return "\n".join(lines)
        for seat in (0, 1):
            for cid, _area, r in self._area_rects(seat):
                if r.collidepoint(pos):
                    return card_tooltip(self.card(cid))
            for d, face in enumerate(v["dice"][seat]):
                if self.die_rect(seat, d).collidepoint(pos):
                    return _("Die showing {n}: its cast card sends crystals to location {n}.").format(n=face)
        for idx, cc in enumerate(v["cast_cards"]):
            if self.hand_rect(idx).collidepoint(pos):
                if cc["flip"]:
                    return ngettext(
                        "Cast card: first turns its die to the opposite face, then moves {n} crystal.",
                        "Cast card: first turns its die to the opposite face, then moves {n} crystals.",
                        cc["value"],
                    ).format(n=cc["value"])
                if cc["value"] == 0:
                    return _("Cast card without crystals: a bluff.")
                return ngettext(
                    "Cast card: moves {n} crystal to the location its die shows.",
                    "Cast card: moves {n} crystals to the location its die shows.",
                    cc["value"],
                ).format(n=cc["value"])
        return None

    def _popup_tooltip(self, kind: str, pos: tuple[int, int]) -> str | None:
        """Only what the pop-up shows explains itself: the cast cards under the dice's pop-up
        told their values through it (a probe of the table, 7 Dec), as the board under
        Trickerion's setup tiles did."""
        if kind == "dice":
            return card_tooltip(self.card(self.v["pending"]["card"]))
        return next(
            (card_tooltip(self.card(cid)) for cid, r in self.draft_rects() if r.collidepoint(pos)), None
        )

    def rules_summary(self) -> list[tuple[str, str]]:
        return rules_summary(self.v)
