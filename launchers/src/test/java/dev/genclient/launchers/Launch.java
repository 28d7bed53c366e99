package dev.genclient.launchers;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the launchers' commands as processes, and makes the Java runtimes they are to find or refuse. */
final class Launch {
  static final Path REPO = Path.of(System.getProperty("genclient.repo.root")).toAbsolutePath().normalize();
  static final Path JAR = Path.of(System.getProperty("genclient.jar")).toAbsolutePath();
  /** The launchers' exit code when no Java 17+ is found (docs/install.md). */
  static final int NO_JAVA = 69;
  /** The JVM options of launchers/shared/jvm.options, which docs/install.md lists. */
  static final List<String> JVM_OPTIONS = List.of("-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
      "-XX:CICompilerCount=1", "-XX:C1MaxInlineSize=20", "-XX:C1InlineStackLimit=3");

  private Launch() {}

  record Run(int exit, String out, String err) {
    String all() {
      return "exit " + exit + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
  }

  /**
   * Runs COMMAND in CWD with the environment changed by ENV (a {@code null} value removes the
   * variable), STDIN written to its standard input, stdout and stderr kept apart.
   */
  static Run run(Path cwd, Map<String, String> env, String stdin, List<String> command)
      throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile());
    env.forEach((name, value) -> {
      if (value == null) {
        builder.environment().remove(name);
      } else {
        builder.environment().put(name, value);
      }
    });
    Process process = builder.start();
    CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
    try (OutputStream in = process.getOutputStream()) {
      in.write(stdin.getBytes(StandardCharsets.UTF_8));
    } catch (IOException closedEarly) {
      // the command did not read its input
    }
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(180, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError(command + " did not finish in 180 s: " + out);
    }
    return new Run(process.exitValue(), out, new String(err.join(), StandardCharsets.UTF_8));
  }

  static Run run(Path cwd, Map<String, String> env, String... command) throws IOException, InterruptedException {
    return run(cwd, env, "", List.of(command));
  }

  /** gen-client run directly ({@code java -jar}), the reference the launchers must match. */
  static Run direct(Path cwd, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return run(cwd, Map.of(), "", command);
  }

  /** Output of a failing step, with the step named, for a fixture that must succeed. */
  static Run succeed(String what, Run run) {
    if (run.exit() != 0) {
      throw new AssertionError(what + " failed: " + run.all());
    }
    return run;
  }

  /** A directory holding the named programs (found on this PATH, run by a script) and no java: a PATH of its own. */
  static Path pathWithout(Path dir, String... programs) throws IOException {
    Files.createDirectories(dir);
    for (String program : programs) {
      Path script = dir.resolve(program);
      Files.writeString(script, "#!/bin/sh\nexec '" + onPath(program).toRealPath() + "' \"$@\"\n");
      Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    return dir;
  }

  static Path onPath(String program) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      Path candidate = Path.of(dir.isEmpty() ? "." : dir, program);
      if (Files.isExecutable(candidate) && !Files.isDirectory(candidate)) {
        return candidate;
      }
    }
    throw new AssertionError(program + " is not on PATH: install it (see README, \"Run the whole test suite\")");
  }

  /** What the fake java of {@link #fakeJava} does: prints its arguments one a line, copies stdin to stderr, exits 5. */
  static final String ECHO = """
      for arg in "$@"; do printf '%s\\n' "$arg"; done
      /bin/cat >&2
      exit 5
      """;

  /** A fake java that says "ready" and waits; a SIGTERM ends it with exit code 7 (none within 30 s: 9). */
  static final String WAIT_FOR_TERM = """
      trap 'exit 7' TERM
      echo ready
      i=0
      while [ $i -lt 600 ]; do /bin/sleep 0.05; i=$((i + 1)); done
      exit 9
      """;

  /**
   * A fake Java home whose bin/java runs BODY (sh). With RELEASE_VERSION it has a release file of
   * that JAVA_VERSION; without, {@code java -version} answers version 17.0.1.
   */
  static Path fakeJava(Path home, String releaseVersion, String body) throws IOException {
    Path bin = Files.createDirectories(home.resolve("bin"));
    if (releaseVersion != null) {
      Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"test\"\nJAVA_VERSION=\"" + releaseVersion + "\"\n");
    }
    Path java = bin.resolve("java");
    Files.writeString(java, "#!/bin/sh\n"
        + "if [ \"$1\" = -version ]; then echo 'openjdk version \"17.0.1\" 2021-10-19' >&2; exit 0; fi\n" + body);
    Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    return home;
  }

  private static byte[] readAll(java.io.InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}
