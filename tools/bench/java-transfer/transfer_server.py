"""A local server for the Java transfer benchmark: answers the example catalog's files.download
with SIZE bytes of zeros (streamed in 1 MiB writes, Content-Length set) and files.upload by
reading the body to its end and answering a FileEntry with the byte count. Prints its port first."""
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

SIZE = int(sys.argv[1])
CHUNK = b"\0" * (1 << 20)


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def do_POST(self):
        if self.path.startswith("/ops/files.download"):
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Length", str(SIZE))
            self.end_headers()
            left = SIZE
            try:
                while left > 0:
                    n = min(left, len(CHUNK))
                    self.wfile.write(CHUNK[:n])
                    left -= n
            except (BrokenPipeError, ConnectionResetError):
                pass  # the byte[] form refuses the body and closes the connection
        elif self.path.startswith("/ops/files.upload"):
            left, got = int(self.headers.get("Content-Length", "0")), 0
            while left > 0:
                data = self.rfile.read(min(left, 1 << 20))
                if not data:
                    break
                left -= len(data)
                got += len(data)
            body = json.dumps({"name": "up", "path": "/up", "type": "file", "size": got, "mode": "0644",
                               "modified_at": "2026-12-05T00:00:00Z"}).encode()
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
