package dev.genclient.naming;

import dev.genclient.catalog.link.WordCase;
import java.util.List;
import java.util.Set;

/** Java spelling: camelCase members, PascalCase types, UPPER_SNAKE constants, keywords escaped with {@code _}. */
public final class JavaNames implements LanguageNames {
  public static final JavaNames INSTANCE = new JavaNames();

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
      "call", "callAsync", "discover", "describe", "ops", "capabilities", "close", "builder", "withResponse",
      "withOptions");

  /**
   * The top-level classes of the Java client runtime ({@code runtime/java}), which every client
   * holds; a test keeps this list equal to the runtime's source tree.
   */
  public static final Set<String> RUNTIME_TYPES = Set.of("Capabilities", "ApiException", "ErrorFactory", "ErrorTable",
      "ArgsCheck", "Async", "Backoff", "Bodies", "ClientOptions", "ClientRuntime", "EventDecoder", "EventStream",
      "Exchange", "Framing", "GeneratedParts", "GenericCalls", "HookContext", "Hooks", "IdleWatch", "JobPoller", "OpIndex",
      "OpRef", "OpRequests", "OpenAiEndpoint", "Paged", "ParamsBuilder", "PathScope", "PendingJob", "RawResponse", "Redirects",
      "RequestOptions", "Results",
      "Retries", "SchemaCheck", "ServerProfile", "Sleeper", "SseParser",
      "StreamedBody", "Transport", "TransportLog", "TransportPolicy", "TypeToken", "WholeBody");

  /** The classes every client generates besides its namespaces, models and errors. */
  static final Set<String> CLIENT_TYPES = Set.of("ServerClient", "Ops", "EmbeddedCatalog");

  /** Simple names of java.lang and of the types generated code imports, which a generated type must not shadow. */
  static final Set<String> PLATFORM_TYPES = Set.of(
      "Object", "String", "Integer", "Long", "Short", "Byte", "Double", "Float", "Boolean", "Character", "Number",
      "Math", "System", "Thread", "Class", "Record", "Enum", "Exception", "Error", "RuntimeException", "Throwable",
      "Override", "Deprecated", "SuppressWarnings", "FunctionalInterface", "SafeVarargs", "Void", "Iterable",
      "Runnable", "Process", "Module", "Package", "Runtime", "StringBuilder", "Comparable", "CharSequence",
      "AutoCloseable", "Cloneable", "ClassLoader", "Compiler", "Readable", "Appendable", "StackWalker",
      "ProcessBuilder", "ThreadLocal", "SecurityManager", "StrictMath", "ModuleLayer", "ScopedValue",
      "List", "Map", "OffsetDateTime", "Optional", "Objects", "Stream", "Iterator", "Path", "InputStream", "Duration", "URI",
      "CompletableFuture", "JsonNode", "ObjectMapper", "TypeReference", "HttpClient", "HttpRequest", "Consumer",
      "JsonProperty", "JsonCreator", "JsonValue", "JsonInclude", "JsonIgnoreProperties", "JsonTypeInfo",
      "JsonSubTypes", "JsonIgnore", "Generated");

  /** Every simple name a generated type must not take: the platform's, the runtime's and the client's own. */
  static final Set<String> RESERVED_TYPES = union(PLATFORM_TYPES, RUNTIME_TYPES, CLIENT_TYPES);

  /** Extra members an op adds next to its own name, whatever its kind (twins and variants). */
  static final List<String> OP_MEMBER_SUFFIXES = List.of("Async", "WithResponse", "InputStream", "NoWait", "Wait");

  /**
   * The segment of the helper a namespace named by {@code server.openai} gets
   * ({@code agents().openaiEndpoint()}), spelled as an op id segment would be.
   */
  public static final String OPENAI_ENDPOINT = "openai_endpoint";

  /** Members of a generated params class and its builder that a property must not take. */
  static final Set<String> PARAMS_MEMBERS = Set.of("builder", "build", "toBuilder");

  @SafeVarargs
  private static Set<String> union(Set<String>... sets) {
    Set<String> all = new java.util.HashSet<>();
    for (Set<String> set : sets) {
      all.addAll(set);
    }
    return Set.copyOf(all);
  }

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
    List<String> members = new java.util.ArrayList<>();
    members.add(name);
    OP_MEMBER_SUFFIXES.forEach(suffix -> members.add(name + suffix));
    return members;
  }

  /** {@code listItems} and {@code listPages}, each with its overloads (with and without RequestOptions). */
  @Override
  public List<String> pagedMembers(String segment) {
    String name = member(segment);
    return List.of(name + "Items", name + "Pages");
  }

  /** {@code system().env()} returns the namespace, so it cannot also call an op alias of that name. */
  @Override
  public boolean callableNamespaces() {
    return false;
  }

  /** Namespaces and ops are reached through calls: {@code files().list()}. */
  @Override
  public String memberPathStep(String segment) {
    return member(segment) + "()";
  }

  /**
   * A property becomes a record component, whose accessor must not override or clash with an
   * {@code Object} method ({@code getClass()} is final; {@code hashCode()} must return int).
   */
  @Override
  public String propertyName(String wireName) {
    String name = Identifiers.escape(Identifiers.startable(WordCase.camel(wireName), "field"), KEYWORDS);
    // Record accessors and params getters share the namespace of Object's and the builder's methods.
    while (OBJECT_METHODS.contains(name) || PARAMS_MEMBERS.contains(name)) {
      name = name + "_";
    }
    return name;
  }

  @Override
  public List<String> rootMembers() {
    return CLIENT_MEMBERS;
  }

  @Override
  public List<String> openAiMembers() {
    return List.of(member(OPENAI_ENDPOINT));
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

  /** An enum value as a constant name ({@code ""} → {@code EMPTY}); callers disambiguate clashes. */
  public static String enumConstant(String value) {
    String name = Identifiers.startable(WordCase.upperSnake(value), value.isEmpty() ? "EMPTY" : "VALUE");
    return name.equals("UNKNOWN") ? "UNKNOWN_" : name;
  }

  /** The default package of a catalog's client: {@code agent-sandbox-server} → {@code agentsandboxserver.client}. */
  public static String defaultPackage(String catalogName) {
    String joined = String.join("", WordCase.words(catalogName)).toLowerCase(java.util.Locale.ROOT);
    return Identifiers.escape(Identifiers.startable(joined, "catalog"), KEYWORDS) + ".client";
  }

  /**
   * Why {@code pkg} cannot be the package of a generated client, or null when it can: dotted ASCII
   * Java identifiers, none a keyword or literal, not under {@code java} or {@code javax} (the JDK's).
   */
  public static String packageProblem(String pkg) {
    if (pkg == null) {
      return null;
    }
    String[] segments = pkg.split("\\.", -1);
    boolean valid = PACKAGE.matcher(pkg).matches() && !segments[0].equals("java") && !segments[0].equals("javax");
    for (String segment : segments) {
      valid &= !KEYWORDS.contains(segment);
    }
    return valid ? null : "--package must be a dotted Java package name without keywords, outside java and javax"
        + " (com.example.client), not '" + pkg + "'";
  }

  private static final java.util.regex.Pattern PACKAGE =
      java.util.regex.Pattern.compile("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*");

  /** The {@code Ops} constant of an op id: {@code files.list} → {@code FILES_LIST}. */
  public static String constant(String id) {
    return Identifiers.startable(WordCase.upperSnake(id), "OP");
  }
}
