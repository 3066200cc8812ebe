"""Golden saves: one committed mid-game save per game that every later version must still open and finish.

Each save in ``golden/`` is a real save file (``game/saves.py``'s format) of a game stopped
half-way, with hidden information still hidden and chance still to come.  The test
(``tests/test_saves.py``) loads it through ``saves.load_path`` -- which replays the moves and
checks the snapshot -- and then plays it to the end with seeded moves; the finished game must
match the digest recorded in ``golden/digests.json``.  So a change that makes an old save fail to
load, or play on differently, fails loudly: either it is a bug, or it is a deliberate rules change
that needs a save-version step and an upgrader (docs/platform.md, "Saves that outlive changes").

``python -m tests.saves.golden`` rewrites the saves and digests -- only after such a step.
"""

from __future__ import annotations

import hashlib
import json
import random
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import saves, storage
from game.rules.base import Action, State, canonical
from game.rules.registry import get
from game.saves import GameSetup, PlayerSpec

FOLDER = Path(__file__).parent / "golden"
DIGESTS = FOLDER / "digests.json"


@dataclass(frozen=True)
class Golden:
    """The recipe of one golden save: the game, who sits where, the options, and where it stops."""

    game: str
    players: tuple[PlayerSpec, ...]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 2026
    continue_seed: int = 7  # the seeded chooser of the moves after the save

    @property
    def path(self) -> Path:
        return FOLDER / f"{self.game}.json"


HUMAN, BOT = PlayerSpec("Ania"), PlayerSpec("Morgana", "bot", "hard")
GOLDEN = (
    # the bag's order hidden, every draw by chance
    Golden("spellbook", (HUMAN, BOT, PlayerSpec("Jurek"))),
    # hidden supply stacks, power tokens by chance
    Golden("witchcraft", (HUMAN, BOT)),
    # the advanced draft, secret casts, dice
    Golden("sorcery", (HUMAN, BOT), {"advanced": True}),
    # face-down assignments, hidden decks, dice; Dark Alley and Arcane Arts
    Golden("trickerion", (HUMAN, BOT), {"modules": "arcane_arts"}),
)


def choose(state: State, rng: random.Random) -> tuple[int, Action]:
    """A seeded move through the rules interface alone; actions are sorted by their JSON so
    that listing them in another order is not taken for a change of behaviour."""
    seat = rng.choice(sorted(state.to_act()))
    actions = sorted(state.legal_actions(seat), key=lambda a: canonical(a.to_json()))
    return seat, rng.choice(actions)


def play_on(state: State, seed: int) -> list[tuple[int, Action]]:
    """Seeded moves until the end; returns them."""
    rng = random.Random(seed)
    log: list[tuple[int, Action]] = []
    while not state.is_over():
        seat, action = choose(state, rng)
        state.apply(seat, action)
        log.append((seat, action))
    return log


def digest(state: State, moves: list[tuple[int, Action]]) -> dict[str, Any]:
    """What the finished game must still be: the moves played after the save, the result and the
    final state, each readable where a failure should say what changed, plus one hash of them all."""
    result = state.result()
    played = [[seat, action.to_json()] for seat, action in moves]
    whole = canonical({"moves": played, "result": result.to_json(), "final": state.to_json()})
    return {
        "moves": len(moves),
        "scores": [entry.score for entry in result.entries],
        "winners": list(result.winners),
        "sha256": hashlib.sha256(whole.encode()).hexdigest(),
    }


def record() -> dict[str, dict[str, Any]]:
    """Write each golden save (stopped at half its seeded game) and return the digests of their ends."""
    digests: dict[str, dict[str, Any]] = {}
    for golden in GOLDEN:
        info = get(golden.game)
        options = {**info.default_options(len(golden.players)), **golden.options}
        setup = GameSetup(golden.game, list(golden.players), options, golden.seed)
        whole = play_on(setup.new_state(), golden.seed)
        state = setup.new_state()
        prefix = whole[: len(whole) // 2]
        for seat, action in prefix:
            state.apply(seat, action)
        label, when, uid = f"Golden {golden.game}", "2026-11-27T23:00:00", "0123456789ab"
        storage.write_json(golden.path, saves.to_json(setup, prefix, state, label, when, uid), indent=1)
        rest = play_on(state, golden.continue_seed)
        digests[golden.game] = digest(state, rest)
    storage.write_json(DIGESTS, digests, indent=2)
    return digests


if __name__ == "__main__":
    print(json.dumps(record(), indent=2))
