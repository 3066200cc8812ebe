"""School of Sorcery as a first-time player met it (#28, second round): the top bar follows the step.

Each test plays the real table by mouse and fails on the code before its fix.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.i18n import tr
from game.rules.sorcery.deck import default_deck
from game.scenes.tables.sorcery import art as sorcery_art
from game.scenes.tables.sorcery.texts import cast_prompt, effect_text, use_prompt
from game.scenes.tables.sorcery.view import ControlTitle
from game.scenes.ui import theme
from game.sprites import text as textmod
from game.sprites.text import fit_size
from tests.scenes.test_sorcery_table import Hand, start

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

PROMPT_SIZE, PROMPT_WIDTH = 24, 950  # the top bar's prompt line (game/scenes/table.py)
ASKING = {"add", "move_own", "move_opp", "remove"}


def use_a_card(app, drive, seed: int) -> tuple[object, dict]:
    """Play two humans by mouse until a card whose use asks a question is clicked; return it."""
    table = start(app, ("human", "human"), seed=seed)
    hand = Hand(app, drive, table, seed)
    for _ in range(3000):
        v = table.view
        if drive.scene_id() == "table" and v.ctx.is_my_turn() and v.narrow is None:
            mine = dict(v.my_card_rects())
            asking = [c for c in v.usable_cards() if c in mine and v.card(c)["effect"] in ASKING]
            if asking:
                hand.click(mine[asking[0]])
                if v.narrow is not None and v.stage()[0]:
                    return table, v.card(asking[0])
                continue
        hand.step()
    raise AssertionError("no card use that asks a question came up")


def test_using_a_permanent_card_names_it_and_its_effect_in_the_bar_and_the_chooser(app, drive):
    """The bar kept "Phase IV: Setze deine Dauerkarten ein…" and the chooser said only "Von Ort 1/3/5"."""
    i18n.set_language("de")
    table, card = use_a_card(app, drive, seed=4)
    name, effect = tr(card["name"]), effect_text(card)
    assert effect is not None
    bar = table.prompt_text()
    assert name in bar and effect in bar, bar
    assert "Phase IV" not in bar
    titles = [w for w in table.view.widgets.items if isinstance(w, ControlTitle)]
    assert [(t.name, t.effect) for t in titles] == [(name, effect)]
    app.render(app.canvas)  # the title draws


def test_the_prompt_says_cast_once_three_cast_cards_lie_on_the_dice(app, drive):
    """With three cards placed the bar still said "Neu würfeln oder drei Machtkarten …"."""
    i18n.set_language("de")
    table = start(app, ("human", "bot"), seed=5)
    hand = Hand(app, drive, table, 4)
    assert drive.until(lambda: table.view.ctx.is_my_turn() and drive.scene_id() == "table", timeout=20)
    v = table.view
    engine = tr(table.state.current_prompt(v.me), table.view.ctx.names)
    assert table.prompt_text() == engine  # nothing placed yet: reroll or place
    hand.drag(v.hand_rect(0), v.die_rect(v.me, 0))
    assert "2" in table.prompt_text() and table.prompt_text() != engine
    hand.drag(v.hand_rect(1), v.die_rect(v.me, 1))
    hand.drag(v.hand_rect(2), v.die_rect(v.me, 2))
    assert len(v.placed) == 3
    bar = table.prompt_text()
    assert bar != engine and "Neu würfeln" not in bar
    assert i18n._("Cast") in bar


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_card_use_prompt_fits_the_top_bar_whole(app, lang):
    """The first wording ran past the bar and ended in "…" in German: every card, every question fits."""
    i18n.set_language(lang)
    font = theme().font(PROMPT_SIZE, bold=True)
    asks = {
        "add": ("loc", "n"),
        "move_own": ("frm", "to", "n"),
        "move_opp": ("frm", "to", "n"),
        "remove": ("frm", "n"),
        "set_die": ("die", "face"),
        "spear": ("via",),
    }  # the parameters each effect's uses carry (game/rules/sorcery/effects.py)
    for card in default_deck().cards.values():
        for key in asks.get(card.effect, ()):
            line = use_prompt(card.public(), key)
            assert font.size(line)[0] <= PROMPT_WIDTH, line


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_cast_prompt_fits_the_top_bar_whole(app, lang):
    """In German "Drei Machtkarten liegen: drücke Ausspielen oder klicke eine Karte, um sie zu…" ran
    past the bar once the third card lay on its die."""
    i18n.set_language(lang)
    font = theme().font(PROMPT_SIZE, bold=True)
    for placed in (1, 2, 3):
        line = cast_prompt(placed)
        assert line is not None and font.size(line)[0] <= PROMPT_WIDTH, line


def control_label_sizes(app, view, monkeypatch) -> list[tuple[str, int]]:
    """(label, size it shows at) of every control button drawn in one frame."""
    boxes = [w.label_box() for w in view.widgets.items if w.name.startswith("control-")]
    drawn: list[tuple[str, int]] = []
    real = textmod.draw_text

    def noting(surface, text, rect, size=22, colour=(0, 0, 0), **kw):
        if rect in boxes:
            floor = kw.get("min_size") or 1
            drawn.append((text, fit_size(text, pygame.Rect(rect), size, floor, kw.get("bold", False))[0]))
        return real(surface, text, rect, size, colour, **kw)

    monkeypatch.setattr(textmod, "draw_text", noting)
    app.render(app.canvas)
    monkeypatch.undo()
    return drawn


def test_the_control_column_draws_every_label_at_one_size(app, drive, monkeypatch):
    """One long German label ("Einsetzen: Amulett des Wachstums") shrank alone: the column read
    in three sizes."""
    table = start(app, ("human", "human"), seed=4)
    hand = Hand(app, drive, table, 4)  # the hand reads English labels; the frames are drawn in German
    shrunk = 0
    for _ in range(400):
        hand.step()
        if drive.scene_id() != "table":
            continue
        i18n.set_language("de")
        drawn = control_label_sizes(app, table.view, monkeypatch)
        i18n.set_language("en")
        if len(drawn) < 2:
            continue
        sizes = {size for _text, size in drawn}
        assert len(sizes) == 1, drawn
        shrunk += min(sizes) < 18
    assert shrunk  # a column where some label needed less than the usual 18 px came up


def test_the_opponents_only_filled_card_column_is_wide_enough_for_a_long_name(app, drive, monkeypatch):
    """A third of the box wrapped the opponent's "Amulett des Wachstums" into two tiny lines."""
    table = start(app, ("human", "human"), seed=4)
    hand = Hand(app, drive, table, 4)  # the hand reads English labels
    for _ in range(400):
        v = table.view
        if drive.scene_id() == "table":
            opp = v.v["areas"][v.opp]
            if opp["permanent"] and not opp["one_time"] and not opp["used"]:
                break
        hand.step()
    else:
        raise AssertionError("the opponent never held permanent cards alone")
    i18n.set_language("de")
    plates: list[tuple[str, tuple[int, int]]] = []
    real = sorcery_art.card_chip

    def noting(card, size):
        plates.append((card["id"], size))
        return real(card, size)

    monkeypatch.setattr(sorcery_art, "card_chip", noting)
    app.render(app.canvas)
    monkeypatch.undo()
    box = v.lay["opp_cards"]
    font = theme().font(15, bold=True)  # a plate's name size (10 px at 1280x720)
    theirs = [(cid, size) for cid, size in plates if cid in v.v["areas"][v.opp]["permanent"]]
    assert theirs
    for cid, (w, _h) in theirs:
        assert w >= box.w // 2 - 10
        assert font.size(tr(v.card(cid)["name"]))[0] <= w - 44  # one line at the plate's size
    longest = max((tr(c["name"]) for c in v.v["cards"].values()), key=lambda n: font.size(n)[0])
    assert font.size(longest)[0] <= box.w // 2 - 6 - 44, longest
