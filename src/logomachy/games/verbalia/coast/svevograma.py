"""SVeVograma (rulebook: shared/rules/verbalia.md, SVeVograma; 3-5 players, 30 minutes).

Ten vowels, two sets of five, lie at random on the board of Verbàlia, each in a different
region; the consonants are scattered face up in the middle of the table. On each turn a player
takes a consonant and places it in a region where there is a vowel, to form a word. Words of
two, three or four letters count for nothing; words of five letters or more are noted, and
their maker asks whether anyone can improve them, starting with themselves and continuing to
the left: the one who lengthens the word keeps its consonants, and the vowel may be used for
new words. A player who cannot form a word, or builds an incorrect one, loses the turn and
takes a penalty marker; the consonant goes back to the middle. No word of five letters or more
may be repeated in the whole game. The game ends when no more words can be built or no
consonants are left: one point a consonant obtained, four less a penalty marker.

Readings where the rulebook is silent:
- a region's letters form its word in any order (an anagram of all of them): letters lie in
  a region of the board, not in a row, so every letter there is in the word and none other;
- a word names the consonant added and the word formed; letters that do not make that word
  (a tile that is not in the middle, a region with no vowel) are refused, while a word the
  dictionary lacks, or a noted word repeated, is an incorrect word: a penalty marker;
- to improve a word is to add one consonant from the middle to its region and form a longer
  word of all its letters; the improved word is noted and offered again, starting with its
  improver; when every player in turn has declined it, its last maker (who formed it or last
  lengthened it) keeps its consonants — a word nobody improves is its maker's;
- while a word is offered only the player asked may act; an incorrect improvement takes a
  penalty marker (as an incorrect word does) and passes the offer on;
- the referee settles what the dictionary can: an offer nobody can take (no consonant in the
  middle lengthens the word) closes at once, and the game ends when no consonant of the middle
  forms a word in any region ("the players agree that no more words can be built"), or after
  a full circle of turns in a row in which nobody formed one;
- consonants still on the board when the game ends belong to nobody;
- the rulebook sets no time: a minute a turn and thirty seconds a chance to improve by
  default (options); time up on a turn is a word not formed, on an offer a decline;
- the most points win; a tie shares the win.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import added_tile, code, extensions, pool_counts
from logomachy.games.verbalia.coast.engine import (
    FIVE_VOWELS,
    GOOD_WORDS,
    LETTERS_RULE,
    CoastGame,
    Table,
    bags,
    coast_meta,
    is_vowel,
    laid,
    region_id,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.games.verbalia.pieces.timed_turns import turn_stage
from logomachy.games.verbalia.pieces.views import pick
from logomachy.kernel import (
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Stage,
    Timer,
    grows,
    register,
)
from logomachy.kernel.flow import Handler

RULES = "SVeVograma: rules"
REPEAT_RULE = "SVeVograma: no word of five letters or more repeated"
#: The penalties (a code in the log's data, its English line here; the catalogue says each
#: in the reader's language: event.verbalia-svevograma.value.<code>).
PENALTIES = {
    "not-in-dictionary": "{word} is not in the dictionary",
    "repeated": "{word} has been formed already in this game",
    "time-up": "time is up",
    "no-word": "cannot form a word",
}
#: Why the game ends (as PENALTIES).
ENDS = {
    "no-consonants": "no consonants are left",
    "full-circle": "a full circle of turns without a word",
    "no-more-words": "no more words can be built",
}
VOWEL_SETS = 2  # "Two sets of five vowels"
NOTED = 5  # "Words of five letters or more are noted"
PENALTY = 4  # "four points are taken away for each penalty marker"
TURN_SECONDS = 60  # the rulebook sets no time
OFFER_SECONDS = 30

Tiles = tuple[str, ...]


def consonants() -> list[str]:
    """The set's consonant tiles (NY and QU among them), in the set's order."""
    return bags()[1]


class Build(NamedTuple):
    """A word the letters of a region make with one consonant more."""

    word: str  # as the dictionary writes it, upper case
    tiles: Tiles
    added: str  # the consonant added
    code: str  # its spelling: two words are the same word when these are (ABC N)


@lru_cache(maxsize=1 << 14)
def builds(letters: Tiles) -> tuple[Build, ...]:
    """Every dictionary word of these letters (sorted: their order does not count) plus one
    consonant, alphabetical. Pure and cached: the referee and the bots ask the same."""
    found = []
    for word, tiles in extensions(letters):
        added = added_tile(letters, tiles)
        if added is not None and not is_vowel(added):
            found.append(Build(word, tiles, added, code(tiles)))
    return tuple(found)


def open_builds(
    letters: Sequence[str], middle: Mapping[str, int], noted: frozenset[str] | set[str]
) -> list[Build]:
    """The words a region's letters can make with a consonant of the middle: any length, but
    a word of five letters or more only if it has not been noted."""
    return [
        b
        for b in builds(tuple(sorted(letters)))
        if middle.get(b.added, 0) > 0 and (len(b.tiles) < NOTED or b.code not in noted)
    ]


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Add(Move):
    """Your turn: place a consonant of the middle in a region with a vowel and say the word
    its letters form."""

    verb: ClassVar[str] = "add"
    letter: str
    region: str  # its id, in any case
    word: str


@dataclass(frozen=True)
class Lengthen(Move):
    """Improve the word offered: one consonant more in its region, a longer word."""

    verb: ClassVar[str] = "lengthen"
    letter: str
    word: str


@dataclass(frozen=True)
class Decline(Move):
    """Do not improve the word offered."""

    verb: ClassVar[str] = "decline"


# -- State ----------------------------------------------------------------------------------
class Noted(NamedTuple):
    """A word of five letters or more: who formed it, where, and its spelling."""

    seat: int
    word: str
    region: str
    code: str
    improves: bool  # it lengthened an offered word


@dataclass
class Offer:
    """A noted word asking to be improved: `maker` formed it last, `asked` may improve it now,
    `declined` players in a row have not."""

    region: str
    maker: int
    asked: int
    declined: int = 0


@dataclass
class SvevogramaState(Table):
    regions: dict[str, list[str]]  # region → its vowel, then its consonants as placed
    middle: list[str]  # the consonants face up in the middle (sorted)
    kept: list[list[str]]  # consonants each player obtained
    penalties: list[int]
    words: dict[str, str] = field(default_factory=dict)  # region → the word its letters form
    noted: list[Noted] = grows()
    offer: Offer | None = None
    turn: int = 0
    moves: int = 0  # moves played (the timers' keys)
    failures: int = 0  # turns in a row without a word

    @property
    def noted_codes(self) -> set[str]:
        return {n.code for n in self.noted}


class Svevograma(CoastGame[SvevogramaState]):
    meta = coast_meta(
        "SVeVograma",
        players=(3, 5),
        minutes=30,
        tags=("turns", "letters", "board"),
        summary=(
            "Ten vowels lie one a region on the board of Verbàlia. In turn, add a consonant "
            "to a region so that its letters form a word; a word of five letters or more is "
            "offered for improvement, and whoever lengthens it last keeps its consonants. "
            "No five-letter word twice; a point a consonant, four less a penalty."
        ),
    )
    move_types = (Add, Lengthen, Decline, Pass)

    table_options = (
        OptionSpec.seconds(
            "turn_seconds",
            TURN_SECONDS,
            "time to add a consonant (the rulebook sets none)",
            10,
            1800,
        ),
        OptionSpec.seconds("offer_seconds", OFFER_SECONDS, "time to improve a word offered", 5),
    )

    # -- Preparation ----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> SvevogramaState:
        rng = self.generator(seed)
        places = list(country().ids)
        rng.shuffle(places)
        vowels = list(FIVE_VOWELS) * VOWEL_SETS
        rng.shuffle(vowels)
        regions: dict[str, list[str]] = {r: [] for r in country().ids}
        for region, vowel in zip(places, vowels, strict=False):
            regions[region] = [vowel]
        state = SvevogramaState(
            seats=seats,
            options=options,
            rng=rng,
            regions=regions,
            middle=sorted(consonants()),
            kept=[[] for _ in range(seats)],
            penalties=[0] * seats,
        )
        note(
            state,
            "start",
            "Ten vowels lie on the country, one a region; the consonants are in the middle.",
            vowels={r: t[0] for r, t in regions.items() if t},
        )
        return state

    # -- Checks -----------------------------------------------------------------------------------
    def check_build(
        self, state: SvevogramaState, letter: str, region: str, word: str
    ) -> tuple[str, Tiles]:
        """(consonant tile, word's tiles) of a placement the board allows, or IllegalMove
        saying which rule it breaks. Whether the word is good is `fault`'s question."""
        tile = tiles_of(letter)
        shown = letter.strip().upper() or "—"
        if tile is None or len(tile) != 1 or is_vowel(tile[0]):
            raise IllegalMove.of(
                "{letter} is not a consonant tile of the set", rule=LETTERS_RULE, letter=shown
            )
        if tile[0] not in state.middle:
            raise IllegalMove.of(
                "there is no {letter} left in the middle", rule=RULES, letter=tile[0]
            )
        here = state.regions[region_id(region, RULES)]
        name = country().region(region).name
        if not here:
            raise IllegalMove.of(
                "{region} has no vowel: a consonant goes in a region where there is a vowel",
                rule=RULES,
                region=name,
            )
        tiles, written = laid(word)
        letters = [*here, tile[0]]
        if Counter(tiles) != Counter(letters):
            raise IllegalMove.of(
                "{word} is not made of the letters of {region} with your {letter}: the word "
                "takes every letter there, {letters}, in any order, and no other",
                rule=RULES,
                word=written,
                region=name,
                letter=tile[0],
                letters=" ".join(sorted(letters)),
            )
        return tile[0], tiles

    def fault(self, state: SvevogramaState, tiles: Tiles) -> tuple[str, str] | None:
        """Why a word the board allows is incorrect — (reason, rule), the reason a code of
        `PENALTIES` — or None: it is not in the dictionary (ABC B), or it is a noted word
        formed again."""
        if good_word(tiles) is None:
            return "not-in-dictionary", GOOD_WORDS
        if len(tiles) >= NOTED and code(tiles) in state.noted_codes:
            return "repeated", REPEAT_RULE
        return None

    # -- A turn -----------------------------------------------------------------------------------
    def _add(self, state: SvevogramaState, seat: int, move: Add) -> None:
        region = move.region.lower()
        tile, tiles = self.check_build(state, move.letter, region, move.word)
        problem = self.fault(state, tiles)
        if problem is not None:
            self._penalty(state, seat, tile, region, problem, "".join(tiles))
            state.failures += 1
            self._next_turn(state)
            return
        state.failures = 0
        self._form(state, seat, tile, region, tiles, improves=False)

    def _lengthen(self, state: SvevogramaState, seat: int, move: Lengthen) -> None:
        offer = state.offer
        assert offer is not None
        tile, tiles = self.check_build(state, move.letter, offer.region, move.word)
        problem = self.fault(state, tiles)
        if problem is not None:
            self._penalty(state, seat, tile, offer.region, problem, "".join(tiles))
            self._decline(state, seat, None, quiet=True)
            return
        self._form(state, seat, tile, offer.region, tiles, improves=True)

    def _form(
        self,
        state: SvevogramaState,
        seat: int,
        tile: str,
        region: str,
        tiles: Tiles,
        *,
        improves: bool,
    ) -> None:
        written = (good_word(tiles) or "").upper()
        state.middle.remove(tile)
        state.regions[region].append(tile)
        state.words[region] = written
        noted = len(tiles) >= NOTED
        name = country().region(region).name
        kind = "improved" if improves else "word"
        text = (
            f"Seat {seat + 1} {'lengthens it to' if improves else 'adds'} {tile} in {name}: "
            f"{written} ({len(tiles)} letters{', noted' if noted else ''})."
        )
        note(
            state,
            kind,
            text,
            seat=seat,
            letter=tile,
            region=region,
            name=name,
            word=written,
            letters=len(tiles),
            noted=noted,
        )
        if not noted:
            self._next_turn(state)
            return
        state.noted.append(Noted(seat, written, region, code(tiles), improves))
        state.offer = Offer(region, maker=seat, asked=seat)
        self._settle_offer(state)

    def _penalty(
        self,
        state: SvevogramaState,
        seat: int,
        tile: str | None,
        region: str | None,
        problem: tuple[str, str],
        word: str = "",
    ) -> None:
        state.penalties[seat] += 1
        reason, rule = problem
        back = "" if tile is None else f"; the {tile} goes back to the middle"
        said = PENALTIES[reason].format(word=word)
        note(
            state,
            "penalty",
            f"Seat {seat + 1} takes a penalty marker: {said}{back}.",
            seat=seat,
            reason=reason,
            rule=rule,
            letter=tile or "",
            region=region or "",
        )

    def _pass(self, state: SvevogramaState, seat: int, move: Pass | None) -> None:
        """The player cannot form a word (None: the time is up): a penalty marker."""
        why = "time-up" if move is None else "no-word"
        self._penalty(state, seat, None, None, (why, RULES))
        state.failures += 1
        self._next_turn(state)

    # -- Improving a noted word -----------------------------------------------------------------
    def lengthenings(self, state: SvevogramaState) -> list[Build]:
        """The improvements of the word offered the middle allows (none without an offer)."""
        if state.offer is None:
            return []
        middle = Counter(state.middle)
        return open_builds(state.regions[state.offer.region], middle, state.noted_codes)

    def _decline(
        self, state: SvevogramaState, seat: int, move: Decline | None, *, quiet: bool = False
    ) -> None:
        """`seat` does not improve the word offered (None: the time is up; `quiet`: its
        improvement was incorrect, as the log has said)."""
        offer = state.offer
        assert offer is not None
        if not quiet:
            note(
                state,
                "decline",
                f"Seat {seat + 1} does not improve {state.words[offer.region]}.",
                seat=seat,
                word=state.words[offer.region],
            )
        offer.declined += 1
        offer.asked = (offer.asked + 1) % state.seats
        self._settle_offer(state)

    def _settle_offer(self, state: SvevogramaState) -> None:
        """Close the offer when everyone has declined it or nobody can improve it."""
        offer = state.offer
        assert offer is not None
        if offer.declined < state.seats and self.lengthenings(state):
            return
        region = offer.region
        word = state.words.pop(region)
        vowel, *taken = state.regions[region]
        state.regions[region] = [vowel]
        state.kept[offer.maker].extend(taken)
        state.offer = None
        nobody = offer.declined >= state.seats
        why = "nobody improves it" if nobody else "it cannot be improved"
        note(
            state,
            "keeps",
            f"Seat {offer.maker + 1} keeps the {len(taken)} consonants of {word} ({why}); "
            f"the {vowel} of {country().region(region).name} is free again.",
            seat=offer.maker,
            word=word,
            consonants=len(taken),
            region=region,
            name=country().region(region).name,
            vowel=vowel,
            why="nobody-improves" if nobody else "cannot-improve",
        )
        self._next_turn(state)

    # -- Turns and the end ------------------------------------------------------------------------
    def can_build(self, state: SvevogramaState) -> bool:
        """Whether a consonant of the middle forms a word in some region (the dictionary's
        answer to "no more words can be built")."""
        middle = Counter(state.middle)
        noted = state.noted_codes
        return any(open_builds(t, middle, noted) for t in state.regions.values() if t)

    def _next_turn(self, state: SvevogramaState) -> None:
        if not state.middle:
            self._end(state, "no-consonants")
            return
        if state.failures >= state.seats:
            self._end(state, "full-circle")
            return
        if not self.can_build(state):
            self._end(state, "no-more-words")
            return
        state.turn = (state.turn + 1) % state.seats

    def _end(self, state: SvevogramaState, why: str) -> None:
        """`why`: a code of `ENDS`."""
        self.finish(state, ENDS[why]).data["why"] = why

    # -- The stages ------------------------------------------------------------------------------
    def stage(self, state: SvevogramaState) -> Stage | None:
        """On their turn a player adds a consonant and says the word, or passes; a noted word
        is offered to each player in turn from its maker, who lengthens it or declines."""
        if state.over:
            return None
        if state.offer is None:
            return turn_stage(
                state.turn,
                # a pass: the player cannot form a word, a penalty marker
                {Add: self._counted(self._add), Pass: self._counted(self._pass)},
                RULES,
                Timer(f"t{state.moves}", state.options["turn_seconds"], "turn"),
                lambda st: self._counted(self._pass)(st, st.turn, None),
            )
        asked = state.offer.asked
        return Stage(
            "offer",
            (asked,),
            {Lengthen: self._counted(self._lengthen), Decline: self._counted(self._decline)},
            rule=RULES,
            timer=Timer(f"o{state.moves}", state.options["offer_seconds"], "improve"),
            time_up=lambda st: self._counted(self._decline)(st, asked, None),
        )

    def _counted(self, handler: Handler) -> Handler:
        """A move (or the time up) counts once made (`moves` names the timers)."""

        def counted(state: SvevogramaState, seat: int, move: Move) -> None:
            handler(state, seat, move)
            state.moves += 1

        return counted

    def actions(self, state: SvevogramaState, seat: int) -> list[str]:
        """The verbs `seat` may play now."""
        stage = self.stage(state)
        return [] if stage is None or seat not in stage.to_act else stage.verbs()

    def score_sheet(self, state: SvevogramaState, seat: int) -> dict[str, int]:
        return {"consonants": len(state.kept[seat]), "penalties": -PENALTY * state.penalties[seat]}

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: SvevogramaState, seat: int | None) -> dict[str, Any]:
        offer = state.offer
        return {
            "country": country().picture(),
            "contents": {r: list(t) for r, t in state.regions.items()},
            "words": dict(state.words),
            "middle": pool_counts(state.middle),
            "turn": None if state.over else state.turn,
            "offer": None
            if offer is None
            else {
                **pick(offer, "region", "maker", "asked", "declined"),
                "word": state.words[offer.region],
            },
            "noted": [pick(n, "seat", "word", "region", "improves") for n in state.noted],
            "kept": [len(k) for k in state.kept],
            "penalties": list(state.penalties),
            "noted_letters": NOTED,
            "penalty": PENALTY,
            "scores": list(self.result(state).scores),
            "you": None if seat is None else {"actions": self.actions(state, seat)},
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: SvevogramaState) -> list[str]:
        problems = []
        board = [t for tiles in state.regions.values() for t in tiles]
        held = board + state.middle + [t for k in state.kept for t in k]
        if sorted(held) != sorted(consonants() + list(FIVE_VOWELS) * VOWEL_SETS):
            problems.append("the ten vowels and the consonants are not conserved")
        if state.middle != sorted(state.middle):
            problems.append("the middle is not kept sorted")
        for region, tiles in state.regions.items():
            if tiles and (not is_vowel(tiles[0]) or any(is_vowel(t) for t in tiles[1:])):
                problems.append(f"{region} does not hold one vowel and consonants")
            word = state.words.get(region)
            if (len(tiles) > 1) != (word is not None):
                problems.append(f"{region}: a word stands where its letters are, only there")
            if word is not None and Counter(tiles_of(word) or ()) != Counter(tiles):
                problems.append(f"{region}: {word} is not made of the region's letters")
        if any(k and any(is_vowel(t) for t in k) for k in state.kept):
            problems.append("a player keeps a vowel")
        codes = [n.code for n in state.noted]
        if len(codes) != len(set(codes)):
            problems.append("a noted word was repeated")
        if state.offer is not None and state.offer.region not in state.words:
            problems.append("the word offered is not on the board")
        return problems


GAME = register(Svevograma())
