"""Every registered game, played to the end by its bots over many seeds, keeps its invariants.

For each game and seed: after every move the game's conservation checks hold, no seat's view
(nor the spectators') shows another seat's secret, each score is the sum of its breakdown,
every log line and refusal reads in every language, and the record replays -- through JSON -- to the
identical state.
"""

from __future__ import annotations

import json
import os
import pickle
import re
import subprocess
import sys
from collections import Counter
from typing import Any

import pytest

from logomachy.bots.autoplay import autoplay
from logomachy.bots.base import bot_strengths
from logomachy.i18n import LANGS, MissingMessage, event_text, messages, refusal_text
from logomachy.i18n.catalogue import key_of
from logomachy.i18n.render import seat_names
from logomachy.kernel import Game, IllegalMove, Record, all_games, fingerprint, verify

SEEDS = int(os.environ.get("LOGOMACHY_CONFORMANCE_SEEDS", "200"))
CHUNKS = 8  # a game's seeds split across at most this many tests, so that workers share it
# Verbàlia is some fifty small games on the same pieces: a quarter of the seeds each keeps
# the whole run affordable, and every player count and strength rotation is still covered.
SMALL_GAME_SHARE = 4
GUARDED_PER_VERB = 30


def table_for(game: Game[Any], seed: int) -> tuple[int, dict[str, Any], list[str]]:
    """The table seed `seed` plays: players, options (the language) and each seat's bot
    strength. Consecutive seeds rotate through every player count, language and strength."""
    span = game.meta.max_players - game.meta.min_players + 1
    players = game.meta.min_players + seed % span
    langs = game.meta.languages
    options = {"lang": langs[seed % len(langs)]} if len(langs) > 1 else {}
    # Every strength plays (seats rotate through them), which also keeps the run affordable.
    strengths = bot_strengths(game.meta.id)
    shift = seed % len(strengths)
    return players, options, strengths[shift:] + strengths[:shift]


def seeds_for(game: Game[Any]) -> int:
    """How many seeds the conformance run plays of `game`: its share of SEEDS, divided by
    what one of its seeds costs (`GameMeta.conformance_seed_cost`: a long game plays fewer),
    but at least one seed per player count, language and strength rotation."""
    share = SMALL_GAME_SHARE if "verbàlia" in game.meta.tags else 1
    cover = max(
        game.meta.max_players - game.meta.min_players + 1,
        len(game.meta.languages),
        len(bot_strengths(game.meta.id)),
    )
    return max(cover, SEEDS // share // game.meta.conformance_seed_cost)


def chunks() -> list[Any]:
    """(game, chunk) for every game: at most CHUNKS tests a game, none without a seed. Each
    carries a `weight` (its seeds times their cost) so that the longest start first."""
    out = []
    for game in all_games():
        seeds = seeds_for(game)
        for chunk in range(min(CHUNKS, seeds)):
            played = len(range(chunk, seeds, CHUNKS))
            weight = played * game.meta.conformance_seed_cost
            out.append(
                pytest.param(
                    game, chunk, id=f"{game.meta.id}-{chunk}", marks=pytest.mark.weight(weight)
                )
            )
    return out


def _strings(data: Any) -> set[str]:
    """Every string value in a JSON value, upper-cased (keys are the view's own field names)."""
    found: set[str] = set()
    stack = [data]
    while stack:  # iterative, each distinct string upper-cased once: it runs at every move
        item = stack.pop()
        if isinstance(item, str):
            found.add(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return {s.upper() for s in found}


def check_views(
    game: Game[Any], state: Any, seats: int, seen: dict[int | None, int] | None = None
) -> None:
    """No view shows another seat's secret, nor does any log line a viewer gets. With
    `seen` (how much of the log each viewer was already checked for, updated here) only
    the new lines are read: the log only grows, and a line can only leak a secret of its
    time."""
    secrets = game.secrets(state)
    if not secrets:
        return
    length = len(game.events(state))
    for viewer in [None, *range(seats)]:
        since = seen.get(viewer, 0) if seen is not None else 0
        events = game.visible_events(state, viewer, since)
        if seen is not None:
            seen[viewer] = length
        visible = _strings(game.view(state, viewer))
        visible |= {e.text.upper() for e in events}
        visible |= _strings([e.data for e in events])
        own = secrets.get(viewer, set()) if viewer is not None else set()
        for owner, hidden in secrets.items():
            if owner == viewer:
                continue
            for secret in hidden - own:  # the same word written by the viewer is theirs too
                # Exact strings: event texts are built from their data, checked here too, and a
                # secret word may well be an ordinary word of the log ("wins the O CARD").
                leaked = secret.upper() in visible  # a set: one lookup, not a scan
                assert not leaked, f"seat {viewer} sees seat {owner}'s secret {secret!r}"


UNFILLED = re.compile(r"\{\w+\}")
ROUND_COLUMN = re.compile(r"round \d+")  # said alike for every game (result.round)


def check_log_reads_in_every_language(game: Game[Any], state: Any, seats: int) -> None:
    """Every log line reads in en, es and ca from the game's own template (src/logomachy/
    i18n), with nothing left unfilled (the page's log widget fills the same templates), and
    so do the score table's columns and tie-break."""
    gaps: set[str] = set()
    for lang in LANGS:
        names = seat_names(lang, seats)
        for event in game.events(state):
            try:
                text = event_text(lang, game.meta.id, event.kind, event.data, names, strict=True)
            except MissingMessage as exc:
                gaps.add(str(exc))
                continue
            if UNFILLED.search(text):
                gaps.add(f"{lang}: {event.kind} leaves {UNFILLED.findall(text)} in {text!r}")
        # The score table's columns and tie-break (web/js/widgets/scores.js).
        result = game.result(state)
        for column in {c for sheet in result.breakdown for c in sheet}:
            key = f"score.{game.meta.id}.{column}"
            if key not in messages(lang) and not ROUND_COLUMN.fullmatch(column):
                gaps.add(f"{lang}: {key}")
        tiebreak = key_of(result.tiebreak, "tiebreak")
        if result.tiebreak and lang != "en" and tiebreak not in messages(lang):
            gaps.add(f"{lang}: tie-break {result.tiebreak!r}")
    assert sorted(gaps) == []


def check_refusal_reads_in_every_language(
    game: Game[Any], state: Any, seats: int, entry: Any
) -> None:
    """The move about to be played, tried by a seat that is not to act: the refusal (a
    message id, its rule and parameters) reads in en, es and ca."""
    waiting = [s for s in range(seats) if s not in game.to_act(state)]
    if not waiting or entry.seat is None:
        return
    try:
        game.apply(state, waiting[0], game.move_from_json(entry.move))
    except IllegalMove as exc:
        for lang in LANGS:
            try:
                refusal_text(lang, exc.message, exc.params, exc.rule, strict=True)
            except MissingMessage as missing:
                pytest.fail(f"{exc.rule}: {exc.message!r} has no text in {missing}")


def play_and_check(game: Game[Any], seed: int) -> None:
    players, options, strengths = table_for(game, seed)
    match = autoplay(game, players, seed, options, strengths)
    assert match.over
    # Step through the record again, checking every intermediate state.
    state = game.setup(players, match.record.options, seed)
    seen: dict[int | None, int] = {}
    # A move copies the state first (`copy_state`, which many games write by hand to share
    # what only grows): on one seed in ten, check the state a move was applied to is
    # unchanged by it, i.e. the copy shares nothing the move changes (compared as pickles:
    # a canonical-JSON fingerprint of a long game's state at every move cost minutes).
    # A long game (thousands of moves on a large state) guards each kind of move its first
    # GUARDED_PER_VERB times and one move in five after that.
    guard_copies = seed % 10 == 3
    guarded: Counter[str] = Counter()
    for n, entry in enumerate(match.record.moves):
        if n % 7 == 0:
            check_refusal_reads_in_every_language(game, state, players, entry)
        verb = str(entry.move.get("verb", ""))
        guard = guard_copies and (guarded[verb] < GUARDED_PER_VERB or n % 5 == 0)
        guarded[verb] += guard
        before = pickle.dumps(state, pickle.HIGHEST_PROTOCOL) if guard else b""
        previous = state
        state = game.apply(state, entry.seat, game.move_from_json(entry.move))
        if guard:
            assert pickle.dumps(previous, pickle.HIGHEST_PROTOCOL) == before, (
                f"seed {seed}: {entry.move} changed the copied state"
            )
        problems = game.invariants(state)
        assert not problems, f"seed {seed}, after {entry.move}: {problems}"
        check_views(game, state, players, seen)
    assert fingerprint(state) == fingerprint(match.state)
    check_log_reads_in_every_language(game, state, players)
    result = game.result(state)
    for seat, score in enumerate(result.scores):
        assert score == sum(result.breakdown[seat].values())
    assert result.winners and all(0 <= w < players for w in result.winners)
    record = Record.loads(json.dumps(match.record.to_json()))
    assert verify(record) == []
    # Deterministic: the same seed gives the same record (checked on one seed in ten).
    if seed % 10 == 0:
        again = autoplay(game, players, seed, options, strengths)
        assert again.record.to_json() == match.record.to_json()


@pytest.mark.slow
@pytest.mark.parametrize(("game", "chunk"), chunks())
def test_every_game_plays_to_the_end_with_its_invariants(game: Game[Any], chunk: int) -> None:
    for seed in range(chunk, seeds_for(game), CHUNKS):
        play_and_check(game, seed)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.meta.id)
def test_the_seeds_played_cover_every_player_count_language_and_strength(
    game: Game[Any],
) -> None:
    tables = [table_for(game, seed) for seed in range(seeds_for(game))]
    meta = game.meta
    assert {players for players, _, _ in tables} == set(
        range(meta.min_players, meta.max_players + 1)
    )
    if len(meta.languages) > 1:
        assert {options["lang"] for _, options, _ in tables} == set(meta.languages)
    strengths = bot_strengths(meta.id)
    assert {seats[0] for _, _, seats in tables} == set(strengths)  # every rotation leads once


def test_trencadis_is_registered_with_its_metadata() -> None:
    ids = {g.meta.id for g in all_games()}
    assert "trencadis" in ids


# -- Bots never play a word the referee would refuse ---------------------------------------
# Games that let a written word stand unless someone challenges it have no referee check to
# stop a bot's non-word, so the property is checked here, per game, with the dictionary its
# referee consults: (move class name, the move's words, the referee's word check).
def _lexicon_check(lang: str) -> Any:
    from logomachy.lexicon import lexicon

    return lexicon(lang).is_word


def _poetry_slam_check(_options: dict[str, Any]) -> Any:
    from logomachy.games.poetry_slam.words import dictionary_doubt

    return lambda word: dictionary_doubt(word) == ""  # no doubt for the table to vote on


def _letter_tycoon_check(options: dict[str, Any]) -> Any:
    from logomachy.games.letter_tycoon.dictionary import load_dictionary

    return load_dictionary(options["dictionary"]).is_word


WORD_WRITERS: dict[str, tuple[str, Any, Any]] = {
    "trencadis": ("Write", lambda m: [m.word], lambda o: _lexicon_check(o["lang"])),
    "poetry-slam": ("Write", lambda m: [m.word], _poetry_slam_check),
    "letter-tycoon": ("Play", lambda m: list(m.words), _letter_tycoon_check),
}
WORD_SEEDS = 6


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(WORD_WRITERS))
def test_bots_never_play_a_word_the_referee_would_refuse(game_id: str) -> None:
    game = next(g for g in all_games() if g.meta.id == game_id)
    move_class, words_of, check_for = WORD_WRITERS[game_id]
    checked = 0
    for seed in range(WORD_SEEDS):
        span = game.meta.max_players - game.meta.min_players + 1
        langs = game.meta.languages
        options = {"lang": langs[seed % len(langs)]} if len(langs) > 1 else {}
        match = autoplay(game, game.meta.min_players + seed % span, seed, options)
        is_word = check_for(match.record.options)
        for entry in match.record.moves:
            move = game.move_from_json(entry.move)
            if type(move).__name__ != move_class:
                continue
            for word in words_of(move):
                checked += 1
                assert is_word(word), (
                    f"seed {seed}: a bot played {word!r}, which the referee refuses"
                )
    assert checked, f"no {game_id} bot wrote a word in {WORD_SEEDS} games"


# -- Records do not depend on the process's string hashing ----------------------------------
# A `set` of strings iterates in an order that follows the process's hash seed
# (`PYTHONHASHSEED`): a choice made by iterating one (or a float summed over one, which can
# differ in the last bit) gives a different game in another process even from the same seed.
# Two processes with different hash seeds play the cheapest tables of every game (the fewest
# players) and must write byte-identical records. One process plays all the games, since
# starting one with the lexicons loaded costs more than most games.
HASH_SEEDS = ("1", "2")
# Tables where a dependence on hash order once showed, with these hash seeds: Trencadís's
# word value summed floats over a set of letters (issue 16), which changed move 18 of seed 28.
HASH_SENSITIVE_TABLES = [("trencadis", 28)]


def hash_order_tables() -> list[tuple[str, int]]:
    """(game id, seed) for each table played twice: seed 0 of every game (the fewest players,
    the first language and strength rotation: every family's code runs), and the tables of
    HASH_SENSITIVE_TABLES. A second seed of each game doubled the test's two minutes and never
    found what the first missed."""
    cheapest = [
        (game.meta.id, 0)
        for game in all_games()
        # The project's games only: a child process does not know a test's own (the server
        # tests register a fake game in whichever worker imports them).
        if type(game).__module__.startswith("logomachy.")
    ]
    return cheapest + HASH_SENSITIVE_TABLES


def play_records(tables: list[tuple[str, int]]) -> dict[str, str]:
    """Each table's record as its JSON text (or the exception it raised), keyed `id:seed`."""
    games = {game.meta.id: game for game in all_games()}
    records = {}
    for game_id, seed in tables:
        game = games[game_id]
        players, options, strengths = table_for(game, seed)
        try:
            match = autoplay(game, players, seed, options, strengths)
            records[f"{game_id}:{seed}"] = json.dumps(match.record.to_json())
        except Exception as exc:
            records[f"{game_id}:{seed}"] = f"raised {exc!r}"
    return records


def _first_difference(one: str, other: str) -> str:
    """Where two records part: the first move that differs, else the first character."""
    if one.startswith("raised") or other.startswith("raised"):
        return f"{one[:120]} / {other[:120]}"
    moves_one, moves_other = json.loads(one)["moves"], json.loads(other)["moves"]
    for index, (a, b) in enumerate(zip(moves_one, moves_other, strict=False)):
        if a != b:
            return f"move {index}: {a} / {b}"
    if len(moves_one) != len(moves_other):
        return f"{len(moves_one)} moves / {len(moves_other)} moves"
    at = next(i for i, (a, b) in enumerate(zip(one, other, strict=False)) if a != b)
    return f"character {at}: {one[at - 40 : at + 40]!r} / {other[at - 40 : at + 40]!r}"


@pytest.mark.slow
@pytest.mark.weight(60)
def test_records_do_not_depend_on_the_process_hash_seed() -> None:
    tables = hash_order_tables()
    path = os.pathsep.join(p for p in sys.path if p)
    children = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.test_conformance"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env={**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": path},
            text=True,
        )
        for hash_seed in HASH_SEEDS
    ]
    outputs = [child.communicate(json.dumps(tables))[0] for child in children]
    assert all(child.returncode == 0 for child in children), "a process failed"
    one, other = (json.loads(output) for output in outputs)
    differ = {key: _first_difference(one[key], other[key]) for key in one if one[key] != other[key]}
    assert not differ, "records differ between hash seeds:\n" + "\n".join(
        f"{key}: {where}" for key, where in sorted(differ.items())
    )
    raised = sorted(key for key, text in one.items() if text.startswith("raised"))
    assert not raised, f"tables that raised: {', '.join(raised)}"


if __name__ == "__main__":  # the child process of the hash-seed test: tables in, records out
    json.dump(play_records([(g, s) for g, s in json.load(sys.stdin)]), sys.stdout)
