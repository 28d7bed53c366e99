"""What a 2xx body must be before it reaches the caller: a result that fits the op's result schema
(`malformed_result`), stream lines that are events of the op's event schema (`malformed_event`), and a body in a
content coding the client decodes (gzip) or refuses (`bad_framing`). Nothing outside the error tree escapes."""

from __future__ import annotations

import asyncio
import gzip
import json
from typing import Any

import httpx
import pytest
from support import OPS, Base, Mismatch, NotFound, Sleeps, Unavailable, answer, transport

from genclient_runtime import SyncStream
from genclient_runtime.schema import problem
from genclient_runtime.transport import Transport

TYPES = {"Entry": {"type": "object", "properties": {"size": {"type": "integer"}}, "required": ["size"]}}


def test_the_shape_check_keeps_forward_compatibility() -> None:
    entry = {"$ref": "#/types/Entry"}
    assert problem({"size": 1, "new": "field"}, entry, TYPES) is None
    assert problem({"size": 1.0}, entry, TYPES) is None
    assert problem({"size": True}, entry, TYPES) == "result.size: bool where the schema has integer"
    assert problem({}, entry, TYPES) == "result: the required property 'size' is missing"
    assert problem([1, 2, 3], entry, TYPES) == "result: list where the schema has object"
    assert problem(None, entry, TYPES) == "result: null where the schema has object"
    listed = {"type": "array", "items": entry}
    assert problem([{"size": 1}, {"size": "2"}], listed, TYPES) == "result[1].size: str where the schema has integer"
    assert problem("sunny", {"type": "string", "enum": ["rain"]}, TYPES) is None
    assert problem({"a": 1, "b": "x"}, {"type": "object", "additionalProperties": {"type": "integer"}},
                   TYPES) == "result.b: str where the schema has integer"


def test_a_tagged_union_checks_the_variant_its_tag_names() -> None:
    union = {"oneOf": [
        {"type": "object", "required": ["type", "n"],
         "properties": {"type": {"const": "a"}, "n": {"type": "integer"}}},
        {"type": "object", "required": ["type", "s"],
         "properties": {"type": {"enum": ["b"]}, "s": {"type": "string"}}}],
        "discriminator": {"propertyName": "type"}}
    assert problem({"type": "a", "n": 1}, union, TYPES) is None
    assert problem({"type": "b", "s": "x"}, union, TYPES) is None
    assert problem({"type": "c"}, union, TYPES) is None  # a variant this client does not know
    assert problem({"type": "a"}, union, TYPES) == "result: the required property 'n' is missing"
    # the tag names b: that the value fits branch a does not count
    assert problem({"type": "b", "n": 1}, union, TYPES) == "result: the required property 's' is missing"
    assert problem({"n": 1}, union, TYPES) == "result: the required property 'type' is missing"
    assert problem("a", union, TYPES) == "result: str where the schema has object"
    mapped = {"oneOf": [{"$ref": "#/types/Entry"}, {"type": "object"}],
              "discriminator": {"propertyName": "kind", "mapping": {"entry": "#/types/Entry"}}}
    assert problem({"kind": "entry"}, mapped, TYPES) == "result: the required property 'size' is missing"
    assert problem({"kind": "other"}, mapped, TYPES) is None
    untagged = {"anyOf": [{"type": "integer"}, {"type": "string"}]}
    assert problem("x", untagged, TYPES) is None
    assert problem(True, untagged, TYPES) == "result: bool where the schema has integer"


def call(body: bytes, sync: bool = False, op: str = "files.entry", headers: dict[str, str] | None = None) -> Any:
    t = transport(lambda request: httpx.Response(200, content=body, headers=headers), Sleeps())
    return t.call_sync(OPS[op], {}) if sync else asyncio.run(t.call(OPS[op], {}))


@pytest.mark.parametrize("sync", [False, True])
def test_a_result_that_does_not_fit_is_malformed_result(sync: bool) -> None:
    for body, message in ((b"[1,2,3]", "result: list where the schema has object"),
                          (b"{}", "result: the required property 'name' is missing"),
                          (b'{"name": "a", "size": 1, "link": 5}', "result.link: int where the schema has string|null"),
                          (b'{"name": "a", "size": 1, "tags": ["x", 2]}', "result.tags[1]: int where"),
                          (b"{not json", "Expecting property name")):
        with pytest.raises(Mismatch) as raised:
            call(body, sync)
        assert raised.value.details["reason"] == "malformed_result" and message in raised.value.details["message"]
    fine = b'{"name": "a", "size": 1, "link": null, "kind": "socket", "more": {}}'
    assert call(fine, sync) == json.loads(fine)


def stream(t: Transport, sync: bool) -> list[Any]:
    if sync:
        events: SyncStream[Any]
        with t.events_sync(OPS["cmd.stream"], {}) as events:
            return list(events)

    async def collect() -> list[Any]:
        return [event async for event in t.events(OPS["cmd.stream"], {})]

    return asyncio.run(collect())


def lines(*parts: bytes) -> Transport:
    return transport(lambda request: httpx.Response(200, stream=httpx.ByteStream(b"".join(parts))), Sleeps())


GOOD = b'{"type": "out", "data": "hi"}\n'


@pytest.mark.parametrize("sync", [False, True])
def test_stream_lines_that_are_not_events_are_malformed_event(sync: bool) -> None:
    for body, message in ((GOOD + b"not json\n", "not JSON"), (GOOD + b'{"type": "out", "da', "middle of a line"),
                          (GOOD + b"[1]\n", "not an object"), (GOOD + b'{"type": "exit", "code": "0"}\n', "event.code"),
                          (GOOD + b'{"type": "out", "data": "' + b"x" * 80 + b'"}\n', "longer than 64 bytes"),
                          (GOOD + b"x" * 100, "longer than 64 bytes"), (GOOD + b"\xff\n", "not JSON")):
        with pytest.raises(Mismatch) as raised:
            stream(lines(body), sync)
        assert raised.value.details["reason"] == "malformed_event" and message in raised.value.details["message"], body
    events = stream(lines(GOOD, b"\n", b'{"type": "progress", "pct": 5}\n', b'{"type": "exit", "code": 0}\n'), sync)
    assert [e["type"] for e in events] == ["out", "progress", "exit"], "an unknown event type passes"
    with pytest.raises(NotFound):
        stream(lines(GOOD, b'{"error": {"code": "files.not_found", "message": "gone"}}\n'), sync)


@pytest.mark.parametrize("sync", [False, True])
def test_identity_is_asked_for_gzip_is_decoded_and_other_codings_are_refused(sync: bool) -> None:
    seen: list[httpx.Request] = []
    body = b'{"name": "a", "size": 1}'

    def zipped(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, content=gzip.compress(body), headers={"Content-Encoding": "gzip"})

    t = transport(zipped, Sleeps())
    assert (t.call_sync(OPS["files.entry"], {}) if sync else asyncio.run(t.call(OPS["files.entry"], {}))) == json.loads(body)
    assert seen[0].headers["Accept-Encoding"] == "identity"
    for coding, content in (("compress", body), ("br", body), ("gzip", b"not gzip at all")):
        with pytest.raises(Unavailable) as raised:
            call(content, sync, "files.get", {"Content-Encoding": coding})
        assert raised.value.details["reason"] == "bad_framing", coding


@pytest.mark.parametrize("sync", [False, True])
def test_a_body_framed_both_by_length_and_chunked_is_refused(sync: bool) -> None:
    def both(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=b'{"name": "a", "size": 1}',
                              headers={"Content-Length": "3", "Transfer-Encoding": "chunked"})

    t = transport(both, Sleeps())
    with pytest.raises(Unavailable) as raised:
        t.call_sync(OPS["files.entry"], {}) if sync else asyncio.run(t.call(OPS["files.entry"], {}))
    assert raised.value.details["reason"] == "bad_framing" and raised.value.status == 0


def test_every_failure_is_in_the_error_tree() -> None:
    def cut(request: httpx.Request) -> httpx.Response:
        raise httpx.RemoteProtocolError("peer closed connection without sending complete message body", request=request)

    for sync in (False, True):
        t = transport(cut, Sleeps(), max_retries=0)
        with pytest.raises(Base) as raised:
            t.call_sync(OPS["files.get"], {}) if sync else asyncio.run(t.call(OPS["files.get"], {}))
        assert isinstance(raised.value, Unavailable) and raised.value.details["reason"] == "connection"
