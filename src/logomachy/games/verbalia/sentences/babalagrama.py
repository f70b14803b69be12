"""BaBalagrama (rulebook: shared/rules/verbalia.md, BaBalagrama; 2-8 players, 40 minutes).

The letters A, D, E and U are set aside, the rest go into the bag. The first player draws a
letter, says a word beginning with it and leaves the letter face up. From their left, each
player in turn draws a letter and says the sentence again with a new word (a noun, adjective
or verb) beginning with it, so that it stays syntactically correct; articles, conjunctions and
pronouns may always be added, and every particle added stays for the whole game. A player's
first mistake takes an A, the second a D, the third an E, the fourth a U (`adeu`); with ADÉU
complete the player says goodbye. The mistaken player begins the new round. The last player
still in wins. Variant (`two_bags`): vowels in one bag, consonants in the other, and the
player whose turn it is chooses the bag.

Flow of a turn: (`draw` from the bag of one's choice, with two bags; otherwise the letter is
drawn for the player) → `say` the whole sentence (the turn's `Timer`) or `give-up` → the
referee checks what a rule decides — the earlier words kept, in order; then particles only and
one new word beginning with the letter, a noun, adjective or verb (ABC C, `categories.verdict`);
every word good (ABC B) — and a sentence that fails is a mistake, with the reason → the others
vote whether it is syntactically correct (kernel `Challenge`) → rejected: a mistake; accepted:
the next player to the left.

Readings where the rulebook is silent:
- the player says the sentence again, whole, each turn (the example's "Albert gets confused
  when saying the sentence"): with `show_sentence` off (the default) the screen shows the
  sentence only while it is voted on, as if heard; on, it stays in view (for beginners);
- a sentence the referee finds wrong is a mistake, not a refusal: saying it wrong is the game
  (only an empty one is refused); giving up, or the turn's time running out, is a mistake too;
- the new word is the last word said; particles (`sentences.particles`) may come before it,
  in the same turn; the first word of a round is a noun, adjective or verb as well;
- a new word whose category the dictionary cannot tell (CATALANITZA: only hunspell's affix
  class makes it a verb, `categories` "unknown") is no mistake by rule: the players' vote on
  the sentence judges it too (the `Challenge` reason names the doubt); only a word of no
  category ("no" for all three: AL) is a mistake;
- the players still in the game vote; a tie keeps the sentence; votes not cast in time do
  not count;
- a new round starts a new sentence: the round's letters are set aside; when the bag (or the
  chosen bag) is empty, the letters set aside go back into it;
- "six letters, A, D, E and U, are set aside": one A, D, E and U per player (as many as the
  set holds: with more than six players there are not enough Ds and Us, and the score sheet
  keeps the count); a player's mistakes are counted by those letters;
- the score is how many players one outlasted; the last player still in wins.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from logomachy.games.challenges import tally
from logomachy.games.log import note
from logomachy.games.verbalia.pieces.adeu import (
    ADEU,
    Mistake,
    adeu_problems,
    adeu_view,
    still_in,
    verdict,
)
from logomachy.games.verbalia.pieces.adeu import result as adeu_result
from logomachy.games.verbalia.pieces.categories import verdicts
from logomachy.games.verbalia.pieces.letters import letter_set, letters_conserved
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.sentence_words import (
    GOOD_WORDS,
    Word,
    is_particle,
    read_sentence,
    same_word,
    show,
    words_of,
)
from logomachy.games.verbalia.sentences.spoken import (
    VOTE_OPTION,
    GiveUp,
    Say,
    SpokenSentenceGame,
    SpokenState,
    Vote,
)
from logomachy.kernel import (
    Bag,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    Stage,
    register,
)

VOWELS = frozenset("AEIOU")
SAY_SECONDS = 60
RULES = "BaBalagrama: rules"
JUDGING_RULE = "BaBalagrama: a syntactically correct sentence"
# A mistake without words of its own (the mistake line's `why`, a code its template says).
NOT_SYNTACTIC = Mistake(
    "rejected", IllegalMove.of("the others find the sentence not syntactically correct")
)


@dataclass(frozen=True)
class Draw(Move):
    """Two bags: draw your letter from the vowels or the consonants."""

    verb: ClassVar[str] = "draw"
    bag: str = "consonants"


# -- State ----------------------------------------------------------------------------------
@dataclass
class BabalagramaState(SpokenState):
    bags: dict[str, Bag[str]]  # "letters", or "vowels" and "consonants"
    adeu: list[str]  # the A, D, E, U letters set aside
    aside: list[str] = field(default_factory=list)
    letters: list[str] = field(default_factory=list)  # this round's, face up, in order
    sentence: list[str] = field(default_factory=list)  # the words said so far (this round)
    mistakes: list[int] = field(default_factory=list)
    out: list[int] = field(default_factory=list)  # said goodbye, in order
    round: int = 1

    def alive(self) -> list[int]:
        return still_in(self.seats, self.out)


class Babalagrama(SpokenSentenceGame[BabalagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "BaBalagrama",
        id="verbalia-babalagrama",
        family="sentences",
        minutes=40,
        players=(2, 8),
        tags=("sentences", "vote"),
        summary=(
            "A letter is drawn each turn: say the growing sentence again, whole, with a new "
            "noun, adjective or verb beginning with it (articles, conjunctions and pronouns "
            "may be added). A mistake takes the next letter of ADÉU and starts a new round; "
            "with ADÉU complete you are out. The last player still in wins."
        ),
    )
    move_types = (Draw, Say, GiveUp, Vote)
    RULES = RULES
    JUDGING_RULE = JUDGING_RULE

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "two_bags",
                False,
                "vowels and consonants in two bags; the player chooses (the rulebook's variant)",
            ),
            OptionSpec(
                "show_sentence",
                False,
                "keep the sentence on the screen (otherwise it is shown only while voted on)",
            ),
            OptionSpec.seconds("say_seconds", SAY_SECONDS, "time to say the sentence", minimum=5),
            VOTE_OPTION,
        )

    # -- Preparation ----------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BabalagramaState:
        letters = letter_set()
        adeu = []
        for letter in ADEU:  # one A, D, E and U per player, as many as the set holds
            for _ in range(min(seats, letters.count(letter))):
                letters.remove(letter)
                adeu.append(letter)
        if options["two_bags"]:
            bags = {
                "vowels": Bag([x for x in letters if x in VOWELS]),
                "consonants": Bag([x for x in letters if x not in VOWELS]),
            }
        else:
            bags = {"letters": Bag(letters)}
        state = BabalagramaState(
            seats=seats,
            options=options,
            rng=Rng.from_seed(seed, self.meta.id),
            bags=bags,
            adeu=adeu,
            mistakes=[0] * seats,
        )
        self._start_turn(state)
        return state

    def _start_turn(self, state: BabalagramaState) -> None:
        if state.options["two_bags"]:
            state.stage = "draw"
        else:
            self._draw(state, "letters")

    def _draw(self, state: BabalagramaState, bag_name: str) -> None:
        bag = state.bags[bag_name]
        if not len(bag):  # the letters set aside go back into the bag
            back = [
                x
                for x in state.aside
                if bag_name == "letters" or (x in VOWELS) == (bag_name == "vowels")
            ]
            for x in back:
                state.aside.remove(x)
            bag.put_back(back)
        if not len(bag):
            if bag_name == "vowels":
                raise IllegalMove.of("the vowels bag is empty", rule=RULES)
            if bag_name == "consonants":
                raise IllegalMove.of("the consonants bag is empty", rule=RULES)
            raise IllegalMove.of("the bag is empty", rule=RULES)
        (letter,) = bag.draw(state.rng, 1)
        state.letters.append(letter)
        state.stage = "say"
        note(
            state, "draw", f"Seat {state.turn + 1} draws {letter}.", seat=state.turn, letter=letter
        )

    # -- Saying the sentence ----------------------------------------------------------------------
    def mistake_in(self, state: BabalagramaState, words: list[Word]) -> Mistake | None:
        """Why the sentence said is wrong by a rule (None: it goes to the vote)."""
        old = state.sentence
        letter = state.letters[-1]
        for i, earlier in enumerate(old):
            if i >= len(words) or not same_word(words[i].text, earlier):
                kept = earlier.upper()
                return Mistake(
                    "not-kept",
                    IllegalMove.of(
                        "the sentence does not keep the earlier words in order ({word} ...)",
                        word=kept,
                    ),
                )
        added = words[len(old) :]
        if not added:
            return Mistake("no-new-word", IllegalMove.of("no new word"))
        new = added[-1]
        for w in added[:-1]:
            if not is_particle(w):
                return Mistake(
                    "not-particle",
                    IllegalMove.of(
                        "one new word a turn: {word} is not an article, preposition, "
                        "conjunction or pronoun",
                        word=w.text.upper(),
                    ),
                )
        if new.elided or new.initial != letter:
            return Mistake(
                "wrong-initial",
                IllegalMove.of(
                    "the new word, {word}, does not begin with {letter}",
                    word=new.text.upper(),
                    letter=letter,
                ),
            )
        if all(v == "no" for v in verdicts(new.text).values()):
            return Mistake(
                "no-category",
                IllegalMove.of("{word} is not a noun, adjective or verb", word=new.text.upper()),
            )
        return None

    @staticmethod
    def doubt(words: list[Word]) -> str:
        """What the vote must judge beside the syntax: the new word's category, where the
        dictionary cannot tell it (ABC C "unknown": CATALANITZA, a verb by an affix guess only)."""
        new = words[-1].text
        if "yes" in verdicts(new).values():
            return ""
        return f" (and is {new.upper()} a noun, adjective or verb? the dictionary cannot tell)"

    def say(self, state: BabalagramaState, seat: int, move: Say) -> None:
        if not words_of(move.sentence):
            raise IllegalMove.of("say the sentence", rule=RULES)
        try:
            words = read_sentence(move.sentence, RULES)
        except IllegalMove as refused:  # a bad word said is a mistake, not a refusal
            code = "not-in-dictionary" if refused.rule == GOOD_WORDS else "too-long"
            self.failed(state, Mistake(code, refused))
            return
        mistake = self.mistake_in(state, words)
        if mistake:
            self.failed(state, mistake)
            return
        state.said = show(words)
        vote = self.open_vote(state, seat, "is it syntactically correct?" + self.doubt(words))
        note(
            state,
            "say",
            f"Seat {seat + 1} says the sentence with a new word ({len(words)} words).",
            seat=seat,
            words=len(words),
        )
        if not vote.voters:  # nobody else is left to judge (not with two or more in)
            vote.settle(state.rng)
            self.settled(state)

    def judged(self, state: BabalagramaState, yes: int, no: int) -> None:
        vote = state.vote
        assert vote is not None and state.said is not None
        if not vote.accepted:
            self.failed(state, NOT_SYNTACTIC)
            return
        state.sentence = [w.text for w in words_of(state.said)]
        state.last = verdict(state.turn, None, yes=yes, no=no)
        state.said = None
        state.vote = None
        self.pass_turn(state)
        self._start_turn(state)

    # -- Mistakes: ADÉU --------------------------------------------------------------------------
    def failed(self, state: BabalagramaState, why: Mistake) -> None:
        """A mistake: the next letter of ADÉU, and a new round (`adeu_round`)."""
        vote = state.vote  # the votes, when the others rejected the sentence
        yes, no = tally(vote) if vote is not None and vote.accepted is False else (0, 0)
        state.last = verdict(state.turn, why, yes=yes, no=no)
        state.aside.extend(state.letters)
        state.letters = []
        state.sentence = []
        state.said = None
        state.vote = None
        if self.adeu_round(state, why):
            self._start_turn(state)
        else:
            state.stage = "over"

    def _draw_move(self, state: BabalagramaState, seat: int, move: Draw) -> None:
        if move.bag not in state.bags:
            raise IllegalMove.of("draw from the vowels or the consonants", rule=RULES)
        self._draw(state, move.bag)

    def extra_stage(self, state: BabalagramaState) -> Stage | None:
        """Two bags: the player first chooses which to draw from (no time: it is quick)."""
        if state.stage != "draw":
            return None
        return Stage("draw", (state.turn,), {Draw: self._draw_move}, rule=RULES)

    def result(self, state: BabalagramaState) -> Result:
        return adeu_result(state.seats, state.out)

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: BabalagramaState, seat: int | None) -> dict[str, Any]:
        shown = state.options["show_sentence"]
        return {
            "lang": "ca",
            "letters": list(state.letters),
            "bags": {name: len(bag) for name, bag in state.bags.items()},
            "sentence": " ".join(state.sentence).upper() if shown else None,
            "words": len(state.sentence),
            **adeu_view(state),
            **self.spoken_view(state, seat),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: BabalagramaState) -> list[str]:
        problems = []
        held = [x for bag in state.bags.values() for x in bag.pieces]
        held += state.aside + state.letters + state.adeu
        problems += letters_conserved(held)
        return problems + adeu_problems(state)


GAME = register(Babalagrama())
