#!/usr/bin/env bash
# The floor under write.sh's bar: the same tree (all 5 targets of a synthetic catalog) written from
# memory in one JVM with the launcher's flags by gen-client's writer alone (OutputWriter on one
# thread: change set, staging, commit) and by a plain Java loop (create, write, close per file),
# next to `cp -r` of the tree, each into a fresh directory after a `sync`; the three alternate, run
# after run (RUNS, default 9; the JVM's first round, cold, is dropped), nothing deleted until the end.
# Each line is the median wall and CPU time (the writing thread's; cp's user + system from
# /usr/bin/time, whose resolution is 10 ms). Public tools only:
# bash, java, javac, jar, python3, cp, /usr/bin/time.
#
#   tools/bench/write-floor.sh                  # 2,000 ops, wide shape, 9 rounds
#   SIZE=10000 SHAPE=shared RUNS=5 tools/bench/write-floor.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/bench/common.sh
need_time write-floor.sh
command -v javac >/dev/null || { echo "write-floor.sh: javac not found; install a JDK 17" >&2; exit 1; }
runs="${RUNS:-9}"
size="${SIZE:-2000}"
shape="${SHAPE:-wide}"
./gen-client --version >/dev/null # builds the jar when missing or stale
read -r -a flags <<< "$(sed -n '/^flags=(/,/)$/p' gen-client | tr -d '()' | sed 's/^flags=//' | tr '\n' ' ')"
case " ${flags[*]} " in
  *" -XX:+UseSerialGC "*) ;;
  *) echo "write-floor.sh: could not read the launcher's flags from ./gen-client" >&2; exit 1 ;;
esac
work="$(mktemp -d "${TMPDIR:-/tmp}/gen-client-write-floor.XXXXXX")"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/classes" "$work/out"
javac -d "$work/classes" -cp generator-cli/target/gen-client.jar tools/bench/floor/WriteFloor.java
python3 tools/bench/synthetic_catalog.py "$size" --shape "$shape" > "$work/catalog.json"
./gen-client --catalog "$work/catalog.json" --lang all --out "$work/tree" --quiet
files=$(find "$work/tree" -type f | wc -l)
echo "write-floor.sh, $(date -u '+%F %H:%M UTC'), $(machine), $size ops $shape ($files files), $runs rounds, load average $(cut -d' ' -f1-3 /proc/loadavg)"
# One JVM writes both ways and runs cp -r, RUNS + 1 times (the first round, cold, is dropped).
java "${flags[@]}" -cp "generator-cli/target/gen-client.jar:$work/classes" WriteFloor "$work/tree" "$work/out" $((runs + 1)) \
  > "$work/all.txt"
tail -n +4 "$work/all.txt" > "$work/warm.txt"
echo
echo "| $files files, median of $runs | wall | CPU |"
echo "|---|---|---|"
for way in writer loop cp; do
  wall=$(awk -v w="$way" '$1 == w {print $2}' "$work/warm.txt" | median)
  cpu=$(awk -v w="$way" '$1 == w {print $3}' "$work/warm.txt" | median)
  case "$way" in
    writer) name="gen-client's writer alone (OutputWriter, one thread)" ;;
    loop) name="a plain Java loop (FileChannel create, write, close)" ;;
    cp) name='`cp -r` of the tree' ;;
  esac
  printf '| %s | %.0f ms | %.0f ms |\n' "$name" "$wall" "$cpu"
done
echo
echo "Load average $(cut -d' ' -f1-3 /proc/loadavg) after."
