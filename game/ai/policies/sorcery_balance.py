"""Headless balance simulation: greedy player against greedy player.

    python -m game.ai.policies.sorcery_balance --games 400 --seed 1 [--advanced] [--goal 16] [--deck FILE]

Reports the first player's win rate (the first wizard), rounds per game, and
for every card how often the player who ended the game owning it won
(starting permanent cards included).  A card far above 50% dominates.
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from game.ai.policies.sorcery import GreedyPolicy
from game.rules.sorcery.deck import Deck, default_deck, load_deck_file
from game.rules.sorcery.setup import new_game

MAX_ACTIONS = 5000


@dataclass
class Report:
    games: int = 0
    first_wins: int = 0
    draws: int = 0
    rounds: int = 0
    deck_endings: int = 0
    owned: Counter[str] = field(default_factory=Counter)
    owner_won: Counter[str] = field(default_factory=Counter)
    dealt: Counter[str] = field(default_factory=Counter)  # starting permanent cards: dealt at random
    dealt_won: Counter[str] = field(default_factory=Counter)

    def first_rate(self) -> float:
        return self.first_wins / max(1, self.games - self.draws)

    def card_rates(self) -> dict[str, float]:
        return {c: self.owner_won[c] / n for c, n in self.owned.items() if n}


def play(seed: int, options: dict, deck: Deck, report: Report) -> None:
    state = new_game(2, options, seed, deck=deck)
    first = state.wizard
    start = [list(state.perm[0]), list(state.perm[1])]
    policies = [GreedyPolicy(seed * 2 + 1), GreedyPolicy(seed * 2 + 2)]
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, policies[seat].choose(state, seat))
    report.games += 1
    report.rounds += state.round
    report.deck_endings += state.end_reason == "deck"
    if state.winner is None:
        report.draws += 1
        return
    report.first_wins += state.winner == first
    for seat in (0, 1):
        for cid in start[seat]:
            report.dealt[cid] += 1
            report.dealt_won[cid] += state.winner == seat
    for seat in (0, 1):
        for cid in state.perm[seat] + state.once[seat] + state.used[seat]:
            report.owned[cid] += 1
            report.owner_won[cid] += state.winner == seat


def run(games: int, seed: int, options: dict, deck: Deck) -> Report:
    report = Report()
    for g in range(games):
        play(seed * 100_003 + g, options, deck, report)
    return report


def format_report(report: Report, deck: Deck) -> str:
    rates = report.card_rates()
    mean = sum(report.owner_won.values()) / max(1, sum(report.owned.values()))
    lines = [
        f"games: {report.games}  draws: {report.draws}  ended by empty deck: {report.deck_endings}",
        f"first player (first wizard) win rate: {report.first_rate():.1%}",
        f"rounds per game: {report.rounds / max(1, report.games):.2f}",
        "",
        f"mean owner win rate over all cards: {mean:.1%} (winners own more cards; compare with this)",
        "",
        f"{'card':<28}{'type':<11}{'owned':>7}{'owner wins':>12}{'vs mean':>9}",
    ]
    for cid in sorted(rates, key=lambda c: -rates[c]):
        card = deck.cards[cid]
        lines.append(
            f"{card.name:<28}{card.type:<11}{report.owned[cid]:>7}{rates[cid]:>12.1%}"
            f"{rates[cid] - mean:>+9.1%}"
        )
    if report.dealt:
        lines += [
            "",
            "starting permanent cards (dealt at random, so this rate is unbiased; 50% is neutral):",
            f"{'card':<28}{'dealt':>7}{'owner wins':>12}",
        ]
        for cid in sorted(report.dealt, key=lambda c: -report.dealt_won[c] / report.dealt[c]):
            rate = report.dealt_won[cid] / report.dealt[cid]
            lines.append(f"{deck.cards[cid].name:<28}{report.dealt[cid]:>7}{rate:>12.1%}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--advanced", action="store_true")
    parser.add_argument("--goal", type=int, default=13, choices=(13, 16))
    parser.add_argument("--deck", type=Path)
    args = parser.parse_args(argv)
    deck = load_deck_file(args.deck) if args.deck else default_deck()
    report = run(args.games, args.seed, {"advanced": args.advanced, "goal": args.goal}, deck)
    print(format_report(report, deck))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
