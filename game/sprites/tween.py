"""Tweened animations: short eased transitions that can be sped up or skipped.

Every state change at the table animates briefly (150-300 ms).  A player may
choose slow / normal / fast / instant in the settings and can skip anything
with a click, so every tween is driven by one :class:`Animator` that applies
a global speed factor and can jump all tweens to their end at once.  Tweens
only compute a progress value; what moves is up to the callback, so the same
machinery flies tokens, fades highlights and flips cards.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    """Fast start, soft landing: the default for things that fly into place."""
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Soft start and end: for things that travel across the table."""
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    """A slight overshoot: for tokens that snap back to where they came from."""
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


#: Animation-speed setting -> duration multiplier (0 = instant).
SPEED_FACTORS: dict[str, float] = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}


def speed_factor(setting: object) -> float:
    """Duration multiplier for the settings value (a name above or a number)."""
    if isinstance(setting, (int, float)):
        return max(0.0, float(setting))
    return SPEED_FACTORS.get(str(setting), 1.0)


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


#: Shades of a pulsing glow (see :func:`pulse_shade`).
PULSE_SHADES = 8


def pulse_shade(wave: float, low: int, high: int, shades: int = PULSE_SHADES) -> int:
    """A pulse's value between ``low`` and ``high`` for ``wave`` in [0, 1], in ``shades`` + 1 steps.

    Pulsing glows come from picture caches keyed by their alpha: a value that changed with
    every frame painted a new picture every frame (SpellBook's rings at 3840x2160 had more
    shades than their cache held and never stopped).  In a few steps each shade is painted
    once; the steps fall on 0, 1/2 and 1, so those look exactly as before.
    """
    return low + round((high - low) * round(wave * shades) / shades)


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


@dataclass
class Tween:
    """One transition: calls ``on_update(eased progress)`` until done, then ``on_done``.

    ``delay`` lets a burst of tweens (five materia refilling the altar) start
    one after another from a single event batch.
    """

    duration: float
    on_update: Callable[[float], None]
    easing: Easing = ease_out_cubic
    on_done: Callable[[], None] | None = None
    delay: float = 0.0
    elapsed: float = field(default=0.0, init=False)
    finished: bool = field(default=False, init=False)

    def advance(self, dt: float) -> None:
        if self.finished:
            return
        self.elapsed += dt
        if self.elapsed < self.delay:
            return
        span = self.duration
        t = 1.0 if span <= 0 else min(1.0, (self.elapsed - self.delay) / span)
        self.on_update(self.easing(t))
        if t >= 1.0:
            self.finish()

    def finish(self) -> None:
        """Jump to the end state (what skipping does)."""
        if self.finished:
            return
        self.finished = True
        self.on_update(self.easing(1.0))
        if self.on_done is not None:
            self.on_done()

    @property
    def started(self) -> bool:
        return self.elapsed >= self.delay


class Animator:
    """Runs tweens with a shared speed factor; ``busy()`` gates bot moves."""

    def __init__(self, speed: object = "normal") -> None:
        self.tweens: list[Tween] = []
        self.factor = speed_factor(speed)

    def set_speed(self, speed: object) -> None:
        self.factor = speed_factor(speed)

    def add(
        self,
        duration: float,
        on_update: Callable[[float], None],
        *,
        easing: Easing = ease_out_cubic,
        on_done: Callable[[], None] | None = None,
        delay: float = 0.0,
    ) -> Tween:
        """Start a tween; durations and delays are scaled by the speed factor.

        With the instant setting the tween completes immediately (callbacks run
        now), so code never needs a separate no-animation path.
        """
        tween = Tween(duration * self.factor, on_update, easing, on_done, delay * self.factor)
        if self.factor <= 0:
            tween.finish()
            return tween
        on_update(easing(0.0))
        self.tweens.append(tween)
        return tween

    def update(self, dt: float) -> None:
        for tween in list(self.tweens):
            tween.advance(dt)
        self.tweens = [t for t in self.tweens if not t.finished]

    def busy(self) -> bool:
        return bool(self.tweens)

    def skip(self) -> None:
        """Finish every running tween (a click skips animations)."""
        while self.tweens:
            pending, self.tweens = self.tweens, []
            for tween in pending:
                tween.finish()
