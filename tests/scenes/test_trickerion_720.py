"""Trickerion's table readable at 1280x720 and the last playtest's slips (brief tr720).

1. At 1280x720 every text of the table is drawn at least ``MIN_PX`` (10 px) tall, in English,
   Polish and German, in the ten positions of the scaling tests: before, 198 of its labels
   were 6-9 px -- the active prophecy, Market Row's prices and "na zamówienie", a trick's yield
   line, the Residence die's "Spirytystyczna", the Theater's days, the figures' letters.  What
   does not fit its box at that size is shortened (a hyphen, an ellipsis) and its whole text
   shows on hover; Market Row's price is a coin and its word a short one there.
2. A trick that cannot be set up backstage (Chinese Rings dragged a second time onto the only
   performance card) said nothing: its tooltip and a note on the press say why.
3. The German log read "Spieler 1 spielt Der Mechaniker.".
4. The engine's label read "Apprentice: Place at the Downtown (3 AP)".
5. A chooser row's tooltip repeated the row (its whole label: the row plus the words all rows
   share) over the board.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.rules import registry
from game.rules.trickerion.codes import DOWNTOWN, THEATER
from game.scenes.tables.trickerion import legible, texts
from game.scenes.tables.trickerion.art import MIN_PX
from game.sprites import scale, vector
from game.sprites import text as textmod
from tests.scenes.test_scaling import open_app
from tests.scenes.test_trickerion_scaling import POSITIONS, trickerion_table
from tests.support.trickerion_table import first_position, sending_view

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

SIZE = (1280, 720)


@pytest.fixture
def apps(home):
    """``apps()``: an app with a 1280x720 window, shut down after the test."""
    made = []
    yield lambda: made.append(open_app(SIZE)) or made[-1]
    for app in made:
        app.shutdown(quit_pygame=False)
    i18n.set_language("en")
    vector.clear_cache()


def spy(monkeypatch) -> list[tuple[str, int, bool]]:
    """Every text drawn from now on: (text, its size on screen, whether the surface is the window)."""
    drawn: list[tuple[str, int, bool]] = []
    real = textmod.draw_text

    def noting(surface, text, rect, size=22, colour=(0, 0, 0), **kw):
        k = scale.scale_of(surface)
        box = scale.px_rect(pygame.Rect(rect), k)
        floor = kw.get("min_size") or max(10, int(size * 0.7))
        options = (kw.get("bold", False), kw.get("wrap_lines", True), kw.get("spacing", 1.0))
        options += (kw.get("face", "sans"),)
        shown = textmod.fit_size(text, box, scale.px(size, k), scale.px(floor, k), *options)[0]
        on_window = isinstance(surface, scale.Canvas) and surface.raw.get_size() == SIZE
        if text.strip():
            drawn.append((text, shown, on_window))
        return real(surface, text, rect, size, colour, **kw)

    monkeypatch.setattr(textmod, "draw_text", noting)
    return drawn


# ---------------------------------------------------------------- 1. every text at 10 px or more


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_at_1280x720_every_text_of_the_table_is_at_least_10_px_and_fits(apps, monkeypatch, lang):
    """Board, top bar, strips, the player's board, choosers, tiles and the figures' and components'
    letters (pictures of their own): none under ``MIN_PX``, none cut at its box."""
    small, cut, seen = [], [], set()
    for pos in POSITIONS:
        app = apps()
        i18n.set_language(lang)
        vector.clear_cache()  # the pictures (letters) painted afresh in this language
        trickerion_table(app, pos)
        textmod.reset_overflows()
        drawn = spy(monkeypatch)
        app.render(pygame.Surface(SIZE))
        monkeypatch.undo()
        small += [(pos.name, text, px) for text, px, _w in drawn if px < MIN_PX]
        cut += [(pos.name, o.text) for o in textmod.OVERFLOWS]
        seen |= {text for text, _px, _w in drawn}
    assert small == [], small[:12]
    assert cut == [], cut[:12]
    offenders = [texts.stock_word(0, False, short=True), texts.category_name(0)]
    assert all(any(word in text for text in seen) for word in offenders), offenders


def test_the_playtests_offenders_read_at_10_px_in_polish(apps, monkeypatch):
    """The four the Polish playtest named: the active prophecy in the top bar, Market Row's word
    and price, a trick's yields and the Residence die's "Spirytystyczna" (6-8 px before)."""
    app = apps()  # its settings set English: Polish after it
    i18n.set_language("pl")
    vector.clear_cache()
    table = trickerion_table(app, POSITIONS[7])  # the Heir's game: a prophecy active, a Spiritual die
    v = table.view.view
    assert v["prophecy"]["active"] >= 0 and 3 in v["dice"][:2], "the position shows what is measured"
    drawn = spy(monkeypatch)
    app.render(pygame.Surface(SIZE))
    monkeypatch.undo()
    sizes: dict[str, int] = {}
    for text, px, _w in drawn:
        sizes[text] = min(px, sizes.get(text, px))
    wanted = {
        "prophecy": lambda t: t.startswith(texts.prophecy_text(v["prophecy"]["active"])[:12]),
        "market word": lambda t: t == texts.stock_word(0, False, short=True),
        "price": lambda t: t == str(texts.unit_price(v, 0)),
        "yields": lambda t: t.startswith(i18n._("yields {gains}").split("{")[0]),
        "die": lambda t: t.replace("-\n", "") == "Spirytystyczna",
    }
    for name, test in wanted.items():
        found = [px for text, px in sizes.items() if test(text)]
        assert found and min(found) >= MIN_PX, (name, found)


def test_a_shortened_label_shows_its_whole_text_on_hover(apps):
    """Polish at 1280x720: each label the board shortened ("Teatr Na…", the prophecy's second line
    cut) gives its whole text in the tooltip where it is drawn."""
    app = apps()  # its settings set English: Polish after it
    i18n.set_language("pl")
    vector.clear_cache()
    table = trickerion_table(app, POSITIONS[7])
    app.render(pygame.Surface(SIZE))
    view = table.view
    shortened = {box: text for labels in view.layers.shortened.values() for box, text in labels.items()}
    assert len(shortened) >= 3, shortened
    for box, whole in shortened.items():
        tip = view.tooltip_at(pygame.Rect(box).center)
        assert tip is not None and whole in tip, (whole, tip)


def test_shortening_splits_a_long_word_at_a_syllable_and_ends_in_an_ellipsis():
    """A word wider than its line is split where a syllable starts ("Spirytys-tyczna", not
    "Spiritue-ll"); what still does not fit ends in "…"; a line a pixel too low only grows."""
    pygame.font.init()
    f = textmod.font(MIN_PX)
    assert legible.shorten("Spirytystyczna", f, 45, 2) == "Spirytys-\ntyczna"
    assert legible.shorten("Pomocnik Iluzjonisty", f, 45, 1).endswith(legible.ELLIPSIS)
    assert legible.shorten("Pomocnik 2", f, 45, 1).endswith(legible.ELLIPSIS + " 2")  # two Apprentices apart
    fitted = legible.fit("Drewno", pygame.Rect(0, 0, 75, 18), 12, 2 / 3, False, False, "sans")
    assert fitted.text == "Drewno" and fitted.rect.h > 18
    assert scale.px(fitted.rect.h, 2 / 3) - scale.px(18, 2 / 3) <= legible.SLACK_PX + 1


def test_at_1920x1080_the_market_keeps_its_words_and_prices():
    """The short word and the coin are for small windows: at the canvas's size the words stay."""
    assert texts.stock_word(0, False) == "order only"
    assert texts.stock_word(0, False, short=True) == "order"


# ---------------------------------------------------------------- 2. a trick with nowhere to go


def stuck_trick(state, seat) -> int | None:
    """A ready trick of the seat acting backstage that no setup takes (its marker on every card)."""
    if state.phase != "act" or state.cur != seat or state.act_char < 0 or state.act_loc != THEATER:
        return None
    if state.pend or state.act_ap < 1:
        return None
    p = state.p[seat]
    able = {a["sym"] for a in state.legal_actions(seat) if a.kind == "setup"}
    return next((s for s in range(4) if p.sym_trick[s] >= 0 and p.sym_ready[s] > 0 and s not in able), None)


def test_a_trick_that_cannot_be_set_up_says_why_when_pressed_and_on_hover():
    """The German playtest: a trick whose marker already lies on the only performance card did
    nothing when dragged there again.  Pressed, it now shows the reason as a refused drop does;
    its tooltip ends with the same words."""
    state, seat = first_position(lambda st, s: stuck_trick(st, s) is not None, seeds=range(1, 80))
    sym = stuck_trick(state, seat)
    view, sent = sending_view(state, seat)
    note = texts.setup_note(view.view, seat, sym, view.ctx.legal)
    assert note and note.startswith("Not now"), note
    rect = view.element_rect(("trick", sym))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))
    assert view.dd.message == note and sent == []
    view.dd.message = ""
    assert view.tooltip_at(rect.center).endswith(note)


def test_a_trick_that_can_be_set_up_has_no_such_note():
    state, seat = first_position(
        lambda st, s: st.phase == "act" and any(a.kind == "setup" for a in st.legal_actions(s)),
        seeds=range(1, 80),
    )
    sym = next(a["sym"] for a in state.legal_actions(seat) if a.kind == "setup")
    view, _sent = sending_view(state, seat)
    assert texts.setup_note(view.view, seat, sym, view.ctx.legal) is None


# ---------------------------------------------------------------- 3. German magician lines


def test_the_german_log_names_the_magician_without_a_capital_article_mid_sentence():
    """ "Spieler 1 spielt Der Mechaniker." -- the name keeps its article; the line now puts it last
    after a colon ("Magier von Spieler 1: Der Mechaniker.").  Tricks named with an article in
    German lost it ("Zersägte Assistentin"), as they follow verbs in many lines."""
    info = registry.get("trickerion")
    state = info.new_game(2, info.default_options(2), 3)
    i18n.set_language("de")
    try:
        lines = []
        while state.phase == "setup" and len(lines) < 2:
            seat = state.to_act()[0]
            mechanic = [a for a in state.legal_actions(seat) if a.kind == "magician" and a["magician"] == 0]
            action = mechanic[0] if mechanic else state.legal_actions(seat)[0]
            lines += [e.text for e in state.apply(seat, action) if e.kind == "magician" and e.text]
        text = i18n.tr(lines[0], ["Spieler 1", "Spieler 2"])
        names = [i18n._(n) for n in ("Sawing the Assistant in Half", "Transported Man")]
    finally:
        i18n.set_language("en")
    assert text.startswith("Magier von") and "Der Mechaniker" in text, text
    assert not re.search(r"\w (Der|Die|Das) [A-ZÄÖÜ]", text.split(":")[0]), text
    assert not any(n.split()[0] in ("Der", "Die", "Das") for n in names), names


# ---------------------------------------------------------------- 4. "Place at the Downtown"


def test_a_placement_label_has_no_stray_article():
    state, seat = first_position(
        lambda st, s: any(a.kind == "place" and a["loc"] == DOWNTOWN for a in st.legal_actions(s))
    )
    act = next(a for a in state.legal_actions(seat) if a.kind == "place" and a["loc"] == DOWNTOWN)
    label = state.describe(act).english()
    assert "Place in Downtown" in label and "the Downtown" not in label, label


# ---------------------------------------------------------------- 5. rows in their own words


def test_a_chooser_row_opens_no_tooltip_of_its_whole_label():
    """A placement chooser's rows drop the words they share ("Magician: "); their tooltip was the
    whole label, the row again.  Rows that say more (an order's consequence) keep theirs."""
    state, seat = first_position(lambda st, s: st.phase == "place" and st.cur == s)
    view, _sent = sending_view(state, seat)
    key = next(k for k, acts in sorted(view.g.clicks.items(), key=str) if k[0] == "slot" and len(acts) > 1)
    view.dd.on_click(key)
    rows = [r for r in view.chooser if r.action is not None and r.action.kind == "place"]
    assert rows and all(view.label_of(r.action) != r.label for r in rows), [r.label for r in rows]
    assert [view.tooltip_at(r.rect.center) for r in rows] == [None] * len(rows)
