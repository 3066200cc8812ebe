"""A time budget for painting pictures, so that a table's first frame can be built over several frames.

Every cached picture (vector art, text lines, card faces) is painted once and
stored in a :class:`~game.sprites.cache.SurfaceCache`; a table's first frame
paints a few hundred of them (150-250 ms of CPU), which was a visible hitch when
a game opened.  The table scene therefore draws the new table offscreen inside
:func:`budget`: once the budget is spent, the next picture stored ends that
drawing with :class:`Spent`.  Everything painted so far stays cached, so the
next frame's attempt goes further, and the attempt that completes leaves the
first real frame nothing to paint.  Outside a budget nothing changes.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager


class Spent(BaseException):
    """The budget ran out: the drawing stops here and is tried again next frame.

    A ``BaseException``, so that no ``except Exception`` in a view's drawing takes it for a fault.
    """


_budget: float | None = None  # seconds of painting allowed in the current budget
_spent = 0.0  # seconds of the current budget spent painting pictures (finished ones)
_since = 0.0  # when the outermost picture being painted now began
_painted = 0
_painted_in_budget = 0
_painting = 0  # pictures being painted right now (one inside another's painter: nested)


def painted() -> int:
    """Pictures stored in any picture cache since the start (tests count what a frame paints)."""
    return _painted


def _painting_time(now: float) -> float:
    return _spent + (now - _since if _painting else 0.0)


def missed() -> None:
    """A picture cache is about to have a picture painted: in a budget's second half, stop first.

    The budget counts only the time spent painting pictures.  Redrawing what is cached already,
    before and between them, is the attempt's fixed cost: at 3840x2160 it is ~45 ms of
    SpellBook's table, and when the clock ran through it each attempt painted one picture
    (the table took a hundred frames to open).  A picture can take 40 ms (a table's whole
    background); started late, it would double the frame.
    """
    global _since, _painting
    if _budget is None:
        return
    now = time.thread_time()
    if _painted_in_budget and _painting_time(now) > _budget / 2:
        raise Spent
    if not _painting:
        _since = now
    _painting += 1


def stored() -> None:
    """A picture cache stored a newly painted picture: stop the drawing if the budget is spent.

    A picture painted inside another's painter (a lamp glow inside a table's felt) stops it
    already past the budget's half: the outer picture, begun, is then painted alone next frame
    with the inner one cached, instead of both in one frame (SpellBook's felt: 58 ms).
    """
    global _painted, _painted_in_budget, _painting, _spent
    _painted += 1
    if _budget is None or not _painting:
        return
    _painted_in_budget += 1
    now = time.thread_time()
    _painting -= 1
    if not _painting:
        _spent += now - _since
    spent = _painting_time(now)
    if spent > _budget or (_painting and spent > _budget / 2):
        raise Spent


@contextmanager
def budget(seconds: float) -> Iterator[None]:
    """Paint for about ``seconds``: the first picture stored after that raises :class:`Spent`.

    At least one picture is always painted, so attempts in a row always progress.  The time
    is this thread's CPU time: on a busy machine a wall-clock budget would paint next to nothing.
    """
    global _budget, _spent, _painted_in_budget, _painting
    _budget, _spent, _painted_in_budget, _painting = seconds, 0.0, 0, 0
    try:
        yield
    finally:
        _budget = None
