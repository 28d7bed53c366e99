package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The project's own drift check: the committed example outputs (the goldens) are in step with the catalog. */
class GoldenDriftTest {
  static Stream<String> targets() {
    return Targets.names().stream();
  }

  @ParameterizedTest
  @MethodSource("targets")
  void committedExampleOutputIsInStep(String target) {
    String out = RepoPaths.root().resolve("golden/agent-sandbox").resolve(target).toString();
    CliRun run = CliRun.run("--catalog", RepoPaths.exampleCatalog().toString(), "--lang", target, "--out", out, "--check");
    assertEquals(0, run.exitCode(), "gen-client --check on " + out + " failed:\n" + run.out() + run.err());
  }
}
