package dev.genclient.catalog;

import java.util.List;
import java.util.Objects;

/**
 * The transport policy every generated client shares, whatever its language: the built-in
 * {@link #STANDARD} with a catalog's optional {@code client_defaults} put over it key by key, written
 * into the runtime catalog's {@code client_defaults} (docs/runtime-catalog.md says what each number means).
 *
 * @param gatewayHeader the header a gateway token travels in when the caller names none
 * @param timeoutSeconds the per-try timeout of a request when the caller sets none
 * @param maxLineBytes the longest stream line a client reads
 * @param maxBufferedBytes the largest download a client holds in memory whole (Java's byte[] form)
 */
public record ClientDefaults(String gatewayHeader, int timeoutSeconds, Retry retry, Redirects redirects, Jobs jobs,
    long maxLineBytes, long maxBufferedBytes) {
  /** The built-in policy: 60 s per try, two retries of 429 and 503 backing off from 0.5 s to 8 s, five redirects, jobs waited for up to 10 minutes. */
  public static final ClientDefaults STANDARD = new ClientDefaults("X-Gateway-Token", 60,
      new Retry(2, List.of(429, 503), true, 0.5, 8, "full", 60),
      new Redirects(5, List.of(307, 308), List.of(301, 302, 303)),
      new Jobs(0.25, 30, 1, 600),
      16L * 1024 * 1024, 256L * 1024 * 1024);

  public ClientDefaults {
    Objects.requireNonNull(gatewayHeader, "gatewayHeader");
    Objects.requireNonNull(retry, "retry");
    Objects.requireNonNull(redirects, "redirects");
    Objects.requireNonNull(jobs, "jobs");
  }

  /** When and how long a try is retried. */
  public record Retry(int maxRetries, List<Integer> statuses, boolean connectionErrors, double baseSeconds,
      double capSeconds, String jitter, double retryAfterMaxSeconds) {
    public Retry {
      statuses = List.copyOf(statuses);
      Objects.requireNonNull(jitter, "jitter");
    }
  }

  /** Which redirects a client follows itself, and how many per try. */
  public record Redirects(int max, List<Integer> keepMethod, List<Integer> getOnly) {
    public Redirects {
      keepMethod = List.copyOf(keepMethod);
      getOnly = List.copyOf(getOnly);
    }
  }

  /** How a job is polled and for how long it is waited for. */
  public record Jobs(double minPollSeconds, double maxPollSeconds, double initialPollSeconds, double deadlineSeconds) {}
}
