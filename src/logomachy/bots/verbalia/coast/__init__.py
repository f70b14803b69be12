"""Bots of the Verbàlia coast family:
`engine` for the family's games, a module per game that needs its own."""
