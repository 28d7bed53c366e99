"""Results as pydantic v2 models (the `pydantic` result style): the model base, the discriminator of tagged
unions, and how results are validated and arguments dumped."""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from typing import Any

import pydantic

from .spec import Results, json_data


class Model(pydantic.BaseModel):
    """Base of the result models: unknown keys are kept, and `model["wire_name"]` reads a field like a dict.
    A model's validator is built on its first use, so defining many models stays cheap."""

    model_config = pydantic.ConfigDict(populate_by_name=True, extra="allow", defer_build=True, protected_namespaces=())

    def __getitem__(self, key: str) -> Any:
        for name, field in type(self).model_fields.items():
            if (field.alias or name) == key:
                return getattr(self, name)
        extra = self.model_extra or {}
        if key in extra:
            return extra[key]
        raise KeyError(key)


@functools.lru_cache(maxsize=None)
def tagged(prop: str, table: tuple[tuple[str, str], ...]) -> Callable[[Any], str]:
    """The discriminator of a tagged union: the member of the wire tag in `prop`, `"*"` (a plain dict) for any other."""
    members = dict(table)

    def pick(value: Any) -> str:
        if isinstance(value, Mapping):
            tag = value.get(prop)
        elif isinstance(value, Model):
            try:
                tag = value[prop]
            except KeyError:
                tag = None
        else:
            tag = None
        return members.get(tag, "*") if isinstance(tag, str) else "*"

    return pick


_ADAPTERS: dict[Any, pydantic.TypeAdapter[Any]] = {}


def validate(tp: Any, data: Any) -> Any:
    """`data` validated as `tp` (one cached adapter per type)."""
    adapter = _ADAPTERS.get(tp)
    if adapter is None:
        adapter = _ADAPTERS[tp] = pydantic.TypeAdapter(tp)
    return adapter.validate_python(data)


def _model_data(value: Any) -> Any:
    if isinstance(value, pydantic.BaseModel):
        return value.model_dump(mode="json", by_alias=True, exclude_none=True)
    return value


def dump(value: Any) -> Any:
    """JSON data of an argument: models by wire name, without unset optional fields."""
    return json_data(value, _model_data)


RESULTS = Results(validate, dump)
