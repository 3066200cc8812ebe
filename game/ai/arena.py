"""Bot against bot without a window: ``python -m game arena --game G --bots hard,easy``.

Seats are rotated game by game so that no bot profits from moving first; the
report gives each bot's win rate with a 95 % Wilson interval (a draw or a
shared victory counts as a part win), its mean final score and its think time
per decision (median and 95th percentile, counted only where it had a choice).
Bots think on CPU time here (``time.thread_time``), not on the wall clock: a series
played beside other work on a shared machine then measures the levels as a quiet
machine plays them, and their think times are what a quiet machine's wall clock
would show.  With one player (SpellBook's solo mode) each listed bot plays its own games
against the game's automated rival.  ``--jobs 2`` spreads games over processes.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.ai.levels import make_bot
from game.ai.stats import percentile, wilson
from game.rules.base import Action, GameInfo

MAX_DECISIONS = 20_000
#: What a bot's time limit and think time count in the arena (see above).
THINK_CLOCK = time.thread_time


@dataclass(frozen=True)
class GameRecord:
    """One finished game, per seat: which bot, its outcome (1/share/0), score, think times; and the
    score of the game's own opponent in a solo game (``rival``: SpellBook's rival, Trickerion's Heir),
    so a solo table can say by how much a level wins or loses."""

    seed: int
    bots: tuple[str, ...]
    outcomes: tuple[float, ...]
    scores: tuple[int, ...]
    think: tuple[tuple[float, ...], ...]
    rival: int | None = None

    def to_json(self) -> dict[str, Any]:
        """One line of a results file (think times to the millisecond)."""
        row: dict[str, Any] = {
            "seed": self.seed,
            "bots": list(self.bots),
            "outcomes": list(self.outcomes),
            "scores": list(self.scores),
            "think": [[round(t, 3) for t in ts] for ts in self.think],
        }
        if self.rival is not None:
            row["rival"] = self.rival
        return row

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> GameRecord:
        return cls(
            data["seed"],
            tuple(data["bots"]),
            tuple(data["outcomes"]),
            tuple(data["scores"]),
            tuple(tuple(ts) for ts in data["think"]),
            data.get("rival"),  # older files: not recorded
        )


@dataclass
class BotLine:
    """Everything the arena table shows for one bot."""

    bot: str
    games: int = 0
    points: float = 0.0
    wins: int = 0
    draws: int = 0
    scores: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)

    @property
    def win_rate(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.points, self.games)

    @property
    def mean_score(self) -> float:
        return sum(self.scores) / len(self.scores) if self.scores else 0.0


@dataclass(frozen=True)
class ArenaResult:
    game_id: str
    players: int
    seed: int
    lines: tuple[BotLine, ...]
    records: tuple[GameRecord, ...]
    seconds: float
    errors: tuple[str, ...] = ()  # games an engine error stopped (left out of the table)


class GameFailed(Exception):
    """An arena game stopped by an error; the message says where, and where its replay is."""


def seat_bots(bots: Sequence[str], players: int, game_index: int) -> tuple[str, ...]:
    """Which bot sits where in game ``game_index``: the list rotated one seat per game."""
    m = len(bots)
    return tuple(bots[(s + game_index) % m] for s in range(players))


def play_game(
    info: GameInfo, bots: Sequence[str], players: int, options: Mapping[str, Any], seed: int
) -> GameRecord:
    """Play one game between the given levels; each seat gets its own seeded bot."""
    state = info.new_game(players, options, seed)
    agents = [make_bot(info.id, level, seed * 101 + s, THINK_CLOCK) for s, level in enumerate(bots)]
    think: list[list[float]] = [[] for _ in range(players)]
    moves: list[tuple[int, Action]] = []
    try:
        for _ in range(MAX_DECISIONS):
            if state.is_over():
                break
            seat = state.to_act()[0]
            choices = len(state.legal_actions(seat))
            start = THINK_CLOCK()
            decision = agents[seat].choose(state, seat)
            elapsed = THINK_CLOCK() - start
            if choices > 1:
                think[seat].append(elapsed)
            state.apply(seat, decision.action)
            moves.append((seat, decision.action))
        else:
            raise RuntimeError(f"{info.id}: game with seed {seed} did not end")
    except Exception as exc:
        recipe = _keep_recipe(info, bots, players, options, seed, moves, exc)
        raise GameFailed(f"{type(exc).__name__}: {exc} at {_where(exc)} (replay: {recipe})") from exc
    result = state.result()
    winners = [result.entries[i].seat for i in result.winners]
    share = 1.0 / len(winners) if winners else 0.0
    outcomes = tuple(share if s in winners else 0.0 for s in range(players))
    score_of = {e.seat: e.score for e in result.entries}
    scores = tuple(score_of.get(s, 0) for s in range(players))
    rival = next((e.score for e in result.entries if e.seat is None), None)
    return GameRecord(seed, tuple(bots), outcomes, scores, tuple(tuple(t) for t in think), rival)


def _where(exc: BaseException) -> str:
    """The innermost frame of ``exc``: the file, line and function that raised it."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return f"{Path(frame.filename).name}:{frame.lineno} in {frame.name}"


def _keep_recipe(
    info: GameInfo,
    bots: Sequence[str],
    players: int,
    options: Mapping[str, Any],
    seed: int,
    moves: Sequence[tuple[int, Action]],
    exc: BaseException,
) -> Path:
    """Write what a failed game needs to be rebuilt (``replay`` from the rules interface)
    up to the move that failed, and the traceback: time-limited bots never play the same
    game twice, so without it an arena's engine error could not be reproduced."""
    path = Path(tempfile.gettempdir()) / "arena-errors" / f"{info.id}-{players}p-{seed}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    recipe = {
        "game": info.id,
        "players": players,
        "options": dict(options),
        "seed": seed,
        "bots": list(bots),
        "moves": [[seat, action.to_json()] for seat, action in moves],
        "traceback": "".join(traceback.format_exception(exc)),
    }
    path.write_text(json.dumps(recipe), encoding="utf-8")
    return path


Task = tuple[GameInfo, tuple[str, ...], int, dict[str, Any], int]
"""One arena game: the game, its seats' bots, the player count, options and seed."""


def _play_task(task: Task) -> GameRecord | str:
    """One game, or the error that stopped it (an engine bug must not cost the whole arena)."""
    try:
        return play_game(*task)
    except Exception as exc:  # reported with the table, never swallowed
        what = str(exc) if isinstance(exc, GameFailed) else f"{type(exc).__name__}: {exc}"
        return f"seed {task[4]}, seats {','.join(task[1])}: {what}"


def _progress(outcomes: Sequence[GameRecord | str], total: int, quiet: bool) -> None:
    """A running tally per bot, so a run cut short still tells something."""
    if quiet:
        return
    wins: dict[str, float] = {}
    for rec in outcomes:
        if isinstance(rec, GameRecord):
            for bot, share in zip(rec.bots, rec.outcomes, strict=True):
                wins[bot] = wins.get(bot, 0.0) + share
    tally = ", ".join(f"{bot} {w:g}" for bot, w in sorted(wins.items()))
    print(f"  game {len(outcomes)}/{total}  wins: {tally}", file=sys.stderr, flush=True)


def run_arena(
    info: GameInfo,
    bots: Sequence[str],
    games: int,
    seed: int,
    players: int = 2,
    options: Mapping[str, Any] | None = None,
    jobs: int = 1,
    quiet: bool = True,
    played: Collection[int] = (),
    on_record: Callable[[GameRecord], None] | None = None,
) -> ArenaResult:
    """Play games ``0`` .. ``games - 1`` not yet ``played`` (per bot in solo mode) and gather
    the table.

    Game ``g`` always has seed ``seed + g`` and the seats rotated ``g`` times, so
    a run topped up later continues the same series, and fills the gaps an
    engine error or a cut run left in it.
    ``on_record`` sees every finished game at once: a long run cut short keeps
    what it played.
    """
    opts = dict(info.default_options(players))
    opts.update(options or {})
    tasks: list[Task] = []
    if players == 1:
        for bot in bots:
            tasks.extend((info, (bot,), 1, opts, seed + g) for g in range(games) if g not in played)
    else:
        tasks = [
            (info, seat_bots(bots, players, g), players, opts, seed + g)
            for g in range(games)
            if g not in played
        ]
    start = time.perf_counter()
    outcomes: list[GameRecord | str] = []

    def finished(out: GameRecord | str) -> None:
        outcomes.append(out)
        if on_record is not None and isinstance(out, GameRecord):
            on_record(out)
        if isinstance(out, str) and not quiet:  # at once: a run cut short must not lose it
            print(f"error: {out}", file=sys.stderr, flush=True)
        _progress(outcomes, len(tasks), quiet)

    if jobs > 1:
        with multiprocessing.get_context("spawn").Pool(jobs) as pool:
            for out in pool.imap(_play_task, tasks, chunksize=1):
                finished(out)
    else:
        for task in tasks:
            finished(_play_task(task))
    records = tuple(r for r in outcomes if isinstance(r, GameRecord))
    errors = tuple(r for r in outcomes if isinstance(r, str))
    return ArenaResult(
        info.id, players, seed, tally(bots, records), records, time.perf_counter() - start, errors
    )


def tally(bots: Sequence[str], records: Sequence[GameRecord]) -> tuple[BotLine, ...]:
    """One table line per bot from finished games."""
    lines = {bot: BotLine(bot) for bot in bots}
    for rec in records:
        seen: set[str] = set()
        for s, bot in enumerate(rec.bots):
            line = lines[bot]
            line.scores.append(rec.scores[s])
            line.think.extend(rec.think[s])
            if bot in seen:  # the same level in several seats: count the game once
                continue
            seen.add(bot)
            got = max(rec.outcomes[k] for k, b in enumerate(rec.bots) if b == bot)
            line.games += 1
            line.points += got
            line.wins += got == 1.0
            line.draws += 0.0 < got < 1.0
    return tuple(lines.values())


def format_table(res: ArenaResult) -> str:
    """The arena result as a Markdown table (also what the CLI prints)."""
    rows = [
        "| bot | games | wins | draws | win rate | 95% CI | mean score | think median | think p95 |",
        "|---|---:|---:|---:|---:|---|---:|---:|---:|",
    ]
    for ln in res.lines:
        lo, hi = ln.interval
        rows.append(
            f"| {ln.bot} | {ln.games} | {ln.wins} | {ln.draws} | {100 * ln.win_rate:.1f}% "
            f"| {100 * lo:.1f}-{100 * hi:.1f}% | {ln.mean_score:.1f} "
            f"| {percentile(ln.think, 50):.2f} s | {percentile(ln.think, 95):.2f} s |"
        )
    return "\n".join(rows)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game arena", description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="game id, e.g. witchcraft")
    parser.add_argument("--bots", required=True, help="comma-separated levels, e.g. hard,easy (or random)")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1, help="processes to use (the machine's cores at most)")
    parser.add_argument("--options", default="{}", help='game options as JSON, e.g. {"set": "II"}')
    args = parser.parse_args(argv)
    from game.rules.registry import get

    info = get(args.game)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    if len(set(bots)) != len(bots) and args.players != 1:
        parser.error("list each level once; seats are rotated among them")
    res = run_arena(
        info, bots, args.games, args.seed, args.players, json.loads(args.options), args.jobs, quiet=False
    )
    what = "solo against the rival" if args.players == 1 else f"{args.players} players"
    print(f"{info.id}, {what}, {args.games} games, seed {args.seed} ({res.seconds:.0f} s)")
    print(format_table(res))
    for err in res.errors:
        print(f"error: {err}")
    return 1 if res.errors else 0


if __name__ == "__main__":
    raise SystemExit(main())
