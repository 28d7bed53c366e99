"""The pydantic result models' base: a read-only mapping of wire names (python.md) that is a `Mapping` by registration,
not by inheritance, so defining a model scans no `collections.abc` class (docs/speed.md)."""

from __future__ import annotations

import collections.abc
from collections.abc import Mapping

import pydantic
import pytest

from genclient_runtime.results_pydantic import Model


class Entry(Model):
    name: str
    size: int | None = None
    kind: str | None = pydantic.Field(None, alias="type")


def entry() -> Entry:
    return Entry.model_validate({"name": "a.txt", "type": "file", "x-later": 1})


def test_a_model_is_a_mapping_of_its_wire_names_then_the_unknown_keys() -> None:
    e = entry()
    assert isinstance(e, Mapping) and issubclass(Entry, Mapping)
    assert list(e) == list(e.keys()) == ["name", "size", "type", "x-later"] and len(e) == 4
    assert list(e.values()) == ["a.txt", None, "file", 1]
    assert dict(e) == {**e} == dict(e.items()) == {"name": "a.txt", "size": None, "type": "file", "x-later": 1}
    assert e.get("type") == e["type"] == "file" and e.get("kind") is None and e.get("nmae", 0) == 0
    assert "x-later" in e and "kind" not in e
    with pytest.raises(KeyError):
        e["kind"]
    with pytest.raises(TypeError):
        reversed(e)  # type: ignore[call-overload]  # as for any Mapping that is not a Sequence


def test_defining_a_model_brings_no_collections_abc_class_into_its_mro() -> None:
    assert not [c for c in Entry.__mro__ if c.__module__ in (collections.abc.__name__, "_collections_abc")]
