"""Throne Room: "You may play an Action card from your hand twice." With every base-set card that
asks a decision: each play asks its own decisions, in order."""

from __future__ import annotations

from dgsim.dominion import DominionState, card_named, scenario
from tests.dominion.helpers import act, choices, names, zones

TR = "Throne Room"


def _throne(card: str, hands: dict[int, list[str]], **zones_: dict[int, list[str]]) -> DominionState:
    """Seat 0 plays Throne Room on ``card`` (kingdom: both, plus Moat for the attack tests)."""
    s = scenario([TR, card, "Moat"], hands=hands, decks=zones_.get("decks"),
                 discards=zones_.get("discards"))
    s = act(s, f"play {TR}")
    assert choices(s)[-1] == "no"
    return act(s, f"play {card}", pid=0)


def test_card_data() -> None:
    """A $4 Action."""
    assert card_named(TR).cost == 4


def test_decline_and_no_action() -> None:
    """``no`` plays nothing; with no Action card in hand nothing is asked."""
    s = scenario([TR, "Village"], hands={0: [TR, "Village", "Copper"]})
    s = act(act(s, f"play {TR}"), "no")
    assert zones(s, 0) == {"hand": ["Village", "Copper"], "in_play": [TR]}
    s = act(scenario([TR], hands={0: [TR, "Copper"]}), f"play {TR}")
    assert zones(s, 0) == {"hand": ["Copper"], "in_play": [TR]}


def test_cellar_twice() -> None:
    """Two separate discard-and-draw rounds, +2 Actions."""
    s = _throne("Cellar", {0: [TR, "Cellar", "Estate", "Estate", "Copper"]},
                decks={0: ["Silver", "Gold", "Province"]})
    s = act(s, "discard Estate", "discard Estate")
    assert choices(s) == ("discard Copper", "discard Gold", "discard Silver", "done")
    s = act(s, "discard Copper", "done")
    assert zones(s, 0) == {"hand": ["Silver", "Gold", "Province"], "discard": ["Copper", "Estate", "Estate"],
                           "in_play": [TR, "Cellar"]}
    assert s.player(0).actions == 2


def test_chapel_twice() -> None:
    """Up to 4, then up to 4 more."""
    s = _throne("Chapel", {0: [TR, "Chapel"] + ["Copper"] * 5 + ["Estate", "Estate", "Gold"]})
    s = act(s, *["trash Copper"] * 4)
    s = act(s, "trash Copper", "trash Estate", "trash Estate", "done")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": [TR, "Chapel"]}
    assert names(s.trash) == ["Copper"] * 5 + ["Estate"] * 2


def test_workshop_twice() -> None:
    """Two gains."""
    s = act(act(_throne("Workshop", {0: [TR, "Workshop"]}), "gain Silver"), "gain Workshop")
    assert zones(s, 0) == {"discard": ["Workshop", "Silver"], "in_play": [TR, "Workshop"]}


def test_remodel_twice() -> None:
    """Estate into Silver, then Silver into Duchy."""
    s = _throne("Remodel", {0: [TR, "Remodel", "Estate", "Silver"]})
    s = act(act(s, "trash Estate"), "gain Silver")
    s = act(s, "gain Duchy")  # the Silver is the only card in hand: trashed without asking
    assert zones(s, 0) == {"discard": ["Duchy", "Silver"], "in_play": [TR, "Remodel"]}
    assert names(s.trash) == ["Estate", "Silver"]


def test_mine_twice() -> None:
    """Copper into Silver (to hand), then that Silver into Gold."""
    s = _throne("Mine", {0: [TR, "Mine", "Copper"]})
    s = act(act(s, "trash Copper"), "gain Silver")
    assert choices(s) == ("trash Silver", "no")
    s = act(act(s, "trash Silver"), "gain Gold")
    assert zones(s, 0) == {"hand": ["Gold"], "in_play": [TR, "Mine"]}


def test_moneylender_twice() -> None:
    """Two Coppers for $6."""
    s = act(act(_throne("Moneylender", {0: [TR, "Moneylender", "Copper", "Copper"]}), "trash Copper"),
            "trash Copper")
    assert zones(s, 0) == {"in_play": [TR, "Moneylender"]}
    assert s.player(0).coins == 6


def test_militia_twice() -> None:
    """+$4; the victim discards to 3 on the first attack and has nothing to discard on the second."""
    s = _throne("Militia", {0: [TR, "Militia"], 1: ["Copper", "Estate", "Silver", "Gold", "Estate"]})
    s = act(s, "discard Estate", "discard Estate", pid=1)
    assert s.waiting_for() == 0
    assert zones(s, 1) == {"hand": ["Copper", "Silver", "Gold"], "discard": ["Estate", "Estate"]}
    assert s.player(0).coins == 4


def test_militia_twice_moat_each_time() -> None:
    """Each play is its own attack: Moat may be revealed to each; declining the second gets hit."""
    s = _throne("Militia", {0: [TR, "Militia"], 1: ["Moat", "Estate", "Silver", "Gold", "Estate"]})
    s = act(s, "reveal Moat", pid=1)
    assert choices(s) == ("reveal Moat", "no")
    s = act(act(s, "no", pid=1), "discard Estate", "discard Moat", pid=1)
    assert zones(s, 1) == {"hand": ["Silver", "Gold", "Estate"], "discard": ["Moat", "Estate"]}


def test_harbinger_twice() -> None:
    """Each play draws one and may topdeck from the discard pile."""
    s = _throne("Harbinger", {0: [TR, "Harbinger"]}, decks={0: ["Copper", "Estate"]},
                discards={0: ["Gold", "Silver"]})
    s = act(s, "topdeck Gold")
    assert choices(s) == ("topdeck Silver", "no")
    s = act(s, "topdeck Silver")
    assert zones(s, 0) == {"hand": ["Copper", "Gold"], "deck": ["Silver", "Estate"],
                           "in_play": [TR, "Harbinger"]}
    assert s.player(0).actions == 2


def test_vassal_twice() -> None:
    """$4 and two discards; the second discarded card is an Action and is played."""
    s = _throne("Vassal", {0: [TR, "Vassal"]}, decks={0: ["Copper", "Moat", "Estate", "Silver"]})
    assert choices(s) == ("play Moat", "no")
    s = act(s, "play Moat")
    assert zones(s, 0) == {"hand": ["Estate", "Silver"], "discard": ["Copper"],
                           "in_play": [TR, "Vassal", "Moat"]}
    assert (s.player(0).coins, s.player(0).actions) == (4, 0)


def test_library_twice() -> None:
    """The first play draws to 7 (setting a Village aside); the second finds 7 cards and draws nothing."""
    s = scenario([TR, "Library", "Village"], hands={0: [TR, "Library", "Copper"]},
                 decks={0: ["Village"] + ["Silver"] * 6 + ["Gold"]})
    s = act(act(act(s, f"play {TR}"), "play Library"), "set aside Village")
    assert zones(s, 0) == {"hand": ["Copper"] + ["Silver"] * 6, "deck": ["Gold"], "discard": ["Village"],
                           "in_play": [TR, "Library"]}


def test_sentry_twice() -> None:
    """Two draws and two looks: trash and discard, then put both back in a chosen order."""
    s = _throne("Sentry", {0: [TR, "Sentry"]},
                decks={0: ["Copper", "Curse", "Estate", "Silver", "Gold", "Province"]})
    s = act(s, "trash Curse", "discard Estate")
    s = act(s, "topdeck Province", "topdeck Gold")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "deck": ["Gold", "Province"],
                           "discard": ["Estate"], "in_play": [TR, "Sentry"]}
    assert names(s.trash) == ["Curse"]
    assert s.player(0).actions == 2


def test_artisan_twice() -> None:
    """Gain-then-topdeck, twice."""
    s = _throne("Artisan", {0: [TR, "Artisan", "Copper"]})
    s = act(act(s, "gain Silver"), "topdeck Copper")
    s = act(act(s, "gain Duchy"), "topdeck Duchy")
    assert zones(s, 0) == {"hand": ["Silver"], "deck": ["Duchy", "Copper"], "in_play": [TR, "Artisan"]}


def test_bureaucrat_twice() -> None:
    """Two Silvers onto the deck; the victim topdecks a Victory card each time."""
    s = _throne("Bureaucrat", {0: [TR, "Bureaucrat"], 1: ["Estate", "Duchy", "Copper"]})
    s = act(s, "topdeck Duchy", pid=1)  # the second time only Estate is left: forced
    assert zones(s, 0) == {"deck": ["Silver", "Silver"], "in_play": [TR, "Bureaucrat"]}
    assert zones(s, 1) == {"hand": ["Copper"], "deck": ["Estate", "Duchy"]}


def test_bandit_twice() -> None:
    """Two Golds; the victim reveals two cards each time."""
    s = _throne("Bandit", {0: [TR, "Bandit"]}, decks={1: ["Silver", "Copper", "Gold", "Estate"]})
    assert zones(s, 0) == {"discard": ["Gold", "Gold"], "in_play": [TR, "Bandit"]}
    assert zones(s, 1) == {"discard": ["Estate", "Copper"]}
    assert names(s.trash) == ["Silver", "Gold"]
    assert s.supply_count("Gold") == 28


def test_poacher_twice() -> None:
    """One empty pile: each play draws one, gives $1 and discards one card."""
    s = scenario([TR, "Poacher"], hands={0: [TR, "Poacher", "Estate", "Estate"]},
                 decks={0: ["Copper", "Silver"]}, supply={"Curse": 0})
    s = act(act(s, f"play {TR}"), "play Poacher")
    s = act(s, "discard Estate")
    assert choices(s) == ("discard Copper", "discard Estate", "discard Silver")
    s = act(s, "discard Estate")
    assert zones(s, 0) == {"hand": ["Copper", "Silver"], "discard": ["Estate", "Estate"],
                           "in_play": [TR, "Poacher"]}
    assert (s.player(0).coins, s.player(0).actions) == (2, 2)


def test_witch_twice() -> None:
    """Two Curses for the victim."""
    s = _throne("Witch", {0: [TR, "Witch"]})
    assert zones(s, 1) == {"discard": ["Curse", "Curse"]}


def test_throne_room_on_throne_room() -> None:
    """The second Throne Room, played twice, plays one Action twice and then another twice."""
    s = scenario([TR, "Village", "Smithy"], hands={0: [TR, TR, "Village", "Smithy"]},
                 decks={0: ["Copper"] * 8 + ["Estate"]})
    s = act(act(s, f"play {TR}"), f"play {TR}")
    assert choices(s) == ("play Smithy", "play Village", "no")
    s = act(s, "play Village")
    assert choices(s) == ("play Smithy", "no")
    s = act(s, "play Smithy")
    assert zones(s, 0) == {"hand": ["Copper"] * 8, "deck": ["Estate"],
                           "in_play": [TR, TR, "Village", "Smithy"]}
    assert s.player(0).actions == 4
