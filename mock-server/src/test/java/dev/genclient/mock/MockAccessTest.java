package dev.genclient.mock;

import static dev.genclient.mock.MockErrorsTest.expectError;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.catalog.schema.CatalogSchemas;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Auth, admin ops, --disable, --compat and repeated --catalog. */
class MockAccessTest {
  private static final String LIST = "/ops/files.list";
  private static final String ARGS = "{\"path\":\"/tmp\"}";

  @Test
  void tokenAuth() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withToken("t1"))) {
      expectError(MockFixture.post(server, LIST, ARGS), 401, "auth.missing");
      expectError(MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer nope"), 401, "auth.invalid");
      expectError(MockFixture.post(server, LIST, ARGS, "Authorization", "Basic dDE="), 401, "auth.invalid");
      expectError(MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer t1", "X-Access-Token", "t2"),
          401, "auth.conflicting_credentials");
      assertEquals(200, MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer t1").statusCode());
      assertEquals(200, MockFixture.post(server, LIST, ARGS, "X-Access-Token", "t1").statusCode());
      assertEquals(200, MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer t1", "X-Access-Token", "t1").statusCode());
      expectError(MockFixture.get(server, "/capabilities"), 401, "auth.missing");
      assertEquals(200, MockFixture.get(server, "/ops", "Authorization", "Bearer t1").statusCode());
    }
  }

  /** The conflicting-credentials rule holds without --token too: it is about the request, not the mock's token. */
  @Test
  void withoutATokenConflictingCredentialsAreStillRefused() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults())) {
      expectError(MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer a", "X-Access-Token", "b"),
          401, "auth.conflicting_credentials");
      assertEquals(200, MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer a").statusCode());
    }
  }

  @Test
  void withoutAnAdminTokenAdminOpsTakeTheNormalToken() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withToken("t1"))) {
      assertEquals(200, MockFixture.post(server, "/ops/core.reload", "{}", "Authorization", "Bearer t1").statusCode());
    }
  }

  @Test
  void adminOpsWantTheAdminTokenAsBearer() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withToken("t1").withAdminToken("root"))) {
      expectError(MockFixture.post(server, "/ops/core.reload", "{}", "Authorization", "Bearer t1"), 403, "policy.admin_required");
      expectError(MockFixture.post(server, "/ops/core.reload", "{}", "X-Access-Token", "root"), 403, "policy.admin_required");
      expectError(MockFixture.post(server, "/ops/core.reload", "{}"), 401, "auth.missing");
      expectError(MockFixture.post(server, "/ops/core.reload", "{}", "Authorization", "Bearer bad"), 401, "auth.invalid");
      assertEquals(200, MockFixture.post(server, "/ops/core.reload", "{}", "Authorization", "Bearer root").statusCode());
      assertEquals(200, MockFixture.post(server, LIST, ARGS, "Authorization", "Bearer t1").statusCode());
    }
  }

  @Test
  void disabledOpsAreOffInCapabilitiesAndRefused() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withDisabled(Set.of("files.list")))) {
      JsonNode ops = MockFixture.json(MockFixture.get(server, "/capabilities")).get("ops");
      assertFalse(ops.get("files.list").get("enabled").asBoolean());
      assertTrue(ops.get("files.stat").get("enabled").asBoolean());
      expectError(MockFixture.post(server, LIST, ARGS), 403, "op.not_enabled");
    }
  }

  @Test
  void capabilitiesV21MatchesTheCatalogsCapabilitiesType() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults())) {
      JsonNode body = MockFixture.json(MockFixture.get(server, "/capabilities"));
      assertEquals(MockFixture.exampleCatalog().catalogVersion(), body.get("catalog_version").asText());
      assertEquals(MockFixture.exampleCatalog().sdkVersion(), body.get("sdk_version").asText());
      assertEquals(MockFixture.exampleCatalog().ops().size(), body.get("ops").size());
      assertEquals("{\"enabled\":true,\"limits\":{},\"paths\":[]}", body.get("ops").get("core.reload").toString());
      CatalogSchemas schemas = new CatalogSchemas(MockFixture.exampleCatalog());
      assertEquals(List.of(), CatalogSchemas.violations(
          schemas.compile(MockFixture.exampleCatalog().types().get("Capabilities")), body));
      assertEquals(body, MockFixture.json(MockFixture.post(server, "/ops/core.capabilities", "{}")),
          "the core.capabilities op answers the same body");
      expectError(MockFixture.get(server, "/files/list?path=/tmp"), 404, "op.unknown");
    }
  }

  @Test
  void compatV1xServesEndpointsAndLegacyBindings() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withCompat(Compat.V1X))) {
      JsonNode endpoints = MockFixture.json(MockFixture.get(server, "/capabilities")).get("endpoints");
      List<String> paths = new ArrayList<>();
      endpoints.forEach(e -> paths.add(e.asText()));
      assertEquals(List.of("/files/list", "/files/download", "/upload", "/commands/run", "/process/list",
          "/process/kill", "/system/info"), paths);
      // GET binding: query values typed by the schema (boolean, integer) before validation.
      HttpResponse<String> list = MockFixture.get(server, "/files/list?path=%2Ftmp&recursive=true&max_depth=2");
      assertEquals(200, list.statusCode(), list.body());
      JsonNode bad = expectError(MockFixture.get(server, "/files/list?path=%2Ftmp&max_depth=two"), 400, "args.invalid");
      assertEquals("/max_depth", bad.get("details").get("pointer").asText());
      HttpResponse<String> download = MockFixture.get(server, "/files/download?path=%2Fetc%2Fhostname&offset=3");
      assertEquals("mock download of files.download {\"path\":\"/etc/hostname\",\"offset\":3}\n", download.body());
    }
  }

  @Test
  void compatV1ServesGroupsAndAcceptsTheLegacyHeader() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withCompat(Compat.V1).withToken("t1"))) {
      JsonNode body = MockFixture.json(MockFixture.get(server, "/capabilities", "X-Access-Token", "t1"));
      assertEquals("{\"groups\":[\"filesystem\",\"process\",\"terminal\",\"system\",\"devtools\",\"agents\"]}", body.toString());
      assertEquals(200, MockFixture.post(server, "/commands/run", "{\"command\":\"ls\"}", "X-Access-Token", "t1").statusCode());
    }
  }

  @Test
  void repeatedCatalogsAreMerged() {
    try (MockServer server = MockFixture.start(MockOptions.defaults(), MockFixture.example(), MockFixture.customOps(),
        MockFixture.example())) {
      int exampleOps = MockFixture.exampleCatalog().ops().size();
      JsonNode ops = MockFixture.json(MockFixture.get(server, "/ops"));
      assertEquals("agent-sandbox-server", ops.get("name").asText());
      assertEquals(exampleOps + 2, ops.get("ops").size());
      assertEquals("custom.echo", ops.get("ops").get(exampleOps + 1).get("id").asText());
      JsonNode capabilities = MockFixture.json(MockFixture.get(server, "/capabilities")).get("ops");
      assertTrue(capabilities.has("custom.grade"));
      HttpResponse<String> grade = MockFixture.post(server, "/ops/custom.grade", "{\"submission\":\"2 + 2 = 4\"}");
      assertEquals("{\"score\":1.0,\"passed\":true,\"feedback\":\"Correct.\"}", grade.body());
      expectError(MockFixture.post(server, "/ops/custom.echo", "{}"), 400, "args.invalid");
    }
  }

  @Test
  void disablingAnUnknownOpIsRefusedAtStart() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> MockServer.start(List.of(MockFixture.example()), MockOptions.defaults().withDisabled(Set.of("no.such"))));
    assertTrue(e.getMessage().contains("no.such"));
  }

  @Test
  void everyRequestIsLoggedOnce() {
    List<String> lines = java.util.Collections.synchronizedList(new ArrayList<>());
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withLog(lines::add))) {
      MockFixture.post(server, LIST, ARGS, "X-Request-Id", "log-1");
      MockFixture.post(server, "/ops/nope", "{}", "X-Request-Id", "log-2");
      awaitLines(lines, 2);
    }
    assertEquals(2, lines.size(), lines.toString());
    assertTrue(lines.get(0).matches("POST /ops/files\\.list 200 files\\.list log-1 \\d+ms"), lines.get(0));
    assertTrue(lines.get(1).matches("POST /ops/nope 404 - log-2 \\d+ms"), lines.get(1));
  }

  /** Lines are written just after the response goes out, so wait (bounded) for them. */
  static void awaitLines(List<String> lines, int count) {
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (lines.size() < count && System.nanoTime() < deadline) {
      Thread.onSpinWait();
    }
  }
}
