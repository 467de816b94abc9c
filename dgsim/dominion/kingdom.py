"""Kingdoms: the rulebooks' recommended sets by name, and random kingdoms from a seed and sets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dgsim.core import Rng
from dgsim.dominion.card import Card, card_named, registry

__all__ = [
    "BENCHMARK_KINGDOMS",
    "KINGDOM_SIZE",
    "MCTS_BENCHMARK",
    "RECOMMENDED",
    "RECOMMENDED_BY_SET",
    "RULEBOOK_ASIDE_PILES",
    "RULEBOOK_BANES",
    "RULEBOOK_KINGDOMS", "RULEBOOK_LANDSCAPES",
    "aside_pile_candidates",
    "bane_candidates",
    "check_bane",
    "check_kingdom_size",
    "draw_bane",
    "draw_from_pool",
    "draw_kingdom",
    "is_prosperity",
    "kingdom_cards",
    "kingdom_pool",
    "pool_of_sets",
    "random_kingdom",
    "recommended_bane",
]

KINGDOM_SIZE: Final = 10
"""Kingdom cards in a game by the rules."""

RULEBOOK_KINGDOMS: Final[dict[str, dict[str, tuple[str, ...]]]] = {
    # Each set's rulebook, "Recommended Sets of 10" (2nd-edition rulebooks; a kingdom mixing sets
    # is printed in the rulebook of the later set). Card lists verified against
    # github.com/kieranmillar/extra-recommended-sets, officialKingdoms.js (the official kingdoms),
    # and for Size Distortion wiki.dominionstrategy.com/index.php/Size_Distortion ("Second
    # Edition"); tests/dominion/test_kingdom.py pins them.
    "Base": {
        "First Game": ("Cellar", "Market", "Merchant", "Militia", "Mine", "Moat", "Remodel",
                       "Smithy", "Village", "Workshop"),
        "Size Distortion": ("Artisan", "Bandit", "Bureaucrat", "Chapel", "Festival", "Gardens",
                            "Sentry", "Throne Room", "Witch", "Workshop"),
        "Deck Top": ("Artisan", "Bureaucrat", "Council Room", "Festival", "Harbinger",
                     "Laboratory", "Moneylender", "Sentry", "Vassal", "Village"),
        "Sleight of Hand": ("Cellar", "Council Room", "Festival", "Gardens", "Library",
                            "Harbinger", "Militia", "Poacher", "Smithy", "Throne Room"),
        "Improvements": ("Artisan", "Cellar", "Market", "Merchant", "Mine", "Moat",
                         "Moneylender", "Poacher", "Remodel", "Witch"),
        "Silver & Gold": ("Bandit", "Bureaucrat", "Chapel", "Harbinger", "Laboratory", "Merchant",
                          "Mine", "Moneylender", "Throne Room", "Vassal"),
    },
    "Intrigue": {  # Intrigue 2nd-edition rulebook: Intrigue alone, and with the base set
        "Victory Dance": ("Baron", "Courtier", "Duke", "Harem", "Ironworks", "Masquerade", "Mill",
                          "Nobles", "Patrol", "Replace"),
        "The Plot Thickens": ("Conspirator", "Ironworks", "Lurker", "Mining Village", "Pawn",
                              "Secret Passage", "Steward", "Swindler", "Torturer",
                              "Trading Post"),
        "Best Wishes": ("Baron", "Conspirator", "Courtyard", "Diplomat", "Duke", "Secret Passage",
                        "Shanty Town", "Torturer", "Upgrade", "Wishing Well"),
        "Underlings": ("Cellar", "Courtier", "Diplomat", "Festival", "Library", "Minion", "Nobles",
                       "Pawn", "Sentry", "Vassal"),
        "Grand Scheme": ("Artisan", "Bridge", "Council Room", "Market", "Militia", "Mill",
                         "Mining Village", "Patrol", "Shanty Town", "Workshop"),
        "Deconstruction": ("Bandit", "Diplomat", "Harem", "Lurker", "Mine", "Remodel", "Replace",
                           "Swindler", "Throne Room", "Village"),
    },
    "Seaside": {  # Seaside 2nd-edition rulebook: Seaside alone, with the base set, with Intrigue
        "High Seas": ("Bazaar", "Blockade", "Caravan", "Corsair", "Haven", "Island", "Lookout",
                      "Pirate", "Warehouse", "Wharf"),
        "Buried Treasure": ("Astrolabe", "Cutpurse", "Fishing Village", "Lighthouse", "Monkey",
                            "Outpost", "Sailor", "Sea Chart", "Tactician", "Treasure Map"),
        "Reach for Tomorrow": ("Artisan", "Cellar", "Council Room", "Cutpurse", "Lookout", "Monkey",
                               "Sea Witch", "Treasure Map", "Vassal", "Village"),
        "Repetition": ("Caravan", "Festival", "Harbinger", "Militia", "Outpost", "Pirate",
                       "Remodel", "Sea Chart", "Treasury", "Workshop"),
        "A Star to Steer By": ("Bazaar", "Courtier", "Diplomat", "Lookout", "Monkey",
                               "Secret Passage", "Swindler", "Tide Pools", "Treasure Map",
                               "Wishing Well"),
        "Shore Patrol": ("Cutpurse", "Island", "Lighthouse", "Patrol", "Pawn", "Replace",
                         "Sea Chart", "Shanty Town", "Trading Post", "Wharf"),
    },
    "Alchemy": {  # Alchemy rulebook (2nd-edition kingdoms): with the base set, with Intrigue
        "Forbidden Arts": ("Apprentice", "Bandit", "Cellar", "Council Room", "Familiar", "Gardens",
                           "Laboratory", "Possession", "Throne Room", "University"),
        "Potion Mixers": ("Alchemist", "Apothecary", "Cellar", "Festival", "Golem", "Herbalist",
                          "Militia", "Poacher", "Smithy", "Transmute"),
        "Chemistry Lesson": ("Alchemist", "Bureaucrat", "Golem", "Market", "Moat",
                             "Philosopher's Stone", "Remodel", "University", "Vassal", "Witch"),
        "Servants": ("Conspirator", "Golem", "Mill", "Minion", "Pawn", "Possession",
                     "Scrying Pool", "Steward", "Transmute", "Vineyard"),
        "Secret Research": ("Bridge", "Familiar", "Herbalist", "Masquerade", "Minion", "Nobles",
                            "Philosopher's Stone", "Shanty Town", "Torturer", "University"),
        "Pools, Tools and Fools": ("Apothecary", "Apprentice", "Baron", "Golem", "Ironworks",
                                   "Lurker", "Nobles", "Scrying Pool", "Trading Post",
                                   "Wishing Well"),
    },
    "Prosperity": {  # Prosperity 2nd-edition rulebook: with the base set, Intrigue, Seaside, Alchemy
        "Biggest Money": ("Artisan", "Bank", "Grand Market", "Harbinger", "Laboratory", "Mine",
                          "Mint", "Moneylender", "Royal Seal", "Venture"),
        "The King's Army": ("Bureaucrat", "Council Room", "Expand", "Goons", "King's Court",
                            "Merchant", "Moat", "Rabble", "Vault", "Village"),
        "The Good Life": ("Artisan", "Bureaucrat", "Cellar", "Contraband", "Counting House",
                          "Gardens", "Hoard", "Monument", "Mountebank", "Village"),
        "Paths to Victory": ("Baron", "Bishop", "Counting House", "Goons", "Harem", "Monument",
                             "Pawn", "Peddler", "Shanty Town", "Upgrade"),
        "All Along the Watchtower": ("Bridge", "Hoard", "Mill", "Mining Village", "Pawn",
                                     "Talisman", "Torturer", "Trade Route", "Vault",
                                     "Watchtower"),
        "Lucky Seven": ("Bank", "Bridge", "Expand", "Forge", "King's Court", "Lurker", "Patrol",
                        "Swindler", "Vault", "Wishing Well"),
        "Exploding Kingdom": ("Bishop", "City", "Fishing Village", "Grand Market", "King's Court",
                              "Lookout", "Outpost", "Quarry", "Tactician", "Wharf"),
        "Pirate Bay": ("Astrolabe", "Charlatan", "Corsair", "Hoard", "Investment", "Magnate",
                       "Mint", "Monkey", "Native Village", "Treasury"),
        "Counting Contest": ("Apothecary", "Bank", "Counting House", "Golem", "Goons", "Herbalist",
                             "Hoard", "Philosopher's Stone", "Quarry", "Rabble"),
        "Lower Learning": ("Apprentice", "Bishop", "Familiar", "Mint", "Peddler", "Talisman",
                           "University", "Vault", "Vineyard", "Worker's Village"),
    },
    "Prosperity 1E": {  # Prosperity 1st-edition rulebook: Prosperity alone
        "Beginners": ("Bank", "Counting House", "Expand", "Goons", "Monument", "Rabble",
                      "Royal Seal", "Venture", "Watchtower", "Worker's Village"),
        "Friendly Interactive": ("Bishop", "City", "Contraband", "Forge", "Hoard", "Peddler",
                                 "Royal Seal", "Trade Route", "Vault", "Worker's Village"),
        "Big Actions": ("City", "Expand", "Grand Market", "King's Court", "Loan", "Mint", "Quarry",
                        "Rabble", "Talisman", "Vault"),
    },
    "Cornucopia 1E": {  # Cornucopia rulebook (before Cornucopia & Guilds, 2024) with the base set
        # and Intrigue; the Banes of those with Young Witch are in RULEBOOK_BANES
        "Bounty of the Hunt": ("Cellar", "Festival", "Harvest", "Horn of Plenty", "Hunting Party",
                               "Menagerie", "Militia", "Moneylender", "Smithy", "Tournament"),
        "Bad Omens": ("Bureaucrat", "Fortune Teller", "Hamlet", "Horn of Plenty", "Jester",
                      "Laboratory", "Merchant", "Poacher", "Remake", "Throne Room"),
        "The Jester's Workshop": ("Artisan", "Fairgrounds", "Farming Village", "Horse Traders",
                                  "Jester", "Laboratory", "Market", "Remodel", "Workshop",
                                  "Young Witch"),
        "Last Laughs": ("Farming Village", "Harvest", "Horse Traders", "Hunting Party", "Jester",
                        "Minion", "Nobles", "Pawn", "Steward", "Swindler"),
        "The Spice of Life": ("Courtier", "Courtyard", "Diplomat", "Fairgrounds", "Horn of Plenty",
                              "Mining Village", "Remake", "Replace", "Tournament", "Young Witch"),
        "Small Victories": ("Conspirator", "Duke", "Fortune Teller", "Hamlet", "Harem",
                            "Hunting Party", "Pawn", "Remake", "Secret Passage", "Tournament"),
    },
    "Cornucopia": {  # Cornucopia & Guilds 2nd-edition rulebook (2024), alone and with
        # the earlier sets (officialKingdoms.js; recommended.yml of Fabian-Balzer/Randomkingdominion);
        # two names of the 1st-edition rulebook come back with other cards: " 2E" tells them apart
        "Misfortune": ("Advisor", "Candlestick Maker", "Carnival", "Fairgrounds", "Farmhands",
                       "Horn of Plenty", "Infirmary", "Jester", "Merchant Guild", "Soothsayer"),
        "Baking Contest": ("Baker", "Farrier", "Hamlet", "Herald", "Hunting Party", "Joust",
                           "Menagerie", "Remake", "Shop", "Stonemason"),
        "Bounty of the Hunt 2E": ("Cellar", "Ferryman", "Festival", "Horn of Plenty",
                                  "Hunting Party", "Joust", "Menagerie", "Militia", "Moneylender",
                                  "Smithy"),
        "Gilding the Lily": ("Candlestick Maker", "Footpad", "Library", "Market", "Merchant",
                             "Plaza", "Remake", "Remodel", "Sentry", "Young Witch"),
        "The Spice of Life 2E": ("Courtier", "Courtyard", "Diplomat", "Fairgrounds",
                                 "Horn of Plenty", "Joust", "Mining Village", "Remake", "Replace",
                                 "Young Witch"),
        "Tricks of the Trade": ("Butcher", "Conspirator", "Herald", "Journeyman", "Masquerade",
                                "Mill", "Nobles", "Secret Passage", "Soothsayer", "Stonemason"),
        "Collecting": ("Blockade", "Fairgrounds", "Farmhands", "Farrier", "Fishing Village",
                       "Footpad", "Hunting Party", "Monkey", "Smugglers", "Tide Pools"),
        "Island Builder": ("Advisor", "Baker", "Island", "Merchant Guild", "Native Village",
                           "Plaza", "Salvager", "Sea Chart", "Stonemason", "Treasury"),
        "Clown College": ("Apothecary", "Candlestick Maker", "Carnival", "Familiar", "Golem",
                          "Herald", "Infirmary", "Jester", "Menagerie", "University"),
        "Detours": ("Clerk", "Crystal Ball", "Farmhands", "Forge", "Hoard", "Horn of Plenty",
                    "Jester", "Joust", "Magnate", "Remake"),
        "Quarrymen": ("Baker", "Butcher", "Candlestick Maker", "Charlatan", "City", "Expand",
                      "Grand Market", "Merchant Guild", "Quarry", "Soothsayer"),
        "Blue Harvest": ("Farrier", "Ferryman", "Fool's Gold", "Hamlet", "Horn of Plenty", "Joust",
                         "Trail", "Tunnel", "Weaver", "Witch's Hut"),
        "Exchanges": ("Border Village", "Butcher", "Cauldron", "Develop", "Herald", "Soothsayer",
                      "Stables", "Stonemason", "Trader", "Young Witch"),
        "Dark Carnival": ("Cultist", "Death Cart", "Fairgrounds", "Ferryman", "Hamlet", "Hermit",
                          "Horn of Plenty", "Junk Dealer", "Knights", "Menagerie"),
        "Stoneground": ("Advisor", "Farrier", "Hunting Grounds", "Ironmonger", "Marauder",
                        "Plaza", "Procession", "Rogue", "Shop", "Stonemason"),
    },
    "Hinterlands": {  # Hinterlands 2nd-edition rulebook: Hinterlands alone, with the base set,
        # Intrigue, Seaside, Prosperity (officialKingdoms.js, the 2nd-edition kingdoms)
        "Introduction": ("Cartographer", "Crossroads", "Develop", "Jack of All Trades", "Margrave",
                         "Nomads", "Oasis", "Spice Merchant", "Stables", "Weaver"),
        "Bargains": ("Border Village", "Cauldron", "Fool's Gold", "Haggler", "Highway", "Scheme",
                     "Souk", "Trader", "Trail", "Wheelwright"),
        "Happy Trails": ("Berserker", "Cellar", "Highway", "Library", "Moneylender", "Nomads",
                         "Oasis", "Throne Room", "Trail", "Workshop"),
        "Adventures Abroad": ("Crossroads", "Festival", "Fool's Gold", "Guard Dog", "Laboratory",
                              "Remodel", "Sentry", "Souk", "Vassal", "Witch's Hut"),
        "Money for Nothing": ("Cartographer", "Jack of All Trades", "Patrol", "Pawn", "Replace",
                              "Shanty Town", "Torturer", "Tunnel", "Weaver", "Wheelwright"),
        "The Duke's Ball": ("Conspirator", "Duke", "Guard Dog", "Harem", "Inn", "Masquerade",
                            "Scheme", "Trail", "Upgrade", "Wheelwright"),
        "Travelers": ("Cartographer", "Crossroads", "Cutpurse", "Farmland", "Island", "Lookout",
                      "Merchant Ship", "Souk", "Stables", "Warehouse"),
        "Runners": ("Bazaar", "Berserker", "Blockade", "Caravan", "Cauldron", "Guard Dog",
                    "Nomads", "Sailor", "Smugglers", "Wheelwright"),
        "Instant Gratification": ("Berserker", "Bishop", "Cauldron", "Expand", "Haggler", "Hoard",
                                  "Mint", "Oasis", "Trail", "Watchtower"),
        "Treasure Trove": ("Bank", "Cauldron", "Clerk", "Crystal Ball", "Develop", "Fool's Gold",
                           "Guard Dog", "Inn", "Monument", "Tiara"),
    },
    "Dark Ages": {  # Dark Ages alone and with the base set, Intrigue, Seaside, Alchemy, Prosperity,
        # Hinterlands: the 2nd-edition-era lists of officialKingdoms.js (kieranmillar/
        # extra-recommended-sets); all with Shelters, the Prosperity ones with Colonies
        "Grim Parade": ("Armory", "Band of Misfits", "Catacombs", "Cultist", "Forager", "Fortress",
                        "Hunting Grounds", "Knights", "Market Square", "Procession"),
        "Playing Chess with Death": ("Bandit Camp", "Graverobber", "Junk Dealer", "Mystic",
                                     "Pillage", "Rats", "Sage", "Scavenger", "Storeroom",
                                     "Vagrant"),
        "High and Low": ("Cellar", "Hermit", "Hunting Grounds", "Moneylender", "Mystic",
                         "Poor House", "Throne Room", "Wandering Minstrel", "Witch", "Workshop"),
        "Chivalry and Revelry": ("Altar", "Festival", "Gardens", "Knights", "Laboratory",
                                 "Library", "Rats", "Remodel", "Scavenger", "Squire"),
        "Prophecy": ("Armory", "Baron", "Conspirator", "Ironmonger", "Mystic", "Nobles", "Rebuild",
                     "Secret Passage", "Vagrant", "Wishing Well"),
        "Invasion": ("Beggar", "Diplomat", "Harem", "Marauder", "Rogue", "Squire", "Swindler",
                     "Torturer", "Upgrade", "Urchin"),
        "Watery Graves": ("Corsair", "Count", "Graverobber", "Hermit", "Native Village", "Rats",
                          "Salvager", "Scavenger", "Treasure Map", "Treasury"),
        "Peasants": ("Armory", "Band of Misfits", "Fishing Village", "Forager", "Haven", "Island",
                     "Lighthouse", "Poor House", "Vagrant", "Warehouse"),
        "Infestations": ("Apprentice", "Armory", "Cultist", "Feodum", "Market Square", "Rats",
                         "Scrying Pool", "Transmute", "Vineyard", "Wandering Minstrel"),
        "Lamentations": ("Apothecary", "Beggar", "Catacombs", "Counterfeit", "Forager", "Golem",
                         "Herbalist", "Ironmonger", "Pillage", "University"),
        "One Man's Trash": ("Anvil", "City", "Counterfeit", "Crystal Ball", "Forager", "Magnate",
                            "Market Square", "Pillage", "Squire", "War Chest"),
        "Honor Among Thieves": ("Bandit Camp", "Collection", "Forge", "Hoard", "Marauder",
                                "Procession", "Quarry", "Rogue", "Squire", "Watchtower"),
        "Far From Home": ("Cartographer", "Catacombs", "Count", "Develop", "Feodum", "Fool's Gold",
                          "Fortress", "Wandering Minstrel", "Weaver", "Witch's Hut"),
        "Expeditions": ("Altar", "Catacombs", "Highway", "Ironmonger", "Nomads", "Oasis",
                        "Poor House", "Scheme", "Spice Merchant", "Storeroom"),
    },
    "Adventures": {  # Adventures with the other sets (officialKingdoms.js of kieranmillar/
        # extra-recommended-sets: the lists of the 2nd-edition era, each with its landscapes,
        # `RULEBOOK_LANDSCAPES`)
        "Level Up": ("Dungeon", "Gear", "Guide", "Lost City", "Market", "Merchant", "Militia",
                     "Miser", "Throne Room", "Workshop"),
        "Son of Size Distortion": ("Amulet", "Bandit", "Bureaucrat", "Duplicate", "Gardens",
                                   "Giant", "Messenger", "Moneylender", "Treasure Trove", "Witch"),
        "Royalty Factory": ("Bridge Troll", "Conspirator", "Courtier", "Duplicate", "Harem",
                            "Nobles", "Page", "Raze", "Royal Carriage", "Swindler"),
        "Masters of Finance": ("Artificer", "Bridge", "Distant Lands", "Gear", "Pawn",
                               "Shanty Town", "Steward", "Transmogrify", "Upgrade",
                               "Wine Merchant"),
        "Prince of Orange": ("Amulet", "Astrolabe", "Caravan", "Dungeon", "Fishing Village",
                             "Haunted Woods", "Merchant Ship", "Page", "Sailor", "Swamp Hag"),
        "Gifts and Mathoms": ("Blockade", "Bridge Troll", "Caravan Guard", "Haven", "Hireling",
                              "Lost City", "Messenger", "Sailor", "Salvager", "Smugglers"),
        "Haste Potion": ("Apprentice", "Magpie", "Messenger", "Port", "Royal Carriage",
                         "Scrying Pool", "Transmute", "Treasure Trove", "University", "Vineyard"),
        "Cursecatchers": ("Amulet", "Apothecary", "Bridge Troll", "Caravan Guard", "Familiar",
                          "Golem", "Herbalist", "Peasant", "Philosopher's Stone", "Ratcatcher"),
        "Last Will and Monument": ("Bishop", "Coin of the Realm", "Counting House", "Dungeon",
                                   "Messenger", "Monument", "Rabble", "Relic", "Treasure Trove",
                                   "Vault"),
        "Think Big": ("Contraband", "Distant Lands", "Expand", "Giant", "Hireling", "Hoard",
                      "King's Court", "Miser", "Peddler", "Storyteller"),
    },
    "Empires": {  # Empires with the other sets (officialKingdoms.js, as above)
        "Everything in Moderation": ("Cellar", "Enchantress", "Forum", "Legionary", "Library",
                                     "Overlord", "Remodel", "Temple", "Village", "Workshop"),
        "Silver Bullets": ("Bureaucrat", "Catapult", "Charm", "Farmers' Market", "Gardens",
                           "Groundskeeper", "Laboratory", "Market", "Moneylender", "Patrician"),
        "Delicious Torture": ("Baron", "Bridge", "Castles", "Crown", "Enchantress", "Harem",
                              "Ironworks", "Sacrifice", "Settlers", "Torturer"),
        "Buddy System": ("Archive", "Capital", "Catapult", "Engineer", "Forum", "Masquerade",
                         "Mining Village", "Nobles", "Pawn", "Trading Post"),
        "Boxed In": ("Castles", "Chariot Race", "Enchantress", "Encampment", "Gladiator",
                     "Salvager", "Smugglers", "Tactician", "Warehouse", "Wharf"),
        "King of the Sea": ("Archive", "Corsair", "Farmers' Market", "Haven", "Native Village",
                            "Overlord", "Pirate", "Sea Witch", "Temple", "Wild Hunt"),
        "Collectors": ("Apprentice", "City Quarter", "Crown", "Enchantress", "Encampment",
                       "Farmers' Market", "Herbalist", "Transmute", "University", "Apothecary"),
        "Big Time": ("Bank", "Capital", "Forge", "Gladiator", "Grand Market", "Loan", "Patrician",
                     "Royal Blacksmith", "Royal Seal", "Villa"),
        "Gilded Gates": ("Bishop", "Chariot Race", "City Quarter", "Encampment", "Groundskeeper",
                         "Mint", "Monument", "Peddler", "Talisman", "Wild Hunt"),
    },
    "Hinterlands 1E": {  # Hinterlands 1st-edition rulebook, Hinterlands alone: the two kingdoms
        # whose names the 2nd edition did not reuse (officialKingdoms.js, 1st-edition kingdoms)
        "Fair Trades": ("Border Village", "Cartographer", "Develop", "Duchess", "Farmland",
                        "Ill-Gotten Gains", "Noble Brigand", "Silk Road", "Stables", "Trader"),
        "Gambits": ("Cartographer", "Crossroads", "Embassy", "Inn", "Jack of All Trades",
                    "Mandarin", "Nomad Camp", "Oasis", "Oracle", "Tunnel"),
    },
}
"""Every recommended kingdom of the rulebooks of the sets dgsim covers, by set, implemented or not."""

MCTS_BENCHMARK: Final = ("Festival", "Witch", "Market", "Laboratory", "Smithy", "Moneylender",
                         "Remodel", "Gardens", "Village", "Woodcutter")
"""The kingdom of the Dominion MCTS papers (Jansen & Tollisen 2014; Tollisen et al., IEA/AIE 2015)
as reimplementations of their agent record it: base-set cards, Woodcutter of the 1st edition."""

BENCHMARK_KINGDOMS: Final[dict[str, tuple[str, ...]]] = {"MCTS Benchmark": MCTS_BENCHMARK}
"""Named kingdoms that no rulebook prints (benchmarks of the literature), usable by name like a
recommended kingdom (``--kingdom "MCTS Benchmark"``); not in `RECOMMENDED`."""

RULEBOOK_BANES: Final[dict[str, str]] = {
    # the rulebook names the Bane of each recommended kingdom with Young Witch (officialKingdoms.js:
    # "Merchant is the Bane", "Wishing Well is the Bane")
    "The Jester's Workshop": "Merchant",
    "The Spice of Life": "Wishing Well",
    "Gilding the Lily": "Vassal",
    "The Spice of Life 2E": "Wishing Well",
    "Exchanges": "Oasis",
}
"""The Bane pile of each recommended kingdom with Young Witch, by kingdom name."""

RULEBOOK_LANDSCAPES: Final[dict[str, tuple[str, ...]]] = {
    # the landscapes of each recommended kingdom that has them (officialKingdoms.js)
    "Level Up": ("Training",), "Son of Size Distortion": ("Bonfire", "Raid"),
    "Royalty Factory": ("Pilgrimage",), "Masters of Finance": ("Ball", "Borrow"),
    "Prince of Orange": ("Mission",), "Gifts and Mathoms": ("Expedition", "Quest"),
    "Haste Potion": ("Plan",), "Cursecatchers": ("Save", "Trade"),
    "Last Will and Monument": ("Inheritance",), "Think Big": ("Ball", "Ferry"),
    "Everything in Moderation": ("Orchard", "Windfall"),
    "Silver Bullets": ("Aqueduct", "Conquest"), "Delicious Torture": ("Arena", "Banquet"),
    "Buddy System": ("Salt the Earth", "Wolf Den"), "Boxed In": ("Tax", "Wall"),
    "King of the Sea": ("Delve", "Fountain"), "Collectors": ("Colonnade", "Museum"),
    "Big Time": ("Dominate", "Obelisk"), "Gilded Gates": ("Basilica", "Palace"),
}
"""The landscapes (Events, Landmarks, ...) of each recommended kingdom with some, by its name."""

RULEBOOK_ASIDE_PILES: Final[dict[str, str]] = {
    # the Cornucopia & Guilds rulebook names Ferryman's pile of each kingdom with it
    "Bounty of the Hunt 2E": "Farrier",
    "Blue Harvest": "Guard Dog",
    "Dark Carnival": "Fortress",
}
"""The pile set aside by a card's setup (Ferryman's) of each recommended kingdom, by name."""


def _implemented(names: Sequence[str]) -> bool:
    cards = registry()
    return all(n in cards for n in names)


def _load_cards() -> None:
    import dgsim.dominion.cards  # noqa: F401  (registers every card by name)


_load_cards()

RECOMMENDED: Final[dict[str, tuple[str, ...]]] = {
    name: cards for kingdoms in RULEBOOK_KINGDOMS.values() for name, cards in kingdoms.items()
    if _implemented((*cards, *RULEBOOK_LANDSCAPES.get(name, ())))}
"""Each recommended kingdom whose cards and landscapes are all implemented: its name to its card
names."""


def recommended_landscapes(name: str) -> tuple[str, ...]:
    """The landscapes of the recommended kingdom of that name (any case; none for most)."""
    for known, lands in RULEBOOK_LANDSCAPES.items():
        if known.lower() == name.lower():
            return lands
    return ()

RECOMMENDED_BY_SET: Final[dict[str, tuple[str, ...]]] = {
    set_name: names for set_name, kingdoms in RULEBOOK_KINGDOMS.items()
    if (names := tuple(n for n in kingdoms if n in RECOMMENDED))}
"""The names in `RECOMMENDED`, by the set whose rulebook prints them."""


_NAMED_KINGDOMS: Final[dict[str, tuple[Card, ...]]] = {}
"""The cards of each recommended kingdom asked for by name (lowercase), as `recommended` finds it."""


def kingdom_cards(kingdom: str | Sequence[str | Card], seed: int = 0) -> tuple[Card, ...]:
    """The kingdom cards of a recommended set's name, ``"random"``, or a list of cards or names.

    :raises KeyError: for an unknown set or card name.
    :raises ValueError: for a list with a repeated or non-kingdom card.

    >>> [c.name for c in kingdom_cards("First Game")][:3]
    ['Cellar', 'Market', 'Merchant']
    """
    if isinstance(kingdom, str):
        if kingdom == "random":
            return random_kingdom(seed)
        known = _NAMED_KINGDOMS.get(kingdom.lower())
        if known is not None:
            return known
        names = recommended(kingdom) or _benchmark(kingdom)
        if names is None:
            raise KeyError(f"no recommended kingdom {kingdom!r}; known: {', '.join(RECOMMENDED)}"
                           f", {', '.join(BENCHMARK_KINGDOMS)}, or 'random', or a list of card "
                           "names")
        known = _NAMED_KINGDOMS[kingdom.lower()] = kingdom_cards(names)
        return known
    cards = tuple(n if isinstance(n, Card) else card_named(n) for n in kingdom)
    from dgsim.dominion.cards import BASIC_CARDS

    for card in cards:  # any registered card but the basic ones and Prizes (users' own cards too)
        if card in BASIC_CARDS or not card.is_kingdom:
            raise ValueError(f"{card.name} is not a kingdom card")
    if len(set(cards)) != len(cards):
        raise ValueError("a kingdom card is listed twice")
    return cards


def check_kingdom_size(cards: Sequence[object], *, any_kingdom_size: bool = False,
                       option: str = "any_kingdom_size=True") -> None:
    """Refuse a kingdom of other than `KINGDOM_SIZE` cards unless ``any_kingdom_size`` allows it.

    The one check behind every door (`new_game`, `run_tournament`, ``dominion_env``, the
    ``--any-kingdom-size`` of the commands); ``option`` is how the door's caller allows it.

    :raises ValueError: one line naming the sizes and ``option``.

    >>> check_kingdom_size(["Smithy", "Witch"], option="--any-kingdom-size")
    Traceback (most recent call last):
    ValueError: a kingdom has 10 cards, this one 2 (add --any-kingdom-size to play it anyway)
    >>> check_kingdom_size(["Smithy", "Witch"], any_kingdom_size=True)
    """
    if len(cards) != KINGDOM_SIZE and not any_kingdom_size:
        raise ValueError(f"a kingdom has {KINGDOM_SIZE} cards, this one {len(cards)} "
                         f"(add {option} to play it anyway)")


def _benchmark(name: str) -> tuple[str, ...] | None:
    """The cards of a benchmark kingdom by name (any case), or None."""
    folded = {k.lower(): v for k, v in BENCHMARK_KINGDOMS.items()}
    return folded.get(name.lower())


def recommended_bane(name: str) -> str | None:
    """The Bane of a recommended kingdom by name (any case), or None."""
    folded = {k.lower(): v for k, v in RULEBOOK_BANES.items()}
    return folded.get(name.lower())


def bane_candidates(kingdom: Sequence[Card], pool: Sequence[Card] | None = None) -> tuple[Card, ...]:
    """The cards of ``pool`` (default: every kingdom card) that may be the Bane of ``kingdom``:
    kingdom cards costing $2 or $3 (no potion) not already in it, by name."""
    from dgsim.dominion.cards import KINGDOM_CARDS

    cards = KINGDOM_CARDS if pool is None else pool
    return tuple(sorted((c for c in cards if c.cost in (2, 3) and not c.potion and c not in kingdom
                         and c.is_kingdom), key=lambda c: c.name))


def draw_bane(seed: int, kingdom: Sequence[Card], pool: Sequence[Card] | None = None) -> Card:
    """The Bane pile for a kingdom with Young Witch, chosen by seed among `bane_candidates` of
    ``pool``, or of every kingdom card when ``pool`` has none left (a random kingdom drawn from
    a few sets may hold all their $2–$3 cards already).

    :raises ValueError: when no card may be the Bane.
    """
    candidates = bane_candidates(kingdom, pool) or bane_candidates(kingdom)
    if not candidates:
        raise ValueError("no kingdom card costing $2 or $3 is left for Young Witch's Bane")
    shuffled, _ = Rng.from_seed(seed).shuffle(candidates)
    return shuffled[0]


def aside_pile_candidates(kingdom: Sequence[Card], costs: Sequence[int],
                          pool: Sequence[Card] | None = None) -> tuple[Card, ...]:
    """The cards of ``pool`` (default: every kingdom card) that a setup may set aside (Ferryman):
    kingdom cards costing one of ``costs`` (no potion) not in ``kingdom``, by name."""
    from dgsim.dominion.cards import KINGDOM_CARDS

    cards = KINGDOM_CARDS if pool is None else pool
    return tuple(sorted((c for c in cards if c.cost in costs and not c.potion
                         and c not in kingdom and c.is_kingdom), key=lambda c: c.name))


def check_bane(card: Card) -> Card:
    """``card`` if it may be a Bane: a kingdom card costing $2 or $3.

    :raises ValueError: otherwise.
    """
    from dgsim.dominion.cards import BASIC_CARDS

    if (card in BASIC_CARDS or not card.is_kingdom or card.cost not in (2, 3)
            or card.potion):
        raise ValueError(f"the Bane must be a kingdom card costing $2 or $3, not {card.name}")
    return card


def recommended(name: str) -> tuple[str, ...] | None:
    """The cards of a recommended kingdom by name (any case), or None."""
    names = RECOMMENDED.get(name)
    if names is None:
        folded = {k.lower(): v for k, v in RECOMMENDED.items()}
        names = folded.get(name.lower())
    return names


def random_kingdom(seed: int, size: int = KINGDOM_SIZE,
                   pool: Sequence[Card] | None = None) -> tuple[Card, ...]:
    """``size`` distinct kingdom cards drawn from ``pool`` (default: every kingdom card) by seed."""
    return _draw(seed, size, pool)[0]


def _draw(seed: int, size: int, pool: Sequence[Card] | None) -> tuple[tuple[Card, ...], Rng]:
    from dgsim.dominion.cards import KINGDOM_CARDS

    cards = tuple(pool) if pool is not None else KINGDOM_CARDS
    known = _BY_NAME.get(id(cards))
    if known is not None and known[0] is cards:
        by_name = known[1]
    else:
        if len(_BY_NAME) >= 64:
            _BY_NAME.clear()
        by_name = tuple(sorted(cards, key=lambda c: c.name))
        _BY_NAME[id(cards)] = (cards, by_name)
    shuffled, rng = Rng.from_seed(seed).shuffle(by_name)
    return tuple(sorted(shuffled[:size], key=lambda c: c.name)), rng


_BY_NAME: Final[dict[int, tuple[tuple[Card, ...], tuple[Card, ...]]]] = {}
"""A pool and its cards sorted by name (`_draw`), by the pool's identity (the pools of
`pool_of_sets` are kept, so a game of the same sets finds its pool without hashing 200 cards)."""


def kingdom_pool() -> tuple[Card, ...]:
    """Every kingdom card of every set: what a random kingdom draws from by default."""
    from dgsim.dominion.cards import KINGDOM_CARDS

    return KINGDOM_CARDS


def pool_of_sets(sets: Sequence[str]) -> tuple[Card, ...]:
    """The kingdom cards of the named sets (printed names, any case; ``"Base 1E"`` apart).

    :raises KeyError: for an unknown set name, listing the known sets.
    :raises ValueError: for no set, or sets with fewer than 10 kingdom cards in all.

    >>> len(pool_of_sets(["Base"])), len(pool_of_sets(["base", "Base 1E"]))
    (26, 32)
    """
    from dgsim.dominion.cards import cards_of_set

    if isinstance(sets, str):
        sets = [sets]
    key = tuple(sets)
    known = _POOLS.get(key)
    if known is not None:
        return known
    if not sets:
        raise ValueError("name at least one set to draw a kingdom from")
    pool: dict[Card, None] = {}
    for name in sets:
        for card in cards_of_set(name.strip()):
            if card.is_kingdom:  # Prizes come with Tournament, never drawn
                pool[card] = None
    if len(pool) < KINGDOM_SIZE:
        raise ValueError(f"the sets {', '.join(sets)} have {len(pool)} kingdom cards implemented; "
                         f"a kingdom needs {KINGDOM_SIZE}")
    if len(_POOLS) >= 64:
        _POOLS.clear()
    found = _POOLS[key] = tuple(pool)
    return found


_POOLS: Final[dict[tuple[str, ...], tuple[Card, ...]]] = {}
"""`pool_of_sets` by the names asked (the registry of cards is fixed once imported)."""


def is_prosperity(card: Card) -> bool:
    """True for a kingdom card of Prosperity (either edition)."""
    return card.expansion == "Prosperity"


def draw_kingdom(seed: int, sets: Sequence[str] | None = None) -> tuple[tuple[Card, ...], bool]:
    """A random kingdom from ``sets`` (default: every set) by seed, and whether it uses Colonies.

    Platinum and Colony by the Prosperity rulebook: "If a mix of Kingdom cards from Prosperity
    and other sets are being used, then the inclusion of Platinum and Colony in the Supply should
    be determined randomly, based on the proportion of Prosperity and non-Prosperity cards in use.
    For example, choose a random Kingdom card being used [...] and if it is from Prosperity, add
    Platinum and Colony" (Prosperity rulebook, Preparation; wiki.dominionstrategy.com/index.php/
    Colony). So one of the ten is picked at random, and a kingdom of Prosperity cards only
    always uses them.

    :raises KeyError: for an unknown set name.
    :raises ValueError: for sets with fewer than 10 kingdom cards in all.

    >>> cards, colonies = draw_kingdom(3, ["Base"])
    >>> len(cards), colonies
    (10, False)
    """
    return draw_from_pool(seed, None if sets is None else pool_of_sets(sets))


def draw_from_pool(seed: int, pool: Sequence[Card] | None = None) -> tuple[tuple[Card, ...], bool]:
    """`random_kingdom` (10 cards of ``pool``, default every kingdom card) and whether it uses
    Colonies by the Prosperity rule (`draw_kingdom`); ``pool`` as from `pool_of_sets`."""
    cards, rng = _draw(seed, KINGDOM_SIZE, pool)
    pick, _ = rng.below(len(cards))
    return cards, is_prosperity(cards[pick])
