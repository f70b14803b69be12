"""Bots of the Verbàlia syllists family:
`engine` for the family's games, a module per game that needs its own."""
