"""Whole-game properties: materia conservation, JSON round trip, replay, hidden bag, speed of clone.

SOAK=1 plays thousands of games instead of a few hundred.
"""

from __future__ import annotations

import json
import os
import random

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st_
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from game.rules.base import Action, IllegalAction, canonical, replay
from game.rules.playout import random_playout
from game.rules.spellbook import INFO
from game.rules.spellbook.state import SELF_RECORDED, SpellBookState

SOAK = os.environ.get("SOAK") == "1"
GAMES = 600 if SOAK else 40
SETUPS = [
    (1, {"spells": "random", "rival_start": 0}),
    (1, {"spells": "III", "rival_start": 3}),
    (2, {"spells": "random"}),
    (2, {"spells": "II"}),
    (3, {"spells": "random"}),
    (4, {"spells": "III"}),
    (4, {"spells": "random"}),
]


def _check(state, log):
    state.check_invariants()


def _played(players, seed, steps):
    """A game ``steps`` random actions in (or over)."""
    state = INFO.new_game(players, {"spells": "random"}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("players,options", SETUPS, ids=[f"{p}p-{o['spells']}" for p, o in SETUPS])
def test_materia_conservation_after_every_action_of_random_games(players, options):
    for seed in range(GAMES):
        state, log = random_playout(INFO, players, options, seed, check=_check)
        assert state.is_over() and log
        result = state.result()
        assert len(result.entries) == players + (1 if players == 1 else 0)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_json_round_trip_and_replay_reproduce_the_game(players):
    state, log = random_playout(INFO, players, {"spells": "random"}, 11)
    again = SpellBookState.from_json(json.loads(json.dumps(state.to_json())))
    assert canonical(again.to_json()) == canonical(state.to_json())
    replayed = replay(INFO, players, {"spells": "random"}, 11, log)
    assert canonical(replayed.to_json()) == canonical(state.to_json())
    assert replayed.result().to_json() == state.result().to_json()


def test_mid_prompt_json_round_trip_keeps_the_prompt_and_legal_actions():
    rng = random.Random(5)
    state = INFO.new_game(3, {"spells": "random"}, 5)
    seen_prompts = 0
    while not state.is_over():
        seat = state.to_act()[0]
        if state.prompt() is not None:
            seen_prompts += 1
            again = SpellBookState.from_json(json.loads(json.dumps(state.to_json())))
            assert again.prompt() == state.prompt() and again.legal_actions(seat) == state.legal_actions(seat)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert seen_prompts > 10


def test_determinize_only_resamples_the_bag():
    state = _played(2, 3, 60)
    other = state.determinize(0, 99)
    assert sorted(other.bag) == sorted(state.bag)
    assert canonical(other.view(0)) == canonical(state.view(0))
    assert other.view(1)["bag"] == len(state.bag) and "bag_contents" not in other.view(1)


def test_view_is_json_and_hides_the_bag():
    state = INFO.new_game(2, {"spells": "I"}, 1)
    view = state.view(None)
    json.dumps(view)
    assert view["bag"] == len(state.bag) and view["me"] is None and view["prompt"] is None
    assert set(view) >= {"altar", "seats", "phase", "spells", "discard", "current", "first", "rival"}


def test_clone_is_independent():
    state = _played(3, 8, 80)
    twin = state.clone()
    before = canonical(state.to_json())
    rng = random.Random(1)
    while not twin.is_over():
        seat = twin.to_act()[0]
        twin.apply(seat, rng.choice(twin.legal_actions(seat)))
    assert canonical(state.to_json()) == before


def test_every_event_has_a_renderable_text_or_is_a_silent_detail():
    state = INFO.new_game(2, {"spells": "random"}, 21)
    rng = random.Random(21)
    while not state.is_over():
        seat = state.to_act()[0]
        for event in state.apply(seat, rng.choice(state.legal_actions(seat))):
            if event.kind == "phase":  # the track shows the phase: no log line, but the event stays
                assert event.text is None and event.data["phase"] in ("morning", "noon", "evening")
            elif event.text is not None:
                assert event.text.english()
            elif event.kind == "action":  # its steps log the record ("takes", "draws", "stores", "learns")
                assert event.data["action"]["kind"] in SELF_RECORDED
            else:
                assert event.kind == "discard" and event.data["source"] == "altar"
        assert state.current_prompt(state.to_act()[0] if state.to_act() else 0) is not None or state.is_over()


class RandomSpellBook(RuleBasedStateMachine):
    """Hypothesis drives random legal and forged actions; invariants must hold throughout."""

    def __init__(self) -> None:
        super().__init__()
        self.state = None

    @rule(players=st_.integers(1, 4), seed=st_.integers(0, 10_000))
    def start(self, players, seed):
        if self.state is None:
            self.state = INFO.new_game(players, {"spells": "random"}, seed)

    @rule(pick=st_.integers(0, 10_000))
    def play(self, pick):
        if self.state is None or self.state.is_over():
            return
        seat = self.state.to_act()[0]
        legal = self.state.legal_actions(seat)
        self.state.apply(seat, legal[pick % len(legal)])

    @rule(pick=st_.integers(0, 10_000), shift=st_.integers(-3, 3))
    def forge(self, pick, shift):
        if self.state is None or self.state.is_over():
            return
        seat = self.state.to_act()[0]
        legal = self.state.legal_actions(seat)
        action = legal[pick % len(legal)]
        params = {
            k: (v + shift if isinstance(v, int) and not isinstance(v, bool) else v) for k, v in action.params
        }
        forged = Action(action.kind, **params)
        if forged in legal:
            return
        before = canonical(self.state.to_json())
        try:
            self.state.apply(seat, forged)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"accepted forged {forged}")
        assert canonical(self.state.to_json()) == before

    @invariant()
    def conserved(self):
        if self.state is not None:
            self.state.check_invariants()


TestRandomSpellBook = RandomSpellBook.TestCase
TestRandomSpellBook.settings = settings(
    max_examples=60 if SOAK else 15,
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_every_legal_action_and_prompt_has_a_label():
    for players in (1, 3):
        state = INFO.new_game(players, {"spells": "random"}, 4)
        rng = random.Random(4)
        while not state.is_over():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            assert all(state.describe(a).english() for a in legal)
            assert state.current_prompt(seat).english()
            state.apply(seat, rng.choice(legal))
