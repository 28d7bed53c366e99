"""The hand-written client the runtime's unit tests share: a `ClientSpec` with its error table and embedded document
(the transport policy of docs/runtime-catalog.md's `client_defaults`, result and event schemas), httpx's
MockTransport for the server, and a fake clock that the injected sleeps advance, so no test waits for real."""

from __future__ import annotations

import json
import sys
import types
from typing import Any, Callable

import httpx

from genclient_runtime import ApiError
from genclient_runtime.errors import ErrorTable
from genclient_runtime.results_plain import RESULTS
from genclient_runtime.spec import Binding, ClientSpec, Op
from genclient_runtime.transport import Transport


class Base(ApiError):
    catalog_class = "Base"
    exit_codes = {"retryable": 75, "other": 1}


class NotFound(Base):
    catalog_class = "NotFound"
    statuses = (404,)


class Unavailable(Base):
    catalog_class = "Unavailable"
    exit_family = "retryable"
    statuses = (503,)


class Mismatch(Base):
    catalog_class = "Mismatch"


class Disabled(Base):
    catalog_class = "Disabled"
    statuses = (403,)


class Denied(Base):
    catalog_class = "Denied"
    statuses = (403,)


ERRORS = ErrorTable(
    ((NotFound, ("files.not_found",), ("files.",)), (Unavailable, (), ()), (Disabled, ("op.not_enabled",), ()),
     (Denied, (), ("policy.",))),
    base=Base, contract_mismatch=Mismatch, not_enabled=Disabled, policy_denied=Denied, transport=Unavailable)
OPS = {
    "files.stat": Op("files.stat", "call", Binding("GET", "/files/{path}"), True, legacy=Binding("GET", "/v1/stat")),
    "files.write": Op("files.write", "call", Binding("POST", "/files"), False),
    "files.entry": Op("files.entry", "call", Binding("POST", "/entry"), True),
    "files.get": Op("files.get", "download", Binding("GET", "/blob"), True),
    "files.put": Op("files.put", "upload", Binding("PUT", "/blob"), True),
    "files.post": Op("files.post", "upload", Binding("POST", "/blob"), False),
    "cmd.stream": Op("cmd.stream", "stream", Binding("POST", "/stream"), False),
    "cmd.events": Op("cmd.events", "stream", Binding("POST", "/events"), False),
    "jobs.run": Op("jobs.run", "job", Binding("POST", "/jobs"), False, status_op="jobs.status"),
    "jobs.status": Op("jobs.status", "call", Binding("GET", "/jobs/{job_id}"), True),
}
CLIENT_DEFAULTS: dict[str, Any] = {
    "gateway_header": "X-Unit-Gateway",
    "timeout_seconds": 3,
    "retry": {"max_retries": 2, "statuses": [429, 503], "connection_errors": True, "base_seconds": 0.5,
              "cap_seconds": 8, "jitter": "full", "retry_after_max_seconds": 60},
    "redirects": {"max": 5, "keep_method": [307, 308], "get_only": [301, 302, 303],
                  "cross_origin_strip": ["authorization", "x-token", "x-unit-gateway"]},
    "jobs": {"min_poll_seconds": 0.25, "max_poll_seconds": 30, "initial_poll_seconds": 1, "deadline_seconds": 600},
    "stream": {"max_line_bytes": 64},
    "download": {"max_buffered_bytes": 268435456},
}
TYPES: dict[str, Any] = {
    "Entry": {"type": "object", "properties": {
        "name": {"type": "string"}, "size": {"type": "integer"}, "kind": {"type": "string", "enum": ["file", "dir"]},
        "link": {"type": ["string", "null"]}, "tags": {"type": "array", "items": {"type": "string"}}},
        "required": ["name", "size"]},
    "Out": {"type": "object", "properties": {"type": {"const": "out"}, "data": {"type": "string"}},
            "required": ["type", "data"]},
    "Exit": {"type": "object", "properties": {"type": {"const": "exit"}, "code": {"type": "integer"}},
             "required": ["type", "code"]},
    "Event": {"oneOf": [{"$ref": "#/types/Out"}, {"$ref": "#/types/Exit"}],
              "discriminator": {"propertyName": "type", "mapping": {"out": "#/types/Out", "exit": "#/types/Exit"}}},
    "Status": {"type": "object", "properties": {"status": {"type": "string"}, "retry_after": {"type": "number"}},
               "required": ["status"]},
}
DOCUMENT_DATA: dict[str, Any] = {
    "runtime_catalog_format": 1, "name": "unit", "client_defaults": CLIENT_DEFAULTS, "types": TYPES,
    "ops": [{"id": "files.write", "scoped_params": ["path"], "result": None, "event": None},
            {"id": "files.entry", "result": {"$ref": "#/types/Entry"}, "event": None},
            {"id": "cmd.stream", "result": None, "event": {"$ref": "#/types/Event"}, "stream_format": "ndjson"},
            {"id": "cmd.events", "result": None, "event": {"$ref": "#/types/Event"}, "stream_format": "sse"},
            {"id": "jobs.run", "result": {"$ref": "#/types/Entry"}, "event": None},
            {"id": "jobs.status", "result": {"$ref": "#/types/Status"}, "event": None}]}
DOCUMENT = types.ModuleType("unit_document")
DOCUMENT.DOCUMENT = json.dumps(DOCUMENT_DATA)  # type: ignore[attr-defined]
sys.modules["unit_document"] = DOCUMENT
SPEC = ClientSpec(
    name="unit", catalog_version="1.0", sdk_version="1.0.0", client_header="X-Client", client_value="python/1.0",
    legacy_header="X-Token", default_base_url="http://127.0.0.1:1", capabilities_path="/capabilities",
    capabilities_op="core.capabilities", ops_path="/ops", check_op=None, gateway_header="X-Unit-Gateway",
    timeout=3.0, legacy_groups={"fs": ("files.*",)},
    ops=OPS, aliases={"fs.stat": "files.stat"}, errors=ERRORS, results=RESULTS, package="unit",
    document="unit_document")


class Clock:
    """A fake monotonic and wall clock: only the injected sleeps move it."""

    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class Sleeps:
    """The injected sleep (async and blocking): records each wait and moves the fake clock by it."""

    def __init__(self, clock: Clock | None = None) -> None:
        self.waits: list[float] = []
        self.clock = clock or Clock()

    async def __call__(self, seconds: float) -> None:
        self.sync(seconds)

    def sync(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.clock.now += seconds


Handler = Callable[[httpx.Request], httpx.Response]


def transport(handler: Handler, sleeps: Sleeps, **kw: Any) -> Transport:
    """A transport on `handler` for both drivers, its sleeps and clocks the fake ones."""
    options: dict[str, Any] = {"token": "t", "legacy_auth": False, "gateway_token": None, "gateway_header": "X-G",
                               "timeout": 1.0, "max_retries": None, "backoff": None, "strict": False}
    options.update({k: v for k, v in kw.items() if k in options})
    extra = {k: v for k, v in kw.items() if k not in options}
    extra.setdefault("sync_http_client", httpx.Client(transport=httpx.MockTransport(handler)))
    extra.setdefault("sleep_sync", sleeps.sync)
    extra.setdefault("sleep", sleeps)
    return Transport(SPEC, "http://srv/", options["token"], options["legacy_auth"], options["gateway_token"],
                     options["gateway_header"], options["timeout"], options["max_retries"], options["backoff"],
                     options["strict"], httpx.AsyncClient(transport=httpx.MockTransport(handler)),
                     clock=sleeps.clock, wall_clock=sleeps.clock, **extra)


def answer(status: int, body: Any, headers: dict[str, str] | None = None) -> httpx.Response:
    return httpx.Response(status, content=json.dumps(body).encode(), headers=headers)


def policy_details(error: ApiError) -> dict[str, Any]:
    """A transport-policy error's details without its message, after checking that it is the transport class's with
    status 0 and that the message is there."""
    assert isinstance(error, Unavailable) and error.status == 0, (type(error), error.status)
    details = dict(error.details)
    assert isinstance(details.pop("message"), str)
    return details
