"""Redirects followed by the runtime under the document's redirect policy, never by httpx, in both drivers: a 3xx is
never a success."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from support import OPS, Sleeps, Unavailable, answer, policy_details, transport

from genclient_runtime.transport import Transport


def run(t: Transport, sync: bool, op: str, args: dict[str, Any], **options: Any) -> Any:
    if sync:
        return t.call_sync(OPS[op], args, **options)
    return asyncio.run(t.call(OPS[op], args, **options))


class Server:
    """Answers the first request with `status` and `location`, then echoes what it got."""

    def __init__(self, status: int, location: str | None = "/moved?_redirected=1", times: int = 1) -> None:
        self.status, self.location, self.times = status, location, times
        self.seen: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        request.read()
        self.seen.append(request)
        if len(self.seen) <= self.times:
            headers = {} if self.location is None else {"Location": self.location}
            return httpx.Response(self.status, headers=headers)
        return answer(200, {"url": str(request.url), "method": request.method, "body": request.content.decode()})


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize("status", [307, 308])
def test_307_and_308_resend_the_method_and_body(sync: bool, status: int) -> None:
    server = Server(status)
    result = run(transport(server, Sleeps()), sync, "files.write", {"path": "/x"})
    assert result == {"url": "http://srv/moved?_redirected=1", "method": "POST", "body": '{"path": "/x"}'}
    assert server.seen[0].headers["X-Request-Id"] == server.seen[1].headers["X-Request-Id"]


@pytest.mark.parametrize("sync", [False, True])
@pytest.mark.parametrize("status", [301, 302, 303])
def test_301_302_303_are_followed_for_get_only(sync: bool, status: int) -> None:
    server = Server(status)
    assert run(transport(server, Sleeps()), sync, "files.stat", {"path": "p"})["method"] == "GET"
    server = Server(status)
    with pytest.raises(Unavailable) as raised:
        run(transport(server, Sleeps()), sync, "files.write", {})
    assert policy_details(raised.value) == {"reason": "redirect_not_followed", "status": status,
                                    "location": "/moved?_redirected=1"}
    assert len(server.seen) == 1


@pytest.mark.parametrize("sync", [False, True])
def test_other_3xx_a_missing_location_and_long_chains_are_errors_never_success(sync: bool) -> None:
    for server, status, location in ((Server(304), 304, "/moved?_redirected=1"), (Server(302, None), 302, None),
                                     (Server(302, "/again", times=99), 302, "/again")):
        with pytest.raises(Unavailable) as raised:
            run(transport(server, Sleeps()), sync, "files.stat", {"path": "p"})
        assert policy_details(raised.value) == {"reason": "redirect_not_followed", "status": status, "location": location}
    assert len(server.seen) == 6, "the first try and five redirects"


@pytest.mark.parametrize("sync", [False, True])
def test_a_location_that_is_no_url_is_not_followed(sync: bool) -> None:
    server = Server(302, "http://host:port/")
    with pytest.raises(Unavailable) as raised:
        run(transport(server, Sleeps()), sync, "files.stat", {"path": "p"})
    assert policy_details(raised.value) == {"reason": "redirect_not_followed"}
    assert "Invalid port" in str(raised.value) and len(server.seen) == 1, "not retried as a lost connection"


def test_a_download_redirected_with_an_empty_body_is_no_silent_success() -> None:
    server = Server(302, None)
    with pytest.raises(Unavailable):
        run(transport(server, Sleeps()), False, "files.get", {})


@pytest.mark.parametrize("sync", [False, True])
def test_another_origin_gets_no_credentials_but_keeps_the_request_id(sync: bool) -> None:
    server = Server(307, "https://cdn.example:8443/blob?sig=1")
    t = transport(server, Sleeps(), gateway_token="g", gateway_header="X-Mine")
    run(t, sync, "files.write", {}, extra_headers={"X-Token": "legacy", "X-Unit-Gateway": "gw"})
    first, second = server.seen
    assert first.headers["Authorization"] == "Bearer t" and first.headers["X-Mine"] == "g"
    assert str(second.url) == "https://cdn.example:8443/blob?sig=1"
    for name in ("Authorization", "X-Mine", "X-Token", "X-Unit-Gateway"):
        assert name not in second.headers, name
    assert second.headers["X-Request-Id"] == first.headers["X-Request-Id"] and second.headers["X-Client"] == "python/1.0"
    same = Server(307, "http://srv:80/other")
    run(transport(same, Sleeps()), sync, "files.write", {})
    assert same.seen[1].headers["Authorization"] == "Bearer t", "same origin (default port spelt out): kept"


@pytest.mark.parametrize("sync", [False, True])
def test_a_body_that_cannot_be_sent_again_is_not_redirected(sync: bool) -> None:
    def chunks() -> Iterator[bytes]:
        yield b"once"

    server = Server(307)
    with pytest.raises(Unavailable) as raised:
        run(transport(server, Sleeps()), sync, "files.post", {}, body=chunks())
    assert raised.value.details["reason"] == "redirect_not_followed" and len(server.seen) == 1
    server = Server(308)
    assert run(transport(server, Sleeps()), sync, "files.put", {}, body=b"again")["body"] == "again"


def test_a_user_client_that_follows_redirects_does_not_follow_them_here() -> None:
    server = Server(302, None)
    t = transport(server, Sleeps())
    t.pool.user_client = httpx.AsyncClient(transport=httpx.MockTransport(server), follow_redirects=True)
    with pytest.raises(Unavailable):
        asyncio.run(t.call(OPS["files.stat"], {"path": "p"}))
