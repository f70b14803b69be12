"""Words containing a given piece (ContainGame)."""
