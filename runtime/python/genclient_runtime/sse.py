"""Server-sent events (`text/event-stream`) read by the WHATWG rules, for stream ops declared `stream_format: "sse"`:
each `message` event's data is one JSON event, checked like an NDJSON line; an `error` event raises the error its
`{"error": {...}}` envelope maps to; events of other names are skipped. Nothing reconnects."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any, Callable, NamedTuple

if TYPE_CHECKING:
    from .streams import EventReader

_BOM = b"\xef\xbb\xbf"


class Frame(NamedTuple):
    """One event: its name (`message` when none was given) and its `data` lines joined with LF."""

    name: str
    data: str


class SseParser:
    """Splits a body's bytes into events: lines end with CRLF, LF or a lone CR (also when a chunk ends between the CR
    and the LF); a leading byte-order mark is dropped; lines are decoded whole, so a UTF-8 sequence split across
    chunks stays whole; a line starting with `:` is a comment; `field: value` drops one space after the colon; the
    `data` lines of an event join with LF and a blank line ends it; `id`, `retry` and unknown fields are ignored. A
    line or an event's data over `limit` bytes, and a body that ends inside a line or after a `data` line with no
    blank line, raise `fail(message)`."""

    def __init__(self, limit: int, fail: Callable[[str], Exception]) -> None:
        self._limit = limit
        self._fail = fail
        self._buffer = bytearray()
        self._after_cr = False
        self._first = True
        self._data: list[str] = []
        self._data_bytes = 0
        self._name = ""

    def feed(self, chunk: bytes) -> list[Frame]:
        """The events `chunk` completes."""
        buffer = self._buffer
        scan = len(buffer)  # what is kept from earlier chunks holds no line end
        buffer += chunk
        frames: list[Frame] = []
        start = 0
        while True:
            if self._after_cr and start < len(buffer):
                self._after_cr = False
                if buffer[start] == 0x0A:
                    start += 1
            cr = buffer.find(b"\r", max(start, scan))
            lf = buffer.find(b"\n", max(start, scan))
            end = lf if cr < 0 else cr if lf < 0 else min(cr, lf)
            if end < 0:
                break
            self._check(end - start)
            self._after_cr = buffer[end] == 0x0D
            frame = self._line(bytes(buffer[start:end]))
            start = end + 1
            if frame is not None:
                frames.append(frame)
        del buffer[:start]
        self._check(len(buffer))
        return frames

    def end(self) -> None:
        """At a clean end of the body: raises when it ended inside a line or an event."""
        if self._buffer or self._data:
            raise self._fail("the body ended inside an event")

    def _check(self, size: int) -> None:
        if size > self._limit:
            raise self._fail(f"a stream line is longer than {self._limit} bytes")

    def _line(self, raw: bytes) -> Frame | None:
        if self._first:
            self._first = False
            if raw.startswith(_BOM):
                raw = raw[len(_BOM):]
        if not raw:
            frame = Frame(self._name or "message", "\n".join(self._data)) if self._data else None
            self._data, self._data_bytes, self._name = [], 0, ""
            return frame
        if raw.startswith(b":"):
            return None
        field, colon, value = raw.partition(b":")
        if colon and value.startswith(b" "):
            value = value[1:]
        if field == b"event":
            self._name = value.decode("utf-8", "replace")
        elif field == b"data":
            self._data_bytes += len(value) + (1 if self._data else 0)
            self._check(self._data_bytes)
            self._data.append(value.decode("utf-8", "replace"))
        return None


class SseReader:
    """The `EventReader` of an SSE stream op: the same `feed`/`end`, the same checks of each event."""

    def __init__(self, events: EventReader) -> None:
        self._events = events
        self._parser = SseParser(events.limit, events.malformed)

    def feed(self, chunk: bytes) -> list[Any]:
        out: list[Any] = []
        for frame in self._parser.feed(chunk):
            if frame.name == "message":
                out.append(self._events.event(frame.data.encode()))
            elif frame.name == "error":
                raise self._error(frame.data)
        return out

    def end(self) -> None:
        self._parser.end()

    def _error(self, data: str) -> Exception:
        try:
            envelope = json.loads(data)
        except ValueError:
            envelope = None
        if isinstance(envelope, dict) and list(envelope) == ["error"] and isinstance(envelope["error"], dict):
            return self._events.error(envelope["error"])
        return self._events.malformed('an error event does not carry the {"error": {...}} envelope')
