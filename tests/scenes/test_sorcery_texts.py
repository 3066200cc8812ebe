"""Every text on the School of Sorcery table fits, in English, Polish and German (issue #22).

A first evening of play found card titles cut on both sides ("rachenschupp"),
five identical buttons "Portalkristalle zu O…", the prompt "…oder lass s…"
and the draft buttons cut.  This walks real positions -- seeded games played
by the engine's greedy player, the advanced draft included, every step and
prompt on the way, each card's use narrowed stage by stage, every page of
buttons -- draws the whole table scene for the seat to act in each language,
and fails on any text that is drawn cut ("…" added by a fitted line) or
overflowing its box (``game.sprites.text`` records those), on any word
that the view draws without a box to fit, and on buttons that read alike.

The canvas is 1920x1080 at every window size, so what fits here fits at
1280x720 and 1600x900; the smallest sizes the boxes may shrink to are the
card art's ``min_size`` floors (10 px on screen at 1280x720: ``test_sorcery_720.py``).
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game import i18n
from game.ai.policies.sorcery import GreedyPolicy
from game.rules.sorcery import new_game
from game.scenes.tables.sorcery import SorceryView
from game.scenes.ui import Theme, label
from game.sprites import text as textmod
from game.sprites import vector
from tests.scenes.harness import start_table

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")

GAMES = (  # (options, seed): the advanced draft, the plain game, the long game
    ({"advanced": True}, 11),
    ({}, 4),
    ({"goal": 16, "advanced": True}, 23),
    ({"goal": 16}, 5),
    ({}, 8),
    ({"advanced": True}, 31),
)


def positions(options, seed, limit=70):
    """(state, seat) at each new kind of decision of a seeded game (greedy with a little chance)."""
    state = new_game(2, options, seed)
    rng = random.Random(seed)
    players = [GreedyPolicy(seed), GreedyPolicy(seed + 1)]
    seen: Counter = Counter()
    out = []
    while not state.is_over() and len(out) < limit:
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        pending = state.pending or {}
        key = (state.step, state.draft_stage, pending.get("card"), frozenset(a.kind for a in legal))
        if seen[key] < 2:
            out.append((state.clone(), seat))
        seen[key] += 1
        action = rng.choice(legal) if rng.random() < 0.25 else players[seat].choose(state, seat)
        state.apply(seat, action)
    return out


class Recorder:
    """Collects every cut, overflowing or unboxed text while the table is drawn."""

    def __init__(self, monkeypatch) -> None:
        self.problems: list[str] = []
        self.where = ""
        self.in_view = False
        fit, blit = Theme.fit, Theme.blit_text

        def fit_and_note(theme, text, width, size=22, bold=False, face="sans"):
            out = fit(theme, text, width, size, bold, face)
            if out != text:
                self.problems.append(f"{self.where}: cut to {out!r} (from {text!r})")
            return out

        def blit_and_note(
            theme,
            surface,
            text,
            pos,
            size=22,
            colour="normal_text",
            bold=False,
            face="sans",
            anchor="topleft",
            max_width=None,
            min_size=None,
        ):
            if self.in_view and max_width is None and any(ch.isalpha() for ch in text):
                self.problems.append(f"{self.where}: {text!r} drawn without a box to fit")
            return blit(theme, surface, text, pos, size, colour, bold, face, anchor, max_width, min_size)

        draw = SorceryView.draw

        def draw_and_note(view, surface):
            self.in_view = True
            try:
                draw(view, surface)
            finally:
                self.in_view = False

        monkeypatch.setattr(Theme, "fit", fit_and_note)
        monkeypatch.setattr(Theme, "blit_text", blit_and_note)
        monkeypatch.setattr(SorceryView, "draw", draw_and_note)

    def look(self, app, table, where: str) -> None:
        self.where = where
        app.render(app.canvas)
        for o in textmod.OVERFLOWS:
            self.problems.append(f"{where}: {o.text!r} overflows its box {o.rect} (needs {o.needed})")
        textmod.reset_overflows()  # card faces are painted once, maybe before the first look: kept till here
        texts = [label(w.text) for w in table.view.widgets.items if w.name.startswith("control-")]
        twins = [t for t, n in Counter(texts).items() if n > 1]
        if twins:
            self.problems.append(f"{where}: buttons that read alike {twins}")


def show(table, state, seat) -> SorceryView:
    table.state = state
    table.viewer = table.shown_to = seat
    table.refresh()
    view = table.view
    view.skip_animations()
    return view


def walk(app, rec: Recorder, table, state, seat, where: str) -> None:
    """The position, then each card use narrowed stage by stage and every page of buttons."""
    view = show(table, state, seat)
    rec.look(app, table, where)
    more = [w for w in view.widgets.items if w.name.startswith("control-") and "…" in label(w.text)]
    if more:
        more[0].on_click()  # the "More…" button turns the page
        rec.look(app, table, where + " (page 2)")
    for cid in view.usable_cards():
        view.narrow = [a for a in view.ctx.legal if a.kind == "use" and a["card"] == cid]
        while view.narrow is not None and len(view.narrow) > 1:
            key, values = view.stage()
            if not key:
                break
            table.refresh()  # a refresh keeps a narrowing that is still legal and rebuilds the buttons
            rec.look(app, table, f"{where} using {cid}, choosing {key}")
            view.narrow = [a for a in view.narrow if a.get(key) == values[-1]]
        view.narrow = None
        table.refresh()


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_text_on_the_sorcery_table_fits_in_each_language(app, drive, monkeypatch, lang):
    i18n.set_language(lang)
    vector.clear_cache()  # the card faces are painted (and their texts fitted) in this language
    textmod.reset_overflows()
    rec = Recorder(monkeypatch)
    drawn = 0
    for options, seed in GAMES:
        table = start_table(app, "sorcery", ("human", "bot"), seed=seed, options=options)
        assert app.top is table
        for n, (state, seat) in enumerate(positions(options, seed)):
            where = f"{lang} {options} seed {seed} #{n} {state.step}"
            walk(app, rec, table, state, seat, where)
            drawn += 1
    assert not rec.problems, "\n".join(dict.fromkeys(rec.problems))
    assert drawn > 100


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_card_face_and_name_plate_fits_in_each_language(app, lang):
    """All 35 cards, not only those a walk meets: the face (table and draft) and both name plates."""
    from game.scenes.tables.sorcery import art
    from game.scenes.tables.sorcery import geometry as table
    from game.sprites import layout

    i18n.set_language(lang)
    vector.clear_cache()
    textmod.reset_overflows()
    cards = new_game(2, {}, 1).view(0)["cards"].values()
    lay = layout.get(table.LAYOUT_NAME)  # the plates' sizes, as the view takes them from the layout
    sizes = ((lay["my_cards"].w - 8, table.CHIP), (lay["opp_cards"].w // 3 - 10, table.OPP_CHIP))
    for card in cards:
        art.card_image(card, table.CARD)
        for size in sizes:
            art.card_chip(card, size)
    assert not textmod.OVERFLOWS, [(o.text, o.rect, o.needed) for o in textmod.OVERFLOWS]


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_info_bar_says_the_deck_is_our_reconstruction_in_each_language(app, monkeypatch, lang):
    """The printed card list is not public: the table labels the deck as ours.  The German label
    ("Deck: Rekonstruktion des Projekts") did not fit the info bar at 1920x1080 and was left out."""
    import pygame

    i18n.set_language(lang)
    start_table(app, "sorcery", ("human", "bot"))
    drawn: list[str] = []
    real = Theme.text
    monkeypatch.setattr(
        Theme, "text", lambda self, text, *a, **k: drawn.append(text) or real(self, text, *a, **k)
    )
    app.render(pygame.Surface((1920, 1080)))  # a fresh picture: every kept region painted
    assert i18n._("Deck: project reconstruction") in drawn
