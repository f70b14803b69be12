"""Bots of the Verbàlia games:
`engine` for the family's games, a module per game that needs its own."""
