package dev.genclient.client.errors;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The root of the generated exceptions: every field of an error response and of its catalog row. Its
 * {@link #getMessage()} (and {@link #toString()}) is the error text every client shows alike (see
 * {@link #text}); {@link #errorMessage()} is the message alone.
 */
public class ApiException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int status;
  private final String errorCode;
  private final String code;
  private final String catalogClass;
  private final String exitFamily;
  private final int exitCode;
  private final String op;
  private final String requestId;
  private final String errorMessage;
  private final transient JsonNode details;
  private transient Object result;

  public ApiException(String message, int status, String errorCode, String code, String catalogClass,
      String exitFamily, int exitCode, String op, String requestId, JsonNode details) {
    super(text(catalogClass, code, errorCode, op, message, status, requestId));
    this.status = status;
    this.errorCode = errorCode;
    this.code = code;
    this.catalogClass = catalogClass;
    this.exitFamily = exitFamily;
    this.exitCode = exitCode;
    this.op = op;
    this.requestId = requestId;
    this.errorMessage = message;
    this.details = details;
  }

  /**
   * The error text, the same in every language's client: {@code <class>[ <E-code>][ <wire code>][ in
   * <op>]: <message>[ (HTTP <status>, request <id>)]}; a part without a value is left out, the message
   * loses its trailing white space.
   */
  static String text(String catalogClass, String code, String errorCode, String op, String message, int status,
      String requestId) {
    StringBuilder out = new StringBuilder(catalogClass == null ? "ApiException" : catalogClass);
    if (code != null && !code.isEmpty()) {
      out.append(' ').append(code);
    }
    if (errorCode != null && !errorCode.isEmpty()) {
      out.append(' ').append(errorCode);
    }
    if (op != null && !op.isEmpty()) {
      out.append(" in ").append(op);
    }
    out.append(": ").append(message == null ? "" : message.stripTrailing());
    String http = status > 0 ? "HTTP " + status : null;
    String request = requestId != null && !requestId.isEmpty() ? "request " + requestId : null;
    if (http != null || request != null) {
      out.append(" (").append(http == null ? request : request == null ? http : http + ", " + request).append(')');
    }
    return out.toString();
  }

  /** The error text, as {@link #getMessage()}: the same text in every language's client. */
  @Override
  public String toString() {
    return getMessage();
  }

  /** The message alone (the envelope's {@code message}, or the client's own), without the other fields. */
  public String errorMessage() {
    return errorMessage;
  }

  /** The HTTP status, 0 when raised by the client itself or from a stream line. */
  public int status() {
    return status;
  }

  /** The HTTP status: {@link #status()} under the name existing user code reads. */
  public int statusCode() {
    return status;
  }

  /** The wire error code ({@code files.not_found}), or null. */
  public String errorCode() {
    return errorCode;
  }

  /** The wire family: the wire code up to its first dot ({@code files}), or null without a wire code. */
  public String errorType() {
    if (errorCode == null) {
      return null;
    }
    int dot = errorCode.indexOf('.');
    return dot < 0 ? errorCode : errorCode.substring(0, dot);
  }

  /** The catalog's E-code of this class. */
  public String code() {
    return code;
  }

  /** The catalog's class name, the same in every language. */
  public String catalogClass() {
    return catalogClass;
  }

  public String exitFamily() {
    return exitFamily;
  }

  public int exitCode() {
    return exitCode;
  }

  /** The op id of the call. */
  public String op() {
    return op;
  }

  /** The op id of the call: {@link #op()} under the name existing user code reads. */
  public String endpoint() {
    return op;
  }

  public String requestId() {
    return requestId;
  }

  public JsonNode details() {
    return details;
  }

  /** The result the call returned, for an exit-check error ({@code check}); null for every other error. */
  public Object result() {
    return result;
  }

  ApiException withResult(Object value) {
    this.result = value;
    return this;
  }
}
