"""Message catalogues: extract, update, check and compile (a maintainer's tool).

    python -m game.catalogues extract   # write locale/arcana.pot from the sources
    python -m game.catalogues update    # merge the .pot into locale/pl.po and locale/de.po
    python -m game.catalogues check     # what the catalogue test checks, as a report
    python -m game.catalogues compile DIR   # .mo files for the standalone build

Locations are written as file names without line numbers, so that an edit which
only moves lines leaves the catalogues alone (and parallel branches merge cleanly).

The source of truth is the code: every string in ``_``/``ngettext``/``N_``/
``Msg``/``NMsg``/``pgettext`` calls plus the texts of shipped data files
(see :func:`data_sources`).  The test suite fails if a catalogue misses,
leaves untranslated or fuzzy, or breaks the placeholders of any of them.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TARGETS = ("pl", "de")
DOMAIN = "arcana"
KEYWORDS = {
    "_": None,
    "N_": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "NC_": ((1, "c"), 2),
    "Msg": None,
    "NMsg": (1, 2),
}
PLACEHOLDER = re.compile(r"\{[a-zA-Z_][a-zA-Z0-9_]*\}")
PLURAL_COUNTS = {"pl": 3, "de": 2}


def _json_texts(path: Path, keys: tuple[str, ...]) -> Iterator[str]:
    """Every string under one of ``keys`` anywhere in a JSON data file."""

    def walk(node: object) -> Iterator[str]:
        if isinstance(node, dict):
            for k, v in node.items():
                if k in keys and isinstance(v, str) and v:
                    yield v
                else:
                    yield from walk(v)
        elif isinstance(node, list):
            for item in node:
                yield from walk(item)

    yield from walk(json.loads(path.read_text(encoding="utf-8")))


def data_sources() -> list[tuple[str, tuple[str, ...]]]:
    """Data files whose texts are translated through the catalogues: (glob, keys holding msgids),
    as each registered game declares them (``GameInfo.texts``)."""
    from game.rules.registry import all_games

    return [source for info in all_games() for source in info.texts]


def extract() -> Catalog:
    """All msgids of the project, with their source locations."""
    catalog = Catalog(project="Arcana Table", domain=DOMAIN, charset="utf-8")
    game_dir = ROOT / "game"
    for filename, lineno, message, comments, context in extract_from_dir(
        str(game_dir), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)
    ):
        if isinstance(message, (list, tuple)) and not all(message):
            continue
        catalog.add(
            message, locations=[(f"game/{filename}", lineno)], auto_comments=comments, context=context
        )
    for pattern, keys in data_sources():
        for path in sorted(ROOT.glob(pattern)):
            for text in _json_texts(path, keys):
                catalog.add(text, locations=[(str(path.relative_to(ROOT)), 0)])
    return catalog


def load(lang: str) -> Catalog:
    with (LOCALE / f"{lang}.po").open("rb") as fh:
        return read_po(fh, locale=lang)


def problems(lang: str, source: Catalog | None = None) -> list[str]:
    """Every reason the ``lang`` catalogue is not complete and correct."""
    source = source or extract()
    catalog = load(lang)
    found: list[str] = []
    if catalog.num_plurals != PLURAL_COUNTS[lang]:
        found.append(
            f"{lang}: expected {PLURAL_COUNTS[lang]} plural forms, header says {catalog.num_plurals}"
        )
    for msg in source:
        if not msg.id:
            continue
        entry = catalog.get(msg.id, context=msg.context)
        label = msg.id if isinstance(msg.id, str) else msg.id[0]
        if entry is None:
            found.append(f"{lang}: missing {label!r}")
            continue
        if entry.fuzzy:
            found.append(f"{lang}: fuzzy {label!r}")
        found.extend(f"{lang}: {p} in {label!r}" for p in entry_problems(entry, catalog.num_plurals))
    return found


def entry_problems(entry: Message, nplurals: int) -> list[str]:
    """What is wrong with one translated entry: plural forms, untranslated, placeholders (tested alone)."""
    ids = entry.id if isinstance(entry.id, (list, tuple)) else (entry.id,)
    strs = entry.string if isinstance(entry.string, (list, tuple)) else (entry.string,)
    if isinstance(entry.id, (list, tuple)) and len(strs) != nplurals:
        return [f"{len(strs)} plural forms instead of {nplurals}"]
    if not all(s and s.strip() for s in strs):
        return ["untranslated"]
    wanted = set(PLACEHOLDER.findall(ids[-1])) | set(PLACEHOLDER.findall(ids[0]))
    out = []
    for s in strs:
        got = set(PLACEHOLDER.findall(s))
        if not got <= wanted:
            out.append(f"unknown placeholder(s) {sorted(got - wanted)}")
        if not isinstance(entry.id, (list, tuple)) and got != wanted:
            out.append(f"placeholders {sorted(got)} differ from {sorted(wanted)}")
    return out


def write_pot(path: Path | None = None) -> Path:
    path = path or LOCALE / f"{DOMAIN}.pot"
    template = extract()  # before opening: a failed extraction must not truncate the file
    with path.open("wb") as fh:
        write_po(fh, template, width=100, sort_output=True, omit_header=False, include_lineno=False)
    return path


def update() -> None:
    """Bring each .po in line with the sources: add new msgids empty, drop obsolete ones."""
    template = extract()
    for lang in TARGETS:
        catalog = load(lang)
        catalog.update(template, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        with (LOCALE / f"{lang}.po").open("wb") as fh:
            write_po(fh, catalog, width=100, sort_output=True, include_lineno=False)


def compile_to(out_dir: Path) -> list[Path]:
    """Write ``<out_dir>/<lang>/LC_MESSAGES/arcana.mo`` for every target language."""
    written = []
    for lang in TARGETS:
        target = out_dir / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as fh:
            write_mo(fh, load(lang))
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "extract":
        print(write_pot())
    elif command == "update":
        write_pot()
        update()
    elif command == "compile":
        for path in compile_to(Path(argv[1])):
            print(path)
    elif command == "check":
        source = extract()
        issues = [p for lang in TARGETS for p in problems(lang, source)]
        print("\n".join(issues) or "catalogues complete")
        return 1 if issues else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
