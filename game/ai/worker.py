"""Bots think in a separate process so the window keeps drawing.

The table scene calls :meth:`BotWorker.request` with the game, the state (as
JSON), the seat, the level and a seed, then :meth:`BotWorker.poll` once per
frame until the :class:`~game.ai.base.Decision` arrives.  The worker process
is started with the ``spawn`` context (the same on every OS and inside the
frozen build, where ``__main__`` calls ``multiprocessing.freeze_support()``)
and lives as long as the app -- not longer: a thread in it ends the process
when the app is gone, even killed.  Only plain JSON crosses the process
boundary.  A decision that misses its deadline, or whose process dies, is
asked again of a fresh process (see :class:`BotWorker`).

A game that is not in the registry (the platform's private test game) cannot
be found by the child process, so its requests run on a thread instead --
the frame loop is still never blocked.
"""

from __future__ import annotations

import logging
import math
import multiprocessing as mp
import os
import queue
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.ai.base import Decision
from game.rules import registry
from game.rules.base import Action, GameInfo, Msg

if TYPE_CHECKING:
    from game.ai.search_bot import KeptTree

log = logging.getLogger(__name__)

#: Seconds on top of a level's time budget before a decision counts as lost.  The search stops
#: on its own budget (wall clock); the margin covers rebuilding the state and a busy machine,
#: where the worker at nice 10 gets the leftover CPU.
THINK_MARGIN = 10.0
#: Extra seconds when the request had to start the process (spawn and imports on a busy machine).
START_ALLOWANCE = 20.0
#: How many times one decision goes to a fresh process before the table hears it failed.
RETRIES = 2


@dataclass(frozen=True)
class Request:
    ticket: int
    game_id: str
    state: dict[str, Any]
    seat: int
    level: str
    seed: int


#: Per (game, seat, level): the tree below that bot's last move, handed to the next decision's bot
#: (``SearchConfig.reuse_tree``).  It is used only if the seat sees what that move was expected to
#: show, so a tree from another game or an undone move is simply dropped.
KEPT_TREES: dict[tuple[str, int, str], KeptTree] = {}


def think(info: GameInfo, state_json: dict[str, Any], seat: int, level: str, seed: int) -> dict[str, Any]:
    """One decision, as JSON: ``{"action": ..., "why": ...}`` (runs in the worker)."""
    from game.ai.levels import make_bot
    from game.ai.search_bot import SearchBot

    state = info.from_json(state_json)
    bot = make_bot(info.id, level, seed)
    key = (info.id, seat, level)
    if isinstance(bot, SearchBot):
        bot.kept = KEPT_TREES.pop(key, None)
    decision = bot.choose(state, seat)
    if isinstance(bot, SearchBot) and bot.kept is not None:
        KEPT_TREES[key] = bot.kept
    return {"action": decision.action.to_json(), "why": decision.why.to_json() if decision.why else None}


def _exit_with_parent(parent: Any) -> None:
    """Watch the app from a thread of the worker; when it is gone (killed, crashed), end this process.

    ``parent.join()`` waits on the parent's sentinel (a pipe on POSIX, a
    process handle on Windows), so it wakes the moment the app dies -- also in
    the middle of a long search, which a check in the request loop would not.
    The resource tracker shares the parent's pipe and ends once we are gone.
    """
    parent.join()
    os._exit(0)


def _serve(requests: Any, replies: Any) -> None:
    """The worker process's loop: answer requests until ``None`` arrives or the app is gone.

    It runs at a low priority (nice 10) so that on a machine with few cores the
    window keeps its frame rate and the bot takes the leftover time.  Measured on
    a loaded 2-core machine, 4 SpellBook seats, a Hard bot thinking: at nice 5 the
    window lost ~10% of its frames (49 fps against 55 idle); at nice 10 it draws
    as fast as when no bot thinks (54 against 53).
    """
    parent = mp.parent_process()
    if parent is not None:
        threading.Thread(target=_exit_with_parent, args=(parent,), name="parent-watch", daemon=True).start()
    lower_priority()
    while True:
        req = requests.get()
        if req is None:
            return
        try:
            reply = think(registry.get(req.game_id), req.state, req.seat, req.level, req.seed)
            replies.put((req.ticket, reply, None))
        except Exception as exc:  # report, never die: the table says it could not decide
            replies.put((req.ticket, None, f"{type(exc).__name__}: {exc}"))


#: Windows' BELOW_NORMAL_PRIORITY_CLASS: its counterpart of nice 10.
BELOW_NORMAL = 0x4000


def lower_priority() -> None:
    """Let the window come first: nice 10 on POSIX, the below-normal class on Windows (which has no
    ``os.nice``; the bot used to think there at the window's own priority)."""
    if sys.platform == "win32":
        import ctypes

        try:
            kernel = ctypes.windll.kernel32  # type: ignore[attr-defined]
            kernel.SetPriorityClass(kernel.GetCurrentProcess(), BELOW_NORMAL)
        except (AttributeError, OSError):
            pass
        return
    try:
        os.nice(10)
    except (AttributeError, OSError):
        pass


def time_budget(game_id: str, level: str) -> float:
    """The search time of ``level`` in ``game_id`` (``game.ai.levels``); 0 for the random bot."""
    from game.ai.levels import DEFAULT_CONFIGS, config_for

    return config_for(game_id, level).time_limit if level in DEFAULT_CONFIGS else 0.0


def _known(game_id: str) -> bool:
    try:
        registry.get(game_id)
    except KeyError:
        return False
    return True


@dataclass
class _Pending:
    """The decision being waited for, kept whole so that a fresh process can be asked again."""

    request: Request
    info: GameInfo
    in_process: bool
    deadline: float = math.inf
    attempts: int = 0


class BotWorker:
    """One long-lived bot process (started lazily) plus a thread fallback.

    Every decision sent to the process has a deadline (the level's time budget
    plus ``margin``).  A process that misses it (stopped, hung) or dies while
    thinking is killed and replaced, and the same request goes to the new one:
    the bot thinks again, up to ``retries`` times, and each restart leaves a
    line in :attr:`notices` for the table's log.  Only then does :meth:`poll`
    report a failure.
    """

    def __init__(
        self,
        margin: float = THINK_MARGIN,
        start_allowance: float = START_ALLOWANCE,
        retries: int = RETRIES,
        serve: Callable[[Any, Any], None] = _serve,
    ) -> None:
        self._ctx = mp.get_context("spawn")
        self._serve = serve  # the process's loop (a test gives one that dies at once)
        self._process: Any = None
        self._requests: Any = None
        self._replies: Any = None
        self._thread_replies: queue.Queue[tuple[int, dict[str, Any] | None, str | None]] = queue.Queue()
        self._ticket = 0
        self._pending: _Pending | None = None
        self.margin = margin
        self.start_allowance = start_allowance
        self.retries = retries
        self.last_error: str | None = None
        self.notices: list[Msg] = []

    def _ensure_process(self) -> bool:
        """A live process to send to; ``True`` when it had to be started now."""
        if self.alive:
            return False
        if self._process is not None:  # it died: its queues may be left locked, so new ones too
            self._kill_process()
        self.prepare()
        self._process = self._ctx.Process(
            target=self._serve, args=(self._requests, self._replies), name="arcana-bot", daemon=True
        )
        self._process.start()
        return True

    def _kill_process(self) -> None:
        """End the process at once, stopped or not (SIGKILL reaches a SIGSTOPped process too)."""
        if self._process is None:
            return
        if self._process.is_alive():
            self._process.kill()
        self._process.join(timeout=2.0)
        for q in (self._requests, self._replies):
            q.cancel_join_thread()  # a feeder thread must not wait for a reader that is gone
            q.close()
        self._process = self._requests = self._replies = None

    def prepare(self) -> None:
        """The queues for a new process (their locks start multiprocessing's resource tracker, a
        process of its own): a first half of starting, so a table's opening splits the two forks."""
        if self._requests is None:
            self._requests = self._ctx.Queue()
            self._replies = self._ctx.Queue()

    def start(self) -> None:
        """Start the process now (e.g. while the setup screen shows) to hide its start-up time."""
        self._ensure_process()

    @property
    def busy(self) -> bool:
        return self._pending is not None

    @property
    def alive(self) -> bool:
        """The worker process runs (a dead one is replaced on the next request)."""
        return self._process is not None and self._process.is_alive()

    @property
    def pid(self) -> int | None:
        """The worker process's id while it runs (tests stop and kill it)."""
        return self._process.pid if self._process is not None else None

    def request(self, info: GameInfo, state_json: dict[str, Any], seat: int, level: str, seed: int) -> int:
        """Ask for a decision; a newer request makes any older pending answer stale."""
        self._ticket += 1
        req = Request(self._ticket, info.id, state_json, seat, level, seed)
        self._pending = _Pending(req, info, in_process=_known(info.id) and registry.get(info.id) is info)
        self._send(self._pending)
        return self._ticket

    def _send(self, pending: _Pending) -> None:
        pending.attempts += 1
        req = pending.request
        if not pending.in_process:
            threading.Thread(target=self._think_on_thread, args=(pending.info, req), daemon=True).start()
            return
        started = self._ensure_process()
        allowance = time_budget(req.game_id, req.level) + self.margin
        pending.deadline = time.monotonic() + allowance + (self.start_allowance if started else 0.0)
        self._requests.put(req)

    def _think_on_thread(self, info: GameInfo, req: Request) -> None:
        try:
            self._thread_replies.put(
                (req.ticket, think(info, req.state, req.seat, req.level, req.seed), None)
            )
        except Exception as exc:
            self._thread_replies.put((req.ticket, None, f"{type(exc).__name__}: {exc}"))

    def cancel(self) -> None:
        """Forget the pending request (its answer will be dropped when it comes)."""
        self._pending = None

    def take_notices(self) -> list[Msg]:
        """The restarts since the last call, as log lines (the table shows them)."""
        notices, self.notices = self.notices, []
        return notices

    def poll(self) -> Decision | None | bool:
        """The pending decision if it has arrived; ``None`` if still thinking; ``False`` if it failed."""
        pending = self._pending
        if pending is None:
            return None
        answer = self._receive(pending.request.ticket)
        if answer is not None:
            self._pending = None
            reply, error = answer
            if reply is None:
                self.last_error = error
                return False
            why = Msg.from_json(reply["why"]) if reply.get("why") else None
            return Decision(Action.from_json(reply["action"]), why)
        if not pending.in_process:
            return None
        died = not self.alive
        if died or time.monotonic() > pending.deadline:
            return self._think_again(pending, died)
        return None

    def _receive(self, ticket: int) -> tuple[dict[str, Any] | None, str | None] | None:
        """The reply to ``ticket`` if it is there; older tickets' replies are dropped on the way."""
        for source in (self._thread_replies, self._replies):
            while source is not None:
                try:
                    got, reply, error = source.get_nowait()
                except (queue.Empty, OSError, ValueError):
                    break
                if got == ticket:
                    return reply, error
        return None

    def _think_again(self, pending: _Pending, died: bool) -> bool | None:
        """Replace a dead or late process and send it the same request; ``False`` once retries run out."""
        seat = pending.request.seat
        log.warning(
            "bot worker %s (%s, %s), attempt %d",
            "died" if died else "missed its deadline",
            pending.request.game_id,
            pending.request.level,
            pending.attempts,
        )
        self.notices.append(
            Msg("{player} stopped thinking unexpectedly and starts again.", player=seat)
            if died
            else Msg("{player} took too long to decide; the bot was restarted and thinks again.", player=seat)
        )
        self._kill_process()
        if pending.attempts > self.retries:
            self._pending = None
            self.last_error = f"the bot process stopped answering ({pending.attempts} attempts)"
            return False
        self._send(pending)
        return None

    def close(self) -> None:
        self._pending = None
        if self._process is not None:
            try:
                self._requests.put(None)
                self._process.join(timeout=1.0)
            except (OSError, ValueError):
                pass
            self._kill_process()
