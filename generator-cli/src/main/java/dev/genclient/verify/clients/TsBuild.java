package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.output.GeneratedFile;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.targets.ts.TsTarget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The build the ts and cli columns share: the generated TypeScript package (its command-line client
 * included) and the packaged runners in one source directory, compiled by one run of the pinned
 * {@code typescript} (installed once by npm under the work dir) into ES modules.
 */
public final class TsBuild {
  static final String INSTALL = "install Node.js 20+ (node and npm on PATH, or --node PATH and --npm PATH)";
  private static final String MODULE_PACKAGE = "{\"type\": \"module\"}\n";
  private static final List<String> RUNNERS = List.of("runner.ts", "cli-runner.ts");

  private TsBuild() {}

  /** Compiles into {@code work/out} and returns it; the sources come from {@code clientsDir/ts} when given. */
  static Path compile(ClientPlan plan, Path clientsDir, Path work, Path workDir, String node, String npm)
      throws IOException, InterruptedException {
    Path tools = typescript(workDir, work, npm);
    Path src = Files.createDirectories(work.resolve("src"));
    Path out = Files.createDirectories(work.resolve("out"));
    // The package form: the command-line client's runtime (runtime/cli*.ts) comes only with it.
    List<GeneratedFile> generated = new CatalogPipeline().render(plan, Targets.byName("ts").orElseThrow(),
        TargetOptions.DEFAULTS.with(TsTarget.PACKAGE, "verify-client"), null);
    if (clientsDir != null) {
      copyTree(clientsDir.resolve("ts"), src);
    }
    for (GeneratedFile file : generated) {
      Path target = src.resolve(file.path());
      if (file.path().endsWith(".ts") && (clientsDir == null || !Files.exists(target))) {
        Files.createDirectories(target.getParent());
        Files.write(target, file.bytes());
      }
    }
    for (String runner : RUNNERS) {
      GeneratedSources.runner("ts/" + runner, src.resolve(runner));
    }
    Files.writeString(src.resolve("package.json"), MODULE_PACKAGE, StandardCharsets.UTF_8);
    Files.writeString(out.resolve("package.json"), MODULE_PACKAGE, StandardCharsets.UTF_8);
    Path tsconfig = work.resolve("tsconfig.json");
    Files.writeString(tsconfig, tsconfig(tools.resolve("node_modules/@types")), StandardCharsets.UTF_8);
    Tool.require(List.of(node, tools.resolve("node_modules/typescript/bin/tsc").toString(), "-p", tsconfig.toString()), work, Map.of(),
        "the generated TypeScript client did not compile");
    return out;
  }

  /** The work dir's pinned typescript and @types/node (the versions the TS target's package.json pins), installed on first use. */
  private static Path typescript(Path workDir, Path work, String npm) throws IOException, InterruptedException {
    Path dir = workDir.resolve("typescript-" + TsTarget.TYPESCRIPT_VERSION + "-node-" + TsTarget.TYPES_NODE_VERSION);
    if (Files.exists(dir.resolve("node_modules/typescript/bin/tsc")) && Files.isDirectory(dir.resolve("node_modules/@types/node"))) {
      return dir;
    }
    Files.createDirectories(dir);
    Tool.require(List.of(npm, "install", "--prefix", dir.toString(), "--no-audit", "--no-fund", "--prefer-offline",
        "typescript@" + TsTarget.TYPESCRIPT_VERSION, "@types/node@" + TsTarget.TYPES_NODE_VERSION), work, Map.of(),
        INSTALL + "; npm must reach its registry (or a mirror) once to install typescript into " + dir);
    return dir;
  }

  /**
   * The tsconfig.json beside {@code src/} and {@code out/} that compiles a client with its runners (here and in the
   * contract suite): strict, ES2022, NodeNext, Node's types from {@code types}.
   */
  public static String tsconfig(Path types) throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    ObjectNode config = mapper.createObjectNode();
    ObjectNode options = config.putObject("compilerOptions");
    options.put("target", "ES2022");
    options.put("module", "NodeNext");
    options.put("moduleResolution", "NodeNext");
    options.putArray("lib").add("ES2022").add("DOM");
    options.putArray("types").add("node");
    options.putArray("typeRoots").add(types.toString());
    options.put("strict", true);
    options.put("skipLibCheck", true);
    options.put("rootDir", "src");
    options.put("outDir", "out");
    options.put("newLine", "lf");
    config.putArray("include").add("src/**/*.ts");
    return mapper.writerWithDefaultPrettyPrinter().writeValueAsString(config);
  }

  private static void copyTree(Path from, Path to) throws IOException {
    try (Stream<Path> files = Files.walk(from)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".ts")).sorted().toList()) {
        Path target = to.resolve(from.relativize(file).toString());
        Files.createDirectories(target.getParent());
        Files.copy(file, target, StandardCopyOption.REPLACE_EXISTING);
      }
    }
  }
}
