package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs one tool or runner process to completion, its output captured, failing the test on a non-zero exit. */
final class ExternalProcess {
  private static final long TIMEOUT_SECONDS = 300;

  private ExternalProcess() {}

  /** Runs {@code command} in {@code dir}; returns its stdout. Fails with the command's stderr when it exits non-zero. */
  static String run(List<String> command, Path dir, Map<String, String> environment) throws IOException,
      InterruptedException {
    return run(command, dir, environment, "is it installed and on the PATH?");
  }

  /**
   * Like {@link #run(List, Path, Map)}; when the program cannot be started at all the failure names
   * {@code remedy} (the install step).
   */
  static String run(List<String> command, Path dir, Map<String, String> environment, String remedy)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile(dir, "process", ".out");
    Path err = Files.createTempFile(dir, "process", ".err");
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
        .redirectOutput(out.toFile()).redirectError(err.toFile());
    builder.environment().putAll(environment);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      Files.delete(out);
      Files.delete(err);
      throw new AssertionError("cannot start " + command.get(0) + " (" + remedy + "): " + e.getMessage(), e);
    }
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail(String.join(" ", command) + " did not finish in " + TIMEOUT_SECONDS + " s");
    }
    String stdout = Files.readString(out, StandardCharsets.UTF_8);
    String stderr = Files.readString(err, StandardCharsets.UTF_8);
    Files.delete(out);
    Files.delete(err);
    if (process.exitValue() != 0) {
      fail(String.join(" ", command) + " exited " + process.exitValue() + ":\n" + stderr + stdout);
    }
    return stdout;
  }

  /** Fails naming {@code what} and how to get it when {@code path} does not exist. */
  static void require(Path path, String what, String remedy) {
    if (!Files.exists(path)) {
      fail("missing " + what + ": " + path + " (" + remedy + ")");
    }
  }
}
