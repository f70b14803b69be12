"""Lists of words built from syllables (SyllableListGame)."""
