package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Input the mock must refuse or clean: integers beyond their format's range, content after the JSON
 * body, a negative X-Mock-Fail-Times, control characters in X-Request-Id, methods a served path does
 * not take, and errors raised before an op is known.
 */
class MockInputChecksTest {
  private static final List<String> LOG = new CopyOnWriteArrayList<>();
  private static MockServer server;

  @BeforeAll
  static void start() {
    server = MockFixture.startExample(MockOptions.defaults().withLog(LOG::add));
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "/ops/process.output | {\"pid\": 2147483648} | /pid",
      "/ops/process.output | {\"pid\": -2147483649} | /pid",
      "/ops/agents.claude_code.run | {\"prompt\": \"p\", \"timeout_ms\": 9223372036854775808} | /timeout_ms",
      "/ops/agents.claude_code.run | {\"prompt\": \"p\", \"timeout_ms\": -9223372036854775809} | /timeout_ms",
      "/ops/agents.claude_code.sessions.list | {\"limit\": 2147483648} | /limit"})
  void anIntegerBeyondItsFormatIsArgsInvalid(String path, String body, String pointer) {
    JsonNode error = expectError(MockFixture.post(server, path, body), 400, "args.invalid");
    assertEquals(pointer, error.get("details").get("pointer").asText(), error.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "/ops/process.output | {\"pid\": 2147483647}",
      "/ops/agents.claude_code.run | {\"prompt\": \"p\", \"timeout_ms\": 9223372036854775807}",
      "/ops/agents.claude_code.run | {\"prompt\": \"p\", \"timeout_ms\": -9223372036854775808}"})
  void theEdgesOfTheFormatAreAccepted(String path, String body) {
    HttpResponse<String> response = MockFixture.post(server, path, body);
    assertEquals(200, response.statusCode(), response.body());
  }

  @Test
  void contentAfterTheJsonBodyIsArgsInvalid() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"} x"), 400, "args.invalid");
    assertEquals("", error.get("details").get("pointer").asText());
    expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}{}"), 400, "args.invalid");
    assertEquals(200, MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"} \n").statusCode(),
        "trailing whitespace is still one JSON value");
  }

  @Test
  void aNegativeFailTimesIsArgsInvalid() {
    JsonNode error = expectError(MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Mock-Fail-Times", "-1", "X-Request-Id", "neg-1"), 400, "args.invalid");
    assertTrue(error.get("message").asText().contains("X-Mock-Fail-Times"), error.toString());
  }

  @Test
  void controlCharactersOfTheRequestIdAreNeverEchoed() throws Exception {
    // C1 characters (here NEL, 0x85) are obs-text, which HTTP lets through: the mock writes them as \xNN.
    String id = "a\u0085d";
    String response = RawHttp.exchange(server, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nX-Request-Id: " + id
        + "\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
    String head = response.substring(0, response.indexOf("\r\n\r\n"));
    assertTrue(head.startsWith("HTTP/1.1 400 "), response);
    String echoed = head.lines().filter(l -> l.startsWith("X-Request-Id: "))
        .findFirst().orElseThrow(() -> new AssertionError("no X-Request-Id in " + head));
    assertEquals("X-Request-Id: a\\x85d", echoed);
    JsonNode error = MockFixture.JSON.readTree(response.substring(response.indexOf("\r\n\r\n") + 4)).get("error");
    assertEquals("a\\x85d", error.get("request_id").asText());
    String line = waitForLog("a\\x85d");
    assertFalse(line.chars().anyMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f)), "control character in log: " + line);
  }

  @Test
  void c0ControlCharactersInAHeaderAreRefusedByTheServerLibrary() {
    // ESC, VT and DEL are not field-value characters (RFC 9110 §5.5): Jetty answers 400 before the mock sees the request.
    String id = "a\u001b[31mb\u000bc\u007f";
    String response = RawHttp.exchange(server, "POST /ops/files.list HTTP/1.1\r\nHost: x\r\nX-Request-Id: " + id
        + "\r\nContent-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
    assertTrue(response.startsWith("HTTP/1.1 400 "), response);
    assertFalse(response.contains("X-Request-Id"), response);
    assertFalse(response.contains("[31m"), response);
    String line = waitForLog("- - 400 - - ");
    assertFalse(line.chars().anyMatch(c -> c < 0x20 || (c >= 0x7f && c <= 0x9f)), "control character in log: " + line);
  }

  @Test
  void aLongRequestIdIsCut() {
    HttpResponse<String> response = MockFixture.post(server, "/ops/files.list", "{\"path\":\"/tmp\"}",
        "X-Request-Id", "r".repeat(5000));
    assertEquals("r".repeat(RequestHandler.MAX_REQUEST_ID), response.headers().firstValue("X-Request-Id").orElse(""));
  }

  @Test
  void anUndeclaredMethodOnAServedPathIs405WithAllow() {
    String response = RawHttp.exchange(server, "TRACE /ops/files.list HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    assertTrue(response.startsWith("HTTP/1.1 405 "), response);
    assertTrue(response.contains("\r\nAllow: POST\r\n"), response);
    String get = RawHttp.exchange(server, "DELETE /terminals/t1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    assertTrue(get.startsWith("HTTP/1.1 405 "), get);
    assertTrue(get.contains("\r\nAllow: GET\r\n"), get);
    String discovery = RawHttp.exchange(server, "PUT /capabilities HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    assertTrue(discovery.startsWith("HTTP/1.1 405 ") && discovery.contains("\r\nAllow: GET\r\n"), discovery);
    assertTrue(RawHttp.exchange(server, "TRACE /no/such HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .startsWith("HTTP/1.1 404 "), "a path nothing serves stays 404");
  }

  @Test
  void anErrorBeforeAnOpIsKnownNamesNoOp() {
    try (MockServer guarded = MockFixture.startExample(MockOptions.defaults().withToken("t1"))) {
      HttpResponse<String> response = MockFixture.get(guarded, "/capabilities");
      JsonNode error = expectError(response, 401, "auth.missing");
      assertFalse(error.has("op"), "op is a string when present, so it is left out: " + error);
      JsonNode named = expectError(MockFixture.post(guarded, "/ops/files.list", "{}"), 401, "auth.missing");
      assertEquals("files.list", named.get("op").asText());
    }
  }

  private static JsonNode expectError(HttpResponse<String> response, int status, String code) {
    assertEquals(status, response.statusCode(), response.body());
    JsonNode error = MockFixture.json(response).get("error");
    assertEquals(code, error.get("code").asText(), response.body());
    return error;
  }

  private static String waitForLog(String fragment) {
    long deadline = System.currentTimeMillis() + 5_000;
    while (System.currentTimeMillis() < deadline) {
      for (String line : LOG) {
        if (line.contains(fragment)) {
          return line;
        }
      }
      Thread.onSpinWait();
    }
    throw new AssertionError("no log line with " + fragment + " in " + LOG);
  }
}
