package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run renders every target before it writes any: what fails writes nothing, anywhere. */
class GenerationTest {
  @TempDir
  Path tmp;

  private static final String EXAMPLE = RepoPaths.exampleCatalog().toString();

  @Test
  void aTargetThatFailsToRenderLeavesEveryDirectoryAsItWas() throws Exception {
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    // markdown renders after openapi; its broken template must stop the run before openapi/ is written.
    Files.writeString(templates.resolve("errors.md.mustache"), "{{no_such_name}}\n");
    Path out = tmp.resolve("out");
    CliRun fresh = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString(),
        "--templates", templates.toString());
    assertEquals(70, fresh.exitCode(), fresh.err());
    assertFalse(Files.exists(out), "nothing may be created: " + fresh.out());

    CliRun good = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString());
    assertEquals(0, good.exitCode(), good.err());
    List<String> before = listing(out);
    Files.writeString(out.resolve("openapi/openapi.json"), "edited\n");
    CliRun again = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString(),
        "--templates", templates.toString());
    assertEquals(70, again.exitCode(), again.err());
    assertEquals("edited\n", Files.readString(out.resolve("openapi/openapi.json")), "openapi/ was rewritten");
    assertEquals(before, listing(out));
    assertTrue(again.out().isEmpty(), again.out());
  }

  static List<String> listing(Path dir) throws Exception {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.map(p -> dir.relativize(p).toString()).sorted().toList();
    }
  }
}
