"""School of Sorcery's screenshot position: the first player casting, two cast cards already on their dice.

Two greedy players play on (uniformly random casts would leave the locations
bare) until seat 0 is at a casting step after at least ``moves`` actions.
The documentation pictures ``docs/screens/sorcery-{en,pl,de}.png`` are::

    python -m game screenshot --scene table --game sorcery --seed 12 --moves 29 --lang pl \\
        --out docs/screens/sorcery-pl.png
"""

from __future__ import annotations

import pygame

from game.ai.policies.sorcery import GreedyPolicy
from game.rules.base import Action, GameInfo, State
from game.rules.playout import advance_unless_final
from game.rules.sorcery.state import SorceryState


def position(
    info: GameInfo, players: int, options: dict[str, object], seed: int, moves: int
) -> tuple[State, list[tuple[int, Action]]]:
    """Greedy play until seat 0 is to cast, after at least ``moves`` actions (or the end is near)."""
    state = info.new_game(players, options, seed)
    assert isinstance(state, SorceryState)
    policies = [GreedyPolicy(seed), GreedyPolicy(seed + 1)]
    log: list[tuple[int, Action]] = []
    while not (len(log) >= moves and state.step == "cast" and 0 in state.to_act()):
        seat = state.to_act()[0]
        if not advance_unless_final(state, seat, policies[seat].choose(state, seat), log):
            break
    return state, log


def stage(view) -> None:
    """Lay the two most valuable cast cards on the first two dice, by clicks as a player would."""
    if not view.my_legal("assign"):
        return
    cards = view.v["cast_cards"]
    best = sorted(range(len(cards)), key=lambda i: -cards[i]["value"])
    for card, die in zip(best[:2], (0, 2), strict=True):
        for pos in (view.hand_rect(card).center, view.die_rect(view.me, die).center):
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                view.handle_event(pygame.event.Event(kind, pos=pos, button=1))
    view.skip_animations()
