"""Lists written against the clock and checked by the table (ListGame)."""
