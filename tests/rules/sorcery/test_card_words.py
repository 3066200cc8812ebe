"""School of Sorcery's log names a card in words, not in brackets ("... with the Wand.", pl
"... kartą ...", de "... mit der Karte ..."), and not twice in a row after "X uses {card}.";
the "has chosen a portal target" line shows only while the other player still has to choose."""

from __future__ import annotations

import random
import re

import pytest

from game import i18n
from game.i18n import tr
from game.rules.base import Event
from game.rules.registry import get

NAMES = ["Ania", "Bruno"]
WITH = {"en": " with {card}.", "pl": " kartą {card}.", "de": " mit der Karte {card}."}
CARD_KINDS = {"reserve", "move", "tokens", "set_die", "add", "remove", "bonus"}


def _games(seeds=range(1, 13)):
    """Each action's events in seeded random games of both variants."""
    info = get("sorcery")
    for seed in seeds:
        for options in ({}, {"advanced": True}):
            state = info.new_game(2, {**info.default_options(2), **options}, seed)
            rng = random.Random(seed)
            while not state.is_over():
                seat = state.to_act()[0]
                action = rng.choice(state.legal_actions(seat))
                yield state, seat, action, state.apply(seat, action)


@pytest.fixture(scope="module")
def played() -> list[tuple[list[Event], str, bool]]:
    """(events of an action, the step after it, whether a portal choice) for the seeded games."""
    return [(events, state.step, action.kind == "portal") for state, _seat, action, events in _games()]


@pytest.mark.parametrize("language", ["en", "pl", "de"])
def test_a_card_effect_names_its_card_in_words_once(language, played):
    i18n.set_language(language)
    try:
        named = plain = 0
        for events, _step, _portal in played:
            for i, e in enumerate(events):
                if e.text is None:
                    continue
                text = tr(e.text, NAMES)
                assert not re.search(r"\([^)]*\)\.$", text) or text.lower().endswith("(portal)."), text
                if e.kind not in CARD_KINDS or "card" not in e.data:
                    continue
                card = tr(get("sorcery").new_game(2, {}, 1).deck.cards[e.data["card"]].label())
                before = events[i - 1] if i else None
                if before is not None and before.kind == "use" and before.data.get("card") == e.data["card"]:
                    assert card not in text, (tr(before.text, NAMES), text)  # just named by "uses"
                    plain += 1
                else:
                    ending = WITH[language]
                    if language == "pl" and e.kind == "bonus":  # points come "thanks to" a card
                        ending = " dzięki karcie {card}."
                    assert text.endswith(ending.format(card=card)), text
                    named += 1
        assert named and plain, (named, plain)
    finally:
        i18n.set_language("en")


def test_has_chosen_a_portal_target_shows_only_while_the_other_still_chooses(played):
    """Bug: after both chose, the second still logged "has chosen a portal target" beside the move."""
    chosen = 0
    for events, step, portal in played:
        kinds = [e.kind for e in events]
        if "portal_chosen" in kinds:
            chosen += 1
            assert portal and step == "portal", kinds  # the other player is still choosing
            assert "portal_reveal" not in kinds and "portal" not in kinds, kinds
    assert chosen, "no seeded game had both players choose a portal target"
