"""Logomachy's own Trencadís edition (data/README.md): letter cards and prompt decks.

The rulebook gives only the component counts (49 letter cards worth 1–3 points, one special
card, 110 prompt cards); these tests hold the shipped data to them and hold every prompt word to
the rulebook's valid-word rules, since bots write these words.

Prompt-variation check ("not a variation on the prompt, like Beachgoer for Beach"): a word may
not contain the accent-folded prompt; for prompts of 6 letters or more it may not contain the
prompt's first 5 letters either (its stem: FLIGHT → FLIGH, COCINA → COCIN), which also catches
COCINERO for COCINA. Shorter prompts are their own stem (SPACE bans AIRSPACE). Nor may a
word be part of the prompt (PAN for PANADERÍA, BALL for FOOTBALL): that is the prompt's root.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from logomachy.lexicon.letters import card_letters

REPO = Path(__file__).resolve().parents[3]
LANGS = ("en", "es", "ca")
ALPHABET = frozenset(chr(c) for c in range(ord("A"), ord("Z") + 1))
SPECIAL = {"en": "", "es": "Ñ", "ca": "Ç"}
WORD_LISTS = {  # Debian wamerican-huge, wspanish, wcatalan (scripts/debian-packages.txt)
    "en": Path("/usr/share/dict/american-english-huge"),
    "es": Path("/usr/share/dict/spanish"),
    "ca": Path("/usr/share/dict/catalan"),
}
HUNSPELL = {  # Debian hunspell-en-us, hunspell-es, hunspell-ca
    "en": Path("/usr/share/hunspell/en_US"),
    "es": Path("/usr/share/hunspell/es_ES"),
    "ca": Path("/usr/share/hunspell/ca"),
}
# en_US.aff suffix flags that make inflected forms (plural, 3rd person, past, -ing,
# possessive, superlative, plurals of -ing/-er/-ion derivations).
EN_INFLECTION_FLAGS = frozenset("SDGMTJZX")
WORD_SHAPE = {
    "en": re.compile(r"[a-z]+"),
    "es": re.compile(r"[a-záéíóúüñ]+"),
    "ca": re.compile(r"(?:l·l|[a-zàèéíïòóúüç])+"),
}
MIN_LETTERS, MAX_LETTERS = 3, 11


def _data_dir() -> Path:
    try:
        from importlib.resources import files

        data = files("logomachy.games.trencadis") / "data"
        if data.is_dir():
            return Path(str(data))
    except ImportError:
        pass
    return REPO / "src/logomachy/games/trencadis/data"


@cache
def _load(kind: str, lang: str) -> dict[str, Any]:
    return tomllib.loads((_data_dir() / f"{kind}.{lang}.toml").read_text(encoding="utf-8"))


def _prompts(lang: str) -> list[dict[str, Any]]:
    prompts: list[dict[str, Any]] = _load("prompts", lang)["prompt"]
    return prompts


def _fold(text: str, lang: str) -> str:
    return "".join(card_letters(text, lang))


@cache
def _word_list(lang: str) -> frozenset[str]:
    return frozenset(WORD_LISTS[lang].read_text(encoding="utf-8").split("\n"))


@cache
def _dictionary(lang: str) -> frozenset[str]:
    """The words a table accepts as spelt right. Spanish joins Debian's two dictionaries: the
    wspanish list misses common words (siete, autobús) that hunspell-es lists, and both hold
    lemmas only, so the union is still free of plurals and conjugated verbs."""
    if lang == "es":
        return _word_list(lang) | frozenset(_hunspell_stems(lang))
    return _word_list(lang)


@cache
def _hunspell_stems(lang: str) -> dict[str, frozenset[str]]:
    """Dictionary stems (lemmas: singular nouns, infinitives) → their affix flags."""
    long_flags = "FLAG long" in HUNSPELL[lang].with_suffix(".aff").read_text(encoding="utf-8")
    lines = HUNSPELL[lang].with_suffix(".dic").read_text(encoding="utf-8").splitlines()[1:]
    stems: dict[str, frozenset[str]] = {}
    for line in lines:
        if not line.strip():
            continue
        word, _, flags = line.split()[0].partition("/")
        split = [flags[i : i + 2] for i in range(0, len(flags), 2)] if long_flags else flags
        stems[word] = stems.get(word, frozenset()) | frozenset(split)
    return stems


@cache
def _affix_rules(lang: str, kind: str) -> list[tuple[str, str, str, re.Pattern[str]]]:
    """(flag, strip, add, condition) for each `kind` ("SFX" or "PFX") rule of the .aff file."""
    rules = []
    for line in HUNSPELL[lang].with_suffix(".aff").read_text(encoding="utf-8").splitlines():
        parts = line.split()
        if len(parts) >= 5 and parts[0] == kind:
            flag, strip, add, condition = parts[1:5]
            strip = "" if strip == "0" else strip
            add = "" if add == "0" else add.split("/")[0]
            anchored = f"(?:{condition})$" if kind == "SFX" else f"^(?:{condition})"
            rules.append((flag, strip, add, re.compile(anchored)))
    return rules


def _derivations(word: str, lang: str) -> list[tuple[str, str, str]]:
    """(stem, flag, suffix) for every way one suffix rule makes `word` from a stem."""
    stems = _hunspell_stems(lang)
    found = []
    for flag, strip, add, condition in _affix_rules(lang, "SFX"):
        if (add or strip) and word.endswith(add):
            stem = word[: len(word) - len(add)] + strip
            if flag in stems.get(stem, ()) and condition.search(stem):
                found.append((stem, flag, add))
    return found


def _hunspell_accepts(word: str, lang: str) -> bool:
    """Whether hunspell accepts `word`: a stem, or a stem with one suffix and/or one prefix
    (what the Spanish and Catalan dictionaries use; lexicon/ builds its word sets the same
    way, so this is the spelling the referee knows)."""
    stems = _hunspell_stems(lang)
    if word in stems or _derivations(word, lang):
        return True
    for flag, strip, add, condition in _affix_rules(lang, "PFX"):
        if not word.startswith(add):
            continue
        inner = strip + word[len(add) :]
        if flag in stems.get(inner, ()) and condition.search(inner):
            return True
        if any(
            flag in stems[stem] and condition.search(stem)
            for stem, _, _ in _derivations(inner, lang)
        ):
            return True
    return False


def _en_inflected(word: str) -> list[str]:
    """The en_US stems `word` is an inflected form of (empty if it is a stem itself)."""
    if word in _hunspell_stems("en"):
        return []
    return [stem for stem, flag, _ in _derivations(word, "en") if flag in EN_INFLECTION_FLAGS]


def _ca_base_form(word: str) -> bool:
    """A hunspell-ca stem, or the feminine singular of one: made by a noun/adjective flag
    (`_X`) with a suffix not ending in -s (germana from germà). Plurals and conjugated verb
    forms (two-character verb-model flags) are not base forms."""
    if word in _hunspell_stems("ca"):
        return True
    return any(
        flag.startswith("_") and not add.endswith("s") for _, flag, add in _derivations(word, "ca")
    )


# --- letter cards -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_49_letter_cards_worth_1_to_3_points(lang: str) -> None:
    letters = _load("letters", lang)
    cards = letters["card"]
    assert letters["language"] == lang
    assert sum(card["count"] for card in cards) == 49
    assert all(card["count"] >= 1 for card in cards)
    assert {card["points"] for card in cards} == {1, 2, 3}
    assert len({card["letter"] for card in cards}) == len(cards), "one entry per letter"


@pytest.mark.parametrize("lang", LANGS)
def test_every_letter_of_the_alphabet_has_a_card(lang: str) -> None:
    # All 26 letters belong to the English, Spanish (RAE) and Catalan (IEC) alphabets.
    assert {card["letter"] for card in _load("letters", lang)["card"]} == ALPHABET


@pytest.mark.parametrize("lang", LANGS)
def test_special_card_per_language(lang: str) -> None:
    letters = _load("letters", lang)
    assert letters["special"] == SPECIAL[lang]
    assert letters["special_points"] == 3
    assert letters["special"] not in {card["letter"] for card in letters["card"]}


@pytest.mark.parametrize("lang", LANGS)
def test_rarer_letters_never_score_less(lang: str) -> None:
    """Points follow frequency: a letter with more cards is never worth more points."""
    cards = _load("letters", lang)["card"]
    for a in cards:
        for b in cards:
            if a["count"] > b["count"]:
                assert a["points"] <= b["points"], (a, b)


@pytest.mark.slow
def test_letter_files_match_their_derivation() -> None:
    script = REPO / "scripts/derive_trencadis_letters.py"
    result = subprocess.run(
        [sys.executable, str(script), "--check"], capture_output=True, text=True, check=False
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --- prompt decks -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_at_least_110_unique_prompts(lang: str) -> None:
    deck = _load("prompts", lang)
    assert deck["language"] == lang
    texts = [prompt["text"] for prompt in _prompts(lang)]
    assert len(texts) >= 110
    assert [t for t, n in Counter(texts).items() if n > 1] == []
    for text in texts:
        assert text == text.upper() and WORD_SHAPE[lang].fullmatch(text.lower()), text


@pytest.mark.parametrize("lang", LANGS)
def test_each_prompt_has_12_to_20_unique_words_of_varied_length(lang: str) -> None:
    bad = []
    for prompt in _prompts(lang):
        words = prompt["words"]
        lengths = {len(_fold(word, lang)) for word in words}
        if not 12 <= len(words) <= 20 or len(set(words)) != len(words) or len(lengths) < 4:
            bad.append(prompt["text"])
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_words_are_lower_case_single_words(lang: str) -> None:
    bad = [
        (prompt["text"], word)
        for prompt in _prompts(lang)
        for word in prompt["words"]
        if not WORD_SHAPE[lang].fullmatch(word)
        or not MIN_LETTERS <= len(_fold(word, lang)) <= MAX_LETTERS
    ]
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_word_is_a_variation_of_its_prompt(lang: str) -> None:
    bad = []
    for prompt in _prompts(lang):
        folded = _fold(prompt["text"], lang)
        stem = folded[:5] if len(folded) >= 6 else folded
        bad += [
            (prompt["text"], word)
            for word in prompt["words"]
            if stem in _fold(word, lang) or _fold(word, lang) in folded
        ]
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_every_word_is_in_the_dictionary(lang: str) -> None:
    words = _dictionary(lang)
    bad = [
        (prompt["text"], word)
        for prompt in _prompts(lang)
        for word in prompt["words"]
        if word not in words
    ]
    assert bad == []


@pytest.mark.parametrize("lang", ["es", "ca"])
def test_every_word_is_known_to_hunspell(lang: str) -> None:
    """The Spanish and Catalan lexicons (lexicon/build/romance.py) are built from hunspell,
    so a deck word hunspell does not know (es_ES lacks pingüino) would look misspelt."""
    bad = [
        (prompt["text"], word)
        for prompt in _prompts(lang)
        for word in prompt["words"]
        if not _hunspell_accepts(word, lang)
    ]
    assert bad == []


@pytest.mark.parametrize("lang", ["ca"])
def test_every_catalan_word_is_a_base_form(lang: str) -> None:
    """Singular / base form in Catalan: the word list holds every inflected form, but
    hunspell-ca lists lemmas as stems (singular nouns, masculine singular adjectives,
    infinitives) and makes the rest by affixes (see `_ca_base_form`). Spanish needs no such
    check: its dictionaries hold lemmas only (see `_dictionary`)."""
    bad = [
        (prompt["text"], word)
        for prompt in _prompts(lang)
        for word in prompt["words"]
        if not _ca_base_form(word)
    ]
    assert bad == []


def test_no_english_word_is_an_inflected_form() -> None:
    """Singular / base form in English: no word is made from an en_US stem by a plural,
    past, -ing, possessive or superlative suffix unless it is a stem in its own right."""
    bad = [
        (prompt["text"], word, _en_inflected(word))
        for prompt in _prompts("en")
        for word in prompt["words"]
        if _en_inflected(word)
    ]
    assert bad == []


def test_inflection_check_can_fail() -> None:
    assert _en_inflected("beaches") == ["beach"]
    assert _en_inflected("flew") == []  # irregular forms are the deck author's job
    assert _en_inflected("building") == []  # a stem (noun) in its own right
    assert {"playa", "cantar"} <= _dictionary("es")
    assert _hunspell_accepts("autopista", "es")  # prefix auto- on pista
    assert not _hunspell_accepts("pingüino", "es")
    assert not {"playas", "cantaba", "cantó"} & _dictionary("es")  # lemmas only
    assert _ca_base_form("platja") and _ca_base_form("germana")  # stem; feminine singular
    assert not _ca_base_form("platges") and not _ca_base_form("cantava")  # plural; verb form


@pytest.mark.parametrize("lang", LANGS)
def test_every_letter_written_has_a_card(lang: str) -> None:
    letters = _load("letters", lang)
    cards = {card["letter"] for card in letters["card"]} | {letters["special"]} - {""}
    written = {ch for prompt in _prompts(lang) for w in prompt["words"] for ch in _fold(w, lang)}
    assert written <= cards
    if letters["special"]:
        assert letters["special"] in written, "some prompt word uses the special card"
