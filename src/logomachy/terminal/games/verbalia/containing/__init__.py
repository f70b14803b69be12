"""The screen of the games that say words containing the letters chosen."""
