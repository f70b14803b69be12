"""The rulebook's recommendation list (VerBigràcia): which games suit which table.

The rulebook closes with eleven situations, each a letter of VERBIGRÀCIA, and four games for
each. They become the games' lobby tags, so that a table can filter "for children" or "without
a clock" as the rulebook advises; `tests/games/verbalia/test_verbigracia.py` checks that every
registered Verbàlia game carries the tags of its situations.
"""

from __future__ import annotations

#: Situation tag -> the games the rulebook recommends for it (section titles, as printed).
SITUATIONS: dict[str, tuple[str, ...]] = {
    # V: "if you play with people who have little command of Catalan"
    "little Catalan": ("BaBalagrama", "Brodagrama", "EndeVinagrama", "Memosíl·laB"),
    # E: "if you know Catalan but never finish crosswords"
    "casual players": ("XaVograma", "Aparellasíl·laB", "Barrinagrama", "Grafosíl·laB"),
    # R: "if you are a big group"
    "big group": ("Bananasíl·laB", "EsBartigrama", "Lligosíl·laB", "TaBugrama"),
    # B: "if you play only with your partner"
    "for two": ("ABraçagrama", "Bimemosíl·laB", "Brodasíl·laB", "ReBimemosíl·laB"),
    # I: "if you want to play with small children"
    "for children": ("Vailetosíl·laB", "Votagrama", "ABocagrama", "Enfilasíl·laB"),
    # G: "if you have less than half an hour"
    "under half an hour": ("Velosíl·laB", "Vermigrama", "Baulasíl·laB", "Quadrisíl·laB"),
    # R: "if you want to play without a clock"
    "without a clock": ("Buscador", "ArBredasíl·laB", "Buguigrama", "Ruscosíl·laB"),
    # À: "if you have more memory than an optical pencil"
    "good memory": ("GraVagrama", "Memosíl·laB", "Mésquememosíl·laB", "ReBimemosíl·laB"),
    # C: "if you have neither paper, pencil nor the will to write"
    "no writing": ("Blufigrama", "EnVoltagrama", "LlaVograma", "Oscíl·laB"),
    # I: "if you do not have the dictionary to hand, nor a connection or signal"
    "no dictionary needed": ("Barrejagrama", "Brodagrama", "Cleptosíl·laB", "SuBBugrama"),
    # A: "if you play with experts and lovers of great challenges"
    "for experts": ("ByeByegrama", "CaValcagrama", "DoBlograma", "SVeVograma"),
}


def situations(section: str) -> tuple[str, ...]:
    """The situation tags the rulebook gives the game titled `section` (maybe none)."""
    return tuple(tag for tag, games in SITUATIONS.items() if section in games)
