"""Arranging exact SpellBook positions for rule tests.

``game(...)`` starts a real game and then lays out pools, altar, tracks and
learned spells as the test needs; every materia not placed goes into the bag,
so the 105 are always conserved.  ``act`` plays through the public interface.
"""

from __future__ import annotations

from game.rules.base import Action, Event
from game.rules.spellbook.data import COLOURS, RUNES, SETS, SPELLS
from game.rules.spellbook.setup import new_game
from game.rules.spellbook.state import SpellBookState

SET_I = SETS[1]


def M(colour: str, rune: str, k: int = 0) -> int:
    """The id of the k-th (0..4) materia of that colour and rune."""
    assert 0 <= k < 5
    return COLOURS.index(colour) * 15 + RUNES.index(rune) * 5 + k


def spells_with(*sids: str) -> tuple[str, ...]:
    """Set I with the given spells swapped in for their colours."""
    chosen = {SPELLS[s].colour: s for s in SET_I}
    for s in sids:
        chosen[SPELLS[s].colour] = s
    return tuple(chosen[c] for c in COLOURS)


def game(
    players: int = 2,
    spells: tuple[str, ...] = SET_I,
    *,
    seat: int = 0,
    first: int | None = None,
    phase: str = "morning",
    day: int = 5,
    pools=None,
    altar=(),
    tracks=None,
    learned=None,
    discard=(),
    bag=None,
    rival_track=(),
    rival_lower=(),
    seed: int = 7,
) -> SpellBookState:
    """A game on ``seat``'s day at ``phase`` with exactly the given layout.

    ``learned`` is a list (by seat) of {spell: (level, marker)} or {spell: (level, marker, day)};
    spells without a day count as learned on day 0 (usable now).
    """
    st = new_game(players, {"spells": list(spells)}, seed)
    st.current = seat
    st.first = seat if first is None else first
    st.phase = phase
    st.day = day
    st.morning_left = 1
    st.pools = [sorted(p) for p in (pools or [[] for _ in range(players)])]
    st.altar = list(altar)
    st.tracks = [list(t) for t in (tracks or [[] for _ in range(players)])]
    st.learned = [
        {sid: (v[0], v[1], v[2] if len(v) > 2 else 0) for sid, v in d.items()}
        for d in (learned or [{} for _ in range(players)])
    ]
    st.discard = list(discard)
    st.rival_track = list(rival_track)
    st.rival_lower = list(rival_lower)
    used = set(st.altar) | set(st.discard) | set(st.rival_track) | set(st.rival_lower)
    for s in range(players):
        used |= set(st.pools[s]) | set(st.tracks[s]) | {v[1] for v in st.learned[s].values()}
    if bag is None:
        st.bag = [m for m in range(105) if m not in used]
    else:
        st.bag = list(bag)
        used |= set(bag)
        st.discard += [m for m in range(105) if m not in used]  # keep the 105: the rest waits in the discard
    st.queue = []
    st.end_triggered = False
    st.over = False
    st.invalidate()
    st.check_invariants()
    return st


def act(st: SpellBookState, seat: int, kind: str, **params) -> list[Event]:
    """Apply one action through the interface, insisting that it was offered."""
    action = Action(kind, **params)
    assert action in st.legal_actions(seat), f"{action} not in {st.legal_actions(seat)}"
    events = st.apply(seat, action)
    st.check_invariants()
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def prompt_kind(st: SpellBookState) -> str | None:
    p = st.prompt()
    return None if p is None else p["kind"]
