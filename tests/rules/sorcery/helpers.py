"""Build School of Sorcery positions through the engine's own calls.

A test starts a seeded game (seat 0 holds the wizard marker), then lays out
the table it needs by writing the state's plain fields, and plays on with
``apply`` -- so every rule under test runs through the public interface.
"""

from __future__ import annotations

from game.rules.base import Action
from game.rules.sorcery import new_game
from game.rules.sorcery.state import SorceryState

BLANK, ONE, TWO, THREE, FLIP1, FLIP2 = 4, 0, 1, 2, 3, 5  # cast card indexes in the default deck


def fresh(seed: int = 1, **options) -> SorceryState:
    """A game in phase II of round 1, no starting cards, empty reserves, nothing on the table."""
    st = new_game(2, {"first": 0, **options}, seed)
    for seat in (0, 1):
        st.pool[seat] += st.reserve[seat]
        st.reserve[seat] = 0
        st.score[seat] = 0
        st.draw.extend(st.perm[seat])
        st.perm[seat] = []
    return st


def table(st: SorceryState, cards: list[str | None], crystals: list[tuple[int, int]] | None = None) -> None:
    """Lay out locations 1-6 (``"portal"`` for the portal) with crystals, taken from the pool."""
    for cid in cards:
        if cid not in (None, "portal") and cid in st.draw:
            st.draw.remove(cid)
    for cid in st.loc:
        if cid not in (None, "portal") and cid not in cards:
            st.draw.append(cid)
    st.loc = list(cards)
    st.cry = [[0, 0] for _ in range(6)]
    for i, (a, b) in enumerate(crystals or [(0, 0)] * 6):
        st.cry[i] = [a, b]
        st.pool[0] -= a
        st.pool[1] -= b


def give(st: SorceryState, seat: int, cid: str) -> None:
    """Put a won card into ``seat``'s area as if won earlier (no points)."""
    if cid in st.draw:
        st.draw.remove(cid)
    card = st.deck.cards[cid]
    {"permanent": st.perm, "one_time": st.once}.get(card.type, st.used)[seat].append(cid)


def cast(st: SorceryState, dice0, cards0, dice1, cards1) -> list:
    """Both seats lay their cast cards on the given dice (phase II)."""
    st.dice = [list(dice0), list(dice1)]
    events = st.apply(0, assign_action(st, 0, cards0))
    events += st.apply(1, assign_action(st, 1, cards1))
    return events


def assign_action(st: SorceryState, seat: int, cards) -> Action:
    """The legal action laying ``cards`` on the dice (dice with equal faces are interchangeable)."""
    want = sorted(zip(st.dice[seat], cards, strict=True))
    return next(
        a
        for a in st.legal_actions(seat)
        if a.kind == "assign" and sorted(zip(st.dice[seat], a["cards"], strict=True)) == want
    )


def skip_casting(st: SorceryState) -> list:
    """Play phase II placing nothing: emptied reserves make both casts short, honoured with 0."""
    st.pool[0] += st.reserve[0]
    st.pool[1] += st.reserve[1]
    st.reserve = [0, 0]
    events = cast(st, (1, 1, 1), (ONE, TWO, THREE), (1, 1, 1), (ONE, TWO, THREE))
    for seat in (1, 0):
        if seat in st.to_act() and st.step == "shortage":
            events += st.apply(seat, Action("honour", amounts=(0, 0, 0)))
    return events


def finish_phase_four(st: SorceryState) -> list:
    events = []
    while not st.over and st.step in ("abilities", "window") and st.pending is None:
        seat = st.to_act()[0]
        events += st.apply(seat, Action("done" if st.step == "abilities" else "pass"))
    return events


def texts(events) -> list[str]:
    return [e.text.english() for e in events if e.text is not None]
