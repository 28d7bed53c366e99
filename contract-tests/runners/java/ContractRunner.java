import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * The Java contract runner (contract-tests/RUNNER-PROTOCOL.md): calls the generated client's members
 * named in PLAN.json by reflection and writes one RESULTS.jsonl line per call.
 *
 * <p>Usage: {@code ContractRunner PLAN.json RESULTS.jsonl CLIENT_CLASS}, where CLIENT_CLASS is the
 * generated client's fully qualified name ({@code agentsandboxserver.client.ServerClient}). It knows
 * no catalog: params objects are built through their builders, matched to the wire names by the
 * getters' {@code @JsonProperty}, and every value is converted by Jackson to the builder's type.
 */
public final class ContractRunner {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .registerModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
      .disable(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      // A date-time param keeps the offset the plan gives (as the client's own mapper reads one), not moved to UTC.
      .disable(com.fasterxml.jackson.databind.DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);

  private final Class<?> clientClass;
  /** Clients by base URL, token and legacy flag ({@link #clientKey}); ScenarioRunner seeds its own. */
  final Map<String, Object> clients = new HashMap<>();
  /** Pending job handles a call saved by name ({@code "wait": false, "save": NAME}), for a later {@code "resume": NAME}. */
  private final Map<String, Object> saved = new HashMap<>();

  ContractRunner(Class<?> clientClass) {
    this.clientClass = clientClass;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 3) {
      System.err.println("usage: ContractRunner PLAN.json RESULTS.jsonl CLIENT_CLASS");
      System.exit(2);
    }
    run(Path.of(args[0]), Path.of(args[1]), Class.forName(args[2]));
  }

  /** Runs every call of the plan, in order; the suite calls this in-process. */
  public static void run(Path plan, Path results, Class<?> clientClass) throws IOException {
    JsonNode root = MAPPER.readTree(plan.toFile());
    ContractRunner runner = new ContractRunner(clientClass);
    try (BufferedWriter out = Files.newBufferedWriter(results, StandardCharsets.UTF_8)) {
      for (JsonNode call : root.get("calls")) {
        out.write(MAPPER.writeValueAsString(runner.outcome(root, call)));
        out.write('\n');
      }
    }
  }

  ObjectNode outcome(JsonNode plan, JsonNode call) {
    ObjectNode line = MAPPER.createObjectNode();
    line.put("id", call.get("id").asText());
    line.put("lang", "java");
    try {
      line.put("outcome", "ok");
      line.set("result", invoke(plan, call));
    } catch (InvocationTargetException e) {
      describe(line, e.getCause());
    } catch (Exception | LinkageError e) {
      describe(line, e);
    }
    return line;
  }

  private static void describe(ObjectNode line, Throwable thrown) {
    line.remove("result");
    if (thrown != null && hasMethod(thrown.getClass(), "catalogClass")) {
      line.put("outcome", "error");
      ObjectNode error = line.putObject("error");
      error.set("catalog_class", property(thrown, "catalogClass"));
      error.set("code", property(thrown, "code"));
      error.set("error_code", property(thrown, "errorCode"));
      error.set("status", property(thrown, "status"));
      error.set("exit_family", property(thrown, "exitFamily"));
      error.set("exit_code", property(thrown, "exitCode"));
      error.set("op", property(thrown, "op"));
      error.set("request_id", property(thrown, "requestId"));
      error.set("status_code", property(thrown, "statusCode"));
      error.set("error_type", property(thrown, "errorType"));
      error.set("endpoint", property(thrown, "endpoint"));
      error.put("text", thrown.getMessage());
      error.put("root_class", rootClass(thrown.getClass()));
      error.set("details", property(thrown, "details"));
      return;
    }
    // The caller's own cancellation (a CancellationException, which is an IllegalStateException too), else the
    // language's usage error (strict mode before discover(), ...): refused before any request.
    line.put("outcome", thrown instanceof CancellationException ? "cancelled"
        : thrown instanceof IllegalStateException ? "usage_error" : "crash");
    line.put("message", thrown == null ? "no exception" : thrown.getClass().getName() + ": " + thrown.getMessage());
  }

  /** The simple name of the topmost generated class of an error (below the runtime's ApiException). */
  private static String rootClass(Class<?> type) {
    Class<?> top = type;
    while (top.getSuperclass() != null && !top.getSuperclass().getSimpleName().equals("ApiException")
        && top.getSuperclass() != RuntimeException.class) {
      top = top.getSuperclass();
    }
    return top.getSimpleName();
  }

  private static JsonNode property(Object target, String name) {
    try {
      return MAPPER.valueToTree(target.getClass().getMethod(name).invoke(target));
    } catch (ReflectiveOperationException e) {
      return MAPPER.nullNode();
    }
  }

  private static boolean hasMethod(Class<?> type, String name) {
    try {
      type.getMethod(name);
      return true;
    } catch (NoSuchMethodException e) {
      return false;
    }
  }

  private JsonNode invoke(JsonNode plan, JsonNode call) throws Exception {
    Object target = client(plan, call);
    if (call.path("dynamic").asBoolean(false)) {
      return dynamic(target, call);
    }
    String[] steps = call.get("members").get("java").asText().split("\\.");
    for (int i = 0; i < steps.length - 1; i++) {
      target = target.getClass().getMethod(name(steps[i])).invoke(target);
    }
    String kind = call.get("kind").asText();
    String last = name(steps[steps.length - 1]);
    if (call.hasNonNull("resume")) {
      // Java resumes a job through <member>Wait(pending, options): wait is a final Object method.
      Object pending = saved.get(call.get("resume").asText());
      Method resume = member(target.getClass(), last + "Wait", false);
      return normalize(kind, resume.invoke(target, pending, options(resume.getParameterTypes()[1], call)));
    }
    if (call.has("cancel_after_ms")) {
      return givenUp(target, last, kind, call);
    }
    boolean noWait = call.has("wait") && !call.get("wait").asBoolean(true);
    // A download's streaming form ("streaming": true): <member>InputStream, read whole by normalize.
    String name = noWait ? last + "NoWait" : call.path("streaming").asBoolean(false) ? last + "InputStream" : last;
    // A paginated op's walk ("iterate": items|pages): <member>Items or <member>Pages, an Iterable counted here.
    String iterate = call.path("iterate").asText("");
    if (!iterate.isEmpty()) {
      name = last + (iterate.equals("items") ? "Items" : "Pages");
    }
    Method method = member(target.getClass(), name, "upload".equals(kind));
    Class<?>[] types = method.getParameterTypes();
    Object[] values = new Object[types.length];
    int next = 0;
    if (types.length > 1) {
      values[next++] = params(types[0], call.get("args"));
    }
    if ("upload".equals(kind)) {
      values[next++] = call.get("body").asText().getBytes(StandardCharsets.UTF_8);
    }
    values[next] = options(types[types.length - 1], call);
    Object value = method.invoke(target, values);
    if (!iterate.isEmpty()) {
      return walked(iterate, (Iterable<?>) value, call.path("take").asInt(Integer.MAX_VALUE));
    }
    if (call.hasNonNull("save")) {
      saved.put(call.get("save").asText(), value);
    }
    return normalize(kind, value);
  }

  /**
   * The caller gives up: {@code <member>Async(params, options)}, its future cancelled after {@code cancel_after_ms},
   * then {@code settle_ms} for polls that should not come; the future's outcome (a CancellationException when the
   * cancel came first) is the step's.
   */
  private static JsonNode givenUp(Object target, String last, String kind, JsonNode call) throws Exception {
    Method method = member(target.getClass(), last + "Async", false);
    Class<?>[] types = method.getParameterTypes();
    CompletableFuture<?> future = (CompletableFuture<?>) method.invoke(target, params(types[0], call.get("args")),
        options(types[1], call));
    Thread.sleep(call.get("cancel_after_ms").asLong());
    future.cancel(true);
    Thread.sleep(call.path("settle_ms").asLong(0));
    try {
      return normalize(kind, future.join());
    } catch (CompletionException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }

  /** How many items or pages a walk gave, stopping after {@code take}: {@code {"items": n}} or {@code {"pages": n}}. */
  private static JsonNode walked(String mode, Iterable<?> walk, int take) {
    int count = 0;
    for (Iterator<?> it = walk.iterator(); count < take && it.hasNext(); it.next()) {
      count++;
    }
    return MAPPER.createObjectNode().put(mode, count);
  }

  /** An op the client's catalog lacks: {@code call(String opId, Map args, RequestOptions)}, resolved through {@code /ops}. */
  private static JsonNode dynamic(Object client, JsonNode call) throws Exception {
    for (Method method : client.getClass().getMethods()) {
      Class<?>[] types = method.getParameterTypes();
      if (method.getName().equals("call") && types.length == 3 && types[0] == String.class && types[1] == Map.class
          && types[2].getSimpleName().equals("RequestOptions")) {
        Map<?, ?> args = MAPPER.convertValue(call.get("args"), Map.class);
        return normalize("call", method.invoke(client, call.get("op").asText(), args, options(types[2], call)));
      }
    }
    throw new NoSuchMethodException(client.getClass().getName() + ".call(String, Map, RequestOptions)");
  }

  /** The overload taking the per-call options last; uploads take their body as {@code byte[]} before them. */
  private static Method member(Class<?> type, String name, boolean upload) throws NoSuchMethodException {
    for (Method method : type.getMethods()) {
      Class<?>[] types = method.getParameterTypes();
      if (!method.getName().equals(name) || types.length == 0
          || !types[types.length - 1].getSimpleName().equals("RequestOptions")) {
        continue;
      }
      boolean bytesBody = types.length == 3 && types[1] == byte[].class;
      if (upload ? bytesBody : types.length <= 2) {
        return method;
      }
    }
    throw new NoSuchMethodException(type.getName() + "." + name + "(..., RequestOptions)");
  }

  private static String name(String step) {
    return step.endsWith("()") ? step.substring(0, step.length() - 2) : step;
  }

  private Object client(JsonNode plan, JsonNode call) throws ReflectiveOperationException {
    String baseUrl = call.hasNonNull("base_url") ? call.get("base_url").asText() : plan.get("base_url").asText();
    String token = call.path("admin").asBoolean() ? plan.get("admin_token").asText() : plan.get("token").asText();
    boolean legacyAuth = call.path("legacy_auth").asBoolean(false);
    String key = clientKey(baseUrl, token, legacyAuth);
    Object client = clients.get(key);
    if (client == null) {
      Object builder = clientClass.getMethod("builder").invoke(null);
      builder = builder.getClass().getMethod("baseUrl", String.class).invoke(builder, baseUrl);
      builder = builder.getClass().getMethod("token", String.class).invoke(builder, token);
      builder = builder.getClass().getMethod("maxRetries", int.class).invoke(builder, 0);
      if (plan.hasNonNull("gateway_token")) {
        builder = builder.getClass().getMethod("gatewayToken", String.class).invoke(builder, plan.get("gateway_token").asText());
      }
      if (legacyAuth) {
        builder = builder.getClass().getMethod("legacyAuth", boolean.class).invoke(builder, true);
      }
      client = builder.getClass().getMethod("build").invoke(builder);
      clients.put(key, client);
    }
    return client;
  }

  static String clientKey(String baseUrl, String token, boolean legacyAuth) {
    return baseUrl + "\n" + token + "\n" + legacyAuth;
  }

  /** Builds a params object through its builder; each wire name finds its setter through the getter's {@code @JsonProperty}. */
  private static Object params(Class<?> type, JsonNode args) throws ReflectiveOperationException {
    Object builder = type.getMethod("builder").invoke(null);
    for (Iterator<Map.Entry<String, JsonNode>> it = args.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> arg = it.next();
      String javaName = javaName(type, arg.getKey());
      Method setter = setter(builder.getClass(), javaName);
      JavaType valueType = MAPPER.getTypeFactory().constructType(setter.getGenericParameterTypes()[0]);
      Object value = MAPPER.convertValue(arg.getValue(), valueType);
      setter.invoke(builder, value);
    }
    return builder.getClass().getMethod("build").invoke(builder);
  }

  private static String javaName(Class<?> type, String wireName) throws NoSuchMethodException {
    for (Method getter : type.getMethods()) {
      JsonProperty property = getter.getAnnotation(JsonProperty.class);
      if (property != null && property.value().equals(wireName) && getter.getParameterCount() == 0) {
        return getter.getName();
      }
    }
    throw new NoSuchMethodException(type.getName() + " has no property for param '" + wireName + "'");
  }

  private static Method setter(Class<?> builder, String name) throws NoSuchMethodException {
    for (Method method : builder.getMethods()) {
      if (method.getName().equals(name) && method.getParameterCount() == 1 && !Modifier.isStatic(method.getModifiers())) {
        return method;
      }
    }
    throw new NoSuchMethodException(builder.getName() + "." + name + "(value)");
  }

  /** Per-call options: the plan's headers, the stream error control, the call's {@code max_retries} (default 0). */
  private static Object options(Class<?> type, JsonNode call) throws ReflectiveOperationException {
    Object builder = type.getMethod("builder").invoke(null);
    Method header = builder.getClass().getMethod("header", String.class, String.class);
    for (Iterator<Map.Entry<String, JsonNode>> it = call.path("headers").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> entry = it.next();
      header.invoke(builder, entry.getKey(), entry.getValue().asText());
    }
    if (call.hasNonNull("stream_error")) {
      header.invoke(builder, "X-Mock-Stream-Error", call.get("stream_error").asText());
    }
    if (!call.path("max_retries").isNull()) { // null: none for this call, the client's own
      builder.getClass().getMethod("maxRetries", int.class).invoke(builder, call.path("max_retries").asInt(0));
    }
    if (call.path("check").asBoolean(false)) {
      builder.getClass().getMethod("check", boolean.class).invoke(builder, true);
    }
    // Per-call deadlines (milliseconds in the plan): the try's timeout, a job wait's deadline.
    if (call.has("timeout_ms")) {
      builder.getClass().getMethod("timeout", Duration.class).invoke(builder, Duration.ofMillis(call.get("timeout_ms").asLong()));
    }
    if (call.has("job_timeout_ms")) {
      builder.getClass().getMethod("jobTimeout", Duration.class).invoke(builder, Duration.ofMillis(call.get("job_timeout_ms").asLong()));
    }
    if (call.has("max_buffered_bytes")) {
      builder.getClass().getMethod("maxBufferedBytes", long.class).invoke(builder, call.get("max_buffered_bytes").asLong());
    }
    return builder.getClass().getMethod("build").invoke(builder);
  }

  /** RUNNER-PROTOCOL.md: streams as an array of events, downloads as base64, everything else as its JSON. */
  private static JsonNode normalize(String kind, Object value) throws Exception {
    if (value == null) {
      return MAPPER.nullNode();
    }
    if ("download".equals(kind) && value instanceof java.io.InputStream stream) {
      try (stream) {
        return normalize(kind, stream.readAllBytes());
      }
    }
    if ("download".equals(kind) && value instanceof byte[] bytes) {
      ObjectNode node = MAPPER.createObjectNode();
      node.put("base64", Base64.getEncoder().encodeToString(bytes));
      return node;
    }
    if ("stream".equals(kind) && value instanceof Iterator<?> events) {
      List<Object> received = new ArrayList<>();
      try {
        events.forEachRemaining(received::add);
      } finally {
        if (value instanceof AutoCloseable closeable) {
          closeable.close();
        }
      }
      ArrayNode array = MAPPER.createArrayNode();
      received.forEach(event -> array.add(MAPPER.valueToTree(event)));
      return array;
    }
    return MAPPER.valueToTree(value);
  }
}
