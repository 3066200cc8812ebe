"""The spell names use the printed Polish and German names (the catalogue test checks completeness)."""

from __future__ import annotations

from pathlib import Path

from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[3]


def test_spell_names_use_the_printed_polish_and_german_names():
    names = {}
    for lang in ("pl", "de"):
        with (ROOT / f"locale/{lang}.po").open("rb") as fh:
            catalog = read_po(fh, locale=lang)
        names[lang] = {m: catalog.get(m).string for m in ("Mirror Image", "Abundance", "Firestorm")}
    assert names["pl"] == {"Mirror Image": "Klonowanie", "Abundance": "Obfitość", "Firestorm": "Płomień"}
    assert names["de"] == {"Mirror Image": "Spiegelbild", "Abundance": "Füllhorn", "Firestorm": "Feuersturm"}
