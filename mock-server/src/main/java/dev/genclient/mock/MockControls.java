package dev.genclient.mock;

import com.sun.net.httpserver.Headers;
import java.util.LinkedHashMap;
import java.util.Map;

/** The request headers of DESIGN §6.1 that make the mock fail on purpose, and the per-request-id try counts. */
final class MockControls {
  static final String ERROR = "X-Mock-Error";
  static final String STATUS = "X-Mock-Status";
  static final String FAIL_TIMES = "X-Mock-Fail-Times";
  static final String STREAM_ERROR = "X-Mock-Stream-Error";
  /** Request ids remembered for X-Mock-Fail-Times; the oldest are forgotten first. */
  static final int REMEMBERED_IDS = 10_000;

  private final Map<String, Integer> tries = new LinkedHashMap<>(16, 0.75f, true) {
    @Override
    protected boolean removeEldestEntry(Map.Entry<String, Integer> eldest) {
      return size() > REMEMBERED_IDS;
    }
  };

  /** The controls one request asked for. */
  record Requested(String error, Integer status, Integer failTimes, String streamError) {}

  Requested read(Headers headers) {
    return new Requested(
        blankToNull(headers.getFirst(ERROR)),
        integer(headers, STATUS),
        integer(headers, FAIL_TIMES),
        blankToNull(headers.getFirst(STREAM_ERROR)));
  }

  /** Counts one try of {@code requestId}; true while the count is within the first {@code failTimes}. */
  boolean shouldFail(String requestId, int failTimes) {
    synchronized (tries) {
      int count = tries.merge(requestId, 1, Integer::sum);
      return count <= failTimes;
    }
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
