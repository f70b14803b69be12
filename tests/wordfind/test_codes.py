"""CodeList behaves as the sorted list it replaces; an index's written forms are exactly
the words of each code (the code first when it is a word too, then as listed)."""

from __future__ import annotations

import pickle

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from logomachy.wordfind import Alphabet, WordIndex
from logomachy.wordfind.codes import CodeList

CA = Alphabet.for_language("ca")

codes_st = st.lists(st.text(alphabet="ab\ue000ç", min_size=1, max_size=6), max_size=40).map(
    lambda codes: sorted(set(codes))
)


@settings(max_examples=200, deadline=None)
@given(codes=codes_st, data=st.data())
def test_code_list_is_the_sorted_list(codes: list[str], data: st.DataObject) -> None:
    listed = CodeList(codes)
    assert len(listed) == len(codes) and list(listed) == codes
    begin = data.draw(st.integers(-50, 50))
    end = data.draw(st.integers(-50, 50))
    assert listed[begin:end] == codes[begin:end]
    assert listed[::2] == codes[::2]
    for i in range(-len(codes), len(codes)):
        assert listed[i] == codes[i]
    rows = data.draw(st.lists(st.integers(0, max(len(codes) - 1, 0)), max_size=10))
    if codes:
        assert listed.take(np.array(rows)) == [codes[r] for r in rows]
        assert listed.lengths().tolist() == [len(c) for c in codes]
    probe = data.draw(st.text(alphabet="ab\ue000ç", max_size=6))
    assert listed.find(probe) == (codes.index(probe) if probe in codes else -1)
    again = pickle.loads(pickle.dumps(listed))
    assert again == listed and list(again) == codes


def test_code_list_bounds() -> None:
    listed = CodeList(["a", "b"])
    with pytest.raises(IndexError):
        listed[2]
    assert CodeList() == CodeList([]) and list(CodeList()) == [] and CodeList()[0:5] == []


words_st = st.lists(
    st.sampled_from(["casa", "càntic", "cantic", "cel·la", "cella", "Anna", "anna", "any", "àny"]),
    max_size=12,
)


@settings(max_examples=150, deadline=None)
@given(words=words_st)
def test_index_forms_are_each_codes_words_code_first_then_alphabetical(
    words: list[str],
) -> None:
    index = WordIndex(words, CA)
    expected: dict[str, list[str]] = {}
    for word in words:
        code = CA.spell(word)
        assert code is not None
        expected.setdefault(code, [])
        if word not in expected[code]:
            expected[code].append(word)
    for code, written in expected.items():
        first = [code] if code in written else []
        assert index.forms(code) == tuple(first + sorted(w for w in written if w != code))
    assert list(index.codes) == sorted(expected)
    # Every word once, in the order searches return them: longest code first, then the word.
    rows = np.arange(len(index.codes))
    by_search = sorted(set(words), key=lambda w: (-len(CA.spell(w) or ""), w))
    assert index._sorted_words(rows) == by_search
    assert index._sorted_words(rows[::-1].copy()) == by_search
    assert sorted(index) == sorted(set(words))
    assert index.forms("zzz") == ()
