"""Issue #24: Trickerion's end screen cut "Unused Special Assignment cards" in Polish to
"Niewykorzystane karty Zadań S…"; every breakdown name now fits whole, in en, pl and de, with
two and four players, in the 1280x720 window and on a 1920x1080 surface."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language, tr
from game.rules import registry
from game.saves import GameSetup, PlayerSpec
from game.scenes import scoring as scoring_mod
from game.scenes.scoring import ScoringScene
from tests.rules.trickerion.helpers import setup_done


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("players, modules", [(4, "dark_alley"), (2, "base")])
def test_every_breakdown_name_on_the_trickerion_end_screen_is_drawn_whole(
    app, drive, monkeypatch, lang, players, modules
):
    set_language(lang)
    result = setup_done(players, modules).result()
    cut: list[str] = []
    theme_cls = type(scoring_mod.theme())
    real_fit = theme_cls.fit

    def noting_fit(self, text, *args, **kwargs):
        fitted = real_fit(self, text, *args, **kwargs)
        if fitted != text:
            cut.append(text)
        return fitted

    monkeypatch.setattr(theme_cls, "fit", noting_fit)
    seats = [PlayerSpec(f"P{i}", "human") for i in range(players)]
    setup = GameSetup("trickerion", seats, {"modules": modules}, 1)
    scene = app.reset(ScoringScene(app, setup, result, registry.get("trickerion")))
    drive.frame()
    scene.draw(pygame.Surface((1920, 1080)))
    names = {tr(m) for e in result.entries for m, _v in e.breakdown}
    if lang == "pl" and modules == "dark_alley":
        assert "Niewykorzystane karty Zadań Specjalnych" in names
    assert not names & set(cut), cut
