"""Witchcraft's table: the temple board, guild tokens, and every decision by mouse or keyboard.

The view only ever reads ``ctx.view`` (what the seat at the screen may see)
and ``ctx.legal``; it rebuilds the public position into the engine's own
geometry types so a hover preview traces a line exactly as the rules do.
Decisions map onto the engine's prompts:

* placing a token (deployment, Summoning, Translocation, Medium, Keeper) is an
  *editor*: drag the token onto a field, turn it with the wheel, Q/E or the
  rotation knob, confirm with Enter or the button;
* activations, refreshes, picks and swaps are clicks on glowing stacks;
* captured tokens are dragged from the tray onto your stacks;
* Tab walks through the current choices and Enter takes one, so every
  mouse path has a keyboard path.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any

import pygame

from game.audio.cues import cue
from game.i18n import _, ngettext
from game.rules.base import N_, Action
from game.rules.witchcraft.data import ALTAR_NAMES, COLS, POWER_NAMES, ROWS, TOKEN_TYPES, field_label, twin
from game.rules.witchcraft.geometry import Stack, Trace, stack_traces
from game.scenes.table_api import TableContext, TableView
from game.scenes.tables.confirm import ConfirmPrompt
from game.scenes.tables.witchcraft import art
from game.scenes.tables.witchcraft.texts import ALTAR_HELP, SPENT_HELP, TOKEN_HELP, guild_name, rules_summary
from game.scenes.ui import TABLE_MOOD, Button, WidgetGroup, backdrop, panel, theme
from game.sprites import layout
from game.sprites import text as textmod
from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.tween import Animator, ease_out_cubic

Field = tuple[int, int]
LAYOUT_NAME = "witchcraft"
layout.declare(LAYOUT_NAME, {"board", "seat_top", "seat_bottom", "tray", "controls", "inspector"})

BASE = frozenset((x, y) for x in range(COLS) for y in range(ROWS))
GOLD = (212, 176, 106)
HIT = (255, 96, 80)
ALTAR_RING = (255, 214, 120)
EDIT_MODES = ("deploy", "move", "summon", "arrange", "face")
POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
LABEL_ROOM = 28  # px left of and below the floor for the column letters and row numbers
_PROMPT_MODES = {
    "place": "place", "energy": "refresh", "protection": "shield", "translocate": "pick",
    "translocate_to": "move", "summon_attach": "attach", "summon_place": "summon", "prince_pick": "pick",
    "prince_remove": "remove", "keeper": "swap", "face": "face",
}


class Model:
    """The public position from a view, in the engine's geometry types."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.fields: frozenset[Field] = frozenset((f[0], f[1]) for f in view["fields"])
        self.altars: dict[Field, str] = {(a["at"][0], a["at"][1]): a["kind"] for a in view["altars"]}
        self.stacks: dict[Field, Stack] = {
            (s["at"][0], s["at"][1]): Stack(tuple(s["tokens"]), s["facing"], s["exhausted"],
                                            tuple(s["shields"]))
            for s in view["stacks"]}
        self.owners: list[int | None] = [t["owner"] for t in view["tokens"]]
        self.kinds: list[str] = [t["kind"] for t in view["tokens"]]
        self.summoning_spent = not view["pieces"]

    def owner(self, at: Field) -> int | None:
        st = self.stacks.get(at)
        return None if st is None else self.owners[st.top]

    def traces(self, at: Field) -> list[Trace]:
        """The stack's lines exactly as the engine traces them (the Priest's too)."""
        return stack_traces(self.fields, self.altars, self.stacks, self.owners, at)


@dataclass
class Edit:
    """A token being placed: where (None until dropped), which token, which facing."""

    at: Field | None
    token: int | None
    facing: int


@dataclass
class Choice:
    """One clickable option of the current prompt (also reachable with Tab/Enter)."""

    rect: pygame.Rect
    key: Hashable
    run: Callable[[], None]


@dataclass
class Beam:
    """A spell flying from a caster to its target, fading out."""

    start: tuple[float, float]
    end: tuple[float, float]
    colour: tuple[int, int, int]
    t: float = 0.0


def _f(value: Any) -> Field:
    return (int(value[0]), int(value[1]))


class WitchcraftTable(TableView):
    covers_canvas = True  # the room layer paints every pixel: the scene's backdrop would be hidden

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._room: tuple[Hashable, pygame.Surface] | None = None
        self._preview: tuple[Hashable, pygame.Surface] | None = None
        self.layout = layout.get(LAYOUT_NAME)
        self.anim = Animator(ctx.settings.get("animation_speed", "normal"))
        self.drag = DragDrop(self._targets_for, self._dropped, self._why_not, self.anim)
        self.widgets = WidgetGroup()
        self.mouse: tuple[int, int] = (0, 0)
        self.clock = 0.0
        self.mode = "wait"
        self.edit: Edit | None = None
        self.selected: Field | None = None
        self.rotating = False
        self.attach_pick = 0
        self.focus: int | None = None
        self.choices: list[Choice] = []
        self.offsets: dict[int, tuple[float, float]] = {}
        self.popping: dict[int, float] = {}
        self.beams: list[Beam] = []
        self.last_marks: list[tuple[Field, tuple[int, int, int]]] = []  # what the last move touched
        self.positions: dict[int, tuple[float, float]] = {}
        self.tray_items: list[tuple[pygame.Rect, int]] = []
        self.power_boxes: dict[int, pygame.Rect] = {}
        self.confirm = ConfirmPrompt()  # "confirm before reveal" for the hidden power token
        self._sync(ctx, first=True)

    # ================================================================== state from the context

    def refresh(self, ctx: TableContext) -> None:
        self._sync(ctx)

    def _sync(self, ctx: TableContext, first: bool = False) -> None:
        old_mode, old_prompt = self.mode, (self.ctx.view.get("prompt") if not first else None)
        self.ctx = ctx
        self.anim.set_speed(ctx.settings.get("animation_speed", "normal"))
        self.v = ctx.view
        self.model = Model(ctx.view)
        self.legal = list(ctx.legal)
        self.legal_set = set(self.legal)
        self.kinds = {a.kind for a in self.legal}
        self._fit()
        self.mode = self._mode()
        changed = self.mode != old_mode or self.v.get("prompt") != old_prompt
        if first or changed or not self._edit_still_valid():
            self._start_mode()
        self._animate_moves(first)
        self._rebuild()
        self.confirm.refresh(ctx)

    def _mode(self) -> str:
        if not self.legal:
            return "wait"
        if "reserve" in self.kinds:
            return "reserve"
        if "deploy" in self.kinds:
            return "deploy"
        prompt = self.v.get("prompt")
        if prompt is None:
            return "battle"
        if prompt["type"] == "medium":
            return "refresh" if prompt["stage"] == "refresh" else "arrange"
        return _PROMPT_MODES.get(prompt["type"], "battle")

    def _start_mode(self) -> None:
        self.selected = None
        self.rotating = False
        self.attach_pick = 0
        self.focus = None
        self.drag.cancel()
        viewer = self.ctx.viewer if self.ctx.viewer is not None else 0
        default = 0 if viewer == 0 else 4
        prompt = self.v.get("prompt") or {}
        self.edit = None
        if self.mode == "deploy":
            self.edit = Edit(None, self.v["next_token"], default)
        elif self.mode in ("move", "face"):
            at = _f(prompt["at"])
            st = self.model.stacks[at]
            self.edit = Edit(at, st.top, st.facing)
        elif self.mode == "summon":
            self.edit = Edit(None, None, default)
        elif self.mode == "arrange":
            self.edit = Edit(None, None, default)

    def _edit_still_valid(self) -> bool:
        if self.edit is None or self.edit.at is None:
            return True
        return self.mode not in ("deploy", "summon") or any(
            a.get("at") == self.edit.at for a in self.legal)

    # ================================================================== geometry

    def _fit(self) -> None:
        """Cell size and origin so the whole board (plus a ring for new pieces) fits the slot."""
        fields = self.model.fields
        xs = [f[0] for f in fields]
        ys = [f[1] for f in fields]
        minx, maxx, miny, maxy = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        slot = self.layout["board"]  # the coordinates go left of and below the floor, outside every field
        box = pygame.Rect(slot.left + LABEL_ROOM, slot.top, slot.width - LABEL_ROOM, slot.height - LABEL_ROOM)
        cols, rows = maxx - minx + 1, maxy - miny + 1
        self.cell = int(min(box.width / cols, box.height / rows, 150))
        w, h = cols * self.cell, rows * self.cell
        left, top = box.centerx - w // 2, box.centery - h // 2
        self.origin = (left - minx * self.cell, top - miny * self.cell)
        self.floor_rect = pygame.Rect(left, top, w, h)
        self.token_size = int(self.cell * 0.9)

    def cell_rect(self, f: Field) -> pygame.Rect:
        return pygame.Rect(self.origin[0] + f[0] * self.cell, self.origin[1] + f[1] * self.cell,
                           self.cell, self.cell)

    def centre(self, f: Field) -> tuple[float, float]:
        r = self.cell_rect(f)
        return (r.centerx, r.centery)

    def field_at(self, pos: tuple[int, int]) -> Field:
        return ((pos[0] - self.origin[0]) // self.cell, (pos[1] - self.origin[1]) // self.cell)

    # ================================================================== animation

    def _animate_moves(self, first: bool) -> None:
        """Tokens whose top position changed fly there; new tokens pop in."""
        new: dict[int, tuple[float, float]] = {st.top: self.centre(f) for f, st in self.model.stacks.items()}
        if not first:
            for token, pos in new.items():
                old = self.positions.get(token)
                if old is None:
                    self._pop(token)
                elif old != pos:
                    self._fly(token, (old[0] - pos[0], old[1] - pos[1]))
        self.positions = new

    def _fly(self, token: int, offset: tuple[float, float]) -> None:
        def step(t: float) -> None:
            self.offsets[token] = (offset[0] * (1 - t), offset[1] * (1 - t))

        self.anim.add(0.28, step, easing=ease_out_cubic, on_done=lambda: self.offsets.pop(token, None))

    def _pop(self, token: int) -> None:
        def step(t: float) -> None:
            self.popping[token] = t

        self.anim.add(0.24, step, easing=ease_out_cubic, on_done=lambda: self.popping.pop(token, None))

    def on_events(self, events: list) -> None:
        """Beams for spells, and faint rings on what the move touched so a bot's move reads."""
        caster: Field | None = None
        marks: list[tuple[Field, tuple[int, int, int]]] = []
        for e in events:
            cue(self.anim, "witchcraft", e)
            at = _f(e.data["at"]) if "at" in e.data else None
            if e.kind == "activate":
                caster = at
                marks.append((at, GOLD))
            elif e.kind == "hit":
                self._beam(_f(e.data["from"]), at, HIT)
                marks.append((at, HIT))
            elif e.kind == "altar" and caster is not None:
                self._beam(caster, at, ALTAR_RING)
            elif e.kind in ("deploy", "summon", "place", "refresh", "shield", "arrange", "face") and at:
                marks.append((at, GOLD))
            elif e.kind == "move":
                marks.append((_f(e.data["to"]), GOLD))
        if marks:
            self.last_marks = marks

    def _beam(self, a: Field, b: Field, colour: tuple[int, int, int]) -> None:
        beam = Beam(self.centre(a), self.centre(b), colour)
        self.beams.append(beam)

        def step(t: float) -> None:
            beam.t = t

        self.anim.add(0.5, step, on_done=lambda: self.beams.remove(beam) if beam in self.beams else None)

    def busy(self) -> bool:
        return self.anim.busy()

    def skip_animations(self) -> None:
        self.anim.skip()

    def update(self, dt: float) -> None:
        self.clock += dt
        self.anim.update(dt)
        self.drag.update(dt)

    # ================================================================== widgets and choices

    def _rebuild(self) -> None:
        """Buttons for the current prompt, drag items and Tab choices."""
        self.widgets.clear()
        box = self.layout["controls"]
        x, y, w = box.left + 16, box.top + 56, box.width - 32
        half = (w - 12) // 2
        m = self.mode
        if m in EDIT_MODES:
            self.widgets.add(Button((x, y, half, 44), N_("Turn left"), lambda: self._turn(-1), size=20,
                                    name="turn-left"))
            self.widgets.add(Button((x + half + 12, y, half, 44), N_("Turn right"), lambda: self._turn(1),
                                    size=20, name="turn-right"))
            self.widgets.add(Button((x, y + 52, w, 48), N_("Confirm"), self._confirm, primary=True, size=22,
                                    enabled=lambda: self._edit_action() is not None, name="confirm"))
            y += 52 + 56
        extra = [(kind, label, key) for kind, label, key in (
            ("power", N_("Use power token"), pygame.K_p), ("done", N_("Finish"), pygame.K_f),
            ("skip", N_("Skip"), pygame.K_s)) if kind in self.kinds]
        for kind, label, key in extra:  # each with a letter key: Tab belongs to the table scene
            action = Action(kind)
            send = self._reveal_power if kind == "power" else (lambda a=action: self.ctx.submit(a))
            self.widgets.add(Button((x, y, w, 44), label, send, size=21, hotkey=key, name=kind))
            y += 52
        self._items()

    def _reveal_power(self) -> None:
        """Using the power token shows it to the opponent: with "confirm before reveal" on, ask first."""
        me = self.ctx.viewer if self.ctx.viewer is not None else 0
        anchor = self.power_boxes.get(me) or self.widgets.find("power").rect
        self.confirm.ask(self.ctx, Action("power"), anchor, N_("Reveal your power token and use it now?"))

    def _items(self) -> None:
        """Drag sources/targets and the clickable choices of the current mode."""
        sources: list[Source] = []
        targets: list[Target] = []
        choices: list[Choice] = []
        m = self.mode
        size = self.token_size
        self.tray_items = []
        if m in ("deploy", "summon", "move") and self.edit is not None:
            if self.edit.at is not None and self.edit.token is not None:
                r = self._token_rect(self.edit.at)
                sources.append(Source(("edit", self.edit.token), r, self._edit_image(size)))
            fields = {_f(a["to"] if m == "move" else a["at"]) for a in self.legal
                      if a.kind in ("deploy", "summon", "move")}
            targets.extend(Target(("f", f), self.cell_rect(f).inflate(-6, -6)) for f in sorted(fields))
        if m == "deploy" and self.edit is not None:
            token = self.v["next_token"]
            r = self._tray_grid(1)[0]
            self.tray_items.append((r, token))
            sources.append(Source(("tray", token), r, art.token_image(self.model.kinds[token], self._me(), 0,
                                                                      r.width, self._cb())))
        if m == "summon":
            for r, t in zip(self._tray_grid(len(self.v["reserve"][self._me()])),
                            sorted(self.v["reserve"][self._me()]), strict=False):
                self.tray_items.append((r, t))
                sources.append(Source(("res", t), r, art.token_image(self.model.kinds[t], self._me(), 0,
                                                                     r.width, self._cb())))
        if m == "place":
            pool = sorted(set(self.v["prompt"]["pool"]))
            for r, t in zip(self._tray_grid(len(pool)), pool, strict=False):
                self.tray_items.append((r, t))
                sources.append(Source(("pool", t), r, art.token_image(self.model.kinds[t], self._me(), 0,
                                                                      r.width, self._cb())))
            own = sorted({_f(a["at"]) for a in self.legal})
            targets.extend(Target(("f", f), self.cell_rect(f).inflate(-6, -6), "circle") for f in own)
        if m == "battle":
            for f in sorted({_f(a["at"]) for a in self.legal if a.kind == "activate"}):
                choices.append(Choice(self.cell_rect(f), ("act", f), lambda f=f: self._activate(f)))
            if self.selected is not None:
                for a in self.legal:
                    if a.kind == "activate" and _f(a["at"]) == self.selected and a.get("target") is not None:
                        t = _f(a["target"])
                        choices.append(Choice(self.cell_rect(t), ("aim", t), lambda a=a: self.ctx.submit(a)))
        if m in ("refresh", "pick"):
            for a in self.legal:
                if a.kind in ("refresh", "pick"):
                    f = _f(a["at"])
                    choices.append(Choice(self.cell_rect(f), (a.kind, f), lambda a=a: self.ctx.submit(a)))
        if m == "shield":
            for f in sorted({_f(a["at"]) for a in self.legal}):
                choices.append(Choice(self.cell_rect(f), ("shield-at", f), lambda f=f: self._select(f)))
            if self.selected is not None:
                for a in self.legal:
                    if _f(a["at"]) == self.selected:
                        r = self._compass_rect(self.selected, a["dir"])
                        choices.append(Choice(r, ("dir", a["dir"]), lambda a=a: self.ctx.submit(a)))
        if m == "swap":
            own = sorted({_f(a["a"]) for a in self.legal} | {_f(a["b"]) for a in self.legal})
            for f in own:
                choices.append(Choice(self.cell_rect(f), ("swap", f), lambda f=f: self._swap(f)))
        if m == "arrange":
            for f in sorted({_f(a["at"]) for a in self.legal if a.kind == "arrange"}):
                choices.append(Choice(self.cell_rect(f), ("arr", f), lambda f=f: self._arrange_at(f)))
            if self.edit is not None and self.edit.at is not None:
                tokens = list(reversed(self.model.stacks[self.edit.at].tokens))
                for r, t in zip(self._tray_grid(len(tokens)), tokens, strict=False):
                    self.tray_items.append((r, t))
                    choices.append(Choice(r, ("top", t), lambda t=t: self._arrange_top(t)))
        if m == "remove":
            tokens = sorted({a["token"] for a in self.legal})
            for r, t in zip(self._tray_grid(len(tokens)), tokens, strict=False):
                self.tray_items.append((r, t))
                action = Action("remove", token=t)
                choices.append(Choice(r, ("rm", t), lambda a=action: self.ctx.submit(a)))
        if m == "reserve":
            tokens = sorted(a["token"] for a in self.legal)
            for r, t in zip(self._tray_grid(len(tokens)), tokens, strict=False):
                self.tray_items.append((r, t))
                action = Action("reserve", token=t)
                choices.append(Choice(r, ("rs", t), lambda a=action: self.ctx.submit(a)))
        if m == "attach":
            for i, cells in enumerate(self._attachments()):
                rect = self.cell_rect(cells[0]).unionall([self.cell_rect(c) for c in cells[1:]])
                action = Action("attach", cells=cells)
                choices.append(Choice(rect, ("att", i), lambda a=action: self.ctx.submit(a)))
        self.drag.set_items(sources, targets)
        self.choices = choices

    def _tray_grid(self, n: int) -> list[pygame.Rect]:
        """Token-sized cells laid out in the tray (up to four a row)."""
        tray = self.layout["tray"]
        if n <= 0:
            return []
        per_row = min(4, n)
        size = min(96, (tray.width - 40) // per_row - 8)
        out = []
        for i in range(n):
            row, col = divmod(i, per_row)
            x = tray.left + 20 + col * (size + 8) + (tray.width - 40 - per_row * (size + 8)) // 2
            out.append(pygame.Rect(x, tray.top + 64 + row * (size + 8), size, size))
        return out

    def _me(self) -> int:
        return self.ctx.viewer if self.ctx.viewer is not None else 0

    def _cb(self) -> bool:
        return bool(self.ctx.settings.get("colour_blind", False))

    def _attachments(self) -> list[tuple[Field, ...]]:
        return [tuple(_f(c) for c in a["cells"]) for a in self.legal if a.kind == "attach"]

    # ================================================================== decisions

    def _activate(self, f: Field) -> None:
        acts = [a for a in self.legal if a.kind == "activate" and _f(a["at"]) == f]
        if len(acts) == 1 and acts[0].get("target") is None:
            self.ctx.submit(acts[0])
            return
        self.selected = f
        self._items()

    def _select(self, f: Field) -> None:
        self.selected = f
        self._items()

    def _swap(self, f: Field) -> None:
        if self.selected is None or self.selected == f:
            self.selected = None if self.selected == f else f
            self._items()
            return
        a, b = sorted((self.selected, f))
        action = Action("swap", a=a, b=b)
        if action in self.legal_set:
            self.ctx.submit(action)

    def _arrange_at(self, f: Field) -> None:
        st = self.model.stacks[f]
        self.edit = Edit(f, st.top, st.facing)
        self._items()

    def _arrange_top(self, token: int) -> None:
        if self.edit is not None:
            self.edit.token = token

    def _turn(self, step: int) -> None:
        if self.edit is not None:
            self.edit.facing = (self.edit.facing + step) % 8

    def _edit_action(self) -> Action | None:
        e = self.edit
        if e is None or e.at is None:
            return None
        m = self.mode
        if m == "deploy":
            action = Action("deploy", at=e.at, facing=e.facing)
        elif m == "move":
            action = Action("move", to=e.at, facing=e.facing)
        elif m == "summon":
            if e.token is None:
                return None
            action = Action("summon", token=e.token, at=e.at, facing=e.facing)
        elif m == "arrange":
            action = Action("arrange", at=e.at, top=e.token, facing=e.facing)
        elif m == "face":
            action = Action("face", facing=e.facing)
        else:
            return None
        return action if action in self.legal_set else None

    def _confirm(self) -> None:
        action = self._edit_action()
        if action is not None:
            self.ctx.submit(action)

    # -- drag and drop callbacks

    def _targets_for(self, src: Hashable) -> set[Hashable]:
        kind, token = src  # type: ignore[misc]
        if kind == "pool":
            return {("f", _f(a["at"])) for a in self.legal if a.kind == "place" and a["token"] == token}
        if kind == "res":
            return {("f", _f(a["at"])) for a in self.legal if a.kind == "summon" and a["token"] == token}
        if self.mode == "move":
            return {("f", _f(a["to"])) for a in self.legal if a.kind == "move"}
        return {("f", _f(a["at"])) for a in self.legal if a.kind in ("deploy", "summon")}

    def _dropped(self, src: Hashable, tgt: Hashable) -> None:
        kind, token = src  # type: ignore[misc]
        field = tgt[1]  # type: ignore[index]
        if kind == "pool":
            self.ctx.submit(Action("place", token=token, at=field))
            return
        if self.edit is not None:
            self.edit.at = field
            if kind == "res":
                self.edit.token = token
        self._items()

    def _why_not(self, src: Hashable, tgt: Hashable | None) -> str:
        kind = src[0]  # type: ignore[index]
        if kind == "pool":
            return _("Captured tokens go onto your own stacks.")
        if kind == "res":
            return _("A summoned token goes onto the new piece.")
        if self.mode == "move":
            return _("A stack moves at most one field, onto a free field.")
        return _("Tokens go onto free fields: no token, no altar.")

    # ================================================================== input

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in POINTER_EVENTS:  # canvas positions; a wheel event's own position is in window pixels
            self.mouse = event.pos
        if self.confirm.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            # The table scene keeps Tab for its own buttons, so Up/Down walk our choices:
            # the drag controller's (given as Tab) when something can be dragged, else the clicks.
            back = event.key == pygame.K_UP
            if self.drag.sources:
                mod = pygame.KMOD_SHIFT if back else 0
                tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=mod)
                return self.drag.handle_event(tab)
            if self.choices:
                step = -1 if back else 1
                self.focus = 0 if self.focus is None else (self.focus + step) % len(self.choices)
                return True
        tab = event.type == pygame.KEYDOWN and event.key == pygame.K_TAB
        if not tab and self.widgets.handle_event(event):
            return True
        if self.mode in EDIT_MODES and self._edit_input(event):
            return True
        if self.drag.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._click(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            return self._cancel()
        if event.type == pygame.MOUSEWHEEL and self.mode == "attach":
            self.attach_pick += 1 if event.y > 0 else -1
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _edit_input(self, event: pygame.event.Event) -> bool:
        e = self.edit
        if e is None:
            return False
        if event.type == pygame.MOUSEWHEEL:
            self._turn(1 if event.y > 0 else -1)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_q, pygame.K_LEFT):
                self._turn(-1)
                return True
            if event.key in (pygame.K_e, pygame.K_RIGHT):
                self._turn(1)
                return True
            enter = event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
            if enter and self.drag.focus is None and self.focus is None:
                self._confirm()
                return True
        if e.at is None:
            return False
        knob = self._knob(e.at, e.facing)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                math.dist(event.pos, knob) <= self.cell * 0.16:
            self.rotating = True
            return True
        if event.type == pygame.MOUSEMOTION and self.rotating:
            cx, cy = self.centre(e.at)
            angle = math.degrees(math.atan2(event.pos[0] - cx, cy - event.pos[1])) % 360
            e.facing = int(round(angle / 45)) % 8
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rotating:
            self.rotating = False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.mode in ("deploy", "summon"):
            f = self.field_at(event.pos)
            if ("f", f) in self._targets_for(("edit", e.token)) and f != e.at and self.mode == "deploy":
                e.at = f
                self._items()
                return True
        return False

    def _click(self, pos: tuple[int, int]) -> bool:
        if self.mode == "attach":  # what the preview under the pointer shows, never a choice's box
            cells = self._attach_under(pos)
            if cells is not None:
                self.ctx.submit(Action("attach", cells=cells))
                return True
            return self._cancel()
        for choice in reversed(self.choices):
            if choice.rect.collidepoint(pos):
                choice.run()
                return True
        if self.mode == "shield" and self.selected is not None:
            cx, cy = self.centre(self.selected)
            angle = math.degrees(math.atan2(pos[0] - cx, cy - pos[1])) % 360
            action = Action("shield", at=self.selected, dir=int(round(angle / 45)) % 8)
            if action in self.legal_set and math.dist(pos, (cx, cy)) < self.cell * 1.3:
                self.ctx.submit(action)
                return True
        return self._cancel()

    def _cancel(self) -> bool:
        if self.selected is not None:
            self.selected = None
            self._items()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None \
                and self.choices:
            choice = self.choices[self.focus % len(self.choices)]
            self.focus = None
            choice.run()
            return True
        if event.key == pygame.K_BACKSPACE and (self.selected is not None or self.focus is not None):
            self.focus = None
            return self._cancel() or True
        return False

    def attach_preview(self) -> tuple[Field, ...] | None:
        """The piece lit on the board: the one a click at the pointer attaches, else the keyboard's."""
        cells = self._attach_under(self.mouse)
        if cells is None and self.focus is not None and self.choices:
            cells = self._attachments()[self.choices[self.focus % len(self.choices)].key[1]]
        return cells

    def _attach_under(self, pos: tuple[int, int]) -> tuple[Field, ...] | None:
        """The piece a click at ``pos`` attaches (the wheel picks among the pieces covering it);
        the preview and the click both ask this, so they cannot disagree."""
        f = self.field_at(pos)
        options = [c for c in self._attachments() if f in c]
        if not options:
            return None
        return options[self.attach_pick % len(options)]

    # ================================================================== drawing

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_room(surface)
        self._draw_board(surface)
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

    def _draw_room(self, surface: pygame.Surface) -> None:
        """Backdrop, lamp glow, floor, coordinates and the side panels as one opaque layer, repainted
        only when the board grows or the turn passes: drawn apart they cost three full-screen copies
        and seven large alpha blits a frame (more than the whole frame's budget)."""
        seats = self._seat_slots()
        lit = tuple(seat in self.ctx.to_act for seat, _slot in seats)
        key = (surface.get_size(), self.model.fields, self.cell, self.origin, seats, lit)
        if self._room is None or self._room[0] != key:
            layer = pygame.Surface(surface.get_size())
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                layer = layer.convert()
            backdrop(layer, TABLE_MOOD)
            glow = art.vector.radial_glow(int(self.floor_rect.height * 1.3), (150, 110, 200), 70)
            art.vector.blit_centered(layer, glow, self.floor_rect.center)
            self._draw_floor(layer)
            for (_seat, slot), acting in zip(seats, lit, strict=True):
                panel(layer, self.layout[slot], "dark_bg", "gold" if acting else "normal_border", alpha=225,
                      width=3 if acting else 2)
            for slot in ("tray", "controls", "inspector"):
                panel(layer, self.layout[slot], "dark_bg", "normal_border", alpha=225)
            self._room = (key, layer)
        surface.blit(self._room[1], (0, 0))

    def _draw_floor(self, surface: pygame.Surface) -> None:
        fr = self.floor_rect
        inner_origin = (self.origin[0] - fr.left, self.origin[1] - fr.top)
        surface.blit(art.floor_image(self.model.fields, BASE, self.cell, inner_origin, fr.size), fr.topleft)
        t = theme()
        for x in range(COLS):  # outside the floor, which holds the base board and every extension slot
            cx, _cy = self.centre((x, 0))
            t.blit_text(surface, chr(ord("a") + x), (int(cx), fr.bottom + 4), 18, "secondary_text",
                        anchor="midtop")
        for y in range(ROWS):
            _cx, cy = self.centre((0, y))
            t.blit_text(surface, str(y + 1), (fr.left - 8, int(cy)), 18, "secondary_text", anchor="midright")

    def _draw_board(self, surface: pygame.Surface) -> None:
        for f, kind in self.model.altars.items():
            spent = kind == "summoning" and self.model.summoning_spent
            img = art.altar_image(kind, spent, self.cell)
            art.vector.blit_centered(surface, img, self.centre(f))

    def _draw_highlights(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.clock * 3.2)
        for i, choice in enumerate(self.choices):
            if choice.key[0] in ("top", "rm", "rs"):
                continue
            if choice.key[0] == "att":
                continue
            colour = HIT if choice.key[0] == "aim" else GOLD
            focused = self.focus is not None and self.focus % len(self.choices) == i
            self._ring(surface, choice.rect, colour, int(110 + 100 * pulse), focus=focused)
        if self.mode == "attach":
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            for cells in self._attachments():
                for c in cells:
                    pygame.draw.rect(layer, (72, 214, 178, 26), self.cell_rect(c).inflate(-10, -10),
                                     border_radius=8)
            surface.blit(layer, (0, 0))
            cells = self.attach_preview()
            if cells is not None:
                for c in cells:
                    self._slab(surface, c, (120, 240, 200), 200)
                for c in cells:
                    self._slab(surface, twin(c), (255, 150, 120), 150)
        if self.mode in ("summon", "move", "place") and not self.drag.dragging:
            for tgt in self.drag.targets:
                self._slab(surface, tgt.id[1], (120, 240, 200), int(90 + 60 * pulse))
        if self.selected is not None:
            self._ring(surface, self.cell_rect(self.selected), (255, 255, 255), 230, focus=True)
        if self.mode == "shield" and self.selected is not None:
            for a in self.legal:
                if _f(a["at"]) == self.selected:
                    r = self._compass_rect(self.selected, a["dir"])
                    hover = r.collidepoint(self.mouse)
                    fill = (34, 58, 96) if hover else (20, 30, 50)
                    pygame.draw.circle(surface, fill, r.center, r.width // 2)
                    pygame.draw.circle(surface, art.MARKER_BLUE, r.center, r.width // 2, 2)
                    art.shield_arc(surface, r.centerx, r.centery, r.width * 0.3, a["dir"] * 45,
                                   (255, 255, 255) if hover else art.MARKER_BLUE, max(3, r.width // 8))

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        for f, colour in self.last_marks:
            if f in self.model.fields:
                r = self.cell_rect(f).inflate(-4, -4)
                layer = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (*colour, 38), layer.get_rect(), border_radius=6)
                pygame.draw.rect(layer, (*colour, 120), layer.get_rect(), 2, border_radius=6)
                surface.blit(layer, r)

    def _slab(self, surface: pygame.Surface, f: Field, colour: tuple[int, int, int], alpha: int) -> None:
        r = self.cell_rect(f).inflate(-8, -8)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha // 3), layer.get_rect(), border_radius=8)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), 3, border_radius=8)
        surface.blit(layer, r)

    def _ring(self, surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], alpha: int,
              focus: bool = False) -> None:
        r = rect.inflate(-6, -6)
        layer = pygame.Surface(r.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (*colour, alpha // 5), layer.get_rect(), border_radius=12)
        pygame.draw.rect(layer, (*colour, alpha), layer.get_rect(), 5 if focus else 3, border_radius=12)
        surface.blit(layer, r)

    def _compass_rect(self, f: Field, d: int) -> pygame.Rect:
        cx, cy = self.centre(f)
        px, py = art._pt(cx, cy, self.cell * 0.62, d * 45)
        size = int(self.cell * 0.36)
        r = pygame.Rect(0, 0, size, size)
        r.center = (int(px), int(py))
        return r

    def _token_rect(self, f: Field) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.token_size, self.token_size)
        r.center = self.cell_rect(f).center
        return r

    def _draw_stacks(self, surface: pygame.Surface) -> None:
        size = self.token_size
        for f, st in sorted(self.model.stacks.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if self.edit is not None and self.edit.at == f and self.mode in ("move", "face", "arrange"):
                continue
            self._draw_stack(surface, f, st, size)

    def _draw_stack(self, surface: pygame.Surface, f: Field, st: Stack, size: int,
                    facing: int | None = None, top: int | None = None, alpha: int = 255) -> None:
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
            pygame.draw.circle(surface, (24, 20, 34), badge, int(s * 0.13))
            pygame.draw.circle(surface, GOLD, badge, int(s * 0.13), 2)
            t.blit_text(surface, str(len(st.tokens)), badge, max(12, int(s * 0.16)), "gold", bold=True,
                        anchor="center")

    def _edit_image(self, size: int) -> pygame.Surface:
        e = self.edit
        assert e is not None and e.token is not None
        return art.token_image(self.model.kinds[e.token], self._edit_owner(), e.facing, size, self._cb())

    def _edit_owner(self) -> int:
        if self.mode in ("move", "face", "arrange") and self.edit is not None and self.edit.at is not None:
            return self.model.owner(self.edit.at) or 0
        return self._me()

    def _draw_edit(self, surface: pygame.Surface) -> None:
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
        pygame.draw.line(surface, GOLD, (cx, cy), (kx, ky), 2)
        pygame.draw.circle(surface, (30, 24, 16), (int(kx), int(ky)), int(self.cell * 0.1) + 2)
        pygame.draw.circle(surface, GOLD, (int(kx), int(ky)), int(self.cell * 0.1))
        pygame.draw.circle(surface, (255, 246, 222), (int(kx), int(ky)), int(self.cell * 0.04))
        # the lines it would fire from here, as a preview
        model_stack = Stack((e.token,), e.facing)
        self._preview_lines(surface, e.at, model_stack)

    def _knob(self, f: Field, facing: int) -> tuple[float, float]:
        cx, cy = self.centre(f)
        return art._pt(cx, cy, self.cell * 0.56, facing * 45)

    def _draw_preview(self, surface: pygame.Surface) -> None:
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

    def _preview_lines(self, surface: pygame.Surface, at: Field, st: Stack) -> None:
        """Glowing lines from ``st`` (placed at ``at``, maybe only tentatively) and rings on their targets.

        The translucent layer covers only the floor (every line and ring lies on it) and is redrawn
        only when what it shows changes: a full-screen alpha layer a frame once cost 3 ms."""
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
        key = (art.SPELL_COLOURS[kind.spell], at, tuple(lines), self.cell, self.origin, area.size)
        if self._preview is None or self._preview[0] != key:
            self._preview = (key, self._paint_preview(area, *key[:3]))
        surface.blit(self._preview[1], area.topleft)

    def _paint_preview(self, area: pygame.Rect, colour: tuple[int, int, int], at: Field,
                       lines: tuple[tuple[Field, bool, tuple[tuple[Field, tuple[int, int, int]], ...],
                                          Field | None], ...]) -> pygame.Surface:
        layer = pygame.Surface(area.size, pygame.SRCALPHA)

        def pos(f: Field) -> tuple[float, float]:
            x, y = self.centre(f)
            return x - area.left, y - area.top

        start = pos(at)
        r = int(self.cell * 0.46)
        for end_field, has_path, rings, blocked in lines:
            end = pos(end_field)
            pygame.draw.line(layer, (*colour, 60), start, end, 22)
            pygame.draw.line(layer, (*colour, 110), start, end, 10)
            pygame.draw.line(layer, (*colour, 240), start, end, 4)
            if has_path:
                pygame.draw.circle(layer, (*colour, 240), (int(end[0]), int(end[1])), 7)
            for t, ring in rings:
                pygame.draw.circle(layer, (*ring, 230), pos(t), r, 5)
            if blocked is not None:
                bx, by = pos(blocked)
                pygame.draw.circle(layer, (*art.MARKER_BLUE, 220), (bx, by), r, 4)
                k = self.cell * 0.14
                pygame.draw.line(layer, (*art.MARKER_BLUE, 240), (bx - k, by - k), (bx + k, by + k), 5)
                pygame.draw.line(layer, (*art.MARKER_BLUE, 240), (bx - k, by + k), (bx + k, by - k), 5)
        return layer

    def _draw_beams(self, surface: pygame.Surface) -> None:
        for beam in self.beams:
            alpha = int(255 * (1 - beam.t))
            head = (beam.start[0] + (beam.end[0] - beam.start[0]) * min(1.0, beam.t * 2.5),
                    beam.start[1] + (beam.end[1] - beam.start[1]) * min(1.0, beam.t * 2.5))
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            pygame.draw.line(layer, (*beam.colour, alpha // 3), beam.start, head, 18)
            pygame.draw.line(layer, (*beam.colour, alpha), beam.start, head, 5)
            pygame.draw.circle(layer, (*beam.colour, alpha), (int(head[0]), int(head[1])), 10)
            surface.blit(layer, (0, 0))

    # -- side panels (all words go through draw_text: wrapped, shrunk to fit, overflow recorded)

    def _text(self, surface: pygame.Surface, text: str, rect: tuple[int, int, int, int] | pygame.Rect,
              size: int = 19, colour: str | tuple[int, int, int] = "normal_text", *, bold: bool = False,
              serif: bool = False, align: str = "left", valign: str = "top",
              wrap: bool = True) -> pygame.Rect:
        rgb = tuple(theme().c(colour))[:3] if isinstance(colour, str) else colour
        return textmod.draw_text(surface, text, pygame.Rect(rect), size, rgb, bold=bold, align=align,
                                 valign=valign, wrap_lines=wrap, face="serif" if serif else "sans",
                                 min_size=max(11, int(size * 0.7)))

    def _seat_slots(self) -> tuple[tuple[int, str], ...]:
        me = self.ctx.viewer if self.ctx.viewer is not None else 0
        return ((1 - me, "seat_top"), (me, "seat_bottom"))

    def _draw_seats(self, surface: pygame.Surface) -> None:
        for seat, slot in self._seat_slots():  # their panels are in the room layer
            self._draw_seat(surface, seat, self.layout[slot])

    def _draw_seat(self, surface: pygame.Surface, seat: int, r: pygame.Rect) -> None:
        face = art.guild_colour(seat, self._cb())
        surface.blit(art.token_image("adept", seat, 0, 54, self._cb()), (r.left + 14, r.top + 14))
        inner = r.width - 96
        self._text(surface, self.ctx.names[seat], (r.left + 80, r.top + 14, inner, 34), 26, "hovered_text",
                   bold=True, wrap=False)
        self._text(surface, guild_name(seat, self._cb()), (r.left + 80, r.top + 50, inner - 90, 26), 19, face,
                   wrap=False)
        if seat in self.ctx.to_act:
            self._text(surface, _("To play"), (r.right - 110, r.top + 52, 94, 24), 18, "gold", align="right",
                       wrap=False)
        stacks = [st for st in self.model.stacks.values() if self.model.owners[st.top] == seat]
        line = _("Stacks: {stacks} · fresh: {fresh} · tokens: {tokens}").format(
            stacks=len(stacks), fresh=sum(1 for st in stacks if not st.exhausted),
            tokens=sum(len(st.tokens) for st in stacks))
        y = r.top + 90
        self._text(surface, line, (r.left + 16, y, r.width - 32, 28), 19, wrap=False)
        homes = self.v["tokens"]
        taken = sum(1 for st in stacks for t in st.tokens if homes[t]["home"] not in (None, seat))
        self._text(surface, _("Captured from the other guild: {n}").format(n=taken),
                   (r.left + 16, y + 26, r.width - 32, 24), 17, "secondary_text", wrap=False)
        y += 58
        pw = self.v["power"][seat]
        self._text(surface, _("Power token"), (r.left + 16, y, r.width - 32, 26), 19, "gold", bold=True,
                   wrap=False)
        y += 30
        box = pygame.Rect(r.left + 16, y, 58, 58)
        self.power_boxes[seat] = box
        side = (box.right + 12, y + 4, r.right - box.right - 28, 26)
        if self.v["tournament"]:
            self._text(surface, _("None (tournament variant)"), (r.left + 16, y + 14, r.width - 32, 26), 18,
                       "secondary_text", wrap=False)
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
        y += 76
        reserve = self.v["reserve"][seat]
        choosing = self.v["phase"] == "reserve"
        self._text(surface, _("Reserve for Summoning"), (r.left + 16, y, r.width - 32, 26), 19, "gold",
                   bold=True, wrap=False)
        y += 30
        if choosing and seat != self.ctx.viewer:
            self._text(surface, _("Choosing… ({n} of 3)").format(n=self.v["picks_made"][seat]),
                       (r.left + 16, y + 12, r.width - 32, 26), 18, "secondary_text", wrap=False)
        else:
            shown = (self.v["picks"][seat] or []) if choosing else reserve
            for i, tok in enumerate(shown):
                surface.blit(art.token_image(self.model.kinds[tok], seat, 0, 58, self._cb()),
                             (r.left + 12 + i * 62, y))
            if not shown:
                self._text(surface, _("empty"), (r.left + 16, y + 16, r.width - 32, 26), 18, "secondary_text",
                           wrap=False)
        y += 72
        left = len(self.v["supply"][seat])
        if left and y + 90 < r.bottom:
            self._text(surface, _("Face-down stack"), (r.left + 16, y, r.width - 32, 26), 19, "gold",
                       bold=True, wrap=False)
            y += 30
            for i in range(min(left, 6)):
                surface.blit(art.token_back(58), (r.left + 14 + i * 3, y - i * 3))
            self._text(surface, ngettext("{n} token left", "{n} tokens left", left).format(n=left),
                       (r.left + 96, y + 16, r.width - 112, 26), 19, wrap=False)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        r = self.layout["tray"]  # its panel is in the room layer
        titles = {
            "deploy": _("Token to place"), "place": _("Captured tokens"), "summon": _("Your reserve"),
            "remove": _("Which token leaves the game?"), "arrange": _("Choose the new top token"),
            "reserve": _("Hold back three tokens"),
        }
        self._text(surface, titles.get(self.mode, _("Temple of the guilds")), (r.left + 18, r.top + 14,
                   r.width - 36, 36), 24, "gold", bold=True, serif=True, wrap=False)
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
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 2, border_radius=10)
        if self.tray_items:
            last = self.tray_items[-1][0]
            kind = self.model.kinds[self.tray_items[0][1]] if len(self.tray_items) == 1 else None
            if kind is not None:
                self._text(surface, f"{_(TOKEN_TYPES[kind].name)}: {_(TOKEN_HELP[kind])}",
                           (r.left + 18, last.bottom + 12, r.width - 36, r.bottom - last.bottom - 24), 18)
        else:
            self._text(surface, self._tray_hint(), (r.left + 18, r.top + 60, r.width - 36, r.height - 76), 19)

    def _tray_hint(self) -> str:
        hints = {
            "battle": _("Hover a stack to see its lines. Click a glowing stack to activate it."),
            "refresh": _("Click an exhausted stack to remove its marker."),
            "shield": _("Click one of your stacks, then the side the shield should face."),
            "pick": _("Click the stack to use."),
            "move": _("Drag the stack to a neighbouring free field or leave it; turn it and confirm."),
            "face": _("Turn the stack with the wheel or Q/E, then confirm."),
            "attach": _("Point at the edge of the board: the new piece and its twin light up. The wheel "
                        "shows other pieces there; click to attach."),
            "swap": _("Click two of your stacks to swap them."),
            "wait": _("Waiting for the other player."),
        }
        if self.v["phase"] == "over":
            return _("The game is over.")
        return hints.get(self.mode, "")

    def _draw_controls(self, surface: pygame.Surface) -> None:
        r = self.layout["controls"]  # its panel is in the room layer
        if self.ctx.prompt is not None and self.ctx.is_my_turn():
            text = self.ctx.text(self.ctx.prompt)
        else:
            text = _("Not your turn.")
        self._text(surface, text, (r.left + 16, r.top + 8, r.width - 32, 44), 17)
        self.widgets.draw(surface, self.mouse)
        if self.mode in EDIT_MODES and "done" not in self.kinds:
            self._text(surface, _("Wheel or Q/E: turn · Enter: confirm"), (r.left + 12, r.bottom - 30,
                       r.width - 24, 24), 16, "secondary_text", align="center", wrap=False)

    def _draw_inspector(self, surface: pygame.Surface) -> None:
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
            self._text(surface, _(ALTAR_NAMES[altar]), (x, y, w, 32), 22, "gold", bold=True, serif=True,
                       wrap=False)
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
            pygame.draw.circle(surface, colour, (x + 10, y + 12), 8)
            used = self._text(surface, text, (x + 30, y, w - 30, 48), 17)
            y += max(30, used.height + 8)
        self._text(surface, _("Extra piece pairs left: {n}").format(n=len(self.v["pieces"])),
                   (x, y + 6, w, 24), 17, "secondary_text", wrap=False)
        self._text(surface, _("Shield markers left: {n}").format(n=self.v["shield_markers"]),
                   (x, y + 32, w, 24), 17, "secondary_text", wrap=False)

    def _inspect_stack(self, surface: pygame.Surface, f: Field, st: Stack, r: pygame.Rect) -> None:
        x, y, w = r.left + 16, r.top + 14, r.width - 32
        owner = self.model.owners[st.top] or 0
        self._text(surface, _("Stack on {field}").format(field=field_label(f)), (x, y, w, 32), 22, "gold",
                   bold=True, serif=True, wrap=False)
        y += 36
        marks = [guild_name(owner, self._cb())]
        if st.exhausted:
            marks.append(_("exhausted"))
        if st.shields:
            marks.append(ngettext("{n} shield marker", "{n} shield markers", len(st.shields)).format(
                n=len(st.shields)))
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
            used = self._text(surface, _(TOKEN_HELP[kind]), (x + 54, y + 24, w - 54, 64), 15,
                              "secondary_text")
            y += max(52, 28 + used.height + 6)

    # ================================================================== tooltips and rules

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        for seat, box in self.power_boxes.items():
            kind = self.v["power"][seat]["kind"]
            if box.collidepoint(pos) and kind is not None and not self.v["tournament"]:
                name = POWER_NAMES[kind]
                return f"{_(name)}\n{_(ALTAR_HELP[kind])}"
        for rect, tok in self.tray_items:
            if rect.collidepoint(pos):
                kind = self.model.kinds[tok]
                return f"{_(TOKEN_TYPES[kind].name)}\n{_(TOKEN_HELP[kind])}"
        f = self.field_at(pos)
        st = self.model.stacks.get(f)
        if st is not None and self.floor_rect.collidepoint(pos):
            names = [_(TOKEN_TYPES[self.model.kinds[t]].name) for t in reversed(st.tokens)]
            head = _("Stack on {field}, top to bottom:").format(field=field_label(f))
            guild = guild_name(self.model.owners[st.top] or 0, self._cb())
            return guild + "\n" + head + "\n" + "\n".join(f"{i + 1}. {n}" for i, n in enumerate(names))
        altar = self.model.altars.get(f)
        if altar is not None and self.floor_rect.collidepoint(pos):
            spent = altar == "summoning" and self.model.summoning_spent
            return f"{_(ALTAR_NAMES[altar])}\n{_(SPENT_HELP if spent else ALTAR_HELP[altar])}"
        return None

    def rules_summary(self) -> list[tuple[str, str]]:
        return rules_summary(self._cb())
