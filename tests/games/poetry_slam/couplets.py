"""Couplets the bots' reading is developed and tested on (the held-out set in
data/heldout_couplets.toml is only measured, never tuned on): (prompt, drawn, word, poem)."""

from __future__ import annotations

DEV = (
    (
        "First letter is _",
        ("C",),
        "CAT",
        "It purrs and chases mice all day, / then naps in sunshine, curled away.",
    ),
    (
        "Second letter is _",
        ("O",),
        "DOG",
        "It wags its tail and barks at night, / man's best friend, with a bone to bite.",
    ),
    (
        "Last letter is _",
        ("K",),
        "BOOK",
        "Pages and chapters, a story told, / you read it in bed when the night is cold.",
    ),
    (
        "Third letter is _",
        ("E",),
        "SHEEP",
        "Its wool is sheared to make a coat, / it grazes the hill beside the goat.",
    ),
    (
        "Contains both letters drawn: _ and _",
        ("R", "N"),
        "RAIN",
        "Drops from the clouds fall on the town, / umbrellas open as it comes down.",
    ),
    (
        "First letter is _",
        ("W",),
        "WINE",
        "From grapes it's made, in bottles red, / a glass at dinner goes to your head.",
    ),
    (
        "Second letter is _",
        ("U",),
        "GUITAR",
        "Six strings you strum to play a song, / the rock band's sound, loud and long.",
    ),
    (
        "Fourth letter is _",
        ("T",),
        "MOUTH",
        "You eat with it and speak with it too, / with lips and teeth and a tongue to chew.",
    ),
    (
        "Last letter is _",
        ("E",),
        "HOUSE",
        "A home with rooms, a roof, a door, / where families live on every floor.",
    ),
    (
        "Second letter from the last is _",
        ("E",),
        "TOWEL",
        "After the bath you dry with this, / a fluffy cloth you would not miss.",
    ),
    (
        "First letter is _",
        ("S",),
        "SUN",
        "It rises in the east each day, / a star that warms us with its ray.",
    ),
    (
        "Third letter from the last is _",
        ("N",),
        "DINNER",
        "The evening meal we eat at eight, / with knife and fork upon the plate.",
    ),
    (
        "First letter is _",
        ("F",),
        "FISH",
        "It swims in rivers, lakes and seas, / with fins and gills it breathes with ease.",
    ),
    (
        "Second letter is _",
        ("H",),
        "SHOE",
        "You lace it up before you walk, / a leather heel on the sidewalk.",
    ),
    (
        "Last letter is _",
        ("L",),
        "SCHOOL",
        "Where children learn to read and write, / with teachers, desks and books in sight.",
    ),
    (
        "Third letter is _",
        ("O",),
        "FLOWER",
        "A rose, a daisy or a tulip bloom, / with petals bright to fill the room.",
    ),
    (
        "Contains both letters drawn: _ and _",
        ("S", "T"),
        "STAR",
        "It twinkles in the sky at night, / a distant sun of shining light.",
    ),
    (
        "First letter is _",
        ("B",),
        "BABY",
        "It cries at night and drinks its milk, / a newborn child in a cot of silk.",
    ),
    (
        "Fourth letter is _",
        ("E",),
        "CHEESE",
        "Made from milk, a yellow wedge, / the mouse will nibble at its edge.",
    ),
    (
        "Second letter from the last is _",
        ("N",),
        "WIND",
        "It blows the leaves and bends the tree, / it fills the sails upon the sea.",
    ),
    (
        "Last letter is _",
        ("R",),
        "FLOUR",
        "White powder ground from wheat and grain, / the baker's bread begins again.",
    ),
    (
        "First letter is _",
        ("K",),
        "KING",
        "He wears the crown upon his throne, / he rules the land as his own.",
    ),
    (
        "Third letter from the last is _",
        ("E",),
        "HAMMER",
        "You bang the nails into the wood, / a carpenter's tool, heavy and good.",
    ),
    (
        "Second letter is _",
        ("E",),
        "BED",
        "You sleep in it with sheets and pillow, / beneath a quilt as soft as willow.",
    ),
)
