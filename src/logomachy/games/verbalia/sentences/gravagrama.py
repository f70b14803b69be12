"""GraVagrama (rulebook: shared/rules/verbalia.md, GraVagrama; 4-10 players, 30 minutes).

The game is played in pairs. One person of each pair underlines thirty words on a newspaper
page and lets their partner see them for thirty seconds. Then they say one related word for
each underlined word (synonyms, antonyms, associations; one word each, no gestures) and the
partner guesses; the pair scores the words guessed. Then the roles are exchanged, with the
same words or thirty new ones. The pair with the most points wins. Longer game: the pairs
change until everyone has partnered everyone; both partners score the pair's points each
time, and the person with the most points wins.

Digital readings:
- the page is a text chosen when the table is created: the host pastes any text (`text`: an
  article, a teacher's text) or picks one of the bundled pages (`page`, original Catalan prose
  in `data/gravagrama_pages.toml`; `random` draws one by the seed);
- the page's words are its runs of letters of two letters or more (an apostrophe or a hyphen
  splits: l'home gives HOME); two words are the same word when they are equal with accents
  and case not counting (`fold`); underlining is choosing 30 distinct words of the page;
- a memory game ("they let their partner see them for thirty seconds"): the page and its
  underlines are the givers' while a half is played; a guesser sees the page with their
  partner's underlines only during the 30-second show, a timed phase, and the server never
  sends the page or the underlines to the guesser again that half (nor to a seat sitting
  out, nor to a spectator: the newspaper is in the givers' hands); the page is everyone's
  once the game is over, and the underlined words everyone's when the half ends (the reveal,
  in view until the next clues begin, and in the log);
- all pairs play a half at once (the digital table has no noise to fear): underline (its own
  `Timer`; a giver who lets it run out has 30 words underlined at random by the referee), the
  show, then the clues: within one `Timer` for the whole half, each pair goes at its own pace;
- the clue giver chooses which underlined word each clue is for, in any order; the referee
  refuses a clue that is not one word (letters, an inner hyphen or l·l; no spaces, apostrophes
  or digits), that is the underlined word itself, or that shares a lemma with it (CASES for
  CASA, CANTAVEN for CANTAR; a derived word, CASETA, is another lemma and may be said);
  whether a clue is related is the giver's own business, as at the
  table; a giver with no more clues `pass`es, leaving the words not yet clued unscored;
- the guesser gives one answer per clue (or `pass`es); it is right when it is the underlined
  word, accents and case not counting; another inflection of the same lemma (CASES for CASA)
  is not right: the guesser saw the very form on the page, and the game is remembering it;
  the guesser is told right or wrong, not the word a wrong answer missed (that comes with the
  reveal at the half's end, so a miss cannot be used to rule words out);
- "the same words or a series of thirty new words" is the `words` option: `new` (default:
  the second giver underlines 30 words none of which the pair had in the first half; the page
  must hold 60 distinct words) or `same` (the first half's words, shown again, no underlining);
- the pairs are the seats side by side (1-2, 3-4, ...); the seat named first gives first;
- with an odd number of players no fixed pairs cover the table, so the longer game is played
  (the circle method: every round one player sits out, everyone partners everyone once);
- scores are per seat: each partner scores the pair's points in every round (the rulebook's
  longer game, and in the plain game the pair's score shared), so the winners of the plain game
  are the best pair's two players; ties share victory.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from functools import cache, lru_cache
from importlib import resources
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.sentence_words import catalan
from logomachy.games.verbalia.pieces.syllables import fold
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Pass,
    Result,
    Rng,
    Stage,
    StagedGame,
    Timer,
    grows,
    register,
    result_from_sheets,
    shared,
)
from logomachy.lexicon import BadWord

UNDERLINED = 30  # "underlines thirty words on a page of a newspaper"
SHOW_SECONDS = 30  # "They let their partner see them for thirty seconds"
MAX_TEXT = 20_000  # characters of a pasted page
RULES = "GraVagrama: rules"
PAGE_RULE = "GraVagrama: the page"
CLUE_RULE = "GraVagrama: one word for each underlined word"

_WORD = re.compile(r"[^\W\d_](?:[^\W\d_]|·(?=[lLŀĿ]))*")
_ONE_WORD = re.compile(r"[^\W\d_]+(?:[·\-][^\W\d_]+)*")


# -- The page --------------------------------------------------------------------------------------
@cache
def pages() -> dict[str, dict[str, str]]:
    """The bundled pages: id -> {"title", "text"}."""
    raw = resources.files("logomachy.games.verbalia").joinpath("data/gravagrama_pages.toml")
    data: dict[str, dict[str, str]] = tomllib.loads(raw.read_text(encoding="utf-8"))
    # The file wraps its lines; a paragraph is what a blank line ends.
    return {
        k: {"title": v["title"], "text": re.sub(r"(?<!\n)\n(?!\n)", " ", v["text"].strip())}
        for k, v in data.items()
    }


def page_words(text: str) -> list[tuple[int, int]]:
    """The spans (start, end) of the page's words that may be underlined: runs of letters of
    two letters or more (an apostrophe or a hyphen ends a word)."""
    return [(m.start(), m.end()) for m in _WORD.finditer(text) if len(m.group()) >= 2]


def same_word(a: str, b: str) -> bool:
    """Equal with accents and case not counting (ABC N)."""
    return fold(a) == fold(b)


@lru_cache(maxsize=1 << 16)
def lemmas(word: str) -> frozenset[str]:
    """The word's lemmas in any reading, folded (the word itself among them)."""
    try:
        readings = catalan().analyses(word)
    except BadWord:
        readings = ()
    return frozenset({fold(word)} | {fold(a.lemma) for a in readings})


def one_word(said: str) -> bool:
    """Letters, an inner hyphen or l·l: no spaces, apostrophes or digits."""
    return bool(_ONE_WORD.fullmatch(said)) and len(said) <= 40


def check_clue(clue: str, word: str) -> str:
    """The clue as said, or IllegalMove naming the rule it breaks."""
    said = clue.strip()
    if not said:
        raise IllegalMove.of("say one word, and only one", rule=CLUE_RULE)
    if not one_word(said):
        raise IllegalMove.of("{said}: say one word, and only one", rule=CLUE_RULE, said=said)
    if same_word(said, word):
        raise IllegalMove.of("{said} is the underlined word itself", rule=CLUE_RULE, said=said)
    if lemmas(said) & lemmas(word):
        raise IllegalMove.of(
            "{said} is a form of the same word as the underlined one (same lemma)",
            rule=CLUE_RULE,
            said=said,
        )
    return said


# -- Pairs -----------------------------------------------------------------------------------------
def schedule(seats: int) -> list[list[tuple[int, int]]]:
    """Partnerships round by round so that everyone partners everyone once (the circle method;
    with an odd count a dummy seat pairs with the player who sits out), relabelled so that
    round 1 is the seats side by side: 1-2, 3-4, ... Pairs hold real seats only."""
    n = seats + seats % 2
    ring = n - 1
    labelled = []
    for r in range(ring):
        pairs = [((r + k) % ring, (r - k) % ring) for k in range(1, n // 2)]
        labelled.append([*pairs, (r, ring)])  # the pair with the fixed label last
    seat_of: dict[int, int] = {}
    for i, (a, b) in enumerate(labelled[0]):
        seat_of[a], seat_of[b] = 2 * i, 2 * i + 1
    return [
        [
            (min(seat_of[a], seat_of[b]), max(seat_of[a], seat_of[b]))
            for a, b in rnd
            if seat_of[a] < seats and seat_of[b] < seats
        ]
        for rnd in labelled
    ]


# -- Moves -----------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Underline(Move):
    """The giver's thirty words: their places among the page's words (`page_words`)."""

    verb: ClassVar[str] = "underline"
    words: tuple[int, ...] = ()


@dataclass(frozen=True)
class Clue(Move):
    """One related word for the giver's underlined word number `item` (0-29)."""

    verb: ClassVar[str] = "clue"
    item: int = 0
    word: str = ""


@dataclass(frozen=True)
class Guess(Move):
    """The guesser's answer to the clue just given."""

    verb: ClassVar[str] = "guess"
    word: str = ""


# -- State -----------------------------------------------------------------------------------------
@dataclass
class Item:
    """One underlined word and what became of it."""

    place: int  # index into page_words
    word: str  # as written on the page
    key: str = ""  # the word folded (accents and case off): what "the same word" compares
    clue: str = ""
    guess: str = ""
    answered: bool = False
    correct: bool = False


@dataclass
class Play:
    """One pair's half: the giver's words, the clues in the order given, the guesser's answers."""

    giver: int
    guesser: int
    round: int
    half: int
    items: list[Item] = field(default_factory=list)
    order: list[int] = field(default_factory=list)  # items clued, in order
    pending: int | None = None  # the item whose clue awaits an answer
    stopped: bool = False
    points: int = 0  # words guessed
    heard: set[str] = field(default_factory=set)  # clues and answers said aloud, folded

    @property
    def finished(self) -> bool:
        return self.pending is None and (self.stopped or len(self.order) == len(self.items) > 0)


@dataclass
class GraVagramaState:
    seats: int
    options: dict[str, Any]
    seed: int
    rng: Rng
    title: str = ""
    text: str = shared("")  # the page: a copy of the state shares these, never changed
    spans: list[tuple[int, int]] = grows()
    spans_text: str = shared("")  # the same, as the views send them
    rounds: list[list[tuple[int, int]]] = field(default_factory=list)
    round: int = 0
    half: int = 0
    stage: str = "underline"  # underline | show | clues | over
    phase: int = 0  # halves begun: keys the timers
    plays: list[Play] = field(default_factory=list)
    done: list[Play] = grows()  # finished halves, revealed
    log: list[Event] = field(default_factory=list)

    def word_at(self, place: int) -> str:
        start, end = self.spans[place]
        return self.text[start:end]

    def item(self, place: int) -> Item:
        """The page's word at `place`, underlined."""
        return Item(place, self.word_at(place), fold(self.word_at(place)))

    def play_of(self, seat: int | None) -> Play | None:
        """The seat's pair this half (None: sitting out)."""
        return next((p for p in self.plays if seat in (p.giver, p.guesser)), None)

    def last_half(self) -> list[Play]:
        """The pairs' plays of the last half finished, revealed."""
        last = (self.done[-1].round, self.done[-1].half) if self.done else None
        return [p for p in self.done if (p.round, p.half) == last]


class GraVagrama(StagedGame[GraVagramaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "GraVagrama",
        id="verbalia-gravagrama",
        family="sentences",
        minutes=30,
        players=(4, 10),
        tags=("pairs", "clues", "memory"),
        summary=(
            "In pairs: one partner underlines thirty words of a page and shows them for thirty "
            "seconds, then gives one related word for each; the other guesses. A point per word "
            "guessed; roles swap. Longer game: everyone partners everyone."
        ),
        # ~2-3 CPU-s a bot game at four or five players, ~25 at nine (the rotating variant)
        conformance_seed_cost=16,
    )
    move_types = (Underline, Clue, Guess, Pass)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec(
                "page",
                "random",
                "the bundled page (if no text is pasted)",
                ("random", *pages()),
                secret=True,
            ),
            OptionSpec(
                "text",
                "",
                "a page of your own: paste any text (overrides the page)",
                multiline=True,
                secret=True,
            ),
            OptionSpec(
                "words",
                "new",
                "after the roles swap: thirty new words or the same",
                ("new", "same"),
            ),
            OptionSpec("rotate", False, "longer game: change pairs until all have partnered"),
            OptionSpec.seconds("underline_seconds", 180, "seconds to underline", 20, 900),
            OptionSpec.seconds("clue_seconds", 480, "seconds for a half's clues", 60, 1800),
        )

    # -- Preparation -------------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> GraVagramaState:
        state = GraVagramaState(seats, options, seed, Rng.from_seed(seed, "gravagrama"))
        text = options["text"]
        if not isinstance(text, str) or len(text) > MAX_TEXT:
            raise IllegalMove.of(
                "a page is a text of at most {most} characters", rule="options", most=MAX_TEXT
            )
        if text.strip():
            state.title, state.text = "", text.strip()
        else:
            ids = sorted(pages())
            chosen = options["page"]
            if chosen == "random":
                chosen = ids[state.rng.below(len(ids))]
            state.title, state.text = pages()[chosen]["title"], pages()[chosen]["text"]
        state.spans = page_words(state.text)
        state.spans_text = " ".join(f"{a}:{b}" for a, b in state.spans)
        distinct = len({fold(state.word_at(i)) for i in range(len(state.spans))})
        needed = UNDERLINED * (2 if options["words"] == "new" else 1)
        if distinct < needed:
            raise IllegalMove.of(
                "the page has {distinct} different words; {needed} are needed",
                rule=PAGE_RULE,
                distinct=distinct,
                needed=needed,
            )
        every = schedule(seats)
        state.rounds = every if options["rotate"] or seats % 2 else every[:1]
        self._begin_half(state)
        return state

    def _begin_half(self, state: GraVagramaState) -> None:
        state.phase += 1
        pairs = state.rounds[state.round]
        state.plays = [
            Play(a, b, state.round, state.half) if state.half == 0 else Play(b, a, state.round, 1)
            for a, b in pairs
        ]
        if state.half == 1 and state.options["words"] == "same":
            first = {p.giver: p for p in state.done if p.round == state.round and p.half == 0}
            for play in state.plays:
                play.items = [Item(it.place, it.word, it.key) for it in first[play.guesser].items]
            self._show(state)
            return
        state.stage = "underline"
        who = ", ".join(f"Seat {p.giver + 1}" for p in state.plays)
        note(
            state,
            "half",
            f"Round {state.round + 1}, half {state.half + 1}: {who} underline thirty words.",
            round=state.round + 1,
            half=state.half + 1,
        )

    # -- Rules: underlining ------------------------------------------------------------------------
    def _play_of(self, state: GraVagramaState, seat: int) -> Play:
        play = state.play_of(seat)
        if play is None:
            raise IllegalMove.of("you sit out this round", rule=RULES)
        return play

    def _earlier(self, state: GraVagramaState, play: Play) -> set[str]:
        """Words the pair had in this round's first half (a "new" series must avoid them)."""
        if play.half == 0:
            return set()
        return {
            fold(it.word)
            for p in state.done
            if p.round == play.round and p.giver == play.guesser
            for it in p.items
        }

    def _underline(self, state: GraVagramaState, seat: int, move: Underline) -> None:
        play = self._play_of(state, seat)
        if seat != play.giver:
            raise IllegalMove.of(
                "Seat {seat} underlines the words", rule=RULES, seat=play.giver + 1
            )
        if play.items:
            raise IllegalMove.of("you have underlined your words", rule=RULES)
        places = list(move.words)
        if len(places) != UNDERLINED:
            raise IllegalMove.of(
                "underline {count} words ({given} given)",
                rule=RULES,
                count=UNDERLINED,
                given=len(places),
            )
        if any(not 0 <= p < len(state.spans) for p in places):
            raise IllegalMove.of("underline words of the page", rule=RULES)
        seen: set[str] = set()
        earlier = self._earlier(state, play)
        for p in places:
            word = state.word_at(p)
            if fold(word) in seen:
                raise IllegalMove.of(
                    "{word} is underlined twice: thirty different words", rule=RULES, word=word
                )
            if fold(word) in earlier:
                raise IllegalMove.of(
                    "{word} was in the first series: thirty new words", rule=RULES, word=word
                )
            seen.add(fold(word))
        play.items = [state.item(p) for p in places]
        note(state, "underline", f"Seat {seat + 1} underlines thirty words.", seat=seat)
        if all(p.items for p in state.plays):
            self._show(state)

    def _underline_for(self, state: GraVagramaState, play: Play) -> None:
        """Time is up: the referee underlines thirty words at random for a giver who did not."""
        earlier = self._earlier(state, play)
        first: dict[str, int] = {}
        for p in range(len(state.spans)):
            first.setdefault(fold(state.word_at(p)), p)
        places = sorted(p for w, p in first.items() if w not in earlier)
        state.rng.shuffle(places)
        chosen = sorted(places[:UNDERLINED])
        play.items = [state.item(p) for p in chosen]
        note(
            state,
            "underline-for",
            f"Time is up: the referee underlines thirty words for Seat {play.giver + 1}.",
            seat=play.giver,
        )

    def _show(self, state: GraVagramaState) -> None:
        state.stage = "show"
        note(
            state,
            "show",
            f"The underlined words are shown to the guessers for {SHOW_SECONDS} seconds.",
            seconds=SHOW_SECONDS,
        )

    # -- Rules: clues and guesses ------------------------------------------------------------------
    def _clue(self, state: GraVagramaState, seat: int, move: Clue) -> None:
        play = self._clue_stage(state, seat)
        if seat != play.giver:
            raise IllegalMove.of("Seat {seat} gives the clues", rule=RULES, seat=play.giver + 1)
        self._giver_may_speak(play)
        if not 0 <= move.item < len(play.items):
            raise IllegalMove.of(
                "choose one of your {count} words", rule=RULES, count=len(play.items)
            )
        if move.item in play.order:
            raise IllegalMove.of("that word has had its one clue", rule=CLUE_RULE)
        item = play.items[move.item]
        item.clue = check_clue(move.word, item.word)
        play.heard.add(fold(item.clue))
        play.order.append(move.item)
        play.pending = move.item
        note(
            state,
            "clue",
            f"Seat {seat + 1} says {item.clue}.",
            seat=seat,
            clue=item.clue,
            number=len(play.order),
        )

    def _guess(self, state: GraVagramaState, seat: int, move: Guess | None) -> None:
        play = self._clue_stage(state, seat)
        if seat != play.guesser:
            raise IllegalMove.of("Seat {seat} answers the clues", rule=RULES, seat=play.guesser + 1)
        if play.pending is None:
            raise IllegalMove.of(
                "wait for Seat {seat}'s next clue", rule=RULES, seat=play.giver + 1
            )
        item = play.items[play.pending]
        if move is not None:
            said = move.word.strip()
            if not said:
                raise IllegalMove.of("answer with one word", rule=RULES)
            if not one_word(said):
                raise IllegalMove.of("{said}: answer with one word", rule=RULES, said=said)
            item.guess, item.correct = said, fold(said) == item.key
            play.points += item.correct
            play.heard.add(fold(said))
        item.answered = True
        play.pending = None
        if move is None:
            note(state, "dont-know", f"Seat {seat + 1} does not know.", seat=seat)
        else:
            verdict = "right" if item.correct else "wrong"
            note(
                state,
                "guess",
                f"Seat {seat + 1} answers {item.guess}: {verdict}.",
                seat=seat,
                guess=item.guess,
                correct=item.correct,
                result=verdict,
            )
        self._maybe_end_half(state)

    def _pass(self, state: GraVagramaState, seat: int, move: Pass) -> None:
        """Giver: no more clues this half. Guesser: no answer to this clue."""
        play = self._clue_stage(state, seat)
        if seat == play.guesser:
            self._guess(state, seat, None)
            return
        self._giver_may_speak(play)
        play.stopped = True
        left = len(play.items) - len(play.order)
        note(
            state,
            "stop",
            f"Seat {seat + 1} gives no more clues ({left} words left without one).",
            seat=seat,
            left=left,
        )
        self._maybe_end_half(state)

    def _giver_may_speak(self, play: Play) -> None:
        """A clue waits for its answer; a giver who stopped gives no more."""
        if play.pending is not None:
            raise IllegalMove.of("wait for Seat {seat}'s answer", rule=RULES, seat=play.guesser + 1)
        if play.stopped:
            raise IllegalMove.of("you have stopped giving clues", rule=RULES)

    def _clue_stage(self, state: GraVagramaState, seat: int) -> Play:
        play = self._play_of(state, seat)
        if play.finished:
            raise IllegalMove.of("your pair has finished this half", rule=RULES)
        return play

    # -- The half's end and scoring ----------------------------------------------------------------
    def _maybe_end_half(self, state: GraVagramaState) -> None:
        if all(p.finished for p in state.plays):
            self._end_half(state)

    def _end_half(self, state: GraVagramaState) -> None:
        for play in state.plays:
            if play.pending is not None:  # time ran out before the answer
                play.items[play.pending].answered = True
                play.pending = None
            play.stopped = True
            state.done.append(play)
            note(
                state,
                "reveal",
                f"Seat {play.giver + 1}'s words: {', '.join(it.word for it in play.items)}. "
                f"Seat {play.guesser + 1} guessed {play.points}.",
                seat=play.giver,
                giver=play.giver,
                guesser=play.guesser,
                words=[it.word for it in play.items],
                points=play.points,
            )
        state.plays = []
        if state.half == 0:
            state.half = 1
        elif state.round + 1 < len(state.rounds):
            state.round, state.half = state.round + 1, 0
        else:
            state.stage = "over"
            return
        self._begin_half(state)

    def _underline_time_up(self, state: GraVagramaState) -> None:
        for play in state.plays:
            if not play.items:
                self._underline_for(state, play)
        self._show(state)

    def _show_time_up(self, state: GraVagramaState) -> None:
        state.stage = "clues"
        note(state, "hide", "The words are hidden: the clues begin.", half=state.half + 1)

    def _clues_time_up(self, state: GraVagramaState) -> None:
        note(state, "time", "Time is up for this half's clues.")
        self._end_half(state)

    # -- The stages --------------------------------------------------------------------------------
    def stage(self, state: GraVagramaState) -> Stage | None:
        """A half: the givers underline, the guessers see the words thirty seconds, then each
        pair gives clues and answers at its own pace within the half's time. Who sits out or
        whose move it is not within a pair is told so by the rules' own words."""
        if state.stage == "over":
            return None
        everyone = tuple(range(state.seats))
        if state.stage == "underline":
            return Stage(
                "underline",
                tuple(sorted(p.giver for p in state.plays if not p.items)),
                {Underline: self._underline},
                rule=RULES,
                timer=Timer(
                    f"h{state.phase}:underline", state.options["underline_seconds"], "underline"
                ),
                time_up=self._underline_time_up,
                open_to={Underline: everyone},
            )
        if state.stage == "show":
            return Stage(
                "show",
                (),
                {},
                rule=RULES,
                timer=Timer(f"h{state.phase}:show", SHOW_SECONDS, "show"),
                time_up=self._show_time_up,
            )
        return Stage(
            "clues",
            tuple(
                sorted(
                    p.giver if p.pending is None else p.guesser
                    for p in state.plays
                    if not p.finished
                )
            ),
            {Clue: self._clue, Guess: self._guess, Pass: self._pass},
            rule=RULES,
            timer=Timer(f"h{state.phase}:clues", state.options["clue_seconds"], "clues"),
            time_up=self._clues_time_up,
            open_to={Clue: everyone, Guess: everyone, Pass: everyone},
        )

    # -- End of the game ---------------------------------------------------------------------------
    def pair_points(self, state: GraVagramaState) -> dict[tuple[int, int], int]:
        """Points per (round, seat): the pair's words guessed in both halves of the round."""
        out: dict[tuple[int, int], int] = {}
        for play in [*state.done, *state.plays]:
            for seat in (play.giver, play.guesser):
                key = (play.round, seat)
                out[key] = out.get(key, 0) + play.points
        return out

    def result(self, state: GraVagramaState) -> Result:
        points = self.pair_points(state)
        return result_from_sheets(
            [
                {f"round {r + 1}": points.get((r, s), 0) for r in range(len(state.rounds))}
                for s in range(state.seats)
            ]
        )

    # -- Views -------------------------------------------------------------------------------------
    def _public_play(self, play: Play) -> dict[str, Any]:
        return {
            "giver": play.giver,
            "guesser": play.guesser,
            "underlined": bool(play.items),
            "clues": [
                {
                    "clue": play.items[i].clue,
                    "guess": play.items[i].guess if play.items[i].answered else None,
                    "correct": play.items[i].correct if play.items[i].answered else None,
                }
                for i in play.order
            ],
            "points": play.points,
            "finished": play.finished,
        }

    def _revealed(self, play: Play) -> dict[str, Any]:
        return {
            "giver": play.giver,
            "guesser": play.guesser,
            "points": play.points,
            "items": [
                {"word": it.word, "clue": it.clue, "guess": it.guess, "correct": it.correct}
                for it in play.items
            ],
        }

    def _you(self, state: GraVagramaState, seat: int) -> dict[str, Any]:
        play = state.play_of(seat)
        you: dict[str, Any] = {
            "role": None if play is None else ("giver" if seat == play.giver else "guesser"),
            "partner": None
            if play is None
            else (play.guesser if seat == play.giver else play.giver),
            "words": None,
            "avoid": None,
        }
        if play is None:
            you["role"] = "out" if state.stage != "over" else None
            return you
        if seat == play.giver:
            you["words"] = [
                {
                    "item": i,
                    "word": it.word,
                    "place": it.place,
                    "clue": it.clue,
                    "guess": it.guess if it.answered else None,
                    "correct": it.correct if it.answered else None,
                    "clued": i in play.order,
                }
                for i, it in enumerate(play.items)
            ]
            if state.stage == "underline":
                you["avoid"] = sorted(self._earlier(state, play))
        elif state.stage == "show":  # the thirty seconds: the only time the guesser sees them
            you["words"] = [{"word": it.word, "place": it.place} for it in play.items]
        you["pending"] = play.pending is not None
        return you

    def sees_page(self, state: GraVagramaState, seat: int | None) -> bool:
        """Whether the seat is shown the page now: a giver always, a guesser only during the
        thirty seconds of the show, everyone when the game is over."""
        if state.stage == "over":
            return True
        play = state.play_of(seat)
        if play is None:
            return False
        return seat == play.giver or state.stage == "show"

    def table_view(self, state: GraVagramaState, seat: int | None) -> dict[str, Any]:
        page = self.sees_page(state, seat)
        pairs = state.rounds[min(state.round, len(state.rounds) - 1)]
        playing = {s for pair in pairs for s in pair}
        return {
            "round": state.round + 1,
            "rounds": len(state.rounds),
            "half": state.half + 1,
            "words_mode": state.options["words"],
            # the spans as one string ("start:end start:end ..."): some 300 pairs in a list
            # were most of every view's size, for every seat and every move
            # (None for a seat the page is hidden from: a guesser after the show)
            "page": {"title": state.title, "text": state.text, "spans": state.spans_text}
            if page
            else None,
            "pairs": [list(p) for p in pairs],
            "out": [s for s in range(state.seats) if s not in playing and state.stage != "over"],
            "plays": [self._public_play(p) for p in state.plays],
            # the last half's reveal, between halves and at the end (the log keeps its words):
            # during the clues the table looks at the clues, and every view stays small
            "last": [self._revealed(p) for p in state.last_half()]
            if state.stage != "clues"
            else [],
            "scores": list(self.result(state).scores),
            "you": None if seat is None else self._you(state, seat),
        }

    # -- Checks for the conformance tests ----------------------------------------------------------
    def invariants(self, state: GraVagramaState) -> list[str]:
        """The half in play checked whole; a finished half only for its score (it was checked
        whole while it was played, and it never changes after)."""
        problems = []
        for play in state.plays:
            if play.items and len(play.items) != UNDERLINED:
                problems.append(f"Seat {play.giver + 1} has {len(play.items)} words underlined")
            if len({it.key for it in play.items}) != len(play.items):
                problems.append("a word underlined twice")
            if any(it.key != fold(it.word) for it in play.items):
                problems.append("a word's key is not the word folded")
            if len(set(play.order)) != len(play.order):
                problems.append("two clues for one word")
            if any(it.correct and not same_word(it.guess, it.word) for it in play.items):
                problems.append("a wrong answer scored")
        for play in [*state.plays, *state.done[-len(state.rounds[0]) :]]:
            if play.points != sum(1 for it in play.items if it.correct):
                problems.append(f"Seat {play.giver + 1}'s pair has the wrong points")
        seats = [s for p in state.plays for s in (p.giver, p.guesser)]
        if len(seats) != len(set(seats)):
            problems.append("a seat in two pairs")
        return problems

    def secrets(self, state: GraVagramaState) -> dict[int, set[str]]:
        """The page, while the game is played: its seers' (`sees_page`). The underlined words
        of the half in play: the giver's, and during the show the guesser's too. A word said
        aloud (a clue, an answer, in this half or the last one) or revealed with the last half
        is no longer a secret string, whoever underlined it."""
        last = state.last_half()
        said = {k for p in [*state.plays, *last] for k in p.heard}
        said |= {it.key for p in last for it in p.items}
        out: dict[int, set[str]] = {}
        if state.stage != "over" and state.text:  # the page is whoever sees it (`sees_page`)
            for seat in range(state.seats):
                if self.sees_page(state, seat):
                    out.setdefault(seat, set()).add(state.text)
        for play in state.plays:
            hidden = {it.word for it in play.items if it.key not in said}
            if not hidden:
                continue
            out.setdefault(play.giver, set()).update(hidden)
            if state.stage == "show":
                out.setdefault(play.guesser, set()).update(hidden)
        return out


GAME = register(GraVagrama())
