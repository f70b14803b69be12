"""Quadrisíl·laB (rulebook: shared/rules/verbalia.md, Quadrisíl·laB; 4-8 players, 10 minutes).

Each player draws twelve syllables at random from the bag. Everyone plays at the same time:
four three-syllable words must be formed. Any player may leave in the middle of the table the
syllables that do not suit them, and take others that other players have left there; at no
time may a player hold more than twelve. The first player who links the four words wins. If
after two minutes nobody has managed it, each one draws a new syllable from the bag; from then
on a player may hold thirteen, the objective is the same. Variant (first games, or to go
faster): twelve syllables, three three-syllable words.

Readings where the rulebook is silent or needs a clock:
- a hand is its owner's alone (the others see how many tiles it holds); what is left in the
  middle lies face up, both sides of a two-coloured tile in view, and the log says who left
  and who took which syllable;
- a two-coloured tile may stand for either of its syllables (ABC S: the second option is the
  player's), one tile for one syllable of one word;
- "links the four words" is a claim the referee checks at once: the words as typed, each a
  good word (ABC B) of exactly three syllables by the syllabic division (ABC P, which this
  game does not waive), every syllable a different tile of the claimer's hand; the first
  good claim in arrival order wins, a bad one is refused (only its speaker sees why);
- a hand may shrink by leaving tiles (the rulebook sets only the most); one may take only
  while holding fewer than the most (12, then 13);
- "each one draws a new syllable" whatever the hand holds (a hand of 12 goes to 13);
- a player who sees nothing to do may wait (`pass`): they are out of the race until someone
  leaves a syllable in the middle or the syllable is drawn; when everyone waits before the
  draw, it comes at once; after it, the game ends;
- the game's time is the rulebook's ten minutes (`minutes`); if it runs out, or everyone
  waits after the draw, with nobody having linked the words, the game is drawn: everyone
  shares it (0 points each). The winner scores 1;
- the same word twice is two words (each made of its own tiles).
- ABC P by agreement (`free_division`, abc_options): the tiles need only spell the word,
  any division (PER + O makes PERÒ); the bots and the referee's searches keep to the norm.
- ABC F (`easels`): hands hidden (each player's own), or face up for everyone by agreement.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import (
    HIDDEN,
    Adaptations,
    face_up,
    free_division,
    splits,
)
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import fold, syllables_of
from logomachy.games.verbalia.pieces.tiles_in_play import (
    Take,
    conserved,
    deal,
    different_tiles,
    hand_secrets,
    label,
    mixed_bag,
    open_view,
    showing,
    sides_of,
    tile_view,
)
from logomachy.games.verbalia.races.engine import (
    DIVISION,
    Moves,
    everyone_but,
    forms_of,
    not_a_word,
    race_meta,
)
from logomachy.kernel import Event, IllegalMove, Move, OptionSpec, Pass, Rng, Stage, Timer, register

RULES = "Quadrisíl·laB: rules"
HAND = 12  # "Each player draws twelve syllables at random from the bag."
MOST_IN_HAND = 12  # "At no time may a player hold more than twelve tiles in their hands."
MOST_AFTER_DRAW = 13  # "From then on, players may have a maximum of thirteen syllables"
WORDS = 4  # "Four three-syllable words must be formed."
WORDS_VARIANT = 3  # "... but with the objective of forming only three three-syllable words."
SYLLABLES = 3  # three-syllable words
DRAW_SECONDS = 120  # "If after two minutes no player has managed it"
MINUTES = 10  # "Time: 10 minutes."
WIN = 1  # reading: the winner's score


# -- Moves -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Leave(Move):
    """Leave a syllable that does not suit you in the middle of the table."""

    verb: ClassVar[str] = "leave"
    syllable: str


@dataclass(frozen=True)
class Link(Move):
    """Link the words (four, or three in the variant) made of the syllables in your hand."""

    verb: ClassVar[str] = "link"
    words: tuple[str, ...]


# -- State -------------------------------------------------------------------------------------
@dataclass
class Left:
    tile: int
    by: int  # the seat that left it


@dataclass
class QuadriState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    bag: list[int]
    hands: list[list[int]]
    middle: list[Left] = field(default_factory=list)
    drawn: bool = False  # the two minutes are over and everyone drew a syllable
    passed: list[int] = field(default_factory=list)
    winner: int | None = None
    words: tuple[str, ...] = ()  # the winner's words
    over: bool = False
    log: list[Event] = field(default_factory=list)


class Quadrisillab(SheetGame[QuadriState]):
    meta = race_meta(
        "Quadrisíl·laB",
        id="verbalia-quadrisillab",
        players=(4, 8),
        minutes=10,
        tags=("syllables", "race"),
        summary=(
            "Twelve syllables each; everyone at once forms four three-syllable words, leaving "
            "unwanted syllables in the middle and taking others left there. After two minutes "
            "everyone draws one more. The first to link the four words wins."
        ),
    )
    move_types = (Leave, Take, Link, Pass)
    abc = Adaptations(division=True, easels=HIDDEN)  # ABC P; ABC F (hands hidden by default)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "words",
                WORDS,
                "three-syllable words to link (3: the first games' variant)",
                choices=(WORDS, WORDS_VARIANT),
            ),
            OptionSpec.seconds(
                "draw_seconds", DRAW_SECONDS, "seconds before everyone draws one more syllable"
            ),
            OptionSpec("minutes", MINUTES, "the game's time (then a draw)", minimum=1, maximum=60),
            *self.abc.specs(),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> QuadriState:
        rng = Rng.from_seed(seed, self.meta.id)
        bag = mixed_bag(rng)
        hands = deal(bag, seats, HAND)
        state = QuadriState(seats, self.abc.stored(options), rng, bag, hands)
        note(
            state,
            "deal",
            f"Everyone draws {HAND} syllables; form {options['words']} three-syllable words.",
            count=HAND,
            words=options["words"],
        )
        return state

    def most(self, state: QuadriState) -> int:
        return MOST_AFTER_DRAW if state.drawn else MOST_IN_HAND

    # -- Leaving and taking --------------------------------------------------------------------
    def _awake(self, state: QuadriState, seat: int) -> None:
        if seat in state.passed:
            raise IllegalMove.of("you are waiting: wait for something to change", rule=RULES)

    def _leave(self, state: QuadriState, seat: int, move: Leave) -> None:
        self._awake(state, seat)
        syllable = fold(move.syllable)
        n = showing(state.hands[seat], syllable)
        if n is None:
            if not syllable:
                raise IllegalMove.of("name a syllable", rule=RULES)
            raise IllegalMove.of("you hold no {syllable} syllable", rule=RULES, syllable=syllable)
        state.hands[seat].remove(n)
        state.middle.append(Left(n, seat))
        state.passed = []  # something new in the middle: everyone is back in the race
        note(
            state,
            "leave",
            f"Seat {seat + 1} leaves {label(n)} in the middle.",
            seat=seat,
            syllable=label(n),
        )

    def _take(self, state: QuadriState, seat: int, move: Take) -> None:
        """Take a syllable another player left in the middle."""
        self._awake(state, seat)
        syllable = fold(move.syllable)
        if len(state.hands[seat]) >= self.most(state):
            raise IllegalMove.of(
                "you may not hold more than {most} syllables: leave one first",
                rule=RULES,
                most=self.most(state),
            )
        n = showing([x.tile for x in state.middle], syllable)
        if n is None:
            if not syllable:
                raise IllegalMove.of("name a syllable", rule=RULES)
            raise IllegalMove.of("{syllable} is not in the middle", rule=RULES, syllable=syllable)
        state.middle = [x for x in state.middle if x.tile != n]
        state.hands[seat].append(n)
        note(
            state,
            "take",
            f"Seat {seat + 1} takes {label(n)} from the middle.",
            seat=seat,
            syllable=label(n),
        )

    # -- Linking -------------------------------------------------------------------------------
    def check(self, state: QuadriState, seat: int, words: tuple[str, ...]) -> tuple[str, ...]:
        """The words as the dictionary writes them (upper case), or IllegalMove saying which
        rule the claim breaks: their number, ABC B, three syllables (ABC P), the hand."""
        target = state.options["words"]
        if len(words) != target:
            raise IllegalMove.of(
                "link {target} words, not {count}", rule=RULES, target=target, count=len(words)
            )
        hand = list(state.hands[seat])
        options: list[list[tuple[str, list[str]]]] = []
        for text in words:
            folded = fold(text)
            forms = forms_of(text)
            if not forms:
                raise not_a_word(folded)
            pieces = [(f, list(syllables_of(f))) for f in forms]
            if free_division(state.options):  # ABC P: any division into the hand's tiles
                held = set(sides_of(hand))
                pieces += [(f, list(p)) for f in forms for p in splits(f, held)]
            pieces = [(f, p) for f, p in pieces if len(p) == SYLLABLES]
            if not pieces:
                raise IllegalMove.of(
                    "{word} does not have three syllables",
                    rule=DIVISION,
                    word="-".join(syllables_of(forms[0])),
                )
            if all(different_tiles(p, hand) is None for _, p in pieces):
                raise IllegalMove.of(
                    "{word}: your hand does not hold these syllables "
                    "(each tile once, and they must be the word's syllables)",
                    rule=RULES,
                    word="-".join(pieces[0][1]),
                )
            options.append(pieces)
        # every word from its own tiles at once (a tile may suit two words: a joint search)
        for chosen in product(*options):
            if different_tiles([p for _, division in chosen for p in division], hand) is not None:
                return tuple(form.upper() for form, _ in chosen)
        raise IllegalMove.of(
            "your hand does not hold the syllables of all these words at once (each tile once)",
            rule=RULES,
        )

    def _link(self, state: QuadriState, seat: int, move: Link) -> None:
        self._awake(state, seat)
        written = self.check(state, seat, move.words)
        state.winner, state.words, state.over = seat, written, True
        note(
            state,
            "link",
            f"Seat {seat + 1} links {', '.join(written)} and wins.",
            seat=seat,
            words=list(written),
        )

    # -- Waiting, the draw and the end ---------------------------------------------------------
    def _pass(self, state: QuadriState, seat: int, move: Pass) -> None:
        """Wait: you see nothing to do until something changes."""
        self._awake(state, seat)
        state.passed.append(seat)
        if len(state.passed) == state.seats:
            if state.drawn:
                self._end(state, "waited")
            else:
                self._draw(state)

    def _draw(self, state: QuadriState) -> None:
        """Each one draws a new syllable from the bag."""
        state.drawn = True
        state.passed = []
        for hand in state.hands:
            if state.bag:
                hand.append(state.bag.pop())
        note(
            state,
            "draw",
            f"Nobody has managed it: everyone draws one more syllable (at most "
            f"{MOST_AFTER_DRAW} from now on).",
            most=MOST_AFTER_DRAW,
        )

    def _end(self, state: QuadriState, why: str) -> None:
        state.over = True
        note(
            state,
            "end",
            "Nobody links the words: the game is drawn."
            if why == "waited"
            else "Time is up and nobody links the words: the game is drawn.",
            why=why,
        )

    def _time_up(self, state: QuadriState) -> None:
        if state.drawn:
            self._end(state, "time")
        else:
            self._draw(state)

    # -- The stage -----------------------------------------------------------------------------
    def stage(self, state: QuadriState) -> Stage | None:
        """Everyone plays at once (who waits is out until something changes) until the draw,
        then until the game's time is up."""
        if state.over:
            return None
        if state.drawn:
            rest = max(1, state.options["minutes"] * 60 - state.options["draw_seconds"])
            timer = Timer("end", rest, "end")
        else:
            timer = Timer("draw", state.options["draw_seconds"], "draw")
        moves: Moves = {Leave: self._leave, Take: self._take, Link: self._link, Pass: self._pass}
        return everyone_but("race", state.seats, state.passed, moves, RULES, timer, self._time_up)

    def score_sheet(self, state: QuadriState, seat: int) -> dict[str, int]:
        # nobody linked the words: the game is drawn, everyone shares it (0 points each)
        return {"won": WIN if state.winner == seat else 0}

    # -- Views ---------------------------------------------------------------------------------
    def table_view(self, state: QuadriState, seat: int | None) -> dict[str, Any]:
        return {
            "lang": "ca",
            "words": state.options["words"],
            "most": self.most(state),
            "drawn": state.drawn,
            "hands": [len(h) for h in state.hands],
            "shown_hands": [[label(n) for n in h] for h in state.hands]
            if face_up(state.options, HIDDEN)
            else None,
            "middle": [{**open_view(x.tile), "by": x.by} for x in state.middle],
            "bag": len(state.bag),
            "passed": list(state.passed),
            "winner": state.winner,
            "linked": list(state.words),
            "you": None if seat is None else {"hand": [tile_view(n) for n in state.hands[seat]]},
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: QuadriState) -> list[str]:
        tiles = state.bag + [n for h in state.hands for n in h] + [x.tile for x in state.middle]
        problems = conserved(tiles)
        if any(len(h) > self.most(state) for h in state.hands):
            problems.append("a hand holds more syllables than the rules allow")
        return problems

    def secrets(self, state: QuadriState) -> dict[int, set[str]]:
        """Each hand is its owner's: its syllables, as one string; none face up (ABC F)."""
        return {} if face_up(state.options, HIDDEN) else hand_secrets(state.hands)


GAME = register(Quadrisillab())
