"""Bodies in flat memory, in both drivers: uploads from bytes, a path, an open file or an iterator, sent in small
pieces with their length when it is known; downloads read as they arrive, as an iterator or into a file."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from support import OPS, Sleeps, Unavailable, answer, transport

from genclient_runtime import ClientUsageError
from genclient_runtime.bodies import CHUNK_BYTES, Body
from genclient_runtime.transport import Transport


class Pieces(httpx.BaseTransport):
    """A blocking transport that keeps the sizes of the pieces each request body is written in (MockTransport reads
    a body whole before its handler sees it)."""

    def __init__(self) -> None:
        self.requests: list[tuple[dict[str, str], list[int]]] = []

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        pieces = [len(piece) for piece in request.stream]  # type: ignore[union-attr]  # a blocking body
        framing = {k: v for k, v in request.headers.items() if k in ("content-length", "transfer-encoding")}
        self.requests.append((framing, pieces))
        return answer(200, {"ok": True})


def put(t: Transport, body: Any, sync: bool) -> Any:
    if sync:
        return t.call_sync(OPS["files.put"], {"path": "/x"}, body=body)
    return asyncio.run(t.call(OPS["files.put"], {"path": "/x"}, body=body))


def test_a_large_bytes_body_goes_to_the_blocking_client_in_small_pieces() -> None:
    recorder = Pieces()
    data = bytes(range(256)) * (CHUNK_BYTES // 64)
    put(transport(lambda request: answer(500, {}), Sleeps(), sync_http_client=httpx.Client(transport=recorder)), data,
        True)
    framing, pieces = recorder.requests[0]
    assert framing == {"content-length": str(len(data))}
    assert max(pieces) == CHUNK_BYTES and sum(pieces) == len(data) and len(pieces) == 4


@pytest.mark.parametrize("sync", [False, True])
def test_a_json_body_carries_its_length(sync: bool) -> None:
    seen: list[httpx.Request] = []

    def server(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return answer(200, {"ok": True})

    t = transport(server, Sleeps())
    args = {"path": "x" * CHUNK_BYTES}  # larger than a piece: the blocking driver sends it in pieces
    if sync:
        t.call_sync(OPS["files.write"], args)
    else:
        asyncio.run(t.call(OPS["files.write"], args))
    length = len(json.dumps(args).encode())
    assert len(seen[0].content) == length
    assert seen[0].headers["Content-Length"] == str(length) and "Transfer-Encoding" not in seen[0].headers


@pytest.mark.parametrize("sync", [False, True])
def test_uploads_from_a_path_a_file_and_an_iterator(sync: bool, tmp_path: Path) -> None:
    data = b"0123456789" * 20_000
    path = tmp_path / "up.bin"
    path.write_bytes(data)

    def chunks() -> Iterator[bytes]:
        yield data[:7]
        yield data[7:]

    seen: list[tuple[dict[str, str], bytes]] = []

    def server(request: httpx.Request) -> httpx.Response:
        content = request.read()
        seen.append(({k: v for k, v in request.headers.items() if k in ("content-length", "transfer-encoding")},
                     content))
        return answer(200, {"ok": True})

    t = transport(server, Sleeps())
    with open(path, "rb") as handle:
        handle.seek(10)
        for body in (path, handle, io.BytesIO(data), chunks()):
            put(t, body, sync)
    sized = {"content-length": str(len(data))}
    assert seen == [(sized, data), ({"content-length": str(len(data) - 10)}, data[10:]), (sized, data),
                    ({"transfer-encoding": "chunked"}, data)]


def test_an_async_iterator_uploads_in_the_async_driver_only() -> None:
    async def chunks() -> AsyncIterator[bytes]:
        yield b"ab"
        yield b"cd"

    got: list[bytes] = []

    def server(request: httpx.Request) -> httpx.Response:
        got.append(request.read())
        return answer(200, {"ok": True})

    t = transport(server, Sleeps())
    put(t, chunks(), False)
    assert got == [b"abcd"]
    with pytest.raises(ClientUsageError):
        put(t, chunks(), True)
    with pytest.raises(TypeError, match="not str"):
        Body("text")  # type: ignore[arg-type]


def test_a_replayable_body_is_sent_again_on_a_retry_and_an_iterator_is_not() -> None:
    got: list[bytes] = []

    def flaky(request: httpx.Request) -> httpx.Response:
        got.append(request.read())
        return answer(503 if len(got) == 1 else 200, {"ok": True}, {"Retry-After": "0"})

    t = transport(flaky, Sleeps())
    put(t, io.BytesIO(b"again"), True)
    assert got == [b"again", b"again"]
    got.clear()
    with pytest.raises(Unavailable):
        put(t, iter([b"once"]), True)
    assert got == [b"once"]


class Chunks(httpx.SyncByteStream, httpx.AsyncByteStream):
    """A response body in pieces; `fail` raises a read error after them (the connection broke)."""

    def __init__(self, pieces: list[bytes], fail: bool = False) -> None:
        self.pieces, self.fail = pieces, fail

    def __iter__(self) -> Iterator[bytes]:
        yield from self.pieces
        if self.fail:
            raise httpx.ReadError("connection reset")

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for piece in self.pieces:
            yield piece
        if self.fail:
            raise httpx.ReadError("connection reset")


def downloads(pieces: list[bytes], fail: bool = False) -> Transport:
    return transport(lambda request: httpx.Response(200, stream=Chunks(pieces, fail)), Sleeps())


def test_a_streaming_download_iterates_and_writes_a_file_in_both_drivers(tmp_path: Path) -> None:
    pieces = [b"a" * 1000, b"b" * 10, b"c"]
    with downloads(pieces).download_sync(OPS["files.get"], {}) as stream:
        assert list(stream) == pieces and stream.status == 200
    assert downloads(pieces).download_sync(OPS["files.get"], {}).to_file(tmp_path / "s") == 1011

    async def run() -> tuple[list[bytes], int]:
        async with await downloads(pieces).download(OPS["files.get"], {}) as stream:
            got = [chunk async for chunk in stream]
        return got, await (await downloads(pieces).download(OPS["files.get"], {})).to_file(tmp_path / "a")

    assert asyncio.run(run()) == (pieces, 1011)
    assert (tmp_path / "s").read_bytes() == (tmp_path / "a").read_bytes() == b"".join(pieces)


def test_a_download_that_breaks_off_raises_the_transport_error_and_leaves_no_file(tmp_path: Path) -> None:
    with pytest.raises(Unavailable) as raised:
        downloads([b"partial"], fail=True).download_sync(OPS["files.get"], {}).to_file(tmp_path / "s")
    assert raised.value.details["reason"] == "connection" and not (tmp_path / "s").exists()

    async def run() -> None:
        await (await downloads([b"partial"], fail=True).download(OPS["files.get"], {})).to_file(tmp_path / "a")

    with pytest.raises(Unavailable):
        asyncio.run(run())
    assert not (tmp_path / "a").exists()


def test_the_clients_close_ends_an_open_sync_download() -> None:
    closed: list[bool] = []

    class Tracked(Chunks):
        def close(self) -> None:
            closed.append(True)

    t = transport(lambda request: httpx.Response(200, stream=Tracked([b"x", b"y"])), Sleeps())
    stream = t.download_sync(OPS["files.get"], {})
    assert next(iter(stream)) == b"x"
    t.close()
    assert closed == [True]
