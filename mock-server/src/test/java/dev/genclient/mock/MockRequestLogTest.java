package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.Test;

/** The request log of option requestLog: off by default, GET reads it in order, DELETE clears it. */
class MockRequestLogTest {
  @Test
  void withoutTheOptionTheRouteIsAnUnknownOp() {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults())) {
      MockErrorsTest.expectError(MockFixture.get(server, "/_mock/requests"), 404, "op.unknown");
    }
  }

  @Test
  void logsEveryRequestButItsOwnInOrderAndClears() throws Exception {
    try (MockServer server = MockFixture.startExample(MockOptions.defaults().withToken("t1").withRequestLog(true))) {
      MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}", "Authorization", "Bearer t1", "X-Extra", "a");
      MockFixture.get(server, "/capabilities");
      JsonNode log = MockFixture.JSON.readTree(MockFixture.get(server, "/_mock/requests").body());
      assertEquals(2, log.size(), log.toString());
      assertEquals("POST", log.get(0).get("method").asText());
      assertEquals("/ops/files.list", log.get(0).get("path").asText());
      assertEquals("Bearer t1", log.get(0).get("headers").get("authorization").asText());
      assertEquals("a", log.get(0).get("headers").get("x-extra").asText());
      assertEquals("{\"path\":\"/tmp\"}", log.get(0).get("params").toString(), "the params as the mock read them");
      assertEquals("GET", log.get(1).get("method").asText());
      assertEquals("/capabilities", log.get(1).get("path").asText());
      assertFalse(log.get(1).has("params"), "a discovery route has no params");
      HttpResponse<String> cleared = MockFixture.CLIENT.send(HttpRequest.newBuilder(URI.create(server.baseUrl() + "/_mock/requests"))
          .DELETE().build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(200, cleared.statusCode());
      assertEquals(2, MockFixture.JSON.readTree(cleared.body()).get("cleared").asInt());
      assertEquals("[]", MockFixture.get(server, "/_mock/requests").body());
    }
  }
}
