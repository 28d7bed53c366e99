"""Behaviour of the generated Python client against the in-process mock server (PythonClientBehaviourTest).

Every test runs once per result style: GEN_CLIENT_MODULES names the pydantic and the typeddict
client generated from the example catalog. Base URLs of the mocks come from the environment:
MOCK_URL (example + custom-ops, token t1, admin token adm), MOCK_V1_URL, MOCK_V1X_URL,
MOCK_DISABLED_URL (files.search disabled), MOCK_CUSTOM_ONLY_URL (a server without the example's ops).
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import gc
import importlib
import importlib.util
import json
import os
import socket
import sys
import threading
import time
import types
import warnings
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import httpx
import pytest

CATALOG = json.loads(Path(os.environ["CATALOG"]).read_text(encoding="utf-8"))
CASES = json.loads(Path(os.environ["CASES"]).read_text(encoding="utf-8"))
TOKEN = "t1"
MOCK = os.environ["MOCK_URL"]


def no_wait(attempt: int, retry_after: float | None) -> float:
    return 0.0


@pytest.fixture(params=os.environ["GEN_CLIENT_MODULES"].split(","))
def gen(request: pytest.FixtureRequest) -> Any:
    return importlib.import_module(request.param)


class Recorder:
    """Records every request an httpx client sends."""

    def __init__(self) -> None:
        self.requests: list[httpx.Request] = []

    async def hook(self, request: httpx.Request) -> None:
        # An upload body is sent as it is read: read it here (as the server would) so its content can be checked.
        await request.aread()
        self.requests.append(request)

    def client(self) -> httpx.AsyncClient:
        return httpx.AsyncClient(event_hooks={"request": [self.hook]})

    def paths(self) -> list[str]:
        return [r.url.path for r in self.requests]


def run(coro: Any) -> Any:
    return asyncio.run(coro)


def client(gen: Any, url: str = MOCK, recorder: Recorder | None = None, **kw: Any) -> Any:
    kw.setdefault("token", TOKEN)
    return gen.ServerClient(url, backoff=no_wait, http_client=recorder.client() if recorder else None, **kw)


def pydantic_style(gen: Any) -> bool:
    """True for the pydantic client (it carries the runtime's pydantic results module), False for TypedDict."""
    return importlib.util.find_spec(gen.__name__ + "._runtime.results_pydantic") is not None


def validate(gen: Any, tp: Any, data: Any) -> Any:
    """Validates `data` as `tp` the way the client validates results."""
    return gen._catalog.SPEC.results.validate(tp, data)


def as_dict(value: Any) -> Any:
    return value.model_dump(mode="json", by_alias=True, exclude_unset=True) if hasattr(value, "model_dump") else value


# ---- kinds ---------------------------------------------------------------------------------------


def test_call_with_positional_required_and_keyword_only_optional(gen: Any) -> None:
    async def body() -> None:
        srv = client(gen)
        listing = await srv.files.list("/tmp", recursive=True, max_depth=2)
        assert listing["path"] == as_dict(listing)["path"]
        assert isinstance(as_dict(listing)["entries"], list)
        with pytest.raises(TypeError):
            await srv.files.list("/tmp", True)  # optional params are keyword-only
        assert srv.base_url == MOCK.rstrip("/")
        session = await srv.agents.claude_code.sessions.create(  # a param may shadow a builtin (input=)
            environment={"type": "sandbox", "id": "env-1", "remote_url": srv.base_url}, input="hello")
        assert as_dict(session)
        model = gen.AgentEnvironment(type="sandbox", id="env-2")  # a model (pydantic) or a dict (TypedDict)
        assert await srv.agents.claude_code.sessions.create(model, "again")
        await srv.aclose()

    run(body())


def as_wire(mapping: Any) -> dict[str, Any]:
    """A result's items with each datetime (a pydantic date-time field) back as the RFC 3339 text the server sent."""
    return {k: (v.isoformat().replace("+00:00", "Z") if isinstance(v, datetime.datetime) else v) for k, v in mapping.items()}


def test_results_read_as_mappings_of_their_wire_names(gen: Any) -> None:
    """Both result styles are dict-compatible: `.get`, `in`, `{**r}`, `dict(r)`, iteration over the keys and
    `collections.abc.Mapping`, nested results too; pydantic results keep attribute access (python.md)."""
    async def body() -> None:
        srv = client(gen)
        listing = await srv.files.list("/workspace")
        stat = srv.files.stat_sync("/workspace/README.md")
        sent = next(op for op in CATALOG["ops"] if op["id"] == "files.stat")["examples"][0]["result"]
        for entry in (stat, listing["entries"][0]):
            assert isinstance(entry, Mapping)
            assert list(entry) == list(sent) and list(entry.keys()) == list(sent) and len(entry) == len(sent)
            # A date-time reads as a datetime in the pydantic style (the RFC 3339 text in the TypedDict style).
            assert dict(entry) == {**entry} == dict(entry.items()) and as_wire(entry) == sent
            assert isinstance(entry["modified_at"], datetime.datetime if hasattr(entry, "model_fields") else str)
            assert entry.get("size") == 1532 and entry.get("symlink_target", "absent") is None
            assert "name" in entry and "nmae" not in entry and entry.get("nmae") is None and entry.get("nmae", 0) == 0
            with pytest.raises(KeyError):
                entry["nmae"]
        assert list(listing) == ["path", "entries", "truncated"] and isinstance(listing["entries"], list)
        assert {**listing}["truncated"] is False and listing.get("path") == "/workspace"
        unknown = validate(gen, gen.FileEntry, {**sent, "x-added-later": [1]})  # a key a newer server sends
        assert list(unknown)[-1] == "x-added-later" and unknown["x-added-later"] == unknown.get("x-added-later") == [1]
        assert "x-added-later" in unknown and as_wire(unknown) == {**sent, "x-added-later": [1]}
        if pydantic_style(gen):
            assert stat.name == stat["name"] == "README.md" and listing.entries[1].type == "directory"
            assert json.loads(json.dumps(listing.model_dump(mode="json"))) == as_dict(listing)
        await srv.aclose()

    run(body())


def test_download_returns_bytes(gen: Any) -> None:
    async def body() -> None:
        srv = client(gen)
        with pytest.warns(DeprecationWarning):  # files.download is deprecated in the example
            data = await srv.files.download("/tmp/a.txt")
        assert data == b'mock download of files.download {"path":"/tmp/a.txt"}\n'
        assert (await srv.files.archive("/tmp")).startswith(b"mock download of files.archive")
        await srv.aclose()

    run(body())


def test_upload_from_bytes_and_from_a_file(gen: Any, tmp_path: Path) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        entry = await srv.files.upload("/tmp/u.txt", b"hello", overwrite=True)
        assert as_dict(entry)
        source = tmp_path / "source.txt"
        source.write_bytes(b"from a file")
        await srv.files.upload("/tmp/f.txt", source)
        with source.open("rb") as handle:
            await srv.files.upload_stream("/tmp/g.txt", handle)
        await srv.aclose()

    run(body())
    first, second, third = recorder.requests
    assert first.content == b"hello" and first.url.params["overwrite"] == "true" and first.url.params["path"] == "/tmp/u.txt"
    assert second.content == b"from a file" and third.content == b"from a file"
    assert first.headers["Content-Type"] == "application/octet-stream"


def test_stream_is_an_async_iterator_and_maps_a_stream_error(gen: Any) -> None:
    async def body() -> None:
        srv = client(gen)
        events = [e async for e in srv.commands.stream("ls")]
        assert len(events) == 3
        seen = []
        with pytest.raises(gen.CommandTimeoutError) as raised:
            async for event in srv.commands.stream("ls", extra_headers={"X-Mock-Stream-Error": "commands.timeout"}):
                seen.append(event)
        assert len(seen) == 2
        assert raised.value.error_code == "commands.timeout" and raised.value.code == "E3001"
        assert raised.value.status == 504, "an error inside a 200 answer carries the first status of its row"
        await srv.aclose()

    run(body())


def test_a_failed_job_carries_the_first_status_of_its_row(gen: Any) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/agents.codex.install_status"):
            return httpx.Response(200, json={"job_id": "j", "status": "failed", "retry_after": 0,
                                             "error": {"code": "install.failed", "message": "no disk"}})
        return httpx.Response(202, json={"job_id": "j", "status": "pending", "retry_after": 0})

    async def body() -> None:
        srv = gen.ServerClient(MOCK, token=TOKEN, backoff=no_wait, http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)))
        with pytest.raises(gen.ServerInstallError) as raised:
            await srv.agents.codex.install(version="latest")
        assert raised.value.error_code == "install.failed" and raised.value.status == 409
        await srv.aclose()

    run(body())


def test_job_waits_or_returns_the_pending_handle(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        result = await srv.agents.codex.install(version="latest")
        assert as_dict(result)["adapter"]
        assert recorder.paths()[-2:] == ["/ops/agents.codex.install", "/ops/agents.codex.install_status"]
        pending = await srv.agents.codex.install(version="latest", wait=False)
        assert isinstance(pending, gen.InstallPending) and isinstance(pending, gen.PendingJob)
        assert pending.job_id == "job-agents.codex.install" and pending.retry_after == 0
        assert recorder.paths()[-1] == "/ops/agents.codex.install"
        done = await srv.wait(pending)
        assert as_dict(done) == as_dict(result) or done == as_dict(result)
        assert json.loads(recorder.requests[-1].content) == {"job_id": "job-agents.codex.install"}
        # The job op's own wait resumes the handle with the typed result, as srv.wait does.
        resumed = await srv.agents.codex.install.wait(await srv.agents.codex.install(version="latest", wait=False))
        assert type(resumed) is type(result) and type(done) is type(result)
        if pydantic_style(gen):
            assert type(resumed).__name__ == "AgentInstallResult" and resumed.adapter
        await srv.aclose()

    run(body())


def test_sync_twins(gen: Any, tmp_path: Path) -> None:
    srv = client(gen)
    try:
        assert as_dict(srv.files.list_sync("/tmp"))["path"]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            assert srv.files.download_sync("/tmp/a").startswith(b"mock download")
        assert as_dict(srv.files.upload_sync("/tmp/x", b"x"))
        assert len(list(srv.commands.stream_sync("ls"))) == 3
        pending = srv.agents.qoder.install_sync(wait=False)
        assert srv.wait_sync(pending)
        assert srv.agents.cursor.install_sync()
        assert srv.call_sync("custom.echo", message="hi") is not None
        assert srv.with_response_sync(gen.ops.files.stat, path="/etc/hostname").status == 200
        assert srv.capabilities_sync()["catalog_version"] == CATALOG["catalog_version"]
        assert srv.discover_sync().can(gen.ops.files.list)
        assert srv.custom.grade_sync(submission="2 + 2 = 4")["passed"] is True
        with pytest.raises(gen.FileNotFoundError_):
            srv.files.stat_sync("/nope", extra_headers={"X-Mock-Error": "files.not_found"})
    finally:
        srv.close()


def test_sync_twins_work_inside_a_running_event_loop(gen: Any) -> None:
    """Jupyter and async frameworks' sync callbacks call `_sync` methods with a loop running: every kind works there
    (the twins run on httpx's blocking client, never on an event loop of their own)."""
    recorder = Recorder()

    async def body() -> None:
        asyncio.get_running_loop()
        srv = gen.ServerClient(MOCK, token=TOKEN, backoff=no_wait, sync_http_client=httpx.Client(
            event_hooks={"request": [recorder.requests.append]}))
        try:
            assert as_dict(srv.files.list_sync("/tmp"))["path"]  # call
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                assert srv.files.download_sync("/tmp/a").startswith(b"mock download")  # download
            assert as_dict(srv.files.upload_sync("/tmp/x", b"x"))  # upload
            assert len(list(srv.commands.stream_sync("ls"))) == 3  # stream
            assert srv.agents.cursor.install_sync()  # job, polled to its end
            assert srv.wait_sync(srv.agents.qoder.install_sync(wait=False))  # job resumed
            assert srv.custom.grade_sync(submission="2 + 2 = 4")["passed"] is True  # dynamic fallback
            assert srv.discover_sync().can(gen.ops.files.list)
            with pytest.raises(gen.FileNotFoundError_):  # error mapping
                srv.files.stat_sync("/nope", extra_headers={"X-Mock-Error": "files.not_found"})
            # The async side runs on the same loop meanwhile, on its own client.
            assert as_dict(await srv.files.list("/tmp"))["path"]
        finally:
            srv.close()
        assert recorder.paths()[:4] == ["/ops/files.list", "/ops/files.download", "/ops/files.upload",
                                        "/ops/commands.stream"]

    run(body())


# ---- errors --------------------------------------------------------------------------------------


def python_class(gen: Any, row: dict[str, Any]) -> Any:
    name = (row.get("names") or {}).get("python", row["class"])
    return getattr(gen, name)


def test_every_error_row_maps_by_wire_code(gen: Any) -> None:
    async def body() -> None:
        srv = client(gen)
        checked = 0
        for row in CATALOG["errors"]:
            for wire in row.get("wire") or []:
                code = wire[:-1] + "mock" if wire.endswith(".*") else wire
                with pytest.raises(python_class(gen, row)) as raised:
                    await srv.files.stat("/tmp", extra_headers={"X-Mock-Error": code}, max_retries=0)
                error = raised.value
                assert type(error) is python_class(gen, row), (code, type(error))
                assert error.catalog_class == row["class"] and error.code == row["code"]
                assert error.error_code == code and error.status == row["status"][0]
                assert error.exit_family == row["exit"] and error.exit_code == CATALOG["exit_codes"][row["exit"]]
                assert error.op == "files.stat" and error.request_id and isinstance(error, gen.ApiError)
                assert error.details is None or isinstance(error.details, (dict, list, str))
                checked += 1
        assert checked >= 11
        await srv.aclose()

    run(body())


def row_for_wire(code: str) -> Any:
    """The catalog row a wire code maps to: exact, then the longest prefix entry."""
    rows = CATALOG["errors"]
    exact = next((r for r in rows if code in (r.get("wire") or [])), None)
    if exact is not None:
        return exact
    prefixed = [(len(w), r) for r in rows for w in r.get("wire") or [] if w.endswith(".*") and code.startswith(w[:-1])]
    return max(prefixed, key=lambda pair: pair[0])[1] if prefixed else None


def test_status_only_mapping_takes_the_ops_declared_rows_then_the_first_row_listing_the_status(gen: Any) -> None:
    async def body() -> None:
        srv = client(gen)
        stat = next(op for op in CATALOG["ops"] if op["id"] == "files.stat")
        declared = [row_for_wire(code) for code in stat.get("errors") or []]
        for status in (400, 401, 403, 404, 409, 413, 500, 502, 503, 504, 418):
            served = [r for r in CATALOG["errors"] if status in (r.get("status") or []) and not r.get("client_only")]
            expected = next((r for r in served if r in declared), served[0] if served else None)
            with pytest.raises(gen.ApiError) as raised:
                await srv.files.stat("/tmp", extra_headers={"X-Mock-Status": str(status)}, max_retries=0)
            want = python_class(gen, expected) if expected else gen.ServerAPIError
            assert type(raised.value) is want, (status, type(raised.value))
            assert raised.value.status == status and raised.value.error_code is None
        await srv.aclose()

    run(body())


def test_contract_mismatch_is_an_endpoint_not_available_error(gen: Any) -> None:
    assert issubclass(gen.ContractMismatchError, gen.EndpointNotAvailableError)
    assert gen.ContractMismatchError.catalog_class == "ContractMismatchError"


# ---- auth ----------------------------------------------------------------------------------------


def test_bearer_legacy_and_gateway_headers(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        await client(gen, recorder=recorder, gateway_token="gw").files.stat("/tmp")
        await client(gen, recorder=recorder, legacy_auth=True).files.stat("/tmp")
        with pytest.raises(gen.ServerAuthError) as raised:
            await client(gen, token="wrong").files.stat("/tmp")
        assert raised.value.error_code == "auth.invalid" and raised.value.exit_code == CATALOG["exit_codes"]["auth"]
        with pytest.raises(gen.ServerAuthError):
            await gen.ServerClient(MOCK).files.stat("/tmp")

    run(body())
    bearer, legacy = recorder.requests
    assert bearer.headers["Authorization"] == "Bearer t1" and "X-Access-Token" not in bearer.headers
    assert bearer.headers["X-Gateway-Token"] == "gw"
    assert legacy.headers["X-Access-Token"] == "t1" and "Authorization" not in legacy.headers
    for request in recorder.requests:
        assert request.headers["X-ABX-Client"] == "python/" + CATALOG["catalog_version"]
        assert len(request.headers["X-Request-Id"]) == 36


def test_admin_op_needs_the_admin_token(gen: Any) -> None:
    async def body() -> None:
        with pytest.raises(gen.PolicyDeniedError):
            await client(gen).core.reload(scope="policy")
        assert await client(gen, token="adm").core.reload(scope="policy") is not None

    run(body())


# ---- aliases, ops tree, describe -----------------------------------------------------------------


def test_aliases_warn_and_call_their_target_op(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        for alias in CATALOG["aliases"]:
            if alias.get("binding") == "legacy" or alias["alias"].endswith(".*"):
                continue
            target = srv
            for segment in alias["alias"].split("."):
                target = getattr(target, segment)
            args = CASES[alias["target"]]["args"]
            with pytest.warns(DeprecationWarning, match=alias["alias"]):
                outcome = target(**args)
                if hasattr(outcome, "__aiter__"):
                    [e async for e in outcome]
                else:
                    await outcome
            assert recorder.paths()[-1] == "/ops/" + alias["target"]
            assert getattr(gen.ops, alias["alias"].split(".")[0]) is not None
        with pytest.warns(DeprecationWarning, match="pty"):
            terminals = srv.pty
        await terminals.list()
        assert recorder.paths()[-1] == "/ops/terminal.list"

    run(body())


def test_legacy_binding_alias_uses_the_legacy_route(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, os.environ["MOCK_V1X_URL"], recorder=recorder)
        with pytest.warns(DeprecationWarning, match="files.upload_legacy"):
            await srv.files.upload_legacy("/tmp/l.txt", b"legacy")
        with pytest.warns(DeprecationWarning, match="files.download_legacy"):
            assert (await srv.files.download_legacy("/tmp/l.txt")).startswith(b"mock download of files.download")
        assert [(r.method, r.url.path) for r in recorder.requests] == [("POST", "/upload"), ("GET", "/files/download")]

    run(body())


def test_a_date_time_param_takes_a_datetime_and_refuses_a_naive_one(gen: Any) -> None:
    recorder = Recorder()
    at = datetime.datetime(2025, 5, 1, 12, 0, 0, 500_000, tzinfo=datetime.timezone(datetime.timedelta(hours=2)))

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        await srv.process.list(started_after=at)
        await srv.process.list(started_after="2025-05-01T12:00:00Z")
        with pytest.raises(gen.ClientUsageError, match="needs a timezone"):
            await srv.process.list(started_after=datetime.datetime(2025, 5, 1, 12, 0))

    run(body())
    assert [json.loads(r.content)["started_after"] for r in recorder.requests] == [
        "2025-05-01T12:00:00.5+02:00", "2025-05-01T12:00:00Z"], "the naive one is refused before any request"


def test_the_runtime_reads_the_embedded_document_a_line_at_a_time(gen: Any) -> None:
    """Every field, op and type the runtime reads out of the embedded text, without parsing it whole, is the
    document's own: the text gen-client embeds is in the layout the reader expects."""
    document_text = importlib.import_module(gen.__name__ + "._runtime.document").DocumentText
    text = importlib.import_module(gen.__name__ + "._document").DOCUMENT
    whole = json.loads(text)
    reader = document_text(text)
    for key, value in whole.items():
        if key not in ("errors", "types", "ops", "aliases"):  # spread over lines: read by element
            assert reader.field(key) == value, key
    for op in whole["ops"]:
        assert reader.op(op["id"]) == op
    for name, schema in whole["types"].items():
        assert reader.types[name] == schema and reader.types.get(name) == schema
    assert reader.op("no.such_op") == {} and reader.types.get("NoSuchType") is None
    assert reader._whole is None, "read a line at a time, never whole"


def test_ops_tree_describe_and_generic_call(gen: Any) -> None:
    ops = importlib.import_module(gen.__name__ + ".ops")
    assert ops is gen.ops
    assert ops.files.download == "files.download" and ops.files.download.id == "files.download"
    assert ops.agents.claude_code.sessions.create == "agents.claude_code.sessions.create"
    assert ops.process.shell == "commands.run" and ops.pty.create == "terminal.create"
    srv = client(gen)
    assert srv.ops is ops
    described = srv.describe()
    assert described == json.loads(Path(os.environ["RUNTIME_CATALOG"]).read_text(encoding="utf-8")), \
        "describe() is the runtime catalog document gen-client built"
    assert [op["id"] for op in described["ops"]] == [op["id"] for op in CATALOG["ops"]]
    assert described["catalog_version"] == CATALOG["catalog_version"]

    async def body() -> None:
        assert (await srv.call(ops.files.list, {"path": "/tmp"}))["path"]
        assert (await srv.call("files.list", path="/tmp"))["path"]
        assert (await srv.call(ops.files.download, path="/tmp/a")).startswith(b"mock download")
        raw = await srv.with_response(ops.files.list, path="/tmp", extra_headers={"X-Request-Id": "rid-1"})
        assert raw.status == 200 and raw.request_id == "rid-1" and raw.headers["X-Request-Id"] == "rid-1"
        assert raw.data["path"]
        # The data is what the op's method returns: a model with pydantic, the dict with TypedDicts.
        assert type(raw.data) is type(await srv.files.list("/tmp"))
        assert type(raw.data) is (gen.FilesListResult if pydantic_style(gen) else dict)
        assert type((await srv.with_response("files.list", path="/tmp")).data) is type(raw.data)  # by id too
        assert type((await srv.with_response(ops.files.download_legacy, path="/tmp/a")).data) is bytes
        mixed = await srv.with_response(ops.files.list, {"path": "/tmp"}, recursive=True)  # a mapping and keywords
        assert mixed.status == 200 and type(mixed.data) is type(raw.data)
        with pytest.raises(TypeError, match="positionally"):
            await srv.with_response(ops.files.list, {"path": "/tmp"}, True)

    run(body())
    assert not hasattr(type(srv.system), "shutdown")


def test_per_call_options(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        await srv.files.stat("/tmp", extra_headers={"X-Trace": "t-1"}, timeout=5.0)
        assert recorder.requests[-1].headers["X-Trace"] == "t-1"
        assert recorder.requests[-1].extensions["timeout"]["read"] == 5.0
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await client(gen).files.stat("/tmp", timeout=1e-9, max_retries=0)
        assert isinstance(raised.value.__cause__, httpx.TimeoutException)

    run(body())


# ---- retries -------------------------------------------------------------------------------------


def test_idempotent_ops_retry_with_the_same_request_id(gen: Any) -> None:
    recorder = Recorder()
    delays: list[tuple[int, float | None]] = []

    def backoff(attempt: int, retry_after: float | None) -> float:
        delays.append((attempt, retry_after))
        return 0.0

    async def body() -> None:
        srv = gen.ServerClient(MOCK, token=TOKEN, backoff=backoff, http_client=recorder.client())
        assert await srv.files.stat("/tmp", extra_headers={"X-Mock-Fail-Times": "2"})
        ids = {r.headers["X-Request-Id"] for r in recorder.requests}
        assert len(recorder.requests) == 3 and len(ids) == 1
        assert delays == [(0, 0.0), (1, 0.0)]
        with pytest.raises(gen.ServerUnavailableError):
            await srv.files.stat("/tmp", extra_headers={"X-Mock-Fail-Times": "2"}, max_retries=1)
        assert len(recorder.requests) == 5

    run(body())


def test_non_idempotent_ops_are_retried_only_with_an_idempotency_key(gen: Any) -> None:
    """The example catalog names auth.idempotency_header: a non-idempotent call carries a key, so it is retried (the
    same key and request id on the retry); a body that cannot be sent again (an iterator) is sent once."""
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        await srv.files.mkdir("/tmp/x", extra_headers={"X-Mock-Fail-Times": "1"}, max_retries=5)
        keys = {r.headers["Idempotency-Key"] for r in recorder.requests}
        ids = {r.headers["X-Request-Id"] for r in recorder.requests}
        assert len(recorder.requests) == 2 and len(keys) == 1 and len(ids) == 1
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.files.upload("/tmp/y", iter([b"once"]), extra_headers={"X-Mock-Fail-Times": "1"}, max_retries=5)
        assert raised.value.status == 503 and len(recorder.requests) == 3
        assert recorder.requests[2].headers["Idempotency-Key"] not in keys, "a fresh key per call"

    run(body())


def test_connection_errors_are_retried_for_idempotent_or_keyed_ops_only(gen: Any) -> None:
    attempts: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        attempts.append(request.url.path)
        if len(attempts) % 2 == 1:
            raise httpx.ConnectError("refused", request=request)
        return httpx.Response(200, json={"path": "/tmp", "name": "tmp", "type": "directory", "size": 0, "mode": "0755",
                                         "modified_at": "2025-05-01T12:00:00Z"})

    async def body() -> None:
        transport = httpx.AsyncClient(transport=httpx.MockTransport(handler))
        srv = gen.ServerClient("http://unused", token=TOKEN, backoff=no_wait, http_client=transport)
        assert (await srv.with_response(gen.ops.files.stat, path="/tmp")).data["name"] == "tmp"
        assert len(attempts) == 2
        # Not idempotent, but it carries an idempotency key: retried.
        assert await srv.files.mkdir("/tmp/y")
        assert len(attempts) == 4
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.files.upload("/tmp/y", iter([b"once"]))  # a body that cannot be sent again
        assert isinstance(raised.value.__cause__, httpx.ConnectError)
        assert len(attempts) == 5

    run(body())


# ---- transport failures (/work/transport-rule.md) -------------------------------------------------


def closed_port_url() -> str:
    """The URL of a port nothing listens on: bound, then closed."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}"


@pytest.fixture
def silent_url() -> Any:
    """A server that accepts connections (the kernel's backlog) and never answers."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        yield f"http://127.0.0.1:{sock.getsockname()[1]}"


def assert_transport_error(gen: Any, error: Any, op: str | None, reason: str, request_id: str | None = None) -> None:
    assert type(error) is gen.ServerUnavailableError
    assert error.status == 0 and error.error_code is None and error.code == "E3109"
    assert error.catalog_class == "ServerUnavailableError" and error.exit_family == "retryable" and error.exit_code == 75
    assert error.op == op
    assert error.details["reason"] == reason and isinstance(error.details["message"], str)
    assert isinstance(error.__cause__, httpx.TransportError)
    if reason == "timeout":
        assert isinstance(error.__cause__, httpx.TimeoutException)
    if request_id is not None:
        assert error.request_id == request_id
    else:
        assert error.request_id


def test_a_closed_port_raises_the_503_row_for_every_kind(gen: Any, tmp_path: Path) -> None:
    url = closed_port_url()

    async def body() -> None:
        srv = gen.ServerClient(url, token=TOKEN, backoff=no_wait, max_retries=0)
        calls: list[tuple[str, Any]] = [
            ("files.stat", lambda: srv.files.stat("/tmp")),
            ("files.archive", lambda: srv.files.archive("/tmp")),
            ("files.upload", lambda: srv.files.upload("/tmp/u", b"x")),
            ("agents.codex.install", lambda: srv.agents.codex.install()),
            ("files.list", lambda: srv.call(gen.ops.files.list, path="/tmp")),
            ("files.list", lambda: srv.with_response(gen.ops.files.list, path="/tmp")),
            ("core.capabilities", lambda: srv.discover()),
            ("core.capabilities", lambda: srv.capabilities()),
            (None, lambda: srv.custom.grade(submission="x")),  # GET /ops: no op id
        ]
        for op, call in calls:
            with pytest.raises(gen.ApiError) as raised:
                await call()
            assert_transport_error(gen, raised.value, op, "connection")
        with pytest.raises(gen.ApiError) as raised:
            async for _ in srv.commands.stream("ls"):
                pass
        assert_transport_error(gen, raised.value, "commands.stream", "connection")
        await srv.aclose()

    run(body())
    srv = gen.ServerClient(url, token=TOKEN, backoff=no_wait, max_retries=0)
    try:
        for op, call in [("files.stat", lambda: srv.files.stat_sync("/tmp")),
                         ("commands.stream", lambda: next(iter(srv.commands.stream_sync("ls")))),
                         ("files.archive", lambda: srv.files.archive_sync("/tmp")),
                         ("core.capabilities", lambda: srv.discover_sync())]:
            with pytest.raises(gen.ServerUnavailableError) as raised:
                call()
            assert_transport_error(gen, raised.value, op, "connection")
    finally:
        srv.close()


def test_transport_failures_retry_idempotent_or_keyed_ops_and_keep_the_request_id(gen: Any) -> None:
    recorder = Recorder()
    delays: list[int] = []

    def backoff(attempt: int, retry_after: float | None) -> float:
        delays.append(attempt)
        return 0.0

    async def body() -> None:
        srv = gen.ServerClient(closed_port_url(), token=TOKEN, backoff=backoff, max_retries=2, http_client=recorder.client())
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.files.stat("/tmp")
        ids = {r.headers["X-Request-Id"] for r in recorder.requests}
        assert len(recorder.requests) == 3 and delays == [0, 1] and len(ids) == 1
        assert_transport_error(gen, raised.value, "files.stat", "connection", ids.pop())
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.files.mkdir("/tmp/x")
        sent = recorder.requests[3:]
        assert len(sent) == 3 and delays == [0, 1, 0, 1], "a non-idempotent op with an idempotency key is retried"
        assert len({r.headers["Idempotency-Key"] for r in sent}) == 1, "one key on every try"
        assert_transport_error(gen, raised.value, "files.mkdir", "connection", recorder.requests[-1].headers["X-Request-Id"])

    run(body())


def test_a_server_that_never_answers_times_out_as_the_503_row(gen: Any, silent_url: str) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = gen.ServerClient(silent_url, token=TOKEN, backoff=no_wait, timeout=0.2, http_client=recorder.client())
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.files.mkdir("/tmp/x", max_retries=0)  # one 0.2 s attempt
        assert len(recorder.requests) == 1
        assert_transport_error(gen, raised.value, "files.mkdir", "timeout", recorder.requests[0].headers["X-Request-Id"])
        with pytest.raises(gen.ServerUnavailableError) as raised:
            async for _ in srv.commands.stream("ls", max_retries=0):
                pass
        assert_transport_error(gen, raised.value, "commands.stream", "timeout", recorder.requests[-1].headers["X-Request-Id"])

    run(body())
    srv = gen.ServerClient(silent_url, token=TOKEN, backoff=no_wait)
    try:
        with pytest.raises(gen.ServerUnavailableError) as raised:
            srv.files.stat_sync("/tmp", timeout=0.2, max_retries=0)
        assert_transport_error(gen, raised.value, "files.stat", "timeout")
    finally:
        srv.close()


def test_a_job_poll_without_a_response_raises_the_503_row(gen: Any) -> None:
    polls: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and not polls:
            polls.append("start")
            return httpx.Response(202, json={"job_id": "j", "status": "pending", "retry_after": 0})
        polls.append(request.url.path)
        raise httpx.ReadTimeout("poll timed out", request=request)

    async def body() -> None:
        srv = gen.ServerClient(MOCK, token=TOKEN, backoff=no_wait, max_retries=1,
                               http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)))
        with pytest.raises(gen.ServerUnavailableError) as raised:
            await srv.agents.codex.install()
        assert_transport_error(gen, raised.value, "agents.codex.install_status", "timeout")
        assert raised.value.details["message"] == "poll timed out"
        assert len(polls) == 3, "the status op is idempotent: one retry"

    run(body())


class BrokenBodyServer:
    """A raw socket server that answers every request with 200 headers and part of the body, then closes the
    connection (`mode="close"`) or goes silent (`mode="silent"`); counts the connections it accepted."""

    def __init__(self, mode: str) -> None:
        self.mode = mode
        self.accepted = 0
        self.held: list[socket.socket] = []
        self.sock = socket.socket()
        self.sock.bind(("127.0.0.1", 0))
        self.sock.listen(16)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}"
        self.thread = threading.Thread(target=self.serve, daemon=True)
        self.thread.start()

    def serve(self) -> None:
        while True:
            try:
                conn, _ = self.sock.accept()
            except OSError:
                return
            self.accepted += 1
            request = b""
            while b"\r\n\r\n" not in request:
                chunk = conn.recv(65536)
                if not chunk:
                    break
                request += chunk
            if b"/commands.stream" in request.split(b"\r\n", 1)[0]:
                line = b'{"type": "stdout", "data": "a", "seq": 0}\n{"type": "std'
                head = b"HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n"
                conn.sendall(head + b"%x\r\n" % len(line) + line + b"\r\n")
            else:
                head = b"HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n"
                conn.sendall(head + b'{"path": "/tm')
            if self.mode == "close":
                conn.close()
            else:
                self.held.append(conn)

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.shutdown(socket.SHUT_RDWR)  # wakes the blocked accept()
        self.sock.close()
        for conn in self.held:
            conn.close()
        self.thread.join(5)


@pytest.fixture(params=["close", "silent"])
def broken_body(request: pytest.FixtureRequest) -> Any:
    server = BrokenBodyServer(request.param)
    yield server
    server.close()


def test_a_body_that_breaks_off_after_the_headers_is_retried_only_when_read_whole_and_retryable(
        gen: Any, broken_body: Any) -> None:
    reason = "connection" if broken_body.mode == "close" else "timeout"
    recorder = Recorder()

    def tries(since: int) -> tuple[int, set[str]]:
        """The connections the server accepted since `since`, and the request ids the client sent on them."""
        sent = recorder.requests[since:]
        assert broken_body.accepted - since == len(sent)
        return len(sent), {r.headers["X-Request-Id"] for r in sent}

    async def body() -> None:
        srv = gen.ServerClient(broken_body.url, token=TOKEN, backoff=no_wait, timeout=0.2, max_retries=2,
                               http_client=recorder.client())
        seen = []
        with pytest.raises(gen.ApiError) as raised:
            async for event in srv.commands.stream("ls"):
                seen.append(event)
        assert len(seen) == 1, "the line before the break is delivered"
        assert_transport_error(gen, raised.value, "commands.stream", reason, recorder.requests[-1].headers["X-Request-Id"])
        assert tries(0)[0] == 1, "a stream's body is the caller's: never retried"
        # Bodies read whole before returning: nothing was delivered, so an idempotent or keyed op retries (max_retries=2).
        for op, call, expected in [("browser.screenshot", lambda: srv.browser.screenshot(), 3),  # idempotent download
                                   ("files.stat", lambda: srv.files.stat("/tmp"), 3),  # idempotent call
                                   ("files.mkdir", lambda: srv.files.mkdir("/tmp/x"), 3),  # an idempotency key
                                   ("files.upload", lambda: srv.files.upload("/tmp/x", iter([b"once"])), 1)]:  # sent once
            since = len(recorder.requests)
            with pytest.raises(gen.ApiError) as raised:
                await call()
            count, ids = tries(since)
            assert count == expected, f"{op}: {count} tries"
            assert len(ids) == 1, f"{op}: one request id on every try, got {ids}"
            assert_transport_error(gen, raised.value, op, reason, ids.pop())
        await srv.aclose()

    run(body())
    srv = gen.ServerClient(broken_body.url, token=TOKEN, backoff=no_wait, max_retries=0)
    try:
        with srv.commands.stream_sync("ls", timeout=0.2) as events:
            assert next(events)
            with pytest.raises(gen.ServerUnavailableError) as raised:
                next(events)
        assert_transport_error(gen, raised.value, "commands.stream", reason)
        with pytest.raises(gen.ServerUnavailableError) as raised:
            srv.files.archive_sync("/tmp", timeout=0.2)
        assert_transport_error(gen, raised.value, "files.archive", reason)
    finally:
        srv.close()


def test_the_client_timeout_is_the_idle_timeout_of_a_stream(gen: Any) -> None:
    """No per-call timeout: the client's applies to every read of the body, not to the whole stream."""
    server = BrokenBodyServer("silent")
    try:
        srv = gen.ServerClient(server.url, token=TOKEN, backoff=no_wait, timeout=0.2)
        started = time.monotonic()
        with pytest.raises(gen.ServerUnavailableError) as raised:
            for _ in srv.commands.stream_sync("ls"):
                pass
        assert time.monotonic() - started < 5
        assert_transport_error(gen, raised.value, "commands.stream", "timeout")
        srv.close()
    finally:
        server.close()


# ---- unions --------------------------------------------------------------------------------------


def test_a_stream_event_with_an_unknown_tag_parses_as_a_plain_dict(gen: Any) -> None:
    lines = [{"type": "stdout", "data": "a", "seq": 0}, {"type": "progress", "percent": 50, "seq": 1},
             {"type": "exit", "exit_code": 0, "duration_ms": 1, "seq": 2}]

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content="".join(json.dumps(line) + "\n" for line in lines).encode())

    async def body() -> None:
        srv = gen.ServerClient(MOCK, token=TOKEN, http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)))
        return [e async for e in srv.commands.stream("ls")]

    stdout, unknown, exit_ = run(body())
    assert unknown == {"type": "progress", "percent": 50, "seq": 1}, "a newer server's variant is kept as it came"
    if pydantic_style(gen):  # pydantic: the known tags pick their model
        assert type(stdout) is gen.CommandStdoutEvent and stdout.data == "a"
        assert type(exit_) is gen.CommandExitEvent and exit_.exit_code == 0
        assert type(validate(gen, gen.CommandEvent, {"type": "stderr", "data": "e", "seq": 3})) is gen.CommandStderrEvent
        assert validate(gen, gen.CommandEvent, {"type": 7}) == {"type": 7}
    else:
        assert stdout == lines[0] and exit_ == lines[2]


# ---- sync stream closing -------------------------------------------------------------------------


def closing_stream_client(gen: Any, closed: list[bool]) -> Any:
    """A client whose every stream answers 100 lines and appends to `closed` when its response is closed (async and
    blocking side)."""

    def lines() -> Any:
        return ((json.dumps({"type": "stdout", "data": "x", "seq": seq}) + "\n").encode() for seq in range(100))

    class Body(httpx.AsyncByteStream, httpx.SyncByteStream):
        async def __aiter__(self) -> Any:
            for line in lines():
                yield line

        def __iter__(self) -> Any:
            return lines()

        async def aclose(self) -> None:
            closed.append(True)

        def close(self) -> None:
            closed.append(True)

    def answer(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, stream=Body(), headers={"Content-Type": "application/x-ndjson"})

    return gen.ServerClient(MOCK, token=TOKEN, http_client=httpx.AsyncClient(transport=httpx.MockTransport(answer)),
                            sync_http_client=httpx.Client(transport=httpx.MockTransport(answer)))


def test_a_sync_stream_closed_early_closes_its_response(gen: Any) -> None:
    closed: list[bool] = []
    srv = closing_stream_client(gen, closed)
    try:
        with srv.commands.stream_sync("ls") as events:
            first = next(events)
            assert (first["seq"] if isinstance(first, dict) else first.seq) == 0
            assert not closed
        assert closed == [True], "leaving the with block closes the response"
        with pytest.raises(StopIteration):
            next(events)
        events = srv.commands.stream_sync("ls")
        next(events)
        events.close()
        events.close()  # idempotent
        assert closed == [True, True]
        assert len(list(srv.commands.stream_sync("ls"))) == 100 and closed == [True, True, True]
        generic = srv.call_sync(gen.ops.commands.stream, command="ls")
        next(generic)
        generic.close()
        assert closed == [True, True, True, True]
    finally:
        srv.close()


def test_a_dropped_stream_closes_its_response(gen: Any) -> None:
    """A `_sync` stream dropped unclosed closes its response when collected; `close()` of the client closes the ones
    still open; an async stream dropped unclosed is closed by asyncio's finalizer hook on its loop."""
    closed: list[bool] = []
    srv = closing_stream_client(gen, closed)
    events = srv.commands.stream_sync("ls")
    next(events)
    kept = srv.commands.stream_sync("ls")
    next(kept)
    del events
    gc.collect()
    assert closed == [True], "the dropped stream's generator closed its response"
    srv.close()
    assert closed == [True, True], "close() closes the stream still open"

    async def body() -> None:
        dropped = srv.commands.stream("ls")
        await dropped.__anext__()
        del dropped
        gc.collect()
        for _ in range(10):
            await asyncio.sleep(0)
        assert closed == [True, True, True], "asyncio's finalizer hook closes it on the running loop"

    run(body())


def test_closing_an_async_stream_early_closes_its_response(gen: Any) -> None:
    closed: list[bool] = []
    async def body() -> None:
        srv = closing_stream_client(gen, closed)
        async with contextlib.aclosing(srv.commands.stream("ls")) as events:
            async for _ in events:
                break
            assert not closed
        assert closed == [True], "closing the method's generator closes the transport's and the response"

    run(body())


# ---- discovery -----------------------------------------------------------------------------------


def test_capabilities_and_discover_v21(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, os.environ["MOCK_DISABLED_URL"], recorder=recorder)
        raw = await srv.capabilities()
        assert raw["ops"]["files.search"]["enabled"] is False
        caps = await srv.discover()
        assert not caps.legacy and caps.sdk_version == CATALOG["sdk_version"]
        assert caps.can(gen.ops.files.list) and not caps.can(gen.ops.files.search)
        assert caps.limit(gen.ops.files.list, "max_entries") is None and caps.paths(gen.ops.files.list) == gen.PathScope((), False)
        before = len(recorder.requests)
        with pytest.raises(gen.OperationNotEnabledError):
            caps.require(gen.ops.files.search)
        caps.require(gen.ops.files.list)
        assert len(recorder.requests) == before
        checked = await caps.check(gen.ops.files.list, {"path": "/tmp"})
        assert recorder.paths()[-1] == "/ops/" + CATALOG["server"]["check_op"]
        assert json.loads(recorder.requests[-1].content) == {"op": "files.list", "args": {"path": "/tmp"}}
        assert checked is not None
        with pytest.raises(gen.OperationNotEnabledError):  # after discover(): refused before sending, in every mode
            await srv.files.search("/tmp")

    run(body())


def test_contract_mismatch_before_sending_when_the_server_lacks_the_op(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, os.environ["MOCK_CUSTOM_ONLY_URL"], recorder=recorder)
        await srv.discover()
        with pytest.raises(gen.ContractMismatchError, match="sdk_version") as raised:
            await srv.files.list("/tmp")
        assert isinstance(raised.value, gen.EndpointNotAvailableError)
        assert recorder.paths() == [CATALOG["server"]["capabilities_path"]]
        assert (await srv.custom.echo(message="m")) is not None

    run(body())


def test_v1_groups_switch_on_legacy_auth_and_bindings(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, os.environ["MOCK_V1_URL"], recorder=recorder)
        caps = await srv.discover()
        # An op without a legacy binding on a v1 server: scenario policy/v1-op-without-legacy-binding.
        assert caps.legacy and caps.can(gen.ops.files.list) and not caps.can(gen.ops.browser.navigate)
        await srv.files.list("/tmp")
        request = recorder.requests[-1]
        assert (request.method, request.url.path) == ("GET", "/files/list")
        assert request.headers["X-Access-Token"] == TOKEN and "Authorization" not in request.headers
        with pytest.raises(gen.ContractMismatchError, match="v1"):
            await srv.browser.navigate("https://example.com")

    run(body())


def test_v1x_endpoints_gate_by_legacy_path(gen: Any) -> None:
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, os.environ["MOCK_V1X_URL"], recorder=recorder)
        caps = await srv.discover()
        assert not caps.legacy and caps.generation == "v1x"  # only a v1 server is legacy
        assert caps.can(gen.ops.files.list) and not caps.can(gen.ops.files.stat)
        await srv.commands.run("ls")
        assert recorder.paths()[-1] == "/commands/run"
        assert recorder.requests[-1].headers["Authorization"] == "Bearer t1"
        with pytest.raises(gen.ContractMismatchError):
            await srv.files.stat("/tmp")

    run(body())


# ---- dynamic fallback ----------------------------------------------------------------------------


def test_dynamic_fallback_by_attribute_at_run_time(gen: Any) -> None:
    """The run-time form of the dynamic fallback (scenarios dynamic/* cover `call` in every language): a member the
    client lacks resolves through the server's `/ops`, fetched once; positional arguments fill the required params."""
    recorder = Recorder()

    async def body() -> None:
        srv = client(gen, recorder=recorder)
        graded = await srv.custom.grade(submission="2 + 2 = 4")
        assert graded["passed"] is True
        assert (await srv.custom.grade("positional works")) is not None
        assert recorder.paths().count(CATALOG["server"]["ops_path"]) == 1
        with pytest.raises(gen.ServerArgumentError, match="must be string") as raised:
            await srv.custom.grade(submission=42)
        assert (raised.value.op, raised.value.error_code) == ("custom.grade", "args.invalid")
        with pytest.raises(gen.ServerArgumentError, match="unexpected argument 'bogus'"):
            await srv.custom.grade(submission="x", bogus=1)
        with pytest.raises(TypeError, match="too many positional"):
            await srv.custom.grade("a", "b")
        with pytest.raises(gen.ContractMismatchError):
            await srv.custom.nothing_here()
        assert recorder.paths().count(CATALOG["server"]["ops_path"]) == 1
        assert len(recorder.requests) == 3, "only the two good calls and the one /ops fetch were sent"

    run(body())


# ---- openai --------------------------------------------------------------------------------------


def test_openai_client_is_lazy_and_explains_a_missing_package(gen: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    namespace = CATALOG["server"]["openai"]["namespace"]
    srv = client(gen)
    monkeypatch.setitem(sys.modules, "openai", None)
    with pytest.raises(ImportError, match="pip install openai"):
        getattr(srv, namespace).openai_client()
    fake = types.ModuleType("openai")
    fake.OpenAI = lambda **kw: kw  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "openai", fake)
    made = getattr(srv, namespace).openai_client()
    assert made == {"base_url": MOCK + CATALOG["server"]["openai"]["base_path"], "api_key": TOKEN}
    assert getattr(srv, namespace).openai_client(default_headers={"X-A": "1"})["default_headers"] == {"X-A": "1"}


def test_openai_client_carries_the_gateway_header(gen: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    namespace = CATALOG["server"]["openai"]["namespace"]
    fake = types.ModuleType("openai")
    fake.OpenAI = lambda **kw: kw  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "openai", fake)
    srv = client(gen, gateway_token="g1")
    made = getattr(srv, namespace).openai_client()
    assert made["default_headers"] == {"X-Gateway-Token": "g1"} and made["api_key"] == TOKEN
    made = getattr(srv, namespace).openai_client(default_headers={"X-A": "1"}, timeout=3)
    assert made["default_headers"] == {"X-Gateway-Token": "g1", "X-A": "1"} and made["timeout"] == 3
    srv = client(gen, gateway_token="g2", gateway_header="X-Gw")
    made = getattr(srv, namespace).openai_client(default_headers={"X-Gw": "mine"})
    assert made["default_headers"] == {"X-Gw": "mine"}, "a header the caller gives wins"
    assert TOKEN not in made["default_headers"].values(), "the server token is only the api_key"


def test_the_generated_module_is_a_deprecated_alias_of_the_package(gen: Any) -> None:
    sys.modules.pop(gen.__name__ + "._generated", None)
    with pytest.warns(DeprecationWarning, match=r"\._generated is deprecated: import from " + gen.__name__):
        alias = importlib.import_module(gen.__name__ + "._generated")
    assert alias.ServerClient is gen.ServerClient and alias.FileNotFoundError_ is gen.FileNotFoundError_
    assert alias.FilesListResult is gen.FilesListResult and alias.ops is gen.ops
    assert alias.__all__ == gen.__all__
