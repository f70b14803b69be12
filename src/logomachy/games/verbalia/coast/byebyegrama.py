"""ByeByegrama (rulebook: shared/rules/verbalia.md, ByeByegrama; 2-4 players, 30 minutes).

The two-letter syllables go in one bag; each player draws five and lays them face up (of a
tile with a syllable on each side they may use either, if it is a two-letter syllable); the
bag is emptied and the rest set aside. One vowel and one consonant lie face up in each region
of Verbàlia. Each play every player chooses one of their syllables. In the first play each
forms the longest word they can with it and the letters of the four regions furthest from
the sea (the syllable unsplit), leaves the syllable in one of them and stacks the letters used
on it; each letter serves one word a round. When all have made their word, whoever made the
longest takes as many markers as it has letters. In the following plays each drags their
pile to an adjacent region, takes a new syllable and makes the longest word with everything
there; the word's pieces are the new pile. Each word holds at least one letter and one
syllable; no word twice in a play. By the fifth play the maritime region must be reached;
after five, the most markers wins.

Readings where the rulebook is terse (each tested in tests/games/verbalia/test_byebyegrama.py):
- "round" and "play" name the same thing here: five syllables, one a play, five plays a game;
- the plays are simultaneous and sealed (a `Submissions`, revisable, `play_seconds` each):
  everyone writes at once and the words are shown "when all the players have made" theirs;
- the word of a play holds its chosen syllable ("which syllable they will use"), unsplit;
- what a later word may use: the pile you dragged (its syllables and letters), the new
  syllable and the letters still lying in the region you dragged it to, each piece once;
- "stack the letters used on top of it. In each round, each letter may only be used once":
  a word's letters leave their region and travel on its player's pile; a letter stacked on
  one pile this play serves no other word. The stacking is public and first come, first
  served: sealing a word stacks its letters at once (everyone sees which), revising or
  passing puts them back; a word needing a stacked letter is refused, naming whose pile;
- of a word's letters, the pile's own are used first (the region's stay free for others);
- "at least one letter and one syllable": a word of syllables alone is refused (the new
  syllable is always there), in the first play too;
- a pile's pieces the new word leaves out are set aside (out of the game);
- "the letters from any of the four regions furthest from the sea" is those four regions'
  letters together; the syllable (the pile) is left in the one of them its player names;
- "by the fifth play the maritime region must be reached": each drag goes one step nearer
  the sea (the furthest regions are four steps away, with four drags to make);
- rule P (ABC P, syllable games): each syllable tile stays a syllable of the word (option
  `rule_p` off when the players agree otherwise); where a word can be laid with the pieces in
  more than one way the referee uses as few syllable tiles as it can (loose letters are the
  freer pieces for the next word);
- a two-sided tile's side is chosen when the tile is played (its two syllables are public,
  and the choice is the player's in either case);
- a player who finds no word (`pass`, or the time runs out) still drags the pile one step
  nearer the sea (the syllable joins the pile) and takes no markers;
- "a word may not be repeated in the same round": a word two players wrote in one play
  counts for neither, as if they had formed none (they wrote at once: nobody was first):
  its letters go back to their regions;
- a word's letters are its letter tiles (NY and QU are one letter of the set, ABC L; a
  syllable's two letters count two): the longest word's players all take its length;
- ties for the most markers share victory, as the rulebook names no tie-break.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, ClassVar, NamedTuple

from logomachy.games.log import note
from logomachy.games.verbalia.coast.engine import (
    LETTERS_RULE,
    BaggedTable,
    CoastGame,
    all_at_once,
    bags,
    child_seconds,
    coast_meta,
    in_dictionary,
    is_vowel,
    letter_problems,
    mix_bags,
    not_passed,
    opened,
    sealed_secrets,
    sealed_stage,
)
from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.plaza import tiles_of
from logomachy.games.verbalia.pieces.syllables import fold, syllable_tiles, syllables_of, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved
from logomachy.games.verbalia.pieces.views import pick
from logomachy.kernel import (
    IllegalMove,
    Move,
    OptionSpec,
    Stage,
    Submissions,
    grows,
    register,
)

RULES = "ByeByegrama: rules"
PREPARATION = "ByeByegrama: preparation"
RULE_P = "ABC P: syllabic division"
HAND = 5  # "Each player draws five of them"
PLAYS = 5  # "By the fifth play ... After five rounds"
SYLLABLE_LETTERS = 2  # "the two-letter syllables"
PLAY_SECONDS = 120  # the rulebook gives none: 30 minutes for five plays and their reading


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Form(Move):
    """Seal this play: the syllable you use, the region your pile goes to (the first play:
    one of the four furthest from the sea) and your word."""

    verb: ClassVar[str] = "form"
    syllable: str = ""
    region: str = ""
    word: str = ""

    @classmethod
    def from_notation(cls, args: Sequence[str]) -> Form:
        """`form SYLLABLE REGION WORD` (the region by its id, any case)."""
        if len(args) != 3:
            raise IllegalMove.of("form SYLLABLE REGION WORD — or pass", rule="move format")
        return cls(args[0], args[1].lower(), args[2])


@dataclass(frozen=True)
class Pass(Move):
    """No word this play: the syllable still joins your pile, which goes to `region`.
    Empty fields: your first syllable, the first region you may go to."""

    verb: ClassVar[str] = "pass"
    syllable: str = ""
    region: str = ""


# -- Laying a word with the pieces ----------------------------------------------------------
class Piece(NamedTuple):
    """One piece of a word laid: a syllable tile's syllable, or a letter tile."""

    text: str
    syllable: bool


def lay(
    tiles: Sequence[str],
    form: str,
    syllables: Sequence[str],
    letters: Sequence[str],
    must: str,
    *,
    rule_p: bool = True,
) -> tuple[Piece, ...] | None:
    """The word (its letter tiles, and the dictionary's written `form` for its syllabic
    division) laid with these syllables and letters, each piece once: the syllable `must`
    among them (it is one of `syllables`), at least one letter, each syllable unsplit (and,
    with `rule_p`, a syllable of the word). As few syllable tiles as possible; None if no
    way."""
    n = len(tiles)
    # Where each tile starts in the written word (NY and QU are two characters).
    starts = [0]
    for t in tiles:
        starts.append(starts[-1] + len(t))
    at = {c: i for i, c in enumerate(starts)}
    have = Counter(fold(s) for s in syllables)
    spans: list[tuple[int, int, str]] = []
    if rule_p:
        offset = 0
        for syl in syllables_of(form):
            end = offset + len(syl)
            if syl in have and offset in at and end in at:
                spans.append((at[offset], at[end], syl))
            offset = end
    else:
        for i in range(n):
            for j in range(i + 1, n + 1):
                text = "".join(tiles[i:j])
                if len(text) == SYLLABLE_LETTERS and text in have:
                    spans.append((i, j, text))
    loose = Counter(letters)
    must = fold(must)
    for k in range(1, len(spans) + 1):
        for chosen in combinations(spans, k):
            used = Counter(s for _, _, s in chosen)
            if must not in used or any(used[s] > have[s] for s in used):
                continue
            covered = [False] * n
            overlap = False
            for i, j, _ in chosen:
                if any(covered[i:j]):
                    overlap = True
                    break
                covered[i:j] = [True] * (j - i)
            if overlap or all(covered):
                continue
            rest = Counter(t for t, c in zip(tiles, covered, strict=True) if not c)
            if any(rest[t] > loose[t] for t in rest):
                continue
            pieces: list[Piece] = []
            spans_at = {i: (j, s) for i, j, s in chosen}
            i = 0
            while i < n:
                if i in spans_at:
                    j, s = spans_at[i]
                    pieces.append(Piece(s, True))
                    i = j
                else:
                    pieces.append(Piece(tiles[i], False))
                    i += 1
            return tuple(pieces)
    return None


# -- State ----------------------------------------------------------------------------------
@dataclass
class Pile:
    """A player's pile: where it stands and the pieces of their last word (syllables as
    played, letter tiles as written down: a region's letters stay in it)."""

    region: str | None = None
    syllables: list[str] = field(default_factory=list)
    letters: list[str] = field(default_factory=list)


class Sealed(NamedTuple):
    """A play sealed: the hand tile and the syllable used, the region, and the word laid
    (empty word: none)."""

    tile: int
    syllable: str
    region: str
    word: str = ""
    pieces: tuple[Piece, ...] = ()
    taken: tuple[tuple[str, str], ...] = ()  # (region, letter) stacked from the regions

    @property
    def letters(self) -> int:
        return sum(len(tiles_of(p.text) or ()) if p.syllable else 1 for p in self.pieces)


@dataclass
class Said:
    """A seat's play once shown."""

    play: int
    seat: int
    syllable: str
    region: str
    word: str
    letters: int
    repeated: bool
    markers: int


@dataclass
class ByeByegramaState(BaggedTable):
    hands: list[list[int]]  # tile numbers still in hand
    played: list[list[tuple[int, str]]]  # (tile, syllable used) per seat, in play order
    aside: list[int]  # tiles set aside: the bag emptied, and the others
    contents: dict[str, list[str]]  # each region's vowel and consonant
    piles: list[Pile]
    letters_aside: list[str] = field(default_factory=list)  # a pile's letters a word left out
    play: int = 1
    phase: Submissions[Sealed] | None = None
    said: list[Said] = grows()


def two_letter_sides(number: int) -> tuple[str, ...]:
    """The sides of a tile a player may use: its two-letter syllables."""
    return tuple(s for s in tile(number).sides if len(s) == SYLLABLE_LETTERS)


class ByeByegrama(CoastGame[ByeByegramaState]):
    meta = coast_meta(
        "ByeByegrama",
        players=(2, 4),
        minutes=30,
        tags=("simultaneous", "board", "syllables"),
        summary=(
            "Five two-letter syllables each, a vowel and a consonant in every region of "
            "Verbàlia. All at once, each play: a syllable and a region's letters make your "
            "longest word — first in one of the four regions furthest from the sea, then "
            "one region nearer each play with the pile of your last word and a new syllable, "
            "to reach the sea by the fifth. The longest word of a play takes a marker a "
            "letter."
        ),
    )
    move_types = (Form, Pass)
    sheet_line = "play"

    table_options = (
        child_seconds("play_seconds", PLAY_SECONDS, "time to seal each play", maximum=900),
        OptionSpec(
            "rule_p",
            True,
            "syllable tiles must stay syllables of the word (ABC P; off if all agree)",
        ),
    )

    # -- Preparation -------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ByeByegramaState:
        rng = self.generator(seed)
        bag = [t.number for t in syllable_tiles() if two_letter_sides(t.number)]
        aside = [t.number for t in syllable_tiles() if not two_letter_sides(t.number)]
        rng.shuffle(bag)
        hands = [[bag.pop() for _ in range(HAND)] for _ in range(seats)]
        aside.extend(bag)  # "The bag is emptied, and the syllables that are not used are set aside"
        vowels, consonants = bags()
        mix_bags(rng, vowels, consonants)
        contents = {r: [vowels.pop(), consonants.pop()] for r in country().ids}
        state = ByeByegramaState(
            seats=seats,
            options=options,
            rng=rng,
            hands=hands,
            played=[[] for _ in range(seats)],
            aside=aside,
            vowels=vowels,
            consonants=consonants,
            contents=contents,
            piles=[Pile() for _ in range(seats)],
        )
        note(
            state,
            "deal",
            "Five two-letter syllables each; a vowel and a consonant in every region.",
            hands=[[list(two_letter_sides(n)) for n in h] for h in hands],
        )
        self._open_play(state)
        return state

    def _open_play(self, state: ByeByegramaState) -> None:
        seconds = state.options["play_seconds"]
        state.phase = all_at_once(RULES, seconds, state.seats, f"p{state.play}")
        note(
            state,
            "play",
            f"Play {state.play} of {PLAYS}: everyone seals a syllable, a region and a word.",
            play=state.play,
        )

    # -- What a seat may do -------------------------------------------------------------------
    def regions_for(self, state: ByeByegramaState, seat: int) -> tuple[str, ...]:
        """Where the seat's pile may go this play: the four regions furthest from the sea
        first, then a neighbour from which the sea can still be reached by the fifth play."""
        land = country()
        here = state.piles[seat].region
        if here is None:
            return land.furthest_from_sea
        left = PLAYS - state.play  # drags after this one
        return tuple(r for r in land.neighbours(here) if land.distance(r) <= left)

    def syllables_for(self, state: ByeByegramaState, seat: int) -> tuple[str, ...]:
        """The syllables the seat may use this play (either two-letter side of a tile)."""
        found: list[str] = []
        for number in state.hands[seat]:
            found.extend(s for s in two_letter_sides(number) if s not in found)
        return tuple(found)

    def _hand_tile(self, state: ByeByegramaState, seat: int, syllable: str) -> int:
        """The hand tile played for `syllable`: one showing it, with fewest other choices."""
        wanted = fold(syllable)
        showing = [n for n in state.hands[seat] if wanted in two_letter_sides(n)]
        if not showing:
            have = ", ".join(self.syllables_for(state, seat))
            if not wanted:
                raise IllegalMove.of(
                    "name one of your two-letter syllables ({syllables})",
                    rule=PREPARATION,
                    syllables=have,
                )
            raise IllegalMove.of(
                "you have no two-letter syllable {syllable} (you have: {syllables})",
                rule=PREPARATION,
                syllable=wanted,
                syllables=have,
            )
        return min(showing, key=lambda n: (len(two_letter_sides(n)), state.hands[seat].index(n)))

    def _region(self, state: ByeByegramaState, seat: int, region: str) -> str:
        allowed = self.regions_for(state, seat)
        if region in allowed:
            return region
        land = country()
        names = ", ".join(allowed)
        if state.piles[seat].region is None:
            raise IllegalMove.of(
                "the first word is formed in one of the four regions furthest from the sea "
                "({regions})",
                rule=RULES,
                regions=names,
            )
        if region in land and region in land.neighbours(str(state.piles[seat].region)):
            raise IllegalMove.of(
                "by the fifth play the maritime region must be reached: go one step nearer "
                "({regions})",
                rule=RULES,
                regions=names,
            )
        raise IllegalMove.of(
            "your pile is dragged to an adjacent region ({regions})", rule=RULES, regions=names
        )

    def sources(self, state: ByeByegramaState, seat: int, region: str) -> tuple[str, ...]:
        """The regions whose letters the seat's word may use: the first play, the four
        furthest from the sea together; then the region the pile goes to."""
        if state.piles[seat].region is None:
            return country().furthest_from_sea
        return (region,)

    def stacked(self, state: ByeByegramaState, seat: int) -> list[tuple[str, str]]:
        """The (region, letter)s other players' sealed words of this play have stacked on
        their piles: "in each round, each letter may only be used once"."""
        phase = state.phase
        if phase is None or phase.closed:
            return []
        return [
            t
            for s, e in phase.entries.items()
            if s != seat and s not in phase.passed
            for t in e.taken
        ]

    def free_letters(
        self, state: ByeByegramaState, seat: int, region: str, *, others: bool = True
    ) -> list[tuple[str, str]]:
        """The (region, letter)s the seat's word may take: its sources' letters but those
        another player stacked this play (`others=False`: all of them)."""
        gone = Counter(self.stacked(state, seat)) if others else Counter()
        free: list[tuple[str, str]] = []
        for r in self.sources(state, seat, region):
            for letter in state.contents[r]:
                if gone[(r, letter)]:
                    gone[(r, letter)] -= 1
                else:
                    free.append((r, letter))
        return free

    def pieces_for(
        self, state: ByeByegramaState, seat: int, syllable: str, region: str
    ) -> tuple[list[str], list[str]]:
        """The syllables and letters a word may use there: the pile, the new syllable and
        the letters of the regions it may take from that nobody else has stacked."""
        pile = state.piles[seat]
        free = [letter for _, letter in self.free_letters(state, seat, region)]
        return [*pile.syllables, fold(syllable)], [*pile.letters, *free]

    def _taken(
        self, state: ByeByegramaState, seat: int, region: str, pieces: tuple[Piece, ...]
    ) -> tuple[tuple[str, str], ...]:
        """Which of a word's loose letters come off the regions: the pile's own first (the
        regions' stay free for the others), then the chosen region's, then the others'."""
        own = Counter(state.piles[seat].letters)
        free = sorted(self.free_letters(state, seat, region), key=lambda t: t[0] != region)
        taken: list[tuple[str, str]] = []
        for p in pieces:
            if p.syllable:
                continue
            if own[p.text]:
                own[p.text] -= 1
                continue
            found = next(t for t in free if t[1] == p.text)
            free.remove(found)
            taken.append(found)
        return tuple(taken)

    def check_word(
        self, state: ByeByegramaState, seat: int, syllable: str, region: str, word: str
    ) -> tuple[str, tuple[Piece, ...]]:
        """The word as the dictionary writes it and its pieces, or IllegalMove naming the
        rule it breaks."""
        shown = word.strip().upper() or "—"
        tiles = tiles_of(word)
        if tiles is None:
            raise IllegalMove.of(
                "{word} cannot be spelled with Verbàlia's letters", rule=LETTERS_RULE, word=shown
            )
        form = in_dictionary(tiles, shown)
        syllables, letters = self.pieces_for(state, seat, syllable, region)
        rule_p = bool(state.options["rule_p"])
        pieces = lay(tiles, form, syllables, letters, syllable, rule_p=rule_p)
        if pieces is not None:
            return form.upper(), pieces
        need = Counter(tiles)
        written = "".join(tiles)
        if fold(syllable) not in written:
            raise IllegalMove.of(
                "{word} does not hold your syllable {syllable}, unsplit",
                rule=RULES,
                word=shown,
                syllable=fold(syllable),
            )
        everything = Counter(letters)
        for s in syllables:
            everything.update(tiles_of(s) or ())
        gone = self.stacked(state, seat)
        if gone and any(need[t] > everything[t] for t in need):
            every = [*state.piles[seat].letters]
            every += [t for _, t in self.free_letters(state, seat, region, others=False)]
            if lay(tiles, form, syllables, every, syllable, rule_p=rule_p) is not None:
                phase = opened(state.phase)
                by = sorted(
                    s + 1
                    for s, e in phase.entries.items()
                    if s != seat and s not in phase.passed and any(t in need for _, t in e.taken)
                )
                raise IllegalMove.of(
                    "{word} needs letters already stacked this play on the pile of seat "
                    "{seats}: in each round, each letter may only be used once",
                    rule=RULES,
                    word=shown,
                    seats=", ".join(str(s) for s in by),
                )
        if any(need[t] > everything[t] for t in need):
            there = " ".join(t for _, t in self.free_letters(state, seat, region))
            if not there:
                raise IllegalMove.of(
                    "{word} needs letters that are not in your pile, your syllable or the "
                    "letters you may take (none left)",
                    rule=RULES,
                    word=shown,
                )
            raise IllegalMove.of(
                "{word} needs letters that are not in your pile, your syllable or the "
                "letters you may take ({letters})",
                rule=RULES,
                word=shown,
                letters=there,
            )
        if rule_p and lay(tiles, form, syllables, letters, syllable, rule_p=False) is not None:
            raise IllegalMove.of(
                "in {word} your syllables are not syllables of the word ({division})",
                rule=RULE_P,
                word=shown,
                division="-".join(syllables_of(form)),
            )
        raise IllegalMove.of(
            "{word} cannot be laid with your pieces: a word holds at least one letter "
            "and one syllable, each piece once",
            rule=RULES,
            word=shown,
        )

    # -- A play ------------------------------------------------------------------------------
    def _form(self, state: ByeByegramaState, seat: int, move: Form) -> None:
        phase = opened(state.phase)
        not_passed(phase, seat, RULES)
        number = self._hand_tile(state, seat, move.syllable)
        region = self._region(state, seat, move.region.strip().lower())
        syllable = fold(move.syllable)
        word, pieces = self.check_word(state, seat, syllable, region, move.word)
        taken = self._taken(state, seat, region, pieces)
        phase.submit(seat, Sealed(number, syllable, region, word, pieces, taken))

    def _pass(self, state: ByeByegramaState, seat: int, move: Pass) -> None:
        phase = opened(state.phase)
        sealed = self._default(state, seat, move.syllable, move.region.strip().lower())
        if seat in phase.entries and seat not in phase.passed:
            raise IllegalMove.of("you have already sealed a word this play", rule=RULES)
        phase.pass_(seat)
        phase.entries[seat] = sealed  # where the pile goes, though with no word

    def _default(self, state: ByeByegramaState, seat: int, syllable: str, region: str) -> Sealed:
        """A play with no word: the named (or first) syllable, region."""
        syllable = syllable or self.syllables_for(state, seat)[0]
        number = self._hand_tile(state, seat, syllable)
        region = self._region(state, seat, region or self.regions_for(state, seat)[0])
        return Sealed(number, fold(syllable), region)

    def _show(self, state: ByeByegramaState) -> None:
        """The words are shown: the longest (not repeated) takes its letters in markers;
        each pile is dragged and re-formed."""
        phase = opened(state.phase)
        for seat in range(state.seats):
            if seat not in phase.entries:  # the time ran out: no word, the first choices
                phase.entries[seat] = self._default(state, seat, "", "")
        entries = {s: phase.entries[s] for s in range(state.seats)}
        words = Counter(e.word for e in entries.values() if e.word)
        valid = {s: e for s, e in entries.items() if e.word and words[e.word] == 1}
        longest = max((e.letters for e in valid.values()), default=0)
        for seat, e in entries.items():
            state.hands[seat].remove(e.tile)
            state.played[seat].append((e.tile, e.syllable))
            pile = state.piles[seat]
            if seat in valid:
                # The letters used leave their regions, stacked on the pile; the pile's own
                # letters the word leaves out are set aside.
                for r, letter in e.taken:
                    state.contents[r].remove(letter)
                loose = [p.text for p in e.pieces if not p.syllable]
                left = Counter(pile.letters) - (Counter(loose) - Counter(t for _, t in e.taken))
                state.letters_aside.extend(sorted(left.elements()))
                pile.syllables = [p.text for p in e.pieces if p.syllable]
                pile.letters = loose
            else:
                pile.syllables = [*pile.syllables, e.syllable]
            pile.region = e.region
            won = e.letters if seat in valid and e.letters == longest else 0
            said = Said(
                state.play, seat, e.syllable, e.region, e.word, e.letters, words[e.word] > 1, won
            )
            state.said.append(said)
            note(
                state,
                "said" if e.word else "no-word",
                f"Play {state.play}: seat {seat + 1} "
                + (f"forms {e.word} ({e.letters} letters)" if e.word else "forms no word")
                + f" in {e.region} with {e.syllable}"
                + (" — written by another player too" if said.repeated else "")
                + (f", {won} markers" if won else "")
                + ".",
                play=state.play,
                seat=seat,
                word=e.word,
                letters=e.letters,
                region=e.region,
                syllable=e.syllable,
                markers=won,
                repeated=said.repeated,
            )
        if state.play >= PLAYS:
            self._end(state)
            return
        state.play += 1
        self._open_play(state)

    def _end(self, state: ByeByegramaState) -> None:
        state.phase = None
        winners = self.result(state).winners
        verb = "wins" if len(winners) == 1 else "share the win"
        self.finish(
            state, text=f"At the sea: {', '.join(f'seat {w + 1}' for w in winners)} {verb}."
        )

    # -- The stage -------------------------------------------------------------------------
    def stage(self, state: ByeByegramaState) -> Stage | None:
        """All at once, within the play's time, each player seals a word or passes; a sealed
        word may be changed until the words are shown."""
        if state.over or state.phase is None:
            return None
        return sealed_stage(
            "play",
            state.phase,
            {Form: self._form, Pass: self._pass},
            RULES,
            self._show,
            passing=False,
        )

    def rounds(self, state: ByeByegramaState) -> int:
        return PLAYS

    def round_points(self, state: ByeByegramaState, seat: int) -> list[tuple[int, int]]:
        return [(s.play, s.markers) for s in state.said if s.seat == seat]

    # -- Views -------------------------------------------------------------------------------
    def table_view(self, state: ByeByegramaState, seat: int | None) -> dict[str, Any]:
        result = self.result(state)
        phase = state.phase
        mine = phase.entries.get(seat) if phase is not None and seat is not None else None
        last = [s for s in state.said if s.play == state.play - (0 if state.over else 1)]
        open_entries = (
            {}
            if phase is None or phase.closed
            else {s: e for s, e in phase.entries.items() if s not in phase.passed}
        )
        free = {r: Counter(t) for r, t in state.contents.items()}
        for e in open_entries.values():
            for r, letter in e.taken:
                free[r][letter] -= 1
        return {
            "country": country().picture(),
            # The letters still lying in each region: those stacked this play are on piles.
            "contents": {r: list(c.elements()) for r, c in free.items()},
            "sources": list(country().furthest_from_sea) if state.play == 1 else None,
            "wildcard": False,
            "play": state.play,
            "plays": PLAYS,
            "rule_p": bool(state.options["rule_p"]),
            "players": [
                {
                    "seat": s,
                    "hand": [list(two_letter_sides(n)) for n in state.hands[s]],
                    "played": [syl for _, syl in state.played[s]],
                    "pile": {
                        "region": state.piles[s].region,
                        "syllables": list(state.piles[s].syllables),
                        "letters": list(state.piles[s].letters),
                    },
                    "regions": [] if state.over else list(self.regions_for(state, s)),
                    # Stacked on the pile as the word is sealed, for everyone to see.
                    "stacked": [
                        {"region": r, "letter": t}
                        for r, t in (open_entries[s].taken if s in open_entries else ())
                    ],
                    "sealed": phase is not None and s in phase.entries and s not in phase.passed,
                    "passed": phase is not None and s in phase.passed,
                    "markers": result.scores[s],
                }
                for s in range(state.seats)
            ],
            "last_play": [
                pick(s, "seat", "word", "letters", "region", "syllable", "repeated", "markers")
                for s in last
            ],
            "scores": list(result.scores),
            "you": None
            if seat is None
            else {
                "syllables": [] if state.over else list(self.syllables_for(state, seat)),
                "regions": [] if state.over else list(self.regions_for(state, seat)),
                "sealed": None
                if mine is None
                else {"syllable": mine.syllable, "region": mine.region, "word": mine.word},
                "passed": phase is not None and seat in phase.passed,
            },
        }

    # -- Checks for the conformance tests ----------------------------------------------------
    def invariants(self, state: ByeByegramaState) -> list[str]:
        held = [t for ts in state.contents.values() for t in ts] + state.letters_aside
        held += [t for p in state.piles for t in p.letters]
        problems = letter_problems(state.vowels, state.consonants, *held)
        if any(
            sum(map(is_vowel, ts)) > 1 or len(ts) - sum(map(is_vowel, ts)) > 1
            for ts in state.contents.values()
        ):
            problems.append("a region holds more than its vowel and consonant")
        if state.phase is not None and not state.phase.closed:
            there = Counter((r, t) for r, ts in state.contents.items() for t in ts)
            claimed = Counter(
                t
                for s, e in state.phase.entries.items()
                if s not in state.phase.passed
                for t in e.taken
            )
            if any(claimed[t] > there[t] for t in claimed):
                problems.append("a letter is stacked on two piles in one play")
        tiles = state.aside + [n for h in state.hands for n in h]
        tiles += [n for p in state.played for n, _ in p]
        problems += conserved(tiles)
        for s in range(state.seats):
            if len(state.hands[s]) + len(state.played[s]) != HAND:
                problems.append(f"seat {s + 1} does not hold five syllables")
            if any(syl not in two_letter_sides(n) for n, syl in state.played[s]):
                problems.append(f"seat {s + 1} played a side its tile lacks")
            region = state.piles[s].region
            done = len(state.played[s])
            if done and (region is None or country().distance(region) != PLAYS - done):
                problems.append(f"seat {s + 1}'s pile is not one step nearer the sea a play")
        markers = sum(self.result(state).scores)
        if markers != sum(s.markers for s in state.said):
            problems.append("markers are not the words' letters")
        return problems

    def secrets(self, state: ByeByegramaState) -> dict[int, set[str]]:
        """While a play is open each sealed word is its player's; words shown are public."""
        return sealed_secrets(state.phase, lambda e: e.word, (s.word for s in state.said))


GAME = register(ByeByegrama())
