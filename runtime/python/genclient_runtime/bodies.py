"""Request bodies sent without holding them whole: an upload from bytes, a path, an open binary file or an iterator
of chunks, handed to httpx in small pieces (the blocking client writes each piece with one socket call; one big
`bytes` would be re-sliced after every partial write, which is quadratic)."""

from __future__ import annotations

import os
import stat
from collections.abc import AsyncIterable, AsyncIterator, Iterable, Iterator
from typing import IO, Union, cast

from .errors import ClientUsageError

Upload = Union[bytes, bytearray, memoryview, "os.PathLike[str]", IO[bytes], Iterable[bytes], AsyncIterable[bytes]]
"""An upload body: bytes, a path, an open binary file, or an iterator of byte chunks (an async iterator in the async
methods only). Nothing is read whole: a path or a file is read chunk by chunk while it is sent."""

CHUNK_BYTES = 1 << 18
"""The size of the pieces a body is read and written in."""


class Body:
    """One request body: its length when known (sent as `Content-Length`, else the body goes chunked) and whether it
    can be sent again (a retry or a 307/308 redirect): bytes, a path and a seekable file can, an iterator cannot."""

    def __init__(self, source: Upload) -> None:
        self._source = source
        self._start = 0
        self.length: int | None = None
        self.replayable = True
        self.sent = False
        if isinstance(source, str):
            raise TypeError("an upload body is bytes, a path (os.PathLike), a binary file or an iterator of bytes, not str")
        if isinstance(source, (bytes, bytearray, memoryview)):
            self.length = memoryview(source).nbytes
        elif isinstance(source, os.PathLike):
            self.length = os.stat(source).st_size
        elif hasattr(source, "read"):
            handle = cast(IO[bytes], source)  # an open binary file
            self.replayable = handle.seekable()
            if self.replayable:
                self._start = handle.tell()
                self.length = _file_length(handle, self._start)
        else:
            self.replayable = False

    @property
    def spent(self) -> bool:
        """True once a body that cannot be sent again was sent."""
        return self.sent and not self.replayable

    def sync_content(self) -> bytes | Iterator[bytes]:
        """The body for httpx's blocking client."""
        self.sent = True
        source = self._source
        if isinstance(source, (bytes, bytearray, memoryview)):
            return bytes(source) if len(source) <= CHUNK_BYTES else _slices(memoryview(source))
        if isinstance(source, os.PathLike):
            return _path_chunks(source)
        if hasattr(source, "read"):
            return self._file_chunks()
        if isinstance(source, AsyncIterable):
            raise ClientUsageError("an async iterator cannot be the body of a blocking (_sync) call")
        return iter(source)

    def async_content(self) -> bytes | AsyncIterator[bytes]:
        """The body for httpx's async client."""
        self.sent = True
        source = self._source
        if isinstance(source, (bytes, bytearray, memoryview)):
            return bytes(source)
        if isinstance(source, AsyncIterable):
            return aiter(source)
        return _async(self._sync_source())

    def _sync_source(self) -> Iterator[bytes]:
        content = self.sync_content()
        return iter((content,)) if isinstance(content, bytes) else content

    def _file_chunks(self) -> Iterator[bytes]:
        handle = cast(IO[bytes], self._source)  # checked by the caller
        if self.replayable:
            handle.seek(self._start)
        while chunk := handle.read(CHUNK_BYTES):
            yield chunk

    def headers(self) -> dict[str, str]:
        """The framing header of a body httpx gets as an iterator (httpx frames bytes itself)."""
        return {} if self.length is None else {"Content-Length": str(self.length)}


def _file_length(handle: IO[bytes], start: int) -> int | None:
    """The bytes left in a regular file from `start`, or None (a pipe, a socket, an in-memory file)."""
    try:
        info = os.fstat(handle.fileno())
    except (AttributeError, OSError, ValueError):
        getbuffer = getattr(handle, "getbuffer", None)
        return None if getbuffer is None else max(0, len(getbuffer()) - start)
    return max(0, info.st_size - start) if stat.S_ISREG(info.st_mode) else None


def _slices(view: memoryview) -> Iterator[bytes]:
    for offset in range(0, view.nbytes, CHUNK_BYTES):
        yield bytes(view[offset:offset + CHUNK_BYTES])


def _path_chunks(path: os.PathLike[str]) -> Iterator[bytes]:
    with open(path, "rb") as handle:
        while chunk := handle.read(CHUNK_BYTES):
            yield chunk


async def _async(chunks: Iterator[bytes]) -> AsyncIterator[bytes]:
    """A blocking source's chunks for the async client (a file is read a small chunk at a time in the loop)."""
    for chunk in chunks:
        yield chunk
