"""The generic conformance checks every game must pass (see tests/test_conformance.py).

Kept importable so an engine's own tests and ``python -m game bench`` can
reuse the same random playout.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

from game.rules.base import Action, GameInfo, IllegalAction, JSONValue, Msg, State, canonical
from game.rules.playout import random_playout  # noqa: F401  (re-exported for tests)


def option_sets(info: GameInfo, players: int) -> Iterator[tuple[str, dict[str, JSONValue]]]:
    """The option sets a game is checked in at ``players``: its defaults, then every other
    choice of each option valid at that count, one at a time (Trickerion's module sets, the
    Heir's and the rival's difficulties, SpellBook's spell sets, each game's variants).

    Read from the registration alone, so a new option is checked without editing a test.
    A choice that opens the game's own picker (SpellBook's "chosen by the players") gets
    the picker's default rows, as the setup screen would.
    """
    default = info.default_options(players)
    yield "default", default
    for option in info.options:
        if option.key not in default:
            continue
        for value, _label in option.choices:
            if value == option.default:
                continue
            options = {**default, option.key: value}
            picker = info.picker
            if picker is not None and picker.option == option.key and picker.when == value:
                options[picker.store] = [row.default for row in picker.rows]
            yield f"{option.key}={value}", options


def assert_json_roundtrip(info: GameInfo, state: State) -> None:
    data = state.to_json()
    text = json.dumps(data)  # must be plain JSON
    assert "version" in data
    again = info.from_json(json.loads(text))
    assert canonical(again.to_json()) == canonical(data)
    for seat in range(state.num_players):
        assert again.legal_actions(seat) == state.legal_actions(seat)
        for action in state.legal_actions(seat):  # saves and the bot worker carry actions as JSON
            assert Action.from_json(json.loads(json.dumps(action.to_json()))) == action, action
        assert canonical(again.view(seat)) == canonical(state.view(seat))
    assert again.to_act() == state.to_act()


def forged_actions(state: State, seat: int, rng: random.Random) -> list[Action]:
    """Actions that look plausible but are not legal for ``seat`` now."""
    legal = set(state.legal_actions(seat))
    candidates: list[Action] = [Action("no-such-action"), Action("")]
    other_seats = [s for s in range(state.num_players) if s != seat]
    for other in other_seats:
        candidates.extend(state.legal_actions(other)[:3])
    for action in list(legal)[:6]:
        for key, value in action.params:
            params = dict(action.params)
            if isinstance(value, bool):
                params[key] = not value
            elif isinstance(value, int):
                params[key] = value + rng.choice([-1000, 1000, 37])
            elif isinstance(value, str):
                params[key] = value + "?"
            elif isinstance(value, tuple):
                params[key] = value + (value[0],) if value else (999,)
            candidates.append(Action(action.kind, **params))
        candidates.append(Action(action.kind, forged=1, **dict(action.params)))
    return [a for a in candidates if a not in legal]


def assert_refuses(state: State, seat: int, action: Action) -> None:
    before = canonical(state.to_json())
    try:
        state.apply(seat, action)
    except IllegalAction as exc:
        assert isinstance(exc.reason, Msg) and exc.reason.text
    else:
        raise AssertionError(f"{action!r} by seat {seat} was accepted but is not legal")
    assert canonical(state.to_json()) == before, f"refusing {action!r} changed the state"


def assert_views_hide(state: State, seed: int) -> None:
    for seat in range(state.num_players):
        mine = canonical(state.view(seat))
        for k in range(2):
            other = state.determinize(seat, seed * 31 + k)
            assert canonical(other.view(seat)) == mine, (
                f"view({seat}) changed when hidden information was re-sampled: it leaks"
            )
        json.dumps(state.view(None))


def assert_seats_can_act(state: State) -> None:
    """Every seat asked to decide has a legal move, and the legal list handed out (perhaps
    cached) is the one worked out afresh.  A seat to act with no move stops the game for good:
    issue #25's only showed deep in a bot's search, on a determinised copy."""
    for seat in state.to_act():
        listed = state.legal_actions(seat)
        assert listed, f"seat {seat} must act but has no legal action"
        fresh = state.clone()
        fresh.invalidate()
        assert fresh.legal_actions(seat) == listed, f"seat {seat}'s cached legal list is stale"


def assert_search_copies_can_act(state: State, seed: int, steps: int = 6) -> None:
    """What a bot's search plays on -- a quiet copy, determinised for the seat to act -- keeps
    :func:`assert_seats_can_act` over a few random moves."""
    if state.is_over():
        return
    rng = random.Random(seed)
    copy = state.quiet().determinize(state.to_act()[0], seed)
    for _ in range(steps):
        assert_seats_can_act(copy)
        if copy.is_over():
            return
        seats = copy.to_act()
        seat = seats[rng.randrange(len(seats))]
        actions = copy.legal_actions(seat)
        copy.apply(seat, actions[rng.randrange(len(actions))])
    assert_seats_can_act(copy)


def own_lines(state: State, seat: int) -> str:
    """What the table writes for ``seat`` about its own turn: the prompt and every option's label."""
    prompt = state.current_prompt(seat)
    labels = [state.describe(a).english() for a in state.legal_actions(seat)]
    return canonical([prompt.english() if prompt else None, labels])


def assert_own_lines_hide(state: State, seed: int) -> None:
    """A seat's prompt and option labels depend only on what it may see, like its view."""
    for seat in range(state.num_players):
        mine = own_lines(state, seat)
        other = state.determinize(seat, seed * 37 + 1)
        assert own_lines(other, seat) == mine, (
            f"seat {seat}'s prompt or option labels changed when hidden information was re-sampled"
        )
