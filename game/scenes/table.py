"""The generic table scene: owns a game in progress and everything around the board.

It holds the State and the action log, autosaves after every completed
action, keeps undo snapshots (within a human's own turn, back to the last
irreversible event), decides whose eyes are on the screen (handoffs between
human seats), drives bots through the worker without blocking the frame,
keeps the game log, and shows the phase/prompt line, tooltips and the F1
rules.  The board itself is drawn by the game's :class:`TableView` (or the
generic one), which only ever sees ``state.view(viewer)``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING

import pygame

from game import audio, saves
from game.ai.base import Decision, short_why, why_visible_to
from game.i18n import _, current_language, tr
from game.rules.base import N_, Action, Event, GameInfo, IllegalAction, Msg, State
from game.saves import GameSetup
from game.scenes.base import Scene
from game.scenes.dialogs import RulesOverlay
from game.scenes.game_log import GameLog
from game.scenes.generic_table import GenericTableView
from game.scenes.hover_tip import draw_hover_tip
from game.scenes.menu import show_notice
from game.scenes.table_api import LOG_PANEL, PLAY_AREA, TOP_BAR, TableContext, TableView, view_factory
from game.scenes.table_opening import Opening
from game.scenes.table_saving import save_as, tell_write_failure, write_thumbnail
from game.scenes.ui import TABLE_MOOD, Button, backdrop, panel, theme, title
from game.settings import BOT_PAUSE
from game.sprites import scale
from game.sprites.repaint import Kept
from game.sprites.scale import draw
from game.storage import OnceNotice

if TYPE_CHECKING:
    from game.app import App

ERROR_SECONDS = 4.0
END_PAUSE = 1.2  # seconds to look at the final position before the scoring screen
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)
THUMB_EVERY = 30.0  # seconds between thumbnails of an autosave (drawing one costs 5-40 ms)
#: Seconds of a frame a table spends laying the rules reader's text out ahead of F1 (a step of
#: that work may take longer: making the reader's element, ~20 ms at 2560x1440).
READY_RULES_STEP = 0.008
#: Seconds the window keeps its size before that work begins (or begins anew, at the new size).
READY_RULES_SETTLE = 0.25


@dataclass
class LogLine:
    text: Msg
    visible_to: tuple[int, ...] | None
    kind: str = "event"  # "event" or "why" (a bot's reason)
    details: Msg | None = None  # the whole text when the line shows a short form (its tooltip)
    shorter: tuple[Msg, ...] = ()  # shorter forms of ``text`` for a narrow row, shortest last

    def visible(self, seat: int | None) -> bool:
        return self.visible_to is None or (seat is not None and seat in self.visible_to)


@dataclass
class Snapshot:
    """The state before one human action: what Ctrl+Z goes back to."""

    seat: int
    state: State
    actions: int
    log: int


def with_actor(event: Event) -> Msg:
    """The event's text, its ``{player}`` filled with the acting seat when the engine left it out."""
    msg = event.text
    assert msg is not None
    if event.seat is None or "player" in msg.kwargs or "{player}" not in msg.text + (msg.plural or ""):
        return msg
    return msg.with_params(player=event.seat)


class TableScene(Scene):
    scene_id = "table"
    #: False: the table shows from its first frame, which paints everything (scripted scene tests,
    #: whose hands act at once; tests/scenes/test_table_opening.py tests the opening itself)
    opens_with_cover = True

    def __init__(
        self,
        app: App,
        setup: GameSetup,
        *,
        info: GameInfo | None = None,
        state: State | None = None,
        actions: list[tuple[int, Action]] | None = None,
        autosave: bool = True,
        history: list[Event] | None = None,
        uid: str = "",
        owns_autosave: bool = False,
    ) -> None:
        super().__init__(app)
        self.setup = setup
        self.info = info or setup.info
        self.state = state if state is not None else setup.new_state(self.info)
        # a new game's log starts with what its set-up did; a given state's story is ``history``
        set_up = self.state.setup_events if state is None else ()
        self.actions: list[tuple[int, Action]] = list(actions or [])
        self.autosave = autosave
        self.uid = uid or saves.new_uid()  # this game's autosave slot is autosave-<uid>
        self.owns_autosave = owns_autosave  # only its own autosave is deleted when the game ends
        self.write_trouble = OnceNotice()
        self._thumb_time: float | None = None
        self.names = [p.name for p in setup.players]
        self.log: list[LogLine] = [
            LogLine(with_actor(e), e.visible_to) for e in (*set_up, *(history or ())) if e.text is not None
        ]
        if self.actions:
            self.log.append(LogLine(Msg("The game continues."), None))
        self.undo_stack: list[Snapshot] = []
        self.viewer: int | None = None
        self.shown_to: int | None = None  # the human seat who last had the screen
        self.handoff_pending = False
        self.announced: int | None = None  # the human seat whose turn the chime last announced
        self.chime_due = False  # the chime waits for the last move's animation to land
        self.bot_wait = 0.3
        self.bot_seat: int | None = None
        self.error: str | None = None
        self.error_timer = 0.0
        self.end_timer: float | None = None
        self.thinking_time = 0.0
        factory = view_factory(self.info.id) or GenericTableView
        self.view: TableView = factory(self._context())
        self._started = False
        self.kept_bar = Kept()  # the top bar's picture (see _draw_top_bar)
        self.bar_buttons: tuple[Button, ...] = ()
        self.log_panel = GameLog(
            LOG_PANEL, lambda: self.log, lambda: self.viewer, lambda: self.names, app.mouse_pos
        )
        # the first frame is built over several frames under a cover (no hitch when a game opens)
        self.opening: Opening | None = None
        self._rules_for: tuple[object, ...] | None = None  # the position ``_rules`` were read at
        self._rules = ""  # the rules reader's text there, as markup (see _ready_rules)
        self._scale, self._scale_held = 0.0, 0.0  # the window's scale and seconds it has kept it
        if self.opens_with_cover:
            self.opening = Opening(self._draw_table, self._draw_cover, self._worker_steps())

    def on_enter(self) -> None:
        audio.ambient(True)
        if not self._started:  # first time on the stack: a handoff may need to cover the table at once
            self._started = True
            if self.state.is_over():  # e.g. a save of a finished game: straight to the scores
                self.end_timer = END_PAUSE * self.app.settings.speed_factor
            self._choose_viewer()

    # ----------------------------------------------------------- seats and viewer

    def is_bot(self, seat: int) -> bool:
        return self.setup.players[seat].is_bot

    @property
    def humans(self) -> list[int]:
        return [s for s, p in enumerate(self.setup.players) if not p.is_bot]

    def _context(self) -> TableContext:
        viewer = self.viewer
        to_act = self.state.to_act()
        legal = self.state.legal_actions(viewer) if viewer is not None and viewer in to_act else []
        state = self.state
        return TableContext(
            game_id=self.info.id,
            names=list(self.names),
            viewer=viewer,
            view=state.view(viewer),
            to_act=to_act,
            legal=legal,
            describe=lambda a: state.describe(a),
            prompt=state.current_prompt(viewer) if viewer is not None else None,
            submit=self.submit,
            can_undo=self.can_undo(),
            settings=self.app.settings.for_table(),
            area=PLAY_AREA.copy(),
            error_shown=lambda: self.error is not None,
        )

    def refresh(self, events: list[Event] = ()) -> None:  # type: ignore[assignment]
        self.view.refresh(self._context())
        shown = [e for e in events if e.visible(self.viewer)]
        if shown:
            self.view.on_events(shown)

    def _choose_viewer(self) -> None:
        """Whose private information may be on screen now; asks for a handoff when it changes hands."""
        humans = self.humans
        if not humans:
            self.viewer = None
            self.refresh()
            return
        waiting = [s for s in self.state.to_act() if not self.is_bot(s)]
        if not waiting:
            target = self.shown_to if self.shown_to is not None else (humans[0] if len(humans) == 1 else None)
        else:
            target = self.shown_to if self.shown_to in waiting else waiting[0]
        if target is not None and target != self.shown_to and len(humans) > 1:
            self._handoff(target)
            return
        self.viewer = target
        self.shown_to = target
        self.refresh()
        self._announce_turn()

    def _handoff(self, seat: int) -> None:
        self.viewer = None  # nothing private beneath the cover
        self.refresh()
        if self.handoff_pending:
            return
        self.handoff_pending = True

        def ready() -> None:
            self.handoff_pending = False
            self.viewer = seat
            self.shown_to = seat
            self.refresh()
            self._announce_turn()

        self.app.open("handoff", self.names[seat], ready)

    def _announce_turn(self) -> None:
        """A soft chime when the move comes to the human at the screen; not again within their turn.

        It matters most while a bot thinks or in pass-and-play, when nobody watches the screen;
        the prompt line turning bright and bold is the same news for the eyes.
        """
        mine = self.viewer if self.viewer is not None and self.viewer in self.state.to_act() else None
        if mine is not None and mine != self.announced:
            self.chime_due = True
        self.announced = mine

    # ----------------------------------------------------------- actions

    def submit(self, action: Action, *, continues: bool = False) -> None:
        """A view sends the viewer's action: refused ones explain themselves in one line.

        ``continues``: the action is a later step of the gesture whose first step was submitted
        just before (a drag the engine asks about in two steps); it takes no undo snapshot of its
        own, so one Ctrl+Z undoes the whole gesture instead of stopping halfway through it.
        """
        seat = self.viewer
        if seat is None or seat not in self.state.to_act() or self.is_bot(seat):
            self.show_error(_("It is not your turn."))
            return
        try:
            self._apply(seat, action, human=True, snapshot=not continues)
        except IllegalAction as exc:
            self.show_error(tr(exc.reason, self.names))

    def _apply(self, seat: int, action: Action, *, human: bool, snapshot: bool = True) -> None:
        before = self.state.clone() if human and snapshot else None
        events = self.state.apply(seat, action)  # raises IllegalAction with the state untouched
        if before is not None:
            if self.undo_stack and self.undo_stack[-1].seat != seat:
                self.undo_stack.clear()
            self.undo_stack.append(Snapshot(seat, before, len(self.actions), len(self.log)))
        elif not human:
            self.undo_stack.clear()
        if any(e.irreversible for e in events):
            self.undo_stack.clear()
        self.actions.append((seat, action))
        for event in events:
            if event.text is not None:
                self.log.append(LogLine(with_actor(event), event.visible_to))
        if human:  # a bot's move (a simultaneous choice landing) leaves the player's refusal note its seconds
            self.error = None
        self.save_auto()
        self.bot_wait = BOT_PAUSE * self.app.settings.speed_factor
        if self.state.is_over():
            self.end_timer = END_PAUSE * self.app.settings.speed_factor
            self.viewer = self.shown_to
            self.refresh(events)
            return
        self.refresh(events)
        self._choose_viewer()

    def can_undo(self) -> bool:
        """The viewer's last move can be taken back and the player will see it taken back.

        Not while a bot chooses at the same time (a secret simultaneous choice): its move, unseen,
        would wipe the snapshot at any moment -- in the playtest of issue #24 Undo looked enabled
        during the assignment, did nothing and greyed out.  Once the bots have chosen it returns.
        """
        if not self.undo_stack or self.undo_stack[-1].seat != self.viewer or self.state.is_over():
            return False
        return not (self.viewer in self.state.to_act() and self._bots_to_act())

    def undo(self) -> None:
        if not self.can_undo():
            return
        snap = self.undo_stack.pop()
        self.state = snap.state
        del self.actions[snap.actions :]
        del self.log[snap.log :]
        self.app.worker.cancel()
        self.bot_seat = None
        self.error = None
        self.save_auto()
        self.refresh()
        self._choose_viewer()

    def show_error(self, text: str) -> None:
        self.error = text
        self.error_timer = ERROR_SECONDS

    # ----------------------------------------------------------- saving

    def save_auto(self) -> None:
        """Autosave this game in its own slot; a failed write is told once and play goes on."""
        if not self.autosave:
            return
        slot = saves.autosave_slot(self.uid)
        try:
            saves.save(slot, self.setup, self.actions, self.state, label="Autosave", uid=self.uid)
        except OSError as exc:
            if self.write_trouble.failed():
                tell_write_failure(self.app, saves.slot_path(slot), exc)
            return
        if not self.owns_autosave:
            saves.mark_played(slot)  # Continue now resumes this game
        self.owns_autosave = True
        self.write_trouble.succeeded()
        now = time.monotonic()
        if self._thumb_time is None or now - self._thumb_time > THUMB_EVERY:
            self._thumb_time = now
            write_thumbnail(slot, self.info.id, self._context(), self.state)

    def save_named(self, name: str) -> str:
        """Write a named save and its picture (raises ``OSError``); the caller asked before overwriting."""
        label = saves.clean_label(name)
        slot = saves.named_slot(label)
        saves.save(slot, self.setup, self.actions, self.state, label=label, uid=self.uid)
        write_thumbnail(slot, self.info.id, self._context(), self.state)
        return slot

    def save_as(self, name: str) -> None:
        """Save game (pause menu): asks before replacing a save of that name, says how it went."""
        save_as(self.app, saves.clean_label(name), self.save_named)

    # ----------------------------------------------------------- bots

    def _worker_steps(self) -> list[Callable[[], object]]:
        """With bots at the table, the opening starts their process in small steps (imports, the
        queues with multiprocessing's resource tracker, the process: two forks in two frames), so
        the first bot move does not pay for it in a frame of its own."""
        if not any(p.is_bot for p in self.setup.players):
            return []
        return [
            lambda: import_module("multiprocessing.queues"),
            lambda: import_module("game.ai.worker"),
            lambda: self.app.worker.prepare(),
            lambda: self.app.worker.start(),
        ]

    def _bots_to_act(self) -> list[int]:
        return [s for s in self.state.to_act() if self.is_bot(s)]

    def _run_bots(self, dt: float) -> None:
        worker = self.app.worker
        if self.bot_seat is not None:
            self.thinking_time += dt
            answer = worker.poll()
            self.log.extend(LogLine(notice, None) for notice in worker.take_notices())  # restarts
            if answer is None:
                return
            seat, self.bot_seat = self.bot_seat, None
            self.play_decision(seat, answer)  # then, at instant speed, the next bot may start at once
        bots = self._bots_to_act()
        opening = self.opening is not None and self.opening.building
        waiting = opening or self.view.busy() or self.bot_wait > 0 or self.end_timer is not None
        if not bots or waiting or self.app.top is not self:
            return
        seat = bots[0]
        self.bot_seat = seat
        self.thinking_time = 0.0
        worker.request(
            self.info,
            self.state.to_json(),
            seat,
            self.setup.players[seat].level,
            (self.setup.seed * 1_000_003 + len(self.actions) * 7919 + seat) & 0x7FFFFFFF,
        )

    def play_decision(self, seat: int, answer: Decision | bool) -> None:
        """Play a bot's answer for ``seat`` (its reason logged for whom it may concern); a failed answer
        (``False``) or a stale one plays the first legal move and says so.  Tests script moves through it."""
        if seat not in self.state.to_act():
            return
        legal = self.state.legal_actions(seat)
        if isinstance(answer, Decision) and answer.action in legal:
            action, why = answer.action, answer.why
        else:  # the worker failed even after its restarts (or answered an older position): say so
            action, why = legal[0], None
            self.log.append(
                LogLine(Msg("{player} could not decide and makes the first legal move.", player=seat), None)
            )
        if why is not None:  # a reason naming a secret choice is for the bot's own seat only
            shown_to = why_visible_to(self.state, seat, action)
            line, *shorter = (Msg("{player}: {why}", player=seat, why=form) for form in short_why(why))
            whole = Msg("{player}: {why}", player=seat, why=why)
            self.log.append(LogLine(line, shown_to, "why", whole if whole != line else None, tuple(shorter)))
        self._apply(seat, action, human=False)

    # ----------------------------------------------------------- frame

    def update(self, dt: float) -> None:
        if self.opening is not None:
            self.opening.update(dt)
            if self.opening.done:
                self.opening = None
        show_notice(self.app)
        self.view.update(dt)
        if self.error_timer > 0:
            self.error_timer -= dt
            if self.error_timer <= 0:
                self.error = None
        if self.app.top is not self:
            return
        self._ready_rules(dt)
        if self.chime_due and not self.view.busy():
            self.chime_due = False
            audio.play("your_turn")
        self.bot_wait -= dt
        if self.end_timer is not None:
            if not self.view.busy():
                self.end_timer -= dt
            if self.end_timer <= 0:
                self._finish()
            return
        self._run_bots(dt)

    def _ready_rules(self, dt: float) -> None:
        """Lay the rules reader's text out ahead, a few milliseconds a frame, so F1 opens it at once.

        Laying it out when F1 is pressed cost 85-230 ms of CPU (School of Sorcery in German at
        2560x1440 the most), nearly all pygame-gui laying the text out.  The text is the game's
        rules and the cards in play: nothing in it changes with a move, so it is made once per
        game, language and scale (``gui.lay_out_ahead`` keeps it; the sections are read again
        when the position changes, in case a view's rules do depend on it).  Not while the
        table is being built or moves by itself (those frames have their own work), nor until
        the window has kept its size for ``READY_RULES_SETTLE`` seconds.
        """
        factor = scale.factor()
        self._scale_held = self._scale_held + dt if factor == self._scale else 0.0
        self._scale = factor
        if self.opening is not None or self.view.busy() or self._scale_held < READY_RULES_SETTLE:
            return  # (a window being resized: each size would begin the work anew)
        key = (len(self.actions), len(self.log), self.viewer, current_language(), factor)
        if key != self._rules_for:
            self._rules_for, self._rules = key, RulesOverlay.markup(self.rules_sections())
        RulesOverlay.lay_out_ahead(self._rules, READY_RULES_STEP)

    def _finish(self) -> None:
        if self.autosave and self.owns_autosave:  # never another game's autosave
            try:
                saves.delete(saves.autosave_slot(self.uid))
            except OSError:
                pass  # a finished game left in its slot opens on its scores; the player may delete it
        self.app.open("scoring", self.setup, self.state.result(), self.info, how="replace")

    def build(self) -> None:
        self.widgets.clear()
        y, h = 10, 44
        self.bar_buttons = (
            Button((TOP_BAR.right - 174, y, 160, h), N_("Menu"), self.open_pause, size=22, name="menu"),
            Button((TOP_BAR.right - 344, y, 160, h), N_("Rules"), self.open_rules, size=22, name="rules"),
            Button(
                (TOP_BAR.right - 514, y, 160, h),
                N_("Undo"),
                self.undo,
                size=22,
                enabled=self.can_undo,
                name="undo",
            ),
        )
        for button in self.bar_buttons:
            self.widgets.add(button)
        self.widgets.add(self.log_panel)

    def rebuild(self) -> None:
        """Language changed: new button labels, and the view gets a fresh context to re-render its texts."""
        self.build()
        self.refresh()

    def open_pause(self) -> None:
        self.app.open("pause")

    def open_rules(self) -> None:
        self.app.push(RulesOverlay(self.app, lambda: tr(self.info.name), self.rules_sections))

    def rules_sections(self) -> list[tuple[str, str]]:
        sections = self.view.rules_summary()
        if not sections and self.info.blurb is not None:
            sections = [(tr(self.info.name), tr(self.info.blurb))]
        return sections

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.opening is not None and self.opening.covering and event.type in MOUSE_EVENTS:
            return  # a click on a table nobody sees yet is not meant for it (keys: Esc, F1 work)
        if event.type == pygame.KEYDOWN:
            # a game view's keyboard path (Tab through tokens, Enter to drop, Esc to let go) comes first
            view_keys = (pygame.K_TAB, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE)
            if event.key in view_keys and self.view.handle_event(event):
                return
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            if event.key == pygame.K_F1:
                self.open_rules()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
        if self.widgets.handle_event(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and self.view.busy():
            self.view.skip_animations()
            return
        self.view.handle_event(event)

    # ----------------------------------------------------------- drawing

    def prompt_text(self) -> str:
        if self.state.is_over():
            return _("The game is over.")
        to_act = self.state.to_act()
        if self.viewer is not None and self.viewer in to_act:
            own = self.view.prompt()
            if own:
                return own
            prompt = self.state.current_prompt(self.viewer)
            return (
                tr(prompt, self.names)
                if prompt is not None
                else _("Your move, {name}.").format(name=self.names[self.viewer])
            )
        if self.bot_seat is not None:
            return _("{name} is thinking…").format(name=self.names[self.bot_seat])
        waiting = ", ".join(self.names[s] for s in to_act)
        return _("Waiting for {names}.").format(names=waiting)

    @property
    def migrated(self) -> bool:  # type: ignore[override]
        """Crisp at any window size when the game's view draws through game.sprites.scale."""
        return self.view.migrated

    def look_key(self) -> tuple[object, ...] | None:
        """What the table's picture beneath an overlay (pause, dialogs, the rules reader) depends on:
        the app keeps that picture while this stays the same (a bot's move landing changes it);
        None while the table moves by itself (its opening, an animation): drawn every frame."""
        if self.opening is not None or self.view.busy():
            return None
        return (len(self.actions), len(self.log), self.viewer, self.error, self.bot_seat, self.end_timer)

    def draw(self, surface: scale.Target) -> None:
        if self.opening is not None and self.opening.covering:
            self.opening.draw_cover(surface)
            return
        self._draw_table(surface)
        if self.opening is not None:
            self.opening.draw_fade(surface)

    def _draw_cover(self, surface: scale.Target) -> None:
        """While the table is being built: its mood and the game's name (a plain fill: the backdrop's
        picture is 30 ms of painting, which belongs to the budgeted building).  The name stands in the
        middle of the window: over the bare cover, the play area's centre looked pushed to the left."""
        surface.fill(TABLE_MOOD)
        title(surface, tr(self.info.name), (surface.get_width() // 2, surface.get_height() // 2), 56)

    def _draw_table(self, surface: scale.Target) -> None:
        if not self.view.covers_canvas:  # a full-screen copy the view's own layer would hide
            backdrop(surface, TABLE_MOOD)
        self.view.draw(surface)
        # the opaque layer the view started its frame from: the log blends its panel over it once
        self.log_panel.under = surface.base if isinstance(surface, scale.Canvas) else None
        mouse = self.app.mouse_pos()
        self._draw_top_bar(surface, mouse)
        if self.bot_seat is not None:
            self._draw_thinking(surface)
        if self.error:
            self._draw_error(surface)
        self.widgets.draw(surface, mouse, drawn=self.bar_buttons)
        if self.app.top is self:
            tip = self.tooltip_shown(mouse)
            if tip:
                draw_hover_tip(surface, tip, mouse)

    def tooltip_shown(self, mouse: tuple[int, int]) -> str | None:
        """The tooltip a frame shows at ``mouse``: none while a refused move's red note shows."""
        if self.view.refusing():
            return None
        return self.log_panel.tooltip_at(mouse) or self.view.tooltip_at(mouse)

    def _draw_top_bar(self, surface: scale.Target, mouse: tuple[int, int]) -> None:
        """The game's name, the prompt and the buttons on the bar's opaque fill: a kept picture
        (``repaint.Kept``), painted again only when one of them changes -- blending the buttons'
        translucent panels and the texts every frame was pixel work that grew with the window."""
        bar = scale.widen(surface, TOP_BAR)  # into the margins of a window that is not 16:9
        mine = self.viewer is not None and self.viewer in self.state.to_act()
        line = (tr(self.info.name), self.prompt_text(), mine)
        key = (tuple(bar), line, tuple(b.look(mouse) for b in self.bar_buttons))
        # on a plain surface (no layer beneath to keep a picture over) it is painted straight
        self.kept_bar.draw(
            scale.as_canvas(surface), bar, key, lambda on: self._paint_top_bar(on, bar, mouse, line)
        )

    def _paint_top_bar(
        self, surface: scale.Target, bar: pygame.Rect, mouse: tuple[int, int], line: tuple[str, str, bool]
    ) -> None:
        t = theme()
        name, prompt, mine = line
        surface.fill(t.c("dark_bg"), bar)
        draw.line(surface, t.c("gold"), (bar.left, bar.bottom - 1), (bar.right, bar.bottom - 1), 1)
        y = TOP_BAR.centery
        t.blit_text(
            surface, name, (24, y), 28, "gold", bold=True, face="serif", anchor="midleft", max_width=330
        )
        colour = "hovered_text" if mine else "secondary_text"
        t.blit_text(surface, prompt, (380, y), 24, colour, bold=mine, anchor="midleft", max_width=950)
        for button in self.bar_buttons:
            button.draw(surface, mouse)

    def _draw_thinking(self, surface: scale.Target) -> None:
        """Three softly pulsing dots beside the prompt: subtle, but always moving."""
        t = theme()
        ticks = pygame.time.get_ticks() / 1000.0
        x0, y = 1345, TOP_BAR.centery
        for k in range(3):
            phase = (ticks * 2.2 - k * 0.35) % 1.0
            a = int(90 + 165 * (1 - abs(phase * 2 - 1)))
            dot = scale.surface((14, 14), pygame.SRCALPHA)
            draw.circle(dot, (*t.c("violet")[:3], a), (7, 7), 6)
            surface.blit(dot.raw, (x0 + k * 22, y - 7))

    def _draw_error(self, surface: scale.Target) -> None:
        t = theme()
        width = min(1200, t.font(24).size(self.error or "")[0] + 60)
        rect = pygame.Rect(0, 0, width, 56)
        rect.midbottom = (PLAY_AREA.centerx, PLAY_AREA.bottom - 24)
        panel(surface, rect, "dark_bg", "danger", alpha=245)
        t.blit_text(
            surface, self.error or "", rect.center, 24, "danger", anchor="center", max_width=width - 30
        )

    def on_exit(self) -> None:
        self.app.worker.cancel()
        audio.ambient(False)
