"""Every msgid of the Trickerion data tables and the Heir has Polish and German translations.

Reads the area fragments while they exist, else the merged catalogues (the
lead merges fragments into ``locale/<lang>.po`` and removes them).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

from game import catalogues

ROOT = Path(__file__).resolve().parents[3]
DATA = ROOT / "game/rules/trickerion/data"
SOURCES = sorted(DATA.glob("*.py")) + [ROOT / "game/rules/trickerion/heir.py"]


def _msgids() -> set[str]:
    out: set[str] = set()
    for path in SOURCES:
        if path.exists():
            for _line, msg, _c, _ctx in extract_from_file("python", str(path), keywords=catalogues.KEYWORDS):
                out.add(msg if isinstance(msg, str) else msg[0])
    return out


@pytest.mark.parametrize("lang", ["pl", "de"])
def test_every_trickerion_data_msgid_is_translated_with_placeholders(lang):
    fragment = ROOT / f"locale/fragments/trickerion_data.{lang}.po"
    path = fragment if fragment.exists() else ROOT / f"locale/{lang}.po"
    with path.open("rb") as fh:
        catalog = read_po(fh, locale=lang)
    missing, broken = [], []
    for msgid in sorted(_msgids()):
        entry = catalog.get(msgid)
        text = entry.string if entry is not None else ""
        texts = text if isinstance(text, tuple) else (text,)
        if entry is None or not all(texts) or entry.fuzzy:
            missing.append(msgid)
            continue
        want = set(catalogues.PLACEHOLDER.findall(msgid))
        if any(set(catalogues.PLACEHOLDER.findall(t)) != want for t in texts):
            broken.append(msgid)
    assert missing == [] and broken == []
