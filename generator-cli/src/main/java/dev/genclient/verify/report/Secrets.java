package dev.genclient.verify.report;

/**
 * The run's credentials, and the shell variable a report shows for each ({@code $TOKEN},
 * {@code $ADMIN_TOKEN}, {@code $GATEWAY_TOKEN}) in the header that carries it.
 */
public record Secrets(String token, String adminToken, String gatewayToken) {
  public static final Secrets NONE = new Secrets(null, null, null);

  /** Which credential a header carries, and the variable a reproduction shows in its place. */
  public enum Credential {
    TOKEN("$TOKEN"),
    ADMIN_TOKEN("$ADMIN_TOKEN"),
    GATEWAY_TOKEN("$GATEWAY_TOKEN");

    private final String variable;

    Credential(String variable) {
      this.variable = variable;
    }

    public String variable() {
      return variable;
    }
  }

  /** The value of {@code credential}, or null when the run has none. */
  public String of(Credential credential) {
    return switch (credential) {
      case TOKEN -> token;
      case ADMIN_TOKEN -> adminToken;
      case GATEWAY_TOKEN -> gatewayToken;
    };
  }
}
