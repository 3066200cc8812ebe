"""Fingerprints of seeded School of Sorcery playthroughs, pinned before the engine's speed-up.

``python -m tests.rules.sorcery.golden`` rewrites ``data/golden.json`` -- only ever from an
engine whose rules are trusted (it was first written from the engine before issue #27).
Each game is a random playout for a seed and a variant; per action it keeps the action's JSON,
the events it produced (kind, seat, data, who may see it, the English text) and a hash of the
state's JSON; at the end the whole state JSON and the result.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path
from typing import Any

from game.rules.base import Event, canonical
from game.rules.playout import random_playout
from game.rules.registry import get

GOLDEN = Path(__file__).parent / "data" / "golden.json"
VARIANTS: list[dict[str, Any]] = [{}, {"advanced": True}, {"goal": 16}, {"advanced": True, "goal": 16}]
SEEDS = (3, 11)


def event_print(events: list[Event]) -> list[list[Any]]:
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


def state_hash(state_json: dict[str, Any]) -> str:
    return hashlib.sha1(canonical(state_json).encode()).hexdigest()[:16]


def record() -> list[dict[str, Any]]:
    """Play the pinned games on the current engine and fingerprint them."""
    info = get("sorcery")
    games = []
    for options in VARIANTS:
        for seed in SEEDS:
            _final, log = random_playout(info, 2, options, seed)
            state = info.new_game(2, options, seed)
            steps = []
            for seat, action in log:
                events = state.apply(seat, action)
                steps.append([seat, action.to_json(), event_print(events), state_hash(state.to_json())])
            games.append(
                {
                    "options": options,
                    "seed": seed,
                    "steps": steps,
                    "final": state.to_json(),
                    "result": state.result().to_json(),
                }
            )
    return games


if __name__ == "__main__":
    GOLDEN.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
    print(GOLDEN, GOLDEN.stat().st_size, "bytes")
