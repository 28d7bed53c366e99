#!/usr/bin/env bash
# The Java client's per-call overhead over a raw java.net.http loop (issue #32's bars: sync at most
# +25 µs over HttpClient.send, async at most +40 µs over HttpClient.sendAsync), on the example
# catalog's files.stat against an in-process stub (Overhead.java). Generates the example's Java
# client with this checkout's gen-client (or takes GENCLIENT_JAVA_DIR, a generated client to measure
# instead, e.g. one from an older commit). Not part of the suite; figures go in docs/speed.md.
#   tools/bench/java-overhead/run.sh [CALLS_PER_ROUND] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Jackson as the build pins it (the parent pom's jackson.version), from the local Maven repository.
version="$(sed -n 's:.*<jackson.version>\(.*\)</jackson.version>.*:\1:p' "$root/pom.xml")"
m2="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/core"
jackson="$m2/jackson-databind/$version/jackson-databind-$version.jar:$m2/jackson-core/$version/jackson-core-$version.jar"
jackson="$jackson:$(ls "$m2"/jackson-annotations/*/jackson-annotations-*.jar | grep -v sources | tail -1)"
jsr310="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/datatype/jackson-datatype-jsr310/$version"
jackson="$jackson:$jsr310/jackson-datatype-jsr310-$version.jar"
client="${GENCLIENT_JAVA_DIR:-$work/client}"
if [ -z "${GENCLIENT_JAVA_DIR:-}" ]; then
  "$root/gen-client" --catalog "$root/examples/agent-sandbox/operations.json" --lang java --out "$client" >/dev/null
fi
mkdir -p "$work/classes"
find "$client" -name '*.java' > "$work/sources"
javac -nowarn -d "$work/classes" -cp "$jackson" @"$work/sources" "$here/Overhead.java"
echo "machine: $(machine)"
java -cp "$work/classes:$jackson" Overhead "$@"
