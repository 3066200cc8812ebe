"""Sorcery card data: the deck file schema, its validation and the cast cards.

The printed list of 35 cards is not available to the project, so the shipped
deck (``decks/default.json``) is our own reconstruction built only from the
rulebook's primitives.  Any file of the same schema can replace it: the engine
reads nothing from a card but the fields checked here, so the printed data can
be dropped in without code changes.  Texts in the file are English msgids;
their Polish and German versions live in the message catalogues (the catalogue
extractor reads the ``name``, ``text`` and ``title`` keys of every deck file).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from game.rules.base import Msg

SCHEMA = 1
DECK_SIZE = 35
CHARACTERS = 7
TYPES = ("permanent", "one_time", "immediate", "character")

# effect -> (types it may sit on, needs the parameter n)
EFFECTS: dict[str, tuple[frozenset[str], bool]] = {
    "none": (frozenset({"immediate", "character"}), False),
    "add": (frozenset({"permanent", "one_time", "immediate"}), True),
    "move_own": (frozenset({"permanent", "one_time", "immediate"}), True),
    "move_opp": (frozenset({"permanent", "one_time", "immediate"}), True),
    "remove": (frozenset({"permanent", "one_time", "immediate"}), True),
    "reserve": (frozenset({"permanent", "one_time", "immediate"}), True),
    "tokens": (frozenset({"permanent", "one_time", "immediate"}), True),
    "set_die": (frozenset({"one_time"}), False),
    "ring": (frozenset({"permanent", "one_time"}), True),
    "ball": (frozenset({"permanent", "one_time", "immediate"}), True),
    "spear": (frozenset({"permanent"}), False),
    "wand": (frozenset({"immediate"}), True),
}


class DeckError(ValueError):
    """A deck file that does not follow the schema (the message names the card)."""


@dataclass(frozen=True)
class CardDef:
    id: str
    name: str
    type: str
    cost: int
    advantage: int
    points: int
    effect: str
    n: int
    text: str
    printed: bool  # named in the rulebook (the rest are the project's own design)

    def label(self) -> Msg:
        """The card's name as a translatable message (deck names are catalogue msgids)."""
        return self._label

    @cached_property
    def _label(self) -> Msg:
        """Built once: log lines name cards thousands of times a second in playouts (a Msg is immutable)."""
        return Msg(self.name)

    def public(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "cost": self.cost,
            "advantage": self.advantage,
            "points": self.points,
            "effect": self.effect,
            "n": self.n,
            "text": self.text,
            "printed": self.printed,
        }


@dataclass(frozen=True)
class CastCard:
    """One of a player's six cast cards: crystals it moves and whether it flips its die."""

    value: int
    flip: bool


@dataclass(frozen=True)
class Deck:
    id: str
    title: str
    reconstruction: bool
    cards: dict[str, CardDef]
    order: tuple[str, ...]
    cast_cards: tuple[CastCard, ...]
    source: dict[str, Any]

    def of_type(self, kind: str) -> list[str]:
        return [c for c in self.order if self.cards[c].type == kind]

    def public(self) -> dict[str, Any]:
        return {c: self.cards[c].public() for c in self.order}


def _int(card: dict[str, Any], key: str, lo: int, hi: int) -> int:
    value = card.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise DeckError(f"card {card.get('id')!r}: {key} must be an integer in {lo}..{hi}")
    return value


def parse_deck(data: dict[str, Any]) -> Deck:
    """Validate a deck document and build the immutable :class:`Deck`."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise DeckError(f'a deck is an object with "schema": {SCHEMA}')
    cast = data.get("cast_cards")
    if not isinstance(cast, list) or len(cast) != 6:
        raise DeckError("cast_cards must list the six cast cards of a player")
    cast_cards = []
    for entry in cast:
        if not isinstance(entry, dict) or not isinstance(entry.get("flip"), bool):
            raise DeckError("each cast card is an object with value and flip")
        cast_cards.append(CastCard(_int(entry, "value", 0, 5), entry["flip"]))
    raw = data.get("cards")
    if not isinstance(raw, list) or len(raw) != DECK_SIZE:
        raise DeckError(f"cards must list exactly {DECK_SIZE} sorcery cards")
    cards: dict[str, CardDef] = {}
    for card in raw:
        if not isinstance(card, dict):
            raise DeckError("each card is an object")
        cid = card.get("id")
        if not isinstance(cid, str) or not cid or cid == "portal" or cid in cards:
            raise DeckError(f"card id {cid!r} is missing, reserved or repeated")
        kind = card.get("type")
        if kind not in TYPES:
            raise DeckError(f"card {cid!r}: type must be one of {TYPES}")
        effect = card.get("effect", "none")
        if effect not in EFFECTS or kind not in EFFECTS[effect][0]:
            raise DeckError(f"card {cid!r}: effect {effect!r} is not allowed on a {kind} card")
        n = _int(card, "n", 1, 9) if EFFECTS[effect][1] else 0
        for key in ("name", "text"):
            if not isinstance(card.get(key), str) or not card[key].strip():
                raise DeckError(f"card {cid!r}: {key} must be a non-empty string")
        points = 1 if kind == "character" else _int(card, "points", 0, 9)
        cards[cid] = CardDef(
            cid,
            card["name"],
            kind,
            _int(card, "cost", 1, 20),
            _int(card, "advantage", 1, 9),
            points,
            effect,
            n,
            card["text"],
            bool(card.get("printed", False)),
        )
    counts = {k: sum(1 for c in cards.values() if c.type == k) for k in TYPES}
    if counts["character"] != CHARACTERS:
        raise DeckError(f"a deck holds exactly {CHARACTERS} characters, this one {counts['character']}")
    if counts["permanent"] < 6:
        raise DeckError("at least 6 permanent cards are needed for the advanced draft")
    title = data.get("title")
    if not isinstance(title, str) or not title:
        raise DeckError("the deck needs a title")
    return Deck(
        str(data.get("id", "custom")),
        title,
        bool(data.get("reconstruction", False)),
        cards,
        tuple(cards),
        tuple(cast_cards),
        data,
    )


def load_deck_file(path: Path) -> Deck:
    """Read and validate a deck file (a tool for maintainers; engines get a :class:`Deck`)."""
    return parse_deck(json.loads(path.read_text(encoding="utf-8")))


DEFAULT_PATH = Path(__file__).resolve().parent / "decks" / "default.json"
_DEFAULT: Deck | None = None


def default_deck() -> Deck:
    """The shipped deck, read once: static package data like any other rules table."""
    global _DEFAULT
    if _DEFAULT is None:
        _DEFAULT = load_deck_file(DEFAULT_PATH)
    return _DEFAULT
