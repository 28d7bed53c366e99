package dev.genclient.naming;

import dev.genclient.catalog.link.WordCase;
import java.util.List;
import java.util.Set;

/** Java spelling: camelCase members, PascalCase types, UPPER_SNAKE constants, keywords escaped with {@code _}. */
public final class JavaNames implements LanguageNames {
  static final Set<String> KEYWORDS = Set.of(
      "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue",
      "default", "do", "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if",
      "implements", "import", "instanceof", "int", "interface", "long", "native", "new", "package", "private",
      "protected", "public", "return", "short", "static", "strictfp", "super", "switch", "synchronized", "this",
      "throw", "throws", "transient", "try", "void", "volatile", "while", "true", "false", "null", "_", "var",
      "yield", "record", "sealed", "permits", "non-sealed");

  /** Methods of {@code Object} a generated member must not override or overload by accident. */
  static final Set<String> OBJECT_METHODS = Set.of(
      "wait", "notify", "notifyAll", "getClass", "hashCode", "equals", "toString", "clone", "finalize");

  /** Members of the generated client and namespace classes themselves. */
  static final List<String> CLIENT_MEMBERS = List.of(
      "call", "callAsync", "discover", "describe", "ops", "capabilities", "close", "builder", "withResponse");

  /** Simple names of java.lang (and of the client's own types) that a generated type must not shadow. */
  static final Set<String> RESERVED_TYPES = Set.of(
      "Object", "String", "Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Character", "Number",
      "Math", "System", "Thread", "Class", "Record", "Enum", "Exception", "Error", "RuntimeException", "Throwable",
      "Override", "Deprecated", "SuppressWarnings", "FunctionalInterface", "SafeVarargs", "Void", "Iterable",
      "Runnable", "Process", "Module", "Package", "Runtime", "StringBuilder", "Comparable", "CharSequence",
      "AutoCloseable", "Cloneable", "ClassLoader", "Compiler", "Readable", "Appendable", "StackWalker",
      "ProcessBuilder", "ThreadLocal", "SecurityManager", "StrictMath", "ModuleLayer", "ScopedValue",
      "List", "Map", "Optional", "Objects", "Stream", "Iterator", "Path", "InputStream", "Duration", "URI",
      "CompletableFuture", "JsonNode", "ObjectMapper",
      "ServerClient", "Ops", "RequestOptions", "RawResponse", "Capabilities", "OpRef", "Transport");

  @Override
  public String language() {
    return "java";
  }

  @Override
  public String namespaceMember(String segment) {
    return member(segment);
  }

  @Override
  public List<String> opMembers(String segment) {
    String name = member(segment);
    return List.of(name, name + "Async");
  }

  @Override
  public String memberPath(String id) {
    StringBuilder out = new StringBuilder();
    for (String segment : id.split("\\.")) {
      out.append(out.length() == 0 ? "" : ".").append(member(segment)).append("()");
    }
    return out.toString();
  }

  /**
   * A property becomes a record component, whose accessor must not override or clash with an
   * {@code Object} method ({@code getClass()} is final; {@code hashCode()} must return int).
   */
  @Override
  public String propertyName(String wireName) {
    String escaped = Identifiers.escape(Identifiers.startable(WordCase.camel(wireName), "field"), KEYWORDS);
    return OBJECT_METHODS.contains(escaped) ? escaped + "_" : escaped;
  }

  @Override
  public List<String> rootMembers() {
    return CLIENT_MEMBERS;
  }

  @Override
  public String opConstant(String id) {
    return constant(id);
  }

  /** An op or namespace segment as a method name. */
  public static String member(String segment) {
    String camel = Identifiers.startable(WordCase.camel(segment), "op");
    String escaped = Identifiers.escape(camel, KEYWORDS);
    return OBJECT_METHODS.contains(escaped) ? escaped + "_" : escaped;
  }

  /** A language-neutral type name, escaped where it would shadow java.lang or the client's types. */
  public static String typeName(String neutral) {
    return Identifiers.escape(neutral, RESERVED_TYPES);
  }

  /** The {@code Ops} constant of an op id: {@code files.list} → {@code FILES_LIST}. */
  public static String constant(String id) {
    return Identifiers.startable(WordCase.upperSnake(id), "OP");
  }
}
