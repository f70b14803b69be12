"""Bots of the Verbàlia wood family:
`engine` for the family's games, a module per game that needs its own."""
