package dev.genclient.verify.report;

import java.util.Objects;

/**
 * One response the run saw, fed to the check that every status and wire code is one the op may
 * raise: by the server checks for their own exchanges and by the client runners for each call.
 *
 * @param op the op called (the path's op for an unknown-op probe)
 * @param client the client that made the call, or null for a server check's own request
 * @param status the HTTP status
 * @param wireCode {@code error.code} of an error envelope (or of a stream's error line), else null
 * @param requestId the response's request id, or null when it had none
 */
public record Observation(String op, String client, int status, String wireCode, String requestId) {
  public Observation {
    Objects.requireNonNull(op, "op");
  }
}
