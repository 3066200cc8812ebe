"""What a first-time player ran into at 1280x720, 2560x1440 and 3840x2160 in Polish and German (#28).

Each test plays the real scene with scripted input and fails on the code before its fix.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.i18n import tr
from game.rules.spellbook.state import REFILL_TEXTS
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.spellbook.drawing import prompt_line
from game.scenes.ui import label, theme
from tests.scenes import harness
from tests.scenes.harness import start_table
from tests.scenes.test_scaling import open_app
from tests.scenes.test_setup_screen import drawn_texts, open_setup
from tests.scenes.test_spellbook_table_play import open_a_payment

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def point_at(app, drive, pos: tuple[int, int]) -> None:
    """Move the pointer to a canvas point (a hover, no button)."""
    win = app.to_window(pos)
    drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0))])


def test_a_variants_help_shows_while_the_pointer_rests_on_it(app, drive, monkeypatch):
    """Witchcraft's "Tryb turniejowy" never said what it changes: the option's help was never drawn."""
    i18n.set_language("pl")
    setup = open_setup(app, drive, "witchcraft")
    selector = drive.widget("option-tournament")
    help_pl = "Gra bez żetonów mocy, więc szczęście prawie nie ma znaczenia."
    point_at(app, drive, (selector.rect.centerx, selector.rect.centery))
    assert setup.option_help_at(app.mouse_pos()) == help_pl
    shown = " ".join(drawn_texts(app, monkeypatch))
    assert "żetonów mocy" in shown and "szczęście" in shown
    point_at(app, drive, (300, 300))  # over the game list: no help
    assert "żetonów mocy" not in " ".join(drawn_texts(app, monkeypatch))


def test_sorcery_description_does_not_promise_13_points_when_16_is_chosen(app, drive, monkeypatch):
    """The German blurb said only "wer zuerst 13 Punkte hat" beside "16 Punkte (lange Partie)"."""
    i18n.set_language("de")
    setup = open_setup(app, drive, "sorcery")
    drive.click("option-goal")
    assert setup.options["goal"] == 16
    wrapped = drawn_texts(app, monkeypatch, "blit_wrapped")
    blurb = next(text for text in wrapped if "Zauberer" in text)
    assert "16" in blurb


def spellbook(app, drive, seed: int = 3):
    table = start_table(app, "spellbook", ("human", "bot"), seed=seed)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)  # the bot may hold the first day
    return table


def test_altar_materia_dropped_on_the_familiar_says_where_it_goes(app, drive):
    """Morning, altar materia onto the familiar: "Nie możesz teraz brać z ołtarza" blamed the take."""
    i18n.set_language("pl")
    table = spellbook(app, drive)
    v = table.view
    assert v.view["phase"] == "morning"
    done = len(table.actions)
    m = v.view["altar"][0]
    harness.Hand(app, drive, table).drag(v.element_rect(("m", m)), v.element_rect(("familiar", 0)))
    assert len(table.actions) == done
    assert v.dd.message == i18n._("Materia taken from the altar go into your pool.")
    assert "puli" in v.dd.message


def test_the_altars_one_materia_refill_says_why(app, drive):
    """ "Na ołtarz trafia jedna materia." followed the drawn materia's own line as if it were a repeat."""
    i18n.set_language("pl")
    table = spellbook(app, drive)
    for _phase in ("morning", "noon", "evening"):  # the altar keeps its 5: the day ends adding one
        drive.click_at(table.view.element_rect(("button", "skip")).center)
    one = REFILL_TEXTS["one"]
    assert drive.until(lambda: any(line.text == one for line in table.log), timeout=20)
    assert "5" in tr(one)


def test_payment_counts_take_polish_plural_forms(app, drive):
    """The prompt bar read "2 prawdziwe, 0 dzikie": zero and five or more take the genitive plural."""
    i18n.set_language("pl")
    table = spellbook(app, drive)
    v = open_a_payment(app, drive, table)
    assert v.g.payment is not None
    drive.click_at(v.element_rect(("button", "clear")).center)
    assert "0 prawdziwych, 0 dzikich" in prompt_line(v)


def test_casting_more_crystals_than_the_reserve_holds_warns_first(app, drive):
    """6 crystals cast from a reserve of 5 went through unasked; only the log then said Morgana picks."""
    i18n.set_language("de")
    table = start_table(app, "sorcery", ("human", "bot"), seed=5)
    assert drive.until(lambda: table.view.ctx.is_my_turn() and drive.scene_id() == "table", timeout=20)
    v = table.view
    hand = harness.Hand(app, drive, table)
    values = [c["value"] for c in v.v["cast_cards"]]
    dearest = sorted(range(len(values)), key=lambda i: -values[i])[:3]
    assert sum(values[i] for i in dearest) > v.v["reserve"][v.me]
    for die, card in enumerate(dearest):
        hand.drag(v.hand_rect(card), v.die_rect(v.me, die))
    before = len(table.actions)
    hand.click(v.widgets.find("control-0").rect)  # Cast
    assert len(table.actions) == before  # asked first, although confirmations are off
    question = v.confirm.question
    assert question is not None
    text = label(question.text)
    assert str(v.v["reserve"][v.me]) in text and table.names[1] in text
    hand.click(v.confirm.widgets.find("confirm-yes").rect)
    assert len(table.actions) == before + 1


def test_the_roll_line_says_whose_dice_are_whose(app, drive):
    """ "Beide würfeln: 4, 6, 1 und 2, 1, 5." left a player to guess which three were theirs."""
    i18n.set_language("de")
    table = start_table(app, "sorcery", ("bot", "bot"), seed=5, names=("Ania", "Morgana"))

    def rolls() -> list[str]:
        return [tr(line.text, table.names) for line in table.log if "rolls" in line.text.text]

    assert drive.until(lambda: bool(rolls()), timeout=60)  # the second round's roll
    assert re.fullmatch(r"Ania würfelt \d, \d, \d; Morgana würfelt \d, \d, \d\.", rolls()[0])


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_opening_cover_shows_the_games_name_in_the_middle(home, monkeypatch, size):
    """At 3840x2160 the cover's "SpellBook" stood at 40% of the width (the play area's centre)."""
    monkeypatch.setattr(TableScene, "opens_with_cover", True)
    app = open_app(size)
    players = [PlayerSpec("Ania", "human"), PlayerSpec("Bot", "bot", "random")]
    table = app.reset(TableScene(app, GameSetup("spellbook", players, {}, 11), autosave=False))
    app.step(1 / 60)
    assert table.opening is not None and table.opening.covering
    window = pygame.display.get_surface()
    gold = theme().c("gold")
    mask = pygame.mask.from_threshold(window, gold, (40, 40, 40, 255))
    rects = mask.get_bounding_rects()
    assert rects, "the cover shows the game's name in gold"
    name = rects[0].unionall(rects[1:])
    centre = window.get_width() // 2
    app.shutdown(quit_pygame=False)
    assert abs(name.centerx - centre) <= centre // 50


def test_a_moved_crystal_line_reads_without_von_twice_in_german(app, drive):
    """ "Morgana versetzt 1 Kristall von Morgana von Ort 1 zu Ort 5" stumbled over its two "von"."""
    i18n.set_language("de")
    table = start_table(app, "sorcery", ("bot", "bot"), seed=1, level="random", names=("Ania", "Morgana"))

    def moves() -> list[str]:
        return [tr(line.text, table.names) for line in table.log if "crystals of" in (line.text.plural or "")]

    assert drive.until(lambda: bool(moves()), timeout=60)
    assert all(not re.search(r"Kristalle? von \w+ von Ort", line) for line in moves()), moves()
    assert all(" aus Ort " in line for line in moves())
