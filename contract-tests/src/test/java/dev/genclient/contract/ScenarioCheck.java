package dev.genclient.contract;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Judges one runner line against its scenario: each step's outcome (and the expected result or
 * error fields, as a subset), then the mock's requests — exactly as many, in order, each with the
 * method, path, optional query and params (the params the mock read, equal as JSON) and the listed headers
 * (a null header: must be absent; {@code {uuid4:NAME}}: a
 * UUID v4, equal wherever NAME is used and different from every other name's). A step that captured the client's
 * log is judged by {@link LogCheck}.
 */
final class ScenarioCheck {
  /** A header expected as {@code {uuid4:NAME}} (see {@link #uuid}). */
  static final Pattern UUID_NAMED = Pattern.compile("\\{uuid4:(\\w+)}");
  static final Pattern UUID_V4 = Pattern.compile(
      "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}");

  private ScenarioCheck() {}

  /**
   * The problems of {@code language}'s line; a step's {@code expect_<language>} replaces its {@code expect} for that
   * column (where the language's idiom gives another outcome, as the scenario's {@code about} says).
   */
  static List<String> problems(Scenario scenario, JsonNode line, String language) {
    List<String> problems = new ArrayList<>();
    if (line == null) {
      return List.of("the runner wrote no line");
    }
    JsonNode steps = line.path("steps");
    Map<String, String> keys = new HashMap<>(); // {uuid4:NAME} values, in the log lines and the requests
    for (int i = 0; i < scenario.steps().size(); i++) {
      JsonNode step = scenario.steps().get(i);
      JsonNode expect = step.has("expect_" + language) ? step.get("expect_" + language) : step.path("expect");
      JsonNode got = steps.path(i);
      String where = "step " + (i + 1);
      if (got.isMissingNode()) {
        problems.add(where + ": no outcome");
        continue;
      }
      String outcome = expect.path("outcome").asText("ok");
      if (!outcome.equals(got.path("outcome").asText())) {
        problems.add(where + ": expected " + outcome + ", got " + got);
        continue;
      }
      if (expect.has("result")) {
        subset(where + " result", expect.get("result"), got.get("result"), problems);
      }
      if (expect.has("error")) {
        subset(where + " error", expect.get("error"), got.get("error"), problems);
      }
      // within_ms: the outcome came within that wall time (a bar's "fails within 1 s", a hang's timeout + 5 s).
      if (expect.has("within_ms") && !(got.path("elapsed_ms").isNumber()
          && got.get("elapsed_ms").asLong() <= expect.get("within_ms").asLong())) {
        problems.add(where + ": took " + got.path("elapsed_ms") + " ms, expected within " + expect.get("within_ms") + " ms");
      }
      if (step.has("log")) {
        LogCheck.check(where, expect, got.path("log"), scenario.token(), keys, problems);
      }
      // A string (or each of a list) the error's text, or else the step's message, must contain.
      JsonNode contains = expect.path("text_contains");
      String text = got.path("error").path("text").asText(got.path("message").asText());
      for (JsonNode part : contains.isArray() ? contains : List.of(contains)) {
        if (!part.isMissingNode() && !text.contains(part.asText())) {
          problems.add(where + ": the text " + com.fasterxml.jackson.databind.node.TextNode.valueOf(text) + " lacks " + part);
        }
      }
    }
    JsonNode seen = line.path("requests");
    JsonNode wanted = scenario.requests();
    if (seen.size() != wanted.size()) {
      problems.add("the mock saw " + seen.size() + " requests, expected " + wanted.size() + ": " + summary(seen));
      return problems;
    }
    for (int i = 0; i < wanted.size(); i++) {
      JsonNode want = wanted.get(i);
      JsonNode got = seen.get(i);
      String where = "request " + (i + 1) + " (" + got.path("method").asText() + " " + got.path("path").asText() + ")";
      for (String field : List.of("method", "path", "query", "params")) {
        if (want.has(field) && !want.get(field).equals(got.path(field))) {
          problems.add(where + ": " + field + " " + got.path(field) + ", expected " + want.get(field));
        }
      }
      for (Iterator<Map.Entry<String, JsonNode>> it = want.path("headers").fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> header = it.next();
        JsonNode value = got.path("headers").get(header.getKey().toLowerCase(java.util.Locale.ROOT));
        Matcher named = UUID_NAMED.matcher(header.getValue().asText());
        if (named.matches()) {
          uuid(where + ": header " + header.getKey(), named.group(1), value, keys, problems);
        } else if (header.getValue().isNull() ? value != null : value == null || !value.asText().equals(header.getValue().asText())) {
          problems.add(where + ": header " + header.getKey() + " is " + (value == null ? "absent" : value)
              + ", expected " + (header.getValue().isNull() ? "absent" : header.getValue()));
        }
      }
    }
    return problems;
  }

  /**
   * A header expected as {@code {uuid4:NAME}}: a UUID v4, the same value wherever NAME appears in the scenario
   * and a different one from every other name's.
   */
  private static void uuid(String where, String name, JsonNode value, Map<String, String> keys, List<String> problems) {
    if (value == null || !UUID_V4.matcher(value.asText()).matches()) {
      problems.add(where + " is " + (value == null ? "absent" : value) + ", expected a UUID v4 (" + name + ")");
      return;
    }
    String seen = keys.get(name);
    if (seen != null && !seen.equals(value.asText())) {
      problems.add(where + " is " + value + ", expected " + name + "'s value " + seen);
    }
    keys.forEach((other, key) -> {
      if (!other.equals(name) && key.equals(value.asText())) {
        problems.add(where + " is " + value + ", the value of " + other + ", expected a different one (" + name + ")");
      }
    });
    keys.putIfAbsent(name, value.asText());
  }

  /** Every field of {@code expected} (recursively for objects) equals the one in {@code actual}. */
  private static void subset(String where, JsonNode expected, JsonNode actual, List<String> problems) {
    if (expected.isObject() && actual != null && actual.isObject()) {
      expected.fields().forEachRemaining(field -> subset(where + "." + field.getKey(), field.getValue(),
          actual.get(field.getKey()), problems));
      return;
    }
    if (actual == null || !(expected.equals(actual) || expected.isNumber() && actual.isNumber()
        && expected.decimalValue().compareTo(actual.decimalValue()) == 0)) {
      problems.add(where + ": " + actual + ", expected " + expected);
    }
  }

  private static String summary(JsonNode requests) {
    List<String> lines = new ArrayList<>();
    requests.forEach(r -> lines.add(r.path("method").asText() + " " + r.path("path").asText()));
    return lines.toString();
  }
}
