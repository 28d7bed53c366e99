package dev.genclient.client.runtime;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The transport policy of the runtime catalog document's {@code client_defaults}: retries, redirects,
 * job polling and body limits. The runtime has no numbers of its own; every one comes from here.
 */
public record TransportPolicy(Retry retry, Redirects redirects, Jobs jobs, long maxLineBytes, long maxBufferedBytes) {
  /** Which answers are retried and how long to wait before each retry. */
  public record Retry(int maxRetries, Set<Integer> statuses, boolean connectionErrors, double baseSeconds,
      double capSeconds, double retryAfterMaxSeconds) {
    public Retry {
      statuses = Set.copyOf(statuses);
    }
  }

  /** Which redirects are followed, how many per try, and the headers dropped on the way to another origin. */
  public record Redirects(int max, Set<Integer> keepMethod, Set<Integer> getOnly, Set<String> crossOriginStrip) {
    public Redirects {
      keepMethod = Set.copyOf(keepMethod);
      getOnly = Set.copyOf(getOnly);
      crossOriginStrip = Set.copyOf(crossOriginStrip);
    }
  }

  /** The pace of job polling and the default deadline of a whole wait. */
  public record Jobs(Duration minPoll, Duration maxPoll, Duration initialPoll, Duration deadline) {}

  /**
   * The policy of a runtime catalog document; a document without one of its keys is not one this
   * runtime was generated with (IllegalStateException naming the key).
   */
  public static TransportPolicy of(JsonNode catalog) {
    JsonNode defaults = catalog.path("client_defaults");
    JsonNode retry = defaults.path("retry");
    JsonNode redirects = defaults.path("redirects");
    JsonNode jobs = defaults.path("jobs");
    Set<String> strip = new TreeSet<>();
    for (JsonNode name : require(redirects, "redirects", "cross_origin_strip")) {
      strip.add(name.asText().toLowerCase(Locale.ROOT));
    }
    return new TransportPolicy(
        new Retry(require(retry, "retry", "max_retries").asInt(), ints(require(retry, "retry", "statuses")),
            require(retry, "retry", "connection_errors").asBoolean(), require(retry, "retry", "base_seconds").asDouble(),
            require(retry, "retry", "cap_seconds").asDouble(),
            require(retry, "retry", "retry_after_max_seconds").asDouble()),
        new Redirects(require(redirects, "redirects", "max").asInt(), ints(require(redirects, "redirects", "keep_method")),
            ints(require(redirects, "redirects", "get_only")), strip),
        new Jobs(seconds(require(jobs, "jobs", "min_poll_seconds")), seconds(require(jobs, "jobs", "max_poll_seconds")),
            seconds(require(jobs, "jobs", "initial_poll_seconds")), seconds(require(jobs, "jobs", "deadline_seconds"))),
        require(defaults.path("stream"), "stream", "max_line_bytes").asLong(),
        require(defaults.path("download"), "download", "max_buffered_bytes").asLong());
  }

  /** {@code seconds} as a duration, to the nanosecond; negative counts as 0. */
  static Duration seconds(double seconds) {
    return seconds <= 0 ? Duration.ZERO : Duration.ofNanos((long) Math.min(seconds * 1e9, Long.MAX_VALUE));
  }

  private static Duration seconds(JsonNode node) {
    return seconds(node.asDouble());
  }

  private static JsonNode require(JsonNode object, String group, String key) {
    JsonNode value = object.get(key);
    if (value == null || value.isNull()) {
      throw new IllegalStateException("the embedded catalog's client_defaults has no " + group + "." + key);
    }
    return value;
  }

  private static Set<Integer> ints(JsonNode array) {
    List<Integer> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asInt()));
    return Set.copyOf(out);
  }
}
