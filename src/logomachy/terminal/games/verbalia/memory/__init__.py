"""The screen of the memory games."""
