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
from typing import Any, ClassVar, TypeVar, dataclass_transform

#: Every record type by its code (filled by :func:`prompt`), for reading saves.
_BY_CODE: dict[int, type[Any]] = {}
R = TypeVar("R", bound="Record")


class Record:
    """What every prompt record has: the ``code`` its saves begin with."""

    __slots__ = ()
    code: ClassVar[int]


@dataclass_transform(frozen_default=True)
def prompt(code: int) -> Callable[[type[R]], type[R]]:
    """Make a class a prompt record: a frozen dataclass saved under ``code`` (a code never changes:
    old saves hold it)."""

    def record(cls: type[R]) -> type[R]:
        made = dataclass(frozen=True, slots=True)(cls)  # slots: a new class, the one to keep
        made.code = code
        assert code not in _BY_CODE, f"prompt code {code} used twice"
        _BY_CODE[code] = made
        return made

    return record


@prompt(2)
class KeepSpecial(Record):
    """Keep one of the Special Assignment cards just drawn from ``deck`` (the other goes back)."""

    deck: int
    cards: tuple[int, ...]


@prompt(3)
class GiveCard(Record):
    """Hypnotic Motivation: give the character who joined at once an assignment card."""


@prompt(4)
class Investments(Record):
    """Investments: buy up to ``left`` more components for at most ``budget`` coins in all."""

    left: int
    budget: int


@prompt(5)
class OnStagePreparation(Record):
    """On-stage Preparation: set up one marker of the trick just prepared (symbol ``sym``) for free."""

    sym: int


@prompt(6)
class HiddenTalent(Record):
    """Hidden Talent: trade the Apprentice who prepared for a Specialist, or not."""


@prompt(7)
class Reschedule(Record):
    """Where the lifted marker (``marker`` = player * 4 + symbol) goes; ``pay`` Links as usual."""

    marker: int
    pay: int
    stacked: int  # the STACKED face bit of Electra's pair, kept on the new spot


@prompt(8)
class SwapCards(Record):
    """Buying Time: swap two performance cards, or not."""


@prompt(10)
class RewardDraw(Record):
    """The reward die's "draw a card": which Special Assignment deck to draw from."""


@prompt(12)
class ComponentSale(Record):
    """Component Sale: the basket picked so far, then the payment."""

    basket: tuple[int, ...]


@prompt(13)
class ShapeshifterBoost(Record):
    """Does the placed Shapeshifter take the Mechaniker's once-per-turn Apprentice boost?"""


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
    return kind(*args)
