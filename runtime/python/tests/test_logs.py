"""The client's log: a `logging` logger named after the package, switched on by `<NAME>_LOG`; info has each answer,
retry and job poll, debug the headers with credentials redacted; bodies are never logged."""

from __future__ import annotations

import asyncio
import logging

import httpx
import pytest
from support import OPS, SPEC, Sleeps, answer, transport

from genclient_runtime.logs import client_logger, env_name, line


def test_the_variable_is_named_after_the_catalog() -> None:
    assert env_name("agent-sandbox-server") == "AGENT_SANDBOX_SERVER_LOG" and env_name("a.b 2") == "A_B_2_LOG"


def test_info_and_debug_say_what_happened_and_never_show_credentials_or_bodies(caplog: pytest.LogCaptureFixture) -> None:
    seen: list[int] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(1)
        if len(seen) == 1:
            return answer(503, {"error": {"code": "busy"}}, {"Retry-After": "2", "X-Request-Id": "r1"})
        return answer(200, {"secret": "body-text"}, {"X-Request-Id": "r1"})

    t = transport(handler, Sleeps(), gateway_token="gw-secret", token="tok-secret")
    with caplog.at_level(logging.INFO, logger="unit"):
        asyncio.run(t.call(OPS["files.stat"], {"path": "p"}, extra_headers={"X-Token": "legacy-secret", "X-Request-Id": "r1"}))
    info = [r.getMessage() for r in caplog.records]
    assert info == [
        "request op=files.stat method=GET path=/files/p request_id=r1 attempt=1",
        info[1],
        "retry op=files.stat request_id=r1 attempt=1 reason=status status=503 retry_after=2 wait_ms=2000",
        "request op=files.stat method=GET path=/files/p request_id=r1 attempt=2",
        info[4],
    ]
    assert info[1].startswith("response op=files.stat method=GET path=/files/p status=503 request_id=r1 attempt=1 "
                              "duration_ms=")
    assert info[4].startswith("response op=files.stat method=GET path=/files/p status=200 request_id=r1 attempt=2 ")
    caplog.clear()
    with caplog.at_level(logging.DEBUG, logger="unit"):
        t.call_sync(OPS["files.stat"], {"path": "p"}, extra_headers={"X-Token": "legacy-secret", "X-Request-Id": "r1"})
    debug = [r.getMessage() for r in caplog.records if r.levelno == logging.DEBUG]
    assert [d.split(" headers=")[0] for d in debug] == ["request headers op=files.stat request_id=r1 attempt=1",
                                                       "response headers op=files.stat request_id=r1 attempt=1"]
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert '"authorization":"***"' in text and '"x-token":"***"' in text and '"x-g":"***"' in text
    assert '"x-client":"python/1.0"' in text
    for secret in ("tok-secret", "gw-secret", "legacy-secret", "body-text"):
        assert secret not in text


def test_a_value_with_a_space_is_quoted() -> None:
    assert line("retry", {"op": "a b", "n": 1, "x": None, "ok": True, "h": {"b": "2", "a": "x y"}}) \
        == 'retry op="a b" n=1 ok=true h={"a":"x y","b":"2"}'


def test_job_polls_are_logged(caplog: pytest.LogCaptureFixture) -> None:
    def handler(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/jobs":
            return answer(202, {"job_id": "j1", "retry_after": 3})
        return answer(200, {"status": "succeeded", "result": {"name": "n", "size": 1}})

    with caplog.at_level(logging.INFO, logger="unit"):
        transport(handler, Sleeps()).job_sync(OPS["jobs.run"], {}, True)
    assert "job poll op=jobs.run job_id=j1 poll=1 status=pending wait_ms=3000" in [r.getMessage() for r in caplog.records]


def test_the_environment_variable_switches_the_log_on(monkeypatch: pytest.MonkeyPatch) -> None:
    logger = logging.getLogger("unit_env")
    monkeypatch.setenv("UNIT_ENV_LOG", "DEBUG")
    try:
        assert client_logger("unit_env", "unit-env") is logger
        assert logger.level == logging.DEBUG and len(logger.handlers) == 1
        client_logger("unit_env", "unit-env")
        assert len(logger.handlers) == 1, "switched on once"
    finally:
        logger.handlers.clear()
        logger.setLevel(logging.NOTSET)
    monkeypatch.setenv("UNIT_ENV_LOG", "loud")
    client_logger("unit_env", "unit-env")
    assert logger.handlers == [] and SPEC.package == "unit"
