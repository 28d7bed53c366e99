package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code {uuid4:NAME}} header form of a scenario's requests; a request's params; a step's log lines (LogCheck). */
class ScenarioCheckTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final String A = "0f8fad5b-d9cb-469f-a165-70867728950e";
  private static final String B = "7c9e6679-7425-40de-944b-e07fc1f90ae7";

  private static List<String> check(String wanted, String... keys) throws Exception {
    Scenario scenario = Scenario.of(MAPPER.readTree("{\"id\": \"s\", \"steps\": [{\"call\": \"files.mkdir\"}], \"requests\": "
        + wanted + "}"), "t.json");
    StringBuilder seen = new StringBuilder("[");
    for (String key : keys) {
      seen.append(seen.length() > 1 ? "," : "").append("{\"method\": \"POST\", \"path\": \"/p\", \"headers\": ")
          .append(key == null ? "{}" : "{\"idempotency-key\": \"" + key + "\"}").append('}');
    }
    JsonNode line = MAPPER.readTree("{\"steps\": [{\"outcome\": \"ok\"}], \"requests\": " + seen + "]}");
    return ScenarioCheck.problems(scenario, line, "java");
  }

  private static final String SAME = "[{\"headers\": {\"idempotency-key\": \"{uuid4:a}\"}}, {\"headers\": {\"idempotency-key\": \"{uuid4:a}\"}}]";
  private static final String DIFFERENT = "[{\"headers\": {\"idempotency-key\": \"{uuid4:a}\"}}, {\"headers\": {\"idempotency-key\": \"{uuid4:b}\"}}]";

  @Test
  void aNameHoldsOneUuidAndTwoNamesTwo() throws Exception {
    assertEquals(List.of(), check(SAME, A, A));
    assertEquals(List.of(), check(DIFFERENT, A, B));
    assertEquals(List.of("request 2 (POST /p): header idempotency-key is \"" + B + "\", expected a's value " + A), check(SAME, A, B));
    assertEquals(List.of("request 2 (POST /p): header idempotency-key is \"" + A + "\", the value of a, expected a different one (b)"),
        check(DIFFERENT, A, A));
  }

  @Test
  void aValueThatIsNoUuidV4OrAbsentFails() throws Exception {
    assertEquals(List.of("request 1 (POST /p): header idempotency-key is \"order-42\", expected a UUID v4 (a)",
        "request 2 (POST /p): header idempotency-key is absent, expected a UUID v4 (a)"), check(SAME, "order-42", null));
  }

  @Test
  void aLogLineIsItsEventAndItsFields() {
    LogCheck.Line line = LogCheck.parse("debug", "request headers op=files.list why=\"a b=c\" n=2 headers={\"x-a\":\"1 2\"} end=x");
    assertEquals("request headers", line.event());
    assertEquals("{\"op\":\"files.list\",\"why\":\"a b=c\",\"n\":\"2\",\"headers\":{\"x-a\":\"1 2\"},\"end\":\"x\"}",
        line.fields().toString());
  }

  private static List<String> logProblems(String expect, String... lines) throws Exception {
    StringBuilder log = new StringBuilder("[");
    for (String line : lines) {
      log.append(log.length() > 1 ? "," : "").append(MAPPER.writeValueAsString(java.util.Map.of("level", "info", "line", line)));
    }
    List<String> problems = new java.util.ArrayList<>();
    LogCheck.check("step 1", MAPPER.readTree(expect), MAPPER.readTree(log + "]"), "tok-9", new java.util.HashMap<>(), problems);
    return problems;
  }

  @Test
  void logEntriesMatchLaterLinesInOrderAndExcludedTextFails() throws Exception {
    String expect = "{\"log\": [{\"event\": \"retry\", \"fields\": {\"attempt\": 1, \"request_id\": \"{uuid4:r}\", "
        + "\"wait_ms\": \"{any}\", \"status\": null}}, {\"event\": \"response\", \"level\": \"info\", "
        + "\"fields\": {\"request_id\": \"{uuid4:r}\"}}], \"log_excludes\": [\"secret\"]}";
    String retry = "retry attempt=1 request_id=" + A + " wait_ms=5";
    assertEquals(List.of(), logProblems(expect, "request attempt=1", retry, "response request_id=" + A));
    assertEquals(1, logProblems(expect, "response request_id=" + A, retry).size(), "out of order");
    assertEquals(1, logProblems(expect, retry, "response request_id=" + B).size(), "another request id");
    assertEquals(1, logProblems(expect, "retry attempt=1 request_id=" + A + " status=503", "response request_id=" + A).size(),
        "a field that must be absent");
    assertEquals(1, logProblems(expect, "retry attempt=1 request_id=" + A, "response request_id=" + A).size(), "{any} missing");
    assertEquals(List.of("step 1: the log line \"x secret tok-9\" holds \"secret\"",
        "step 1: the log line \"x secret tok-9\" holds \"tok-9\""), logProblems(expect, retry, "response request_id=" + A,
        "x secret tok-9"));
  }

  @Test
  void aRequestsParamsAreTheOnesTheMockReadExactly() throws Exception {
    Scenario scenario = Scenario.of(MAPPER.readTree("{\"id\": \"s\", \"steps\": [{\"call\": \"files.list\"}], \"requests\": "
        + "[{\"params\": {\"path\": \"/tmp\", \"recursive\": true}}]}"), "t.json");
    String seen = "{\"steps\": [{\"outcome\": \"ok\"}], \"requests\": [{\"method\": \"POST\", \"path\": \"/ops/files.list\", \"params\": ";
    assertEquals(List.of(), ScenarioCheck.problems(scenario, MAPPER.readTree(seen + "{\"recursive\": true, \"path\": \"/tmp\"}}]}"), "ts"));
    assertEquals(List.of("request 1 (POST /ops/files.list): params {\"path\":\"/tmp\",\"recursive\":\"true\"}, expected "
        + "{\"path\":\"/tmp\",\"recursive\":true}"), ScenarioCheck.problems(scenario,
        MAPPER.readTree(seen + "{\"path\": \"/tmp\", \"recursive\": \"true\"}}]}"), "ts"));
    assertEquals(List.of("request 1 (POST /ops/files.list): params {\"path\":\"/tmp\",\"recursive\":true,\"max_depth\":2}, expected "
        + "{\"path\":\"/tmp\",\"recursive\":true}"), ScenarioCheck.problems(scenario,
        MAPPER.readTree(seen + "{\"path\": \"/tmp\", \"recursive\": true, \"max_depth\": 2}}]}"), "ts"));
  }

  @Test
  void withinMsBoundsTheStepsWallTime() throws Exception {
    Scenario scenario = Scenario.of(MAPPER.readTree("{\"id\": \"s\", \"steps\": [{\"call\": \"files.stat\", "
        + "\"expect\": {\"within_ms\": 1000}}], \"requests\": []}"), "t.json");
    assertEquals(List.of(), ScenarioCheck.problems(scenario,
        MAPPER.readTree("{\"steps\": [{\"outcome\": \"ok\", \"elapsed_ms\": 1000}], \"requests\": []}"), "ts"));
    assertEquals(List.of("step 1: took 1001 ms, expected within 1000 ms"), ScenarioCheck.problems(scenario,
        MAPPER.readTree("{\"steps\": [{\"outcome\": \"ok\", \"elapsed_ms\": 1001}], \"requests\": []}"), "ts"));
    assertEquals(List.of("step 1: took  ms, expected within 1000 ms"), ScenarioCheck.problems(scenario,
        MAPPER.readTree("{\"steps\": [{\"outcome\": \"ok\"}], \"requests\": []}"), "ts"));
  }
}
