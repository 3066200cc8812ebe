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
    out = subprocess.run(
        ["msgfmt", "-c", "-o", "/dev/null", str(catalogues.LOCALE / f"{lang}.po")],
        capture_output=True,
        text=True,
    )
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
        "run: python -m game.catalogues update"
    )


def test_checker_catches_a_broken_placeholder_and_a_short_plural():
    broken = Message("Take {n} materia", "Weź {m} materii")
    assert catalogues.entry_problems(broken, 2)
    short = Message(("one {n}", "many {n}"), ("jeden {n}", "dwa {n}"))
    assert catalogues.entry_problems(short, 3)
    fine = Message(("one {n}", "many {n}"), ("{n} jeden", "{n} dwa", "{n} wiele"))
    assert catalogues.entry_problems(fine, 3) == []


def _shown_characters() -> set[str]:
    """Every character a player can be shown: English msgids, Polish and German msgstrs, and the
    symbols the code writes itself (the flip arrow reaches the log as ``"\\u21bb"``, not via a catalogue)."""
    import re

    texts = [s for m in SOURCE for s in (m.id if isinstance(m.id, tuple) else (m.id,))]
    for lang in catalogues.TARGETS:
        texts += [
            s
            for m in catalogues.load(lang)
            for s in (m.string if isinstance(m.string, tuple) else (m.string,))
        ]
    for path in (catalogues.ROOT / "game").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        texts.append("".join(c for c in source if ord(c) > 127))
        texts += [chr(int(h, 16)) for h in re.findall(r"\\u([0-9a-fA-F]{4})", source)]
    return {c for text in texts if text for c in text if c.isprintable() and not c.isspace()}


def test_every_shown_character_has_a_glyph_in_the_fonts_we_render_with():
    """Issue #22: the flip symbol ↻ showed as a box in the log; Noto Sans has no ↻, ✓ or ✗."""
    from game.scenes.ui import theme
    from game.sprites import glyphs

    chars = _shown_characters()
    assert {"\u21bb", "ą", "ß", "„"} <= chars
    faces = theme().font_files
    missing = {
        (face, bold, c)
        for face, bold in faces
        for c in chars
        if not glyphs.has_glyph(theme().font_path(face, bold), c)
        and not glyphs.has_glyph(str(glyphs.FALLBACK[bold]), c)
    }
    assert missing == set()


@pytest.mark.parametrize("bold", [False, True])
def test_flip_symbol_is_drawn_not_boxed(bold):
    """Noto Sans draws ↻ as its empty box (the shape of any character it lacks);
    the text we render must show another shape."""
    import pygame

    from game.scenes.ui import theme

    t = theme()

    def shape(surface):
        mask = pygame.mask.from_surface(surface)
        return surface.get_size(), mask.count(), mask.outline()

    box = shape(t.font(22, bold).render("\ue000", True, (255, 255, 255)))
    assert shape(t.font(22, bold).render("\u21bb", True, (255, 255, 255))) == box
    assert shape(t.text("\u21bb", 22, (255, 255, 255), bold=bold)) != box


def _strings(lang):
    """(msgid, each msgstr form) of a catalogue."""
    for m in catalogues.load(lang):
        if m.id:
            mid = m.id if isinstance(m.id, str) else m.id[0]
            for s in m.string if isinstance(m.string, tuple) else (m.string,):
                yield mid, s


def test_polish_counts_fame_in_points_not_a_bare_genitive():
    """Issue #22 review: "1 Sławy" is not Polish; one point of Fame is "1 punkt Sławy"."""
    import re

    assert [s for _mid, s in _strings("pl") if re.search(r"(?<!\d)1 Sławy", s)] == []


def test_one_word_for_components_in_each_language():
    """Trickerion's components were "składniki" and "komponenty", "Bauteile" and "Komponenten"."""
    assert [s for _mid, s in _strings("pl") if "komponent" in s.lower()] == []
    assert [s for _mid, s in _strings("de") if "komponente" in s.lower()] == []


def test_german_witchcraft_sentences_give_the_token_an_article():
    """ "Lege Erzmagier auf…" lacked its article: sentences say "das Plättchen Erzmagier"."""
    sentences = [(mid, s) for mid, s in _strings("de") if "the {token}" in mid and mid.endswith(".")]
    assert sentences
    assert [s for _mid, s in sentences if "Plättchen {token}" not in s] == []
