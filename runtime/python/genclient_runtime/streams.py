"""Response bodies read as they arrive: event streams, NDJSON or server-sent events by the op's stream format (each
event checked against the op's event schema, `sse.py`), and
streaming downloads (byte iterators and `to_file`), in both drivers, in flat memory, every failure mapped into the
client's error tree."""

from __future__ import annotations

import json
import os
from collections.abc import AsyncGenerator, AsyncIterator, Generator, Iterator
from typing import TYPE_CHECKING, Any

import httpx

from .sse import SseReader

if TYPE_CHECKING:
    from .spec import Op
    from .transport import Transport

StrPath = str | os.PathLike[str]


class EventReader:
    """Splits a body into NDJSON lines and turns each into an event: a line over the policy's limit, a line that is not
    JSON or not an object of the event schema, and a last line cut off at the end of the body are `malformed_event`;
    an `{"error": ...}` line raises the mapped error."""

    def __init__(self, t: Transport, op: Op, request_id: str | None) -> None:
        self._t = t
        self._op = op
        self._request_id = request_id
        self.limit = t.policy.max_line_bytes
        self._buffer = bytearray()

    def malformed(self, message: str) -> Exception:
        """The contract-mismatch error, reason `malformed_event`."""
        return self._t.errors.malformed_event(message, self._op.id, self._request_id)

    def error(self, body: Any) -> Exception:
        """The mapped error of an `{"error": body}` envelope."""
        return self._t.errors.from_body(body, None, self._op.id, self._request_id)

    def feed(self, chunk: bytes) -> list[Any]:
        """The events of the lines `chunk` completes."""
        buffer = self._buffer
        scan = len(buffer)
        buffer += chunk
        events: list[Any] = []
        start = 0
        while (end := buffer.find(b"\n", scan)) >= 0:
            if end - start > self.limit:
                raise self.malformed(f"a stream line is longer than {self.limit} bytes")
            event = self.event(bytes(buffer[start:end]))
            if event is not None:
                events.append(event)
            start = scan = end + 1
        del buffer[:start]
        if len(buffer) > self.limit:
            raise self.malformed(f"a stream line is longer than {self.limit} bytes")
        return events

    def end(self) -> None:
        """At a clean end of the body: raises when the last line was cut off (no line break after it)."""
        if bytes(self._buffer).strip():
            raise self.malformed("the stream ended in the middle of a line")

    def event(self, line: bytes) -> Any:
        """The event of one line (None for a blank one)."""
        if not line.strip():
            return None
        try:
            event = json.loads(line)
        except ValueError as error:
            raise self.malformed(f"a stream line is not JSON: {error}") from error
        if isinstance(event, dict) and list(event) == ["error"]:
            raise self.error(event["error"])
        if not isinstance(event, dict):
            raise self.malformed(f"a stream line is not an object: {type(event).__name__}")
        problem = self._t.spec.event_problem(self._op.id, event)
        if problem is not None:
            raise self.malformed(f"a stream event does not fit the event schema: {problem}")
        return event


def _reader(t: Transport, op: Op, response: httpx.Response) -> EventReader | SseReader:
    """The reader of the op's stream format, as the runtime catalog document gives it."""
    reader = EventReader(t, op, response.headers.get("X-Request-Id"))
    return SseReader(reader) if t.spec.stream_format(op) == "sse" else reader


def _broken(t: Transport, error: httpx.RequestError, op: Op, response: httpx.Response) -> Exception:
    """The mapped error of a body that broke off, stayed silent or could not be decoded."""
    return t.errors.from_transport(error, op.id, response.request.headers.get("X-Request-Id"))


async def aiter_events(t: Transport, op: Op, response: httpx.Response) -> AsyncGenerator[Any, None]:
    """The events of a stream's body; stopping early closes the response."""
    reader = _reader(t, op, response)
    chunks = aiter_chunks(t, op, response)
    try:
        async for chunk in chunks:
            for event in reader.feed(chunk):
                yield event
        reader.end()
    finally:
        await chunks.aclose()


def iter_events(t: Transport, op: Op, response: httpx.Response) -> Iterator[Any]:
    """Blocking twin of `aiter_events`."""
    reader = _reader(t, op, response)
    chunks = iter_chunks(t, op, response)
    try:
        for chunk in chunks:
            yield from reader.feed(chunk)
        reader.end()
    finally:
        chunks.close()


async def aiter_chunks(t: Transport, op: Op, response: httpx.Response) -> AsyncGenerator[bytes, None]:
    """The body's chunks as they arrive (decoded), the response closed at the end or when the caller stops."""
    try:
        chunks = response.aiter_bytes()
        while True:
            try:
                chunk = await chunks.__anext__()
            except StopAsyncIteration:
                return
            except (httpx.TransportError, httpx.DecodingError) as error:
                raise _broken(t, error, op, response) from error
            yield chunk
    finally:
        await response.aclose()


def iter_chunks(t: Transport, op: Op, response: httpx.Response) -> Generator[bytes, None, None]:
    """Blocking twin of `aiter_chunks`."""
    try:
        chunks = response.iter_bytes()
        while True:
            try:
                chunk = next(chunks)
            except StopIteration:
                return
            except (httpx.TransportError, httpx.DecodingError) as error:
                raise _broken(t, error, op, response) from error
            yield chunk
    finally:
        response.close()


class ByteStream:
    """A download read as it arrives: `async for chunk in stream`, or `await stream.to_file(path)`; `aclose()` (or
    leaving an `async with` block) ends it early. The answer's status and headers are in `status` and `headers`."""

    def __init__(self, chunks: AsyncIterator[bytes], response: httpx.Response) -> None:
        self._chunks = chunks
        self.status = response.status_code
        self.headers = response.headers

    def __aiter__(self) -> AsyncIterator[bytes]:
        return self._chunks

    async def to_file(self, path: StrPath) -> int:
        """Writes the whole body to `path` and returns its size; on a failure the partial file is removed."""
        written = 0
        try:
            with open(path, "wb") as out:
                async for chunk in self._chunks:
                    out.write(chunk)
                    written += len(chunk)
        except BaseException:
            await self.aclose()
            _remove(path)
            raise
        return written

    async def aclose(self) -> None:
        closer = getattr(self._chunks, "aclose", None)
        if closer is not None:
            await closer()

    async def __aenter__(self) -> ByteStream:
        return self

    async def __aexit__(self, *exc: Any) -> None:
        await self.aclose()


class SyncByteStream:
    """Blocking twin of `ByteStream`: `for chunk in stream`, `stream.to_file(path)`, `close()` or a `with` block."""

    def __init__(self, chunks: Iterator[bytes], response: httpx.Response) -> None:
        self._chunks = chunks
        self.status = response.status_code
        self.headers = response.headers

    def __iter__(self) -> Iterator[bytes]:
        return self._chunks

    def to_file(self, path: StrPath) -> int:
        """Writes the whole body to `path` and returns its size; on a failure the partial file is removed."""
        written = 0
        try:
            with open(path, "wb") as out:
                for chunk in self._chunks:
                    out.write(chunk)
                    written += len(chunk)
        except BaseException:
            self.close()
            _remove(path)
            raise
        return written

    def close(self) -> None:
        closer = getattr(self._chunks, "close", None)
        if closer is not None:
            closer()

    def __enter__(self) -> SyncByteStream:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def _remove(path: StrPath) -> None:
    try:
        os.remove(path)
    except OSError:
        pass
