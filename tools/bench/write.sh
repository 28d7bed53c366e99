#!/usr/bin/env bash
# What writing costs next to copying: gen-client's write phase (the staging of the rendered files,
# batch by batch while rendering waits, plus the renames at the end, from --timings: its `stage`
# line and its `write` line; a build from before the batches gave one `stage <target>` line per
# target, which are summed) generating all 5 targets of a synthetic catalog into an empty
# directory, paired with `cp -r` of the tree it wrote into a fresh directory on the same file
# system. The two alternate, run after run (RUNS pairs, default 5), each after a `sync` (not
# timed), so both see the same load; the summary gives each side's median, the ratio of the
# medians, the median of the pairs' ratios, the file count and the load average before and after.
# The write phase's CPU time (the staging threads' own CPU time, from the `stage, CPU` lines, plus
# `write`) is given beside its wall time. Public tools only: bash, python3, cp, /usr/bin/time.
#
#   tools/bench/write.sh                        # 2,000 ops, wide shape, 5 pairs
#   SIZE=10000 SHAPE=shared RUNS=9 tools/bench/write.sh
#   GEN_CLIENT=/path/to/other/checkout/gen-client tools/bench/write.sh   # another build, same measure
#
# Outputs are moved aside into a trash directory, never deleted between runs, for the reason
# run.sh gives (an ext4 disk without a journal makes creates after a mass delete slow); the trash
# is deleted at the end, or left in TRASH_DIR when it is given.
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/bench/common.sh
need_time write.sh
runs="${RUNS:-5}"
size="${SIZE:-2000}"
shape="${SHAPE:-wide}"
read -r -a gen_client <<< "${GEN_CLIENT:-./gen-client}"
command -v python3 >/dev/null || { echo "write.sh: python3 not found; install it: apt-get install python3" >&2; exit 1; }
work="$(mktemp -d "${TMPDIR:-/tmp}/gen-client-write.XXXXXX")"
trap 'rm -rf "$work"' EXIT
trash="${TRASH_DIR:-$work/trash}"
mkdir -p "$trash"
if [ "$(stat -c %d "$trash")" != "$(stat -c %d "$work")" ]; then
  echo "write.sh: TRASH_DIR=$trash is on another file system than $work: a move there would copy and delete" >&2
  exit 1
fi
"${gen_client[@]}" --version >/dev/null # builds the jar once, outside the timings
catalog="$work/$shape-$size.json"
python3 tools/bench/synthetic_catalog.py "$size" --shape "$shape" > "$catalog"
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
started="$(date -u '+%F %H:%M UTC')"
echo "write.sh, $started, $(machine), $size ops $shape, all 5 targets, $runs pairs, load average $load_before"

moved=0
aside() { # aside DIR: moves DIR into the trash
  moved=$(( moved + 1 ))
  mv "$1" "$trash/$(basename "$work")-$moved"
}

: > "$work/pairs"
for ((i = 0; i < runs; i++)); do
  out="$work/out"
  mkdir "$out"
  sync
  "${gen_client[@]}" --catalog "$catalog" --lang all --out "$out" --timings >/dev/null 2>"$work/timings.txt" || {
    echo "write.sh: failed: ${gen_client[*]}" >&2; cat "$work/timings.txt" >&2; exit 1; }
  write_ms=$(awk '/^timings: (stage( [^ ,]+)?|write) / {sum += $(NF - 1)} END {printf "%.1f", sum}' "$work/timings.txt")
  # The staging's own CPU time on its threads (the render threads share the cores), plus the renames.
  write_cpu_ms=$(awk '/^timings: (stage( [^ ,]+)?, CPU|write) / {sum += $(NF - 1)} END {printf "%.1f", sum}' "$work/timings.txt")
  files=$(find "$out" -type f | wc -l)
  sync
  /usr/bin/time -f '%e %U %S' -o "$work/time.txt" cp -r "$out" "$work/copy"
  read -r seconds user system < "$work/time.txt"
  copy_ms=$(awk -v s="$seconds" 'BEGIN {print s * 1000}')
  copy_cpu_ms=$(awk -v u="$user" -v s="$system" 'BEGIN {print (u + s) * 1000}')
  echo "$write_ms $copy_ms $files $write_cpu_ms $copy_cpu_ms" >> "$work/pairs"
  printf '  pair %d: write phase %7.1f ms (CPU %7.1f ms), cp -r %5.0f ms (CPU %5.0f ms), %d files\n' "$((i + 1))" \
    "$write_ms" "$write_cpu_ms" "$copy_ms" "$copy_cpu_ms" "$files"
  aside "$out"
  aside "$work/copy"
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"
write_median=$(cut -d' ' -f1 "$work/pairs" | median)
copy_median=$(cut -d' ' -f2 "$work/pairs" | median)
pair_median=$(awk '{print $1 / $2}' "$work/pairs" | median)
write_cpu_median=$(cut -d' ' -f4 "$work/pairs" | median)
copy_cpu_median=$(cut -d' ' -f5 "$work/pairs" | median)
echo
echo "| $size ops $shape, all 5 targets ($(cut -d' ' -f3 "$work/pairs" | sort -n | tail -1) files) | median of $runs |"
echo "|---|---|"
printf '| write phase (stage + write), wall | %.0f ms |\n' "$write_median"
printf '| write phase, CPU (staging on its threads + write) | %.0f ms |\n' "$write_cpu_median"
printf '| `cp -r` of its output, wall | %.0f ms |\n' "$copy_median"
printf '| `cp -r`, CPU (user + system) | %.0f ms |\n' "$copy_cpu_median"
printf '| wall: ratio of the medians (bar: ≤ 2) | %.2f |\n' "$(awk -v a="$write_median" -v b="$copy_median" 'BEGIN {print a / b}')"
printf '| wall: median of the pairs'"'"' ratios | %.2f |\n' "$pair_median"
printf '| CPU: ratio of the medians | %.2f |\n' "$(awk -v a="$write_cpu_median" -v b="$copy_cpu_median" 'BEGIN {print a / b}')"
echo
echo "Load average $load_before before, $load_after after."
if [ -z "${TRASH_DIR:-}" ]; then
  echo "Deleting the moved-aside outputs ($moved directories): writes in the next minutes may be slowed (see TRASH_DIR)." >&2
fi
