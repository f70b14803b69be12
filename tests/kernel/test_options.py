import pytest

from logomachy.kernel import IllegalMove
from logomachy.kernel.game import OptionSpec


def test_options_are_checked_by_the_type_of_their_default() -> None:
    rounds = OptionSpec("rounds", 2, "rounds", minimum=1, maximum=5)
    assert rounds.check(3) == 3
    for bad in (True, "3", 9):
        with pytest.raises(IllegalMove):
            rounds.check(bad)
    text = OptionSpec("text", "", "a page of your own", multiline=True)
    assert text.check("line one\nline two") == "line one\nline two"
    with pytest.raises(IllegalMove, match="must be text"):
        text.check(["not", "text"])
    with pytest.raises(IllegalMove, match="one of"):
        OptionSpec("lang", "ca", "language", choices=("ca", "es")).check("fr")
