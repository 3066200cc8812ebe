"""Player-facing texts of the SpellBook engine that are built from data.

Materia are named as "red materia (circle)"-style pairs: the colour and the
noun travel together in one msgid, so translations can agree in gender.
"""

from __future__ import annotations

from game.rules.base import N_, Msg
from game.rules.spellbook.data import COLOURS, PHASE_NAMES, RUNE_NAMES, RUNES, SPELLS

MATERIA_NAMES = {
    "red": N_("red materia"),
    "purple": N_("purple materia"),
    "green": N_("green materia"),
    "black": N_("black materia"),
    "white": N_("white materia"),
    "blue": N_("blue materia"),
    "yellow": N_("yellow materia"),
}


def _materia_msg(m: int) -> Msg:
    return Msg(
        "{materia} ({rune})",
        materia=Msg(MATERIA_NAMES[COLOURS[m // 15]]),
        rune=Msg(RUNE_NAMES[RUNES[(m % 15) // 5]]),
    )


# Msgs are immutable: built once, shared by every log line (events are made in hot playout loops).
_MATERIA_MSGS = tuple(_materia_msg(m) for m in range(105))
_SPELL_MSGS = {sid: Msg(card.name) for sid, card in SPELLS.items()}


def materia_msg(m: int) -> Msg:
    """ "red materia (circle)" as a nested, translatable Msg."""
    return _MATERIA_MSGS[m]


def spell_msg(sid: str) -> Msg:
    return _SPELL_MSGS[sid]


def phase_msg(phase: str) -> Msg:
    return Msg(PHASE_NAMES[phase])
