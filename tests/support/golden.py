"""What a golden test records of one event: every field the log shows, in a fixed order."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.base import Event, Msg


def event_record(e: Event, text: Callable[[Msg], Any]) -> list[Any]:
    """``e`` as a plain list; ``text`` says how its message is written (English, or msgid and parameters)."""
    return [
        e.kind,
        e.seat,
        dict(e.data),
        text(e.text) if e.text else None,
        list(e.visible_to) if e.visible_to is not None else None,
        e.irreversible,
    ]
