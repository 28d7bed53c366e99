package dev.genclient.verify.server;

/** The server conformance checks of {@code verify}, each judged on the raw HTTP exchange with no client involved. */
public enum ServerCheck {
  OPS_LISTING("ops-listing", "GET {ops_path} lists every catalog op with the same kind and binding"),
  CAPABILITIES("capabilities", "GET {capabilities_path} has one of the three documented shapes and agrees with the ops listing"),
  UNKNOWN_OP("unknown-op", "POST {ops_path}/<an id no catalog has> answers 404 op.unknown"),
  MISSING_ARGUMENT("missing-argument", "a call without a required param answers an args.* row with that row's status"),
  ERROR_ENVELOPE("error-envelope", "every error answer is {\"error\": {code, message, op, request_id, details}}"),
  NO_CREDENTIALS("no-credentials", "a call without credentials answers 401 with an auth.* code (when a token is given)"),
  CONFLICTING_CREDENTIALS("conflicting-credentials",
      "differing Bearer and legacy-header credentials answer 401 with an auth-family code (when auth.legacy_header is set)"),
  REQUEST_ID("request-id", "X-Request-Id is echoed in the response header and in error.request_id"),
  NEWER_CLIENT("newer-client", "a newer client's X-ABX-Client value gets the same answer as the current one"),
  DECLARED_CODES("declared-codes", "every status and wire code the run saw is one the op may raise");

  private final String id;
  private final String summary;

  ServerCheck(String id, String summary) {
    this.id = id;
    this.summary = summary;
  }

  /** The name reports show. */
  public String id() {
    return id;
  }

  public String summary() {
    return summary;
  }
}
