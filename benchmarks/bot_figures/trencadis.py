"""Trencadís bot figures: votes on challenged words of known truth, and word variety.

Claims are built from seeded game positions (the first round of a seeded 3-player game in
English, Spanish or Catalan, its prompt P and P's card in the edition):
- true: a word P's card lists, challenged as unrelated, or on a ground it does not break
  (plural, verb form, not a word), and explained by its writer as a bot explains its own word;
- false: a non-word (a card word with two letters changed, unknown to the lexicon and unseen in
  running text) explained with one sentence ("W fits P."); a plural of a noun on P's card; and
  a word from another prompt's card challenged as unrelated, explained by a lie that names that
  other card's words ("W belongs with X, Y: all about P.") or with one sentence. Other-card
  words the lexicon relates to P are left out: their truth is not known.
The vote is `judgment.judge` (bots/trencadis/judgment.py), what `TrencadisBot.choose` returns
in the vote stage.
"""

from __future__ import annotations

from logomachy.bots.autoplay import autoplay
from logomachy.bots.trencadis import judgment as knowledge
from logomachy.games.trencadis import GAME, Trencadis, TrencadisState
from logomachy.games.trencadis.edition import load_edition
from logomachy.kernel import Rng
from logomachy.lexicon import Lexicon, lexicon

from . import Judgment, Variety

POSITIONS = 60
LANGUAGES = ("en", "es", "ca")
FALSE_GROUNDS = ("plural", "verb-form", "not-a-word")
ALPHABET = "abcdefghijklmnopqrstuvwxyz"

Claim = tuple[TrencadisState, str, str, str]  # position, word as meant, ground, explanation


RULES = Trencadis()


def _position(seed: int) -> TrencadisState:
    state = GAME.setup(3, {"lang": LANGUAGES[seed % 3]}, seed)
    assert isinstance(state, TrencadisState)
    return state


def _card(state: TrencadisState, prompt: str | None = None) -> list[str]:
    card = load_edition(state.language).prompt(prompt or state.prompt)
    words = [w.upper() for w in (card.words if card else ())]
    return [w for w in words if RULES.refusal(state, w) is None]


def true_claims(seed: int) -> list[Claim]:
    state = _position(seed)
    rng = Rng.derived(seed, "true-claims")
    words = rng.sample(_card(state), 2)
    claims: list[Claim] = []
    for word in words:
        explained = knowledge.explanation_for(state, word)
        claims.append((state, word, "unrelated", explained))
        claims.append((state, word, rng.choice(FALSE_GROUNDS), explained))
    return claims


def false_claims(seed: int) -> list[Claim]:
    state = _position(seed)
    rng = Rng.derived(seed, "false-claims")
    lex = lexicon(state.language)
    prompt = state.prompt
    card = _card(state)
    claims: list[Claim] = []
    garbled = _garble(lex, rng.choice(card).lower(), rng)
    if garbled:
        claims.append((state, garbled, "not-a-word", f"{garbled} fits {prompt}."))
    plural = next((p for w in card if (p := _plural(lex, w.lower()))), None)
    if plural:
        claims.append((state, plural, "plural", f"{plural} fits {prompt}."))
    prompts = [p.text for p in load_edition(state.language).prompts if p.text != prompt]
    other = rng.choice(prompts)
    theirs = [w for w in _card(state, other) if w not in card]
    unrelated = [w for w in theirs if not knowledge.related(state, w)]
    for word in rng.sample(unrelated, min(2, len(unrelated))):
        companions = [w for w in theirs if w != word][:2]
        lie = f"{word} belongs with {', '.join(companions)}: all about {prompt}."
        claims.append((state, word, "unrelated", lie))
        claims.append((state, word, "unrelated", f"{word} fits {prompt}."))
    return claims


def _garble(lex: Lexicon, word: str, rng: Rng) -> str:
    """`word` with two letters replaced, unknown to the lexicon and unseen in text ("" if no
    try gives one)."""
    for _ in range(20):
        letters = list(word)
        for i in rng.sample(range(len(letters)), min(2, len(letters))):
            letters[i] = rng.choice(ALPHABET)
        candidate = "".join(letters)
        if not lex.is_word(candidate) and lex.frequency(candidate) == 0:
            return candidate.upper()
    return ""


def _plural(lex: Lexicon, word: str) -> str:
    """A plural form of the noun `word` that is no singular of anything ("" if none)."""
    for form in lex.forms(word):
        readings = lex.analyses(form)
        if form != word and readings and all(a.number == "plural" for a in readings):
            return form.upper()
    return ""


def _votes(strength: str, claims: list[Claim], salt: str) -> int:
    return sum(
        knowledge.judge(strength, state, word, ground, explained, Rng.derived(i, salt + strength))
        for i, (state, word, ground, explained) in enumerate(claims)
    )


def judgment_claims(positions: int = POSITIONS) -> tuple[list[Claim], list[Claim]]:
    true = [c for seed in range(positions) for c in true_claims(seed)]
    false = [c for seed in range(positions) for c in false_claims(seed)]
    return true, false


def judgment(strength: str) -> Judgment:
    true, false = judgment_claims()
    return Judgment(
        _votes(strength, true, "t"), len(true), _votes(strength, false, "f"), len(false)
    )


def variety(seeds: range) -> Variety:
    """Rounds where at least two bots wrote a word, and those where all wrote the same one, in
    seeded games between default (hard) bots at tables of 2 to 5, in each language."""
    same = rounds = 0
    for seed in seeds:
        seats = 2 + seed % 4
        match = autoplay(GAME, seats, seed, {"lang": LANGUAGES[seed % 3]})
        for round_ in range(1, 7):
            words = [
                match.state.answer(s, round_).meant
                for s in range(seats)
                if match.state.answer(s, round_).word
            ]
            if len(words) >= 2:
                rounds += 1
                same += len(set(words)) == 1
    return Variety(same, rounds)


def main() -> None:
    for strength in ("easy", "medium", "hard"):
        j = judgment(strength)
        print(
            f"{strength:<7} true accepted {j.true_accepted}/{j.true_total} ({j.true_rate:.0%})"
            f"   false accepted {j.false_accepted}/{j.false_total} ({j.false_rate:.0%})"
        )
    v = variety(range(120))
    print(f"same word by all bots: {v.same_rounds}/{v.rounds} rounds ({v.same_share:.1%})")


if __name__ == "__main__":
    main()
