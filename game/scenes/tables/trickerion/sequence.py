"""What the table plays after a batch of engine events: a short captioned sequence.

The board is repainted at once to the new view; without more, the reveal of
the assignment cards and the end of a turn (wages, performance cards leaving
and arriving, the new prophecy) would happen in one frame, and a bot's move
would be a flicker.  Each event that says something becomes a step: its text
(the same words the log gets) in a banner over the table and the elements it
concerns lit, one after another; at the reveal the opponents' cards turn face
up one after another, large over their strips.  Steps take ``STEP_SECONDS`` (a
reveal until its last card has turned) scaled by the animation speed (none at
"instant"), bots wait for them, and a click skips them all.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.rules.base import Event, Msg
from game.scenes.table import with_actor
from game.scenes.tables.trickerion import changes
from game.scenes.tables.trickerion.geometry import (
    STRIP_STEP,
    Geometry,
    Key,
    strip_card,
    strip_layout,
)

STEP_SECONDS = 0.8
MAX_STEPS = 14  # a long end of turn still plays in a few seconds
# Batches shown in full, even the viewer's own part of them.
SEQUENCES = ("reveal", "end_turn")


FLIP_SECONDS = 0.5  # one card turning over (of the step's time)
FLIP_GAP = 0.22  # the next card starts turning this much later: one after another, readable
FLIP_HOLD = 0.8  # the faces stay large this long after the last has turned
FLIP_SCALE = 2.6  # a card on an opponent's strip is small: it turns over at this size
FULL_CHIP = strip_card(pygame.Rect(0, 0, STRIP_STEP - 8, 40))  # a strip's card under a full-size figure


@dataclass
class Flip:
    """An opponent's card turning face up: where it lies on the strip, what it shows, and where
    it turns over large (in a row over the strip, so neighbouring cards do not overlap)."""

    rect: pygame.Rect
    code: Any
    big: pygame.Rect


@dataclass
class Step:
    """One beat of the sequence: a caption, the elements it lights, the cards it turns over."""

    caption: str
    keys: list[Key] = field(default_factory=list)
    flips: list[Flip] = field(default_factory=list)

    @property
    def seconds(self) -> float:
        """How long the step shows (unscaled): a reveal lasts until its last card has turned."""
        if not self.flips:
            return STEP_SECONDS
        return max(STEP_SECONDS, FLIP_GAP * (len(self.flips) - 1) + FLIP_SECONDS + FLIP_HOLD)

    def flip_progress(self, i: int, t: float) -> float:
        """How far card ``i`` has turned (0 face down, 0.5 edge on, 1 face up) at step progress ``t``."""
        start = FLIP_GAP * i
        return max(0.0, min(1.0, (t * self.seconds - start) / FLIP_SECONDS))


def _perf_keys(geo: Geometry) -> list[Key]:
    return [k for k in geo.elements if k[0] == "perf"]


def _keys(event: Event, view: dict[str, Any], geo: Geometry, bottom: int) -> list[Key]:
    """The elements an event concerns, so its step lights them."""
    if event.kind == "prophecy":
        return [("proph_active",)]
    if event.kind in ("discard_card", "new_card"):
        return _perf_keys(geo)
    if event.kind == "reveal":
        mine: list[Key] = [("char", ci) for ci in range(len(view["players"][bottom]["chars"]))]
        return mine + [("opp", p) for p in geo.opponents]
    if event.kind == "guest" and ("opp", event.data["player"]) in geo.elements:  # whose tricks yielded too
        return [("opp", event.data["player"])]
    if event.seat is not None and event.seat != bottom and ("opp", event.seat) in geo.elements:
        return [("opp", event.seat)]
    return []


def _flips(view: dict[str, Any], geo: Geometry) -> list[Flip]:
    """The opponents' cards that were face down and now show: they turn over one after another."""
    flips = []
    for p in geo.opponents:
        strip = geo.elements[("opp", p)]
        cards = view["players"][p]["assign"]
        figures, _ = strip_layout(strip, view["players"][p], None)
        w = min(round(FULL_CHIP.w * FLIP_SCALE), (strip.w - 20) // max(1, len(cards)) - 6)
        h = min(round(FULL_CHIP.h * FLIP_SCALE), strip.h - 8)
        for ci, code in enumerate(cards):
            if code is not None and code != "card":
                big = pygame.Rect(strip.x + 10 + ci * (w + 6), strip.bottom - h - 4, w, h)
                flips.append(Flip(strip_card(figures[ci]), code, big))
    return flips


def steps(
    events: list[Event],
    view: dict[str, Any],
    geo: Geometry,
    bottom: int,
    viewer: int | None,
    text: Callable[[Msg], str],
    before: dict[str, Any] | None = None,
) -> list[Step]:
    """The steps for one batch: all of a reveal or an end of turn, else a move the viewer did not make.

    At the end of a turn, what changed without an event (``before`` -> ``view``: characters home,
    orders arrived, the wagon moved) joins as steps in the engine's order."""
    own = viewer is not None and any(e.seat == viewer for e in events)
    if own and not any(e.kind in SEQUENCES for e in events):
        return []  # your own move: the board already shows it where you made it
    out: list[tuple[str, Step]] = []
    for e in events:
        if e.text is None:
            continue
        step = Step(text(with_actor(e)), _keys(e, view, geo, bottom))  # the log's words
        if e.kind == "reveal":
            step.flips = _flips(view, geo)
        out.append((e.kind, step))
    if before is not None and any(e.kind == "end_turn" for e in events):
        for beat in changes.end_of_turn(before, view, bottom, geo.opponents):
            at = next((i for i, (kind, _) in enumerate(out) if kind in beat.before), len(out))
            out.insert(at, ("", Step(text(beat.text), beat.keys)))
    return [step for _, step in out][:MAX_STEPS]
