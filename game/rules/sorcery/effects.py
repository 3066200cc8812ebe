"""Card abilities as data-driven effects: which uses exist now, and doing one.

Every ability is one of a few primitives from the rulebook (add, move,
remove crystals; take crystals or reroll tokens; turn a die; dice-gated
removals; copying a permanent card).  A use is a flat dict of small ints so
it can ride in an :class:`~game.rules.base.Action` and be enumerated in full:
abilities "may be used partially", hence every amount from 1 up to the card's
number is its own legal use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.base import Action, Event, Msg, NMsg
from game.rules.sorcery.texts import where

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.rules.sorcery.state import SorceryState

    # (state, seat, card id, effect, n, use, events): one kind of effect carried out
    Performer = Callable[[SorceryState, int, str, str, int, dict[str, Any], list[Event]], None]

# Effects that take crystals from one location: their uses are cached per source location.
FROM_EFFECTS = frozenset({"move_own", "move_opp", "remove"})
# Effects a one-time card may use in each context (casting is the player's own private step).
CAST_EFFECTS = frozenset({"set_die", "reserve", "tokens"})
WINDOW_EFFECTS = frozenset({"add", "move_own", "move_opp", "remove", "reserve", "tokens", "ring", "ball"})


def uses(st: SorceryState, seat: int, effect: str, n: int) -> list[dict[str, Any]]:
    """Every legal way for ``seat`` to use ``effect`` now (empty: the card cannot be activated)."""
    opp = 1 - seat
    spots = [i for i in range(6) if st.loc[i] is not None]
    out: list[dict[str, Any]] = []
    if effect == "add":
        for i in spots:
            out.extend({"loc": i + 1, "n": k} for k in range(1, min(n, st.pool[seat]) + 1))
    elif effect in FROM_EFFECTS:
        whose = seat if effect == "move_own" else opp
        for f in spots:
            out.extend(uses_from(effect, f, spots, min(n, st.cry[f][whose])))
    elif effect == "reserve":
        if st.pool[seat] > 0:
            out.append({})
    elif effect == "tokens":
        if st.pool_tokens > 0:
            out.append({})
    elif effect == "set_die":
        if st.step == "cast" and st.assign[seat] is None:
            for d, face in enumerate(st.dice[seat]):
                out.extend({"die": d, "face": f} for f in range(1, 7) if f != face)
    elif effect == "ring":
        if any(st.cry[i][opp] for i in spots):
            out.append({})
    elif effect == "ball":
        if st.pool[seat] > 0:
            out.append({})
    elif effect == "spear":
        for target in spear_targets(st, seat):
            card = st.deck.cards[target]
            out.extend({"via": target, **u} for u in uses(st, seat, card.effect, card.n))
    return out


_USE_ACTIONS: dict[tuple[Any, ...], list[Action]] = {}


def use_actions(st: SorceryState, seat: int, cid: str, effect: str, n: int) -> list[Action]:
    """``uses`` as shared ``use`` actions, cached by everything ``uses`` reads (never mutate the list).

    Search asks for the same few card uses in millions of positions; building each ``Action`` anew
    was the largest cost of a playout.  The key holds the effect and number, so decks may share ids.
    """
    if effect in FROM_EFFECTS:
        return _uses_by_source(st, seat, cid, effect, n)
    if effect == "spear":
        return _spear_uses(st, seat, cid)
    key = (cid, effect, n, use_key(st, seat, effect, n))
    cached = _USE_ACTIONS.get(key)
    if cached is None:
        cached = _USE_ACTIONS[key] = [_use_action(cid, u) for u in uses(st, seat, effect, n)]
    return cached


def _uses_by_source(st: SorceryState, seat: int, cid: str, effect: str, n: int) -> list[Action]:
    """A move's or removal's uses, joined from lists cached per source location.

    A whole list depends on the crystals at all six locations, too many variants to cache well.
    """
    loc, cry = st.loc, st.cry
    whose = seat if effect == "move_own" else 1 - seat
    spots = tuple(i for i in range(6) if loc[i] is not None)
    out: list[Action] = []
    for f in spots:
        have = cry[f][whose]
        if have:
            most = min(n, have)
            key = (cid, effect, f, spots, most)
            part = _USE_ACTIONS.get(key)
            if part is None:
                part = _USE_ACTIONS[key] = [_use_action(cid, u) for u in uses_from(effect, f, spots, most)]
            out += part
    return out


def _spear_uses(st: SorceryState, seat: int, cid: str) -> list[Action]:
    """The Spear's uses: each borrowed card's uses with ``via`` (a whole list has too many variants)."""
    out: list[Action] = []
    for target in spear_targets(st, seat):
        card = st.deck.cards[target]
        for borrowed in use_actions(st, seat, target, card.effect, card.n):
            key = (cid, id(borrowed))  # interned actions live as long as the module: ids stay unique
            action = _INTERNED.get(key)
            if action is None:
                params = {k: v for k, v in borrowed.params if k != "card"}
                action = _INTERNED[key] = Action("use", card=cid, via=target, **params)
            out.append(action)
    return out


_INTERNED: dict[tuple[Any, ...], Action] = {}


def _use_action(cid: str, use: dict[str, Any]) -> Action:
    """One shared ``Action`` per distinct use (the lists above overlap heavily)."""
    key = (cid, *use.items())
    action = _INTERNED.get(key)
    if action is None:
        action = _INTERNED[key] = Action("use", card=cid, **use)
    return action


def use_key(st: SorceryState, seat: int, effect: str, n: int) -> Any:
    """A hashable digest of the state that decides ``uses(st, seat, effect, n)`` (effects cached whole)."""
    loc, cry = st.loc, st.cry
    if effect == "add":
        return tuple(c is not None for c in loc), min(n, st.pool[seat])
    if effect in ("reserve", "ball"):
        return st.pool[seat] > 0
    if effect == "tokens":
        return st.pool_tokens > 0
    if effect == "set_die":
        return tuple(st.dice[seat]) if st.step == "cast" and st.assign[seat] is None else None
    if effect == "ring":
        return any(cry[i][1 - seat] for i in range(6) if loc[i] is not None)
    return None


def usable(st: SorceryState, seat: int, effect: str, n: int) -> bool:
    """Whether ``uses(st, seat, effect, n)`` is non-empty, without listing the uses (window/phase checks)."""
    loc, cry = st.loc, st.cry
    if effect == "add":
        return st.pool[seat] > 0 and any(c is not None for c in loc)
    if effect in ("move_own", "move_opp"):
        whose = seat if effect == "move_own" else 1 - seat
        spots = [i for i in range(6) if loc[i] is not None]
        return len(spots) > 1 and any(cry[i][whose] for i in spots)
    if effect in ("remove", "ring"):
        return any(cry[i][1 - seat] for i in range(6) if loc[i] is not None)
    if effect == "spear":
        cards = st.deck.cards
        return any(usable(st, seat, cards[t].effect, cards[t].n) for t in spear_targets(st, seat))
    return bool(use_key(st, seat, effect, n))


def uses_from(effect: str, f: int, spots: list[int] | tuple[int, ...], most: int) -> list[dict[str, Any]]:
    """A move's or removal's uses taking 1 to ``most`` crystals from location index ``f``."""
    amounts = range(1, most + 1)
    if effect == "remove":
        return [{"frm": f + 1, "n": k} for k in amounts]
    return [{"frm": f + 1, "to": t + 1, "n": k} for t in spots if t != f for k in amounts]


def spear_targets(st: SorceryState, seat: int) -> list[str]:
    """Face-up permanent cards whose ability the Spear may borrow: the opponent's and those at locations.

    Using one of your own cards through the Spear would just be using that card (once per round), so
    only cards you could not use otherwise are offered; never another Spear.
    """
    seen: list[str] = []
    for cid in [*st.perm[1 - seat], *(c for c in st.loc if c not in (None, "portal"))]:
        card = st.deck.cards[cid]
        if card.type == "permanent" and card.effect != "spear" and cid not in seen:
            seen.append(cid)
    return seen


def take_into_reserve(st: SorceryState, seat: int, n: int, card_id: str, events: list[Event]) -> None:
    """Move up to ``n`` of the seat's pool crystals into its reserve (cards and characters do this)."""
    k = min(n, st.pool[seat])
    st.pool[seat] -= k
    st.reserve[seat] += k
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "reserve",
            seat,
            card_id,
            {"n": k},
            NMsg(
                "{player} takes {n} crystal into the reserve with {card}.",
                "{player} takes {n} crystals into the reserve with {card}.",
                k,
                player=seat,
            ),
            NMsg(
                "{player} takes {n} crystal into the reserve.",
                "{player} takes {n} crystals into the reserve.",
                k,
                player=seat,
            ),
        )


def card_event(
    st: SorceryState,
    events: list[Event],
    kind: str,
    seat: int,
    card_id: str,
    data: dict[str, Any],
    text: Msg,
    plain: Msg | None = None,
    irreversible: bool = False,
) -> None:
    """Log what card ``card_id`` did: its id joins ``data`` and its name fills ``{card}`` in ``text``
    ("... with the Wand.").  Right after the line "X uses the Wand." the card is not named twice in a
    row: ``plain``, the same sentence without the card, is logged instead.

    Callers build the text only outside search (``st.quiet_mode``), where nobody reads the log.
    """
    last = events[-1] if events else None
    named = last is not None and last.kind == "use" and last.seat == seat and last.data.get("card") == card_id
    text = plain if plain is not None and named else text.with_params(card=st.deck.cards[card_id].label())
    events.append(Event(kind, seat, {**data, "card": card_id}, text=text, irreversible=irreversible))


def perform(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    """Carry out one validated use.  Dice effects roll and leave a pending prompt.

    One function per effect kind (:data:`PERFORMERS`); an effect with no use of its
    own (the Wand's points, a card without an ability) does nothing here.
    """
    performer = PERFORMERS.get(effect)
    if performer is not None:
        performer(st, seat, card_id, effect, n, use, events)


def _add(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    add_crystals(st, seat, use["loc"] - 1, use["n"], card_id, events)


def _move(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    """Move own crystals (``move_own``) or the opponent's (``move_opp``) from one location to another."""
    whose = seat if effect == "move_own" else 1 - seat
    f, t, k = use["frm"] - 1, use["to"] - 1, use["n"]
    st.cry[f][whose] -= k
    st.cry[t][whose] += k
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "move",
            seat,
            card_id,
            {"frm": f + 1, "to": t + 1, "n": k, "owner": whose},
            *_move_texts(st, seat, whose, f, t, k),
        )


def _move_texts(st: SorceryState, seat: int, whose: int, f: int, t: int, k: int) -> tuple[Msg, Msg]:
    """A move's log line naming its card, and the same without it (right after "X uses {card}.")."""
    frm, to = where(st, f + 1), where(st, t + 1)
    if whose == seat:  # "Ania moves 3 crystals of Ania" read oddly: one's own crystals are said so
        return (
            NMsg(
                "{player} moves {n} of their crystals from location {frm} to location {to} with {card}.",
                "{player} moves {n} of their crystals from location {frm} to location {to} with {card}.",
                k,
                player=seat,
                frm=frm,
                to=to,
            ),
            NMsg(
                "{player} moves {n} of their crystals from location {frm} to location {to}.",
                "{player} moves {n} of their crystals from location {frm} to location {to}.",
                k,
                player=seat,
                frm=frm,
                to=to,
            ),
        )
    return (
        NMsg(
            "{player} moves {n} crystal of {player_owner} from location {frm} to location {to} with {card}.",
            "{player} moves {n} crystals of {player_owner} from location {frm} to location {to} with {card}.",
            k,
            player=seat,
            player_owner=whose,
            frm=frm,
            to=to,
        ),
        NMsg(
            "{player} moves {n} crystal of {player_owner} from location {frm} to location {to}.",
            "{player} moves {n} crystals of {player_owner} from location {frm} to location {to}.",
            k,
            player=seat,
            player_owner=whose,
            frm=frm,
            to=to,
        ),
    )


def _remove(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    remove_crystals(st, seat, use["frm"] - 1, use["n"], card_id, events)


def _reserve(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    take_into_reserve(st, seat, n, card_id, events)


def _tokens(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    """Take up to ``n`` reroll tokens from the common supply."""
    k = min(n, st.pool_tokens)
    st.pool_tokens -= k
    st.tokens[seat] += k
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "tokens",
            seat,
            card_id,
            {"n": k},
            NMsg(
                "{player} takes {n} reroll token with {card}.",
                "{player} takes {n} reroll tokens with {card}.",
                k,
                player=seat,
            ),
            NMsg("{player} takes {n} reroll token.", "{player} takes {n} reroll tokens.", k, player=seat),
        )


def _set_die(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    """Turn one of the seat's dice to a chosen face (while casting)."""
    st.dice[seat][use["die"]] = use["face"]
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "set_die",
            seat,
            card_id,
            {"die": use["die"], "face": use["face"]},
            Msg("{player} turns a die to {face} with {card}.", player=seat, face=use["face"]),
            Msg("{player} turns a die to {face}.", player=seat, face=use["face"]),
        )


def _roll(
    st: SorceryState, seat: int, card_id: str, effect: str, n: int, use: dict[str, Any], events: list[Event]
) -> None:
    """The Ring (two dice) and the Crystal Ball (one): roll, then wait for rerolls and the owner's choice."""
    dice = [st.rng.randint(1, 6) for _ in range(2 if effect == "ring" else 1)]
    st.pending = {"seat": seat, "card": card_id, "effect": effect, "n": n, "dice": dice}
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "ability_roll",
            seat,
            card_id,
            {"dice": list(dice)},
            Msg("{player} rolls {dice} for {card}.", player=seat, dice=", ".join(map(str, dice))),
            Msg("{player} rolls {dice}.", player=seat, dice=", ".join(map(str, dice))),
            irreversible=True,
        )


PERFORMERS: dict[str, Performer] = {
    "add": _add,
    "move_own": _move,
    "move_opp": _move,
    "remove": _remove,
    "reserve": _reserve,
    "tokens": _tokens,
    "set_die": _set_die,
    "ring": _roll,
    "ball": _roll,
}


def dice_choices(st: SorceryState) -> list[dict[str, Any]]:
    """The ways to finish a pending dice ability with its current dice (besides skipping)."""
    p = st.pending
    assert p is not None
    seat, opp = p["seat"], 1 - p["seat"]
    if p["effect"] == "ball":
        i = p["dice"][0] - 1
        if st.loc[i] is None:
            return []
        return [{"n": k} for k in range(1, min(p["n"], st.pool[seat]) + 1)]
    a, b = (d - 1 for d in p["dice"])
    if st.loc[a] is None or st.loc[b] is None or not st.cry[a][opp] or not st.cry[b][opp]:
        return []
    spots = [i for i in range(6) if st.loc[i] is not None and st.cry[i][opp]]  # removal from any cards
    out: list[dict[str, Any]] = []
    for k in range(1, p["n"] + 1):
        for combo in _multisets(spots, k):
            if all(combo.count(i) <= st.cry[i][opp] for i in spots):
                out.append({"frm": tuple(i + 1 for i in combo)})
    return out


def _multisets(items: list[int], k: int) -> list[list[int]]:
    if k == 0:
        return [[]]
    if not items:
        return []
    first, rest = items[0], items[1:]
    return [[first, *m] for m in _multisets(items, k - 1)] + _multisets(rest, k)


def finish_dice(st: SorceryState, choice: dict[str, Any], events: list[Event]) -> None:
    """Apply a pending dice ability's chosen result and clear the prompt."""
    p = st.pending
    assert p is not None
    seat = p["seat"]
    if p["effect"] == "ball":
        add_crystals(st, seat, p["dice"][0] - 1, choice["n"], p["card"], events)
    else:
        for loc in sorted(set(choice["frm"])):
            remove_crystals(st, seat, loc - 1, choice["frm"].count(loc), p["card"], events)
    st.pending = None


def add_crystals(st: SorceryState, seat: int, i: int, k: int, card_id: str, events: list[Event]) -> None:
    """Put ``k`` of the seat's pool crystals on location index ``i`` (an add card, the Crystal Ball)."""
    st.pool[seat] -= k
    st.cry[i][seat] += k
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "add",
            seat,
            card_id,
            {"loc": i + 1, "n": k},
            NMsg(
                "{player} adds {n} crystal to location {loc} with {card}.",
                "{player} adds {n} crystals to location {loc} with {card}.",
                k,
                player=seat,
                loc=where(st, i + 1),
            ),
            NMsg(
                "{player} adds {n} crystal to location {loc}.",
                "{player} adds {n} crystals to location {loc}.",
                k,
                player=seat,
                loc=where(st, i + 1),
            ),
        )


def remove_crystals(st: SorceryState, seat: int, i: int, k: int, card_id: str, events: list[Event]) -> None:
    """Return ``k`` opponent crystals from location index ``i`` to their pool (removal cards, the Ring)."""
    opp = 1 - seat
    st.cry[i][opp] -= k
    st.pool[opp] += k
    if not st.quiet_mode:
        card_event(
            st,
            events,
            "remove",
            seat,
            card_id,
            {"frm": i + 1, "n": k, "owner": opp},
            NMsg(
                "{player} removes {n} crystal of {player_owner} from location {frm} with {card}.",
                "{player} removes {n} crystals of {player_owner} from location {frm} with {card}.",
                k,
                player=seat,
                player_owner=opp,
                frm=where(st, i + 1),
            ),
            NMsg(
                "{player} removes {n} crystal of {player_owner} from location {frm}.",
                "{player} removes {n} crystals of {player_owner} from location {frm}.",
                k,
                player=seat,
                player_owner=opp,
                frm=where(st, i + 1),
            ),
        )
