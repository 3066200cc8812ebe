"""Dahlgaard's Heir: the solo opponent's decision rules, as pure functions over the engine state.

The Heir is part of the rules, not a bot: the engine calls these hooks at the
fixed moments of a turn and the Heir's seat never appears in ``to_act()``.
Every random choice draws from the state's own ``st.rng``, so a solo game
replays exactly.  Numbers and lists come from ``data/heir.py`` (all marked
``verified=False``: the official booklet was not available, see digest 14).

Hooks the engine calls (agreed in ``engine.py``'s module note):

- :func:`setup` -- magician, team by difficulty, starting trick, Plan deck.
- :func:`assign` -- reveal the next Plan card, give each character a card.
- :func:`place` -- which character goes where next (contested locations,
  then the stance's priority list); ``(char, -1, -1)`` means "leave idle".
- :func:`resolve` -- the location algorithm for one placement.
- :func:`choose_performance` -- which Performance card the Heir performs.
- :func:`end_turn` -- coin conversion and the discarded card's markers.
- :func:`final_score` -- the Heir's own end-game items.

Helpers the engine may also use: :func:`trick_yield` (the Heir's yield for one
of its markers: no day modifier, Electra's bonus), :func:`performer_gains`
(everything the Heir gains when it performs a card),
:func:`choose_special_deck` (reward die "draw a card"), :func:`stance_ready`.

NOTE TO THE ENGINE HELPER (what this module expects from the engine):

1. ``place`` may answer ``(char, -1, -1)``: the engine then leaves that Heir
   character idle (``placed[char] = 2``) instead of calling ``heir_place``.
2. The Heir pays no wages; call :func:`end_turn` in End Turn *before* the
   Performance cards move (it scores the Heir markers on the card about to be
   discarded) -- the engine then discards the card as usual.
3. When the Heir performs, add :func:`performer_gains` to it instead of the
   human performer bonuses; when the Heir is a guest, give it
   :func:`trick_yield` per marker (it ignores day modifiers).
4. ``assign`` takes the cards out of the Heir's hand exactly as a human's
   ``assign`` actions do, so End Turn returns them the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Event, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.data import heir as H
from game.rules.trickerion.data.schema import LOCATIONS
from game.rules.trickerion.data.tricks import SINGLE_BASIC_TRICKS, TRICKS
from game.rules.trickerion.state import (
    APPRENTICE,
    ASSISTANT,
    DARK_ALLEY,
    DOWNTOWN,
    ENGINEER,
    IDLE,
    MAGICIAN,
    MANAGER,
    MARKET,
    SPECIAL_BASE,
    THEATER,
    WORKSHOP,
)

if TYPE_CHECKING:
    from game.rules.trickerion.engine import TrickerionState

LOC = {name: i for i, name in enumerate(LOCATIONS)}
PLAN_BY_ID = H.PLAN_BY_ID
TRICK_INDEX = {t.id: i for i, t in enumerate(TRICKS)}
SINGLE_BASIC = frozenset(TRICK_INDEX[tid] for tid in SINGLE_BASIC_TRICKS)
X = T.X_FACE
DIE_TRICK_1, DIE_TRICK_2, DIE_SPECIALIST, DIE_APPRENTICE, DIE_BANK_1, DIE_BANK_2 = range(6)
OPPOSITE = (2, 3, 0, 1)
