"""Issue #24, the last confusions of a first Trickerion game (C4, C10/C12, C13, C15, C20, C25).

Each through the real table view over positions of seeded games (or the real scene):
the Theater day a first placement binds and a character left at 0 AP, the Link reward
choice in plain words at a readable size, what performing a card gives, why the Mage's
actions are closed, the dragged trick's ghost, and the bots' reasons kept to one log row.
"""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.ai.base import short_why
from game.rules import registry
from game.rules.base import Action, Msg
from game.rules.playout import random_playout
from game.rules.trickerion.codes import LOC_MODE, THEATER
from game.scenes.game_log import GameLog
from game.scenes.table import LogLine
from game.scenes.table_api import LOG_PANEL
from game.scenes.tables.trickerion import TrickerionView, ghost, links
from game.scenes.tables.trickerion import texts as ttexts
from game.scenes.tables.trickerion.view import placed_ap
from game.scenes.ui import label
from game.sprites import scale
from game.sprites import text as textmod
from tests.support.trickerion_table import first_position as _first
from tests.support.trickerion_table import sending_view as _view
from tests.support.trickerion_table import texts_drawn

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _zero_ap(state, seat) -> list[Action]:
    return [a for a in state.legal_actions(seat) if a.kind == "place" and placed_ap(state.describe(a)) == 0]


def _drop_of(view: TrickerionView, action: Action) -> tuple:
    """The (character, slot) drag that makes ``action`` and nothing else."""
    return next(
        (src, tgt) for src, per in view.g.drags.items() for tgt, acts in per.items() if acts == [action]
    )


def test_a_drop_that_leaves_a_character_at_0_ap_asks_first():
    """C12: the Apprentice dropped on Sunday backstage (0 AP) was placed at once: it could do
    nothing yet cost its wage.  The drop now asks (Back leaves it unplaced); the slot's label
    says so before the drop."""
    state, seat = _first(lambda st, s: bool(_zero_ap(st, s)))
    view, sent = _view(state, seat)
    zero = _zero_ap(state, seat)[0]
    assert "0 AP there: it can do nothing" in view.label_of(zero)
    drop = _drop_of(view, zero)
    view.dd.on_drop(*drop)
    assert sent == [] and view.confirm.open
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert sent == [] and not view.confirm.open
    view.dd.on_drop(*drop)
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert sent == [zero]


def _finds_nothing(state, seat) -> list[Action]:
    places = [(a, state.describe(a)) for a in state.legal_actions(seat) if a.kind == "place"]
    return [a for a, msg in places if placed_ap(msg) and "nothing to do there now" in i18n.tr(msg)]


def test_a_drop_where_the_character_would_find_nothing_to_do_asks_first():
    """Playtest (7 Dec): the Assistant dropped in the Workshop with 2 AP and no trick to prepare was
    placed, its turn over at once, its wage due.  The drop now asks, in words of its own."""
    state, seat = _first(lambda st, s: any(_drop_only(st, s, a) for a in _finds_nothing(st, s)))
    view, sent = _view(state, seat)
    idle = next(a for a in _finds_nothing(state, seat) if _drop_only(state, seat, a))
    view.dd.on_drop(*_drop_of(view, idle))
    assert sent == [] and view.confirm.open
    assert "would find nothing to do there this turn" in label(view.confirm.question.text)
    view.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert sent == [idle]


def _drop_only(state, seat, action: Action) -> bool:
    """Whether one drag makes ``action`` and nothing else (no boost or card to choose)."""
    view, _sent = _view(state, seat)
    return any(acts == [action] for per in view.g.drags.values() for acts in per.values())


def test_the_first_theater_placement_says_it_picks_the_day_for_all():
    """C10: the Magician took Sunday and bound the Apprentice to Sunday; nothing said so at the
    drop.  Each Theater placement's label (slot tooltip, chooser, the caption under the pointer
    while dragging) names the day it picks, until the player holds a day."""

    def first_theater(st, s) -> bool:
        acts = st.legal_actions(s)
        return s not in st.day_owner and any(a.kind == "place" and a["loc"] == THEATER for a in acts)

    state, seat = _first(first_theater)
    view, _sent = _view(state, seat)
    place = next(a for a in state.legal_actions(seat) if a.kind == "place" and a["loc"] == THEATER)
    day = ttexts.day_name(ttexts.theater_day(place["slot"]))
    label = view.label_of(place)
    assert f"this picks {day} for all your Theater characters" in label or "0 AP there" in label
    slot = ("slot", THEATER, place["slot"])
    assert label in view.tooltip_at(view.element_rect(slot).center)


def _events(players: int, modules: str, seed: int):
    """Every event of a seeded random game, replayed from its playout."""
    info = registry.get("trickerion")
    options = {"modules": modules}
    state = info.new_game(players, options, seed)
    for seat, action in random_playout(info, players, options, seed)[1]:
        yield from state.apply(seat, action)


def test_a_magician_with_nothing_set_up_is_said_in_the_log():
    """C12: the Magician stood on a day with nothing set up and the day passed silently; the log
    now says there is no performance that day."""
    shows = [e for seed in range(1, 6) for e in _events(2, "dark_alley", seed) if e.kind == "no_show"]
    assert shows
    for e in shows:
        text = i18n.tr(e.text, ["P0", "P1"])
        assert "no trick set up on a performance card" in text and ttexts.day_name(e.data["day"]) in text


def test_the_heirs_reward_die_line_names_what_it_gained():
    """The Heir's reward die line said only that it "earns the reward die's bonus"."""
    rewards = [e for seed in range(1, 6) for e in _events(1, "arcane_arts", seed) if e.kind == "reward"]
    heirs = [e.text.english() for e in rewards if e.seat == 1]  # the Heir sits at seat 1 in solo
    assert heirs and all(line.startswith("The Heir earns the reward die's bonus: ") for line in heirs)
    assert not any(line.endswith(": nothing.") for line in heirs)


def _no_link_setup(state, seat) -> Action | None:
    """A trick's setup on a spot where its marker makes no Link (the caption says so)."""
    spots: dict[tuple, list[Action]] = {}
    for a in state.legal_actions(seat):
        if a.kind == "setup":
            spots.setdefault((a["sym"], a["card"], a["pos"]), []).append(a)
    for acts in spots.values():
        pv = links.preview(state.view(seat), seat, acts)
        if pv is not None and pv.links == 0:
            return acts[0]
    return None


def _link_choice(state, seat) -> bool:
    return any(a.kind == "setup" and a.get("fame") is not None for a in state.legal_actions(seat))


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_the_link_reward_choices_read_plainly_at_normal_size(lang, monkeypatch):
    """C20: the Link options were drawn in a tiny shrunk font and read "1 Link payment in Fame,
    the rest in coins".  Dropping a trick on a spot where it links opens rows that say the reward
    ("Take the Link reward: 1 Fame and 2 coins") and fit their row at the chooser's size."""
    state, seat = _first(_link_choice)
    view, _sent = _view(state, seat)
    setup = next(a for a in state.legal_actions(seat) if a.kind == "setup" and a.get("fame") is not None)
    src, tgt = ("trick", setup["sym"]), ("pos", setup["card"], setup["pos"])
    i18n.set_language(lang)
    try:
        view.refresh(view.ctx)
        view.dd.on_drop(src, tgt)  # what the drag-drop calls when the trick is let go there
        rows = view.chooser
        assert rows is not None and len(rows) >= 2
        for row in rows:
            width, _h = textmod.measure(row.label, 15, 10_000)
            assert width <= row.rect.w - 12, (row.label, width, row.rect.w)
            assert "Link payment" not in row.label
        tip = view.tooltip_at(rows[0].rect.center)
        assert tip is not None and i18n._(ttexts.FACING_NOTE) in tip  # C13: what the direction decides
    finally:
        i18n.set_language("en")
    en = [view.label_of(r.action) for r in rows if r.action.get("fame") is not None]
    assert len(en) >= 2 and all("Take the Link reward: " in label for label in en)


def test_a_performance_cards_tooltip_says_what_performing_it_gives():
    """C15: choosing the card to perform, the tooltip listed markers, not gains.  It now names the
    engine's total and where it comes from (tricks, Links, the card's bonus, backstage)."""
    state, seat = _first(
        lambda st, s: any(a.kind == "perform" for a in st.legal_actions(s)), seeds=range(11, 40)
    )
    view, _sent = _view(state, seat)
    perform = next(a for a in state.legal_actions(seat) if a.kind == "perform")
    tip = view.tooltip_at(view.element_rect(("perf", perform["card"])).center)
    label = view.label_of(perform)
    assert "Perform this card" in label and " for " in label and label in tip
    assert "Your tricks on the card: " in tip or "The card's bonus: " in tip


def test_the_wagon_says_why_the_mages_actions_are_closed():
    """C25: with the wagon in Downtown, after taking coins the spell market offered nothing, and
    nothing said why: a character uses either the location's actions or the Mage's."""
    state, seat = _first(
        lambda st, s: st.phase == "act" and st.act_loc == st.wagon and st.act_flags & LOC_MODE
    )
    view, _sent = _view(state, seat)
    for key in (("wagon",), ("spell", 0)):
        tip = view.tooltip_at(view.element_rect(key).center)
        assert (
            tip is not None
            and "the Mage's actions (spells, magic dice, charging, the servant) are closed" in tip
        )


def test_a_dragged_trick_is_a_small_token_beside_the_pointer(app, drive):
    """C13: the dragged trick was an outline box the size of its card around the grab point,
    covering the performance cards.  It is now a small token up and left of the pointer."""
    state, seat = _first(lambda st, s: any(a.kind == "setup" for a in st.legal_actions(s)))
    view, _sent = _view(state, seat)
    sym = next(a["sym"] for a in state.legal_actions(seat) if a.kind == "setup")
    card = view.element_rect(("trick", sym))
    view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=card.center, button=1))
    view.handle_event(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=(card.centerx, card.y - 200), rel=(0, -200), buttons=(1, 0, 0)
        )
    )
    held = view.dd.held
    assert held is not None and held.image is not None
    assert held.image.get_width() < card.w and held.image.get_height() <= card.h
    x, y = view.dd.pointer
    ox, oy = view.dd.grab_offset
    box = pygame.Rect(x - ox, y - oy, *held.image.get_size())
    assert not box.collidepoint(view.dd.pointer), "the token covers the spot under the pointer"
    assert ghost.trick_ghost(state.p[seat].sym_trick[sym]) is held.image


def test_the_dragged_tricks_token_is_made_at_the_windows_scale():
    """A migrated table draws its pictures at the window's pixel size: at 2560x1440 the token is
    4/3 of its 1080p size, remade when the window changes size (not resampled)."""
    state, seat = _first(lambda st, s: any(a.kind == "setup" for a in st.legal_actions(s)))
    view, _sent = _view(state, seat)
    sym = next(a["sym"] for a in state.legal_actions(seat) if a.kind == "setup")
    source = next(s for s in view.dd.sources if s.id == ("trick", sym))
    assert source.image is not None and source.image.get_size() == (ghost.SIZE, ghost.SIZE)
    window = pygame.Surface((2560, 1440))
    with scale.scaled(4 / 3):
        view.draw(scale.Canvas(window, 4 / 3))
    source = next(s for s in view.dd.sources if s.id == ("trick", sym))
    assert source.image is not None
    assert source.image.get_size() == scale.px_size((ghost.SIZE, ghost.SIZE), 4 / 3) == (85, 85)


def test_no_link_here_fits_its_caption_in_polish(monkeypatch):
    """C13: "Tu nie ma Połączenia" read "Tunie": the caption was measured plain but drawn bold.
    A trick held over a spot where it links nothing shows the caption whole."""
    state, seat = _first(_no_link_setup)
    view, _sent = _view(state, seat)
    setup = _no_link_setup(state, seat)
    src, tgt = ("trick", setup["sym"]), ("pos", setup["card"], setup["pos"])
    i18n.set_language("pl")
    try:
        view.refresh(view.ctx)
        start, end = view.element_rect(src).center, view.element_rect(tgt).center
        view.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        view.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(40, 40), buttons=(1, 0, 0)))
        text = links.Preview(0, 0, 1).text()
        ((said, rect),) = [(t, r) for t, r in texts_drawn(view, monkeypatch) if t == text]
        assert said == "Tu nie ma Połączenia"
        assert textmod.measure(text, 16, 10_000, bold=True)[0] <= rect.w
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_a_bots_reason_is_one_log_row_with_the_whole_reason_in_its_tooltip(lang):
    """C4: each bot reason took about three rows of the log.  The row is the win chance and the
    move (cut to the row, the number first: in Polish the first cut lost it); the whole reason
    (search shares, the next best move) is its tooltip, shown only to whom the line is shown."""
    pygame.font.init()
    long = Msg(
        "{move}: about {pct}% to win; {share}% went to it in the search, "
        "{alt_share}% to the next best, {alt}.",
        move=Msg("Play {magician}", magician="Electra"),
        pct=64,
        share=58,
        alt=Msg("Play {magician}", magician="Red Lotus"),
        alt_share=21,
    )
    names = ["Gracz 1", "Morgana"]
    said, *shorter = (Msg("{player}: {why}", player=1, why=form) for form in short_why(long))  # as the table
    line = LogLine(said, None, "why", Msg("{player}: {why}", player=1, why=long), tuple(shorter))
    secret = LogLine(said, (1,), "why", Msg("secret {n}", n=1), tuple(shorter))
    entries = [line, secret]
    viewer = [0]
    i18n.set_language(lang)
    try:
        log = GameLog(LOG_PANEL, lambda: entries, lambda: viewer[0], lambda: names, lambda: (0, 0))
        log.sync()
        rows = len(log.lines)  # one row, or two where one would cut the move (School of Sorcery)
        assert rows <= 2 and "64" in log.lines[0][0]  # the first row keeps the win chance
        assert "Electra" in " ".join(text for text, _colour in log.lines)  # and the move is whole
        row = pygame.Rect(LOG_PANEL.x + log.inner.x, LOG_PANEL.y + log.inner.y, log.inner.w, log.STEP)
        tip = log.tooltip_at(row.center)
        assert tip == i18n.tr(line.details, names) and "Red Lotus" in tip
        below = (row.centerx, row.bottom + (rows - 1) * log.STEP + 2)
        assert log.tooltip_at(below) is None
        viewer[0] = 1
        log.sync()
        assert len(log.lines) == 2 * rows and log.tooltip_at(below) == "secret 1"
    finally:
        i18n.set_language("en")
