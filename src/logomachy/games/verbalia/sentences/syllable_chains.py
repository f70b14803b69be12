"""The spoken syllable chains of Verbàlia (Enfilasíl·laB, Malasíl·laB): each turn a new
syllable, and the player says, in order, every word said so far in the round and then a new
word beginning with the syllable. A mistake takes the next letter of ADÉU (`adeu`) and the
mistaken player begins a new round; with ADÉU complete the player leaves. The last player
still in wins.

The turn is the family's (`spoken.SpokenTurn`). A game subclasses `SyllableChain` and says
where a syllable comes from (`start_turn`, `tile_for`, `choices`: chosen from the table, or
drawn from the bag), where the round's tiles go (`end_round`) and what the screen shows
(`SHOW_SYLLABLES`).

What the referee decides (there is nothing for a vote): the words said again are the round's
words, in order (accents do not count, ABC N); the new word is a good word (ABC B) whose first
syllable is the syllable (ABC P: a tile stays a syllable of the word formed: PER is not the
first syllable of PERÒ, PE-RÒ); a mistake is said with its reason.

Readings shared by both games:
- the words are said from memory: the screen shows each new word once, when it is said (as
  heard: the view's `heard`, until the next one), never the whole chain, and the log says
  only that a word was added;
- saying more or fewer words than the chain and one new word is a mistake; a word said
  already in the round may not be the new word (the chain would not grow);
- giving up, or the turn's time (`say_seconds`; twice as long for `child_seats`, ABC I)
  running out, is a mistake; with `free_division` (ABC P) the new word need only begin with
  the syllable's letters; with `short_syllables` (ABC I, Enfilasíl·laB) no syllable of
  three letters is played and a tile with no shorter side stays out of the game;
- a new round starts a new chain; its first player says one word;
- "Six letters A, D, E, U for each player": the ADÉU letters are the players' own (not taken
  from the syllables), counted by mistakes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.abc_options import (
    Adaptations,
    child_seats,
    free_division,
    in_play,
    short_syllables,
)
from logomachy.games.verbalia.pieces.adeu import (
    Mistake,
    adeu_problems,
    adeu_view,
    still_in,
    verdict,
)
from logomachy.games.verbalia.pieces.adeu import result as adeu_result
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.sentence_words import same_word, words_of
from logomachy.games.verbalia.pieces.syllables import (
    fold,
    good_word,
    syllable_tiles,
    syllables_of,
    tile,
)
from logomachy.games.verbalia.sentences.spoken import GiveUp, SpokenTurn
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Stage,
    grows,
)

SAY_SECONDS = 60
# The time of the turn ran out: a mistake without words of its own (its `why`, a code).
NO_WORDS_IN_TIME = Mistake("time", IllegalMove.of("no words in time"))


def chain_meta(section: str, *, id: str, anchor: str, summary: str) -> GameMeta:
    """A syllable chain's lobby card: 2-6 players, 30 minutes, the words said from memory."""
    return verbalia_meta(
        section,
        id=id,
        family="sentences",
        minutes=30,
        anchor=anchor,
        tags=("syllables", "memory"),
        summary=summary,
    )


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say the round's words in order and a new word beginning with `syllable` (the tile's
    side you choose)."""

    verb: ClassVar[str] = "say"
    syllable: str = ""
    words: str = ""


# -- State ----------------------------------------------------------------------------------
@dataclass
class Link:
    tile: int
    syllable: str
    word: str  # as the dictionary writes it, upper case


@dataclass
class ChainState:
    seats: int
    options: dict[str, Any]
    rng: Rng
    pool: list[int]  # tiles on the table (Enfilasíl·laB) or in the bag (Malasíl·laB)
    aside: list[int] = field(default_factory=list)  # earlier rounds' tiles (Malasíl·laB)
    chain: list[Link] = grows()  # this round's
    drawn: int | None = None  # the tile drawn this turn (Malasíl·laB)
    mistakes: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)
    round: int = 1
    turn: int = 0
    turn_no: int = 1
    over: bool = False
    heard: str | None = None  # the last new word said
    last: dict[str, Any] | None = None
    log: list[Event] = field(default_factory=list)

    def alive(self) -> list[int]:
        return still_in(self.seats, self.out)


class SyllableChain(SpokenTurn[ChainState]):
    meta: ClassVar[GameMeta]
    move_types = (Say, GiveUp)
    TIME_UP = NO_WORDS_IN_TIME
    TURN = "turn"
    SHOW_SYLLABLES: ClassVar[bool]  # the chain's syllables in view (Enfilasíl·laB)
    abc: ClassVar[Adaptations] = Adaptations(division=True, child_time=True)

    # -- what a subclass says -------------------------------------------------------------
    def start_turn(self, state: ChainState) -> None:
        """Before the player speaks (Malasíl·laB draws the tile)."""

    def tile_for(self, state: ChainState, syllable: str) -> int:
        """The tile the player's syllable is on, or IllegalMove."""
        raise NotImplementedError

    def end_round(self, state: ChainState) -> None:
        """The round's tiles leave the chain (back to the table, or set aside)."""
        raise NotImplementedError

    # -- options and preparation -------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds("say_seconds", SAY_SECONDS, "time to say the words", minimum=5),
            *self.abc.specs(),
        )

    def tiles_in_play(self, options: dict[str, Any]) -> list[int]:
        """The 136 tiles, or (ABC I) those with a side of two letters at most."""
        return [t.number for t in in_play(options, syllable_tiles())]

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> ChainState:
        child_seats(options, seats)  # a bad seat number is refused before the game
        state = ChainState(
            seats=seats,
            options=self.abc.stored(options),
            rng=Rng.from_seed(seed, self.meta.id),
            pool=self.tiles_in_play(options),
            mistakes=[0] * seats,
        )
        self.start_turn(state)
        return state

    # -- Saying the words ------------------------------------------------------------------------
    def mistake_in(self, state: ChainState, syllable: str, said: str) -> Mistake | None:
        words = [w.text for w in words_of(said)]
        for i, link in enumerate(state.chain):
            if i >= len(words):
                return Mistake(
                    "too-few",
                    IllegalMove.of(
                        "words said: {said} of the chain's {count}",
                        said=len(words),
                        count=len(state.chain),
                    ),
                )
            if not same_word(words[i], link.word):
                return Mistake(
                    "not-kept",
                    IllegalMove.of(
                        "word {n} of the chain was not {word}", n=i + 1, word=words[i].upper()
                    ),
                )
        added = words[len(state.chain) :]
        if len(added) != 1:
            if added:
                return Mistake("too-many", IllegalMove.of("one new word after the chain"))
            return Mistake("no-new-word", IllegalMove.of("no new word"))
        new = added[0]
        written = good_word(new)
        if written is None:
            return Mistake(
                "not-in-dictionary",
                IllegalMove.of("{word} is not in the dictionary", word=new.upper()),
            )
        first = syllables_of(written)
        if free_division(state.options) and fold(written).startswith(syllable):
            return self._said_before(state, written)  # ABC P: any division agreed
        if not first or first[0] != syllable:
            division = "-".join(first) or new.upper()
            return Mistake(
                "wrong-syllable",
                IllegalMove.of(
                    "{word} ({division}) does not begin with the syllable {syllable}",
                    word=written.upper(),
                    division=division,
                    syllable=syllable,
                ),
            )
        return self._said_before(state, written)

    def _said_before(self, state: ChainState, written: str) -> Mistake | None:
        if fold(written) in {fold(link.word) for link in state.chain}:
            return Mistake(
                "said-before",
                IllegalMove.of("{word} has been said already", word=written.upper()),
            )
        return None

    def say(self, state: ChainState, seat: int, move: Say) -> None:
        syllable = fold(move.syllable)
        if short_syllables(state.options) and len(syllable) > 2:
            raise IllegalMove.of(
                "{syllable} has three letters: the table plays without them",
                rule="ABC I: children",
                syllable=syllable,
            )
        number = self.tile_for(state, syllable)  # IllegalMove: no such tile to play
        if not words_of(move.words):
            raise IllegalMove.of("say the words", rule=self.RULES)
        why = self.mistake_in(state, syllable, move.words)
        if why:
            self.failed(state, why)
            return
        new = words_of(move.words)[len(state.chain)].text
        written = (good_word(new) or new).upper()
        if number in state.pool:
            state.pool.remove(number)
        state.drawn = None
        state.chain.append(Link(number, syllable, written))
        state.heard = written
        state.last = verdict(seat, None, word=written)
        note(
            state,
            "said",
            f"Seat {seat + 1} says the chain and a new word ({len(state.chain)} words).",
            seat=seat,
            words=len(state.chain),
        )
        self.pass_turn(state)
        self.start_turn(state)

    def failed(self, state: ChainState, why: Mistake) -> None:
        """A mistake: the next letter of ADÉU, and a new chain (`adeu_round`)."""
        state.last = verdict(state.turn, why, word=None)
        state.heard = None
        self.end_round(state)
        state.chain = []
        if self.adeu_round(state, why):
            self.start_turn(state)
        else:
            state.over = True

    # -- The stage --------------------------------------------------------------------------------
    def stage(self, state: ChainState) -> Stage | None:
        """On their turn a player says the chain and a new word, within the turn's time."""
        return None if state.over else self.turn_stage(state, Say)

    def result(self, state: ChainState) -> Result:
        return adeu_result(state.seats, state.out)

    # -- Views ------------------------------------------------------------------------------------
    def choices(self, state: ChainState) -> list[str]:
        """The syllables the player whose turn it is may play now."""
        raise NotImplementedError

    def table_view(self, state: ChainState, seat: int | None) -> dict[str, Any]:
        return {
            "lang": "ca",
            "turn": state.turn,
            "over": state.over,
            # Enfilasíl·laB: the chain's syllables in view; Malasíl·laB: out of view.
            "syllables": [link.syllable for link in state.chain] if self.SHOW_SYLLABLES else None,
            "words": len(state.chain),
            "heard": state.heard,
            "choices": self.choices(state) if not state.over else [],
            "last": state.last,
            **adeu_view(state),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: ChainState) -> list[str]:
        problems = []
        held = state.pool + state.aside + [link.tile for link in state.chain]
        held += [] if state.drawn is None else [state.drawn]
        if sorted(held) != self.tiles_in_play(state.options):
            problems.append("the syllable tiles in play are not conserved")
        problems += adeu_problems(state)
        for link in state.chain:
            if not tile(link.tile).has(link.syllable):
                problems.append(f"tile {link.tile} does not show {link.syllable}")
        return problems


__all__ = ["ChainState", "GiveUp", "Link", "Say", "SyllableChain", "chain_meta"]
