package dev.genclient.mock;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Ends a request with the error envelope of the wire protocol for one wire code. */
final class MockFailure extends RuntimeException {
  private final String code;
  private final transient ObjectNode details;
  private final int status;

  /** With {@code status} 0 the status is the one the error table maps {@code code} to. */
  MockFailure(String code, String message, ObjectNode details, int status) {
    super(message, null, false, false);
    this.code = code;
    this.details = details;
    this.status = status;
  }

  MockFailure(String code, String message, ObjectNode details) {
    this(code, message, details, 0);
  }

  MockFailure(String code, String message) {
    this(code, message, null);
  }

  String code() {
    return code;
  }

  ObjectNode details() {
    return details;
  }

  /** The status to answer with instead of the error table's, or 0. */
  int status() {
    return status;
  }
}
