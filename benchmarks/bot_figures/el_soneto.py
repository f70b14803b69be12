"""El Soneto bots: votes on device claims of known truth, and variety at one table.

`judgment(strength)` puts a bot in seeded game positions where a synonym or antonym claim is
put to the vote, on the project's Spanish lexicon, and counts its yes votes. The claims, one of
each group per position:

- true, listed: a pair the thesaurus lists (drawn from familiar words by the seed);
- true, unsettled: pairs a Spanish speaker knows are synonyms or opposites and the lexicon does
  not list (`UNSETTLED_TRUE`, written for this benchmark, not tuned on) — what really reaches
  a vote;
- false, refuted: listed opposites claimed as synonyms and listed synonyms as opposites;
- false, unrelated: two familiar words of one category drawn by the seed, with no relation
  listed either way (a random pair is neither synonymous nor opposite);
- false, related: pairs that are related without being synonyms or opposites (`RELATED_FALSE`).

`groups(strength)` gives the same per group; `variety(seeds)` counts, over seeded three-bot
games at medium strength, the turns where every bot wrote the same word.
"""

from __future__ import annotations

from functools import cache

from benchmarks.bot_figures import Judgment, Variety
from logomachy.bots.autoplay import autoplay
from logomachy.bots.el_soneto import BOTS
from logomachy.games.el_soneto import ElSoneto
from logomachy.games.el_soneto.referee import CATEGORIES
from logomachy.games.el_soneto.state import Box, Claim, Phase, SonetoState
from logomachy.kernel import Challenge, Rng, TieRule

POSITIONS = 60
FAMILIAR = 4.0  # Zipf frequency of the words drawn for listed and unrelated pairs

UNSETTLED_TRUE = [
    ("synonym", "charla", "plática"),
    ("synonym", "diminuto", "minúsculo"),
    ("synonym", "trabajo", "empleo"),
    ("synonym", "inquietud", "turbación"),
    ("synonym", "ebullición", "efervescencia"),
    ("synonym", "provisión", "dotación"),
    ("synonym", "fortaleza", "potencia"),
    ("synonym", "temor", "pavor"),
    ("synonym", "ilusionado", "jubiloso"),
    ("antonym", "dulce", "amargo"),
    ("antonym", "cielo", "infierno"),
    ("antonym", "vida", "muerte"),
    ("antonym", "verdad", "mentira"),
    ("antonym", "sano", "enfermo"),
    ("antonym", "sabio", "ignorante"),
    ("antonym", "encender", "apagar"),
    ("antonym", "luz", "oscuridad"),
    ("antonym", "alegría", "tristeza"),
    ("antonym", "invierno", "verano"),
    ("antonym", "día", "noche"),
    ("antonym", "ascenso", "descenso"),
    ("antonym", "orden", "caos"),
    ("antonym", "odio", "cariño"),
    ("antonym", "ruido", "silencio"),
]
RELATED_FALSE = [
    ("synonym", "perro", "gato"),
    ("synonym", "mesa", "silla"),
    ("synonym", "casa", "puerta"),
    ("synonym", "sol", "luna"),
    ("synonym", "rojo", "azul"),
    ("synonym", "rey", "reina"),
    ("synonym", "padre", "hijo"),
    ("synonym", "árbol", "hoja"),
    ("antonym", "perro", "gato"),
    ("antonym", "mesa", "silla"),
    ("antonym", "rojo", "azul"),
    ("antonym", "padre", "hijo"),
    ("antonym", "sol", "luna"),
    ("antonym", "mano", "pie"),
]
GROUPS = (
    ("true, listed", True),
    ("true, unsettled", True),
    ("false, refuted", False),
    ("false, unrelated", False),
    ("false, related", False),
)


@cache
def _game() -> ElSoneto:
    return ElSoneto()


def _category(game: ElSoneto, word: str) -> str:
    cats = game.referee.judge(word).categories
    return next((c for c in CATEGORIES if c in cats), "")


# Opposites to draw listed antonyms from (the Spanish thesaurus marks none; the lexicon lists
# them through WordNet, which cannot be enumerated from the Spanish side): kept where listed.
OPPOSITES = [
    "grande pequeño",
    "lento veloz",
    "subir bajar",
    "amor odio",
    "claro oscuro",
    "frío caliente",
    "rico pobre",
    "valiente cobarde",
    "bonito feo",
    "ancho estrecho",
    "duro blando",
    "lleno vacío",
    "abrir cerrar",
    "entrar salir",
    "ganar perder",
    "guerra paz",
    "gordo flaco",
    "joven viejo",
    "amigo enemigo",
    "limpio sucio",
    "mojado seco",
    "fuerte débil",
    "pesado ligero",
    "nacer morir",
    "comprar vender",
    "recordar olvidar",
    "aceptar rechazar",
    "calor frío",
    "bueno malo",
    "largo corto",
    "nuevo viejo",
    "caro barato",
    "principio fin",
    "riqueza pobreza",
    "belleza fealdad",
    "hombre mujer",
    "blanco negro",
    "alto bajo",
]


@cache
def _listed(kind: str) -> list[tuple[str, str]]:
    """Familiar pairs the lexicon lists as `kind`, in a fixed order."""
    game = _game()
    ref = game.referee
    if kind == "antonym":
        pairs = [(p.split()[0], p.split()[1]) for p in OPPOSITES]
        return [(a, b) for a, b in pairs if "antonym" in ref.relations(a, b).holds]
    related = ref.related  # type: ignore[attr-defined]
    words = sorted(w for w, _ in ref.vocabulary() if ref.frequency(w) >= FAMILIAR)
    familiar = set(words)
    pairs = []
    for w in words:
        for other, kinds in sorted(related(w).items()):
            if (
                kind in kinds
                and other in familiar
                and other > w
                and kind in ref.relations(w, other).holds
            ):
                pairs.append((w, other))
    return pairs


@cache
def _familiar() -> list[str]:
    ref = _game().referee
    return sorted(w for w, _ in ref.vocabulary() if ref.frequency(w) >= FAMILIAR)


def _claim(group: str, seed: int, rng: Rng) -> tuple[str, str, str]:
    game = _game()
    ref = game.referee
    if group == "true, listed":
        kind = "synonym" if seed % 2 == 0 else "antonym"
        a, b = rng.choice(_listed(kind))
        return kind, a, b
    if group == "true, unsettled":
        return UNSETTLED_TRUE[seed % len(UNSETTLED_TRUE)]
    if group == "false, refuted":
        listed = "antonym" if seed % 2 == 0 else "synonym"
        a, b = rng.choice(_listed(listed))
        return ("synonym" if listed == "antonym" else "antonym"), a, b
    if group == "false, related":
        return RELATED_FALSE[seed % len(RELATED_FALSE)]
    words = _familiar()
    while True:
        a, b = words[rng.below(len(words))], words[rng.below(len(words))]
        if a != b and _category(game, a) == _category(game, b) and not ref.relations(a, b).holds:
            return ("synonym" if seed % 2 == 0 else "antonym"), a, b


def _position(seed: int, device: str, new: str, old: str) -> SonetoState:
    """A seeded table where seat 0 claims `device` between its word `new` and seat 2's `old`."""
    game = _game()
    state = game.setup(3, {}, seed)
    state.players[2].poemario.append(Box(1, word=old, category=_category(game, old), cards=2))
    state.players[0].poemario.append(Box(2, word=new, category=_category(game, new), cards=2))
    vote = Challenge(0, 0, f"{device}:{old}", "claim", [1, 2], TieRule.REJECT)
    vote.explain(0, "claim")
    state.claims = [Claim(device, old, vote)]
    state.stage = Phase.VOTE
    return state


def groups(strength: str, positions: int = POSITIONS) -> dict[str, tuple[int, int]]:
    """Per group of claims: (yes votes, claims)."""
    game = _game()
    out: dict[str, tuple[int, int]] = {}
    for group, _ in GROUPS:
        yes = 0
        for seed in range(positions):
            rng = Rng.derived(seed, f"el-soneto-judgment:{group}")
            device, new, old = _claim(group, seed, rng)
            state = _position(seed, device, new, old)
            move = BOTS[strength]().choose(game, state, 1, Rng.derived(seed, f"vote:{group}"))
            yes += bool(getattr(move, "accept", False))
        out[group] = (yes, positions)
    return out


def judgment(strength: str) -> Judgment:
    return _judgment(groups(strength))


def _judgment(by_group: dict[str, tuple[int, int]]) -> Judgment:
    true = [by_group[g] for g, truth in GROUPS if truth]
    false = [by_group[g] for g, truth in GROUPS if not truth]
    return Judgment(
        sum(y for y, _ in true),
        sum(n for _, n in true),
        sum(y for y, _ in false),
        sum(n for _, n in false),
    )


def variety(seeds: range, strength: str = "medium", seats: int = 3) -> Variety:
    """Turns where at least two bots wrote a word, and those where every bot wrote the same."""
    game = _game()
    same = rounds = 0
    for seed in seeds:
        bots = [BOTS[strength]() for _ in range(seats)]
        match = autoplay(game, seats, seed, None, bots=bots)
        state = match.state
        for turn in range(1, state.turn + 1):
            words = [b.word for p in state.players for b in p.poemario if b.turn == turn and b.word]
            if len(words) >= 2:
                rounds += 1
                same += len(set(words)) == 1
    return Variety(same, rounds)


if __name__ == "__main__":
    for s in ("easy", "medium", "hard"):
        by_group = groups(s)
        j = _judgment(by_group)
        print(f"{s}: true accepted {100 * j.true_rate:.0f} %, false accepted "
              f"{100 * j.false_rate:.0f} %  " + ", ".join(
                  f"{g} {y}/{n}" for g, (y, n) in by_group.items()))  # fmt: skip
    v = variety(range(12))
    print(f"variety (medium, 3 bots): all wrote the same word in {v.same_rounds}/{v.rounds} turns")
