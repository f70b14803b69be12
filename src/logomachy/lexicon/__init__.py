"""Per-language word knowledge for the referee: validity, analyses, syllables, stress, rhyme,
relations and frequency, from compiled tables (`logomachy lexicon build`).

    from logomachy.lexicon import lexicon
    es = lexicon("es")
    es.is_word("arrogantes"); es.analyses("arrogantes"); es.rhyme("cabo", "clavo")

Knows nothing of games.
"""

from __future__ import annotations

import threading
from pathlib import Path

from logomachy.lexicon import store
from logomachy.lexicon.letters import card_letters
from logomachy.lexicon.lexicon import Lexicon
from logomachy.lexicon.model import (
    RELATIONS,
    Analysis,
    BadWord,
    LexiconError,
    LexiconNotBuilt,
    Pos,
    Relation,
    Relations,
    Rhyme,
    Verdict,
)
from logomachy.lexicon.registry import LANGUAGES, spec_for
from logomachy.lexicon.relations import ThesaurusRelations, WordNetRelations

__all__ = [
    "LANGUAGES",
    "RELATIONS",
    "Analysis",
    "BadWord",
    "Lexicon",
    "LexiconError",
    "LexiconNotBuilt",
    "Pos",
    "Relation",
    "Relations",
    "Rhyme",
    "Verdict",
    "card_letters",
    "forms_text",
    "lexicon",
]

_cache: dict[str, Lexicon] = {}
_lock = threading.Lock()


def lexicon(lang: str, wordlist: str | Path | None = None) -> Lexicon:
    """The lexicon of `lang` ("es", "ca", "en"), loaded once per process. For English,
    `wordlist` is "nwl-like" (default), "csw-like" or the path of a word list."""
    spec = spec_for(lang, wordlist)
    with _lock:
        lex = _cache.get(spec.key)
        if lex is None:
            rel: WordNetRelations | ThesaurusRelations
            if lang == "en":
                rel = WordNetRelations()
            else:
                # Catalan verbs reach English through Spanish: two hops of verb polysemy gave
                # 50 % precision on a hand-checked sample (nouns, adjectives, adverbs 88 %).
                rel = ThesaurusRelations("nar" if lang == "ca" else "nvar")
            lex = Lexicon(lang, spec.key, spec.rules, rel)
            _cache[spec.key] = lex
        return lex


def forms_text(lang: str, wordlist: str | Path | None = None) -> str:
    """Every valid form of the built lexicon of `lang`, one a line, sorted, read without
    loading the lexicon: for indexes over the whole list (wordfind), which would otherwise
    hold the lexicon's list and set of forms (~135 MB for Catalan) while they build."""
    spec = spec_for(lang, wordlist)
    try:
        return store.read_words_text(spec.key)
    except OSError as exc:
        raise LexiconNotBuilt(
            f"the {spec.key} lexicon is not built; run `logomachy lexicon build --lang {lang}`"
        ) from exc
