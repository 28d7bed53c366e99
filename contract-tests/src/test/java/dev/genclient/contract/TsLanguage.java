package dev.genclient.contract;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * TypeScript: copies golden/agent-sandbox/ts/*.ts and runners/ts/*.ts into one source directory,
 * compiles them with the pinned tsc once, and runs {@code node runner.js} (and {@code members.js})
 * once per suite.
 */
final class TsLanguage implements ClientLanguage {
  private static final String INSTALL = "run: bash tools/install-node-tools.sh";

  // Compiled once per JVM: the suite and the ledger test share it.
  private static Path compiled;

  @Override
  public String name() {
    return "ts";
  }

  @Override
  public Path run(Path plan, Path work) throws Exception {
    Path out = compile(work);
    ExternalProcess.require(out.resolve("runner.js"), "the TS contract runner's output",
        "contract-tests/runners/ts/runner.ts must exist and compile");
    Path results = work.resolve("results-ts.jsonl");
    ExternalProcess.run(List.of("node", out.resolve("runner.js").toString(), plan.toString(), results.toString()), work,
        Map.of());
    return results;
  }

  @Override
  public GeneratedMembers members(Path work) throws Exception {
    Path out = compile(work);
    String json = ExternalProcess.run(List.of("node", out.resolve("members.js").toString()), work, Map.of());
    return GeneratedMembers.fromJson(new ObjectMapper().readTree(json));
  }

  /**
   * One tsc run over the golden and the runners. {@code runners/ts/tsconfig.json}, when present, is
   * used as is ({@code tsc -p}); otherwise strict flags with Node's module resolution.
   */
  private static synchronized Path compile(Path work) throws IOException, InterruptedException {
    if (compiled != null) {
      return compiled;
    }
    Path root = RepoRoot.path();
    Path golden = RepoRoot.golden("ts");
    Path runners = RepoRoot.runners().resolve("ts");
    Path tsc = root.resolve("tools/node/node_modules/.bin/tsc");
    ExternalProcess.require(golden, "the TypeScript golden",
        "generate it: ./gen-client --catalog examples/agent-sandbox/operations.json --lang ts --out golden/agent-sandbox/ts");
    ExternalProcess.require(runners.resolve("runner.ts"), "the TS contract runner", "see contract-tests/RUNNER-PROTOCOL.md");
    ExternalProcess.require(runners.resolve("members.ts"), "the TS member lister", "see docs/contract-tests.md");
    ExternalProcess.require(tsc, "tsc", INSTALL);
    Path dir = work.resolve("ts");
    Path src = dir.resolve("src");
    Path out = dir.resolve("out");
    Files.createDirectories(src);
    List<Path> inputs = new ArrayList<>();
    for (Path from : List.of(golden, runners)) {
      try (Stream<Path> files = Files.list(from)) {
        for (Path file : files.filter(f -> f.toString().endsWith(".ts") || f.getFileName().toString().equals("tsconfig.json"))
            .sorted().toList()) {
          Path copy = Files.copy(file, src.resolve(file.getFileName().toString()), StandardCopyOption.REPLACE_EXISTING);
          if (copy.toString().endsWith(".ts")) {
            inputs.add(copy);
          }
        }
      }
    }
    List<String> command = new ArrayList<>(List.of(tsc.toString()));
    if (Files.exists(src.resolve("tsconfig.json"))) {
      command.addAll(List.of("-p", src.toString(), "--outDir", out.toString()));
    } else {
      command.addAll(List.of("--strict", "--target", "es2022", "--module", "nodenext", "--moduleResolution", "nodenext",
          "--skipLibCheck", "--outDir", out.toString()));
      inputs.forEach(file -> command.add(file.toString()));
    }
    ExternalProcess.run(command, dir, Map.of());
    compiled = out;
    return out;
  }
}
