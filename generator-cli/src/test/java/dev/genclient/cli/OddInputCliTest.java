package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.catalog.MessageText;
import dev.genclient.pipeline.CatalogPipeline;
import dev.genclient.targets.TargetOptions;
import dev.genclient.targets.Targets;
import dev.genclient.testing.CliRun;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Odd input that once gave a stack overflow (exit 1), an unlocated internal error (exit 70), a
 * message over several lines or a megabyte long, or no error at all: each is now a located
 * one-line diagnostic and exit 3, from {@code validate} and from generation alike, which writes
 * nothing.
 */
class OddInputCliTest {
  @TempDir
  Path tmp;

  private static final String HEAD = "{\"catalog_format\":1,\"name\":\"t\",\"catalog_version\":\"1.0.0\",\"ops\":[";

  private static String catalog(String trigger) {
    return switch (trigger) {
      case "deep-id" -> HEAD + "{\"id\":\"" + String.join(".", java.util.Collections.nCopies(2000, "a")) + "\",\"summary\":\"s\"}]}";
      case "lone-surrogate" -> HEAD + "{\"id\":\"a.b\",\"summary\":\"s\",\"description\":\"\\ud800\"}]}";
      case "huge-number" -> HEAD + "{\"id\":\"a.b\",\"summary\":\"s\",\"examples\":[{\"params\":{\"x\":-1e999}}]}]}";
      case "newline-key" -> HEAD + "{\"id\":\"a.b\",\"summary\":\"s\",\"bad\\nkey\\u001b[31m\":1}]}";
      case "huge-string" -> HEAD + "{\"id\":\"" + "A".repeat(1_000_000) + "\",\"summary\":\"s\"}]}";
      case "newline-summary" -> HEAD + "{\"id\":\"a.b\",\"summary\":\"line one\\nline two\"}]}";
      default -> throw new IllegalArgumentException(trigger);
    };
  }

  /** The deepest id the bounds allow (32 segments) validates and renders every target. */
  @Test
  void anIdAtTheSegmentBoundGeneratesEveryTarget() throws Exception {
    String id = String.join(".", java.util.Collections.nCopies(32, "deep"));
    Path file = Files.writeString(tmp.resolve("deep.json"), HEAD + "{\"id\":\"" + id + "\",\"summary\":\"s\"}]}");
    CatalogPipeline pipeline = new CatalogPipeline();
    CatalogPipeline.Prepared prepared = pipeline.prepare(file);
    for (String name : Targets.names()) {
      assertFalse(pipeline.render(prepared.plan(), Targets.byName(name).orElseThrow(), TargetOptions.DEFAULTS, null)
          .isEmpty(), name);
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"deep-id", "lone-surrogate", "huge-number", "newline-key", "huge-string", "newline-summary"})
  void validateAndGenerateAnswerWithLocatedOneLineErrors(String trigger) throws Exception {
    Path file = Files.writeString(tmp.resolve(trigger + ".json"), catalog(trigger), StandardCharsets.UTF_8);
    Pattern located = Pattern.compile(Pattern.quote(file.toString()) + ":\\d+:\\d+: \\[[a-z-]+] \\S.*");
    Path out = tmp.resolve("out");
    for (CliRun run : List.of(CliRun.run("validate", file.toString()),
        CliRun.run("--catalog", file.toString(), "--lang", "all", "--out", out.toString()))) {
      assertEquals(3, run.exitCode(), run.err());
      List<String> lines = run.err().lines().toList();
      assertEquals(2, lines.size(), run.err());
      assertTrue(located.matcher(lines.get(0)).matches(), lines.get(0));
      assertTrue(lines.get(0).length() < MessageText.MAX_LINE + file.toString().length() + 40, "capped: " + lines.get(0).length());
      assertFalse(lines.get(0).chars().anyMatch(c -> c < 0x20), lines.get(0));
      assertEquals("gen-client: 1 problem(s); nothing was generated", lines.get(1));
    }
    assertFalse(Files.exists(out), "nothing is written for an invalid catalog");
  }
}
