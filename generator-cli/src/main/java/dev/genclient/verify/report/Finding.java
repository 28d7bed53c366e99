package dev.genclient.verify.report;

import java.util.Objects;

/**
 * One verdict of a verify run: a server check ({@code client} null) or one case of an op through
 * one client (a cell of the matrix; {@code check} is then the case's name).
 *
 * @param check a server check's id, or the case's name for a cell
 * @param op the op it is about, or null for a check of the whole server
 * @param client the client language ({@code python}, {@code ts}, {@code java}, {@code cli}), or null
 * @param verdict pass, FAIL, n/a or info
 * @param message one line: what was seen, or for n/a why the check does not apply
 * @param requestId the {@code X-Request-Id} of the exchange it judged, or null
 * @param reproduction the request to send again to see it, or null
 */
public record Finding(String check, String op, String client, Verdict verdict, String message, String requestId,
    Reproduction reproduction) {

  public Finding {
    Objects.requireNonNull(check, "check");
    Objects.requireNonNull(verdict, "verdict");
    Objects.requireNonNull(message, "message");
    // One line in every format: a server's or catalog's text cannot add lines to the report.
    message = message.replaceAll("[\\r\\n\\u2028\\u2029]+", " ");
  }

  public static Finding pass(String check, String op, String client, String message) {
    return new Finding(check, op, client, Verdict.PASS, message, null, null);
  }

  public static Finding fail(String check, String op, String client, String message) {
    return new Finding(check, op, client, Verdict.FAIL, message, null, null);
  }

  public static Finding notApplicable(String check, String op, String client, String reason) {
    return new Finding(check, op, client, Verdict.NOT_APPLICABLE, reason, null, null);
  }

  public static Finding info(String check, String op, String message) {
    return new Finding(check, op, null, Verdict.INFO, message, null, null);
  }

  /** This finding with the exchange it judged. */
  public Finding withRequest(String requestId, Reproduction reproduction) {
    return new Finding(check, op, client, verdict, message, requestId, reproduction);
  }

  /** True for a cell of the op × client matrix, false for a server check. */
  public boolean isCell() {
    return client != null && op != null;
  }
}
