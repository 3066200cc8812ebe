"""School of Sorcery readable at 1280x720: every text a player must read is at least 10 px on screen.

A playtest at 1280x720 found the rules text on the location cards at 7-8 px (11 px at 1080p),
the opponent's won-card plates at 7 px, and the seat panels', the phase track's and the card
areas' labels allowed to shrink to 8 px.  Now every card face and plate paints its texts at
``art.MIN_PX`` on screen or larger; a rules text that does not fit the parchment at that size
shows the card's effect in a few words instead (the tooltip and F1 keep the whole text); and the
table's own labels never shrink below ``art.FLOOR`` canvas pixels (10 px at 1280x720).  Sizes are
measured as SpellBook's card test measures them (``spy_sizes``): what ``draw_text`` would draw,
fitted in the surface's own pixels.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.ai.base import Decision
from game.ai.policies.sorcery import GreedyPolicy
from game.rules.base import Msg
from game.rules.sorcery import new_game
from game.scenes.tables.sorcery import art, texts
from game.scenes.tables.sorcery import geometry as table_geo
from game.scenes.ui import Theme
from game.sprites import layout, scale, vector
from tests.scenes.harness import start_table
from tests.scenes.test_bot_reason_row import NAMES, easy_reason
from tests.scenes.test_sorcery_texts import positions, show
from tests.scenes.test_spellbook_720 import spy_sizes

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

LANGS = ("en", "pl", "de")
SMALL = 2 / 3  # 1280x720 from the 1920x1080 canvas


@pytest.fixture
def language() -> Iterator[None]:
    yield
    i18n.set_language("en")
    vector.clear_cache()


def all_cards() -> list[dict]:
    return list(new_game(2, {}, 1).view(0)["cards"].values())


def plate_sizes() -> list[tuple[int, int]]:
    """Your plates (one column) and the opponent's (a third of the box, or two fifths of it)."""
    box = layout.get(table_geo.LAYOUT_NAME)
    opp = box["opp_cards"].w
    gap = table_geo.OPP_CHIP_GAP
    return [
        (box["my_cards"].w - 8, table_geo.CHIP),
        (opp // 3 - gap, table_geo.OPP_CHIP),
        (opp * 2 // 5 - 18, table_geo.OPP_CHIP),  # two filled columns beside a widened empty one
        (opp // 2 - gap, table_geo.OPP_CHIP),
    ]


def painted(monkeypatch, paint, size: tuple[int, int]) -> list:
    """The texts ``paint`` draws on a picture of ``size`` canvas pixels at 1280x720."""
    noted = spy_sizes(monkeypatch, scale.px_size(size)[0])
    paint()
    monkeypatch.undo()
    return noted


@pytest.mark.parametrize("lang", LANGS)
def test_at_1280x720_every_card_face_and_plate_text_is_at_least_10_px_and_fits(monkeypatch, language, lang):
    """All 35 cards: the faces (locations and draft) and the name plates of both seats."""
    i18n.set_language(lang)
    vector.clear_cache()
    drawn = []
    with scale.scaled(SMALL):
        for card in all_cards():
            drawn += painted(
                monkeypatch, lambda card=card: art.card_image(card, table_geo.CARD), table_geo.CARD
            )
            for size in plate_sizes():
                drawn += painted(monkeypatch, lambda c=card, s=size: art.card_chip(c, s), size)
    assert len(drawn) > 35 * 10
    names = {i18n.tr(card["name"]) for card in all_cards()}
    assert names <= {text for text, *_rest in drawn}, "every card's name was painted"
    small = sorted({(round(px, 1), text) for text, px, _fits, _box in drawn if px < art.MIN_PX})
    assert small == []
    assert [text for text, _px, fits, _box in drawn if not fits] == []


@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_text_too_long_for_the_card_gives_way_to_its_short_form(monkeypatch, language, lang):
    """At 1280x720 the long texts (the characters', the Ring's, the Spear's...) show the effect in a
    few words; the short ones stay whole; at 1920x1080 every card prints its whole text."""
    i18n.set_language(lang)
    cards = all_cards()
    for factor, least_short, most_short in ((SMALL, 8, 20), (1.0, 0, 0)):
        vector.clear_cache()
        with scale.scaled(factor):
            drawn = {
                text
                for card in cards
                for text, *_rest in painted(
                    monkeypatch, lambda c=card: art.card_image(c, table_geo.CARD), table_geo.CARD
                )
            }
        whole = [c for c in cards if i18n.tr(c["text"]) in drawn]
        short = [c for c in cards if texts.card_short_text(c) in drawn and c not in whole]
        assert len(whole) + len(short) == len(cards)
        assert least_short <= len(short) <= most_short, (factor, [c["id"] for c in short])
    ring = next(c for c in cards if c["id"] == "ring_of_influence")
    assert i18n.tr(ring["text"]) in texts.card_tooltip(ring)  # the whole text on hover (and in F1)


def table_texts(app, monkeypatch) -> list[tuple[str, float]]:
    """(text, px on screen) of everything the School of Sorcery table draws on its canvas at 1280x720
    (the pictures' texts are measured above, at their own painting)."""
    noted = spy_sizes(monkeypatch)
    drawn: list[tuple[str, float]] = []
    real = Theme.text

    def noting(theme, text, size=22, *a, **k):  # blit_text passes the size in the window's pixels
        drawn.append((text, float(size)))
        return real(theme, text, size, *a, **k)

    monkeypatch.setattr(Theme, "text", noting)
    app.render(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return drawn + [(text, px) for text, px, _fits, box in noted if box is not None]


@pytest.mark.parametrize("lang", LANGS)
def test_at_1280x720_no_text_on_the_sorcery_table_is_below_10_px(app, monkeypatch, language, lang):
    """Seeded positions of a game with the advanced draft, every step on the way, drawn whole."""
    i18n.set_language(lang)
    vector.clear_cache()
    options = {"advanced": True}
    table = start_table(app, "sorcery", ("human", "bot"), seed=11, options=options)
    small: set[tuple[str, float]] = set()
    count = 0
    for state, seat in positions(options, 11, limit=30):
        show(table, state, seat)
        drawn = table_texts(app, monkeypatch)
        count += len(drawn)
        small |= {(text, round(px, 1)) for text, px in drawn if px < art.MIN_PX and text.strip()}
    assert count > 500
    assert sorted(small) == []


def lit_phase(app, table, monkeypatch) -> list[str]:
    """The bold labels drawn on the phase track: the phase (or window) it highlights."""
    box = table.view.lay["phases"]
    lit: list[str] = []
    real = Theme.blit_text

    def noting(theme, surface, text, pos, size=22, colour="normal_text", bold=False, *a, **k):
        if bold and box.collidepoint(pos) and not text.startswith(i18n._("Round {n}").split("{")[0]):
            lit.append(text)
        return real(theme, surface, text, pos, size, colour, bold, *a, **k)

    monkeypatch.setattr(Theme, "blit_text", noting)
    app.render(pygame.Surface((1280, 720)))
    monkeypatch.undo()
    return lit


@pytest.mark.parametrize("lang", LANGS)
def test_the_phase_track_marks_the_one_time_card_window_not_the_cast(app, monkeypatch, language, lang):
    """The track said "II Karty mocy" while the window for one-time cards was open after the cast
    (playtest): the lit box now reads "One-time" there, with a tooltip naming the window, and the
    phase's own name again once the window closes."""
    i18n.set_language(lang)
    vector.clear_cache()
    table = start_table(app, "sorcery", ("human", "bot"), seed=31, options={"advanced": True})
    state = new_game(2, {"advanced": True}, 31)
    players = [GreedyPolicy(1), GreedyPolicy(2)]
    seen: dict[str, list[str]] = {}
    while not state.is_over() and len(seen) < 4:
        seat = state.to_act()[0]
        key = f"window {state.window}" if state.window else f"phase {state.phase}"
        if key not in seen and state.phase:
            view = show(table, state.clone(), seat)
            seen[key] = lit_phase(app, table, monkeypatch)
            tip = view.tooltip_at(view.lay["phases"].center)
            assert (tip is not None) == bool(state.window), key
        state.apply(seat, players[seat].choose(state, seat))
    assert seen.get("window w1") == [i18n._("One-time")], seen
    assert seen.get("phase 2") == ["II " + i18n._("Casting")], seen
    assert any(k in seen for k in ("phase 3", "phase 4")), seen


@pytest.mark.parametrize("lang", LANGS)
def test_a_bots_reason_for_a_card_use_shows_the_whole_move_in_the_log(app, language, lang):
    """The log cut "Morgana: 28%: Serce geody:…" to one row, the move unsaid (playtest at 1080p):
    a bot's short reason now takes up to two rows and holds the whole card use; the tooltip of
    its rows still gives the whole reason."""
    i18n.set_language(lang)
    table = start_table(app, "sorcery", ("human", "human"), seed=11, names=NAMES)
    state = new_game(2, {}, 11)
    players = [GreedyPolicy(1), GreedyPolicy(2)]
    while not any(a.kind == "use" for a in state.legal_actions(state.to_act()[0])):
        seat = state.to_act()[0]
        state.apply(seat, players[seat].choose(state, seat))
    seat = state.to_act()[0]
    show(table, state, seat)
    _longest, why = easy_reason(state, seat)  # an Easy bot's words, about the use described here
    action = min(
        (a for a in state.legal_actions(seat) if a.kind == "use"),
        key=lambda a: len(i18n.tr(state.describe(a))),
    )
    move = state.describe(action)
    why = Msg(why.text, **{**why.kwargs, "move": move, "alt": move})
    table.play_decision(seat, Decision(action, why))
    app.render(pygame.Surface((1280, 720)))
    log = table.log_panel
    log.sync()
    first = next(i for i, tip in enumerate(log.tips) if tip is not None)
    rows = [line for line, tip in zip(log.lines[first:], log.tips[first:], strict=True) if tip is not None]
    text = " ".join(line.strip(" •") for line, _colour in rows)
    assert len(rows) <= 2
    assert i18n.tr(why.kwargs["move"], NAMES) in text, rows
    assert not text.endswith("…")
    at = (log.rect.x + log.inner.x + 20, log.rect.y + log.inner.y + first * log.STEP + log.STEP // 2)
    assert i18n.tr(why, NAMES) in (log.tooltip_at(at) or "")
