"""Brodasíl·laB (rulebook: shared/rules/verbalia.md, Brodasíl·laB; 2-8 players, 30 minutes).

The letters are scattered face up within reach of all players; each player draws six
syllables from the bag. For one minute everyone at once forms a word with each of their
syllables and one more letter taken from those available. Syllables may not be split or used
backwards, but a syllable need not stay a syllable of the word (RAN and G make GRAN and RANG).
When the time is up each player wins a marker for each word formed. In each new play the
words must grow by one more letter; letters may not move from one word to another, but may
change their order. A word that cannot grow wins no marker and is set aside with its
syllable and letters. When no player can form a new word the round ends. As many rounds as
players; the most markers wins.

The nearest machinery on main is the simultaneous write phase of `lists.py` (everyone at
once, `done`, the play's `Timer` or everyone done closes it) with the races' arrival order
(`races.py`: the first accepted answer takes what is contested); the words grow as in the
chain games (`chains.extensions`), holding the syllable as a run of tiles as in LlaVograma
(`chains.engine.has_run`). Readings where the rulebook is silent or a digital table needs one:
- taking from the common letters: a letter is claimed the moment the referee accepts the
  word that uses it, in arrival order (as the first hand to reach a tile takes it); the
  letters left are public at every moment, and a word needing a letter no longer on the
  table is refused, only to its player, who may form another. Nothing is sealed: a sealed
  play resolved at the end would refuse words their players could not know were lost;
- every play has the first play's minute (`play_seconds`: the rulebook times only the first);
- a word formed in a play is final for that play (the tile is in it, as on a real table);
  each word grows once a play, by exactly one letter (the first word: syllable + 1 letter);
- "syllable whole and forwards": the syllable's tiles are one run of the word's tiles, in
  order (QU and NY are one tile each, ABC L: AN is not in ANYS); rule P is waived, as the
  section says; a good word is one the dictionary holds (ABC B, accents do not count: ABC N);
- a two-coloured tile may be played on either side (ABC S: the second option is the
  player's); the first word fixes the side for the round;
- markers are counted, not drawn from the box's 120 (a long game can win more);
- the referee decides what the dictionary can: a player with no word left that can still
  grow with the letters on the table is not waited for, a play ends when nobody is waited
  for (or at the time-up), and the round ends when no word can grow with the letters left;
- between rounds all the letters go back on the table and all the syllables into the bag,
  and everyone draws six new ones (the 136 tiles could not deal six to eight players for
  eight rounds otherwise);
- syllables and words lie face up in front of each player: nothing is hidden;
- ABC I for children: `short_syllables` plays without the syllables of three letters or
  more (a two-coloured tile with one short side plays that side only), and the play's time
  may be doubled (`play_seconds`); ties share victory (the rulebook names no tie-break).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, ClassVar

from logomachy.games.log import note
from logomachy.games.verbalia.chains.engine import (
    ChainTable,
    Tiles,
    added_tile,
    dictionary_word,
    extensions,
    has_run,
    lacking,
    pool_counts,
    seat_list,
    syllable_tiles_of,
)
from logomachy.games.verbalia.pieces.letters import letter_counts
from logomachy.games.verbalia.pieces.meta import verbalia_meta
from logomachy.games.verbalia.pieces.score_sheets import SheetGame
from logomachy.games.verbalia.pieces.syllables import COLOURS, syllable_tiles, tile
from logomachy.kernel import (
    Event,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Rng,
    Stage,
    Timer,
    register,
)

RULES = "Brodasíl·laB: rules"
SYLLABLES_EACH = 6  # "Each player draws six of them at random."
PLAY_SECONDS = 60  # "For one minute, the players must form a word ..."
NO_LETTER_LEFT = (
    "there is no {letter} left on the table (the letters are taken as the words are formed)"
)
SHORT = 3  # ABC I: "all syllables of three letters may be discarded"


# -- Moves -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Form(Move):
    """Make one of your words (or, in a round's first play, one of your syllables) into a word
    one letter longer, the letter taken from the table. `slot` is the word's place (1-6); 0
    lets the referee find the word it grows."""

    verb: ClassVar[str] = "form"
    word: str = ""
    slot: int = 0


@dataclass(frozen=True)
class Done(Move):
    """You have formed all the words you will this play (when nobody is left to wait for,
    the play ends before the time is up), as a list game's `done`."""

    verb: ClassVar[str] = "done"


# -- State -------------------------------------------------------------------------------------
@dataclass
class Slot:
    """One syllable in front of a player and the word it has become."""

    tile: int
    side: int | None  # the side in play (None: a two-coloured tile before its first word)
    tiles: Tiles = ()  # the word's letters (empty before the first word)
    word: str = ""
    grown: bool = False  # grew in this play
    aside: bool = False  # could not grow: set aside with its letters
    markers: int = 0


@dataclass
class BrodaState(ChainTable):
    bag: list[int] = field(default_factory=list)  # syllable tiles
    table: dict[str, int] = field(default_factory=dict)  # face-up letters: tile -> count
    aside: dict[str, int] = field(default_factory=dict)  # letters set aside this round
    slots: list[list[Slot]] = field(default_factory=list)  # per seat
    done: list[bool] = field(default_factory=list)
    markers: list[list[int]] = field(default_factory=list)  # [round - 1][seat]
    play: int = 1


# -- Syllables and words -----------------------------------------------------------------------
def usable_sides(number: int, short_only: bool) -> tuple[int, ...]:
    """The sides of a tile that may be played (ABC I: without three-letter syllables)."""
    t = tile(number)
    sides = range(len(t.sides))
    return tuple(s for s in sides if not short_only or len(t.sides[s]) < SHORT)


def round_tiles(short_only: bool) -> list[int]:
    """The syllable tiles that go into the bag (all 136, or those with a short side)."""
    return [t.number for t in syllable_tiles() if usable_sides(t.number, short_only)]


@lru_cache(maxsize=1 << 14)
def growths(old: Tiles, run: Tiles) -> tuple[tuple[str, Tiles, str], ...]:
    """Every good word of `old`'s letters rearranged plus one tile that holds `run` (the
    syllable) whole and forwards: (WORD, tiles, the tile added). Pure and memoised: the
    referee and the bots ask the same."""
    start = old or run
    grown = ((w, t) for w, t in extensions(start) if has_run(t, run))
    return tuple((w, t, added_tile(start, t) or "") for w, t in grown)


def grown_by(
    old: Tiles, runs: Sequence[Tiles], tiles: Tiles, written: str, before: str, syllable: str
) -> tuple[int, str]:
    """The rule of a growth, letters only: (which of the syllable's `runs` — a two-coloured
    tile has two —, the tile added) when `tiles` are the word `before` (`old`; none yet: the
    syllable alone) rearranged plus one letter, holding the syllable whole and forwards; or
    IllegalMove saying what breaks it. The table's letters are the caller's check."""
    sized = [i for i, run in enumerate(runs) if len(tiles) == len(old or run) + 1]
    if not sized:
        lengths = sorted({len(old or run) + 1 for run in runs})
        if old:
            raise IllegalMove.of(
                "{word} must have one letter more than {before} ({n} letters)",
                rule=RULES,
                word=written,
                before=before,
                n=lengths[0],
            )
        if len(lengths) == 1:
            raise IllegalMove.of(
                "{word} must have one letter more than the syllable {syllable} ({n} letters)",
                rule=RULES,
                word=written,
                syllable=syllable,
                n=lengths[0],
            )
        raise IllegalMove.of(
            "{word} must have one letter more than the syllable {syllable} "
            "({n} or {other} letters)",
            rule=RULES,
            word=written,
            syllable=syllable,
            n=lengths[0],
            other=lengths[1],
        )
    holding = [i for i in sized if has_run(tiles, runs[i])]
    if not holding:
        raise IllegalMove.of(
            "{word} does not hold the syllable {syllable} whole and forwards "
            "(a syllable may not be split or used backwards)",
            rule=RULES,
            word=written,
            syllable=syllable,
        )
    which = holding[0]
    added = added_tile(old or runs[which], tiles)
    if added is None:
        raise IllegalMove.of(
            "{word} does not keep every letter of {before} (it lacks {missing}; letters "
            "may not move from one word to another)",
            rule=RULES,
            word=written,
            before=before,
            missing=lacking(old, tiles),
        )
    return which, added


@lru_cache(maxsize=1024)
def side_run(number: int, side: int) -> Tiles:
    """A tile's syllable on that side, as letter tiles (QUE is QU+E)."""
    return syllable_tiles_of(tile(number).side(side))


def syllable_text(slot: Slot, side: int | None = None) -> str:
    chosen = slot.side if side is None else side
    return tile(slot.tile).side(chosen or 0)


class Brodasillab(SheetGame[BrodaState]):
    meta: ClassVar[GameMeta] = verbalia_meta(
        "Brodasíl·laB",
        id="verbalia-brodasillab",
        family="chains",
        minutes=30,
        tags=("simultaneous", "letters", "syllables", "chains"),
        players=(2, 8),
        anchor="brodasillab",
        summary=(
            "The letters lie face up; six syllables each. Everyone at once makes each "
            "syllable into a word with one letter from the table (the syllable whole and "
            "forwards), then every play each word grows by one more letter, rearranged as you "
            "like. A marker per word formed; a word that cannot grow is set aside. The round "
            "ends when nobody can grow a word; as many rounds as players."
        ),
        conformance_seed_cost=2,  # ~1.2 CPU-s a bot game
    )
    move_types = (Form, Done)

    def option_specs(self) -> tuple[OptionSpec, ...]:
        return (
            OptionSpec.seconds(
                "play_seconds",
                PLAY_SECONDS,
                "time for each play (the rulebook: one minute; children may have twice the "
                "time: ABC I)",
            ),
            OptionSpec(
                "short_syllables",
                False,
                "ABC I: play without the syllables of three letters (for children)",
            ),
        )

    # -- Preparation ---------------------------------------------------------------------------
    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> BrodaState:
        state = BrodaState(seats, options, Rng.from_seed(seed, self.meta.id))
        self._deal(state)
        return state

    def short_only(self, state: BrodaState) -> bool:
        return bool(state.options.get("short_syllables", False))

    def _deal(self, state: BrodaState) -> None:
        """Every letter face up on the table, every syllable in the bag, six each."""
        state.bag = round_tiles(self.short_only(state))
        state.rng.shuffle(state.bag)
        state.table = dict(letter_counts())
        state.aside = {}
        state.slots = []
        for _ in range(state.seats):
            drawn = [state.bag.pop() for _ in range(SYLLABLES_EACH)]
            state.slots.append([Slot(n, self._fixed_side(state, n)) for n in drawn])
        state.done = [False] * state.seats
        state.markers.append([0] * state.seats)
        state.play = 1
        dealt = [[self._shown(state, s) for s in row] for row in state.slots]
        note(
            state,
            "deal",
            f"Round {state.round}: the letters are on the table and everyone draws six "
            "syllables: "
            + "; ".join(f"seat {i + 1} {' '.join(d)}" for i, d in enumerate(dealt))
            + ".",
            round=state.round,
            syllables=dealt,
        )
        self._after_move(state)

    def _fixed_side(self, state: BrodaState, number: int) -> int | None:
        sides = usable_sides(number, self.short_only(state))
        return sides[0] if len(sides) == 1 else None

    def _shown(self, state: BrodaState, slot: Slot) -> str:
        if slot.side is not None:
            return syllable_text(slot)
        return "/".join(tile(slot.tile).sides)

    # -- What a word may become ----------------------------------------------------------------
    def runs(self, state: BrodaState, slot: Slot) -> list[tuple[int, Tiles]]:
        """(side, the syllable's tiles) of each side the slot may still be played on."""
        if slot.side is not None:
            sides: tuple[int, ...] = (slot.side,)
        else:
            sides = usable_sides(slot.tile, self.short_only(state))
        return [(s, side_run(slot.tile, s)) for s in sides]

    def growths_open(self, state: BrodaState, slot: Slot) -> Iterator[tuple[str, Tiles, str]]:
        """(WORD, tiles, tile added) of each word this slot could become now: it has not
        grown this play nor been set aside, and the letter added is still on the table."""
        if slot.aside or slot.grown:
            return
        for _, run in self.runs(state, slot):
            for word, tiles, added in growths(slot.tiles, run):
                if state.table.get(added, 0) > 0:
                    yield word, tiles, added

    def may_grow(self, state: BrodaState, slot: Slot) -> bool:
        """Whether the dictionary holds a word this slot could become with a letter left."""
        return any(True for _ in self.growths_open(state, slot))

    def options_for(self, state: BrodaState, seat: int) -> list[tuple[int, str, Tiles, str]]:
        """(slot index, WORD, tiles, tile added) of every growth open to the seat now: the
        bots' search (everything it reads is public)."""
        mine = enumerate(state.slots[seat])
        return [(i, *growth) for i, slot in mine for growth in self.growths_open(state, slot)]

    def _fit(self, state: BrodaState, slot: Slot, tiles: Tiles, written: str) -> tuple[int, str]:
        """(side, tile added) when the word grows this slot, or IllegalMove naming the rule."""
        old = slot.tiles
        shown = self._shown(state, slot)
        if slot.aside:
            raise IllegalMove.of(
                "{syllable} was set aside: its word could not grow", rule=RULES, syllable=shown
            )
        if slot.grown:
            raise IllegalMove.of(
                "{word} has already grown in this play (one letter a play)",
                rule=RULES,
                word=slot.word,
            )
        runs = self.runs(state, slot)
        which, added = grown_by(old, [run for _, run in runs], tiles, written, slot.word, shown)
        side = runs[which][0]
        if state.table.get(added, 0) <= 0:
            raise IllegalMove.of(
                NO_LETTER_LEFT,
                rule=RULES,
                letter=added,
            )
        return side, added

    # -- Moves ---------------------------------------------------------------------------------
    def _form(self, state: BrodaState, seat: int, move: Form) -> None:
        if state.done[seat]:
            raise IllegalMove.of("you said you were done with this play", rule=RULES)
        tiles, written = dictionary_word(move.word)
        mine = state.slots[seat]
        if move.slot:
            if not 1 <= move.slot <= len(mine):
                raise IllegalMove.of("you have no word {slot}", rule=RULES, slot=move.slot)
            index = move.slot - 1
            side, added = self._fit(state, mine[index], tiles, written)
        else:
            open_slots = [i for i, s in enumerate(mine) if not s.aside and not s.grown]
            if not open_slots:
                raise IllegalMove.of("all your words have grown in this play", rule=RULES)
            fits: list[tuple[int, int, str]] = []
            refusals: list[IllegalMove] = []
            for i in open_slots:
                try:
                    fits.append((i, *self._fit(state, mine[i], tiles, written)))
                except IllegalMove as e:
                    refusals.append(e)
            if not fits:
                if len(open_slots) == 1:
                    raise refusals[0]
                table = [e for e in refusals if e.message == NO_LETTER_LEFT]
                if table:
                    raise table[0]
                raise IllegalMove.of(
                    "{word} is none of your words (or syllables) with one letter more, "
                    "the syllable whole and forwards",
                    rule=RULES,
                    word=written,
                )
            index, side, added = fits[0]
        slot = mine[index]
        before = slot.word or syllable_text(slot, side)
        slot.side, slot.tiles, slot.word, slot.grown = side, tiles, written, True
        state.table[added] -= 1
        if not state.table[added]:
            del state.table[added]
        state.log.append(
            Event(
                "form",
                f"Seat {seat + 1} makes {before} into {written} (takes {added}).",
                {
                    "seat": seat,
                    "play": state.play,
                    "slot": index + 1,
                    "from": before,
                    "word": written,
                    "letter": added,
                },
            )
        )
        self._after_move(state)

    def _done(self, state: BrodaState, seat: int, move: Done) -> None:
        if state.done[seat]:
            raise IllegalMove.of("you already said you were done with this play", rule=RULES)
        state.done[seat] = True
        self._after_move(state)

    def waited_for(self, state: BrodaState) -> list[int]:
        """Seats not done that still have a word that can grow with the letters left."""
        return [
            s
            for s in range(state.seats)
            if not state.done[s] and any(self.may_grow(state, x) for x in state.slots[s])
        ]

    def _after_move(self, state: BrodaState) -> None:
        """Nobody left to wait for: the play ends (at a round's start: the round ends)."""
        if not state.over and not self.waited_for(state):
            self._close_play(state)

    def _close_play(self, state: BrodaState) -> None:
        """A marker for each word formed; the words that did not grow are set aside."""
        sheet = state.markers[state.round - 1]
        for seat, mine in enumerate(state.slots):
            formed, aside = [], []
            for slot in mine:
                if slot.aside:
                    continue
                if slot.grown:
                    slot.grown = False
                    slot.markers += 1
                    sheet[seat] += 1
                    formed.append(slot.word)
                else:
                    slot.aside = True
                    rest = Counter(slot.tiles) - Counter(self.runs(state, slot)[0][1])
                    for letter, n in rest.items():
                        state.aside[letter] = state.aside.get(letter, 0) + n
                    aside.append(slot.word or self._shown(state, slot))
            if formed or aside:
                text = f"Seat {seat + 1}: {len(formed)} marker{'s' * (len(formed) != 1)}"
                if aside:
                    text += f"; sets aside {', '.join(aside)}"
                note(
                    state,
                    "play",
                    f"{text}.",
                    seat=seat,
                    play=state.play,
                    formed=formed,
                    aside=aside,
                    markers=len(formed),
                )
        state.done = [False] * state.seats
        state.play += 1
        if not self.waited_for(state):
            self._end_round(state)

    def _end_round(self, state: BrodaState) -> None:
        sheet = state.markers[state.round - 1]
        note(
            state,
            "round-end",
            f"No word can grow: round {state.round} ends ("
            + ", ".join(f"seat {s + 1} {n}" for s, n in enumerate(sheet))
            + ").",
            round=state.round,
            markers=list(sheet),
        )
        if state.round >= state.seats:  # "There are as many rounds as there are players."
            state.over = True
            result = self.result(state)
            note(
                state,
                "end",
                "The game ends: "
                + seat_list(result.winners)
                + f" with {max(result.scores)} markers.",
                winners=list(result.winners),
                scores=list(result.scores),
                seats=list(result.winners),
                best=max(result.scores),
            )
            return
        state.round += 1
        self._deal(state)

    # -- The stage -------------------------------------------------------------------------------
    def stage(self, state: BrodaState) -> Stage | None:
        """Everyone plays at once until the play's time is up; a player says when they are
        done (the play waits for those who still have a word that can grow)."""
        if state.over:
            return None
        return Stage(
            "play",
            self.waited_for(state),
            {Form: self._form, Done: self._done},
            rule=RULES,
            timer=Timer(f"r{state.round}:p{state.play}", state.options["play_seconds"], "play"),
            time_up=self._close_play,  # "When the time is up ..."
            # a player the play no longer waits for may still try: the rules say why not
            open_to={Form: range(state.seats), Done: range(state.seats)},
        )

    def score_sheet(self, state: BrodaState, seat: int) -> dict[str, int]:
        return {
            f"round {r}": state.markers[r - 1][seat] if r <= len(state.markers) else 0
            for r in range(1, state.seats + 1)
        }

    # -- Views ---------------------------------------------------------------------------------
    def _slot_view(self, state: BrodaState, index: int, slot: Slot) -> dict[str, Any]:
        t = tile(slot.tile)
        return {
            "slot": index + 1,
            "syllable": syllable_text(slot) if slot.side is not None else None,
            "sides": [t.side(s) for s in usable_sides(slot.tile, self.short_only(state))],
            "colour": COLOURS[slot.side or 0] if t.two_sided and slot.side is not None else None,
            "two_coloured": t.two_sided,
            "word": slot.word,
            "letters": list(slot.tiles),
            "grown": slot.grown,
            "aside": slot.aside,
            "markers": slot.markers,
        }

    def table_view(self, state: BrodaState, seat: int | None) -> dict[str, Any]:
        acting = self.to_act(state)
        scores = list(self.result(state).scores)
        return {
            "lang": "ca",
            "round": state.round,
            "rounds": state.seats,
            "play": state.play,
            "pool": pool_counts([t for t, n in state.table.items() for _ in range(n)]),
            "letters_left": sum(state.table.values()),
            "set_aside": sum(state.aside.values()),
            "bag": len(state.bag),
            "players": [
                {
                    "seat": s,
                    "done": state.done[s],
                    "waiting": s in acting,
                    "markers": state.markers[state.round - 1][s],
                    "words": [self._slot_view(state, i, x) for i, x in enumerate(state.slots[s])],
                }
                for s in range(state.seats)
            ],
            "markers": scores,
            "scores": scores,
            "you": None
            if seat is None
            else {
                "done": state.done[seat],
                "actions": ["form", "done"] if seat in acting else [],
            },
        }

    # -- Checks for the conformance tests ------------------------------------------------------
    def invariants(self, state: BrodaState) -> list[str]:
        problems = []
        letters: Counter[str] = Counter(state.table) + Counter(state.aside)
        dealt = [x for row in state.slots for x in row]
        for slot in dealt:
            if not slot.aside:
                letters += Counter(slot.tiles) - Counter(self.runs(state, slot)[0][1])
        if letters != Counter(letter_counts()):
            problems.append("the 200 letters are not conserved")
        tiles = sorted(state.bag + [x.tile for x in dealt])
        if tiles != sorted(round_tiles(self.short_only(state))):
            problems.append("the syllable tiles are not conserved")
        for slot in dealt:
            if slot.word and not has_run(slot.tiles, self.runs(state, slot)[0][1]):
                problems.append(f"{slot.word} does not hold its syllable")
        total = sum(x.markers for x in dealt)
        if sum(state.markers[-1]) != total:
            problems.append("the round's markers are not the words' markers")
        return problems


GAME = register(Brodasillab())
