package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The controls that make the mock misbehave the way real servers do, for the clients' transport policy:
 * X-Mock-Redirect (-Origin), X-Mock-Retry-After, X-Mock-Job: running-forever with X-Mock-Job-Retry-After,
 * X-Mock-Encoding: gzip, X-Mock-Stream and the named X-Mock-Result bodies.
 */
class MockTransportControlsTest {
  private static final String STAT = "{\"path\":\"/etc/hostname\"}";
  private static final String JOB = "agents.codex.install";
  private static MockServer server;

  @BeforeAll
  static void start() {
    server = MockFixture.startExample(MockOptions.defaults());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void aRedirectPointsAtTheSamePathWithTheMarkAndTheMarkedRequestIsAnsweredNormally() {
    for (String status : List.of("301", "302", "303", "307", "308")) {
      HttpResponse<String> first = MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Redirect", status);
      assertEquals(Integer.parseInt(status), first.statusCode());
      assertEquals("", first.body());
      String location = first.headers().firstValue("Location").orElseThrow();
      assertEquals(server.baseUrl() + "/ops/files.stat?_redirected=1", location);
      // The client keeps its headers when it follows: the marked request is not redirected again.
      HttpResponse<String> followed = MockFixture.send(HttpRequest.newBuilder(URI.create(location))
          .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(STAT)), "X-Mock-Redirect", status);
      assertEquals(200, followed.statusCode(), followed.body());
      assertEquals(MockFixture.post(server, "/ops/files.stat", STAT).body(), followed.body());
    }
  }

  @Test
  void aRedirectKeepsTheQueryAndTheMarkIsNotAParam() {
    HttpResponse<String> first = MockFixture.get(server, "/terminals/t1?x-extra=1", "X-Mock-Redirect", "302");
    String location = first.headers().firstValue("Location").orElseThrow();
    assertEquals(server.baseUrl() + "/terminals/t1?x-extra=1&_redirected=1", location);
    HttpResponse<String> followed = MockFixture.get(server, "/terminals/t1?_redirected=1", "X-Mock-Redirect", "302");
    assertEquals(200, followed.statusCode(), followed.body());
    assertEquals(MockFixture.get(server, "/terminals/t1").body(), followed.body());
  }

  @Test
  void aRedirectOriginPointsTheLocationAtAnotherServer() {
    HttpResponse<String> first = MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Redirect", "307",
        "X-Mock-Redirect-Origin", "http://localhost:1/");
    assertEquals("http://localhost:1/ops/files.stat?_redirected=1", first.headers().firstValue("Location").orElseThrow());
  }

  @Test
  void badRedirectControlsAreArgsInvalid() {
    assertInvalid(MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Redirect", "300"), "X-Mock-Redirect");
    assertInvalid(MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Redirect", "307",
        "X-Mock-Redirect-Origin", "localhost:1"), "X-Mock-Redirect-Origin");
  }

  @Test
  void failTimesCarryTheAskedRetryAfterVerbatimElseZero() {
    HttpResponse<String> date = MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Fail-Times", "1",
        "X-Mock-Retry-After", "Fri, 04 Dec 2026 10:00:00 GMT", "X-Request-Id", "ra-date");
    assertEquals(503, date.statusCode());
    assertEquals("Fri, 04 Dec 2026 10:00:00 GMT", date.headers().firstValue("Retry-After").orElseThrow());
    HttpResponse<String> plain = MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Fail-Times", "1",
        "X-Request-Id", "ra-plain");
    assertEquals("0", plain.headers().firstValue("Retry-After").orElseThrow());
  }

  @Test
  void aJobRunningForeverStaysRunningWithItsRetryAfter() {
    JsonNode handle = MockFixture.json(MockFixture.post(server, "/ops/" + JOB, "{\"version\":\"latest\"}",
        "X-Mock-Job", "running-forever", "X-Mock-Job-Retry-After", "0.5"));
    String jobId = handle.get("job_id").asText();
    assertEquals("job-" + JOB + "~forever~ra=0.5", jobId);
    assertEquals("0.5", handle.get("retry_after").toString());
    for (int i = 0; i < 5; i++) {
      JsonNode status = MockFixture.json(MockFixture.post(server, "/ops/agents.codex.install_status",
          "{\"job_id\":\"" + jobId + "\"}"));
      assertEquals("running", status.get("status").asText(), "poll " + i);
      assertEquals("0.5", status.get("retry_after").toString());
    }
  }

  @Test
  void aJobRetryAfterAloneIsOnTheHandleAndTheJobStillSucceeds() {
    JsonNode handle = MockFixture.json(MockFixture.post(server, "/ops/" + JOB, "{\"version\":\"latest\"}",
        "X-Mock-Job-Retry-After", "2"));
    assertEquals("2", handle.get("retry_after").toString());
    JsonNode status = MockFixture.json(MockFixture.post(server, "/ops/agents.codex.install_status",
        "{\"job_id\":\"" + handle.get("job_id").asText() + "\"}"));
    assertEquals("succeeded", status.get("status").asText());
    assertEquals("2", status.get("retry_after").toString());
  }

  @Test
  void badJobControlsAreArgsInvalid() {
    assertInvalid(MockFixture.post(server, "/ops/" + JOB, "{\"version\":\"latest\"}", "X-Mock-Job", "sleeping"), "X-Mock-Job");
    assertInvalid(MockFixture.post(server, "/ops/" + JOB, "{\"version\":\"latest\"}", "X-Mock-Job-Retry-After", "-1"),
        "X-Mock-Job-Retry-After");
  }

  @Test
  void gzipEncodingCompressesTheBodyWhateverTheAcceptEncoding() {
    for (String path : List.of("/ops/files.stat", "/ops/files.download")) {
      HttpResponse<byte[]> encoded = bytes(path, "X-Mock-Encoding", "gzip", "Accept-Encoding", "identity");
      assertEquals(200, encoded.statusCode());
      assertEquals("gzip", encoded.headers().firstValue("Content-Encoding").orElseThrow());
      assertEquals(new String(bytes(path).body(), StandardCharsets.UTF_8), gunzip(encoded.body()), path);
    }
    HttpResponse<byte[]> named = bytes("/ops/files.stat", "X-Mock-Encoding", "gzip", "X-Mock-Result", "{\"name\":\"x\"}");
    assertEquals("{\"name\":\"x\"}", gunzip(named.body()));
    assertInvalid(MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Encoding", "br"), "X-Mock-Encoding");
  }

  @Test
  void aBadLineFollowsOneGoodEvent() {
    String body = MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}", "X-Mock-Stream", "bad-line").body();
    String[] lines = body.split("\n", -1);
    assertEquals(3, lines.length, body);
    assertEquals(MockFixture.lines(MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}").body()).get(0),
        MockFixture.lines(lines[0]).get(0));
    assertEquals("mock: this line is not JSON (X-Mock-Stream: bad-line)", lines[1]);
    assertEquals("", lines[2], "the bad line ends with a newline");
  }

  @Test
  void aPartialLineEndsTheBodyInTheMiddleOfTheSecondEvent() {
    String whole = MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}").body();
    String body = MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}", "X-Mock-Stream", "partial-line").body();
    String[] wholeLines = whole.split("\n");
    String second = wholeLines[1];
    assertEquals(wholeLines[0] + "\n" + second.substring(0, second.length() / 2), body);
    assertTrue(!body.endsWith("}") && !body.endsWith("\n"), body);
  }

  @Test
  void aGivenEventIsTheWholeStreamAndAnythingButAnObjectIsRefused() {
    String event = "{\"type\":\"resize\",\"cols\":80}";
    assertEquals(event + "\n", MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}", "X-Mock-Stream", event).body());
    String sse = MockFixture.post(server, "/ops/process.follow", "{\"pid\":1}", "X-Mock-Stream", event).body();
    assertTrue(sse.endsWith("\ndata: " + event + "\n\n") && sse.indexOf("data:") == sse.lastIndexOf("data:"), sse);
    assertInvalid(MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}", "X-Mock-Stream", "{\"type\""), "X-Mock-Stream");
    assertInvalid(MockFixture.post(server, "/ops/commands.stream", "{\"command\":\"ls\"}", "X-Mock-Stream", "[1]"), "X-Mock-Stream");
  }

  @Test
  void namedResultsAreAnArrayAndAnEmptyObject() {
    assertEquals("[1,2,3]", MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Result", "not-object").body());
    assertEquals("{}", MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Result", "missing-required").body());
    assertEquals("[1]", MockFixture.post(server, "/ops/files.stat", STAT, "X-Mock-Result", "[1]").body(), "other text as given");
  }

  private static void assertInvalid(HttpResponse<String> response, String control) {
    assertEquals(400, response.statusCode(), response.body());
    JsonNode error = MockFixture.json(response).get("error");
    assertEquals("args.invalid", error.get("code").asText());
    assertTrue(error.get("message").asText().startsWith(control + " must"), error.toString());
  }

  private static HttpResponse<byte[]> bytes(String path, String... headers) {
    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.baseUrl() + path))
        .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(STAT));
    for (int i = 0; i < headers.length; i += 2) {
      request.header(headers[i], headers[i + 1]);
    }
    try {
      return MockFixture.CLIENT.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  private static String gunzip(byte[] body) {
    try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(body))) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
