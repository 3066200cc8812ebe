"""Which sound each engine event makes, and when: at the moment its picture lands on the table.

One table per game, ``event kind -> (sound, seconds)``: the seconds are how
long after the event's own animation starts the thing arrives (a die stops
tumbling, a crystal lands in its row, a card settles).  A table view calls
:func:`cue` once per event with that event's start delay; a view without
animations (the generic one) passes no animator and the sound plays at once.
Events missing here (a phase change, the end of the game -- the scores sound
that) stay quiet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.audio import after, play

if TYPE_CHECKING:
    from game.rules.base import Event
    from game.sprites.tween import Animator

Cue = tuple[str, float]

CUES: dict[str, dict[str, Cue]] = {
    "spellbook": {  # materia fly 0.26 s from the bag, the pool, the altar or the familiar
        **dict.fromkeys(("draw", "take", "store", "swap", "discard", "replace", "refill"), ("token", 0.26)),
        "learn": ("card_play", 0.1),
        "raise": ("card_flip", 0.1),
        "lower": ("card_flip", 0.1),
        "track": ("fame", 0.26),
        "advance": ("fame", 0.26),
        "rival_track": ("token", 0.26),
        "reshuffle": ("dice", 0.0),
        "mirage": ("reveal", 0.0),
        "end_triggered": ("reveal", 0.1),
    },
    "witchcraft": {  # tokens fly 0.28 s, spell beams take 0.5 s
        **dict.fromkeys(
            (
                "deploy",
                "summon",
                "place",
                "move",
                "arrange",
                "swap",
                "remove",
                "refresh",
                "shield",
                "face",
                "attach",
                "reserve",
            ),
            ("token", 0.26),
        ),
        "activate": ("reveal", 0.0),
        "hit": ("capture", 0.45),
        "destroy": ("capture", 0.5),
        "altar": ("crystal", 0.5),
        "power": ("reveal", 0.0),
        "battle": ("reveal", 0.0),
    },
    "sorcery": {  # dice tumble 0.45 s, cards flip in 0.4 s, crystals fly 0.32 s
        "roll": ("dice", 0.05),
        "reroll": ("dice", 0.05),
        "ability_roll": ("dice", 0.05),
        "set_die": ("token", 0.0),
        "reveal": ("reveal", 0.15),
        "portal_reveal": ("reveal", 0.15),
        **dict.fromkeys(
            ("place", "portal", "add", "move", "reserve", "take", "refund", "top_up"), ("crystal", 0.32)
        ),
        **dict.fromkeys(("tokens", "wizard"), ("token", 0.0)),
        "bonus": ("fame", 0.1),
        "remove": ("capture", 0.1),
        "removed": ("capture", 0.3),
        "win": ("fame", 0.9),
        "slide": ("card_draw", 0.7),
        **dict.fromkeys(("keep", "kept_hidden", "use", "assigned"), ("card_play", 0.0)),
    },
    "trickerion": {  # the view repaints at once and glows what changed: sounds as the glow starts
        **dict.fromkeys(
            (
                "place",
                "assigned",
                "idle",
                "move_app",
                "move_trick",
                "move_comp",
                "initiative",
                "resched",
                "prepare",
                "setup",
                "hire",
            ),
            ("token", 0.0),
        ),
        **dict.fromkeys(
            ("learn", "buy_spell", "keep", "heir_learn", "heir_enchant", "discard_card"), ("card_play", 0.0)
        ),
        **dict.fromkeys(("draw", "new_card", "heir_draw"), ("card_draw", 0.0)),
        **dict.fromkeys(("reveal", "prophecy", "fate", "fortune", "heir_fortune"), ("reveal", 0.0)),
        **dict.fromkeys(("coins", "wages", "buy", "order", "quick", "reward", "heir_coins"), ("coins", 0.0)),
        **dict.fromkeys(("setdie", "reroll", "magic_dice", "heir_reroll", "heir_spell_die"), ("dice", 0.0)),
        **dict.fromkeys(("advertise", "ability", "perform", "heir_wagon_fame"), ("fame", 0.0)),
        "heir_magic_shard": ("crystal", 0.0),
    },
}


def cue(anim: Animator | None, game_id: str, event: Event, delay: float = 0.0) -> None:
    """Sound ``event`` when its animation, starting ``delay`` seconds from now, lands."""
    found = CUES.get(game_id, {}).get(event.kind)
    if found is None:
        return
    sound, lands = found
    if anim is None:
        play(sound)
    else:
        after(anim, delay + lands, sound)
