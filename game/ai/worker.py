"""Bots think in a separate process so the window keeps drawing.

The table scene calls :meth:`BotWorker.request` with the game, the state (as
JSON), the seat, the level and a seed, then :meth:`BotWorker.poll` once per
frame until the :class:`~game.ai.base.Decision` arrives.  The worker process
is started with the ``spawn`` context (the same on every OS and inside the
frozen build, where ``__main__`` calls ``multiprocessing.freeze_support()``)
and lives as long as the app.  Only plain JSON crosses the process boundary.

A game that is not in the registry (the platform's private test game) cannot
be found by the child process, so its requests run on a thread instead --
the frame loop is still never blocked.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import queue
import threading
from dataclasses import dataclass
from typing import Any

from game.ai.base import Decision
from game.rules import registry
from game.rules.base import Action, GameInfo, Msg


@dataclass(frozen=True)
class Request:
    ticket: int
    game_id: str
    state: dict[str, Any]
    seat: int
    level: str
    seed: int


def think(info: GameInfo, state_json: dict[str, Any], seat: int, level: str, seed: int) -> dict[str, Any]:
    """One decision, as JSON: ``{"action": ..., "why": ...}`` (runs in the worker)."""
    from game.ai.levels import make_bot

    state = info.from_json(state_json)
    decision = make_bot(info.id, level, seed).choose(state, seat)
    return {"action": decision.action.to_json(), "why": decision.why.to_json() if decision.why else None}


def _serve(requests: Any, replies: Any) -> None:
    """The worker process's loop: answer requests until ``None`` arrives.

    It runs at a low priority (nice 10) so that on a machine with few cores the
    window keeps its frame rate and the bot takes the leftover time.  Measured on
    a loaded 2-core machine, 4 SpellBook seats, a Hard bot thinking: at nice 5 the
    window lost ~10% of its frames (49 fps against 55 idle); at nice 10 it draws
    as fast as when no bot thinks (54 against 53).
    """
    try:
        os.nice(10)
    except (AttributeError, OSError):  # not on every OS
        pass
    while True:
        req = requests.get()
        if req is None:
            return
        try:
            reply = think(registry.get(req.game_id), req.state, req.seat, req.level, req.seed)
            replies.put((req.ticket, reply, None))
        except Exception as exc:  # report, never die: the table falls back to a legal move
            replies.put((req.ticket, None, f"{type(exc).__name__}: {exc}"))


def _known(game_id: str) -> bool:
    try:
        registry.get(game_id)
    except KeyError:
        return False
    return True


class BotWorker:
    """One long-lived bot process (started lazily) plus a thread fallback."""

    def __init__(self) -> None:
        self._ctx = mp.get_context("spawn")
        self._process: Any = None
        self._requests: Any = None
        self._replies: Any = None
        self._thread_replies: queue.Queue[tuple[int, dict[str, Any] | None, str | None]] = queue.Queue()
        self._ticket = 0
        self._pending: int | None = None
        self._pending_in_process = False
        self.last_error: str | None = None

    def _ensure_process(self) -> None:
        if self._process is None or not self._process.is_alive():
            self._requests = self._ctx.Queue()
            self._replies = self._ctx.Queue()
            self._process = self._ctx.Process(
                target=_serve, args=(self._requests, self._replies), name="arcana-bot", daemon=True
            )
            self._process.start()

    def start(self) -> None:
        """Start the process now (e.g. while the setup screen shows) to hide its start-up time."""
        self._ensure_process()

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def request(self, info: GameInfo, state_json: dict[str, Any], seat: int, level: str, seed: int) -> int:
        """Ask for a decision; a newer request makes any older pending answer stale."""
        self._ticket += 1
        self._pending = self._ticket
        req = Request(self._ticket, info.id, state_json, seat, level, seed)
        self._pending_in_process = _known(info.id) and registry.get(info.id) is info
        if self._pending_in_process:
            self._ensure_process()
            self._requests.put(req)
        else:
            threading.Thread(target=self._think_on_thread, args=(info, req), daemon=True).start()
        return self._ticket

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

    def poll(self) -> Decision | None | bool:
        """The pending decision if it has arrived; ``None`` if still thinking; ``False`` if it failed."""
        if self._pending is None:
            return None
        for source in (self._thread_replies, self._replies):
            if source is None:
                continue
            while True:
                try:
                    ticket, reply, error = source.get_nowait()
                except (queue.Empty, OSError, ValueError):
                    break
                if ticket != self._pending:
                    continue  # stale answer to a cancelled request
                self._pending = None
                if reply is None:
                    self.last_error = error
                    return False
                why = Msg.from_json(reply["why"]) if reply.get("why") else None
                return Decision(Action.from_json(reply["action"]), why)
        if self._pending_in_process and (self._process is None or not self._process.is_alive()):
            self._pending = None  # the process died (killed, out of memory): give up, restart next time
            self.last_error = "the bot process stopped"
            return False
        return None

    def close(self) -> None:
        self._pending = None
        if self._process is not None:
            try:
                self._requests.put(None)
                self._process.join(timeout=1.0)
            except (OSError, ValueError):
                pass
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1.0)
            self._process = None
