"""The code keeps the shape issue #26 gave it: no private reach-ins, no function over 90 lines.

A reach-in is ``obj._name`` where ``obj`` is not ``self``, ``cls`` or ``super()`` and ``_name``
is not defined in the same module (a module's own classes and functions may share their private
parts; a clone filling ``st._legal`` of its own class is at home), ``from module import _name``,
a dotted ``"game.x._name"`` string or ``setattr(obj, "_name", ...)`` (monkeypatch targets).
What a test needs gets a public name the code itself uses, or the test goes through public
behaviour.  The allow-lists below say why each entry stays; the transitional ones name the work
that removes them.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDERS = ("game", "tests")
LONGEST = 90  # lines of one function, decorators and docstring included

#: Documented names that start with an underscore: a namedtuple's API (so as not to clash with
#: field names) and PyInstaller's ``sys._MEIPASS`` (the bundle's folder in the standalone build).
DOCUMENTED = {"_replace", "_asdict", "_fields", "_make", "_field_defaults", "_MEIPASS"}

ALLOWED = {
    # The stdlib's documented way for a forked-off process to end without the parent's clean-up.
    "game/ai/worker.py: os._exit",
    # Spies: the test counts or replaces one step of a real scene or search to see that it runs;
    # a public seam would exist for the test only.
    "tests/scenes/test_scoring_outcome.py: ScoringScene._draw_score",
    "tests/scenes/test_scoring_outcome.py: setattr(ScoringScene, '_draw_score')",
    "tests/scenes/test_overlays.py: setattr(app, '_draw_over_kept')",
    "tests/ai/test_fingerprint.py: game.ai.search_bot.SearchBot._pick",
    # Memory bounds of module memos that have no public size (the test is white-box on purpose).
    "tests/scenes/test_scaling.py: theme()._fonts",
    "tests/scenes/test_scaling.py: textmod._layout",
    "tests/scenes/test_scaling.py: spellbook_art._BY_ID",
    "tests/scenes/test_scaling.py: sorcery_art._OPAQUE",
}


DOTTED = re.compile(r"^game(\.\w+)+$")
BY_NAME = {"setattr", "getattr", "hasattr", "delattr"}  # also monkeypatch.setattr / delattr


def _private(name: str) -> bool:
    """``_x`` and ``__x``, but not ``_`` (gettext) nor ``__dunder__`` names."""
    if name.startswith("__"):
        return not name.endswith("__")
    return name.startswith("_") and len(name) > 1


def _defined_here(tree: ast.AST) -> set[str]:
    """Names a module defines itself: functions, classes, assigned names and ``self``/``cls`` fields."""
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            names.add(node.id)
        elif isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Store):
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                names.add(node.attr)
    return names


def _own(value: ast.expr) -> bool:
    if isinstance(value, ast.Name):
        return value.id in ("self", "cls")
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "super"


def reach_ins(source: str, where: str) -> list[str]:
    """``"<where>: <expression>"`` for every private reach-in in ``source``."""
    tree = ast.parse(source)
    here = _defined_here(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            if not _own(node.value) and node.attr not in DOCUMENTED and node.attr not in here:
                found.append(f"{where}: {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom):
            found += [f"{where}: from {node.module} import {a.name}" for a in node.names if _private(a.name)]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and DOTTED.match(node.value):
            if any(_private(part) for part in node.value.split(".")):
                found.append(f"{where}: {node.value}")
        elif isinstance(node, ast.Call) and _by_name(node) and not _own(node.args[0]):
            name = node.args[1].value  # type: ignore[attr-defined]
            if name not in here and name not in DOCUMENTED:
                func = ast.unparse(node.func).rsplit(".", 1)[-1]
                found.append(f"{where}: {func}({ast.unparse(node.args[0])}, {name!r})")
    return found


def _by_name(call: ast.Call) -> bool:
    """``setattr(obj, "_name", ...)`` and its kin, with a constant private name."""
    func = call.func
    named = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    if named not in BY_NAME or len(call.args) < 2:
        return False
    name = call.args[1]
    return isinstance(name, ast.Constant) and isinstance(name.value, str) and _private(name.value)


def _python_files():
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            yield path, path.relative_to(ROOT).as_posix()


def test_no_private_reach_ins_in_game_or_tests():
    allowed = ALLOWED
    found: set[str] = set()
    for path, where in _python_files():
        found.update(reach_ins(path.read_text(encoding="utf-8"), where))
    assert sorted(found - allowed) == [], "give it a public name the code uses, or test through behaviour"
    assert sorted(allowed - found) == [], "an allow-list entry is no longer needed: remove it"


def test_the_reach_in_check_sees_what_it_is_meant_to():
    """The scan can fail: each kind of reach-in is caught, a class's own use and gettext are not."""
    caught = reach_ins(
        "from game.i18n import _\n"
        "from game.scenes.pictures import _emblem_for\n"
        "import game.catalogues as catalogues\n"
        "catalogues._entry_problems(1, 2)\n"
        "monkeypatch.setattr('game.ai.search_bot.SearchBot._pick', None)\n"
        "monkeypatch.setattr(worker, '_ensure_process', None)\n"
        "class A:\n"
        "    def __init__(self):\n"
        "        self._legal = []\n"
        "    def clone(self):\n"
        "        st = A()\n"
        "        st._legal = self._legal\n"
        "        super()._x()\n"
        "        return st._replace(a=1), _('text')\n",
        "x.py",
    )
    assert sorted(caught) == [
        "x.py: catalogues._entry_problems",
        "x.py: from game.scenes.pictures import _emblem_for",
        "x.py: game.ai.search_bot.SearchBot._pick",
        "x.py: setattr(worker, '_ensure_process')",
    ]


def long_functions(source: str, where: str, longest: int = LONGEST) -> list[str]:
    """``"<where>:<line> <name> (<n> lines)"`` for every function longer than ``longest`` lines."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            length = (node.end_lineno or node.lineno) - first + 1
            if length > longest:
                found.append(f"{where}:{node.lineno} {node.name} ({length} lines)")
    return found


def test_no_function_in_game_is_longer_than_90_lines():
    """Long functions are split along the lines they already have (issue #26)."""
    found = []
    for path, where in _python_files():
        if where.startswith("game/"):
            found += long_functions(path.read_text(encoding="utf-8"), where)
    assert found == []


def test_the_length_check_counts_a_long_function():
    body = "".join(f"    x{i} = {i}\n" for i in range(LONGEST))
    assert long_functions(f"def f():\n{body}", "x.py") == ["x.py:1 f (91 lines)"]
    assert long_functions(f"def f():\n{body[: -len('    x89 = 89') - 1]}", "x.py") == []
