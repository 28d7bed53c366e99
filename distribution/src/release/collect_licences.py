"""Copies each bundled jar's licence and notice files, as the jar carries them, into the archive.

usage: collect_licences.py OUT_DIR GROUP=JAR_DIR...
Writes OUT_DIR/JAR/<file> for every top-level or META-INF/ file whose name holds LICENSE, LICENCE,
NOTICE or COPYING, and OUT_DIR/THIRD-PARTY.txt listing every jar of every group with those files
(or saying it carries none).
"""
import pathlib
import re
import sys
import zipfile

NAME = re.compile(r"^(META-INF/)?[^/]*(LICEN[CS]E|NOTICE|COPYING)[^/]*$", re.IGNORECASE)


def main(out_dir, groups):
    out = pathlib.Path(out_dir)
    lines = [
        "Libraries bundled in this archive: lib/gen-client.jar merges the [gen-client.jar] group, lib/og/",
        "holds the [og] add-on's jars. Each line names the licence and notice files the jar carries,",
        "copied under licenses/JAR/. The Java runtime's own notices are in runtime/legal/.",
    ]
    for group in groups:
        label, _, jar_dir = group.partition("=")
        lines += ["", f"[{label}]"]
        for jar in sorted(pathlib.Path(jar_dir).glob("*.jar")):
            with zipfile.ZipFile(jar) as archive:
                names = sorted(n for n in archive.namelist() if NAME.match(n) and not n.endswith(".class"))
                for name in names:
                    target = out / jar.stem / name
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(archive.read(name))
            lines.append(f"{jar.stem}: {', '.join(names) if names else '(no licence file in the jar)'}")
    (out / "THIRD-PARTY.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
