package dev.genclient.naming;

import dev.genclient.catalog.link.WordCase;
import java.util.List;
import java.util.Set;

/**
 * Python spelling: wire spelling for members ({@code srv.files.list} stays {@code list}) and for
 * parameters and model fields ({@code input=}, {@code type=}, {@code id=}: a parameter may shadow a
 * builtin, since generated bodies reach builtins as {@code builtins.x}); keywords escaped everywhere
 * with {@code _}, and a parameter never takes a name the generated methods keep for themselves.
 * Soft keywords ({@code match}, {@code case}, {@code type}, {@code _}) are identifiers and stay.
 */
public final class PythonNames implements LanguageNames {
  static final Set<String> KEYWORDS = Set.of(
      "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
      "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
      "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield");

  /**
   * Names a parameter or model field must not take: the method's own ({@code self}, the per-call
   * options, an upload's {@code body}, a job's {@code wait} and {@code job_timeout}) and
   * {@code builtins}, the module the generated bodies reach builtins through.
   */
  static final Set<String> SHADOWED = Set.of(
      "self", "cls", "timeout", "extra_headers", "max_retries", "wait", "job_timeout", "body", "builtins");

  /**
   * The members every op claims besides its own name: the blocking twin, and the streaming form of a
   * download ({@code download_iter}) with its blocking twin, claimed for every kind so that a
   * catalog's names never depend on which op is a download.
   */
  static final List<String> OP_MEMBER_SUFFIXES = List.of("_sync", "_iter", "_iter_sync");

  static final List<String> CLIENT_MEMBERS = List.of(
      "call", "call_sync", "discover", "discover_sync", "describe", "ops", "capabilities", "capabilities_sync",
      "close", "aclose", "wait", "wait_sync", "with_response", "with_response_sync", "with_options");

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
    List<String> members = new java.util.ArrayList<>();
    members.add(name);
    OP_MEMBER_SUFFIXES.forEach(suffix -> members.add(name + suffix));
    return List.copyOf(members);
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
