"""El Soneto — the rules (rulebook: shared/rules/el-soneto.md).

3 rounds of 3 turns. Each turn: create a word (simultaneous and secret: take one face-up letter,
maybe discard a valedor for another, lay 2–6 letter and literato cards face down; the first to
finish turns the 2-minute sand timer), then evaluate the words in turn order (points by cards
used, seals → letter draws, a valedor for the initial, a literato card per poetic device, rhyme
on the Soneto track with Lope de Vega cards at levels 5 and 9). End of turn: discard, replenish
valedores, draw a bronze card; after turns 3 and 6, new face-up letters and the next genre.
Final scoring: + Soneto level + valedores (shields, straights) + literato groups.

Readings where the rulebook is silent (each marked "Reading:" where it is applied):
- the 2–6 card limit counts letter and literato cards together, as the points table does;
- the dictionary, category and uniqueness checks are made when the word is revealed (an invalid
  word crosses the box and keeps its cards); that the cards can spell part of the word is
  checked when they are laid down, as a player laying them would see;
- a word read in several categories is played in the one its creator declares, else the best:
  the genre's sealed category, then noun, adjective, verb;
- a singular feminine adjective is a valid word (the rulebook forbids plurals, proper nouns and
  conjugated verbs, nothing else);
- a device claim the vote leaves tied is refused: the claim did not convince the table;
- a single valedor showing the initial is taken without asking (a valedor never lowers a
  score); among several, the creator chooses;
- on the ninth turn nobody draws the end-of-turn bronze card: the game is over;
- a synonym or antonym the lexicon lists is found; one it does not list goes to the players'
  vote (a thesaurus's silence is not a "no"); it is refused only when a source lists the
  contrary relation (antonyms claimed as synonyms, synonyms claimed as antonyms);
- the tie-break "whoever has obtained the most valedores" counts every valedor obtained during
  the game, those later discarded to take a letter included.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import replace
from typing import Any, ClassVar

from logomachy.games.challenges import submissions_stage
from logomachy.games.el_soneto.cards import Usage, best_usage, usage_refusal
from logomachy.games.el_soneto.devices import (
    NAMES,
    RULE_LITERATOS,
    SEMANTIC,
    Word,
    find_devices,
    letters,
    semantic,
)
from logomachy.games.el_soneto.edition import DECKS, Edition, default_edition
from logomachy.games.el_soneto.moves import MOVES, Collect, Discard, Pass, Take, Vote, Write
from logomachy.games.el_soneto.referee import CATEGORIES, SpanishReferee
from logomachy.games.el_soneto.scoring import (
    CARD_POINTS,
    MAX_CARDS,
    MIN_CARDS,
    RHYME_STEPS,
    SEALS_PER_DRAW,
    literato_score,
    shields_score,
    straights_score,
)
from logomachy.games.el_soneto.state import (
    Box,
    Claim,
    Pending,
    Phase,
    Player,
    SonetoState,
    Written,
)
from logomachy.games.el_soneto.why import Why
from logomachy.games.log import note, tell
from logomachy.kernel import (
    Challenge,
    ChallengeStage,
    Deck,
    GameMeta,
    IllegalMove,
    Move,
    OptionSpec,
    Result,
    Rng,
    SimultaneousSpec,
    Stage,
    StagedGame,
    Submissions,
    TieRule,
    Timer,
    Track,
    challenge_stage,
    result_from_sheets,
)

# -- Tables from the rulebook ---------------------------------------------------------------
ROUNDS, TURNS_PER_ROUND = 3, 3
TURNS = ROUNDS * TURNS_PER_ROUND
GENRES_IN_PLAY = 3
DEVICES_IN_PLAY = 4
FACE_UP = {
    2: {"gold": 2, "silver": 3, "bronze": 5},  # Setup F, by number of players
    3: {"gold": 2, "silver": 4, "bronze": 6},
    4: {"gold": 3, "silver": 5, "bronze": 8},
}
HAND = {"bronze": 3, "silver": 2, "gold": 1}  # Setup I
FIRST_GAME_DEVICES = "synonym,anaphora,antonym,concatenation"  # Setup D's recommendation
DECK_NAMES = {
    "gold": "Losas de Palacio",
    "silver": "Representantes",
    "bronze": "Gradas de San Felipe",
}

CREATE = "Create a Word"
EVALUATE = "Evaluate a Word"
END_OF_TURN = "End of Turn or Round"
# The rulebook's sections a refusal names (msgctxt "rule" in the el_soneto catalogue).
RULE_CREATE = CREATE
RULE_SETUP_D = "Setup D"
RULE_PLAYING = "Playing"
RULE_SEALS = "SEALS"
RULE_VALEDORES = "SUPPORT OF VALEDORES"
# The tie-breaks of the final scoring (Result.tiebreak: English-source message ids).
TIEBREAK_LITERATOS = "most literato cards"
TIEBREAK_RHYME = "higher rhyme level"
TIEBREAK_VALEDORES = "most valedores obtained"


class ElSoneto(StagedGame[SonetoState]):
    meta: ClassVar[GameMeta] = GameMeta(
        id="el-soneto",
        title="El Soneto",
        min_players=2,
        max_players=4,
        languages=("es",),
        minutes=60,
        tags=("letters", "simultaneous", "timer", "devices", "rhyme", "set collection"),
        rulebook="el-soneto.md",
        summary="Lope de Vega's poetry contest: words from the mentideros' letter cards, "
        "rewarded for cards used, seals, valedores, poetic devices and consonant rhyme.",
        family="el_soneto",
        conformance_seed_cost=6,  # ~2.8 CPU-s a bot game (measured 2026-12-02)
    )
    move_types: ClassVar[tuple[type[Move], ...]] = MOVES

    def __init__(self, referee: SpanishReferee | None = None, edition: Edition | None = None):
        self._referee = referee
        self.edition = edition or default_edition()

    @property
    def referee(self) -> SpanishReferee:
        """The Spanish the referee knows: the project's lexicon unless one was given."""
        if self._referee is None:
            from logomachy.games.el_soneto.lexicon_referee import LexiconReferee

            self._referee = LexiconReferee()
        return self._referee

    # -- Setup ----------------------------------------------------------------------------------
    def option_specs(self) -> tuple[OptionSpec, ...]:
        ed = self.edition
        return (
            OptionSpec(
                "devices",
                FIRST_GAME_DEVICES,
                "the 4 poetic devices, comma-separated, in the order of the literatos' decks "
                f"({', '.join(ed.literatos)}); one-feather: {', '.join(ed.one_feather)}; "
                f"two-feather (expert): {', '.join(ed.two_feathers)}",
            ),
            OptionSpec("no_bronze_draw", False, "expert: no bronze card at the end of a turn"),
            OptionSpec("lope_apart", False, "expert: never two Lope de Vega cards in one group"),
            OptionSpec.seconds("timer_seconds", 120, "the sand timer"),
            OptionSpec.seconds("vote_seconds", 60, "time to vote on a claim"),
        )

    def table_devices(self, text: str) -> list[str]:
        devices = [d.strip().lower() for d in str(text).split(",") if d.strip()]
        unknown = [d for d in devices if d not in self.edition.devices]
        if unknown or len(devices) != DEVICES_IN_PLAY or len(set(devices)) != len(devices):
            raise IllegalMove.of(
                "choose {count} different poetic devices among {devices}",
                rule=RULE_SETUP_D,
                count=DEVICES_IN_PLAY,
                devices=", ".join(self.edition.devices),
            )
        return devices

    def initial_state(self, seats: int, options: dict[str, Any], seed: int) -> SonetoState:
        ed = self.edition
        devices = self.table_devices(options["devices"])
        rng = Rng.from_seed(seed, "el-soneto")
        # Setup A; expert Setup: with a two-feather device, two of the three genres are the
        # Ode and the Satire (Reading: the third is drawn from the others, and the three are
        # shuffled).
        if any(d in ed.two_feathers for d in devices):
            two = [g.id for g in ed.genres if g.feathers == 2]
            genres = two + rng.sample([g.id for g in ed.genres if g.feathers == 1], 1)
            rng.shuffle(genres)
        else:
            genres = rng.sample([g.id for g in ed.genres], GENRES_IN_PLAY)
        # Setup B: valedores, players + 1 face up.
        corral = Deck.shuffled([v.id for v in ed.valedores], rng)
        row = corral.draw(rng, seats + 1)
        # Setup C: the Soneto track and the Lope de Vega cards.
        lopes = [c.id for c in ed.literato_cards if c.is_lope]
        lope = {
            level: lopes[i * ed.lope_per_level : (i + 1) * ed.lope_per_level]
            for i, level in enumerate(ed.lope_levels)
        }
        # Setup E: each literato's deck shuffled under its device.
        literato_decks = []
        for name in ed.literatos:
            pile = [c.id for c in ed.literato_cards if c.literato == name]
            rng.shuffle(pile)
            literato_decks.append(pile)
        # Setup F: the mentideros, shuffled; face-up letters by number of players.
        decks = {d: Deck.shuffled([c.id for c in ed.letters if c.deck == d], rng) for d in DECKS}
        state = SonetoState(
            seats=seats,
            options=dict(options),
            rng=rng,
            devices=devices,
            genres=genres,
            decks=decks,
            face_up=[],
            corral=corral,
            row=row,
            literato_decks=literato_decks,
            lope=lope,
            track=Track([0] * seats, ed.track_top),
            players=[Player() for _ in range(seats)],
        )
        self._reveal_letters(state)
        # Setup I: 3 bronze, 2 silver and 1 gold, face down.
        for s in range(seats):
            for deck, n in HAND.items():
                state.players[s].hand.extend(decks[deck].draw(rng, n))
        self._announce_genre(state, "setup")
        self._start_turn(state)
        return state

    def _announce_genre(self, state: SonetoState, kind: str) -> None:
        """The round's genre card: the categories it admits, the one it rewards with a seal."""
        genre = self.edition.genre(state.genre)
        note(
            state,
            kind,
            f"Round {state.round}: {genre.name} admits "
            f"{', '.join(genre.categories)}; {genre.seal} earns a seal.",
            genre=genre.id,
            round=state.round,
            genre_name=genre.name,
            categories=list(genre.categories),
            seal=genre.seal,
        )

    def _reveal_letters(self, state: SonetoState) -> None:
        for deck in ("gold", "silver", "bronze"):
            n = FACE_UP[state.seats][deck]
            state.face_up.extend(state.decks[deck].draw(state.rng, n))

    def _start_turn(self, state: SonetoState) -> None:
        spec = SimultaneousSpec(
            CREATE,
            after_first_seconds=float(state.options["timer_seconds"]),
            first_locks=True,
            revisable=False,
        )
        state.stage = Phase.CREATE
        state.writing = Submissions(spec, list(range(state.seats)), f"turn{state.turn}")
        state.written = {}
        state.order = []
        state.evaluating = -1
        for p in state.players:
            p.took = False
            p.discarded_valedor = False

    # -- Create a word ----------------------------------------------------------------------------
    def _check_creating(self, state: SonetoState, seat: int) -> None:
        assert state.writing is not None
        if seat in state.writing.order or seat in state.writing.passed:
            raise IllegalMove.of("you have already laid down your word this turn", rule=CREATE)

    def _take_face_up(self, state: SonetoState, seat: int, position: int) -> None:
        index = position - 1
        if not 0 <= index < len(state.face_up) or state.face_up[index] is None:
            raise IllegalMove.of(
                "there is no face-up letter card at position {position}",
                rule=CREATE,
                position=position,
            )
        card = state.face_up[index]
        assert card is not None
        state.face_up[index] = None
        player = state.players[seat]
        player.hand.append(card)
        player.known.append(card)
        note(
            state,
            "take",
            f"Seat {seat + 1} takes the face-up {self.edition.letter(card).letter}.",
            seat=seat,
            card=card,
            letter=self.edition.letter(card).letter,
        )

    def _take(self, state: SonetoState, seat: int, move: Take) -> None:
        self._check_creating(state, seat)
        if state.players[seat].took:
            raise IllegalMove.of(
                "you may take only one face-up letter card per turn (discard a "
                "valedor to take another)",
                rule=CREATE,
            )
        self._take_face_up(state, seat, move.position)
        state.players[seat].took = True

    def _discard(self, state: SonetoState, seat: int, move: Discard) -> None:
        self._check_creating(state, seat)
        player = state.players[seat]
        if player.discarded_valedor:
            raise IllegalMove.of("only one valedor may be discarded in a turn", rule=CREATE)
        if move.valedor not in player.valedores:
            raise IllegalMove.of(
                "you have no valedor number {valedor}", rule=CREATE, valedor=move.valedor
            )
        self._take_face_up(state, seat, move.position)
        player.valedores.remove(move.valedor)
        state.corral.discard([move.valedor])
        player.discarded_valedor = True
        note(
            state,
            "discard",
            f"Seat {seat + 1} discards {self.edition.valedor(move.valedor).name} to take a letter.",
            seat=seat,
            valedor=move.valedor,
            valedor_name=self.edition.valedor(move.valedor).name,
        )

    def usage(self, state: SonetoState, seat: int, move: Write) -> Usage:
        """The cards a `write` move commits, refused if they are not in the player's hand or
        cannot spell part of the word."""
        ed = self.edition
        player = state.players[seat]
        word = move.word.strip()
        if not word or not word.isalpha():
            raise IllegalMove.of("write one word, letters only", rule=CREATE)
        hand = [(c, ed.letter(c).letter, ed.letter(c).seals) for c in player.hand]
        vowels = [(c, ed.literato(c).vowel) for c in player.literatos if not ed.literato(c).is_lope]
        lopes = [c for c in player.literatos if ed.literato(c).is_lope]
        if not (move.cards or move.vowels or move.doubled):
            return best_usage(word, hand, vowels, lopes)
        card_letters = letters(move.cards)
        want_vowels = letters(move.vowels)
        doubled = letters(move.doubled)
        refusal = usage_refusal(word, card_letters, want_vowels, doubled)
        if refusal is not None:
            raise refusal
        cards = _pick(card_letters, sorted(hand, key=lambda c: (-c[2], c[0])), literato=False)
        lits = _pick(want_vowels, vowels, literato=True)
        if len(doubled) > len(lopes):
            raise IllegalMove.of(
                "you have {count} Lope de Vega card to use", rule=CREATE, count=len(lopes)
            )
        return Usage(tuple(cards), tuple(lits), tuple(lopes[: len(doubled)]), tuple(doubled))

    def _write(self, state: SonetoState, seat: int, move: Write) -> None:
        self._check_creating(state, seat)
        if move.category and move.category not in CATEGORIES:
            raise IllegalMove.of(
                "the categories are {categories}", rule=CREATE, categories=", ".join(CATEGORIES)
            )
        use = self.usage(state, seat, move)
        if not MIN_CARDS <= use.count <= MAX_CARDS:
            # Reading: the 2–6 limit counts letter and literato cards, as the points table.
            raise IllegalMove.of(
                "a word uses {low} to {high} letter and literato cards, not {count}",
                rule=CREATE,
                low=MIN_CARDS,
                high=MAX_CARDS,
                count=use.count,
            )
        written = Written(
            move.word.strip().upper(),
            list(use.cards),
            list(use.literatos),
            list(use.lopes),
            list(use.doubled),
            move.category,
        )
        assert state.writing is not None
        first = not state.writing.order
        state.writing.submit(seat, written)
        state.written[seat] = written
        order = len(state.writing.order)
        text = f"Seat {seat + 1} lays down a word and takes turn-order card {order}."
        note(state, "write", text, seat=seat, order=order)
        if first:
            seconds = int(state.options["timer_seconds"])
            note(state, "timer", f"The {seconds}-second sand timer runs.", seconds=seconds)

    def _pass(self, state: SonetoState, seat: int, move: Pass) -> None:
        """Create a word: make no word this turn (the box will be crossed out)."""
        self._check_creating(state, seat)
        assert state.writing is not None
        state.writing.pass_(seat)
        note(state, "pass", f"Seat {seat + 1} makes no word this turn.", seat=seat)

    def _end_creating(self, state: SonetoState) -> None:
        assert state.writing is not None
        state.order = list(state.writing.order)
        for s in range(state.seats):
            if s not in state.writing.entries:
                why = Why.of("no-word" if s in state.writing.passed else "late")
                state.players[s].poemario.append(Box(state.turn, crossed=why.text, crossed_why=why))
        state.evaluating = -1
        self._next_evaluation(state)

    # -- Evaluate a word --------------------------------------------------------------------------
    def existing_words(self, state: SonetoState) -> list[Word]:
        """Every valid word written so far, oldest first (the player's own and others')."""
        boxes = [
            (b.turn, i, b) for i, p in enumerate(state.players) for b in p.poemario if not b.crossed
        ]
        # within a turn, words come in evaluation order; record it on the box's position
        boxes.sort(key=lambda t: (t[0], self._evaluation_rank(state, t[0], t[1])))
        return [Word(b.word, b.category, self.referee.syllables(b.word)) for _, _, b in boxes]

    @staticmethod
    def _evaluation_rank(state: SonetoState, turn: int, seat: int) -> int:
        if turn == state.turn and seat in state.order:
            return state.order.index(seat)
        return seat

    def verdict(self, state: SonetoState, written: Written) -> tuple[str, str, Why | None]:
        """(dictionary spelling, category played, why refused or None) for a revealed word."""
        ref = self.referee
        ed = self.edition
        spelled = ref.spelling(written.word)
        used = {b.word for p in state.players for b in p.poemario if not b.crossed}
        if spelled in used:
            return spelled, "", Why.of("duplicate")
        judged = ref.judge(spelled)
        if not judged.categories:
            return spelled, "", judged.refusal()
        genre = ed.genre(state.genre)
        admitted = [c for c in CATEGORIES if c in judged.categories and c in genre.categories]
        if not admitted:
            why = Why.of(
                "genre",
                word=spelled,
                categories=sorted(judged.categories),
                genre_name=genre.name,
                admitted=list(genre.categories),
            )
            return spelled, "", why
        if written.category:
            if written.category not in admitted:
                return spelled, "", Why.of("category", word=spelled, category=written.category)
            return spelled, written.category, None
        # Reading: the best reading for its creator: the sealed category, then by rhyme steps.
        best = sorted(admitted, key=lambda c: (c != genre.seal, -RHYME_STEPS[c]))[0]
        return spelled, best, None

    def _next_evaluation(self, state: SonetoState) -> None:
        while True:
            state.evaluating += 1
            if state.evaluating >= len(state.order):
                self._end_turn(state)
                return
            seat = state.order[state.evaluating]
            if self._reveal(state, seat):
                return

    def _reveal(self, state: SonetoState, seat: int) -> bool:
        """Reveals and evaluates `seat`'s word; True when its creator has choices to make."""
        ed = self.edition
        written = state.written[seat]
        player = state.players[seat]
        spelled, category, why = self.verdict(state, written)
        shown = self._cards_text(written)
        if why is not None:
            player.poemario.append(Box(state.turn, word=spelled, crossed=why.text, crossed_why=why))
            # An invalid word loses nothing; the cards used are now seen by everyone.
            player.known.extend(c for c in written.cards if c not in player.known)
            note(
                state,
                "invalid",
                f"Seat {seat + 1} reveals {spelled.upper()} ({shown}): "
                f"not valid — {why.text}. The box is crossed out; the cards go back.",
                seat=seat,
                word=spelled,
                word_upper=spelled.upper(),
                reason=why.code,
                why=why.data(),
            )
            return False
        genre = ed.genre(state.genre)
        box = Box(state.turn, word=spelled, category=category, cards=written.count)
        existing = self.existing_words(state)
        new = Word(spelled, category, self.referee.syllables(spelled))
        # Points for number of cards used.
        box.points = CARD_POINTS[written.count]
        # Seals: silver 1, gold 2, the genre's sealed category 1.
        box.seals = sum(ed.letter(c).seals for c in written.cards) + (category == genre.seal)
        # The cards leave the hand for the table; literato cards turn to their character side.
        for c in written.cards:
            player.hand.remove(c)
            if c in player.known:
                player.known.remove(c)
        state.played.extend(written.cards)
        for c in written.literatos + written.lopes:
            player.literatos.remove(c)
            player.spent.append(c)
        player.poemario.append(box)
        note(
            state,
            "reveal",
            f"Seat {seat + 1} reveals {spelled.upper()} ({category}; "
            f"{shown}): {box.points} points, {box.seals} seal(s).",
            seat=seat,
            word=spelled,
            word_upper=spelled.upper(),
            category=category,
            points=box.points,
            seals=box.seals,
        )
        # Support of literatos: one card per device the word forms with an existing word.
        found, claimable = find_devices(tuple(state.devices), new, existing, self.referee)
        for device, other in found.items():
            self._award_device(state, seat, box, device, other)
        # Rhyme: consonant rhyme with an existing word moves the rhyme counter.
        partner = next(
            (w.word for w in existing if self.referee.consonant_rhyme(spelled, w.word)), ""
        )
        if partner:
            self._rhyme(state, seat, box, partner)
        # Support of valedores: a valedor in play showing the word's initial.
        initial = letters(spelled)[0]
        options = [v for v in state.row if initial in ed.valedor(v).letters]
        if len(options) == 1:
            self._take_valedor(state, seat, box, options[0])
            options = []
        draws = box.seals // SEALS_PER_DRAW
        if draws or options or claimable:
            state.pending = Pending(seat, draws, options, claimable)
            state.stage = Phase.COLLECT
            return True
        return False

    def _cards_text(self, written: Written) -> str:
        ed = self.edition
        parts = [ed.letter(c).letter for c in written.cards]
        parts += [f"{ed.literato(c).literato}'s {ed.literato(c).vowel}" for c in written.literatos]
        parts += [f"Lope's asterisk on {d}" for d in written.doubled]
        return f"{written.count} cards: " + ", ".join(parts)

    def _award_device(
        self, state: SonetoState, seat: int, box: Box, device: str, other: str
    ) -> None:
        box.devices[device] = other
        pair = _pair(seat, device, box.word, other)
        shown = f"{box.word.upper()} and {other.upper()}: {NAMES[device]}"
        index = state.devices.index(device)
        literato = self.edition.literatos[index]
        deck = state.literato_decks[index]
        if deck:
            card = deck.pop()
            state.players[seat].literatos.append(card)
            vowel = self.edition.literato(card).vowel
            text = f"{shown} — {literato}'s {vowel}."
            note(state, "device", text, vowel=vowel, literato=literato, **pair)
        else:
            text = f"{shown} — no card: {literato}'s deck is empty."
            note(state, "device-empty", text, literato=literato, **pair)

    def _rhyme(self, state: SonetoState, seat: int, box: Box, partner: str) -> None:
        box.rhyme = partner
        box.steps = RHYME_STEPS[box.category]
        before = state.track.positions[seat]
        passed = state.track.advance(seat, box.steps)
        after = state.track.positions[seat]
        note(
            state,
            "rhyme",
            f"{box.word.upper()} rhymes with {partner.upper()}: the rhyme counter moves "
            f"from {before} to {after}.",
            seat=seat,
            other=partner,
            steps=box.steps,
            word=box.word.upper(),
            other_word=partner.upper(),
            before=before,
            after=after,
        )
        for level in passed:
            if level in state.lope:
                if state.lope[level]:
                    state.players[seat].literatos.append(state.lope[level].pop())
                    text = f"A Lope de Vega card at level {level}."
                    note(state, "lope", text, seat=seat, level=level)
                else:
                    text = f"No Lope de Vega card left at level {level}."
                    note(state, "lope-empty", text, seat=seat, level=level)

    def _take_valedor(self, state: SonetoState, seat: int, box: Box, vid: int) -> None:
        state.row.remove(vid)
        state.players[seat].valedores.append(vid)
        box.valedor = vid
        v = self.edition.valedor(vid)
        note(
            state,
            "valedor",
            f"{v.name} ({v.letters}) supports {box.word.upper()}.",
            seat=seat,
            valedor=vid,
            valedor_name=v.name,
            letters=v.letters,
            word=box.word.upper(),
        )

    def _collect(self, state: SonetoState, seat: int, move: Collect) -> None:
        pending = state.pending
        assert pending is not None and pending.seat == seat
        box = state.players[seat].poemario[-1]
        # Check everything first.
        if len(move.draws) > pending.draws:
            raise IllegalMove.of(
                "your seals give {count} letter card to draw", rule=RULE_SEALS, count=pending.draws
            )
        need = Counter(move.draws)
        for deck, n in need.items():
            if deck not in DECKS:
                raise IllegalMove.of(
                    "draw from gold, silver or bronze, not {deck}", rule=RULE_SEALS, deck=deck
                )
            pile = state.decks[deck]
            if len(pile.draw_pile) + len(pile.discard_pile) < n:
                raise IllegalMove.of(
                    "the {deck_name} has no letter card left",
                    rule=RULE_SEALS,
                    deck_name=DECK_NAMES[deck],
                )
        if move.valedor and move.valedor not in pending.valedores:
            raise IllegalMove.of(
                "that valedor does not show your word's initial", rule=RULE_VALEDORES
            )
        claims: list[tuple[str, str]] = []
        for text in move.claims:
            device, _, other = text.partition(":")
            device, other = device.strip().lower(), self.referee.spelling(other.strip())
            if device not in state.devices:
                raise IllegalMove.of(
                    "{device} is not one of this table's poetic devices",
                    rule=RULE_LITERATOS,
                    device=device,
                )
            if device in box.devices:
                raise IllegalMove.of(
                    "this word already has that poetic device", rule=RULE_LITERATOS
                )
            if any(d == device for d, _ in claims):
                raise IllegalMove.of("claim each poetic device once", rule=RULE_LITERATOS)
            if other not in pending.claimable.get(device, []):
                raise self._claim_refusal(state, box, device, other)
            claims.append((device, other))
        # Then act.
        for deck in move.draws:
            card = state.decks[deck].draw(state.rng, 1)[0]
            state.players[seat].hand.append(card)
            box.draws.append(deck)
            note(
                state,
                "draw",
                f"Seat {seat + 1} draws a letter card from the {DECK_NAMES[deck]}.",
                seat=seat,
                deck=deck,
                deck_name=DECK_NAMES[deck],
            )
            self._drawn(state, seat, card)
        if move.valedor:
            self._take_valedor(state, seat, box, move.valedor)
        state.pending = None
        voters = [s for s in range(state.seats) if s != seat]
        for device, other in claims:
            vote = Challenge(
                seat,
                seat,
                f"{device}:{other}",
                f"{box.word.upper()} and {other.upper()} form a {NAMES[device]}",
                voters,
                TieRule.REJECT,
            )
            vote.explain(seat, vote.reason)
            state.claims.append(Claim(device, other, vote))
            text = f"Seat {seat + 1} claims: {vote.reason}. The others vote."
            note(state, "claim", text, **_pair(seat, device, box.word, other))
        self._after_claims(state)

    def _claim_refusal(self, state: SonetoState, box: Box, device: str, other: str) -> IllegalMove:
        existing = {w.word: w for w in self.existing_words(state)}
        if other not in existing or other == box.word:
            return IllegalMove.of(
                "{other} is not a word already written in the game",
                rule=RULE_LITERATOS,
                other=other.upper(),
            )
        if device not in SEMANTIC:
            return IllegalMove.of(
                "that poetic device is decided by spelling and syllables, and does not hold "
                "with {other}",
                rule=RULE_LITERATOS,
                other=other.upper(),
            )
        finding = semantic(device, Word(box.word, box.category, ()), existing[other], self.referee)
        if finding.refusal is not None:
            return finding.refusal
        return IllegalMove.of(
            "that poetic device cannot be claimed with {other}",
            rule=RULE_LITERATOS,
            other=other.upper(),
        )

    def _after_claims(self, state: SonetoState) -> None:
        while state.claims and state.claims[0].vote.stage is ChallengeStage.DONE:
            claim = state.claims.pop(0)
            seat = claim.vote.defendant
            box = state.players[seat].poemario[-1]
            yes, voters = sum(claim.vote.votes.values()), len(claim.vote.voters)
            name = NAMES[claim.device]
            tally: dict[str, Any] = {"seat": seat, "device": claim.device, "device_name": name}
            if claim.vote.accepted:
                text = f"The table accepts the {name} ({yes} of {voters} yes)."
                note(state, "vote", text, yes=yes, voters=voters, **tally)
                self._award_device(state, seat, box, claim.device, claim.other)
            else:
                refusal = Why.of("vote", yes=yes, voters=voters)
                why = refusal.text
                box.refused[claim.device] = why
                box.refused_why[claim.device] = refusal
                word, other = box.word.upper(), claim.other.upper()
                text = f"The {name} of {word} and {other} is refused: {why}."
                tally.update(word=word, other_word=other)
                note(state, "vote-refused", text, yes=yes, voters=voters, **tally)
        if state.claims:
            state.stage = Phase.VOTE
            state.votes_held += 1  # a new vote: a new timer key
            return
        state.stage = Phase.COLLECT
        self._next_evaluation(state)

    # -- End of turn or round ---------------------------------------------------------------------
    def _end_turn(self, state: SonetoState) -> None:
        ed = self.edition
        state.pending = None
        for c in state.played:
            state.decks[ed.letter(c).deck].discard([c])
        state.played = []
        while len(state.row) < state.seats + 1:
            drawn = state.corral.draw(state.rng, 1)
            if not drawn:
                break
            state.row.extend(drawn)
        if state.turn == TURNS:
            state.stage = Phase.OVER
            state.writing = None
            note(state, "end", "The contest is over: final scoring.")
            return
        if not state.options["no_bronze_draw"]:
            for s in range(state.seats):
                drawn = state.decks["bronze"].draw(state.rng, 1)
                state.players[s].hand.extend(drawn)
                if drawn:
                    self._drawn(state, s, drawn[0])
        if state.turn % TURNS_PER_ROUND == 0:
            for left in state.face_up:
                if left is not None:
                    state.decks[ed.letter(left).deck].discard([left])
            state.face_up = []
            state.turn += 1
            self._reveal_letters(state)
            self._announce_genre(state, "round")
        else:
            state.turn += 1
        self._start_turn(state)

    # -- The flow ---------------------------------------------------------------------------------
    def stage(self, state: SonetoState) -> Stage | None:
        """Everyone creates a word at once (the sand timer turns when the first is done);
        then each word is evaluated in turn order, its creator collecting; claims of a
        semantic device the dictionary cannot decide are voted."""
        if state.stage is Phase.CREATE and state.writing is not None:
            return submissions_stage(
                Phase.CREATE.value,
                state.writing,
                {Take: self._take, Discard: self._discard, Write: self._write, Pass: self._pass},
                self._sand_runs_out,
                rule=RULE_PLAYING,
                ends=True,
            )
        if state.stage is Phase.COLLECT and state.pending is not None:
            return Stage(
                Phase.COLLECT.value,
                (state.pending.seat,),
                {Collect: self._collect},
                RULE_PLAYING,
            )
        if state.stage is Phase.VOTE and state.claims:
            # A claim is explained as it is made (its reason), so its challenge is at the vote.
            seconds = float(state.options["vote_seconds"])
            return challenge_stage(
                Phase.VOTE.value,
                state.claims[0].vote,
                explain=Vote,
                vote=Vote,
                rule=RULE_PLAYING,
                timer=Timer(f"vote{state.votes_held}", seconds, "vote"),
                settled=self._after_claims,
            )
        if state.stage is Phase.OVER:
            return None
        return Stage(state.stage.value, (), {}, rule=RULE_PLAYING)

    def _sand_runs_out(self, state: SonetoState) -> None:
        assert state.writing is not None
        late = state.writing.time_up()
        if late:
            note(
                state,
                "time",
                "The sand runs out: seat(s) "
                f"{', '.join(str(s + 1) for s in late)} made no word in time.",
                seats=list(late),
            )
        self._end_creating(state)

    # -- End of the game and final scoring ------------------------------------------------------
    def breakdown(self, state: SonetoState, seat: int) -> dict[str, int]:
        ed = self.edition
        player = state.players[seat]
        valedores = [ed.valedor(v) for v in player.valedores]
        cards = [ed.literato(c) for c in player.literatos + player.spent]
        final = self.is_over(state)
        return {
            "words": sum(b.points for b in player.poemario),
            "rhyme": state.track.positions[seat] if final else 0,
            "shields": shields_score(v.shield for v in valedores) if final else 0,
            "straights": straights_score(v.number for v in valedores) if final else 0,
            "literatos": literato_score(
                [c.literato for c in cards if not c.is_lope],
                sum(1 for c in cards if c.is_lope),
                lope_apart=bool(state.options["lope_apart"]),
            )
            if final
            else 0,
        }

    def result(self, state: SonetoState) -> Result:
        """The most points; tied, the most literato cards, then the higher rhyme level, then
        the most valedores obtained (discarded ones included); still tied, a shared victory."""
        result = result_from_sheets([self.breakdown(state, s) for s in range(state.seats)])
        p = state.players
        tiebreaks = (
            (TIEBREAK_LITERATOS, [len(x.literatos) + len(x.spent) for x in p]),
            (TIEBREAK_RHYME, state.track.positions),
            (TIEBREAK_VALEDORES, [x.valedores_obtained for x in p]),
        )
        tied, tiebreak = result.winners, ""
        for name, key in tiebreaks:
            if len(tied) > 1:
                top = max(key[s] for s in tied)
                tied, tiebreak = tuple(s for s in tied if key[s] == top), name
        return replace(result, winners=tied, tiebreak=tiebreak)

    # -- Views ------------------------------------------------------------------------------------
    def table_view(self, state: SonetoState, seat: int | None) -> dict[str, Any]:
        from logomachy.games.el_soneto.views import table_view

        return table_view(self, state, seat)

    # -- Checks for the conformance tests -------------------------------------------------------
    def invariants(self, state: SonetoState) -> list[str]:
        ed = self.edition
        problems: list[str] = []
        letter_places: list[int] = [c for c in state.face_up if c is not None] + state.played
        for deck in state.decks.values():
            letter_places += deck.draw_pile + deck.discard_pile
        for p in state.players:
            letter_places += p.hand
        if sorted(letter_places) != list(range(len(ed.letters))):
            problems.append(
                f"letter cards: {len(letter_places)} placed, "
                f"{len(set(letter_places))} different, not the {len(ed.letters)}"
            )
        lits = [c for d in state.literato_decks for c in d]
        lits += [c for pile in state.lope.values() for c in pile]
        for p in state.players:
            lits += p.literatos + p.spent
        if sorted(lits) != list(range(len(ed.literato_cards))):
            problems.append("literato cards are not all accounted for")
        vals = state.row + state.corral.draw_pile + state.corral.discard_pile
        for p in state.players:
            vals += p.valedores
        if sorted(vals) != [v.id for v in ed.valedores]:
            problems.append("valedor cards are not all accounted for")
        result = self.result(state)
        for s in range(state.seats):
            if result.scores[s] != sum(result.breakdown[s].values()):
                problems.append(f"seat {s}: score is not the sum of its parts")
            p = state.players[s]
            for b in p.poemario:
                if b.crossed and b.points:
                    problems.append(f"seat {s}: a crossed box scored")
                if not b.crossed and b.points != CARD_POINTS.get(b.cards, -1):
                    problems.append(f"seat {s}: {b.word} scored {b.points} for {b.cards} cards")
            if len(p.poemario) > state.turn:
                problems.append(f"seat {s}: more boxes than turns")
            steps = sum(b.steps for b in p.poemario)
            if state.track.positions[s] != min(steps, state.track.top or steps):
                problems.append(f"seat {s}: rhyme level is not the sum of its steps")
        return problems

    def secrets(self, state: SonetoState) -> dict[int, set[str]]:
        """The words laid face down and not yet revealed (unless the same string is public
        anyway: a word another player revealed, a genre's or a valedor's name)."""
        public = {
            token.upper()
            for text in [json.dumps(self.view(state, None), ensure_ascii=False)]
            + [e.text for e in self.visible_events(state, None)]
            for token in re.findall(r"\w+", text)
        }
        hidden: dict[int, set[str]] = {}
        waiting = (
            state.written
            if state.stage is Phase.CREATE
            else {s: state.written[s] for s in state.order[state.evaluating + 1 :]}
        )
        for s, w in waiting.items():
            if w.word.upper() not in public:
                hidden.setdefault(s, set()).add(w.word)
        return hidden

    # -- Helpers --------------------------------------------------------------------------------
    def _drawn(self, state: SonetoState, seat: int, card: int) -> None:
        """Tells `seat` alone which letter card it drew."""
        letter = self.edition.letter(card).letter
        tell(state, [seat], "drawn", f"You draw {letter}.", card=card, letter=letter)


def _pick(wanted: list[str], available: list[tuple[Any, ...]], *, literato: bool) -> list[int]:
    """Card ids for the wanted letters, from (id, letter, ...) tuples in preference order:
    letter cards, or (`literato`) literato cards by their vowel."""
    taken: list[int] = []
    for letter in wanted:
        card = next((c[0] for c in available if c[1] == letter and c[0] not in taken), None)
        if card is None:
            have = sum(1 for c in available if c[1] == letter)
            use = wanted.count(letter)
            if not have and literato:
                raise IllegalMove.of(
                    "you have no literato card with the vowel {letter}", rule=CREATE, letter=letter
                )
            if not have:
                raise IllegalMove.of("you have no letter card {letter}", rule=CREATE, letter=letter)
            if literato:
                raise IllegalMove.of(
                    "you have {count} literato card with the vowel {letter}, and use {n}",
                    rule=CREATE,
                    count=have,
                    letter=letter,
                    n=use,
                )
            raise IllegalMove.of(
                "you have {count} letter card {letter}, and use {n}",
                rule=CREATE,
                count=have,
                letter=letter,
                n=use,
            )
        taken.append(card)
    return taken


def _pair(seat: int, device: str, word: str, other: str) -> dict[str, Any]:
    """What a log line on a device between a seat's new word and an existing one names."""
    return {
        "seat": seat,
        "device": device,
        "device_name": NAMES[device],
        "other": other,
        "word": word.upper(),
        "other_word": other.upper(),
    }
