"""New game: choose the game, the seats (name, human or bot and its level), variants and a seed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.ai.levels import LEVEL_CONTEXT, LEVEL_LABELS, LEVELS
from game.dotted import resolve
from game.i18n import _, every_translation, ngettext, pgettext, tr
from game.rules import registry
from game.rules.base import N_, GameInfo, Option
from game.saves import GameSetup, PlayerSpec
from game.scenes.base import Scene
from game.scenes.hover_tip import draw_hover_tip
from game.scenes.pictures import emblem
from game.scenes.ui import Button, Selector, TextInput, Widget, backdrop, panel, theme, title
from game.sprites.scale import Target

if TYPE_CHECKING:
    from game.app import App

DEFAULT_NAME = N_("Player {n}")
BOT_NAMES = ("Morgana", "Merlin", "Circe", "Prospero", "Hecate", "Zatanna")
GAMES_RECT = pygame.Rect(70, 170, 560, 760)
SEATS_RECT = pygame.Rect(670, 170, 640, 760)
MORE_RECT = pygame.Rect(1350, 170, 500, 760)
CARD_H = 132
# A game's own picker (GameInfo.picker, e.g. SpellBook's spells): one compact row each under the variants.
PICK_ROW = 40
PICK_GAP = 12  # below the last variant's selector, which reaches FIELD_DROP + FIELD_HEIGHT under its label
PICK_LABEL_W = 150
BLURB_TOP = 226  # the game description sits under the emblem
SMALL_BLURB_TOP = 176  # ... under the small emblem a long list of variants asks for
BLURB_SIZE = 19
BLURB_GAP = 18  # air between the description and the first variant's label
OPTION_STEP_MIN = 84  # a variant's label and selector, packed as tight as they go
FIELD_DROP = 30  # a variant's (or the seed's) label to the top of its field: the 20 px label fits
FIELD_HEIGHT = 50  # ... and the field: at the tightest step the next label still starts 4 px below
NAME_SIZE = 30  # the chosen game's name beside its emblem; a long name shrinks a little rather than being cut


class GameCard(Widget):
    """A clickable game entry with its emblem, name and player count."""

    def __init__(self, rect: pygame.Rect, info: GameInfo, scene: SetupScene) -> None:
        super().__init__(rect)
        self.info = info
        self.scene = scene
        self.name = f"game-{info.id}"

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.scene.choose_game(self.info)
            return True
        return False

    def draw(self, surface: Target, mouse: tuple[int, int]) -> None:
        t = theme()
        chosen = self.scene.info is self.info
        hover = self.rect.collidepoint(mouse)
        panel(
            surface,
            self.rect,
            "selected_bg" if chosen else ("hovered_bg" if hover else "normal_bg"),
            "gold" if chosen else ("hovered_border" if hover else "normal_border"),
            alpha=240,
        )
        pic = emblem(self.info.id, self.rect.height - 24)
        surface.blit(pic, (self.rect.left + 12, self.rect.top + 12))
        x = self.rect.left + self.rect.height + 6
        w = self.rect.right - x - 16
        t.blit_text(
            surface,
            tr(self.info.name),
            (x, self.rect.top + 26),
            28,
            "hovered_text" if chosen else "normal_text",
            bold=True,
            face="serif",
            max_width=w,
        )
        t.blit_text(
            surface, players_text(self.info), (x, self.rect.top + 76), 21, "secondary_text", max_width=w
        )


def players_text(info: GameInfo) -> str:
    if info.min_players == info.max_players:
        return ngettext("{n} player", "{n} players", info.max_players).format(n=info.max_players)
    return _("{low}–{high} players").format(low=info.min_players, high=info.max_players)


def default_name(n: int) -> str:
    """Seat ``n``'s name when the player types none ("Player 1")."""
    return _(DEFAULT_NAME).format(n=n)


def default_players(count: int) -> list[PlayerSpec]:
    first = PlayerSpec(default_name(1), "human")
    bots = [PlayerSpec(BOT_NAMES[i % len(BOT_NAMES)], "bot", "easy") for i in range(count - 1)]
    return [first, *bots]


def _in_todays_language(name: str, n: int) -> str:
    """``name`` in the current language if it is seat ``n``'s default name in any language."""
    if any(name == form.format(n=n) for form in every_translation(DEFAULT_NAME)):
        return default_name(n)
    return name


class SetupScene(Scene):
    scene_id = "setup"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale), text fields too

    def __init__(self, app: App, games: list[GameInfo] | None = None) -> None:
        super().__init__(app)
        self.games = games if games is not None else registry.all_games()
        self.info: GameInfo | None = self.games[0] if self.games else None
        self.count = 0
        self.players: list[PlayerSpec] = []
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        # the picks of each game's picker, game id -> row key -> value; kept while the seats change
        self.picks: dict[str, dict[str, str]] = {
            g.id: {row.key: row.default for row in g.picker.rows} for g in self.games if g.picker is not None
        }
        self.players = self._remembered_players()
        self.count = len(self.players)
        # the seats were filled in from the last game: said on screen, with a way back to fresh ones
        self.remembered = bool(self.players)
        if self.info is not None:
            self.choose_game(self.info, rebuild=False)

    def _remembered_players(self) -> list[PlayerSpec]:
        """The seats of the last game started: players retyped their names for every new game.
        A seat that kept its default name gets today's language's ("Gracz 1" becomes "Spieler 1")."""
        valid = {"random", *LEVELS}
        return [
            PlayerSpec(
                _in_todays_language(seat["name"], n),
                seat["kind"],
                seat["level"] if seat["level"] in valid else "easy",
            )
            for n, seat in enumerate(self.app.settings.last_players, start=1)
        ]

    def fresh_seats(self) -> None:
        """Forget the last game's seats: player 1 and bots, as on a first start."""
        self.remembered = False
        self.players = default_players(self.count)
        self.build()

    # ----------------------------------------------------------- choices

    def choose_game(self, info: GameInfo, rebuild: bool = True) -> None:
        self.info = info
        count = min(max(self.count or 2, info.min_players), info.max_players)
        self.set_count(count, rebuild=False)
        self.options = info.default_options(count)
        if rebuild:
            self.build()

    def set_count(self, count: int, rebuild: bool = True) -> None:
        assert self.info is not None
        self.count = count
        fresh = default_players(count)
        self.players = (self.players + fresh[len(self.players) :])[:count] if self.players else fresh
        keep = {k: v for k, v in self.options.items()}
        self.options = {
            **self.info.default_options(count),
            **{k: v for k, v in keep.items() if k in self.info.default_options(count)},
        }
        if rebuild:
            self.build()

    def offers_picker(self) -> bool:
        """A game with a picker of its own (SpellBook's spells): its variants panel keeps room for it."""
        return self.info is not None and self.info.picker is not None

    def picking(self) -> bool:
        """The picker's option has its value ("custom" spells): it shows where the description stood."""
        picker = self.info.picker if self.info is not None else None
        return picker is not None and self.options.get(picker.option) == picker.when

    def _place_description(self) -> None:
        """Where the game's description and its variants go, with the description's word wrap
        measured once per layout: whether the emblem is small (``emblem_small``), the
        description's top (``blurb_y``) and the first variant's label (``options_y``).

        Variants start below the description, lower when a short list leaves room, so the
        description shows whole instead of ending in "…" above empty space; a long list keeps
        its usual place, so it still fits above the seed field.  The emblem is small when the
        description would not show whole under the big one above the variants (Trickerion's
        solo game: its four variants cut the German description to one line ending in "…").
        A game with a spell picker draws the emblem small, lists its variants first and shows
        the description below them, in the picker's room: choosing "custom" then moves no row,
        so a second click on the spells selector lands on it again (issue #22).
        """
        top = MORE_RECT.top
        if self.offers_picker():
            self.emblem_small, self.blurb_y, self.options_y = True, top + SMALL_BLURB_TOP, top + 180
            return
        height = self.blurb_height()
        lowest = MORE_RECT.bottom - 140 - OPTION_STEP_MIN * len(self.visible_options())

        def options_below(blurb_top: int) -> int:  # at least two lines of description above them
            return max(blurb_top + 64, min(blurb_top + BLURB_GAP + height, lowest))

        big = top + BLURB_TOP
        self.emblem_small = options_below(big) - BLURB_GAP - big < height
        self.blurb_y = top + (SMALL_BLURB_TOP if self.emblem_small else BLURB_TOP)
        self.options_y = options_below(self.blurb_y)

    def blurb_height(self) -> int:
        """Height the game's description needs at the panel's width."""
        if self.info is None or self.info.blurb is None:
            return 0
        return theme().wrapped_height(tr(self.info.blurb), MORE_RECT.width - 48, BLURB_SIZE)

    def picker_height(self) -> int:
        if self.info is None or self.info.picker is None:
            return 0
        return PICK_GAP + len(self.info.picker.rows) * PICK_ROW

    def option_step(self) -> int:
        """Vertical room per variant: roomy for a few, tighter so many still fit above the seed field."""
        # The seed's label and field need 80 px; with the picker every spare pixel goes to the variants.
        seed_room = 104 if self.offers_picker() else 140
        room = (MORE_RECT.bottom - seed_room - self.picker_height()) - self.options_y
        return max(OPTION_STEP_MIN, min(100, room // max(1, len(self.visible_options()))))

    def visible_options(self) -> list[Option]:
        assert self.info is not None
        return [o for o in self.info.options if o.min_players <= self.count <= o.max_players]

    def make_setup(self) -> GameSetup:
        assert self.info is not None
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.SystemRandom().randrange(1, 2**31)
        players = [
            PlayerSpec(p.name.strip() or default_name(i + 1), p.kind, p.level)
            for i, p in enumerate(self.players)
        ]
        options = dict(self.options)
        if self.picking():
            picker, picks = self.info.picker, self.picks[self.info.id]
            assert picker is not None
            options[picker.store] = [picks[row.key] for row in picker.rows]
        return GameSetup(self.info.id, players, options, seed)

    def start(self) -> None:
        if self.info is None:
            return
        setup = self.make_setup()
        self.app.settings.last_players = [
            {"name": p.name, "kind": p.kind, "level": p.level} for p in setup.players
        ]
        self.app.save_settings()
        self.app.open("table", setup, info=self.info, how="reset")

    # ----------------------------------------------------------- widgets

    def build(self) -> None:
        """Every widget, in focus order: games, buttons, then the chosen game's seats, variants and seed."""
        self.widgets.clear()
        self._build_game_list()
        self._build_buttons()
        if self.info is None:
            return
        self._build_player_count(self.info)
        self._build_seats()
        y = self._build_options()
        y = self._build_picker(y)
        self._build_seed(y)

    def _build_game_list(self) -> None:
        """One card per registered game down the left column."""
        for i, info in enumerate(self.games):
            self.widgets.add(
                GameCard(
                    pygame.Rect(
                        GAMES_RECT.left + 20,
                        GAMES_RECT.top + 70 + i * (CARD_H + 14),
                        GAMES_RECT.width - 40,
                        CARD_H,
                    ),
                    info,
                    self,
                )
            )

    def _build_buttons(self) -> None:
        """Back and Start along the bottom edge."""
        self.widgets.add(Button((70, 970, 260, 66), N_("Back"), self.app.pop, name="back"))
        self.widgets.add(
            Button(
                (1590, 970, 260, 66),
                N_("Start"),
                self.start,
                primary=True,
                enabled=lambda: self.info is not None,
                hotkey=pygame.K_RETURN,
                name="start",
            )
        )

    def _build_player_count(self, info: GameInfo) -> None:
        """The player count selector, and "Reset seats" when the seats were remembered."""
        s = SEATS_RECT
        counts = [
            (n, (lambda n=n: ngettext("{n} player", "{n} players", n).format(n=n)))
            for n in range(info.min_players, info.max_players + 1)
        ]
        self.widgets.add(
            Selector(
                (s.left + 20, s.top + 70, 300, 56),
                counts,
                self.count,
                self.set_count,
                enabled=lambda: len(counts) > 1,
                name="count",
                wrap=False,
            )
        )
        if self.remembered:
            self.widgets.add(
                Button(
                    (s.right - 260, s.top + 70, 240, 56),
                    N_("Reset seats"),
                    self.fresh_seats,
                    size=22,
                    name="fresh-seats",
                )
            )

    def _build_seats(self) -> None:
        """Per seat: the name field, human or bot, and the bot's level."""
        s = SEATS_RECT
        levels = [(lv, self._level_label(lv)) for lv in ("random", *LEVELS)]
        for seat, player in enumerate(self.players):
            y = s.top + 160 + seat * 120
            self.widgets.add(
                TextInput(
                    (s.left + 20, y + 30, 236, 56),
                    player.name,
                    self._namer(seat),
                    max_len=20,
                    name=f"name-{seat}",
                )
            )
            self.widgets.add(
                Selector(
                    (s.left + 266, y + 30, 176, 56),
                    [("human", N_("Human")), ("bot", N_("Bot"))],
                    player.kind,
                    self._kinder(seat),
                    name=f"kind-{seat}",
                )
            )
            self.widgets.add(
                Selector(
                    (s.left + 450, y + 30, 170, 56),
                    levels,
                    player.level,
                    self._leveller(seat),
                    enabled=self._is_bot(seat),
                    name=f"level-{seat}",
                    off_text="—",
                )
            )

    def _build_options(self) -> int:
        """One selector per variant that fits the player count; returns the y under the last."""
        m = MORE_RECT
        self._place_description()  # once per layout, not in every frame's drawing
        y = self.options_y
        step = self.option_step()
        self.option_rows: list[tuple[Option, int]] = []  # each variant's label line, for draw
        for option in self.visible_options():
            self.option_rows.append((option, y))
            choices = [(value, (lambda lab=lab: tr(lab))) for value, lab in option.choices]
            self.widgets.add(
                Selector(
                    (m.left + 20, y + FIELD_DROP, m.width - 40, FIELD_HEIGHT),
                    choices,
                    self.options.get(option.key, option.default),
                    self._optioner(option.key),
                    size=22,
                    name=f"option-{option.key}",
                )
            )
            y += step
        return y

    def _build_picker(self, y: int) -> int:
        """The spell picker's rows under the variants when it is on; returns the y under it."""
        m = MORE_RECT
        self.picker_y = y + PICK_GAP
        if self.picking():
            assert self.info is not None and self.info.picker is not None
            picks = self.picks[self.info.id]
            for n, row in enumerate(self.info.picker.rows):
                self.widgets.add(
                    Selector(
                        (
                            m.left + 20 + PICK_LABEL_W,
                            self.picker_y + n * PICK_ROW,
                            m.width - 40 - PICK_LABEL_W,
                            PICK_ROW - 4,
                        ),
                        list(row.choices),
                        picks[row.key],
                        self._picker(picks, row.key),
                        size=19,
                        name=f"pick-{row.key}",
                    )
                )
        if self.offers_picker():
            y += self.picker_height() + 8
        return y

    def _build_seed(self, y: int) -> None:
        """The seed field, low in the right column unless the variants push it further down."""
        m = MORE_RECT
        self.seed_y = max(y, m.bottom - 130)
        self.widgets.add(
            TextInput(
                (m.left + 20, self.seed_y + FIELD_DROP, m.width - 40, FIELD_HEIGHT),
                self.seed_text,
                self._seed,
                max_len=9,
                allowed=str.isdigit,
                placeholder=N_("random"),
                name="seed",
            )
        )

    @staticmethod
    def _level_label(level: str) -> Callable[[], str]:
        """The level's name, looked up at draw time so a language switch shows at once."""
        return lambda: pgettext(LEVEL_CONTEXT, LEVEL_LABELS[level])

    def _namer(self, seat: int) -> Callable[[str], None]:
        def set_name(value: str) -> None:
            self.players[seat].name = value

        return set_name

    def _kinder(self, seat: int) -> Callable[[str], None]:
        def set_kind(value: str) -> None:
            self.players[seat].kind = value

        return set_kind

    def _is_bot(self, seat: int) -> Callable[[], bool]:
        """The level selector is enabled while the seat is a bot's."""
        return lambda: self.players[seat].is_bot

    def _leveller(self, seat: int) -> Callable[[str], None]:
        def set_level(value: str) -> None:
            self.players[seat].level = value

        return set_level

    def _optioner(self, key: str) -> Callable[[Any], None]:
        def set_option(value: Any) -> None:
            picking = self.picking()
            self.options[key] = value
            if self.picking() != picking:
                self._rebuild_keeping_focus()

        return set_option

    @staticmethod
    def _picker(picks: dict[str, str], key: str) -> Callable[[str], None]:
        def set_pick(value: str) -> None:
            picks[key] = value

        return set_pick

    def _rebuild_keeping_focus(self) -> None:
        """The picker came or went: lay out again, the keyboard focus staying where it was."""
        focus = getattr(self.widgets.focus, "name", None)
        self.build()
        if focus:
            self.widgets.focus = next(
                (w for w in self.widgets.items if getattr(w, "name", None) == focus), None
            )

    def _seed(self, value: str) -> None:
        self.seed_text = value

    def on_escape(self) -> None:
        self.app.pop()

    # ----------------------------------------------------------- drawing

    def draw(self, surface: Target) -> None:
        backdrop(surface)
        t = theme()
        title(surface, _("New game"), (960, 80), 56)
        for rect, heading in (
            (GAMES_RECT, _("Game")),
            (SEATS_RECT, _("Players")),
            (MORE_RECT, _("Variants")),
        ):
            panel(surface, rect, alpha=200)
            t.blit_text(
                surface, heading, (rect.left + 24, rect.top + 18), 30, "gold", bold=True, face="serif"
            )
        if self.info is None:
            t.blit_text(surface, _("No games are installed."), SEATS_RECT.center, 28, anchor="center")
            super().draw(surface)
            return
        self._draw_seat_labels(surface, self.info)
        self._draw_game_panel(surface, self.info)
        super().draw(surface)
        mouse = self.app.mouse_pos()
        tip = self.option_help_at(mouse) if self.app.top is self else None
        if tip:
            draw_hover_tip(surface, tip, mouse)

    def option_help_at(self, pos: tuple[int, int]) -> str | None:
        """The help of the variant whose label or selector is under ``pos``.

        "Tournament mode" or "Master mode" said nothing of what they change; the
        games' own one-line explanations now show while the pointer rests there.
        """
        m = MORE_RECT
        for option, y in self.option_rows:
            row = pygame.Rect(m.left + 20, y, m.width - 40, FIELD_DROP + FIELD_HEIGHT)
            if option.help is not None and row.collidepoint(pos):
                return tr(option.help)
        return None

    def _draw_seat_labels(self, surface: Target, info: GameInfo) -> None:
        """The Players panel's words: remembered seats, each seat's labels, the solo rule."""
        t = theme()
        s = SEATS_RECT
        if self.remembered:
            t.blit_text(
                surface,
                _("Seats from your last game"),
                (s.right - 24, s.top + 26),
                19,
                "secondary_text",
                anchor="topright",
                max_width=s.width - 220,
            )
        for seat in range(len(self.players)):
            y = s.top + 160 + seat * 120
            t.blit_text(surface, _("Seat {n}").format(n=seat + 1), (s.left + 24, y), 20, "secondary_text")
            t.blit_text(surface, _("Level"), (s.left + 454, y), 20, "secondary_text")
        if self.count == 1 and info.solo_label is not None:
            solo = _("Solo game: {opponent} plays against you by the official solo rules.").format(
                opponent=tr(info.solo_label)
            )
            t.blit_wrapped(surface, solo, pygame.Rect(s.left + 24, s.top + 300, s.width - 48, 80), 22, "gold")

    def _draw_game_panel(self, surface: Target, info: GameInfo) -> None:
        """The Variants panel: the game's emblem, name, players and blurb, its options' labels, the seed."""
        t = theme()
        m = MORE_RECT
        picking, compact = self.picking(), self.emblem_small
        size = 96 if compact else 150  # the picker or a long list of variants takes its room
        surface.blit(emblem(info.id, size), (m.left + 24, m.top + 66))
        x = m.left + size + 40
        t.blit_text(
            surface,
            tr(info.name),
            (x, m.top + (88 if compact else 110)),
            NAME_SIZE,
            "hovered_text",
            bold=True,
            face="serif",
            anchor="midleft",
            max_width=m.right - 20 - x,
            min_size=NAME_SIZE - 8,
        )
        t.blit_text(
            surface,
            players_text(info),
            (x, m.top + (116 if compact else 140)),
            21,
            "secondary_text",
            max_width=m.right - 20 - x,
        )
        if info.blurb is not None and not picking:
            below = self.offers_picker()  # the description shows in the picker's room, under the variants
            top = self.picker_y if below else self.blurb_y
            room = (self.seed_y - 10 if below else self.options_y - BLURB_GAP) - top
            t.blit_wrapped(
                surface,
                tr(info.blurb),
                pygame.Rect(m.left + 24, top, m.width - 48, room),
                BLURB_SIZE,
                "secondary_text",
            )
        if not self.option_rows:
            no_variants = _("This game has no variants.")
            t.blit_text(surface, no_variants, (m.left + 24, self.options_y + 10), 21, "secondary_text")
        for option, y in self.option_rows:
            t.blit_text(
                surface, tr(option.label), (m.left + 24, y), 20, "secondary_text", max_width=m.width - 48
            )
        if picking:
            self.draw_picker_labels(surface)
        t.blit_text(
            surface,
            _("Seed (for a repeatable game)"),
            (m.left + 24, self.seed_y),
            20,
            "secondary_text",
            max_width=m.width - 48,
        )

    def draw_picker_labels(self, surface: Target) -> None:
        """Each picker row's mark (SpellBook: a materia token) and name beside its selector."""
        t = theme()
        m = MORE_RECT
        picker = self.info.picker if self.info is not None else None
        assert picker is not None
        icon = resolve(picker.icon) if picker.icon else None
        for n, row in enumerate(picker.rows):
            cy = self.picker_y + n * PICK_ROW + (PICK_ROW - 4) // 2
            if icon is not None:
                surface.blit(icon(row.key, 26, self.app.settings.colour_blind), (m.left + 24, cy - 13))
            name = _(row.label)
            t.blit_text(
                surface,
                name[:1].upper() + name[1:],
                (m.left + 58, cy),
                20,
                "normal_text",
                anchor="midleft",
                max_width=PICK_LABEL_W - 44,
            )
