"""What views are built of: an object's fields, named, as a view shows them."""

from __future__ import annotations

from typing import Any


def pick(obj: object, *names: str) -> dict[str, Any]:
    """`obj`'s attributes `names`, each under its own name."""
    return {name: getattr(obj, name) for name in names}
