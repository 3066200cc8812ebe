"""One registration is enough (issue #26): the internal test game, registered in one place,
appears in every list the platform keeps -- the setup screen (with a picker of its own), the
bot levels and policies, the arena report, the table views, the emblems and the catalogue
sources -- and taking the registration away takes it out of all of them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.ai import report
from game.ai.levels import LEVELS, make_bot
from game.ai.policies import policy_for
from game.ai.policy import Policy
from game.catalogues import data_sources, extract
from game.rules import registry
from game.rules.base import Msg, Option, Picker, PickRow
from game.scenes.pictures import emblem_style
from game.scenes.setup import SetupScene
from game.scenes.table_api import TableView, view_factory
from tests.support.duel import INFO

CARDS_TEXT = "Duel card (a text of the test game's data)"
EMBLEM = ((10, 20, 30), (40, 50, 60), 6, 1)


class DuelPolicy(Policy):
    """The test game's own bot knowledge (none beyond the default, but its own type)."""


class DuelView(TableView):
    """The test game's own table view."""


DUEL = replace(
    INFO,
    hidden_information=True,
    simultaneous=True,
    chance=True,
    options=(Option("hands", Msg("Hands"), (("dealt", Msg("Dealt")), ("chosen", Msg("Chosen"))), "dealt"),),
    view=f"{__name__}:DuelView",
    policy=f"{__name__}:DuelPolicy",
    emblem=EMBLEM,
    texts=(("tests/support/duel_cards.json", ("name",)),),
    picker=Picker(
        "hands",
        "chosen",
        "first_cards",
        (
            PickRow("left", "left", (("1", "one"), ("2", "two")), "1"),
            PickRow("right", "right", (("3", "three"), ("4", "four")), "4"),
        ),
    ),
)


@pytest.fixture
def registered():
    """DUEL registered by the one call a new game makes; the registry as it was afterwards."""
    before = registry.all_games()  # the shipped games first, so only the test game comes and goes
    registry.register(DUEL)
    yield DUEL
    registry.unregister(DUEL.id)
    assert registry.all_games() == before


def listed(app) -> dict[str, bool]:
    """Whether the test game is in each of the platform's lists."""
    setup = SetupScene(app)
    setup.build()
    return {
        "setup": any(getattr(w, "name", "") == "game-duel" for w in setup.widgets.items),
        "policy": type(policy_for("duel")) is DuelPolicy,
        "levels": all(type(make_bot("duel", level).policy) is DuelPolicy for level in LEVELS),
        "arena": "duel" in [g.id for g in report.pairing_games()],
        "table view": view_factory("duel") is DuelView,
        "emblem": emblem_style("duel") == EMBLEM,
        "catalogue sources": ("tests/support/duel_cards.json", ("name",)) in data_sources(),
    }


def test_one_registration_puts_the_test_game_in_every_list(app, registered):
    assert listed(app) == dict.fromkeys(listed(app), True)
    assert "duel" not in report.solo_games()  # it declares no solo opponent
    assert extract().get(CARDS_TEXT) is not None  # its data's texts go to the catalogues


def test_the_test_games_picker_is_shown_and_starts_the_game(app, registered):
    """A game's own setup choice is declared, not coded in the setup scene: the picker
    shows while its option has its value, and its picks start the game."""
    setup = app.push(SetupScene(app))
    setup.choose_game(registry.get("duel"))
    assert not any(getattr(w, "name", "").startswith("pick-") for w in setup.widgets.items)
    setup.options["hands"] = "chosen"
    setup.build()
    assert setup.widgets.find("pick-left") is not None and setup.widgets.find("pick-right") is not None
    assert setup.make_setup().options["first_cards"] == ["1", "4"]


def test_without_its_registration_the_test_game_is_in_no_list(app, registered):
    registry.unregister(registered.id)
    assert registry.find("duel") is None
    assert listed(app) == dict.fromkeys(listed(app), False)
