"""The edition data is what its notes say: counts recomputed from the frequencies given."""

from __future__ import annotations

import tomllib
from collections import Counter
from importlib import resources

from logomachy.games.el_soneto.edition import DECKS, default_edition


def largest_remainder(
    freqs: dict[str, float], total: int, minimum: dict[str, int]
) -> dict[str, int]:
    s = sum(freqs.values())
    raw = {k: total * v / s for k, v in freqs.items()}
    base = {k: max(minimum.get(k, 0), int(r)) for k, r in raw.items()}
    order = sorted(freqs, key=lambda k: (-(raw[k] - base[k]), k))
    for k in order[: total - sum(base.values())]:
        base[k] += 1
    return base


def data() -> dict:  # type: ignore[type-arg]
    text = resources.files("logomachy.games.el_soneto").joinpath("data/edition.toml").read_text()
    return tomllib.loads(text)


def test_letter_decks_follow_spanish_letter_frequency() -> None:
    d = data()["letters"]
    freq = d["frequency"]
    for deck in DECKS:
        letters = list(d[deck])
        expected = largest_remainder(
            {k: freq[k] for k in letters},
            d["deck_sizes"][deck],
            (dict.fromkeys(letters, 1) | {"J": 2}) if deck == "gold" else {},
        )
        assert d[deck] == expected, deck
    # bronze letters are the frequent ones, gold the scarce ones
    lowest_bronze = min(freq[k] for k in d["bronze"])
    assert all(freq[k] < lowest_bronze for k in [*d["silver"], *d["gold"]])
    assert all(freq[k] < min(freq[x] for x in d["silver"]) for k in d["gold"])


def test_the_counts_the_rulebook_gives() -> None:
    ed = default_edition()
    assert len(ed.letters) == 90
    assert len(ed.literato_cards) == 24
    assert len(ed.genres) == 6 and sorted(g.id for g in ed.genres if g.feathers == 2) == [
        "ode",
        "satire",
    ]
    assert (
        ed.genre("elegy").categories == ("noun", "adjective") and ed.genre("elegy").seal == "noun"
    )
    assert (len(ed.one_feather), len(ed.two_feathers)) == (6, 4)
    assert len(ed.devices) == 10
    assert len(ed.valedores) == 27 and [v.name for v in ed.valedores if v.wild] == [
        "Don Alfonso Romero"
    ]
    assert any(v.name == "Duque de Lerma" for v in ed.valedores)
    # the worked turn: G is gold (two seals), J is gold and there are at least two
    gold = Counter(c.letter for c in ed.letters if c.deck == "gold")
    assert gold["G"] >= 1 and gold["J"] >= 2


def test_valedor_initials_follow_word_initial_frequency() -> None:
    d = data()["valedores"]
    freq = d["initial_frequency"]
    shown = Counter(x for v in data()["valedor"] for x in v["letters"])
    assert dict(shown) == largest_remainder(freq, 54, dict.fromkeys(freq, 1))
    for v in data()["valedor"]:
        assert len(set(v["letters"])) == len(v["letters"]) == 2
    numbers = Counter(v["number"] for v in data()["valedor"])
    assert set(numbers) == set(range(9)) and numbers[0] == 1
