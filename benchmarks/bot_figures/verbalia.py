"""Verbàlia's bot figures: votes on claims of known truth, and variety in the list games.

`judgment(strength)` sums `judgment_by_game(strength)`: for each game where bots vote on
another player's claim, seeded positions of that game with a vote open on a claim whose truth
is known, and the bot's answer. A claim's truth comes from construction or the lexicon, never
from the bot's own evidence:

- category and citation-form games (ZomBigrama, TaBugrama, Buscador, XaVograma, SuBBugrama):
  common words the dictionary settles ("yes": true, "no": false) for the position's category;
- the sentence games (ABocagrama, BaBalagrama): true — the hard sentence maker's sentences on
  the position's letters (its grammar agrees articles, nouns and adjectives); false — the same
  sentence with one article's gender flipped before a noun of one gender, the same letters'
  words strung together with no connectors (random words: now and then one makes sense by
  chance, which counts against the bot), and (ABocagrama) the sentence with a preposition
  left hanging at the end;
- ArBredasíl·laB: a hand shown in positions of a seeded bot game ("no word can be formed"),
  true when the referee's search (`can_place`) finds no placement.

`variety(seeds)` plays seeded games at default strength (hard, four bots) of the games where
several bots write at once and counts the rounds where every bot that wrote wrote the same
word (for lists of several words: the same list).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import Any

from benchmarks.bot_figures import Judgment, Variety
from logomachy.bots.base import make_bot
from logomachy.kernel import Challenge, ChallengeStage, Rng, TieRule

POSITIONS = 40  # seeded positions per game
CLAIMS = 6  # claims per position, each way where the position has them

Claim = tuple[Any, int, bool]  # (state with the vote open, voting seat, the claim is true)


def _open(subject: str, defendant: int, voters: list[int]) -> Challenge:
    vote = Challenge(defendant, defendant, subject, "?", voters, tie=TieRule.ACCEPT)
    vote.stage = ChallengeStage.VOTE
    return vote


def _words(seed: int, count: int) -> list[str]:
    """Common words (the country bots' vocabulary), a seeded sample."""
    from logomachy.bots.verbalia.coast.engine import _common

    common = _common()[:20_000]
    rng = Rng.derived(seed, "judgment:words")
    return [common[rng.below(len(common))][0].upper() for _ in range(count)]


def _settled(words: list[str], said: Callable[[str], str]) -> Iterator[tuple[str, bool]]:
    """Up to CLAIMS words of each truth the dictionary settles."""
    true = [w for w in words if said(w) == "yes"][:CLAIMS]
    false = [w for w in words if said(w) == "no"][:CLAIMS]
    yield from ((w, True) for w in true)
    yield from ((w, False) for w in false)


# -- Category and citation-form games ------------------------------------------------------------
def _zombigrama(seed: int) -> Iterator[Claim]:
    from logomachy.bots.verbalia.lists.engine import holding, table
    from logomachy.games.verbalia.lists.zombigrama import CATEGORY_OF, GAME
    from logomachy.games.verbalia.pieces.categories import citation_form

    state = GAME.setup(4, {}, seed=seed)
    category = CATEGORY_OF[state.category]
    rows = holding(state.letters).nonzero()[0]
    rng = Rng.derived(seed, "judgment:zombigrama")
    picked = [int(rows[rng.below(len(rows))]) for _ in range(60)] if len(rows) else []
    import numpy as np

    words = table().words(np.array(picked, dtype=np.int64)) if picked else []
    for word, true in _settled(words, lambda w: citation_form(w, category)):
        voting = replace(state, voting=True, votes={word: _open(word, 0, [1, 2, 3])})
        yield voting, 1, true


def _tabugrama(seed: int) -> Iterator[Claim]:
    from logomachy.games.verbalia.lists.tabugrama import GAME
    from logomachy.games.verbalia.pieces.categories import any_citation_form

    state = GAME.setup(4, {}, seed=seed)
    for word, true in _settled(_words(seed, 60), any_citation_form):
        voting = replace(state, voting=True, votes={word: _open(word, 0, [1, 2, 3])})
        yield voting, 1, true


def _buscador(seed: int) -> Iterator[Claim]:
    from logomachy.games.verbalia.coast import buscador as bz
    from logomachy.games.verbalia.pieces.categories import verdict
    from logomachy.games.verbalia.pieces.country import country

    state = bz.GAME.setup(3, {}, seed=seed)
    land = country()
    region = land.ids[Rng.derived(seed, "judgment:region").below(len(land.ids))]
    category = land.region(region).category
    for word, true in _settled(_words(seed, 60), lambda w: verdict(w, category)):
        placed = bz.Word(0, word, region, len(word), (), False, False, 0)
        voting = replace(state, stage="vote", vote=_open(word, 0, [1, 2]), pending_word=placed)
        yield voting, 1, true


def _xavograma(seed: int) -> Iterator[Claim]:
    from logomachy.games.verbalia.coast import xavograma as xv
    from logomachy.games.verbalia.pieces.categories import verdict
    from logomachy.games.verbalia.pieces.country import country

    state = xv.GAME.setup(4, {}, seed=seed)
    for seat in range(4):
        state = xv.GAME.apply(state, seat, xv.Take(3))
    land = country()
    region = land.ids[Rng.derived(seed, "judgment:region").below(len(land.ids))]
    category = land.region(region).category
    for word, true in _settled(_words(seed, 60), lambda w: verdict(w, category)):
        voting = xv.GAME.apply(state, 1, xv.Pass())  # a copy
        assert voting.thinking is not None
        voting.thinking.entries[0] = xv.Placement(word, (), region)
        voting.stage, voting.votes = "vote", {0: _open(word, 0, [1, 2, 3])}
        yield voting, 1, true


def _subbugrama(seed: int) -> Iterator[Claim]:
    from logomachy.games.verbalia.coast import subbugrama as sb
    from logomachy.games.verbalia.pieces.categories import CATEGORIES, citation_form

    state = sb.GAME.setup(2, {}, seed=seed)
    category = CATEGORIES[Rng.derived(seed, "judgment:category").below(len(CATEGORIES))]
    for word, true in _settled(_words(seed, 60), lambda w: citation_form(w, category)):
        words = [sb.Word(word[0], word, category, True)]
        voting = replace(state, stage="vote", words=words, votes={0: _open(word, 0, [1])})
        yield voting, 1, true


# -- Sentence games --------------------------------------------------------------------------------
_FLIP = {"el": "la", "la": "el", "els": "les", "les": "els", "un": "una", "una": "un"}
_FLIP |= {"uns": "unes", "unes": "uns"}


def _flipped(sentence: str) -> str | None:
    """The sentence with one article's gender flipped before a word of one gender only (every
    reading: ELS CAPACITATS, the trained ones, is good Catalan)."""
    from logomachy.games.verbalia.pieces.sentence_words import analyses

    words = sentence.lower().split()
    for i in range(len(words) - 1):
        genders = {a.gender for a in analyses(words[i + 1])}
        if words[i] in _FLIP and genders in ({"masculine"}, {"feminine"}):
            return " ".join([*words[:i], _FLIP[words[i]], *words[i + 1 :]]).upper()
    return None


def _strung(letters: list[str], rng: Rng) -> str | None:
    from logomachy.bots.verbalia.sentences.engine import vocabulary

    v = vocabulary()
    picked = [v.pick(v.anything, tile, 8_000, rng) for tile in letters]
    return " ".join(w for w in picked if w).upper() if all(picked) else None


def _sentences(letters: list[str], seed: int, dangling: bool) -> Iterator[tuple[str, bool]]:
    from logomachy.bots.verbalia.sentences.engine import STYLES, Maker

    maker = Maker(STYLES["hard"])
    rng = Rng.derived(seed, "judgment:sentences")
    for _ in range(CLAIMS // 2):
        made = maker.sentence(letters, rng)
        if made is None:
            continue
        yield made, True
        flipped = _flipped(made)
        if flipped:
            yield flipped, False
        strung = _strung(letters, rng)
        if strung:
            yield strung, False
        if dangling:
            yield made + " AMB", False


def _abocagrama(seed: int) -> Iterator[Claim]:
    from logomachy.games.verbalia.sentences.abocagrama import GAME
    from logomachy.games.verbalia.sentences.spoken import Say
    from logomachy.kernel import IllegalMove

    state = GAME.setup(3, {}, seed=seed)
    for sentence, true in _sentences(state.letters, seed, dangling=True):
        try:
            yield GAME.apply(state, state.turn, Say(sentence)), (state.turn + 1) % 3, true
        except IllegalMove:
            continue  # the referee refuses it before any vote


def _babalagrama(seed: int) -> Iterator[Claim]:
    """A whole sentence said as a turn would say it: the earlier words heard before, the new
    word (with the particles before it) added now."""
    from logomachy.games.verbalia.pieces.sentence_words import is_particle, words_of
    from logomachy.games.verbalia.sentences.babalagrama import GAME
    from logomachy.games.verbalia.sentences.spoken import Say

    state = GAME.setup(3, {}, seed=seed)
    letters = [*state.letters, *_letters(seed, 4)]
    for sentence, true in _sentences(letters, seed, dangling=False):
        words = words_of(sentence)
        start = len(words) - 1
        while start > 0 and is_particle(words[start - 1]):
            start -= 1
        heard = replace(state, sentence=[w.text for w in words[:start]])
        heard.letters = [*state.letters[:-1], words[-1].initial]
        said = GAME.apply(heard, state.turn, Say(sentence))
        if said.stage == "vote":
            yield said, (state.turn + 1) % 3, true


def _letters(seed: int, count: int) -> list[str]:
    from logomachy.games.verbalia.pieces.letters import letter_set

    pool = [t for t in letter_set() if t not in ("Ç", "K", "W", "Y")]
    rng = Rng.derived(seed, "judgment:letters")
    return [pool[rng.below(len(pool))] for _ in range(count)]


# -- ArBredasíl·laB ------------------------------------------------------------------------
def _arbredasillab(seed: int) -> Iterator[Claim]:
    from logomachy.bots.autoplay import autoplay
    from logomachy.games.verbalia.wood.arbredasillab import GAME, Arbredasillab, Show
    from logomachy.kernel import IllegalMove

    assert isinstance(GAME, Arbredasillab)

    match = autoplay(GAME, 3, seed, {}, ["medium"])
    state = GAME.setup(3, {}, seed=seed)
    for i, recorded in enumerate(match.record.moves):
        if i % 7 == 0 and state.exchange is None and not GAME.is_over(state):
            (seat,) = GAME.to_act(state)[:1] or (None,)
            if seat is not None:
                try:
                    shown = GAME.apply(state, seat, Show())
                except IllegalMove:
                    shown = None
                if shown is not None and shown.exchange is not None:
                    true = not GAME.can_place(shown, shown.hands[seat])
                    yield shown, (seat + 1) % 3, true
        move = GAME.move_from_json(recorded.move)
        state = GAME.apply(state, recorded.seat, move)


GAMES: dict[str, Callable[[int], Iterator[Claim]]] = {
    "verbalia-zombigrama": _zombigrama,
    "verbalia-tabugrama": _tabugrama,
    "verbalia-buscador": _buscador,
    "verbalia-xavograma": _xavograma,
    "verbalia-subbugrama": _subbugrama,
    "verbalia-abocagrama": _abocagrama,
    "verbalia-babalagrama": _babalagrama,
    "verbalia-arbredasillab": _arbredasillab,
}


def judgment_by_game(strength: str, positions: int = POSITIONS) -> dict[str, Judgment]:
    """Per voting game, the strength's votes on claims of known truth."""
    from logomachy.kernel import get_game

    out: dict[str, Judgment] = {}
    for game_id, claims in GAMES.items():
        game = get_game(game_id)
        bot = make_bot(game_id, strength)
        tally = [0, 0, 0, 0]  # true accepted, true, false accepted, false
        for seed in range(positions):
            for n, (state, seat, true) in enumerate(claims(seed)):
                move = bot.choose(
                    game, state, seat, Rng.derived(seed, f"judge:{game_id}:{seat}:{n}")
                )
                accepted = bool(getattr(move, "accept", getattr(move, "yes", False)))
                tally[0 if true else 2] += accepted
                tally[1 if true else 3] += 1
        out[game_id] = Judgment(*tally)
    return out


def judgment(strength: str) -> Judgment:
    """All the voting games' claims, summed."""
    parts = judgment_by_game(strength).values()
    return Judgment(*(sum(getattr(j, f) for j in parts) for f in Judgment.__dataclass_fields__))


# -- Variety ---------------------------------------------------------------------------------------
#: Games where several bots write at once, and the verb of the writing move.
SIMULTANEOUS = {
    "verbalia-votagrama": "write",
    "verbalia-zombigrama": "write",
    "verbalia-tabugrama": "write",
    "verbalia-doblograma": "write",
    "verbalia-grafosillab": "write",
    "verbalia-bigrafosillab": "write",
    "verbalia-ruscosillab": "write",
    "verbalia-vermisillab": "write",
    "verbalia-xavograma": "place",
}


def rounds_written(game_id: str, seed: int, players: int = 4) -> list[Round]:
    """Per round of a seeded bot game (default strength), what each bot that wrote wrote, and
    how many words the round allowed where the game can tell (`words_for`; else None)."""
    from logomachy.bots.autoplay import autoplay
    from logomachy.kernel import get_game

    game = get_game(game_id)
    match = autoplay(game, players, seed)
    state = game.setup(players, {}, seed=seed)
    rounds: dict[str, tuple[dict[int, tuple[str, ...]], int | None]] = {}
    for recorded in match.record.moves:
        timer = game.timer(state)
        data = recorded.move
        if data.get("verb") == SIMULTANEOUS[game_id] and recorded.seat is not None and timer:
            words = tuple(str(w).upper() for w in data.get("words", (data.get("word"),)))
            allowed = len(game.words_for(state)) if hasattr(game, "words_for") else None
            written, _ = rounds.setdefault(timer.key, ({}, allowed))
            written[recorded.seat] = words
        state = game.apply(state, recorded.seat, game.move_from_json(data))
    return [(list(w.values()), allowed) for w, allowed in rounds.values()]


Round = tuple[list[tuple[str, ...]], int | None]


def variety_by_game(seeds: range) -> dict[str, Variety]:
    """Per game, rounds where several bots wrote and had a choice (a round whose every
    allowed word fits in one list — Grafosíl·laB's MESCLA alone — leaves none: not counted),
    and those where all wrote the same."""
    out: dict[str, Variety] = {}
    for game_id in SIMULTANEOUS:
        same = total = 0
        for seed in seeds:
            for written, allowed in rounds_written(game_id, seed):
                if len(written) < 2 or (allowed is not None and allowed <= max(map(len, written))):
                    continue
                total += 1
                same += all(w == written[0] for w in written)
        out[game_id] = Variety(same, total)
    return out


def variety(seeds: range) -> Variety:
    parts = variety_by_game(seeds).values()
    return Variety(sum(v.same_rounds for v in parts), sum(v.rounds for v in parts))
