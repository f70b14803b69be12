"""Memory games with face-down syllable tiles (MemoryGame)."""
