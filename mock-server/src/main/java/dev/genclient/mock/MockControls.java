package dev.genclient.mock;

import com.sun.net.httpserver.Headers;

/** The request headers (docs/mock.md) that make the mock fail on purpose, and the per-request-id try counts. */
final class MockControls {
  static final String ERROR = "X-Mock-Error";
  static final String STATUS = "X-Mock-Status";
  static final String FAIL_TIMES = "X-Mock-Fail-Times";
  static final String STREAM_ERROR = "X-Mock-Stream-Error";
  static final String JOB_ERROR = "X-Mock-Job-Error";
  static final String JOB_POLLS = "X-Mock-Job-Polls";
  static final String RESULT = "X-Mock-Result";
  /** Request ids remembered for X-Mock-Fail-Times; the oldest are forgotten first. */
  static final int REMEMBERED_IDS = 10_000;
  /** The most polls a job may stay running: enough for any test, small enough to end a runaway client. */
  static final int MAX_JOB_POLLS = 1000;

  private final RecentCounts tries = new RecentCounts(REMEMBERED_IDS);

  /** The controls one request asked for. */
  record Requested(String error, Integer status, Integer failTimes, String streamError, String jobError,
      Integer jobPolls, String result) {}

  Requested read(Headers headers) {
    Integer failTimes = integer(headers, FAIL_TIMES);
    if (failTimes != null && failTimes < 0) {
      throw new MockFailure("args.invalid", FAIL_TIMES + " must be 0 or more, not " + failTimes);
    }
    return new Requested(
        blankToNull(headers.getFirst(ERROR)),
        integer(headers, STATUS),
        failTimes,
        blankToNull(headers.getFirst(STREAM_ERROR)),
        blankToNull(headers.getFirst(JOB_ERROR)),
        integer(headers, JOB_POLLS),
        blankToNull(headers.getFirst(RESULT)));
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
    return new JobTicket(op, error, polls, requestId);
  }

  private static Integer integer(Headers headers, String name) {
    String value = blankToNull(headers.getFirst(name));
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
