package dev.genclient.mock;

/**
 * What the mock's job id says about its job (X-Mock-Job-Error, X-Mock-Job-Polls), so the status op
 * needs no headers: {@code job-<op>} by default, else {@code job-<op>~error=<code>~polls=<n>~req=<request id>}
 * (each part only when asked; {@code req} makes each start's id its own, so its polls are counted anew).
 */
record JobTicket(String op, String error, int polls, String requestId) {
  static final String PREFIX = "job-";
  private static final String ERROR = "~error=";
  private static final String POLLS = "~polls=";
  private static final String REQUEST = "~req=";

  /** The default ticket: succeeds on the first poll. */
  static JobTicket plain(String op) {
    return new JobTicket(op, null, 0, null);
  }

  String id() {
    StringBuilder id = new StringBuilder(PREFIX).append(op);
    if (error != null) {
      id.append(ERROR).append(error);
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
    for (String part : rest.split("~")) {
      if (part.startsWith(ERROR.substring(1))) {
        error = part.substring(ERROR.length() - 1);
      } else if (part.startsWith(POLLS.substring(1))) {
        try {
          polls = Integer.parseInt(part.substring(POLLS.length() - 1));
        } catch (NumberFormatException e) {
          return plain(op);
        }
      }
    }
    return new JobTicket(op, error, polls, requestId);
  }
}
