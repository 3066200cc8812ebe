"""Pop-ups over a table explain only themselves: nothing beneath them shows its tooltip.

A probe of every table (7 Dec), after Trickerion's setup tiles had shown the tooltip of the die
under them: School of Sorcery's pop-up of a card's own dice told the values of the cast cards it
covers, and SpellBook's chooser the cards and materia under its panel.
"""

from __future__ import annotations

import pygame
import pytest

from tests.scenes.harness import start_table
from tests.scenes.test_sorcery_table import Hand

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _tips_on_the_panel(tooltip, box: pygame.Rect, own: list[pygame.Rect]) -> set[str]:
    """The tooltips at the points of ``box`` (every 6 pixels) that none of ``own`` covers."""
    tips = set()
    for x in range(box.left, box.right, 6):
        for y in range(box.top, box.bottom, 6):
            if not any(r.collidepoint((x, y)) for r in own):
                tips.add(tooltip((x, y)))
    return tips


def test_sorcerys_pop_ups_show_no_tooltip_of_the_table_beneath(app, drive):
    table = start_table(app, "sorcery", ("human", "human"), seed=6, options={"advanced": True})
    hand = Hand(app, drive, table, 3)
    seen = {}
    for _ in range(400):
        if table.state.is_over() or {"draft", "dice"} <= seen.keys():
            break
        v = table.view
        popup = v.popup() if drive.scene_id() == "table" else None
        if popup is not None and popup[0] not in seen:
            kind, box = popup
            if kind == "draft":
                own = [r for _cid, r in v.draft_rects()]
                assert v.tooltip_at(own[0].center), "the draft's cards explain themselves"
                seen[kind] = _tips_on_the_panel(v.tooltip_at, box, own)
            else:
                card = v.card(v.v["pending"]["card"])
                seen[kind] = _tips_on_the_panel(v.tooltip_at, box, [])
                assert all(tip and tip.startswith(card["name"]) for tip in seen[kind]), seen[kind]
        hand.step()
    assert seen.keys() == {"draft", "dice"}, "the game showed both pop-ups"
    assert seen["draft"] == {None}, "the draft's panel around its cards explains nothing"


def test_spellbooks_chooser_shows_no_tooltip_of_the_table_beneath(app, drive):
    table = start_table(app, "spellbook", ("human", "bot"), seed=2)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=20)  # the bot may hold the first day
    v = table.view
    assert v.geo is not None
    v.open_chooser("Choose", [(str(a), [a]) for a in v.ctx.legal], v.geo.slots["prompt_bar"])
    box = v.chooser_rect()
    assert box is not None and v.chooser
    under = {v.tooltip_text(p) for p in ((box.left + 3, box.top + 3), (box.right - 4, box.bottom - 4))}
    assert under == {None}
    assert _tips_on_the_panel(v.tooltip_text, box, [b.rect for b in v.chooser]) == {None}
    assert v.tooltip_text(v.chooser[0].rect.center), "its buttons explain themselves"


@pytest.mark.parametrize("game_id", ["sorcery", "witchcraft", "trickerion"])
def test_an_open_confirm_prompt_shows_no_tooltip_of_the_table_beneath(app, drive, game_id):
    """The confirm-before-reveal panel takes every click while it is open; School of Sorcery's and
    Witchcraft's tables still explained the pieces under it (Trickerion's did not)."""
    table = start_table(app, game_id, ("human", "bot"), seed=2)
    assert drive.until(lambda: table.view.ctx.is_my_turn(), timeout=30)
    v = table.view
    area = v.ctx.area
    explained = next(
        (x, y)
        for y in range(area.centery, area.bottom - 200, 12)
        for x in range(area.centerx - 300, area.centerx + 300, 12)
        if v.tooltip_at((x, y))
    )
    anchor = pygame.Rect(explained[0], explained[1] + 60, 1, 1)  # the panel opens above its anchor
    v.confirm.ask(v.ctx, v.ctx.legal[0], anchor, "Really?", always=True)
    box = v.confirm.question.rect
    v.confirm.close()
    assert _tips_on_the_panel(v.tooltip_at, box, []) - {None}, (
        "the panel's place covers pieces that explain themselves"
    )
    v.confirm.ask(v.ctx, v.ctx.legal[0], anchor, "Really?", always=True)
    assert _tips_on_the_panel(v.tooltip_at, box, []) == {None}
