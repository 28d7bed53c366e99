package dev.genclient.mock;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Ends a request with the error envelope of DESIGN §6 for one wire code. */
final class MockFailure extends RuntimeException {
  private final String code;
  private final transient ObjectNode details;

  MockFailure(String code, String message, ObjectNode details) {
    super(message, null, false, false);
    this.code = code;
    this.details = details;
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
}
