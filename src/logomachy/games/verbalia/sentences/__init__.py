"""Sentences and chains of words said aloud, judged by the table."""
