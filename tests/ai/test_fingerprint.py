"""An arena series' fingerprint follows how the bots play, not where their code lives."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace

from game.ai.fingerprint import config_text, fingerprint
from game.ai.ismcts import SearchConfig
from tests.ai.support.tictactoe import INFO as TICTACTOE
from tests.ai.support.tictactoe import LINES, TicTacToe


class NoDiagonals(TicTacToe):
    """Tic-tac-toe with one rule changed: diagonal lines do not win."""

    def winner(self) -> int | None:
        for a, b, c in LINES[:6]:
            if self.cells[a] is not None and self.cells[a] == self.cells[b] == self.cells[c]:
                return self.cells[a]
        return None

    def clone(self) -> NoDiagonals:
        return NoDiagonals(list(self.cells), self.turn, self.rng.clone())


def _no_diagonals_game(players, options, seed):
    base = TICTACTOE.new_game(players, options, seed)
    return NoDiagonals(base.cells, base.turn, base.rng)


def test_a_rules_change_changes_the_fingerprint():
    changed = replace(TICTACTOE, new_game=_no_diagonals_game)
    assert fingerprint(changed, ("hard", "random"), 2, {}) != fingerprint(
        TICTACTOE, ("hard", "random"), 2, {}
    )


def test_a_search_change_changes_the_fingerprint(monkeypatch):
    """The probes play the level's real search: a search that picks differently is seen."""
    before = fingerprint(TICTACTOE, ("hard", "random"), 2, {})
    monkeypatch.setattr("game.ai.search_bot.SearchBot._pick", lambda self, stats: stats[-1])
    assert fingerprint(TICTACTOE, ("hard", "random"), 2, {}) != before


def _in_another_process(game: str, bots: tuple[str, ...], options: dict, hash_seed: str) -> str:
    """The fingerprint as a fresh interpreter with another hash seed measures it."""
    code = (
        "from game.ai.fingerprint import fingerprint\n"
        "from game.rules.registry import get\n"
        "from tests.ai.support.tictactoe import INFO\n"
        f"info = INFO if {game!r} == 'tictactoe' else get({game!r})\n"
        f"print(fingerprint(info, {bots!r}, 2, {options!r}))\n"
    )
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    return out.stdout.strip()


def test_the_same_bots_give_the_same_fingerprint_in_another_process():
    """Nothing in it depends on the process (hash seeds, addresses): a series continued in a
    later sitting is recognised."""
    assert _in_another_process("tictactoe", ("hard", "easy"), {}, "12345") == fingerprint(
        TICTACTOE, ("hard", "easy"), 2, {}
    )


def test_trickerions_fingerprint_is_stable_across_processes_with_its_modules():
    """The real engine with Dark Alley and Arcane Arts (chance, hidden cards, simultaneous
    assignment) is as reproducible as the test game."""
    from game.rules.registry import get

    options = {"modules": "arcane_arts"}
    assert _in_another_process("trickerion", ("hard", "easy"), options, "99") == fingerprint(
        get("trickerion"), ("hard", "easy"), 2, options
    )


def test_a_field_added_to_the_search_leaves_the_levels_without_it_as_they_were():
    """``reuse_tree`` and ``focus`` came after many series were measured: at their old values they
    are not hashed, so those series stay current, while a level that uses one starts again."""
    plain = SearchConfig(iterations=600, time_limit=1.5, exploration=0.7)
    assert config_text(plain) == repr(plain).replace(", reuse_tree=False", "").replace(", focus=0", "")
    assert "reuse_tree=True" in config_text(replace(plain, reuse_tree=True))
    assert "focus=8" in config_text(replace(plain, focus=8))
