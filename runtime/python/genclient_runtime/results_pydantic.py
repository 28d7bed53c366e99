"""Results as pydantic v2 models (the `pydantic` result style): the model base, the discriminator of tagged
unions, and how results are validated and arguments dumped."""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

import pydantic

from .spec import Results, json_data

if TYPE_CHECKING:
    _MappingBase = Mapping[str, Any]
else:
    # At run time a model is a Mapping by registration (below), not by inheritance: pydantic scans every class
    # in a new model's MRO that is not a model itself for validators, and Mapping brings five (Mapping,
    # Collection, Sized, Iterable, Container) to each of the hundreds of models a namespace module defines.
    _MappingBase = object


class Model(pydantic.BaseModel, _MappingBase):
    """Base of the result models, read by attribute (`entry.name`) or as a read-only mapping of wire names
    (`entry["name"]`, `entry.get("name")`, `"name" in entry`, `{**entry}`, `dict(entry)`): its keys are every
    field's wire name, then the unknown keys the server sent (kept, `extra="allow"`); an optional field the
    server left out reads `None` either way. Iterating yields the keys. A model's validator is built on its
    first use, so defining many models stays cheap."""

    model_config = pydantic.ConfigDict(populate_by_name=True, extra="allow", defer_build=True, protected_namespaces=())

    if not TYPE_CHECKING:
        # The methods a Mapping subclass inherits, Mapping's own (type checkers see them on the Mapping base).
        get = Mapping.get
        keys = Mapping.keys
        items = Mapping.items
        values = Mapping.values
        __reversed__ = None

    def __getitem__(self, key: str) -> Any:
        name = _wire_names(type(self)).get(key)
        if name is not None:
            return getattr(self, name)
        extra = self.__pydantic_extra__
        if extra and key in extra:
            return extra[key]
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:  # type: ignore[override]  # pyright: ignore[reportIncompatibleMethodOverride]
        yield from _wire_names(type(self))
        yield from self.__pydantic_extra__ or ()

    def __len__(self) -> int:
        return len(_wire_names(type(self))) + len(self.__pydantic_extra__ or ())

    def __contains__(self, key: object) -> bool:
        return key in _wire_names(type(self)) or key in (self.__pydantic_extra__ or ())


if not TYPE_CHECKING:  # type checkers see Model's Mapping base (and no `register` on it)
    Mapping.register(Model)

_WIRE_NAMES: dict[type[pydantic.BaseModel], dict[str, str]] = {}


def _wire_names(cls: type[pydantic.BaseModel]) -> dict[str, str]:
    """Each field's wire name to its attribute, in declaration order (once per class)."""
    names = _WIRE_NAMES.get(cls)
    if names is None:
        names = _WIRE_NAMES[cls] = {field.alias or name: name for name, field in cls.model_fields.items()}
    return names


@functools.lru_cache(maxsize=None)
def tagged(prop: str, table: tuple[tuple[str, str], ...]) -> Callable[[Any], str]:
    """The discriminator of a tagged union: the member of the wire tag in `prop`, `"*"` (a plain dict) for any other."""
    members = dict(table)

    def pick(value: Any) -> str:
        tag = value.get(prop) if isinstance(value, Mapping) else None  # a dict, or a model by its wire names
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
        # Python values walked by json_data, so a datetime field goes out as every date-time does (spec.rfc3339).
        return dump(value.model_dump(by_alias=True, exclude_none=True))
    return value


def dump(value: Any) -> Any:
    """JSON data of an argument: models by wire name, without unset optional fields."""
    return json_data(value, _model_data, pydantic.BaseModel)


RESULTS = Results(validate, dump)
