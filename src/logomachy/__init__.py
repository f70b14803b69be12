"""logomachy: word board games with an automatic referee."""

__version__ = "0.1.0"
