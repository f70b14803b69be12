"""Every Verbàlia game carries the lobby tags of the rulebook's recommendation list."""

from __future__ import annotations

from logomachy.games.verbalia.pieces.verbigracia import SITUATIONS, situations
from logomachy.kernel import all_games


def test_four_games_for_each_of_the_eleven_situations() -> None:
    assert len(SITUATIONS) == 11
    assert all(len(games) == 4 for games in SITUATIONS.values())
    assert situations("Memosíl·laB") == ("little Catalan", "good memory")
    assert situations("Vistagrama") == ()


def test_registered_games_carry_their_situation_tags() -> None:
    verbalia = [g for g in all_games() if "verbàlia" in g.meta.tags]
    assert len(verbalia) >= 3
    for game in verbalia:
        section = game.meta.title.split(": ", 1)[1]
        missing = set(situations(section)) - set(game.meta.tags)
        assert not missing, f"{game.meta.id} lacks the rulebook's tags {sorted(missing)}"


def test_situation_tags_are_only_where_the_rulebook_puts_them() -> None:
    for game in all_games():
        if "verbàlia" not in game.meta.tags:
            continue
        section = game.meta.title.split(": ", 1)[1]
        extra = (set(game.meta.tags) & set(SITUATIONS)) - set(situations(section))
        assert not extra, f"{game.meta.id}: the rulebook does not recommend it as {extra}"
