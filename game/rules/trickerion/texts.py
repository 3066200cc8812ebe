"""The player-facing words of Trickerion: names, the labels of actions, prompts, the view's summary.

Everything here reads only what ``view`` already shows (the summary is built
from the view itself), so no label or line can name a hidden card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.rules.base import Action, Msg, NMsg
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    APPRENTICE,
    ENGINEER_SLOT,
    IDLE,
    LOCATION_AT,
    LOCATION_NAMES,
    NO_SLOT,
    SERVANT_CARD,
    SHAPESHIFTER,
    SPECIAL_BASE,
    SPECTER_DAY,
    STACKED,
    THEATER,
    WORKSHOP,
)
from game.rules.trickerion.components import stock_prices, unit_price
from game.rules.trickerion.dark_alley import FORTUNE_AP, draw_ap, fate_ap
from game.rules.trickerion.data.arcane import (
    BUY_SPELL_AP,
    CHARGE_AP,
    CHARGE_COST,
    MAGE_SLOT_COSTS,
    MAGIC_SHARD_ENHANCE_AP,
    MAGIC_SHARD_THEATER_AP,
    SPELLS,
    SUMMON_AP,
)
from game.rules.trickerion.data.assignments import SPECIAL_AP_BONUS
from game.rules.trickerion.data.characters import SHARD_ENHANCE_AP
from game.rules.trickerion.data.components import COMPONENTS, QUICK_ORDER_SURCHARGE
from game.rules.trickerion.data.dice import REWARD_FACES
from game.rules.trickerion.downtown import REROLL_AP, SETDIE_AP, coins_cost, hire_cost, learn_cost
from game.rules.trickerion.market_row import BUY_AP, ORDER_AP, QUICK_AP
from game.rules.trickerion.placement import CHAR_NAMES, base_ap, team_member, the_member
from game.rules.trickerion.specials import card_key, card_num, mech_ap
from game.rules.trickerion.theater import (
    DAY_NAMES,
    RESCHEDULE_AP,
    SETUP_AP,
    STREET_AP,
    marker_links,
    trick_of,
)
from game.rules.trickerion.wagon import magic_dice_ap
from game.rules.trickerion.workshop import MOVE_AP

if TYPE_CHECKING:
    from game.rules.trickerion.state import TrickerionState


LOCS = LOCATION_NAMES


DAYS = DAY_NAMES


PHASES = {
    "setup": Msg("Setup"),
    "advertise": Msg("Advertise"),
    "assign": Msg("Assignment"),
    "place": Msg("Placement"),
    "act": Msg("Actions"),
    "chains": Msg("Free Reschedule"),
    "possess": Msg("Soul Possession"),
    "perform": Msg("Performance"),
    "perform_extra": Msg("Performance"),
    "durable": Msg("Durable Components"),
    "over": Msg("Game over"),
}


CATEGORY_NAMES = (Msg("Mechanical"), Msg("Optical"), Msg("Escape"), Msg("Spiritual"))


SPELL_TYPE_NAMES = (Msg("scroll"), Msg("rune"), Msg("amulet"))


VENUE_NAMES = {
    "riverside": Msg("Riverside Theater"),
    "grand_magorian": Msg("Grand Magorian"),
    "magnus_pantheon": Msg("Magnus Pantheon"),
}


def _join(items: list[Any]) -> Any:
    """A comma list as nested Msgs, so each item is still translated (and names filled) by the UI."""
    if not items:
        return Msg("none")
    acc = items[0]
    for item in items[1:]:
        acc = Msg("{list}, {item}", list=acc, item=item)
    return acc


def _die(index: int, face: int) -> Any:
    if face == T.X_FACE:
        return "X"
    if index < 2:
        return Msg("any") if face == T.ANY_FACE else CATEGORY_NAMES[face]
    if index < 4:
        return CHAR_NAMES[face]
    return face


def _player_lines(v: dict[str, Any], pi: int, pv: dict[str, Any]) -> list[Msg]:
    """One player's board, from the already-hidden view so the summary can leak nothing."""
    lines = [
        Msg(
            "Fame {fame} · coins {coins} · Shards {shards}",
            fame=pv["fame"],
            coins=pv["coins"],
            shards=pv["shards"],
        )
    ]
    if v["arcane_arts"]:
        lines[0] = Msg("{stats} · magic shards {n}", stats=lines[0], n=pv["magic_shards"])
    tricks = [
        NMsg(
            "{trick} ({n} marker ready)",
            "{trick} ({n} markers ready)",
            t["ready"],
            trick=T.named(T.TRICK_NAME[t["trick"]]),
        )
        for t in pv["tricks"]
        if t["trick"] >= 0
    ]
    lines.append(Msg("Tricks: {list}", list=_join(tricks)))
    chars: list[Any] = []
    for ci in range(len(pv["chars"])):
        name = team_member(pv["chars"], ci)  # "Apprentice 2", as the table labels the figure
        code = pv["assign"][ci] if ci < len(pv["assign"]) else None
        if code is None or code == IDLE:
            chars.append(name)
        elif code == "card":
            chars.append(Msg("{character}: {card}", character=name, card=Msg("face-down card")))
        else:
            chars.append(Msg("{character}: {card}", character=name, card=_card(code)))
    lines.append(Msg("Characters: {list}", list=_join(chars)))
    if pi == v["heir"] and v["heir_plan"]:
        stance = Msg("ready") if v["heir_plan"]["stance"] == "ready" else Msg("busy")
        lines.append(Msg("The Heir is {stance}.", stance=stance))
    return lines


#: A section of the summary: its title and its lines.
Section = tuple[Msg, list[Msg]]


def summary(st: TrickerionState, v: dict[str, Any]) -> list[dict[str, Any]]:
    """The table in a few lines a player can read: sections of Msg JSON for the generic table.

    Built from the view ``v`` (already stripped for its seat), never from hidden
    state, so it obeys the same hiding as the rest of the view.
    """
    sections: list[Section] = [_turn_section(v)]
    sections.extend(_player_section(v, pi, pv) for pi, pv in enumerate(v["players"]))
    sections.extend((_theater_section(v), _downtown_section(v), _market_section(v)))
    if v["dark_alley"]:
        sections.append(_alley_section(v))
    return [{"title": t.to_json(), "lines": [m.to_json() for m in lines]} for t, lines in sections]


def _turn_section(v: dict[str, Any]) -> Section:
    head = [Msg("Phase: {phase}", phase=PHASES.get(v["phase"], Msg("Performance")))]
    if v["to_act"] and v["phase"] != "over":
        head.append(Msg("To act: {list}", list=_join([Msg("{player}", player=s) for s in v["to_act"]])))
    return Msg("Turn {turn} of {turns}", turn=max(1, v["turn"]), turns=v["turns"]), head


def _player_section(v: dict[str, Any], pi: int, pv: dict[str, Any]) -> Section:
    if pv["magician"] >= 0:
        title = Msg("{player} – {magician}", player=pi, magician=T.named(T.MAG_NAME[pv["magician"]]))
    else:
        title = Msg("{player}", player=pi)
    return title, _player_lines(v, pi, pv)


def _theater_section(v: dict[str, Any]) -> Section:
    th = v["theater"]
    cards: list[Msg] = []
    for i, card in enumerate(th["cards"]):
        if card < 0:
            continue
        owners = [Msg("{player}", player=m >> 2) for m in th["markers"][i] if m >= 0]
        item = Msg(
            "{venue} {taken}/{spots}",
            venue=VENUE_NAMES[T.PERF_VENUE[card]],
            taken=len(owners),
            spots=len(T.PERF_SLOTS[card]),
        )
        if owners:
            item = Msg("{card} ({markers})", card=item, markers=_join(owners))
        cards.append(item)
    theater = [Msg("Performance cards (markers/spots): {list}", list=_join(cards))]
    days = [
        Msg("{day}: {who}", day=DAYS[d], who=Msg("{player}", player=p) if p >= 0 else "–")
        for d, p in enumerate(th["day_performer"])
    ]
    theater.append(Msg("Performers: {list}", list=_join(days)))
    return LOCS[0], theater


def _downtown_section(v: dict[str, Any]) -> Section:
    a, b, c, d, e, f = (_die(i, face) for i, face in enumerate(v["dice"]))
    return LOCS[1], [Msg("Residence {a}, {b} · Inn {c}, {d} · Bank {e}, {f}", a=a, b=b, c=c, d=d, e=e, f=f)]


def _market_section(v: dict[str, Any]) -> Section:
    market = [Msg("For sale: {list}", list=_join([_comp(c) for c in v["stock"] if c >= 0]))]
    ordered = [_comp(c) for c in v["orders"] if c >= 0]
    if v["quick"] >= 0:
        ordered.append(Msg("{component} (quick order)", component=_comp(v["quick"])))
    market.append(Msg("Ordered: {list}", list=_join(ordered)))
    return LOCS[2], market


def _alley_section(v: dict[str, Any]) -> Section:
    pr = v["prophecy"]
    sizes = " / ".join(str(n) for n in v["special_decks"])
    alley = [Msg("Special Assignment decks: {sizes}", sizes=sizes)]
    if pr["active"] >= 0:
        alley.append(Msg("Active prophecy: {text}", text=T.named(T.PROPH_TEXT[pr["active"]])))
    alley.extend(Msg("Coming: {text}", text=T.named(T.PROPH_TEXT[k])) for k in pr["pending"])
    return LOCS[4], alley


def _comp(t: int) -> Msg:
    return T.named(COMPONENTS[t].name)


def component_list(comps: tuple[int, ...]) -> Any:
    """Components as a comma list ("Metal, Fabric"; "none" for none), each name translated."""
    return _join([_comp(t) for t in comps])


def _card(code: int) -> Msg:
    if code == IDLE:
        return Msg("no card (idle)")
    if code == SERVANT_CARD:
        return Msg("the servant's own card")
    if code >= SPECIAL_BASE:
        return T.named(T.SPECIAL_NAME[code - SPECIAL_BASE])
    return LOCS[code]


def _trick(st: TrickerionState, sym: int) -> Msg:
    pi = st.cur if st.cur >= 0 else 0
    t = st.p[pi].sym_trick[sym]
    return T.named(T.TRICK_NAME[t]) if t >= 0 else Msg("a trick")


_SHAPE = (Msg("1 Shard"), Msg("2 Fame"), Msg("3 coins"), Msg("charge a Shard"))


_YIELDS = (Msg("Fame"), Msg("coins"), Msg("Shards"))


def _place(st: TrickerionState, a: Action) -> Msg:
    loc, slot = a["loc"], a["slot"]
    if loc == 0 and slot < 20:
        day = DAYS[slot // 3]
        if slot % 3 == 2:
            text = Msg("Perform on {day}", day=day)
        else:
            text = Msg("Backstage on {day}", day=day)
    else:
        text = Msg("Place {where}", where=LOCATION_AT[loc])
    extras = []
    if a["boost"] == 1:
        extras.append(Msg("pay a Shard for more AP"))
    elif a["boost"] == 2:
        extras.append(Msg("pay a magic shard for more AP"))
    slot_cost = st.proph("slot_cost")  # a prophecy charges coins for the +2 AP slots
    if slot_cost is not None and loc not in (THEATER, WORKSHOP) and slot != NO_SLOT:
        if T.SLOT_MODS[slot] == slot_cost["modifier"]:
            extras.append(NMsg("pay {n} coin for the slot", "pay {n} coins for the slot", slot_cost["coins"]))
    if a.get("sa") == 1:
        extras.append(Msg("use the card's ability"))
    elif a.get("sa") == 0:
        extras.append(Msg("take +1 AP instead of the card's ability"))
    for extra in extras:
        text = Msg("{action}, {detail}", action=text, detail=extra)
    ap = _placed_ap(st, a)
    text = _with_ap(text, ap)
    if ap > 0 and _finds_nothing(st, a):  # after the AP: a chooser's rows keep their own words
        text = Msg("{action}; {note}", action=text, note=NOTHING_THERE)
    return Msg("{character}: {action}", character=_character(st, a["char"]), action=text)


NOTHING_THERE = Msg("nothing to do there now")
"""A placement's detail when the character would find no action where it goes (the playtest of
7 Dec put the Assistant in the Workshop with no trick to prepare: the placement ended at once and
its wage was due); the table asks before such a drop."""


def _finds_nothing(st: TrickerionState, a: Action) -> bool:
    """Whether the engine's own placement would log that the character finds nothing to do there
    (``placement.apply_placement``, the one place that decides it: never backstage), played on a
    copy (about 0.06 ms a placement) since what it may do depends on everything it holds."""
    if not st.is_legal(st.cur, a):
        return False  # a label of another moment (a bot's reason quoted later) says nothing more
    after = st.clone()
    after.quiet_mode = False  # the events are the answer
    return any(e.kind == "nothing_to_do" for e in after.apply(st.cur, a))


def _placed_ap(st: TrickerionState, a: Action) -> int:
    """The AP the engine gives the character for this placement (``placement.apply_placement``):
    base, slot or day, the Shard's boost (an active prophecy or Empower card may raise it), the
    card's +1, the Mechaniker's once-a-turn +1 for an Apprentice outside the Theater; never below 0.

    The playtest's chooser said 3 AP where the Apprentice got 4 (the Mechaniker's +1 was missing);
    ``test_texts`` checks this number against the engine's placement event for every placement.
    """
    p = st.p[st.cur]
    loc, slot, boost, sa = a["loc"], a["slot"], a["boost"], a.get("sa")
    kind = p.chars[a["char"]]
    ap = base_ap(st, p, kind) + _slot_ap(loc, slot)
    if boost == 1 and sa == 1 and _card_in_use(st, a) == "empower":
        ap += card_num("empower", "ap")
    elif boost == 1:
        enhance = st.proph("enhance_ap")
        ap += enhance["ap"] if enhance is not None else SHARD_ENHANCE_AP
    elif boost == 2:
        ap += MAGIC_SHARD_THEATER_AP if loc == THEATER else MAGIC_SHARD_ENHANCE_AP
    if sa == 0:
        ap += SPECIAL_AP_BONUS
    mechaniker = loc != THEATER and a.get("mimic") is None and not p.used_mech
    if kind == APPRENTICE and mechaniker and st.ability(st.cur, "apprentice_ap"):
        ap += mech_ap()
    return max(0, ap)


def _slot_ap(loc: int, slot: int) -> int:
    """The AP modifier of a slot: a Theater day (the performer's spot adds nothing) or a location's slot."""
    if loc == THEATER:
        if slot >= SPECTER_DAY:
            return T.DAY_AP[slot - SPECTER_DAY]
        return 0 if slot % 3 == 2 else T.DAY_AP[slot // 3]
    if loc == WORKSHOP or slot == NO_SLOT:
        return 0
    return T.SLOT_MODS[slot]


def _card_in_use(st: TrickerionState, a: Action) -> str:
    """The key of the Special Assignment card this placement plays (a mimicked one for the Great Optico)."""
    code = st.p[st.cur].assign[a["char"]]
    card = a.get("mimic")
    if card is None:
        card = code - SPECIAL_BASE if code >= SPECIAL_BASE else -1
    return T.SPECIAL_KEY[card] if card >= 0 else ""


_DIE_NAMES = (Msg("Residence die"), Msg("Inn die"), Msg("Bank die"))


def _character(st: TrickerionState, ci: int, the: bool = False) -> Msg:
    """The acting player's character ``ci`` by its kind, numbered when the team has two alike
    ("Apprentice 2"), so options (and the bots' reasons, which quote them) say whom they move;
    ``the``: as a sentence names it ("the Engineer", "Apprentice 2")."""
    p = st.p[st.cur if st.cur >= 0 else 0]
    if not 0 <= ci < len(p.chars):
        return Msg("a character")
    return the_member(p.chars, ci) if the else team_member(p.chars, ci)


def _die_name(index: int, face: int) -> Msg:
    """A Downtown die by its place and face ("Inn die (Engineer)"), so six rerolls read apart."""
    return Msg("{die} ({face})", die=_DIE_NAMES[index // 2], face=_die(index, face))


def _buy(st: TrickerionState, a: Action) -> Msg:
    """A purchase with what it costs: coins after any bargain, and the AP a bargain adds."""
    t, b = a["comp"], a.get("bargain", 0)
    price = stock_prices(st, st.cur).get(t, T.COMP_PRICE[t])
    return NMsg(
        "Buy {count} {component} for {n} coin ({ap} AP)",
        "Buy {count} {component} for {n} coins ({ap} AP)",
        price * a["n"] - b,
        count=a["n"],
        component=_comp(t),
        ap=BUY_AP + b,
    )


def _take_coins(st: TrickerionState, a: Action) -> Msg:
    """Take Coins with what it really gives: the die doubled by the active prophecy, the Fame of
    Fame and Fortune, Interest's extra roll (the playtest's "Take 6 coins" paid 12)."""
    value = st.dice[a["die"]]
    doubled = st.proph("take_coins_multiplier")
    gain = value * (doubled["value"] if doubled is not None else 1)
    text = NMsg("Take {n} coin", "Take {n} coins", gain)
    key = card_key(st)
    fame = value - card_num("fame_and_fortune", "minus") if key == "fame_and_fortune" else 0
    if fame > 0:
        text = NMsg("{action} and {n} Fame", "{action} and {n} Fame", fame, action=text)
    elif key == "interest":
        text = Msg("{action}, plus a roll of the Bank die", action=text)
    return text


def _order(st: TrickerionState, a: Action) -> Msg:
    """An order with its cost and when it arrives (it stocks Market Row for everyone next turn)."""
    component = _comp(a["comp"])
    if a.get("now"):
        price = unit_price(st, a["comp"]) + card_num("traveling_merchants", "surcharge")
        return NMsg(
            "Order {component}, one now for {n} coin ({ap} AP)",
            "Order {component}, one now for {n} coins ({ap} AP)",
            price,
            component=component,
            ap=ORDER_AP,
        )
    return Msg(
        "Order {component} for next turn ({ap} AP)",
        component=component,
        ap=ORDER_AP,
    )


def _quick(st: TrickerionState, a: Action) -> Msg:
    """A quick order with its cost: it puts the component on sale to every player this turn, at
    a surcharge -- the label says so, as a playtester read "Animal: 3 coins, this turn only" as a
    purchase and was left with no AP to buy it.  What becomes of it at the end of the turn (back to
    the supply; with Dubious Sources to the orderer) is the row's tooltip (``ORDER_NOTES``): a
    chooser row has no room for it in Polish or German."""
    t = a["comp"]
    price = stock_prices(st, st.cur).get(t, unit_price(st, t) + QUICK_ORDER_SURCHARGE)  # stock may be cheaper
    return NMsg(
        "Quick order {component}: on sale to all this turn at {n} coin ({ap} AP)",
        "Quick order {component}: on sale to all this turn at {n} coins ({ap} AP)",
        price,
        component=_comp(t),
        ap=QUICK_AP,
    )


def performed(st: TrickerionState, pi: int, i: int, before: tuple[int, int, int, int]) -> Msg:
    """The log line of a performance: who performs which card (its place in the row and its venue)
    on which day, and what the performer gained -- all public.  ``before`` is the performer's
    (Fame, coins, Shards, magic shards) before the card was performed.  The playtest's line said
    only "Player 1 performs on Saturday."."""
    gained = gains_text(tuple(now - then for now, then in zip(purse(st, pi), before, strict=True)))
    card = Msg("card {n} ({venue})", n=i + 1, venue=VENUE_NAMES[T.PERF_VENUE[st.t_cards[i]]])
    day = DAYS[st.perf_day]
    if pi == st.heir:
        return Msg("The Heir performs {card} on {day} and gains {gains}.", card=card, day=day, gains=gained)
    return Msg(
        "{player} performs {card} on {day} and gains {gains}.", player=pi, card=card, day=day, gains=gained
    )


def guest_gained(st: TrickerionState, pi: int, before: tuple[int, int, int, int]) -> Msg:
    """The log line of a guest of a performance (a player whose markers were on the performed card):
    their tricks yield to them too, and the playtest saw a bot's Shards rise with no word why."""
    gained = gains_text(tuple(now - then for now, then in zip(purse(st, pi), before, strict=True)))
    if pi == st.heir:
        return Msg("Guest on the card: the Heir gains {gains}.", gains=gained)
    return Msg("Guest on the card: {player} gains {gains}.", player=pi, gains=gained)


def no_show(st: TrickerionState, pi: int, day: int) -> Msg:
    """A Magician on a Theater day with no marker of its owner on any performance card."""
    if pi == st.heir:
        return Msg(
            "The Heir has no trick set up on a performance card: no performance on {day}.", day=DAYS[day]
        )
    return Msg(
        "{player}'s Magician has no trick set up on a performance card: no performance on {day}.",
        player=pi,
        day=DAYS[day],
    )


def rewarded(st: TrickerionState, pi: int, before: tuple[int, int, int, int], draws: int) -> Msg:
    """The reward die's log line with what it gave: the Heir's line said only that it "earns the
    reward die's bonus", while a player's performance line names its gains (issue #24)."""
    delta = tuple(now - then for now, then in zip(purse(st, pi), before, strict=True))
    gained: Any = gains_text(delta)
    if draws and not any(n > 0 for n in delta):
        gained = NMsg("{n} Special Assignment card", "{n} Special Assignment cards", draws)
    if pi == st.heir:
        return Msg("The Heir earns the reward die's bonus: {gains}.", gains=gained)
    return Msg("{player} earns the reward die's bonus: {gains}.", player=pi, gains=gained)


def gains_text(delta: tuple[int, ...]) -> Msg:
    """(Fame, coins, Shards, magic shards) gained, in words ("nothing" when none is positive)."""
    fame, coins, shards, magic = delta
    gains: list[Any] = []
    if fame > 0:
        gains.append(NMsg("{n} Fame", "{n} Fame", fame))
    if coins > 0:
        gains.append(NMsg("{n} coin", "{n} coins", coins))
    if shards > 0:
        gains.append(NMsg("{n} Shard", "{n} Shards", shards))
    if magic > 0:
        gains.append(NMsg("{n} magic shard", "{n} magic shards", magic))
    return _join(gains) if gains else Msg("nothing")


def purse(st: TrickerionState, pi: int) -> tuple[int, int, int, int]:
    """Player ``pi``'s Fame, coins, Shards and magic shards (what ``performed`` compares)."""
    p = st.p[pi]
    return p.fame, p.coins, p.shards, p.magic_shards


_DIRECTIONS = (Msg("up"), Msg("right"), Msg("down"), Msg("left"))


SPOT_NAMES = (
    Msg("top left"),
    Msg("middle left"),
    Msg("bottom left"),
    Msg("top right"),
    Msg("middle right"),
    Msg("bottom right"),
)
"""The six spots of a performance card's grid in words (columns A/B, rows 1-3 of the data's
A1..B3): the table draws no such names, and a bot's reason "card 1, B2" left a player guessing
(playtest, 7 Dec)."""


def _spot(card: int, pos: int) -> Msg:
    """A marker spot: the card's place in the Theater's row and the spot on its grid in words."""
    return Msg("card {n}, {spot}", n=card + 1, spot=SPOT_NAMES[pos])


def _marker(st: TrickerionState, a: Action) -> Msg:
    """Placing a trick marker: which trick (when known), which spot, which way its symbol points."""
    where = _spot(a["card"], a["pos"])
    direction = _DIRECTIONS[a["face"] & 3] if a.get("face") is not None else None
    if a.get("sym") is not None:
        text = Msg("Set up {trick} on {spot}", trick=_trick(st, a["sym"]), spot=where)
    else:
        text = Msg("Move the marker to {spot}", spot=where)
    if direction is not None:
        text = Msg("{action}, symbol pointing {direction}", action=text, direction=direction)
    if a.get("face", 0) & STACKED:
        text = Msg("{action}, both markers stacked on it (Electra)", action=text)
    if a.get("fame") is not None:
        text = Msg("{action}; {reward}", action=text, reward=_link_reward(st, a))
    return text


def _link_reward(st: TrickerionState, a: Action) -> Msg:
    """A Link payment choice in plain words, "Take the Link reward: 2 Fame and 2 coins" (issue #24,
    C20: "1 Link payment in Fame, the rest in coins" left a first-time player guessing)."""
    marker = getattr(st.pend, "marker", -1)  # a rescheduled marker; else the trick being set up
    t = trick_of(st, marker) if a.get("sym") is None and marker >= 0 else st.p[st.cur].sym_trick[a["sym"]]
    links, mult = marker_links(st, st.cur, t, a["card"], a["pos"], a["face"] & 3)
    unit = T.TRICK_LEVEL[t] * mult
    fame = unit * min(a["fame"], len(links))
    coins = unit * len(links) - fame
    if not coins:
        return NMsg("Take the Link reward: {n} Fame", "Take the Link reward: {n} Fame", fame)
    if not fame:
        return NMsg("Take the Link reward: {n} coin", "Take the Link reward: {n} coins", coins)
    return Msg(
        "Take the Link reward: {fame} and {coins}",
        fame=NMsg("{n} Fame", "{n} Fame", fame),
        coins=NMsg("{n} coin", "{n} coins", coins),
    )


def _prepare(st: TrickerionState, a: Action) -> Msg:
    """Preparing a trick, with the variant a Special Assignment card or a spell adds."""
    trick = _trick(st, a["sym"])
    if a.get("spell") is not None:
        return Msg(
            "Prepare {trick}, enchanted with a {spell}", trick=trick, spell=SPELL_TYPE_NAMES[a["spell"]]
        )
    if a.get("test"):
        return Msg("Prepare {trick} as a test run", trick=trick)
    if a.get("parts") is not None:
        return Msg("Prepare {trick}, one marker going to {other}", trick=trick, other=_trick(st, a["parts"]))
    if a.get("ret"):
        return Msg(
            "Prepare {trick}, returning {components} for Fame and coins",
            trick=trick,
            components=_join([_comp(c) for c in a["ret"]]),
        )
    if a.get("enhance"):
        return Msg("Prepare {trick} and enhance it (+1 Fame, +1 coin a performance)", trick=trick)
    if a.get("ingenuity"):
        return Msg("Prepare {trick} with ingenuity", trick=trick)
    return Msg("Prepare {trick}", trick=trick)


def describe(st: TrickerionState, a: Action) -> Msg:
    """The player-facing label of an action (what the option list and the table's tooltips say)."""
    label = _LABELS.get(a.kind)
    text = label(st, a) if label is not None else None
    return text if text is not None else Msg("Do it")


def _setup_label(st: TrickerionState, a: Action) -> Msg | None:
    """Setup choices."""
    k = a.kind
    if k == "magician":
        return Msg("Play {magician}", magician=T.named(T.MAG_NAME[a["magician"]]))
    if k == "trick":
        return Msg("Take {trick}", trick=T.named(T.TRICK_NAME[a["trick"]]))
    if k == "specialist":
        return Msg("Start with the {character}", character=CHAR_NAMES[a["character"]])
    if k == "components":
        if not a["comps"]:
            return Msg("Take no components")
        return Msg("Take {components}", components=component_list(a["comps"]))
    return None


def _turn_label(st: TrickerionState, a: Action) -> Msg | None:
    """Advertise, assignment cards, placing and ending a character's actions."""
    k = a.kind
    if k == "advertise":
        cost = st.position(st.cur) if st.cur in st.order else 0
        return NMsg("Advertise: pay {n} coin for 2 Fame", "Advertise: pay {n} coins for 2 Fame", cost)
    if k in ("pass", "stop"):
        return Msg("Pass")
    if k == "assign":
        return Msg("Assign {card}", card=_card(a["card"]))
    if k == "idle":
        return Msg("Leave {character} idle", character=_character(st, a["char"], the=True))
    if k == "place":
        return _place(st, a)
    if k == "done":
        return Msg("End this character's actions")
    return None


def _learn(st: TrickerionState, a: Action) -> Msg:
    """Learning a trick in Downtown (or one in place of a trick given back, Overhaul) with the die it
    uses up: when both Residence dice allow a category, each trick is offered once per die, and the
    playtest's chooser listed every trick twice in the same words."""
    trick = T.named(T.TRICK_NAME[a["trick"]])
    if a.get("replace") is not None:
        text = Msg("Learn {trick} in place of {old}", trick=trick, old=_trick(st, a["replace"]))
    else:
        text = Msg("Learn {trick}", trick=trick)
    d = a.get("die", -1)
    return Msg("{action} with the {die}", action=text, die=_die_name(d, st.dice[d])) if d >= 0 else text


def _downtown_label(st: TrickerionState, a: Action) -> Msg | None:
    """Downtown's actions, each with its AP as the die chooser lists them side by side
    (Take Coins, Hire and Learn once named none while a reroll and a set die did)."""
    k = a.kind
    if k == "learn":
        return _with_ap(_learn(st, a), learn_cost(st, card_key(st)))
    if k == "hire":
        if a.get("extra"):
            hire = Msg("Hire two Apprentices, 3 coins for the second")
        else:
            hire = Msg("Hire a new {character}", character=CHAR_NAMES[a["character"]])
        return _with_ap(hire, hire_cost(st, card_key(st)))
    if k == "coins":
        return _with_ap(_take_coins(st, a), coins_cost(st, card_key(st)))
    if k == "reroll":
        return _with_ap(Msg("Reroll the {die}", die=_die_name(a["die"], st.dice[a["die"]])), REROLL_AP)
    if k == "setdie":
        # the die by its face now, as a reroll names it: the two dice of a pair set to one face
        # leave different faces beside them, and their rows read alike in the drawer
        die, face = _die_name(a["die"], st.dice[a["die"]]), _die(a["die"], a["face"])
        if a.get("free"):
            return Msg("Set the {die} to {face} for free", die=die, face=face)
        return _with_ap(Msg("Set the {die} to {face}", die=die, face=face), SETDIE_AP)
    return None


def _with_ap(text: Msg, ap: int) -> Msg:
    """An action's row with its AP cost, as the Market Row's rows show theirs: the die chooser's
    rows once named no cost, so a 1 AP reroll and a 2 AP set read alike."""
    return NMsg("{action} ({n} AP)", "{action} ({n} AP)", ap, action=text)


def _market_label(st: TrickerionState, a: Action) -> Msg | None:
    """The Market Row's actions and the discards that make room."""
    k = a.kind
    if k == "buy":
        ap = BUY_AP + a.get("bargain", 0)
        if a.get("fame"):
            return _with_ap(
                Msg("Buy {n} {component}, paying in Fame", n=a["n"], component=_comp(a["comp"])), ap
            )
        if a.get("barter"):
            return _with_ap(
                Msg("Buy {n} {component}, paying a Shard", n=a["n"], component=_comp(a["comp"])), ap
            )
        return _buy(st, a)
    if k == "sale_pick":
        return Msg("Add {component} to the sale", component=_comp(a["comp"]))
    if k == "sale_pay":
        return NMsg(
            "Pay for the sale, bargaining {n} coin off",
            "Pay for the sale, bargaining {n} coins off",
            a["bargain"],
        )
    if k == "invest":
        return Msg("Buy {n} {component}", n=1, component=_comp(a["comp"]))
    if k == "order":
        return _order(st, a)
    if k == "quick":
        return _quick(st, a)
    if k == "discard":
        return Msg("Discard {component}", component=_comp(a["comp"]))
    if k == "discard_spell":
        return Msg("Discard a {spell} spell", spell=SPELL_TYPE_NAMES[a["spell"]])
    if k == "discard_trick":
        return Msg("Return {trick} to the Residence", trick=_trick(st, a["sym"]))
    return None


def _move_comp(st: TrickerionState, a: Action) -> Msg:
    """Components to one of the Manager's two piles, saying which: with one pile taken, a type could
    go to either, and the playtest's chooser showed two rows in the same words (one of them sends the
    pile's components back to storage)."""
    p = st.p[st.cur]
    t, i = a["comp"], a["pile"]
    n = min(p.comp[t], 2)
    old_t, old_n = p.mgr_type[i], p.mgr_count[i]
    if old_t < 0 or old_n <= 0:
        return Msg("Move {n} × {component} to an empty Manager pile", n=n, component=_comp(t))
    return Msg(
        "Move {n} × {component} to the Manager; his {m} × {old} go back to storage",
        n=n,
        component=_comp(t),
        m=old_n,
        old=_comp(old_t),
    )


def _move_trick(st: TrickerionState, a: Action) -> Msg:
    """A trick to the Engineer's slot, naming the trick it swaps with: the fifth playtest's row said
    only "Move Spirit Hand to the Engineer", while the Rabbit already there went to Spirit Hand's slot."""
    p = st.p[st.cur]
    there = [s for s in range(4) if p.sym_trick[s] >= 0 and p.sym_slot[s] == ENGINEER_SLOT]
    if not there:
        return Msg("Move {trick} to the Engineer", trick=_trick(st, a["sym"]))
    return Msg(
        "Move {trick} to the Engineer, swapping with {other}",
        trick=_trick(st, a["sym"]),
        other=_trick(st, there[0]),
    )


def _workshop_label(st: TrickerionState, a: Action) -> Msg | None:
    """The Workshop's actions, Hidden Talent's trade and the Shapeshifter's Apprentice choices."""
    k = a.kind
    if k == "prepare":  # a trick's own cost (1-3 AP): the fifth playtest's rows named none
        return _with_ap(_prepare(st, a), T.TRICK_PREP[st.p[st.cur].sym_trick[a["sym"]]])
    if k == "move_trick":
        return _with_ap(_move_trick(st, a), MOVE_AP)
    if k == "move_comp":
        return _with_ap(_move_comp(st, a), MOVE_AP)
    if k == "move_app":
        if a.get("char") is None:
            return _with_ap(Msg("Move an Apprentice to the Assistant"), MOVE_AP)
        return _with_ap(Msg("Move the Shapeshifter to the Assistant"), MOVE_AP)
    if k in ("talent", "shape_as"):
        shapeshifter = _shapeshifter(st, a)
        if shapeshifter is not None:
            return shapeshifter
    if k == "talent":
        return Msg(
            "Trade {apprentice} for a new {character}",
            apprentice=_character(st, st.act_char, the=True),
            character=CHAR_NAMES[a["character"]],
        )
    return None


_SOURCE_LINES = {
    "tricks": Msg("Your tricks on the card: {gains}"),
    "links": Msg("Links on the card: {gains}"),
    "bonus": Msg("The card's bonus: {gains}"),
    "backstage": Msg("Your characters backstage: {gains}"),
    "other": Msg("Reward die, prophecy and cards: {gains}"),
}


def _with_gains(st: TrickerionState, a: Action, text: Msg) -> Msg:
    """A perform label with what the performer gains (issue #24, C15: the chooser named markers,
    not gains); ``sources`` holds the same split by source, one line each, for the tooltip.  The
    label names no person: a bot's reason quotes it ("Morgana: Perform this card: you gain ..."
    read as if the human gained)."""
    # imported here: the forecast plays the engine's perform, whose log line is written in this module
    from game.rules.trickerion.forecast import performance_sources

    parts = performance_sources(st, st.cur, a)  # they add up to the whole forecast
    lines = [_SOURCE_LINES[k].with_params(gains=gains_text(v)) for k, v in parts.items() if max(v) > 0]
    sources: Any = lines[0] if lines else Msg("nothing")
    for line in lines[1:]:
        sources = Msg("{list}\n{item}", list=sources, item=line)
    total = tuple(sum(v[i] for v in parts.values()) for i in range(4))
    return Msg("{action} for {gains}", action=text, gains=gains_text(total), sources=sources)


def _theater_label(st: TrickerionState, a: Action) -> Msg | None:
    """Markers in the Theater and the Performance phase."""
    k = a.kind
    if k == "setup":
        return _with_ap(_marker(st, a), SETUP_AP)
    if k in ("moveto", "onstage"):
        return _marker(st, a)
    if k == "resched":
        text = Msg("Reschedule the marker on {spot}", spot=_spot(a["card"], a["pos"]))
        return _with_ap(text, RESCHEDULE_AP) if st.phase == "act" else text
    if k == "street":
        spot = _spot(a["card"], a["pos"])
        return _with_ap(Msg("Give a street performance with the marker on {spot}", spot=spot), STREET_AP)
    if k == "swap":
        return Msg("Swap performance cards {a} and {b}", a=a["a"] + 1, b=a["b"] + 1)
    if k == "perform":
        text = Msg("Perform this card")
        if a.get("steal") is not None:
            text = Msg("Perform this card, stealing a trick's yield")
        if a.get("shape") is not None:
            text = Msg("{action}, {detail}", action=text, detail=_SHAPE[a["shape"]])
        if a.get("premiere") is not None:
            text = Msg("{action}, doubling {what}", action=text, what=_YIELDS[a["premiere"]])
        return _with_gains(st, a, text)
    if k == "durable":
        return Msg("Put a marker back on {trick}", trick=_trick(st, a["sym"]))
    if k == "possess":
        return Msg("Make the performer play this card (1 Shard)")
    return None


def _alley_label(st: TrickerionState, a: Action) -> Msg | None:
    """The Dark Alley's actions and its keep-a-card prompt."""
    k = a.kind
    if k == "draw":
        # the four decks' rows (the drawer, the reward die's prompt, a bot's reason) read alike without it
        return _with_ap(
            Msg("Draw Special Assignment cards ({location})", location=LOCS[a["deck"]]), draw_ap(st)
        )
    if k == "keep":
        return Msg("Keep {card}", card=_card(SPECIAL_BASE + a["card"]) if a["card"] >= 0 else Msg("nothing"))
    if k == "fortune":
        return _with_ap(Msg("Turn the pending prophecies"), FORTUNE_AP)
    if k == "fate":
        # by its number on the top bar: its text speaks to "you", which a bot's reason would quote
        return _with_ap(Msg("Make pending prophecy {n} active", n=a["pending"] + 1), fate_ap())
    return None


def _wagon_label(st: TrickerionState, a: Action) -> Msg | None:
    """The Mage's actions at the wagon."""
    k = a.kind
    if k == "charge":
        return _with_ap(
            NMsg("Charge shards for {n} coin", "Charge shards for {n} coins", CHARGE_COST), CHARGE_AP
        )
    if k == "magic_dice":
        parts = []
        if a.get("spell") is not None:
            parts.append(SPELL_TYPE_NAMES[a["spell"]])
        if a.get("reward") is not None:
            parts.append(T.named(REWARD_FACES[a["reward"]].text))
        text = Msg("Set and lock the magic dice: {faces}", faces=_join(parts))
        ap = magic_dice_ap(a)  # none for the Trickster's free set
        return _with_ap(text, ap) if ap else text
    if k == "buy_spell":
        i = a["slot"]
        spell = T.named(SPELLS[st.offer[i]].name) if st.offer[i] >= 0 else Msg("a spell")
        cost = MAGE_SLOT_COSTS[i]
        return _with_ap(
            NMsg("Buy {spell} for {n} coin", "Buy {spell} for {n} coins", cost, spell=spell), BUY_SPELL_AP
        )
    if k == "summon":
        return _with_ap(Msg("Summon the magic servant"), SUMMON_AP)
    return None


_LABELS = {
    "magician": _setup_label,
    "trick": _setup_label,
    "learn": _downtown_label,
    "specialist": _setup_label,
    "components": _setup_label,
    "advertise": _turn_label,
    "pass": _turn_label,
    "stop": _turn_label,
    "assign": _turn_label,
    "idle": _turn_label,
    "place": _turn_label,
    "done": _turn_label,
    "hire": _downtown_label,
    "coins": _downtown_label,
    "reroll": _downtown_label,
    "setdie": _downtown_label,
    "buy": _market_label,
    "sale_pick": _market_label,
    "sale_pay": _market_label,
    "invest": _market_label,
    "order": _market_label,
    "quick": _market_label,
    "discard": _market_label,
    "discard_spell": _market_label,
    "discard_trick": _market_label,
    "prepare": _workshop_label,
    "move_trick": _workshop_label,
    "move_comp": _workshop_label,
    "move_app": _workshop_label,
    "setup": _theater_label,
    "moveto": _theater_label,
    "onstage": _theater_label,
    "resched": _theater_label,
    "street": _theater_label,
    "swap": _theater_label,
    "perform": _theater_label,
    "durable": _theater_label,
    "possess": _theater_label,
    "draw": _alley_label,
    "keep": _alley_label,
    "talent": _workshop_label,
    "shape_as": _workshop_label,
    "fortune": _alley_label,
    "fate": _alley_label,
    "charge": _wagon_label,
    "magic_dice": _wagon_label,
    "buy_spell": _wagon_label,
    "summon": _wagon_label,
}
"""The label function of each action kind."""


def prompt(st: TrickerionState, seat: int) -> Msg:
    ph = st.phase
    if st.pend:
        code = st.pend.code
        if code == 2:
            return Msg("Keep one of the drawn cards.")
        if code == 3:
            return Msg("Give the new character a card.")
        if code == 4:
            return Msg("Spend the coins on components?")
        if code in (5, 7):
            return Msg("Where does the marker go?")
        if code == 6:
            return Msg("Trade the Apprentice for a Specialist?")
        if code == 8:
            return Msg("Swap two performance cards?")
        if code == 12:
            return Msg("Pick up to four components for the sale.")
        if code == 13:
            return Msg("Should the Shapeshifter take the Mechaniker's +1 AP as an Apprentice?")
        return Msg("Choose a deck to draw from.")
    if ph == "setup":
        return Msg("Choose your starting options.")
    if ph == "advertise":
        return Msg("Advertise your show?")
    if ph == "assign":
        return Msg("Give each character an assignment card.")
    if ph == "place":
        return Msg("Place one of your characters.")
    if ph == "act":
        return NMsg("Spend your action points ({n} left).", "Spend your action points ({n} left).", st.act_ap)
    if ph == "possess":
        return Msg("Choose the card your opponent performs?")
    if ph == "chains":
        return Msg("Make a free Reschedule?")
    if ph == "durable":
        return Msg("Which performed marker goes back onto its trick?")
    return Msg("Choose a card to perform.")


def _shapeshifter(st: TrickerionState, a: Action) -> Msg | None:
    """The Shapeshifter's Apprentice choices (Hidden Talent, Mechaniker), else None."""
    if a.kind == "shape_as":
        if a["apprentice"]:
            return Msg("Count the Shapeshifter as an Apprentice: +1 AP now (this turn's Mechaniker boost)")
        return Msg("Keep the Mechaniker boost for a later Apprentice")
    if st.p[st.cur].chars[st.act_char] == SHAPESHIFTER:
        return Msg("Trade the Shapeshifter for a new {character}", character=CHAR_NAMES[a["character"]])
    return None
