"""Chains of words on the square: each word from the last."""
