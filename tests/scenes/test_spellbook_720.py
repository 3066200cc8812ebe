"""SpellBook's card texts readable at 1280x720: at least 10 px on screen, and inside their boxes.

Before, at 1280x720 the effect texts on the full spell cards shrank to as little as 7 px (28
English, 24 Polish and 35 German ones did not fit their rows at 10 px), the points hexagons
showed 9 px digits and the opponents' familiar tracks 9 px values.  The rows now give the text
the width between the cost medallion and the points hexagon and five lines of 1.15 em, every
card text starts at 10 px on screen or larger, and the six longest translations got shorter.
A text that no longer fits at 10 px shrinks below it, and the counts here fail.  Every card is
painted at each window size and language; the table's own boards are checked at 1280x720.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.spellbook.data import SPELL_LIST
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.spellbook import art
from game.scenes.tables.spellbook.geometry import LAYOUT
from game.sprites import layout, scale, vector
from game.sprites import text as textmod
from tests.scenes.test_spellbook_table_screens import position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

LANGS = ("en", "pl", "de")
#: Window sizes and their scale from the 1920x1080 canvas.
SIZES = {(1280, 720): 2 / 3, (1920, 1080): 1.0, (2560, 1440): 4 / 3}
CARD = layout.get(LAYOUT)["me_card_0"].size  # a full card at the table (all seven share the size)

Drawn = tuple[str, float, bool, pygame.Rect | None]  # text, size on screen (px), fits, box on the canvas


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")
    vector.clear_cache()


def spy_sizes(monkeypatch: pytest.MonkeyPatch, picture_w: int = 0) -> list[Drawn]:
    """Every text ``draw_text`` draws from now on, with its font size on screen and its fit.

    On a ``Canvas`` sizes are in the window's pixels already; a picture's painter draws on a
    surface larger than the picture shows on screen (``picture_w`` pixels wide: a card is
    painted supersampled), so its sizes are scaled down by that ratio."""
    drawn: list[Drawn] = []
    real = textmod.draw_text

    def noting(surface, text, rect, size=22, colour=(0, 0, 0), **kw):  # type: ignore[no-untyped-def]
        k = scale.scale_of(surface)
        box = scale.px_rect(pygame.Rect(rect), k)
        floor = kw.get("min_size") or max(10, int(size * 0.7))
        options = (kw.get("bold", False), kw.get("wrap_lines", True), kw.get("spacing", 1.0))
        options += (kw.get("face", "sans"),)
        shown, fits = textmod.fit_size(text, box, scale.px(size, k), scale.px(floor, k), *options)
        if isinstance(surface, scale.Canvas):
            drawn.append((text, shown, fits, pygame.Rect(rect)))
        else:
            drawn.append((text, shown * picture_w / surface.get_width(), fits, None))
        return real(surface, text, rect, size, colour, **kw)

    monkeypatch.setattr(textmod, "draw_text", noting)
    return drawn


def card_texts(monkeypatch: pytest.MonkeyPatch, lang: str, factor: float) -> list[Drawn]:
    """Every text on the full faces of all 21 spells, painted afresh at ``factor``, in ``lang``."""
    i18n.set_language(lang)
    vector.clear_cache()
    screen_w = scale.px_size(CARD, factor)[0]
    drawn: list[Drawn] = []
    with scale.scaled(factor):
        for card in SPELL_LIST:
            noted = spy_sizes(monkeypatch, screen_w)
            face = art.spell_card(card.id, CARD, False)
            monkeypatch.undo()
            assert face.get_width() == screen_w and noted, card.id
            drawn += noted
    return drawn


@pytest.mark.parametrize("lang", LANGS)
def test_at_1280x720_every_card_text_is_at_least_10_px_and_fits(monkeypatch, language, lang):
    """The count of card texts below 10 px at 1280x720 is 0 in each language (was 28 / 25 / 37)."""
    drawn = card_texts(monkeypatch, lang, SIZES[(1280, 720)])
    small = sorted({(round(px, 1), text) for text, px, _fits, _box in drawn if px < art.MIN_PX})
    assert len(small) == 0, small
    assert [text for text, _px, fits, _box in drawn if not fits] == []
    effect_texts = {i18n._(t) for card in SPELL_LIST for t in card.texts}
    assert effect_texts <= {d[0] for d in drawn}, "every effect text was painted"


@pytest.mark.parametrize("size", [(1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_larger_windows_keep_every_card_text_readable_and_inside_its_box(monkeypatch, language, lang, size):
    drawn = card_texts(monkeypatch, lang, SIZES[size])
    assert [text for text, px, _fits, _box in drawn if px < art.MIN_PX] == []
    assert [text for text, _px, fits, _box in drawn if not fits] == []


def test_the_table_shows_the_full_cards_at_the_size_measured_here(app):
    """The measurements above hold at the table only if its cards have the layout's size."""
    info = registry.get("spellbook")
    specs = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "easy")]
    setup = GameSetup("spellbook", specs, info.default_options(2), 3)
    state, log = position(2, seed=3, moves=10)
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    cards = table.view.geo.seats[table.view.geo.bottom].cards
    assert len(cards) == 7
    assert {card.size for card in cards.values()} == {CARD}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [1, 4])
def test_at_1280x720_familiar_and_rival_boards_show_no_text_below_10_px(
    app, monkeypatch, language, lang, players
):
    """The familiars' and the rival's track values, the familiar's line, the rival's title: the
    opponents' track values were 9 px."""
    i18n.set_language(lang)
    vector.clear_cache()
    info = registry.get("spellbook")
    names = ["Ania", "Bartek", "Celina", "Dawid"][:players]
    specs = [PlayerSpec(names[0], "human")] + [PlayerSpec(n, "bot", "easy") for n in names[1:]]
    setup = GameSetup("spellbook", specs, info.default_options(players), 11)
    state, log = position(players, seed=11, moves=40)
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    table.view.skip_animations()
    textmod.reset_overflows()
    drawn = spy_sizes(monkeypatch)
    app.render(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    geo = table.view.geo
    boards = [geo.seats[s].panel for s in geo.others] + [geo.seats[geo.bottom].familiar]
    if players == 1:
        boards.append(geo.slots["rival"])
    on_boards = [(text, px) for text, px, _f, box in drawn if box and any(b.contains(box) for b in boards)]
    assert len(on_boards) > 16
    assert [(text, px) for text, px in on_boards if px < art.MIN_PX] == []
    assert textmod.OVERFLOWS == [], [o.text for o in textmod.OVERFLOWS[:5]]


def test_a_box_with_line_spacing_below_1_keeps_the_last_lines_descenders():
    """The card rows' 0.85 spacing cut the "g" of "liegt." at the row's bottom: a box measured
    ``lines x spacing`` high, while the last line needs the font's whole line."""
    f = textmod.font(30)
    assert textmod.measure("Vertrauten liegt.", 30, 1000, spacing=art.LEADING)[1] == f.get_linesize()
    two = textmod.measure("Vertrauten\nliegt.", 30, 1000, spacing=art.LEADING)[1]
    assert two == int(f.get_linesize() * art.LEADING) + f.get_linesize()
    assert textmod.measure("Vertrauten\nliegt.", 30, 1000)[1] == 2 * f.get_linesize()
