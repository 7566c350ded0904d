#!/usr/bin/env bash
# Starts the end-to-end tests' servers on free ports of 127.0.0.1: httpbin (Tests/Server/serve.py, under gunicorn)
# and the spec-validating server (Tests/Server/validating.py, checking requests against
# Tests/EndToEndTests/market.yaml).
#
# Sets up the venv <package root>/.build-venv (venv.sh), starts both servers in the background, waits until each
# answers, then prints `HTTPBIN_URL=http://127.0.0.1:PORT` and `VALIDATING_URL=http://127.0.0.1:PORT` on stdout and writes
# their PIDs, one a line, to .build-venv/httpbin.pid (or to $HTTPBIN_PID_FILE: the Swift tests use one per test
# process, so that concurrent runs each stop their own servers).
# Everything else goes to stderr; the servers' logs are .build-venv/httpbin-PORT.log and validating-PORT.log.
# Stop them with stop.sh.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
venv="$root/.build-venv"

"$root/Tests/Server/venv.sh"

free_port() {
    "$venv/bin/python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# setsid: a server outlives this script and does not get the caller's terminal signals.
# The python exec clears the inherited signal mask first: started from a test process (a libdispatch
# thread blocks nearly every signal and Foundation's Process passes that mask on), a server would
# otherwise never see SIGTERM and stop.sh could not stop it.
start_detached() {  # LOG COMMAND...
    local log=$1
    shift
    setsid "$venv/bin/python" -c 'import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])' \
        "$@" </dev/null >"$log" 2>&1 &
    echo $! >>"$pidfile"
    started_pid=$!
}

stop_started() {
    while read -r pid; do kill "$pid" 2>/dev/null || true; done <"$pidfile"
    rm -f "$pidfile"
}

wait_until_answering() {  # NAME URL PID LOG
    for _ in $(seq 1 60); do  # 60 × 0.5 s = 30 s
        if "$venv/bin/python" -c "import sys, urllib.request; urllib.request.urlopen(sys.argv[1], timeout=2)" "$2" >/dev/null 2>&1; then
            return 0
        fi
        if ! kill -0 "$3" 2>/dev/null; then
            echo "start.sh: $1 exited; its log:" >&2
            tail -n 30 "$4" >&2
            stop_started
            exit 1
        fi
        sleep 0.5
    done
    echo "start.sh: $1 did not answer $2 within 30 s; stopping the servers" >&2
    stop_started
    exit 1
}

pidfile="${HTTPBIN_PID_FILE:-$venv/httpbin.pid}"
: >"$pidfile"

port="$(free_port)"
httpbin_url="http://127.0.0.1:$port"
# gunicorn >= 24 opens a control socket at one fixed path (~/.gunicorn/gunicorn.ctl)
# that concurrent servers would share; these servers need none.
options=()
if "$venv/bin/gunicorn" --help 2>/dev/null | grep -q -- '--no-control-socket'; then
    options+=(--no-control-socket)
fi
log="$venv/httpbin-$port.log"
start_detached "$log" "$venv/bin/gunicorn" -b "127.0.0.1:$port" -w 2 --threads 8 --timeout 120 "${options[@]}" \
    --chdir "$root/Tests/Server" serve:app
wait_until_answering httpbin "$httpbin_url/get" "$started_pid" "$log"

port="$(free_port)"
validating_url="http://127.0.0.1:$port"
log="$venv/validating-$port.log"
start_detached "$log" "$venv/bin/python" "$root/Tests/Server/validating.py" "$root/Tests/EndToEndTests/market.yaml" "$port"
wait_until_answering validating.py "$validating_url/_validator/log" "$started_pid" "$log"

echo "HTTPBIN_URL=$httpbin_url"
echo "VALIDATING_URL=$validating_url"
