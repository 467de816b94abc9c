"""Every decision a card can ask has a sensible default for rule-based bots (no exception, no dice).

Each test builds exact zones, plays the card by label, then asks a bot.
"""

from __future__ import annotations

from dataclasses import dataclass

from dgsim.agents.bots import BIG_MONEY, CHAPEL_WITCH, SMITHY_BM, VILLAGE_SMITHY, WITCH_BM
from dgsim.agents.rules import Rule, RuleAgent, Strategy
from dgsim.core import Choice
from dgsim.dominion import DominionState, scenario
from dgsim.dominion.decision import ChooseCards, DiscardThem
from dgsim.dominion.kingdom import random_kingdom
from tests.agents.support import decide, step
from tests.dominion.helpers import act, names, zones

BM = RuleAgent(BIG_MONEY)


def test_militia_victim_discards_curse_and_victory_first() -> None:
    # Militia: "Each other player discards down to 3 cards in hand."
    state = scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver",
                                                                "Curse", "Copper"]})
    state = act(state, "play Militia")
    assert decide(BM, state) == ("discard Curse", "discard Estate")
    _, state = step(BM, state)
    assert sorted(names(state.player(1).hand)) == ["Copper", "Copper", "Silver"]


def test_militia_victim_without_junk_discards_the_cheapest() -> None:
    state = scenario(["Militia", "Smithy"],
                     hands={0: ["Militia"], 1: ["Gold", "Copper", "Smithy", "Silver", "Copper"]})
    state = act(state, "play Militia")
    assert decide(BM, state) == ("discard Copper", "discard Copper")


def test_moat_is_revealed_against_an_attack() -> None:
    # Moat: "When another player plays an Attack card, you may first reveal this from your hand."
    state = scenario(["Militia", "Moat"], hands={0: ["Militia"], 1: ["Moat", "Copper", "Copper",
                                                                     "Estate", "Estate"]})
    state = act(state, "play Militia")
    labels, state = step(BM, state)
    assert labels == ("reveal Moat",)
    assert len(state.player(1).hand) == 5


def test_cellar_discards_only_junk() -> None:
    # Cellar: "+1 Action. Discard any number of cards, then draw that many."
    state = scenario(["Cellar"], hands={0: ["Cellar", "Duchy", "Copper", "Estate", "Silver"]},
                     decks={0: ["Gold", "Gold", "Gold"]})
    state = act(state, "play Cellar")
    labels, state = step(BM, state)
    assert labels == ("discard Duchy", "discard Estate", "done")
    assert sorted(names(state.player(0).hand)) == ["Copper", "Gold", "Gold", "Silver"]


def test_chapel_trashes_curse_estate_then_copper_while_money_allows() -> None:
    # Chapel: "Trash up to 4 cards from your hand."
    agent = RuleAgent(CHAPEL_WITCH)
    hand = ["Chapel", "Curse", "Estate", "Copper", "Copper"]
    rich = scenario(["Chapel", "Witch"], hands={0: hand}, discards={0: ["Copper"] * 5})
    assert decide(agent, act(rich, "play Chapel")) == (
        "trash Copper", "trash Copper", "trash Curse", "trash Estate")
    poor = scenario(["Chapel", "Witch"], hands={0: hand})
    labels, state = step(agent, act(poor, "play Chapel"))
    assert labels == ("trash Curse", "trash Estate")  # canonical order: nothing after Estate
    assert names(state.trash) == ["Curse", "Estate"]


def test_remodel_trashes_an_estate_and_gains_by_buy_priority() -> None:
    # Remodel: "Trash a card from your hand. Gain a card costing up to $2 more than it."
    state = scenario(["Remodel", "Smithy"], hands={0: ["Remodel", "Gold", "Estate", "Silver"]})
    labels, state = step(BM, act(state, "play Remodel"))
    assert labels == ("trash Estate",)
    assert decide(BM, state) == ("gain Silver",)
    assert decide(RuleAgent(SMITHY_BM), state) == ("gain Smithy",)


def test_remodel_with_nothing_wanted_trashes_the_cheapest() -> None:
    state = scenario(["Remodel"], hands={0: ["Remodel", "Gold", "Silver"]})
    assert decide(BM, act(state, "play Remodel")) == ("trash Silver",)


def test_mine_and_moneylender_trash_copper() -> None:
    # Mine: "You may trash a Treasure from your hand. Gain a Treasure to your hand costing up
    # to $3 more than it."  Moneylender: "You may trash a Copper from your hand for +$3."
    state = scenario(["Mine"], hands={0: ["Mine", "Copper", "Gold"]})
    labels, state = step(BM, act(state, "play Mine"))
    assert labels == ("trash Copper",)
    labels, state = step(BM, state)
    assert labels == ("gain Silver",)
    assert sorted(names(state.player(0).hand)) == ["Gold", "Silver"]
    lender = scenario(["Moneylender"], hands={0: ["Moneylender", "Copper", "Silver"]})
    assert decide(BM, act(lender, "play Moneylender")) == ("trash Copper",)


def test_workshop_gains_by_buy_priority() -> None:
    # Workshop: "Gain a card costing up to $4."
    state = act(scenario(["Workshop", "Smithy", "Village"], hands={0: ["Workshop"]}),
                "play Workshop")
    assert decide(BM, state) == ("gain Silver",)
    assert decide(RuleAgent(VILLAGE_SMITHY), state) == ("gain Smithy",)


def test_unlisted_gains_avoid_curse_copper_and_green() -> None:
    agent = RuleAgent(Strategy("nothing", buy=()))
    state = act(scenario(["Workshop", "Smithy"], hands={0: ["Workshop"]}), "play Workshop")
    assert decide(agent, state) == ("gain Smithy",)  # the most expensive non-Victory card
    no_action = act(scenario(["Workshop", "Gardens"], hands={0: ["Workshop"]}), "play Workshop")
    assert decide(agent, no_action) == ("gain Silver",)


def test_throne_room_plays_the_priority_action() -> None:
    # Throne Room: "You may play an Action card from your hand twice."
    state = scenario(["Throne Room", "Smithy", "Village"],
                     hands={0: ["Throne Room", "Smithy", "Village"]}, decks={0: ["Copper"] * 9})
    state = act(state, "play Throne Room")
    assert decide(RuleAgent(SMITHY_BM), state) == ("play Smithy",)
    assert decide(BM, state) == ("play Village",)


def test_vassal_plays_the_discarded_action() -> None:
    # Vassal: "+$2. Discard the top card of your deck. If it's an Action card, you may play it."
    state = scenario(["Vassal", "Smithy"], hands={0: ["Vassal"]},
                     decks={0: ["Smithy", "Copper", "Copper", "Copper"]})
    labels, state = step(BM, act(state, "play Vassal"))
    assert labels == ("play Smithy",)
    assert names(state.player(0).hand) == ["Copper", "Copper", "Copper"]


def test_harbinger_topdecks_the_best_card_of_the_discard() -> None:
    # Harbinger: "Look through your discard pile. You may put a card from it onto your deck."
    state = scenario(["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper"]},
                     discards={0: ["Estate", "Gold", "Copper"]})
    labels, state = step(BM, act(state, "play Harbinger"))
    assert labels == ("topdeck Gold",)
    assert names(state.player(0).deck) == ["Gold"]


def test_harbinger_declines_when_only_junk_is_there() -> None:
    state = scenario(["Harbinger"], hands={0: ["Harbinger"]}, decks={0: ["Copper"]},
                     discards={0: ["Estate", "Curse"]})
    assert decide(BM, act(state, "play Harbinger")) == ("no",)


def test_bureaucrat_victim_topdecks_a_victory_card() -> None:
    # Bureaucrat: "Each other player reveals a Victory card from their hand and puts it onto
    # their deck (or reveals a hand with no Victory cards)."
    state = scenario(["Bureaucrat"], hands={0: ["Bureaucrat"], 1: ["Estate", "Duchy", "Copper"]})
    labels, state = step(BM, act(state, "play Bureaucrat"))
    assert labels[0].startswith("topdeck ")
    assert len(state.player(1).deck) == 1 and state.player(1).deck[0].is_victory


def test_poacher_discards_the_cheapest() -> None:
    # Poacher: "+1 Card +1 Action +$1. Discard a card per empty Supply pile."
    state = scenario(["Poacher", "Smithy"], hands={0: ["Poacher", "Gold", "Smithy"]},
                     decks={0: ["Silver"]}, supply={"Curse": 0})
    assert decide(BM, act(state, "play Poacher")) == ("discard Silver",)


def test_bandit_victim_gives_up_the_cheaper_treasure() -> None:
    # Bandit: "Each other player reveals the top 2 cards of their deck, trashes a revealed
    # Treasure other than Copper, and discards the rest."
    state = scenario(["Bandit"], hands={0: ["Bandit"]}, decks={1: ["Gold", "Silver"]})
    labels, state = step(BM, act(state, "play Bandit"))
    assert labels == ("trash Silver",)
    assert names(state.trash) == ["Silver"]


def test_library_sets_aside_actions_it_cannot_play() -> None:
    # Library: "Draw until you have 7 cards in hand, skipping any Action cards you choose to."
    state = scenario(["Library", "Smithy"], hands={0: ["Library", "Copper"]},
                     decks={0: ["Smithy"] + ["Copper"] * 8})
    labels, state = step(BM, act(state, "play Library"))
    assert labels == ("set aside Smithy",)
    assert names(state.player(0).hand) == ["Copper"] * 7


def test_sentry_trashes_junk_and_keeps_gold_on_top() -> None:
    # Sentry: "Look at the top 2 cards of your deck. Trash and/or discard any number of them.
    # Put the rest back on top in any order."
    state = scenario(["Sentry"], hands={0: ["Sentry"]}, decks={0: ["Copper", "Estate", "Gold"]})
    labels, state = step(BM, act(state, "play Sentry"))
    assert labels == ("trash Estate", "topdeck Gold")
    assert names(state.player(0).deck) == ["Gold"] and names(state.trash) == ["Estate"]


def test_artisan_gains_by_priority_then_topdecks_its_best_card() -> None:
    # Artisan: "Gain a card to your hand costing up to $5. Put a card from your hand onto
    # your deck."
    state = scenario(["Artisan", "Witch"], hands={0: ["Artisan", "Copper", "Estate"]})
    labels, state = step(RuleAgent(WITCH_BM), act(state, "play Artisan"))
    assert labels == ("gain Witch",)
    labels, state = step(RuleAgent(WITCH_BM), state)
    assert labels == ("topdeck Witch",)
    assert names(state.player(0).deck) == ["Witch"]


def test_feast_gains_by_buy_priority() -> None:
    # Feast (1st edition): "Trash this card. Gain a card costing up to $5."
    state = act(scenario(["Feast", "Witch"], hands={0: ["Feast"]}), "play Feast")
    assert decide(RuleAgent(WITCH_BM), state) == ("gain Witch",)
    assert decide(BM, state) == ("gain Silver",)


def test_chancellor_puts_the_deck_into_the_discard() -> None:
    # Chancellor (1st edition): "+$2. You may immediately put your deck into your discard pile."
    state = scenario(["Chancellor"], hands={0: ["Chancellor"]}, decks={0: ["Estate", "Copper"]})
    labels, state = step(BM, act(state, "play Chancellor"))
    assert labels == ("yes",)
    assert "deck" not in zones(state, 0)
    assert sorted(names(state.player(0).discard)) == ["Copper", "Estate"]


def test_spy_discards_my_junk_and_the_victims_good_cards() -> None:
    # Spy (1st edition): "Each player (including you) reveals the top card of his deck and
    # either discards it or puts it back, your choice."
    state = scenario(["Spy"], hands={0: ["Spy"]}, decks={0: ["Copper", "Estate"], 1: ["Gold"]})
    labels, state = step(BM, act(state, "play Spy"))
    assert labels == ("discard Estate",)
    labels, state = step(BM, state)
    assert labels == ("discard Gold",)
    other = scenario(["Spy"], hands={0: ["Spy"]}, decks={0: ["Copper", "Gold"], 1: ["Estate"]})
    labels, other = step(BM, act(other, "play Spy"))
    assert labels == ("topdeck Gold",)
    assert decide(BM, other) == ("topdeck Estate",)


def test_thief_trashes_the_victims_best_treasure_and_gains_it() -> None:
    # Thief (1st edition): "Each other player reveals the top 2 cards of his deck. If they
    # revealed any Treasure cards, they trash one of them that you choose. You may gain any
    # or all of these trashed cards."
    state = scenario(["Thief"], hands={0: ["Thief"]}, decks={1: ["Copper", "Gold"]})
    labels, state = step(BM, act(state, "play Thief"))
    assert labels == ("trash Gold",)
    labels, state = step(BM, state)
    assert labels == ("gain Gold",)
    copper = scenario(["Thief"], hands={0: ["Thief"]}, decks={1: ["Copper", "Estate"]})
    labels, copper = step(BM, act(copper, "play Thief"))
    assert labels == ("no",)


@dataclass(frozen=True, slots=True)
class OddQuestion:
    """A made-up decision with verbs no card uses, to check the generic fallback."""

    player: int
    depth: int = 2
    options: tuple[Choice, ...] = (Choice("ponder", "Gold"), Choice("ponder", "Nothing Known"),
                                   Choice("done"))

    def execute(self, state: DominionState) -> DominionState:
        return state.ask(self)

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        if len(picks) >= self.depth:
            return ()
        return self.options

    def resolve(self, state: DominionState, picks: tuple[Choice, ...]) -> DominionState:
        return state


def test_unknown_verbs_and_cards_get_a_deterministic_answer() -> None:
    state = scenario(["Smithy"], hands={0: []}).evolve(pending=OddQuestion(0))
    action = BM.act(state, state.action_generator(0))
    assert action == BM.act(state, state.action_generator(0))
    assert action.labels == ("ponder Gold", "ponder Gold")


def test_every_card_decision_in_random_kingdoms_is_answered() -> None:
    """Bots that buy every kingdom card play 3-player games to the end without raising."""
    for seed in range(12):
        kingdom = random_kingdom(seed)
        strategy = Strategy("all", buy=(Rule("Province"),
                                        *(Rule(c.name) for c in sorted(kingdom,
                                                                       key=lambda c: -c.cost)),
                                        Rule("Gold"), Rule("Silver")))
        agents = [RuleAgent(strategy), RuleAgent(CHAPEL_WITCH), RuleAgent(BIG_MONEY)]
        from dgsim.agents.agent import play_game
        from dgsim.dominion import new_game

        final = play_game(new_game([c.name for c in kingdom], players=3, seed=seed), agents)
        again = play_game(new_game([c.name for c in kingdom], players=3, seed=seed), agents)
        assert final.game_end() and final == again


def test_huge_trees_are_walked_greedily() -> None:
    # 4 ** 12 leaves: far over the search budget, so each node takes its best pick
    options = (Choice("play", "Copper"), Choice("play", "Gold"), Choice("trash", "Curse"),
               Choice("no"))
    state = scenario(["Smithy"], hands={0: []}).evolve(pending=OddQuestion(0, 12, options))
    labels = BM.act(state, state.action_generator(0)).labels
    assert labels == ("trash Curse",) * 12


def test_small_trees_are_searched_for_the_best_total() -> None:
    options = (Choice("play", "Copper"), Choice("play", "Gold"), Choice("no"))
    state = scenario(["Smithy"], hands={0: []}).evolve(pending=OddQuestion(0, 3, options))
    assert BM.act(state, state.action_generator(0)).labels == ("play Gold",) * 3


def test_listed_discards_come_first() -> None:
    agent = RuleAgent(Strategy("x", buy=(), discard=(Rule("Silver"),)))
    state = scenario(["Militia"], hands={0: ["Militia"], 1: ["Copper", "Estate", "Silver",
                                                                "Gold", "Copper"]})
    assert decide(agent, act(state, "play Militia")) == ("discard Estate", "discard Silver")


def test_repr_names_the_strategy() -> None:
    assert repr(BM) == "RuleAgent('bigmoney')"


class NoDecline(ChooseCards):
    """A pick-cards decision that never offers ``done``: every pick must go on to the end.

    It adds no field, so it is no dataclass of its own: with ``slots=True`` it would declare
    the fields again, and in the compiled build those would hide the compiled class's own.
    """

    def choices(self, state: DominionState, picks: tuple[Choice, ...]) -> tuple[Choice, ...]:
        return tuple(c for c in ChooseCards.choices(self, state, picks) if c.arg is not None)


def test_pick_cards_falls_back_to_search_when_the_tree_is_unusual() -> None:
    decision = NoDecline(0, "discard", "hand", 0, 2, DiscardThem())
    state = scenario(["Smithy"], hands={0: ["Gold", "Estate"]}).evolve(pending=decision)
    # wanted: Estate alone, but after Estate the tree forces Gold; Estate+Gold beats Gold alone
    assert BM.act(state, state.action_generator(0)).labels == ("discard Estate", "discard Gold")


def test_play_recorded_keeps_every_state() -> None:
    from dgsim.agents.agent import play_game, play_recorded
    from dgsim.dominion import new_game

    agents = [RuleAgent(BIG_MONEY), RuleAgent(SMITHY_BM)]
    history = play_recorded(new_game("First Game", seed=4), agents)
    assert history.latest.game_end() and len(history.states) == len(history.steps) + 1
    assert history.latest == play_game(new_game("First Game", seed=4), agents)
    assert play_game(new_game("First Game", seed=4), agents, history=True) == history.latest


INTRIGUE_KINGDOMS = (
    ["Baron", "Conspirator", "Courtier", "Courtyard", "Diplomat", "Duke", "Harem", "Ironworks",
     "Lurker", "Masquerade"],
    ["Mill", "Mining Village", "Nobles", "Militia", "Witch", "Throne Room", "Conspirator",
     "Courtier", "Lurker", "Masquerade"],
)


def test_courtier_takes_money_then_a_gold() -> None:
    """Courtier's options: +$3 for one type; +$3 and a Gold for two."""
    s = scenario(["Courtier", "Mill"], hands={0: ["Courtier", "Copper"]})
    labels, _ = step(BM, act(s, "play Courtier"))
    assert labels == ("+$3",)
    s = scenario(["Courtier", "Mill"], hands={0: ["Courtier", "Mill"]})
    labels, _ = step(BM, act(s, "play Courtier"))
    assert labels == ("+$3", "gain a Gold")


def test_bots_play_the_intrigue_cards() -> None:
    """Big Money, a random agent and a bot buying every kingdom card play 30 seeded 3-player games
    of kingdoms of Intrigue cards (Masquerade's pass, Lurker, Courtier, Diplomat's reaction ...)
    to the end, the same way twice."""
    from dgsim.agents.agent import RandomAgent, play_game
    from dgsim.dominion import new_game

    for seed in range(30):
        kingdom = INTRIGUE_KINGDOMS[seed % 2]
        every = Strategy("every", buy=(Rule("Province"), *(Rule(c) for c in kingdom), Rule("Gold"),
                                       Rule("Silver")))
        finals = [play_game(new_game(kingdom, players=3, seed=seed),
                            [RuleAgent(BIG_MONEY), RandomAgent(seed), RuleAgent(every)])
                  for _ in range(2)]
        assert finals[0].game_end() and finals[0] == finals[1]
