"""Poetry Slam bot figures: guess rate on the held-out couplets, honest judgement, variety.

- `guess_rate`: the share of tests/games/poetry_slam/data/heldout_couplets.toml (couplets
  written by hand before the guessing code, never used to tune it) whose word a bot guesses
  (the word itself or a form the referee or the bots' call accepts).
- `judgment`: the bot's votes on claims whose truth is known -- words (common words and real
  compounds vs. misspellings and letter jumbles), poems (couplets that rhyme vs. ones that do
  not) and poet's calls (a guess that is a form of the word vs. an unrelated one) -- each with
  its own seeded Rng, as the bot votes in a game.
- `variety`: seeded 4-player games of default (hard) bots; rounds in which every writer wrote
  the same word.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from benchmarks.bot_figures import Judgment, Rate, Variety
from logomachy.bots.autoplay import autoplay
from logomachy.bots.poetry_slam.strategies import PoetrySlamBot, close_variant, common_words
from logomachy.games.poetry_slam import GAME, words
from logomachy.games.poetry_slam.edition import load_edition
from logomachy.kernel import Rng

HELDOUT = Path(__file__).resolve().parents[2] / "tests/games/poetry_slam/data/heldout_couplets.toml"
CLAIMS = 60  # of each kind, true and false


@cache
def heldout() -> tuple[dict[str, Any], ...]:
    return tuple(tomllib.loads(HELDOUT.read_text(encoding="utf-8"))["couplet"])


def card(text: str) -> Any:
    return next(c for c in load_edition().prompts if c.text == text)


def guess_rate(strength: str) -> Rate:
    bot = PoetrySlamBot(strength)
    hits = 0
    for i, item in enumerate(heldout()):
        poem = " ".join(item["lines"])
        rng = Rng.from_seed(i, "heldout")
        guess = bot.guess_for(poem, card(item["prompt"]), tuple(item["drawn"]), set(), set(), rng)
        hits += guess is not None and close_variant(guess, item["word"])
    return Rate(hits, len(heldout()))


def _claims() -> list[tuple[str, str, bool]]:
    """(kind, subject, true?) -- kind "word", "poem" (two lines joined by " / ") or "call"
    (guess and word joined by " / ")."""
    rng = Rng.from_seed(16, "claims")
    common = [w for w in common_words() if len(w) >= 4][:5000]
    real = rng.sample(common, CLAIMS)
    out: list[tuple[str, str, bool]] = [("word", w, True) for w in real]
    lex_words = set(common_words())
    for w in rng.sample(common, CLAIMS * 2):
        jumbled = list(w)
        rng.shuffle(jumbled)
        fake = "".join(jumbled) + rng.choice("QXZJ")
        if fake not in lex_words and len(out) < 2 * CLAIMS:
            out.append(("word", fake, False))
    rhymed = [w for w in real if len(words_rhyming(w)) >= 2][: CLAIMS // 2]
    for w in rhymed:
        a, b = words_rhyming(w)[:2]
        out.append(
            ("poem", f"it shines upon the {a.lower()} / we sing beside the {b.lower()}", True)
        )
        c = rng.choice(common)
        if not words.rhymes(a, c):
            out.append(
                ("poem", f"it shines upon the {a.lower()} / we sing beside the {c.lower()}", False)
            )
    for w in real[: CLAIMS // 2]:
        forms = [f for f in (w + "S", w + "ED", w + "ING", w + "LY") if f in lex_words]
        if forms:
            out.append(("call", f"{forms[0]} / {w}", True))
        other = rng.choice(common)
        if not close_variant(other, w):
            out.append(("call", f"{other} / {w}", False))
    return out


def words_rhyming(word: str) -> tuple[str, ...]:
    from logomachy.bots.poetry_slam.strategies import rhymes_for

    return rhymes_for(word)


def judgment(strength: str) -> Judgment:
    bot = PoetrySlamBot(strength)
    counts = {True: [0, 0], False: [0, 0]}
    for i, (kind, subject, truth) in enumerate(_claims()):
        rng = Rng.from_seed(i, f"judge:{strength}")
        if kind == "word":
            belief = bot.word_is_good(subject)
        elif kind == "poem":
            line1, line2 = subject.split(" / ")
            belief = words.rhymes(line1, line2) is not False
        else:
            guess, word = subject.split(" / ")
            belief = close_variant(guess, word)
        counts[truth][0] += bot.honest(belief, rng)
        counts[truth][1] += 1
    return Judgment(counts[True][0], counts[True][1], counts[False][0], counts[False][1])


def variety(seeds: range) -> Variety:
    same = rounds = 0
    for seed in seeds:
        state = autoplay(GAME, 4, seed, {}, ["hard"] * 4).state
        for r in range(1, state.round + 1):
            written = [state.line(s, r).word for s in range(4) if state.line(s, r).word]
            if len(written) >= 2:
                rounds += 1
                same += len(set(written)) == 1
    return Variety(same, rounds)


def main() -> None:
    for strength in ("easy", "medium", "hard"):
        rate = guess_rate(strength)
        j = judgment(strength)
        print(f"{strength:<7} held-out guessed {rate.hits}/{rate.total} ({rate.share:.0%})   "
              f"true accepted {j.true_rate:.0%} of {j.true_total}   "
              f"false accepted {j.false_rate:.0%} of {j.false_total}")  # fmt: skip
    v = variety(range(6))
    print(f"variety: all bots wrote one word in {v.same_rounds}/{v.rounds} rounds")


if __name__ == "__main__":
    main()
