#!/usr/bin/env bash
# Measures whole-process generation time: gen-client on the example catalog and on a synthetic
# catalog of N ops (default 2000), and, when OAG_JAR points at an openapi-generator-cli jar, OpenAPI
# Generator producing the Java, TypeScript and Python clients from gen-client's own openapi.json.
#   tools/bench/run.sh [N]
#   OAG_JAR=/path/openapi-generator-cli-7.17.0.jar tools/bench/run.sh 2000
# Fetch the jar with:
#   mvn -q dependency:copy -Dartifact=org.openapitools:openapi-generator-cli:7.17.0 -DoutputDirectory=/tmp/oag
set -euo pipefail
cd "$(dirname "$0")/../.."
ops="${1:-2000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

seconds() { # command... -> prints the elapsed seconds of the whole process
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1
  end=$(date +%s%N)
  local ms=$(( (end - start) / 1000000 ))
  printf '%d.%02d' $(( ms / 1000 )) $(( ms % 1000 / 10 ))
}

./gen-client --version >/dev/null # builds the jar once, outside the timings
python3 tools/bench/synthetic_catalog.py "$ops" > "$work/synthetic.json"

for catalog in examples/agent-sandbox/operations.json "$work/synthetic.json"; do
  name=$(basename "$(dirname "$catalog")")
  [ "$catalog" = "$work/synthetic.json" ] && name="synthetic-$ops"
  out="$work/$name"
  printf '%-22s gen-client --lang all              %6s s\n' "$name" "$(seconds ./gen-client --catalog "$catalog" --lang all --out "$out")"
  printf '%-22s gen-client --lang all --check      %6s s\n' "$name" "$(seconds ./gen-client --catalog "$catalog" --lang all --out "$out" --check)"
  printf '%-22s gen-client --lang java,ts,python   %6s s\n' "$name" "$(seconds ./gen-client --catalog "$catalog" --lang java,ts,python --out "$work/$name-clients")"
  if [ -n "${OAG_JAR:-}" ]; then
    for generator in java typescript-fetch python; do
      printf '%-22s openapi-generator %-16s %6s s\n' "$name" "$generator" \
        "$(seconds java -jar "$OAG_JAR" generate -i "$out/openapi/openapi.json" -g "$generator" -o "$work/oag-$name-$generator" --skip-validate-spec)"
    done
  fi
done
