"""Fingerprints of seeded Trickerion playthroughs, pinned before the engine was reshaped (issue #26).

``python -m tests.rules.trickerion.golden`` rewrites ``data/golden.json`` -- only ever from an
engine whose rules are trusted.  Each game is a random playout for a module set, a player count
and a seed (the solo games at each of the Heir's difficulties).  Per game it keeps digests, not
the whole game: the action sequence, the events (kind, seat, data, who may see them, the English
text), the state after every action, the views of every seat and the English labels and prompts
every few actions, plus the final scores.  Each digest is also kept per stretch of actions, so a
failing replay names the stretch where the engine first went another way.
"""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path
from typing import Any

from game.ai.policies import policy_for
from game.rules.base import Action, Event, State, canonical
from game.rules.playout import random_playout
from game.rules.registry import get

GOLDEN = Path(__file__).parent / "data" / "golden.json"
STRETCH = 200  # actions per stretch of digests
VIEW_EVERY = 7  # views, labels and prompts are fingerprinted every so many actions

GAMES: list[tuple[str, int, dict[str, Any], int]] = [
    *(
        (chooser, players, {"modules": modules}, seed)
        for chooser in ("random", "policy")
        for modules in ("base", "dark_alley", "arcane_arts")
        for players, seed in ((2, 1), (3, 2), (4, 3))
    ),
    ("policy", 2, {"modules": "dark_alley", "beginner": True, "length": 5}, 4),
    *(("policy", players, {"modules": "arcane_arts"}, seed) for players, seed in ((2, 8), (3, 9), (4, 10))),
    *(
        (chooser, 1, {"modules": modules, "difficulty": level}, seed)
        for chooser in ("random", "policy")
        for modules in ("dark_alley", "arcane_arts")
        for level, seed in (("easy", 5), ("normal", 6), ("hard", 7))
    ),
]
"""(chooser, players, options, seed): base, Dark Alley, both modules (``arcane_arts`` brings Dark
Alley), a beginner setup, and the solo game against the Heir at each difficulty.  A random
chooser reaches odd corners; the bots' rollout policy (mostly greedy) learns, prepares and
performs tricks the way players do, which random games seldom reach."""


def event_print(events: list[Event]) -> list[Any]:
    """What a player (or the table's animations) gets from an action's events."""
    return [
        [
            e.kind,
            e.seat,
            json.loads(canonical(dict(e.data))),
            e.visible_to and list(e.visible_to),
            e.text.english() if e.text else None,
        ]
        for e in events
    ]


def table_print(state: State) -> list[Any]:
    """What each seat sees: its view, the labels of its legal actions and its prompt."""
    out: list[Any] = []
    for seat in range(state.num_players):
        prompt = state.current_prompt(seat)
        out.append(
            [
                json.loads(canonical(state.view(seat))),
                [state.describe(a).english() for a in state.legal_actions(seat)],
                prompt.english() if prompt else None,
            ]
        )
    return out


def digest(value: Any) -> str:
    return hashlib.sha1(canonical(value).encode()).hexdigest()[:16]


class Fingerprint:
    """Running digests of one game, closed into one entry per stretch of actions."""

    PARTS = ("actions", "events", "states", "tables")

    def __init__(self) -> None:
        self.stretches: list[dict[str, str]] = []
        self._open: dict[str, Any] = {part: hashlib.sha1() for part in self.PARTS}

    def add(self, part: str, value: Any) -> None:
        self._open[part].update(canonical(value).encode())

    def close(self) -> None:
        self.stretches.append({part: h.hexdigest()[:16] for part, h in self._open.items()})
        self._open = {part: hashlib.sha1() for part in self.PARTS}


def policy_playout(players: int, options: dict[str, Any], seed: int) -> list[tuple[int, Action]]:
    """The actions of a game the bots' rollout policy plays against itself."""
    info = get("trickerion")
    policy = policy_for("trickerion")
    state = info.new_game(players, options, seed)
    chooser = random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.is_over():
        seats = state.to_act()
        seat = seats[chooser.randrange(len(seats))]
        action = policy.rollout_action(state, seat, state.legal_actions(seat), chooser)
        state.apply(seat, action)
        log.append((seat, action))
    return log


def fingerprint(
    chooser: str,
    players: int,
    options: dict[str, Any],
    seed: int,
    actions: list[tuple[int, Action]] | None = None,
) -> dict[str, Any]:
    """Play the game (the seeded playout, or the given actions) and fingerprint it."""
    info = get("trickerion")
    if actions is None and chooser == "random":
        actions = random_playout(info, players, options, seed)[1]
    elif actions is None:
        actions = policy_playout(players, options, seed)
    state = info.new_game(players, options, seed)
    fp = Fingerprint()
    fp.add("tables", table_print(state))
    for i, (seat, action) in enumerate(actions, 1):
        assert seat in state.to_act(), f"action {i}: seat {seat} is not to act"
        assert action in state.legal_actions(seat), f"action {i}: {action} is not legal"
        fp.add("actions", [seat, action.to_json()])
        fp.add("events", event_print(state.apply(seat, action)))
        fp.add("states", state.to_json())
        if i % VIEW_EVERY == 0 or state.is_over():
            fp.add("tables", table_print(state))
        if i % STRETCH == 0:
            fp.close()
    fp.close()
    assert state.is_over()
    return {
        "chooser": chooser,
        "players": players,
        "options": options,
        "seed": seed,
        "length": len(actions),
        "actions": [[seat, action.to_json()] for seat, action in actions],
        "stretches": fp.stretches,
        "final": digest(state.to_json()),
        "result": state.result().to_json(),
    }


def record() -> list[dict[str, Any]]:
    """Play the pinned games on the current engine and fingerprint them."""
    return [fingerprint(*game) for game in GAMES]


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
    print(GOLDEN, GOLDEN.stat().st_size, "bytes")
