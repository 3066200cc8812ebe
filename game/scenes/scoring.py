"""The end of a game: ranking, per-entry breakdown as small bar charts, winner and tie-break."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game import audio
from game.i18n import _, tr
from game.rules.base import N_, GameInfo, Result, ResultEntry
from game.saves import GameSetup
from game.scenes.base import Scene
from game.scenes.ui import Button, backdrop, panel, theme, title
from game.sprites.scale import Target, draw

if TYPE_CHECKING:
    from game.app import App

AREA = pygame.Rect(160, 250, 1600, 680)
#: Theme colours the kinds of points are told apart by (red is the negative values' own).
BAR_COLOURS = ("gold", "violet", "teal", "bar_sky", "bar_rose", "bar_sage")


def category_colours(result: Result) -> dict[str, str]:
    """Each kind of points of ``result`` to its bar colour: in the order the kinds first appear, so the
    same kind has the same colour in every row and a game's kinds differ (up to six, then the colours
    repeat).  A hash of the names gave Trickerion's five kinds gold or a gold-alike each, under a
    legend saying each kind keeps its colour."""
    kinds: dict[str, str] = {}
    for entry in result.entries:
        for msg, _value in entry.breakdown:
            kinds.setdefault(msg.text, BAR_COLOURS[len(kinds) % len(BAR_COLOURS)])
    return kinds


class ScoringScene(Scene):
    scene_id = "scoring"
    migrated = True  # drawn at the window's pixel size (game.sprites.scale)

    def __init__(self, app: App, setup: GameSetup, result: Result, info: GameInfo | None = None) -> None:
        super().__init__(app)
        self.setup = setup
        self.result = result
        self.info = info or setup.info
        self.colours = category_colours(result)
        self.sounded = False

    def on_enter(self) -> None:
        if not self.sounded:  # once, not again when an overlay closes
            self.sounded = True
            audio.play(self.outcome_sound())

    def outcome_sound(self) -> str:
        """Win when a human at the screen is among the winners, loss when only others won, else draw.

        Without a human seat (bots among themselves) a winner still gets the win tune.
        """
        winners = {self.result.entries[i].seat for i in self.result.winners}
        if not winners or (self.win_loss and self.result.draw):
            return "draw"
        humans = {seat for seat, p in enumerate(self.setup.players) if not p.is_bot}
        return "loss" if humans and not winners & humans else "win"

    def entry_name(self, entry: ResultEntry) -> str:
        if entry.name is not None:
            return tr(entry.name, [p.name for p in self.setup.players])
        if entry.seat is not None and 0 <= entry.seat < len(self.setup.players):
            return self.setup.players[entry.seat].name
        return "?"

    @property
    def win_loss(self) -> bool:
        """A game decided without points (Witchcraft): a winner and a reason, no scores to compare."""
        return self.result.reason is not None

    def headline(self) -> str:
        winners = [self.entry_name(self.result.entries[i]) for i in self.result.winners]
        if self.win_loss and self.result.draw:
            return _("A draw.")
        if self.result.draw or len(winners) > 1:
            if not winners:
                return _("Nobody wins.")
            return _("A shared victory: {names}!").format(names=", ".join(winners))
        return _("{name} wins!").format(name=winners[0]) if winners else _("Nobody wins.")

    def build(self) -> None:
        self.widgets.clear()
        self.widgets.add(
            Button((1500, 970, 300, 66), N_("Play again"), self.play_again, primary=True, name="again")
        )
        self.widgets.add(Button((120, 970, 300, 66), N_("Main menu"), self.to_menu, name="menu"))

    def play_again(self) -> None:
        setup = GameSetup(
            self.setup.game_id,
            list(self.setup.players),
            dict(self.setup.options),
            random.SystemRandom().randrange(1, 2**31),
        )
        self.app.open("table", setup, info=self.info, how="reset")

    def to_menu(self) -> None:
        self.app.open("menu", how="reset")

    def on_escape(self) -> None:
        self.to_menu()

    def draw(self, surface: Target) -> None:
        backdrop(surface, (70, 56, 30))
        t = theme()
        title(surface, tr(self.info.name), (960, 70), 44)
        t.blit_text(
            surface,
            self.headline(),
            (960, 165),
            52,
            "hovered_text",
            bold=True,
            face="serif",
            anchor="center",
            max_width=1700,
        )
        why = self.result.reason or self.result.tie_break
        if why is not None:
            t.blit_text(
                surface,
                tr(why, [p.name for p in self.setup.players]),
                (960, 222),
                24,
                "secondary_text",
                face="italic",
                anchor="center",
                max_width=1600,
            )
        self._draw_table(surface)
        self._draw_legend(surface)
        super().draw(surface)

    def _draw_legend(self, surface: Target) -> None:
        """What the bars mean, between the buttons (#28: a first-time player read the colours as a
        code nobody explained); nothing when no entry has a breakdown."""
        lines = [line for entry in self.result.entries for line in entry.breakdown]
        if not lines:
            return
        text = self.legend_text()
        if any(value < 0 for _msg, value in lines):
            text += " " + _("Red: points lost.")
        theme().blit_text(
            surface, text, (960, 952), 18, "secondary_text", anchor="center", max_width=1000, min_size=14
        )

    def legend_text(self) -> str:
        """The legend's words: in a game decided by win or loss (Witchcraft) the bars only show what
        each player held at the end -- a player may hold more and still lose -- so it says that,
        not "measured against the best score"."""
        if self.win_loss:
            return _("The bars show what each player held at the end; they do not decide the winner.")
        return _("Bars are measured against the best score; each kind of points keeps its colour.")

    def _draw_table(self, surface: Target) -> None:
        t = theme()
        order = sorted(range(len(self.result.entries)), key=lambda i: -self.result.entries[i].score)
        n = max(1, len(order))
        row_h = min(190, (AREA.height - 10) // n)
        top_score = max([abs(e.score) for e in self.result.entries] + [1])
        top_part = max([abs(v) for e in self.result.entries for _m, v in e.breakdown] + [1])
        for rank, idx in enumerate(order):
            entry = self.result.entries[idx]
            rect = pygame.Rect(AREA.left, AREA.top + rank * row_h, AREA.width, row_h - 14)
            winner = idx in self.result.winners and not (self.win_loss and self.result.draw)
            panel(
                surface,
                rect,
                "selected_bg" if winner else "normal_bg",
                "gold" if winner else "normal_border",
                alpha=225,
            )
            t.blit_text(
                surface, f"{rank + 1}.", (rect.left + 28, rect.top + 22), 34, "gold", bold=True, face="serif"
            )
            t.blit_text(
                surface,
                self.entry_name(entry),
                (rect.left + 90, rect.top + 20),
                32,
                "hovered_text",
                bold=True,
                max_width=380,
            )
            if self.win_loss:
                self._draw_outcome(surface, winner, rect)
            else:
                self._draw_score(surface, entry, rect, top_score)
            if winner:
                self._crown(
                    surface,
                    (
                        rect.left + 100 + min(380, t.font(32, True).size(self.entry_name(entry))[0]) + 26,
                        rect.top + 38,
                    ),
                )
            self._draw_breakdown(
                surface,
                entry,
                pygame.Rect(rect.left + 620, rect.top + 14, rect.width - 650, rect.height - 28),
                top_part,
            )

    def _draw_score(self, surface: Target, entry: ResultEntry, rect: pygame.Rect, top: int) -> None:
        """The points and a bar against the best score."""
        t = theme()
        t.blit_text(
            surface,
            str(entry.score),
            (rect.left + 560, rect.top + 16),
            44,
            "gold",
            bold=True,
            face="serif",
            anchor="topright",
        )
        bar = pygame.Rect(rect.left + 90, rect.bottom - 30, 470, 10)
        draw.rect(surface, t.c("disabled_bg"), bar, border_radius=5)
        fill = bar.copy()
        fill.width = max(4, int(bar.width * max(0, entry.score) / top))
        draw.rect(surface, t.c("gold"), fill, border_radius=5)

    def _draw_outcome(self, surface: Target, winner: bool, rect: pygame.Rect) -> None:
        """Win, loss or draw in words where a scored game shows its points."""
        if self.result.draw:
            word, colour = _("Draw"), "secondary_text"
        else:
            word, colour = (_("Victory"), "gold") if winner else (_("Defeat"), "secondary_text")
        theme().blit_text(
            surface,
            word,
            (rect.left + 90, rect.bottom - 22),
            24,
            colour,
            bold=winner,
            anchor="bottomleft",
            max_width=470,
        )

    def _crown(self, surface: Target, centre: tuple[int, int]) -> None:
        x, y = centre
        gold = theme().c("gold")
        draw.polygon(
            surface,
            gold,
            [
                (x - 16, y + 10),
                (x - 16, y - 8),
                (x - 8, y),
                (x, y - 14),
                (x + 8, y),
                (x + 16, y - 8),
                (x + 16, y + 10),
            ],
        )

    def _name_width(self, size: int, col_w: int) -> int:
        """The names' column: as wide as the longest breakdown name of any entry needs, within 62% of
        the column (the bars shorten instead), so a long name is not cut -- the Polish "Niewykorzystane
        karty Zadań Specjalnych" read "…Zadań S…" in the playtest of issue #24."""
        font = theme().font(size)
        widest = max((font.size(tr(m))[0] for e in self.result.entries for m, _v in e.breakdown), default=0)
        return max(min(320, int(col_w * 0.48)), min(widest + 12, int(col_w * 0.62)))

    def _draw_breakdown(self, surface: Target, entry: ResultEntry, rect: pygame.Rect, top: int) -> None:
        """One small horizontal bar per breakdown line, two columns when there are many."""
        t = theme()
        parts = list(entry.breakdown)
        if not parts:
            t.blit_text(
                surface,
                _("No breakdown for this game."),
                (rect.left, rect.centery),
                20,
                "secondary_text",
                anchor="midleft",
            )
            return
        # Every entry is laid out for the longest breakdown, so the panels line up.
        most = max(len(e.breakdown) for e in self.result.entries)
        cols = 1 if most * 24 <= rect.height else 2
        per_col = -(-most // cols)
        line_h = max(18, min(30, rect.height // per_col))
        size = 16 if line_h < 24 else 19
        col_w = rect.width // cols
        name_w = self._name_width(size, col_w)
        for i, (msg, value) in enumerate(parts):
            c, r = divmod(i, per_col)
            x = rect.left + c * col_w
            y = rect.top + r * line_h
            t.blit_text(
                surface,
                tr(msg),
                (x, y + line_h // 2),
                size,
                "normal_text",
                anchor="midleft",
                max_width=name_w - 10,
                min_size=size - 4,
            )
            bar_w = col_w - name_w - 70
            w = int(bar_w * abs(value) / top)
            colour = t.c(self.colours[msg.text] if value >= 0 else "danger")
            draw.rect(surface, colour, (x + name_w, y + line_h // 2 - 6, max(3, w), 12), border_radius=4)
            t.blit_text(
                surface,
                str(value),
                (x + name_w + max(3, w) + 10, y + line_h // 2),
                size,
                "secondary_text",
                anchor="midleft",
            )
