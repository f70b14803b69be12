"""Verbàlia, el joc (Catalan): about fifty games on one set of 200 letters, 136 syllable tiles
and three boards (rulebook: shared/rules/verbalia.md).

Shared pieces: `letters` (the letter set and how words split into its tiles), `plaza` (la
plaça, the square board, and the words readable on it), `cover` (the covering games).
Each game is its own module and registered game (`verbalia-<name>`), so the catalogue lists
only games that are complete.
"""
