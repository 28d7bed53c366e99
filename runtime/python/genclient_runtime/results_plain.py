"""Results as plain JSON data (the `typeddict` result style): nothing is validated."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .spec import Results


def validate(tp: Any, data: Any) -> Any:
    """`data` as it came: TypedDicts are not checked at run time."""
    return data


def dump(value: Any) -> Any:
    """JSON data of an argument."""
    if isinstance(value, Mapping):
        return {str(k): dump(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [dump(v) for v in value]
    return value


RESULTS = Results(validate, dump)
