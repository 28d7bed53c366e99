"""Self-test of fault_server.py: each fault's bytes on the wire, read through a raw socket."""
from __future__ import annotations

import gzip
import json
import socket
import threading
import time
import unittest
from typing import List, Tuple

import fault_server


class FaultServerTest(unittest.TestCase):
    base: str = ""

    @classmethod
    def setUpClass(cls) -> None:
        ready = threading.Event()
        urls: List[str] = []

        def on_ready(url: str) -> None:
            urls.append(url)
            ready.set()

        threading.Thread(target=fault_server.serve, args=("127.0.0.1", 0, on_ready), daemon=True).start()
        assert ready.wait(10), "the fault server did not start"
        cls.base = urls[0]
        cls.port = int(cls.base.rsplit(":", 1)[1])

    def exchange(self, path: str, read_seconds: float = 5.0) -> Tuple[bytes, bytes, str]:
        """(head, body, how the read ended: 'eof', 'reset' or 'timeout') of POST path with a small body."""
        sock = socket.create_connection(("127.0.0.1", self.port), timeout=read_seconds)
        sock.sendall(b"POST %s HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}" % path.encode())
        data, ended = b"", "eof"
        try:
            while True:
                chunk = sock.recv(65536)
                if not chunk:
                    break
                data += chunk
        except ConnectionResetError:
            ended = "reset"
        except socket.timeout:
            ended = "timeout"
        finally:
            sock.close()
        head, _, body = data.partition(b"\r\n\r\n")
        return head, body, ended

    def headers(self, head: bytes) -> List[str]:
        return head.decode("latin-1").split("\r\n")[1:]

    def test_ok_is_well_formed(self) -> None:
        head, body, ended = self.exchange("/ok/ops/files.stat")
        self.assertTrue(head.startswith(b"HTTP/1.1 200 OK"), head)
        self.assertIn("Content-Length: 16", self.headers(head))
        self.assertEqual(b'{"fault":"body"}', body)
        self.assertEqual("eof", ended)

    def test_reset_mid_body_sends_part_of_the_body_then_a_reset(self) -> None:
        head, body, ended = self.exchange("/reset-mid-body/ops/files.stat")
        self.assertIn("Content-Length: 64", self.headers(head))
        self.assertEqual("reset", ended)
        self.assertLessEqual(len(body), 16)

    def test_short_body_closes_cleanly_before_the_announced_length(self) -> None:
        head, body, ended = self.exchange("/short-body/x")
        self.assertIn("Content-Length: 64", self.headers(head))
        self.assertEqual((16, "eof"), (len(body), ended))

    def test_two_content_lengths_disagree(self) -> None:
        head, _, _ = self.exchange("/two-content-lengths/x")
        lengths = [h for h in self.headers(head) if h.lower().startswith("content-length:")]
        self.assertEqual(["Content-Length: 16", "Content-Length: 12"], lengths)

    def test_length_and_chunked_come_together(self) -> None:
        head, body, _ = self.exchange("/length-and-chunked/x")
        self.assertIn("Content-Length: 3", self.headers(head))
        self.assertIn("Transfer-Encoding: chunked", self.headers(head))
        self.assertEqual(b'10\r\n{"fault":"body"}\r\n0\r\n\r\n', body)

    def test_stall_sends_headers_then_nothing(self) -> None:
        start = time.monotonic()
        head, body, ended = self.exchange("/stall/x", read_seconds=0.5)
        self.assertTrue(head.startswith(b"HTTP/1.1 200 OK"), head)
        self.assertEqual((b"", "timeout"), (body, ended))
        self.assertGreaterEqual(time.monotonic() - start, 0.5)

    def test_gzip_is_sent_unasked(self) -> None:
        head, body, _ = self.exchange("/gzip/x")
        self.assertIn("Content-Encoding: gzip", self.headers(head))
        self.assertEqual(b'{"fault":"body"}', gzip.decompress(body))

    def test_redirect_without_location(self) -> None:
        head, body, _ = self.exchange("/redirect-no-location/x")
        self.assertTrue(head.startswith(b"HTTP/1.1 302 Found"), head)
        self.assertFalse([h for h in self.headers(head) if h.lower().startswith("location:")])
        self.assertEqual(b"", body)

    def test_sse_hostile_sends_its_pieces_as_an_event_stream_that_holds_its_events(self) -> None:
        head, body, ended = self.exchange("/sse-hostile/ops/process.follow")
        self.assertIn("Content-Type: text/event-stream", self.headers(head))
        self.assertEqual((b"".join(fault_server.SSE_HOSTILE), "eof"), (body, ended))
        # An independent reading of the stream: line ends normalized, then the WHATWG field rules.
        text = body.decode("utf-8").lstrip("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
        events = []
        for block in text.split("\n\n"):
            lines = [line for line in block.split("\n") if line and not line.startswith(":")]
            name = next((line[len("event: "):] for line in lines if line.startswith("event: ")), "message")
            data = "\n".join(line[len("data:"):].removeprefix(" ") for line in lines if line.startswith("data:"))
            if data and name == "message":
                events.append(json.loads(data))
        self.assertEqual(list(fault_server.SSE_HOSTILE_EVENTS), events)

    def test_sse_too_long_has_a_line_one_byte_over_the_limit(self) -> None:
        head, body, _ = self.exchange("/sse-too-long/x")
        lines = body.split(b"\n")
        self.assertEqual(fault_server.SSE_LIMIT + 1, len(lines[2]))
        self.assertEqual([b"", b""], lines[3:])

    def test_an_unknown_fault_is_404(self) -> None:
        head, _, _ = self.exchange("/nothing/x")
        self.assertTrue(head.startswith(b"HTTP/1.1 404"), head)


if __name__ == "__main__":
    unittest.main()
