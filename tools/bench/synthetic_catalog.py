#!/usr/bin/env python3
"""Writes a synthetic catalog of N ops (default 2000) for speed measurements: 20 namespaces, each op
with its own inline params and result schemas (so every target renders per-op types), a mix of kinds,
and error codes from one shared table. Deterministic: the same N gives the same bytes."""
import json
import sys

KINDS = ["call", "call", "call", "stream", "download", "upload", "job"]


def op(namespace: int, index: int) -> dict:
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


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    namespaces = 20
    per_namespace = count // namespaces
    ops = []
    for n in range(namespaces):
        ops.append({
            "id": f"ns{n:02d}.status", "summary": "Job status", "since": "1.0", "kind": "call",
            "params": {"type": "object", "properties": {"job_id": {"type": "string"}}, "required": ["job_id"]},
            "result": {"type": "object", "properties": {"status": {"type": "string"}}},
        })
        ops.extend(op(n, i) for i in range(per_namespace - 1))
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
    json.dump(catalog, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
