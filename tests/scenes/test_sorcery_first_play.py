"""School of Sorcery played as a first-time player (Polish at 1920x1080, German at 1280x720).

Each test pins one thing found in that play, through the real table scene:
- while the Weighted Die asked "which die?", a click on the die marked it for a reroll instead;
- "Skip" stood in bold beside "Use Banishing Dust", reading as the recommended answer;
- a card of one crystal offered "add up to 1 crystal", a choice there is not;
- the glowing ring of a usable won card cut the descender of the "One-time" heading above it.
"""

from __future__ import annotations

import pytest

from game import i18n
from game.rules.sorcery.state import SorceryState
from game.scenes.tables.sorcery.texts import effect_text
from game.scenes.ui import label, theme
from tests.rules.sorcery.helpers import fresh, give, skip_casting, table
from tests.scenes.test_sorcery_words import FIVE, open_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


def casting_with_weighted_die() -> SorceryState:
    """Round 1, phase II: Ania (seat 0) holds the Weighted Die and rolled 2, 4, 4."""
    st = fresh()
    table(st, FIVE)
    give(st, 0, "weighted_die")
    st.dice[0] = [2, 4, 4]
    st.changed()
    return st


def buttons(scene) -> dict[str, object]:
    return {label(w.text): w for w in scene.view.widgets.items if w.name.startswith("control-")}


def test_clicking_a_die_answers_which_die_rather_than_marking_a_reroll(app, drive):
    scene = open_table(app, casting_with_weighted_die(), human=0)
    v = scene.view
    drive.click_at(buttons(scene)["Use Weighted Die"].rect.center)
    assert v.narrow is not None and v.stage()[0] == "die", "the card asks which die"
    drive.click_at(v.die_rect(0, 1).center)
    assert v.reroll == set(), "the click did not mark the die for a reroll"
    assert v.narrow is not None and v.stage()[0] == "face", "it chose die 2; now: which face?"
    assert {a["die"] for a in v.narrow} == {1}


def test_skip_is_offered_plainly_beside_an_immediate_cards_use(app):
    st = fresh()
    table(st, FIVE)
    give(st, 0, "banishing_dust")  # any pending immediate card: the prompt lists Use and Skip
    st.pending = {"seat": 0, "card": "banishing_dust", "effect": "remove", "n": 2, "dice": None}
    st.cry[0] = [0, 3]
    st.changed()
    scene = open_table(app, st, human=0)
    shown = buttons(scene)
    assert "Skip" in shown and not shown["Skip"].primary, "Skip is not drawn as the recommended answer"


@pytest.mark.parametrize(
    ("code", "words"),
    [("en", "add 1 crystal"), ("pl", "dołóż 1 kryształ"), ("de", "1 Kristall hinzufügen")],
)
def test_a_one_crystal_card_says_one_crystal_not_up_to_one(lang, code, words):
    lang(code)
    amulet = {"effect": "add", "n": 1}
    assert effect_text(amulet) == words
    assert "3" in (effect_text({"effect": "add", "n": 3}) or ""), "a larger card still says up to 3"


def test_a_usable_won_cards_ring_stays_below_its_heading(app):
    st = casting_with_weighted_die()
    scene = open_table(app, st, human=0)
    v = scene.view
    heads, chips = v.area_layout(0)
    one_time = next(r for title, r in heads if title == "One-time")
    [(cid, _area, plate)] = [c for c in chips if c[1] == "one_time"]
    assert cid in v.usable_cards(), "the Weighted Die glows while casting"
    line = theme().font(16, True).get_linesize()  # the heading's size, descenders included
    assert one_time.top + line <= plate.inflate(6, 6).top, (one_time, plate)


def test_a_move_to_the_portals_place_says_portal_on_its_button(app, drive):
    """Found in play: "Do lokacji 6" while location 6 held the portal (the crystals wait there)."""
    st = fresh()
    table(st, FIVE, [(0, 2), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)])
    give(st, 0, "mirror_of_repulsion")
    skip_casting(st)
    assert st.step == "abilities" and st.loc[5] == "portal", st.step
    scene = open_table(app, st, human=0)
    drive.click_at(buttons(scene)["Use Mirror of Repulsion"].rect.center)
    assert scene.view.stage()[0] == "to", "one source (location 1): where to?"
    shown = buttons(scene)
    assert "To location 6 (portal)" in shown and "To location 2" in shown, list(shown)
