"""Races to say a word from the syllables shown (RaceGame)."""
