"""The Polish and German catalogues are complete, unfuzzy and keep every placeholder.

The msgids come from the code itself (``game.catalogues.extract``), so a new
string without its translations fails here, not in front of a player.
"""

from __future__ import annotations

import shutil
import subprocess

import pytest
from babel.messages.catalog import Message

from game import catalogues

SOURCE = catalogues.extract()


@pytest.mark.parametrize("lang", catalogues.TARGETS)
def test_catalogue_has_every_message_translated_with_intact_placeholders(lang):
    assert catalogues.problems(lang, SOURCE) == []


@pytest.mark.parametrize("lang", catalogues.TARGETS)
def test_catalogue_passes_babel_checks(lang):
    catalog = catalogues.load(lang)
    errors = [(m.id, e) for m, e in catalog.check() if e]
    assert errors == []


@pytest.mark.skipif(shutil.which("msgfmt") is None, reason="GNU gettext not installed")
@pytest.mark.parametrize("lang", catalogues.TARGETS)
def test_catalogue_passes_msgfmt_check(lang):
    out = subprocess.run(["msgfmt", "-c", "-o", "/dev/null", str(catalogues.LOCALE / f"{lang}.po")],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_extraction_sees_engine_messages_and_contexted_names():
    ids = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in SOURCE}
    assert ("{move}: about {pct}% to win.", None) in ids  # Msg(...) in game/ai
    assert ("Medium", "bot level") in ids and ("Medium", None) in ids  # a level vs the Witchcraft token


def test_polish_has_three_plural_forms():
    assert catalogues.load("pl").num_plurals == 3


def test_template_lists_exactly_the_messages_in_the_code():
    from babel.messages.pofile import read_po

    with (catalogues.LOCALE / "arcana.pot").open("rb") as fh:
        pot = read_po(fh)
    assert {m.id for m in pot if m.id} == {m.id for m in SOURCE if m.id}, (
        "run: python -m game.catalogues update")


def test_checker_catches_a_broken_placeholder_and_a_short_plural():
    broken = Message("Take {n} materia", "Weź {m} materii")
    assert catalogues._entry_problems(broken, 2)
    short = Message(("one {n}", "many {n}"), ("jeden {n}", "dwa {n}"))
    assert catalogues._entry_problems(short, 3)
    fine = Message(("one {n}", "many {n}"), ("{n} jeden", "{n} dwa", "{n} wiele"))
    assert catalogues._entry_problems(fine, 3) == []
