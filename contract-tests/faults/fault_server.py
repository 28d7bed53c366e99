#!/usr/bin/env python3
"""A test-only HTTP server that breaks HTTP framing on purpose, as no real server library will.

Run: ``python3 fault_server.py [--host 127.0.0.1] [--port 0]``. The first line on stdout is the base
URL (``http://127.0.0.1:PORT``), flushed at once; the server runs until killed. The first segment of a
request's path names the fault (the rest is ignored, so ``BASE/<fault>`` is a client's base URL and
``BASE/<fault>/ops/files.stat`` its request):

- ``ok``: a well-formed 200 (the control: a client must accept it);
- ``reset-mid-body``: a 200 announcing 64 bytes, 16 sent, then the connection reset (RST);
- ``short-body``: a 200 announcing 64 bytes, 16 sent, then the connection closed cleanly (FIN);
- ``two-content-lengths``: a 200 with ``Content-Length: 16`` and ``Content-Length: 12``;
- ``length-and-chunked``: a 200 with ``Content-Length: 3`` and ``Transfer-Encoding: chunked``, chunked body;
- ``stall``: a 200's headers, then silence until the client leaves (at most 120 s);
- ``gzip``: a 200 with ``Content-Encoding: gzip`` and a gzip body, whatever the request's ``Accept-Encoding``;
- ``redirect-no-location``: a 302 without ``Location``;
- ``sse-hostile``: a 200 ``text/event-stream`` (no length: the body ends when the connection closes) sent in
  the pieces of ``SSE_HOSTILE``, one write each, apart in time: a byte-order mark split across writes, a
  comment, ``retry`` and ``id``, CRLF line ends split between the CR and the LF, a UTF-8 sequence split
  across writes, a lone CR as line end, an event of an unknown name, a 70,000-byte comment line and data on
  two lines. Its events are ``SSE_HOSTILE_EVENTS``;
- ``sse-too-long``: a 200 ``text/event-stream`` whose second event's data line is 16 MiB + 1 byte long (the
  clients' ``max_line_bytes`` is 16 MiB).

Any other path is a 404. Every answer closes its connection. Except for the ``sse-`` faults, the body is
always ``BODY`` (16 bytes, JSON), ``application/json``. Python standard library only.
"""
from __future__ import annotations

import argparse
import gzip
import socket
import struct
import sys
import threading
import time
from typing import Callable, Dict

BODY = b'{"fault":"body"}'
HEAD_LIMIT = 65536
STALL_SECONDS = 120.0


def _head(status: str, *headers: str) -> bytes:
    lines = ["HTTP/1.1 " + status, "Content-Type: application/json", "Connection: close", *headers]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")


def _ok(conn: socket.socket) -> None:
    conn.sendall(_head("200 OK", "Content-Length: %d" % len(BODY)) + BODY)


def _reset_mid_body(conn: socket.socket) -> None:
    conn.sendall(_head("200 OK", "Content-Length: 64") + BODY)
    time.sleep(0.2)  # let the client read what was sent: a reset may drop data not yet read
    # SO_LINGER with a zero timeout makes close() send RST instead of FIN.
    conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))


def _short_body(conn: socket.socket) -> None:
    conn.sendall(_head("200 OK", "Content-Length: 64") + BODY)


def _two_content_lengths(conn: socket.socket) -> None:
    conn.sendall(_head("200 OK", "Content-Length: 16", "Content-Length: 12") + BODY)


def _length_and_chunked(conn: socket.socket) -> None:
    chunked = b"%x\r\n%s\r\n0\r\n\r\n" % (len(BODY), BODY)
    conn.sendall(_head("200 OK", "Content-Length: 3", "Transfer-Encoding: chunked") + chunked)


def _stall(conn: socket.socket) -> None:
    conn.sendall(_head("200 OK", "Content-Length: %d" % len(BODY)))
    conn.settimeout(STALL_SECONDS)
    try:
        while conn.recv(4096):
            pass
    except OSError:
        pass


def _gzip(conn: socket.socket) -> None:
    body = gzip.compress(BODY, mtime=0)
    conn.sendall(_head("200 OK", "Content-Encoding: gzip", "Content-Length: %d" % len(body)) + body)


def _redirect_no_location(conn: socket.socket) -> None:
    conn.sendall(_head("302 Found", "Content-Length: 0"))


SSE_HEAD = b"HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n"
SSE_HOSTILE = (
    b"\xef\xbb",
    b"\xbf: a hostile stream\r\nretry: 10\r\nid: 1\r\n",
    b'data: {"type": "stdout", "seq": 0,\r',
    b'\ndata:  "data": "h\xc3',
    b"\xa9llo \xe2\x9c",
    b"\x93 \xf0\x9f\x98",
    b'\x80"}\r\n\r',
    b'\nevent: progress\rdata: {"pct": 5}\r\r',
    b": " + b"x" * 70000 + b"\n",
    b'data: {"type": "stderr", "seq": 1, "data": "a\\r\\nb"}\n\n',
    b'event: message\ndata: {"type": "exit", "seq": 2,\ndata: "exit_code": 0, "duration_ms": 7}\n\n',
)
SSE_HOSTILE_EVENTS = (
    {"type": "stdout", "seq": 0, "data": "h\u00e9llo \u2713 \U0001f600"},
    {"type": "stderr", "seq": 1, "data": "a\r\nb"},
    {"type": "exit", "seq": 2, "exit_code": 0, "duration_ms": 7},
)
SSE_LIMIT = 16 * 1024 * 1024


def _sse_hostile(conn: socket.socket) -> None:
    conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    conn.sendall(SSE_HEAD)
    for piece in SSE_HOSTILE:
        time.sleep(0.01)  # one write per piece, apart, so that the client's reads end where the pieces do
        conn.sendall(piece)


def _sse_too_long(conn: socket.socket) -> None:
    conn.sendall(SSE_HEAD + b'data: {"type": "stdout", "seq": 0, "data": "x"}\n\n')
    line = b'data: {"type": "stdout", "seq": 1, "data": "'
    line += b"x" * (SSE_LIMIT + 1 - len(line) - 2) + b'"}'
    try:
        conn.sendall(line + b"\n\n")
    except OSError:
        pass  # the client may stop reading once the line is past its limit


FAULTS: Dict[str, Callable[[socket.socket], None]] = {
    "ok": _ok,
    "reset-mid-body": _reset_mid_body,
    "short-body": _short_body,
    "two-content-lengths": _two_content_lengths,
    "length-and-chunked": _length_and_chunked,
    "stall": _stall,
    "gzip": _gzip,
    "redirect-no-location": _redirect_no_location,
    "sse-hostile": _sse_hostile,
    "sse-too-long": _sse_too_long,
}


def _read_request(conn: socket.socket) -> str:
    """The request's path, after reading its headers and its Content-Length body ('' when malformed)."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = conn.recv(4096)
        if not chunk or len(data) > HEAD_LIMIT:
            return ""
        data += chunk
    head, _, rest = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length" and value.strip().isdigit():
            length = int(value.strip())
    while len(rest) < length:
        chunk = conn.recv(65536)
        if not chunk:
            break
        rest += chunk
    parts = lines[0].split(" ")
    return parts[1] if len(parts) == 3 else ""


def _serve(conn: socket.socket) -> None:
    try:
        conn.settimeout(30)
        path = _read_request(conn)
        fault = FAULTS.get(path.split("?", 1)[0].lstrip("/").split("/", 1)[0])
        if fault is None:
            conn.sendall(_head("404 Not Found", "Content-Length: 0"))
        else:
            fault(conn)
    except OSError:
        pass
    finally:
        conn.close()


def serve(host: str, port: int, ready: Callable[[str], None]) -> None:
    """Listens on host:port (0: a free port), hands the base URL to ``ready``, then serves forever."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    listener.bind((host, port))
    listener.listen(64)
    ready("http://%s:%d" % (host, listener.getsockname()[1]))
    while True:
        conn, _ = listener.accept()
        threading.Thread(target=_serve, args=(conn,), daemon=True).start()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()

    def ready(url: str) -> None:
        print(url, flush=True)

    try:
        serve(args.host, args.port, ready)
    except KeyboardInterrupt:
        sys.exit(0)


if __name__ == "__main__":
    main()
