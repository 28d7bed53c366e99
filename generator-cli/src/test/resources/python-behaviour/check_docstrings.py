"""Parses a generated namespace module with `ast` and checks one op's Google-style docstring, async and `_sync`.

Usage: check_docstrings.py operations.json module.py op_id class member
Both methods' docstrings must have Args (each param with its catalog description, and its default), Returns,
Raises (each wire code the op declares) and Example (a call of the method with the op's first example's params),
in that order. Prints what is wrong, or "docstrings complete" with the methods checked.
"""

import ast
import json
import sys

catalog_path, module_path, op_id, class_name, member = sys.argv[1:6]
with open(catalog_path, encoding="utf-8") as handle:
    catalog = json.load(handle)
op = next(o for o in catalog["ops"] if o["id"] == op_id)
with open(module_path, encoding="utf-8") as handle:
    tree = ast.parse(handle.read())
cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == class_name)
methods = {n.name: n for n in cls.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}
problems = []
SECTIONS = ("Args:", "Returns:", "Raises:", "Example:")


def sections(doc):
    """Each section's indented lines, by its header; the text before the first header under ''."""
    out, current = {"": []}, ""
    for line in doc.split("\n"):
        if line in SECTIONS:
            current = line
            out[current] = []
        elif line.strip():
            out[current].append(line)
    return out


for name, kind, prefix in ((member, ast.AsyncFunctionDef, "await "), (member + "_sync", ast.FunctionDef, "")):
    method = methods.get(name)
    if not isinstance(method, kind):
        problems.append(f"{name}: not a {kind.__name__} of {class_name}")
        continue
    doc = ast.get_docstring(method) or ""
    order = [doc.split("\n").index(s) if s in doc.split("\n") else -1 for s in SECTIONS]
    if -1 in order or order != sorted(order):
        problems.append(f"{name}: sections {SECTIONS} missing or out of order: {order}")
        continue
    found = sections(doc)
    if not found[""] or found[""][0] != op["summary"]:
        problems.append(f"{name}: does not start with the summary")
    args = {line.strip().split(":", 1)[0]: line.strip() for line in found["Args:"] if line.startswith("    ")}
    for wire, schema in op["params"]["properties"].items():
        line = args.get(wire, "")
        if schema["description"] not in line:
            problems.append(f"{name}: Args lacks {wire}: {schema['description']!r}")
        if "default" in schema and f"`{schema['default']!r}`" not in line:
            problems.append(f"{name}: Args lacks {wire}'s default {schema['default']!r}: {line!r}")
    for option in ("timeout", "extra_headers", "max_retries"):
        if option not in args:
            problems.append(f"{name}: Args lacks {option}")
    if not any(line.strip() for line in found["Returns:"]):
        problems.append(f"{name}: Returns is empty")
    raises = "\n".join(found["Raises:"])
    for code in op["errors"]:
        if f"`{code}`" not in raises:
            problems.append(f"{name}: Raises lacks {code}")
    example = "\n".join(line.strip() for line in found["Example:"])
    call = ast.parse(example).body[0].value
    if prefix:
        call = call.value if isinstance(call, ast.Await) else None
    expected = f"srv.{op_id}" + ("_sync" if not prefix else "")
    if not isinstance(call, ast.Call) or ast.unparse(call.func) != expected:
        problems.append(f"{name}: Example is not a call of {expected}: {example!r}")
    elif {k.arg: ast.literal_eval(k.value) for k in call.keywords} != op["examples"][0]["params"]:
        problems.append(f"{name}: Example's arguments are not the first example's params: {example!r}")
if problems:
    print("\n".join(problems))
    sys.exit(1)
print("docstrings complete:", member, member + "_sync")
