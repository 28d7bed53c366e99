"""Server-sent events on hostile bodies (every line end, chunks split inside a CRLF or a UTF-8 sequence, a byte-order
mark, comments, long lines, cut-off ends), and a stream op declared `stream_format: "sse"` behind the same iterator in
both drivers."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from support import OPS, Mismatch, NotFound, Sleeps, transport

from genclient_runtime import SyncStream
from genclient_runtime.server_ops import op_from_json
from genclient_runtime.sse import Frame, SseParser


def frames(*chunks: bytes, limit: int = 1 << 20) -> list[Frame] | str:
    """The frames of a body fed in exactly these chunks, or the failure's message."""
    parser = SseParser(limit, ValueError)
    out: list[Frame] = []
    try:
        for chunk in chunks:
            out += parser.feed(chunk)
        parser.end()
    except ValueError as error:
        return str(error)
    return out


def message(data: str) -> Frame:
    return Frame("message", data)


def test_crlf_lf_and_a_lone_cr_end_lines_alike_and_data_lines_join_with_lf() -> None:
    body = b"data: a\r\ndata: b\r\n\r\ndata: c\ndata: d\n\ndata: e\rdata: f\r\r"
    expected = [message("a\nb"), message("c\nd"), message("e\nf")]
    assert frames(body) == expected
    assert frames(*(body[i:i + 1] for i in range(len(body)))) == expected, "a byte at a time"


def test_a_crlf_split_between_chunks_is_one_line_end() -> None:
    # Counted as two line ends, the CR|LF split would end the event after its first data line.
    assert frames(b'data: {"n":\r', b"\ndata: 1}\r", b"\n\r", b"\n") == [message('{"n":\n1}')]


def test_a_utf8_sequence_split_across_chunks_stays_whole() -> None:
    text = '{"t": "h\u00e9 \u2713 \U0001f600"}'
    body = f"data: {text}\n\n".encode()
    for cut in range(1, len(body)):
        assert frames(body[:cut], body[cut:]) == [message(text)], cut


def test_a_leading_byte_order_mark_is_dropped_even_split_but_not_a_later_one() -> None:
    assert frames(b"\xef\xbb", b"\xbf", b"data: 1\n\n") == [message("1")]
    assert frames("\ufeffdata: 1\n\ndata: \ufeff2\n\n".encode()) == [message("1"), message("\ufeff2")]


def test_comments_id_retry_unknown_fields_and_events_without_data_are_skipped() -> None:
    body = (b": hello\nretry: 10\nid: 7\nfoo: bar\n\nevent: ping\n\ndata: 1\n\n"
            b"event: tick\nid\ndata:2\n\n:only a comment\n\ndata\n\ndata:  x\n\ndata: y: z\n\n")
    assert frames(body) == [message("1"), Frame("tick", "2"), message(""), message(" x"), message("y: z")]


def test_long_lines_long_data_and_a_cut_off_body_fail() -> None:
    too_long = "a stream line is longer than 16 bytes"
    assert frames(b"data: 0123456789", b"0123456789\n\n", limit=16) == too_long
    assert frames(b"data: 12345\ndata: 12345\ndata: 12345\n\n", limit=16) == too_long
    assert frames(b": a comment that goes on\n\n", limit=16) == too_long
    assert frames(b"data: 0123456789\n\n", limit=16) == [message("0123456789")]
    assert frames(b"data: 1\n\ndata: 2\n") == "the body ended inside an event"
    assert frames(b"data: 1\n\ndata: 2") == "the body ended inside an event"
    assert frames(b"data: 1\n\nid: 3\n") == [message("1")]
    assert frames() == []


def events(*chunks: bytes, sync: bool) -> list[Any]:
    t = transport(lambda request: httpx.Response(200, stream=httpx.ByteStream(b"".join(chunks)),
                                                 headers={"Content-Type": "text/event-stream"}), Sleeps())
    if sync:
        stream: SyncStream[Any]
        with t.events_sync(OPS["cmd.events"], {}) as stream:
            return list(stream)

    async def collect() -> list[Any]:
        return [event async for event in t.events(OPS["cmd.events"], {})]

    return asyncio.run(collect())


OUT = b'data: {"type": "out", "data": "hi"}\n\n'


@pytest.mark.parametrize("sync", [False, True])
def test_an_sse_op_yields_its_messages_and_skips_comments_retry_and_unknown_names(sync: bool) -> None:
    got = events(b": opened\r\nretry: 5\r\n\r\n", OUT, b'event: progress\rdata: {"type": "x"}\r\r',
                 b'event: message\nid: 2\ndata: {"type": "exit",\ndata:  "code": 0}\n\n', sync=sync)
    assert got == [{"type": "out", "data": "hi"}, {"type": "exit", "code": 0}]


@pytest.mark.parametrize("sync", [False, True])
def test_an_sse_error_event_raises_its_mapped_error(sync: bool) -> None:
    with pytest.raises(NotFound):
        events(OUT, b'event: error\ndata: {"error": {"code": "files.not_found", "message": "gone"}}\n\n', OUT, sync=sync)


@pytest.mark.parametrize("sync", [False, True])
def test_sse_data_that_is_no_event_and_cut_off_bodies_are_malformed_event(sync: bool) -> None:
    for tail, text in ((b"data: not json\n\n", "not JSON"), (b'data: {"type": "exit", "code": "0"}\n\n', "event.code"),
                       (b'event: error\ndata: {"code": 1}\n\n', "envelope"), (b'data: {"type": "out"}\n', "inside an event"),
                       (b'data: {"ty', "inside an event"), (b"data: " + b"x" * 80 + b"\n\n", "longer than 64 bytes")):
        with pytest.raises(Mismatch) as raised:
            events(OUT, tail, sync=sync)
        assert raised.value.details["reason"] == "malformed_event" and text in raised.value.details["message"], tail


def test_a_server_op_keeps_its_stream_format() -> None:
    assert op_from_json({"id": "a.b", "kind": "stream", "stream_format": "sse"}, "/ops").stream_format == "sse"
    assert op_from_json({"id": "a.b", "kind": "stream"}, "/ops").stream_format == "ndjson"
