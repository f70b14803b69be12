"""Accuracy on large samples against independent pronunciation data (figures printed with -s).

Spanish: syllable count and stress of 2 000 random forms against `fonemas`' phonological
transcription. Known, accepted differences: fonemas divides the hiatus of verbs in -uar/-iar
(ac-tu-a-do), which the RAE's spelling rules write as diphthongs (ac-tua-do); and it stresses
-mente adverbs on the adjective. English: our fallback for words CMU lacks, measured on words
CMU has (for those we use CMU itself).
"""

from __future__ import annotations

import random

import pytest

from logomachy.lexicon import Lexicon


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_spanish_syllables_against_fonemas(es: Lexicon) -> None:
    from fonemas import Transcription

    rng = random.Random(3)
    sample = rng.sample(sorted(es.words()), 2000)
    counts = stresses = total = 0
    for w in sample:
        try:
            theirs = Transcription(w).phonology.syllables
        except (TypeError, ValueError, IndexError, KeyError):
            continue  # a handful of forms fonemas cannot transcribe
        total += 1
        counts += len(theirs) == len(es.syllables(w))
        stressed = next((i for i, s in enumerate(theirs) if "ˈ" in s), None)
        stresses += stressed == es.stress(w) or w.endswith("mente")
    print(
        f"\nSpanish vs fonemas, {total} forms: syllable count {counts / total:.1%}, "
        f"stress {stresses / total:.1%}"
    )
    assert total >= 1900
    assert counts / total >= 0.98
    assert stresses / total >= 0.98


@pytest.mark.slow
def test_english_fallback_against_cmu(en: Lexicon) -> None:
    import pronouncing

    from logomachy.lexicon.rules import en as rules

    rng = random.Random(5)
    words = [w for w in rng.sample(sorted(en.words()), 8000) if pronouncing.phones_for_word(w)]
    right = sum(
        rules._vowel_groups(w) == pronouncing.syllable_count(pronouncing.phones_for_word(w)[0])
        for w in words
    )
    print(f"\nEnglish spelling fallback vs CMU, {len(words)} words: {right / len(words):.1%}")
    assert right / len(words) >= 0.83
