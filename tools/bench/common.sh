# Helpers the benchmark scripts share (sourced by run.sh and floor.sh; not run on its own).

# need_time SCRIPT: exits with the install step when /usr/bin/time, which measures every run, is missing.
need_time() {
  [ -x /usr/bin/time ] || { echo "$1: /usr/bin/time not found; install it: apt-get install time" >&2; exit 1; }
}

# median: the median of the numbers on stdin, one a line.
median() {
  sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'
}

# machine: the cores, the processor's name (so runs on different machines of one kind can be told
# apart) and the JDK, as a summary's header gives them.
machine() {
  local processor
  processor="$(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -1)"
  echo "$(nproc) cores (${processor:-unknown processor}), $(java -version 2>&1 | head -1)"
}
