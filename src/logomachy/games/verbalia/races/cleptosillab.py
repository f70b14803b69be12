"""Cleptosíl·laB (rulebook: shared/rules/verbalia.md, Cleptosíl·laB; 2-8 players, 30 minutes).

The syllables are shared out among the players, who make a pile of them. Simultaneously, all
players place one syllable in the centre of the table; two-coloured syllables may not be
turned over. The first player who says a word that can be formed with one or more of the
syllables in the middle keeps those syllables and adds them underneath their pile. If, after
ten or fifteen seconds, no player can say a word, everyone again places one syllable in the
centre. This is repeated until one player runs out of syllables or until a limit agreed in
advance. The player with the most syllables wins.

Ties: if two players say the same two-syllable word at the same moment, each keeps one
syllable; if the word has three, each keeps one and the other is removed from the game. If two
different words share a syllable, the player who says the word with more syllables keeps the
syllables; if they have the same number, each keeps the different syllable and the shared one
is removed from the game. Variant: a shorter game sets forty or fifty tiles aside at random.

Readings where the rulebook is silent or needs a clock:
- every tile is dealt, one at a time round the table (what does not divide evenly goes to the
  first seats); a pile is face down: nobody, its owner included, sees it (views show counts);
- a two-coloured tile lands on a side at the deal (a coin toss) and keeps it ("may not be
  turned over");
- a word is formed only of middle syllables, each tile once, in any order, and they must be
  its syllables (ABC P: this game does not waive it); one syllable that is a word on its own
  is enough ("one or more"; a table may agree on a minimum, `min_syllables`);
- "at the same moment": once a word is accepted the others have `moment_seconds` (1 s) to say
  theirs; answers in that moment are resolved by the tie rules above. The rules speak of two
  players: a second answer closes the moment at once (a third comes too late). Two words
  that use different tiles do not clash (each player keeps their own). For the same word
  said twice, the first speaker keeps its first syllable, the second its second, the rest
  is removed (a one-syllable word goes to the first speaker). When one word is longer, the
  other word's syllables that are not shared stay in the middle;
- "ten or fifteen seconds" is `wait_seconds` (12), counted again after each word; everyone
  may also give up (`pass`), which places the next syllables at once; after a word the
  outcome is shown for a few seconds, and an emptied middle is filled again at once;
- the game ends when the syllables must be placed and a player has none left, or after the
  agreed number of placings (`plays`, 60 by default, about half an hour; 0: no limit);
  the syllables still in the middle belong to nobody; ties share victory.
- ABC P by agreement (`free_division`, abc_options): the tiles need only spell the word,
  any division (PER + O makes PERÒ); the bots and the referee's searches keep to the norm.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import Adaptations, free_division, splits
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import fold, syllables_of, tile
from logomachy.games.verbalia.pieces.tiles_in_play import conserved, laid_view, mixed_bag
from logomachy.games.verbalia.races.engine import (
    DIVISION,
    Moves,
    Say,
    everyone_but,
    forms_of,
    not_a_word,
    pause,
    race_meta,
)
from logomachy.kernel import (
    Event,
    IllegalMove,
    OptionSpec,
    Pass,
    Rng,
    Stage,
    Timer,
    grows,
    register,
    shared,
)

RULES = "Cleptosíl·laB: rules"
WAIT_SECONDS = 12  # "after ten or fifteen seconds"
MOMENT_SECONDS = 1  # reading: what "at the same moment" is
SHOW_SECONDS = 3  # reading: a word's outcome stays in view
PLAYS = 60  # reading: the agreed limit, in placings (0: until a player runs out)
SHORTER = (0, 40, 50)  # "forty or fifty syllable tiles may be set aside"
AT_ONCE = 2  # the tie rules speak of two players


# -- State -------------------------------------------------------------------------------------
Piece = tuple[int, int]  # (tile number, side up)


@dataclass
class Claim:
    seat: int
    word: str
    tiles: tuple[int, ...]  # in the word's order


@dataclass
class Take:
    """What a word (or two at the same moment) did, for the views and the log."""

    claims: list[Claim]
    kept: dict[int, list[str]]  # seat -> the syllables kept
    removed: list[str]


@dataclass
class CleptoState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    piles: list[list[Piece]]  # top first
    middle: list[Piece] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)  # the shorter game's
    removed: list[int] = field(default_factory=list)  # removed from the game by the tie rules
    plays: int = 0  # placings so far
    race: int = 0  # races (a placing, or the middle after a word) so far
    passed: list[int] = field(default_factory=list)
    claims: list[Claim] = grows()  # this moment's
    showing: bool = False
    last: Take | None = shared()
    over: bool = False
    ended_by: str = ""
    log: list[Event] = field(default_factory=list)


def syllable(piece: Piece) -> str:
    return tile(piece[0]).side(piece[1])


class Cleptosillab(SheetGame[CleptoState]):
    meta = race_meta(
        "Cleptosíl·laB",
        id="verbalia-cleptosillab",
        players=(2, 8),
        minutes=30,
        tags=("syllables", "race"),
        summary=(
            "The syllables are shared out in face-down piles. Everyone places one in the middle "
            "at once; the first to say a word made of middle syllables takes them under their "
            "pile. Nobody in 12 seconds: everyone places another. The most syllables wins."
        ),
    )
    move_types = (Say, Pass)
    default_verb = "say"  # a word typed alone is said
    abc = Adaptations(division=True)  # ABC P

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "wait_seconds",
                WAIT_SECONDS,
                "seconds without a word before placing again",
                minimum=5,
                maximum=60,
            ),
            OptionSpec.seconds(
                "moment_seconds",
                MOMENT_SECONDS,
                "what 'at the same moment' is: seconds after a word for another to count",
                minimum=0,
                maximum=5,
            ),
            OptionSpec(
                "plays",
                PLAYS,
                "the agreed limit in placings (0: until a player runs out)",
                minimum=0,
                maximum=500,
            ),
            OptionSpec(
                "set_aside", 0, "a shorter game: tiles set aside at random", choices=SHORTER
            ),
            OptionSpec(
                "min_syllables",
                1,
                "syllables a word needs (the rulebook: one or more)",
                minimum=1,
                maximum=3,
            ),
            *self.abc.specs(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> CleptoState:
        rng = Rng.from_seed(seed, self.meta.id)
        tiles = mixed_bag(rng)
        aside = sorted(tiles[: options["set_aside"]])
        dealt = tiles[options["set_aside"] :]
        piles: list[list[Piece]] = [[] for _ in range(seats)]
        for i, n in enumerate(dealt):  # one at a time round the table
            side = rng.below(2) if tile(n).two_sided else 0  # it may not be turned over
            piles[i % seats].append((n, side))
        state = CleptoState(seats, self.abc.stored(options), rng, piles, aside=aside)
        note(
            state,
            "deal",
            f"{len(dealt)} syllables are shared out"
            + (f" ({len(aside)} set aside)." if aside else "."),
            dealt=len(dealt),
            aside=len(aside),
        )
        self._place(state)
        return state

    # -- Placing -------------------------------------------------------------------------------
    def _place(self, state: CleptoState) -> None:
        """Simultaneously, everyone places the top syllable of their pile in the middle."""
        limit = state.options["plays"]
        empty = [s for s in range(state.seats) if not state.piles[s]]
        if empty or (limit and state.plays >= limit):
            self._end(state, "out" if empty else "limit", empty)
            return
        state.plays += 1
        placed = [state.piles[s].pop(0) for s in range(state.seats)]
        state.middle.extend(placed)
        shown = [syllable(p) for p in placed]
        note(
            state,
            "place",
            f"Play {state.plays}: everyone places a syllable ({', '.join(shown)}).",
            play=state.plays,
            syllables=shown,
        )
        self._open_race(state)

    def _open_race(self, state: CleptoState) -> None:
        state.race += 1
        state.passed, state.claims, state.showing = [], [], False

    # -- Saying a word -------------------------------------------------------------------------
    def check(self, state: CleptoState, text: str, avoid: tuple[int, ...] = ()) -> Claim:
        """The word and the middle tiles it is formed with (tiles in `avoid` only if no others
        will do), or IllegalMove saying which rule it breaks."""
        folded = fold(text)
        if not folded:
            raise IllegalMove.of("say a word", rule=RULES)
        forms = forms_of(text)
        if not forms:
            raise not_a_word(folded)
        least = state.options["min_syllables"]
        middle = {syllable(p) for p in state.middle}
        for form in forms:
            divisions = [syllables_of(form)]
            if free_division(state.options):  # ABC P: any division into the middle's tiles
                divisions += splits(form, middle)
            for pieces in divisions:
                if len(pieces) < least:
                    continue
                tiles = self._tiles_for(state, pieces, avoid)
                if tiles is not None:
                    return Claim(-1, form.upper(), tiles)
        division = "-".join(syllables_of(forms[0]))
        if len(syllables_of(forms[0])) < least:
            raise IllegalMove.of("a word needs {least} syllables or more", rule=RULES, least=least)
        if _spelt_by(folded, tuple(syllable(p) for p in state.middle)):
            raise IllegalMove.of(
                "{division}: the tiles must remain syllables of the word",
                rule=DIVISION,
                division=division,
            )
        raise IllegalMove.of(
            "{division} is not formed with syllables in the middle", rule=RULES, division=division
        )

    def _tiles_for(
        self, state: CleptoState, pieces: tuple[str, ...], avoid: tuple[int, ...]
    ) -> tuple[int, ...] | None:
        free = [p for p in state.middle if p[0] not in avoid] + [
            p for p in state.middle if p[0] in avoid
        ]
        chosen: list[int] = []
        for piece in pieces:
            found = next((p[0] for p in free if syllable(p) == piece and p[0] not in chosen), None)
            if found is None:
                return None
            chosen.append(found)
        return tuple(chosen)

    def _say(self, state: CleptoState, seat: int, move: Say) -> None:
        if seat in state.passed:
            raise IllegalMove.of("you passed: wait for the next syllables", rule=RULES)
        if any(c.seat == seat for c in state.claims):
            raise IllegalMove.of("you have already said a word", rule=RULES)
        avoid = state.claims[0].tiles if state.claims else ()
        found = self.check(state, move.word, avoid)
        claim = Claim(seat, found.word, found.tiles)
        state.claims.append(claim)
        note(state, "say", f"Seat {seat + 1} says {claim.word}.", seat=seat, word=claim.word)
        if len(state.claims) == AT_ONCE or not self.to_act(state) or not self.moment(state):
            self._resolve(state)

    def moment(self, state: CleptoState) -> int:
        return int(state.options["moment_seconds"])

    # -- Who keeps what ------------------------------------------------------------------------
    def _resolve(self, state: CleptoState) -> None:
        """The words of the moment take their syllables, by the tie rules."""
        first = state.claims[0]
        kept: dict[int, list[int]] = {first.seat: list(first.tiles)}
        removed: list[int] = []
        if len(state.claims) > 1:
            second = state.claims[1]
            shared = set(first.tiles) & set(second.tiles)
            if not shared:  # different tiles: no clash
                kept[second.seat] = list(second.tiles)
            elif fold(first.word) == fold(second.word):  # the same word at the same moment
                kept = {first.seat: list(first.tiles[:1])}
                kept[second.seat] = list(first.tiles[1:2])
                removed = list(first.tiles[2:])
            elif len(first.tiles) != len(second.tiles):  # the longer word keeps its syllables
                longer = first if len(first.tiles) > len(second.tiles) else second
                kept = {longer.seat: list(longer.tiles)}
            else:  # each keeps the different syllables; the shared ones are removed
                kept = {
                    first.seat: [n for n in first.tiles if n not in shared],
                    second.seat: [n for n in second.tiles if n not in shared],
                }
                removed = sorted(shared)
        gone = {n for tiles in kept.values() for n in tiles} | set(removed)
        by_number = dict(state.middle)
        for seat, tiles in kept.items():
            state.piles[seat].extend((n, by_number[n]) for n in tiles)  # under the pile
        state.middle = [p for p in state.middle if p[0] not in gone]
        state.removed.extend(removed)
        shown = {seat: [syllable((n, by_number[n])) for n in tiles] for seat, tiles in kept.items()}
        state.last = Take(list(state.claims), shown, [syllable((n, by_number[n])) for n in removed])
        for seat, tiles in kept.items():
            words = shown[seat]
            note(
                state,
                "keep",
                f"Seat {seat + 1} keeps {len(tiles)} syllables"
                + (f" ({', '.join(words)})." if words else "."),
                seat=seat,
                count=len(tiles),
                syllables=words,
            )
        if removed:
            words = [syllable((n, by_number[n])) for n in removed]
            note(state, "remove", f"{', '.join(words)} is removed from the game.", syllables=words)
        state.claims, state.showing = [], True

    def _after_show(self, state: CleptoState) -> None:
        if state.middle:
            self._open_race(state)
        else:
            self._place(state)  # nothing left in the middle: everyone places again

    def _pass(self, state: CleptoState, seat: int, move: Pass) -> None:
        """Give up this race: when nobody is left to answer, the word said settles the
        moment, or else everyone places the next syllables."""
        if any(c.seat == seat for c in state.claims):
            raise IllegalMove.of("there is nothing to pass now", rule=RULES)
        if seat in state.passed:
            raise IllegalMove.of("you have already passed", rule=RULES)
        state.passed.append(seat)
        if not self.to_act(state):
            if state.claims:
                self._resolve(state)
            else:
                self._place(state)

    def _end(self, state: CleptoState, why: str, empty: list[int]) -> None:
        state.over = True
        state.ended_by = why
        text = (
            f"Seat {empty[0] + 1} has no syllable left: the game ends."
            if why == "out"
            else f"The agreed {state.options['plays']} plays are over: the game ends."
        )
        data: dict[str, Any] = {"why": why}
        if empty:
            data["seat"] = empty[0]
        note(state, "end", text, **data)

    def _nobody(self, state: CleptoState) -> None:
        note(state, "nobody", "Nobody says a word.")
        self._place(state)  # nobody could say a word: everyone places another

    # -- The stages ----------------------------------------------------------------------------
    def stage(self, state: CleptoState) -> Stage | None:
        """A race for a word (its wait), the moment after a word when another counts as said
        at the same time, and the outcome shown before the next race."""
        if state.over:
            return None
        if state.showing:
            return pause("show", f"race{state.race}:show", SHOW_SECONDS, RULES, self._after_show)
        out = {*state.passed, *(c.seat for c in state.claims)}  # who passed or has said a word
        moves: Moves = {Say: self._say, Pass: self._pass}
        if state.claims:
            timer = Timer(f"race{state.race}:moment", self.moment(state), "same moment")
            return everyone_but("moment", state.seats, out, moves, RULES, timer, self._resolve)
        timer = Timer(f"race{state.race}", state.options["wait_seconds"], "wait")
        return everyone_but("race", state.seats, out, moves, RULES, timer, self._nobody)

    def score_sheet(self, state: CleptoState, seat: int) -> dict[str, int]:
        return {"syllables": len(state.piles[seat])}

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: CleptoState, seat: int | None) -> dict[str, Any]:
        last = state.last
        return {
            "lang": "ca",
            "middle": [laid_view(*p) for p in state.middle],
            "piles": [len(p) for p in state.piles],
            "plays": state.plays,
            "limit": state.options["plays"],
            "removed": len(state.removed),
            "aside": len(state.aside),
            "race": state.race,
            "passed": list(state.passed),
            "claims": [{"seat": c.seat, "word": c.word} for c in state.claims],
            "showing": state.showing,
            "last": None
            if last is None
            else {
                "words": [{"seat": c.seat, "word": c.word} for c in last.claims],
                "kept": [{"seat": s, "syllables": list(ns)} for s, ns in last.kept.items()],
                "removed": list(last.removed),
            },
            "scores": [len(p) for p in state.piles],
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: CleptoState) -> list[str]:
        tiles = [n for pile in state.piles for n, _ in pile]
        return conserved(tiles + [n for n, _ in state.middle] + state.aside + state.removed)


@lru_cache(maxsize=1024)
def _spelt_by(text: str, pieces: tuple[str, ...]) -> bool:
    """Whether the letters are a concatenation of some of the pieces (each once)."""
    if not text:
        return True
    for i, piece in enumerate(pieces):
        if (
            piece
            and text.startswith(piece)
            and _spelt_by(text[len(piece) :], pieces[:i] + pieces[i + 1 :])
        ):
            return True
    return False


GAME = register(Cleptosillab())
