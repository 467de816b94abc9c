"""Rules tests for Dominion: setup, turn flow, game end, scoring, kingdoms; card tests in ``cards``."""
