package dev.genclient.verify.clients;

import dev.genclient.cli.ExitCodes;
import dev.genclient.cli.ExitException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Runs a tool the clients need (python, node, javac) and turns a missing one into exit 2 naming its install step. */
final class Tool {
  private Tool() {}

  /** What a finished command printed, with its exit code. */
  record Result(int exitCode, String output) {}

  /** Runs {@code command} in {@code dir} with {@code environment} added; a tool that cannot start exits 2 with {@code install}. */
  static Result run(List<String> command, Path dir, Map<String, String> environment, String install) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().putAll(environment);
    Path log = Files.createTempFile(dir, "tool", ".log");
    builder.redirectOutput(log.toFile());
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new ExitException(ExitCodes.USAGE, "cannot run " + command.get(0) + ": " + e.getMessage() + "; " + install);
    }
    int code = process.waitFor();
    String output = Files.readString(log, StandardCharsets.UTF_8);
    Files.deleteIfExists(log);
    return new Result(code, output);
  }

  /** Like {@link #run}, but a non-zero exit also ends the run with exit 2, naming {@code install} and the tool's last output. */
  static String require(List<String> command, Path dir, Map<String, String> environment, String install)
      throws IOException, InterruptedException {
    Result result = run(command, dir, environment, install);
    if (result.exitCode() != 0) {
      String output = result.output().strip();
      throw new ExitException(ExitCodes.USAGE, String.join(" ", command) + " failed (exit " + result.exitCode() + "): "
          + output.substring(Math.max(0, output.length() - 400)) + "; " + install);
    }
    return result.output();
  }
}
