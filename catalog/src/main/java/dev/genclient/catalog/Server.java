package dev.genclient.catalog;

import java.util.Objects;

/** Where the server listens and which of its ops have special roles. */
public record Server(int defaultPort, String opsPath, String capabilitiesPath, String checkOp, String healthOp,
    OpenAi openai) {
  public static final Server DEFAULT = new Server(9000, "/ops", "/capabilities", null, null, null);

  public Server {
    Objects.requireNonNull(opsPath, "opsPath");
    Objects.requireNonNull(capabilitiesPath, "capabilitiesPath");
  }

  /** An OpenAI-compatible endpoint served under {@code basePath}, exposed in one client namespace. */
  public record OpenAi(String basePath, String namespace) {}
}
