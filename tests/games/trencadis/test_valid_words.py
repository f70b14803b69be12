"""Trencadís's Valid Words and Challenging a Word, one rulebook sentence per test: variations on
the prompt, misspelt words, and the bonuses a rejected word loses."""

from __future__ import annotations

import pytest

from logomachy.bots.trencadis import judgment
from logomachy.bots.trencadis.strategies import TrencadisBot
from logomachy.games.trencadis import (
    GAME,
    Allow,
    ChallengeWord,
    Explain,
    GiveUp,
    Phase,
    Place,
    Spell,
    TrencadisState,
    Verdict,
    Vote,
    Write,
)
from logomachy.kernel import IllegalMove, Rng, TimeUp
from logomachy.terminal import render

from .helpers import play, table

RNG = Rng.from_seed(7)


def _accepts(strength: str, state: TrencadisState, seat: int, seeds: int = 100) -> int:
    """How many of `seeds` seeded votes by a bot of `strength` accept the challenged word (a
    bot errs by a seeded chance, so one vote proves little)."""
    bot = TrencadisBot(strength)
    return sum(bot.choose(GAME, state, seat, Rng.from_seed(s)) == Vote(True) for s in range(seeds))


def _revealed(word: str, prompt: str = "FLIGHT", lang: str = "en", letters: str = "AVITSCEEKDLO"):
    """Seat 0 wrote `word` first (so reveals last); seats 1 and 2 gave up: `word` is revealed."""
    state = table(letters, prompt=prompt, lang=lang, round_=2)
    return play(state, (0, Write(word)), (1, GiveUp()), (2, GiveUp()))


# -- "You cannot write a word that is a variation on the prompt, like "Beachgoer" for the
# prompt "Beach."" ---------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "prompt", "word"),
    [
        ("en", "BEACH", "beach"),
        ("en", "BEACH", "Beaches"),
        ("en", "BEACH", "beached"),
        ("en", "SAW", "sawn"),
        ("es", "AVIÓN", "aviones"),
        ("es", "AVIÓN", "avion"),  # the prompt without its accent is the prompt
        ("ca", "PLATJA", "platges"),
    ],
)
def test_the_prompt_and_its_inflections_are_refused_naming_the_rule(
    lang: str, prompt: str, word: str
) -> None:
    with pytest.raises(IllegalMove, match="variation on the prompt") as refused:
        GAME.apply(table("AVITSCEEKDLO", lang=lang, prompt=prompt), 0, Write(word))
    assert refused.value.rule == "valid words"


@pytest.mark.parametrize(
    ("lang", "prompt", "word"),
    [
        ("en", "BEACH", "BEACHGOER"),  # the rulebook's own example: for the table to judge
        ("en", "PLANE", "PLANET"),  # starts with the prompt, and is no variation of it
        ("en", "SAW", "SEEN"),  # SAW is a form of SEE, but the prompt stands for the entry SAW
        ("es", "PÁJARO", "PÁJARA"),  # tied to the prompt only by a guessed reading
    ],
)
def test_other_words_near_the_prompt_are_not_refused_but_left_to_a_challenge(
    lang: str, prompt: str, word: str
) -> None:
    assert GAME.refusal(table("AVITSCEEKDLO", lang=lang, prompt=prompt), word) is None


def test_a_suspected_variation_is_challenged_and_voted() -> None:
    state = _revealed("BEACHGOER", prompt="BEACH")
    assert state.stage is Phase.REVEAL and state.placing == 0
    move = TrencadisBot("medium").choose(GAME, state, 1, RNG)
    assert isinstance(move, ChallengeWord) and move.ground == "variation"
    assert "compound of the prompt BEACH" in move.reason
    state = play(state, (1, move), (2, Allow()), (0, Explain("a beachgoer is a person")))
    assert state.stage is Phase.VOTE
    assert _accepts("hard", state, 2) <= 5
    state = play(state, (0, Vote(True)), (1, Vote(False)), (2, Vote(False)))
    assert state.answer(0, 2).verdict is Verdict.REJECTED and state.round == 3


@pytest.mark.parametrize(
    ("prompt", "word"), [("AVIATION", "AVIATOR"), ("MUSIC", "MUSICIAN"), ("SNOW", "SNOWMAN")]
)
def test_careful_bots_suspect_derivatives_and_compounds_of_the_prompt(
    prompt: str, word: str
) -> None:
    found = judgment.refutation(table("AVITSCEEKDLO", prompt=prompt), word)
    assert found is not None and found[0] == "variation"


@pytest.mark.parametrize(("prompt", "word"), [("PLANE", "PLANET"), ("FLIGHT", "PILOT")])
def test_careful_bots_do_not_suspect_a_shared_beginning_or_a_loose_link(
    prompt: str, word: str
) -> None:
    assert judgment.refutation(table("AVITSCEEKDLO", prompt=prompt), word) is None


# -- "If you misspell a word, it still counts, but you must place your tokens as if it were
# spelled correctly." ----------------------------------------------------------------------------
def test_a_misspelt_word_is_placed_as_the_word_meant() -> None:
    state = _revealed("AVAITION")
    # The dictionary does not know it: its writer says what it meant before anyone judges it.
    assert state.stage is Phase.SPELL and GAME.to_act(state) == [0]
    mine = GAME.view(state, 0)["you"]
    assert mine["suggestions"][0] == "AVIATION"
    assert GAME.view(state, 1)["you"]["suggestions"] == []
    state = play(state, (0, Spell("aviation")))
    assert state.stage is Phase.REVEAL and state.answer(0).spelled == "AVIATION"
    state = play(state, (1, Allow()), (2, Allow()))
    # AVIATION's letters, not AVAITION's: A V I A T I O (N is not on the table).
    assert GAME.letters_on_table(state, 0) == ["A", "V", "I", "A", "T", "I", "O"]
    with pytest.raises(IllegalMove, match="7 letters"):
        GAME.apply(state, 0, Place((0, 1)))
    state = GAME.apply(state, 0, GAME.default_placement(state, 0))
    line = GAME.view(state, None)["players"][0]["sheet"][1]
    assert line["word"] == "AVAITION" and line["spelled"] == "AVIATION"


def test_the_word_meant_decides_the_efficiency_bonus() -> None:
    # As written, PIULOT has a U, which no card shows; PILOT, the word meant, is perfect.
    state = _revealed("PIULOT", letters="PILOTAVSCEEK")
    state = play(state, (0, Spell("PILOT")), (1, Allow()), (2, Allow()))
    assert GAME.letters_on_table(state, 0) == ["P", "I", "L", "O", "T"]
    assert state.answer(0).perfect


def test_the_writer_may_keep_the_word_as_written_or_let_the_time_run_out() -> None:
    state = play(_revealed("AVAITION"), (0, Spell("")))
    assert state.stage is Phase.REVEAL and state.answer(0).spelled == ""
    assert state.log[-1].kind == "spell-kept"
    state = _revealed("AVAITION", letters="AVITSCEEKDLO")
    timer = GAME.timer(state)
    assert timer is not None and timer.label == "spell"
    state = GAME.apply(state, None, TimeUp(timer.key))
    assert state.stage is Phase.REVEAL and state.answer(0).meant == "AVAITION"


def test_a_word_the_dictionary_knows_is_revealed_without_a_spelling_step() -> None:
    assert _revealed("PILOT").stage is Phase.REVEAL


@pytest.mark.parametrize(
    ("meant", "reason"),
    [
        ("ZEPPELIN", "not a misspelling"),  # far from the written word: another word
        ("AVIATIOM", "not in the dictionary either"),
        ("two words", "exactly one word"),
    ],
)
def test_the_word_meant_must_be_a_dictionary_word_near_the_written_one(
    meant: str, reason: str
) -> None:
    with pytest.raises(IllegalMove, match=reason) as refused:
        GAME.apply(_revealed("AVAITION"), 0, Spell(meant))
    assert refused.value.rule == "valid words"


def test_the_word_meant_obeys_the_other_rules_too() -> None:
    # FLIGTH meant as FLIGHT would be the prompt: the referee refuses it (and never offers it).
    state = _revealed("FLIGTH")
    assert "FLIGHT" not in GAME.suggestions(state, 0)
    with pytest.raises(IllegalMove, match="is the prompt"):
        GAME.apply(state, 0, Spell("FLIGHT"))


def test_a_word_meant_counts_as_used_in_later_rounds() -> None:
    state = table("AVITSCEEKDLO", seats=2)
    state = play(state, (0, Write("AVAITION")), (1, GiveUp()), (0, Spell("AVIATION")))
    state = play(state, (1, Allow()), (0, GAME.default_placement(state, 0)))
    assert state.round == 2
    with pytest.raises(IllegalMove, match="AVIATION was already used in round 1"):
        GAME.apply(state, 1, Write("aviation"))


def test_a_challenge_on_spelling_alone_is_refused_with_its_reason() -> None:
    state = play(_revealed("AVAITION"), (0, Spell("AVIATION")))
    with pytest.raises(IllegalMove, match="spelling alone is no ground") as refused:
        GAME.apply(state, 1, ChallengeWord("it is spelt wrong", "spelling"))
    assert refused.value.rule == "challenging a word"
    with pytest.raises(IllegalMove, match="AVAITION is written for AVIATION"):
        GAME.apply(state, 1, ChallengeWord("no such word", "not-a-word"))
    with pytest.raises(IllegalMove, match="name a rule"):
        GAME.apply(state, 1, ChallengeWord("", "rudeness"))
    # Any other ground is a challenge like any other, and it judges the word meant.
    state = play(state, (1, GAME.parse_move(state, 1, "challenge unrelated: not about flight")))
    state = play(state, (2, Allow()))
    assert state.challenge is not None and state.challenge.subject == "AVIATION"
    assert GAME.view(state, 2)["challenge"]["ground"] == "unrelated"


def test_not_a_word_stays_a_valid_ground_against_a_word_kept_as_written() -> None:
    state = play(_revealed("AVAITION"), (0, Spell()))
    state = play(state, (1, ChallengeWord("no such word", "not-a-word")), (2, Allow()))
    assert state.stage is Phase.EXPLAIN


def test_bots_judge_the_word_meant_and_never_its_spelling() -> None:
    state = play(_revealed("AVAITION"), (0, Spell("AVIATION")))
    for strength in ("medium", "hard"):
        assert isinstance(TrencadisBot(strength).choose(GAME, state, 1, Rng.from_seed(3)), Allow)
    # Challenged on another ground all the same, they vote to accept it.
    state = play(state, (1, ChallengeWord("not about flight", "unrelated")), (2, Allow()))
    state = play(state, (0, Explain("")))
    assert _accepts("hard", state, 2) >= 95


def test_a_bot_spells_its_misspelt_word_as_meant_and_places_on_its_letters() -> None:
    state = _revealed("AVAITION")
    bot = TrencadisBot("medium")
    move = bot.choose(GAME, state, 0, RNG)
    assert move == Spell("AVIATION")
    state = play(state, (0, move), (1, Allow()), (2, Allow()))
    place = bot.choose(GAME, state, 0, RNG)
    assert isinstance(place, Place)
    letters = [state.mosaic[s].letter for s in place.spots]  # type: ignore[union-attr]
    assert letters == ["A", "V", "I", "A", "T", "I", "O"]


def test_a_bot_keeps_a_frequent_word_the_dictionary_lacks_as_written() -> None:
    state = _revealed("VLOG")  # frequent in running text: a word the list lacks, not a typo
    assert state.stage is Phase.SPELL and "BLOG" in GAME.suggestions(state, 0)
    assert TrencadisBot("hard").choose(GAME, state, 0, RNG) == Spell("")


def test_a_name_the_dictionary_knows_is_no_misspelling() -> None:
    # "except for any proper names": a name's spelling is the dictionary's, so no spell stage.
    state = _revealed("LONDON")
    assert state.stage is Phase.REVEAL and state.placing == 0


def test_the_spelling_step_reads_in_the_terminal() -> None:
    state = _revealed("AVAITION")
    assert GAME.parse_move(state, 0, "spell aviation") == Spell("aviation")
    assert GAME.parse_move(state, 0, "spell") == Spell("")
    offered = GAME.suggestions(state, 0)
    assert GAME.parse_move(state, 0, "spell 1") == Spell(offered[0]) == Spell("AVIATION")
    assert "1 AVIATION" in render(GAME, GAME.view(state, 0))  # numbered as `spell N` reads them
    with pytest.raises(IllegalMove, match=f"no suggestion {len(offered) + 1}: choose 1 to"):
        GAME.parse_move(state, 0, f"spell {len(offered) + 1}")
    assert "AVIATION" in render(GAME, GAME.view(state, 0))
    move = ChallengeWord("not about flight", "unrelated")
    assert GAME.parse_move(state, 1, move.notation()) == move


# -- "If the majority decides the word is not valid, the challenged player cannot place any
# tokens or receive any bonuses this round." ---------------------------------------------------
def _claiming_round_with_a_rejection() -> TrencadisState:
    """Round 3 (a claiming round): seat 1 holds the A card from round 2; seat 0 holds C. Seat
    1's round-3 word is rejected; seat 0's stands."""
    state = table("AVITSCEEKDLO", seats=2, round_=3)
    state.tokens.place(1, 0, 2)  # two tokens on A from an earlier round
    state.tokens.place(0, 5, 1)  # one token on C
    state = play(state, (0, Write("wing")), (1, Write("cloud")))
    # Seat 1 (left of the fastest, seat 0) reveals CLOUD first; seat 0 challenges it.
    state = play(state, (0, ChallengeWord("not about flight", "unrelated")), (1, Explain("")))
    state = play(state, (0, Vote(False)), (1, Vote(False)))
    assert state.answer(1).verdict is Verdict.REJECTED
    state = play(state, (1, Allow()), (0, GAME.default_placement(state, 0)))
    return state


def test_a_rejected_word_loses_the_rounds_claiming_bonus_but_not_the_cards() -> None:
    state = _claiming_round_with_a_rejection()
    assert state.round == 4
    assert [c.letter for c in state.won[1]] == ["A"] and state.answer(1, 3).claimed == 1
    assert GAME.score_sheet(state, 1) == {"letter cards": 1, "efficiency": 0, "claiming": 0}
    assert any(e.kind == "no-bonus" and e.data["seat"] == 1 for e in state.log)
    # The other player's word stood: their round-3 cards earn 2 points each.
    assert GAME.score_sheet(state, 0)["claiming"] == 2 * state.answer(0, 3).claimed > 0


def test_the_nearby_word_index_loses_no_word_a_full_scan_finds() -> None:
    """The index narrows the forms compared by length and letters; a scan of every form of a
    similar length is the reference."""
    from rapidfuzz.distance import OSA

    from logomachy.games.trencadis import spelling
    from logomachy.lexicon import lexicon

    lex = lexicon("en")
    for written in ("recieve", "hte", "acomodate", "strenght", "zqxj"):
        expected = {
            w
            for w in lex.words()
            if abs(len(w) - len(written)) <= 2 and w != written and OSA.distance(written, w) <= 2
        }
        got = {w.lower() for w in spelling.suggestions(lex, written)}
        assert got == expected
