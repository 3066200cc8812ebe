"""The end screen: a win/loss game (Witchcraft) shows a winner and the reason, scored games their points.

Bug: Witchcraft's end screen showed "1" and "0" with a score bar for a game that has no points.
"""

from __future__ import annotations

import random

import pytest

from game.i18n import set_language
from game.rules import registry
from game.rules.base import Msg, Result, ResultEntry
from game.saves import GameSetup, PlayerSpec
from game.scenes import scoring as scoring_mod
from game.scenes.scoring import ScoringScene


def _finished(game_id: str, seed: int):
    info = registry.get(game_id)
    state = info.new_game(2, {}, seed)
    rng = random.Random(seed)
    while not state.is_over():
        seat = state.to_act()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return info, state.result()


def _drawn_texts(app, drive, monkeypatch, info, result: Result) -> tuple[list[str], int]:
    """Every line the scoring screen draws, and how many score numbers/bars it drew."""
    texts: list[str] = []
    scores = []
    theme_cls = type(scoring_mod.theme())
    real_blit, real_score = theme_cls.blit_text, ScoringScene._draw_score
    monkeypatch.setattr(
        theme_cls,
        "blit_text",
        lambda self, surface, text, *a, **k: texts.append(text) or real_blit(self, surface, text, *a, **k),
    )
    monkeypatch.setattr(
        ScoringScene, "_draw_score", lambda self, *a: scores.append(a) or real_score(self, *a)
    )
    setup = GameSetup(info.id, [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "human")], {}, 1)
    app.reset(ScoringScene(app, setup, result, info))
    drive.frame()
    return texts, len(scores)


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_witchcraft_end_screen_shows_winner_and_reason_not_a_score(app, drive, monkeypatch, lang):
    set_language(lang)
    info, result = _finished("witchcraft", 4)
    if result.draw:
        pytest.skip("this seed ends in a draw")
    assert result.reason is not None
    texts, score_rows = _drawn_texts(app, drive, monkeypatch, info, result)
    assert score_rows == 0, "no points and no score bar for a win/loss game"
    scene = app.top
    loser = 1 - result.winners[0]
    reason = texts[texts.index(scene.headline()) + 1]
    assert ["Ania", "Bartek"][loser] in reason, "the reason names who ran out of moves"
    from game.i18n import _

    assert _("Victory") in texts and _("Defeat") in texts


def test_witchcraft_draw_is_called_a_draw(app, drive, monkeypatch):
    info = registry.get("witchcraft")
    entries = (ResultEntry(None, 0, 0), ResultEntry(None, 1, 0))
    result = Result(entries, (0, 1), draw=True, reason=Msg("The same position came up for the third time."))
    texts, score_rows = _drawn_texts(app, drive, monkeypatch, info, result)
    assert score_rows == 0 and "A draw." in texts and "Draw" in texts
    assert not any("wins" in t or "victory" in t for t in texts)


def test_scored_games_keep_points_bars_and_breakdown(app, drive, monkeypatch):
    info, result = _finished("spellbook", 3)
    assert result.reason is None
    texts, score_rows = _drawn_texts(app, drive, monkeypatch, info, result)
    assert score_rows == len(result.entries)
    assert all(str(e.score) in texts for e in result.entries)
    assert all(str(v) in texts for e in result.entries for _m, v in e.breakdown)


LEGEND_WIN_LOSS = {
    "en": "The bars show what each player held at the end; they do not decide the winner.",
    "pl": "Paski pokazują, co każdy gracz miał na koniec gry; nie one decydują o zwycięstwie.",
    "de": "Die Balken zeigen, was jeder am Ende der Partie besaß; über den Sieg entscheiden sie nicht.",
}


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_a_win_loss_end_screen_says_its_bars_do_not_decide_the_winner(app, drive, monkeypatch, lang):
    """Bug: under Witchcraft's bars (tokens and fresh stacks held at the end) the legend said they
    were "measured against the best score" -- as if the longer bar had won."""
    set_language(lang)
    info, result = _finished("witchcraft", 4)
    assert result.reason is not None and any(e.breakdown for e in result.entries)
    texts, _rows = _drawn_texts(app, drive, monkeypatch, info, result)
    assert LEGEND_WIN_LOSS[lang] in texts, texts[-3:]
    from game.i18n import _

    assert _("Bars are measured against the best score; each kind of points keeps its colour.") not in texts
    spellbook, scored = _finished("spellbook", 3)
    texts, _rows = _drawn_texts(app, drive, monkeypatch, spellbook, scored)
    assert LEGEND_WIN_LOSS[lang] not in texts


@pytest.mark.parametrize("game_id", sorted(info.id for info in registry.all_games()))
def test_each_kind_of_points_has_a_bar_colour_of_its_own(app, game_id):
    """The legend says each kind of points keeps its colour: a hash of their names had given all five
    of Trickerion's kinds gold or a gold-alike (the palette held gold twice, under two names)."""
    _info, result = _finished(game_id, 3)
    colours = scoring_mod.category_colours(result)
    kinds = {msg.text for entry in result.entries for msg, _value in entry.breakdown}
    assert set(colours) == kinds
    shown = [tuple(scoring_mod.theme().c(name)) for name in colours.values()]
    assert len(set(shown)) == min(len(kinds), len(scoring_mod.BAR_COLOURS)), "two kinds share a colour"
    assert tuple(scoring_mod.theme().c("danger")) not in shown, "red is the negative values' own"
