"""Bots of the Verbàlia races family:
`engine` for the family's games, a module per game that needs its own."""
