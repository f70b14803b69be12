"""The edition data in games/poetry_slam/data/ re-derived and checked against the rulebook."""

from __future__ import annotations

from collections import Counter

from wordfreq import top_n_list, word_frequency

from logomachy.games.poetry_slam.edition import ALPHABET, load_edition


def test_tiers_hold_every_letter_once_in_the_rulebooks_shape() -> None:
    tiers = load_edition().tiers
    assert sorted(tiers) == [1, 2, 3, 4, 5]
    assert sorted("".join(tiers.values())) == list(ALPHABET)
    assert [len(tiers[t]) for t in (5, 4, 3, 2, 1)] == [4, 5, 5, 6, 6]
    # "M could be used if L is already covered": L and M share a tier.
    assert any("L" in letters and "M" in letters for letters in tiers.values())


def test_tiers_follow_letter_frequency_in_running_english() -> None:
    share: Counter[str] = Counter()
    for w in top_n_list("en", 50000):
        if w.isalpha() and w.isascii():
            f = word_frequency(w, "en")
            for ch in w.upper():
                share[ch] += f
    ranked = "".join(letter for letter, _ in share.most_common())
    tiers = load_edition().tiers
    assert "".join(tiers[t] for t in (5, 4, 3, 2, 1)) == ranked


def test_fifty_speed_tiles_ten_per_value_each_tier_letter_once() -> None:
    edition = load_edition()
    assert len(edition.tiles) == 50
    assert Counter(t.value for t in edition.tiles) == dict.fromkeys(range(1, 6), 10)
    for value, letters in edition.tiers.items():
        on_tiles = sorted(t.letter for t in edition.tiles if t.value == value and t.letter)
        assert on_tiles == sorted(letters)


def test_nine_prompt_cards_the_seven_of_the_index_first() -> None:
    prompts = load_edition().prompts
    assert len(prompts) == 9
    assert [p.text.split(" ")[0] for p in prompts[:7]] == [
        "First", "Second", "Third", "Last", "Second", "Third", "Contains",
    ]  # fmt: skip
    last = next(p for p in prompts if p.text == "Last letter is _")
    assert last.redraw == "CIJQUVX"
    assert next(p for p in prompts if p.text.startswith("Second letter from")).redraw == "JQ"
    assert [p.wordsmith_may_discard for p in prompts].count(True) == 1
