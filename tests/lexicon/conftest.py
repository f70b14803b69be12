"""Lexicon fixtures: the compiled lexicons `make setup` builds (`logomachy lexicon build`).
Missing ones fail the tests with the command to run; they are never skipped."""

from __future__ import annotations

import pytest

from logomachy.lexicon import Lexicon, lexicon


@pytest.fixture(scope="session")
def es() -> Lexicon:
    return lexicon("es")


@pytest.fixture(scope="session")
def ca() -> Lexicon:
    return lexicon("ca")


@pytest.fixture(scope="session")
def en() -> Lexicon:
    return lexicon("en")
