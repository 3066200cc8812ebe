"""A tiny internal game for the platform's own tests (never shown to players).

Two seats each hold four cards from a shuffled 1..12 deck; for three rounds
both choose a card secretly, then the higher card scores both cards' values.
It has everything the interface must carry: hidden hands, a shuffled deck,
simultaneous hidden choices and a reveal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.rules.base import Action, Event, GameInfo, IllegalAction, Msg, Result, ResultEntry, State
from game.rules.rng import Rng

ROUNDS = 3


class DuelState(State):
    game_id = "duel"

    def __init__(self, hands: list[list[int]], deck: list[int], rng: Rng) -> None:
        self.hands = hands
        self.deck = deck
        self.rng = rng
        self.chosen: list[int | None] = [None, None]
        self.scores = [0, 0]
        self.round = 1

    @property
    def num_players(self) -> int:
        return 2

    def to_act(self) -> tuple[int, ...]:
        if self.is_over():
            return ()
        return tuple(s for s in (0, 1) if self.chosen[s] is None)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        return [Action("play", card=c) for c in sorted(self.hands[seat])]

    def apply(self, seat: int, action: Action) -> list[Event]:
        if seat not in self.to_act():
            raise IllegalAction(Msg("It is not your turn."))
        if action not in self.legal_actions(seat):
            raise IllegalAction(Msg("You do not hold that card."))
        card = action["card"]
        self.hands[seat].remove(card)
        self.chosen[seat] = card
        events = [Event("chosen", seat, text=Msg("{player} chooses a card."))]
        if None not in self.chosen:
            a, b = self.chosen  # type: ignore[misc]
            if a != b:
                self.scores[0 if a > b else 1] += a + b
            events.append(
                Event(
                    "reveal",
                    None,
                    {"cards": [a, b]},
                    irreversible=True,
                    text=Msg("Cards revealed: {a} and {b}.", a=a, b=b),
                )
            )
            self.chosen = [None, None]
            self.round += 1
        return events

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "round": self.round,
            "scores": list(self.scores),
            "hand": sorted(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(h) for h in self.hands],
            "deck_size": len(self.deck),
            "chosen": [c is not None for c in self.chosen],
            "my_choice": self.chosen[seat] if seat is not None else None,
        }

    def is_over(self) -> bool:
        return self.round > ROUNDS

    def result(self) -> Result:
        entries = tuple(ResultEntry(None, s, self.scores[s]) for s in (0, 1))
        if self.scores[0] == self.scores[1]:
            return Result(entries, (0, 1), draw=True)
        return Result(entries, (0 if self.scores[0] > self.scores[1] else 1,))

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.JSON_VERSION,
            "hands": self.hands,
            "deck": self.deck,
            "rng": self.rng.to_json(),
            "chosen": self.chosen,
            "scores": self.scores,
            "round": self.round,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DuelState:
        st = cls([list(h) for h in data["hands"]], list(data["deck"]), Rng.from_json(data["rng"]))
        st.chosen = list(data["chosen"])
        st.scores = list(data["scores"])
        st.round = data["round"]
        return st

    def clone(self) -> DuelState:
        return DuelState.from_json(self.to_json())

    def determinize(self, seat: int, seed: int) -> DuelState:
        st = self.clone()
        other = 1 - seat
        unknown = st.hands[other] + st.deck
        if st.chosen[other] is not None:
            unknown.append(st.chosen[other])
        rng = Rng(seed)
        rng.shuffle(unknown)
        n = len(st.hands[other])
        st.hands[other] = unknown[:n]
        if st.chosen[other] is not None:
            st.chosen[other] = unknown[n]
            n += 1
        st.deck = unknown[n:]
        st.rng = Rng(seed ^ 0x5EED)
        return st

    def describe(self, action: Action) -> Msg:
        return Msg("Play card {card}", card=action["card"])

    def secret_choice(self, seat: int, action: Action) -> bool:
        return True  # cards are chosen face down: a bot's reason naming one is for its seat only


def new_game(players: int, options: Mapping[str, Any], seed: int) -> DuelState:
    rng = Rng(seed)
    deck = list(range(1, 13))
    rng.shuffle(deck)
    return DuelState([deck[:4], deck[4:8]], deck[8:], rng)


INFO = GameInfo(
    id="duel",
    name=Msg("Duel (test game)"),
    min_players=2,
    max_players=2,
    new_game=new_game,
    from_json=DuelState.from_json,
)
