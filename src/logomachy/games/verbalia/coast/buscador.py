"""Buscador (rulebook: shared/rules/verbalia.md, The First Visit, Buscador; 2-6 players, 45 min).

Each player has five markers of one colour. The vowels go in one bag, the consonants in the
other; one letter lies face up in each region of the board of Verbàlia (half vowels, half
consonants) and each player takes three letters from between the two bags. On a turn a player
performs two actions (the same one twice if they like), one after the other: a) take a letter
from a bag to the easel (eight at most); b) take a letter from a bag and leave it face up in a
region; c) leave a letter of the easel face up in a region; d) move a letter of a region to a
neighbouring region, only to build a word at once (a letter moved may not change region again
until its mover's next turn). During the turn the player may also close a word in a region: four
letters or more, all or some of the region's letters; each player's words all of different
lengths; only where a chain of closed words reaches the sea (so the first word is closed in the
maritime region); three words a region at most. The letters of a closed word are set aside and
the player places a marker there; a player with no markers left no longer plays. A word scores
by its length (4 letters 1, 5 2, 6 4, 7 7, 8 10, 9 15, 10 or more 25), as if two letters longer
when it is of the region's category, +5 for the first word of a region (+10 in the maritime
region), all times the region's multiplier. The game ends on the turn in which enough players
have no markers or enough regions hold three (2-3 players: 1 or 3; 4-5: 2 or 3; 6: 3 or 4); then
everyone plays until the player to the right of the starter has played. Most points wins; a tie
goes to the player who built the most valuable word. Pairs: partners in alternate seats, public
talk, each plays for themselves, one shared score. Length of the game: the number of words
(markers) and the end parameters are options.

Readings where the rulebook is silent or ambiguous:
- "three letters from between the two bags": each player in turn says how many vowels (0-3)
  they take, the rest consonants (`start`);
- eleven regions cannot be half and half: a coin decides whether vowels or consonants fill the
  sixth, and the letters are dealt to the regions in a shuffled order;
- "a chain of closed words reaching the sea": a word may be closed in the maritime region, in a
  region already holding a word, or in a neighbour of a region holding one (such regions are
  always joined to the sea by regions holding words);
- a word is closed at most once a turn, at any moment of it; no letter is moved after it;
- "only to build a word immediately": a word closed in a turn with moved letters is closed in
  the region they were moved to and uses every one of them; a letter moved and not used when the
  turn ends goes back where it came from (the action is spent);
- a word's letters are taken from the region, moved letters first (so the lock on a moved
  letter keeps it from travelling two regions in one turn); a word's length is counted
  in tiles (NY and QU are one letter, ABC L);
- a word's category is the dictionary's (ABC C, `categories.verdict`); where it cannot tell,
  the other players vote, a tie keeping the two letters;
- a turn of two actions is owed while one is possible; a player who can neither take nor leave
  a letter (both bags and the easel empty) may end the turn sooner;
- the game also ends when both bags are empty and a whole round passes without a word (no
  letter can come to the board any more: the table would play for ever);
- pairs: seat s and seat s + n/2 (4 or 6 players); each keeps their own words of different
  lengths and their own markers; the pair's score is the sum; a tie between pairs goes to the
  pair with the most valuable word; still tied, the win is shared.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.coast.engine import (
    MIN_LETTERS,
    BaggedTable,
    CoastGame,
    WordInRegion,
    board_view,
    category_verdict,
    coast_meta,
    easel_secrets,
    in_dictionary,
    judge_category,
    laid,
    letter_problems,
    mix_bags,
    region_id,
    short_of,
    take_letters,
    vote_view,
    votes_stage,
)
from logomachy.games.verbalia.coast.engine import points as length_points
from logomachy.games.verbalia.pieces.country import CATEGORY_NAMES, country
from logomachy.games.verbalia.pieces.views import pick
from logomachy.kernel import (
    Challenge,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Stage,
    Vote,
    register,
    result_from_sheets,
)
from logomachy.kernel.flow import Handler

RULES = "Buscador: rules"
SCORING = "Buscador: scoring"
END_RULE = "Buscador: end of the game"
MARKERS = 5  # "Each player takes five markers of the same colour"
FIRST_LETTERS = 3  # "Each player takes three letters from between the two bags"
EASEL = 8  # "a player can hold up to eight letters on the easel"
ACTIONS = 2  # "each player performs two actions"
REGION_WORDS = 3  # "Each region can hold only three words"
CATEGORY_LETTERS = 2  # "counted as if it had two more letters"
FIRST_BONUS = 5  # "The first word built in each region receives a bonus of 5 points"
SEA_BONUS = 10  # "... except the first word closed in the maritime region, which receives 10"
BAGS = ("vowel", "consonant")
#: End of the game: players -> (players without markers, regions with three markers).
END_TABLE = {2: (1, 3), 3: (1, 3), 4: (2, 3), 5: (2, 3), 6: (3, 4)}


def word_value(letters: int, of_category: bool, first: bool, maritime: bool, mult: int) -> int:
    """The scoring: the length table (two more letters for the region's category), the first
    word's bonus (10 in the maritime region), times the region's multiplier."""
    counted = letters + (CATEGORY_LETTERS if of_category else 0)
    bonus = (SEA_BONUS if maritime else FIRST_BONUS) if first else 0
    return (length_points(counted) + bonus) * mult


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Start(Move):
    """Preparation: take your three letters, this many vowels and the rest consonants."""

    verb: ClassVar[str] = "start"
    vowels: int = 1


@dataclass(frozen=True)
class Take(Move):
    """a) Take a letter from a bag ("vowel" or "consonant") and put it on your easel."""

    verb: ClassVar[str] = "take"
    bag: str = "vowel"


@dataclass(frozen=True)
class Leave(Move):
    """b) Take a letter from a bag and leave it face up in a region."""

    verb: ClassVar[str] = "leave"
    bag: str = "vowel"
    region: str = ""


@dataclass(frozen=True)
class Lay(Move):
    """c) Take a letter from your easel and leave it face up in a region."""

    verb: ClassVar[str] = "lay"
    letter: str = ""
    region: str = ""


@dataclass(frozen=True)
class Shift(Move):
    """d) Move a letter from a region to a neighbouring one, to build a word there at once."""

    verb: ClassVar[str] = "move"
    letter: str = ""
    source: str = ""
    region: str = ""


@dataclass(frozen=True)
class Close(WordInRegion):
    """Close a word with letters of a region and place one of your markers there."""

    verb: ClassVar[str] = "close"


@dataclass(frozen=True)
class Finish(Move):
    """End your turn (after your two actions)."""

    verb: ClassVar[str] = "finish"


# -- State ----------------------------------------------------------------------------------
@dataclass
class Word:
    """A closed word."""

    seat: int
    word: str
    region: str
    letters: int
    tiles: tuple[str, ...]
    category: bool
    first: bool
    value: int


@dataclass
class Moved:
    """A letter moved this turn or since its mover's last turn."""

    tile: str
    source: str
    region: str
    mover: int
    pending: bool  # moved this turn and not yet used in a word


@dataclass
class BuscadorState(BaggedTable):
    contents: dict[str, list[str]] = field(default_factory=dict)
    easels: list[list[str]] = field(default_factory=list)
    markers: list[int] = field(default_factory=list)
    words: list[Word] = field(default_factory=list)
    moved: list[Moved] = field(default_factory=list)
    stage: str = "start"  # start -> turn (-> vote -> turn) ... -> over
    turn: int = 0
    actions: int = 0
    closed: bool = False  # a word closed this turn
    vote: Challenge | None = None  # on the category of the word just closed
    pending_word: Word | None = None
    ending: bool = False  # the end was reached; play to the seat before the starter
    quiet: int = 0  # turns in a row with empty bags and no word


class Buscador(CoastGame[BuscadorState]):
    meta = coast_meta(
        "Buscador",
        minutes=45,
        tags=("board", "turn-based"),
        summary=(
            "Letters in the regions of Verbàlia: each turn two actions (take a letter, leave "
            "one in a region, move one to a neighbour) and maybe close a word of four letters "
            "or more in a region joined to the sea by closed words; 4 letters 1 ... 10 or more "
            "25, two letters more for the region's category, +5 the first word there, times "
            "the region's value. Five markers each."
        ),
    )
    move_types = (Start, Take, Leave, Lay, Shift, Close, Finish, Vote)
    state_type = BuscadorState

    table_options = (
        OptionSpec(
            "markers",
            MARKERS,
            "words each player closes (length of the game)",
            minimum=1,
            maximum=10,
        ),
        OptionSpec(
            "end_players",
            0,
            "players without markers that end it (0: the table)",
            minimum=0,
            maximum=6,
        ),
        OptionSpec(
            "end_regions",
            0,
            "regions with three words that end it (0: the table)",
            minimum=0,
            maximum=11,
        ),
        OptionSpec("pairs", False, "play in pairs (4 or 6 players, alternate seats)"),
    )

    # -- Preparation -------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BuscadorState:
        if options["pairs"] and seats not in (4, 6):
            raise IllegalMove.of("pairs are played by 4 or 6 players", rule="Buscador: pairs")
        state = self.bagged(seats, options, seed)
        rng, vowels, consonants = state.rng, state.vowels, state.consonants
        mix_bags(rng, vowels, consonants)
        land = country()
        regions = list(land.ids)
        rng.shuffle(regions)
        half = len(regions) // 2 + (1 if rng.coin() else 0)
        for i, region in enumerate(regions):
            bag = vowels if i < half else consonants
            state.contents[region] = [bag.pop()]
        state.contents = {r: state.contents[r] for r in land.ids}
        state.easels = [[] for _ in range(seats)]
        state.markers = [options["markers"]] * seats
        note(state, "deal", "One letter face up in each region; take your three letters.")
        return state

    def _start(self, state: BuscadorState, seat: int, move: Start) -> None:
        take_letters(state, seat, move.vowels, FIRST_LETTERS, RULES)
        note(state, "start", f"Seat {seat + 1} takes three letters.", seat=seat)
        if seat + 1 < state.seats:
            state.turn = seat + 1
        else:
            state.stage, state.turn = "turn", 0
            self._begin_turn(state)

    # -- The actions ---------------------------------------------------------------------------
    def _bag(self, state: BuscadorState, bag: str) -> list[str]:
        bag = bag.lower()
        if bag not in BAGS:
            raise IllegalMove.of("the bags are of vowels and of consonants", rule=RULES)
        tiles = state.vowels if bag == "vowel" else state.consonants
        if not tiles:
            if bag == "vowel":
                raise IllegalMove.of("the vowel bag is empty", rule=RULES)
            raise IllegalMove.of("the consonant bag is empty", rule=RULES)
        return tiles

    def _action(self, handler: Handler) -> Handler:
        """One of the turn's two actions: refused once both are done; counted when done (the
        turn ends when both are and a word is closed)."""

        def action(state: BuscadorState, seat: int, move: Move) -> None:
            if state.actions >= ACTIONS:
                raise IllegalMove.of("you have performed your two actions", rule=RULES)
            handler(state, seat, move)
            state.actions += 1
            self._after_action(state)

        return action

    def _take(self, state: BuscadorState, seat: int, move: Take) -> None:
        if len(state.easels[seat]) >= EASEL:
            raise IllegalMove.of("an easel holds {n} letters at most", rule=RULES, n=EASEL)
        bag = move.bag.lower()
        tiles = self._bag(state, bag)
        state.easels[seat].append(tiles.pop())
        note(state, "take", f"Seat {seat + 1} takes a {bag} for the easel.", seat=seat, bag=bag)

    def _leave(self, state: BuscadorState, seat: int, move: Leave) -> None:
        region = region_id(move.region.lower(), RULES)
        bag = move.bag.lower()
        tiles = self._bag(state, bag)
        self._placed(state, seat, tiles.pop(), region, bag)

    def _lay(self, state: BuscadorState, seat: int, move: Lay) -> None:
        region = region_id(move.region.lower(), RULES)
        tile = move.letter.strip().upper()
        if tile not in state.easels[seat]:
            if not tile:
                raise IllegalMove.of("name a letter of your easel", rule=RULES)
            raise IllegalMove.of("there is no {letter} on your easel", rule=RULES, letter=tile)
        state.easels[seat].remove(tile)
        self._placed(state, seat, tile, region, "easel")

    def _placed(self, state: BuscadorState, seat: int, tile: str, region: str, source: str) -> None:
        """The letter is left face up in the region. `source`: "vowel" or "consonant" (a bag)
        or "easel"."""
        state.contents[region].append(tile)
        name = country().region(region).name
        how = "from the easel" if source == "easel" else f"from the {source} bag"
        note(
            state,
            "leave",
            f"Seat {seat + 1} leaves {tile} in {name} {how}.",
            seat=seat,
            letter=tile,
            region=region,
            **{"from": f"from-{source}"},
        )

    def movable(self, state: BuscadorState, region: str, tile: str) -> int:
        """How many of the region's `tile`s may change region (moved ones wait for their
        mover's next turn)."""
        held = state.contents[region].count(tile)
        stuck = sum(1 for m in state.moved if m.region == region and m.tile == tile)
        return held - stuck

    def _shift(self, state: BuscadorState, seat: int, move: Shift) -> None:
        land = country()
        source = region_id(move.source.lower(), RULES)
        region = region_id(move.region.lower(), RULES)
        tile = move.letter.strip().upper()
        if state.closed:
            raise IllegalMove.of("a letter is moved only to build a word at once", rule=RULES)
        if not land.adjacent(source, region):
            raise IllegalMove.of("a letter moves to a neighbouring region", rule=RULES)
        if tile not in state.contents[source]:
            if not tile:
                raise IllegalMove.of("name a letter of that region", rule=RULES)
            raise IllegalMove.of("there is no {letter} in that region", rule=RULES, letter=tile)
        if self.movable(state, source, tile) <= 0:
            raise IllegalMove.of(
                "a letter moved may not change region again until its mover's next turn",
                rule=RULES,
            )
        targets = {m.region for m in state.moved if m.pending}
        if targets and region not in targets:
            raise IllegalMove.of(
                "letters moved in a turn build one word, in one region", rule=RULES
            )
        state.contents[source].remove(tile)
        state.contents[region].append(tile)
        state.moved.append(Moved(tile, source, region, seat, True))
        note(
            state,
            "move",
            f"Seat {seat + 1} moves {tile} from {land.region(source).name} to "
            f"{land.region(region).name}.",
            seat=seat,
            letter=tile,
            source=source,
            region=region,
        )

    # -- Closing a word ------------------------------------------------------------------------
    def reaches_sea(self, state: BuscadorState, region: str) -> bool:
        """Whether a word closed here would join a chain of closed words to the sea."""
        land = country()
        held = {w.region for w in state.words}
        return (
            region == land.maritime
            or region in held
            or any(n in held for n in land.neighbours(region))
        )

    def check_word(
        self, state: BuscadorState, seat: int, word: str, region: str
    ) -> tuple[str, tuple[str, ...]]:
        """The word as the dictionary writes it and its tiles, or IllegalMove saying which rule
        it breaks."""
        land = country()
        name = land.region(region_id(region, RULES)).name
        tiles, shown = laid(word, MIN_LETTERS, SCORING)
        if sum(1 for w in state.words if w.region == region) >= REGION_WORDS:
            raise IllegalMove.of("{region} holds three words already", rule=RULES, region=name)
        if not self.reaches_sea(state, region):
            raise IllegalMove.of(
                "no chain of closed words joins {region} to the sea (the first word is closed "
                "in the maritime region)",
                rule=SCORING,
                region=name,
            )
        if any(w.seat == seat and w.letters == len(tiles) for w in state.words):
            raise IllegalMove.of(
                "you have a word of {n} letters: each of yours has a different length",
                rule=SCORING,
                n=len(tiles),
            )
        short = short_of(tiles, state.contents[region])
        if short is not None:
            raise IllegalMove.of(
                "{region} has no {letter} for {word}",
                rule=SCORING,
                region=name,
                letter=short,
                word=shown,
            )
        pending = [m for m in state.moved if m.pending and m.mover == seat]
        if pending:
            if any(m.region != region for m in pending):
                raise IllegalMove.of("a moved letter builds a word where it was moved", rule=RULES)
            need = Counter(m.tile for m in pending)
            if any(Counter(tiles)[t] < n for t, n in need.items()):
                raise IllegalMove.of("the word uses the letters moved for it", rule=RULES)
        return in_dictionary(tiles, shown).upper(), tiles

    def _close(self, state: BuscadorState, seat: int, move: Close) -> None:
        if state.closed:
            raise IllegalMove.of("one word a turn", rule=RULES)
        if state.markers[seat] <= 0:
            raise IllegalMove.of("you have no markers left", rule=RULES)
        region = move.region.lower()
        written, tiles = self.check_word(state, seat, move.word, region)
        land = country()
        info = land.region(region)
        # The letters are set aside, moved ones first.
        for tile in tiles:
            state.contents[region].remove(tile)
        for tile, n in Counter(tiles).items():
            used = [m for m in state.moved if m.region == region and m.tile == tile]
            used.sort(key=lambda m: not m.pending)  # this turn's moved letters first
            for m in used[:n]:
                state.moved.remove(m)
        state.markers[seat] -= 1
        state.closed = True
        first = not any(w.region == region for w in state.words)
        placed = Word(seat, written, region, len(tiles), tiles, False, first, 0)
        note(
            state,
            "close",
            f"Seat {seat + 1} closes {written} in {info.name}.",
            seat=seat,
            word=written,
            region=region,
        )
        judged = judge_category(seat, written, info.category, state.seats)
        if not isinstance(judged, bool):
            state.vote, state.pending_word, state.stage = judged, placed, "vote"
            return
        placed.category = judged
        self._score(state, placed)

    def _score(self, state: BuscadorState, word: Word) -> None:
        info = country().region(word.region)
        maritime = word.region == country().maritime
        word.value = word_value(word.letters, word.category, word.first, maritime, info.multiplier)
        state.words.append(word)
        why = []
        if word.category:
            why.append(f"of {CATEGORY_NAMES[info.category]}: two letters more")
        if word.first:
            why.append(f"first word there: +{SEA_BONUS if maritime else FIRST_BONUS}")
        note(
            state,
            "score",
            f"{word.word}: {word.value} points"
            + (f" ({'; '.join(why)}; x{info.multiplier})" if why else f" (x{info.multiplier})")
            + ".",
            seat=word.seat,
            word=word.word,
            value=word.value,
            region=word.region,
            multiplier=info.multiplier,
            # Why it scores more, a code the log says in the reader's language.
            why="-".join(
                [
                    *(["category"] if word.category else []),
                    *((["first-sea"] if maritime else ["first"]) if word.first else []),
                ]
            )
            or "plain",
        )
        state.stage = "turn"
        self._after_action(state)

    def _voted(self, state: BuscadorState) -> None:
        """The vote on the word's category is decided: the word scores."""
        vote, word = state.vote, state.pending_word
        assert vote is not None and word is not None
        word.category = bool(vote.accepted)
        state.log.append(category_verdict(vote))
        state.vote, state.pending_word = None, None
        self._score(state, word)

    # -- Turns ---------------------------------------------------------------------------------
    def can_act(self, state: BuscadorState, seat: int) -> bool:
        """Whether an action that brings a letter to the board or the easel is possible."""
        return bool(state.vowels or state.consonants or state.easels[seat])

    def _after_action(self, state: BuscadorState) -> None:
        if state.actions >= ACTIONS and state.closed:
            self._end_turn(state)

    def _finish(self, state: BuscadorState, seat: int, move: Finish) -> None:
        if state.actions < ACTIONS and self.can_act(state, seat):
            raise IllegalMove.of("perform your two actions first", rule=RULES)
        self._end_turn(state)

    def _begin_turn(self, state: BuscadorState) -> None:
        state.actions, state.closed = 0, False
        seat = state.turn
        # The letters this player moved may change region again.
        state.moved = [m for m in state.moved if m.mover != seat]

    def _end_turn(self, state: BuscadorState) -> None:
        seat = state.turn
        land = country()
        for m in [m for m in state.moved if m.pending]:
            # Not used for a word: it goes back where it came from.
            state.contents[m.region].remove(m.tile)
            state.contents[m.source].append(m.tile)
            state.moved.remove(m)
            note(
                state,
                "return",
                f"{m.tile} goes back to {land.region(m.source).name}.",
                letter=m.tile,
                region=m.source,
            )
        if state.closed or state.vowels or state.consonants:
            state.quiet = 0
        else:
            state.quiet += 1
        if not state.ending and self._end_reached(state):
            state.ending = True
            note(state, "ending", "The end is reached: the round is played out.")
        playing = [s for s in range(state.seats) if state.markers[s] > 0]
        stalled = state.quiet >= max(1, len(playing))
        nxt = self._next(state, seat)
        if not playing or stalled or (state.ending and (nxt is None or nxt <= seat)):
            self._end(state)
            return
        assert nxt is not None
        state.turn = nxt
        self._begin_turn(state)

    def _next(self, state: BuscadorState, seat: int) -> int | None:
        """The next seat to the left that still has markers."""
        for step in range(1, state.seats + 1):
            s = (seat + step) % state.seats
            if state.markers[s] > 0:
                return s
        return None

    def end_limits(self, state: BuscadorState) -> tuple[int, int]:
        players, regions = END_TABLE[state.seats]
        return (
            state.options["end_players"] or players,
            state.options["end_regions"] or regions,
        )

    def _end_reached(self, state: BuscadorState) -> bool:
        players, regions = self.end_limits(state)
        out = sum(1 for m in state.markers if m <= 0)
        full = Counter(w.region for w in state.words)
        return out >= players or sum(1 for n in full.values() if n >= REGION_WORDS) >= regions

    def _end(self, state: BuscadorState) -> None:
        state.stage = "over"
        self.finish(state)

    # -- The stages -----------------------------------------------------------------------------
    def stage(self, state: BuscadorState) -> Stage | None:
        """Each player in turn takes their three letters; then, turn by turn, the player
        performs two actions and may close a word; a word whose category the dictionary cannot
        tell goes to the other players' vote (a minute)."""
        if state.over:
            return None
        if state.stage == "start":
            return Stage("start", (state.turn,), {Start: self._start}, rule=RULES)
        if state.stage == "vote":
            assert state.vote is not None
            return votes_stage(
                f"vote:{len(state.words)}",
                {0: state.vote},
                Vote,
                lambda move: 0,
                self._voted,
                state.seats,
            )
        return Stage(
            "turn",
            (state.turn,),
            {
                Take: self._action(self._take),
                Leave: self._action(self._leave),
                Lay: self._action(self._lay),
                Shift: self._action(self._shift),
                Close: self._close,
                Finish: self._finish,
            },
            rule=RULES,
        )

    # -- Scores --------------------------------------------------------------------------------
    def partner(self, state: BuscadorState, seat: int) -> int | None:
        if not state.options["pairs"]:
            return None
        return (seat + state.seats // 2) % state.seats

    def team(self, state: BuscadorState, seat: int) -> tuple[int, ...]:
        other = self.partner(state, seat)
        return (seat,) if other is None else tuple(sorted((seat, other)))

    def score_sheet(self, state: BuscadorState, seat: int) -> dict[str, int]:
        team = self.team(state, seat)
        return {"words": sum(w.value for w in state.words if w.seat in team)}

    def result(self, state: BuscadorState) -> Result:
        """Most points; a tie goes to the player (the pair) who built the most valuable word."""

        def finest(seat: int) -> int:
            team = self.team(state, seat)
            return max((w.value for w in state.words if w.seat in team), default=0)

        seats = range(state.seats)
        return result_from_sheets(
            [self.score_sheet(state, s) for s in seats], [finest(s) for s in seats]
        )

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: BuscadorState, seat: int | None) -> dict[str, Any]:
        vote = state.vote
        land = country()
        players, regions = self.end_limits(state)
        return {
            **board_view(state.contents, wildcard=False),
            "turn": state.turn,
            "actions": state.actions,
            "closed_this_turn": state.closed,
            "bags": {"vowel": len(state.vowels), "consonant": len(state.consonants)},
            "easel_sizes": [len(e) for e in state.easels],
            "markers": list(state.markers),
            "moved": [
                {"letter": m.tile, "region": m.region, "mover": m.mover} for m in state.moved
            ],
            "words": [
                pick(w, "seat", "word", "region", "letters", "category", "first", "value")
                for w in state.words
            ],
            "reaches_sea": [r for r in land.ids if self.reaches_sea(state, r)],
            "vote": None
            if vote is None
            # What the vote asks, for the screen to say: is it of this category?
            else vote_view(
                vote,
                land.region(state.pending_word.region).category
                if state.pending_word is not None
                else None,
            ),
            "ending": state.ending,
            "end_limits": {"players": players, "regions": regions},
            "pairs": bool(state.options["pairs"]),
            "scores": list(self.result(state).scores),
            "you": None
            if seat is None
            else {
                "easel": list(state.easels[seat]),
                "lengths": sorted(w.letters for w in state.words if w.seat == seat),
            },
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: BuscadorState) -> list[str]:
        held = [t for r in state.contents.values() for t in r] + [
            t for e in state.easels for t in e
        ]
        set_aside = [t for w in state.words for t in w.tiles]
        if state.pending_word is not None:
            set_aside += list(state.pending_word.tiles)
        problems = letter_problems(state.vowels, state.consonants, *held, *set_aside)
        markers = sum(state.markers) + len(state.words) + (state.pending_word is not None)
        if markers != state.seats * state.options["markers"]:
            problems.append("the markers are not conserved")
        if any(len(e) > EASEL for e in state.easels):
            problems.append("an easel holds more than eight letters")
        if any(n > REGION_WORDS for n in Counter(w.region for w in state.words).values()):
            problems.append("a region holds more than three words")
        return problems

    def secrets(self, state: BuscadorState) -> dict[int, set[str]]:
        """Each easel is its player's (as its letters sorted, when four or more), unless
        those letters spell a word already formed on the board, which is public anyway (an
        easel of D, E, L, S beside the closed word DELS is no leak)."""
        return easel_secrets(state.easels, MIN_LETTERS, (w.word.upper() for w in state.words))


GAME = register(Buscador())
