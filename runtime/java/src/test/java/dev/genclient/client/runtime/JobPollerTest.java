package dev.genclient.client.runtime;

import static dev.genclient.client.runtime.TestTransports.op;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.client.errors.ApiException;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Job waits at the document's pace, within a deadline, and stopped at once by a cancelled future. */
class JobPollerTest {
  private static final TypeReference<JsonNode> JSON = new TypeReference<JsonNode>() {};
  private static final String RUNNING = "{\"job_id\": \"j1\", \"status\": \"running\"}";
  private static final String DONE = "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"result\": {\"name\": \"a\", \"size\": 1}}";

  /** Waits without sleeping on a clock only its waits move. */
  static final class VirtualSleeper implements Sleeper {
    final List<Duration> waits = new ArrayList<>();
    long now;

    @Override
    public void sleep(Duration duration) {
      waits.add(duration);
      now += duration.toNanos();
    }

    @Override
    public long nanoTime() {
      return now;
    }
  }

  /** A pending job as the generated record would hold it. */
  @JsonIgnoreProperties(ignoreUnknown = true)
  record Pending(@JsonProperty("job_id") String jobId, @JsonProperty("retry_after") Double retryAfter)
      implements PendingJob {}

  private final FakeServer server;

  JobPollerTest() throws IOException {
    server = new FakeServer();
  }

  @AfterEach
  void stop() {
    server.close();
  }

  private JsonNode await(Sleeper sleeper, PendingJob pending, RequestOptions options) {
    return JobPoller.await(TestTransports.of(server.baseUrl(), sleeper), op("jobs.start"), op("jobs.status"), "job",
        pending, JSON, options);
  }

  @Test
  void theServersRetryAfterIsClampedAndWithoutItTheWaitDoublesFromTheInitialInterval() {
    server.reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 100}"))
        .reply(FakeServer.Reply.json(200, RUNNING)).reply(FakeServer.Reply.json(200, RUNNING))
        .reply(FakeServer.Reply.json(200, DONE));
    VirtualSleeper sleeper = new VirtualSleeper();
    JsonNode result = await(sleeper, new Pending("j1", 0.0), RequestOptions.NONE);
    assertEquals("a", result.path("name").asText());
    assertEquals(List.of(Duration.ofMillis(250), Duration.ofSeconds(30), Duration.ofSeconds(1), Duration.ofSeconds(2)),
        sleeper.waits, "the 202's retry_after 0 raised to 0.25 s, 100 lowered to 30 s, then 1 s doubling");
  }

  @Test
  void aJobStillRunningAtTheDeadlineFailsWithItsIdAndTheHandleResumes() {
    for (int i = 0; i < 3; i++) {
      server.reply(FakeServer.Reply.json(200, RUNNING));
    }
    VirtualSleeper sleeper = new VirtualSleeper();
    Pending pending = new Pending("j1", null);
    ApiException e = assertThrows(ApiException.class,
        () -> await(sleeper, pending, RequestOptions.builder().jobTimeout(Duration.ofSeconds(5)).build()));
    assertEquals("Unavailable", e.catalogClass());
    assertEquals("job_deadline", e.details().path("reason").asText());
    assertEquals("j1", e.details().path("job_id").asText());
    assertEquals("jobs.start", e.op());
    assertEquals(2, server.requests().size(), "polls after 1 s and 3 s; the next would pass 5 s");
    assertEquals(List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(2)), sleeper.waits);
    server.reply(FakeServer.Reply.json(200, DONE));
    assertEquals(1, await(sleeper, pending, RequestOptions.NONE).path("size").asInt(), "resumed");
  }

  @Test
  void theDocumentsDeadlineAppliesWithoutAnOverride() {
    for (int i = 0; i < 40; i++) {
      server.reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 30}"));
    }
    VirtualSleeper sleeper = new VirtualSleeper();
    ApiException e = assertThrows(ApiException.class, () -> await(sleeper, new Pending("j1", 30.0), RequestOptions.NONE));
    assertEquals("job_deadline", e.details().path("reason").asText());
    assertEquals(Duration.ofSeconds(600), Duration.ofNanos(sleeper.now), "the test document's 600 s");
    assertEquals(20, server.requests().size());
  }

  @Test
  void aResultOffItsSchemaIsMalformed() {
    server.reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"succeeded\", \"result\": {}}"));
    ApiException e = assertThrows(ApiException.class, () -> await(new VirtualSleeper(), new Pending("j1", 0.0),
        RequestOptions.NONE));
    assertEquals("malformed_result", e.details().path("reason").asText());
  }

  @Test
  void cancellingTheFutureStopsThePollingAtOnce() throws Exception {
    server.reply(FakeServer.Reply.json(202, "{\"job_id\": \"j1\", \"status\": \"pending\", \"retry_after\": 0}"));
    for (int i = 0; i < 50; i++) {
      server.reply(FakeServer.Reply.json(200, "{\"job_id\": \"j1\", \"status\": \"running\", \"retry_after\": 0}"));
    }
    Transport transport = TestTransports.of(server.baseUrl(), Sleeper.REAL);
    CompletableFuture<JsonNode> future = JobPoller.awaitAsync(transport, op("jobs.start"), op("jobs.status"), "job",
        null, new TypeReference<Pending>() {}, JSON, RequestOptions.NONE);
    long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
    while (server.requests().size() < 2 && System.nanoTime() < until) {
      Thread.sleep(10);
    }
    assertTrue(server.requests().size() >= 2, "the job started and was polled");
    assertTrue(future.cancel(true));
    int sent = server.requests().size();
    Thread.sleep(700);
    assertEquals(sent, server.requests().size(), "no poll after the cancel (polls are 0.25 s apart)");
    assertTrue(future.isCancelled());
  }
}
