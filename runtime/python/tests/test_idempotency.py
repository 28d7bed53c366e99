"""Idempotency keys: with the document's `auth.idempotency_header`, a non-idempotent call sends a fresh UUID v4, the same
on each retry, and is retried; the caller's own key wins; idempotent ops send none; a body sent once is not resent."""

from __future__ import annotations

import asyncio
import re

import httpx
import pytest
from support import OPS, SPEC, Sleeps, Unavailable, answer, transport

UUID4 = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")


def busy_once() -> tuple[list[httpx.Request], object]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(503, {"error": {"code": "busy"}}, {"Retry-After": "0"}) if len(seen) % 2 == 1 else answer(200, {"ok": 1})

    return seen, handler


@pytest.fixture
def keyed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SPEC, "idempotency_header", lambda: "Idempotency-Key")


@pytest.mark.parametrize("sync", [False, True])
def test_a_non_idempotent_call_keeps_one_fresh_key_across_its_retry(keyed: None, sync: bool) -> None:
    seen, handler = busy_once()
    t = transport(handler, Sleeps(), max_retries=1)  # type: ignore[arg-type]
    for _ in range(2):
        if sync:
            assert t.call_sync(OPS["files.write"], {"x": 1}) == {"ok": 1}
        else:
            assert asyncio.run(t.call(OPS["files.write"], {"x": 1})) == {"ok": 1}
    keys = [request.headers["Idempotency-Key"] for request in seen]
    assert len(seen) == 4 and all(UUID4.fullmatch(key) for key in keys), keys
    assert keys[0] == keys[1] and keys[2] == keys[3] and keys[0] != keys[2], "kept across a retry, fresh per call"


def test_the_callers_key_wins_and_idempotent_ops_send_none(keyed: None) -> None:
    seen, handler = busy_once()
    t = transport(handler, Sleeps(), max_retries=1)  # type: ignore[arg-type]
    asyncio.run(t.call(OPS["files.write"], {"x": 1}, extra_headers={"idempotency-key": "order-42"}))
    assert [r.headers.get_list("Idempotency-Key") for r in seen] == [["order-42"], ["order-42"]]
    asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
    assert len(seen) == 4 and "Idempotency-Key" not in seen[2].headers


def test_without_the_header_a_non_idempotent_call_is_sent_once() -> None:
    seen, handler = busy_once()
    with pytest.raises(Unavailable):
        asyncio.run(transport(handler, Sleeps(), max_retries=3).call(OPS["files.write"], {"x": 1}))  # type: ignore[arg-type]
    assert len(seen) == 1 and "Idempotency-Key" not in seen[0].headers


def test_a_body_that_cannot_be_sent_again_is_not_retried_with_a_key(keyed: None) -> None:
    seen, handler = busy_once()
    t = transport(handler, Sleeps(), max_retries=3)  # type: ignore[arg-type]
    with pytest.raises(Unavailable):
        t.call_sync(OPS["files.post"], {}, body=iter([b"once"]))
    assert len(seen) == 1 and UUID4.fullmatch(seen[0].headers["Idempotency-Key"])
