#!/usr/bin/env bash
# Whole-process generation benchmark: gen-client on the example catalog and on synthetic catalogs of
# both shapes (tools/bench/synthetic_catalog.py), all targets, --check, and the three clients; and,
# when OAG_JAR points at an openapi-generator-cli jar, OpenAPI Generator producing java (--library
# native), typescript-fetch and python from gen-client's own openapi.json, side by side.
# Every cell is the median of RUNS whole-process runs (default 5) of the wall time and of the CPU time
# (user + system: on a machine other jobs share, it moves much less than the wall time); peak memory
# (max RSS) comes from /usr/bin/time. Anyone can rerun it with public tools:
#   tools/bench/run.sh                              # example, 1000, 2000 and 10000 ops, both shapes
#   SIZES="2000" SHAPES="shared" RUNS=3 tools/bench/run.sh
#   mvn -q dependency:copy -Dartifact=org.openapitools:openapi-generator-cli:7.25.0 -DoutputDirectory=/tmp/oag
#   OAG_JAR=/tmp/oag/openapi-generator-cli-7.25.0.jar OAG_SIZES="2000" tools/bench/run.sh
# GEN_CLIENT overrides the command measured (default: the checkout's ./gen-client launcher).
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${RUNS:-5}"
sizes="${SIZES:-1000 2000 10000}"
shapes="${SHAPES:-wide shared}"
oag_sizes="${OAG_SIZES:-2000}"
read -r -a gen_client <<< "${GEN_CLIENT:-./gen-client}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
[ -x /usr/bin/time ] || { echo "run.sh: /usr/bin/time not found; install it: apt-get install time" >&2; exit 1; }

# median: the median of the numbers on stdin, one a line.
median() {
  sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
}

# measure LABEL COMMAND... : runs the command RUNS times (output removed before each run when it
# generates, so every run writes everything), prints the median wall and CPU seconds and the largest
# peak RSS.
measure() {
  local label="$1"; shift
  local times=() cpus=() peak=0 i
  for ((i = 0; i < runs; i++)); do
    [ -n "${FRESH_OUT:-}" ] && rm -rf "$FRESH_OUT"
    /usr/bin/time -f '%e %M %U %S' -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || {
      echo "run.sh: failed: $*" >&2; cat "$work/stderr.txt" >&2; exit 1; }
    read -r seconds kib user system < "$work/time.txt"
    times+=("$seconds")
    cpus+=("$(awk -v u="$user" -v s="$system" 'BEGIN {print u + s}')")
    (( kib > peak )) && peak=$kib
  done
  local wall cpu
  wall=$(printf '%s\n' "${times[@]}" | median)
  cpu=$(printf '%s\n' "${cpus[@]}" | median)
  printf '%-34s %8.2f s %8.2f s CPU %7d MiB\n' "$label" "$wall" "$cpu" $(( peak / 1024 ))
  echo "$wall" > "$work/last.txt"
}

"${gen_client[@]}" --version >/dev/null # builds the jar once, outside the timings
echo "gen-client bench, $(date -u +%F), $(nproc) cores, $(java -version 2>&1 | head -1), median of $runs, load average $(cut -d' ' -f1-3 /proc/loadavg)"

catalogs=("example:examples/agent-sandbox/operations.json")
for shape in $shapes; do
  for n in $sizes; do
    python3 tools/bench/synthetic_catalog.py "$n" --shape "$shape" > "$work/$shape-$n.json"
    catalogs+=("$shape-$n:$work/$shape-$n.json")
  done
done

for entry in "${catalogs[@]}"; do
  name="${entry%%:*}"
  catalog="${entry#*:}"
  out="$work/out-$name"
  echo "== $name"
  FRESH_OUT="$out" measure "all 5 targets" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out"
  "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out" >/dev/null
  measure "--check, all 5 targets" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out" --check
  FRESH_OUT="$work/clients-$name" measure "--lang java,ts,python" \
    "${gen_client[@]}" --catalog "$catalog" --lang java,ts,python --out "$work/clients-$name"
  ours=$(cat "$work/last.txt")
  size="${name##*-}"
  if [ -n "${OAG_JAR:-}" ] && { [ "$name" = example ] || [[ " $oag_sizes " == *" $size "* ]]; }; then
    total=0
    for generator in java typescript-fetch python; do
      extra=()
      [ "$generator" = java ] && extra=(--library native)
      FRESH_OUT="$work/oag-$name-$generator" measure "openapi-generator $generator" \
        java -jar "$OAG_JAR" generate -i "$out/openapi/openapi.json" -g "$generator" "${extra[@]}" \
        -o "$work/oag-$name-$generator" --skip-validate-spec
      total=$(awk -v a="$total" -v b="$(cat "$work/last.txt")" 'BEGIN {print a + b}')
    done
    awk -v t="$total" -v o="$ours" 'BEGIN {printf "%-34s %8.2f s   (%.1fx gen-client java,ts,python)\n", "openapi-generator, sum of three", t, t / o}'
  fi
done
