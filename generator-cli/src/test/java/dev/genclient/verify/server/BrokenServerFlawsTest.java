package dev.genclient.verify.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.testing.RepoPaths;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The broken server's client-side flaws, seen on the raw exchange (verify's clients judge them): each is
 * off until switched on, and does what its name says when on.
 */
class BrokenServerFlawsTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient HTTP = HttpClient.newHttpClient();
  private static BrokenServer broken;

  @BeforeAll
  static void start() throws Exception {
    broken = new BrokenServer(RepoPaths.exampleCatalog(), null);
  }

  @AfterAll
  static void stop() {
    if (broken != null) {
      broken.close();
    }
  }

  private static HttpResponse<String> post(String op, String body) throws IOException, InterruptedException {
    return HTTP.send(HttpRequest.newBuilder(URI.create(broken.baseUrl() + "/ops/" + op))
        .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void aResultOfTheWrongType() throws Exception {
    broken.flaws("{}");
    assertTrue(JSON.readTree(post("files.stat", "{\"path\": \"/tmp\"}").body()).isObject());
    broken.flaws("{\"result_schema\": \"files.stat\"}");
    JsonNode flawed = JSON.readTree(post("files.stat", "{\"path\": \"/tmp\"}").body());
    assertTrue(flawed.isTextual(), flawed.toString());
  }

  @Test
  void aStreamCutBeforeItsEnd() throws Exception {
    broken.flaws("{}");
    HttpResponse<String> whole = post("commands.stream", "{\"command\": \"x\"}");
    assertEquals(3, whole.body().lines().count());
    broken.flaws("{\"stream_cut\": \"commands.stream\"}");
    // The chunked body ends without its last chunk: the JDK's client reports the truncated body.
    assertThrows(IOException.class, () -> post("commands.stream", "{\"command\": \"x\"}"));
  }

  @Test
  void aJobThatNeverFinishes() throws Exception {
    broken.flaws("{}");
    HttpResponse<String> started = post("agents.codex.install", "{}");
    assertEquals(202, started.statusCode(), started.body());
    String statusOp = "agents.codex.install_status";
    String jobId = JSON.readTree(started.body()).get("job_id").asText();
    assertEquals("succeeded", JSON.readTree(post(statusOp, "{\"job_id\": \"" + jobId + "\"}").body()).get("status").asText());
    broken.flaws("{\"job_never_finishes\": \"agents.codex.install\"}");
    assertEquals("running", JSON.readTree(post(statusOp, "{\"job_id\": \"" + jobId + "\"}").body()).get("status").asText());
  }
}
