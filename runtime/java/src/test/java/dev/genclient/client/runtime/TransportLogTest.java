package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The client's System.Logger: events, retries, headers with credentials redacted, never a body; the variable's levels. */
class TransportLogTest {
  /** Collects the records of the JDK's default logging backend. */
  static final class Recorder extends Handler {
    final List<LogRecord> records = new ArrayList<>();

    @Override
    public synchronized void publish(LogRecord record) {
      records.add(record);
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}

    synchronized String text() {
      StringBuilder out = new StringBuilder();
      records.forEach(r -> out.append(r.getLevel()).append(' ').append(r.getMessage()).append('\n'));
      return out.toString();
    }
  }

  @Test
  void theVariableIsTheCatalogNameUpperCased() {
    assertEquals("AGENT_SANDBOX_LOG", TransportLog.variable("agent-sandbox"));
    assertEquals("T_LOG", TransportLog.variable("t"));
  }

  @Test
  void aCallLogsItsRequestRetryAndAnswerWithCredentialsRedactedAndNoBody() throws IOException {
    Logger logger = Logger.getLogger("dev.genclient.client");
    Recorder recorder = new Recorder();
    logger.addHandler(recorder);
    logger.setLevel(Level.ALL);
    try (FakeServer server = new FakeServer()) {
      server.reply(new FakeServer.Reply(503, Map.of("Retry-After", "2"), ""))
          .reply(FakeServer.Reply.json(200, "{\"secret_body\": 1}"));
      TestTransports.of(server.baseUrl(), new RecordingSleeper()).call(op("jobs.status"), Map.of("job", "body-arg"),
          new TypeReference<JsonNode>() {}, RequestOptions.builder().header("X-Request-Id", "r1").build());
      List<String> lines = new ArrayList<>();
      recorder.records.forEach(r -> lines.add(r.getLevel() + " " + r.getMessage().replaceAll("duration_ms=\\d+", "duration_ms=N")
          .replaceAll(" headers=.*", " headers=...")));
      assertEquals(List.of(
          "FINE request op=jobs.status method=POST path=/ops/jobs.status request_id=r1 attempt=1",
          "FINER request headers op=jobs.status request_id=r1 attempt=1 headers=...",
          "FINE response op=jobs.status method=POST path=/ops/jobs.status status=503 request_id=r1 attempt=1 duration_ms=N",
          "FINER response headers op=jobs.status request_id=r1 attempt=1 headers=...",
          "FINE retry op=jobs.status request_id=r1 attempt=1 reason=status status=503 retry_after=2 wait_ms=2000",
          "FINE request op=jobs.status method=POST path=/ops/jobs.status request_id=r1 attempt=2",
          "FINER request headers op=jobs.status request_id=r1 attempt=2 headers=...",
          "FINE response op=jobs.status method=POST path=/ops/jobs.status status=200 request_id=r1 attempt=2 duration_ms=N",
          "FINER response headers op=jobs.status request_id=r1 attempt=2 headers=..."), lines);
      String text = recorder.text();
      assertTrue(text.contains("\"authorization\":\"***\""), text);
      assertTrue(text.contains("\"x-gateway\":\"***\""), text);
      assertTrue(text.contains("\"x-client\":\"java/1.0.0\""), text);
      assertFalse(text.contains("tok") || text.contains("\"gw\"") || text.contains("secret_body") || text.contains("body-arg"),
          text);
    } finally {
      logger.removeHandler(recorder);
      logger.setLevel(null);
    }
  }

  @Test
  void aValueWithASpaceIsQuotedAndHeadersAreJson() {
    Map<String, Object> fields = new java.util.LinkedHashMap<>();
    fields.put("op", "a b");
    fields.put("n", 1);
    fields.put("x", null);
    fields.put("ok", true);
    fields.put("h", new java.util.TreeMap<>(Map.of("b", "2", "a", "x y")));
    assertEquals("retry op=\"a b\" n=1 ok=true h={\"a\":\"x y\",\"b\":\"2\"}", TransportLog.line("retry", fields));
  }

  @Test
  void theVariableRaisesEventsAndThenHeadersToInfo() {
    Logger logger = Logger.getLogger("t.log");
    Recorder recorder = new Recorder();
    logger.addHandler(recorder);
    logger.setUseParentHandlers(false);
    try {
      HttpRequest headers = HttpRequest.newBuilder(URI.create("http://127.0.0.1:9/x")).header("X-Token", "s3").build();
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> null).request("a.b", headers, "r", 1);
      assertEquals("", recorder.text(), "silent by default at INFO");
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> name.equals("T_LOG") ? "info" : null)
          .request("a.b", headers, "r", 1);
      assertEquals("INFO request op=a.b method=GET path=/x request_id=r attempt=1\n", recorder.text());
      recorder.records.clear();
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> "debug").request("a.b", headers, "r", 1);
      assertTrue(recorder.text().contains("INFO request headers op=a.b request_id=r attempt=1 headers={\"x-token\":\"***\"}"),
          recorder.text());
    } finally {
      logger.removeHandler(recorder);
      logger.setUseParentHandlers(true);
    }
  }
}
