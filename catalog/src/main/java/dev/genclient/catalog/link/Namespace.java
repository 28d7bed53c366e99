package dev.genclient.catalog.link;

import dev.genclient.catalog.Alias;
import dev.genclient.catalog.Operation;
import java.util.List;
import java.util.Objects;

/**
 * A node of the namespace tree that mirrors the op ids ({@code agents.claude_code.sessions}):
 * its child namespaces, the ops directly in it, and the aliases declared in it. The root has
 * the empty path.
 */
public record Namespace(
    String path, List<Namespace> children, List<Operation> ops, List<Alias> opAliases, List<Alias> namespaceAliases) {

  public Namespace {
    Objects.requireNonNull(path, "path");
    children = List.copyOf(children);
    ops = List.copyOf(ops);
    opAliases = List.copyOf(opAliases);
    namespaceAliases = List.copyOf(namespaceAliases);
  }

  /** The last segment of the path ({@code ""} for the root). */
  public String name() {
    return path.substring(path.lastIndexOf('.') + 1);
  }

  public boolean isRoot() {
    return path.isEmpty();
  }
}
