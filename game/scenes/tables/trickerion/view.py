"""The Trickerion table: draws the view, turns hands into actions.

The view keeps no game state: the board is painted from ``ctx.view``
(:mod:`.drawing`, region by region through :mod:`.layers`) at places from
:mod:`.geometry`; input goes through :class:`game.sprites.dragdrop.DragDrop`
with the gestures :mod:`.gestures` derives from ``ctx.legal``.  What it keeps
is presentation only: an open chooser beside an element, the "all options"
drawer, the hover timer, the steps of :mod:`.sequence` playing.

Assignment is committed card by card as the engine asks; the last card asks
to confirm before the reveal (:class:`game.scenes.tables.confirm.ConfirmPrompt`).

Drawn through :mod:`game.sprites.scale` (a migrated view): crisp at the
window's pixel size, pixel-identical to its old self at 1920x1080.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any

import pygame

from game.audio.cues import cue
from game.i18n import _, current_language
from game.rules.base import N_, Action, Event, Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import SHAPESHIFTER
from game.rules.trickerion.state import THEATER
from game.rules.trickerion.texts import NOTHING_THERE
from game.scenes.table_api import PLAY_AREA, TableContext, TableView
from game.scenes.tables.confirm import ConfirmPrompt, place_near
from game.scenes.tables.trickerion import (
    art,
    changes,
    gestures,
    ghost,
    legible,
    links,
    rules_text,
    sequence,
    texts,
)
from game.scenes.tables.trickerion.drawing import card_face, held_components, label, rows_backdrop
from game.scenes.tables.trickerion.geometry import SPECTER_DAY, Geometry, Key, compute
from game.scenes.tables.trickerion.layers import BoardLayers
from game.sprites import scale
from game.sprites.dragdrop import DragDrop, Source, Target
from game.sprites.repaint import Kept
from game.sprites.scale import Canvas, draw
from game.sprites.text import measure
from game.sprites.tween import Animator, Tween, linear
from game.sprites.vector import mix

CONFIRM_ASSIGNMENT = N_("Lay your assignment cards face down? They are revealed when everyone has chosen.")
PLACED_AP = "{action} ({n} AP)"  # the engine's description of a placement ends with the AP it gives
ROW_H = 30
LIGHT_SECONDS = 0.9  # how long what a move changed stays lit (scaled by the animation speed)
CHOOSER_W = 560
DRAWER_ROWS = 24
PEEK_SECONDS = 0.6  # resting the pointer this long on a performance card, a trick or a strip: its large view
PEEK_KINDS = ("trick", "opp", "perf")  # a hand card says only its name: no large view
PEEK_W = 640
THEATER_DAY_RULE = N_(
    "The first of your characters placed in the Theater picks your day: the others you send there "
    "this turn stand on the same day, with its AP."
)
# never taken by a click alone: what throws something away, and handing a trick to the Engineer
# (a click on a prepared trick moved it there for 1 AP when the player meant to prepare it) or
# components to the Manager (trplay: a click on stored Wood, to see what it offers, moved it for 1 AP)
CONFIRMED = frozenset({"discard_trick", "discard", "discard_spell", "move_trick", "move_comp"})
LINK_COLOUR = (176, 140, 255)  # a performance card and its Theater days, lit together on hover


@dataclass
class Row:
    """One clickable line of a chooser, the drawer, the prompt bar or the tile panel."""

    rect: pygame.Rect
    label: str
    action: Action | None  # None: a control of the view itself (e.g. the drawer toggle)


class TrickerionView(TableView):
    """Trickerion at the table; see the module docstring."""

    covers_canvas = True  # the kept board is opaque and full-screen: the scene's backdrop would be hidden
    migrated = True  # draws through game.sprites.scale: crisp at the window's pixel size

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        speed = ctx.settings.get("speed_factor", ctx.settings.get("animation_speed", "normal"))
        self.anim = Animator(speed)
        # The glow on what a move changed runs on its own clock: it is decoration, so it neither
        # holds the bots nor makes the table "busy" (a busy table spends the next click on skipping,
        # and in the secret assignment the bot's cards kept lighting up under the player's clicks).
        self.glow = Animator(speed)
        self.confirm = ConfirmPrompt()  # "confirm before reveal" for the last assignment card
        self.dd = DragDrop(
            self._legal_targets,
            self._on_drop,
            self._why_not,
            self.anim,
            on_click=self._on_click,
            clickable=self._clickable,
        )
        self.time = 0.0
        self.chooser: list[Row] | None = None
        self._options: list[Action] | None = None  # the drawer's rows, see options()
        self._described: dict[Action, Msg] = {}  # see describe()
        self.chooser_focus = 0
        self.release_owed = False  # the release of a press that opened a question (handle_event)
        self.drawer_open = False
        self.drawer_page = 0
        self.drawer_focus = 0
        self.buttons: list[Row] = []
        self.tiles: list[Row] = []
        self.pointer = (0, 0)
        self.geo: Geometry | None = None
        self.window_scale = 1.0  # the scale the table was last drawn at
        self.lit: list[Key] = []  # elements the last move changed, glowing while they fade
        self.lit_alpha = 0.0
        self.steps: list[sequence.Step] = []  # the sequence playing (reveal, end of turn, a bot's move)
        self.step_at, self.step_t = -1, 0.0
        self.step_tweens: list[Tween] = []
        self.before: dict[str, Any] | None = None  # the view before the last refresh
        self.zoom: str | None = None  # the large view a right-click opened (a card, a trick, a strip)
        self.rest: tuple[Key | None, float] = (None, 0.0)  # the element under the resting pointer, how long
        self.peek: tuple[Key, str] | None = None  # its large view, open while the pointer stays on it
        self.layers = BoardLayers()
        self.painted: tuple[tuple[Any, ...], Canvas] | None = None  # None: update the layers
        # the panels of rows (setup tiles, the drawer, a chooser) kept as pictures: see _draw_rows
        self.kept_tiles, self.kept_drawer, self.kept_chooser = Kept(), Kept(), Kept()
        self.g = gestures.Gestures()
        self.refresh(ctx)

    # ------------------------------------------------------------------ context

    @property
    def bottom(self) -> int:
        if self.ctx.viewer is not None and self.ctx.viewer < len(self.view["players"]):
            return self.ctx.viewer
        return 0

    def label_of(self, action: Action) -> str:
        """The engine's label; a placement adds what it decides beyond its AP (a day for all, 0 AP),
        a haggled purchase why it is cheaper (coins off paid with AP)."""
        msg = self.describe(action)
        note = None
        if action.kind == "place":
            note = texts.placement_note(self.view, self.bottom, action, placed_ap(msg))
        elif action.kind == "buy":
            note = texts.bargain_note(action)
        return f"{self.ctx.text(msg)} · {note}" if note else self.ctx.text(msg)

    def describe(self, action: Action) -> Msg:
        """The engine's description of ``action``, kept until the next refresh: the AP preview asks
        for every glowing slot each frame a character is held, and a placement's description plays
        the placement on a quiet copy to see whether the character would find anything to do."""
        msg = self._described.get(action)
        if msg is None:
            msg = self._described[action] = self.ctx.describe(action)
        return msg

    def distinct(self, acts: list[Action]) -> list[Action]:
        """One row per label.  The engine lists an action per die, so two Residence dice showing one
        face offered every trick twice in identical rows (playtest, 7 Dec); the two do the same (the
        die turned to X is either of two alike), and a player cannot tell rows that read alike apart."""
        first: dict[str, Action] = {}
        for a in acts:
            first.setdefault(self.label_of(a), a)
        return list(first.values())

    def _labels(self, acts: list[Action]) -> list[str]:
        """An element's tooltip lines: the labels of its first eight distinct actions."""
        return [self.label_of(a) for a in self.distinct(acts)[:8]]

    def options(self) -> list[Action]:
        """The drawer's actions: the legal list without rows that read alike, worked out once per
        refresh (the drawer is drawn every frame it is open)."""
        if self._options is None:
            self._options = self.distinct(self.ctx.legal)
        return self._options

    def refresh(self, ctx: TableContext) -> None:
        old = self.ctx.view if self.geo is not None and self.ctx.viewer == ctx.viewer else None
        self.ctx = ctx
        self.confirm.refresh(ctx)
        speed = ctx.settings.get("speed_factor", ctx.settings.get("animation_speed", "normal"))
        self.anim.set_speed(speed)
        self.glow.set_speed(speed)
        self.geo = compute(ctx.view, self.bottom)
        self.painted = None  # the changed regions are repainted once per change of the view, then blitted
        mine = ctx.is_my_turn() and bool(ctx.legal)
        self.g = gestures.build(ctx.view, ctx.legal if mine else [], self.bottom if mine else None)
        self.chooser = None
        self._options = None
        self._described = {}
        if old is None:
            self.zoom = None  # another seat at the screen: what was opened for the last one closes
        if not mine:
            self.drawer_open = False
        self._layout_controls()
        self._set_drag_items()
        self.before = old  # the end of turn's steps are partly the difference between the two
        self._light(changes.changed(old, ctx.view, self.bottom))

    def on_events(self, events: list[Event]) -> None:
        """Sounds as each glow starts; then the batch's steps (reveal, end of turn, a bot's move)."""
        for event in events:
            cue(self.anim, "trickerion", event)
        assert self.geo is not None
        self._play(
            sequence.steps(
                events, self.view, self.geo, self.bottom, self.ctx.viewer, self.ctx.text, self.before
            )
        )

    def _play(self, steps: list[sequence.Step]) -> None:
        """Queue the steps after any still showing; each shows for its ``seconds`` (a click skips all)."""
        start, delay, showing = len(self.steps), self._queued(), self.step_at
        self.steps += steps
        for i in range(start, len(self.steps)):

            def show(t: float, i: int = i) -> None:
                self.step_at, self.step_t = i, t

            def done(i: int = i) -> None:
                if i == len(self.steps) - 1:
                    self.steps, self.step_at = [], -1

            seconds = self.steps[i].seconds
            self.step_tweens.append(self.anim.add(seconds, show, on_done=done, delay=delay, easing=linear))
            delay += seconds
        self.step_tweens = [t for t in self.step_tweens if not t.finished]
        if self.steps:  # adding a tween shows its start at once; the first step is the one to show
            self.step_at, self.step_t = (showing if showing >= 0 else start), 0.0

    def _queued(self) -> float:
        """Unscaled seconds until the steps already showing are over (new ones wait for them)."""
        waits = [t.delay + t.duration - t.elapsed for t in self.step_tweens if not t.finished]
        return max(waits, default=0.0) / self.anim.factor if self.anim.factor > 0 else 0.0

    def _light(self, keys: list[Key]) -> None:
        """Glow what the last move changed, fading out (on `self.glow`: nothing waits for it)."""
        if not keys:
            return
        self.lit = keys

        def fade(t: float) -> None:
            self.lit_alpha = 1.0 - t

        def done() -> None:
            self.lit = []

        self.glow.add(LIGHT_SECONDS, fade, on_done=done)

    def _layout_controls(self) -> None:
        """Prompt-bar buttons (right-aligned), the tile panel, the drawer's rows."""
        assert self.geo is not None
        bar = self.geo.slots["prompt_bar"]
        items = [(self.label_of(a), a) for a in self.g.buttons]
        if self.ctx.legal and self.ctx.is_my_turn():
            items.append((_("All options"), None))
        x = bar.right - 6
        self.buttons = []
        for text, action in reversed(items):
            w = min(360, max(120, len(text) * 10 + 30))
            x -= w
            self.buttons.insert(0, Row(pygame.Rect(x, bar.y + 4, w, bar.h - 8), text, action))
            x -= 8
        self.tiles = []
        if self.g.tiles:
            area = self.geo.slots["tiles"].inflate(-40, -80)
            cols = 4 if len(self.g.tiles) > 6 else max(1, min(3, len(self.g.tiles)))
            w = (area.w - (cols - 1) * 12) // cols
            h = min(64, (area.h - 12 * 8) // max(1, -(-len(self.g.tiles) // cols)))
            for i, a in enumerate(self.g.tiles):
                r, c = divmod(i, cols)
                rect = pygame.Rect(area.x + c * (w + 12), area.y + 40 + r * (h + 8), w, h)
                self.tiles.append(Row(rect, self.label_of(a), a))

    def drawer_rows(self) -> list[Row]:
        """The "all options" list: every legal action, a page at a time, over the central board."""
        if not self.drawer_open:
            return []
        area = self.geo.slots["tiles"] if self.geo else PLAY_AREA
        legal = self.options()
        start = self.drawer_page * DRAWER_ROWS
        rows = []
        for i, a in enumerate(legal[start : start + DRAWER_ROWS]):
            col, r = divmod(i, DRAWER_ROWS // 2)
            w = (area.w - 60) // 2
            rect = pygame.Rect(area.x + 20 + col * (w + 20), area.y + 50 + r * (ROW_H + 12), w, ROW_H + 6)
            rows.append(Row(rect, self.label_of(a), a))
        if len(legal) > DRAWER_ROWS:
            rows.append(Row(pygame.Rect(area.right - 180, area.bottom - 44, 160, 36), _("More…"), None))
        return rows

    def _set_drag_items(self) -> None:
        assert self.geo is not None
        el = self.geo.elements
        keys = list(dict.fromkeys(list(self.g.drags) + list(self.g.clicks)))
        sources = [Source(k, el[k], self._ghost(k)) for k in keys if k in el]
        target_keys = {t for per in self.g.drags.values() for t in per}
        target_keys |= {k for k in el if k[0] in ("slot", "pos")}
        target_keys |= {k for k in el if k[0] == "char" and self._takes_drop(k[1])}
        targets = [Target(k, el[k]) for k in el if k in target_keys]
        # tiles and prompt-bar buttons join the Tab cycle (Enter presses them); the mouse reaches them first
        sources += [Source(("row", i), row.rect) for i, row in enumerate(self._keyboard_rows())]
        self.dd.set_items(sources, targets)

    def _takes_drop(self, ci: int) -> bool:
        """Figure ``ci`` takes a refused drop, to say why: every figure while cards are laid (one
        dropped on a figure whose turn it is not), the Shapeshifter while a trick can be picked up
        (it stands in for no Engineer now).  Elsewhere a drop on a figure means nothing."""
        keys = [*self.g.drags, *self.g.clicks]
        if any(k[0] == "card" for k in keys):
            return True
        chars = self.view["players"][self.bottom]["chars"]
        return chars[ci] == SHAPESHIFTER and any(k[0] == "trick" for k in keys)

    def _ghost(self, key: Key) -> pygame.Surface | None:
        """A trick drags as a small token with its emblem, not as a box the size of its card."""
        if key[0] != "trick":
            return None
        return ghost.trick_ghost(self.view["players"][self.bottom]["tricks"][key[1]]["trick"])

    def _keyboard_rows(self) -> list[Row]:
        return self.tiles + self.buttons

    # ------------------------------------------------------------------ what tests use

    def element_rect(self, key: Key) -> pygame.Rect | None:
        assert self.geo is not None
        if key[0] == "row":
            rows = self._keyboard_rows()
            return rows[key[1]].rect.copy() if key[1] < len(rows) else None
        rect = self.geo.elements.get(key)
        return rect.copy() if rect is not None else None

    def routes(self) -> dict[Action, list[tuple[str, Any]]]:
        """Each legal action with the gestures that reach it: ("click", key), ("drag", (src, tgt)),
        ("button", Row) or ("tile", Row); a click on a crowded element goes on through its chooser."""
        out: dict[Action, list[tuple[str, Any]]] = {}
        for key, acts in self.g.clicks.items():
            for a in acts:
                out.setdefault(a, []).append(("click", key))
        for src, per in self.g.drags.items():
            for tgt, acts in per.items():
                for a in acts:
                    out.setdefault(a, []).append(("drag", (src, tgt)))
        for row in self.buttons:
            if row.action is not None:
                out.setdefault(row.action, []).append(("button", row))
        for row in self.tiles:
            out.setdefault(row.action, []).append(("tile", row))
        return out

    # ------------------------------------------------------------------ gestures

    def _legal_targets(self, src: Key) -> list[Key]:
        return list(self.g.drags.get(src, {}))

    def _clickable(self, src: Key) -> bool:
        return src in self.g.clicks or src[0] == "row"

    def _on_click(self, src: Key) -> bool:
        if src[0] == "row":
            self._press(self._keyboard_rows()[src[1]])
            return True
        acts = self.g.clicks.get(src)
        if not acts:
            return False
        self._choose(acts, self.element_rect(src))
        return True

    def _on_drop(self, src: Key, tgt: Key) -> None:
        """A drop names its target: its one action goes (with ``_send``'s questions), not through the
        confirming row a click's would (a trick dragged onto the Engineer means to move there)."""
        acts = self.g.drags[src][tgt]
        if len(acts) == 1:
            self._send(acts[0])
        else:
            self._choose(acts, self.element_rect(tgt))

    def _why_not(self, src: Key, tgt: Key | None) -> str:
        """A refused drop: a character on a slot asks the engine (its reason shows), else a hint."""
        dragged = {a.kind for acts in self.g.drags.get(src, {}).values() for a in acts}
        chars = self.view["players"][self.bottom]["chars"]
        if dragged == {"move_trick"}:  # a trick that may go to the Engineer, and only there
            return texts.trick_move_refusal(chars)
        if src[0] == "trick" and tgt is not None and tgt[0] == "char" and chars[tgt[1]] == SHAPESHIFTER:
            return _("The Shapeshifter does not stand in for the Engineer now: no trick moves onto it.")
        if tgt is None:
            return _("Drop it on a glowing place.")
        if src[0] == "char" and tgt[0] == "slot":
            self.ctx.submit(Action("place", char=src[1], loc=tgt[1], slot=tgt[2], boost=0))
            return ""
        if src[0] == "card" and tgt[0] == "char":
            ci = gestures.next_character(self.view, self.bottom)
            name = texts.member_in_sentence(self.view["players"][self.bottom]["chars"], ci)
            why = _("The cards go to your characters in order: this one is for {name}.")
            return why.format(name=name)
        return _("That cannot go there now.")

    def _choose(self, acts: list[Action], near: pygame.Rect | None) -> None:
        """Submit the one action, or open a chooser beside the element for several.

        An action that throws something away (a trick back to the Residence, a
        component back to the supply) is never taken by the click alone: in the
        playtest a click on a glowing trick in Downtown returned it at once.  It
        opens a one-row chooser that names what would happen; that row confirms.
        So does moving a trick to the Engineer (second playtest, finding f).
        """
        acts = self.distinct(acts)
        if len(acts) == 1 and acts[0].kind not in CONFIRMED:
            self._send(acts[0])
            return
        near = near or self.geo.slots["tiles"]
        h = ROW_H * len(acts) + 12
        cols = 1 if h < 560 else 2
        per_col = -(-len(acts) // cols)
        h = ROW_H * per_col + 12
        w = CHOOSER_W * cols
        x = near.right + 8 if near.right + 8 + w <= PLAY_AREA.right else max(PLAY_AREA.x, near.x - w - 8)
        y = min(max(PLAY_AREA.y, near.y), PLAY_AREA.bottom - h)
        labels = texts.chooser_labels([self.label_of(a) for a in acts])
        self.chooser = [
            Row(
                pygame.Rect(
                    x + 6 + (i // per_col) * CHOOSER_W,
                    y + 6 + (i % per_col) * ROW_H,
                    CHOOSER_W - 12,
                    ROW_H - 2,
                ),
                labels[i],
                a,
            )
            for i, a in enumerate(acts)
        ]
        self.chooser_focus = 0

    # ------------------------------------------------------------------ input

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Input, with one guard: a press that opens a question (a chooser row, a tile act on the
        press) owes its release to itself.  That release reached the question as "a click elsewhere"
        and closed it at once, so the Magician's stage question, chosen from a row, never showed."""
        if event.type == pygame.MOUSEBUTTONUP and self.release_owed:
            self.release_owed = False
            return True
        asked = self.confirm.open
        handled = self._handle_input(event)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.release_owed = not asked and self.confirm.open
        return handled

    def _handle_input(self, event: pygame.event.Event) -> bool:
        if hasattr(event, "pos"):
            self.pointer = event.pos
        if self.confirm.handle_event(event):
            return True
        if self.zoom is not None and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.zoom = None  # any click or key closes the large view
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and self.chooser is None:
            self.zoom = self.tooltip_at(event.pos)
            return self.zoom is not None
        if self.chooser is not None:
            return self._chooser_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for row in self.buttons + self.drawer_rows() + ([] if self.drawer_open else self.tiles):
                if row.rect.collidepoint(event.pos):
                    self._press(row)
                    return True
            if self.drawer_open:
                self.drawer_open = False
                return True
        if self.drawer_open:
            return event.type == pygame.KEYDOWN and self._drawer_key(event.key)
        taken = self.dd.handle_event(event)
        if self.dd.held is not None and self.dd.held.id[0] == "trick":
            self.dd.grab_offset = ghost.OFFSET  # the token rides above-left of the pointer
        if not taken and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.geo is not None:
            key = next(
                (k for k, r in self.geo.elements.items() if k[0] == "trick" and r.collidepoint(event.pos)),
                None,
            )
            note = self._unset_note(key) if key is not None else None
            if note:  # a trick that cannot be picked up says why, as a refused drop does
                self.dd.say(note)
                return True
        return taken

    def _unset_note(self, key: Key) -> str | None:
        """Why the trick at ``key`` cannot be set up backstage now (``texts.setup_note``)."""
        return texts.setup_note(self.view, self.bottom, key[1], self.ctx.legal)

    def _drawer_key(self, key: int) -> bool:
        """The drawer by keyboard: Up/Down (or Tab) move, Enter presses, Esc closes."""
        rows = self.drawer_rows()
        if key == pygame.K_ESCAPE:
            self.drawer_open = False
        elif key in (pygame.K_DOWN, pygame.K_TAB):
            self.drawer_focus = (self.drawer_focus + 1) % len(rows)
        elif key == pygame.K_UP:
            self.drawer_focus = (self.drawer_focus - 1) % len(rows)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._press(rows[self.drawer_focus % len(rows)])
        else:
            return False
        return True

    def _press(self, row: Row) -> None:
        if row.action is not None:
            self.drawer_open = False
            self._send(row.action)
        elif row.label == _("More…"):
            self.drawer_page = (self.drawer_page + 1) % -(-len(self.options()) // DRAWER_ROWS)
            self.drawer_focus = 0
        else:
            self.drawer_open = not self.drawer_open
            self.drawer_page = self.drawer_focus = 0

    def _send(self, action: Action) -> None:
        """Submit ``action``; the card that completes a secret assignment first asks, if the player
        wants to be asked (the setting "confirm before reveal"): once laid, the cards cannot be
        taken back, and the reveal comes when everyone has chosen."""
        seat = self.bottom
        me = self.ctx.view["players"][seat] if seat is not None else None
        last = me is not None and gestures.next_character(self.ctx.view, seat) == len(me["chars"]) - 1
        if action.kind == "assign" and last:
            anchor = self.element_rect(("char", len(me["chars"]) - 1)) or self.geo.slots["tiles"]
            self.confirm.ask(self.ctx, action, anchor, CONFIRM_ASSIGNMENT)
        elif action.kind == "place" and wasted(self.describe(action)):  # does nothing, paid
            name = texts.team_name(me["chars"], action["char"])
            zero = placed_ap(self.describe(action)) == 0  # else "nothing to do there now"
            anchor = self.element_rect(("slot", action["loc"], action["slot"])) or self.geo.slots["tiles"]
            question = partial(texts.useless_question, name, zero)  # asked in the language of the moment
            self.confirm.ask(self.ctx, action, anchor, question, always=True)
        elif gestures.performs_without_a_trick(self.ctx.view, seat, action):
            anchor = self.element_rect(("slot", action["loc"], action["slot"])) or self.geo.slots["tiles"]
            self.confirm.ask(self.ctx, action, anchor, texts.NO_TRICK_SET_UP, always=True)
        else:
            self.ctx.submit(action)

    def _chooser_event(self, event: pygame.event.Event) -> bool:
        rows = self.chooser or []
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = next((r for r in rows if r.rect.collidepoint(event.pos)), None)
            self.chooser = None
            if hit is not None and hit.action is not None:
                self._send(hit.action)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.chooser = None
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.chooser_focus = (self.chooser_focus + 1) % len(rows)
            elif event.key == pygame.K_UP:
                self.chooser_focus = (self.chooser_focus - 1) % len(rows)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                action = rows[self.chooser_focus].action
                self.chooser = None
                if action is not None:
                    self._send(action)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)

    def update(self, dt: float) -> None:
        self.time += dt
        self.anim.update(dt)
        self.glow.update(dt)
        self.dd.update(dt)
        self._update_peek(dt)

    def _update_peek(self, dt: float) -> None:
        """The large view opens after the pointer rests ``PEEK_SECONDS`` on a card, trick or strip,
        and closes when it leaves; a click still does what it does (the peek only shows)."""
        key = self._peekable_at(self.pointer)
        held, t = self.rest
        t = t + dt if key == held else 0.0
        self.rest = (key, t)
        if key is None or (self.peek is not None and self.peek[0] != key):
            self.peek = None
        if key is not None and self.peek is None and t >= PEEK_SECONDS:
            text = self._element_tooltip(key)
            self.peek = (key, text) if text else None

    def _peekable_at(self, pos: tuple[int, int]) -> Key | None:
        covered = self.chooser is not None or self.drawer_open or self.zoom is not None or self.refusing()
        if covered or self.dd.held is not None or self.steps or self.confirm.open:
            return None
        assert self.geo is not None
        return next(
            (k for k, r in self.geo.elements.items() if k[0] in PEEK_KINDS and r.collidepoint(pos)), None
        )

    def drag_drop(self) -> DragDrop:
        return self.dd

    def busy(self) -> bool:
        """Steps playing hold the bots and a click skips them -- except while the player at the
        screen may act: then a click is theirs.  (In the secret assignment the bot's cards arrive
        as a step while the player chooses; the click that met it was spent on skipping.)"""
        return self.anim.busy() and not (self.ctx.is_my_turn() and bool(self.ctx.legal))

    def skip_animations(self) -> None:
        self.anim.skip()
        self.glow.skip()

    # ------------------------------------------------------------------ drawing

    def draw(self, target: scale.Target) -> None:
        """The table at ``target``'s scale (a plain surface, e.g. a save's thumbnail, is scale 1)."""
        with scale.drawing(target) as surface:
            self.window_scale = surface.scale  # rows shortened at this size keep their whole label on hover
            self.dd.keep_pictures_at_scale(self._set_drag_items)  # a dragged trick's token at this scale
            self._draw_table(surface)

    def _draw_table(self, surface: Canvas) -> None:
        assert self.geo is not None
        cb = bool(self.ctx.settings.get("colour_blind"))
        shown = self.shown_view()
        pending = shown is not self.view
        key = (current_language(), cb, surface.key(), list(self.ctx.names), self.bottom, pending)
        if self.painted is None or self.painted[0] != key:
            names = list(self.ctx.names)
            board = self.layers.paint(shown, self.geo, self.bottom, names, cb, key, surface)
            self.painted = (key, board)
        surface.put(self.painted[1])  # the whole window, margins included
        self._draw_lit(surface)
        self._draw_links(surface)
        self._draw_glows(surface)
        self.dd.draw_highlights(surface, self.time)
        self._draw_ap_preview(surface)
        self._draw_prompt_bar(surface)
        self._draw_step(surface)  # its banner lies over the prompt bar
        if self.tiles and not self.drawer_open:
            self._draw_tiles(surface)
        if self.drawer_open:
            self._draw_rows(
                surface,
                self.drawer_rows(),
                self.geo.slots["tiles"],
                _("All options"),
                self.kept_drawer,
                focus=self.drawer_focus,
            )
        if self.chooser is not None:
            box = self.chooser[0].rect.unionall([r.rect for r in self.chooser]).inflate(12, 12)
            self._draw_rows(surface, self.chooser, box, "", self.kept_chooser, focus=self.chooser_focus)
        self.dd.draw_overlay(surface, pygame.Rect(PLAY_AREA.centerx - 420, 660, 840, 44))
        self._draw_link_preview(surface)  # over the held trick's token: its words stay readable
        if self.zoom is not None:
            self._draw_zoom(surface, self.zoom)
        elif self.peek is not None:
            self._draw_zoom(surface, self.peek[1], self.element_rect(self.peek[0]))
        self.confirm.draw(surface, self.pointer)

    def shown_view(self) -> dict[str, Any]:
        """The view the board is painted from: while the last assignment card waits for its confirm,
        with that card already under its character and out of the hand."""
        q = self.confirm.question
        if q is None or q.action.kind != "assign" or self.bottom is None:
            return self.view
        return gestures.with_pending_card(self.view, self.bottom, q.action)

    def _draw_zoom(self, surface: Canvas, text: str, near: pygame.Rect | None = None) -> None:
        """The large view: the same words as the tooltip, at reading size.  A right-click opens it
        in the middle (a click closes it); a resting pointer opens it beside the element (``near``),
        so the element stays in sight and a click on it still acts."""
        box = self.zoom_box(text, near)
        draw.rect(surface, (24, 20, 30), box, border_radius=12)
        draw.rect(surface, art.GOLD, box, width=2, border_radius=12)
        body = box.inflate(-48, -90 if near is None else -40)
        label(surface, text, body, 24, art.INK, align="left", valign="top", min_size=12)
        if near is None:
            hint = pygame.Rect(box.x, box.bottom - 44, box.w, 32)
            label(surface, _("Click anywhere or press a key to close"), hint, 15, art.DIM_INK)

    @staticmethod
    def zoom_box(text: str, near: pygame.Rect | None) -> pygame.Rect:
        """Where the large view lies: the middle of the board, or beside ``near`` without covering it."""
        if near is None:
            return pygame.Rect(PLAY_AREA.centerx - 440, 150, 880, 540)
        _w, h = measure(text, 24, PEEK_W - 48)
        return place_near(near, (PEEK_W, min(540, h + 48)))

    def _draw_glows(self, surface: Canvas) -> None:
        """A soft ring around every element a click or drag acts on, so a player sees where to go."""
        if self.dd.held is not None or self.chooser is not None or self.drawer_open:
            return
        pulse = abs(((self.time * 1.4) % 2) - 1)
        colour = mix(art.GOLD, art.INK, pulse * 0.5)
        for key in self.glowing():
            rect = self.element_rect(key)
            if rect is not None:
                draw.rect(surface, colour, rect.inflate(6, 6), width=2, border_radius=10)
        focus = self.dd.focused()
        if focus is not None and self.element_rect(focus) is not None:
            draw.rect(surface, art.INK, self.element_rect(focus).inflate(10, 10), width=3, border_radius=12)

    def glowing(self) -> set[Key]:
        """The elements that glow: what a click or drag acts on, and in the secret assignment the
        character the next card goes to (the hint line promises "the glowing character")."""
        keys = set(self.g.clicks) | set(self.g.drags)
        if any(k[0] == "card" for k in keys):
            ci = gestures.next_character(self.view, self.bottom)
            if ("char", ci) in self.geo.elements:
                keys.add(("char", ci))
        return keys

    def linked(self, key: Key) -> list[Key]:
        """A performance card and the Theater days it can be performed on, both ways: a day's
        Magician (or, before one stands there, the day's owner) performs a card holding one of
        its markers.  Hovering either lights the other."""
        th = self.view["theater"]
        player = [p if p >= 0 else o for p, o in zip(th["day_performer"], th["day_owner"], strict=True)]
        holders = [{m >> 2 for m in row if m >= 0} for row in th["markers"]]
        if key[0] == "perf":
            return [("day", d) for d in range(4) if player[d] >= 0 and player[d] in holders[key[1]]]
        if key[0] == "day":
            p = player[key[1]]
            cards = [("perf", i) for i in range(len(holders)) if p >= 0 and p in holders[i]]
            return [k for k in cards if k in self.geo.elements]
        return []

    def _hovered_theater(self) -> Key | None:
        """The performance card or Theater day under the pointer (a card's spot counts as its card)."""
        for key, rect in self.geo.elements.items():
            if rect.collidepoint(self.pointer):
                if key[0] in ("perf", "pos"):
                    return ("perf", key[1])
                if key[0] == "day" or (key[0] == "slot" and key[1] == THEATER and key[2] < SPECTER_DAY):
                    return ("day", key[1] if key[0] == "day" else key[2] // 3)
        return None

    def _draw_links(self, surface: Canvas) -> None:
        hovered = self._hovered_theater() if self.dd.held is None and self.chooser is None else None
        if hovered is None:
            return
        for key in self.linked(hovered):
            rect = self.element_rect(key)
            if key[0] == "day":  # the whole column: header, backstage, the Magician's spot
                rect = self.geo.slots[f"day_{key[1]}"]
            draw.rect(surface, LINK_COLOUR, rect.inflate(8, 8), width=3, border_radius=10)

    def _draw_lit(self, surface: Canvas) -> None:
        colour = mix(art.BG_BOTTOM, art.INK, max(0.0, min(1.0, self.lit_alpha)))
        for key in self.lit:
            rect = self.element_rect(key)
            if rect is not None:
                draw.rect(surface, colour, rect.inflate(10, 10), width=4, border_radius=12)

    def _draw_step(self, surface: Canvas) -> None:
        """The step showing: its elements framed, its cards turning face up, its caption in a banner."""
        if not 0 <= self.step_at < len(self.steps):
            return
        step, t = self.steps[self.step_at], self.step_t
        for key in step.keys:
            rect = self.element_rect(key)
            if rect is not None:
                draw.rect(surface, art.GOLD, rect.inflate(8, 8), width=3, border_radius=12)
        for i, flip in enumerate(step.flips):
            self._draw_flip(surface, flip, step.flip_progress(i, t))
        for later in self.steps[self.step_at + 1 :]:  # a reveal still to come: its cards lie face down
            for flip in later.flips:
                card_face(surface, flip.rect, "card")
        banner = self.banner_rect()
        draw.rect(surface, (24, 20, 30), banner, border_radius=10)
        draw.rect(surface, art.GOLD, banner, width=2, border_radius=10)
        count = f"{self.step_at + 1}/{len(self.steps)}"
        label(surface, step.caption, banner.inflate(-140, -8), 18, art.INK, bold=True)
        label(surface, count, pygame.Rect(banner.right - 64, banner.y, 56, banner.h), 13, art.DIM_INK)

    def _draw_flip(self, surface: Canvas, flip: sequence.Flip, u: float) -> None:
        """One card turning over, large over its place: the back narrows to an edge, the face widens."""
        big = flip.big
        width = max(2, round(big.w * abs(1 - 2 * u)))
        card = pygame.Rect(0, 0, width, big.h)
        card.center = big.center
        draw.rect(surface, (12, 10, 16), card.inflate(6, 6), border_radius=8)  # lifts it off the strip
        card_face(surface, card, "card" if u < 0.5 else flip.code, full=True)

    def banner_rect(self) -> pygame.Rect:
        """Where a step's caption shows: over the prompt bar, which says nothing new while steps
        play; over the central board it hid Market Row and the Dark Alley being talked about."""
        return self.geo.slots["prompt_bar"].copy()

    def _draw_ap_preview(self, surface: Canvas) -> None:
        """While a character is held, each glowing slot shows the AP that character would have there.

        The number is the engine's own (its description of the plain placement), so a prophecy
        that changes base AP shows in it; the printed modifiers would not know of prophecies."""
        held = self.dd.held
        if held is None or held.id[0] != "char":
            return
        hovered = self.dd.target_at(self.pointer)
        for tgt, acts in self.g.drags.get(held.id, {}).items():
            rect = self.element_rect(tgt)
            plain = [a for a in acts if not a["boost"] and a.get("sa") != 1] or acts
            ap = placed_ap(self.describe(plain[0]))
            if rect is not None and ap is not None:
                art.badge(surface, (rect.right - 4, rect.y + 4), str(ap))
            note = texts.placement_note(self.view, self.bottom, plain[0], ap)
            if rect is not None and note and hovered is not None and hovered.id == tgt:
                self._draw_caption(surface, note, rect)  # before the drop: a day for all, or 0 AP

    def _draw_link_preview(self, surface: Canvas) -> None:
        """While a trick is held, each glowing spot where its marker would make Links shows the
        reward (level x Links, in Fame or coins), and the spot under the pointer says it in words."""
        held = self.dd.held
        if held is None or held.id[0] != "trick":
            return
        hovered = self.dd.target_at(self.pointer)
        for tgt, acts in self.g.drags.get(held.id, {}).items():
            rect = self.element_rect(tgt)
            pv = links.preview(self.view, self.bottom, acts)
            if rect is None or pv is None:
                continue
            if pv.links:
                art.badge(surface, (rect.right - 2, rect.y + 2), f"+{pv.reward}")
            if hovered is not None and hovered.id == tgt:
                self._draw_caption(surface, pv.text(), rect)

    def _draw_caption(self, surface: Canvas, text: str, near: pygame.Rect) -> None:
        """A one-line note beside ``near`` (never over it)."""
        w = min(460, measure(text, 16, 460, bold=True)[0] + 24)  # drawn bold: "Tu nie ma" squeezed
        box = place_near(near, (w, 34))
        draw.rect(surface, (24, 20, 30), box, border_radius=8)
        draw.rect(surface, art.GOLD, box, width=1, border_radius=8)
        label(surface, text, box.inflate(-12, -4), 16, art.INK, bold=True, wrap_lines=False)

    def _draw_prompt_bar(self, surface: Canvas) -> None:
        bar = self.geo.slots["prompt_bar"]
        draw.rect(surface, (36, 30, 40), bar, border_radius=8)
        left = bar.x + 12
        right = (self.buttons[0].rect.x - 12) if self.buttons else bar.right - 12
        mine = self.ctx.is_my_turn() and bool(self.ctx.legal)
        waiting = ", ".join(self.ctx.names[s] for s in self.ctx.to_act if s < len(self.ctx.names))
        text = texts.hint(self.view["phase"], mine, waiting)
        label(
            surface,
            text,
            pygame.Rect(left, bar.y + 2, right - left, bar.h - 4),
            17,
            art.INK,
            align="left",
            min_size=11,
        )
        for row in self.buttons:
            hot = row.rect.collidepoint(self.pointer)
            draw.rect(surface, (120, 92, 60) if hot else (88, 68, 52), row.rect, border_radius=8)
            draw.rect(surface, art.GOLD, row.rect, width=1, border_radius=8)
            label(surface, row.label, row.rect.inflate(-10, -4), 15, art.INK, bold=True)

    def _draw_tiles(self, surface: Canvas) -> None:
        """The engine's choices with no piece on the board yet, as large tiles under its prompt."""
        prompt = self.ctx.text(self.ctx.prompt) if self.ctx.prompt is not None else ""
        if self.view["phase"] == "setup":
            prompt = texts.setup_title(self.view.get("step", "")) or prompt
        self._draw_rows(surface, self.tiles, self.tiles_box(), prompt, self.kept_tiles, tiles=True)

    def tiles_box(self) -> pygame.Rect:
        """The panel the tiles are drawn on, over the central board."""
        assert self.geo is not None
        return self.geo.slots["tiles"].inflate(-20, -20)

    def _tiles_cover(self, pos: tuple[int, int]) -> bool:
        """Whether the tiles' panel lies over ``pos`` (drawn when there are tiles and no drawer)."""
        return bool(self.tiles) and not self.drawer_open and self.tiles_box().collidepoint(pos)

    def _draw_rows(
        self,
        surface: Canvas,
        rows: list[Row],
        box: pygame.Rect,
        title: str,
        kept: Kept,
        focus: int | None = None,
        tiles: bool = False,
    ) -> None:
        """A translucent panel with a title and clickable rows (chooser, drawer) or tiles: a kept
        picture (``repaint.Kept``), blended again only when a row, its light or the title changes --
        the setup's tiles, up for many frames, blended ~1,000,000 pixels a frame at 2560x1440."""
        hot = [row.rect.collidepoint(self.pointer) or i == focus for i, row in enumerate(rows)]
        shown = tuple((tuple(row.rect), row.label, lit) for row, lit in zip(rows, hot, strict=True))
        look = (title, tiles, shown)
        kept.draw(surface, box, look, lambda on: self._paint_rows(on, rows, box, title, hot, tiles))

    def _paint_rows(
        self, surface: Canvas, rows: list[Row], box: pygame.Rect, title: str, hot: list[bool], tiles: bool
    ) -> None:
        surface.blit(rows_backdrop(box.size), box)
        if title:
            head = pygame.Rect(box.x + 20, box.y + 8, box.w - 40, 40 if tiles else 32)
            label(
                surface,
                title,
                head,
                22 if tiles else 20,
                art.GOLD,
                bold=True,
                align="center" if tiles else "left",
            )
        for row, lit in zip(rows, hot, strict=True):
            draw.rect(surface, (86, 66, 96) if lit else (46, 38, 54), row.rect, border_radius=8)
            if tiles:
                draw.rect(surface, art.GOLD, row.rect, width=1, border_radius=8)
                label(surface, row.label, row.rect.inflate(-12, -6), 16, art.INK)
            else:
                label(
                    surface, row.label, row.rect.inflate(-12, -2), 15, art.INK, align="left", wrap_lines=False
                )

    # ------------------------------------------------------------------ tooltips and rules

    def tooltip_at(self, pos: tuple[int, int]) -> str | None:
        if self.peek is not None or self.dd.held is not None or self.confirm.open or self.refusing():
            return None  # the large view shows the same words; a held piece, a refusal have their own notes
        for row in (self.chooser or []) + self.buttons + self.drawer_rows() + self.tiles:
            if row.rect.collidepoint(pos):
                full = self.label_of(row.action) if row.action is not None else row.label
                held = held_components(self.view["players"][self.bottom])
                tip = action_tooltip(row.action, full, held, self.view["prophecy"]["pending"])
                # a tip in the row's own words (or the whole label, the row less the words all rows
                # share) only hid the board; unless the row was drawn shortened (at 1280x720)
                return tip if tip not in (row.label, full) or self._row_cut(row) else None
        assert self.geo is not None
        if self.chooser is not None or self.drawer_open or self._tiles_cover(pos):
            return None  # an open list or the tiles cover the board: only their own rows explain themselves
        whole = self.layers.shortened_at(pos)  # a label shortened at this window size, in full
        for key, rect in self.geo.elements.items():
            if rect.collidepoint(pos):
                text = self._element_tooltip(key)
                if text:
                    return text if whole is None or whole in text else f"{whole}\n\n{text}"
        return whole

    def _row_cut(self, row: Row) -> bool:
        """Whether ``row``'s label was drawn shortened (``legible``), as ``_paint_rows`` draws it."""
        k = self.window_scale
        if k >= 1:
            return False
        tile = row in self.tiles
        box, size = row.rect.inflate(-12, -6 if tile else -2), 16 if tile else 15
        return legible.fit(row.label, box, size, k, False, tile, "sans").text != row.label

    def _with_rows(self, key: Key, text: str, note: str | None = None) -> str:
        """A piece's own tooltip with what a click on it offers, then why it offers no more.  The
        fifth playtest: Spirit Hand glowed for its move to the Engineer and stored Metal for its
        discard, while their tooltips spoke only of the trick and of which tricks need Metal."""
        rows = "\n".join(self._labels(self.g.clicks.get(key) or []))
        return "\n\n".join(part for part in (text, rows, note) if part)

    def _element_tooltip(self, key: Key) -> str | None:
        """What an element is, from the view only (opponents' hidden cards stay "face-down")."""
        v = self.view
        kind = key[0]
        me = v["players"][self.bottom]
        if kind == "trick":
            t = me["tricks"][key[1]]["trick"]
            if t < 0:
                return None
            held = held_components(me)
            note = texts.unprepared_note(v, self.bottom, key[1], self.ctx.legal, held) or self._unset_note(
                key
            )
            return self._with_rows(key, texts.trick_tooltip(t, held), note)
        if kind == "die":
            return texts.die_tooltip(key[1], v["dice"][key[1]]) if v["turn"] > 0 else _("Not rolled yet")
        if kind == "comp":
            return texts.comp_tooltip(v, key[1])
        if kind == "store":
            return self._with_rows(key, texts.store_tooltip(me, key[1]))
        if kind == "proph":
            pend = v["prophecy"]["pending"]
            return texts.prophecy_text(pend[key[1]]) if key[1] < len(pend) else None
        if kind == "proph_active":
            a = v["prophecy"]["active"]
            return texts.prophecy_text(a) if a >= 0 else None
        if kind == "char":
            ci = key[1]
            code = me["assign"][ci] if ci < len(me["assign"]) else None
            line = f"{texts.team_name(me['chars'], ci)} · {texts.card_name(code)}"
            sid = texts.special_id(code)
            return line if sid is None else f"{line}\n\n{texts.special_card(sid)}"
        if kind == "card":
            return texts.hand_card(key[1])
        if kind == "day":
            return self._day_tooltip(key[1])
        if kind == "perf":
            return self._performance_tooltip(key[1])
        if kind == "pos":
            return self._spot_tooltip(key[1], key[2])
        if kind == "opp":
            return self._opponent_tooltip(key[1])
        acts = self.g.clicks.get(key)
        note = texts.wagon_note(v) if kind in ("wagon", "mdice", "servant", "spell") else None
        if note:  # why the Mage's actions (or the location's) are closed, or that only one kind may be used
            return "\n".join([*self._labels(acts or []), note])
        if acts:  # a Theater slot's labels name the day they pick: the day's rule is on the day (finding e)
            return "\n".join(self._labels(acts))
        return None

    def _name(self, p: int) -> str:
        return _("The Heir") if p == self.view["heir"] else self.ctx.names[p]

    def _day_tooltip(self, d: int) -> str:
        th = self.view["theater"]
        lines = [texts.day_name(d), texts.day_terms(d)]
        if th["day_performer"][d] >= 0:
            lines.append(_("Performer: {name}").format(name=self._name(th["day_performer"][d])))
        elif th["day_owner"][d] >= 0:
            lines.append(_("Taken by {name}").format(name=self._name(th["day_owner"][d])))
        if self.bottom not in th["day_owner"]:  # the playtest took Sunday and found its Apprentice at 0 AP
            lines.append(_(THEATER_DAY_RULE))
        return "\n".join(lines)

    def _performance_tooltip(self, i: int) -> str:
        card = self.view["theater"]["cards"][i]
        fame, coins, shards = T.PERF_BONUS[card]
        lines = [texts.venue_name(T.PERF_VENUE[card]), texts.performance_bonus(fame, coins, shards)]
        lines += [self._spot_tooltip(i, pos) for pos in T.PERF_SLOTS[card]]
        days = ", ".join(texts.day_name(k[1]) for k in self.linked(("perf", i)))
        if days:
            lines.append(_("Can be performed on: {days}").format(days=days))
        return "\n".join(lines + texts.perform_forecast(self.ctx, i))

    def _spot_tooltip(self, i: int, pos: int) -> str:
        """Who holds a marker spot (and with which trick), or that it is free."""
        occ = self.view["theater"]["markers"][i][pos]
        spot = texts.spot_name(pos)
        if occ < 0:
            lines = [_("{spot}: free").format(spot=spot)]
            setups = [a for a in self.g.clicks.get(("pos", i, pos), []) if a.kind == "setup"]
            for sym in dict.fromkeys(a["sym"] for a in setups):  # what each of your tricks would link
                pv = links.preview(self.view, self.bottom, [a for a in setups if a["sym"] == sym])
                trick = self.view["players"][self.bottom]["tricks"][sym]["trick"]
                if pv is not None and pv.links:
                    lines.append(f"{texts.trick_name(trick)}: {pv.text()}")
            return "\n".join(lines)
        p, sym = divmod(occ, 4)
        t = self.view["players"][p]["tricks"][sym]["trick"]
        trick = texts.trick_name(t) if t >= 0 else "?"
        return _("{spot}: {name}, {trick}").format(spot=spot, name=self._name(p), trick=trick)

    def _opponent_tooltip(self, p: int) -> str:
        """An opponent's team and cards as the view shows them (hidden cards stay face down)."""
        pv = self.view["players"][p]
        lines = [f"{self._name(p)} · {texts.magician_name(pv['magician'])}"]
        for ci in range(len(pv["chars"])):
            code = pv["assign"][ci] if ci < len(pv["assign"]) else None
            lines.append(f"{texts.team_name(pv['chars'], ci)}: {texts.card_name(code)}")
        lines.extend(
            f"{texts.trick_name(t['trick'])}: " + _("ready: {n}").format(n=t["ready"])
            for t in pv["tricks"]
            if t["trick"] >= 0
        )
        lines.extend(texts.holdings(self.view, pv))
        if p == self.view["heir"] and self.view["heir_plan"]:
            lines.append(texts.heir_details(self.view["heir_plan"]))
        return "\n".join(lines)

    @classmethod
    def static_rules_summary(cls) -> list[tuple[str, str]]:
        return rules_text.rules_summary()


def action_tooltip(action: Action | None, text: str, held: list[int], pending: Sequence[int] = ()) -> str:
    """A row's label, with the card it is about: a trick's needs and yields, a magician's ability,
    a Special Assignment card, the pending prophecy Fate Weaving would make active (``pending``:
    the view's pending prophecies; the row names only its number)."""
    if action is None:
        return text
    if action.kind == "fate" and action["pending"] < len(pending):
        return text + "\n\n" + texts.prophecy_text(pending[action["pending"]])
    if action.kind in ("trick", "learn"):
        return text + "\n\n" + texts.trick_tooltip(action["trick"], held)
    if action.kind == "magician":
        m = action["magician"]
        favourite = _("Favourite category: {category} (your starting trick comes from it).").format(
            category=texts.category_name(T.MAG_CAT[m])
        )
        return text + "\n\n" + favourite + "\n" + texts.magician_ability(m)
    if action.kind == "specialist":
        return text + "\n\n" + texts.specialist_brings(action["character"])
    if action.kind in ("keep", "assign"):  # a kept card is named by its id, an assigned one by its code
        sid = action["card"] if action.kind == "keep" else texts.special_id(action["card"])
        if sid is not None and sid >= 0:  # keep(-1): nothing was left to draw
            return text + "\n\n" + texts.special_card(sid)
    if action.kind in texts.ORDER_NOTES:
        return text + "\n\n" + _(texts.ORDER_NOTES[action.kind])
    if action.kind in ("setup", "moveto") and action.get("face") is not None:
        return text + "\n\n" + _(texts.FACING_NOTE)
    return text


def wasted(msg: Msg) -> bool:
    """Whether a placement's description says the character could do nothing there: 0 AP, or the
    engine's "nothing to do there now" (no action where it goes); either way its wage is due."""
    return placed_ap(msg) == 0 or _names(msg, NOTHING_THERE.text)


def _names(msg: Msg, text: str) -> bool:
    return msg.text == text or any(_names(v, text) for v in msg.kwargs.values() if isinstance(v, Msg))


def placed_ap(msg: Msg) -> int | None:
    """The AP a placement's description names (the engine counts base AP, prophecies, slot, boost)."""
    if msg.text == PLACED_AP:
        return msg.n
    inner = [placed_ap(v) for v in msg.kwargs.values() if isinstance(v, Msg)]
    return next((n for n in inner if n is not None), None)
