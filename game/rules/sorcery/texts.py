"""School of Sorcery's moves in words: what ``describe`` says of each action.

A first-time player read "Honour 3@2 · 2@4", "Remove from locations 1, 3" and "Cast cards
3↻, 2, 1 on the dice" as code.  Each form now says what happens, as an order to the player
making the move (a bot's reason shows the same words after its name), and starts with its
verb or the card used, so the one-row form of a bot's reason keeps what matters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from game.rules.base import Action, Msg, NMsg

if TYPE_CHECKING:
    from game.rules.sorcery.state import SorceryState


def describe(st: SorceryState, action: Action) -> Msg:
    """The player-facing label of ``action`` (choosers, bots' reasons and their tooltips)."""
    label = _LABELS.get(action.kind)
    return label(st, action) if label is not None else Msg("That move is not allowed now.")


def cast_label(card: Any) -> str:
    """A cast card as its face shows it: its crystals, with the arrow when it flips its die."""
    return f"{card.value}\u21bb" if card.flip else str(card.value)


def where(st: SorceryState, loc: int) -> int | Msg:
    """A location number as a text names it, marked when the portal lies there.

    "moves 2 crystals from location 4 to location 6" left the reader to notice that 6 held the
    portal (crystals put there wait for phase III); the mark keeps each language's grammar intact.
    """
    # TRANSLATORS: a location number in a sentence when the portal lies there: "to location 6 (portal)"
    return Msg("{loc} (portal)", loc=loc) if loc - 1 == st.portal_index() else loc


def and_list(parts: Sequence[Msg | int]) -> Msg | int:
    """``parts`` read as one phrase: "a", "a and b", "a, b and c" in the current language."""
    if len(parts) == 1:
        return parts[0]
    head = parts[0]
    for part in parts[1:-1]:
        # TRANSLATORS: joins the first items of a list; the last one is joined by "{a} and {b}"
        head = Msg("{a}, {b}", a=head, b=part)
    # TRANSLATORS: the last two items of a list, e.g. "3 crystals at location 2 and 2 crystals at location 4"
    return Msg("{a} and {b}", a=head, b=parts[-1])


def _keep(st: SorceryState, a: Action) -> Msg:
    return Msg("Keep {card}", card=st.deck.cards[a["card"]].label())


def _reroll(st: SorceryState, a: Action) -> Msg:
    """Which dice, counted from the left as the table lays them out ("Reroll 1 die" did not say
    which, so a bot's reason could not be followed).  No brackets: a bot's reason adds its
    rating in brackets after the move ("… (39 %)")."""
    dice = [d + 1 for d in a["dice"]]
    # TRANSLATORS: {dice} is one die number or a list of them, counted from the left: "1", "1 and 3"
    return NMsg(
        "Reroll die {dice} for a token", "Reroll dice {dice} for a token", len(dice), dice=and_list(dice)
    )


def _assign(st: SorceryState, a: Action) -> Msg:
    """Which card goes face down on which die (dice counted from the left, as the choosers count them)."""
    cast = st.deck.cast_cards
    parts = [
        # TRANSLATORS: a cast card's crystals ("2", "2↻" when it turns its die over) and the die it lies on
        Msg("{card} on die {die}", card=cast_label(cast[idx]), die=d + 1)
        for d, idx in enumerate(a["cards"])
    ]
    return Msg("Cast face down: {cards}", cards=and_list(parts))


def honour_faces(st: SorceryState, amounts: Sequence[int]) -> list[int] | None:
    """The faces of the revealed cast cards that ``amounts`` honours (None: both seats could be meant).

    Both players can be short at once; the amounts then name a seat only when they fit one
    seat's demand and reserve (or both seats' cards show the same faces).
    """
    if st.revealed is None:
        return None
    faces = []
    for seat in (0, 1):
        demand = st.short[seat]
        if demand is not None and sum(amounts) == st.reserve[seat]:
            if all(k <= d for k, d in zip(amounts, demand, strict=True)):
                faces.append([row[1] for row in st.revealed[seat]])
    return faces[0] if faces and all(f == faces[0] for f in faces) else None


def _honour(st: SorceryState, a: Action) -> Msg:
    """Where the short player's crystals go, location by location (dice showing one face add up)."""
    amounts = list(a["amounts"])
    if not any(amounts):
        return Msg("Honour none of the cast cards")
    faces = honour_faces(st, amounts)
    if faces is None:
        first, second, third = amounts
        return Msg("Honour the three cast cards with {a}, {b} and {c} crystals", a=first, b=second, c=third)
    totals: dict[int, int] = {}
    for face, k in zip(faces, amounts, strict=True):
        if k:
            totals[face] = totals.get(face, 0) + k
    parts = [
        NMsg("{n} crystal on the portal", "{n} crystals on the portal", k)
        if face - 1 == st.portal_index()
        else NMsg("{n} crystal at location {loc}", "{n} crystals at location {loc}", k, loc=face)
        for face, k in sorted(totals.items())
    ]
    return Msg("Honour {parts}", parts=and_list(parts))


def _portal(st: SorceryState, a: Action) -> Msg:
    cid = st.loc[a["loc"] - 1]
    assert cid is not None  # the portal's crystals go to a card at another location
    return Msg(
        "Send your portal crystals to {card} at location {loc}",
        card=st.deck.cards[cid].label(),
        loc=a["loc"],
    )


def _pass(st: SorceryState, a: Action) -> Msg:
    return Msg("Pass: use no one-time card now")


def _done(st: SorceryState, a: Action) -> Msg:
    return Msg("Use no more permanent cards this round")


def _skip(st: SorceryState, a: Action) -> Msg:
    if st.pending is None:
        return Msg("Skip")
    return Msg("Do not use {card}", card=st.deck.cards[st.pending["card"]].label())


def _resolve(st: SorceryState, a: Action) -> Msg:
    """A rolled ability's result: the Crystal Ball adds at its die's location, the Ring removes."""
    p = st.pending
    assert p is not None
    name = st.deck.cards[p["card"]].label()
    if a.get("n") is not None:
        return _adds(name, a["n"], where(st, p["dice"][0]))
    frm = a["frm"]
    return _removes(name, {where(st, loc): frm.count(loc) for loc in sorted(set(frm))})


def _adds(name: Msg, n: int, loc: int | Msg) -> Msg:
    return NMsg(
        "{card}: add {n} crystal to location {loc}",
        "{card}: add {n} crystals to location {loc}",
        n,
        card=name,
        loc=loc,
    )


def _removes(name: Msg, counts: dict[int | Msg, int]) -> Msg:
    parts = [
        NMsg("{n} rival crystal from location {loc}", "{n} rival crystals from location {loc}", k, loc=loc)
        for loc, k in counts.items()
    ]
    return Msg("{card}: remove {parts}", card=name, parts=and_list(parts))


def _use(st: SorceryState, a: Action) -> Msg:
    """A won card's use: the card (the Spear with the card it borrows) and what it does."""
    card = st.deck.cards[a["card"]]
    name: Msg = card.label()
    effect, n = card.effect, card.n
    if a.get("via") is not None:
        via = st.deck.cards[a["via"]]
        name = Msg("{card} as {other}", card=name, other=via.label())
        effect, n = via.effect, via.n
    k = a.get("n")
    if effect == "add" and k is not None:
        return _adds(name, k, where(st, a["loc"]))
    if effect == "remove" and k is not None:
        return _removes(name, {where(st, a["frm"]): k})
    if effect in ("move_own", "move_opp") and k is not None:
        what = (
            NMsg("{n} of your crystals", "{n} of your crystals", k)
            if effect == "move_own"
            else NMsg("{n} rival crystal", "{n} rival crystals", k)
        )
        return Msg(
            "{card}: move {what} from location {frm} to location {to}",
            card=name,
            what=what,
            frm=where(st, a["frm"]),
            to=where(st, a["to"]),
        )
    return _use_without_amount(st, name, effect, n, a)


def _use_without_amount(st: SorceryState, name: Msg, effect: str, n: int, a: Action) -> Msg:
    """Uses that take no crystals from a location: turning a die, taking, rolling."""
    if effect == "set_die":
        return Msg("{card}: turn die {die} to show {face}", card=name, die=a["die"] + 1, face=a["face"])
    if effect == "reserve":
        return NMsg(
            "{card}: take {n} crystal from the pool into your reserve",
            "{card}: take {n} crystals from the pool into your reserve",
            n,
            card=name,
        )
    if effect == "tokens":
        k = min(n, st.pool_tokens)
        return NMsg("{card}: take {n} reroll token", "{card}: take {n} reroll tokens", k, card=name)
    if effect == "ring":
        return Msg("{card}: roll two dice to remove rival crystals", card=name)
    if effect == "ball":
        return Msg("{card}: roll a die, then add crystals at the location it shows", card=name)
    return Msg("Use {card}", card=name)


_LABELS: dict[str, Callable[[SorceryState, Action], Msg]] = {
    "keep": _keep,
    "reroll": _reroll,
    "assign": _assign,
    "honour": _honour,
    "portal": _portal,
    "pass": _pass,
    "done": _done,
    "skip": _skip,
    "resolve": _resolve,
    "use": _use,
}
