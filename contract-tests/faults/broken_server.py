#!/usr/bin/env python3
"""A test-only server of a catalog that breaks the protocol on purpose, one switchable flaw at a time.

Run: ``python3 broken_server.py --catalog operations.json [--token T] [--host 127.0.0.1] [--port 0] [--flaws JSON]``.
The first line on stdout is the base URL, flushed at once; the server runs until killed. Without a flaw
it speaks the protocol: ``GET {ops_path}`` (the catalog), ``GET {capabilities_path}`` (the v2.1 body),
every op at its binding (a result made from its first example or its result schema; streams as NDJSON;
downloads as bytes; jobs as 202 and a status op that answers ``succeeded``), 404 ``op.unknown``, a
missing required param as ``args.missing``, the error envelope, credentials (Bearer, the legacy header,
``auth.conflicting_credentials``) and the ``X-Request-Id`` echo.

``--flaws JSON`` starts with flaws on (for a server started by ``verify --server-cmd``);
``PUT /__flaws`` with a JSON object sets the flaws (replacing the previous set; ``{}`` clears them):

- ``"envelope": true``: error bodies lose ``op`` and ``details``;
- ``"request_id": true``: no ``X-Request-Id`` echo, a made-up ``error.request_id``;
- ``"ops_missing": OP``: OP is left out of ``/ops`` and ``/capabilities``;
- ``"undeclared_status": OP``: OP answers 418 with a plain body;
- ``"result_schema": OP``: OP's result has the wrong JSON type;
- ``"stream_cut": OP``: stream OP sends one event, then the connection ends mid-stream;
- ``"job_never_finishes": OP``: job OP's status op answers ``running`` for ever.

Python standard library only.
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any, Dict, List, Optional, Tuple
from urllib.parse import parse_qs, urlsplit

FLAWS: Dict[str, Any] = {}
LOCK = threading.Lock()


def sample(schema: Any, types: Dict[str, Any], depth: int = 0) -> Any:
    """A value valid against ``schema`` (the catalog's JSON Schema subset), smallest first."""
    if not isinstance(schema, dict) or depth > 20:
        return None
    if "$ref" in schema:
        return sample(types.get(schema["$ref"].rsplit("/", 1)[-1]), types, depth + 1)
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    for key in ("oneOf", "anyOf"):
        if key in schema:
            return sample(schema[key][0], types, depth + 1)
    kind = schema.get("type", "object")
    kind = [k for k in kind if k != "null"][0] if isinstance(kind, list) else kind
    if kind == "object":
        props = schema.get("properties", {})
        return {name: sample(props[name], types, depth + 1) for name in schema.get("required", []) if name in props}
    if kind == "array":
        return []
    if kind == "string":
        return {"date-time": "2026-01-01T00:00:00Z", "byte": ""}.get(schema.get("format", ""), "x")
    if kind in ("integer", "number"):
        return max(0, schema.get("minimum", 0))
    if kind == "boolean":
        return False
    return None


class Served:
    def __init__(self, catalog: Dict[str, Any], token: Optional[str]) -> None:
        self.catalog = catalog
        self.token = token
        self.server = catalog.get("server", {})
        self.ops_path = self.server.get("ops_path", "/ops")
        self.caps_path = self.server.get("capabilities_path", "/capabilities")
        self.ops = catalog["ops"]
        self.by_id = {op["id"]: op for op in self.ops}
        self.types = catalog.get("types", {})
        self.legacy_header = catalog.get("auth", {}).get("legacy_header")

    def binding(self, op: Dict[str, Any]) -> Tuple[str, str]:
        http = op.get("http", {})
        return http.get("method", "POST"), http.get("path", self.ops_path + "/" + op["id"])

    def route(self, method: str, path: str) -> Optional[Tuple[Dict[str, Any], Dict[str, str]]]:
        for op in self.ops:
            op_method, template = self.binding(op)
            pattern = "^" + re.sub(r"\\\{([^{}]*)\\\}", r"(?P<\1>[^/]+)", re.escape(template)) + "$"
            match = re.match(pattern, path)
            if op_method == method and match:
                return op, match.groupdict()
        return None

    def status_of(self, code: str) -> int:
        best: Tuple[int, int] = (-1, 500)
        for row in self.catalog.get("errors", []):
            for entry in row.get("wire", []):
                if entry == code:
                    return row["status"][0]
                if entry.endswith(".*") and code.startswith(entry[:-1]) and len(entry) > best[0]:
                    best = (len(entry), row["status"][0])
        return best[1]


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    served: Served

    def log_message(self, format: str, *args: Any) -> None:  # quiet: the tests read stdout's first line
        pass

    def _flaw(self, name: str) -> Any:
        with LOCK:
            return FLAWS.get(name)

    def _send(self, status: int, body: bytes, content_type: str = "application/json") -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        if not self._flaw("request_id"):
            self.send_header("X-Request-Id", self.request_id)
        self.end_headers()
        self.wfile.write(body)

    def _json(self, status: int, value: Any) -> None:
        self._send(status, json.dumps(value).encode("utf-8"))

    def _error(self, code: str, message: str, op: Optional[str]) -> None:
        rid = str(uuid.uuid4()) if self._flaw("request_id") else self.request_id
        error: Dict[str, Any] = {"code": code, "message": message, "request_id": rid}
        if not self._flaw("envelope"):
            if op is not None:
                error["op"] = op
            error["details"] = {}
        self._json(self.served.status_of(code), {"error": error})

    def _authorized(self, op: Optional[str]) -> bool:
        token = self.served.token
        bearer = self.headers.get("Authorization", "")
        bearer = bearer[len("Bearer "):] if bearer.startswith("Bearer ") else None
        legacy = self.headers.get(self.served.legacy_header) if self.served.legacy_header else None
        if bearer is not None and legacy is not None and bearer != legacy:
            self._error("auth.conflicting_credentials", "Bearer and " + str(self.served.legacy_header) + " differ", op)
            return False
        if token is not None and token not in (bearer, legacy):
            self._error("auth.missing_credentials" if bearer is None and legacy is None else "auth.invalid_token",
                        "credentials required", op)
            return False
        return True

    def _handle(self, method: str) -> None:
        self.request_id = self.headers.get("X-Request-Id") or str(uuid.uuid4())
        url = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length) if length else b""
        if method == "PUT" and url.path == "/__flaws":
            with LOCK:
                FLAWS.clear()
                FLAWS.update(json.loads(raw or b"{}"))
            self._json(200, FLAWS)
            return
        missing = self._flaw("ops_missing")
        served = self.served
        if method == "GET" and url.path in (served.ops_path, served.caps_path):
            if not self._authorized(None):
                return
            ops = [op for op in served.ops if op["id"] != missing]
            if url.path == served.ops_path:
                self._json(200, dict(served.catalog, ops=ops))
            else:
                self._json(200, {"catalog_version": served.catalog["catalog_version"],
                                 "sdk_version": served.catalog.get("sdk_version"),
                                 "ops": {op["id"]: {"enabled": True, "limits": {}, "paths": []} for op in ops}})
            return
        found = served.route(method, url.path)
        if found is None or found[0]["id"] == missing:
            self._error("op.unknown", "no op at " + method + " " + url.path, None)
            return
        op, path_args = found
        if not self._authorized(op["id"]):
            return
        self._call(op, path_args, url.query, raw)

    def _call(self, op: Dict[str, Any], path_args: Dict[str, str], query: str, raw: bytes) -> None:
        served = self.served
        method, _ = served.binding(op)
        kind = op.get("kind", "call")
        if method in ("GET", "DELETE") or kind == "upload":
            args: Dict[str, Any] = {k: v[0] for k, v in parse_qs(query).items()}
        else:
            try:
                args = json.loads(raw or b"{}")
            except ValueError:
                self._error("args.invalid", "the body is not JSON", op["id"])
                return
        args.update(path_args)
        params = op.get("params") or {}
        lacking = [name for name in params.get("required", []) if not isinstance(args, dict) or name not in args]
        if lacking:
            self._error("args.missing", "missing required param '" + lacking[0] + "'", op["id"])
            return
        if self._flaw("undeclared_status") == op["id"]:
            self._send(418, b"I'm a teapot", "text/plain")
            return
        if kind == "stream":
            self._stream(op)
        elif kind == "download":
            self._send(200, b"verify bytes", "application/octet-stream")
        elif kind == "job":
            self._json(202, {"job_id": "job-" + op["id"], "status": "pending", "retry_after": 0})
        else:
            self._json(200, self._result(op))

    def _result(self, op: Dict[str, Any]) -> Any:
        for job_op in self.served.ops:
            job = job_op.get("job") or {}
            if job.get("status_op") == op["id"]:
                never = self._flaw("job_never_finishes") == job_op["id"]
                body = {"job_id": "job-" + job_op["id"], "status": "running" if never else "succeeded", "retry_after": 0}
                if not never:
                    body["result"] = self._result(job_op)
                return body
        examples = op.get("examples") or []
        value = examples[0].get("result") if examples and "result" in examples[0] else sample(op.get("result"), self.served.types)
        if self._flaw("result_schema") == op["id"]:
            return "not the result's type" if isinstance(value, (dict, list)) or value is None else {"broken": True}
        return value

    def _stream(self, op: Dict[str, Any]) -> None:
        event = json.dumps(sample(op.get("event"), self.served.types)).encode("utf-8") + b"\n"
        cut = self._flaw("stream_cut") == op["id"]
        self.send_response(200)
        self.send_header("Content-Type", "application/x-ndjson")
        self.send_header("Transfer-Encoding", "chunked")
        if not self._flaw("request_id"):
            self.send_header("X-Request-Id", self.request_id)
        self.end_headers()
        for _ in range(1 if cut else 3):
            self.wfile.write(b"%x\r\n%s\r\n" % (len(event), event))
        if cut:
            # No terminating chunk: the stream ends before its end.
            self.wfile.flush()
            self.close_connection = True
            return
        self.wfile.write(b"0\r\n\r\n")

    def do_GET(self) -> None:
        self._handle("GET")

    def do_POST(self) -> None:
        self._handle("POST")

    def do_PUT(self) -> None:
        self._handle("PUT")

    def do_DELETE(self) -> None:
        self._handle("DELETE")

    def do_PATCH(self) -> None:
        self._handle("PATCH")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--catalog", required=True)
    parser.add_argument("--token")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--flaws", default="{}", help="the flaws to start with, as PUT /__flaws takes them")
    args = parser.parse_args()
    FLAWS.update(json.loads(args.flaws))
    with open(args.catalog, encoding="utf-8") as f:
        Handler.served = Served(json.load(f), args.token)
    httpd = ThreadingHTTPServer((args.host, args.port), Handler)
    httpd.daemon_threads = True
    print("http://%s:%d" % (args.host, httpd.server_address[1]), flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
