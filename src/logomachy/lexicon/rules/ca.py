"""Catalan: normalisation, syllables and stress (IEC, Ortografia catalana 2017), rhyme by
sounds. No installable library divides Catalan syllables, so this module writes the rules.

- Digraphs kept in one syllable: ny, ll, qu/gu (+ü) with the glide after them (qua-tre,
  ai-gua); divided: l·l (col-lec-ci-ó, the middle dot is dropped from the syllables), rr,
  ss, tx, tg, tj, ix after a consonant.
- Falling diphthongs (ai, ei, oi, ui, au, eu, iu, ou) are one syllable; an i/u between two
  vowels opens the next syllable (no-ia, te-ua); other vowel pairs are hiatus (pi-a-no,
  ci-ó); ï/ü mark hiatus (ra-ïm); infinitive, gerund, future and conditional of -uir/-air/
  -eir verbs are hiatus without a diaeresis (con-du-ir), as the norm exempts them.
- Stress: written accent (à è é í ò ó ú; ï ü are not stress marks); otherwise words ending in
  a vowel, vowel + s, -en or -in are stressed on the second-last syllable, the rest on the
  last (a final falling diphthong or -ig counts as a consonant: re-mei, de-sig).
- Rhyme sounds, Central Catalan (the standard's reference, and Verbàlia's): post-tonic a/e are
  the neutral vowel and o is u (casa ~ case), b = v, final obstruents are voiceless; the open
  or closed quality of an unaccented stressed e/o cannot be read from spelling, so e and o
  rhyme whatever their quality (a lenient reading, said here once).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from logomachy.lexicon.model import BadWord
from logomachy.lexicon.rules.base import Unit, clean, divide, fold_accents

lang = "ca"
VOWELS = frozenset("aeiouàèéíïòóúü")
ACCENTED = frozenset("àèéíòóú")
ALPHABET = frozenset("abcdefghijklmnopqrstuvwxyzàèéíïòóúüç·")
ONSETS = frozenset({"pr", "br", "tr", "dr", "cr", "gr", "fr", "pl", "bl", "cl", "gl", "fl"})
OWN_LETTERS = frozenset({"Ç"})
# Tiles of Verbàlia that hold two letters (rulebook, "L — Letters").
DIGRAPH_TILES = ("NY", "QU")

_MIDDLE_DOT = re.compile(r"l[.\u2022\u0387\u22c5\u2027]l")
_HYPHEN = re.compile(r"(?<=\w)[-\u2010\u2011](?=\w)")


def normalise(word: str) -> str:
    """Lower case, NFC; the l·l middle dot in any of its look-alikes (ŀl, l.l, l•l) becomes ·;
    a hyphen between letters is dropped (gira-sol is girasol: Verbàlia's ABC N, "hyphens
    don't count", and the lexicon stores hyphenated entries without it)."""
    if isinstance(word, str):
        word = word.replace("ŀ", "l·").replace("Ŀ", "L·")
        word = _MIDDLE_DOT.sub("l·l", word.lower())
        if "-" in word or "\u2010" in word or "\u2011" in word:
            word = _HYPHEN.sub("", word)
    text = clean(word, ALPHABET)
    if "·" in text and not re.fullmatch(r"(?:[^·]|(?<=l)·(?=l))*", text):
        raise BadWord(f"a middle dot only goes between two l: {word[:20]!r}")
    return text


def _units(word: str) -> list[Unit]:
    units: list[Unit] = []
    i, n = 0, len(word)
    while i < n:
        ch = word[i]
        nxt = word[i + 1] if i + 1 < n else ""
        after = word[i + 2] if i + 2 < n else ""
        if ch in "qg" and nxt in ("u", "ü") and after and after in VOWELS:
            units.append(Unit(ch + nxt, False))  # que, guerra; quatre, aigua: u is onset
            i += 2
        elif (ch == "n" and nxt == "y") or (ch == "l" and nxt == "l"):
            units.append(Unit(ch + nxt, False))
            i += 2
        elif ch == "l" and nxt == "·":
            units.append(Unit("l·", False))
            i += 2
        elif ch in "iu" and ((i == 0 and nxt in VOWELS) or (word[:i] == "h" and nxt in VOWELS)):
            units.append(Unit(ch, False))  # iogurt, hiena: a glide before a vowel
            i += 1
        else:
            units.append(Unit(ch, ch in VOWELS))
            i += 1
    # An unstressed i/u between two vowels is a consonant opening the next syllable (no-ia).
    for k in range(1, len(units) - 1):
        u = units[k]
        if u.text in ("i", "u") and units[k - 1].vowel and units[k + 1].vowel:
            units[k] = Unit(u.text, False)
    return units


_HIATUS_ENDINGS = re.compile(r"[aeu]i(r|rà|ràs|rem|reu|ran|ré|ria|ries|ríem|ríeu|rien|nt)$")


def _splits_factory(word: str) -> object:
    hiatus_at = -1
    m = _HIATUS_ENDINGS.search(word)
    if m and len(word) > 4:
        hiatus_at = m.start() + 1

    def splits(units: Sequence[Unit], i: int, j: int) -> bool:
        a, b = units[i].text, units[j].text
        if b in ("i", "u") and a != b:
            # a falling diphthong, unless a verb ending forces hiatus (con-du-ir)
            pos = sum(len(u.text) for u in units[:j])
            return pos == hiatus_at
        return True

    return splits


def _syllable_units(word: str) -> list[list[Unit]]:
    splits = _splits_factory(word)
    return divide(_units(word), splits, ONSETS)  # type: ignore[arg-type]


def syllables(word: str) -> list[str]:
    """Written syllables, middle dot dropped: `syllables("col·lecció")` is col lec ci ó."""
    text = normalise(word)
    return ["".join(u.text for u in syl).replace("·", "") for syl in _syllable_units(text)]


def _ends_in_consonant_sound(text: str, last: list[Unit]) -> bool:
    if text.endswith("ig") and len(text) > 2 and text[-3] in VOWELS:
        return True
    vowels = [u for u in last if u.vowel]
    tail = "".join(u.text for u in last)
    if len(vowels) >= 2 and tail[-1] in "iu":
        return True  # a falling diphthong at the end: re-mei
    if tail[-1] in "aeiou":
        return False
    if tail.endswith("s") and len(tail) > 1 and tail[-2] in "aeiou":
        return len(vowels) >= 2 and tail[-2] in "iu"  # remeis → oxytone
    return not (tail.endswith(("en", "in")))


def stress(word: str) -> int:
    """Index of the stressed syllable (0-based)."""
    text = normalise(word)
    units = _syllable_units(text)
    if len(units) == 1:
        return 0
    for idx, syl in enumerate(units):
        if any(u.text in ACCENTED for u in syl):
            return idx
    if _ends_in_consonant_sound(text, units[-1]):
        return len(units) - 1
    return len(units) - 2


def _stressed_vowel_offset(text: str) -> int:
    units = _syllable_units(text)
    idx = stress(text)
    pos = sum(len(u.text) for syl in units[:idx] for u in syl)
    for u in units[idx]:
        if u.vowel:
            return pos
        pos += len(u.text)
    raise BadWord(f"no vowel in {text!r}")


_STRESSED = str.maketrans("àèéíïòóúü", "aeeiiooou")
_VOICELESS = {"b": "p", "d": "t", "g": "k", "v": "f", "z": "s", "ʒ": "ʃ", "ʤ": "ʧ"}


def phonemes(text: str, *, stressed_first: bool = True) -> str:
    """Broad Central Catalan phonemes of a lower-case fragment beginning at its stressed vowel."""
    out: list[str] = []
    i, n = 0, len(text)
    first_vowel_done = not stressed_first
    while i < n:
        ch = text[i]
        nxt = text[i + 1] if i + 1 < n else ""
        after = text[i + 2] if i + 2 < n else ""
        two = ch + nxt
        if two in ("qu", "gu", "qü", "gü") and after and after in VOWELS:
            soft = after in "eiéèíï" and nxt == "u"
            out.append(("k" if ch == "q" else "g") + ("" if soft else "w"))
            i += 2
            continue
        if two == "ny":
            out.append("ɲ")
            i += 2
            continue
        if two == "ll":
            out.append("ʎ")
            i += 2
            continue
        if two == "l·":
            i += 2  # l·l sounds as one l
            continue
        if two in ("rr", "ss"):
            out.append("r" if ch == "r" else "s")
            i += 2
            continue
        if two == "tx":
            out.append("ʧ")
            i += 2
            continue
        if two in ("tg", "tj") and after and (after in "eiéèíï" or (ch == "t" and nxt == "j")):
            out.append("ʤ")
            i += 2
            continue
        if two == "ig" and i + 2 == n and i > 0:
            # final -ig is [tʃ]; after a consonant the i is the vowel (mig, desig)
            out.append("ʧ" if text[i - 1] in VOWELS else "iʧ")
            i += 2
            continue
        if two == "ix" and i > 0 and text[i - 1] in VOWELS:
            out.append("ʃ")
            i += 2
            continue
        i += 1
        if ch in VOWELS:
            plain = ch.translate(_STRESSED)
            if not first_vowel_done:
                first_vowel_done = True
                out.append(plain)
            else:
                out.append({"a": "ə", "e": "ə", "o": "u"}.get(plain, plain))
        elif ch == "h":
            continue
        elif ch == "c":
            out.append("s" if nxt and nxt in "eiéèíï" else "k")
        elif ch == "ç":
            out.append("s")
        elif ch == "s":
            prev = text[i - 2] if i >= 2 else ""
            out.append("z" if prev in VOWELS and nxt and nxt in VOWELS else "s")
        elif ch == "g":
            out.append("ʒ" if nxt and nxt in "eiéèíï" else "g")
        elif ch == "j":
            out.append("ʒ")
        elif ch == "x":
            out.append("ʃ")
        elif ch == "v":
            out.append("b")
        elif ch in "qk":
            out.append("k")
        elif ch == "y":
            out.append("i")
        else:
            out.append(ch)
    if out and out[-1] in _VOICELESS:
        out[-1] = _VOICELESS[out[-1]]
    return "".join(out)


def rhyme_keys(word: str) -> tuple[str, str]:
    """(consonant key, assonant key) from the stressed vowel on."""
    text = normalise(word)
    if not any(ch in VOWELS for ch in text) and "y" not in text:
        return "", ""  # a letter name such as "g": nothing to rhyme on
    offset = _stressed_vowel_offset(text)
    consonant = phonemes(text[offset:])
    vowels = [ch for ch in consonant if ch in "aeiouə"]
    assonant = vowels[0] + (vowels[-1] if len(vowels) > 1 and _has_posttonic(text) else "")
    return consonant, assonant


def _has_posttonic(text: str) -> bool:
    return stress(text) < len(_syllable_units(text)) - 1


def card_letters(word: str) -> list[str]:
    """Letter cards of a Catalan word: accents fold away, Ç is its own card, the l·l dot and
    apostrophes are not letters."""
    return [ch for ch in fold_accents(word.upper(), keep="Ç") if "A" <= ch <= "Z" or ch == "Ç"]


def tiles(word: str) -> list[str]:
    """Verbàlia letter tiles of a word: NY and QU are one tile each, L·L is two L tiles."""
    letters = card_letters(word)
    out: list[str] = []
    i = 0
    while i < len(letters):
        pair = "".join(letters[i : i + 2])
        if pair in DIGRAPH_TILES:
            out.append(pair)
            i += 2
        else:
            out.append(letters[i])
            i += 1
    return out


# -- Catalan alphabetical order -------------------------------------------------------------
# pyuca (pure-Python Unicode Collation Algorithm, DUCET) over PyICU: no compile, no libicu-dev,
# and the DUCET already gives Catalan dictionary order (Ç as C, accents as their base letters).
_COLLATOR: list[object] = []  # the one pyuca.Collator, built on first use (it reads a table)


def collation_key(word: str) -> tuple[tuple[int, ...], str]:
    """Sort key of a Catalan word in dictionary (alphabetical) order: Ç sorts as C and an
    accented vowel as its base letter (DUCET's primary level), L·L as LL (the point is not
    a letter), then ties as a dictionary breaks them (unaccented before accented, lower case
    before upper: DUCET's secondary and tertiary levels), and the text itself last."""
    if not _COLLATOR:
        import pyuca

        _COLLATOR.append(pyuca.Collator())
    text = word.replace("·", "").replace("\u0140", "l").replace("\u013f", "L")
    key = _COLLATOR[0].sort_key(text)  # type: ignore[attr-defined]
    return tuple(key), word
