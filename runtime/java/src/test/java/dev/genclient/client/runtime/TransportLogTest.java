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
      server.reply(FakeServer.Reply.json(503, "")).reply(FakeServer.Reply.json(200, "{\"secret_body\": 1}"));
      TestTransports.of(server.baseUrl(), new RecordingSleeper()).call(op("jobs.status"), Map.of("job", "body-arg"),
          new TypeReference<JsonNode>() {}, RequestOptions.NONE);
      String text = recorder.text();
      assertTrue(text.contains("FINE request op=jobs.status method=POST path=/ops/jobs.status request_id="), text);
      assertTrue(text.contains(" attempt=2"), text);
      assertTrue(text.contains("FINE retry op=jobs.status attempt=1 wait_ms="), text);
      assertTrue(text.contains(" reason=status 503"), text);
      assertTrue(text.contains("FINE response op=jobs.status method=POST path=/ops/jobs.status status=200"), text);
      assertTrue(text.contains("FINER request headers op=jobs.status"), text);
      assertTrue(text.contains("Authorization: ***"), text);
      assertTrue(text.contains("X-Gateway: ***"), text);
      assertFalse(text.contains("tok") || text.contains("gw,") || text.contains("secret_body") || text.contains("body-arg"),
          text);
    } finally {
      logger.removeHandler(recorder);
      logger.setLevel(null);
    }
  }

  @Test
  void theVariableRaisesEventsAndThenHeadersToInfo() {
    Logger logger = Logger.getLogger("t.log");
    Recorder recorder = new Recorder();
    logger.addHandler(recorder);
    logger.setUseParentHandlers(false);
    try {
      HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:9/x")).header("X-Token", "s3").build();
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> null).request("a.b", request, 1);
      assertEquals("", recorder.text(), "silent by default at INFO");
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> name.equals("T_LOG") ? "info" : null).request("a.b", request, 1);
      assertTrue(recorder.text().startsWith("INFO request op=a.b method=GET path=/x"), recorder.text());
      assertFalse(recorder.text().contains("headers"), recorder.text());
      recorder.records.clear();
      new TransportLog("t.log", "t", Set.of("X-Token"), name -> "debug").request("a.b", request, 1);
      assertTrue(recorder.text().contains("INFO request headers op=a.b X-Token: ***"), recorder.text());
    } finally {
      logger.removeHandler(recorder);
      logger.setUseParentHandlers(true);
    }
  }
}
