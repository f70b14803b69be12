"""Strategies per game, built on the lexicon and word search, and the autoplay driver."""
