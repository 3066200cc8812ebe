"""Pending prompts: a multi-step choice the engine holds open until the acting seat answers.

``st.pend`` is one of these records or None.  They are frozen, so a clone shares
them; in JSON (saves and the view's ``pend``) each is the list of ints the
engine has always written -- its code, then its fields -- so old saves load.
The actions each prompt offers and what answering does live with the location
that opens it; ``locations.py`` dispatches by record type.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import astuple, dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True, slots=True)
class KeepSpecial:
    """Keep one of the Special Assignment cards just drawn from ``deck`` (the other goes back)."""

    code: ClassVar[int] = 2
    deck: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GiveCard:
    """Hypnotic Motivation: give the character who joined at once an assignment card."""

    code: ClassVar[int] = 3


@dataclass(frozen=True, slots=True)
class Investments:
    """Investments: buy up to ``left`` more components for at most ``budget`` coins in all."""

    code: ClassVar[int] = 4
    left: int
    budget: int


@dataclass(frozen=True, slots=True)
class OnStagePreparation:
    """On-stage Preparation: set up one marker of the trick just prepared (symbol ``sym``) for free."""

    code: ClassVar[int] = 5
    sym: int


@dataclass(frozen=True, slots=True)
class HiddenTalent:
    """Hidden Talent: trade the Apprentice who prepared for a Specialist, or not."""

    code: ClassVar[int] = 6


@dataclass(frozen=True, slots=True)
class Reschedule:
    """Where the lifted marker (``marker`` = player * 4 + symbol) goes; ``pay`` Links as usual."""

    code: ClassVar[int] = 7
    marker: int
    pay: int
    stacked: int  # the STACKED face bit of Electra's pair, kept on the new spot


@dataclass(frozen=True, slots=True)
class SwapCards:
    """Buying Time: swap two performance cards, or not."""

    code: ClassVar[int] = 8


@dataclass(frozen=True, slots=True)
class RewardDraw:
    """The reward die's "draw a card": which Special Assignment deck to draw from."""

    code: ClassVar[int] = 10


@dataclass(frozen=True, slots=True)
class ComponentSale:
    """Component Sale: the basket picked so far, then the payment."""

    code: ClassVar[int] = 12
    basket: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ShapeshifterBoost:
    """Does the placed Shapeshifter take the Mechaniker's once-per-turn Apprentice boost?"""

    code: ClassVar[int] = 13


Prompt = (
    KeepSpecial
    | GiveCard
    | Investments
    | OnStagePreparation
    | HiddenTalent
    | Reschedule
    | SwapCards
    | RewardDraw
    | ComponentSale
    | ShapeshifterBoost
)

PromptHandlers = dict[type, tuple[Callable[..., list[Any]], Callable[..., None]]]
"""Per record type: (the answers offered, applying an answer) -- each location declares its own."""

_BY_CODE: dict[int, type[Prompt]] = {
    kind.code: kind
    for kind in (
        KeepSpecial,
        GiveCard,
        Investments,
        OnStagePreparation,
        HiddenTalent,
        Reschedule,
        SwapCards,
        RewardDraw,
        ComponentSale,
        ShapeshifterBoost,
    )
}


def encode(prompt: Prompt | None) -> list[int]:
    """The prompt as the saves hold it: its code and its fields, flat (``[]`` for none)."""
    if prompt is None:
        return []
    out = [prompt.code]
    for value in astuple(prompt):
        out.extend(value) if isinstance(value, tuple) else out.append(value)
    return out


def decode(data: list[int]) -> Prompt | None:
    """The record a save's list stands for (the last field of a record may be a tuple)."""
    if not data:
        return None
    kind = _BY_CODE[data[0]]
    n = len(fields(kind))
    args: list[int | tuple[int, ...]] = list(data[1:n])
    if n:
        args.append(tuple(data[n:]) if kind in (KeepSpecial, ComponentSale) else data[n])
    return kind(*args)  # type: ignore[arg-type]
