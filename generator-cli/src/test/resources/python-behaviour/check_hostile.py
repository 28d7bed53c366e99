"""Imports a client generated from a hostile catalog and checks every catalog string reads back exactly.

Usage: check_hostile.py operations.json  (the client is the package `hostile_client` on PYTHONPATH).
A string that escaped its context would either run on import (failing it) or change what reads back.
"""

import importlib
import keyword
import inspect
import json
import re
import sys
from collections.abc import Mapping

with open(sys.argv[1], encoding="utf-8") as handle:
    catalog = json.load(handle)
gen = importlib.import_module("hostile_client")
ops_module = importlib.import_module("hostile_client.ops")
problems = []
client = gen.ServerClient("http://127.0.0.1:9")


def lines(text):
    """A docstring as the generator writes it: every line break one newline, trailing blanks dropped, stripped."""
    return "\n".join(line.rstrip() for line in re.split("\r\n|[\r\n\u2028\u2029\u0085]", text.strip()))


def docstring_has(obj, text, what):
    doc = inspect.getdoc(obj) or ""
    if lines(text) not in "\n".join(line.rstrip() for line in doc.split("\n")):
        problems.append(f"{what}: docstring lost {text!r}: {doc!r}")


if gen.CATALOG_NAME != catalog["name"] or gen.CATALOG_VERSION != catalog["catalog_version"]:
    problems.append("catalog name or version changed")
docstring_has(gen, catalog.get("title") or catalog["name"], "module")
for op in catalog["ops"]:
    entry = gen._catalog.OPS.get(op["id"])
    if entry is None:
        problems.append(f"op {op['id']} missing from the op table")
        continue
    http = op.get("http") or {"method": "POST", "path": "/ops/" + op["id"]}
    if (entry.http.method, entry.http.path) != (http["method"], http["path"]):
        problems.append(f"op {op['id']}: binding changed: {entry.http.method} {entry.http.path}")
    if (op.get("mirror") or {}).get("client", True) is False:
        continue
    target = client
    for segment in op["id"].split("."):
        parent = target
        target = getattr(target, segment + "_" if keyword.iskeyword(segment) else segment)
    twin = getattr(parent, (segment + "_" if keyword.iskeyword(segment) else segment) + "_sync", None)
    if op.get("pagination") and not inspect.ismethod(target):
        # A paginated op's member is an object: called for one page, with its four iterators.
        missing = [m for m in ("items", "pages", "items_sync", "pages_sync") if not inspect.ismethod(getattr(target, m, None))]
        if missing:
            problems.append(f"op {op['id']}: paged member lacks {missing}")
        target = getattr(target, "__call__", None)
    if not inspect.ismethod(target):
        target = None
    if target is None:
        problems.append(f"op {op['id']}: no method")
        continue
    for method, what in ((target, op["id"]), (twin, op["id"] + "_sync")):
        if method is None:
            problems.append(f"{what}: no method")
            continue
        docstring_has(method, op["summary"], what)
        if op.get("description"):
            docstring_has(method, op["description"], what + " description")
        # Each param's description, on one line in Args: the same words, whatever the line breaks became.
        words = " ".join((inspect.getdoc(method) or "").split())
        for name, schema in ((op.get("params") or {}).get("properties") or {}).items():
            if schema.get("description") and " ".join(schema["description"].split()) not in words:
                problems.append(f"{what}: Args lost the description of {name!r}")
for row in catalog.get("errors", []):
    cls = next((c for c in vars(gen).values() if inspect.isclass(c) and issubclass(c, gen.ApiError)
                and c.catalog_class == row["class"]), None)
    if cls is None:
        problems.append(f"error {row['class']} missing")
        continue
    if cls.code != row["code"]:
        problems.append(f"error {row['class']}: code {cls.code!r}")
    if row.get("description"):
        docstring_has(cls, row["description"], row["class"])
wire_names = set()
for schema in list(catalog.get("types", {}).values()) + [op.get("params") or {} for op in catalog["ops"]]:
    wire_names.update((schema.get("properties") or {}).keys())
for name, schema in catalog.get("types", {}).items():
    model = getattr(gen, name, None)
    if model is None:
        problems.append(f"model {name} missing")
        continue
    if hasattr(model, "model_fields"):
        keys = {f.alias or n for n, f in model.model_fields.items()}
    else:
        keys = set(model.__annotations__) | set(getattr(model, "__required_keys__", set())) | set(getattr(model, "__optional_keys__", set()))
    if keys != set((schema.get("properties") or {}).keys()):
        problems.append(f"model {name}: wire names {sorted(keys)} != {sorted(schema.get('properties', {}))}")
    for wire, prop in (schema.get("properties") or {}).items():
        if not prop.get("description"):
            continue
        if hasattr(model, "model_fields"):
            # A pydantic field carries its description exactly: Field(description=...).
            field = next((f for n, f in model.model_fields.items() if (f.alias or n) == wire), None)
            if field is None or field.description != prop["description"]:
                problems.append(f"model {name}: field {wire!r} has description {getattr(field, 'description', None)!r}")
        elif " ".join(prop["description"].split()) not in " ".join((inspect.getdoc(model) or "").split()):
            problems.append(f"model {name}: its docstring's Attributes lack {wire!r}'s description")
for name, schema in catalog.get("types", {}).items():
    model = getattr(gen, name, None)
    if not hasattr(model, "model_fields") or not schema.get("properties"):
        continue
    # A pydantic model reads as a mapping of its wire names, whatever they are, beside its attributes.
    wire = list(schema["properties"])
    values = {key: object() for key in wire}
    instance = model.model_construct(**values)
    attributes = {f.alias or n: n for n, f in model.model_fields.items()}
    if not isinstance(instance, Mapping) or list(instance) != wire or len(instance) != len(wire):
        problems.append(f"model {name}: not a mapping of its wire names: {list(instance)}")
    elif dict(instance) != values or {**instance} != values or list(instance.keys()) != wire:
        problems.append(f"model {name}: dict() or ** changed the items")
    for key in wire:
        if not (instance[key] is instance.get(key) is values[key] is getattr(instance, attributes[key]) and key in instance):
            problems.append(f"model {name}: {key!r} does not read back as a key and as attribute {attributes[key]!r}")
    if "\u0000 none of these" in instance or instance.get("\u0000 none of these", 7) != 7:
        problems.append(f"model {name}: a missing key reads")
if "items" in catalog.get("types", {}).get("Thing", {}).get("properties", {}) and hasattr(gen.Thing, "model_fields"):
    # Fields named like the Mapping methods are escaped as keywords are; the methods stay, the wire names too.
    escaped = {n: f.alias for n, f in gen.Thing.model_fields.items() if f.alias in ("items", "keys", "get", "values")}
    if escaped != {"items_": "items", "keys_": "keys", "get_": "get", "values_": "values"}:
        problems.append(f"Thing: Mapping-method fields named {escaped}")
    thing = gen.Thing.model_validate({"self": "s", "a-b": "ab", "items": [1, 2], "keys": "k", "get": 3, "values": True})
    if (thing.items_, thing["items"], thing.keys_, thing["keys"], thing.get_, thing.get("get")) != ([1, 2], [1, 2], "k", "k", 3, 3):
        problems.append(f"Thing: Mapping-method fields read {thing!r}")
    if ("items", [1, 2]) not in list(thing.items()) or "keys" not in thing.keys() or True not in list(thing.values()):
        problems.append("Thing: items(), keys() or values() is not the Mapping method")
    if thing.model_dump(mode="json", by_alias=True)["items"] != [1, 2] or thing.model_dump(mode="json")["items_"] != [1, 2]:
        problems.append("Thing: model_dump lost a Mapping-method field")
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("hostile strings read back exactly")
