"""The new-game screen under scripted clicks: what issue #22 found a first evening of play."""

from __future__ import annotations

import pytest

from game import i18n
from game.rules import registry
from game.scenes.menu import MenuScene
from game.scenes.setup import SetupScene
from game.scenes.ui import theme


def open_setup(app, drive, game_id: str) -> SetupScene:
    app.push(MenuScene(app))
    drive.click("New game")
    drive.click(f"game-{game_id}")
    setup = app.top
    assert isinstance(setup, SetupScene) and setup.info is registry.get(game_id)
    return setup


def test_player_count_stops_at_the_ends_instead_of_wrapping(app, drive):
    """Clicking past 4 players went back to 1 (and past 1 to 4): the count now stops."""
    setup = open_setup(app, drive, "spellbook")
    for _ in range(6):
        drive.click("count")
    assert setup.count == 4
    for _ in range(6):
        drive.click("count", side="left")
    assert setup.count == 1
    drive.click("count")
    assert setup.count == 2


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("players", [1, 2, 4])
def test_spells_row_stays_under_the_pointer_when_custom_opens_the_picker(app, drive, lang, players):
    """Choosing "custom" moved the spells selector up, so the next click hit another row."""
    i18n.set_language(lang)
    setup = open_setup(app, drive, "spellbook")
    while setup.count != players:
        drive.click("count", side="left" if setup.count > players else "centre")
    spells = drive.widget("option-spells")
    pos = (spells.rect.left + 8, spells.rect.centery)
    rows_before = {w.name: w.rect.copy() for w in setup.widgets.items if getattr(w, "name", "")}
    drive.click_at(pos)  # random -> custom (a step back): the picker appears
    assert setup.options["spells"] == "custom"
    assert [k for k in ("pick-red", "pick-yellow") if setup.widgets.find(k)]
    moved = {w.name for w in setup.widgets.items if w.name in rows_before and w.rect != rows_before[w.name]}
    assert moved == set(), f"rows moved under the pointer: {moved}"
    drive.click_at(pos)  # the same spot again steps the same selector: custom -> set III
    assert setup.options["spells"] == "III"


def drawn_texts(app, monkeypatch, way: str = "blit_text") -> list[str]:
    """Every text the screen draws in one frame through the theme's ``way`` (a line, or wrapped)."""
    t = theme()
    shown: list[str] = []
    real = getattr(t, way)

    def record(surface, text, *args, **kwargs):
        shown.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(t, way, record)
    app.render(app.canvas)
    monkeypatch.setattr(t, way, real)
    return shown


def test_seats_from_the_last_game_are_announced_and_can_be_reset(app, drive, monkeypatch):
    """The last game's names and bots came back silently; now a note says so and one click clears them."""
    app.settings.last_players = [
        {"name": "Ania", "kind": "human", "level": "easy"},
        {"name": "Kasia", "kind": "human", "level": "easy"},
    ]
    setup = open_setup(app, drive, "witchcraft")
    assert [p.name for p in setup.players] == ["Ania", "Kasia"]
    assert "Seats from your last game" in drawn_texts(app, monkeypatch)
    drive.click("fresh-seats")
    assert [p.kind for p in setup.players] == ["human", "bot"]
    assert setup.players[0].name == "Player 1"
    assert "Seats from your last game" not in drawn_texts(app, monkeypatch)
    with pytest.raises(KeyError):
        drive.widget("fresh-seats")


def test_a_remembered_default_name_follows_the_language(app, drive):
    """A seat left at its default name in Polish came back as "Gracz 1" in a German game; a
    name the player typed stays as typed."""
    app.settings.last_players = [
        {"name": "Gracz 1", "kind": "human", "level": "easy"},
        {"name": "Gracz 2", "kind": "human", "level": "easy"},
        {"name": "Gracz 1", "kind": "human", "level": "easy"},  # typed: not seat 3's default name
    ]
    i18n.set_language("de")
    setup = open_setup(app, drive, "spellbook")
    assert [p.name for p in setup.players] == ["Spieler 1", "Spieler 2", "Gracz 1"]
    i18n.set_language("en")
    assert [p.name for p in SetupScene(app).players] == ["Player 1", "Player 2", "Gracz 1"]


def test_first_start_has_no_note_about_remembered_seats(app, drive):
    open_setup(app, drive, "spellbook")
    with pytest.raises(KeyError):
        drive.widget("fresh-seats")


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_every_games_description_shows_whole_above_its_variants(app, drive, lang):
    """Trickerion's solo game lists four variants (the Heir's strength too): under the big emblem its
    German description was cut to one line ending in "…".  The emblem is then drawn small, and the
    description, at every player count of every game, fits the room above the first variant."""
    from game.scenes.setup import BLURB_GAP, FIELD_DROP, FIELD_HEIGHT, MORE_RECT

    i18n.set_language(lang)
    for info in registry.all_games():
        setup = open_setup(app, drive, info.id)
        for count in range(info.min_players, info.max_players + 1):
            setup.set_count(count)
            drive.frame()
            if info.blurb is None or setup.offers_picker():  # SpellBook: shown in the picker's room
                continue
            room = setup.options_y - BLURB_GAP - setup.blurb_y
            assert setup.blurb_height() <= room, f"{info.id}, {count} players: the description is cut"
            rows = [y for _option, y in setup.option_rows]
            fields = [y + FIELD_DROP + FIELD_HEIGHT for y in rows]
            touching = [b for f, b in zip(fields, rows[1:], strict=False) if f >= b]
            assert not touching, "a selector touches the next variant's label"
            seed_bottom = setup.seed_y + FIELD_DROP + FIELD_HEIGHT
            assert seed_bottom <= MORE_RECT.bottom, "the seed field leaves the panel"
        app.pop()
