"""El Soneto (game id `el-soneto`): Lope de Vega's poetry contest, for 2–4 players, in Spanish."""

from logomachy.games.el_soneto.game import ElSoneto

GAME = ElSoneto()

__all__ = ["GAME", "ElSoneto"]
