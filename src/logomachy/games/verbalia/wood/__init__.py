"""The wood board of syllable tiles."""
