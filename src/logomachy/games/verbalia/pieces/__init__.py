"""The pieces every Verbàlia game shares: the 200 letters, the 136 syllable tiles, the three
boards (la plaça, the country, the wood), the categories, the recommendation list and the ABC
options. Pieces import no game; their data lies in the Verbàlia package's `data/`."""

from importlib.resources import files

DATA = files("logomachy.games.verbalia") / "data"
