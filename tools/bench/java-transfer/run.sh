#!/usr/bin/env bash
# The Java client's large transfers (issue #28's bar: < 200 MiB peak RSS under -Xmx128m): a 1 GiB
# download through the streaming form (downloadInputStream) and a 512 MiB upload from a file
# (upload(params, Path)), through the example catalog's generated client against a local Python
# server; and the byte[] download of the same body, which must end in the client's body_too_large
# error. Prints each transfer's bytes, seconds and the JVM's peak RSS (/usr/bin/time). Not part
# of the suite; figures go in docs/speed.md.
#   tools/bench/java-transfer/run.sh [DOWNLOAD_BYTES] [UPLOAD_BYTES]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
need_time java-transfer/run.sh
download_bytes="${1:-1073741824}"
upload_bytes="${2:-536870912}"
work="$(mktemp -d)"
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT

# Jackson as the build pins it (the parent pom's jackson.version), from the local Maven repository.
version="$(sed -n 's:.*<jackson.version>\(.*\)</jackson.version>.*:\1:p' "$root/pom.xml")"
m2="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/core"
jackson="$m2/jackson-databind/$version/jackson-databind-$version.jar:$m2/jackson-core/$version/jackson-core-$version.jar"
jackson="$jackson:$(ls "$m2"/jackson-annotations/*/jackson-annotations-*.jar | grep -v sources | tail -1)"
jsr310="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/datatype/jackson-datatype-jsr310/$version"
jackson="$jackson:$jsr310/jackson-datatype-jsr310-$version.jar"
"$root/gen-client" --catalog "$root/examples/agent-sandbox/operations.json" --lang java --out "$work/client" >/dev/null
mkdir -p "$work/classes"
find "$work/client" -name '*.java' > "$work/sources"
javac -nowarn -d "$work/classes" -cp "$jackson" @"$work/sources" "$here/Transfer.java"

python3 "$here/transfer_server.py" "$download_bytes" > "$work/port" &
server_pid=$!
for _ in $(seq 50); do [ -s "$work/port" ] && break; sleep 0.1; done
base="http://127.0.0.1:$(head -1 "$work/port")"
truncate -s "$upload_bytes" "$work/upload.bin"

echo "machine: $(machine)"
for run in "download $base" "buffered $base" "upload $base $work/upload.bin"; do
  # shellcheck disable=SC2086
  /usr/bin/time -f "peak RSS %M KiB" java -Xmx128m -cp "$work/classes:$jackson" Transfer $run 2>&1
done
