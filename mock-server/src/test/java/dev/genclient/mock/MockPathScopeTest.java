package dev.genclient.mock;

import static dev.genclient.mock.MockErrorsTest.expectError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.genclient.catalog.load.CatalogLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Path scopes in {@code /capabilities} (both forms) and their enforcement; no {@code /ops} routes on older servers. */
class MockPathScopeTest {
  @TempDir
  Path dir;

  @Test
  void aScopeObjectOrABareListIsReportedAsGiven() {
    MockOptions options = MockOptions.defaults().withPathScope("files.list", List.of("/workspace", "/tmp"), true)
        .withPath("files.stat", "/tmp");
    try (MockServer server = MockFixture.startExample(options)) {
      JsonNode ops = MockFixture.json(MockFixture.get(server, "/capabilities")).get("ops");
      assertEquals("{\"roots\":[\"/workspace\",\"/tmp\"],\"readonly\":true}", ops.get("files.list").get("paths").toString());
      assertEquals("[\"/tmp\"]", ops.get("files.stat").get("paths").toString());
      assertEquals("[]", ops.get("files.mkdir").get("paths").toString());
    }
  }

  @Test
  void aPathParamOutsideTheRootsIsDeniedByWholeSegments() throws Exception {
    MockOptions options = MockOptions.defaults().withPathScope("files.list", List.of("/tmp"), false);
    try (MockServer server = MockFixture.start(options, exampleWithPathFormat())) {
      assertEquals(200, MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}").statusCode());
      assertEquals(200, MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp//a/./b/..\"}").statusCode());
      assertEquals(200, MockFixture.post(server, "/ops/files.list", "{\"path\":\"work\"}").statusCode(),
          "a relative path is the server's to resolve");
      for (String outside : List.of("/tmpx", "/tmp/../etc", "/etc/passwd", "/")) {
        JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"" + outside + "\"}"),
            403, "policy.denied");
        assertEquals(outside, error.get("details").get("path").asText());
      }
    }
  }

  @Test
  void normalisationIsLexical() {
    assertEquals("/", PathGrant.normalise("/../.."));
    assertEquals("/a/c", PathGrant.normalise("//a/./b/../c/"));
    PathGrant root = new PathGrant(List.of("/"), false, false);
    assertTrue(root.allows("/etc"));
    PathGrant tmp = new PathGrant(List.of("/tmp/"), false, false);
    assertTrue(tmp.allows("/tmp/a"));
    assertFalse(tmp.allows("/tmpx"));
  }

  @Test
  void olderServersHaveNoOpsRoutes() {
    for (Compat compat : List.of(Compat.V1, Compat.V1X)) {
      try (MockServer server = MockFixture.startExample(MockOptions.defaults().withCompat(compat))) {
        expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}"), 404, "op.unknown");
        expectError(MockFixture.get(server, "/ops"), 404, "op.unknown");
        assertEquals(200, MockFixture.get(server, "/files/list?path=%2Ftmp").statusCode(), compat.flag());
      }
    }
    try (MockServer server = MockFixture.startExample(MockOptions.defaults())) {
      assertEquals(200, MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}").statusCode());
      assertEquals(200, MockFixture.get(server, "/ops").statusCode());
    }
  }

  /** The example with files.list's path marked {@code format: path} (as the example's catalog edit does). */
  private CatalogLoader.Loaded exampleWithPathFormat() throws Exception {
    ObjectNode catalog = (ObjectNode) MockFixture.JSON.readTree(
        MockFixture.root().resolve("examples/agent-sandbox/operations.json").toFile());
    for (JsonNode op : catalog.get("ops")) {
      if (op.get("id").asText().equals("files.list")) {
        ((ObjectNode) op.get("params").get("properties").get("path")).put("format", "path");
      }
    }
    Path file = dir.resolve("operations.json");
    Files.writeString(file, MockFixture.JSON.writeValueAsString(catalog));
    return new CatalogLoader().load(file);
  }
}
