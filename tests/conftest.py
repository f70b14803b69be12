"""Suite-wide: the longest tests start first.

`make test` runs the suite on two xdist workers (`--dist loadgroup`), which hand out tests in
collection order, a few at a time. A long test picked up last keeps one worker busy while the
other has nothing left, so the slow tests go first, the heaviest first (a test's `weight`
mark: the conformance chunks carry their seeds times their cost), and the many short tests
fill the gaps at the end. The order within each kind stays the collection order, and every
worker sorts alike, as xdist requires.
"""

from __future__ import annotations

import pytest

# A slow test without a `weight` mark: a browser test or a many-game bot test, each a few
# conformance seeds' worth.
SLOW_WEIGHT = 8


def weight(item: pytest.Item) -> int:
    mark = item.get_closest_marker("weight")
    if mark is not None:
        return int(mark.args[0])
    return SLOW_WEIGHT if item.get_closest_marker("slow") is not None else 0


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    items.sort(key=lambda item: -weight(item))  # stable: ties keep the collection order
