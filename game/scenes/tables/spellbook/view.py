"""The SpellBook table: draws a view, turns hands into actions, animates events.

The view never holds game state of its own: every frame is drawn from
``ctx.view`` through :mod:`.geometry`; input goes through
:mod:`game.sprites.dragdrop` with the gestures :mod:`.gestures` derives from
``ctx.legal``.  What the view keeps is presentation only: flights of materia
in the air, the player's half-made payment selection, an open chooser.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game.audio import play
from game.audio.cues import cue
from game.i18n import _
from game.rules.base import Action
from game.rules.spellbook.data import SPELLS
from game.scenes.table_api import TableContext, TableView
from game.scenes.tables.spellbook import art, card_layout, gestures, texts
from game.scenes.tables.spellbook.geometry import Geometry, Key, compute
from game.scenes.tables.spellbook.slots import StableSlots
from game.sprites import scale
from game.sprites import text as textmod
from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas
from game.sprites.tooltip import HoverTimer
from game.sprites.tween import Animator, ease_in_out_cubic, lerp

FLIGHT_SECONDS = 0.26
FLIGHT_STAGGER = 0.06
BUTTON_H = 36
CHOOSER_ROWS = 18


@dataclass
class Flight:
    """A materia in the air: from a fixed start to wherever it rests now."""

    materia: int
    start: pygame.Rect
    t: float = 0.0


@dataclass
class Button:
    rect: pygame.Rect
    label: str
    chain: list[Action]
    enabled: bool = True
    key: Hashable = None


def use_pill(row: pygame.Rect) -> pygame.Rect:
    """A usable row's "play" pill: under the points hexagon, clear of it and of the rules text
    (#28: at 1280x720 it overlapped the hexagon and touched the text)."""
    badge = card_layout.points_badge(row)
    pill = pygame.Rect(0, 0, min(30, badge.width), 16)
    pill.midtop = (badge.centerx, badge.centery + int(badge.height * 0.45) + 2)
    return pill


class SpellBookView(TableView):
    """SpellBook at the table; see the module docstring."""

    covers_canvas = True  # the static layer is opaque and full-screen: no backdrop under it
    migrated = True  # draws through game.sprites.scale: crisp at the window's pixel size

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.anim = Animator(ctx.settings.get("speed_factor", ctx.settings.get("animation_speed", "normal")))
        self.dd = DragDrop(
            self._legal_targets,
            self._on_drop,
            self._why_not,
            self.anim,
            on_click=self._on_click,
            clickable=self._clickable,
        )
        self.time = 0.0
        self.chain: list[Action] = []
        self.flights: list[Flight] = []
        self.pay_selection: list[int] = []
        self.pay_key: tuple[Any, ...] | None = None
        self.chooser: list[Button] | None = None
        self.chooser_title = ""
        self.chooser_box = pygame.Rect(0, 0, 0, 0)
        self.zoom: tuple[int, str] | None = None  # (seat, spell) shown large after a right-click
        self.buttons: list[Button] = []
        self.use_pills: dict[tuple[str, int], pygame.Rect] = {}
        self.pulses: dict[str, float] = {}
        self.hover = HoverTimer(0.35)
        self.hover_clock = 0.0
        self.geo: Geometry | None = None
        self.static: tuple[tuple[Any, ...], Canvas] | None = None
        self.kept_bar = Kept()  # the prompt bar's picture (drawing._prompt_bar)
        self.kept_bag = Kept()  # the bag's (drawing._bag)
        self.prev_materia: dict[int, pygame.Rect] = {}
        self.g = gestures.Gestures()
        self.slots = StableSlots()  # materia do not move under the pointer during a day
        self.refresh(ctx)

    # ------------------------------------------------------------------ context

    @property
    def colour_blind(self) -> bool:
        return bool(self.ctx.settings.get("colour_blind", False))

    @property
    def bottom(self) -> int:
        assert self.geo is not None and self.geo.bottom is not None
        return self.geo.bottom

    def may_act(self) -> bool:
        """The viewer is to move and has a choice (the drawing lights what may be taken)."""
        return self.ctx.is_my_turn() and bool(self.ctx.legal)

    def refresh(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.anim.set_speed(ctx.settings.get("speed_factor", ctx.settings.get("animation_speed", "normal")))
        self.prev_materia = dict(self.geo.materia) if self.geo is not None else {}
        bottom = ctx.viewer if ctx.viewer is not None else int(ctx.view.get("current", 0) or 0)
        self.geo = compute(ctx.view, bottom, self.slots)
        acting = bottom if self.may_act() else None
        self.g = gestures.build(ctx.view, ctx.legal, acting, lambda a: ctx.text(ctx.describe(a)))
        self._sync_payment()
        self.chooser = None
        if self.zoom is not None and self.zoom[0] >= len(ctx.view["seats"]):
            self.zoom = None
        self._layout_controls()
        self._set_drag_items()

    def _sync_payment(self) -> None:
        pay = self.g.payment
        if pay is None:
            self.pay_selection = []
            self.pay_key = None
            return
        key = (pay.spell, pay.level, pay.marker)
        pool = list(self.view["seats"][self.bottom]["pool"])
        if key != self.pay_key:
            self.pay_key = key
            self.pay_selection = gestures.suggest_payment(pay, pool) if pay.marker is not None else []
        else:  # materia already paid (``spent``) stay in the pool until the end, but are no longer choices
            self.pay_selection = [m for m in self.pay_selection if m in pool and m not in pay.spent]

    # ------------------------------------------------------------------ element rects (tests use these)

    def element_rect(self, key: Key) -> pygame.Rect | None:
        """Where ``key`` is drawn now: "bag", ("m", materia), ("row", seat, spell, level), ("button", kind)...

        ``("button", kind)`` finds a prompt-bar/chooser button by its first
        action's kind (or its label); ``("use", spell, level)`` a card row's
        Use pill.
        """
        assert self.geo is not None
        if isinstance(key, tuple) and key and key[0] == "button":
            for b in (self.chooser or []) + self.buttons:
                if b.key == key[1] or b.label == key[1] or (b.chain and b.chain[0].kind == key[1]):
                    return b.rect.copy()
            return None
        if isinstance(key, tuple) and key and key[0] == "use":
            rect = self.use_pills.get((key[1], key[2]))
            return rect.copy() if rect else None
        rect = self.geo.elements.get(key)
        return rect.copy() if rect is not None else None

    # ------------------------------------------------------------------ controls

    def _layout_controls(self) -> None:
        """Prompt-bar buttons (right-aligned) and the Use pills on card rows."""
        assert self.geo is not None
        bar = self.geo.slots["prompt_bar"]
        items: list[Button] = []
        pay = self.g.payment
        if pay is not None and pay.marker is not None:
            plan = gestures.plan_payment(pay, self.pay_selection)
            ok = plan is not None and plan[1] == pay.remaining
            items.append(
                Button(pygame.Rect(0, 0, 0, 0), _("Clear"), [], bool(self.pay_selection), key="clear")
            )
            items.append(
                Button(
                    pygame.Rect(0, 0, 0, 0), _("Confirm"), plan[0] if ok and plan else [], ok, key="confirm"
                )
            )
        extra = list(self.g.buttons)
        if len(extra) > 4:
            items.append(Button(pygame.Rect(0, 0, 0, 0), _("Choose…"), [], True, key="more"))
            extra = [(label, chain) for label, chain in extra if chain[0].kind in ("skip", "stop", "done")][
                :3
            ]
        for label, chain in extra:
            items.append(Button(pygame.Rect(0, 0, 0, 0), label, chain, True, key=chain[0].kind))
        x = bar.right - 8
        for b in reversed(items):
            w = min(340, textmod.measure(b.label, 20, 1000, bold=True)[0] + 36)
            x -= w
            b.rect = pygame.Rect(x, bar.centery - BUTTON_H // 2, w, BUTTON_H)
            x -= 10
        self.buttons = items
        self.use_pills = {}
        seat = self.geo.seats.get(self.bottom)
        if seat is None:
            return
        for sid, level in self.g.rows:
            row = seat.rows.get((sid, level))
            if row is not None:
                self.use_pills[(sid, level)] = use_pill(row)

    def open_chooser(self, title: str, chain_list: list[tuple[str, list[Action]]], near: pygame.Rect) -> None:
        """A panel of labelled choices above ``near``; long lists flow into columns (never off screen)."""
        per_col = CHOOSER_ROWS
        cols = max(1, -(-len(chain_list) // per_col))
        rows = min(len(chain_list), per_col)
        col_w = 520 if cols == 1 else min(500, (1500 - 28) // cols)
        box = pygame.Rect(0, 0, cols * col_w + 28, 62 + rows * (BUTTON_H + 8))
        box.midbottom = (near.centerx, near.top - 8)
        box.clamp_ip(pygame.Rect(10, 70, 1540, 1000))
        self.chooser_title = title
        self.chooser_box = box
        self.chooser = [
            Button(
                pygame.Rect(
                    box.x + 14 + (i // per_col) * col_w,
                    box.y + 48 + (i % per_col) * (BUTTON_H + 8),
                    col_w - 8,
                    BUTTON_H,
                ),
                label,
                chain,
                True,
                key=chain[0].kind,
            )
            for i, (label, chain) in enumerate(chain_list)
        ]

    def chooser_rect(self) -> pygame.Rect | None:
        """The open chooser's panel; None while no chooser is open."""
        return self.chooser_box if self.chooser else None

    # ------------------------------------------------------------------ drag & drop plumbing

    def _set_drag_items(self) -> None:
        """Materia are dragged; bag, card rows, cards and Use pills are sources too (clicks, Tab)."""
        assert self.geo is not None
        sources: list[Source] = []
        seat = self.geo.seats[self.bottom]
        for key in self.g.clicks:
            if not (isinstance(key, tuple) and key[0] == "m") and key in self.geo.elements:
                sources.append(Source(key, self.geo.elements[key]))
        for sid, level in self.g.rows:
            key = ("row", self.bottom, sid, level)
            if key not in self.g.clicks and (sid, level) in seat.rows:
                sources.append(Source(key, seat.rows[(sid, level)]))
        for (sid, level), pill in self.use_pills.items():
            sources.append(Source(("use", sid, level), pill))
        keys: set[Key] = set(self.g.drags) | {
            k for k in self.g.clicks if isinstance(k, tuple) and k[0] == "m"
        }
        me = self.view["seats"][self.bottom]
        keys |= {("m", m) for m in self.view["altar"]} | {("m", m) for m in me["pool"]}
        for key in sorted(keys, key=lambda k: k[1]):
            rect = self.geo.elements.get(key)
            if rect is not None:
                sources.append(Source(key, rect, art.materia_of(key[1], rect.width, self.colour_blind)))
        targets: list[Target] = []
        seen: set[Key] = set()
        for per in self.g.drags.values():
            for tgt in per:
                if tgt not in seen and tgt in self.geo.elements:
                    seen.add(tgt)
                    shape = "circle" if isinstance(tgt, tuple) and tgt[0] == "m" else "rect"
                    targets.append(Target(tgt, self.geo.elements[tgt], shape))
        for fixed in (("pool", self.bottom), ("familiar", self.bottom), "discard"):
            if fixed not in seen:
                targets.append(Target(fixed, self.geo.elements[fixed]))
        self.dd.set_items(sources, targets)

    def _legal_targets(self, src: Hashable) -> set[Hashable]:
        return set(self.g.drags.get(src, {}))

    def _on_drop(self, src: Hashable, tgt: Hashable) -> None:
        self._run(self.g.drags[src][tgt])

    def _clickable(self, src: Hashable) -> bool:
        return src in self.g.clicks or (isinstance(src, tuple) and src[0] in ("use", "row"))

    def _on_click(self, src: Hashable) -> bool:
        if self.g.payment is not None and isinstance(src, tuple) and src[0] == "m":
            return self._pay_click(src[1])
        chain = self.g.clicks.get(src)
        if chain:
            self._run(chain)
            return True
        if isinstance(src, tuple) and src[0] == "use":
            self._use_row(src[1], src[2])
            return True
        if isinstance(src, tuple) and src[0] == "row" and (src[2], src[3]) in self.g.rows:
            self._use_row(src[2], src[3])
            return True
        return False

    def _why_not(self, src: Hashable, tgt: Hashable | None) -> str:
        """One line saying why this move is not possible now."""
        view = self.view
        if not self.ctx.is_my_turn():
            return _("It is not your turn.")
        m = src[1] if isinstance(src, tuple) and src[0] == "m" else None
        kind = self.g.prompt_kind
        if kind not in (None, "morning"):
            return _("First finish the choice in progress (see the top bar).")
        phase = view.get("phase")
        on_altar = m in view["altar"]
        if on_altar:
            if phase != "morning":
                return _("Materia are taken from the altar in the morning.")
            if len(view["seats"][self.bottom]["pool"]) >= 9:
                return _("Your pool is full: it holds at most 9 materia.")
            if self._legal_targets(src):  # the take is fine, the place is not
                return _("Materia taken from the altar go into your pool.")
            return _("You cannot take from the altar now.")
        if isinstance(tgt, tuple) and tgt[0] == "familiar" or tgt is None and phase == "noon":
            if phase != "noon":
                return _("Materia are stored on your familiar at noon.")
            return _("You cannot store now.")
        if isinstance(tgt, tuple) and tgt[0] == "row":
            sid, level = tgt[2], tgt[3]
            if phase != "evening":
                return _("Spells are learned in the evening.")
            if sid in view["seats"][self.bottom]["learned"]:
                return _("You have already learned this spell.")
            return _("You cannot pay level {level} of this spell with your pool.").format(level=level)
        if phase == "evening":
            return _("Drop it on a level of a spell you can pay for.")
        return _("Drop it on a glowing place.")

    # ------------------------------------------------------------------ actions

    def _run(self, chain: list[Action]) -> None:
        """Submit a chain: the first step now, the rest one by one after each refresh."""
        if not chain:
            return
        self.chooser = None
        self.chain = list(chain[1:])
        self.ctx.submit(chain[0])

    def _continue_chain(self) -> None:
        if not self.chain:
            return
        if not self.may_act():
            self.chain = []
            return
        step = self.chain[0]
        if step in self.ctx.legal:
            self.chain.pop(0)
            self.ctx.submit(step, continues=True)  # one gesture, one undo
        else:
            self.chain = []

    def _pay_click(self, m: int) -> bool:
        pay = self.g.payment
        assert pay is not None
        if pay.marker is None:
            action = pay.marker_actions.get(m)
            if action is None:
                self.dd.say(_("The marker must be a real materia of the spell's colour."))
                return True
            self._run([action])
            return True
        if m in pay.spent or m == pay.marker:
            return True  # already part of the payment
        if m in self.pay_selection:
            self.pay_selection.remove(m)
        elif m in pay.pay_actions or m in pay.wild_members():
            self.pay_selection.append(m)
        else:
            self.dd.say(_("This materia cannot help to pay for this spell."))
        self._layout_controls()
        return True

    def _press_button(self, b: Button) -> None:
        if not b.enabled:
            return
        play("click")  # the table's own buttons click like every other button
        if b.key == "clear":
            self.pay_selection = []
            self._layout_controls()
        elif b.key == "more":
            labelled = list(self.g.buttons)
            self.open_chooser(_("Choose"), labelled, self.geo.slots["prompt_bar"] if self.geo else b.rect)
        else:
            self._run(b.chain)

    def _use_row(self, sid: str, level: int) -> None:
        actions = self.g.rows.get((sid, level), [])
        if len(actions) == 1:
            self._run(actions)
        elif actions and self.geo is not None:
            labelled = [(self.ctx.text(self.ctx.describe(a)), [a]) for a in actions]
            self.open_chooser(_(SPELLS[sid].name), labelled, self.geo.seats[self.bottom].rows[(sid, level)])

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.zoom = None  # any click or key closes the large card
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.dd.held is None:
            card = self._card_at(event.pos)
            if card is not None:
                self.zoom = card
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.chooser is not None:
                for b in self.chooser:
                    if b.rect.collidepoint(event.pos):
                        self._press_button(b)
                        return True
                box = self.chooser_rect()
                self.chooser = None
                if box is not None and box.collidepoint(event.pos):
                    return True
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    self._press_button(b)
                    return True
            from game.scenes.tables.spellbook.drawing import token_rects

            for rect, chain in token_rects(self):
                if rect.collidepoint(event.pos):
                    self._run(chain)
                    return True
        if event.type == pygame.KEYDOWN:
            if self._key(event):
                return True
        return self.dd.handle_event(event)

    def _card_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        assert self.geo is not None
        for seat, sg in self.geo.seats.items():
            for sid, rect in sg.cards.items():
                if rect.collidepoint(pos):
                    return seat, sid
        return None

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE and self.chooser is not None:
            self.chooser = None
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            pool = self.chooser if self.chooser is not None else self.buttons
            if index < len(pool):
                self._press_button(pool[index])
                return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.dd.focus is None:
            confirm = next((b for b in self.buttons if b.key == "confirm"), None)
            if confirm is not None and confirm.enabled:
                self._press_button(confirm)
                return True
        return False

    # ------------------------------------------------------------------ animation

    def on_events(self, events: list) -> None:
        """Fly every materia an event moved from where it was to where it rests now."""
        assert self.geo is not None
        delay = 0.0
        flown: set[int] = set()
        for event in events:
            cue(self.anim, "spellbook", event, delay)
            data = event.data or {}
            ids: list[int] = []
            for key in ("spent", "materia", "other", "marker"):
                value = data.get(key)
                if isinstance(value, int) and not isinstance(value, bool):
                    ids.append(value)
                elif isinstance(value, (list, tuple)):
                    ids.extend(v for v in value if isinstance(v, int))
            for m in ids:
                if m in flown:
                    continue
                start = self.geo.slots["bag"] if event.kind == "draw" else self.prev_materia.get(m)
                if start is None:
                    continue
                end = self._rest_rect(m)
                if end is not None and end.center == start.center:
                    continue
                flown.add(m)
                self._fly(m, start, delay)
                delay += FLIGHT_STAGGER
            if event.kind in ("reshuffle", "refill", "day_start", "end_triggered"):
                self.pulses[event.kind] = 1.0

    def _rest_rect(self, m: int) -> pygame.Rect | None:
        assert self.geo is not None
        rect = self.geo.materia.get(m)
        if rect is None:
            tray = self.geo.slots["discard"]
            return pygame.Rect(tray.centerx - 14, tray.centery - 14, 28, 28)
        return rect

    def _fly(self, m: int, start: pygame.Rect, delay: float) -> None:
        flight = Flight(m, start.copy())
        if start.width > 80:  # from the bag: start as a materia-sized token at its mouth
            flight.start = pygame.Rect(start.centerx - 24, start.centery - 40, 48, 48)
        self.flights.append(flight)

        def step(t: float) -> None:
            flight.t = t

        def done() -> None:
            if flight in self.flights:
                self.flights.remove(flight)

        self.anim.add(FLIGHT_SECONDS, step, easing=ease_in_out_cubic, on_done=done, delay=delay)

    def busy(self) -> bool:
        return self.anim.busy()

    def skip_animations(self) -> None:
        self.anim.skip()
        self.flights.clear()

    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        self.dd.update(dt)
        for key in list(self.pulses):
            self.pulses[key] -= dt / 0.6
            if self.pulses[key] <= 0:
                del self.pulses[key]
        self._continue_chain()

    # ------------------------------------------------------------------ tooltips & rules

    def drag_drop(self) -> DragDrop:
        return self.dd

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        """The tooltip once the pointer has rested a moment on one thing (no flicker while moving)."""
        if self.geo is None or self.dd.dragging or self.zoom is not None:
            return None
        text = self.tooltip_text(pos)
        rested = self.hover.update(self.time - self.hover_clock, text)
        self.hover_clock = self.time
        return text if rested else None

    def tooltip_text(self, pos: tuple[int, int]) -> str | None:
        """What the tooltip at ``pos`` says, at once (tests and the hover timer use this)."""
        assert self.geo is not None
        view, names = self.view, self.ctx.names
        for b in (self.chooser or []) + self.buttons:
            if b.rect.collidepoint(pos):
                return (texts.skip_tooltip(view) if b.key == "skip" else None) or b.label
        box = self.chooser_rect()
        if box is not None and box.collidepoint(pos):
            return None  # the open chooser covers the table: only its buttons explain themselves
        for (sid, level), pill in self.use_pills.items():
            if pill.collidepoint(pos):
                return _("Use {spell} at level {level}.").format(spell=_(SPELLS[sid].name), level=level)
        for key, rect in reversed(list(self.geo.elements.items())):
            if not rect.collidepoint(pos):
                continue
            if isinstance(key, tuple):
                if key[0] == "m":
                    return self._materia_tooltip(key[1])
                if key[0] == "row":
                    return texts.card_tooltip(view, key[1], key[2], key[3])
                if key[0] == "card":
                    return texts.card_tooltip(view, key[1], key[2], None)
                if key[0] == "familiar":
                    return texts.familiar_tooltip(view, key[1], names)
                if key[0] == "pool":
                    return texts.pool_tooltip(view, key[1], names)
                if key[0] == "altar_space":
                    return texts.altar_tooltip(view)
                if key[0] == "panel":
                    return texts.seat_tooltip(view, key[1], names)
                continue
            if key == "bag":
                return texts.bag_tooltip(view)
            if key == "altar":
                return texts.altar_tooltip(view)
            if key == "discard":
                return texts.discard_tooltip(view)
            if key in ("day_track", "turn_banner"):
                return texts.day_tooltip(view)
            if key in ("rival_track", "rival_lower"):
                return texts.rival_tooltip(view)
            if key == "scores":
                return texts.scores_tooltip(view, names)
            if key == "legend":
                return _("Each materia shows its colour's element and has its rune as its shape.")
        return None

    def _materia_tooltip(self, m: int) -> str:
        view = self.view
        name = texts.materia_name(m)
        if m in view["altar"]:
            where = _("on the altar")
        elif m in view["discard"]:
            where = _("in the discard tray")
        else:
            where = ""
            for seat, data in enumerate(view["seats"]):
                if m in data["pool"]:
                    where = _("in {name}'s pool").format(name=self.ctx.names[seat])
                elif m in data["track"]:
                    where = _("on {name}'s familiar").format(name=self.ctx.names[seat])
                elif any(c.get("marker") == m for c in data["learned"].values()):
                    where = _("marking a learned spell")
        return f"{name} — {where}" if where else name

    def rules_summary(self) -> list[tuple[str, str]]:
        return texts.rules_summary(self.view)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: scale.Target) -> None:
        """The table at ``surface``'s scale (a plain surface, e.g. a save's thumbnail, is scale 1)."""
        from game.scenes.tables.spellbook import drawing

        with scale.drawing(surface) as canvas:
            self.dd.keep_pictures_at_scale(self._set_drag_items)
            drawing.draw_table(self, canvas)

    def flight_positions(self) -> list[tuple[int, pygame.Rect]]:
        """Where each flying materia is now (for drawing), with an arc so flights read as throws."""
        out = []
        for f in self.flights:
            end = self._rest_rect(f.materia)
            if end is None:
                continue
            t = f.t
            cx = lerp(f.start.centerx, end.centerx, t)
            cy = lerp(f.start.centery, end.centery, t) - 60 * math.sin(math.pi * t)
            size = int(lerp(f.start.width, end.width, t) * (1 + 0.15 * math.sin(math.pi * t)))
            out.append((f.materia, pygame.Rect(int(cx - size / 2), int(cy - size / 2), size, size)))
        return out

    def flying(self) -> set[int]:
        return {f.materia for f in self.flights}
