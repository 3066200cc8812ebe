"""Every text the bots show has a Polish and a German translation with intact placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
KEYWORDS = {"Msg": None, "NMsg": (1, 2), "N_": None, "NC_": ((1, "c"), 2), "_": None, "ngettext": (1, 2)}


def _msgids() -> set[tuple[str, str | None]]:
    """(msgid, context) of every text under game/ai, found the way the catalogue tool finds them."""
    found = set()
    for _file, _line, message, _comments, ctx in extract_from_dir(
            str(ROOT / "game" / "ai"), method_map=[("**.py", "python")], keywords=KEYWORDS):
        found.add((message[0] if isinstance(message, tuple) else message, ctx))
    return found


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_fragment_translates_every_bot_message(lang):
    with (ROOT / "locale" / "fragments" / f"ai.{lang}.po").open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    ids = _msgids()
    assert ("{move}: about {pct}% to win.", None) in ids  # the extractor sees Msg(...)
    assert ("Hard", "bot level") in ids  # ... and the level names with their context
    for msgid, ctx in ids:
        entry = catalog.get(msgid, context=ctx)
        assert entry is not None and entry.string, f"{lang}: {msgid!r} untranslated"
        assert not entry.fuzzy
        assert set(re.findall(r"{\w+}", entry.string)) == set(re.findall(r"{\w+}", msgid))
