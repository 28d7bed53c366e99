package dev.genclient.og;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.report.ShownPath;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The collisions catalog: enum values ({@code a-b}, {@code a_b}, {@code A B}, {@code a.b};
 * {@code ""} and {@code EMPTY}) that OpenAPI Generator's Go and Rust naming map to one constant, and
 * types {@code HTTPServer}/{@code HttpServer}, one model in Rust. The Go output keeps every name
 * apart and builds; og:rust refuses the merged types with a located error (validate and generate),
 * and builds ({@code cargo check}) once they are gone.
 */
class OgNameCollisionTest {
  static final Path COLLISIONS = OgRuns.ROOT.resolve("og-bridge/src/test/resources/catalogs/collisions/operations.json");

  @TempDir
  Path tmp;

  @Test
  void goKeepsEveryCollidingNameApartAndBuilds() throws Exception {
    Path out = Path.of("target/og-go/collisions").toAbsolutePath();
    OgRuns.generate(COLLISIONS, "og:go", out, "--og-option", "goModule=example.com/acme/collisions");
    Map<String, String> env = Map.of("GOFLAGS", "-mod=mod", "GOTOOLCHAIN", "local");
    OgRuns.tool(out, env, OgGoBuildTest.INSTALL_GO, 5, "go", "vet", "./...");
    OgRuns.tool(out, env, OgGoBuildTest.INSTALL_GO, 5, "go", "build", "./...");
    assertEquals(List.of("a-b", "a_b", "A B", "a.b", "", "EMPTY"),
        distinctConstants(Files.readString(out.resolve("model_foo_bar_mode.go")), "(\\w+) FooBarMode = \"([^\"]*)\""));
    String servers = Files.readString(out.resolve("model_http_server.go")) + Files.readString(out.resolve("model_http_server_0.go"));
    assertTrue(servers.contains("\ntype HTTPServer struct {") && servers.contains("\ntype HttpServer struct {"), servers);
  }

  @Test
  void rustRefusesTypesItWouldMergeAtTheType() throws Exception {
    String error = ShownPath.of(COLLISIONS.toString()) + ":22:5: [og-name-collision] schemas 'HTTPServer' and 'HttpServer' both become the og:rust"
        + " model 'HttpServer', one type in its client; rename one of them\n";
    OgRuns.Run validate = OgRuns.cli("validate", COLLISIONS.toString(), "--lang", "og:rust");
    assertEquals(3, validate.exitCode(), validate.out() + validate.err());
    assertTrue(validate.err().startsWith(error), validate.err());
    OgRuns.Run goValidate = OgRuns.cli("validate", COLLISIONS.toString(), "--lang", "og:go");
    assertEquals(0, goValidate.exitCode(), goValidate.err());

    Path out = tmp.resolve("rust");
    OgRuns.Run generate = OgRuns.cli("--catalog", COLLISIONS.toString(), "--lang", "og:rust", "--out", out.toString());
    assertEquals(3, generate.exitCode(), generate.out() + generate.err());
    assertTrue(generate.err().startsWith(error), generate.err());
    assertFalse(Files.exists(out), "nothing was written");
  }

  @Test
  void rustBuildsTheEnumCollisionsOnceNoTypesMerge() throws Exception {
    ObjectMapper json = new ObjectMapper();
    ObjectNode catalog = (ObjectNode) json.readTree(COLLISIONS.toFile());
    ((ObjectNode) catalog.get("types")).remove("HttpServer");
    catalog.set("ops", json.valueToTree(StreamSupport.stream(catalog.get("ops").spliterator(), false)
        .filter(op -> !op.get("id").asText().equals("demo.server")).toList()));
    Path file = tmp.resolve("operations.json");
    json.writeValue(file.toFile(), catalog);

    Path out = Path.of("target/og-rust/collisions").toAbsolutePath();
    // The crate is named and versioned like the example's, whose committed Cargo.lock seeds its own: cargo keeps
    // the locked versions and only drops the crates this one does not use (chrono, tokio), so no --locked here.
    OgRuns.generate(file, "og:rust", out, "--og-option", "packageName=agent-sandbox-server", "--og-option", "packageVersion=2.1.0");
    assertEquals(List.of("a-b", "a_b", "A B", "a.b", "", "EMPTY"),
        distinctConstants(Files.readString(out.resolve("src/models/foo_bar_mode.rs")), "#\\[serde\\(rename = \"([^\"]*)\"\\)\\]\\s+(\\w+),"));
    Files.copy(Path.of("src/test/resources/rust/Cargo.lock"), out.resolve("Cargo.lock"), StandardCopyOption.REPLACE_EXISTING);
    Path cargoTarget = Path.of(System.getProperty("user.home"), ".cache", "gen-client", "og-rust-target");
    OgRuns.tool(out, Map.of("CARGO_TARGET_DIR", cargoTarget.toString(), "CARGO_TERM_COLOR", "never"),
        OgRustCheckTest.INSTALL_CARGO, 10, "cargo", "check", "--quiet");
  }

  /**
   * The wire values of the constants {@code pattern} finds (a name group and a value group, in
   * either order), asserting that no two constants share a name.
   */
  private static List<String> distinctConstants(String source, String pattern) {
    Matcher matcher = Pattern.compile(pattern).matcher(source);
    boolean nameFirst = pattern.startsWith("(\\w+)");
    java.util.Set<String> names = new java.util.HashSet<>();
    java.util.List<String> values = new java.util.ArrayList<>();
    while (matcher.find()) {
      String name = matcher.group(nameFirst ? 1 : 2);
      assertTrue(names.add(name), "two constants named " + name + " in:\n" + source);
      values.add(matcher.group(nameFirst ? 2 : 1));
    }
    return values;
  }
}
