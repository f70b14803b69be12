"""The chain games' screens: the word growing, a line a seat, what to type."""
