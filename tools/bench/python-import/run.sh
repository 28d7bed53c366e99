#!/usr/bin/env bash
# Importing a large catalog's Python client and calling one op (issue #32's bar: at most 0.5 s and 60 MB
# for the 2,000-op wide catalog): generates the synthetic catalog (synthetic_catalog.py N --shape SHAPE)
# and its Python client (pydantic results) with this checkout's gen-client (or measures
# GENCLIENT_PYTHON_DIR, a client generated elsewhere), runs the import and one call once to write the
# bytecode (as an installed package has it), then RUNS more times (default 7), each a whole
# `python -c` process under /usr/bin/time against an in-memory transport (httpx.MockTransport), and
# prints the medians of wall and CPU time and the largest peak RSS, with the size of the namespace
# module the call loads and of its bytecode. The client runs in a virtualenv of its own holding only
# what a user's project needs for it, httpx and pydantic at the versions tools/python/requirements.txt
# pins (installed from the package index once, kept in tools/bench/python-import/.venv): the tools'
# virtualenv also holds rich and click, which `import httpx` loads when they are there (its command
# line), 0.1-0.2 s that a client-only project does not pay.
# Not part of the suite; figures go in docs/speed.md.
#   tools/bench/python-import/run.sh [N] [wide|shared]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
source "$root/tools/bench/common.sh"
need_time python-import/run.sh
count="${1:-2000}"
shape="${2:-wide}"
runs="${RUNS:-7}"
tools_python="$root/tools/python/.venv/bin/python"
[ -x "$tools_python" ] || { echo "python-import/run.sh: $tools_python not found; run: bash tools/install-python-tools.sh" >&2; exit 1; }
venv="$here/.venv"
python="$venv/bin/python"
if [ ! -x "$python" ]; then
  "$tools_python" -m venv "$venv"
  # httpx and pydantic with their dependencies, each at the version the tools' requirements pin.
  "$python" -m pip install --quiet --disable-pip-version-check -c "$root/tools/python/requirements.txt" httpx pydantic
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
client="${GENCLIENT_PYTHON_DIR:-$work/client}"
if [ -z "${GENCLIENT_PYTHON_DIR:-}" ]; then
  python3 "$root/tools/bench/synthetic_catalog.py" "$count" --shape "$shape" > "$work/operations.json"
  "$root/gen-client" --catalog "$work/operations.json" --lang python --module synthetic --out "$client" >/dev/null
fi
# The op the suite's PythonLargeCatalogTest calls: a call op of namespace ns07 (wide shape).
cat > "$work/one_call.py" <<'PY'
import asyncio, httpx
import synthetic
srv = synthetic.ServerClient("http://127.0.0.1:9", http_client=httpx.AsyncClient(
    transport=httpx.MockTransport(lambda r: httpx.Response(200, json={"id": "x", "size": 1}))))
result = asyncio.run(srv.ns07.op_0001("/tmp"))
assert result.id == "x", result
PY
unset PYTHONDONTWRITEBYTECODE
export PYTHONPATH="$client" PYTHONPYCACHEPREFIX="$work/pycache"
"$python" "$work/one_call.py"
: > "$work/times"
for _ in $(seq "$runs"); do
  /usr/bin/time -f "%e %U %S %M" -o "$work/time" "$python" "$work/one_call.py"
  cat "$work/time" >> "$work/times"
done
module="$client/synthetic/_api/ns07.py"
bytecode="$(find "$work/pycache" -path '*synthetic/_api/ns07*.pyc' | head -1)"
echo "machine: $(machine); load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "catalog: $count ops, $shape; _api/ns07.py $(stat -c %s "$module") B, its bytecode $(stat -c %s "$bytecode") B"
echo "import + one call, $runs runs: wall $(awk '{print $1}' "$work/times" | median) s," \
  "CPU $(awk '{print $2 + $3}' "$work/times" | median) s (medians), peak RSS $(awk '{print $4}' "$work/times" | sort -n | tail -1) KiB (largest)"
