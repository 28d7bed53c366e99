"""Unit tests of the Python client runtime, with no generated code: a hand-written `ClientSpec` (support.py),
httpx's MockTransport for the server and an injected sleep, so retries and job polls need no real waits.
Run by PythonRuntimeTest (generator-cli) with the pinned pytest: `pytest runtime/python/tests`."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import httpx
import pytest
from support import (DOCUMENT_DATA, ERRORS, OPS, SPEC, Base, Denied, Disabled, Mismatch, NotFound, Sleeps, Unavailable, answer,
                     transport)

from genclient_runtime import ApiError, Capabilities, ClientUsageError, PathScope, PendingJob, RawResponse
from genclient_runtime.client import ClientBase
from genclient_runtime.errors import ErrorTable
from genclient_runtime.results_plain import RESULTS
from genclient_runtime.server_ops import check_args
from genclient_runtime.spec import Binding, Op


def test_error_table_maps_exact_code_then_longest_prefix_then_status_then_base() -> None:
    assert ERRORS.class_for("files.not_found", 500) is NotFound
    assert ERRORS.class_for("files.other", None) is NotFound
    assert ERRORS.class_for("nope", 503) is Unavailable
    assert ERRORS.class_for(None, 418) is Base
    error = ERRORS.from_body({"code": "files.not_found", "message": "gone", "details": {"p": 1}}, None, "files.stat", "r1")
    assert (type(error), error.status, error.error_code, error.op, error.request_id, error.details) == (
        NotFound, 404, "files.not_found", "files.stat", "r1", {"p": 1})
    assert Unavailable("x").exit_code == 75 and NotFound("x").exit_code == 1 and ApiError("x").exit_code == 1


def test_errors_carry_the_names_user_code_reads_and_one_text() -> None:
    error = ERRORS.from_body({"code": "files.not_found", "message": "gone\n", "request_id": "r1"}, 404, "files.stat", None)
    assert (error.status_code, error.error_type, error.endpoint, error.error_message) == (
        404, "files", "files.stat", "gone\n")
    assert str(error) == "NotFound files.not_found in files.stat: gone (HTTP 404, request r1)"
    assert str(Mismatch("off", op="a.b")) == "Mismatch in a.b: off"


def test_a_bare_status_prefers_the_rows_the_op_declares_then_table_order() -> None:
    class Gone(Base):
        catalog_class = "Gone"
        statuses = (404,)

    table = ErrorTable(((Gone, ("op.unknown",), ()), (NotFound, (), ("files.",))), base=Base, contract_mismatch=Mismatch,
                       not_enabled=Disabled, policy_denied=Denied, transport=Unavailable, declared={"files.stat": ("files.not_found",)})
    assert table.class_for(None, 404, "files.stat") is NotFound
    assert table.class_for(None, 404, "files.write") is Gone
    assert table.class_for(None, 404) is Gone
    plain = table.from_response(404, b" not here\n", "files.write", "r2")
    assert (type(plain), plain.message) == (Gone, "not here")


def test_a_result_that_does_not_parse_is_the_contract_mismatch_error() -> None:
    t = transport(lambda request: httpx.Response(200, content=b"not json", headers={"X-Request-Id": "r3"}), Sleeps())
    with pytest.raises(Mismatch) as caught:
        asyncio.run(t.call(OPS["files.write"], {}))
    assert (caught.value.op, caught.value.request_id, caught.value.details["reason"]) == (
        "files.write", "r3", "malformed_result")

    def shape(tp: Any, data: Any) -> Any:
        raise ValueError("stdout: not a string")

    with pytest.raises(Mismatch) as shaped:
        type(RESULTS)(shape, RESULTS.dump).result(dict, {"stdout": 1}, ERRORS, "files.stat")
    assert shaped.value.details == {"reason": "malformed_result", "message": "stdout: not a string"}


def test_check_raises_the_exit_check_error_carrying_the_result() -> None:
    class Process(Base):
        catalog_class = "Process"

    table = ErrorTable((), base=Base, contract_mismatch=Mismatch, not_enabled=Disabled, policy_denied=Denied,
                       transport=Unavailable,
                       exit_checks={"cmd.run": ("exit_code", Process)})
    failed = table.exit_error("cmd.run", {"exit_code": 2, "stdout": ""}, "typed", "r4")
    assert isinstance(failed, Process)
    assert (failed.details, failed.result, failed.request_id, str(failed)) == (
        {"exit_code": 2, "stdout": ""}, "typed", "r4", "Process in cmd.run: exit_code 2 (request r4)")
    assert table.exit_error("cmd.run", {"exit_code": 0}, None, None) is None
    assert table.exit_error("other.op", {"exit_code": 2}, None, None) is None
    t = transport(lambda request: answer(200, {"ok": True}), Sleeps())
    with pytest.raises(TypeError, match="only for ops with an exit_check"):
        asyncio.run(t.call(OPS["files.write"], {}, check=True))


def test_retries_honour_retry_after_through_the_injected_sleep_with_one_request_id() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["X-Request-Id"])
        if len(seen) < 3:
            return answer(503, {"error": {"code": "busy"}}, {"Retry-After": "7"})
        return answer(200, {"path": request.url.path})

    sleeps = Sleeps()
    result = asyncio.run(transport(handler, sleeps).call(OPS["files.stat"], {"path": "a b"}))
    assert result == {"path": "/files/a b"}
    assert sleeps.waits == [7.0, 7.0] and len(set(seen)) == 1 and len(seen) == 3


def test_a_non_idempotent_op_is_sent_once_and_raises_the_mapped_error() -> None:
    calls: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        calls.append(request)
        return answer(503, {"error": {"code": "busy", "message": "later"}})

    sleeps = Sleeps()
    with pytest.raises(Unavailable) as raised:
        asyncio.run(transport(handler, sleeps).call(OPS["files.write"], {"path": "/x"}))
    assert len(calls) == 1 and sleeps.waits == [] and raised.value.status == 503
    assert json.loads(calls[0].content) == {"path": "/x"} and calls[0].headers["Authorization"] == "Bearer t"


def test_no_response_is_the_transport_role_with_status_zero() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("refused", request=request)

    sleeps = Sleeps()
    with pytest.raises(Unavailable) as raised:
        asyncio.run(transport(handler, sleeps, backoff=lambda attempt, after: 0.5 * (attempt + 1))
                    .call(OPS["files.stat"], {"path": "p"}))
    assert raised.value.status == 0 and raised.value.details["reason"] == "connection"
    assert isinstance(raised.value.__cause__, httpx.ConnectError) and sleeps.waits == [0.5, 1.0]


def test_a_job_polls_its_status_op_waiting_through_the_injected_sleep() -> None:
    polls = iter([{"status": "running", "retry_after": 2}, {"status": "succeeded", "result": {"name": "a", "size": 1}}])

    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/jobs":
            return answer(202, {"job_id": "j1", "retry_after": 1})
        assert request.url.path == "/jobs/j1"
        return answer(200, next(polls))

    sleeps = Sleeps()
    t = transport(handler, sleeps)
    assert asyncio.run(t.job(OPS["jobs.run"], {}, True)) == {"name": "a", "size": 1}
    assert sleeps.waits == [1.0, 2.0], "the 202's retry_after before the first poll, the status answer's before the next"
    pending = asyncio.run(t.job(OPS["jobs.run"], {}, False))
    assert isinstance(pending, PendingJob) and (pending.job_id, pending.status_op) == ("j1", "jobs.status")


def test_discovery_gates_ops_by_role_before_sending() -> None:
    sent: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request.url.path)
        if request.url.path == "/capabilities":
            return answer(200, {"ops": {"files.stat": {"enabled": False, "limits": {"max": 3}}}, "sdk_version": "9"})
        return answer(200, {})

    t = transport(handler, Sleeps(), strict=True)
    with pytest.raises(ClientUsageError):  # strict mode refuses before discover(), sending nothing
        asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
    assert sent == []
    asyncio.run(t.discover())
    with pytest.raises(Disabled):
        asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
    with pytest.raises(Mismatch):
        asyncio.run(t.call(OPS["files.write"], {}))
    caps = t.capabilities
    assert isinstance(caps, Capabilities) and caps.knows("fs.stat") and not caps.can("files.stat")
    assert caps.limit("files.stat", "max") == 3 and sent == ["/capabilities"]


def test_a_path_outside_the_discovered_scope_is_denied_before_sending() -> None:
    sent: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request.url.path)
        if request.url.path == "/capabilities":
            return answer(200, {"ops": {"files.write": {"paths": {"roots": ["/tmp"], "readonly": True}},
                                        "files.stat": {"paths": ["/srv"]}}})
        return answer(200, {})

    t = transport(handler, Sleeps())
    caps = asyncio.run(t.discover())
    assert caps.paths("files.write") == PathScope(("/tmp",), True)
    assert caps.paths("fs.stat") == PathScope(("/srv",), False)  # the bare list of prefixes
    assert caps.paths("jobs.run") == PathScope()
    for allowed in ("/tmp", "/tmp/a", "//tmp/./a/../b", "relative/../../etc"):
        asyncio.run(t.call(OPS["files.write"], {"path": allowed}))
    assert len(sent) == 5
    for denied in ("/tmpx", "/tmp/../etc", "/"):
        with pytest.raises(Denied) as raised:
            asyncio.run(t.call(OPS["files.write"], {"path": denied}))
        assert raised.value.details == {"param": "path", "path": denied, "roots": ["/tmp"]}
    assert len(sent) == 5


def test_v1_groups_use_legacy_bindings_and_legacy_auth() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/capabilities":
            return answer(200, {"groups": ["fs"]})
        return answer(200, {"path": request.url.path, "token": request.headers.get("X-Token")})

    t = transport(handler, Sleeps())
    asyncio.run(t.discover())
    assert asyncio.run(t.call(OPS["files.stat"], {"path": "p"})) == {"path": "/v1/stat", "token": "t"}


def test_unknown_ops_come_from_the_servers_ops_catalog_and_are_checked() -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/ops":
            return answer(200, {"ops": [{"id": "x.grade", "params": {"required": ["s"], "properties": {"s": {"type": "string"}}}}]})
        return answer(200, {"graded": json.loads(request.content)})

    t = transport(handler, Sleeps())
    assert asyncio.run(t.invoke("x.grade", {"s": "2+2"})) == {"graded": {"s": "2+2"}}
    with pytest.raises(Base, match="must be string") as raised:  # the class args.invalid maps to (here: the base row)
        asyncio.run(t.invoke("x.grade", {"s": 4}))
    assert (raised.value.error_code, raised.value.op) == ("args.invalid", "x.grade")
    with pytest.raises(Mismatch):
        asyncio.run(t.invoke("x.nothing", {}))
    with pytest.raises(Base, match="missing required"):
        check_args(Op("y", "call", Binding("GET", "/y"), True, params={"required": ["a"]}), {}, ERRORS)


def test_with_response_on_both_sides() -> None:
    class Client(ClientBase):
        _spec = SPEC

    srv = Client("http://srv", token="t", http_client=httpx.AsyncClient(
        transport=httpx.MockTransport(lambda r: answer(200, {"n": 1}, {"X-Request-Id": "rid"}))))
    raw = asyncio.run(srv.with_response("fs.stat", path="p"))
    assert isinstance(raw, RawResponse) and (raw.status, raw.request_id, raw.data) == (200, "rid", {"n": 1})
    described = srv.describe()
    assert described == DOCUMENT_DATA
    described["name"] = "changed"
    assert srv.describe()["name"] == "unit", "each describe() is a fresh document"

    sync = Client("http://srv", token="t", sync_http_client=httpx.Client(
        transport=httpx.MockTransport(lambda r: answer(200, {"n": 2}, {"X-Request-Id": "rid2"}))))
    raw = sync.with_response_sync("fs.stat", path="p")
    assert isinstance(raw, RawResponse) and (raw.status, raw.request_id, raw.data) == (200, "rid2", {"n": 2})


def test_sync_twins_run_the_same_plans_on_the_blocking_client_inside_a_running_loop() -> None:
    """A `_sync` call inside a running event loop (Jupyter, a framework's sync callback) works: it runs the shared
    plan on httpx's blocking client, with the same retries, request id, error mapping and job polls."""
    seen: list[str] = []
    polls = iter([{"status": "running", "retry_after": 2}, {"status": "succeeded", "result": {"name": "a", "size": 1}}])

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["X-Request-Id"])
        if request.url.path == "/files/busy" and len(seen) < 3:
            return answer(503, {"error": {"code": "busy"}}, {"Retry-After": "7"})
        if request.url.path == "/files/gone":
            return answer(404, {"error": {"code": "files.not_found", "message": "gone"}})
        if request.url.path == "/jobs":
            return answer(202, {"job_id": "j1", "retry_after": 1})
        if request.url.path == "/jobs/j1":
            return answer(200, next(polls))
        return answer(200, {"path": request.url.path})

    waits: list[float] = []
    t = transport(lambda request: pytest.fail("the async client is not used"), Sleeps(),
                  sync_http_client=httpx.Client(transport=httpx.MockTransport(handler)), sleep_sync=waits.append)

    async def inside() -> None:
        asyncio.get_running_loop()  # a loop runs here
        assert t.call_sync(OPS["files.stat"], {"path": "busy"}) == {"path": "/files/busy"}
        assert waits == [7.0, 7.0] and len(set(seen)) == 1 and len(seen) == 3
        with pytest.raises(NotFound) as raised:
            t.call_sync(OPS["files.stat"], {"path": "gone"})
        assert (raised.value.status, raised.value.op) == (404, "files.stat")
        assert t.job_sync(OPS["jobs.run"], {}, True) == {"name": "a", "size": 1} and waits[-2:] == [1.0, 2.0]

    asyncio.run(inside())
    t.close()


def test_gateway_header_and_timeout_default_to_the_specs_client_defaults() -> None:
    class Client(ClientBase):
        _spec = SPEC

    seen: list[httpx.Request] = []

    def record(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(200, {})

    srv = Client("http://srv", token="t", gateway_token="g", http_client=httpx.AsyncClient(transport=httpx.MockTransport(record)))
    assert srv._t.timeout == 3.0
    asyncio.run(srv.call("files.stat", path="p"))
    assert seen[0].headers["X-Unit-Gateway"] == "g" and seen[0].headers["Authorization"] == "Bearer t"
    named = Client("http://srv", gateway_token="g", gateway_header="X-Mine", timeout=9.0)
    assert (named._t.gateway_header, named._t.timeout) == ("X-Mine", 9.0)


def test_the_blocking_twin_of_an_op_alias_is_reached_dynamically() -> None:
    """`system.env_sync` of an op alias with a namespace's name: the alias's target, sent blocking (never the unknown
    op `system.env_sync`)."""
    from genclient_runtime.dynamic import Dynamic

    seen: list[str] = []

    def server(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        return answer(200, {"name": "p", "size": 1})

    t = transport(server, Sleeps())
    assert Dynamic(t, "fs.stat_sync")(path="p") == {"name": "p", "size": 1}
    assert seen == ["/files/p"]
