"""The spoken syllable chains of Verbàlia (Enfilasíl·laB, Malasíl·laB): each turn a new
syllable, and the player says, in order, every word said so far in the round and then a new
word beginning with the syllable. A mistake takes the next letter of ADÉU (`adeu`) and the
mistaken player begins a new round; with ADÉU complete the player leaves. The last player
still in wins.

A game subclasses `SyllableChain` and says where a syllable comes from (`syllable_for`:
chosen from the table, or drawn from the bag) and what the screen shows (`SHOW_SYLLABLES`).

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

from logomachy.games.verbalia.pieces.abc_options import (
    Adaptations,
    child_seats,
    free_division,
    in_play,
    seconds,
    short_syllables,
)
from logomachy.games.verbalia.pieces.adeu import (
    GOODBYE,
    Mistake,
    begin_round,
    letters_taken,
    next_in,
    take_letter,
)
from logomachy.games.verbalia.pieces.adeu import result as adeu_result
from logomachy.games.verbalia.pieces.sentence_words import same_word, words_of
from logomachy.games.verbalia.pieces.syllables import (
    fold,
    good_word,
    syllable_tiles,
    syllables_of,
    tile,
)
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Stage,
    StagedGame,
    Timer,
    grows,
    register,
)

SAY_SECONDS = 60
# Mistakes without words of their own (the mistake line's `why`, a code its template says).
GAVE_UP = Mistake("gave-up", IllegalMove.of("gave up"))
NO_WORDS_IN_TIME = Mistake("time", IllegalMove.of("no words in time"))


# -- Moves ----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Say(Move):
    """Say the round's words in order and a new word beginning with `syllable` (the tile's
    side you choose)."""

    verb: ClassVar[str] = "say"
    syllable: str = ""
    words: str = ""


@dataclass(frozen=True)
class GiveUp(Move):
    """You cannot go on: a mistake."""

    verb: ClassVar[str] = "give-up"
    aliases: ClassVar[tuple[str, ...]] = ("pass",)


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
        return [s for s in range(self.seats) if s not in self.out]


class SyllableChain(StagedGame[ChainState]):
    screen: ClassVar[str] = "verbalia-sentences#mountSyllableChain"
    meta: ClassVar[GameMeta]
    move_types = (Say, GiveUp)
    RULES: ClassVar[str]
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
            OptionSpec("say_seconds", SAY_SECONDS, "time to say the words", minimum=5, maximum=600),
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

    def _say(self, state: ChainState, seat: int, move: Say) -> None:
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
            self._mistake(state, why)
            return
        new = words_of(move.words)[len(state.chain)].text
        written = (good_word(new) or new).upper()
        if number in state.pool:
            state.pool.remove(number)
        state.drawn = None
        state.chain.append(Link(number, syllable, written))
        state.heard = written
        state.last = {
            "seat": seat,
            "accepted": True,
            "word": written,
            "why": None,
            "message": None,
            "params": {},
        }
        state.log.append(
            Event(
                "said",
                f"Seat {seat + 1} says the chain and a new word ({len(state.chain)} words).",
                {"seat": seat, "words": len(state.chain)},
            )
        )
        state.turn = next_in(state.seats, state.turn, state.alive())
        state.turn_no += 1
        self.start_turn(state)

    def _mistake(self, state: ChainState, why: Mistake) -> None:
        seat = state.turn
        state.last = {"seat": seat, "accepted": False, "word": None, **why.shown()}
        state.heard = None
        take_letter(state, why)
        self.end_round(state)
        state.chain = []
        alive = state.alive()
        if len(alive) <= 1:
            state.over = True
            return
        begin_round(state, seat, alive)
        self.start_turn(state)

    def _give_up(self, state: ChainState, seat: int, move: GiveUp) -> None:
        self._mistake(state, GAVE_UP)

    def _time_up(self, state: ChainState) -> None:
        self._mistake(state, NO_WORDS_IN_TIME)

    # -- The stage --------------------------------------------------------------------------------
    def stage(self, state: ChainState) -> Stage | None:
        """On their turn a player says the chain and a new word, within the turn's time."""
        if state.over:
            return None
        base = state.options["say_seconds"]
        return Stage(
            "turn",
            (state.turn,),
            {Say: self._say, GiveUp: self._give_up},
            rule=self.RULES,
            timer=Timer(f"t{state.turn_no}:say", seconds(state.options, state.turn, base), "say"),
            time_up=self._time_up,
        )

    def result(self, state: ChainState) -> Result:
        return adeu_result(state.seats, state.out)

    # -- Views ------------------------------------------------------------------------------------
    def choices(self, state: ChainState) -> list[str]:
        """The syllables the player whose turn it is may play now."""
        raise NotImplementedError

    def table_view(self, state: ChainState, seat: int | None) -> dict[str, Any]:
        return {
            "lang": "ca",
            "round": state.round,
            "turn": state.turn,
            "over": state.over,
            # Enfilasíl·laB: the chain's syllables in view; Malasíl·laB: out of view.
            "syllables": [link.syllable for link in state.chain] if self.SHOW_SYLLABLES else None,
            "words": len(state.chain),
            "heard": state.heard,
            "choices": self.choices(state) if not state.over else [],
            "adeu": [letters_taken(m) for m in state.mistakes],
            "out": list(state.out),
            "last": state.last,
            "scores": list(self.result(state).scores),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: ChainState) -> list[str]:
        problems = []
        held = state.pool + state.aside + [link.tile for link in state.chain]
        held += [] if state.drawn is None else [state.drawn]
        if sorted(held) != self.tiles_in_play(state.options):
            problems.append("the syllable tiles in play are not conserved")
        if sorted(state.out) != [s for s in range(state.seats) if state.mistakes[s] >= GOODBYE]:
            problems.append("the players out and the letters of ADÉU disagree")
        for link in state.chain:
            if not tile(link.tile).has(link.syllable):
                problems.append(f"tile {link.tile} does not show {link.syllable}")
        return problems


__all__ = ["ChainState", "GiveUp", "Link", "Say", "SyllableChain", "register"]
