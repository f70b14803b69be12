"""The referee's part in Writing Words, Slams and guessing: what a rule or the dictionary decides.

Everything here is a pure function of the written text, the prompt and the lexicon; what only
people can judge (an unclear word, a poem, a guess that is not plainly the word) is left to
the poet's call and the table's vote in `game.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from logomachy.games.poetry_slam.edition import PromptCard
from logomachy.kernel import IllegalMove
from logomachy.lexicon import Lexicon, LexiconError, lexicon

# The rulebook's sections a refusal here names (game.py names them too).
WRITING_RULE, POETRY_RULE, FREEFORM_RULE = (
    "Writing Words",
    "Poetry Phase",
    "Freeform Poetry Variant",
)

MIN_LETTERS = 3
MAX_CHARACTERS = 40
LENGTH_POINTS = ((9, 4), (7, 3), (5, 2), (3, 1))  # letters at least -> points (Record Points)
NONSENSE_SLAMS = 3
VOWELS = set("AEIOUY")
_ALLOWED = re.compile(r"^[A-Z][A-Z' -]*$")


def normalise(text: str) -> str:
    """Upper case, single spaces: how a word is written on the Score Sheet."""
    return " ".join(text.strip().upper().split())


def malformed(word: str) -> IllegalMove | None:
    """Why `word` cannot be written at all (not letters); None if it can (it may still slam)."""
    if not word:
        return IllegalMove.of("write a word (or pass)", rule=WRITING_RULE)
    if len(word) > MAX_CHARACTERS:
        return IllegalMove.of(
            "a word has at most {count} characters", rule=WRITING_RULE, count=MAX_CHARACTERS
        )
    if not _ALLOWED.match(word):
        return IllegalMove.of(
            "write letters only (spaces and hyphens for compound words)", rule=WRITING_RULE
        )
    return None


def letters(word: str) -> str:
    """The word's letters (a compound's spaces and hyphens do not count)."""
    return "".join(ch for ch in word if "A" <= ch <= "Z")


def length_points(word: str) -> int:
    """Record Points: 3 or 4 letters 1, 5 or 6 2, 7 or 8 3, 9+ 4."""
    n = len(letters(word))
    return next((points for least, points in LENGTH_POINTS if n >= least), 0)


def matches_prompt(word: str, card: PromptCard, drawn: tuple[str, ...]) -> bool:
    """Does the word meet the Word Prompt Card with these Letter Cards?"""
    core = letters(word)
    if card.at is not None:
        i = card.at
        return -len(core) <= i < len(core) and core[i] == drawn[0]
    return all(letter in core for letter in drawn)


def lost_letter_uses(word: str, covered: set[str], drawn: tuple[str, ...]) -> int:
    """One Slam per use of a lost letter; a letter the prompt requires may be used once free."""
    core = letters(word)
    uses = sum(core.count(letter) for letter in covered)
    free = sum(1 for letter in set(drawn) if letter in covered and letter in core)
    return uses - free


@dataclass
class WordCheck:
    """The referee's findings on one word: automatic Slams (each with its reason) and whether
    the dictionary leaves it unclear, so the table must vote (Writing Words: majority rules)."""

    slams: list[str] = field(default_factory=list)
    unclear: str = ""
    codes: list[str] = field(default_factory=list)  # each Slam's reason as an id (the log's)
    doubt: str = ""  # the unclear word's doubt as an id (`doubt_code`)


def check_word(word: str, card: PromptCard, drawn: tuple[str, ...], covered: set[str]) -> WordCheck:
    check = WordCheck()
    core = letters(word)
    if not matches_prompt(word, card, drawn):
        check.slams.append(f"{word} does not match the prompt {card.describe(drawn)}")
        check.codes.append("slam-prompt")
    if "'" in word:
        check.slams.append(f"{word} is a contraction")
        check.codes.append("slam-contraction")
    elif len(core) < MIN_LETTERS:
        check.slams.append(f"{word} has fewer than {MIN_LETTERS} letters")
        check.codes.append("slam-short")
    else:
        check.unclear = dictionary_doubt(word)
        check.doubt = doubt_code(word)
    lost = lost_letter_uses(word, covered, drawn)
    check.slams += [f"{word} uses a lost letter"] * lost
    check.codes += ["slam-lost-letter"] * lost
    return check


DOUBTS = {
    "doubt-compound": "{word} is not in the dictionary as one word: is it a compound word?",
    "doubt-no-dictionary": "the dictionary is not available: is {word} an English word?",
    "doubt-unknown": "{word} is not in the dictionary: is it spelt right, and English?",
    "doubt-no-vowel": "{word} has no vowel: is it a word, or an abbreviation?",
}


def doubt_code(word: str) -> str:
    """Why the dictionary cannot settle `word` alone, as an id (a key of DOUBTS; "" when it
    knows it as a common word)."""
    parts = re.split(r"[ -]", word)
    if len(parts) > 1:
        return "doubt-compound"
    lex = _english()
    if lex is None:
        return "doubt-no-dictionary"
    if not lex.is_word(word.lower()):
        return "doubt-unknown"
    if not set(word) & VOWELS:
        return "doubt-no-vowel"
    return ""


def dictionary_doubt(word: str) -> str:
    """Why the dictionary cannot settle `word` alone ("" when it knows it as a common word)."""
    code = doubt_code(word)
    return DOUBTS[code].format(word=word) if code else ""


def is_nonsense(word: str) -> bool:
    """Reading (Slams): the referee's only sure sign of a word "clearly used only to circumvent
    the rules" is the rulebook's own kind, one letter three or more times in a row."""
    return re.search(r"([A-Z])\1\1", letters(word)) is not None


def attested_lemmas(word: str) -> tuple[str, ...]:
    """The word (if the dictionary has it) and the lemmas of its attested readings, sorted:
    a reading the lexicon only guessed from hunspell affix flags is no evidence."""
    lex = _english()
    if lex is None:
        return ()
    form = word.lower()
    try:
        found = {a.lemma for a in lex.analyses(form) if not a.guessed and a.pos != "proper noun"}
    except LexiconError:
        return ()
    if found or lex.is_word(form):
        found.add(form)
    return tuple(sorted(found))


def guess_is_right(guess: str, word: str) -> bool:
    """The referee's part of "Guesses don't need to be exact": the guess is the word, one of
    its inflections (an attested reading shares a lemma with it), or an attested derivative
    (WordNet links the two, or their lemmas, by derivation: IRONIC for IRONICALLY). Anything
    else -- a bare prefix (IRON), a synonym, a misspelling -- is the poet's call."""
    g, w = letters(normalise(guess)), letters(normalise(word))
    if not g or not w:
        return False
    if g == w:
        return True
    lex = _english()
    if lex is None or " " in normalise(guess) or " " in normalise(word):
        return False
    lg, lw = attested_lemmas(g), attested_lemmas(w)
    if set(lg) & set(lw):
        return True
    try:
        return any("derivation" in lex.relations(a, b).holds for a in lg for b in lw)
    except LexiconError:
        return False


MAX_POEM = 400  # characters: a couplet is two short lines, a free verse poem a short clue
MAX_FREE_LINES = 8


def poem_lines(lines: tuple[str, ...]) -> tuple[str, ...]:
    """The lines said, trimmed, blank ones left out."""
    return tuple(line.strip() for line in lines if line.strip())


def poem_problem(lines: tuple[str, ...], word: str, freeform: bool = False) -> IllegalMove | None:
    """Why a poem cannot be recited (Poetry Phase): a couplet is two lines, a free verse poem
    one or more (Freeform Poetry Variant); neither may contain the word, nor a BLANK for it."""
    said_lines = poem_lines(lines)
    if freeform:
        if not said_lines:
            return IllegalMove.of("a free verse poem has at least one line", rule=FREEFORM_RULE)
        if len(said_lines) > MAX_FREE_LINES:
            return IllegalMove.of(
                "a free verse poem is a short clue (at most {count} lines)",
                rule=FREEFORM_RULE,
                count=MAX_FREE_LINES,
            )
        if sum(map(len, said_lines)) > MAX_POEM:
            return IllegalMove.of("a free verse poem is a short clue", rule=FREEFORM_RULE)
    else:
        if len(said_lines) != 2 or len(poem_lines(lines[:2])) != 2:
            return IllegalMove.of("a rhyming couplet has two lines", rule=POETRY_RULE)
        if sum(map(len, said_lines)) > MAX_POEM:
            return IllegalMove.of("a couplet is two short lines", rule=POETRY_RULE)
    said = set(re.findall(r"[A-Z]+", " ".join(said_lines).upper()))
    parts = {p for p in re.split(r"[ -]", word) if p}
    if word and (parts <= said or letters(word) in said):
        if freeform:
            return IllegalMove.of("the poem may not contain your word", rule=FREEFORM_RULE)
        return IllegalMove.of("the poem may not contain your word", rule=POETRY_RULE)
    if "BLANK" in said and "BLANK" not in parts:
        if freeform:
            return IllegalMove.of(
                'players may not use a "Blank" in their poem to represent their word',
                rule=FREEFORM_RULE,
            )
        return IllegalMove.of(
            'players may not use a "Blank" in their poem to represent their word',
            rule=POETRY_RULE,
        )
    return None


def line_end(line: str) -> str:
    found = re.findall(r"[A-Za-z']+", line)
    return found[-1].lower() if found else ""


def rhymes(line1: str, line2: str) -> bool | None:
    """Do the two lines' last words rhyme, to the dictionary's ear? None when it cannot tell."""
    a, b = line_end(line1), line_end(line2)
    lex = _english()
    if lex is None or not a or not b:
        return None
    try:
        if a == b:
            return False
        return lex.rhyme(a, b) == "consonant"
    except LexiconError:
        return None


def _english() -> Lexicon | None:
    try:
        return lexicon("en")
    except LexiconError:
        return None
