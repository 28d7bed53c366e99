#!/usr/bin/env bash
# Whole-process generation benchmark (issue #15's table in one run): gen-client on the example
# catalog and on synthetic catalogs of both shapes (tools/bench/synthetic_catalog.py), all 5 targets,
# --check of all 5, and the three clients (--lang java,ts,python); and, when OAG_JAR points at an
# openapi-generator-cli jar, OpenAPI Generator producing java (--library native), typescript-fetch
# and python from gen-client's own openapi.json of the same catalog, one process each,
# --skip-validate-spec, paired with gen-client's clients run (the four commands alternate, run after
# run, so both see the same load).
#
# Every cell is the median of RUNS whole-process runs (default 5) of the wall time and of the CPU time
# (user + system: on a machine other jobs share, it moves much less than the wall time), and the
# largest peak RSS of its runs, all from /usr/bin/time. The end is a markdown summary in the issue's
# shape: each bar and whether it is met, t(10,000) / t(1,000), the OpenAPI Generator ratio (sum of
# its three medians / gen-client's java,ts,python median), the date, the machine (cores, processor,
# JDK, load average before and after) and the OpenAPI Generator version. Public tools only: bash,
# python3, /usr/bin/time, java.
#
#   tools/bench/run.sh                              # example, 1000, 2000 and 10000 ops, both shapes
#   SIZES="2000" SHAPES="shared" RUNS=3 tools/bench/run.sh
#   SIZES="" tools/bench/run.sh                     # the example only
#   OAG_JAR=~/.m2/repository/org/openapitools/openapi-generator-cli/7.25.0/openapi-generator-cli-7.25.0.jar \
#     tools/bench/run.sh                            # also OpenAPI Generator, on the example and 2000 ops
#   (the jar: mvn -q dependency:copy -Dartifact=org.openapitools:openapi-generator-cli:7.25.0 -DoutputDirectory=/tmp/oag)
#
# Settings (environment): RUNS (runs per cell, 5), SIZES ("1000 2000 10000"), SHAPES ("wide shared"),
# OAG_JAR (unset: no OpenAPI Generator), OAG_SIZES (the catalogs it runs on: "example 2000"),
# TIMINGS=1 (one extra run per catalog with --timings, generating and checking, its phases printed),
# GEN_CLIENT (the command measured: the checkout's ./gen-client launcher), TRASH_DIR and
# TRASH_MAX_MB (below), CLEAR=rm (delete instead of moving aside: only to measure the difference),
# SYNC=0 (no sync before each run, below).
#
# Fresh output without a mass delete: each run that generates writes into a directory that does not
# exist. The previous run's directory is not deleted but moved (renamed) into a trash directory under
# the run's work dir, which is deleted at the end. On an ext4 disk without a journal (such as this
# project's build machine) the inode allocator passes over inodes freed in the last minutes, so
# creating thousands of files soon after deleting thousands makes each create scan them: with an
# `rm -rf` before each run, the benchmark measures the kernel rather than gen-client's writer
# (docs/speed.md has the figures). The trash is deleted early only when it grows past TRASH_MAX_MB
# (8192 MiB: more than the full matrix writes; the summary then says so). The deletion at the end
# affects writes in the next minutes, so to measure twice in a row give TRASH_DIR=DIR (same file
# system): the outputs are moved there and left for you to delete when you are done measuring.
#
# Each timed run starts after a `sync` (not timed; SYNC=0 leaves it out): a 10,000-op run writes
# some 180 MB, and without it each run also competes with the writeback of the runs before it, which
# a CI job's only run does not (docs/speed.md has the figures).
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/bench/common.sh
runs="${RUNS:-5}"
sizes="${SIZES-1000 2000 10000}"
shapes="${SHAPES:-wide shared}"
oag_sizes="${OAG_SIZES:-example 2000}"
trash_max_kib=$(( ${TRASH_MAX_MB:-8192} * 1024 ))
read -r -a gen_client <<< "${GEN_CLIENT:-./gen-client}"
need_time run.sh
command -v python3 >/dev/null || { echo "run.sh: python3 not found; install it: apt-get install python3" >&2; exit 1; }
if [ -n "${OAG_JAR:-}" ] && [ ! -f "$OAG_JAR" ]; then
  echo "run.sh: OAG_JAR=$OAG_JAR is not a file" >&2
  exit 1
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/gen-client-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trash="${TRASH_DIR:-$work/trash}"
mkdir -p "$trash" "$work/cells"
if [ "$(stat -c %d "$trash")" != "$(stat -c %d "$work")" ]; then
  echo "run.sh: TRASH_DIR=$trash is on another file system than $work: a move there would copy and delete" >&2
  exit 1
fi
trash_kib=0
trash_emptied=0
moved=0

declare -A wall cpu peak size_kib

# clear DIR KEY: makes DIR absent for a fresh-output run: renames it into the trash (its size, from
# the first time KEY's directory is moved, counts towards the bound), or deletes it with CLEAR=rm.
clear_out() {
  local dir="$1" key="$2"
  [ -e "$dir" ] || return 0
  if [ "${CLEAR:-move}" = rm ]; then
    rm -rf "$dir"
    return 0
  fi
  [ -n "${size_kib[$key]:-}" ] || size_kib[$key]=$(du -sk "$dir" | cut -f1)
  moved=$(( moved + 1 ))
  mv "$dir" "$trash/$moved"
  trash_kib=$(( trash_kib + size_kib[$key] ))
}

# bound_trash: deletes the trash when it has grown past TRASH_MAX_MB (between cells only).
bound_trash() {
  if (( trash_kib > trash_max_kib )); then
    echo "run.sh: trash past ${TRASH_MAX_MB:-8192} MiB, deleting it; the next cells' writes may be slowed" >&2
    find "$trash" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
    trash_kib=0
    trash_emptied=$(( trash_emptied + 1 ))
  fi
}

# once KEY OUT COMMAND... : one run of COMMAND under /usr/bin/time; OUT (when not empty) is made absent
# first; the run's wall and CPU seconds and peak KiB are appended to KEY's cell.
once() {
  local key="$1" out="$2"
  shift 2
  [ -n "$out" ] && clear_out "$out" "$key"
  mkdir -p "$(dirname "$work/cells/$key")"
  [ "${SYNC:-1}" = 0 ] || sync # the previous runs' writes flushed, as before a CI job's only run
  /usr/bin/time -f '%e %M %U %S' -o "$work/time.txt" "$@" >/dev/null 2>"$work/stderr.txt" || {
    echo "run.sh: failed: $*" >&2; cat "$work/stderr.txt" >&2; exit 1; }
  local seconds kib user system
  read -r seconds kib user system < "$work/time.txt"
  echo "$seconds $(awk -v u="$user" -v s="$system" 'BEGIN {print u + s}') $kib" >> "$work/cells/$key"
}

# report KEY LABEL: the medians of KEY's runs into wall/cpu/peak[KEY], printed as one line.
report() {
  local key="$1" label="$2" file="$work/cells/$1"
  wall[$key]=$(cut -d' ' -f1 "$file" | median)
  cpu[$key]=$(cut -d' ' -f2 "$file" | median)
  peak[$key]=$(( $(cut -d' ' -f3 "$file" | sort -n | tail -1) / 1024 ))
  printf '%-36s %8.2f s %8.2f s CPU %7d MiB  (%d runs)\n' "$label" "${wall[$key]}" "${cpu[$key]}" "${peak[$key]}" \
    "$(wc -l < "$file")"
  bound_trash
}

# measure KEY LABEL OUT COMMAND... : RUNS runs of COMMAND (OUT made absent before each), reported.
measure() {
  local key="$1" label="$2" out="$3" i
  shift 3
  for ((i = 0; i < runs; i++)); do
    once "$key" "$out" "$@"
  done
  report "$key" "$label"
}

# phases LABEL OUT COMMAND... : one run with --timings (OUT made absent first when not empty), its phases printed.
phases() {
  local label="$1" out="$2"
  shift 2
  [ -n "$out" ] && clear_out "$out" "timings-$out"
  "$@" --timings >/dev/null 2>"$work/timings.txt" || {
    echo "run.sh: failed: $*" >&2; cat "$work/timings.txt" >&2; exit 1; }
  echo "  --timings, $label:"
  grep '^timings:' "$work/timings.txt" | sed 's/^timings: /    /' || echo "    (no timings: lines on stderr)"
}

in_list() { # in_list WORD LIST: whether WORD is one of LIST's words
  [[ " $2 " == *" $1 "* ]]
}

"${gen_client[@]}" --version >/dev/null # builds the jar once, outside the timings
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
started="$(date -u '+%F %H:%M UTC')"
started_seconds=$SECONDS
about_machine="$(machine)"
oag_version=""
if [ -n "${OAG_JAR:-}" ]; then
  oag_version="$(java -jar "$OAG_JAR" version 2>/dev/null | tail -1)"
fi
echo "gen-client bench, $started, $about_machine, median of $runs, load average $load_before${oag_version:+, OpenAPI Generator $oag_version}"

catalogs=("example:examples/agent-sandbox/operations.json")
for shape in $shapes; do
  for n in $sizes; do
    python3 tools/bench/synthetic_catalog.py "$n" --shape "$shape" > "$work/$shape-$n.json"
    catalogs+=("$shape-$n:$work/$shape-$n.json")
  done
done

declare -A ops ratio pair_ratio
for entry in "${catalogs[@]}"; do
  name="${entry%%:*}"
  catalog="${entry#*:}"
  ops[$name]=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1], encoding="utf-8"))["ops"]))' "$catalog")
  out="$work/out-$name"
  clients="$work/clients-$name"
  echo "== $name (${ops[$name]} ops)"
  measure "$name/all" "all 5 targets" "$out" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out"
  # The last run left a complete output in $out: --check compares with it.
  measure "$name/check" "--check, all 5 targets" "" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out" --check
  if [ -n "${OAG_JAR:-}" ] && { in_list "$name" "$oag_sizes" || in_list "${name##*-}" "$oag_sizes"; }; then
    # Paired: gen-client's clients, then OpenAPI Generator's three, run after run.
    spec="$out/openapi/openapi.json"
    for ((i = 0; i < runs; i++)); do
      once "$name/clients" "$clients" "${gen_client[@]}" --catalog "$catalog" --lang java,ts,python --out "$clients"
      for generator in java typescript-fetch python; do
        extra=()
        [ "$generator" = java ] && extra=(--library native)
        oag_out="$work/oag-$name-$generator"
        once "$name/oag-$generator" "$oag_out" java -jar "$OAG_JAR" generate -i "$spec" -g "$generator" "${extra[@]}" \
          -o "$oag_out" --skip-validate-spec
      done
    done
    report "$name/clients" "--lang java,ts,python (paired)"
    for generator in java typescript-fetch python; do
      report "$name/oag-$generator" "openapi-generator $generator"
    done
    # The issue's ratio: the sum of the three medians over gen-client's median; and, as a check
    # on the pairing, the median of the run-by-run ratios.
    ratio[$name]=$(awk -v a="${wall[$name/oag-java]}" -v b="${wall[$name/oag-typescript-fetch]}" \
      -v c="${wall[$name/oag-python]}" -v o="${wall[$name/clients]}" 'BEGIN {printf "%.1f", (a + b + c) / o}')
    pair_ratio[$name]=$(paste -d' ' "$work/cells/$name/clients" "$work/cells/$name/oag-java" \
      "$work/cells/$name/oag-typescript-fetch" "$work/cells/$name/oag-python" \
      | awk '{print ($4 + $7 + $10) / $1}' | median | awk '{printf "%.1f", $1}')
    printf '%-36s %8.1fx (median of the run-by-run ratios %.1fx)\n' "openapi-generator / gen-client" \
      "${ratio[$name]}" "${pair_ratio[$name]}"
  else
    measure "$name/clients" "--lang java,ts,python" "$clients" \
      "${gen_client[@]}" --catalog "$catalog" --lang java,ts,python --out "$clients"
  fi
  if [ -n "${TIMINGS:-}" ]; then
    phases "all 5 targets" "$work/timings-$name" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$work/timings-$name"
    phases "--check, all 5 targets" "" "${gen_client[@]}" --catalog "$catalog" --lang all --out "$work/timings-$name" --check
  fi
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

# The summary in the issue's shape. row LABEL MEASURED BAR MET
row() {
  printf '| %s | %s | %s | %s |\n' "$1" "$2" "$3" "$4"
}
le() { # le A B: yes when A <= B
  awk -v a="$1" -v b="$2" 'BEGIN {print (a <= b) ? "yes" : "no"}'
}
cell() { # cell KEY: "1.23 s (CPU 1.80 s, 300 MiB)"
  printf '%.2f s (CPU %.2f s, %d MiB)' "${wall[$1]}" "${cpu[$1]}" "${peak[$1]}"
}
echo
echo "## gen-client bench, $started"
echo
echo "$about_machine, medians of $runs whole-process runs (wall; CPU = user + system; largest peak RSS)," \
  "load average $load_before before, $load_after after${oag_version:+; OpenAPI Generator $oag_version};" \
  "the benchmark took $(( (SECONDS - started_seconds + 30) / 60 )) min."
echo
echo "| run | measured | bar | met |"
echo "|---|---|---|---|"
row "example (${ops[example]} ops), all 5 targets" "$(cell example/all)" "≤ 0.40 s" "$(le "${wall[example/all]}" 0.40)"
row "example, \`--check\` all" "$(cell example/check)" "≤ 0.35 s" "$(le "${wall[example/check]}" 0.35)"
for shape in $shapes; do
  if in_list 2000 "$sizes"; then
    row "2,000 ops $shape, all 5 targets" "$(cell "$shape-2000/all")" "≤ 1.5 s" "$(le "${wall[$shape-2000/all]}" 1.5)"
    row "2,000 ops $shape, \`--check\` all" "$(cell "$shape-2000/check")" "≤ 1.0 s" "$(le "${wall[$shape-2000/check]}" 1.0)"
  fi
done
for shape in $shapes; do
  if in_list 10000 "$sizes"; then
    met=no
    [ "$(le "${wall[$shape-10000/all]}" 6)" = yes ] && (( peak[$shape-10000/all] <= 500 )) && met=yes
    row "10,000 ops $shape, all 5 targets" "$(cell "$shape-10000/all")" "≤ 6 s, ≤ 500 MiB" "$met"
  fi
done
for shape in $shapes; do
  if in_list 1000 "$sizes" && in_list 10000 "$sizes"; then
    t=$(awk -v a="${wall[$shape-10000/all]}" -v b="${wall[$shape-1000/all]}" 'BEGIN {printf "%.1f", a / b}')
    c=$(awk -v a="${cpu[$shape-10000/all]}" -v b="${cpu[$shape-1000/all]}" 'BEGIN {printf "%.1f", a / b}')
    row "t(10,000) / t(1,000), $shape, all 5 targets" "$t (CPU $c)" "≤ 11" "$(le "$t" 11)"
  fi
done
for entry in "${catalogs[@]}"; do
  name="${entry%%:*}"
  [ -n "${ratio[$name]:-}" ] || continue
  label="${ops[$name]} ops ${name%-*}"
  [ "$name" = example ] && label="example (${ops[example]} ops)"
  bar="—"
  met="—"
  if [ "${name##*-}" = 2000 ]; then
    bar="≥ 20×"
    met=$(awk -v r="${ratio[$name]}" 'BEGIN {print (r >= 20) ? "yes" : "no"}')
  fi
  row "vs OpenAPI Generator $oag_version, $label: (java + typescript-fetch + python) / gen-client java,ts,python" \
    "${ratio[$name]}× ($(printf '%.2f + %.2f + %.2f s / %.2f s' "${wall[$name/oag-java]}" \
      "${wall[$name/oag-typescript-fetch]}" "${wall[$name/oag-python]}" "${wall[$name/clients]}"); paired runs: ${pair_ratio[$name]}×)" \
    "$bar" "$met"
done
if [ -z "${OAG_JAR:-}" ]; then
  echo
  echo "OpenAPI Generator not measured (give OAG_JAR)."
fi
(( trash_emptied == 0 )) || echo "Note: the trash was deleted $trash_emptied time(s) during the run (TRASH_MAX_MB); writes after it may be slowed."
echo
echo "All cells (wall, CPU, peak):"
echo
echo "| catalog | all 5 targets | \`--check\`, all 5 | java + ts + python |"
echo "|---|---|---|---|"
for entry in "${catalogs[@]}"; do
  name="${entry%%:*}"
  printf '| %s | %s | %s | %s |\n' "$name (${ops[$name]} ops)" "$(cell "$name/all")" "$(cell "$name/check")" "$(cell "$name/clients")"
done
if [ -z "${TRASH_DIR:-}" ] && (( moved > 0 )); then
  echo
  echo "Deleting the moved-aside outputs ($moved directories): writes in the next minutes may be slowed (see TRASH_DIR)." >&2
fi
