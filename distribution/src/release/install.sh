#!/bin/sh
# Installs gen-client from the release archive beside this script: checks the archive against
# SHA256SUMS (beside it too), unpacks it into PREFIX/gen-client-VERSION, links its bin/gen-client
# into BIN_DIR and runs `gen-client warmup` (the class-data archive that makes it start fast).
#   sh install.sh [--prefix DIR] [--bin-dir DIR] [--no-warmup]
# Defaults: --prefix ~/.local/share/gen-client, --bin-dir ~/.local/bin.
set -eu
version=@VERSION@
archive="gen-client-$version-linux-x64.tar.gz"
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${HOME:-}/.local/share/gen-client"
bin_dir="${HOME:-}/.local/bin"
warmup=yes
usage() { echo "usage: sh install.sh [--prefix DIR] [--bin-dir DIR] [--no-warmup]" >&2; exit 2; }
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || usage; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --bin-dir) [ $# -ge 2 ] || usage; bin_dir="$2"; shift 2 ;;
    --bin-dir=*) bin_dir="${1#--bin-dir=}"; shift ;;
    --no-warmup) warmup=no; shift ;;
    -h|--help) sed -n '2,7s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "install.sh: unknown option $1" >&2; usage ;;
  esac
done
fail() { echo "install.sh: $*" >&2; exit 1; }
for file in "$archive" SHA256SUMS; do
  [ -f "$here/$file" ] || fail "no $file beside install.sh ($here): download it from the same release"
done
# Only the archive's own line: the release lists other files this install does not need.
line="$(grep "  $archive\$" "$here/SHA256SUMS" || true)"
[ -n "$line" ] || fail "SHA256SUMS has no line for $archive"
if ! (cd "$here" && printf '%s\n' "$line" | sha256sum -c --status -); then
  fail "$archive does not match its SHA-256 in SHA256SUMS (a damaged or altered download): nothing installed"
fi
mkdir -p "$prefix" "$bin_dir"
prefix="$(cd "$prefix" && pwd)"
dest="$prefix/gen-client-$version"
# Unpacked aside and moved into place, so a failed unpack leaves an earlier install as it was.
staging="$(mktemp -d "$prefix/.gen-client-$version.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
tar -xzf "$here/$archive" -C "$staging"
rm -rf "$dest"
mv "$staging/gen-client-$version" "$dest"
ln -sfn "$dest/bin/gen-client" "$bin_dir/gen-client"
echo "gen-client $version installed in $dest, linked as $bin_dir/gen-client"
if [ "$warmup" = yes ]; then
  "$dest/bin/gen-client" warmup
fi
case ":${PATH:-}:" in
  *":$bin_dir:"*) ;;
  *) echo "note: $bin_dir is not on PATH; add it (e.g. export PATH=\"$bin_dir:\$PATH\")" ;;
esac
