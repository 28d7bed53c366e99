package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The og: command line: unverified generators warn, bad names and options are usage errors, several targets nest. */
class OgCliTest {
  @TempDir
  Path tmp;

  @Test
  void anUnverifiedGeneratorRunsWithAWarning() {
    OgRuns.Run run = OgRuns.generate(OgRuns.CUSTOM_OPS, "og:openapi-yaml", tmp);
    assertTrue(run.err().contains("gen-client: warning: og:openapi-yaml output is unverified (gen-client's tests build only"
        + " [og:go, og:rust]; see docs/og.md)"), run.err());
    assertTrue(Files.isRegularFile(tmp.resolve("openapi/openapi.yaml")), "the generator's output is written");
  }

  @Test
  void aVerifiedGeneratorDoesNotWarn() {
    OgRuns.Run run = OgRuns.generate(OgRuns.CUSTOM_OPS, "og:go", tmp);
    assertEquals("", run.err());
  }

  @Test
  void theGenerateSubcommandTakesOgTargetsAndTheirOptions() {
    OgRuns.Run run = OgRuns.cli("generate", "--catalog", OgRuns.CUSTOM_OPS.toString(), "--lang", "og:go", "--out", tmp.toString(),
        "--og-option", "goModule=example.com/acme/custom");
    assertEquals(0, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().startsWith("wrote og:go to " + tmp + ": "), run.out());
  }

  @Test
  void severalTargetsGoUnderOgDashGenerator() {
    OgRuns.generate(OgRuns.CUSTOM_OPS, "openapi,og:go", tmp);
    assertTrue(Files.isRegularFile(tmp.resolve("openapi/openapi.json")));
    assertTrue(Files.isRegularFile(tmp.resolve("og-go/go.mod")));
  }

  @Test
  void aTemplateDirOverridesTheGeneratorsTemplatesFileByFile() throws Exception {
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    Files.writeString(templates.resolve("README.mustache"), "Our own README for {{packageName}}.\n");
    Path out = tmp.resolve("go");
    OgRuns.generate(OgRuns.CUSTOM_OPS, "og:go", out, "--og-template-dir", templates.toString());
    String readme = Files.readString(out.resolve("README.md"));
    assertTrue(readme.endsWith("-->\nOur own README for customops.\n"), readme);
    assertTrue(Files.readString(out.resolve("client.go")).contains("package customops"), "the other templates are the generator's");
  }

  @Test
  void usageErrorsExitTwoAndWriteNothing() {
    assertUsage("--lang og:no-such-generator: OpenAPI Generator 7.25.0 has no generator named 'no-such-generator'",
        "--lang", "og:no-such-generator");
    assertUsage("--lang og:: --lang og: needs an OpenAPI Generator name, e.g. og:go", "--lang", "og:");
    assertUsage("--og-option takes KEY=VALUE, not 'enumClassPrefix'", "--lang", "og:go", "--og-option", "enumClassPrefix");
    assertUsage("--lang og:go: --og-option goModule='sandbox' is not a Go module path of the form host/owner/repo"
        + " (e.g. github.com/acme/sandbox-go)", "--lang", "og:go", "--og-option", "goModule=sandbox");
    assertUsage("--lang og:rust: --og-option goModule is an option of og:go only", "--lang", "og:rust",
        "--og-option", "goModule=example.com/a/b");
    assertUsage("--og-template-dir " + tmp.resolve("none") + " is not a directory", "--lang", "og:go",
        "--og-template-dir", tmp.resolve("none").toString());
    assertFalse(Files.exists(tmp.resolve("out")), "nothing was written");
  }

  private void assertUsage(String message, String... args) {
    String[] all = new String[args.length + 4];
    System.arraycopy(new String[] {"--catalog", OgRuns.CUSTOM_OPS.toString(), "--out", tmp.resolve("out").toString()}, 0, all, 0, 4);
    System.arraycopy(args, 0, all, 4, args.length);
    OgRuns.Run run = OgRuns.cli(all);
    assertEquals(2, run.exitCode(), run.err());
    assertEquals(message, run.err().lines().findFirst().orElse(""), run.err());
  }
}
