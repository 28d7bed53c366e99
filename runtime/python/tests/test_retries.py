"""Retries under the document's retry policy: `Retry-After` in seconds and as an HTTP-date, capped (a longer one fails
at once with `retry_after_too_long`, whatever its size), full-jitter backoff, and which tries are retried."""

from __future__ import annotations

import asyncio
import email.utils
import random

import httpx
import pytest
from support import CLIENT_DEFAULTS, OPS, Sleeps, Unavailable, answer, policy_details, transport

from genclient_runtime.policy import Policy, PollSchedule, retry_after_seconds

POLICY = Policy.of(CLIENT_DEFAULTS)


def busy(retry_after: str | None, fails: int = 2) -> tuple[list[httpx.Request], object]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if len(seen) <= fails:
            return answer(503, {"error": {"code": "busy"}}, {} if retry_after is None else {"Retry-After": retry_after})
        return answer(200, {"ok": True})

    return seen, handler


def test_retry_after_reads_delta_seconds_and_http_dates_and_nothing_else() -> None:
    now = 1_000_000.0
    assert retry_after_seconds("7", now) == 7 and retry_after_seconds(" 0 ", now) == 0
    assert retry_after_seconds("9" * 400, now) == int("9" * 400), "kept as an integer: no float overflow"
    later = email.utils.formatdate(now + 30, usegmt=True)
    assert retry_after_seconds(later, now) == pytest.approx(30.0)
    assert retry_after_seconds(email.utils.formatdate(now - 30, usegmt=True), now) == 0.0
    for junk in (None, "", "soon", "-1", "1.5", "١٢"):
        assert retry_after_seconds(junk, now) is None, junk


def test_full_jitter_stays_within_the_doubling_bound_and_cap() -> None:
    random.seed(7)
    for attempt, bound in ((0, 0.5), (1, 1.0), (3, 4.0), (4, 8.0), (40, 8.0)):
        waits = [POLICY.retry.backoff(attempt, None) for _ in range(200)]
        assert all(0.0 <= w <= bound for w in waits), (attempt, max(waits))
        assert max(waits) > bound * 0.8 and min(waits) < bound * 0.2, "spread over the whole range"
    assert POLICY.retry.backoff(3, 2.5) == 2.5 and POLICY.retry.backoff(0, -1.0) == 0.0


def test_a_small_retry_after_is_waited_for_through_the_injected_sleep_with_one_request_id() -> None:
    seen, handler = busy("7")
    sleeps = Sleeps()
    assert asyncio.run(transport(handler, sleeps).call(OPS["files.stat"], {"path": "p"})) == {"ok": True}  # type: ignore[arg-type]
    assert sleeps.waits == [7.0, 7.0] and len({r.headers["X-Request-Id"] for r in seen}) == 1


def test_an_http_date_retry_after_is_honoured() -> None:
    sleeps = Sleeps()
    _, handler = busy(email.utils.formatdate(sleeps.clock.now + 12, usegmt=True), fails=1)
    asyncio.run(transport(handler, sleeps).call(OPS["files.stat"], {"path": "p"}))  # type: ignore[arg-type]
    assert sleeps.waits == [pytest.approx(12.0, abs=1.0)]


@pytest.mark.parametrize("value", ["3600", "9" * 400])
def test_a_retry_after_over_the_cap_fails_at_once_in_both_drivers(value: str) -> None:
    for sync in (False, True):
        seen, handler = busy(value)
        sleeps = Sleeps()
        t = transport(handler, sleeps)  # type: ignore[arg-type]
        with pytest.raises(Unavailable) as raised:
            if sync:
                t.call_sync(OPS["files.stat"], {"path": "p"})
            else:
                asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
        assert policy_details(raised.value) == {"reason": "retry_after_too_long", "retry_after": int(value), "status": 503}
        assert sleeps.waits == [] and len(seen) == 1


def test_without_retry_after_the_wait_is_the_backoff_and_unparseable_is_absent() -> None:
    _, handler = busy("soon")
    sleeps = Sleeps()
    calls: list[tuple[int, float | None]] = []

    def backoff(attempt: int, retry_after: float | None) -> float:
        calls.append((attempt, retry_after))
        return 0.1

    asyncio.run(transport(handler, sleeps, backoff=backoff).call(OPS["files.stat"], {"path": "p"}))  # type: ignore[arg-type]
    assert calls == [(0, None), (1, None)] and sleeps.waits == [0.1, 0.1]


def test_statuses_outside_the_policy_and_exhausted_retries_raise_the_mapped_error() -> None:
    seen, handler = busy("0", fails=5)
    with pytest.raises(Unavailable) as raised:
        asyncio.run(transport(handler, Sleeps(), max_retries=1).call(OPS["files.stat"], {"path": "p"}))  # type: ignore[arg-type]
    assert raised.value.status == 503 and len(seen) == 2
    hits: list[int] = []

    def teapot(request: httpx.Request) -> httpx.Response:
        hits.append(1)
        return answer(502, {"error": {"code": "bad"}})

    with pytest.raises(Exception):
        asyncio.run(transport(teapot, Sleeps()).call(OPS["files.stat"], {"path": "p"}))
    assert hits == [1], "502 is not in the policy's statuses"


def test_connection_errors_are_retried_for_idempotent_ops_only() -> None:
    tries: list[str] = []

    def refused(request: httpx.Request) -> httpx.Response:
        tries.append(request.url.path)
        raise httpx.ConnectError("refused", request=request)

    sleeps = Sleeps()
    with pytest.raises(Unavailable) as raised:
        asyncio.run(transport(refused, sleeps).call(OPS["files.stat"], {"path": "p"}))
    assert raised.value.details["reason"] == "connection" and len(tries) == 3 and len(sleeps.waits) == 2
    assert all(0 <= w <= 1.0 for w in sleeps.waits)
    tries.clear()
    with pytest.raises(Unavailable):
        asyncio.run(transport(refused, Sleeps()).call(OPS["files.write"], {}))
    assert len(tries) == 1


def test_a_policy_missing_a_key_names_it() -> None:
    with pytest.raises(ValueError, match="client_defaults.retry"):
        Policy.of({k: v for k, v in CLIENT_DEFAULTS.items() if k != "retry"})
    with pytest.raises(ValueError, match="jitter"):
        Policy.of({**CLIENT_DEFAULTS, "retry": {**CLIENT_DEFAULTS["retry"], "jitter": "equal"}})


def test_job_polls_clamp_retry_after_and_double_without_it() -> None:
    schedule = PollSchedule(POLICY.jobs)
    assert [schedule.next(None) for _ in range(7)] == [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0]
    assert schedule.next(0) == 0.25 and schedule.next(10**400) == 30.0 and schedule.next(2) == 2.0
    assert schedule.next(float("nan")) == 30.0 and schedule.next(True) == 30.0, "not a number: the doubling interval"
