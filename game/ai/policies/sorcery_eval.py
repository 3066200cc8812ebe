"""A cheap, pure position heuristic for bots and the greedy balance policy.

Score units from ``seat``'s side: the point difference, plus each card on the
table weighted by how close each player is to winning it, plus small values
for crystals in reserve, reroll tokens and owned abilities.  It reads only
what both players can see, so using it on a real state leaks nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.rules.sorcery.deck import CardDef
    from game.rules.sorcery.state import SorceryState

WIN = 100.0
RESERVE = 0.12
TOKEN = 0.1
PORTAL_CRYSTAL = 0.1
ABILITY = {"permanent": 0.6, "one_time": 0.4, "immediate": 0.3, "character": 0.3}
SPEND = RESERVE * 0.8  # a crystal on the table costs a little less than one kept
PORTAL_CAST = 0.45  # a crystal cast onto the portal


def card_value(card: CardDef, characters_owned: int = 0) -> float:
    """What winning ``card`` is worth: its points plus a rough price for its ability."""
    if card.type == "character":
        return 1.0 + RESERVE * (characters_owned + 1) + ABILITY["character"]
    bonus = 0.0 if card.effect == "none" else ABILITY[card.type]
    if card.effect == "wand":
        bonus = 1.0
    return card.points + bonus


def win_chance(mine: int, theirs: int, cost: int, advantage: int) -> float:
    """How likely ``mine`` crystals take the card: 0.9 if they already would, less per missing crystal."""
    need = max(cost - mine, advantage - (mine - theirs), 0)
    return 0.9 * 0.6**need if mine else 0.0


def location_value(st: SorceryState, i: int, seat: int) -> float:
    cid = st.loc[i]
    if cid is None:
        return 0.0
    have = st.cry[i]
    if cid == "portal":
        return PORTAL_CRYSTAL * (have[seat] - have[1 - seat])
    card = st.deck.cards[cid]
    opp = 1 - seat
    value = card_value(card)
    return value * (
        win_chance(have[seat], have[opp], card.cost, card.advantage)
        - win_chance(have[opp], have[seat], card.cost, card.advantage)
    )


def evaluate(st: SorceryState, seat: int) -> float:
    """Heuristic value of ``st`` for ``seat`` (positive: ``seat`` is ahead)."""
    opp = 1 - seat
    if st.over:
        if st.winner is None:
            return 0.0
        return WIN if st.winner == seat else -WIN
    total = float(st.score[seat] - st.score[opp])
    # Points near the goal are worth more: a card that ends the game is decisive.
    for s, sign in ((seat, 1.0), (opp, -1.0)):
        if st.goal - st.score[s] <= 3:
            total += sign * (4 - (st.goal - st.score[s])) * 0.5
    for i in range(6):
        total += location_value(st, i, seat)
    total += RESERVE * (st.reserve[seat] - st.reserve[opp]) + TOKEN * (st.tokens[seat] - st.tokens[opp])
    total += ABILITY["permanent"] * (len(st.perm[seat]) - len(st.perm[opp]))
    total += ABILITY["one_time"] * (len(st.once[seat]) - len(st.once[opp]))
    return total


def cast_value(st: SorceryState, seat: int, dice: Sequence[int], cards: Sequence[int]) -> float:
    """Expected gain of laying cast ``cards`` on ``dice``: better odds on the cards minus crystals spent.

    Shared by the greedy policy and the bots' cast ranking, so both judge a cast alike.
    """
    cast = st.deck.cast_cards
    adds: dict[int, int] = {}
    spent = 0
    for die, idx in zip(dice, cards, strict=True):
        c = cast[idx]
        face = 7 - die if c.flip else die
        if c.value:
            adds[face - 1] = adds.get(face - 1, 0) + c.value
            spent += c.value
    if spent > st.reserve[seat]:
        return -10.0 - spent
    gain = 0.0
    opp = 1 - seat
    for i, k in adds.items():
        cid = st.loc[i]
        if cid is None:
            continue
        if cid == "portal":
            gain += PORTAL_CAST * k
            continue
        card = st.deck.cards[cid]
        mine, theirs = st.cry[i][seat], st.cry[i][opp]
        gain += card_value(card) * (
            win_chance(mine + k, theirs, card.cost, card.advantage)
            - win_chance(mine, theirs, card.cost, card.advantage)
        )
    return gain - SPEND * spent
