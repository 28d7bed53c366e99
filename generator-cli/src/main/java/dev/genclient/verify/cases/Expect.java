package dev.genclient.verify.cases;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Objects;

/** What a case expects: a result, an error (a wire code or a class of the error table), or a status. */
public sealed interface Expect permits Expect.Result, Expect.Error, Expect.Status {
  /** Success whose value validates against the op's result schema; {@code partial}, when not null, an object whose keys must match. */
  record Result(JsonNode partial) implements Expect {}

  /** An error with this wire code, or of this error-table class. */
  record Error(String codeOrClass) implements Expect {
    public Error {
      Objects.requireNonNull(codeOrClass, "codeOrClass");
    }
  }

  /** An answer with this HTTP status. */
  record Status(int status) implements Expect {}

  /** The default: a valid result. */
  Expect RESULT = new Result(null);
}
