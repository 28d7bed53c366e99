#!/usr/bin/env bash
# Installs the pinned Node tools of tools/node (Redocly CLI, Prism, TypeScript) from its lock file with
# `npm ci`, only when node_modules is missing or older than package-lock.json. Quiet when there is
# nothing to do; run by `mvn verify`/`mvn test` (generator-cli, phase process-test-resources).
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/node" && pwd)"
stamp="$dir/node_modules/.package-lock.json"
if [ -f "$stamp" ] && [ ! "$dir/package-lock.json" -nt "$stamp" ]; then
  exit 0
fi
if ! command -v npm >/dev/null 2>&1; then
  echo "install-node-tools: npm not found; install Node.js 20.19+ or 22.12+ with npm, then run: bash tools/install-node-tools.sh" >&2
  exit 1
fi
echo "install-node-tools: npm ci in $dir" >&2
cd "$dir"
REDOCLY_TELEMETRY=off npm ci --no-audit --no-fund --loglevel=error >&2
# npm ci keeps the files' original times; mark the install as newer than the lock file.
touch "$stamp"
