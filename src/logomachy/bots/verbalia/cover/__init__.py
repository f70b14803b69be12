"""Bots of the Verbàlia cover family:
`engine` for the family's games, a module per game that needs its own."""
