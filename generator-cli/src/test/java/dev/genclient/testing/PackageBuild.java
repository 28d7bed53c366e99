package dev.genclient.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/** Helpers of the packaged-client tests: a generated package in a fresh directory, its build tools run, its README read. */
public final class PackageBuild {
  private PackageBuild() {}

  /** A command's exit code and its stdout and stderr merged. */
  public record Result(int exitCode, String output) {}

  /** Generates {@code lang} from the example catalog with {@code --layout package} into a fresh {@code target/<name>}. */
  public static Path generate(String name, String lang, String... more) throws IOException {
    Path dir = freshDir(name);
    List<String> args = new java.util.ArrayList<>(List.of("--catalog", RepoPaths.exampleCatalog().toString(), "--lang", lang,
        "--out", dir.toString(), "--layout", "package"));
    args.addAll(List.of(more));
    CliRun run = CliRun.run(args.toArray(String[]::new));
    assertEquals(0, run.exitCode(), run.err());
    return dir;
  }

  /**
   * The hostile-strings catalog with its example op {@code hostile.echo} no longer deprecated, so the README's
   * quick start calls it with its hostile example (a quick start never shows a deprecated op).
   */
  public static Path hostileCatalog() throws IOException {
    com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
    com.fasterxml.jackson.databind.node.ObjectNode catalog = (com.fasterxml.jackson.databind.node.ObjectNode) json.readTree(
        RepoPaths.root().resolve("generator-cli/src/test/resources/catalogs/hostile/operations.json").toFile());
    for (com.fasterxml.jackson.databind.JsonNode op : catalog.get("ops")) {
      if (op.get("id").asText().equals("hostile.echo")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) op).remove("deprecated");
      }
    }
    Path file = freshDir("hostile-catalog").resolve("operations.json");
    Files.writeString(file, json.writeValueAsString(catalog));
    return file;
  }

  /** An empty directory {@code target/<name>}. */
  public static Path freshDir(String name) throws IOException {
    Path dir = Path.of("target", name).toAbsolutePath();
    if (Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      try (Stream<Path> walk = Files.walk(dir)) {
        for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
    Files.createDirectories(dir);
    return dir;
  }

  /** Runs {@code command} in {@code dir}; a missing program fails naming {@code install}, a hang fails after {@code seconds}. */
  public static Result run(List<String> command, Path dir, Map<String, String> env, long seconds, String install)
      throws Exception {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().putAll(env);
    Path log = Files.createTempFile("package-build-", ".log");
    builder.redirectOutput(log.toFile());
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      fail(command.get(0) + " could not be started (" + e.getMessage() + "): " + install);
      throw e;
    }
    if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("timed out after " + seconds + " s: " + command + "\n" + Files.readString(log));
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    Files.delete(log);
    return new Result(process.exitValue(), output);
  }

  /** The README's text outside its fenced code blocks (where markdown and HTML are live). */
  public static String prose(Path readme) throws IOException {
    return Files.readString(readme).replaceAll("(?ms)^```[a-z]*\\n.*?^```$", "");
  }

  /** The one fenced code block tagged {@code lang} in {@code readme}. */
  public static String codeBlock(Path readme, String lang) throws IOException {
    Matcher m = Pattern.compile("(?m)^```" + Pattern.quote(lang) + "\\n(.*?)^```$", Pattern.DOTALL)
        .matcher(Files.readString(readme));
    if (!m.find()) {
      fail("no ```" + lang + " block in " + readme);
    }
    String block = m.group(1);
    assertEquals(false, m.find(), "one ```" + lang + " block in " + readme);
    return block;
  }
}
