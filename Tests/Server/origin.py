"""A small standard-library HTTP server for EndpointKit's network-safety end-to-end tests.

It plays two parts httpbin cannot: the *foreign origin* a redirect leads to, which reports exactly what
it received, and a *misbehaving server* for the deadline and size tests. Started by the Swift test
set-up (Tests/EndToEndTests/OriginServer.swift) as `python3 origin.py HOST`; it binds a free port and
prints `ORIGIN_URL=http://HOST:PORT` once it listens.

Routes:
  /echo...            200, JSON {"path", "query", "headers"} of the request as received
  /redirect?to=URL    302 to URL (any origin, any scheme, or relative); also as /nested/redirect, for relative URLs
  /hang               reads the request and never answers
  /trickle?seconds=N  200 with Content-Length N, one byte a second
  /truncate           200 announcing 1000 bytes, sends 10, then closes the connection
  /challenge          401 with `WWW-Authenticate: Basic realm="origin"` to every request
  /big?bytes=N        200 with N bytes of "x" (with Content-Length unless `&chunked=1`); to HEAD, the head alone
  /not-modified?bytes=N  304 announcing Content-Length N, the size of the representation, with no body
  /gzip-bomb?bytes=N[&type=T]  200 of Content-Type T (JSON by default), a gzip body of N zero bytes (N/1000 on the wire)
  /interim?code=C[&type=T]     an interim C (100, 103) announcing 500 MB, then 200 with `data: hi` of Content-Type T
  /endless-error      500, chunked, an endless body of "e"
  /announce?bytes=N   200 announcing Content-Length N, then nothing for 30 s
  /closes             reads the request's body, answers 500 with it (Content-Length, no `Connection: close`), then
                      closes the connection 50 ms later without reading on, as uvicorn does after an unhandled exception
"""
import json
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):  # noqa: A002 - the signature is BaseHTTPRequestHandler's
        pass  # a quiet server: the tests print what matters

    def do_GET(self):  # noqa: N802 - the name is BaseHTTPRequestHandler's
        url = urlsplit(self.path)
        query = parse_qs(url.query, keep_blank_values=True)
        route = {
            "/redirect": self.redirect,
            "/nested/redirect": self.redirect,
            "/hang": self.hang,
            "/trickle": self.trickle,
            "/truncate": self.truncate,
            "/challenge": self.challenge,
            "/big": self.big,
            "/not-modified": self.not_modified,
            "/gzip-bomb": self.gzip_bomb,
            "/interim": self.interim,
            "/endless-error": self.endless_error,
            "/announce": self.announce,
            "/closes": self.closes,
            "/unlabelled-error": self.unlabelled_error,
            "/export": self.export,
        }.get(url.path)
        if route:
            route(query)
        else:
            self.echo(url)

    do_POST = do_GET

    def do_HEAD(self):  # noqa: N802 - the name is BaseHTTPRequestHandler's
        url = urlsplit(self.path)
        size = parse_qs(url.query).get("bytes", ["0"])[0]
        self.send_response(200)
        self.send_header("Content-Length", size)
        self.end_headers()

    def not_modified(self, query):
        self.send_response(304)
        self.send_header("Content-Length", query["bytes"][0])
        self.send_header("ETag", '"v1"')
        self.end_headers()

    def send(self, status, body, headers=()):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def echo(self, url):
        report = {
            "path": url.path,
            "query": url.query,
            "headers": {name: value for name, value in self.headers.items()},
        }
        self.send(200, json.dumps(report).encode(), [("Content-Type", "application/json")])

    def unlabelled_error(self, query):
        # Starlette's PlainTextResponse as Piccolo Admin sends it: an explanation without a Content-Type.
        self.send(400, b"Unrecognised __operator argument - bogus")

    def export(self, query):
        # Label Studio's export: a JSON file sent as an attachment under a label of its own.
        self.send(200, b'[{"id": 1}]', [("Content-Type", "application/.json"),
                                        ("Content-Disposition", 'attachment; filename="project-1.json"')])

    def closes(self, query):
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        self.send(500, body, [("Content-Type", "application/json")])
        self.wfile.flush()
        # Long enough for the client's next request to go out on this connection, which is then closed unread.
        time.sleep(0.05)
        self.close_connection = True

    def redirect(self, query):
        self.send(302, b"", [("Location", query["to"][0])])

    def hang(self, query):
        time.sleep(3600)

    def trickle(self, query):
        seconds = int(query.get("seconds", ["30"])[0])
        self.send_response(200)
        self.send_header("Content-Length", str(seconds))
        self.end_headers()
        for _ in range(seconds):
            self.wfile.write(b"x")
            self.wfile.flush()
            time.sleep(1)

    def truncate(self, query):
        self.send_response(200)
        self.send_header("Content-Length", "1000")
        self.end_headers()
        self.wfile.write(b"x" * 10)
        self.wfile.flush()
        self.close_connection = True

    def challenge(self, query):
        self.send(401, b"no entry", [("WWW-Authenticate", 'Basic realm="origin"'), ("Content-Type", "text/plain")])

    def big(self, query):
        size = int(query["bytes"][0])
        self.send_response(200)
        if query.get("chunked") == ["1"]:
            self.send_header("Transfer-Encoding", "chunked")
            self.end_headers()
            chunk = b"x" * 65536
            sent = 0
            while sent < size:
                part = chunk[: min(len(chunk), size - sent)]
                self.wfile.write(b"%x\r\n%s\r\n" % (len(part), part))
                sent += len(part)
            self.wfile.write(b"0\r\n\r\n")
        else:
            self.send_header("Content-Length", str(size))
            self.end_headers()
            self.wfile.write(b"x" * size)

    bombs = {}

    def gzip_bomb(self, query):
        size = int(query["bytes"][0])
        if size not in Handler.bombs:
            stream = zlib.compressobj(9, zlib.DEFLATED, 31)  # 31: the gzip format
            block = b"\0" * (1 << 20)
            parts = [stream.compress(block[: size - start]) for start in range(0, size, len(block))]
            Handler.bombs[size] = b"".join(parts) + stream.flush()
        kind = query.get("type", ["application/json"])[0]
        self.send(200, Handler.bombs[size], [("Content-Type", kind), ("Content-Encoding", "gzip")])

    def interim(self, query):
        # Written raw: BaseHTTPRequestHandler sends only 100 Continue itself, and only when asked to.
        code = int(query["code"][0])
        self.wfile.write(b"HTTP/1.1 %d Interim\r\nContent-Length: 500000000\r\nLink: </a.css>; rel=preload\r\n\r\n" % code)
        self.send(200, b"data: hi\n\n", [("Content-Type", query.get("type", ["text/event-stream"])[0])])

    def endless_error(self, query):
        self.send_response(500)
        self.send_header("Content-Type", "text/plain")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        chunk = b"%x\r\n%s\r\n" % (65536, b"e" * 65536)
        while True:
            self.wfile.write(chunk)

    def announce(self, query):
        self.send_response(200)
        self.send_header("Content-Length", query["bytes"][0])
        self.end_headers()
        self.wfile.flush()
        time.sleep(30)


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        # A client that gave up (the deadline tests' whole point) is no error worth a traceback.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def main():
    host = sys.argv[1] if len(sys.argv) > 1 else "127.0.0.2"
    try:
        server = Server((host, 0), Handler)
    except OSError:
        # macOS routes only 127.0.0.1 to lo0 by default; another port is still another origin.
        host = "127.0.0.1"
        server = Server((host, 0), Handler)
    print(f"ORIGIN_URL=http://{host}:{server.server_address[1]}", flush=True)
    # Stop when the test process that started us goes away (its end of stdin closes).
    threading.Thread(target=lambda: (sys.stdin.read(), server.shutdown()), daemon=True).start()
    server.serve_forever()


if __name__ == "__main__":
    main()
