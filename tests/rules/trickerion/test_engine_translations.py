"""Every engine msgid has a Polish and German translation with the same placeholders."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[3]
MODULES = ("__init__.py", "engine.py", "locations.py", "theater.py", "endturn.py", "describe.py", "setup.py")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _msgids() -> set[str]:
    ids = set()
    for name in MODULES:
        path = ROOT / "game" / "rules" / "trickerion" / name
        for _, msg, _, _ in extract_from_file("python", str(path), keywords={"Msg": None, "NMsg": (1, 2)}):
            ids.add(msg[0] if isinstance(msg, tuple) else msg)
    return ids


@pytest.mark.parametrize("lang", ("pl", "de"))
def test_engine_messages_are_translated_with_placeholders_intact(lang):
    with open(ROOT / "locale" / "fragments" / f"trickerion.{lang}.po", encoding="utf-8") as fh:
        catalog = read_po(fh)
    found = {m.id[0] if isinstance(m.id, tuple) else m.id: m for m in catalog if m.id}
    missing = _msgids() - set(found)
    assert not missing, f"untranslated in {lang}: {sorted(missing)}"
    for mid, m in found.items():
        assert not m.fuzzy
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(strings), mid
        want = set(PLACEHOLDER.findall(mid))
        for s in strings:
            got = set(PLACEHOLDER.findall(s))
            assert got <= want | {"n"} and want - {"n"} <= got, (mid, s)
