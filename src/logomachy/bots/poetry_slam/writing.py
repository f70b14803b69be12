"""A Poetry Slam bot's poem: a rhyming couplet that hints at its word by meaning.

The hints are `clues` from WordNet (category, a piece of the definition, parts and wholes,
a synonym, a kind of it, the company it keeps in examples). A couplet takes one of four
shapes, tried in a seeded order so poems vary:
- clue / filler: a line ending on a clue word, then a stock line rhyming with it;
- filler / clue: the same, the other way round;
- two clues: two clue lines whose last words rhyme (the best poems, when WordNet allows);
- clue with tail: each line a clue followed by a stock tail, the two tails rhyming (always
  possible, so every word gets a poem).
Rhyme is the referee's (`words.rhymes`, the CMU-based lexicon), and no line says the word or
an obvious form of it (`gives_away`). Strength decides how many clues a poem spends: easy one
(its first, the category or definition), medium up to three in any shape, hard up to six
and a shape that spends two of them.
Free verse (the Freeform variant) is just the clues in one line.
"""

from __future__ import annotations

from functools import cache

from logomachy.bots.poetry_slam.meaning import Clue, _article, clues
from logomachy.games.poetry_slam import words
from logomachy.kernel import Rng

# Stock lines a poet uses to finish a couplet, each ending on a common rhyme.
FILLERS = (
    "so tell me now, what could it be?",
    "it's there for anyone to see.",
    "now take a guess, it's up to you.",
    "I'm sure you'll get it, that is true.",
    "the answer's there for those who know.",
    "so make your guess, and off you go.",
    "come on, my friends, the answer's near.",
    "I hope by now the answer's clear.",
    "so guess it now and win the game.",
    "now can you tell me what's its name?",
    "I'm sure by now it's on your mind.",
    "a simple word for you to find.",
    "so make your guess, I cannot wait.",
    "now shout it out, don't be too late.",
    "I hope you guess it right away.",
    "and that is all I have to say.",
    "I've said enough, I'll say no more.",
    "now think it through, it won't take long.",
    "and that's the theme of my short song.",
    "a clue for you: now guess it right.",
    "I'll think of it all day and night.",
    "I'll give you time, and that is fine.",
    "now read between these lines of mine.",
    "the answer's simple, pretty plain.",
    "so guess the word, give it a try.",
    "you know it well, and so do I.",
    "so guess it now, if you dare.",
    "I'm sure you've seen it here and there.",
    "so don't delay, just take a shot.",
    "the answer's simple, clear and bold.",
    "and that's the story to be told.",
    "so guess away and have some fun.",
    "I think by now you've nearly won.",
    "and that's the only clue you need.",
    "now use your imagination.",
    "you'll get it with some concentration.",
    "it's quite a common thing.",
    "a word that makes the poet sing.",
    "you'll get it, I can tell.",
    "I hope I've hidden it well.",
    "I know you'll guess it soon.",
    "and that's the end of my tune.",
    "come on, now, guess it, please.",
    "a word you'll guess with ease.",
    "I'll wait for you to say.",
    "a puzzle for today.",
)
# Rhyming tails for the clue-with-tail shape: (first line's tail, second line's tail).
TAILS = (
    ("as you can see", "so what could it be?"),
    ("that much is true", "and now over to you"),
    ("as you all know", "so give it a go"),
    ("it's plain to find", "keep that in mind"),
    ("I must say", "now guess away"),
    ("it's clear", "the answer's near"),
    ("by day or night", "now guess it right"),
    ("I am told", "the answer is bold"),
)
# Line openings per kind of clue; the clue's text ends the line.
OPENINGS = {
    "category": ("It's a kind of {t}", "You could call it {a}", "A type of {t}"),
    "verb category": ("It's a way to {t}", "A way to {t}", "You do it to {t}"),
    "definition": ("It's {t}", "Picture this: {t}", "In short, it's {t}"),
    "verb definition": ("It means to {t}", "To {t}, that's the way", "You {t}"),
    "adjective definition": ("It means {t}", "Something {t}"),
    "part": ("It has {a}", "It comes with {a}"),
    "whole": ("It's part of {a}", "You'll find it in {a}"),
    "synonym": ("Some would call it {t}", "Another name is {t}"),
    "kind": ("Think of {a}", "Like {a}"),
    "company": ("Think of {t}", "It goes with {t}"),
}
SHAPES = ("two clues", "clue / filler", "filler / clue", "clue with tail")
CLUES_READ = {"easy": 1, "medium": 3, "hard": 6}


def _line(clue: Clue, rng: Rng) -> str:
    """A line ending on the clue, opened in one of its kind's ways (seeded)."""
    kind = clue.kind
    if kind == "definition" and clue.text.split()[0] not in ("a", "an", "the", "any", "one"):
        first = clue.text.split()[0]
        kind = "adjective definition" if first.endswith(("ing", "ed", "ful", "ous")) else kind
        kind = "verb definition" if first in _verbs() else kind
    opening = rng.choice(OPENINGS[kind])
    text = opening.format(t=clue.text, a=_article(clue.text))
    return text[0].upper() + text[1:]


@cache
def _verbs() -> frozenset[str]:
    from logomachy.bots.poetry_slam.meaning import meaning

    m = meaning()
    return frozenset(w for w, by_pos in m.wn.lemmas.items() if "v" in by_pos and "n" not in by_pos)


def _rhymes(a: str, b: str) -> bool:
    return words.rhymes(a, b) is True


def _ok(lines: tuple[str, str], word: str) -> bool:
    return _rhymes(*lines) and words.poem_problem(lines, word) is None


def couplet(word: str, strength: str, rng: Rng) -> tuple[str, str]:
    """A rhyming couplet hinting at `word` (see the module docstring); () never: the
    clue-with-tail shape always rhymes, and a word WordNet lacks gets a stock couplet."""
    found = list(clues(word))[: CLUES_READ[strength]]
    shapes = list(SHAPES)
    if strength != "hard":
        rng.shuffle(shapes)
    else:  # hard: the shapes that spend two clues first, then a seeded order of the rest
        rest = shapes[1:3]
        rng.shuffle(rest)
        shapes = [shapes[0], shapes[3], *rest]
    fillers = list(FILLERS)
    rng.shuffle(fillers)
    for shape in shapes:
        lines = _shape(shape, found, fillers, rng)
        if lines is not None and _ok(lines, word):
            return lines
    n = len(words.letters(word))
    return (
        f"I hid {n} letters here inside my rhyme,",
        "the card is your guide, so take your time.",
    )


def _shape(shape: str, found: list[Clue], fillers: list[str], rng: Rng) -> tuple[str, str] | None:
    if not found:
        return None
    if shape == "two clues":
        for i, a in enumerate(found):
            for b in found[i + 1 :]:
                if a.end != b.end and _rhymes(a.end, b.end):
                    return (_line(a, rng) + ",", "and " + _lower(_line(b, rng)) + ".")
        return None
    if shape in ("clue / filler", "filler / clue"):
        for clue in found:
            for filler in fillers:
                if _rhymes(clue.end, filler):
                    line = _line(clue, rng)
                    if shape == "clue / filler":
                        return (line + ",", filler)  # a stock line ends with its stop
                    return (filler[0].upper() + filler[1:-1] + ":", _lower(line) + ".")
        return None
    first = found[0]
    tail_a, tail_b = rng.choice(TAILS)
    line_b = _lower(_line(rng.choice(found[1:]), rng)) if len(found) > 1 else "so tell me"
    return (f"{_line(first, rng)}, {tail_a},", f"{line_b}, {tail_b}.".replace("?.", "?"))


def _lower(line: str) -> str:
    return line[0].lower() + line[1:] if line[:2] != "I " else line


def free_verse(word: str, strength: str, rng: Rng) -> tuple[str, ...]:
    """Free verse: the clues in one line (no rhyme needed)."""
    found = list(clues(word))[: max(2, CLUES_READ[strength])]
    if not found:
        return (f"My word has {len(words.letters(word))} letters.",)
    picked = found[:1] + rng.sample(found[1:], min(len(found) - 1, 1))
    text = "; ".join(_lower(_line(c, rng)) for c in picked)
    return (text[0].upper() + text[1:] + ".",)
