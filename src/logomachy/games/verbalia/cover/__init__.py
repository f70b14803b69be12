"""Covering the letters of the square (CoverGame)."""
