"""The player-readable ``summary`` in Trickerion's view (what the generic table shows)."""

from __future__ import annotations

import json

from game.i18n import tr
from game.rules.base import Action, Msg
from game.rules.trickerion.state import DOWNTOWN, THEATER
from tests.rules.trickerion.helpers import play_until, setup_done

NAMES = ["Ada", "Bruno", "Cleo"]


def _texts(view: dict) -> list[str]:
    out = []
    for section in view["summary"]:
        out.append(tr(Msg.from_json(section["title"]), NAMES))
        out.extend(tr(Msg.from_json(line), NAMES) for line in section["lines"])
    return out


def test_summary_is_json_and_names_every_player_turn_and_phase():
    st = setup_done(3, "dark_alley")
    play_until(st, "assign")
    view = st.view(0)
    assert json.loads(json.dumps(view["summary"])) == view["summary"]
    texts = _texts(view)
    for name in NAMES:
        assert any(t.startswith(name) for t in texts), name
    assert f"Turn {st.turn} of {st.n_turns}" in texts
    assert "Phase: Assignment" in texts
    assert any(t.startswith("Special Assignment decks: ") for t in texts)
    assert len(texts) <= 45


def test_summary_hides_an_opponents_assignment_until_the_reveal():
    st = setup_done(2, "dark_alley")
    play_until(st, "assign")
    st.apply(0, Action("assign", card=DOWNTOWN))
    mine = " ".join(_texts(st.view(0)))
    theirs = " ".join(_texts(st.view(1)))
    assert "Magician: Downtown" in mine
    assert "Magician: Downtown" not in theirs and "Magician: face-down card" in theirs


def test_summary_is_unchanged_by_determinize():
    st = setup_done(2, "dark_alley", seed=7)
    play_until(st, "assign")
    st.apply(0, Action("assign", card=DOWNTOWN))
    for seed in range(5):
        assert st.determinize(1, seed).view(1)["summary"] == st.view(1)["summary"]


def test_solo_summary_shows_the_heirs_stance():
    st = setup_done(1, "dark_alley")
    play_until(st, "assign")
    texts = _texts(st.view(0))
    assert any(t.startswith("The Heir is ") for t in texts)


def test_advertising_for_one_coin_reads_with_the_right_plural_in_polish_and_german():
    """Issue #24: the Polish log said "reklamuje się za 1 monet" (the count text had no plural forms)."""
    from game import i18n

    st = setup_done(2, "dark_alley")
    seat = st.to_act()[0]
    assert st.phase == "advertise" and st.position(seat) == 1
    (event,) = [e for e in st.apply(seat, Action("advertise")) if e.kind == "advertise"]
    try:
        assert tr(event.text, NAMES) == "Ada advertises for 1 coin and gains 2 Fame."
        i18n.set_language("pl")
        assert "za 1 monetę" in tr(event.text, NAMES)
        for n, words in ((3, "za 3 monety"), (5, "za 5 monet")):
            assert words in tr(Msg.plural_form(event.text.text, event.text.plural, n, n=n, player=0), NAMES)
        i18n.set_language("de")
        assert "für 1 Münze " in tr(event.text, NAMES)
    finally:
        i18n.set_language("en")


def test_a_player_who_does_not_advertise_is_logged_for_everyone():
    """Advertising is optional (Turn structure, Advertise); a pass left no log line, so the next
    player at a passed device could not tell a pass from a missed turn."""
    from game import i18n

    st = setup_done(2, "dark_alley")
    seat = st.to_act()[0]
    (event,) = [e for e in st.apply(seat, Action("pass")) if e.kind == "no_advert"]
    assert event.visible(0) and event.visible(1)
    try:
        assert tr(event.text, NAMES) == "Ada does not advertise this turn."
        i18n.set_language("pl")
        assert tr(event.text, NAMES) == "Ada nie reklamuje się w tej rundzie."
        i18n.set_language("de")
        assert tr(event.text, NAMES) == "Ada wirbt in dieser Runde nicht."
    finally:
        i18n.set_language("en")


def test_the_mechaniker_has_a_polish_name_not_the_german_one():
    """Issue #24: the Polish data showed the magician as "Mechaniker", a German word."""
    from game import i18n
    from game.rules.trickerion.data.magicians import MAGICIANS

    name = next(m.name for m in MAGICIANS if m.key == "mechaniker")
    try:
        i18n.set_language("pl")
        assert i18n._(name) == "Mechanik"
        shapeshifter = Msg("Should the Shapeshifter take the Mechaniker's +1 AP as an Apprentice?")
        assert "Mechaniker" not in tr(shapeshifter)
        i18n.set_language("de")
        assert i18n._(name) == "Der Mechaniker"
    finally:
        i18n.set_language("en")


def test_the_magician_on_a_performance_slot_says_why_the_turn_moves_on():
    """Issue #24: the performance slot gives no actions, and the log now says so instead of
    reporting "0 AP" and silently passing the turn on."""
    import random

    st = setup_done(2, "dark_alley", seed=4)
    rng = random.Random(4)
    for _ in range(3000):
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        perform = [a for a in acts if a.kind == "place" and a["loc"] == THEATER and a["slot"] % 3 == 2]
        if perform:
            (place,) = [e for e in st.apply(seat, perform[0]) if e.kind == "place"]
            break
        theater = [a for a in acts if a.kind == "assign" and a["card"] == THEATER]
        st.apply(seat, theater[0] if theater else rng.choice(acts))
    else:
        raise AssertionError("no performance slot was offered")
    assert "performance slot: no actions now" in tr(place.text, NAMES)
    assert st.phase != "act" or st.cur != seat


def _label_ap(msg: Msg) -> int | None:
    """The AP a placement label names ("{action} ({n} AP)"), wherever it sits in the nested Msg."""
    if msg.text == "{action} ({n} AP)":
        return msg.n
    inner = [_label_ap(v) for v in msg.kwargs.values() if isinstance(v, Msg)]
    return next((n for n in inner if n is not None), None)


def _mechaniker_first(st, seat, acts):
    """Seat 0 plays the Mechaniker (the magician whose +1 AP the playtest's labels missed)."""
    from game.rules.trickerion import tables as T

    mech = [a for a in acts if a.kind == "magician" and T.MAG_ABILITY[a["magician"]] == "apprentice_ap"]
    hires = [a for a in acts if a.kind == "hire" and a.get("character") == 4]
    return (mech or hires or acts)[0] if seat == 0 else acts[0]


def test_a_placement_label_names_the_ap_the_engine_gives_with_the_mechaniker():
    """Issue #24: the chooser said "Apprentice: Place at Downtown (3 AP)" but the Mechaniker's
    once-a-turn +1 gave the Apprentice 4.  Every placement label of seeded games (the Mechaniker
    at the table, shards, cards, prophecies) must name the AP of the engine's placement event."""
    import random

    from game.rules.trickerion.setup import new_game

    checked = mechaniker = 0
    for modules, seed in (("dark_alley", 3), ("arcane_arts", 5), ("dark_alley", 11)):
        st = new_game(2, {"modules": modules}, seed)
        rng = random.Random(seed)
        for _ in range(1500):
            if st.is_over():
                break
            seat = st.to_act()[0]
            acts = st.legal_actions(seat)
            for a in acts:
                if a.kind != "place":
                    continue
                events = st.clone().apply(seat, a)
                (placed,) = [e for e in events if e.kind == "place"]
                assert _label_ap(st.describe(a)) == placed.data["ap"], (tr(st.describe(a)), placed.data)
                checked += 1
                kind = st.p[seat].chars[a["char"]]
                mechaniker += kind == 4 and st.ability(seat, "apprentice_ap") and not st.p[seat].used_mech
            st.apply(seat, _mechaniker_first(st, seat, acts) if st.phase == "setup" else rng.choice(acts))
    assert checked > 200 and mechaniker > 5, (checked, mechaniker)


def _find(msg: Msg, text: str) -> Msg | None:
    """The Msg with English ``text`` (singular) inside a nested label, or None."""
    if msg.text == text:
        return msg
    inner = [_find(v, text) for v in msg.kwargs.values() if isinstance(v, Msg)]
    return next((m for m in inner if m is not None), None)


def _market_and_coins_labels(prophecy: str, seed: int) -> int:
    """Play a seeded 2-player game with ``prophecy`` held active; check every Take Coins, order and
    quick-order label against what applying it does (on a clone); returns how many were checked."""
    import random

    from game.rules.trickerion import tables as T
    from game.rules.trickerion.components import stock_prices
    from game.rules.trickerion.specials import card_key

    st = setup_done(2, "dark_alley", seed=seed)
    rng = random.Random(seed)
    checked = 0
    for _ in range(2500):
        if st.is_over():
            break
        st.active = T.PROPH_KIND.index(prophecy)
        seat = st.to_act()[0]
        acts = st.legal_actions(seat)
        for a in acts:
            if a.kind not in ("coins", "order", "quick") or card_key(st) == "interest":
                continue
            label, after = st.describe(a), st.clone()
            events = after.apply(seat, a)
            if a.kind == "coins":
                (took,) = [e for e in events if e.kind == "coins"]
                assert _find(label, "Take {n} coin").n == took.data["coins"], tr(label)
            else:
                text = tr(label)
                assert f"({st.act_ap - after.act_ap} AP)" in text, text
                if a.kind == "quick":  # the price Market Row asks once the quick order is in
                    probe = st.clone()
                    probe.quick = a["comp"]
                    assert f" {stock_prices(probe, seat)[a['comp']]} coin" in text, text
            checked += 1
        st.apply(seat, rng.choice(acts))
    return checked


def test_take_coins_says_what_the_doubling_prophecy_really_pays():
    """Issue #24: "Take 6 coins" paid 12 under the prophecy that doubles Take Coins."""
    assert sum(_market_and_coins_labels("take_coins_multiplier", seed) for seed in (2, 3, 4)) > 20


def test_order_and_quick_order_labels_state_their_cost_before_it_is_paid():
    """Issue #24: "Order: Gear" and "Quick order: Gear" showed no cost; the labels name the AP
    spent and the quick order's price, and say what becomes of the component."""
    assert sum(_market_and_coins_labels("buy_from_orders", seed) for seed in (2, 5)) > 20
    st = setup_done(2, "dark_alley")
    order, quick = st.describe(Action("order", comp=0)), st.describe(Action("quick", comp=0))
    assert "for next turn" in tr(order) and "on sale to all this turn" in tr(quick)


def test_the_performance_log_line_names_the_card_and_the_performers_gains():
    """Issue #24: the log said only "Player 1 performs on Saturday."; it now names the card (its
    place in the row and venue) and what the performer gained (Fame, coins, Shards)."""
    import re

    from game.rules.trickerion.setup import new_game
    from tests.rules.trickerion.golden import policy_playout

    venue = "(Riverside Theater|Grand Magorian|Magnus Pantheon)"
    gains = r"(nothing|\d+ (Fame|coins?|Shards?|magic shards?)(, \d+ (Fame|coins?|Shards?|magic shards?))*)"
    lines = heir = exact = 0
    for players, modules, seed in ((2, "arcane_arts", 8), (3, "arcane_arts", 9), (1, "dark_alley", 6)):
        st = new_game(players, {"modules": modules}, seed)
        for seat, action in policy_playout(players, {"modules": modules}, seed):
            fame = [p.fame for p in st.p]
            events = st.apply(seat, action)
            performs = [e for e in events if e.kind == "perform"]
            for event in performs:
                text = tr(event.text, NAMES)
                line = rf".+ performs card \d \({venue}\) on \w+day and gains {gains}\."
                assert re.fullmatch(line, text), text
                lines += 1
                heir += text.startswith("The Heir")
            after = events[events.index(performs[0]) + 1 :] if performs else []
            if performs and all(e.kind == "guest" for e in after):  # its gains are the change
                last = performs[0]
                performer = last.seat if last.seat is not None else last.data["player"]
                gained = st.p[performer].fame - fame[performer]
                text = tr(last.text, NAMES)
                assert (f"gains {gained} Fame" in text) == (gained > 0), (text, gained)
                exact += 1
    assert lines >= 5 and heir >= 2 and exact >= 1, (lines, heir, exact)


def test_no_move_label_speaks_of_you_so_a_bots_reason_can_quote_it():
    """A bot's reason quotes the label of its move ("Morgana: Perform this card: you gain 1 Fame"
    read as if the reader gained).  Labels are commands or names, never statements about "you"."""
    import re

    from game.rules.trickerion.setup import new_game
    from tests.rules.trickerion.golden import policy_playout

    performs = 0
    for players, seed in ((2, 8), (1, 6)):
        options = {"modules": "arcane_arts"}
        st = new_game(players, options, seed)
        for seat, action in policy_playout(players, options, seed):
            for a in st.legal_actions(seat):
                text = tr(st.describe(a))
                assert not re.search(r"\byou\b", text, re.IGNORECASE), text
                performs += a.kind == "perform"
            st.apply(seat, action)
    assert performs


def _interchangeable(st, a: Action, b: Action) -> bool:
    """Two moves that may share a label because they do the same: the two dice of one pair showing
    one face, two reward-die faces with one text, two empty Manager piles."""
    from game.rules.trickerion.data.dice import REWARD_FACES

    which = ("die", "reward", "pile")
    pa, pb = dict(a.params), dict(b.params)
    if a.kind != b.kind or {k: v for k, v in pa.items() if k not in which} != {
        k: v for k, v in pb.items() if k not in which
    }:
        return False
    if "die" in pa:
        return pa["die"] // 2 == pb["die"] // 2 and st.dice[pa["die"]] == st.dice[pb["die"]]
    if "reward" in pa:
        return REWARD_FACES[pa["reward"]].text == REWARD_FACES[pb["reward"]].text
    counts = st.p[st.cur].mgr_count
    return "pile" in pa and counts[pa["pile"]] == counts[pb["pile"]] == 0


def test_two_moves_share_a_label_only_when_they_do_the_same():
    """Rows of the "All options" drawer, the reward die's prompt and a bot's reason read alike for
    different moves: the four Special Assignment decks ("Draw Special Assignment cards"), the two
    Residence dice set to one face while showing different ones, the three pending prophecies."""
    import random

    from game.rules.trickerion.setup import new_game

    checked = 0
    for players, seed in ((2, 3), (3, 4), (2, 5), (4, 6)):
        st = new_game(players, {"modules": "arcane_arts"}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            by_label: dict[str, list[Action]] = {}
            for a in legal:
                by_label.setdefault(tr(st.describe(a)), []).append(a)
            for label, moves in by_label.items():
                assert all(_interchangeable(st, moves[0], b) for b in moves[1:]), (label, moves)
                checked += len(moves) > 1
            st.apply(seat, rng.choice(legal))
    assert checked  # the game did offer moves that share a label


def test_a_marker_spot_is_named_in_words_the_table_shows():
    """A bot's reason read "Set up Mind Reading on card 1, B2" (playtest, 7 Dec): the table draws
    no A1..B3 names.  Each spot of a performance card's grid is named by row and column."""
    import re

    from game.rules.trickerion.setup import new_game
    from tests.rules.trickerion.golden import policy_playout

    seen: set[str] = set()
    options = {"modules": "arcane_arts"}
    st = new_game(2, options, 8)
    for seat, action in policy_playout(2, options, 8):
        for a in st.legal_actions(seat):
            if a.kind == "setup":
                text = tr(st.describe(a))
                assert not re.search(r"\b[AB][1-3]\b", text), text
                spot = re.search(r"card \d, (top|middle|bottom) (left|right)", text)
                assert spot, text
                seen.add(spot.group(0)[8:])
        st.apply(seat, action)
    assert len(seen) >= 4, seen


def test_a_guest_of_a_performance_is_logged_with_what_their_tricks_yielded():
    """Rulebook 9.3: every player with a marker on the performed card gets that trick's yields.
    The playtest (7 Dec) saw a bot's Shards rise at another player's performance with no word
    why: each guest now has a public line naming what they gained."""
    from game.rules.trickerion.setup import new_game
    from tests.rules.trickerion.golden import policy_playout

    guests = exact = 0
    for players, modules, seed in ((2, "arcane_arts", 8), (3, "arcane_arts", 9), (4, "dark_alley", 10)):
        st = new_game(players, {"modules": modules}, seed)
        for seat, action in policy_playout(players, {"modules": modules}, seed):
            occ = [list(row) for row in st.occ]
            shards = [p.shards for p in st.p]
            events = st.apply(seat, action)
            for e in events:
                if e.kind != "perform":
                    continue
                performer = e.seat if e.seat is not None else e.data["player"]
                owners = {c >> 2 for c in occ[e.data["card"]] if c >= 0} - {performer}
                lines = [g for g in events if g.kind == "guest" and g.data["card"] == e.data["card"]]
                assert sorted(g.data["player"] for g in lines) == sorted(owners)
                assert all(g.visible_to is None for g in lines)
                for g in lines:
                    text = tr(g.text, NAMES)
                    assert text.startswith("Guest on the card: "), text
                    gained = st.p[g.data["player"]].shards - shards[g.data["player"]]
                    if len(lines) == 1 and events[-1] is g:
                        assert ("Shard" in text) == (gained > 0), (text, gained)
                        exact += 1
                guests += len(lines)
    assert guests >= 3 and exact >= 1, (guests, exact)


def test_a_placement_where_the_character_finds_nothing_to_do_says_so_before_and_after():
    """Playtest (7 Dec): the Assistant went to the Workshop with 2 AP and no trick to prepare; the
    placement ended at once, its wage due, and nothing said why.  Such a placement's label now ends
    "nothing to do there now" (the table asks first), and the log says it when it happens; a
    backstage character is never so marked, as it still earns its performance bonus."""
    import random

    from game.rules.trickerion.setup import new_game

    placed = flagged = 0
    for players, seed in ((2, 3), (3, 4), (2, 5), (1, 6)):
        st = new_game(players, {"modules": "arcane_arts"}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            action = rng.choice(legal)
            text = tr(st.describe(action)) if action.kind == "place" else ""
            events = st.apply(seat, action)
            if action.kind == "place":
                told = any(e.kind == "nothing_to_do" for e in events)
                ap = next(e.data["ap"] for e in events if e.kind == "place")
                if ap > 0:  # at 0 AP the table says "0 AP there: it can do nothing" itself
                    assert ("nothing to do there now" in text) == told, (text, [e.kind for e in events])
                assert not told or action["loc"] != THEATER
                placed += 1
                flagged += told
    assert placed > 50 and flagged, (placed, flagged)


def test_every_action_that_spends_ap_names_exactly_the_ap_it_spends():
    """Fifth playtest (8 Dec): "Prepare Linking Rings" and "Move Spirit Hand to the Engineer" named
    no AP, beside Market Row rows that did; so did drawing Special Assignment cards, setting up a
    trick, the Mage's actions and more.  In seeded games (1-4 seats, Arcane Arts), each action after
    which the same character still acts (the AP it took can be read off) names "(n AP)" exactly
    once, n being what the engine took; an action that takes none names no AP."""
    import random
    import re

    from game.rules.trickerion.setup import new_game

    checked: dict[str, int] = {}
    for players, seed in ((2, 1), (2, 2), (3, 3), (4, 4), (1, 5), (2, 6)):
        st = new_game(players, {"modules": "arcane_arts"}, seed)
        rng = random.Random(seed)
        while not st.is_over():
            seat = st.to_act()[0]
            legal = st.legal_actions(seat)
            if st.phase == "act" and st.act_char >= 0:
                for a in legal:
                    after = st.clone()
                    after.apply(seat, a)
                    if after.phase == "act" and after.cur == seat and after.act_char == st.act_char:
                        spent = st.act_ap - after.act_ap
                        named = re.findall(r"\((\d+) AP\)", tr(st.describe(a)))
                        assert named == ([str(spent)] if spent else []), (tr(st.describe(a)), spent)
                        checked[a.kind] = checked.get(a.kind, 0) + 1
            st.apply(seat, rng.choice(legal))
    wanted = {"prepare", "move_trick", "setup", "draw", "buy", "learn", "setdie", "order", "magic_dice"}
    assert wanted <= set(checked), checked
