"""The Linux menu entry: a freedesktop ``.desktop`` file and the icon, for the user only.

``arcana-table --install-desktop-entry`` (and ``ArcanaTable --install-desktop-entry``
in the standalone folder) writes

    $XDG_DATA_HOME/applications/arcana-table.desktop
    $XDG_DATA_HOME/icons/hicolor/<size>x<size>/apps/arcana-table.png

with ``$XDG_DATA_HOME`` defaulting to ``~/.local/share`` -- the places every
freedesktop menu (GNOME, KDE, Xfce...) reads for the user's own programs.
Nothing is written outside the user's folders and nothing needs root.  The
build ships the same entry text beside the executable (``build.spec``), so one
function makes both.
"""

from __future__ import annotations

import os
import shlex
import sys
from pathlib import Path

from game.storage import write_bytes

APP_ID = "arcana-table"
#: The exported PNG sizes that hicolor has folders for (``assets/icon/export_icons.py`` makes them).
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def entry_text(command: str, icon: str = APP_ID) -> str:
    """The ``.desktop`` file: ``command`` is the Exec line (absolute, already quoted)."""
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.5",
            "Name=Arcana Table",
            "GenericName=Tabletop games",
            "Comment=SpellBook, Witchcraft, School of Sorcery and Trickerion on one screen",
            "Comment[pl]=Księga zaklęć, Witchcraft, Księga Czarów i Trickerion na jednym ekranie",
            "Comment[de]=SpellBook, Witchcraft, School of Sorcery und Trickerion auf einem Bildschirm",
            f"Exec={command}",
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "StartupWMClass=Arcana Table",
            "",
        ]
    )


def launch_command() -> str:
    """How the menu starts this very installation: the frozen executable, the console script, or python."""
    if getattr(sys, "frozen", False):
        return shlex.quote(str(Path(sys.executable).resolve()))
    script = Path(sys.executable).parent / APP_ID
    if script.is_file():
        return shlex.quote(str(script.absolute()))
    return f"{shlex.quote(str(Path(sys.executable).absolute()))} -m game"


def data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when unset or relative (the spec ignores a relative one)."""
    xdg = os.environ.get("XDG_DATA_HOME", "")
    if xdg and Path(xdg).is_absolute():
        return Path(xdg)
    return Path.home() / ".local" / "share"


def install() -> list[Path]:
    """Write the entry and the icons for the current user; the written files, entry first."""
    from game.scenes.ui import asset_path  # here: build.spec imports this module for entry_text alone

    base = data_home()
    entry = base / "applications" / f"{APP_ID}.desktop"
    write_bytes(entry, entry_text(launch_command()).encode())
    written = [entry]
    for size in ICON_SIZES:
        target = base / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
        write_bytes(target, asset_path("icon", f"icon-{size}.png").read_bytes())
        written.append(target)
    return written


def main() -> int:
    """``--install-desktop-entry``: install, and say where (the menu may need a moment to notice)."""
    if sys.platform in ("win32", "darwin"):
        print(
            "--install-desktop-entry is for Linux desktops; here, pin the game to the taskbar or Dock.",
            file=sys.stderr,
        )
        return 2
    try:
        written = install()
    except OSError as exc:
        print(f"Could not write the menu entry: {exc}", file=sys.stderr)
        return 1
    print(f"Arcana Table is in your applications menu: {written[0]}")
    print(f"icons: {written[1].parents[2]}")
    return 0
