"""Languages at run time: switching, names in engine messages, plural rules, every letter drawable."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.rules.base import Msg, NMsg  # noqa: E402


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_switch_changes_lookups_and_tells_listeners():
    heard = []
    i18n.on_language_change(heard.append)
    try:
        i18n.set_language("de")
        assert i18n._("Settings") == "Einstellungen"
        i18n.set_language("pl")
        assert i18n._("Settings") == "Ustawienia"
        assert heard == ["de", "pl"]
    finally:
        i18n.off_language_change(heard.append)


def test_unknown_language_falls_back_to_english():
    i18n.set_language("xx")
    assert i18n.current_language() == "en" and i18n._("Settings") == "Settings"


def test_player_params_become_names_and_nested_messages_translate():
    msg = Msg("{player} takes a {colour} materia.", player=1, colour=Msg("red"))
    assert i18n.tr(msg, ["Ania", "Kasia"]) == "Kasia takes a red materia."
    assert i18n.tr(Msg("Waiting for {names}.", names="Ania"), ["X"]) == "Waiting for Ania."
    assert i18n.tr(Msg("{player_target} loses", player_target=0), ["Ania"]) == "Ania loses"


def test_polish_plurals_use_three_forms():
    i18n.set_language("pl")
    forms = [i18n.tr(NMsg("{n} player", "{n} players", n)) for n in (1, 3, 5, 22, 25)]
    assert forms == ["1 gracz", "3 graczy", "5 graczy", "22 graczy", "25 graczy"]
    moves = [i18n.ngettext("{game} · {n} move · {when}", "{game} · {n} moves · {when}", n) for n in (1, 2, 5)]
    assert [m.split(" · ")[1] for m in moves] == ["{n} ruch", "{n} ruchy", "{n} ruchów"]


def test_a_broken_translation_never_crashes():
    assert i18n.tr(Msg("Hello {name}")) == "Hello {name}"


@pytest.mark.parametrize("face", ["sans", "serif", "italic"])
def test_fonts_draw_every_polish_and_german_letter(face):
    from game.scenes.ui import reset_caches, theme

    pygame.font.init()
    try:
        font = theme().font(22, face=face)
        letters = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻäöüÄÖÜß„“”–…"
        notdef = pygame.image.tobytes(
            font.render("\uffff", True, (255, 255, 255)), "RGBA"
        )  # the "no glyph" box
        missing = [
            ch
            for ch in letters
            if pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") == notdef
        ]
        assert missing == []
    finally:
        reset_caches()
