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
        target = getattr(target, segment + "_" if keyword.iskeyword(segment) else segment)
    if not inspect.ismethod(target):
        target = None
    if target is None:
        problems.append(f"op {op['id']}: no method")
        continue
    docstring_has(target, op["summary"], op["id"])
    if op.get("description"):
        docstring_has(target, op["description"], op["id"] + " description")
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
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("hostile strings read back exactly")
