"""Witchcraft's table: the temple board, guild tokens, and every decision by mouse or keyboard.

The view only ever reads ``ctx.view`` (what the seat at the screen may see)
and ``ctx.legal``; it rebuilds the public position into the engine's own
geometry types so a hover preview traces a line exactly as the rules do.
Decisions map onto the engine's prompts:

* placing a token (deployment, Summoning, Translocation, Medium, Keeper) is an
  *editor*: drag the token onto a field (or click the field: the token is the
  one clicked in the tray, or the only one there is), turn it with the wheel,
  Q/E or the rotation knob, confirm with Enter or the button;
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

from game import audio
from game.audio.cues import cue
from game.i18n import _
from game.rules.base import N_, Action
from game.rules.witchcraft.data import ALTAR_NAMES, POWER_NAMES, TOKEN_TYPES, field_label
from game.rules.witchcraft.geometry import Stack, Trace, stack_traces
from game.scenes.table_api import TableContext, TableView
from game.scenes.tables.confirm import ConfirmPrompt
from game.scenes.tables.witchcraft import art
from game.scenes.tables.witchcraft.art import ALTAR_RING, GOLD, HIT
from game.scenes.tables.witchcraft.drawing import WitchcraftDrawing
from game.scenes.tables.witchcraft.geometry import EDIT_MODES, LAYOUT_NAME, Field
from game.scenes.tables.witchcraft.texts import ALTAR_HELP, SPENT_HELP, TOKEN_HELP, guild_name, rules_summary
from game.scenes.ui import Button, WidgetGroup
from game.sprites import layout
from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas
from game.sprites.tween import Animator, ease_out_cubic

POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
_CLICK_PLACE_MODES = ("deploy", "summon", "move", "place")  # a token goes onto a field by drag or click
_PROMPT_MODES = {
    "place": "place",
    "energy": "refresh",
    "protection": "shield",
    "translocate": "pick",
    "translocate_to": "move",
    "summon_attach": "attach",
    "summon_place": "summon",
    "prince_pick": "pick",
    "prince_remove": "remove",
    "keeper": "swap",
    "face": "face",
}


class Model:
    """The public position from a view, in the engine's geometry types."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.fields: frozenset[Field] = frozenset((f[0], f[1]) for f in view["fields"])
        self.altars: dict[Field, str] = {(a["at"][0], a["at"][1]): a["kind"] for a in view["altars"]}
        self.stacks: dict[Field, Stack] = {
            (s["at"][0], s["at"][1]): Stack(
                tuple(s["tokens"]), s["facing"], s["exhausted"], tuple(s["shields"])
            )
            for s in view["stacks"]
        }
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


class WitchcraftTable(WitchcraftDrawing, TableView):
    """State, geometry, input and help of the table; its painting is :class:`~.drawing.WitchcraftDrawing`."""

    covers_canvas = True  # the room layer paints every pixel: the scene's backdrop would be hidden
    migrated = True  # draws through game.sprites.scale: crisp at the window's pixel size

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self._room: tuple[Hashable, Canvas] | None = None
        self._preview: tuple[Hashable, Canvas] | None = None
        self.layout = layout.get(LAYOUT_NAME)
        self.anim = Animator(ctx.settings.get("animation_speed", "normal"))
        self.drag = DragDrop(self._targets_for, self._dropped, self._why_not, self.anim)
        self.widgets = WidgetGroup()
        self.kept_controls = Kept()  # the controls panel's picture (see _draw_controls)
        self.kept_seats: dict[str, Kept] = {}  # each seat panel's, by its slot (see _draw_seats)
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
        return self.mode not in ("deploy", "summon") or any(a.get("at") == self.edit.at for a in self.legal)

    # ================================================================== geometry

    def _fit(self) -> None:
        """Cell size and origin so the whole board (plus a ring for new pieces) fits the slot."""
        fields = self.model.fields
        xs = [f[0] for f in fields]
        ys = [f[1] for f in fields]
        minx, maxx, miny, maxy = min(xs) - 1, max(xs) + 1, min(ys) - 1, max(ys) + 1
        box = self.layout["board"]  # the coordinates lie in the ring, beside the outermost fields
        cols, rows = maxx - minx + 1, maxy - miny + 1
        self.cell = int(min(box.width / cols, box.height / rows, 150))
        w, h = cols * self.cell, rows * self.cell
        left, top = box.centerx - w // 2, box.centery - h // 2
        self.origin = (left - minx * self.cell, top - miny * self.cell)
        self.floor_rect = pygame.Rect(left, top, w, h)
        self.token_size = int(self.cell * 0.9)

    def cell_rect(self, f: Field) -> pygame.Rect:
        return pygame.Rect(
            self.origin[0] + f[0] * self.cell, self.origin[1] + f[1] * self.cell, self.cell, self.cell
        )

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
            self.widgets.add(
                Button((x, y, half, 44), N_("Turn left"), lambda: self._turn(-1), size=20, name="turn-left")
            )
            self.widgets.add(
                Button(
                    (x + half + 12, y, half, 44),
                    N_("Turn right"),
                    lambda: self._turn(1),
                    size=20,
                    name="turn-right",
                )
            )
            self.widgets.add(
                Button(
                    (x, y + 52, w, 48),
                    N_("Confirm"),
                    self._confirm,
                    primary=True,
                    size=22,
                    enabled=lambda: self._edit_action() is not None,
                    name="confirm",
                )
            )
            y += 52 + 56
        extra = [
            (kind, label, key)
            for kind, label, key in (
                ("power", N_("Use power token"), pygame.K_p),
                ("done", N_("Finish"), pygame.K_f),
                ("skip", N_("Skip"), pygame.K_s),
            )
            if kind in self.kinds
        ]
        for kind, label, key in extra:  # each with a letter key: Tab belongs to the table scene
            action = Action(kind)
            send = self._reveal_power if kind == "power" else (lambda a=action: self.ctx.submit(a))
            self.widgets.add(Button((x, y, w, 44), label, send, size=21, hotkey=key, name=kind))
            y += 52
        self._items()

    def _reveal_power(self) -> None:
        """Using the power token shows it to the opponent: with "confirm before reveal" on, ask first.

        The question opens beside the button that asked it (its letter key presses the same
        button), where the player is looking: anchored at the token's box in the seat panel, it
        opened on the far side of the screen from the button."""
        anchor = self.widgets.find("power").rect
        self.confirm.ask(self.ctx, Action("power"), anchor, N_("Reveal your power token and use it now?"))

    def _items(self) -> None:
        """Drag sources/targets and the clickable choices of the current mode."""
        self.tray_items = []
        self.drag.set_items(*self._drag_items(self.mode))
        self.choices = self._choices(self.mode)

    def _drag_items(self, m: str) -> tuple[list[Source], list[Target]]:
        """What may be dragged in mode ``m`` (the token being placed, the tray's) and where to."""
        sources: list[Source] = []
        targets: list[Target] = []
        size = self.token_size
        if m in ("deploy", "summon", "move") and self.edit is not None:
            if self.edit.at is not None and self.edit.token is not None:
                r = self._token_rect(self.edit.at)
                sources.append(Source(("edit", self.edit.token), r, self._edit_image(size)))
            fields = {
                _f(a["to"] if m == "move" else a["at"])
                for a in self.legal
                if a.kind in ("deploy", "summon", "move")
            }
            targets.extend(Target(("f", f), self.cell_rect(f).inflate(-6, -6)) for f in sorted(fields))
        if m == "deploy" and self.edit is not None:
            token = self.v["next_token"]
            r = self._tray_grid(1)[0]
            self.tray_items.append((r, token))
            sources.append(self._tray_source("tray", token, r))
        if m == "summon":
            for r, t in zip(
                self._tray_grid(len(self.v["reserve"][self._me()])),
                sorted(self.v["reserve"][self._me()]),
                strict=False,
            ):
                self.tray_items.append((r, t))
                sources.append(self._tray_source("res", t, r))
        if m == "place":
            pool = sorted(set(self.v["prompt"]["pool"]))
            for r, t in zip(self._tray_grid(len(pool)), pool, strict=False):
                self.tray_items.append((r, t))
                sources.append(self._tray_source("pool", t, r))
            own = sorted({_f(a["at"]) for a in self.legal})
            targets.extend(Target(("f", f), self.cell_rect(f).inflate(-6, -6), "circle") for f in own)
        return sources, targets

    def _choices(self, m: str) -> list[Choice]:
        """What is clicked in mode ``m``: fields, aims, compass points and tray tokens."""
        choices: list[Choice] = []
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
        return choices

    def _tray_source(self, kind: str, token: int, rect: pygame.Rect) -> Source:
        """A token in the tray to drag, in the colours of the seat at the screen."""
        image = art.token_image(self.model.kinds[token], self._me(), 0, rect.width, self._cb())
        return Source((kind, token), rect, image)

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

    def prompt(self) -> str | None:
        """After a click on a Telepath or Barbarian (a stack whose activation needs a target), the
        bar asks for that target: the engine's line still asked to activate a stack, and the
        Polish playtest clicked the Telepath again, not knowing the table waited for its target."""
        if self.mode != "battle" or self.selected is None or not self.ctx.is_my_turn():
            return None
        st = self.model.stacks.get(self.selected)
        if st is None:
            return None
        return _("Click a lit target for the {token} on {field}; a right click cancels.").format(
            token=_(TOKEN_TYPES[self.model.kinds[st.top]].name), field=field_label(self.selected)
        )

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
        held = self.drag.held is not None
        if self.drag.handle_event(event):
            return True
        if held and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return True  # the controller answered it (a refused drop already said why): not a field click too
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
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and math.dist(event.pos, knob) <= self.cell * 0.16
        ):
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
        if self._place_on_field(pos):
            return True
        if self.mode == "shield" and self.selected is not None:
            cx, cy = self.centre(self.selected)
            angle = math.degrees(math.atan2(pos[0] - cx, cy - pos[1])) % 360
            action = Action("shield", at=self.selected, dir=int(round(angle / 45)) % 8)
            if action in self.legal_set and math.dist(pos, (cx, cy)) < self.cell * 1.3:
                self.ctx.submit(action)
                return True
        return self._cancel()

    def _place_on_field(self, pos: tuple[int, int]) -> bool:
        """A click on the floor with nothing held places the token as dropping it there would:
        first-time players click the field rather than drag (a playtest), so the token a field
        click moves is the one clicked in the tray, or the only one there is."""
        if self.mode not in _CLICK_PLACE_MODES or not self.floor_rect.collidepoint(pos):
            return False
        src = self._implicit_source()
        if src is None:
            self.drag.say(_("First click the token to place, then a field."))
            return True
        field = self.click_place_at(pos)
        if field is not None:
            self.drag.message = None  # an earlier refusal no longer applies
            self._dropped(src, ("f", field))
        else:
            self.drag.say(self._why_not(src, ("f", self.field_at(pos))))
            audio.play("illegal")
        return True

    def click_place_at(self, pos: tuple[int, int]) -> Field | None:
        """The legal field a click at ``pos`` places the token on (nothing held); the hover light
        asks this too, so what lights up under the pointer is where the click puts the token."""
        if self.drag.held is not None or self.mode not in _CLICK_PLACE_MODES:
            return None
        src = self._implicit_source()
        field = self.field_at(pos)
        if src is None or not self.floor_rect.collidepoint(pos) or ("f", field) not in self._targets_for(src):
            return None
        return field

    def _implicit_source(self) -> tuple[str, int] | None:
        """The token a click on a field places: the one being edited, else the only one offered."""
        e = self.edit
        if self.mode in ("deploy", "move") and e is not None and e.token is not None:
            return ("edit", e.token)
        if self.mode == "summon" and e is not None and e.token is not None:
            return ("res", e.token)
        offered = {s.id for s in self.drag.sources if s.id[0] in ("res", "pool")}  # type: ignore[index]
        return next(iter(offered)) if len(offered) == 1 else None  # type: ignore[return-value]

    def _cancel(self) -> bool:
        if self.selected is not None:
            self.selected = None
            self._items()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if (
            event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
            and self.focus is not None
            and self.choices
        ):
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

    # ================================================================== tooltips and rules

    def drag_drop(self) -> DragDrop:
        return self.drag

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.confirm.open:
            return None  # the question takes every click until answered; nothing beneath explains itself
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
