package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.targets.TargetOption;
import dev.genclient.targets.Targets;
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
  void aBrokenOverrideLeavesEveryDirectoryAsItWas() throws Exception {
    Path templates = Files.createDirectories(tmp.resolve("templates"));
    // markdown renders after openapi; its broken template must stop the run before openapi/ is written.
    Files.writeString(templates.resolve("errors.md.mustache"), "{{no_such_name}}\n");
    Path out = tmp.resolve("out");
    CliRun fresh = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString(),
        "--templates", templates.toString());
    assertEquals(2, fresh.exitCode(), fresh.err());
    assertFalse(Files.exists(out), "nothing may be created: " + fresh.out());

    CliRun good = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString());
    assertEquals(0, good.exitCode(), good.err());
    List<String> before = listing(out);
    Files.writeString(out.resolve("openapi/openapi.json"), "edited\n");
    CliRun again = CliRun.run("--catalog", EXAMPLE, "--lang", "openapi,markdown", "--out", out.toString(),
        "--templates", templates.toString());
    assertEquals(2, again.exitCode(), again.err());
    assertEquals("edited\n", Files.readString(out.resolve("openapi/openapi.json")), "openapi/ was rewritten");
    assertEquals(before, listing(out));
    assertTrue(again.out().isEmpty(), again.out());
  }

  @Test
  void aBadPackageIsAUsageErrorLikeABadModule() {
    for (String pkg : List.of("a.class.b", "java.lang", "javax.x", "../../evil", "a..b", "1a", "")) {
      CliRun run = CliRun.run("--catalog", EXAMPLE, "--lang", "java", "--out", tmp.resolve("j").toString(), "--package", pkg);
      assertEquals(2, run.exitCode(), pkg + ": " + run.err());
      assertTrue(run.err().startsWith("--package must be a dotted Java package name without keywords, outside java and"
          + " javax (com.example.client), not '" + pkg + "'"), run.err());
    }
    assertFalse(Files.exists(tmp.resolve("j")));
    CliRun module = CliRun.run("--catalog", EXAMPLE, "--lang", "python", "--out", tmp.resolve("p").toString(), "--module", "a.class");
    assertEquals(2, module.exitCode(), module.err());
  }

  @Test
  void aRefusedWriteSaysWhatToDoAndCheckReportsLeftovers() throws Exception {
    Path out = tmp.resolve("md");
    assertEquals(0, CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString()).exitCode());
    Files.writeString(out.resolve(".gen-client-123.tmp"), "half");
    CliRun check = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString(), "--check");
    assertEquals(1, check.exitCode(), check.err());
    assertEquals("leftover: " + out + "/.gen-client-123.tmp (a temp file of a killed run; the next write removes it)\n",
        check.out());
    Files.writeString(out.resolve(".gen-client-manifest"), "../outside\n");
    CliRun refused = CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", out.toString());
    assertEquals(4, refused.exitCode());
    assertTrue(refused.err().startsWith("gen-client: " + out.toAbsolutePath() + "/.gen-client-manifest:1: '../outside' has"
        + " an empty, '.' or '..' segment"), refused.err());
    assertTrue(refused.err().endsWith("delete that line (or the whole manifest, then remove stale generated files by hand)"
        + " and run again\n"), refused.err());
    assertTrue(Files.exists(out.resolve(".gen-client-123.tmp")), "a refused run changes nothing");
  }

  @Test
  void aNameThatMakesAPathTooLongIsALocatedValidationErrorAndNothingIsWritten() throws Exception {
    String id = "files." + "x".repeat(250);
    Path catalog = Files.writeString(tmp.resolve("long.json"), "{\"catalog_format\": 1, \"name\": \"long\","
        + " \"catalog_version\": \"1.0.0\",\n \"ops\": [{\"id\": \"" + id + "\", \"summary\": \"s\",\n"
        + "  \"params\": {\"type\": \"object\", \"properties\": {\"path\": {\"type\": \"string\"}}}}]}\n");
    CliRun validate = CliRun.run("validate", catalog.toString());
    assertEquals(3, validate.exitCode(), validate.out() + validate.err());
    // FilesX + 249 x + Params.java: the linker's type name of the op's params, as Java writes it.
    String expected = catalog + ":3:3: [output-path] the java output path 'long_/client/model/FilesX" + "x".repeat(55)
        + "...' has a 266-byte name, over the 255 bytes a file system allows; shorten the name";
    assertTrue(validate.err().startsWith(expected + "\n"), validate.err());
    Path out = tmp.resolve("out");
    CliRun generate = CliRun.run("--catalog", catalog.toString(), "--lang", "all", "--out", out.toString());
    assertEquals(3, generate.exitCode(), generate.err());
    assertTrue(generate.err().startsWith(expected + "\n"), generate.err());
    assertFalse(Files.exists(out), "nothing may be written");
    CliRun shortPackage = CliRun.run("--catalog", catalog.toString(), "--lang", "java", "--out", out.toString(),
        "--package", "p");
    assertEquals(3, shortPackage.exitCode(), "the name stays too long under any package: " + shortPackage.err());
  }

  @Test
  void aNamespaceTooLongForItsPythonModuleIsALocatedValidationError() throws Exception {
    String namespace = "n".repeat(253);
    Path catalog = Files.writeString(tmp.resolve("ns.json"), "{\"catalog_format\": 1, \"name\": \"ns\","
        + " \"catalog_version\": \"1.0.0\",\n \"ops\": [{\"id\": \"" + namespace + ".get\", \"summary\": \"s\"}]}\n");
    Path out = tmp.resolve("py");
    CliRun generate = CliRun.run("--catalog", catalog.toString(), "--lang", "python", "--out", out.toString());
    assertEquals(3, generate.exitCode(), generate.err());
    // _api/ + 253 n + .py: a 256-byte file name for the namespace's module.
    String expected = catalog + ":2:11: [output-path] the python output path 'ns/_api/" + "n".repeat(72)
        + "...' has a 256-byte name, over the 255 bytes a file system allows; shorten the name";
    assertTrue(generate.err().contains(expected + "\n"), generate.err());
    assertFalse(Files.exists(out), "nothing may be written");
  }

  @Test
  void generateIsTheRootFormAndPrintsItsUsageWithoutOptions() throws Exception {
    Path root = tmp.resolve("root");
    Path sub = tmp.resolve("sub");
    assertEquals(0, CliRun.run("--catalog", EXAMPLE, "--lang", "markdown", "--out", root.toString()).exitCode());
    CliRun generate = CliRun.run("generate", "--catalog", EXAMPLE, "--lang", "markdown", "--out", sub.toString());
    assertEquals(0, generate.exitCode(), generate.err());
    assertEquals(listing(root), listing(sub));
    assertEquals(Files.readString(root.resolve("operations.md")), Files.readString(sub.resolve("operations.md")));
    CliRun check = CliRun.run("generate", "--catalog", EXAMPLE, "--lang", "markdown", "--out", root.toString(), "--check");
    assertEquals("in step: " + root + " (5 files, markdown)\n", check.out());
    CliRun bare = CliRun.run("generate");
    assertEquals(2, bare.exitCode());
    assertTrue(bare.out().startsWith("Usage: gen-client generate "), bare.out());
  }

  @Test
  void everyTargetOptionIsOfferedByEveryRenderingCommandAndVerboseByAll() {
    for (String command : List.of("", "generate", "sync")) {
      CliRun help = command.isEmpty() ? CliRun.run("--help") : CliRun.run(command, "--help");
      for (TargetOption option : Targets.options()) {
        assertTrue(help.out().contains(option.flag() + "=" + option.paramLabel()), command + ": " + option.flag());
      }
    }
    for (String command : List.of("generate", "validate", "sync", "diff", "docs", "release", "mock")) {
      assertTrue(CliRun.run(command, "--help").out().contains("--verbose"), command);
    }
    // The flags users had before targets declared them are all still there, once each, --ts-cli (the TS CLI's name),
    // and the packaging options the three client targets share, once.
    assertEquals(List.of("--package", "--layout", "--sdk-version", "--docs-url", "--ts-package", "--ts-cli", "--module",
        "--result-style"),
        Targets.options().stream().map(TargetOption::flag).toList());
  }

  static List<String> listing(Path dir) throws Exception {
    try (Stream<Path> walk = Files.walk(dir)) {
      return walk.map(p -> dir.relativize(p).toString()).sorted().toList();
    }
  }
}
