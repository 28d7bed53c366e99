#!/usr/bin/env bash
# Creates tools/python/.venv with the pinned packages of tools/python/requirements.txt (httpx,
# pydantic 2, mypy, pytest and their dependencies), only when the virtualenv is missing or the
# requirements changed since the last install (a stamp file holds a copy of them). Quiet when there
# is nothing to do; run by `mvn verify`/`mvn test` (generator-cli, phase process-test-resources).
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/python" && pwd)"
venv="$dir/.venv"
stamp="$venv/.requirements.installed"
if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && cmp -s "$dir/requirements.txt" "$stamp"; then
  exit 0
fi
python="${PYTHON:-}"
if [ -z "$python" ]; then
  for candidate in python3.13 python3.12 python3.11 python3.10 python3; do
    if command -v "$candidate" >/dev/null 2>&1 \
        && "$candidate" -c 'import sys; sys.exit(0 if sys.version_info >= (3, 10) else 1)' 2>/dev/null; then
      python="$candidate"
      break
    fi
  done
fi
if [ -z "$python" ]; then
  echo "install-python-tools: Python 3.10+ not found; install it (with venv), then run: bash tools/install-python-tools.sh" >&2
  exit 1
fi
echo "install-python-tools: creating $venv with $("$python" --version 2>&1)" >&2
rm -rf "$venv"
"$python" -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --no-input -r "$dir/requirements.txt" >&2
cp "$dir/requirements.txt" "$stamp"
