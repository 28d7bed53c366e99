package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.output.GeneratorVersion;
import dev.genclient.release.ReleaseAssets;
import dev.genclient.sync.SyncLock;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code gen-client sync}, in-process: digest pinning, the lock, --check on lock and output drift. */
class SyncCommandTest {
  @TempDir
  Path tmp;

  private Path asset;
  private String digest;
  private Path out;

  @BeforeEach
  void release() throws IOException {
    Path dist = tmp.resolve("dist");
    CliRun run = CliRun.run("release", "--catalog", RepoPaths.customOpsCatalog().toString(), "--out", dist.toString());
    assertEquals(0, run.exitCode(), run.err());
    asset = dist.resolve("custom-ops-catalog-1.0.0.json");
    digest = "sha256:" + ReleaseAssets.sha256Hex(Files.readAllBytes(asset));
    out = tmp.resolve("client");
  }

  private CliRun sync(String... extra) {
    return syncLang("markdown", extra);
  }

  private CliRun syncLang(String lang, String... extra) {
    String[] base = {"sync", "--asset", asset.toString(), "--digest", digest, "--lang", lang, "--out", out.toString()};
    String[] args = new String[base.length + extra.length];
    System.arraycopy(base, 0, args, 0, base.length);
    System.arraycopy(extra, 0, args, base.length, extra.length);
    return CliRun.run(args);
  }

  @Test
  void generatesAndRecordsTheLock() throws IOException {
    CliRun run = syncLang("ts", "--ts-package", "@acme/shop");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("verified " + asset + ": " + digest + "\n"), run.out());
    assertTrue(Files.isRegularFile(out.resolve("client.ts")));
    assertEquals(lockJson("ts", "    \"ts_package\": \"@acme/shop\",\n    \"ts_cli\": null\n"), Files.readString(out.resolve(SyncLock.FILE_NAME)));
    assertFalse(Files.readString(out.resolve(".gen-client-manifest")).contains(SyncLock.FILE_NAME), "the lock is not generated output");
  }

  @Test
  void theLockHoldsOnlyTheOptionsItsTargetDeclares() throws IOException {
    assertEquals(0, sync().exitCode());
    assertEquals(lockJson("markdown", ""), Files.readString(out.resolve(SyncLock.FILE_NAME)).replace("{ }", "{\n  }"));
  }

  @Test
  void aFormatOneLockIsReadAndItsOlderFormatReportedUntilSyncRewritesIt() throws IOException {
    assertEquals(0, syncLang("ts", "--ts-package", "@acme/a").exitCode());
    // The lock gen-client 0.1 wrote: format 1, the options of every language.
    Path lock = out.resolve(SyncLock.FILE_NAME);
    Files.writeString(lock, lockJson("ts", "    \"package\": null,\n    \"module\": null,\n    \"ts_package\": \"@acme/a\",\n"
        + "    \"result_style\": null\n").replace("\"lock_format\": 2", "\"lock_format\": 1"));
    CliRun check = syncLang("ts", "--check", "--ts-package", "@acme/a");
    assertEquals(1, check.exitCode());
    // Every file the write left in the directory but its manifest and the lock.
    long written;
    try (Stream<Path> files = Files.walk(out)) {
      written = files.filter(Files::isRegularFile)
          .filter(p -> !p.endsWith(".gen-client-manifest") && !p.endsWith(SyncLock.FILE_NAME)).count();
    }
    assertEquals("verified " + asset + ": " + digest + "\n" + lock + ": lock_format is 1, expected 2\nin step: " + out
        + " (" + written + " files, ts)\n", check.out());
    CliRun otherOption = syncLang("ts", "--check", "--ts-package", "@acme/b");
    assertTrue(otherOption.out().contains(lock + ": options.ts_package is \"@acme/a\", expected \"@acme/b\"\n"), otherOption.out());
    assertEquals(0, syncLang("ts", "--ts-package", "@acme/a").exitCode());
    assertEquals(0, syncLang("ts", "--check", "--ts-package", "@acme/a").exitCode());
  }

  private String lockJson(String lang, String options) {
    return "{\n"
        + "  \"lock_format\": 2,\n"
        + "  \"name\": \"custom-ops\",\n"
        + "  \"version\": \"1.0.0\",\n"
        + "  \"digest\": \"" + digest + "\",\n"
        + "  \"generator\": \"gen-client\",\n"
        + "  \"generator_version\": \"" + GeneratorVersion.get() + "\",\n"
        + "  \"lang\": \"" + lang + "\",\n"
        + "  \"options\": {\n"
        + options
        + "  }\n"
        + "}\n";
  }

  @Test
  void aRerunIsByteIdenticalAndCheckPasses() throws IOException {
    assertEquals(0, sync().exitCode());
    Map<String, byte[]> before = contents(out);
    CliRun again = sync();
    assertEquals(0, again.exitCode(), again.err());
    assertTrue(again.out().contains("0 written, 5 unchanged; gen-client.lock.json unchanged"), again.out());
    Map<String, byte[]> after = contents(out);
    assertEquals(before.keySet(), after.keySet());
    before.forEach((name, bytes) -> assertArrayEquals(bytes, after.get(name), name));
    CliRun check = sync("--check");
    assertEquals(0, check.exitCode(), check.out() + check.err());
    assertTrue(check.out().endsWith("in step: " + out + " (custom-ops 1.0.0, " + digest + ")\n"), check.out());
  }

  @Test
  void aDigestMismatchWritesNothingAndExitsOne() {
    digest = "sha256:" + "0".repeat(64);
    CliRun run = sync();
    assertEquals(1, run.exitCode());
    assertTrue(run.err().startsWith("gen-client: " + asset + ": digest mismatch: the file has sha256:"), run.err());
    assertTrue(run.err().contains("the pin is " + digest + "; nothing was written"), run.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void aMalformedDigestIsAUsageError() {
    digest = "md5:abc";
    CliRun run = sync();
    assertEquals(2, run.exitCode());
    assertTrue(run.err().startsWith("--digest must be sha256: and 64 hex digits, not 'md5:abc'"), run.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void checkFailsWhenTheLockDigestDrifted() throws IOException {
    assertEquals(0, sync().exitCode());
    Path lock = out.resolve(SyncLock.FILE_NAME);
    String other = "sha256:" + "1".repeat(64);
    Files.writeString(lock, Files.readString(lock).replace(digest, other));
    CliRun check = sync("--check");
    assertEquals(1, check.exitCode());
    assertTrue(check.out().contains(lock + ": digest is \"" + other + "\", expected \"" + digest + "\"\n"), check.out());
    assertTrue(check.err().contains("sync drift found"), check.err());
  }

  @Test
  void checkFailsWhenTheOptionsDrifted() {
    assertEquals(0, syncLang("java", "--package", "com.example.a").exitCode());
    CliRun check = syncLang("java", "--check", "--package", "com.example.b");
    assertEquals(1, check.exitCode());
    assertTrue(check.out().contains("options.package is \"com.example.a\", expected \"com.example.b\""), check.out());
  }

  @Test
  void checkFailsWhenTheOutputDriftedOrTheLockIsMissing() throws IOException {
    assertEquals(0, sync().exitCode());
    Files.writeString(out.resolve("errors.md"), "edited\n");
    Files.delete(out.resolve(SyncLock.FILE_NAME));
    CliRun check = sync("--check");
    assertEquals(1, check.exitCode());
    assertTrue(check.out().contains("missing: " + out.resolve(SyncLock.FILE_NAME)), check.out());
    assertTrue(check.out().contains("changed: " + out + "/errors.md"), check.out());
    assertEquals("edited\n", Files.readString(out.resolve("errors.md")), "--check writes nothing");
  }

  @Test
  void regenerationNeverRemovesTheLock() throws IOException {
    assertEquals(0, sync().exitCode());
    CliRun generate = CliRun.run("--catalog", RepoPaths.exampleCatalog().toString(), "--lang", "openapi", "--out", out.toString());
    assertEquals(0, generate.exitCode(), generate.err());
    assertTrue(generate.out().contains("removed stale"), generate.out());
    assertTrue(Files.isRegularFile(out.resolve(SyncLock.FILE_NAME)));
  }

  @Test
  void anInvalidAssetExitsThreeAndWritesNothing() throws IOException {
    asset = tmp.resolve("bad.json");
    Files.writeString(asset, "{\"catalog_format\": 1}");
    digest = "sha256:" + ReleaseAssets.sha256Hex(Files.readAllBytes(asset));
    CliRun run = sync();
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains(asset + ":1:1: [schema]"), run.err());
    assertFalse(Files.exists(out));
  }

  @Test
  void aConfigSyncsEveryTargetWithALockEachAndChecksThemAll() throws IOException {
    Path repo = Files.createDirectories(tmp.resolve("repo"));
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), "catalog: {asset: ../dist/" + asset.getFileName()
        + ", digest: " + digest + "}\n"
        + "targets:\n"
        + "  - {lang: java, out: sdk-java, options: {package: com.example.shop}}\n"
        + "  - {lang: markdown, out: docs/api}\n");
    CliRun run = CliRun.run("sync", "--config", config.toString());
    assertEquals(0, run.exitCode(), run.out() + run.err());
    assertTrue(run.out().startsWith("verified " + asset + ": " + digest + "\n"), run.out());
    assertEquals(2, run.out().lines().filter(line -> line.startsWith("wrote ") && line.endsWith("gen-client.lock.json written"))
        .count(), run.out());
    assertTrue(Files.isRegularFile(repo.resolve("sdk-java/com/example/shop/ServerClient.java")));
    assertEquals(lockJson("java", "    \"package\": \"com.example.shop\"\n"),
        Files.readString(repo.resolve("sdk-java").resolve(SyncLock.FILE_NAME)));
    assertEquals(lockJson("markdown", ""),
        Files.readString(repo.resolve("docs/api").resolve(SyncLock.FILE_NAME)).replace("{ }", "{\n  }"));

    CliRun check = CliRun.run("sync", "--config", config.toString(), "--check");
    assertEquals(0, check.exitCode(), check.out() + check.err());
    assertTrue(check.out().endsWith("in step: " + repo.resolve("sdk-java") + " (custom-ops 1.0.0, " + digest + ")\n"
        + "in step: " + repo.resolve("docs/api") + " (custom-ops 1.0.0, " + digest + ")\n"), check.out());

    Path lock = repo.resolve("docs/api").resolve(SyncLock.FILE_NAME);
    Files.writeString(lock, Files.readString(lock).replace("\"lang\": \"markdown\"", "\"lang\": \"openapi\""));
    CliRun drift = CliRun.run("sync", "--config", config.toString(), "--check");
    assertEquals(1, drift.exitCode());
    assertTrue(drift.out().contains(lock + ": lang is \"openapi\", expected \"markdown\"\n"), drift.out());
  }

  @Test
  void aConfigWithoutAPinnedAssetIsALocatedErrorAndSyncWithoutOptionsReadsNone() throws IOException {
    Path config = Files.writeString(tmp.resolve("gen-client.yaml"), "targets:\n  - {lang: markdown, out: docs}\n"
        + "catalog: operations.json\n");
    CliRun run = CliRun.run("sync", "--config", config.toString());
    assertEquals(3, run.exitCode());
    assertEquals(config + ":3:1: [config-sync] sync generates from a pinned release: catalog must be {asset: FILE,"
        + " digest: sha256:HEX} (for a catalog file, use gen-client generate)\n"
        + "gen-client: 1 problem(s); nothing was generated\n", run.err());
    CliRun mixed = CliRun.run("sync", "--config", config.toString(), "--lang", "java");
    assertEquals(2, mixed.exitCode());
    assertTrue(mixed.err().startsWith("--config cannot be combined with --asset, --digest, --lang, --out"), mixed.err());
    CliRun partial = CliRun.run("sync", "--asset", asset.toString(), "--digest", digest, "--lang", "java");
    assertEquals(2, partial.exitCode());
    assertTrue(partial.err().startsWith("Missing required option: '--out'"), partial.err());
  }

  private static Map<String, byte[]> contents(Path dir) throws IOException {
    Map<String, byte[]> out = new TreeMap<>();
    try (Stream<Path> files = Files.list(dir)) {
      for (Path file : files.toList()) {
        out.put(file.getFileName().toString(), Files.readAllBytes(file));
      }
    }
    return out;
  }
}
