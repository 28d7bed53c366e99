package dev.genclient.contract;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.verify.clients.TsBuild;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * TypeScript: copies a generated client's *.ts (the committed golden/<catalog>/ts, its runtime/
 * included) and runners/ts/*.ts into one source directory, compiles them with the pinned tsc once
 * (ES modules, @types/node, the same options as the TS target's own tests), and runs
 * {@code node runner.js} (and {@code members.js}) once per suite.
 */
final class TsLanguage implements ClientLanguage {
  private static final String INSTALL = "install Node.js 20+ and the pinned tools: bash tools/install-node-tools.sh";
  private static final String MODULE_PACKAGE = "{\"type\": \"module\"}\n";

  // Compiled once per JVM and client: the suite, the ledger test and the Prism peer test share it.
  private static final PerClient<Path> COMPILED = new PerClient<>();

  private final GeneratedClients clients;

  /** The client under {@code clients.of("ts")}. */
  TsLanguage(GeneratedClients clients) {
    this.clients = clients;
  }

  @Override
  public String name() {
    return "ts";
  }

  @Override
  public Path run(Path plan, Path work) throws Exception {
    return runRunner("runner", "ts", plan, work);
  }

  @Override
  public Path runScenarios(Path plan, Path work) throws Exception {
    return runNode("scenarios", "the TS scenario runner", plan, work.resolve("scenarios-ts.jsonl"), work);
  }

  /** Runs {@code runners/ts/<runner>.ts}'s output over the plan into {@code results-<language>.jsonl}. */
  private Path runRunner(String runner, String language, Path plan, Path work) throws Exception {
    return runNode(runner, "the " + language + " contract runner", plan, work.resolve("results-" + language + ".jsonl"), work);
  }

  /** {@code node out/<script>.js PLAN RESULTS} over the compiled golden and runners. */
  private Path runNode(String script, String what, Path plan, Path results, Path work) throws Exception {
    Path out = compile(work);
    ExternalProcess.require(out.resolve(script + ".js"), what + "'s output",
        "contract-tests/runners/ts/" + script + ".ts must exist and compile");
    ExternalProcess.run(List.of("node", out.resolve(script + ".js").toString(), plan.toString(), results.toString()), work,
        Map.of(), INSTALL);
    return results;
  }

  @Override
  public GeneratedMembers members(Path work) throws Exception {
    Path out = compile(work);
    String json = ExternalProcess.run(List.of("node", out.resolve("members.js").toString()), work, Map.of(), INSTALL);
    return GeneratedMembers.fromJson(new ObjectMapper().readTree(json));
  }

  private Path compile(Path work) throws Exception {
    return COMPILED.get(clients.root(), () -> build(work));
  }

  /** One tsc run over the golden and the runners, into ES modules ({@code "type": "module"}). */
  private Path build(Path work) throws IOException, InterruptedException {
    Path root = RepoRoot.path();
    Path golden = clients.of("ts");
    Path runners = RepoRoot.runners().resolve("ts");
    Path tsc = root.resolve("tools/node/node_modules/typescript/bin/tsc");
    Path types = root.resolve("tools/node/node_modules/@types");
    ExternalProcess.require(golden, "the TypeScript golden",
        "generate it: " + clients.regenerate("ts"));
    ExternalProcess.require(runners.resolve("runner.ts"), "the TS contract runner", "see contract-tests/RUNNER-PROTOCOL.md");
    ExternalProcess.require(runners.resolve("members.ts"), "the TS member lister", "see docs/contract-tests.md");
    ExternalProcess.require(tsc, "tsc", INSTALL);
    ExternalProcess.require(types.resolve("node"), "@types/node", INSTALL);
    Path dir = work.resolve("ts");
    Path src = dir.resolve("src");
    Path out = dir.resolve("out");
    deleteTree(src);
    Files.createDirectories(src);
    Files.createDirectories(out);
    for (Path from : List.of(golden, runners)) {
      // The golden's runtime/ subdirectory comes along with its relative path.
      try (Stream<Path> files = Files.walk(from)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".ts")).sorted().toList()) {
          Path to = src.resolve(from.relativize(file).toString());
          Files.createDirectories(to.getParent());
          Files.copy(file, to, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    // The command-line client's runtime files (cli.ts, cli-*.ts), which only a generated package carries (the CLI runner needs them).
    try (Stream<Path> files = Files.list(root.resolve("runtime/ts/src"))) {
      for (Path file : files.filter(f -> f.getFileName().toString().matches("cli(-.*)?\\.ts")).sorted().toList()) {
        Files.copy(file, src.resolve("runtime").resolve(file.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
      }
    }
    Files.writeString(src.resolve("package.json"), MODULE_PACKAGE, StandardCharsets.UTF_8);
    Files.writeString(out.resolve("package.json"), MODULE_PACKAGE, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("tsconfig.json"), TsBuild.tsconfig(types), StandardCharsets.UTF_8);
    ExternalProcess.run(List.of("node", tsc.toString(), "-p", dir.resolve("tsconfig.json").toString()), dir, Map.of(),
        INSTALL);
    return out;
  }

  private static void deleteTree(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> walk = Files.walk(dir)) {
      for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
        Files.delete(path);
      }
    }
  }
}
