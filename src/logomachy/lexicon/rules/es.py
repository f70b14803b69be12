"""Spanish: normalisation, syllables and stress (RAE Ortografía 2010), rhyme by sounds.

Readings taken where usage varies, for a table in Spain (El Soneto is set in Madrid):
- "tl" is divided (at-le-ta), as in Spain; prefixes are divided like any word (de-sha-cer is
  written des-ha-cer by some: we give des-ha-cer, the plain consonant rule).
- h between vowels does not stop a diphthong (prohi-bir, ahu-mar), as the RAE says.
- Rhyme sounds: distinción (z, c+e/i ≠ s) as in central Spain, and yeísmo (ll = y), which
  the RAE accepts and most speakers in Spain use; b = v, h is silent, g+e/i = j, x = ks.
- Assonance counts the stressed vowel and the last vowel; a final unstressed i counts as e and
  u as o (lápiz ~ cáliz ~ madre), the usual metric convention.
"""

from __future__ import annotations

from collections.abc import Sequence

from logomachy.lexicon.model import BadWord
from logomachy.lexicon.rules.base import Unit, clean, divide, fold_accents

lang = "es"
VOWELS = frozenset("aeiouáéíóúü")
ACCENTED = frozenset("áéíóú")
STRONG = frozenset("aeoáéó")
ALPHABET = frozenset("abcdefghijklmnopqrstuvwxyzáéíóúüñ")
ONSETS = frozenset(
    {"pr", "br", "tr", "dr", "cr", "kr", "gr", "fr", "pl", "bl", "cl", "kl", "gl", "fl"}
)
# Letters that keep their identity on letter cards.
OWN_LETTERS = frozenset({"Ñ"})


def normalise(word: str) -> str:
    """Lower case, NFC; accents and ü are kept (they are spelling in Spanish)."""
    text = clean(word, ALPHABET)
    return text


def _units(word: str) -> list[Unit]:
    units: list[Unit] = []
    i, n = 0, len(word)
    while i < n:
        ch = word[i]
        nxt = word[i + 1] if i + 1 < n else ""
        after = word[i + 2] if i + 2 < n else ""
        if ch + nxt in ("ll", "ch", "rr"):  # digraphs: one consonant sound each
            units.append(Unit(ch + nxt, False))
            i += 2
        elif ch in "qg" and nxt == "u" and after in "eiéí" and after:
            units.append(Unit(ch + nxt, False))  # silent u: que, gui
            i += 2
        elif ch == "y":
            # y is a vowel at the end of a word or before a consonant (rey, muy, y).
            vowel = nxt == "" or nxt not in VOWELS
            units.append(Unit(ch, (vowel and i > 0) or n == 1))
            i += 1
        else:
            units.append(Unit(ch, ch in VOWELS))
            i += 1
    return units


def _weak(u: Unit) -> bool:
    return u.text in ("i", "u", "ü", "y")


def _next_vowel(units: Sequence[Unit], j: int) -> Unit | None:
    for u in units[j + 1 :]:
        if u.vowel:
            return u
        if u.text != "h":
            return None
    return None


def _splits(units: Sequence[Unit], i: int, j: int) -> bool:
    a, b = units[i].text, units[j].text
    if a in "íú" or b in "íú":
        return True  # an accented weak vowel always stands alone: ma-íz, rí-o
    if a in STRONG and b in STRONG:
        return True
    if a in STRONG and _weak(units[j]):
        # strong, weak, strong: the weak vowel leans on the one after it (ca-ca-hue-te)
        after = _next_vowel(units, j)
        return after is not None and after.text in STRONG
    return bool(_weak(units[i]) and _weak(units[j]) and a == b)  # chi-i-ta


def _syllable_units(word: str) -> list[list[Unit]]:
    return divide(_units(word), _splits, ONSETS, transparent="h")


def syllables(word: str) -> list[str]:
    """Written syllables: `syllables("prohibir")` is ['prohi', 'bir']."""
    text = normalise(word)
    return ["".join(u.text for u in syl) for syl in _syllable_units(text)]


def stress(word: str) -> int:
    """Index of the stressed syllable (0-based), by written accent or the default rule."""
    text = normalise(word)
    syls = syllables(text)
    if len(syls) == 1:
        return 0
    if text.endswith("mente") and len(syls) > 3:
        return len(syls) - 2  # adverbs in -mente keep their own stress on "men"
    for idx, syl in enumerate(syls):
        if any(ch in ACCENTED for ch in syl):
            return idx
    last = text[-1]
    if len(text) > 1 and last in "ns" and text[-2] not in VOWELS:
        return len(syls) - 1  # robots, tictacs: -s after a consonant ends an oxytone (RAE)
    if last in "aeiouns":
        return len(syls) - 2
    return len(syls) - 1


def _stressed_vowel_offset(text: str) -> int:
    """Character offset of the stressed vowel in `text`."""
    units = _syllable_units(text)
    idx = stress(text)
    offset = sum(len(u.text) for syl in units[:idx] for u in syl)
    vowels: list[tuple[int, Unit]] = []
    pos = offset
    for u in units[idx]:
        if u.vowel:
            vowels.append((pos, u))
        pos += len(u.text)
    if not vowels:
        raise BadWord(f"no vowel in {text!r}")
    for pos, u in vowels:
        if u.text in ACCENTED:
            return pos
    for pos, u in vowels:
        if u.text in STRONG:
            return pos
    return vowels[-1][0]  # ui, iu: the second vowel carries the stress (rui-do, ciu-dad)


_PLAIN = str.maketrans("áéíóúü", "aeiouu")


def phonemes(text: str) -> str:
    """A broad phonemic spelling (one character per phoneme) of a lower-case fragment."""
    out: list[str] = []
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        after = text[i + 2] if i + 2 < n else ""
        if ch == "c" and nxt == "h":
            out.append("ʧ")
            i += 2
            continue
        if ch == "l" and nxt == "l":
            out.append("ʝ")
            i += 2
            continue
        if ch == "r" and nxt == "r":
            out.append("R")
            i += 2
            continue
        if ch in "qg" and nxt == "u" and after and after in "eiéí":
            out.append("k" if ch == "q" else "g")
            i += 2
            continue
        i += 1
        if ch in "aeiouáéíóúü":
            out.append(ch.translate(_PLAIN))
        elif ch == "y":
            out.append("i" if (nxt == "" or nxt not in VOWELS) else "ʝ")
        elif ch == "h":
            continue
        elif ch == "c":
            out.append("θ" if nxt and nxt in "eiéí" else "k")
        elif ch == "z":
            out.append("θ")
        elif ch == "g":
            out.append("x" if nxt and nxt in "eiéí" else "g")
        elif ch == "j":
            out.append("x")
        elif ch in "vw":
            out.append("b")
        elif ch in "qk":
            out.append("k")
        elif ch == "x":
            out.append("ks")
        elif ch == "ñ":
            out.append("ɲ")
        elif ch == "r":
            prev = text[i - 2] if i >= 2 else ""
            out.append("R" if prev in ("", "l", "n", "s") else "ɾ")
        else:
            out.append(ch)
    return "".join(out)


def rhyme_keys(word: str) -> tuple[str, str]:
    """(consonant key, assonant key): the sounds from the stressed vowel on, and its vowels."""
    text = normalise(word)
    if not any(ch in VOWELS for ch in text) and "y" not in text:
        return "", ""  # a letter name such as "g": nothing to rhyme on
    offset = _stressed_vowel_offset(text)
    consonant = phonemes(text[offset:])
    stressed = text[offset].translate(_PLAIN).replace("y", "i")
    units = _syllable_units(text)
    idx = stress(text)
    if idx == len(units) - 1:
        return consonant, stressed
    last = [u.text for u in units[-1] if u.vowel]
    strong = [v for v in last if v in STRONG]
    final = (strong[-1] if strong else last[-1]).translate(_PLAIN)
    final = {"i": "e", "u": "o", "y": "e"}.get(final, final)
    return consonant, stressed + final


def card_letters(word: str) -> list[str]:
    """Letter cards of a Spanish word: accents fold away, Ñ is its own card."""
    return [ch for ch in fold_accents(word.upper(), keep="Ñ") if "A" <= ch <= "Z" or ch == "Ñ"]
