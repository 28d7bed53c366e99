"""Results as plain JSON data (the `typeddict` result style): nothing is validated."""

from __future__ import annotations

from typing import Any

from .spec import Results, json_data


def validate(tp: Any, data: Any) -> Any:
    """`data` as it came: TypedDicts are not checked at run time."""
    return data


def dump(value: Any) -> Any:
    """JSON data of an argument."""
    return json_data(value, lambda leaf: leaf)


RESULTS = Results(validate, dump)
