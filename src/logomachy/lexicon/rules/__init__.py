"""One rules module per language: normalisation, syllables, stress, rhyme keys."""
