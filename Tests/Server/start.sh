#!/usr/bin/env bash
# Starts httpbin (Tests/Server/serve.py) for the end-to-end tests on a free port of 127.0.0.1.
#
# Creates the venv <package root>/.build-venv if missing and installs httpbin, gunicorn and pyyaml into it
# (only when not yet importable), starts gunicorn in the background, waits until /get answers, then
# prints `HTTPBIN_URL=http://127.0.0.1:PORT` on stdout and writes the PID to .build-venv/httpbin.pid
# (or to $HTTPBIN_PID_FILE: the Swift tests use one per test process, so that concurrent runs each stop
# their own server).
# Everything else goes to stderr; the server's log is .build-venv/httpbin-PORT.log. Stop it with stop.sh.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.build-venv"
python="${PYTHON:-python3}"

if [[ ! -x "$venv/bin/python" ]]; then
    echo "start.sh: creating $venv" >&2
    "$python" -m venv "$venv" >&2
fi
if ! "$venv/bin/python" -c 'import httpbin, gunicorn, yaml' >/dev/null 2>&1; then
    echo "start.sh: installing httpbin, gunicorn and pyyaml into $venv" >&2
    # httpbin 0.7.0 (the old release) fails to import on Werkzeug >= 2.1 (BaseResponse is gone);
    # 0.10.x, the maintained release, runs on Flask 3 / Werkzeug 3.
    # pyyaml: the reference YAML reader of YAMLRealDocumentTests.
    timeout 300 "$venv/bin/pip" install --quiet --disable-pip-version-check 'httpbin>=0.10.2' gunicorn pyyaml >&2
fi

port="$("$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')"
url="http://127.0.0.1:$port"

# gunicorn >= 24 opens a control socket at one fixed path (~/.gunicorn/gunicorn.ctl)
# that concurrent servers would share; these servers need none.
options=()
if "$venv/bin/gunicorn" --help 2>/dev/null | grep -q -- '--no-control-socket'; then
    options+=(--no-control-socket)
fi
log="$venv/httpbin-$port.log"
# setsid: the server outlives this script and does not get the caller's terminal signals.
# The python exec clears the inherited signal mask first: started from a test process (a libdispatch
# thread blocks nearly every signal and Foundation's Process passes that mask on), gunicorn would
# otherwise never see SIGTERM and stop.sh could not stop it.
setsid "$venv/bin/python" -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])' \
    "$venv/bin/gunicorn" -b "127.0.0.1:$port" -w 2 --threads 8 --timeout 120 "${options[@]}" \
    --chdir "$root/Tests/Server" serve:app </dev/null >"$log" 2>&1 &
pid=$!
pidfile="${HTTPBIN_PID_FILE:-$venv/httpbin.pid}"
echo "$pid" >"$pidfile"

for _ in $(seq 1 60); do  # 60 × 0.5 s = 30 s
    if "$venv/bin/python" -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)" "$url/get" >/dev/null 2>&1; then
        echo "HTTPBIN_URL=$url"
        exit 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
        echo "start.sh: gunicorn exited; its log:" >&2
        tail -n 30 "$log" >&2
        exit 1
    fi
    sleep 0.5
done
echo "start.sh: httpbin did not answer $url/get within 30 s; stopping it" >&2
kill "$pid" 2>/dev/null || true
rm -f "$pidfile"
exit 1
