"""Words that travel to the sea: what Vestengrama and Baixagrama share (rulebook sections of
both; the board of Verbàlia: `country.py`).

Letters lie face up in every region of the country but the maritime one, where "there is a
wildcard that is worth any letter". A word "ends in the maritime region ... may start in any
region, and must be formed by letters from adjacent regions. To form a word, a player may enter
the same region more than once, but may not take the same letter more than once." It scores by
its length; "the letters used are removed from the board".

Readings shared by both games (each tested in their tests):
- a word's last letter is the maritime wildcard (the maritime region holds nothing else); the
  wildcard is the sea's, not a tile: it is never removed and serves every word;
- two letters of one region may follow each other in a word (the region is "entered" once for
  both): wordfind's `stay` reading of "formed by letters from adjacent regions";
- a word names its route (one region per letter) or lets the referee find one; the letters
  removed are those of the route;
- "two vowels and three consonants, or two consonants and three vowels" (and Baixagrama's four
  and three) is decided region by region at random, a coin for each;
- a word's length is counted in letter tiles (NY and QU are one letter of the set, ABC L).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import pairwise
from typing import NamedTuple

from logomachy.games.verbalia.pieces.country import country
from logomachy.games.verbalia.pieces.endings import end_event
from logomachy.games.verbalia.pieces.letters import letter_set
from logomachy.games.verbalia.pieces.plaza import good_word, tiles_of
from logomachy.kernel import Event, IllegalMove, Result, Rng
from logomachy.lexicon.rules.ca import collation_key
from logomachy.wordfind import WILD

VOWELS = frozenset("AEIOU")
MIN_LETTERS = 4  # "Words must have at least four letters"
#: Points by length in letters (Vestengrama, Baixagrama; also Buscador's and XaVograma's
#: table); 10 letters or more score the last entry.
POINTS = {4: 1, 5: 2, 6: 4, 7: 7, 8: 10, 9: 15, 10: 25}

GOOD_WORDS = "ABC B: good words"
LETTERS_RULE = "ABC L: letters"


def points(letters: int) -> int:
    """The scoring table: 4 letters 1 point ... 10 or more 25 points."""
    if letters < MIN_LETTERS:
        return 0
    return POINTS[min(letters, max(POINTS))]


def is_vowel(tile: str) -> bool:
    return tile in VOWELS


def bags() -> tuple[list[str], list[str]]:
    """ "The vowels are placed in one bag and the consonants in the other." """
    tiles = letter_set()
    return [t for t in tiles if is_vowel(t)], [t for t in tiles if not is_vowel(t)]


def fill_regions(
    rng: Rng, vowels: list[str], consonants: list[str], fewer: int, more: int
) -> dict[str, list[str]]:
    """Letters face up at random in each region but the maritime one: `fewer` vowels and
    `more` consonants, or the other way round (a coin per region). Draws from the bags."""
    land = country()
    contents: dict[str, list[str]] = {land.maritime: []}
    rng.shuffle(vowels)
    rng.shuffle(consonants)
    for region in land.ids:
        if region == land.maritime:
            continue
        v, c = (more, fewer) if rng.coin() else (fewer, more)
        contents[region] = [vowels.pop() for _ in range(v)] + [consonants.pop() for _ in range(c)]
    return contents


def return_letters(tiles: Sequence[str], vowels: list[str], consonants: list[str]) -> None:
    """Letters go back into their bags."""
    for tile in tiles:
        (vowels if is_vowel(tile) else consonants).append(tile)


def board_letters(contents: Mapping[str, Sequence[str]]) -> list[str]:
    """Every letter on the board."""
    return [tile for tiles in contents.values() for tile in tiles]


def with_sea(contents: Mapping[str, Sequence[str]]) -> dict[str, list[str]]:
    """The board's pieces: the letters, and the maritime region's wildcard."""
    sea = country().maritime
    pieces = {r: list(tiles) for r, tiles in contents.items()}
    pieces.setdefault(sea, []).append(WILD)
    return pieces


class Journey(NamedTuple):
    """A word read to the sea: as the dictionary writes it (upper case), its tiles and the
    region of each tile. (A named tuple: game states are copied on every move.)"""

    word: str
    tiles: tuple[str, ...]
    regions: tuple[str, ...]

    @property
    def letters(self) -> int:
        return len(self.tiles)


def check_journey(
    contents: Mapping[str, Sequence[str]],
    word: str,
    regions: Sequence[str],
    rule: str,
) -> Journey:
    """The journey a word makes to the sea, or IllegalMove saying which rule it breaks.
    `regions` is its route (one region per letter; empty: the referee finds one)."""
    tiles = tiles_of(word)
    shown = word.strip().upper() or "—"
    if tiles is None:
        raise IllegalMove.of(
            "{word} cannot be laid with Verbàlia's letters (there is no K, W or lone Y)",
            rule=LETTERS_RULE,
            word=shown,
        )
    if len(tiles) < MIN_LETTERS:
        raise IllegalMove.of("words must have at least {n} letters", rule=rule, n=MIN_LETTERS)
    written = good_word(tiles)
    if written is None:
        raise IllegalMove.of("{word} is not in the dictionary", rule=GOOD_WORDS, word=shown)
    land = country()
    pieces = with_sea(contents)
    if not regions:
        found = land.route(tiles, pieces, ends=[land.maritime])
        if found is None:
            raise IllegalMove.of(
                "{word} cannot be read along adjacent regions to the maritime "
                "region with the letters on the board",
                rule=rule,
                word=written.upper(),
            )
        return Journey(written.upper(), tiles, found)
    route = tuple(regions)
    if len(route) != len(tiles):
        raise IllegalMove.of(
            "the word has {n} letters: name one region for each", rule=rule, n=len(tiles)
        )
    unknown = [r for r in route if r not in land]
    if unknown:
        raise IllegalMove.of("{region} is not a region of Verbàlia", rule=rule, region=unknown[0])
    if route[-1] != land.maritime:
        raise IllegalMove.of("the word must end in the maritime region", rule=rule)
    if not land.is_route(route):
        a, b = next((a, b) for a, b in pairwise(route) if a != b and not land.adjacent(a, b))
        raise IllegalMove.of(
            "{region} and {other} are not adjacent: letters must come from adjacent regions",
            rule=rule,
            region=land.region(a).name,
            other=land.region(b).name,
        )
    wanted: Counter[tuple[str, str]] = Counter(zip(route, tiles, strict=True))
    for region in dict.fromkeys(route):
        held = Counter(pieces.get(region, ()))
        short = 0
        for (r, tile), n in wanted.items():
            if r == region:
                short += max(0, n - held[tile])
        if short > held[WILD]:
            missing = next(t for (r, t), n in wanted.items() if r == region and n > held[t])
            raise IllegalMove.of(
                "{region} has no {letter} left to take (a letter may not be taken twice)",
                rule=rule,
                region=land.region(region).name,
                letter=missing,
            )
    return Journey(written.upper(), tiles, route)


def remove_letters(contents: dict[str, list[str]], journey: Journey) -> list[str]:
    """ "The letters used are removed from the board" (the sea's wildcard stays); returns
    them, to be set aside."""
    sea = country().maritime
    removed = []
    for region, tile in zip(journey.regions, journey.tiles, strict=True):
        if region != sea:
            contents[region].remove(tile)
            removed.append(tile)
    return removed


def alphabetical_key(journey: Journey) -> tuple[tuple[int, ...], str]:
    """Catalan alphabetical order of the words (Ç as C, accents as their base letters, L·L
    as LL; ABC N), the language layer's one collation key."""
    return collation_key(journey.word)


# -- What every coast game writes and checks ----------------------------------------------------
def ending(result: Result, why: str = "") -> Event:
    """The log's last line (`end_event`), its winners also as `seats`, so that its template
    names them in the reader's language (`{seats_names}`)."""
    event = end_event(result, why)
    event.data["seats"] = list(result.winners)
    return event


def letter_problems(vowels: Sequence[str], consonants: Sequence[str], *elsewhere: str) -> list[str]:
    """The conformance checks of the two bags: the 200 letters are all somewhere (the bags
    and `elsewhere`), and each bag holds its own kind."""
    problems = []
    if sorted([*vowels, *consonants, *elsewhere]) != sorted(letter_set()):
        problems.append("the 200 letters are not conserved")
    if any(not is_vowel(t) for t in vowels) or any(map(is_vowel, consonants)):
        problems.append("a letter is in the wrong bag")
    return problems


def country_lines(contents: Mapping[str, Sequence[str]]) -> list[str]:
    """The board as text: each region, its neighbours and its letters (the sea: the
    wildcard)."""
    land = country()
    lines = []
    for region in land.regions:
        tiles = contents.get(region.id, [])
        shown = "? (wildcard)" if region.id == land.maritime else " ".join(tiles)
        lines.append(
            f"  {region.id:<8} {region.name:<12} [{', '.join(land.neighbours(region.id))}]  {shown}"
        )
    return lines
