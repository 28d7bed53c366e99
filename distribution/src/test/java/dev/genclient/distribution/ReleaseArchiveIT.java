package dev.genclient.distribution;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive installed as a user would: install.sh beside the downloaded archive and its
 * SHA256SUMS, run with a PATH that holds no {@code java} and no JAVA_HOME, then every command that
 * the image's trimmed runtime must carry, run from the linked launcher.
 */
class ReleaseArchiveIT {
  private static final Path RELEASE = Path.of(System.getProperty("genclient.release.dir")).toAbsolutePath();
  private static final Path REPO = Path.of(System.getProperty("genclient.repo.root")).toAbsolutePath().normalize();
  private static final String VERSION = System.getProperty("genclient.version");
  private static final String ARCHIVE = "gen-client-" + VERSION + "-linux-x64.tar.gz";
  /** What install.sh and bin/gen-client run, linked into a directory that becomes the whole PATH. */
  private static final List<String> TOOLS = List.of("sh", "bash", "env", "tar", "gzip", "sha256sum", "readlink", "dirname",
      "mkdir", "ln", "mv", "rm", "cat", "mktemp", "grep", "sed", "pwd");

  @TempDir
  static Path root;
  private static Path download;
  private static Path tools;
  private static Path launcher;
  private static Path image;
  private static Run install;

  @BeforeAll
  static void installFromTheDownload() throws Exception {
    download = Files.createDirectories(root.resolve("download"));
    for (String file : List.of(ARCHIVE, "SHA256SUMS", "install.sh")) {
      Files.copy(RELEASE.resolve(file), download.resolve(file));
    }
    tools = Files.createDirectories(root.resolve("tools"));
    for (String tool : TOOLS) {
      Files.createSymbolicLink(tools.resolve(tool), which(tool));
    }
    install = run(root, List.of("sh", download.resolve("install.sh").toString(),
        "--prefix", root.resolve("opt").toString(), "--bin-dir", root.resolve("bin").toString()), Map.of());
    launcher = root.resolve("bin/gen-client");
    image = root.resolve("opt/gen-client-" + VERSION);
  }

  @Test
  void thePathHoldsNoJava() throws Exception {
    Run which = run(root, List.of("bash", "-c", "command -v java || command -v javac"), Map.of());
    assertEquals(1, which.exit, which.output);
  }

  @Test
  void installLinksTheLauncherAndWarmsUpIntoTheImage() throws Exception {
    assertEquals(0, install.exit, install.output);
    assertEquals(image.resolve("bin/gen-client"), Files.readSymbolicLink(launcher));
    assertTrue(install.output.contains("class-data archive written to " + image.resolve("lib/gen-client.jsa")), install.output);
    // -Xshare:on fails the JVM unless an archive maps: the image's runtime has none of its own, so
    // exit 0 shows the launcher handed it the warmed-up one.
    Run version = gen(root, Map.of("GEN_CLIENT_JAVA_OPTIONS", "-Xshare:on"), "--version");
    assertEquals(0, version.exit, version.output);
    assertEquals("gen-client " + VERSION + "\n", version.output);
    Run without = gen(root, Map.of("GEN_CLIENT_JAVA_OPTIONS", "-Xshare:on", "GEN_CLIENT_NO_CDS", "1"), "--version");
    assertNotEquals(0, without.exit, "without the archive -Xshare:on must fail, or the check above proves nothing");
  }

  @Test
  void aCorruptedArchiveIsRefused() throws Exception {
    Path bad = Files.createDirectories(root.resolve("bad-download"));
    for (String file : List.of(ARCHIVE, "SHA256SUMS", "install.sh")) {
      Files.copy(download.resolve(file), bad.resolve(file));
    }
    byte[] bytes = Files.readAllBytes(bad.resolve(ARCHIVE));
    bytes[bytes.length / 2] ^= 1;
    Files.write(bad.resolve(ARCHIVE), bytes);
    Run refused = run(root, List.of("sh", bad.resolve("install.sh").toString(),
        "--prefix", root.resolve("bad-opt").toString(), "--bin-dir", root.resolve("bad-bin").toString()), Map.of());
    assertEquals(1, refused.exit, refused.output);
    assertTrue(refused.output.contains(ARCHIVE + " does not match its SHA-256 in SHA256SUMS"), refused.output);
    assertFalse(Files.exists(root.resolve("bad-bin/gen-client")), "nothing linked");
    assertFalse(Files.exists(root.resolve("bad-opt/gen-client-" + VERSION)), "nothing unpacked");
  }

  @Test
  void warmupWritesToTheCacheWhenTheImageIsReadOnly() throws Exception {
    Path opt = root.resolve("ro-opt");
    Run second = run(root, List.of("sh", download.resolve("install.sh").toString(), "--prefix", opt.toString(),
        "--bin-dir", root.resolve("ro-bin").toString(), "--no-warmup"), Map.of());
    assertEquals(0, second.exit, second.output);
    Path lib = opt.resolve("gen-client-" + VERSION + "/lib");
    Path cache = Files.createDirectories(root.resolve("cache"));
    Path readOnlyLauncher = root.resolve("ro-bin/gen-client");
    List<String> warmup = new ArrayList<>(List.of(readOnlyLauncher.toString(), "warmup"));
    List<String> version = new ArrayList<>(List.of(readOnlyLauncher.toString(), "--version"));
    if ("root".equals(System.getProperty("user.name"))) {
      // root writes anywhere: run as nobody, who may read the image and write only the cache.
      Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x")); // JUnit makes it rwx------
      Files.setPosixFilePermissions(cache, PosixFilePermissions.fromString("rwxrwxrwx"));
      List<String> nobody = List.of(which("setpriv").toString(), "--reuid=65534", "--regid=65534", "--clear-groups");
      warmup.addAll(0, nobody);
      version.addAll(0, nobody);
    } else {
      Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("r-xr-xr-x"));
    }
    Map<String, String> env = Map.of("XDG_CACHE_HOME", cache.toString(), "HOME", cache.toString());
    Run warm = run(root, warmup, env);
    Path cached = cache.resolve("gen-client/" + VERSION + "/gen-client.jsa");
    assertEquals(0, warm.exit, warm.output);
    assertEquals("gen-client: class-data archive written to " + cached + "\n", warm.output);
    assertFalse(Files.exists(lib.resolve("gen-client.jsa")));
    Map<String, String> shareOn = Map.of("XDG_CACHE_HOME", cache.toString(), "HOME", cache.toString(),
        "GEN_CLIENT_JAVA_OPTIONS", "-Xshare:on");
    Run mapped = run(root, version, shareOn);
    assertEquals(0, mapped.exit, mapped.output);
    Files.setPosixFilePermissions(lib, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  @Test
  void generateValidateAndOgGoRunFromTheImage() throws Exception {
    Path work = Files.createDirectories(root.resolve("generate"));
    // The small catalog: warmup's training run has generated the large one (all native targets) already.
    Files.copy(REPO.resolve("examples/custom-ops/operations.json"), work.resolve("operations.json"));
    Run generate = gen(work, Map.of(), "--catalog", "operations.json", "--lang", "java,ts,python,openapi,markdown,og:go",
        "--out", "out");
    assertEquals(0, generate.exit, generate.output);
    assertTrue(Files.isRegularFile(work.resolve("out/og-go/api_custom.go")), generate.output);
    Run check = gen(work, Map.of(), "--catalog", "operations.json", "--lang", "java,ts,python,openapi,markdown",
        "--out", "out", "--check"); // og:go once is enough: OpenAPI Generator takes seconds
    assertEquals(0, check.exit, check.output);
    Run valid = gen(work, Map.of(), "validate", "operations.json");
    assertEquals(0, valid.exit, valid.output);
    Files.writeString(work.resolve("broken.json"), "{\"catalog_version\": \n");
    Run invalid = gen(work, Map.of(), "validate", "broken.json");
    assertEquals(3, invalid.exit, invalid.output);
    assertTrue(invalid.output.startsWith("broken.json:"), invalid.output);
  }

  @Test
  void diffDocsAndSyncRunFromTheImage() throws Exception {
    Path work = Files.createDirectories(root.resolve("pins"));
    Path old = Files.copy(REPO.resolve("examples/custom-ops/operations.json"), work.resolve("old.json"));
    ObjectMapper json = new ObjectMapper();
    ObjectNode catalog = (ObjectNode) json.readTree(old.toFile());
    catalog.put("catalog_version", "2.0.0");
    ArrayNode ops = (ArrayNode) catalog.get("ops");
    for (int i = ops.size() - 1; i >= 0; i--) {
      if (ops.get(i).get("id").asText().equals("custom.echo")) {
        ops.remove(i);
      }
    }
    json.writerWithDefaultPrettyPrinter().writeValue(work.resolve("new.json").toFile(), catalog);
    Run diff = gen(work, Map.of(), "diff", "old.json", "new.json");
    assertEquals(1, diff.exit, diff.output);
    assertTrue(diff.output.contains("breaking") && diff.output.contains("custom.echo"), diff.output);

    Files.writeString(work.resolve("ERRORS.md"), "# Errors\n\n<!-- gen-client:begin errors -->\n<!-- gen-client:end errors -->\n");
    Run docs = gen(work, Map.of(), "docs", "--catalog", "old.json", "--update", "ERRORS.md");
    assertEquals(0, docs.exit, docs.output);
    assertTrue(Files.readString(work.resolve("ERRORS.md")).contains("| "), "a table was written");

    Run release = gen(work, Map.of(), "release", "--catalog", "old.json", "--out", "dist");
    assertEquals(0, release.exit, release.output);
    String sums = Files.readString(work.resolve("dist/SHA256SUMS"));
    String line = sums.lines().filter(l -> l.contains("-catalog-")).findFirst().orElseThrow(() -> new AssertionError(sums));
    String[] parts = line.split("  ");
    Run sync = gen(work, Map.of(), "sync", "--asset", "dist/" + parts[1], "--digest", "sha256:" + parts[0],
        "--lang", "ts", "--out", "client");
    assertEquals(0, sync.exit, sync.output);
    assertTrue(Files.isRegularFile(work.resolve("client/gen-client.lock.json")), sync.output);
  }

  @Test
  void mockServesAndVerifysJavaColumnAsksForAJdk() throws Exception {
    Path work = Files.createDirectories(root.resolve("mock"));
    Files.copy(REPO.resolve("examples/agent-sandbox/operations.json"), work.resolve("operations.json"));
    Files.copy(REPO.resolve("examples/agent-sandbox/cases.json"), work.resolve("cases.json"));
    ProcessBuilder builder = new ProcessBuilder(launcher.toString(), "mock", "--catalog", "operations.json", "--port", "0")
        .directory(work.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
    environment(builder, Map.of());
    Process mock = builder.start();
    try {
      String url = new BufferedReader(new InputStreamReader(mock.getInputStream(), StandardCharsets.UTF_8)).readLine();
      assertTrue(url != null && url.startsWith("http://127.0.0.1:"), String.valueOf(url));
      HttpResponse<String> capabilities = HttpClient.newHttpClient().send(
          HttpRequest.newBuilder(URI.create(url + "/capabilities")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, capabilities.statusCode(), capabilities.body());

      Run verify = gen(work, Map.of(), "verify", "--catalog", "operations.json", "--cases", "cases.json", "--base-url", url,
          "--clients", "java",
          "--work-dir", "verify-work");
      assertEquals(2, verify.exit, verify.output);
      assertTrue(verify.output.contains("install a JDK 17+ (javac on PATH, or --javac PATH)"), verify.output);
    } finally {
      mock.destroy();
      mock.waitFor(10, TimeUnit.SECONDS);
    }
  }

  private record Run(int exit, String output) {}

  private static Run gen(Path cwd, Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(launcher.toString()));
    command.addAll(List.of(args));
    return run(cwd, command, env);
  }

  /** Runs {@code command} with PATH = the tools directory only, no JAVA_HOME; stdout and stderr together. */
  private static Run run(Path cwd, List<String> command, Map<String, String> env) throws IOException, InterruptedException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(cwd.toFile()).redirectErrorStream(true);
    environment(builder, env);
    Process process = builder.start();
    process.getOutputStream().close();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError(command + " did not finish in 120 s: " + output);
    }
    return new Run(process.exitValue(), output);
  }

  private static void environment(ProcessBuilder builder, Map<String, String> env) {
    Map<String, String> environment = builder.environment();
    environment.remove("JAVA_HOME");
    environment.remove("CLASSPATH");
    environment.remove("JAVA_TOOL_OPTIONS");
    environment.remove("JDK_JAVA_OPTIONS");
    environment.remove("GEN_CLIENT_NO_CDS");
    environment.put("PATH", tools.toString());
    environment.put("HOME", root.resolve("home").toString());
    environment.put("XDG_CACHE_HOME", root.resolve("home/.cache").toString());
    environment.putAll(env);
  }

  private static Path which(String tool) {
    for (String dir : System.getenv("PATH").split(":")) {
      Path candidate = Path.of(dir, tool);
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    throw new AssertionError(tool + " is not on PATH: install it (coreutils, tar, gzip, grep, sed, util-linux)");
  }
}
