package dev.genclient.client.errors;

import com.fasterxml.jackson.databind.JsonNode;

/** The root of the generated exceptions: every field of an error response and of its catalog row. */
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
  private final transient JsonNode details;

  public ApiException(String message, int status, String errorCode, String code, String catalogClass,
      String exitFamily, int exitCode, String op, String requestId, JsonNode details) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.code = code;
    this.catalogClass = catalogClass;
    this.exitFamily = exitFamily;
    this.exitCode = exitCode;
    this.op = op;
    this.requestId = requestId;
    this.details = details;
  }

  /** The HTTP status, 0 when raised by the client itself or from a stream line. */
  public int status() {
    return status;
  }

  /** The wire error code ({@code files.not_found}), or null. */
  public String errorCode() {
    return errorCode;
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

  public String op() {
    return op;
  }

  public String requestId() {
    return requestId;
  }

  public JsonNode details() {
    return details;
  }
}
