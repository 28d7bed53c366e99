"""Ops the generated client does not know, read from the server's `/ops` catalog, and the check of their arguments
against the params schema the server gives."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import ErrorTable
from .jobs import PendingJob
from .spec import Binding, Op


def op_from_json(entry: Mapping[str, Any], ops_path: str) -> Op:
    """An op of the server's `/ops` catalog, read leniently (unknown keys ignored)."""
    op_id = str(entry["id"])
    http = entry.get("http") or {}
    method = str(http.get("method", "POST")).upper()
    legacy = entry.get("legacy")
    job = entry.get("job") or {}
    return Op(
        op_id,
        str(entry.get("kind", "call")),
        Binding(method, str(http.get("path", f"{ops_path}/{op_id}"))),
        bool(entry.get("idempotent", method == "GET")),
        Binding(str(legacy.get("method", "POST")).upper(), str(legacy["path"])) if isinstance(legacy, dict) and "path" in legacy else None,
        job.get("status_op"),
        str(job.get("id_param", "job_id")),
        PendingJob,
        entry.get("params"),
        stream_format="sse" if entry.get("stream_format") == "sse" else "ndjson",
    )


_JSON_TYPES: dict[str, tuple[type, ...]] = {
    "string": (str,),
    "integer": (int,),
    "number": (int, float),
    "boolean": (bool,),
    "array": (list, tuple),
    "object": (dict,),
    "null": (type(None),),
}


def args_problem(op: Op, args: Mapping[str, Any]) -> str | None:
    """What is wrong with the arguments of an op known only from the server's `/ops`, by its params schema (None: nothing)."""
    schema = op.params if isinstance(op.params, dict) else {}
    properties = schema.get("properties") or {}
    for name in schema.get("required") or []:
        if name not in args:
            return f"missing required argument {name!r}"
    for name, value in args.items():
        prop = properties.get(name)
        if prop is None:
            if schema.get("additionalProperties") is False:
                return f"unexpected argument {name!r}"
            continue
        declared = prop.get("type") if isinstance(prop, dict) else None
        names = [declared] if isinstance(declared, str) else declared or []
        allowed = tuple(t for n in names for t in _JSON_TYPES.get(n, ()))
        if allowed and not isinstance(value, allowed):
            return f"argument {name!r} must be {'|'.join(names)}, not {type(value).__name__}"
        if isinstance(value, bool) and allowed and bool not in allowed:
            return f"argument {name!r} must be {'|'.join(names)}, not bool"
    return None


def check_args(op: Op, args: Mapping[str, Any], errors: ErrorTable) -> None:
    """Raises the class `args.invalid` maps to (the invalid-args role, as in Java and TS), before any request, when the
    arguments of an op known only from the server's `/ops` fail its params schema."""
    problem = args_problem(op, args)
    if problem is not None:
        raise errors.class_for("args.invalid", None)(
            f"{op.id}: {problem}", error_code="args.invalid", op=op.id, details={"reason": problem})
