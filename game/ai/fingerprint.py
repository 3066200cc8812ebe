"""The fingerprint of an arena series: what the bots of a pairing do, measured by playing.

An arena series of 200 games takes hours on a two-core machine, so it is kept
game by game and continued over several sittings (``report.py``).  Its first
line names a fingerprint; when the fingerprint changes, the old games no longer
describe these bots and the series starts again.

Why behaviour and not source: hashing the files that decide play (the engine,
the policy, the search) restarted every series whenever code was moved,
renamed or documented, throwing away many CPU-hours of games that the same
bots would have played identically.  Here the fingerprint is taken from what
those files *do*: seeded random games through the rules interface (every
legal list, every move, the final scores: the rules) and, at positions taken
from them, the move each level's search picks with its own configuration but a
small iteration cap and no time limit (the policy, the evaluation and the
search).  A rules or bot change that alters any of that changes the
fingerprint; a refactor that keeps games identical does not.  The levels'
configurations (time limits and iteration caps included) are hashed as they
are, so tuning a level restarts the series it plays in.

What it cannot see: a change in speed (a time-limited search that reaches more
iterations plays better) — the page's note on each series gives the machine.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import fields, replace
from typing import Any

from game.ai.ismcts import SearchConfig
from game.ai.levels import LEVELS, config_for
from game.ai.policies import policy_for
from game.ai.search_bot import SearchBot
from game.rules.base import GameInfo, State

#: Seeded games played per table, and the search probes taken from each.
SEEDS: tuple[int, ...] = (11, 12)
PROBES_PER_GAME = 4
#: Iterations of each probe search: enough to involve the policy's rollouts and the
#: evaluation, few enough that a fingerprint costs seconds, not minutes.
PROBE_ITERATIONS = 24
#: A random game longer than this is cut (the trace is still deterministic).
MAX_STEPS = 5000
#: Fields ``SearchConfig`` gained after series were first measured, with the value every level had
#: before they existed.  At that value they are left out of a configuration's hashed text, so
#: adding a field restarts only the series of the levels that use it.
LATER_FIELDS: dict[str, object] = {"reuse_tree": False, "focus": 0}


def config_text(config: SearchConfig) -> str:
    """The configuration as its ``repr`` shows it, less the later fields at their old value."""
    shown = [
        f"{f.name}={getattr(config, f.name)!r}"
        for f in fields(config)
        if f.name not in LATER_FIELDS or getattr(config, f.name) != LATER_FIELDS[f.name]
    ]
    return f"{type(config).__qualname__}({', '.join(shown)})"


def _random_game(state: State, seed: int, digest: Any) -> list[tuple[State, int]]:
    """Play ``state`` to its end with seeded random moves, hashing every legal list and
    move, and return a few positions (with the seat to move) for the probe searches."""
    rng = random.Random(seed)
    positions: list[tuple[State, int]] = []
    for _ in range(MAX_STEPS):
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        digest.update(repr((seat, legal)).encode())
        if len(legal) > 1:
            positions.append((state.clone(), seat))
        state.apply(seat, legal[rng.randrange(len(legal))])
    if state.is_over():
        result = state.result()
        digest.update(repr([(e.seat, e.score) for e in result.entries]).encode())
    step = max(1, len(positions) // PROBES_PER_GAME)
    return positions[step // 2 :: step][:PROBES_PER_GAME]


class Fingerprints:
    """Measures fingerprints for one run of the report: each table's seeded games and each
    level's probes are played once, however many series share them."""

    def __init__(self) -> None:
        self._rules: dict[tuple[str, int, str], tuple[str, tuple[tuple[State, int], ...]]] = {}
        self._levels: dict[tuple[str, int, str, SearchConfig], str] = {}

    def __call__(self, info: GameInfo, bots: Sequence[str], players: int, options: Mapping[str, Any]) -> str:
        """A short hash of how ``bots`` play ``info``'s game with ``players`` seats and ``options``."""
        key = json.dumps(dict(options), sort_keys=True)
        rules, probes = self._table(info, players, key)
        digest = hashlib.sha256(rules.encode())
        for bot in bots:
            level = (
                self._level(info.id, players, key, config_for(info.id, bot), probes) if bot in LEVELS else bot
            )
            digest.update(level.encode())
        return digest.hexdigest()[:12]

    def _table(self, info: GameInfo, players: int, options: str) -> tuple[str, tuple[tuple[State, int], ...]]:
        """The hash of the seeded random games of one table, and the probe positions taken from them."""
        key = (info.id, players, options)
        if key not in self._rules:
            opts = {**info.default_options(players), **json.loads(options)}
            digest = hashlib.sha256()
            probes: list[tuple[State, int]] = []
            for seed in SEEDS:
                probes += _random_game(info.new_game(players, opts, seed), seed, digest)
            self._rules[key] = digest.hexdigest(), tuple(probes)
        return self._rules[key]

    def _level(
        self,
        game_id: str,
        players: int,
        options: str,
        config: SearchConfig,
        probes: tuple[tuple[State, int], ...],
    ) -> str:
        """The hash of one level's configuration and of the moves its search picks at the probes."""
        key = (game_id, players, options, config)
        if key not in self._levels:
            digest = hashlib.sha256(config_text(config).encode())
            capped = replace(config, iterations=PROBE_ITERATIONS, time_limit=0.0)
            for n, (position, seat) in enumerate(probes):
                bot = SearchBot(policy_for(game_id), capped, 1000 + n)
                digest.update(repr(bot.choose(position.clone(), seat).action).encode())
            self._levels[key] = digest.hexdigest()
        return self._levels[key]


def fingerprint(info: GameInfo, bots: Sequence[str], players: int, options: Mapping[str, Any]) -> str:
    """A short hash of how ``bots`` play ``info``'s game, measured afresh."""
    return Fingerprints()(info, bots, players, options)
