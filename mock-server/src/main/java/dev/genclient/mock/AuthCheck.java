package dev.genclient.mock;

import dev.genclient.catalog.Auth;
import dev.genclient.catalog.Operation;
import org.eclipse.jetty.http.HttpFields;

/**
 * Checks the credential of a request: {@code Authorization: Bearer T} or the catalog's
 * legacy header, never two different ones; admin ops want the admin token as Bearer when one is set.
 */
final class AuthCheck {
  private static final String BEARER = "Bearer ";

  private final String token;
  private final String adminToken;
  private final String legacyHeader;

  AuthCheck(String token, String adminToken, Auth auth) {
    this.token = token;
    this.adminToken = adminToken;
    this.legacyHeader = auth.legacyHeader();
  }

  /** Throws the auth or policy error for this request; {@code op} is null for discovery routes. */
  void check(HttpFields headers, Operation op) {
    String authorization = headers.get("Authorization");
    String bearer = authorization == null ? null
        : authorization.startsWith(BEARER) ? authorization.substring(BEARER.length()).trim() : "";
    String legacy = legacyHeader == null ? null : headers.get(legacyHeader);
    if (bearer != null && legacy != null && !bearer.equals(legacy)) {
      throw new MockFailure("auth.conflicting_credentials",
          "Authorization and " + legacyHeader + " carry different credentials; send one");
    }
    String credential = bearer != null ? bearer : legacy;
    if (op != null && op.admin() && adminToken != null) {
      if (bearer != null && bearer.equals(adminToken)) {
        return;
      }
      if (token != null && credential == null) {
        throw missing();
      }
      if (token != null && !token.equals(credential) && !adminToken.equals(credential)) {
        throw new MockFailure("auth.invalid", "the credential is not valid");
      }
      throw new MockFailure("policy.admin_required", "op " + op.id() + " needs the admin token as Bearer");
    }
    if (token == null) {
      return;
    }
    if (credential == null) {
      throw missing();
    }
    if (!credential.equals(token) && !credential.equals(adminToken)) {
      throw new MockFailure("auth.invalid", "the credential is not valid");
    }
  }

  private MockFailure missing() {
    return new MockFailure("auth.missing", "no credential: send Authorization: Bearer <token>"
        + (legacyHeader == null ? "" : " (or " + legacyHeader + ")"));
  }
}
