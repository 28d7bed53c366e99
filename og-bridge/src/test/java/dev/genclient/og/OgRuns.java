package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.genclient.cli.GenClient;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/** What the og tests share: the repository's catalogs, gen-client runs in-process, external tools, file trees. */
final class OgRuns {
  static final Path ROOT = Path.of(System.getProperty("genclient.root", "..")).toAbsolutePath().normalize();
  static final Path EXAMPLE = ROOT.resolve("examples/agent-sandbox/operations.json");
  static final Path CUSTOM_OPS = ROOT.resolve("examples/custom-ops/operations.json");
  static final Path HOSTILE = ROOT.resolve("generator-cli/src/test/resources/catalogs/hostile/operations.json");

  /** Exit code and captured output of one in-process run. */
  record Run(int exitCode, String out, String err) {}

  private OgRuns() {}

  static Run cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = GenClient.commandLine(new PrintWriter(out, true), new PrintWriter(err, true)).execute(args);
    return new Run(code, out.toString(), err.toString());
  }

  /** Generates {@code lang} from {@code catalog} into {@code out}, failing with gen-client's output otherwise. */
  static Run generate(Path catalog, String lang, Path out, String... more) {
    List<String> args = new ArrayList<>(List.of("--catalog", catalog.toString(), "--lang", lang, "--out", out.toString()));
    args.addAll(List.of(more));
    Run run = cli(args.toArray(String[]::new));
    assertEquals(0, run.exitCode(), "gen-client " + args + "\n" + run.out() + run.err());
    return run;
  }

  /**
   * Runs a tool to completion (at most {@code minutes}) and returns its output; a tool that is not
   * installed fails naming how to install it, a non-zero exit fails with the output.
   */
  static String tool(Path dir, Map<String, String> env, String install, int minutes, String... command)
      throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().putAll(env);
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      throw new AssertionError(command[0] + " is not installed or not on PATH: " + install, e);
    }
    process.getOutputStream().close();
    byte[] output = process.getInputStream().readAllBytes();
    if (!process.waitFor(minutes, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      fail(String.join(" ", command) + " did not finish in " + minutes + " min");
    }
    String text = new String(output, StandardCharsets.UTF_8);
    if (process.exitValue() != 0) {
      fail(String.join(" ", command) + " in " + dir + " exited " + process.exitValue() + ":\n" + text);
    }
    return text;
  }

  /** Every regular file under {@code root} by relative path, with its bytes as text (they are compared, not shown). */
  static SortedMap<String, String> tree(Path root) throws IOException {
    SortedMap<String, String> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
        files.put(root.relativize(file).toString(), new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1));
      }
    }
    return files;
  }
}
