"""Bots of the Verbàlia lists family:
`engine` for the family's games, a module per game that needs its own."""
