package dev.genclient.client.errors;

import com.fasterxml.jackson.databind.JsonNode;

/** Builds the exception of one error row: every error class's constructor has this shape ({@code XError::new}). */
@FunctionalInterface
public interface ErrorFactory {
  ApiException create(String message, int status, String errorCode, String code, String catalogClass,
      String exitFamily, int exitCode, String op, String requestId, JsonNode details);
}
