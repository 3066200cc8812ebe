"""Witchcraft's table played through the real app by scripted mouse and keyboard input.

A scripted human (seat 0) deploys by dragging tokens and turning them with the
mouse wheel, activates by clicking glowing stacks, drags captured tokens onto
its stacks, and answers every altar and special prompt the same way a player
would; seat 1 is a random bot in the real worker process.  Nothing calls the
engine directly: every action reaches it through the view's input handling.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game import i18n
from game.i18n import set_language
from game.rules import registry
from game.rules.base import Action
from game.rules.witchcraft.data import field_label, twin
from game.saves import GameSetup, PlayerSpec
from game.scenes.table import TableScene
from game.scenes.tables.witchcraft import WitchcraftTable
from game.sprites import text as textmod
from tests.support.witchcraft_table import translocation_turn


def _table(app, seed: int, options: dict | None = None, bot: str = "random") -> TableScene:
    info = registry.get("witchcraft")
    setup = GameSetup(
        "witchcraft",
        [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", bot)],
        dict(options or {}),
        seed,
    )
    return app.reset(TableScene(app, setup, info=info, autosave=False))


def _post(drive, events):
    drive.frame(events)


def _drag(drive, src: tuple[int, int], dst: tuple[int, int]) -> None:
    app = drive.app
    a, b = app.to_window(src), app.to_window(dst)
    mid = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
    _post(
        drive,
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
            pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1),
        ],
    )


def _wheel(drive, clicks: int) -> None:
    _post(drive, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False) for _ in range(clicks)])


def confirm_enabled(view) -> bool:
    """The Confirm button may be pressed: the gesture being edited is a legal action."""
    return next(w for w in view.widgets.items if w.name == "confirm").is_enabled()


class ScriptedPlayer:
    """Plays seat 0 through the Witchcraft view with random but always-legal gestures."""

    def __init__(self, drive, table: TableScene, seed: int) -> None:
        self.drive = drive
        self.table = table
        self.rng = random.Random(seed)
        self.gestures: dict[str, int] = {}

    @property
    def view(self) -> WitchcraftTable:
        return self.table.view  # type: ignore[return-value]

    def step(self) -> None:
        app, table = self.drive.app, self.table
        if app.top is not table or table.viewer != 0 or not table.view.ctx.legal or table.view.busy():
            return
        view = self.view
        mode = view.mode
        self.gestures[mode] = self.gestures.get(mode, 0) + 1
        getattr(self, "_" + mode)(view)

    def _click(self, pos) -> None:
        self.drive.click_at((int(pos[0]), int(pos[1])))

    def _choice(self, view, prefix: str | None = None) -> None:
        options = [c for c in view.choices if prefix is None or c.key[0] == prefix]
        self._click(self.rng.choice(options).rect.center)

    def _confirm_with_turns(self, view) -> None:
        for _ in range(8):
            if confirm_enabled(view) and self.rng.random() < 0.7:
                break
            _wheel(self.drive, 1)
        self.drive.click("confirm")

    # -- one method per view mode

    def _deploy(self, view) -> None:
        fields = sorted({a["at"] for a in view.ctx.legal})
        target = view.centre(self.rng.choice(fields))
        _drag(self.drive, view.tray_items[0][0].center, target)
        _wheel(self.drive, self.rng.randrange(8))
        self.drive.click("confirm")

    def _battle(self, view) -> None:
        acts = [c for c in view.choices if c.key[0] == "act"]
        if "power" in view.kinds and (not acts or self.rng.random() < 0.2):
            self.drive.click("power")
            return
        self._choice(view, "act")
        if view.selected is not None:
            self._choice(view, "aim")

    def _place(self, view) -> None:
        rect, token = self.rng.choice(view.tray_items)
        fields = sorted({a["at"] for a in view.ctx.legal if a["token"] == token})
        _drag(self.drive, rect.center, view.centre(self.rng.choice(fields)))

    def _refresh(self, view) -> None:
        if "skip" in view.kinds and self.rng.random() < 0.3:
            self.drive.click("skip")
        elif "done" in view.kinds and self.rng.random() < 0.3:
            self.drive.click("done")
        else:
            self._choice(view, "refresh")

    def _shield(self, view) -> None:
        self._choice(view, "shield-at")
        self._choice(view, "dir")

    def _pick(self, view) -> None:
        self._choice(view, "pick")

    def _move(self, view) -> None:
        dests = sorted({a["to"] for a in view.ctx.legal})
        dest = self.rng.choice(dests)
        if dest != view.edit.at:
            _drag(self.drive, view.centre(view.edit.at), view.centre(dest))
        self._confirm_with_turns(view)

    def _face(self, view) -> None:
        self._confirm_with_turns(view)

    def _attach(self, view) -> None:
        cells = self.rng.choice([a["cells"] for a in view.ctx.legal if a.kind == "attach"])
        self._click(view.centre(cells[0]))

    def _summon(self, view) -> None:
        rect, token = self.rng.choice(view.tray_items)
        cells = sorted({a["at"] for a in view.ctx.legal if a["token"] == token})
        _drag(self.drive, rect.center, view.centre(self.rng.choice(cells)))
        self._confirm_with_turns(view)

    def _arrange(self, view) -> None:
        if "done" in view.kinds and self.rng.random() < 0.3:
            self.drive.click("done")
            return
        self._choice(view, "arr")
        self._choice(view, "top")
        self._confirm_with_turns(view)

    def _remove(self, view) -> None:
        self._choice(view, "rm")

    def _swap(self, view) -> None:
        stacks = [c for c in view.choices if c.key[0] == "swap"]
        first, second = self.rng.sample(stacks, 2)
        self._click(first.rect.center)
        self._click(second.rect.center)

    def _reserve(self, view) -> None:
        self._choice(view, "rs")

    def _wait(self, view) -> None:
        pass


@pytest.mark.slow
@pytest.mark.parametrize("seed,options", [(5, {}), (12, {"master": True})])
def test_full_game_through_the_witchcraft_table(app, drive, seed, options):
    table = _table(app, seed, options)
    assert isinstance(table.view, WitchcraftTable)
    player = ScriptedPlayer(drive, table, seed)
    assert drive.until(
        lambda: table.state.is_over() or drive.scene_id() == "scoring", timeout=90, each=player.step
    )
    mine = [a for seat, a in table.actions if seat == 0]
    assert sum(1 for a in mine if a.kind == "deploy") == 8, "all eight tokens placed by drag and confirm"
    assert any(a.kind == "activate" for a in mine)
    assert player.gestures.get("deploy", 0) >= 8 and player.gestures.get("battle", 0) >= 1


def battle_table(app, drive, seed: int = 3) -> TableScene:
    """A table after deployment, seat 0 to activate (bot seat deploys randomly)."""
    table = _table(app, seed)
    player = ScriptedPlayer(drive, table, seed)
    assert drive.until(lambda: table.state.phase != "deploy", timeout=60, each=player.step)
    return table


def test_hovering_a_stack_previews_its_lines_and_click_activates(app, drive):
    table = battle_table(app, drive)
    drive.until(
        lambda: (
            table.state.is_over()
            or (table.viewer == 0 and table.view.ctx.legal and table.view.mode == "battle")
        ),
        timeout=30,
    )
    if table.state.is_over():
        pytest.skip("the deployment left seat 0 without a legal activation")
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    act = next(a for a in view.ctx.legal if a.kind == "activate")
    pos = view.centre(act["at"])
    drive.frame(
        [pygame.event.Event(pygame.MOUSEMOTION, pos=drive.app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0))]
    )
    assert "top to bottom" in (view.tooltip_at(pos) or "")
    before = len(table.actions)
    drive.click_at(pos)
    if act.get("target") is not None:
        assert view.selected == act["at"]
        drive.click_at(view.centre(act["target"]))
    assert len(table.actions) > before
    seat, action = table.actions[before]
    assert seat == 0 and action.kind == "activate" and action["at"] == act["at"]


def test_illegal_drop_snaps_back_and_explains(app, drive):
    table = _table(app, 4)
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    altar = next(iter(view.model.altars))
    _drag(drive, view.tray_items[0][0].center, view.centre(altar))
    assert view.edit.at is None and table.actions == []
    assert view.drag.message and "free fields" in view.drag.message


def test_deploy_by_keyboard_and_rotation(app, drive):
    table = _table(app, 8)
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)  # pick up the token to place
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_RETURN)  # drop it on a legal field
    assert view.edit.at is not None
    facing = view.edit.facing
    drive.key(pygame.K_e)
    assert view.edit.facing == (facing + 1) % 8
    at = view.edit.at
    drive.key(pygame.K_RETURN)
    assert table.actions[0] == (0, Action("deploy", at=at, facing=(facing + 1) % 8))


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
def test_table_draws_in_every_language_without_overflow(app, drive, lang):
    set_language(lang)
    table = battle_table(app, drive, seed=6)
    textmod.reset_overflows()
    app.render(app.canvas)
    assert isinstance(table.view, WitchcraftTable)
    assert table.view.rules_summary() and all(h and t for h, t in table.view.rules_summary())
    assert textmod.OVERFLOWS == []


def test_hover_preview_traces_lines_exactly_like_the_engine():
    """The table rebuilds the public view into the engine's geometry: same lines, same targets."""
    from game.rules.witchcraft.geometry import stack_traces
    from game.scenes.tables.witchcraft.view import Model

    info = registry.get("witchcraft")
    rng = random.Random(2)
    checked = 0
    for seed in range(6):
        state = info.new_game(2, {}, seed)
        while not state.is_over():
            model = Model(state.view(0))
            for at in state.stacks:
                if state.stacks[at].kind.spell is not None:
                    expected = stack_traces(state.fields, state.altars, state.stacks, state.owners, at)
                    assert model.traces(at) == expected
                    checked += 1
            seat = state.to_act()[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert checked > 100


def test_power_token_by_its_letter_key(app, drive):
    info = registry.get("witchcraft")
    state, seed, log = translocation_turn()
    assert state.to_act() == (0,) and Action("power") in state.legal_actions(0)
    setup = GameSetup(
        "witchcraft", [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")], {}, seed
    )
    table = app.reset(TableScene(app, setup, info=info, state=state, actions=log, autosave=False))
    drive.key(pygame.K_p)
    assert table.state.power_used[0] and table.view.mode == "pick"
    assert table.actions[-1] == (0, Action("power"))


@pytest.mark.slow
def test_summoning_preview_is_the_piece_the_click_attaches(app, drive, monkeypatch):
    """Bug: the preview showed a 1-field piece while the click attached a 3-field one.  Two causes:
    the click went to the last choice box containing the pointer, and a wheel turn moved the
    preview's pointer to the wheel event's own position, which is in window pixels (seen in a real
    1600x900 window).  Hover and click many points, turning the wheel between: the piece lit on the
    board is always the one submitted."""
    from tests.rules.witchcraft.positions import activate, battle, give_reserve, put

    state = battle(altars={"b4": "summoning"})
    put(state, "b6", "adept", owner=0)
    put(state, "d1", "adept", owner=1)
    give_reserve(state, 0, "monk", "telepath", "medium")
    give_reserve(state, 1, "monk", "telepath", "medium")
    state.apply(0, activate("b6"))
    assert state.pending[0]["type"] == "summon_attach"
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    setup = GameSetup("witchcraft", seats, {}, 1)
    table = app.reset(TableScene(app, setup, info=registry.get("witchcraft"), state=state, autosave=False))
    submitted: list[Action] = []
    monkeypatch.setattr(table, "submit", submitted.append)
    table.refresh()
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    assert view.mode == "attach"
    rng = random.Random(7)
    sizes = set()
    box = view.floor_rect
    for _ in range(300):
        pos = (rng.randrange(box.left, box.right), rng.randrange(box.top, box.bottom))
        win = drive.app.to_window(pos)
        drive.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=win, rel=(0, 0), buttons=(0, 0, 0))])
        if rng.random() < 0.5:  # as SDL delivers it: the pointer's position in window pixels
            drive.frame(
                [
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, pos=win)
                    for _ in range(rng.randrange(1, 4))
                ]
            )
        shown = view.attach_preview()
        drive.click_at(pos)
        if shown is None:
            assert not submitted, f"a click where nothing was lit attached a piece at {pos}"
            continue
        assert submitted == [Action("attach", cells=shown)], f"preview and click differ at {pos}"
        sizes.add(len(shown))
        submitted.clear()
    assert sizes == {1, 2, 3}, "pieces of every size were previewed and attached"


@pytest.mark.parametrize("lang", ["en", "pl", "de"])
@pytest.mark.parametrize("colour_blind", [False, True])
def test_guild_names_follow_the_palette_in_every_text(app, drive, monkeypatch, lang, colour_blind):
    """Bug: colour-blind mode painted the guilds blue/orange but still called them "Green" and "Red".
    Every text drawn (seat panels, inspector, prompt, log), every tooltip and the F1 rules name the
    guilds by the colour they are painted in, in each language."""
    from game.i18n import _

    set_language(lang)
    app.settings.colour_blind = colour_blind
    info = registry.get("witchcraft")
    state = info.new_game(2, {}, 5)
    rng = random.Random(5)
    log = []
    while state.phase == "deploy" or state.to_act() != (0,):
        seat = state.to_act()[0]
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        log.append((seat, action))
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    table = app.reset(
        TableScene(
            app, GameSetup("witchcraft", seats, {}, 5), info=info, state=state, actions=log, autosave=False
        )
    )
    drawn: list[str] = []
    real_draw = textmod.draw_text
    monkeypatch.setattr(
        textmod,
        "draw_text",
        lambda surface, text, *a, **k: drawn.append(text) or real_draw(surface, text, *a, **k),
    )
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    textmod.reset_overflows()
    for at in view.model.stacks:
        pos = view.centre(at)
        drive.frame(
            [
                pygame.event.Event(
                    pygame.MOUSEMOTION, pos=drive.app.to_window(pos), rel=(0, 0), buttons=(0, 0, 0)
                )
            ]
        )
        drawn.append(view.tooltip_at(pos) or "")
    drawn.extend(f"{h}\n{t}" for h, t in table.rules_sections())
    drawn.append(table.prompt_text())
    shown = [_("Blue guild"), _("Orange guild")] if colour_blind else [_("Green guild"), _("Red guild")]
    hidden = [_("Green guild"), _("Red guild")] if colour_blind else [_("Blue guild"), _("Orange guild")]
    everything = "\n".join(drawn)
    assert all(name in everything for name in shown)
    assert not any(name in everything for name in hidden)
    assert textmod.OVERFLOWS == [], "the inspector's guild line fits"


def test_board_coordinates_lie_outside_the_fields_and_attached_pieces(app, drive, monkeypatch):
    """With pieces attached, every label a-d and 1-6 lies outside every field, the pieces' included,
    and inside the board's area of the layout.  (Before #28's second playtest they also kept out of
    every free slot, which put them ~45 px off the board; now they sit beside the fields.)  The
    pieces' own column or row is labelled too (z, e; 0, 7): the log and the inspector name their
    fields ("Telepata na z3"), which the Polish playtest could not find on the board."""
    from game.rules.witchcraft.geometry import attachments
    from game.scenes.ui import theme

    info = registry.get("witchcraft")
    state = info.new_game(2, {}, 9)
    left = min(attachments(state.fields, 2))
    state.fields = state.fields | frozenset(left) | frozenset(twin(c) for c in left)
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    table = app.reset(
        TableScene(app, GameSetup("witchcraft", seats, {}, 9), info=info, state=state, autosave=False)
    )
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    labels: list[pygame.Rect] = []
    theme_cls = type(theme())
    real = theme_cls.blit_text
    columns = {field_label(f)[:-1] for f in state.fields}
    rows = {str(f[1] + 1) for f in state.fields}
    assert len(columns) + len(rows) == 12, "the piece and its twin add two columns (z, e)"
    names = columns | rows

    def record(self, surface, text, *a, **k):
        rect = real(self, surface, text, *a, **k)
        if text in names:
            labels.append(rect)
        return rect

    monkeypatch.setattr(theme_cls, "blit_text", record)
    view.draw(app.canvas)  # the labels belong to the floor (painted into the room layer)
    assert len(labels) == 12, "every column letter and row number is drawn, the pieces' too"
    board = view.layout["board"]
    for rect in labels:  # beside the fields, an extra piece included (#28: no longer beyond the ring)
        assert not any(rect.colliderect(view.cell_rect(f)) for f in view.model.fields)
        assert board.contains(rect)


def test_a_clicked_stack_that_needs_a_target_asks_for_it_in_the_bar(app, drive, monkeypatch):
    """A Telepath's discharge or a Barbarian's power needs a target after the click on its stack;
    the bar kept asking to activate a stack, and the Polish playtest clicked the Telepath again.
    Now the bar and the controls name the token and its field and ask for a lit target."""
    from game.rules.witchcraft.data import TOKEN_TYPES

    set_language("pl")
    info = registry.get("witchcraft")
    rng = random.Random(2)
    for seed in range(40):
        state = info.new_game(2, {}, seed)
        while not state.is_over():
            seat = state.to_act()[0]
            acts = state.legal_actions(seat)
            if seat == 0 and any(a.kind == "activate" and a.get("target") is not None for a in acts):
                break
            state.apply(seat, rng.choice(acts))
        if not state.is_over():
            break
    else:
        pytest.fail("no seeded game gave seat 0 an activation with a target")
    seats = [PlayerSpec("Ania", "human"), PlayerSpec("Bartek", "bot", "random")]
    table = app.reset(
        TableScene(app, GameSetup("witchcraft", seats, {}, seed), info=info, state=state, autosave=False)
    )
    view: WitchcraftTable = table.view  # type: ignore[assignment]
    act = next(a for a in view.ctx.legal if a.kind == "activate" and a.get("target") is not None)
    engine_line = table.prompt_text()
    drive.click_at(view.centre(act["at"]))
    assert view.selected == tuple(act["at"])
    token = view.model.kinds[view.model.stacks[view.selected].top]
    line = table.prompt_text()
    assert line != engine_line
    assert i18n._(TOKEN_TYPES[token].name) in line and field_label(view.selected) in line
    assert "kliknij podświetlony cel" in line
    drawn: list[str] = []
    real = textmod.draw_text
    with monkeypatch.context() as patch:
        patch.setattr(
            textmod,
            "draw_text",
            lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k),
        )
        view.draw(app.canvas)
    assert line in drawn, "the controls ask for the target too"
    assert i18n._("The lit fields on its line are the targets it may choose.") in drawn, (
        "and the tray says what lights"
    )
    drive.click_at(view.centre(act["at"]), button=3)  # a right click cancels: the engine's line again
    assert view.selected is None and table.prompt_text() == engine_line
    set_language("en")
