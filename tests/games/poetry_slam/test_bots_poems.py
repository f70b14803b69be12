"""Poetry Slam bots read what a poem says and write poems that say something (issue 16)."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from logomachy.bots.poetry_slam.meaning import TOKEN, GivenAway, gives_away
from logomachy.bots.poetry_slam.strategies import PoetrySlamBot, close_variant, common_words
from logomachy.bots.poetry_slam.writing import FILLERS, TAILS, couplet
from logomachy.games.poetry_slam import GAME, Write, words
from logomachy.games.poetry_slam.edition import PromptCard, load_edition
from logomachy.kernel import Rng

from .couplets import DEV
from .helpers import table

HELDOUT = Path(__file__).parent / "data" / "heldout_couplets.toml"
NOUNS = ("CAT", "PIANO", "BREAD", "HOUSE", "TEACHER", "RIVER", "GARDEN", "WINDOW", "HORSE",
         "APPLE", "ENGINE", "CASTLE", "SHIP", "DOCTOR", "FOREST", "MIRROR")  # fmt: skip


def card(text: str) -> PromptCard:
    return next(c for c in load_edition().prompts if c.text == text)


def guess(strength: str, prompt: str, drawn: tuple[str, ...], poem: str, seed: int) -> str:
    found = PoetrySlamBot(strength).guess_for(
        poem, card(prompt), drawn, set(), set(), Rng.from_seed(seed)
    )
    return found or ""


@pytest.mark.parametrize(
    "word", ["DOG", "WINE", "GUITAR", "MOUTH", "SUN", "BOOK", "KING", "FLOUR", "BABY"]
)
def test_hard_guesser_reads_the_meaning_of_a_couplet(word: str) -> None:
    prompt, drawn, _w, poem = next(item for item in DEV if item[2] == word)
    assert close_variant(guess("hard", prompt, drawn, poem, 1), word)


def test_hard_guesser_reads_most_development_couplets_and_beats_easy() -> None:
    hits = {
        s: sum(close_variant(guess(s, p, d, poem, i), w) for i, (p, d, w, poem) in enumerate(DEV))
        for s in ("easy", "hard")
    }
    assert hits["hard"] >= len(DEV) // 2 and hits["hard"] > hits["easy"]


def test_a_guess_is_never_a_word_the_poem_says() -> None:
    poem = "A cat that purrs, a cat that sleeps, / it naps all day in cosy heaps."
    found = guess("hard", "First letter is _", ("C",), poem, 1)
    assert found and not any(gives_away(t, found) for t in TOKEN.findall(poem.lower()))


@pytest.mark.parametrize("strength", ["easy", "medium", "hard"])
def test_a_bots_couplet_rhymes_and_never_says_its_word(strength: str) -> None:
    for word in NOUNS:
        for seed in range(4):
            lines = couplet(word, strength, Rng.from_seed(seed))
            assert words.poem_problem(lines, word) is None, lines
            assert words.rhymes(*lines), lines
            said = TOKEN.findall(" ".join(lines).lower())
            assert not any(gives_away(t, word) for t in said), lines


def test_couplets_vary_in_form_and_are_seeded() -> None:
    poems = {couplet("HOUSE", "medium", Rng.from_seed(seed)) for seed in range(8)}
    assert len(poems) >= 4
    assert couplet("HOUSE", "hard", Rng.from_seed(3)) == couplet("HOUSE", "hard", Rng.from_seed(3))
    seconds = {couplet(w, "hard", Rng.from_seed(0))[1] for w in NOUNS}
    assert len(seconds) >= len(NOUNS) // 2


def test_stock_lines_rhyme() -> None:
    assert all(words.rhymes(a, b) for a, b in TAILS)
    assert len(set(FILLERS)) == len(FILLERS)


def test_bots_guess_each_others_couplets() -> None:
    hits = 0
    for seed, word in enumerate(NOUNS):
        poem = " ".join(couplet(word, "hard", Rng.from_seed(seed)))
        hits += close_variant(guess("hard", "First letter is _", (word[0],), poem, seed), word)
    assert hits >= 3 * len(NOUNS) // 4


def test_bots_at_one_table_rarely_write_the_same_word() -> None:
    state = table("Second letter is _", "A")
    picks = []
    for seed in range(12):
        move = PoetrySlamBot("hard").choose(GAME, state, 0, Rng.from_seed(seed))
        assert isinstance(move, Write)
        picks.append(move.word)
    assert len(set(picks)) >= 3


def test_votes_are_honest_with_seeded_mistakes_never_always_yes() -> None:
    nonsense = ["QZXWORD", "BLORPTH", "XXYZQ", "MNBVCX"]
    for strength in ("easy", "medium", "hard"):
        bot = PoetrySlamBot(strength)
        votes = [
            bot.honest(bot.word_is_good(w), Rng.from_seed(s)) for w in nonsense for s in range(25)
        ]
        assert votes.count(True) <= len(votes) * (0.4 if strength == "easy" else 0.2)
    hard = PoetrySlamBot("hard")
    real = [w for w in common_words()][:100]
    accepted = sum(hard.honest(hard.word_is_good(w), Rng.from_seed(i)) for i, w in enumerate(real))
    assert accepted >= 85


def test_heldout_couplets_are_well_formed() -> None:
    items = tomllib.loads(HELDOUT.read_text(encoding="utf-8"))["couplet"]
    assert len(items) >= 40
    for item in items:
        assert words.matches_prompt(item["word"], card(item["prompt"]), tuple(item["drawn"]))
        assert words.poem_problem(tuple(item["lines"]), item["word"]) is None


def test_the_guessers_filter_gives_away_exactly_what_each_token_would() -> None:
    """`GivenAway` (one poem against many candidates) is `gives_away` token by token."""
    poem = "The singers sang of lemonade and running horses by a bakery; boats, a lemon tree"
    tokens = TOKEN.findall(poem.lower())
    candidates = ["SING", "SINGER", "SONG", "LEMON", "LEMONADE", "RUN", "RUNNER", "HORSE",
                  "HORSEMAN", "BAKE", "BAKER", "BOAT", "TREE", "STREET", "CAT", "BY", "A",
                  "TH", "THE", "ADE", "ORSE", "LEMONS", "SANG", "BOATS", "TREES"]  # fmt: skip
    given_away = GivenAway(tokens)
    for word in [*candidates, *list(common_words())[:3000]]:
        assert given_away(word) == any(gives_away(t, word) for t in tokens), word
    assert not GivenAway([])("CAT")
