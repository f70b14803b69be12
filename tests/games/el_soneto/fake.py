"""A small Spanish referee for the tests: a fixed vocabulary, a plain syllabifier, consonant
rhyme from the stressed vowel on, and a few meaning relations — enough to play whole games
without the compiled lexicon, and exact where the rulebook's examples need it."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from functools import cache

from logomachy.games.el_soneto.referee import Judgement, Relations

N, A, V = "noun", "adjective", "verb"

VOCABULARY: dict[str, tuple[str, ...]] = {
    # the rulebook's words
    "arrogante": (A,),
    "petulante": (A,),
    "azuzar": (V,),
    "agotar": (V,),
    "asestar": (V,),
    "salsera": (N,),
    "pelaje": (N,),
    "petardo": (N,),
    "grande": (A,),
    "pequeño": (A,),
    "patoso": (A,),
    "soflama": (N,),
    "artillería": (N,),
    "reloj": (N,),
    "hermoso": (A,),
    "precioso": (A,),
    "fuego": (N,),
    "ardiente": (A,),
    "frío": (N, A),
    "llorar": (V,),
    "lágrima": (N,),
    "espada": (N,),
    "acero": (N,),
    # more, to fill whole games
    "casa": (N,),
    "cosa": (N,),
    "rosa": (N, A),
    "mesa": (N,),
    "sol": (N,),
    "mar": (N,),
    "amor": (N,),
    "dolor": (N,),
    "color": (N,),
    "olor": (N,),
    "calor": (N,),
    "valor": (N,),
    "cantar": (V,),
    "contar": (V,),
    "tomar": (V,),
    "dar": (V,),
    "ser": (V,),
    "leer": (V,),
    "comer": (V,),
    "correr": (V,),
    "decir": (V,),
    "vivir": (V,),
    "salir": (V,),
    "sentir": (V,),
    "mentir": (V,),
    "dormir": (V,),
    "pedir": (V,),
    "reir": (V,),
    "sano": (A,),
    "lento": (A,),
    "alto": (A,),
    "bajo": (A,),
    "caro": (A,),
    "raro": (A,),
    "claro": (A,),
    "oscuro": (A,),
    "duro": (A,),
    "puro": (A,),
    "seguro": (A,),
    "triste": (A,),
    "alegre": (A,),
    "nuevo": (A,),
    "viejo": (A,),
    "bello": (A,),
    "noche": (N,),
    "día": (N,),
    "tarde": (N,),
    "luna": (N,),
    "cuna": (N,),
    "pluma": (N,),
    "tinta": (N,),
    "verso": (N,),
    "canto": (N,),
    "llanto": (N,),
    "santo": (N, A),
    "tanto": (A,),
    "manto": (N,),
    "cielo": (N,),
    "suelo": (N,),
    "vuelo": (N,),
    "hielo": (N,),
    "pelo": (N,),
    "dedo": (N,),
    "miedo": (N,),
    "ruido": (N,),
    "tiempo": (N,),
    "viento": (N,),
    "cuento": (N,),
    "lienzo": (N,),
    "lazo": (N,),
    "plaza": (N,),
    "corte": (N,),
    "norte": (N,),
    "arte": (N,),
    "parte": (N,),
    "monte": (N,),
    "puente": (N,),
    "fuente": (N,),
    "gente": (N,),
    "diente": (N,),
    "mente": (N,),
    "serpiente": (N,),
    "corazón": (N,),
    "razón": (N,),
    "canción": (N,),
    "pasión": (N,),
    "león": (N,),
    "ratón": (N,),
    "limón": (N,),
    "jardín": (N,),
    "camino": (N,),
    "destino": (N,),
    "vino": (N,),
    "pino": (N,),
    "trigo": (N,),
    "amigo": (N, A),
    "enemigo": (N, A),
    "testigo": (N,),
    "abrigo": (N,),
    "poeta": (N,),
    "cometa": (N,),
    "planeta": (N,),
    "receta": (N,),
    "tarea": (N,),
    "idea": (N,),
    "marea": (N,),
    "aldea": (N,),
    "pelea": (N,),
    "oreja": (N,),
    "abeja": (N,),
    "teja": (N,),
    "reja": (N,),
    "lenteja": (N,),
    "rey": (N,),
    "ley": (N,),
    "buey": (N,),
    "voz": (N,),
    "paz": (N,),
    "luz": (N,),
    "cruz": (N,),
    "feliz": (A,),
    "capaz": (A,),
    "veloz": (A,),
    "atroz": (A,),
    "fugaz": (A,),
    "querer": (V,),
    "saber": (V,),
    "poder": (V,),
    "volver": (V,),
    "mover": (V,),
    "bordar": (V,),
    "pintar": (V,),
    "soñar": (V,),
    "bañar": (V,),
    "reñir": (V,),
    "niño": (N,),
    "caña": (N,),
    "montaña": (N,),
    "araña": (N,),
    "mañana": (N,),
    "examen": (N,),
    "taxi": (N,),
    "boxeo": (N,),
    "queso": (N,),
    "quieto": (A,),
    "hacha": (N,),
    "hijo": (N,),
    "humo": (N,),
    "hoja": (N,),
    "higo": (N,),
    "Madrid": (),
    "casas": (),
    "cantamos": (),
}

REASONS = {
    "Madrid": "a proper noun",
    "casas": "a plural (of casa)",
    "cantamos": "a conjugated verb (cantar: only infinitives)",
}

SYNONYMS = {("arrogante", "petulante"), ("hermoso", "precioso"), ("bello", "hermoso")}
ANTONYMS = {("grande", "pequeño"), ("alegre", "triste"), ("nuevo", "viejo"), ("alto", "bajo")}
PART_WHOLE = {("espada", "acero")}
# Words the fake thesaurus covers: relations between two of them are "known".
COVERED = {w for pair in SYNONYMS | ANTONYMS for w in pair} | {"grande", "fuego", "casa"}

VOWELS = set("aeiouáéíóúü")
STRONG = set("aeoáéíóú")
CLUSTERS = {
    "bl",
    "br",
    "cl",
    "cr",
    "dr",
    "fl",
    "fr",
    "gl",
    "gr",
    "pl",
    "pr",
    "tr",
    "ch",
    "ll",
    "rr",
    "qu",
}


def fold(text: str) -> str:
    return "".join(c if c == "ñ" else unicodedata.normalize("NFD", c)[0] for c in text.lower())


@cache
def syllabify(word: str) -> tuple[str, ...]:
    """Plain Spanish syllable division (enough for the fake vocabulary)."""
    w = word.lower()
    # split into vowel nuclei and consonant runs
    units: list[str] = []
    i = 0
    while i < len(w):
        j = i
        if w[i] in VOWELS:
            while j < len(w) and w[j] in VOWELS:
                j += 1
        else:
            while j < len(w) and w[j] not in VOWELS:
                j += 1
        units.append(w[i:j])
        i = j
    # break hiatus (two strong vowels, or an accented weak vowel) into separate nuclei
    split: list[str] = []
    for u in units:
        if u[0] in VOWELS:
            part = u[0]
            for c in u[1:]:
                if (part[-1] in STRONG and c in STRONG) or c in "íú" or part[-1] in "íú":
                    split.append(part)
                    part = c
                else:
                    part += c
            split.append(part)
        else:
            split.append(u)
    syllables: list[str] = []
    onset = ""
    for k, u in enumerate(split):
        if u[0] in VOWELS:
            syllables.append(onset + u)
            onset = ""
            continue
        if not syllables:
            onset = u
            continue
        if k == len(split) - 1:
            syllables[-1] += u
            continue
        if u in ("qu",) or (u[0] == "q") or len(u) == 1:
            onset = u
        elif u[-2:] in CLUSTERS and len(u) >= 2:
            syllables[-1] += u[:-2]
            onset = u[-2:]
        else:
            syllables[-1] += u[:-1]
            onset = u[-1]
    if onset:
        syllables[-1] += onset
    if word.lower().startswith("qu") or "qu" in word.lower():
        syllables = [s.replace("qu", "qu") for s in syllables]
    return tuple(syllables)


def stressed(syllables: tuple[str, ...]) -> int:
    for i, s in enumerate(syllables):
        if any(c in "áéíóú" for c in s):
            return i
    last = syllables[-1]
    if len(syllables) > 1 and last[-1] in "aeiouns":
        return len(syllables) - 2
    return len(syllables) - 1


@cache
def rhyme_key(word: str) -> str:
    syl = syllabify(word)
    i = stressed(syl)
    head = syl[i]
    k = next(j for j, c in enumerate(head) if c in VOWELS)
    nucleus = head[k:]
    if len(nucleus) > 1 and nucleus[0] in "iu" and nucleus[1] in STRONG:
        nucleus = nucleus[1:]  # the glide of a rising diphthong is not the stressed vowel
    return fold(nucleus + "".join(syl[i + 1 :])).replace("v", "b")


class FakeReferee:
    def __init__(self, vocabulary: dict[str, tuple[str, ...]] | None = None) -> None:
        self.words = dict(VOCABULARY if vocabulary is None else vocabulary)
        self.folded = {fold(w): w for w in self.words}

    def spelling(self, typed: str) -> str:
        t = typed.strip()
        if t in self.words:
            return t
        low = t.lower()
        if low in self.words:
            return low
        return self.folded.get(fold(low), low)

    def judge(self, word: str) -> Judgement:
        cats = self.words.get(word)
        if cats is None:
            return Judgement(word, frozenset(), "not in the dictionary")
        if not cats:
            return Judgement(word, frozenset(), REASONS.get(word, "not playable"))
        return Judgement(word, frozenset(cats))

    def syllables(self, word: str) -> tuple[str, ...]:
        return syllabify(word)

    def consonant_rhyme(self, a: str, b: str) -> bool:
        return rhyme_key(a) == rhyme_key(b)

    def relations(self, a: str, b: str) -> Relations:
        pair = {(a, b), (b, a)}
        kinds = set()
        if pair & SYNONYMS:
            kinds.add("synonym")
        if pair & ANTONYMS:
            kinds.add("antonym")
        if pair & PART_WHOLE:
            kinds.add("meronym")
        known = a in COVERED and b in COVERED
        unknown = frozenset() if known else frozenset({"synonym", "antonym", "meronym"})
        return Relations(frozenset(kinds), unknown - kinds)

    def vocabulary(self) -> Sequence[tuple[str, frozenset[str]]]:
        return [(w, frozenset(c)) for w, c in self.words.items() if c]

    def frequency(self, word: str) -> float:
        return 5.0 - 0.01 * (len(word) % 7)
