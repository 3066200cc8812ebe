"""Sound for the whole app: one quiet mixer the scenes and table views call by sound name.

``play("card_play")`` is all a hook needs; :mod:`game.audio.mixer` opens the
device lazily, stays silent without one, and keeps bursts from piling up.
The sounds themselves are made by :mod:`game.audio.synth` (our own work).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.audio.mixer import SOUNDS, Mixer, sound_dir

if TYPE_CHECKING:
    from game.settings import Settings
    from game.sprites.tween import Animator

#: The app's one mixer (pygame's mixer is process-wide too).
MIXER = Mixer()


def play(name: str) -> None:
    """Play a sound now, if the limiter, the volume and the mute key allow it."""
    MIXER.play(name)


def after(anim: Animator, seconds: float, name: str) -> None:
    """Play ``name`` when an animation lands ``seconds`` from now (scaled like every tween).

    A silent tween carries the sound, so skipping animations or the instant
    speed play it at once, exactly when the picture lands.
    """
    anim.add(0.0, _still, delay=seconds, on_done=lambda: play(name))


def landing(name: str) -> Callable[[], None]:
    """An ``on_done`` for a tween: the sound of the thing arriving."""
    return lambda: play(name)


def configure(settings: Settings) -> None:
    """Apply the volume and mute settings at once (also to what is playing)."""
    MIXER.configure(settings.volume, settings.effects_volume, settings.ambient_volume, settings.muted)


def ambient(on: bool) -> None:
    """Start or stop the quiet table loop (it only sounds when the ambient volume is above 0)."""
    MIXER.ambient(on)


def _still(_t: float) -> None:
    """A tween that moves nothing: it only times a sound."""


__all__ = ["MIXER", "SOUNDS", "after", "ambient", "configure", "landing", "play", "sound_dir"]
