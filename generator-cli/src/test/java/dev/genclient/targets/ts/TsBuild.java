package dev.genclient.targets.ts;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * The one TypeScript compilation of the test suite: the client of every test catalog,
 * plus the contract runner and a typed-usage check beside the example's client (and {@code paged-check.ts} beside
 * the paged-check catalog's), compiled by the pinned tsc with
 * {@code --strict} in a single run (incremental cache under {@code target/ts-build}). The emitted
 * JavaScript is what the behaviour test runs in node. Missing node or tsc fails with the install step.
 */
final class TsBuild {
  static final String INSTALL_HINT =
      "install the pinned Node tools with `bash tools/install-node-tools.sh` (or run `mvn verify`, which does it)";

  /** Test catalogs by output folder name. */
  static Map<String, Path> catalogs() {
    Path root = RepoPaths.root();
    Map<String, Path> out = new LinkedHashMap<>();
    out.put("agent-sandbox", RepoPaths.exampleCatalog());
    out.put("custom-ops", RepoPaths.customOpsCatalog());
    for (String name : List.of("hostile", "python-hostile", "keywords", "java-hostile", "ts-names", "minimal", "minimal-kinds",
        "paged-check")) {
      out.put(name, root.resolve("generator-cli/src/test/resources/catalogs/" + name + "/operations.json"));
    }
    return out;
  }

  record Result(int exitCode, String output, long millis, Path out) {}

  private static Result result;

  private TsBuild() {}

  static Path dir() {
    return Path.of("target/ts-build").toAbsolutePath();
  }

  /** Generates, writes and compiles once per JVM; later callers get the same result. */
  static synchronized Result get() throws Exception {
    if (result == null) {
      result = build();
    }
    return result;
  }

  private static Result build() throws Exception {
    Path root = RepoPaths.root();
    Path tsc = root.resolve("tools/node/node_modules/typescript/bin/tsc");
    if (!Files.isRegularFile(tsc) || !Files.isDirectory(root.resolve("tools/node/node_modules/@types/node"))) {
      fail("tsc or @types/node not found under " + root.resolve("tools/node/node_modules") + ": " + INSTALL_HINT);
    }
    Path dir = dir();
    Path src = dir.resolve("src");
    Path out = dir.resolve("out");
    deleteTree(src);
    if (!Files.isRegularFile(out.resolve("agent-sandbox/index.js"))) {
      // The incremental cache only knows the sources: without the outputs it would emit nothing.
      deleteTree(dir.resolve("cache"));
    }
    CatalogPipeline pipeline = new CatalogPipeline();
    for (Map.Entry<String, Path> catalog : catalogs().entrySet()) {
      List<GeneratedFile> files = pipeline.render(pipeline.prepare(catalog.getValue()).plan(), new TsTarget(),
          TargetOptions.DEFAULTS.with(TsTarget.PACKAGE, "@test/" + catalog.getKey()), null);
      for (GeneratedFile file : files) {
        write(src.resolve(catalog.getKey()).resolve(file.path()), file.content());
      }
    }
    Files.copy(root.resolve("contract-tests/runners/ts/runner.ts"), src.resolve("agent-sandbox/runner.ts"));
    Files.copy(root.resolve("contract-tests/runners/ts/cli-runner.ts"), src.resolve("agent-sandbox/cli-runner.ts"));
    try (var typed = TsBuild.class.getResourceAsStream("/ts-behaviour/typed-usage.ts")) {
      Files.copy(typed, src.resolve("agent-sandbox/typed-usage.ts"));
    }
    try (var typed = TsBuild.class.getResourceAsStream("/ts-behaviour/paged-check.ts")) {
      Files.copy(typed, src.resolve("paged-check/paged-check.ts"));
    }
    String module = "{\"type\": \"module\"}\n";
    write(src.resolve("package.json"), module);
    write(out.resolve("package.json"), module);
    write(dir.resolve("tsconfig.json"), tsconfig(root));
    NodeRun run = node(dir, tsc.toString(), "-p", dir.resolve("tsconfig.json").toString());
    return new Result(run.exitCode(), run.out() + run.err(), run.millis(), out);
  }

  /** One finished node process: exit code, stdout, stderr and how long it ran. */
  record NodeRun(int exitCode, String out, String err, long millis) {}

  /** Runs {@code node args...} in {@code dir}; a missing node fails the test naming the install step. */
  static NodeRun node(Path dir, String... args) throws Exception {
    List<String> command = new java.util.ArrayList<>();
    command.add("node");
    command.addAll(List.of(args));
    Path err = Files.createTempFile(dir(), "node", ".stderr.txt");
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectError(err.toFile());
    long start = System.nanoTime();
    Process process;
    try {
      process = builder.start();
    } catch (IOException e) {
      fail("cannot run node (is Node.js 18+ on the PATH?): " + e.getMessage() + "; " + INSTALL_HINT);
      return null;
    }
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(180, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("node timed out: " + command);
    }
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    String errText = Files.readString(err, StandardCharsets.UTF_8);
    Files.delete(err);
    return new NodeRun(process.exitValue(), out, errText, millis);
  }

  private static String tsconfig(Path root) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode config = mapper.createObjectNode();
    ObjectNode options = config.putObject("compilerOptions");
    options.put("target", "ES2022");
    options.put("module", "NodeNext");
    options.put("moduleResolution", "NodeNext");
    options.putArray("lib").add("ES2022").add("DOM");
    options.putArray("types").add("node");
    options.putArray("typeRoots").add(root.resolve("tools/node/node_modules/@types").toString());
    options.put("strict", true);
    options.put("noUnusedLocals", true);
    options.put("skipLibCheck", true);
    options.put("rootDir", "src");
    options.put("outDir", "out");
    options.put("incremental", true);
    options.put("tsBuildInfoFile", "cache/tsbuildinfo");
    options.put("newLine", "lf");
    config.putArray("include").add("src/**/*.ts");
    return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(config);
  }

  private static void write(Path file, String content) throws IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, content, StandardCharsets.UTF_8);
  }

  static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}
