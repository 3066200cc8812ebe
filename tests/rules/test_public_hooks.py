"""Engine tests drive the engines through public names (issue #26): no ``module._private`` reach-ins.

A rule step a test needs on its own gets a public name in its engine (End Turn's ``endturn.STEPS``,
the Heir's ``heir.LOCATION_ACTS``); a test's own helpers (``self._x``) are its business.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
REACH_IN = re.compile(r"\b(?!self\b)[a-z_][a-z0-9_]*\._[a-z]\w*")
PRIVATE_IMPORT = re.compile(r"^\s*from game\.\S+ import .*\b_[a-z]\w*", re.MULTILINE)


def test_engine_and_bot_tests_use_no_private_names():
    found = []
    for folder in ("rules", "ai"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            if path == Path(__file__).resolve():
                continue
            text = path.read_text(encoding="utf-8")
            where = path.relative_to(ROOT)
            found += [f"{where}: {m.group(0)}" for m in REACH_IN.finditer(text)]
            found += [f"{where}: {m.group(0).strip()}" for m in PRIVATE_IMPORT.finditer(text)]
    assert found == []


def test_the_check_sees_a_reach_in():
    """The patterns above catch what they are meant to (a check that can fail)."""
    assert REACH_IN.search("    endturn._wages(st, [])") and not REACH_IN.search("    self._open(x)")
    assert PRIVATE_IMPORT.search("    from game.rules.trickerion.endturn import _orders_arrive")
    assert not PRIVATE_IMPORT.search("from game.rules.trickerion.endturn import orders_arrive")
