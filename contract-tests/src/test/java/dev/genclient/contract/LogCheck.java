package dev.genclient.contract;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;

/**
 * Judges the log lines a step captured (docs/scenarios.md, "Log lines"): each expected entry, in order, matches a
 * later line ({@code event}, {@code level}, and {@code fields} as a subset: {@code "{any}"} present, null absent,
 * the headers by lower-case name), and no line holds a string of {@code log_excludes} or the client's token.
 */
final class LogCheck {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /** One line as the clients write it (docs/runtime-catalog.md, "Logging"): its event and its fields. */
  record Line(String level, String event, ObjectNode fields, String text) {}

  private LogCheck() {}

  /**
   * {@code event key=value ...}: the event is the words before the first {@code key=}; a value is a JSON string or
   * object when it starts with {@code "} or {@code {}, else the text up to the next space.
   */
  static Line parse(String level, String text) {
    ObjectNode fields = MAPPER.createObjectNode();
    StringBuilder event = new StringBuilder();
    int i = 0;
    while (i < text.length()) {
      int space = text.indexOf(' ', i);
      int end = space < 0 ? text.length() : space;
      int equals = text.indexOf('=', i);
      if (equals < 0 || equals > end) {
        event.append(event.length() == 0 ? "" : " ").append(text, i, end);
        i = end + 1;
        continue;
      }
      String key = text.substring(i, equals);
      char first = equals + 1 < text.length() ? text.charAt(equals + 1) : ' ';
      if (first == '"' || first == '{') {
        try (JsonParser parser = MAPPER.getFactory().createParser(text.substring(equals + 1))) {
          fields.set(key, MAPPER.readTree(parser));
          i = equals + 1 + (int) parser.currentLocation().getCharOffset() + 1;
        } catch (IOException e) {
          throw new IllegalArgumentException("not a log line (" + e.getMessage() + "): " + text, e);
        }
      } else {
        fields.put(key, text.substring(equals + 1, end));
        i = end + 1;
      }
    }
    return new Line(level, event.toString(), fields, text);
  }

  /** The problems of a step's captured {@code log} against its {@code expect}. */
  static void check(String where, JsonNode expect, JsonNode log, String token, Map<String, String> keys,
      List<String> problems) {
    List<Line> lines = new ArrayList<>();
    for (JsonNode entry : log) {
      lines.add(parse(entry.path("level").asText(), entry.path("line").asText()));
    }
    int next = 0;
    for (JsonNode wanted : expect.path("log")) {
      int found = -1;
      for (int i = next; i < lines.size() && found < 0; i++) {
        Map<String, String> bound = new HashMap<>(keys);
        if (matches(wanted, lines.get(i), bound)) {
          found = i;
          keys.putAll(bound);
        }
      }
      if (found < 0) {
        problems.add(where + ": no log line" + (next == 0 ? "" : " after line " + next) + " matches " + wanted
            + "; the log: " + texts(lines));
        return;
      }
      next = found + 1;
    }
    List<String> excluded = new ArrayList<>();
    expect.path("log_excludes").forEach(e -> excluded.add(e.asText()));
    if (token != null && !token.isEmpty()) {
      excluded.add(token);
    }
    for (Line line : lines) {
      for (String text : excluded) {
        if (line.text().contains(text)) {
          problems.add(where + ": the log line " + TextNode.valueOf(line.text()) + " holds " + TextNode.valueOf(text));
        }
      }
    }
  }

  private static boolean matches(JsonNode wanted, Line line, Map<String, String> keys) {
    if (wanted.has("event") && !wanted.get("event").asText().equals(line.event())
        || wanted.has("level") && !wanted.get("level").asText().equals(line.level())) {
      return false;
    }
    for (Iterator<Map.Entry<String, JsonNode>> it = wanted.path("fields").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      JsonNode got = line.fields().get(field.getKey());
      if (!value(field.getValue(), got, keys)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code "{any}"}: present; {@code "{uuid4:NAME}"}: a UUID v4, NAME's value wherever it appears in the scenario
   * (bound in {@code keys}); null: absent; an object: a subset by lower-case name; else equal as text.
   */
  private static boolean value(JsonNode wanted, JsonNode got, Map<String, String> keys) {
    if (wanted.isNull()) {
      return got == null;
    }
    if (got == null) {
      return false;
    }
    if (wanted.isTextual() && wanted.asText().equals("{any}")) {
      return true;
    }
    Matcher named = ScenarioCheck.UUID_NAMED.matcher(wanted.asText());
    if (wanted.isTextual() && named.matches()) {
      String seen = keys.putIfAbsent(named.group(1), got.asText());
      return ScenarioCheck.UUID_V4.matcher(got.asText()).matches() && (seen == null || seen.equals(got.asText()));
    }
    if (wanted.isObject()) {
      for (Iterator<Map.Entry<String, JsonNode>> it = wanted.fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> entry = it.next();
        if (!value(entry.getValue(), got.get(entry.getKey().toLowerCase(Locale.ROOT)), keys)) {
          return false;
        }
      }
      return got.isObject();
    }
    return !got.isContainerNode() && wanted.asText().equals(got.asText());
  }

  private static List<String> texts(List<Line> lines) {
    List<String> out = new ArrayList<>();
    lines.forEach(l -> out.add(l.level() + " " + l.text()));
    return out;
  }
}
