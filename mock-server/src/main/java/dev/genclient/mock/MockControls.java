package dev.genclient.mock;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.jetty.http.HttpFields;

/** The request headers (docs/mock.md) that make the mock fail on purpose, and the per-request-id try counts. */
final class MockControls {
  static final String ERROR = "X-Mock-Error";
  static final String STATUS = "X-Mock-Status";
  static final String FAIL_TIMES = "X-Mock-Fail-Times";
  static final String STREAM_ERROR = "X-Mock-Stream-Error";
  static final String JOB_ERROR = "X-Mock-Job-Error";
  static final String JOB_POLLS = "X-Mock-Job-Polls";
  static final String RESULT = "X-Mock-Result";
  static final String REDIRECT = "X-Mock-Redirect";
  static final String REDIRECT_ORIGIN = "X-Mock-Redirect-Origin";
  static final String RETRY_AFTER = "X-Mock-Retry-After";
  static final String JOB = "X-Mock-Job";
  static final String JOB_RETRY_AFTER = "X-Mock-Job-Retry-After";
  static final String ENCODING = "X-Mock-Encoding";
  static final String STREAM = "X-Mock-Stream";
  static final String ITEMS = "X-Mock-Items";
  static final String PAGES = "X-Mock-Pages";
  /** The largest result set X-Mock-Items may ask for. */
  static final int MAX_ITEMS = 10_000;
  /** The query parameter a redirect's Location adds; a request carrying it is answered normally. */
  static final String REDIRECTED = "_redirected=1";
  /** The named bodies of X-Mock-Result: a result that is not an object, an object without the required fields. */
  private static final Map<String, String> NAMED_RESULTS = Map.of("not-object", "[1,2,3]", "missing-required", "{}");
  private static final Set<Integer> REDIRECTS = Set.of(301, 302, 303, 307, 308);
  /** Request ids remembered for X-Mock-Fail-Times; the oldest are forgotten first. */
  static final int REMEMBERED_IDS = 10_000;
  /** The most polls a job may stay running: enough for any test, small enough to end a runaway client. */
  static final int MAX_JOB_POLLS = 1000;

  private final RecentCounts tries = new RecentCounts(REMEMBERED_IDS);

  /**
   * The controls one request asked for; {@code redirect} is null on a request that already followed
   * one (its query carries {@link #REDIRECTED}), {@code retryAfter} is the 503s' {@code Retry-After}.
   */
  record Requested(String error, Integer status, Integer failTimes, String streamError, String jobError,
      Integer jobPolls, String result, Integer redirect, String redirectOrigin, String retryAfter, boolean jobForever,
      String jobRetryAfter, boolean gzip, String stream, Integer items, boolean repeatCursor) {}

  Requested read(HttpFields headers, boolean redirected) {
    Integer failTimes = integer(headers, FAIL_TIMES);
    if (failTimes != null && failTimes < 0) {
      throw new MockFailure("args.invalid", FAIL_TIMES + " must be 0 or more, not " + failTimes);
    }
    Integer redirect = integer(headers, REDIRECT);
    if (redirect != null && !REDIRECTS.contains(redirect)) {
      throw new MockFailure("args.invalid", REDIRECT + " must be one of 301, 302, 303, 307, 308, not " + redirect);
    }
    String origin = blankToNull(headers.get(REDIRECT_ORIGIN));
    if (origin != null && !origin.matches("https?://[^/?#\\s]+/?")) {
      throw new MockFailure("args.invalid", REDIRECT_ORIGIN + " must be a base URL (http://host:port), not '" + origin + "'");
    }
    String job = blankToNull(headers.get(JOB));
    if (job != null && !job.equals("running-forever")) {
      throw new MockFailure("args.invalid", JOB + " must be running-forever, not '" + job + "'");
    }
    String jobRetryAfter = blankToNull(headers.get(JOB_RETRY_AFTER));
    if (jobRetryAfter != null && !JobTicket.SECONDS.matcher(jobRetryAfter).matches()) {
      throw new MockFailure("args.invalid", JOB_RETRY_AFTER + " must be seconds (0, 2, 0.5), not '" + jobRetryAfter + "'");
    }
    Integer items = integer(headers, ITEMS);
    if (items != null && (items < 0 || items > MAX_ITEMS)) {
      throw new MockFailure("args.invalid", ITEMS + " must be 0.." + MAX_ITEMS + ", not " + items);
    }
    return new Requested(
        blankToNull(headers.get(ERROR)),
        integer(headers, STATUS),
        failTimes,
        blankToNull(headers.get(STREAM_ERROR)),
        blankToNull(headers.get(JOB_ERROR)),
        integer(headers, JOB_POLLS),
        result(blankToNull(headers.get(RESULT))),
        redirected ? null : redirect,
        origin == null ? null : origin.replaceAll("/$", ""),
        Objects.requireNonNullElse(blankToNull(headers.get(RETRY_AFTER)), "0"),
        job != null,
        jobRetryAfter,
        "gzip".equals(oneOf(headers, ENCODING, Set.of("gzip"))),
        stream(headers),
        items,
        "repeat-cursor".equals(oneOf(headers, PAGES, Set.of("repeat-cursor"))));
  }

  private static String result(String given) {
    return given == null ? null : NAMED_RESULTS.getOrDefault(given, given);
  }

  /** X-Mock-Stream: {@code bad-line}, {@code partial-line} or one event's JSON object; anything else is 400 {@code args.invalid}. */
  private static String stream(HttpFields headers) {
    String value = blankToNull(headers.get(STREAM));
    if (value == null || !value.startsWith("{")) {
      return oneOf(headers, STREAM, Set.of("bad-line", "partial-line"));
    }
    try {
      if (HttpReply.MAPPER.readTree(value).isObject()) {
        return value;
      }
    } catch (JsonProcessingException e) {
      // falls through to the refusal below
    }
    throw new MockFailure("args.invalid", STREAM + " must be bad-line, partial-line or a JSON object, not '" + value + "'");
  }

  /** The header's value, null when absent; a value not in {@code allowed} is 400 {@code args.invalid}. */
  private static String oneOf(HttpFields headers, String name, Set<String> allowed) {
    String value = blankToNull(headers.get(name));
    if (value != null && !allowed.contains(value)) {
      throw new MockFailure("args.invalid", name + " must be one of " + String.join(", ", new TreeSet<>(allowed)) + ", not '" + value + "'");
    }
    return value;
  }

  /** Counts one try of {@code requestId}; true while the count is within the first {@code failTimes}. */
  boolean shouldFail(String requestId, int failTimes) {
    return tries.next(requestId) <= failTimes;
  }

  /**
   * The ticket of a job started by this request: its X-Mock-Job-* values, checked (a code no error
   * row maps, or a poll count out of range, is 400 {@code args.invalid}).
   */
  static JobTicket jobTicket(Requested requested, String op, String requestId, ErrorResponder errors) {
    String error = requested.jobError();
    if (error != null && !errors.maps(error)) {
      throw new MockFailure("args.invalid", JOB_ERROR + ": no row of the error table maps '" + error + "'");
    }
    int polls = requested.jobPolls() == null ? 0 : requested.jobPolls();
    if (polls < 0 || polls > MAX_JOB_POLLS) {
      throw new MockFailure("args.invalid", JOB_POLLS + " must be 0.." + MAX_JOB_POLLS + ", not " + polls);
    }
    if (error != null && error.contains("~")) {
      throw new MockFailure("args.invalid", JOB_ERROR + " must not contain '~', not '" + error + "'");
    }
    return new JobTicket(op, error, polls, requestId, requested.jobForever(), requested.jobRetryAfter());
  }

  private static Integer integer(HttpFields headers, String name) {
    String value = blankToNull(headers.get(name));
    if (value == null) {
      return null;
    }
    try {
      return Integer.valueOf(value.trim());
    } catch (NumberFormatException e) {
      throw new MockFailure("args.invalid", name + " must be an integer, not '" + value + "'");
    }
  }

  private static String blankToNull(String value) {
    return value == null || value.isBlank() ? null : value.trim();
  }
}
