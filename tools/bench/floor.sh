#!/usr/bin/env bash
# The floor under the example's bars: how long a whole process takes that only pays the fixed
# costs of gen-client's libraries (tools/bench/floor/Floor.java: picocli parsing gen-client's main
# options, Jackson reading the example catalog into a tree, Mustache.java compiling one small
# template and rendering it 288 times, the example's file count), with the launcher's JVM flags and
# a class-data archive of its own, next to the JVM alone and gen-client's own example `--check`.
# The five commands alternate, run after run (RUNS, default 9), and each line is the median wall
# and CPU time (user + system) from /usr/bin/time. Public tools only: bash, java, javac, jar.
#
#   tools/bench/floor.sh
#   RUNS=15 tools/bench/floor.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
. tools/bench/common.sh
runs="${RUNS:-9}"
need_time floor.sh
command -v javac >/dev/null || { echo "floor.sh: javac not found; install a JDK 17" >&2; exit 1; }
./gen-client --version >/dev/null # builds the jar and its libraries when missing or stale
# The launcher's JVM flags, as it writes them (one array over two lines).
read -r -a flags <<< "$(sed -n '/^flags=(/,/)$/p' gen-client | tr -d '()' | sed 's/^flags=//' | tr '\n' ' ')"
case " ${flags[*]} " in
  *" -XX:+UseSerialGC "*) ;;
  *) echo "floor.sh: could not read the launcher's flags from ./gen-client" >&2; exit 1 ;;
esac
work="$(mktemp -d "${TMPDIR:-/tmp}/gen-client-floor.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp=""
for lib in generator-cli/target/lib/jackson-*.jar generator-cli/target/lib/compiler-*.jar generator-cli/target/lib/picocli-*.jar; do
  cp="$cp:$PWD/$lib"
done
javac -d "$work/classes" -cp "${cp#:}" tools/bench/floor/Floor.java
jar cfe "$work/floor.jar" Floor -C "$work/classes" .
cp="$work/floor.jar$cp"
catalog=examples/agent-sandbox/operations.json
java "${flags[@]}" -XX:DumpLoadedClassList="$work/classes.txt" -cp "$cp" Floor --catalog "$catalog" >/dev/null
java "${flags[@]}" -Xshare:dump -XX:SharedClassListFile="$work/classes.txt" -XX:SharedArchiveFile="$work/floor.jsa" \
  -cp "$cp" >/dev/null 2>&1
floor=(java "${flags[@]}" -XX:SharedArchiveFile="$work/floor.jsa" -Xlog:cds=off -cp "$cp")
./gen-client --catalog "$catalog" --lang all --out "$work/out" >/dev/null

labels=("the JVM alone (-version)" "picocli: gen-client's main options parsed" "+ Jackson: the catalog read into a tree"
  "+ Mustache.java: one template, 288 renders" "gen-client --check, all 5 targets")
args=(--catalog "$catalog" --lang all --out "$work/out" --check)
for ((i = 0; i < runs; i++)); do
  for k in 0 1 2 3 4; do
    case "$k" in
      0) cmd=(java "${flags[@]}" -Xshare:auto -version) ;;
      1) cmd=("${floor[@]}" -Dstage=0 Floor "${args[@]}") ;;
      2) cmd=("${floor[@]}" -Dstage=1 Floor "${args[@]}") ;;
      3) cmd=("${floor[@]}" Floor "${args[@]}") ;;
      4) cmd=(./gen-client "${args[@]}") ;;
    esac
    /usr/bin/time -f '%e %U %S' -o "$work/time.txt" "${cmd[@]}" >/dev/null 2>&1 \
      || { echo "floor.sh: run failed: ${labels[$k]}" >&2; exit 1; }
    awk '{print $1, $2 + $3}' "$work/time.txt" >> "$work/cell-$k"
  done
done
echo "floor, $(date -u '+%F %H:%M UTC'), $(machine), median of $runs"
for k in 0 1 2 3 4; do
  printf '%-44s %6.3f s   CPU %6.3f s\n' "${labels[$k]}" "$(cut -d' ' -f1 "$work/cell-$k" | median)" \
    "$(cut -d' ' -f2 "$work/cell-$k" | median)"
done
