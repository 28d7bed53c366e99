package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The mock pages a paginated op's example result set: X-Mock-Items sizes it, limit and the cursor, offset or page
 * pick the slice; X-Mock-Pages: repeat-cursor answers a page with the cursor it was asked for.
 */
class MockPagesTest {
  private static MockServer server;

  @BeforeAll
  static void start() {
    server = MockFixture.startExample(MockOptions.defaults());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  private static JsonNode call(String op, String body, String... headers) {
    HttpResponse<String> response = MockFixture.post(server, "/ops/" + op, body, headers);
    assertEquals(200, response.statusCode(), response.body());
    return MockFixture.json(response);
  }

  @Test
  void cursorStyleHandsOutCursorsUntilTheLastPageWhichHasNone() {
    String op = "agents.codex.sessions.list";
    JsonNode first = call(op, "{\"limit\": 2}", "X-Mock-Items", "5");
    assertEquals(2, first.get("sessions").size());
    assertEquals("mock-2", first.get("next_cursor").asText());
    JsonNode second = call(op, "{\"limit\": 2, \"cursor\": \"mock-2\"}", "X-Mock-Items", "5");
    assertEquals("mock-4", second.get("next_cursor").asText());
    JsonNode last = call(op, "{\"limit\": 2, \"cursor\": \"mock-4\"}", "X-Mock-Items", "5");
    assertEquals(1, last.get("sessions").size());
    assertFalse(last.has("next_cursor"), "an optional next cursor is left out on the last page: " + last);
  }

  @Test
  void withoutALimitThePageSizeIsTheLimitParamsDefault() {
    JsonNode page = call("agents.codex.sessions.list", "{}", "X-Mock-Items", "60");
    assertEquals(50, page.get("sessions").size(), "sessions.list's limit defaults to 50");
    assertEquals("mock-50", page.get("next_cursor").asText());
  }

  @Test
  void aCursorTheMockDidNotMakeStartsAtTheBeginning() {
    JsonNode page = call("agents.codex.sessions.list", "{\"limit\": 3, \"cursor\": \"abc\"}", "X-Mock-Items", "4");
    assertEquals("mock-3", page.get("next_cursor").asText());
  }

  @Test
  void repeatCursorAnswersWithTheCursorItWasAskedFor() {
    JsonNode page = call("agents.codex.sessions.list", "{\"limit\": 1, \"cursor\": \"mock-1\"}",
        "X-Mock-Items", "5", "X-Mock-Pages", "repeat-cursor");
    assertEquals("mock-1", page.get("next_cursor").asText());
  }

  @Test
  void offsetStyleSlicesAndReportsTheTotal() {
    JsonNode page = call("process.list", "{\"offset\": 3, \"limit\": 2}", "X-Mock-Items", "4");
    assertEquals(1, page.get("processes").size());
    assertEquals(4, page.get("total").asInt());
    assertEquals(4211, page.get("processes").get(0).get("pid").asInt(), "items repeat the example's");
    JsonNode past = call("process.list", "{\"offset\": 9}", "X-Mock-Items", "4");
    assertEquals(0, past.get("processes").size());
  }

  @Test
  void withoutItemsTheSetIsTheExampleResultsOwn() {
    JsonNode page = call("process.list", "{}");
    assertEquals(1, page.get("processes").size());
    assertEquals(1, page.get("total").asInt());
  }

  @Test
  void pageStyleNumbersPagesFromOneAndAnEmptySetGivesEmptyPages() {
    String body = "{\"path\": \"/w\", \"max_results\": 2, \"page\": 3}";
    assertEquals(1, call("files.search", body, "X-Mock-Items", "5").get("matches").size());
    assertEquals(0, call("files.search", body.replace("3}", "4}"), "X-Mock-Items", "5").get("matches").size());
    assertEquals(0, call("files.search", "{\"path\": \"/w\"}", "X-Mock-Items", "0").get("matches").size());
  }

  @Test
  void itemsOutOfRangeIsRefused() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/process.list", "{}", "X-Mock-Items", "-1");
    assertEquals(400, response.statusCode(), response.body());
    assertEquals("args.invalid", MockFixture.json(response).get("error").get("code").asText());
  }
}
