"""Golden seeded playthroughs: the engine's speed work must not change a single game.

Each case plays a seeded random game (the chooser of ``random_playout``) in
one variant and fingerprints every step: the legal lists of the seats to act
(their order decides the random choice), the action's JSON and description,
the events the table receives (kind, seat, data, English text with its
parameters), visibility, irreversibility), the prompt and the three views.
The final ``to_json()`` and ``result()`` close the trajectory.  The file in
``golden/`` was written by the engine before its speed-up; regenerate it only
for a deliberate rules change: ``WC_GOLDEN_UPDATE=1 pytest tests/rules/witchcraft/test_golden.py``.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.rules.base import Event, Msg, State, canonical
from game.rules.registry import get
from tests.support.golden import event_record

INFO = get("witchcraft")
GOLDEN = Path(__file__).parent / "golden" / "playthroughs.json"
VARIANTS: dict[str, dict[str, bool]] = {
    "standard": {},
    "tournament": {"tournament": True},
    "master": {"master": True},
    "tournament+master": {"tournament": True, "master": True},
}
SEEDS = range(20)


def _digest(data: Any) -> str:
    return hashlib.sha256(canonical(data).encode()).hexdigest()[:12]


def _event(e: Event) -> Any:
    # the msgid and parameters are the English text (``{player}`` is filled in by the table)
    return event_record(e, Msg.to_json)


def play(options: dict[str, bool], seed: int) -> dict[str, Any]:
    """One seeded random game as a list of per-step digests plus its final state and result."""
    state = INFO.new_game(2, options, seed)
    chooser = random.Random(seed * 7919 + 17)
    steps: list[str] = []
    while not state.is_over():
        seats = state.to_act()
        legal = {s: [a.to_json() for a in state.legal_actions(s)] for s in seats}
        prompts = {s: state.current_prompt(s).to_json() for s in seats}
        seat = seats[chooser.randrange(len(seats))]
        actions = state.legal_actions(seat)
        action = actions[chooser.randrange(len(actions))]
        described = state.describe(action)
        events = state.apply(seat, action)
        views = [state.view(s) for s in (0, 1, None)]
        steps.append(
            _digest(
                [
                    sorted(legal.items()),
                    sorted(prompts.items()),
                    seat,
                    action.to_json(),
                    described.to_json(),
                    [_event(e) for e in events],
                    views,
                ]
            )
        )
    return {"steps": steps, "final": _digest(state.to_json()), "result": state.result().to_json()}


def _cases() -> list[tuple[str, int]]:
    return [(name, seed) for name in VARIANTS for seed in SEEDS]


def _golden() -> dict[str, Any]:
    if os.environ.get("WC_GOLDEN_UPDATE"):
        GOLDEN.parent.mkdir(exist_ok=True)
        data = {f"{name}/{seed}": play(VARIANTS[name], seed) for name, seed in _cases()}
        GOLDEN.write_text(json.dumps(data, indent=0, sort_keys=True) + "\n")
    return json.loads(GOLDEN.read_text())


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    return _golden()


@pytest.mark.parametrize(("variant", "seed"), _cases())
def test_seeded_playthrough_matches_golden(golden: dict[str, Any], variant: str, seed: int) -> None:
    """Identical seeds give identical games, events, texts and views after any engine change."""
    want = golden[f"{variant}/{seed}"]
    got = play(VARIANTS[variant], seed)
    for i, (a, b) in enumerate(zip(got["steps"], want["steps"], strict=False)):
        assert a == b, f"{variant} seed {seed}: the game first differs at step {i}"
    assert len(got["steps"]) == len(want["steps"])
    assert got["final"] == want["final"] and got["result"] == want["result"]


def moves_and_events(state: State, seed: int) -> tuple[list[Any], list[list[Event]]]:
    """Play ``state`` out with the seeded chooser: per step the legal list, the choice and the events."""
    chooser = random.Random(seed * 7919 + 17)
    moves: list[Any] = []
    events: list[list[Event]] = []
    while not state.is_over():
        seats = state.to_act()
        seat = seats[chooser.randrange(len(seats))]
        actions = state.legal_actions(seat)
        action = actions[chooser.randrange(len(actions))]
        events.append(state.apply(seat, action))
        moves.append((seat, [a.to_json() for a in actions], action.to_json()))
    return moves, events


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_quiet_copies_play_the_same_games(golden: dict[str, Any], variant: str) -> None:
    """Search mode (State.quiet) skips events and texts but not a single rule: same moves, same end."""
    for seed in SEEDS:
        normal = INFO.new_game(2, VARIANTS[variant], seed)
        quiet = INFO.new_game(2, VARIANTS[variant], seed).quiet()
        moves, events = moves_and_events(normal, seed)
        quiet_moves, quiet_events = moves_and_events(quiet, seed)
        assert quiet_moves == moves, f"{variant} seed {seed}"
        assert any(events) and not any(quiet_events), "a quiet copy builds no events"
        assert canonical(quiet.to_json()) == canonical(normal.to_json())
        assert _digest(quiet.to_json()) == golden[f"{variant}/{seed}"]["final"]
