"""Hidden words and secret letters."""
