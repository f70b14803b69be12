"""Bots of the Verbàlia memory family:
`engine` for the family's games, a module per game that needs its own."""
