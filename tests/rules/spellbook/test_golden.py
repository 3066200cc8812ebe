"""Golden seeded playthroughs: the engine must play exactly the same games as when they were pinned.

Pinned before the engine was sped up (issue #27), so that no optimisation can
change a game: every step's legal-list length, chosen action, its label, the
prompt, the events (kind, seat, data, English text, visibility, irreversibility)
and the acting seat's view are hashed per step; the final ``to_json()`` and
result are kept whole.  A mismatch names the first step that differs and what
it looks like now.  Quiet copies (``State.quiet``, for search) must play the
same games with no events.

Regenerate (only when a rule change is meant to change games):
``.venv/bin/python -m tests.rules.spellbook.test_golden --write``.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from game.rules.base import Action, Event, Msg, canonical
from game.rules.spellbook import INFO
from game.rules.spellbook.state import SpellBookState
from tests.support.golden import event_record

GOLDEN = Path(__file__).parent / "golden" / "playthroughs.json"

#: A selection no set has, naming a spell of every colour the sets leave apart.
MIXED = ["firestorm", "levitation", "growth", "feast", "mirror_image", "mirage", "synergy"]

#: (players, options, seed, chooser): every option value the engine has, solo rival included.
#: "uniform" picks any legal action; "spells" prefers learning and casting, "high" also waits
#: to learn at levels 4-5, so that the 21 spells' effects at their levels appear in the pinned games.
SETUPS: list[tuple[int, dict[str, Any], int, str]] = [
    (1, {"spells": "random", "rival_start": 0}, 1, "uniform"),
    (1, {"spells": "I", "rival_start": 1}, 2, "spells"),
    (1, {"spells": "II", "rival_start": 2}, 3, "spells"),
    (1, {"spells": "III", "rival_start": 3}, 4, "spells"),
    (1, {"spells": "custom", "custom_spells": MIXED, "rival_start": 0}, 5, "spells"),
    (2, {"spells": "random"}, 6, "uniform"),
    (2, {"spells": "I"}, 7, "spells"),
    (2, {"spells": "II"}, 8, "spells"),
    (2, {"spells": "III"}, 9, "spells"),
    (2, {"spells": MIXED}, 10, "spells"),
    (3, {"spells": "random"}, 11, "uniform"),
    (3, {"spells": "I"}, 12, "spells"),
    (3, {"spells": "II"}, 13, "spells"),
    (3, {"spells": "III"}, 14, "spells"),
    (3, {"spells": "custom", "custom_spells": MIXED}, 15, "spells"),
    (4, {"spells": "random"}, 16, "uniform"),
    (4, {"spells": "I"}, 17, "spells"),
    (4, {"spells": "II"}, 18, "spells"),
    (4, {"spells": "III"}, 19, "spells"),
    (4, {"spells": MIXED}, 20, "uniform"),
    (2, {"spells": "random"}, 21, "spells"),
    (4, {"spells": "random"}, 22, "spells"),
    (1, {"spells": "I", "rival_start": 0}, 23, "high"),
    (1, {"spells": "II", "rival_start": 0}, 24, "high"),
    (1, {"spells": "III", "rival_start": 0}, 25, "high"),
    (2, {"spells": "I"}, 26, "high"),
    (2, {"spells": "II"}, 27, "high"),
    (2, {"spells": "III"}, 28, "high"),
    (3, {"spells": "II"}, 29, "high"),
    (3, {"spells": "III"}, 30, "high"),
    (4, {"spells": "I"}, 31, "high"),
    (4, {"spells": "III"}, 32, "high"),
    (2, {"spells": "random"}, 33, "high"),
    (3, {"spells": "random"}, 34, "high"),
    (1, {"spells": "I", "rival_start": 2}, 35, "high"),
    (2, {"spells": "I"}, 36, "high"),
    (3, {"spells": "I"}, 37, "high"),
    (2, {"spells": "II"}, 38, "high"),
]

MAX_STEPS = 5000


def _choose(chooser: str, rng: random.Random, actions: list[Action]) -> Action:
    if chooser != "uniform":  # learn and cast at the highest level offered, keep materia for that
        for kind in ("learn", "cast"):
            spells = [a for a in actions if a.kind == kind]
            if not spells:
                continue
            top = max(a["level"] for a in spells)
            if rng.random() < (0.85 if chooser == "spells" or top > 3 or kind == "cast" else 0.1):
                spells = [a for a in spells if a["level"] == top]
                return spells[rng.randrange(len(spells))]
        keep = [a for a in actions if a.kind not in ("store_one", "skip")]
        if keep and rng.random() < 0.7:
            return keep[rng.randrange(len(keep))]
    return actions[rng.randrange(len(actions))]


def _event(e: Event) -> list[Any]:
    return event_record(e, Msg.english)


def _digest(record: Any) -> str:
    return hashlib.sha1(canonical(record).encode()).hexdigest()[:10]


def play(
    players: int, options: dict[str, Any], seed: int, chooser: str, state: SpellBookState | None = None
) -> tuple[list[Any], dict[str, Any]]:
    """One seeded game: the records of its steps and its pinned summary."""
    if state is None:
        state = INFO.new_game(players, options, seed)
    rng = random.Random(seed * 31 + 7)
    records: list[Any] = []
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        seats = state.to_act()
        seat = seats[rng.randrange(len(seats))]
        legal = state.legal_actions(seat)
        prompt = state.current_prompt(seat)
        action = _choose(chooser, rng, legal)
        events = state.apply(seat, action)
        records.append(
            [
                seat,
                len(legal),
                prompt.english() if prompt else None,
                action.to_json(),
                state.describe(action).english(),
                [_event(e) for e in events],
                state.view(seat),
            ]
        )
    assert state.is_over(), "a pinned game did not end"
    summary = {
        "players": players,
        "options": options,
        "seed": seed,
        "chooser": chooser,
        "steps": "".join(_digest(r) for r in records),
        "state": state.to_json(),
        "result": state.result().to_json(),
    }
    return records, summary


def _load() -> list[dict[str, Any]]:
    return [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]


@pytest.mark.parametrize(
    "index",
    range(len(SETUPS)),
    ids=[f"{p}p-{o['spells'] if isinstance(o['spells'], str) else 'list'}-s{s}-{c}" for p, o, s, c in SETUPS],
)
def test_seeded_games_play_exactly_as_pinned(index):
    players, options, seed, chooser = SETUPS[index]
    pinned = _load()[index]
    assert (pinned["players"], pinned["options"], pinned["seed"], pinned["chooser"]) == (
        players,
        options,
        seed,
        chooser,
    )
    records, summary = play(players, options, seed, chooser)
    now = [_digest(r) for r in records]
    was = [pinned["steps"][i : i + 10] for i in range(0, len(pinned["steps"]), 10)]
    for i, (a, b) in enumerate(zip(now, was, strict=False)):
        assert a == b, f"step {i} differs from the pinned game; it now reads {canonical(records[i])}"
    assert len(now) == len(was), f"the game now lasts {len(now)} steps, pinned {len(was)}"
    assert canonical(summary["state"]) == canonical(pinned["state"])
    assert summary["result"] == pinned["result"]


@pytest.mark.parametrize("index", range(0, len(SETUPS), 3))
def test_quiet_copies_play_the_same_games_without_events(index):
    """Search and playouts play quiet copies (#27): the same game step for step, but no events."""
    players, options, seed, chooser = SETUPS[index]
    loud, summary = play(players, options, seed, chooser)
    start = INFO.new_game(players, options, seed).quiet()
    quiet, quiet_summary = play(players, options, seed, chooser, start)
    assert all(r[5] == [] for r in quiet), "a quiet state reported events"
    assert [r[:5] + r[6:] for r in quiet] == [r[:5] + r[6:] for r in loud]
    assert canonical(quiet_summary["state"]) == canonical(summary["state"])
    assert quiet_summary["result"] == summary["result"]


def test_the_pinned_games_use_every_spell():
    """The golden games are only a guard for the spells they reach: all 21 must be learned in them."""
    learned = set()
    for game in _load():
        for seat in game["state"]["learned"]:
            learned.update(seat)
    assert len(learned) == 21, sorted(learned)


def write() -> None:
    GOLDEN.parent.mkdir(exist_ok=True)
    lines = [json.dumps(play(*setup)[1], sort_keys=True, separators=(",", ":")) for setup in SETUPS]
    GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{GOLDEN}: {len(lines)} games, {GOLDEN.stat().st_size // 1024} KB")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
    else:
        sys.exit("usage: python -m tests.rules.spellbook.test_golden --write")
