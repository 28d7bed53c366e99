package dev.genclient.verify.clients;

import com.fasterxml.jackson.databind.JsonNode;
import dev.genclient.verify.report.Finding;
import dev.genclient.verify.report.Reproduction;
import dev.genclient.verify.report.Verdict;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The clients must agree on each case: the same outcome and, for an error, the same wire code,
 * class, E-code and exit family. A cell whose verdict differs from the one most clients gave fails
 * (when no verdict has a majority, every cell fails), with the request that shows it.
 */
final class VerdictAgreement {
  private VerdictAgreement() {}

  /** {@code findings} with each disagreeing cell turned into (or added to) a failure. */
  static List<Finding> apply(List<Finding> findings, List<LanguageRun.Column> columns) {
    Map<String, Map<String, String>> byCase = new LinkedHashMap<>();
    Map<String, Reproduction> requests = new HashMap<>();
    for (LanguageRun.Column column : columns) {
      column.requests().forEach((name, request) -> requests.put(name + "\n" + column.client(), request));
      column.lines().forEach((name, line) -> {
        String verdict = verdict(line);
        if (verdict != null) {
          byCase.computeIfAbsent(name, n -> new TreeMap<>()).put(column.client(), verdict);
        }
      });
    }
    Map<String, String> disagreements = new LinkedHashMap<>();
    byCase.forEach((name, verdicts) -> {
      if (verdicts.values().stream().distinct().count() < 2) {
        return;
      }
      String majority = majority(verdicts);
      verdicts.forEach((client, verdict) -> {
        if (!verdict.equals(majority)) {
          disagreements.put(name + "\n" + client, majority == null ? "the clients disagree: " + verdicts
              : "its verdict " + verdict + " differs from the other clients' " + majority);
        }
      });
    });
    List<Finding> out = new ArrayList<>();
    for (Finding f : findings) {
      String message = f.isCell() ? disagreements.get(f.check() + "\n" + f.client()) : null;
      if (message == null) {
        out.add(f);
        continue;
      }
      String text = f.verdict() == Verdict.FAIL ? f.message() + "; " + message : message;
      out.add(Finding.fail(f.check(), f.op(), f.client(), text).withRequest(f.requestId(), requests.get(f.check() + "\n" + f.client())));
    }
    return out;
  }

  /** {@code ok}, or {@code error <wire code> <class> <E-code> <exit family>}; null for a line that did not run (judged on its own). */
  static String verdict(JsonNode line) {
    String outcome = line.path("outcome").asText();
    if (outcome.equals("ok")) {
      return "ok";
    }
    if (!outcome.equals("error")) {
      return null;
    }
    JsonNode error = line.path("error");
    return "error " + error.path("error_code").asText("-") + " " + error.path("catalog_class").asText("-") + " "
        + error.path("code").asText("-") + " " + error.path("exit_family").asText("-");
  }

  /** The verdict more clients gave than any other, or null on a tie. */
  private static String majority(Map<String, String> verdicts) {
    Map<String, Integer> counts = new TreeMap<>();
    verdicts.values().forEach(v -> counts.merge(v, 1, Integer::sum));
    int best = counts.values().stream().max(Integer::compare).orElse(0);
    List<String> top = counts.entrySet().stream().filter(e -> e.getValue() == best).map(Map.Entry::getKey).toList();
    return top.size() == 1 ? top.get(0) : null;
  }
}
