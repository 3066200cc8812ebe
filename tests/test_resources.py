"""The standalone build's folder is found in one place (issue #24's leftovers, e).

``getattr(sys, "_MEIPASS", …)`` was written out in three modules (the locale, the assets, the
version); :func:`game.resources.app_root` now says it once, and all three follow it.
"""

from __future__ import annotations

import sys
from pathlib import Path

from game import version as version_module
from game.i18n import locale_dir
from game.resources import app_root
from game.scenes.ui import asset_path

GAME = Path(__file__).resolve().parents[1] / "game"


def test_from_a_checkout_the_files_are_beside_the_package():
    assert app_root() == GAME.parent
    assert (app_root() / "assets").is_dir() and (app_root() / "pyproject.toml").is_file()


def test_frozen_the_locale_assets_and_version_come_from_the_bundle(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "arcana-table"\nversion = "9.8.7"\n')
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    version_module.version.cache_clear()
    try:
        assert locale_dir() == tmp_path / "locale"
        assert asset_path("theme", "theme.json") == tmp_path / "assets" / "theme" / "theme.json"
        assert version_module.version() == "9.8.7"
    finally:
        version_module.version.cache_clear()


def test_the_bundle_folder_is_looked_up_in_one_module():
    holders = sorted(p.name for p in GAME.rglob("*.py") if "_MEIPASS" in p.read_text("utf-8"))
    assert holders == ["resources.py"], holders
