"""Rules tests for Dominion kingdom cards: one scenario file per card, citing its text."""
