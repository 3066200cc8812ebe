"""A new table's log starts with what the game's own set-up did (found in play).

School of Sorcery's set-up begins round 1 before any move: the round's start, the first
crystals taken and the first roll were made by ``new_game`` and never reached the log,
which showed only the events of moves.  The engines keep those events as
``State.setup_events``; a new table shows them, a loaded save shows them once (its replayed
story starts with them, the table adds none), and they follow the same privacy as every
other line (``tests/scenes/test_privacy.py`` checks them too).
"""

from __future__ import annotations

import re

import pytest

from game import catalogues, i18n, saves
from game.ai.base import Decision
from game.i18n import tr
from game.rules import registry
from game.rules.base import Msg
from game.saves import GameSetup, PlayerSpec
from game.scenes.menu import open_saved
from game.scenes.table import TableScene
from tests.scenes.harness import start_table


def shown(table: TableScene, seat: int | None = 0) -> list[str]:
    """The log's lines ``seat`` may read, in English as the panel shows them."""
    return [tr(line.text, table.names) for line in table.log if line.visible(seat)]


def test_a_new_sorcery_table_logs_round_one_the_first_crystals_and_the_roll(app, drive):
    table = start_table(app, "sorcery", ("human", "bot"), seed=4, names=("Ada", "Bea"))
    lines = shown(table)
    d0, d1 = (", ".join(map(str, dice)) for dice in table.state.dice)
    roll = f"Ada rolls {d0}; Bea rolls {d1}."
    assert "Round 1 begins." in lines and roll in lines, lines
    taken = [line for line in lines if line.endswith("from the pool.")]
    assert sorted(line.split()[0] for line in taken) == ["Ada", "Bea"], lines
    assert lines.index("Round 1 begins.") < lines.index(taken[0]) < lines.index(roll), "in their order"
    assert shown(table, 1) == lines, "public lines: both seats read them"
    drive.frames(2)
    assert any("Round 1 begins." in text for text, _colour in table.log_panel.lines), "the panel shows it"


def test_a_loaded_sorcery_save_shows_the_set_up_lines_once(app):
    players = [PlayerSpec("Ada", "bot", "random"), PlayerSpec("Bea", "bot", "random")]
    table = app.reset(TableScene(app, GameSetup("sorcery", players, {}, 4)))
    for seat in table.state.to_act():
        table.play_decision(seat, Decision(table.state.legal_actions(seat)[0]))
    assert table.actions, "a move was played and autosaved"
    slot = saves.autosave_slot(table.uid)
    open_saved(app, saves.load(slot), slot)
    [loaded] = [scene for scene in app.stack if isinstance(scene, TableScene)]
    assert loaded is not table
    assert shown(loaded).count("Round 1 begins.") == 1, shown(loaded)
    assert shown(loaded)[: len(shown(table))] == shown(table), "the loaded log tells the same story"


def test_a_loaded_save_of_no_move_shows_the_set_up_lines_once(app):
    players = [PlayerSpec("Ada", "human", "random"), PlayerSpec("Bea", "human", "random")]
    table = app.reset(TableScene(app, GameSetup("sorcery", players, {}, 4)))
    table.save_auto()
    slot = saves.autosave_slot(table.uid)
    open_saved(app, saves.load(slot), slot)
    [loaded] = [scene for scene in app.stack if isinstance(scene, TableScene)]
    assert loaded is not table and shown(loaded) == shown(table)
    assert shown(loaded).count("Round 1 begins.") == 1, shown(loaded)


@pytest.mark.parametrize("game_id", ["spellbook", "witchcraft", "sorcery", "trickerion"])
def test_every_new_table_starts_with_exactly_its_set_ups_events(app, game_id):
    """SpellBook, Witchcraft and Trickerion lay out their set-up silently (``setup_events`` is empty);
    whatever a set-up does report reaches the log first, each line only to whom may see it."""
    info = registry.get(game_id)
    kinds = ["human"] * max(2, info.min_players)
    table = start_table(app, game_id, kinds, seed=2)
    set_up = [e for e in table.state.setup_events if e.text is not None]
    assert len(table.log) == len(set_up)
    for line, event in zip(table.log, set_up, strict=True):
        assert line.visible_to == event.visible_to
    if game_id == "sorcery":
        assert set_up, "Sorcery's set-up begins round 1"


# ----------------------------------------------------------------- default names after "player"

DEFAULT_NAME = "Player {n}"


def _names_after_the_word_player(lang: str, word: str) -> list[str]:
    """Translations that put a name placeholder right after ``word`` ("gracza {player}"): with
    the default name that reads "gracza Gracz 1", the word twice."""
    found = []
    for message in catalogues.load(lang):
        if not message.id or message.id == DEFAULT_NAME:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        found += [form for form in forms if re.search(rf"\b{word}\w* \{{", form, re.IGNORECASE)]
    return found


def test_no_polish_or_german_line_says_player_before_a_name():
    """Found in play: "przechodzi do gracza Gracz 1".  A name stands in the nominative on its own
    ("{player} przejmuje…", "{player}: …", "właściciel: {player}"), right for any name."""
    assert _names_after_the_word_player("pl", "gracz") == []
    assert _names_after_the_word_player("de", "spieler") == []


def test_a_polish_log_with_default_names_never_doubles_the_word(app):
    app.settings.language = "pl"
    i18n.set_language("pl")
    names = [i18n._(DEFAULT_NAME).format(n=n) for n in (1, 2)]
    assert names == ["Gracz 1", "Gracz 2"]
    table = start_table(app, "sorcery", ("human", "bot"), seed=4, names=names)
    assert "Zaczyna się runda 1." in shown(table), shown(table)
    marker = tr(Msg("The wizard marker passes to {player}.", player=1), names)
    assert marker == "Gracz 2 przejmuje znacznik czarodzieja."
    assert not [line for line in shown(table) if re.search(r"gracza Gracz", line, re.IGNORECASE)]
