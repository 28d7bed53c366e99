package dev.genclient.verify.cases;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One case of an op: its arguments (wire-spelled, possibly holding {@code ${name.result.path}}
 * references to a setup case's result), what it expects, and where it runs.
 *
 * @param name the case's name, unique in the file ({@code <op>} for a file's {@code {op: {args}}} form)
 * @param op the op id it calls
 * @param args the arguments as written, references unresolved
 * @param expect the outcome it expects
 * @param admin true to call with the admin token
 * @param body the upload's text, or null
 * @param bodyFile the upload's file (resolved against the cases file's directory), or null
 * @param clients the clients it runs in; empty for every selected one
 * @param setup the names of earlier cases to run first (per language), whose results {@code args} may reference
 * @param headers extra request headers
 * @param baseUrl a base URL for this case instead of the run's, or null
 * @param pointer the JSON pointer of the case in the file, for located messages
 * @param via the alias the case calls {@code op} through (its file key: an op alias, or an op under a namespace
 *     alias), or null for the op's own member
 */
public record Case(String name, String op, ObjectNode args, Expect expect, boolean admin, String body, Path bodyFile,
    List<String> clients, List<String> setup, Map<String, String> headers, String baseUrl, String pointer, String via) {
  public Case {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(op, "op");
    Objects.requireNonNull(args, "args");
    Objects.requireNonNull(expect, "expect");
    clients = List.copyOf(clients);
    setup = List.copyOf(setup);
    headers = Map.copyOf(headers);
    Objects.requireNonNull(pointer, "pointer");
  }

  /** True when this case runs in {@code client}. */
  public boolean runsIn(String client) {
    return clients.isEmpty() || clients.contains(client);
  }
}
