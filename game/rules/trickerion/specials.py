"""Special Assignment cards and magician abilities: the numbers printed on them, the card
active in this placement, and drawing cards (a primitive the Heir uses too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.base import Action, Event, Msg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import CARD_USED, LOCATION_NAMES, SPECIAL_BASE
from game.rules.trickerion.prompts import KeepSpecial, PromptHandlers, ShapeshifterBoost

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


def card_num(key: str, name: str) -> int:
    """A number printed on a Special Assignment card (its effect parameter in the data)."""
    return int(T.SPECIAL_PARAMS[key][name])


def mech_ap() -> int:
    """The Mechaniker's once-per-turn boost to an Apprentice placed outside the Theater."""
    return int(T.MAGICIAN_PARAMS["apprentice_ap"]["ap"])


def card_key(st: TrickerionState) -> str:
    """The key of the Special Assignment ability active for this placement, or ''."""
    c = st.act_card
    if c >= SPECIAL_BASE and not st.act_flags & CARD_USED:
        return T.SPECIAL_KEY[c - SPECIAL_BASE]
    return ""


def draw_specials(st: TrickerionState, pi: int, deck: int, events: list[Event]) -> None:
    """Draw two cards of a deck into a pending keep-one choice (primitive for the Heir too).

    Everyone sees the draw and its deck (a deck is a location's), as at a real table; only the
    keep names a card.
    """
    cards = st.sa_decks[deck][:2]
    del st.sa_decks[deck][:2]
    st.pend = KeepSpecial(deck, tuple(cards))
    if not st.quiet_mode:
        events.append(
            Event(
                "draw",
                pi,
                {"deck": deck},
                irreversible=True,
                text=Msg(
                    "{player} draws Special Assignment cards ({location}).",
                    player=pi,
                    location=LOCATION_NAMES[deck],
                ),
            )
        )


def _shape_actions(st: TrickerionState, pi: int, pend: ShapeshifterBoost) -> list[Action]:
    return [T.mk("shape_as", apprentice=1), T.mk("shape_as", apprentice=0)]


def _shape_boost(
    st: TrickerionState, pi: int, a: Action, pend: ShapeshifterBoost, events: list[Event]
) -> None:
    st.pend = None
    if a["apprentice"]:
        st.p[pi].used_mech |= 1
        st.act_ap += mech_ap()
        if not st.quiet_mode:
            events.append(
                Event(
                    "ability",
                    pi,
                    text=Msg("{player}'s Shapeshifter counts as an Apprentice: +1 AP.", player=pi),
                )
            )


PROMPTS: PromptHandlers = {ShapeshifterBoost: (_shape_actions, _shape_boost)}
