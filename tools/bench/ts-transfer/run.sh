#!/usr/bin/env bash
# The TypeScript client's large transfers (issue #28's bar: < 200 MiB peak RSS): a 1 GiB download
# through the ReadableStream form and a 512 MiB upload from a file (a file-backed Blob), through the
# example catalog's generated client, compiled by the pinned tsc, against the Java benchmark's local
# Python server. Prints each transfer's bytes, seconds and node's peak RSS (/usr/bin/time). Not part
# of the suite; figures go in docs/speed.md.
#   tools/bench/ts-transfer/run.sh [DOWNLOAD_BYTES] [UPLOAD_BYTES]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
need_time ts-transfer/run.sh
tsc="$root/tools/node/node_modules/typescript/bin/tsc"
[ -f "$tsc" ] || { echo "ts-transfer/run.sh: $tsc not found; run: bash tools/install-node-tools.sh" >&2; exit 1; }
download_bytes="${1:-1073741824}"
upload_bytes="${2:-536870912}"
work="$(mktemp -d)"
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

"$root/gen-client" --catalog "$root/examples/agent-sandbox/operations.json" --lang ts --out "$work/src" >/dev/null
# ES modules both sides: NodeNext reads the module kind from the nearest package.json.
echo '{"type": "module"}' > "$work/src/package.json"
mkdir -p "$work/out"
node "$tsc" --strict --target ES2022 --module NodeNext --moduleResolution NodeNext --lib ES2022,DOM --skipLibCheck \
  --types node --typeRoots "$root/tools/node/node_modules/@types" --outDir "$work/out/client" "$work"/src/*.ts "$work"/src/runtime/*.ts
echo '{"type": "module"}' > "$work/out/package.json"
cp "$here/transfer.mjs" "$work/out/"

python3 "$root/tools/bench/java-transfer/transfer_server.py" "$download_bytes" > "$work/port" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(head -1 "$work/port")"
truncate -s "$upload_bytes" "$work/upload.bin"

echo "machine: $(nproc) cores, node $(node --version)"
for run in "download $base" "upload $base $work/upload.bin"; do
  # shellcheck disable=SC2086
  /usr/bin/time -f "peak RSS %M KiB" node "$work/out/transfer.mjs" $run 2>&1
done
