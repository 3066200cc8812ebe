"""Every sound of the game, synthesised here from sines and seeded noise (our own work).

Run ``python -m game.audio.synth`` to (re)write ``assets/sounds/*.wav``; the
committed files are exactly what this script makes (a test regenerates them
and compares).  Only the standard library: no sample is downloaded or copied.

Why WAV: a fresh machine has no Vorbis encoder, and short 22 kHz mono 16-bit
files keep all sounds together well under 1 MB.  Everything is quiet (peaks
well below full scale) and soft-edged: a few milliseconds of attack and a
fade at the end, so nothing clicks.
"""

from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

RATE = 22050
AMBIENT_RATE = 11025  # the ambient pad is low and slow: half the rate is plenty
Samples = list[float]


def silence(seconds: float, rate: int = RATE) -> Samples:
    return [0.0] * int(seconds * rate)


def mix_in(into: Samples, part: Samples, at: float, gain: float = 1.0, rate: int = RATE) -> Samples:
    """Add ``part`` into ``into`` starting ``at`` seconds, growing ``into`` if needed."""
    start = int(at * rate)
    end = start + len(part)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(part):
        into[start + i] += v * gain
    return into


def bell(
    freq: float,
    seconds: float,
    *,
    decay: float = 6.0,
    partials: tuple[float, ...] = (1.0, 2.0, 3.0),
    weights: tuple[float, ...] = (1.0, 0.35, 0.12),
    attack: float = 0.006,
) -> Samples:
    """A soft struck tone: a few partials, each fading faster than the one below it."""
    n = int(seconds * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / attack) if attack > 0 else 1.0
        v = sum(
            w * math.exp(-decay * p**0.5 * t) * math.sin(2 * math.pi * freq * p * t)
            for p, w in zip(partials, weights, strict=True)
        )
        out.append(v * env)
    return out


def noise(
    seconds: float,
    rng: random.Random,
    *,
    smooth: float = 0.5,
    attack: float = 0.01,
    release: float | None = None,
) -> Samples:
    """Filtered noise with a rise and a fall: the body of a swish or a rattle.

    ``smooth`` (0..1) is a one-pole low-pass: higher is darker.
    """
    n = int(seconds * RATE)
    release = seconds * 0.7 if release is None else release
    out, last = [], 0.0
    for i in range(n):
        last = last * smooth + rng.uniform(-1, 1) * (1 - smooth)
        t = i / RATE
        env = min(1.0, t / attack) * min(1.0, (seconds - t) / release)
        out.append(last * env)
    return out


def glide(f0: float, f1: float, seconds: float, *, decay: float = 8.0) -> Samples:
    """A sine sliding from ``f0`` to ``f1`` while it fades (thuds, the soft refusal)."""
    n = int(seconds * RATE)
    out, phase = [], 0.0
    for i in range(n):
        t = i / RATE
        phase += 2 * math.pi * (f0 + (f1 - f0) * i / n) / RATE
        out.append(math.sin(phase) * min(1.0, t / 0.004) * math.exp(-decay * t))
    return out


def tok(freq: float, rng: random.Random) -> Samples:
    """A wooden knock: a short pitched body and a click of noise."""
    body = bell(freq, 0.09, decay=45, partials=(1.0, 2.7), weights=(1.0, 0.3), attack=0.001)
    return mix_in(body, noise(0.012, rng, smooth=0.2, attack=0.001, release=0.01), 0, 0.5)


# ----------------------------------------------------------------------- the sounds


def click(rng: random.Random) -> Samples:
    tick = noise(0.01, rng, smooth=0.3, attack=0.001)
    return mix_in(bell(1900, 0.05, decay=90, attack=0.001), tick, 0, 0.3)


def dice(rng: random.Random) -> Samples:
    out = silence(0.05)
    at = 0.0
    for k in range(5):
        mix_in(out, tok(rng.uniform(900, 1500), rng), at, 0.9 - 0.12 * k)
        at += rng.uniform(0.045, 0.085)
    return out


def card_draw(rng: random.Random) -> Samples:
    return noise(0.2, rng, smooth=0.55, attack=0.06, release=0.12)


def card_flip(rng: random.Random) -> Samples:
    out = noise(0.12, rng, smooth=0.45, attack=0.03, release=0.08)
    return mix_in(out, tok(700, rng), 0.1, 0.45)


def card_play(rng: random.Random) -> Samples:
    out = noise(0.16, rng, smooth=0.6, attack=0.04, release=0.1)
    return mix_in(out, glide(190, 150, 0.12, decay=30), 0.13, 0.7)


def token(rng: random.Random) -> Samples:
    return mix_in(tok(620, rng), tok(1240, rng), 0.0, 0.25)


def capture(rng: random.Random) -> Samples:
    out = glide(260, 120, 0.3, decay=11)
    return mix_in(out, noise(0.08, rng, smooth=0.7, attack=0.002, release=0.07), 0, 0.6)


def coins(rng: random.Random) -> Samples:
    out = silence(0.05)
    for k, at in enumerate((0.0, 0.07, 0.15)):
        base = rng.uniform(2300, 2700)
        clink = bell(base, 0.25, decay=14, partials=(1.0, 1.52, 2.13), weights=(0.6, 0.45, 0.3), attack=0.001)
        mix_in(out, clink, at, 0.8 - 0.2 * k)
    return out


def crystal(rng: random.Random) -> Samples:
    ping = bell(1760, 0.5, decay=7, partials=(1.0, 2.76, 5.4), weights=(0.8, 0.3, 0.1), attack=0.002)
    return mix_in(ping, bell(2637, 0.4, decay=9, attack=0.002), 0.06, 0.35)


def fame(rng: random.Random) -> Samples:
    out = bell(659.3, 0.6, decay=5)
    return mix_in(out, bell(987.8, 0.55, decay=5), 0.11, 0.9)


def reveal(rng: random.Random) -> Samples:
    out = noise(0.3, rng, smooth=0.5, attack=0.1, release=0.2)
    for k, f in enumerate((523.3, 659.3, 784.0, 1046.5)):
        mix_in(out, bell(f, 0.45, decay=6), 0.05 + 0.07 * k, 0.45)
    return out


def your_turn(rng: random.Random) -> Samples:
    out = bell(784.0, 0.9, decay=3.5, attack=0.01)
    return mix_in(out, bell(1046.5, 0.8, decay=3.5, attack=0.01), 0.16, 0.85)


def illegal(rng: random.Random) -> Samples:
    out = glide(330, 300, 0.16, decay=14)
    return mix_in(out, glide(262, 240, 0.2, decay=12), 0.1, 0.9)


def _melody(notes: tuple[float, ...], step: float, last: float) -> Samples:
    out: Samples = []
    for k, f in enumerate(notes):
        length = last if k == len(notes) - 1 else step * 3
        mix_in(out, bell(f, length, decay=3.0 if k == len(notes) - 1 else 5.0, attack=0.01), k * step, 0.6)
    return out


def win(rng: random.Random) -> Samples:
    return _melody((523.3, 659.3, 784.0, 1046.5), 0.14, 1.1)


def loss(rng: random.Random) -> Samples:
    return _melody((440.0, 349.2, 293.7), 0.22, 1.0)


def draw(rng: random.Random) -> Samples:
    return _melody((392.0, 587.3, 587.3), 0.2, 0.8)


def handoff(rng: random.Random) -> Samples:
    out = noise(0.28, rng, smooth=0.6, attack=0.08, release=0.18)
    return mix_in(out, bell(587.3, 0.5, decay=6, attack=0.02), 0.12, 0.4)


def table_ambient(rng: random.Random) -> Samples:
    """An 8-second pad that loops without a seam: every frequency fits a whole number of cycles."""
    seconds = 8.0
    n = int(seconds * AMBIENT_RATE)
    voices = ((110.0, 0.5, 1), (164.875, 0.35, 2), (220.0, 0.25, 1), (277.125, 0.18, 4))
    out = []
    for i in range(n):
        t = i / AMBIENT_RATE
        out.append(
            sum(
                w
                * (0.6 + 0.4 * math.sin(2 * math.pi * t * lfo / seconds + k))
                * math.sin(2 * math.pi * f * t)
                for k, (f, w, lfo) in enumerate(voices)
            )
        )
    return out


#: name -> (recipe, peak level); the names are what ``game.audio.play`` takes.
RECIPES: dict[str, tuple[Callable[[random.Random], Samples], float]] = {
    "click": (click, 0.25),
    "dice": (dice, 0.4),
    "card_draw": (card_draw, 0.3),
    "card_flip": (card_flip, 0.3),
    "card_play": (card_play, 0.35),
    "token": (token, 0.35),
    "capture": (capture, 0.4),
    "coins": (coins, 0.3),
    "crystal": (crystal, 0.3),
    "fame": (fame, 0.35),
    "reveal": (reveal, 0.35),
    "your_turn": (your_turn, 0.4),
    "illegal": (illegal, 0.3),
    "win": (win, 0.4),
    "loss": (loss, 0.35),
    "draw": (draw, 0.35),
    "handoff": (handoff, 0.3),
    "ambient": (table_ambient, 0.22),
}


def render(name: str) -> tuple[array, int]:
    """The 16-bit samples of one sound (normalised to its peak level, faded out) and its rate."""
    recipe, peak = RECIPES[name]
    samples = recipe(random.Random(name))
    rate = AMBIENT_RATE if name == "ambient" else RATE
    top = max(abs(v) for v in samples) or 1.0
    fade = 0 if name == "ambient" else int(0.01 * rate)
    pcm = array("h")
    for i, v in enumerate(samples):
        tail = min(1.0, (len(samples) - i) / fade) if fade else 1.0
        pcm.append(round(v / top * peak * tail * 32767))
    return pcm, rate


def write(name: str, folder: Path) -> Path:
    pcm, rate = render(name)
    if sys.byteorder == "big":
        pcm.byteswap()
    path = folder / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(pcm.tobytes())
    return path


def main(folder: Path | None = None) -> None:
    from game.audio import sound_dir

    folder = folder or sound_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in RECIPES:
        path = write(name, folder)
        print(f"{path.name:16} {path.stat().st_size / 1024:6.1f} KB")


if __name__ == "__main__":
    main()
