"""Bots of the Verbàlia hidden family:
`engine` for the family's games, a module per game that needs its own."""
