package dev.genclient.verify.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The run's credentials, and their replacement by shell variables ({@code $TOKEN},
 * {@code $ADMIN_TOKEN}, {@code $GATEWAY_TOKEN}) wherever a report would show them.
 */
public record Secrets(String token, String adminToken, String gatewayToken) {
  public static final Secrets NONE = new Secrets(null, null, null);

  /** {@code text} with every credential replaced by its variable; the longest first, so none hides part of another. */
  public String redact(String text) {
    if (text == null) {
      return null;
    }
    List<Map.Entry<String, String>> pairs = new ArrayList<>();
    add(pairs, token, "$TOKEN");
    add(pairs, adminToken, "$ADMIN_TOKEN");
    add(pairs, gatewayToken, "$GATEWAY_TOKEN");
    pairs.sort(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getKey().length()).reversed());
    String out = text;
    for (Map.Entry<String, String> pair : pairs) {
      out = out.replace(pair.getKey(), pair.getValue());
    }
    return out;
  }

  private static void add(List<Map.Entry<String, String>> pairs, String secret, String variable) {
    if (secret != null && !secret.isEmpty()) {
      pairs.add(Map.entry(secret, variable));
    }
  }
}
