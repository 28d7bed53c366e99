#!/usr/bin/env bash
# The TypeScript client's browser bundle (issue #32's bars): what an app that calls one op (files.list,
# or the first call op of the synthetic catalog) ships, bundled by the pinned esbuild (tools/node's lock
# file) with --bundle --minify --format=esm and compressed by gzip -9. Three apps per catalog: the tree
# client (new ServerClient().files.list), the modular entry (list(createCore(), ...) from fn/files.js)
# and `import { ops }` alone; at 82 ops (the example) and at N ops (synthetic_catalog.py, wide).
# Not part of the suite; figures go in docs/speed.md.
#   tools/bench/ts-bundle/run.sh [N]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
esbuild="$root/tools/node/node_modules/.bin/esbuild"
[ -x "$esbuild" ] || { echo "ts-bundle/run.sh: $esbuild not found; run: bash tools/install-node-tools.sh" >&2; exit 1; }
wide="${1:-2000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 "$root/tools/bench/synthetic_catalog.py" "$wide" > "$work/wide.json"
"$root/gen-client" --catalog "$root/examples/agent-sandbox/operations.json" --lang ts --out "$work/example" >/dev/null
"$root/gen-client" --catalog "$work/wide.json" --lang ts --out "$work/wide" >/dev/null

# bundle DIR NAME SOURCE: bundles the app SOURCE (importing from DIR) and prints NAME, minified and gzipped bytes.
bundle() {
  printf '%s\n' "$3" > "$1/app-$2.ts"
  "$esbuild" "$1/app-$2.ts" --bundle --minify --format=esm --log-level=warning --outfile="$1/app-$2.js"
  printf '%-28s %8d B min %7d B gz\n' "$2" "$(wc -c < "$1/app-$2.js")" "$(gzip -9 -c "$1/app-$2.js" | wc -c)"
}
echo "esbuild $("$esbuild" --version), node $(node --version), $(date -u +%Y-%m-%d)"
for size in example wide; do
  dir="$work/$size"
  if [ "$size" = example ]; then ns=files; op=list; args='{ path: "/tmp" }'; else ns=ns00; op=op_0000; args='{ path: "/tmp" }'; fi
  echo "$size ($(grep -c '^  | "' "$dir/catalog.ts") ops):"
  bundle "$dir" tree "import { ServerClient } from \"./index.js\"; console.log(await new ServerClient().$ns.$op($args));"
  bundle "$dir" modular "import { createCore } from \"./fn.js\"; import { $op } from \"./fn/$ns.js\"; console.log(await $op(createCore(), $args));"
  bundle "$dir" ops "import { ops } from \"./index.js\"; console.log(ops.$ns.$op);"
done
