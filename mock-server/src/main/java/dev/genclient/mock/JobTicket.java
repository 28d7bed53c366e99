package dev.genclient.mock;

import java.math.BigDecimal;
import java.util.regex.Pattern;

/**
 * What the mock's job id says about its job (X-Mock-Job-Error, X-Mock-Job-Polls, X-Mock-Job,
 * X-Mock-Job-Retry-After), so the status op needs no headers: {@code job-<op>} by default, else
 * {@code job-<op>~error=<code>~forever~ra=<seconds>~polls=<n>~req=<request id>} (each part only when asked;
 * {@code req} makes each start's id its own, so its polls are counted anew).
 *
 * @param forever the job stays running whatever the polls
 * @param retryAfter the {@code retry_after} of its handle and its status answers, in seconds as asked ({@code 0} when not)
 */
record JobTicket(String op, String error, int polls, String requestId, boolean forever, String retryAfter) {
  static final String PREFIX = "job-";
  private static final String ERROR = "~error=";
  private static final String FOREVER = "~forever";
  private static final String RETRY_AFTER = "~ra=";
  private static final String POLLS = "~polls=";
  private static final String REQUEST = "~req=";
  /** Seconds as X-Mock-Job-Retry-After takes them: {@code 0}, {@code 2}, {@code 0.5}. */
  static final Pattern SECONDS = Pattern.compile("\\d{1,5}(\\.\\d{1,3})?");

  JobTicket {
    retryAfter = retryAfter == null ? "0" : retryAfter;
  }

  /** The default ticket: succeeds on the first poll. */
  static JobTicket plain(String op) {
    return new JobTicket(op, null, 0, null, false, null);
  }

  String id() {
    StringBuilder id = new StringBuilder(PREFIX).append(op);
    if (error != null) {
      id.append(ERROR).append(error);
    }
    if (forever) {
      id.append(FOREVER);
    }
    if (!retryAfter.equals("0")) {
      id.append(RETRY_AFTER).append(retryAfter);
    }
    if (polls > 0) {
      id.append(POLLS).append(polls).append(REQUEST).append(requestId);
    }
    return id.toString();
  }

  /** The ticket an id of job op {@code op} encodes; an id the mock did not make reads as the default. */
  static JobTicket parse(String id, String op) {
    String base = PREFIX + op;
    if (id == null || !id.startsWith(base + "~")) {
      return plain(op);
    }
    String rest = id.substring(base.length());
    String requestId = null;
    int req = rest.indexOf(REQUEST);
    if (req >= 0) {
      requestId = rest.substring(req + REQUEST.length());
      rest = rest.substring(0, req);
    }
    String error = null;
    int polls = 0;
    boolean forever = false;
    String retryAfter = null;
    for (String part : rest.split("~")) {
      if (part.startsWith(ERROR.substring(1))) {
        error = part.substring(ERROR.length() - 1);
      } else if (part.equals(FOREVER.substring(1))) {
        forever = true;
      } else if (part.startsWith(RETRY_AFTER.substring(1)) && SECONDS.matcher(part.substring(RETRY_AFTER.length() - 1)).matches()) {
        retryAfter = part.substring(RETRY_AFTER.length() - 1);
      } else if (part.startsWith(POLLS.substring(1))) {
        try {
          polls = Integer.parseInt(part.substring(POLLS.length() - 1));
        } catch (NumberFormatException e) {
          return plain(op);
        }
      }
    }
    return new JobTicket(op, error, polls, requestId, forever, retryAfter);
  }

  /** {@link #retryAfter} as a JSON number. */
  BigDecimal retryAfterSeconds() {
    return new BigDecimal(retryAfter);
  }
}
