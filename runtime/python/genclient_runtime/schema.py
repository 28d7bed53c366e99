"""The shape check of results and stream events against the embedded document's schemas: declared property types,
required presence and item types. It keeps forward compatibility: unknown properties, unknown enum values and an
unknown variant of a discriminated union pass; `null` passes only where the schema allows it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list,),
    "object": (dict,),
    "null": (type(None),),
}


def _fits_type(value: Any, name: str) -> bool:
    if isinstance(value, bool) and name not in ("boolean",):
        return False
    if name == "integer" and isinstance(value, float):
        return value.is_integer()
    return isinstance(value, _TYPES.get(name, (object,)))


def problem(value: Any, schema: Any, types: Mapping[str, Any], where: str = "result") -> str | None:
    """What does not fit in `value` (a message naming the place, `result.entries[2].size`), or None."""
    return _check(value, schema, types, where, 0)


def _check(value: Any, schema: Any, types: Mapping[str, Any], where: str, depth: int) -> str | None:
    if not isinstance(schema, Mapping) or depth > 64:
        return None
    ref = schema.get("$ref")
    if isinstance(ref, str):
        name = ref.rsplit("/", 1)[-1]
        return _check(value, types.get(name), types, where, depth + 1)
    declared = schema.get("type")
    names = [declared] if isinstance(declared, str) else [n for n in declared or [] if isinstance(n, str)]
    if names and not any(_fits_type(value, name) for name in names):
        shown = "null" if value is None else type(value).__name__
        return f"{where}: {shown} where the schema has {'|'.join(names)}"
    for key in ("allOf",):
        for part in schema.get(key) or []:
            found = _check(value, part, types, where, depth + 1)
            if found is not None:
                return found
    variants = schema.get("oneOf") or schema.get("anyOf")
    if isinstance(variants, list) and variants:
        found = _variant(value, schema, variants, types, where, depth)
        if found is not None:
            return found
    if isinstance(value, dict):
        return _object(value, schema, types, where, depth)
    if isinstance(value, list):
        items = schema.get("items")
        for index, item in enumerate(value):
            found = _check(item, items, types, f"{where}[{index}]", depth + 1)
            if found is not None:
                return found
    return None


def _object(value: dict[str, Any], schema: Mapping[str, Any], types: Mapping[str, Any], where: str,
            depth: int) -> str | None:
    for name in schema.get("required") or []:
        if name not in value:
            return f"{where}: the required property {name!r} is missing"
    properties = schema.get("properties")
    properties = properties if isinstance(properties, Mapping) else {}
    extra = schema.get("additionalProperties")
    for name, item in value.items():
        sub = properties.get(name, extra if isinstance(extra, Mapping) else None)
        found = _check(item, sub, types, f"{where}.{name}", depth + 1)
        if found is not None:
            return found
    return None


def _variant(value: Any, schema: Mapping[str, Any], variants: list[Any], types: Mapping[str, Any], where: str,
             depth: int) -> str | None:
    """A union: with a discriminator and an object, the variant its tag names (by `mapping`, else by the variant's
    `const` or `enum` for the tag) must fit, a missing tag does not fit and a tag no variant names (a newer variant)
    passes; otherwise one variant must fit."""
    discriminator = schema.get("discriminator")
    tag = discriminator.get("propertyName") if isinstance(discriminator, Mapping) else None
    if isinstance(discriminator, Mapping) and isinstance(tag, str) and isinstance(value, dict):
        if tag not in value:
            return f"{where}: the required property {tag!r} is missing"
        target = _tagged(discriminator, variants, tag, value[tag], types)
        return None if target is None else _check(value, target, types, where, depth + 1)
    found: str | None = None
    for variant in variants:
        problem = _check(value, variant, types, where, depth + 1)
        if problem is None:
            return None
        found = found or problem
    return found


def _tagged(discriminator: Mapping[str, Any], variants: list[Any], tag: str, named: Any,
            types: Mapping[str, Any]) -> Any:
    """The variant a tag value names: through `mapping`, else the variant whose tag property's `const` or `enum`
    holds it; None for none."""
    mapping = discriminator.get("mapping")
    mapped = mapping.get(named) if isinstance(mapping, Mapping) and isinstance(named, str) else None
    if isinstance(mapped, str):
        return {"$ref": mapped}
    for variant in variants:
        resolved = variant
        for _ in range(64):
            ref = resolved.get("$ref") if isinstance(resolved, Mapping) else None
            if not isinstance(ref, str):
                break
            resolved = types.get(ref.rsplit("/", 1)[-1])
        properties = resolved.get("properties") if isinstance(resolved, Mapping) else None
        declared = properties.get(tag) if isinstance(properties, Mapping) else None
        if isinstance(declared, Mapping) and (
                ("const" in declared and _same(declared["const"], named))
                or any(_same(v, named) for v in declared.get("enum") or [])):
            return variant
    return None


def _same(a: Any, b: Any) -> bool:
    """JSON equality: `True` is not `1`."""
    return type(a) is type(b) and a == b
