#!/usr/bin/env bash
# The Python client's large transfers (issue #28's bars: < 150 MiB peak RSS in both drivers, the
# sync upload under 2x the async one): a 1 GiB download through the streaming form
# (files.download_stream_iter / _iter_sync, counted and written with to_file) and a 512 MiB upload
# from a file (files.upload with a path), through the example catalog's generated client (pinned
# httpx and pydantic of tools/python/.venv) against the Java benchmark's local stdlib server.
# Prints each transfer's bytes, seconds and the process's peak RSS (/usr/bin/time). Not part of
# the suite; figures go in docs/speed.md.
#   tools/bench/python-transfer/run.sh [DOWNLOAD_BYTES] [UPLOAD_BYTES]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
need_time python-transfer/run.sh
download_bytes="${1:-1073741824}"
upload_bytes="${2:-536870912}"
python="$root/tools/python/.venv/bin/python"
[ -x "$python" ] || { echo "python-transfer: run bash tools/install-python-tools.sh first" >&2; exit 1; }
work="$(mktemp -d)"
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

"$root/gen-client" --catalog "$root/examples/agent-sandbox/operations.json" --lang python --out "$work/client" >/dev/null
python3 "$root/tools/bench/java-transfer/transfer_server.py" "$download_bytes" > "$work/port" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(head -1 "$work/port")"
truncate -s "$upload_bytes" "$work/upload.bin"

echo "machine: $(machine)"
for driver in async sync; do
  for run in "download $base" "download $base $work/download.bin" "upload $base $work/upload.bin"; do
    # shellcheck disable=SC2086
    PYTHONPATH="$work/client" /usr/bin/time -f "peak RSS %M KiB" "$python" "$here/transfer.py" $driver $run 2>&1
    rm -f "$work/download.bin"
  done
done
