#!/usr/bin/env bash
# Builds the release files into TARGET (run by Maven in the package phase, after the shaded jar):
#   gen-client-VERSION-linux-x64.tar.gz  gen-client-VERSION/{bin,lib,runtime,docs,examples,licenses}
#   gen-client-VERSION.jar               the plain runnable jar (target/gen-client.jar, renamed)
#   install.sh                           checks the archive against SHA256SUMS, unpacks, links, warms up
#   SHA256SUMS                           sha256sum's format, for the three files above
# Usage: build-archive.sh VERSION TARGET REPO_ROOT OG_DIR DEPS_DIR JAVA_HOME SOURCE_DATE
set -euo pipefail
version="$1" target="$2" repo="$3" og_dir="$4" deps_dir="$5" java_home="$6" source_date="$7"
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
name="gen-client-$version"
archive="$name-linux-x64.tar.gz"
# The runtime's modules: what `jdeps --print-module-deps` finds in gen-client's jar (java.base,
# java.desktop for java.beans, java.management, java.naming, java.net.http, java.sql) and in the
# og: add-on's jars (java.prefs, java.scripting, jdk.unsupported), plus jdk.crypto.ec so https
# works with the usual servers' keys. Left out of the add-on's list: jdk.compiler and
# java.instrument (Lombok's annotation processor and agent, and slf4j's agent, which an og: run
# never loads) and java.security.jgss (Kerberos for Apache HttpClient, which fetches nothing here).
# ReleaseArchiveIT runs generate, validate, diff, mock, sync, docs and og:go from the image.
modules=java.base,java.desktop,java.management,java.naming,java.net.http,java.sql,java.prefs,java.scripting,jdk.unsupported,jdk.crypto.ec
[ -d "$og_dir" ] && ls "$og_dir"/*.jar >/dev/null 2>&1 || { echo "no og: add-on jars in $og_dir (build og-bridge first)" >&2; exit 1; }

work="$target/release-work"
rm -rf "$work" "$target/$archive" "$target/$name.jar" "$target/install.sh" "$target/SHA256SUMS"
image="$work/$name"
mkdir -p "$image/bin" "$image/lib/og" "$image/docs" "$image/examples/agent-sandbox" "$image/licenses"
start=$(date +%s%N)
"$java_home/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
  --output "$image/runtime"
echo "release: jlink $(( ($(date +%s%N) - start) / 1000000 )) ms" >&2

sed "s/@VERSION@/$version/" "$here/gen-client" >"$image/bin/gen-client"
chmod 755 "$image/bin/gen-client"
cp "$target/gen-client.jar" "$image/lib/gen-client.jar"
cp "$og_dir"/*.jar "$image/lib/og/"
cp "$repo"/docs/*.md "$repo"/docs/*.json "$image/docs/"
cp "$repo/README.md" "$image/"
cp "$repo/examples/agent-sandbox/operations.json" "$repo/examples/agent-sandbox/cases.json" "$image/examples/agent-sandbox/"
# Licences: gen-client's own (when the repository has one), and every bundled jar's licence and
# notice files as the jar carries them, under licenses/JAR/. THIRD-PARTY.txt lists each bundled
# jar and what it carries; the Java runtime's own notices are in runtime/legal/.
for file in "$repo"/LICENSE* "$repo"/NOTICE*; do
  [ -f "$file" ] && cp "$file" "$image/"
done
python3 "$here/collect_licences.py" "$image/licenses" "gen-client.jar=$deps_dir" "og=$og_dir"

# Reproducible: sorted names, one timestamp, no owners, no gzip name or time.
tar --sort=name --mtime="$source_date" --owner=0 --group=0 --numeric-owner --mode='u+w,go-w' \
  -C "$work" -cf - "$name" | gzip -6 -n >"$target/$archive"
cp "$target/gen-client.jar" "$target/$name.jar"
sed "s/@VERSION@/$version/" "$here/install.sh" >"$target/install.sh"
chmod +x "$target/install.sh"
(cd "$target" && sha256sum "$archive" "$name.jar" install.sh >SHA256SUMS)
rm -rf "$work"
echo "release: $archive $(( $(stat -c %s "$target/$archive") / 1024 )) KiB in $(( ($(date +%s%N) - start) / 1000000 )) ms" >&2
