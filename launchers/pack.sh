#!/usr/bin/env bash
# Builds the npm package (npm pack: gen-client-VERSION.tgz) and the wheel
# (gen_client-VERSION-py3-none-any.whl) into OUT from copies of npm/ and pip/, each with the runnable
# jar and the launchers' shared files (shared/) beside its launcher and VERSION written in.
# Usage: pack.sh VERSION JAR OUT. Run by `mvn package` in this module; the wheel is built by flit_core,
# pinned in tools/python/requirements.txt (its virtualenv: tools/install-python-tools.sh).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
version="$1" jar="$2" out="$3"
python="$here/../tools/python/.venv/bin/python"
if [ ! -x "$python" ]; then
  echo "pack.sh: $python is missing; run: bash tools/install-python-tools.sh" >&2
  exit 1
fi
command -v npm >/dev/null || { echo "pack.sh: npm not found; install Node.js 18+ with npm" >&2; exit 1; }
staging="$out/staging"
rm -rf "$staging" "$out"/gen-client-*.tgz "$out"/gen_client-*.whl
mkdir -p "$staging"

cp -r "$here/npm" "$staging/npm"
mkdir -p "$staging/npm/lib"
cp "$jar" "$staging/npm/lib/gen-client.jar"
cp "$here"/shared/* "$staging/npm/lib/"
(cd "$staging/npm" && npm pkg set version="$version" && npm pack --silent --pack-destination "$out" >/dev/null)

cp -r "$here/pip" "$staging/pip"
cp "$jar" "$staging/pip/gen_client/gen-client.jar"
cp "$here"/shared/* "$staging/pip/gen_client/"
sed -i "s/^version = .*/version = \"$version\"/" "$staging/pip/pyproject.toml"
# Fixed timestamps inside the wheel (npm pack fixes its own), so the same sources give the same bytes.
SOURCE_DATE_EPOCH=1767225600 "$python" -m flit_core.wheel --outdir "$out" "$staging/pip" >/dev/null
ls "$out"/gen-client-"$version".tgz "$out"/gen_client-"$version"-py3-none-any.whl >/dev/null
