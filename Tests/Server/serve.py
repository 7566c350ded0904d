"""WSGI entry point for EndpointKit's end-to-end tests: httpbin plus what the spec needs on top.

Run by start.sh as `gunicorn --chdir Tests/Server serve:app`.
"""
import time

from flask import jsonify, request
from httpbin import app


@app.route("/failure/<int:code>")
def failure(code):
    """Answers `code` with a JSON error body, which httpbin's /status/<code> does not have."""
    return jsonify(message=f"Failure {code}", code=code), code


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


@app.after_request
def echo_raw_request_target(response):
    """Echoes the request target as received (gunicorn's RAW_URI), still percent-encoded.

    httpbin's `url` is rebuilt from the decoded path, so `%2F` in a path segment shows there as `/`;
    this header lets a test see that the segment arrived as one.
    """
    response.headers["X-Raw-Request-Target"] = request.environ.get("RAW_URI", "")
    return response
