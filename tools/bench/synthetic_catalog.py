#!/usr/bin/env python3
"""Writes a synthetic catalog of N ops (default 2000) for speed measurements, in one of two shapes:

  wide    (default) 20 namespaces, each op with its own inline params and result schemas (so every
          target renders per-op types), a mix of kinds, error codes from one shared table.
  shared  many small namespaces (5 ops each, nested two deep) whose params and results are
          `$ref`s to a pool of shared named types, as a hand-written API catalog tends to be.

  synthetic_catalog.py [N] [--shape wide|shared]

Deterministic: the same N and shape give the same bytes."""
import argparse
import json
import sys

KINDS = ["call", "call", "call", "stream", "download", "upload", "job"]
SHARED_TYPES = 40


def wide_op(namespace: int, index: int) -> dict:
    kind = KINDS[index % len(KINDS)]
    op_id = f"ns{namespace:02d}.op_{index:04d}"
    params = {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "A path."},
            "limit": {"type": "integer"},
            "recursive": {"type": "boolean"},
            "mode": {"type": "string", "enum": ["fast", "safe", "full"]},
        },
        "required": ["path"],
    }
    result = {
        "type": "object",
        "properties": {
            "id": {"type": "string"},
            "size": {"type": "integer"},
            "tags": {"type": "array", "items": {"type": "string"}},
            "owner": {"type": "object", "properties": {"name": {"type": "string"}}},
        },
        "required": ["id"],
    }
    entry = {
        "id": op_id,
        "summary": f"Operation {index} of namespace {namespace}",
        "description": "Résumé ✓ 漢字 " + "x" * 120,
        "since": "1.0",
        "kind": kind,
        "params": params,
        "errors": ["files.not_found", "policy.denied"],
    }
    if kind == "stream":
        entry["event"] = result
    elif kind == "download":
        pass
    elif kind == "job":
        entry["result"] = result
        entry["job"] = {"status_op": f"ns{namespace:02d}.status", "pending_class": "Pending"}
    else:
        entry["result"] = result
    if kind in ("upload", "download"):
        params["properties"].pop("mode")
    return entry


def status_op(namespace: str) -> dict:
    return {
        "id": f"{namespace}.status", "summary": "Job status", "since": "1.0", "kind": "call",
        "params": {"type": "object", "properties": {"job_id": {"type": "string"}}, "required": ["job_id"]},
        "result": {"type": "object", "properties": {"status": {"type": "string"}}},
    }


def wide(count: int) -> tuple[list, dict]:
    namespaces = 20
    per_namespace = count // namespaces
    ops = []
    for n in range(namespaces):
        ops.append(status_op(f"ns{n:02d}"))
        ops.extend(wide_op(n, i) for i in range(per_namespace - 1))
    return ops, {}


def shared_types() -> dict:
    types = {}
    for t in range(SHARED_TYPES):
        properties = {
            "id": {"type": "string", "description": f"Identifier of record {t}."},
            "created_at": {"type": "string", "format": "date-time"},
            "size": {"type": "integer", "format": "int64"},
            "state": {"type": "string", "enum": ["pending", "running", "done", "failed"]},
            "labels": {"type": "object", "additionalProperties": {"type": "string"}},
        }
        if t > 0:
            properties["parent"] = {"$ref": f"#/types/Record{t - 1:02d}"}
            properties["children"] = {"type": "array", "items": {"$ref": f"#/types/Record{(t * 7) % t:02d}"}}
        types[f"Record{t:02d}"] = {"type": "object", "required": ["id"], "properties": properties}
    return types


def shared(count: int) -> tuple[list, dict]:
    per_namespace = 5
    groups = max(1, count // per_namespace)
    ops = []
    verbs = ["get", "list", "create", "update", "delete"]
    for g in range(groups):
        namespace = f"area{g // 20:02d}.svc{g % 20:02d}"
        for v in range(per_namespace):
            if len(ops) >= count:
                break
            record = f"#/types/Record{(g + v) % SHARED_TYPES:02d}"
            entry = {
                "id": f"{namespace}.{verbs[v]}",
                "summary": f"{verbs[v].capitalize()} records of group {g}",
                "since": "1.0",
                "kind": "call",
                "params": {"type": "object", "required": ["id"], "properties": {
                    "id": {"type": "string"}, "record": {"$ref": record},
                    "page_size": {"type": "integer", "format": "int32"}}},
                "result": {"$ref": record},
                "errors": ["files.not_found", "policy.denied"],
            }
            if verbs[v] in ("get", "list"):
                entry["http"] = {"method": "GET", "path": f"/v1/{namespace.replace('.', '/')}/{verbs[v]}"}
                entry["params"]["properties"].pop("record")
            ops.append(entry)
    return ops, shared_types()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("count", nargs="?", type=int, default=2000)
    parser.add_argument("--shape", choices=["wide", "shared"], default="wide")
    args = parser.parse_args()
    ops, types = (wide if args.shape == "wide" else shared)(args.count)
    catalog = {
        "catalog_format": 1,
        "name": "synthetic",
        "catalog_version": "1.0.0",
        "errors": [
            {"class": "FileNotFoundError", "code": "E2004", "wire": ["files.not_found"], "status": [404],
             "exit": "other", "parent": "ServerAPIError"},
            {"class": "PolicyDeniedError", "code": "E3102", "wire": ["policy.*"], "status": [403],
             "exit": "other", "parent": "ServerAPIError"},
            {"class": "ServerAPIError", "code": "E3100", "exit": "other"},
        ],
        "exit_codes": {"other": 1},
        "ops": ops,
    }
    if types:
        catalog["types"] = types
    json.dump(catalog, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
