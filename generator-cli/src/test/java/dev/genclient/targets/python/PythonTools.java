package dev.genclient.targets.python;

import static org.junit.jupiter.api.Assertions.fail;

import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.PackageBuild;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The pinned Python virtualenv of {@code tools/python} and helpers to write generated Python and run it. */
final class PythonTools {
  static final String INSTALL = "bash tools/install-python-tools.sh";

  /** The test catalogs every Python check covers. */
  static final List<String> CATALOGS = List.of("examples/agent-sandbox", "examples/custom-ops",
      "generator-cli/src/test/resources/catalogs/hostile", "generator-cli/src/test/resources/catalogs/keywords",
      "generator-cli/src/test/resources/catalogs/java-hostile",
      "generator-cli/src/test/resources/catalogs/python-hostile", "generator-cli/src/test/resources/catalogs/python-unions",
      "generator-cli/src/test/resources/catalogs/minimal", "generator-cli/src/test/resources/catalogs/minimal-kinds");

  private PythonTools() {}

  /** The virtualenv's python; fails (never skips) naming the install step when it is missing. */
  static Path python() {
    Path python = RepoPaths.root().resolve("tools/python/.venv/bin/python");
    if (!Files.isExecutable(python)) {
      fail("the Python test tools are not installed (" + python + " is missing): run " + INSTALL
          + " (mvn runs it at process-test-resources unless -DskipTests)");
    }
    return python;
  }

  /** pyright, pinned in tools/node; fails (never skips) naming the install step when it is missing. */
  static Path pyright() {
    Path pyright = RepoPaths.root().resolve("tools/node/node_modules/.bin/pyright");
    if (!Files.isExecutable(pyright)) {
      fail("pyright is not installed (" + pyright + " is missing): run bash tools/install-node-tools.sh");
    }
    return pyright;
  }

  /** pyright's settings for a checked usage file: {@code # type:} comments off, an unneeded {@code # pyright: ignore} an error. */
  static void writePyrightConfig(Path dir) throws IOException {
    Files.writeString(dir.resolve("pyrightconfig.json"), """
        {"pythonVersion": "3.10", "enableTypeIgnoreComments": false, "reportUnnecessaryTypeIgnoreComment": "error"}
        """);
  }

  /** {@link #run} for a background thread: a failure to start becomes an unchecked exception. */
  static Result runUnchecked(List<String> command, Path dir) {
    try {
      return run(command, dir, Map.of(), 600);
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  /** What a command printed (stdout and stderr together) and its exit code. */
  record Result(int exitCode, String output) {}

  /** Runs a command of the Python tools in {@code dir}, through the shared runner of the package tests. */
  static Result run(List<String> command, Path dir, Map<String, String> env, long timeoutSeconds) throws Exception {
    PackageBuild.Result result = PackageBuild.run(command, dir, env, timeoutSeconds, "run " + INSTALL);
    return new Result(result.exitCode(), result.output());
  }

  /** Renders a catalog's Python client in memory. */
  static List<GeneratedFile> render(String catalogDir, String module, String style) throws Exception {
    CatalogPipeline pipeline = new CatalogPipeline();
    var prepared = pipeline.prepare(RepoPaths.root().resolve(catalogDir).resolve("operations.json"));
    return pipeline.render(prepared.plan(), new PythonTarget(), TargetOptions.DEFAULTS.with(PythonTarget.MODULE, module).with(PythonTarget.RESULT_STYLE, style), null);
  }

  /** Writes files under {@code dir}. */
  static void write(Path dir, List<GeneratedFile> files) throws IOException {
    for (GeneratedFile file : files) {
      Path path = dir.resolve(file.path());
      Files.createDirectories(path.getParent());
      Files.writeString(path, file.content(), StandardCharsets.UTF_8);
    }
  }

  /** An empty directory under {@code target/}. */
  static Path cleanDir(String name) throws IOException {
    Path dir = Path.of("target", name).toAbsolutePath();
    if (Files.exists(dir)) {
      try (Stream<Path> walk = Files.walk(dir)) {
        for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
    Files.createDirectories(dir);
    return dir;
  }

  /** The generated packages under {@code root}: every top-level directory with an {@code __init__.py}. */
  static List<String> generatedPackages(Path root) throws IOException {
    List<String> out = new ArrayList<>();
    try (Stream<Path> list = Files.list(root)) {
      list.filter(p -> Files.isRegularFile(p.resolve("__init__.py"))).sorted()
          .forEach(p -> out.add(p.getFileName().toString()));
    }
    return out;
  }
}
