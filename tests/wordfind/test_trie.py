"""The numpy-built DAWG against brute force: exactly the words, and minimal."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind.trie import build, completions, count_nodes, walk

codes_st = st.lists(
    st.text(alphabet="abc\ue000", min_size=1, max_size=7), min_size=0, max_size=60
).map(lambda words: sorted(set(words)))


def right_languages(words: list[str]) -> set[frozenset[str]]:
    """The distinct futures of every prefix: the states of the minimal automaton."""
    prefixes = {w[:i] for w in words for i in range(len(w) + 1)}
    return {frozenset(w[len(p) :] for w in words if w.startswith(p)) for p in prefixes}


@settings(max_examples=300, deadline=None)
@given(codes=codes_st)
def test_dawg_holds_exactly_the_words_and_is_minimal(codes: list[str]) -> None:
    root = build(codes)
    assert list(completions(root)) == codes
    if codes:
        # One dict per distinct future, plus the shared empty dict every END points to.
        assert count_nodes(root) == len(right_languages(codes)) + 1
    for code in codes:
        node = walk(root, code)
        assert node is not None and "" in node


def test_shared_suffixes_are_one_node() -> None:
    root = build(["cantava", "cantaves", "parlava", "parlaves"])
    assert walk(root, "canta") is walk(root, "parla")
