"""``python -m game simulate``: bot-only games without a window.

    python -m game simulate --game spellbook --seats bot:random,bot:easy --games 20 --seed 1 [--json]

Prints one line per game (scores, winner) and totals: wins per seat (shared
victories count for each winner), mean scores and games per second.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any

from game.cli.common import parse_options


def parse_seats(text: str) -> list[str]:
    """``bot:LEVEL,...`` -> levels; headless games have no human seats."""
    levels = []
    for part in text.split(","):
        kind, _sep, level = part.strip().partition(":")
        if kind != "bot" or not level:
            raise argparse.ArgumentTypeError(
                f"seat {part!r}: use bot:LEVEL (random, easy, medium, hard, expert)"
            )
        levels.append(level)
    return levels


def play_one(info: Any, levels: list[str], options: dict[str, Any], seed: int) -> dict[str, Any]:
    from game.ai.levels import make_bot

    state = info.new_game(len(levels), options, seed)
    bots = [make_bot(info.id, level, seed * 31 + i) for i, level in enumerate(levels)]
    steps = 0
    while not state.is_over():
        seat = state.to_act()[0]
        decision = bots[seat].choose(state, seat)
        state.apply(seat, decision.action)
        steps += 1
    result = state.result()
    scores = [0] * len(levels)
    for entry in result.entries:
        if entry.seat is not None:
            scores[entry.seat] = entry.score
    winners = [result.entries[i].seat for i in result.winners]
    return {
        "seed": seed,
        "scores": scores,
        "winners": winners,
        "draw": result.draw,
        "actions": steps,
        "result": result.to_json(),
    }


def main(argv: list[str]) -> int:
    from game.rules import registry

    parser = argparse.ArgumentParser(prog="arcana-table simulate")
    parser.add_argument("--game", required=True)
    parser.add_argument("--seats", type=parse_seats, default=["random", "random"])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], help="variant as key=value (repeatable)")
    parser.add_argument("--json", action="store_true", help="one JSON document instead of text")
    args = parser.parse_args(argv)
    try:
        info = registry.get(args.game)
    except KeyError as exc:
        print(exc, file=sys.stderr)
        return 2
    n = len(args.seats)
    if not info.min_players <= n <= info.max_players:
        print(f"{info.id} takes {info.min_players}-{info.max_players} players, not {n}", file=sys.stderr)
        return 2
    options = {**info.default_options(n), **parse_options(args.option)}
    start = time.perf_counter()
    games = []
    for k in range(args.games):
        game = play_one(info, args.seats, options, args.seed + k)
        games.append(game)
        if not args.json:
            won = ",".join(str(w) for w in game["winners"] if w is not None) or "-"
            print(
                f"game {k + 1:>4}  seed {game['seed']:>6}  scores {game['scores']}  winners {won}"
                f"{'  (draw)' if game['draw'] else ''}  actions {game['actions']}"
            )
    elapsed = time.perf_counter() - start
    wins = [sum(1 for g in games if s in g["winners"]) for s in range(n)]
    means = [sum(g["scores"][s] for g in games) / max(1, len(games)) for s in range(n)]
    totals = {
        "game": info.id,
        "seats": [f"bot:{lv}" for lv in args.seats],
        "games": len(games),
        "wins": wins,
        "mean_scores": [round(m, 2) for m in means],
        "seconds": round(elapsed, 3),
        "games_per_second": round(len(games) / elapsed, 3) if elapsed > 0 else None,
    }
    if args.json:
        print(json.dumps({"totals": totals, "games": games}, indent=1))
    else:
        for s in range(n):
            print(f"seat {s} bot:{args.seats[s]:<8} wins {wins[s]:>4}  mean score {means[s]:.2f}")
        print(f"{len(games)} games in {elapsed:.2f} s ({totals['games_per_second']} games/s)")
    return 0
