"""Issue #27: the window keeps its frame rate while a bot thinks -- the bot process yields to it."""

from __future__ import annotations

import ctypes
import sys

from game.ai import worker


def test_the_bot_process_asks_for_nice_10_on_posix(monkeypatch):
    asked = []
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(worker.os, "nice", lambda n: asked.append(n) or n)
    worker.lower_priority()
    assert asked == [10]


def test_the_bot_process_takes_the_below_normal_class_on_windows(monkeypatch):
    """Windows has no ``os.nice``: the bot thought at the window's own priority there."""
    calls = []

    class Kernel:
        def GetCurrentProcess(self):  # noqa: N802 -- the Win32 name
            return "me"

        def SetPriorityClass(self, process, cls):  # noqa: N802
            calls.append((process, cls))
            return 1

    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.setattr(ctypes, "windll", type("WinDLL", (), {"kernel32": Kernel()})(), raising=False)
    worker.lower_priority()
    assert calls == [("me", worker.BELOW_NORMAL)]


def test_a_missing_priority_call_is_no_fault(monkeypatch):
    monkeypatch.setattr(sys, "platform", "win32")
    monkeypatch.delattr(ctypes, "windll", raising=False)
    worker.lower_priority()  # nothing raised: the bot simply thinks at normal priority
