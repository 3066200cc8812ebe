"""The Trickerion table's words: short labels, hints, tooltips and notes (the F1 rules are in ``rules_text``).

Names of characters, locations, days and phases come from the engine's
``describe`` module (one msgid each); printed names of tricks, components,
spells and prophecies come from the data tables.  Everything here is the
project's own wording, translated through ``locale/*.po``.
"""

from __future__ import annotations

from typing import Any

from game.i18n import _, ngettext, pgettext, tr
from game.rules.base import N_, Action
from game.rules.trickerion import tables as T
from game.rules.trickerion.codes import (
    ASSISTANT,
    ENGINEER,
    IDLE,
    LOC_MODE,
    LOCATION_AT,
    MANAGER,
    SERVANT_CARD,
    SPECIAL_BASE,
    SPECTER_DAY,
    THEATER,
    WAGON_MODE,
    WORKSHOP,
)
from game.rules.trickerion.data.arcane import SPELLS
from game.rules.trickerion.data.assignments import SPECIAL_AP_BONUS
from game.rules.trickerion.data.characters import UNPAID_WAGE_FAME
from game.rules.trickerion.data.components import COMPONENTS
from game.rules.trickerion.data.dice import REWARD_FACES
from game.rules.trickerion.data.magicians import MAGICIANS
from game.rules.trickerion.placement import team_member, the_member
from game.rules.trickerion.texts import (
    CATEGORY_NAMES,
    CHAR_NAMES,
    DAYS,
    LOCS,
    PHASES,
    SPELL_TYPE_NAMES,
    SPOT_NAMES,
    VENUE_NAMES,
    gains_text,
)

PHASE_TRACK = ("advertise", "assign", "place", "act", "perform")
"""The phases shown on the top bar's track, in turn order (setup and the end of turn are not steps)."""


def char_name(kind: int) -> str:
    return tr(CHAR_NAMES[kind])


def team_name(chars: list[int], ci: int) -> str:
    """Character ``ci`` of a team by name, numbered when the team has two of its kind ("Apprentice 2"),
    as the engine's log names it (``placement.team_member``) and the figures are labelled."""
    return tr(team_member(chars, ci))


def member_in_sentence(chars: list[int], ci: int) -> str:
    """Character ``ci`` as a sentence names it: "the Engineer", but "Apprentice 2" (no article)."""
    return tr(the_member(chars, ci))


def trick_move_refusal(chars: list[int]) -> str:
    """Why a trick that may move to the Engineer's slot was dropped elsewhere: where it goes.  With
    no Engineer on the team the engine offers the move through the Shapeshifter standing in."""
    if ENGINEER in chars:
        return _("A trick moves only to the Engineer: drop it on his figure or on the trick in his slot.")
    return _(
        "A trick moves only to the Engineer's slot: drop it on the Shapeshifter, who stands in for "
        "the Engineer, or on the trick in that slot."
    )


def char_mark(kind: int) -> str:
    """The letters on a character's figure: one mark per kind, and no two alike in a language.

    A name's first letter is not enough: Magician and Manager share an "M" in English, Iluzjonista
    and Inżynier an "I" in Polish, four servants a "G" in German."""
    # Translators: one or two letters drawn on a character's figure; each character's mark must
    # differ from every other's (Magician, Engineer, Manager, Assistant, Apprentice, the servants).
    marks = (
        pgettext("mark of the Magician", "Mg"),
        pgettext("mark of the Engineer", "E"),
        pgettext("mark of the Manager", "Mn"),
        pgettext("mark of the Assistant", "As"),
        pgettext("mark of the Apprentice", "Ap"),
        pgettext("mark of the Specter", "Sp"),
        pgettext("mark of the Golem", "G"),
        pgettext("mark of the Trickster", "T"),
        pgettext("mark of the Shapeshifter", "Sh"),
    )
    return marks[kind] if 0 <= kind < len(marks) else char_name(kind)[:1]


def setup_title(step: str) -> str | None:
    """The heading over the setup tiles: which of the starting choices this is (the engine's prompt
    says only "choose your starting options", and the Manager's second pick of components looked
    like the first offered again)."""
    return {
        "magician": _("Choose your magician."),
        "trick": _("Choose your starting trick."),
        "specialist": _("Choose the specialist who joins your team."),
        "components": _("Choose your starting components (worth up to 2 coins)."),
        "manager": _("Your Manager brings more: choose components for the Manager's piles."),
        "engineer": _("Your Engineer brings a trick: choose it."),
    }.get(step)


def loc_name(loc: int) -> str:
    return tr(LOCS[loc])


def loc_at(loc: int) -> str:
    """A location as it reads after a preposition ("in the Workshop"), in the case the language needs."""
    return tr(LOCATION_AT[loc])


def day_name(day: int) -> str:
    return tr(DAYS[day])


def phase_name(phase: str) -> str:
    return tr(PHASES.get(phase, PHASES["perform"]))


def category_name(cat: int) -> str:
    return tr(CATEGORY_NAMES[cat])


def comp_name(t: int) -> str:
    return _(COMPONENTS[t].name)


def trick_name(t: int) -> str:
    return _(T.TRICK_NAME[t])


def spell_name(s: int) -> str:
    return _(SPELLS[s].name)


def spot_name(pos: int) -> str:
    """A performance card's spot at the start of a tooltip line: "Middle right", as the engine's
    labels name it ("card 1, middle right")."""
    name = tr(SPOT_NAMES[pos])
    return name[:1].upper() + name[1:]


def venue_name(venue: str) -> str:
    return tr(VENUE_NAMES[venue])


def spell_type(k: int) -> str:
    return tr(SPELL_TYPE_NAMES[k])


def reward_text(r: int) -> str:
    """The reward die's face: what an enchanted trick's performance adds this turn."""
    return _(REWARD_FACES[r].text)


def magician_name(m: int) -> str:
    return _(T.MAG_NAME[m]) if m >= 0 else _("no magician yet")


def magician_ability(m: int) -> str:
    return _(MAGICIANS[m].text)


SPECIALIST_BRINGS = {
    ENGINEER: N_(
        "2 AP, wage 2 coins. Brings a fourth trick slot and, now, an extra level-1 trick of any "
        "category; a trick on his slot gets one marker more when prepared. Backstage: +1 Shard "
        "to your performance."
    ),
    MANAGER: N_(
        "2 AP, wage 2 coins. Brings two storage piles that count one component more each and, now, "
        "extra components worth up to 2 coins. Backstage: +3 coins to your performance."
    ),
    ASSISTANT: N_(
        "2 AP, wage 2 coins. Brings an Apprentice at once, who works for no wage on her space. "
        "Backstage: +2 Fame to your performance."
    ),
}


def specialist_brings(k: int) -> str:
    """What a starting specialist adds, for the setup tile (the playtest's tooltip named it only)."""
    return _(SPECIALIST_BRINGS[k])


def prophecy_text(k: int) -> str:
    return _(T.PROPH_TEXT[k])


def card_name(code: Any) -> str:
    """An assignment card as its owner sees it (a location, a Special card, the servant's own)."""
    if code is None or code == IDLE:
        return _("no card")
    if code == "card":
        return _("face-down card")
    if code == SERVANT_CARD:
        return _("servant's own card")
    sid = special_id(code)
    return loc_name(code) if sid is None else _(T.SPECIAL_NAME[sid])


def special_id(code: Any) -> int | None:
    """The Special Assignment card an assignment code names; None for a location's card, a
    face-down one ("card") or none."""
    return code - SPECIAL_BASE if isinstance(code, int) and code >= SPECIAL_BASE else None


def hand_card(code: int) -> str:
    """A card of the hand on hover: its name and what giving it to a character means."""
    sid = special_id(code)
    if sid is not None:
        what = special_card(sid)
    elif code == IDLE:
        what = _("A character given no card stays idle: it is not placed, and you pay it no wage.")
    else:
        what = _("The character given this card is placed {where} this turn.").format(where=loc_at(code))
    return f"{card_name(code)}\n{what}"


def special_card(sid: int) -> str:
    """What a Special Assignment card does, below its name: the location it is for, its ability
    there, and the AP it gives instead (deciding to keep or assign it needs all three).
    """
    return "\n".join(
        (
            _("For a character placed {where}.").format(where=loc_at(T.SPECIAL_LOC[sid])),
            _(T.SPECIAL_TEXT[sid]),
            ngettext(
                "Or, when placing, take {n} more AP instead of the ability.",
                "Or, when placing, take {n} more AP instead of the ability.",
                SPECIAL_AP_BONUS,
            ).format(n=SPECIAL_AP_BONUS),
        )
    )


def die_face(index: int, face: int) -> str:
    """A Downtown die's face in a word or two: a trick category, a character, or coins."""
    if face == T.X_FACE:
        return pgettext("die face", "empty")
    if index < 2:
        return _("any category") if face == T.ANY_FACE else category_name(face)
    if index < 4:
        return char_name(face)
    return ngettext("{n} coin", "{n} coins", face).format(n=face)


DIE_USES = (
    N_("Residence die: a character in Downtown learns a trick of the category it shows."),
    N_("Inn die: a character in Downtown hires the character it shows."),
    N_("Bank die: a character in Downtown takes the coins it shows."),
)
"""What each pair of Downtown dice is for, below the face in a die's tooltip (the face alone
repeated the word on the die)."""


def die_tooltip(index: int, face: int) -> str:
    """A die's face and what its pair is for; for an empty one what that means and how to bring it back."""
    if face != T.X_FACE:
        return f"{die_face(index, face)}\n{_(DIE_USES[index // 2])}"
    return _(
        "Empty: this die gives nothing now (it was used this turn or rolled blank). "
        "Set it (2 AP) or reroll it (1 AP) to use it again."
    )


def coins(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def wages_due(me: dict[str, Any]) -> str | None:
    """The wages this turn's end will ask, and what a coin short costs (fifth playtest: a purchase
    left 2 coins for 3 coins of wages, and only the log at the turn's end told of the 2 Fame lost).
    None when nothing is due, or while the view hides what decides it."""
    due = me.get("wages")
    if not due or not any(due):
        return None
    n_coins, n_shards = due
    owed = ([coins(n_coins)] if n_coins else []) + (
        [ngettext("{n} Shard", "{n} Shards", n_shards).format(n=n_shards)] if n_shards else []
    )
    text = _("wages at the turn's end: {list}").format(list=", ".join(owed))
    short = n_coins - me["coins"]
    if short > 0:
        text += " " + ngettext(
            "({n} coin short: {fame} Fame lost)", "({n} coins short: {fame} Fame lost)", short
        ).format(n=short, fame=short * UNPAID_WAGE_FAME)
    return text


def ap(n: int) -> str:
    return ngettext("{n} AP", "{n} AP", n).format(n=n)


ORDER_NOTES = {
    "order": N_(
        "The ordered component joins Market Row's stock at the end of the turn, for every player to buy "
        "next turn; ordering costs no coins."
    ),
    "quick": N_(
        "A quick order puts the component in Market Row at once, at one coin more, for this turn only; "
        "at the end of the turn it goes back to the supply (with Dubious Sources it goes to you)."
    ),
}
"""What becomes of an order: the chooser row names its cost, its tooltip what follows (issue #24:
a first-time player believed the quick order would arrive for them)."""


def prophecy_effect(view: dict[str, Any], kind: str) -> dict[str, Any] | None:
    """The active prophecy's effect when it is of ``kind`` (what the engine's ``proph`` reads), else None."""
    active = view.get("prophecy", {}).get("active", -1)
    return T.PROPH_EFFECT[active] if active >= 0 and T.PROPH_KIND[active] == kind else None


def action_cost(view: dict[str, Any], name: str, default: int) -> int:
    """A Downtown action's AP as the board prints it, or as the active prophecy sets it (Learning a
    trick costs 1 AP...): the board said 3 AP while the prophecy made it 1."""
    e = prophecy_effect(view, "action_ap")
    return int(e["ap"]) if e is not None and e["action"] == name else default


def unit_price(view: dict[str, Any], t: int) -> int:
    """A component's price in Market Row: printed, or fixed by the active prophecy."""
    e = prophecy_effect(view, "component_price")
    return int(e["value"]) if e is not None else T.COMP_PRICE[t]


def trick_tooltip(t: int, held: list[int]) -> str:
    """A trick's card: category, level, what it needs (with what the owner holds), yields."""
    needs = ", ".join(
        f"{comp_name(c)} {min(held[c], n) if held else 0}/{n}" if held else f"{comp_name(c)} ×{n}"
        for c, n in T.TRICK_COMPS[t]
    )
    lines = [
        trick_name(t),
        _("{category}, level {level}, needs Fame {fame}").format(
            category=category_name(T.TRICK_CAT[t]), level=T.TRICK_LEVEL[t], fame=T.TRICK_THRESHOLD[t]
        ),
        _("Components: {list}").format(list=needs or "–"),
        _("Preparing costs {ap} and gives {n} markers.").format(ap=ap(T.TRICK_PREP[t]), n=T.TRICK_MARKERS[t]),
        _("A performance yields {gains}.").format(gains=trick_gains(t)),
    ]
    return "\n".join(lines)


def day_terms(d: int) -> str:
    """A Theater day's terms: AP for backstage characters, Fame and coins per performed trick."""
    return _("Backstage {ap} AP; each trick performed yields {y:+d} Fame and {y:+d} coins.").format(
        ap=f"{T.DAY_AP[d]:+d}", y=T.DAY_YIELD[d][0]
    )


def trick_gains(trick: int) -> str:
    """What one performance of ``trick`` yields, in the engine's gain words ("1 coin and 1 Shard"):
    the card read "yields 0 Fame, 1 coins, 1 Shards", three lines at 1280x720."""
    return tr(gains_text((T.TRICK_FAME[trick], T.TRICK_COINS[trick], T.TRICK_SHARDS[trick], 0)))


def trick_yields(trick: int) -> str:
    """The trick card's yield line."""
    return _("yields {gains}").format(gains=trick_gains(trick))


def performance_bonus(fame: int, coins: int, shards: int) -> str:
    """A performance card's bonus in the engine's words for gains ("1 Fame and 1 coin"): the German
    playtest read "1 Ruhm, 1 Münzen, 0 Splitter", a plural after 1 and a zero listed."""
    return _("Card bonus: {gains}").format(gains=tr(gains_text((fame, coins, shards, 0))))


def heir_plan(plan: dict[str, Any]) -> str:
    """The Heir's Plan card in a few words: perform or set up, ready or busy."""
    kind = _("perform") if plan["plan_kind"] == "perform" else _("set up")
    stance = _("ready") if plan["stance"] == "ready" else _("busy")
    return _("Plan: {kind}, {stance}").format(kind=kind, stance=stance)


def heir_details(plan: dict[str, Any]) -> str:
    """What the Heir's plan makes it do, for the tooltip of its strip."""
    lines = [heir_plan(plan)]
    if plan["stance"] == "ready":
        lines.append(
            _("Ready: a Perform plan and a trick of the level its Fame asks for; it heads for the Theater.")
        )
    else:
        lines.append(_("Busy: it gathers components and tricks first, by its other priority list."))
    shop = ", ".join(comp_name(t) for t in plan["shopping_list"] if isinstance(t, int) and t >= 0)
    lines.append(_("Shopping list: {list}").format(list=shop or "–"))
    lines.append(_("Plan cards left: {n}").format(n=plan["plan_left"]))
    return "\n".join(lines)


def hint(phase: str, mine: bool, waiting_for: str) -> str:
    """One line saying how to do what the player at the screen may do now."""
    if phase == "over":
        return _("The game is over.")
    if not mine:
        return _("Waiting for {names}.").format(names=waiting_for)
    return {
        "setup": _("Click one of the offered cards to choose."),
        "advertise": _("Advertise for Fame, or pass."),
        "assign": _("Click a card in your hand: it goes to the glowing character."),
        "place": _("Drag a character onto a glowing slot; the slot shows the AP it would have there."),
        "act": _("Click what the active character should do; the glow shows what is possible."),
    }.get(phase, _("Click a glowing card or marker in the Theater."))


def theater_day(slot: int) -> int:
    """The day of a Theater slot code (three slots a day; a Specter's are ``SPECTER_DAY + day``)."""
    return slot - SPECTER_DAY if slot >= SPECTER_DAY else slot // 3


def placement_note(view: dict[str, Any], seat: int, action: Action, ap: int | None) -> str | None:
    """What a placement decides beyond its AP, said before the drop (issue #24, C10/C12): a
    character left with 0 AP does nothing yet costs its wage, and the first Theater placement
    picks the day for all of the player's Theater characters.  None when neither holds."""
    if action.kind != "place":
        return None
    if ap == 0:
        return _("0 AP there: it can do nothing, yet its wage is due")
    theater = view["theater"]
    if action["loc"] == THEATER and seat not in theater["day_owner"]:
        return _("this picks {day} for all your Theater characters this turn").format(
            day=day_name(theater_day(action["slot"]))
        )
    return None


def bargain_note(action: Action) -> str | None:
    """Why a purchase costs fewer coins than its neighbour row: a bargain, each coin off paid with
    one more AP (second playtest, finding g: "2 Cloth for 2 coins (1 AP)" beside "2 Cloth for 1
    coin (2 AP)" said nothing of why).  None for a purchase at the full price."""
    off = action.get("bargain", 0)
    if not off:
        return None
    text = ngettext("haggled: {n} coin off for {n} more AP", "haggled: {n} coins off for {n} more AP", off)
    return text.format(n=off)


def useless_question(character: str, zero_ap: bool) -> str:
    """The confirm before a drop that leaves a character with nothing to do: 0 AP, or AP but no
    action where it goes (the engine's "nothing to do there now")."""
    if zero_ap:
        text = _(
            "{character} would have 0 AP there: it could do nothing this turn, and its wage is still due. "
            "Place it there anyway?"
        )
    else:
        text = _(
            "{character} would find nothing to do there this turn, and its wage is still due. "
            "Place it there anyway?"
        )
    return text.format(character=character)


NO_TRICK_SET_UP = N_(
    "None of your tricks is on a Performance card yet: your Magician performs only tricks set up "
    "before the performances, by a character on a backstage slot in the Theater. Place him here anyway?"
)
"""The confirm before the Magician goes on stage with no trick set up (see
``gestures.performs_without_a_trick``)."""


def wagon_note(view: dict[str, Any]) -> str | None:
    """Why the Mage's actions (or the location's own) are closed to the active character (issue
    #24, C25: after taking coins where the wagon stood, the spell market offered nothing, unsaid).
    The rule: where the wagon stands, a character uses either the location's actions or the Mage's."""
    act, mage = view["act"], view["mage"]
    if not view.get("arcane_arts") or act["char"] < 0 or act["loc"] != mage["wagon"]:
        return None
    if act["flags"] & LOC_MODE:
        return _(
            "This character took the location's own action {where}: the Mage's actions (spells, magic "
            "dice, charging, the servant) are closed to it this turn."
        ).format(where=loc_at(act["loc"]))
    if act["flags"] & WAGON_MODE:
        return _(
            "This character took a Mage's action {where}: the location's own actions are closed to it "
            "this turn."
        ).format(where=loc_at(act["loc"]))
    return _(
        "The Mage's wagon stands {where}: this character may use the location's own actions or the "
        "Mage's, not both."
    ).format(where=loc_at(act["loc"]))


def unprepared_note(
    view: dict[str, Any], seat: int, sym: int, legal: list[Action], held: list[int]
) -> str | None:
    """Why the trick in ``sym`` cannot be prepared by the seat's character acting in the Workshop
    (trplay, German playtest: a click on a trick with a ready marker left opened only its card, and
    nothing said why the Workshop would not prepare it)."""
    act = view["act"]
    if view["phase"] != "act" or view["cur"] != seat or act["char"] < 0 or act["loc"] != WORKSHOP:
        return None
    if any(a.kind == "prepare" and a["sym"] == sym for a in legal):
        return None
    trick = view["players"][seat]["tricks"][sym]
    t = trick["trick"]
    if trick["ready"] > 0:
        return ngettext(
            "Not now: it still has {n} ready marker; a trick is prepared again once it has none.",
            "Not now: it still has {n} ready markers; a trick is prepared again once it has none.",
            trick["ready"],
        ).format(n=trick["ready"])
    missing = [comp_name(c) for c, n in T.TRICK_COMPS[t] if held[c] < n]
    if missing:
        return _("Not now: to prepare it you lack {list}.").format(list=", ".join(missing))
    if T.TRICK_PREP[t] > act["ap"]:
        return _("Not now: preparing it needs {ap}; this character has {left} left.").format(
            ap=ap(T.TRICK_PREP[t]), left=ap(act["ap"])
        )
    return None


def setup_note(view: dict[str, Any], seat: int, sym: int, legal: list[Action]) -> str | None:
    """Why the trick in ``sym`` cannot be set up by the seat's character backstage (trplay, German
    playtest: Chinese Rings dragged a second time onto the only performance card did nothing, and
    nothing said why -- a card takes one marker of each trick)."""
    act = view["act"]
    if view["phase"] != "act" or view["cur"] != seat or act["char"] < 0 or act["loc"] != THEATER:
        return None
    trick = view["players"][seat]["tricks"][sym]
    if trick["trick"] < 0 or any(a.kind == "setup" and a["sym"] == sym for a in legal):
        return None
    if act["ap"] < 1:
        return _("Not now: setting up a trick takes 1 AP; this character has none left.")
    if trick["ready"] == 0:
        return _("Not now: it has no ready marker to set up; the Workshop prepares it.")
    th = view["theater"]
    cards = [i for i, card in enumerate(th["cards"]) if card >= 0]
    if cards and all(seat * 4 + sym in th["markers"][i] for i in cards):
        return ngettext(
            "Not now: the performance card already holds its marker, and a card takes one of each trick.",
            "Not now: each performance card already holds its marker, and a card takes one of each trick.",
            len(cards),
        )
    return _("Not now: no performance card without its marker has a free spot.")


FACING_NOTE = N_(
    "The direction decides which neighbouring spots the trick's category corner faces: a Link is "
    "made where it meets the same category on a neighbour's marker, and pays the Link reward."
)
"""What the setup choice "symbol pointing up / left" decides (issue #24, C13: it was unexplained)."""


def chooser_labels(labels: list[str]) -> list[str]:
    """A chooser's rows without the words they all begin with (the trick and spot just dropped on),
    so each row says what differs at a readable size: "symbol pointing up; Take the Link reward:
    2 Fame" -- the whole label squeezed into a row was drawn in a tiny font (issue #24, C20).  The
    shared part is cut at a clause break (", ", "; " or ": "), and only when every row keeps some words
    -- ": " too, since placement rows all begin "Mage: Place: Downtown" (second playtest, finding d)."""
    if len(labels) < 2:
        return labels
    common = labels[0]
    for text in labels[1:]:
        while not text.startswith(common):
            common = common[:-1]
    cut = max(common.rfind(sep) for sep in (", ", "; ", ": "))
    if cut <= 0 or any(len(text) <= cut + 2 for text in labels):
        return labels
    return [text[cut + 2 :] for text in labels]


def perform_forecast(ctx: Any, card: int) -> list[str]:
    """What performing ``card`` now gives the player at the screen, from the engine's label of the
    perform action (its total and, in ``sources``, where each part comes from); issue #24, C15."""
    acts = [a for a in ctx.legal if a.kind == "perform" and a["card"] == card]
    if not acts or not ctx.is_my_turn():
        return []
    msg = ctx.describe(acts[0])
    sources = msg.kwargs.get("sources")
    return ["", ctx.text(msg), *(ctx.text(sources).split("\n") if sources is not None else [])]


def stock_word(n: int, quick: bool, short: bool = False) -> str:
    """Whether a component can be bought now, in words.

    The playtest read "in stock: 1" as "one piece left" although up to three can
    be bought, and the quick-ordered component said "in stock: 0" though it was
    for sale that very turn.  ``short``: one word for a space 50 px wide (1280x720), where
    "na zamówienie" was drawn at 6 px; the space's tooltip keeps the long words.
    """
    if short:
        if n:
            return pgettext("Market Row space, short", "buy")
        return (
            pgettext("Market Row space, short", "quick")
            if quick
            else pgettext("Market Row space, short", "order")
        )
    if n:
        return _("for sale")
    return _("quick order") if quick else _("order only")


def store_tooltip(me: dict[str, Any], t: int) -> str:
    """A component of the storage: which of the owner's tricks need it and how many (the name alone
    repeated the word in the box), and the Manager's piles of it."""
    needs = [
        f"{trick_name(trick)} ×{n}"
        for trick in (slot["trick"] for slot in me["tricks"])
        if trick >= 0
        for c, n in T.TRICK_COMPS[trick]
        if c == t
    ]
    lines = [comp_name(t)]
    if needs:
        lines.append(_("Your tricks need: {list}").format(list=", ".join(needs)))
    else:
        lines.append(_("None of your tricks needs it."))
    lines += [
        _("Manager's pile: {n} (counts one more for tricks)").format(n=n)
        for kind, n in me["manager"]
        if kind == t and n > 0
    ]
    return "\n".join(lines)


def spells_held(spells: list[int]) -> str:
    """ "Scroll 2, Rune 1", or "–": only the kinds held (a purse listing "0" of each ran to a fourth
    line in German once the wages joined it)."""
    return ", ".join(f"{spell_type(k)} {n}" for k, n in enumerate(spells) if n > 0) or "–"


def holdings(v: dict[str, Any], pv: dict[str, Any]) -> list[str]:
    """What an opponent holds in the open, for their tooltip: components (stored and on the
    Manager), spells and how many Special Assignment cards are in hand -- the strip has no room for
    them, and the cards in hand score 2 Fame each at the end (playtest, 7 Dec: a bot drew three and
    nothing showed it).  The count is left out while the assignment is hidden (the view gives None)."""
    held = list(pv["components"])
    for t, n in pv["manager"]:
        if t >= 0:
            held[t] += n
    stock = ", ".join(f"{comp_name(t)} {n}" for t, n in enumerate(held) if n > 0)
    lines = [_("Components: {list}").format(list=stock or "–")]
    if v["arcane_arts"]:
        lines.append(_("Spells: {list}").format(list=spells_held(pv["spells"])))
    n = pv["specials_count"]
    if v["dark_alley"] and n is not None:
        lines.append(
            ngettext("{n} Special Assignment card in hand", "{n} Special Assignment cards in hand", n).format(
                n=n
            )
        )
    return lines


def comp_tooltip(v: dict[str, Any], t: int) -> str:
    """A Market Row space: the component, its price now (a prophecy may change it) and whether it is
    for sale, in full words (at 1280x720 the space shows a coin and one short word)."""
    stock = v["stock"].count(t) + v["logistics"].count(t)
    return " · ".join((comp_name(t), coins(unit_price(v, t)), stock_word(stock, v["quick"] == t)))
