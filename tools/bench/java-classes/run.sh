#!/usr/bin/env bash
# The classes the Java client of a large catalog compiles to (issue #32's bar: at most 6,500 for the
# 2,000-op wide catalog): generates the synthetic catalog (synthetic_catalog.py N --shape SHAPE),
# its Java client with this checkout's gen-client (or measures GENCLIENT_JAVA_DIR, a client generated
# elsewhere), compiles it with javac, and counts every .class file javac wrote, by kind. Not part of
# the suite; figures go in docs/speed.md.
#   tools/bench/java-classes/run.sh [N] [wide|shared]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
count="${1:-2000}"
shape="${2:-wide}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

version="$(sed -n 's:.*<jackson.version>\(.*\)</jackson.version>.*:\1:p' "$root/pom.xml")"
m2="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/core"
jackson="$m2/jackson-databind/$version/jackson-databind-$version.jar:$m2/jackson-core/$version/jackson-core-$version.jar"
jackson="$jackson:$(ls "$m2"/jackson-annotations/*/jackson-annotations-*.jar | grep -v sources | tail -1)"
jsr310="${M2_REPO:-$HOME/.m2/repository}/com/fasterxml/jackson/datatype/jackson-datatype-jsr310/$version"
jackson="$jackson:$jsr310/jackson-datatype-jsr310-$version.jar"
client="${GENCLIENT_JAVA_DIR:-$work/client}"
if [ -z "${GENCLIENT_JAVA_DIR:-}" ]; then
  python3 "$root/tools/bench/synthetic_catalog.py" "$count" --shape "$shape" > "$work/operations.json"
  "$root/gen-client" --catalog "$work/operations.json" --lang java --out "$client" >/dev/null
fi
mkdir -p "$work/classes"
find "$client" -name '*.java' > "$work/sources"
start=$(date +%s.%N)
javac -nowarn -d "$work/classes" -cp "$jackson" @"$work/sources"
end=$(date +%s.%N)
echo "machine: $(machine)"
echo "catalog: $count ops, $shape; sources: $(wc -l < "$work/sources") files; javac $(echo "$end - $start" | bc) s"
find "$work/classes" -name '*.class' | awk -F/ '{ n = $NF; kind = n ~ /\$[0-9]+\.class$/ ? "anonymous" : n ~ /\$/ ? "nested" : "top-level"; c[kind]++; t++ }
  END { printf "classes: %d (top-level %d, nested %d, anonymous %d)\n", t, c["top-level"], c["nested"], c["anonymous"] }'
