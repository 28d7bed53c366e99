package dev.genclient.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.genclient.release.ReleaseAssets;
import dev.genclient.sync.SyncLock;
import dev.genclient.testing.CatalogReleases;
import dev.genclient.testing.CliRun;
import dev.genclient.testing.LoopbackFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Pins over http: {@code sync --asset URL} fetches and checks the digest, {@code update --asset} moves a
 * configuration's pin after the diff, taking the digest from --digest or the release's SHA256SUMS, against a release
 * page served on the loopback interface.
 */
class PinUpdateTest {
  @TempDir
  Path tmp;

  private Path dist;
  private LoopbackFiles releases;

  @BeforeEach
  void publish() throws IOException {
    dist = tmp.resolve("dist");
    for (String version : new String[] {"1.0.0", "1.1.0", "2.0.0"}) {
      CatalogReleases.release(tmp.resolve("src"), version, dist);
    }
    releases = new LoopbackFiles(dist);
  }

  @AfterEach
  void stop() {
    releases.close();
  }

  private static String digest(Path file) throws IOException {
    return "sha256:" + ReleaseAssets.sha256Hex(Files.readAllBytes(file));
  }

  @Test
  void syncFetchesAnAssetByUrlAndChecksItsDigest() throws IOException {
    String url = releases.url("custom-ops-catalog-1.0.0.json");
    String pin = digest(dist.resolve("custom-ops-catalog-1.0.0.json"));
    Path out = tmp.resolve("client");
    CliRun run = CliRun.run("sync", "--asset", url, "--digest", pin, "--lang", "markdown", "--out", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("verified " + url + ": " + pin + "\n"), run.out());
    assertTrue(Files.readString(out.resolve(SyncLock.FILE_NAME)).contains("\"digest\": \"" + pin + "\""),
        Files.readString(out.resolve(SyncLock.FILE_NAME)));

    Path other = tmp.resolve("other");
    CliRun wrong = CliRun.run("sync", "--asset", url, "--digest", digest(dist.resolve("custom-ops-catalog-1.1.0.json")),
        "--lang", "markdown", "--out", other.toString());
    assertEquals(1, wrong.exitCode());
    assertTrue(wrong.err().startsWith("gen-client: " + url + ": digest mismatch: the file has " + pin), wrong.err());
    assertFalse(Files.exists(other));

    CliRun missing = CliRun.run("sync", "--asset", releases.url("nope.json"), "--digest", pin, "--lang", "markdown",
        "--out", other.toString());
    assertEquals(4, missing.exitCode());
    assertEquals("gen-client: I/O error: GET " + releases.url("nope.json") + ": HTTP 404; nothing was used\n", missing.err());
  }

  private Path config() throws IOException {
    Path project = Files.createDirectories(tmp.resolve("project/api"));
    Files.copy(dist.resolve("custom-ops-catalog-1.0.0.json"), project.resolve("custom-ops-catalog-1.0.0.json"));
    return Files.writeString(tmp.resolve("project/gen-client.yaml"), "# the API we call\n"
        + "catalog:\n"
        + "  asset: api/custom-ops-catalog-1.0.0.json   # from the release page\n"
        + "  digest: " + digest(dist.resolve("custom-ops-catalog-1.0.0.json")) + "\n"
        + "targets:\n"
        + "  - {lang: markdown, out: docs/api}\n", StandardCharsets.UTF_8);
  }

  @Test
  void updateMovesThePinToACompatibleReleaseWithTheDigestFromSha256Sums() throws IOException {
    Path config = config();
    String url = releases.url("custom-ops-catalog-1.1.0.json");
    String pin = digest(dist.resolve("custom-ops-catalog-1.1.0.json"));
    CliRun run = CliRun.run("update", "--asset", url, "--config", config.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("verified " + url + ": " + pin + "\n"), run.out());
    assertTrue(run.out().contains(": compatible [op-added] custom.shout: op custom.shout added\n"), run.out());
    assertTrue(run.out().endsWith("moved the pin in " + config + ": custom-ops 1.0.0 -> 1.1.0 (asset api/custom-ops-catalog-1.1.0.json,"
        + " digest " + pin + "); run gen-client sync --config " + config + " to generate from it\n"), run.out());
    assertEquals("# the API we call\n"
        + "catalog:\n"
        + "  asset: api/custom-ops-catalog-1.1.0.json   # from the release page\n"
        + "  digest: " + pin + "\n"
        + "targets:\n"
        + "  - {lang: markdown, out: docs/api}\n", Files.readString(config));
    assertArrayEquals(Files.readAllBytes(dist.resolve("custom-ops-catalog-1.1.0.json")),
        Files.readAllBytes(tmp.resolve("project/api/custom-ops-catalog-1.1.0.json")));
    CliRun sync = CliRun.run("sync", "--config", config.toString());
    assertEquals(0, sync.exitCode(), sync.err());

    CliRun again = CliRun.run("update", "--asset", url, "--config", config.toString());
    assertEquals(0, again.exitCode(), again.err());
    assertTrue(again.out().endsWith("already pinned: " + config + " pins " + pin + "; nothing changed\n"), again.out());
  }

  @Test
  void aBreakingReleaseMovesThePinOnlyWithAllowBreaking() throws IOException {
    Path config = config();
    String before = Files.readString(config);
    Path asset = dist.resolve("custom-ops-catalog-2.0.0.json");
    CliRun refused = CliRun.run("update", "--asset", asset.toString(), "--config", config.toString());
    assertEquals(1, refused.exitCode());
    assertTrue(refused.out().contains(": breaking [op-removed] custom.grade: op custom.grade removed\n"), refused.out());
    assertEquals("gen-client: breaking change(s) from 1.0.0 to 2.0.0: the pin was not moved (review them, then run again"
        + " with --allow-breaking)\n", refused.err());
    assertEquals(before, Files.readString(config));

    CliRun allowed = CliRun.run("update", "--asset", asset.toString(), "--config", config.toString(), "--allow-breaking",
        "--digest", digest(asset));
    assertEquals(0, allowed.exitCode(), allowed.err());
    assertEquals(before.replace("api/custom-ops-catalog-1.0.0.json", "../dist/custom-ops-catalog-2.0.0.json")
        .replace(digest(dist.resolve("custom-ops-catalog-1.0.0.json")), digest(asset)), Files.readString(config));
  }

  @Test
  void aDownloadIsNeverItsOwnProof() throws IOException {
    Path config = config();
    String before = Files.readString(config);
    String name = "custom-ops-catalog-1.1.0.json";
    releases.serve(name, Files.readAllBytes(dist.resolve("custom-ops-catalog-2.0.0.json")));
    CliRun tampered = CliRun.run("update", "--asset", releases.url(name), "--config", config.toString());
    assertEquals(1, tampered.exitCode());
    assertTrue(tampered.err().startsWith("gen-client: " + releases.url(name) + ": digest mismatch"), tampered.err());

    releases.serve(ReleaseAssets.SUMS_FILE, "0000000000000000000000000000000000000000000000000000000000000000  other.json\n"
        .getBytes(StandardCharsets.UTF_8));
    CliRun unlisted = CliRun.run("update", "--asset", releases.url(name), "--config", config.toString());
    assertEquals(1, unlisted.exitCode());
    assertEquals("gen-client: " + releases.url(ReleaseAssets.SUMS_FILE) + " lists no " + name + ": give the digest from the"
        + " release notes with --digest (a digest of the download alone proves nothing); nothing changed\n", unlisted.err());
    assertEquals(before, Files.readString(config));
    assertFalse(Files.exists(tmp.resolve("project/api/" + name)));
  }
}
