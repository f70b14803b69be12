"""The screen of the games that cover the square."""
