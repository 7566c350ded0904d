"""WSGI entry point for EndpointKit's end-to-end tests: httpbin plus what the spec needs on top.

Run by start.sh as `gunicorn --chdir Tests/Server serve:app`.
"""
import json
import os
import re
import tempfile
import threading
import time

from flask import Response, abort, jsonify, request
from httpbin import app

# What became of each tagged stream of /sse and /flood, read through /stream-status/<tag>: one small JSON file per
# tag, because gunicorn runs two worker processes and a status request may reach the other one. (A dictionary in
# this module was invisible there: the status then said "unknown" for as long as the client's keep-alive
# connection stayed with that worker, and the tests took it for a client that had not closed its connection.)
# The folder is named for the gunicorn master, this process's parent; stop.sh removes it.
STREAM_STATES = os.path.join(tempfile.gettempdir(), f"endpointkit-streams-{os.getppid()}")
os.makedirs(STREAM_STATES, exist_ok=True)


def stream_state_path(tag):
    """The state file of `tag`, which must be a short run of letters, digits and dashes (a UUID)."""
    if not re.fullmatch(r"[A-Za-z0-9-]{1,64}", tag):
        abort(400, "tag: letters, digits and dashes only")
    return os.path.join(STREAM_STATES, tag)


def record_stream(path, state, sent):
    """Writes `state` and the bytes `sent` so far for the stream whose state file is `path` (None: untagged)."""
    if path is None:
        return
    scratch = f"{path}.{os.getpid()}.{threading.get_ident()}"
    with open(scratch, "w") as file:
        json.dump({"state": state, "sent": sent}, file)
    os.replace(scratch, path)  # atomic: a reader sees the old state or the new one, never half a file


def tracked(chunks):
    """`chunks`, recorded under the request's `tag` (if any): "open" with the bytes sent (at most every 64 KiB), then
    "closed" when the client went away (a write failed and gunicorn closed the generator) or "done"."""
    tag = request.args.get("tag", "")
    path = stream_state_path(tag) if tag else None  # here, so that a bad tag is a 400 before the stream starts

    def recorded():
        sent, recorded = 0, 0
        record_stream(path, "open", 0)
        outcome = "closed"
        try:
            for chunk in chunks:
                yield chunk
                sent += len(chunk)
                if sent - recorded >= 65536:
                    record_stream(path, "open", sent)
                    recorded = sent
            outcome = "done"
        finally:
            record_stream(path, outcome, sent)

    return recorded()


@app.route("/failure/<int:code>")
def failure(code):
    """Answers `code` with a JSON error body, which httpbin's /status/<code> does not have."""
    return jsonify(message=f"Failure {code}", code=code), code


@app.route("/moved")
def moved():
    """A 302 to /get with an empty body and no Content-Type, as Starlette's RedirectResponse answers."""
    response = Response(b"", status=302)
    del response.headers["Content-Type"]
    response.headers["Location"] = "/get"
    return response


@app.route("/slow/<int:seconds>")
def slow(seconds):
    """Answers after `seconds` (httpbin's /delay stops at 10), so that a test can tell "ended before the
    server answered" from "waited for the answer" even on a loaded machine."""
    time.sleep(min(seconds, 60))
    return jsonify(args={}, headers={}, url=request.url)


@app.route("/respond/<int:code>", methods=["POST"])
def respond(code):
    """Answers a success status `code`: a JSON body naming it, or no body for 204."""
    if code == 204:
        return "", 204
    return jsonify(code=code), code


@app.route("/raw/<path:rest>", methods=["GET", "POST"])
def raw(rest):
    """Echoes the request target and body exactly as they arrived, still percent-encoded, so that a test can
    check the wire bytes of a query or form style (httpbin's echo decodes both and loses their order)."""
    return jsonify(
        target=request.environ.get("RAW_URI", ""),
        body=request.get_data(as_text=True),
        headers={key: value for key, value in request.headers.items()},
    )


# Seven items served in pages by /pages/number, /pages/cursor, /pages/link, /pages/next and /pages/jsonapi, each paging its own way.
PAGED_ITEMS = [{"id": f"item{n}", "name": f"Item {n}"} for n in range(1, 8)]


def page_size():
    return max(1, min(int(request.args.get("size", "3")), 100))


@app.route("/pages/number")
def pages_by_number():
    """TMDB's style: `page` (from 1) in the query, `total_pages` and `results` in the body."""
    size, page = page_size(), int(request.args.get("page", "1"))
    total = (len(PAGED_ITEMS) + size - 1) // size
    return jsonify(page=page, total_pages=total, results=PAGED_ITEMS[(page - 1) * size:page * size])


@app.route("/pages/cursor")
def pages_by_cursor():
    """Stripe's style: `starting_after` the last item's id in the query, `data` and `has_more` in the body."""
    ids = [item["id"] for item in PAGED_ITEMS]
    after = request.args.get("starting_after")
    start = ids.index(after) + 1 if after in ids else 0
    data = PAGED_ITEMS[start:start + page_size()]
    return jsonify(data=data, has_more=start + len(data) < len(PAGED_ITEMS))


@app.route("/pages/link")
def pages_by_link():
    """GitHub's style: the body is the array, the next page is a `Link: <…>; rel="next"` URL on this server, or
    on another origin with `?away=1`, which a client must refuse to follow."""
    size, page = page_size(), int(request.args.get("page", "1"))
    response = jsonify(PAGED_ITEMS[(page - 1) * size:page * size])
    if page * size < len(PAGED_ITEMS):
        origin = "http://elsewhere.invalid" if request.args.get("away") else request.host_url.rstrip("/")
        away = "&away=1" if request.args.get("away") else ""
        last = (len(PAGED_ITEMS) + size - 1) // size
        response.headers["Link"] = (f'<{origin}/pages/link?size={size}&page={page + 1}{away}>; rel="next", '
                                    f'<{origin}/pages/link?size={size}&page={last}{away}>; rel="last"')
    return response


@app.route("/pages/next")
def pages_by_next():
    """Django REST framework's style: `count`, `next` and `previous` (absolute URLs, null at the ends) and `results`; the
    query key is not in `next`, as DRF builds it from the request URL only when the key is in it."""
    size, page = page_size(), int(request.args.get("page", "1"))
    url = request.base_url
    pages = (len(PAGED_ITEMS) + size - 1) // size
    return jsonify(count=len(PAGED_ITEMS),
                   next=f"{url}?size={size}&page={page + 1}" if page < pages else None,
                   previous=f"{url}?size={size}&page={page - 1}" if page > 1 else None,
                   results=PAGED_ITEMS[(page - 1) * size:page * size])


@app.route("/pages/jsonapi")
def pages_of_json_api():
    """JSON:API's style: `page[number]` and `page[size]` in the query, `data` and `links.next` (null on the last page) in
    an `application/vnd.api+json` body; a request that does not accept that media type is answered 406."""
    if "application/vnd.api+json" not in request.headers.get("Accept", ""):
        return jsonify(errors=[{"status": "406", "title": "Not Acceptable"}]), 406
    size = max(1, min(int(request.args.get("page[size]", "3")), 100))
    page = int(request.args.get("page[number]", "1"))
    pages = (len(PAGED_ITEMS) + size - 1) // size
    url = request.base_url
    following = f"{url}?page%5Bnumber%5D={page + 1}&page%5Bsize%5D={size}" if page < pages else None
    body = {"data": PAGED_ITEMS[(page - 1) * size:page * size], "links": {"self": request.url, "next": following}}
    return app.response_class(json.dumps(body), mimetype="application/vnd.api+json")


@app.route("/sse/<int:count>")
def sse(count):
    """Streams `count` Server-Sent Events (0: without end), one every `delay` seconds (default 0.2).

    Each event has an id, a comment before it, and two data lines; every third is of type `tick`. With
    `tag`, /stream-status/<tag> tells whether the stream is still open or the server saw the client leave.
    """
    delay = float(request.args.get("delay", "0.2"))

    def events():
        yield b"retry: 1500\n\n"
        number = 0
        while count == 0 or number < count:
            number += 1
            time.sleep(delay)
            kind = "event: tick\n" if number % 3 == 0 else ""
            yield f': event {number} follows\nid: {number}\n{kind}data: {{"n": {number},\ndata: "text": "line"}}\n\n'.encode()

    return Response(tracked(events()), mimetype="text/event-stream",
                    headers={"Cache-Control": "no-cache"})


@app.route("/chat", methods=["POST"])
def chat():
    """A chat API's two answers to one request, chosen by the body's `stream` as OpenAI's chat completions choose:
    without it, the reply as one JSON value (the prompt's words in reverse order); with `"stream": true`, that reply
    as Server-Sent Events, one `{"delta": word}` a word, then `[DONE]`. A body without a string `prompt` is a 422."""
    body = request.get_json(silent=True)
    if not isinstance(body, dict) or not isinstance(body.get("prompt"), str):
        return jsonify(message="prompt: a string is required", code=422), 422
    words = list(reversed(body["prompt"].split()))
    if body.get("stream") is not True:
        return jsonify(reply=" ".join(words))

    def events():
        for word in words:
            yield f"data: {json.dumps({'delta': word})}\n\n".encode()
        yield b"data: [DONE]\n\n"

    return Response(events(), mimetype="text/event-stream", headers={"Cache-Control": "no-cache"})


@app.route("/flood/<kind>")
def flood(kind):
    """Streams without pause and without end, until the client leaves: Server-Sent Events (`kind` sse) or JSON
    lines (`kind` jsonl), each `{"n": <number>, "pad": "xx…"}` padded to exactly `size` bytes with its framing
    (default 1024), 16 to a write. With `tag`, /stream-status/<tag> tells the bytes sent so far and whether the
    client left."""
    if kind not in ("sse", "jsonl"):
        abort(404)
    size = max(64, min(int(request.args.get("size", "1024")), 1 << 20))
    frame = 'data: {{"n": {}, "pad": "{}"}}\n\n' if kind == "sse" else '{{"n": {}, "pad": "{}"}}\n'
    overhead = len(frame.format("", ""))

    def batches():
        number = 0
        while True:
            batch = []
            for _ in range(16):
                number += 1
                batch.append(frame.format(number, "x" * (size - overhead - len(str(number)))))
            yield "".join(batch).encode()

    mimetype = "text/event-stream" if kind == "sse" else "application/x-ndjson"
    return Response(tracked(batches()), mimetype=mimetype, headers={"Cache-Control": "no-cache"})


@app.route("/stream-status/<tag>")
def stream_status(tag):
    """What became of the stream tagged `tag`: `state` (`open`, `closed` by the client, `done`, or `unknown`) and
    the bytes `sent` so far."""
    try:
        with open(stream_state_path(tag)) as file:
            return jsonify(json.load(file))
    except FileNotFoundError:
        return jsonify(state="unknown", sent=0)


@app.after_request
def echo_raw_request_target(response):
    """Echoes the request target as received (gunicorn's RAW_URI), still percent-encoded.

    httpbin's `url` is rebuilt from the decoded path, so `%2F` in a path segment shows there as `/`;
    this header lets a test see that the segment arrived as one.
    """
    response.headers["X-Raw-Request-Target"] = request.environ.get("RAW_URI", "")
    return response
