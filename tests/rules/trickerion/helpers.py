"""Shared helpers for the Trickerion engine tests: quick setups and scripted states."""

from __future__ import annotations

from game.rules.base import Action
from game.rules.trickerion import INFO
from game.rules.trickerion.setup import new_game
from game.rules.trickerion.state import TrickerionState


def setup_done(
    players: int = 2, modules: str = "dark_alley", seed: int = 1, **options: object
) -> TrickerionState:
    """A new game with every setup choice taken as the first legal option (so at Advertise, turn 1)."""
    st = new_game(players, {"modules": modules, **options}, seed)
    while st.phase == "setup":
        seat = st.to_act()[0]
        st.apply(seat, st.legal_actions(seat)[0])
    return st


def play_until(st: TrickerionState, phase: str, chooser=None, limit: int = 5000) -> TrickerionState:
    """Play first-legal (or ``chooser``) actions until ``phase`` is reached."""
    for _ in range(limit):
        if st.phase == phase or st.is_over():
            return st
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        st.apply(seat, chooser(st, seat, acts) if chooser else acts[0])
    raise AssertionError(f"phase {phase} not reached")


def kinds(actions: list[Action]) -> set[str]:
    return {a.kind for a in actions}


__all__ = ["INFO", "setup_done", "play_until", "kinds"]
