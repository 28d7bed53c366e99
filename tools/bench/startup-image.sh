#!/usr/bin/env bash
# Start-up of the release archive's launcher against the checkout's ./gen-client, paired: the two
# alternate run by run (which goes first alternates too), each run's wall and CPU time recorded,
# medians and the median of the per-pair ratios (image / checkout) printed. Both sides run with
# their class-data archive: the image after `gen-client warmup`, the checkout with the one it dumps.
#   tools/bench/startup-image.sh [PAIRS] [ARCHIVE]
# PAIRS defaults to 9; ARCHIVE to distribution/target/gen-client-*-linux-x64.tar.gz (build it with
# `mvn -pl distribution -am package -DskipTests`). Measures `--version`, `validate` of the example and
# a generation of it (`--lang all --check` against a tree written once before).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=common.sh
. "$root/tools/bench/common.sh" # median, machine
pairs="${1:-9}"
archive="${2:-$(ls "$root"/distribution/target/gen-client-*-linux-x64.tar.gz 2>/dev/null | head -1)}"
[ -f "$archive" ] || { echo "$0: no release archive; build it: mvn -B -pl distribution -am package -DskipTests" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar -xzf "$archive" -C "$work"
image="$(ls -d "$work"/gen-client-*/)bin/gen-client"
"$image" warmup >/dev/null
"$root/gen-client" --version >/dev/null # builds the jar and dumps its archive when stale
catalog="$root/examples/agent-sandbox/operations.json"

one() { # one run of $1 (launcher) with the args after it: prints "wall cpu" (bash's time, in ms steps)
  local launcher="$1" TIMEFORMAT='%3R %3U %3S'
  shift
  { time "$launcher" "$@" >/dev/null 2>&1; } 2>"$work/t"
  awk '{printf "%.3f %.3f\n", $1, $2 + $3}' "$work/t"
}

echo "# $(machine); $(date -u '+%Y-%m-%d %H:%M UTC'); load $(cut -d' ' -f1-3 /proc/loadavg); $pairs pairs"
echo "# command | checkout wall (median) | image wall | checkout CPU | image CPU | ratio of walls (median of pairs) | ratio of CPUs"
"$image" --catalog "$catalog" --lang all --out "$work/out" >/dev/null
for case in version validate generate-check; do
  case "$case" in
    version) args=(--version) ;;
    validate) args=(validate "$catalog") ;;
    generate-check) args=(--catalog "$catalog" --lang all --out "$work/out" --check) ;;
  esac
  : >"$work/pairs"
  for i in $(seq "$pairs"); do
    if [ $((i % 2)) -eq 1 ]; then
      c="$(one "$root/gen-client" "${args[@]}")"; m="$(one "$image" "${args[@]}")"
    else
      m="$(one "$image" "${args[@]}")"; c="$(one "$root/gen-client" "${args[@]}")"
    fi
    echo "$c $m" >>"$work/pairs"
  done
  cw="$(awk '{print $1}' "$work/pairs" | median)"; mw="$(awk '{print $3}' "$work/pairs" | median)"
  cc="$(awk '{print $2}' "$work/pairs" | median)"; mc="$(awk '{print $4}' "$work/pairs" | median)"
  rw="$(awk '{printf "%.3f\n", $3 / $1}' "$work/pairs" | median)"
  rc="$(awk '{printf "%.3f\n", $4 / $2}' "$work/pairs" | median)"
  echo "$case | $cw s | $mw s | $cc s | $mc s | $rw | $rc"
done
