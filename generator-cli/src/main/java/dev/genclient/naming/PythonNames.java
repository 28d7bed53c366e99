package dev.genclient.naming;

import dev.genclient.catalog.link.WordCase;
import java.util.List;
import java.util.Set;

/**
 * Python spelling: wire spelling for members ({@code srv.files.list} stays {@code list}), keywords
 * escaped everywhere with {@code _}, builtins escaped only where they would shadow (parameters).
 */
public final class PythonNames implements LanguageNames {
  static final Set<String> KEYWORDS = Set.of(
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
      "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
      "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield");

  /** Builtins a parameter or module-level name must not shadow, and the generated methods' own locals. */
  static final Set<String> SHADOWED = Set.of(
      "abs", "all", "any", "bool", "bytes", "callable", "dict", "dir", "filter", "float", "format", "hash", "id",
      "input", "int", "isinstance", "iter", "len", "list", "map", "max", "min", "next", "object", "open", "print",
      "range", "repr", "set", "sorted", "str", "sum", "super", "tuple", "type", "vars", "zip", "self", "cls",
      "options", "timeout", "extra_headers", "max_retries", "wait", "body", "params");

  static final List<String> CLIENT_MEMBERS = List.of(
      "call", "call_sync", "discover", "discover_sync", "describe", "ops", "capabilities", "capabilities_sync",
      "close", "aclose", "wait", "wait_sync", "with_response", "with_response_sync");

  @Override
  public String language() {
    return "python";
  }

  @Override
  public String namespaceMember(String segment) {
    return member(segment);
  }

  @Override
  public List<String> opMembers(String segment) {
    String name = member(segment);
    return List.of(name, name + "_sync");
  }

  @Override
  public String propertyName(String wireName) {
    String snake = Identifiers.startable(WordCase.snake(wireName), "field");
    return Identifiers.escape(Identifiers.escape(snake, KEYWORDS), SHADOWED);
  }

  @Override
  public List<String> rootMembers() {
    return CLIENT_MEMBERS;
  }

  /** Whether {@code name} is a Python keyword (not usable as an identifier). */
  public static boolean isKeyword(String name) {
    return KEYWORDS.contains(name);
  }

  public static String member(String segment) {
    return Identifiers.escape(segment, KEYWORDS);
  }
}
