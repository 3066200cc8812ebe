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

import random
from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.spellbook.data import SPELL_LIST, SPELLS
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.spellbook import art, texts
from game.scenes.tables.spellbook.geometry import LAYOUT, compute
from game.sprites import layout, scale, vector
from game.sprites import text as textmod
from tests.scenes.test_spellbook_table_screens import PREFERENCE, position

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

LANGS = ("en", "pl", "de")
#: Window sizes and their scale from the 1920x1080 canvas.
SIZES = {(1280, 720): 2 / 3, (1920, 1080): 1.0, (2560, 1440): 4 / 3}
CARD = layout.get(LAYOUT)["me_card_0"].size  # a full card at the table (all seven share the size)


def mini_card_size(players: int) -> tuple[int, int]:
    """An opponent's card at the table (all of them share the size)."""
    info = registry.get("spellbook")
    view = info.new_game(players, info.default_options(players), 1).view(0)
    geo = compute(view, 0)
    sizes = {card.size for seat in geo.others for card in geo.seats[seat].cards.values()}
    assert len(sizes) == 1
    return sizes.pop()


Drawn = tuple[str, float, bool, pygame.Rect | None]  # text, size on screen (px), fits, box on the canvas


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")
    vector.clear_cache()


def spy_sizes(monkeypatch: pytest.MonkeyPatch, picture_w: int = 0) -> list[Drawn]:
    """Every text ``draw_text`` draws from now on, with its font size on screen and its fit.

    On a ``Canvas`` sizes are in the window's pixels already; a picture's painter draws on a
    surface larger than the picture shows on screen (``picture_w`` pixels wide, else
    ``vector.SUPERSAMPLE`` times smaller than the painter's surface), so its sizes are scaled
    down by that ratio."""
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
        else:  # a picture painted by ``vector.render``: SUPERSAMPLE times its size on screen
            on_screen = picture_w or surface.get_width() / vector.SUPERSAMPLE
            drawn.append((text, shown * on_screen / surface.get_width(), fits, None))
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


def table_at_720(app, lang: str, players: int) -> TableScene:
    """A lively mid-game of ``players`` seats in ``lang``, its pictures painted afresh."""
    i18n.set_language(lang)
    vector.clear_cache()
    info = registry.get("spellbook")
    names = ["Ania", "Bartek", "Celina", "Dawid"][:players]
    specs = [PlayerSpec(names[0], "human")] + [PlayerSpec(n, "bot", "easy") for n in names[1:]]
    setup = GameSetup("spellbook", specs, info.default_options(players), 11)
    state, log = position(players, seed=11, moves=40)
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    table.view.skip_animations()
    return table


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_at_1280x720_no_text_on_the_table_is_below_10_px(app, monkeypatch, language, lang, players):
    """Every text the table draws, the opponents' mini cards included, is at least 10 px and
    inside its box.  The mini cards' names were 6-9.7 px (Polish "Oczyszczenie" 6.0, German
    "Spiegelbild" 6.7), the materia key's rune names 8-9 px ("Quadrat", "kwadrat", "triangle")
    and, before that, the opponents' track values 9 px."""
    table = table_at_720(app, lang, players)
    textmod.reset_overflows()
    drawn = spy_sizes(monkeypatch)
    app.render(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    geo = table.view.geo
    boards = [geo.seats[s].panel for s in geo.others] + [geo.seats[geo.bottom].familiar]
    if players == 1:
        boards.append(geo.slots["rival"])
    on_boards = [text for text, _px, _f, box in drawn if box and any(b.contains(box) for b in boards)]
    assert len(on_boards) > 16
    if players > 1:  # the mini cards were painted in this frame: each shows its spell's name
        names = {text.rstrip("…") for text, _px, _f, box in drawn if box is None}
        for sid in table.view.view["spells"]:
            assert any(i18n._(SPELLS[sid].name).startswith(n) for n in names if n), sid
    assert sorted({(round(px, 1), text) for text, px, _f, _b in drawn if px < art.MIN_PX}) == []
    assert textmod.OVERFLOWS == [], [o.text for o in textmod.OVERFLOWS[:5]]


@pytest.mark.parametrize("lang", LANGS)
def test_at_1280x720_every_mini_card_shows_its_name_at_10_px_shortened_only_when_needed(
    monkeypatch, language, lang
):
    """All 21 spells' mini cards at the opponents' size: numbers and names at 10 px or more.
    A name that does not fit at 10 px ends in an ellipsis; one that fits is whole.  Seven cards
    side by side were 43 px wide and shrank the names to 6 px; two rows of wider cards show
    all but the longest names whole."""
    i18n.set_language(lang)
    vector.clear_cache()
    size = mini_card_size(4)
    assert size == mini_card_size(2)
    shortened = []
    with scale.scaled(SIZES[(1280, 720)]):
        for card in SPELL_LIST:
            noted = spy_sizes(monkeypatch)
            art.mini_card(card.id, size, False)
            monkeypatch.undo()
            assert [(t, px) for t, px, _f, _b in noted if px < art.MIN_PX] == [], card.id
            assert all(fits for _t, _px, fits, _b in noted), card.id
            name = noted[0][0]
            full = i18n._(card.name)
            assert name == full or (name.endswith("…") and full.startswith(name[:-1]))
            shortened += [full] if name != full else []
    assert len(shortened) <= 3, shortened  # en 2, pl 3, de 2 (seven cards in one row: 14, 12, 16)


def test_an_opponents_mini_card_names_its_spell_in_full_on_hover(app):
    table = table_at_720(app, "de", 3)
    app.render(pygame.Surface((1280, 720)))
    v = table.view
    cards = v.geo.seats[v.geo.others[0]].cards
    sid = max(cards, key=lambda s: len(i18n._(SPELLS[s].name)))
    tip = v.tooltip_text(cards[sid].move(0, 4).topleft)
    assert tip is not None and tip.startswith(i18n._(SPELLS[sid].name))


def test_the_points_board_gives_each_seats_whole_breakdown_on_hover(app):
    """The board shows sums where a seat's whole breakdown does not fit at 10 px; its tooltip
    keeps every source with its points."""
    table = table_at_720(app, "de", 3)
    app.render(pygame.Surface((1280, 720)))
    v = table.view
    assert v.geo.scores is not None
    tip = v.tooltip_text(v.geo.scores.center)
    assert tip is not None
    for seat, data in enumerate(v.view["seats"]):
        line = f"{v.ctx.names[seat]}: " + " · ".join(
            f"{texts.breakdown_name(key)}\u00a0{texts.points_label(n)}".replace(" ", "\u00a0")
            for key, n in data["breakdown"]
        )
        assert line in tip.split("\n")


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_at_1280x720_every_prompt_along_a_game_keeps_its_texts_at_10_px(app, monkeypatch, language, lang):
    """The table at each of seat 0's decisions of a seeded 3-seat game: every hint and payment
    line in the prompt bar, and late positions with many learned spells, where the points
    board's breakdown shrank to 8 px (it now sums spells and familiar when the whole line does
    not fit at 10 px; the whole line is in the board's tooltip)."""
    table = table_at_720(app, lang, 3)
    state, rng = table.state, random.Random(5)
    checked = set()
    while not state.is_over() and len(checked) < 40:
        seat = state.to_act()[0]
        if seat == 0:
            view = state.view(0)
            table.refresh()
            textmod.reset_overflows()
            drawn = spy_sizes(monkeypatch)
            app.render(pygame.Surface((1280, 720)))
            monkeypatch.undo()
            small = sorted({(round(px, 1), text) for text, px, _f, _b in drawn if px < art.MIN_PX})
            assert small == [], (view["day"], view["phase"])
            assert textmod.OVERFLOWS == [], [o.text for o in textmod.OVERFLOWS[:3]]
            checked.add((view["day"], view["phase"], str((view["prompt"] or {}).get("kind"))))
        acts = state.legal_actions(seat)
        state.apply(seat, rng.choices(acts, weights=[PREFERENCE.get(a.kind, 2) ** 3 for a in acts])[0])
    assert len(checked) >= 30


def test_a_box_with_line_spacing_below_1_keeps_the_last_lines_descenders():
    """The card rows' 0.85 spacing cut the "g" of "liegt." at the row's bottom: a box measured
    ``lines x spacing`` high, while the last line needs the font's whole line."""
    f = textmod.font(30)
    assert textmod.measure("Vertrauten liegt.", 30, 1000, spacing=art.LEADING)[1] == f.get_linesize()
    two = textmod.measure("Vertrauten\nliegt.", 30, 1000, spacing=art.LEADING)[1]
    assert two == int(f.get_linesize() * art.LEADING) + f.get_linesize()
    assert textmod.measure("Vertrauten\nliegt.", 30, 1000)[1] == 2 * f.get_linesize()
