#!/usr/bin/env bash
# Creates the test venv <package root>/.build-venv if missing and installs httpbin, gunicorn, pyyaml and
# openapi-core into it (only when not yet importable). start.sh runs it before starting the servers, and
# YAMLRealDocumentTests runs it for PyYAML, so that a fresh clone's first `swift test` needs no set-up step.
# Two test suites may run it at once: on Linux, flock(1) makes the second wait for the first.
# All output goes to stderr.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.build-venv"
python="${PYTHON:-python3}"

mkdir -p "$venv"
if command -v flock >/dev/null 2>&1; then
    exec 9>"$venv/.set-up.lock"
    flock 9
fi

if [[ ! -x "$venv/bin/python" ]]; then
    echo "venv.sh: creating $venv" >&2
    "$python" -m venv "$venv" >&2
fi
if ! "$venv/bin/python" -c 'import httpbin, gunicorn, yaml, openapi_core' >/dev/null 2>&1; then
    echo "venv.sh: installing httpbin, gunicorn, pyyaml and openapi-core into $venv" >&2
    # httpbin 0.7.0 (the old release) fails to import on Werkzeug >= 2.1 (BaseResponse is gone);
    # 0.10.x, the maintained release, runs on Flask 3 / Werkzeug 3.
    # pyyaml: the reference YAML reader of YAMLRealDocumentTests. openapi-core: validating.py's validator.
    timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check 'httpbin>=0.10.2' gunicorn pyyaml \
        'openapi-core>=0.23,<0.24' >&2
fi
