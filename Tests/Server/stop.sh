#!/usr/bin/env bash
# Stops the servers started by start.sh, by the PIDs in .build-venv/httpbin.pid (or $HTTPBIN_PID_FILE), and removes
# the stream states httpbin's serve.py kept.
set -uo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pidfile="${HTTPBIN_PID_FILE:-$root/.build-venv/httpbin.pid}"
[[ -f "$pidfile" ]] || exit 0
while read -r pid; do
    if kill "$pid" 2>/dev/null; then
        for _ in $(seq 1 20); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    fi
    # The stream states serve.py kept for this server (see STREAM_STATES there).
    rm -rf "${TMPDIR:-/tmp}/endpointkit-streams-$pid"
done <"$pidfile"
rm -f "$pidfile"
