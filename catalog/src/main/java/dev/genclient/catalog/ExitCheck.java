package dev.genclient.catalog;

import java.util.Objects;

/**
 * An op's {@code exit_check}: with the clients' {@code check} option, a result whose integer
 * {@code field} is not 0 raises the client-only error row {@code error}, carrying the result.
 */
public record ExitCheck(String field, String error) {
  public ExitCheck {
    Objects.requireNonNull(field, "field");
    Objects.requireNonNull(error, "error");
  }
}
