"""Layouts: every shipped .tmx loads without a display and names every slot the code declares."""

import pytest

from game.rules import registry
from game.scenes.table_api import view_factory
from game.sprites import layout


def import_table_views() -> None:
    """Import every registered game's table view, as the table scene does: a view's geometry declares
    the layout slots it needs when it is imported, so the check below sees them even when run alone."""
    for info in registry.all_games():
        view_factory(info.id)


def test_some_layouts_ship():
    assert layout.shipped(), "assets/layouts/ holds no .tmx file"


@pytest.mark.parametrize("path", layout.shipped(), ids=lambda p: p.stem)
def test_shipped_layout_loads_inside_the_logical_canvas(path):
    lay = layout.load(path)
    assert lay.size == layout.CANVAS
    canvas = (0, 0, *layout.CANVAS)
    for name, rect in lay.slots.items():
        assert rect.width > 0 and rect.height > 0, name
        assert rect.clamp(canvas) == rect, f"{name} leaves the canvas"


def test_every_declared_layout_exists_and_has_the_declared_slots():
    import_table_views()
    assert layout.DECLARED, "no table view declared its layout slots"
    shipped = {p.stem for p in layout.shipped()}
    for name, slots in layout.DECLARED.items():
        assert name in shipped, f"declared layout {name} is not shipped"
        assert layout.load(layout.LAYOUT_DIR / f"{name}.tmx").missing(slots) == []
        layout.get(name)  # the checked accessor agrees


def test_missing_slot_is_reported_by_name(tmp_path):
    tmx = tmp_path / "t.tmx"
    tmx.write_text(
        '<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="240" height="135" '
        'tilewidth="8" tileheight="8"><objectgroup id="1" name="a">'
        '<object id="1" name="bag" x="1" y="2" width="3" height="4"/></objectgroup></map>'
    )
    lay = layout.load(tmx)
    assert lay["bag"].topleft == (1, 2) and lay.layer("a") == ["bag"]
    assert lay.missing({"bag", "altar"}) == ["altar"]
    with pytest.raises(layout.LayoutError, match="altar"):
        lay["altar"]


def test_unreadable_layout_raises_layout_error(tmp_path):
    bad = tmp_path / "bad.tmx"
    bad.write_text("<map")
    with pytest.raises(layout.LayoutError):
        layout.load(bad)
    with pytest.raises(layout.LayoutError):
        layout.load(tmp_path / "absent.tmx")
