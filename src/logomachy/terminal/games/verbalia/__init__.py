"""Verbàlia's screens for the terminal, by family as `games/verbalia/` is."""
