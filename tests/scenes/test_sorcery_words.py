"""School of Sorcery's table says in words what a choice does, in English, Polish and German.

Found in play: the shortage buttons read "Honour 3@2 · 2@4", the Ring of Influence's prompt said
"resolve it" over buttons reading "Remove from locations 1, 3", and a revealed cast card's target
was labelled "@ 6".  The buttons now show the amounts and places ("1 to location 2, 3 to location
4"), the bar says what to pick, and the label under a revealed card is an arrow to its location.
"""

from __future__ import annotations

import pytest

from game import i18n
from game.ai.base import Decision
from game.rules.base import Action
from game.rules.sorcery.state import SorceryState
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.ui import Theme, label, theme
from tests.rules.sorcery.helpers import BLANK, ONE, THREE, TWO, cast, fresh, give, skip_casting, table
from tests.scenes import harness
from tests.scenes.test_bot_reason_row import easy_reason

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

FIVE = ["apprentice", "alchemist", "oracle", "golden_chalice", "wellspring", "portal"]


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


def open_table(app, state: SorceryState, human: int) -> TableScene:
    """The real table scene on ``state``, seat ``human`` played by a person, the other by a bot."""
    kinds = ["bot", "bot"]
    kinds[human] = "human"
    names = ("Ania", "Morgana")
    players = [PlayerSpec(name, kind, "random") for name, kind in zip(names, kinds, strict=True)]
    setup = GameSetup("sorcery", players, {"first": 0}, 1)
    app.settings.animation_speed = "instant"
    scene = app.reset(TableScene(app, setup, state=state, autosave=False))
    scene.view.skip_animations()
    return scene


def offered(app, state: SorceryState, human: int, prompt: str) -> tuple[TableScene, dict]:
    """The table for ``human`` on ``state``: its bar must read ``prompt``; its buttons by label."""
    scene = open_table(app, state, human)
    assert scene.prompt_text() == prompt
    controls = [w for w in scene.view.widgets.items if w.name.startswith("control-")]
    return scene, {label(b.text): b for b in controls}


def shortage() -> SorceryState:
    """Ania casts 1, 3 and 2 on dice showing 2, 4 and 6 (the portal) with 4 crystals: Morgana decides."""
    st = fresh()
    table(st, FIVE)
    st.pool = [st.pool[0] - 4, st.pool[1] - 5]
    st.reserve = [4, 5]
    cast(st, (2, 4, 6), (ONE, THREE, TWO), (5, 5, 5), (BLANK, ONE, TWO))
    assert st.step == "shortage" and st.to_act() == (1,)
    return st


def test_a_revealed_cast_card_points_at_its_location_with_an_arrow_not_an_at_sign(app, lang, monkeypatch):
    drawn: list[str] = []
    blit = Theme.blit_text

    def note(theme, surface, text, *args, **kwargs):
        drawn.append(text)
        return blit(theme, surface, text, *args, **kwargs)

    open_table(app, shortage(), human=1)
    monkeypatch.setattr(Theme, "blit_text", note)
    app.render(app.canvas)
    assert {"\u2192 2", "\u2192 4", "\u2192 6"} <= set(drawn)
    assert not [t for t in drawn if t.startswith("@")]


def ring_rolled() -> SorceryState:
    """Phase IV: Ania's Ring of Influence rolled 1 and 3, where Morgana has 2 and 1 crystals."""
    st = fresh()
    table(st, FIVE, [(0, 2), (0, 0), (0, 1), (0, 0), (0, 0), (0, 0)])
    give(st, 0, "ring_of_influence")
    skip_casting(st)
    ring = next(a for a in st.legal_actions(0) if a.get("card") == "ring_of_influence")
    st.apply(0, ring)
    st.pending["dice"] = [1, 3]
    st.changed()
    return st


EXPECTED = {  # (position, language): the bar's prompt and one of the buttons
    ("shortage", "en"): (
        "Your opponent is short of crystals: choose where the crystals they have go.",
        "1 to location 2, 1 to location 4, 2 to the portal",
    ),
    ("shortage", "pl"): (
        "Przeciwnikowi brakuje kryształów: wybierz, dokąd trafią te, które ma.",
        "1 na lokację 2, 1 na lokację 4, 2 na portal",
    ),
    ("shortage", "de"): (
        "Deinem Gegner fehlen Kristalle: Wähle, wohin seine vorhandenen gehen.",
        "1 auf Ort 2, 1 auf Ort 4, 2 auf das Portal",
    ),
    ("ring", "en"): (
        "Ring of Influence: reroll with a token, remove rival crystals, or skip.",
        "1 from location 1, 1 from location 3",
    ),
    ("ring", "pl"): (
        "Pierścień wpływów: przerzuć za żeton, usuń kryształy rywala albo pomiń.",
        "1 z lokacji 1, 1 z lokacji 3",
    ),
    ("ring", "de"): (
        "Ring des Einflusses: Neuwurf (1 Marker), Kristalle entfernen oder auslassen.",
        "1 von Ort 1, 1 von Ort 3",
    ),
}
POSITIONS = {  # position: (how it is reached, the seat deciding, the button's action)
    "shortage": (shortage, 1, Action("honour", amounts=(1, 1, 2))),
    "ring": (ring_rolled, 0, Action("resolve", frm=(1, 3))),
}


@pytest.mark.parametrize(("position", "language"), list(EXPECTED))
def test_shortage_and_ring_buttons_say_how_many_crystals_go_where(app, drive, lang, position, language):
    """The shortage buttons read "Honour 1@2 · 1@4 · 2@6" under "choose which cards are honoured";
    the Ring's bar said "resolve it" over buttons reading "Remove from locations 1, 3"."""
    prompt, choice = EXPECTED[position, language]
    build, human, action = POSITIONS[position]
    lang(language)
    scene, shown = offered(app, build(), human, prompt)
    assert choice in shown, list(shown)
    assert not any("@" in text for text in shown)
    harness.Hand(app, drive, scene).click(shown[choice].rect)
    assert (human, action) in scene.actions


@pytest.mark.parametrize("language", ["en", "pl", "de"])
@pytest.mark.parametrize("position", list(POSITIONS))
def test_a_bots_one_row_reason_keeps_the_start_of_the_longest_move(app, lang, position, language):
    """The longer words must not cost a bot's log row its move: the row still starts with it and fits."""
    build, seat, _action = POSITIONS[position]
    lang(language)
    scene = open_table(app, build(), seat)
    action, why = easy_reason(scene.state, seat)
    scene.play_decision(seat, Decision(action, why))
    app.render(app.canvas)
    log = scene.log_panel
    log.sync()
    row = next(i for i, tip in enumerate(log.tips) if tip is not None)
    text = log.lines[row][0]
    move = i18n.tr(why.kwargs["move"], scene.names)
    assert move[:12] in text, (text, move)
    assert theme().font(log.SIZE).size(text)[0] <= log.inner.width, text
