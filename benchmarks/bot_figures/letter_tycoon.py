"""Letter Tycoon bot figures: challenges of plays of known truth.

Claims come from seeded bot games at the default table (3 players, player challenges, the
default dictionary): every word played there is a true claim (the dictionary holds it, or the
referee would have upheld a challenge); the same word with two letters changed, when the
dictionary does not hold that, is a false one. "Accepted" is "not challenged": the call is
`LetterTycoonBot.challenges`, what the bot's `choose` returns in the challenge stage.
"""

from __future__ import annotations

from logomachy.bots.autoplay import autoplay
from logomachy.bots.letter_tycoon.strategies import LetterTycoonBot
from logomachy.games.letter_tycoon import GAME
from logomachy.games.letter_tycoon.dictionary import load_dictionary
from logomachy.kernel import Rng

from . import Judgment

GAMES = 6
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def claims(games: int = GAMES) -> tuple[list[str], list[str]]:
    """Words played in seeded bot games (true) and garbled copies the dictionary lacks."""
    true: list[str] = []
    false: list[str] = []
    for seed in range(games):
        match = autoplay(GAME, 3, seed)
        dictionary = load_dictionary(str(match.record.options["dictionary"]))
        rng = Rng.derived(seed, "garble")
        for entry in match.record.moves:
            if entry.move.get("verb") != "play":
                continue
            for word in entry.move.get("words", ()):
                word = str(word).upper()
                if not dictionary.is_word(word):
                    continue
                true.append(word)
                letters = list(word)
                for i in rng.sample(range(len(letters)), min(2, len(letters))):
                    letters[i] = rng.choice(ALPHABET)
                garbled = "".join(letters)
                if not dictionary.is_word(garbled):
                    false.append(garbled)
    return true, false


def judgment(strength: str) -> Judgment:
    true, false = claims()
    bot = LetterTycoonBot(strength)
    dictionary = load_dictionary()  # the default table's, as in `claims`

    def accepted(words: list[str], salt: str) -> int:
        return sum(
            not bot.challenges(not dictionary.is_word(w), Rng.derived(i, salt + strength))
            for i, w in enumerate(words)
        )

    return Judgment(accepted(true, "t"), len(true), accepted(false, "f"), len(false))


if __name__ == "__main__":
    for strength in ("easy", "medium", "hard"):
        j = judgment(strength)
        print(
            f"{strength:<7} true accepted {j.true_accepted}/{j.true_total} ({j.true_rate:.0%})"
            f"   false accepted {j.false_accepted}/{j.false_total} ({j.false_rate:.0%})"
        )
