"""Readers of the installed language data (build time only, except WordNet tables)."""
