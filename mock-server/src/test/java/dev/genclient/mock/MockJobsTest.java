package dev.genclient.mock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.networknt.schema.Schema;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.schema.CatalogSchemas;
import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The job controls X-Mock-Job-Error and X-Mock-Job-Polls: carried by the job id, so polls need no headers. */
class MockJobsTest {
  private static final String JOB = "agents.codex.install";
  private static final String STATUS_OP = "agents.codex.install_status";
  private static Catalog catalog;
  private static CatalogSchemas schemas;
  private static MockServer server;

  @BeforeAll
  static void start() {
    catalog = MockFixture.exampleCatalog();
    schemas = new CatalogSchemas(catalog);
    server = MockFixture.startExample(MockOptions.defaults());
  }

  @AfterAll
  static void stop() {
    server.close();
  }

  @Test
  void withoutControlsTheJobIdIsJobOpAndItSucceedsAtOnce() {
    String jobId = startJob("X-Request-Id", "plain-1");
    assertEquals("job-" + JOB, jobId);
    JsonNode status = poll(jobId, "poll-1");
    assertEquals("succeeded", status.get("status").asText());
    assertFalse(status.has("error"), status.toString());
  }

  @Test
  void aJobErrorFailsTheJobOnItsFirstPollWithTheEnvelopeOfTheCode() {
    String jobId = startJob("X-Mock-Job-Error", "install.failed", "X-Request-Id", "start-err");
    assertEquals("job-" + JOB + "~error=install.failed", jobId);
    JsonNode status = poll(jobId, "poll-err");
    assertEquals("failed", status.get("status").asText());
    assertEquals(jobId, status.get("job_id").asText());
    assertEquals(0, status.get("retry_after").asInt());
    assertFalse(status.has("result"), "a failed job has no result: " + status);
    JsonNode error = status.get("error");
    assertEquals("install.failed", error.get("code").asText());
    assertEquals(JOB, error.get("op").asText(), "the error names the job op, not its status op");
    assertEquals("poll-err", error.get("request_id").asText());
    assertTrue(error.get("message").asText().contains("X-Mock-Job-Error"), error.toString());
    assertTrue(error.get("details").isObject());
    assertEquals(List.of("code", "message", "op", "request_id", "details"), names(error));
    assertEquals("failed", poll(jobId, "poll-err-2").get("status").asText(), "a failed job stays failed");
  }

  @Test
  void aPrefixRowTakesAnyCodeUnderIt() {
    JsonNode status = poll(startJob("X-Mock-Job-Error", "install.mock"), "poll-prefix");
    assertEquals("install.mock", status.get("error").get("code").asText());
  }

  @Test
  void jobPollsKeepsTheJobRunningThatManyPollsThenSucceeds() {
    String jobId = startJob("X-Mock-Job-Polls", "2", "X-Request-Id", "start-polls");
    assertEquals("job-" + JOB + "~polls=2~req=start-polls", jobId);
    for (int i = 1; i <= 2; i++) {
      JsonNode running = poll(jobId, "p" + i);
      assertEquals("running", running.get("status").asText(), "poll " + i);
      assertEquals(0, running.get("retry_after").asInt());
      assertFalse(running.has("result") || running.has("error"), running.toString());
    }
    JsonNode done = poll(jobId, "p3");
    assertEquals("succeeded", done.get("status").asText());
    assertTrue(done.has("result"));
  }

  @Test
  void eachStartedJobCountsItsOwnPolls() {
    String first = startJob("X-Mock-Job-Polls", "1", "X-Request-Id", "own-1");
    String second = startJob("X-Mock-Job-Polls", "1", "X-Request-Id", "own-2");
    assertNotEquals(first, second);
    assertEquals("running", poll(first, "a").get("status").asText());
    assertEquals("running", poll(second, "b").get("status").asText());
    assertEquals("succeeded", poll(first, "c").get("status").asText());
  }

  @Test
  void pollsThenErrorRunsThenFails() {
    String jobId = startJob("X-Mock-Job-Polls", "1", "X-Mock-Job-Error", "policy.denied", "X-Request-Id", "both");
    assertEquals("job-" + JOB + "~error=policy.denied~polls=1~req=both", jobId);
    assertEquals("running", poll(jobId, "b1").get("status").asText());
    JsonNode failed = poll(jobId, "b2");
    assertEquals("failed", failed.get("status").asText());
    assertEquals("policy.denied", failed.get("error").get("code").asText());
  }

  @Test
  void pollsNeedNoHeadersAndIgnoreTheJobControls() {
    String jobId = startJob("X-Mock-Job-Polls", "1", "X-Request-Id", "ignore-1");
    // A client repeats its per-call headers on polls: a status op ignores job controls, even bad ones.
    HttpResponse<String> poll = MockFixture.post(server, "/ops/" + STATUS_OP, "{\"job_id\":\"" + jobId + "\"}",
        "X-Mock-Job-Error", "no.such.code");
    assertEquals(200, poll.statusCode(), poll.body());
    assertEquals("running", MockFixture.json(poll).get("status").asText());
  }

  @Test
  void everyStatusAnswerIsValidAgainstTheStatusOpsResult() {
    String jobId = startJob("X-Mock-Job-Polls", "1", "X-Mock-Job-Error", "install.failed", "X-Request-Id", "valid-1");
    assertValid(poll(jobId, "v1"));
    assertValid(poll(jobId, "v2"));
    assertValid(poll(startJob(), "v3"));
  }

  @Test
  void anUnmappedJobErrorIsArgsInvalid() {
    JsonNode error = MockErrorsTest.expectError(start("X-Mock-Job-Error", "nobody.declared.this"), 400, "args.invalid");
    assertEquals("X-Mock-Job-Error: no row of the error table maps 'nobody.declared.this'", error.get("message").asText());
  }

  @Test
  void aBadPollCountIsArgsInvalid() {
    JsonNode notNumber = MockErrorsTest.expectError(start("X-Mock-Job-Polls", "two"), 400, "args.invalid");
    assertEquals("X-Mock-Job-Polls must be an integer, not 'two'", notNumber.get("message").asText());
    JsonNode negative = MockErrorsTest.expectError(start("X-Mock-Job-Polls", "-1"), 400, "args.invalid");
    assertEquals("X-Mock-Job-Polls must be 0..1000, not -1", negative.get("message").asText());
    MockErrorsTest.expectError(start("X-Mock-Job-Polls", "1001"), 400, "args.invalid");
  }

  @Test
  void anIdTheMockDidNotMakeSucceedsAsBefore() {
    assertEquals("succeeded", poll("job-1", "x1").get("status").asText());
    assertEquals("succeeded", poll("job-" + JOB + "~req=", "x2").get("status").asText());
    assertEquals("succeeded", poll("job-" + JOB + "~polls=x", "x3").get("status").asText());
  }

  @Test
  void ticketsRoundTrip() {
    JobTicket ticket = new JobTicket(JOB, "install.failed", 3, "r~1", false, null);
    assertEquals(ticket, JobTicket.parse(ticket.id(), JOB));
    JobTicket forever = new JobTicket(JOB, "install.failed", 3, "r~ra=2~forever", true, "0.25");
    assertEquals("job-" + JOB + "~error=install.failed~forever~ra=0.25~polls=3~req=r~ra=2~forever", forever.id());
    assertEquals(forever, JobTicket.parse(forever.id(), JOB));
    assertEquals(JobTicket.plain(JOB), JobTicket.parse("job-" + JOB, JOB));
    assertEquals(JobTicket.plain(JOB), JobTicket.parse("job-other.op~error=x", JOB));
  }

  private static HttpResponse<String> start(String... headers) {
    return MockFixture.post(server, "/ops/" + JOB, "{}", headers);
  }

  private static String startJob(String... headers) {
    HttpResponse<String> response = start(headers);
    assertEquals(202, response.statusCode(), response.body());
    JsonNode handle = MockFixture.json(response);
    assertEquals("pending", handle.get("status").asText());
    return handle.get("job_id").asText();
  }

  private static JsonNode poll(String jobId, String requestId) {
    HttpResponse<String> response = MockFixture.post(server, "/ops/" + STATUS_OP,
        MockFixture.JSON.createObjectNode().put("job_id", jobId).toString(), "X-Request-Id", requestId);
    assertEquals(200, response.statusCode(), response.body());
    return MockFixture.json(response);
  }

  private static void assertValid(JsonNode status) {
    Operation op = catalog.ops().stream().filter(o -> o.id().equals(STATUS_OP)).findFirst().orElseThrow();
    Schema compiled = schemas.compile(op.result());
    assertEquals(List.of(), CatalogSchemas.violations(compiled, status), "not valid: " + status);
  }

  private static List<String> names(JsonNode node) {
    List<String> out = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(out::add);
    return out;
  }
}
