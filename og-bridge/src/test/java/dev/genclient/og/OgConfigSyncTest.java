package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * og: targets in gen-client.yaml (with their OpenAPI Generator options and template directory),
 * in {@code sync} (the lock records those options) and in {@code sync --config}; the manifest
 * records the catalog of the files that cannot carry a header, and {@code --check} compares it.
 */
class OgConfigSyncTest {
  @TempDir
  Path repo;

  private Path templates() throws IOException {
    Path templates = Files.createDirectories(repo.resolve("tpl"));
    Files.writeString(templates.resolve("README.mustache"), "Our own README for {{packageName}}.\n");
    return templates;
  }

  @Test
  void aConfigTakesOgTargetsWithTheirOptionsAndCheckSeesTheCatalogOfHeaderlessFiles() throws Exception {
    Path catalog = Files.copy(OgRuns.CUSTOM_OPS, repo.resolve("operations.json"));
    templates();
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), """
        catalog: operations.json
        targets:
          - lang: og:go
            out: client-go
            options: {goModule: example.com/acme/shop-go, apiDocs: "false", og_template_dir: tpl}
          - {lang: openapi, out: api}
        """);
    OgRuns.Run write = OgRuns.cli("generate", "--config", config.toString());
    assertEquals(0, write.exitCode(), write.out() + write.err());
    Path go = repo.resolve("client-go");
    assertTrue(Files.readString(go.resolve("go.mod")).contains("\nmodule example.com/acme/shop-go\n"), "goModule reached go.mod");
    assertFalse(Files.exists(go.resolve("docs/CustomAPI.md")), "apiDocs=false reached OpenAPI Generator");
    assertTrue(Files.readString(go.resolve("README.md")).endsWith("-->\nOur own README for customops.\n"),
        "og_template_dir is relative to the configuration file");
    String digest = Files.readString(go.resolve("client.go")).lines().filter(line -> line.startsWith("// catalog_digest: "))
        .findFirst().orElseThrow().substring("// catalog_digest: ".length());
    String manifest = Files.readString(go.resolve(".gen-client-manifest"));
    assertTrue(manifest.contains("\ngo.sum\tcatalog_version=1.0.0 catalog_digest=" + digest + "\n"),
        "the manifest records the catalog of go.sum as the headers do:\n" + manifest);
    assertTrue(manifest.contains("\ngo.mod\n"), "go.mod carries its header itself:\n" + manifest);

    OgRuns.Run check = OgRuns.cli("generate", "--config", config.toString(), "--check");
    assertEquals(0, check.exitCode(), check.out() + check.err());
    assertEquals(2, check.out().lines().filter(line -> line.startsWith("in step: ")).count(), check.out());

    // A go.sum recorded as made from another catalog: its bytes are right, its record is not.
    Path manifestFile = go.resolve(".gen-client-manifest");
    String older = "catalog_version=0.9.0 catalog_digest=sha256:" + "0".repeat(64);
    Files.writeString(manifestFile, manifest.replace("go.sum\tcatalog_version=1.0.0 catalog_digest=" + digest, "go.sum\t" + older));
    OgRuns.Run recorded = OgRuns.cli("generate", "--config", config.toString(), "--check");
    assertEquals(1, recorded.exitCode(), recorded.out() + recorded.err());
    assertTrue(recorded.out().startsWith("changed: " + manifestFile + "\n--- .gen-client-manifest (on disk)\n"), recorded.out());
    assertTrue(recorded.out().contains("\n-go.sum\t" + older + "\n+go.sum\tcatalog_version=1.0.0 catalog_digest=" + digest + "\n"),
        recorded.out());
    Files.writeString(manifestFile, manifest);

    // A new catalog version leaves go.sum's bytes as they were; the manifest's record of it is what drifts.
    Files.writeString(catalog, Files.readString(catalog).replace("\"catalog_version\": \"1.0.0\"", "\"catalog_version\": \"1.0.1\""));
    OgRuns.Run drift = OgRuns.cli("generate", "--config", config.toString(), "--check");
    assertEquals(1, drift.exitCode(), drift.out() + drift.err());
    assertTrue(drift.out().contains("changed: " + go + "/.gen-client-manifest\n"), drift.out());
    assertFalse(drift.out().contains("changed: " + go + "/go.sum\n"), drift.out());
  }

  @Test
  void ogProblemsInAConfigAreLocated() throws Exception {
    Files.copy(OgRuns.CUSTOM_OPS, repo.resolve("operations.json"));
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), """
        catalog: operations.json
        targets:
          - lang: og:go
            out: a
            options: {goModule: sandbox}
          - lang: og:no-such-generator
            out: b
          - lang: og:go
            out: c
            options: {og_template_dir: none}
        """);
    OgRuns.Run run = OgRuns.cli("generate", "--config", config.toString());
    assertEquals(3, run.exitCode(), run.out() + run.err());
    assertEquals(config + ":5:5: [config-option] og:go: --og-option goModule='sandbox' is not a Go module path of the form"
        + " host/owner/repo (e.g. github.com/acme/sandbox-go)\n"
        + config + ":6:5: [config-option] og:no-such-generator: OpenAPI Generator 7.25.0 has no generator named"
        + " 'no-such-generator'\n"
        + config + ":10:15: [config-option] og_template_dir " + repo.resolve("none") + " is not a directory\n"
        + "gen-client: 3 problem(s); nothing was generated\n", run.err());
    assertFalse(Files.exists(repo.resolve("a")), "nothing was written");
  }

  @Test
  void syncTakesOgTargetsAndTheirLockRecordsTheOgOptions() throws Exception {
    Path dist = repo.resolve("dist");
    OgRuns.Run release = OgRuns.cli("release", "--catalog", OgRuns.CUSTOM_OPS.toString(), "--out", dist.toString());
    assertEquals(0, release.exitCode(), release.err());
    Path asset = dist.resolve("custom-ops-catalog-1.0.0.json");
    String digest = "sha256:" + sha256(Files.readAllBytes(asset));
    Path templates = templates();
    Path out = repo.resolve("client-go");
    String[] sync = {"sync", "--asset", asset.toString(), "--digest", digest, "--lang", "og:go", "--out", out.toString(),
        "--og-option", "goModule=example.com/acme/x", "--og-template-dir", templates.toString()};
    OgRuns.Run run = OgRuns.cli(sync);
    assertEquals(0, run.exitCode(), run.out() + run.err());
    String lock = Files.readString(out.resolve("gen-client.lock.json"));
    assertTrue(lock.contains("\"lang\": \"og:go\",\n  \"options\": {\n    \"goModule\": \"example.com/acme/x\",\n"
        + "    \"og_template_dir\": \"../tpl\"\n  }\n"), lock);
    assertTrue(Files.readString(out.resolve("go.mod")).contains("\nmodule example.com/acme/x\n"));

    OgRuns.Run check = OgRuns.cli(with(sync, "--check"));
    assertEquals(0, check.exitCode(), check.out() + check.err());
    String[] other = sync.clone();
    other[10] = "goModule=example.com/acme/y";
    OgRuns.Run drift = OgRuns.cli(with(other, "--check"));
    assertEquals(1, drift.exitCode(), drift.out() + drift.err());
    assertTrue(drift.out().contains("options.goModule is \"example.com/acme/x\", expected \"example.com/acme/y\""), drift.out());

    // The same target from a configuration pinned to the asset: the same lock, so its check passes.
    Path config = Files.writeString(repo.resolve("gen-client.yaml"), "catalog: {asset: dist/" + asset.getFileName()
        + ", digest: " + digest + "}\ntargets:\n  - lang: og:go\n    out: client-go\n"
        + "    options: {goModule: example.com/acme/x, og_template_dir: tpl}\n");
    OgRuns.Run configCheck = OgRuns.cli("sync", "--config", config.toString(), "--check");
    assertEquals(0, configCheck.exitCode(), configCheck.out() + configCheck.err());
  }

  private static String[] with(String[] args, String extra) {
    String[] all = java.util.Arrays.copyOf(args, args.length + 1);
    all[args.length] = extra;
    return all;
  }

  private static String sha256(byte[] bytes) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
  }
}
