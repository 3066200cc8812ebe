"""Every msgid of the SpellBook engine has Polish and German translations with intact placeholders.

Reads the area fragment while it exists, else the merged catalogue (the lead
merges fragments into ``locale/<lang>.po`` and removes them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from game import catalogues

ROOT = Path(__file__).resolve().parents[3]


def _msgids() -> list[str | tuple[str, str]]:
    found = extract_from_dir(
        str(ROOT / "game/rules/spellbook"), method_map=[("**.py", "python")], keywords=catalogues.KEYWORDS
    )
    return sorted({msg for _f, _l, msg, _c, _x in found}, key=str)


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_every_spellbook_msgid_is_translated_with_placeholders(lang):
    fragment = ROOT / f"locale/fragments/spellbook.{lang}.po"
    path = fragment if fragment.exists() else ROOT / f"locale/{lang}.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    problems = []
    ids = _msgids()
    assert len(ids) > 150
    for msg in ids:
        key = msg if isinstance(msg, str) else msg[0]
        entry = catalog.get(key)
        if entry is None or entry.fuzzy:
            problems.append(f"missing {key!r}")
            continue
        problems += [f"{p} in {key!r}" for p in catalogues._entry_problems(entry, catalog.num_plurals)]
    assert problems == []


def test_spell_names_use_the_printed_polish_and_german_names():
    names = {}
    for lang in ("pl", "de"):
        fragment = ROOT / f"locale/fragments/spellbook.{lang}.po"
        path = fragment if fragment.exists() else ROOT / f"locale/{lang}.po"
        with path.open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        names[lang] = {m: catalog.get(m).string for m in ("Mirror Image", "Abundance", "Firestorm")}
    assert names["pl"] == {"Mirror Image": "Klonowanie", "Abundance": "Obfitość", "Firestorm": "Płomień"}
    assert names["de"] == {"Mirror Image": "Spiegelbild", "Abundance": "Füllhorn", "Firestorm": "Feuersturm"}
