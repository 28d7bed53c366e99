import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The Java scenario runner (docs/scenarios.md): for each scenario of SCENARIOS.json, clears the
 * mock's request log, builds one client with the scenario's options, runs its steps through
 * {@link ContractRunner}'s member calls (or the client's own {@code discover()}) and writes one
 * line with every step's outcome and the requests the mock saw.
 */
public final class ScenarioRunner {
  private static final ObjectMapper MAPPER = new ObjectMapper()
      .registerModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
      .disable(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
  private static final HttpClient HTTP = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

  private ScenarioRunner() {}

  public static void run(Path plan, Path results, Class<?> clientClass) throws Exception {
    JsonNode root = MAPPER.readTree(plan.toFile());
    try (BufferedWriter out = Files.newBufferedWriter(results, StandardCharsets.UTF_8)) {
      for (JsonNode scenario : root.get("scenarios")) {
        out.write(MAPPER.writeValueAsString(scenario(scenario, clientClass)));
        out.write('\n');
      }
    }
  }

  private static ObjectNode scenario(JsonNode scenario, Class<?> clientClass) throws Exception {
    ObjectNode line = MAPPER.createObjectNode();
    line.put("id", scenario.get("id").asText());
    line.put("lang", "java");
    String log = scenario.get("log_url").asText();
    send(HttpRequest.newBuilder(URI.create(log)).DELETE());
    ArrayNode steps = line.putArray("steps");
    ContractRunner runner = new ContractRunner(clientClass);
    try {
      List<String> events = new ArrayList<>();
      Object client = client(scenario, clientClass, events);
      String key = ContractRunner.clientKey(scenario.get("base_url").asText(), scenario.get("token").asText(),
          scenario.path("client").path("legacy_auth").asBoolean(false));
      runner.clients.put(key, client);
      Object[] caps = {null};
      Map<String, Object> copies = new HashMap<>();
      for (JsonNode step : scenario.get("steps")) {
        long started = System.nanoTime();
        if (step.path("do").asText().equals("with_options")) {
          steps.add(copy(client, step, events, copies));
        } else if (step.path("do").asText().equals("hooks")) {
          ObjectNode recorded = steps.addObject().put("outcome", "ok");
          events.forEach(recorded.putObject("result").putArray("events")::add);
        } else if (step.hasNonNull("on")) {
          // The call goes through a copy: the runner's client for this step is the copy.
          runner.clients.put(key, copies.get(step.get("on").asText()));
          steps.add(step(runner, scenario, step, client, caps));
          runner.clients.put(key, client);
        } else {
          steps.add(step(runner, scenario, step, client, caps));
        }
        // The step's wall time, for its expect's within_ms.
        ((ObjectNode) steps.get(steps.size() - 1)).put("elapsed_ms", (System.nanoTime() - started) / 1_000_000);
      }
    } catch (ReflectiveOperationException e) {
      ObjectNode crash = steps.addObject();
      crash.put("outcome", "crash");
      crash.put("message", "cannot build the client: " + e);
    }
    line.set("requests", MAPPER.readTree(send(HttpRequest.newBuilder(URI.create(log)).GET())));
    return line;
  }

  /** One step: a member call, or {@code discover} (keeping what it returns in {@code caps[0]}), {@code paths} or {@code check} on it. */
  private static ObjectNode step(ContractRunner runner, JsonNode scenario, JsonNode step, Object client, Object[] caps) {
    String what = step.path("do").asText();
    if (step.has("cli")) {
      // The command-line client is TypeScript's: the suite does not judge this step in Java (ledgered).
      ObjectNode line = MAPPER.createObjectNode();
      line.put("outcome", "crash");
      line.put("message", "no command-line client in Java");
      return line;
    }
    if (what.isEmpty()) {
      StepLog log = step.has("log") ? new StepLog(client.getClass().getPackageName(), step.get("log").asText()) : null;
      ObjectNode line;
      try {
        line = runner.outcome(scenario, step);
      } finally {
        if (log != null) {
          log.close();
        }
      }
      line.remove("id");
      line.remove("lang");
      if (log != null) {
        line.set("log", log.lines);
      }
      return line;
    }
    ObjectNode line = MAPPER.createObjectNode();
    try {
      if (what.equals("discover")) {
        caps[0] = client.getClass().getMethod("discover").invoke(client);
      } else if (caps[0] == null) {
        throw new IllegalStateException("step '" + what + "' before discover");
      } else if (what.equals("paths")) {
        Object scope = caps[0].getClass().getMethod("paths", String.class).invoke(caps[0], step.path("op").asText());
        ObjectNode result = line.putObject("result");
        ArrayNode roots = result.putArray("roots");
        for (Object root : (Iterable<?>) scope.getClass().getMethod("roots").invoke(scope)) {
          roots.add(String.valueOf(root));
        }
        result.put("readonly", (Boolean) scope.getClass().getMethod("readonly").invoke(scope));
      } else {
        Map<?, ?> args = MAPPER.convertValue(step.path("args"), Map.class);
        Object answer = caps[0].getClass().getMethod("check", String.class, Map.class)
            .invoke(caps[0], step.path("op").asText(), args);
        line.set("result", MAPPER.valueToTree(answer));
      }
      line.put("outcome", "ok");
    } catch (InvocationTargetException e) {
      line.put("outcome", "crash");
      line.put("message", e.getCause().getClass().getName() + ": " + e.getCause().getMessage());
    } catch (ReflectiveOperationException | RuntimeException e) {
      line.put("outcome", "crash");
      line.put("message", e.toString());
    }
    return line;
  }

  /**
   * The scenarios' hooks (docs/scenarios.md), a {@code Hooks} of the generated runtime made by reflection: each try's
   * op, number and request id in headers of its own, and a line per hook run in {@code events}.
   */
  private static Object hooks(Class<?> hooksType, List<String> events) {
    return Proxy.newProxyInstance(hooksType.getClassLoader(), new Class<?>[] {hooksType}, (proxy, method, args) -> {
      if (method.getDeclaringClass() == Object.class) {
        return method.getName().equals("equals") ? proxy == args[0] : method.getName().equals("hashCode")
            ? System.identityHashCode(proxy) : "scenario hooks";
      }
      Object context = args[0];
      String op = String.valueOf(context.getClass().getMethod("op").invoke(context));
      Object attempt = context.getClass().getMethod("attempt").invoke(context);
      switch (method.getName()) {
        case "beforeRequest" -> {
          events.add("before " + op + " " + attempt);
          ((HttpRequest.Builder) args[1]).setHeader("X-Hook-Op", op).setHeader("X-Hook-Attempt", String.valueOf(attempt))
              .setHeader("X-Hook-Request-Id", String.valueOf(context.getClass().getMethod("requestId").invoke(context)));
        }
        case "afterResponse" -> events.add("after " + op + " " + attempt + " " + ((HttpResponse<?>) args[1]).statusCode());
        case "onError" -> events.add("error " + op + " " + attempt + " " + args[1].getClass().getSimpleName());
        default -> { }
      }
      return null;
    });
  }

  /** A with_options step: the client's copy ({@code withOptions(ClientOptions)}) kept under the step's {@code save}. */
  private static ObjectNode copy(Object client, JsonNode step, List<String> events, Map<String, Object> copies) {
    ObjectNode line = MAPPER.createObjectNode();
    try {
      Method withOptions = null;
      for (Method method : client.getClass().getMethods()) {
        if (method.getName().equals("withOptions")) {
          withOptions = method;
        }
      }
      Class<?> optionsType = withOptions.getParameterTypes()[0];
      Object builder = optionsType.getMethod("builder").invoke(null);
      JsonNode options = step.path("options");
      if (options.has("timeout_ms")) {
        builder.getClass().getMethod("timeout", Duration.class).invoke(builder, Duration.ofMillis(options.get("timeout_ms").asLong()));
      }
      if (options.has("max_retries")) {
        builder.getClass().getMethod("maxRetries", int.class).invoke(builder, options.get("max_retries").asInt());
      }
      Method header = builder.getClass().getMethod("header", String.class, String.class);
      for (Iterator<Map.Entry<String, JsonNode>> it = options.path("headers").fields(); it.hasNext(); ) {
        Map.Entry<String, JsonNode> entry = it.next();
        header.invoke(builder, entry.getKey(), entry.getValue().asText());
      }
      if (options.path("hooks").asBoolean(false)) {
        Method hook = null;
        for (Method method : builder.getClass().getMethods()) {
          if (method.getName().equals("hook")) {
            hook = method;
          }
        }
        hook.invoke(builder, hooks(hook.getParameterTypes()[0], events));
      }
      copies.put(step.path("save").asText(), withOptions.invoke(client, builder.getClass().getMethod("build").invoke(builder)));
      line.put("outcome", "ok");
    } catch (ReflectiveOperationException | RuntimeException e) {
      line.put("outcome", "crash");
      line.put("message", e.toString());
    }
    return line;
  }

  /**
   * Captures the client's log during a step: the {@link System.Logger} named after the client's package, through the
   * JDK's backend. Without {@code <NAME>_LOG} the client logs its events at DEBUG (JUL's FINE) and the headers at
   * TRACE (FINER), so {@code info} opens FINE and {@code debug} FINER; a line is {@code debug} below FINE.
   */
  static final class StepLog extends Handler implements AutoCloseable {
    final ArrayNode lines = MAPPER.createArrayNode();
    private final Logger logger;
    private final Level saved;
    private final boolean parents;

    StepLog(String name, String level) {
      logger = Logger.getLogger(name);
      saved = logger.getLevel();
      parents = logger.getUseParentHandlers();
      logger.setLevel(level.equals("debug") ? Level.FINER : Level.FINE);
      logger.setUseParentHandlers(false);
      logger.addHandler(this);
    }

    @Override
    public synchronized void publish(LogRecord record) {
      lines.addObject().put("level", record.getLevel().intValue() < Level.FINE.intValue() ? "debug" : "info")
          .put("line", record.getMessage());
    }

    @Override
    public void flush() {}

    @Override
    public void close() {
      logger.removeHandler(this);
      logger.setLevel(saved);
      logger.setUseParentHandlers(parents);
    }
  }

  /** The generated builder with base URL, token and each client option ({@code max_retries} → {@code maxRetries(int)}). */
  private static Object client(JsonNode scenario, Class<?> clientClass, List<String> events)
      throws ReflectiveOperationException {
    Object builder = clientClass.getMethod("builder").invoke(null);
    builder = builder.getClass().getMethod("baseUrl", String.class).invoke(builder, scenario.get("base_url").asText());
    builder = builder.getClass().getMethod("token", String.class).invoke(builder, scenario.get("token").asText());
    builder = builder.getClass().getMethod("maxRetries", int.class).invoke(builder, 0);
    for (Iterator<Map.Entry<String, JsonNode>> it = scenario.path("client").fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> option = it.next();
      if (option.getKey().equals("hooks")) {
        for (Method method : builder.getClass().getMethods()) {
          if (method.getName().equals("hook")) {
            builder = method.invoke(builder, hooks(method.getParameterTypes()[0], events));
          }
        }
        continue;
      }
      String name = camel(option.getKey());
      JsonNode value = option.getValue();
      Method method = value.isBoolean() ? builder.getClass().getMethod(name, boolean.class)
          : value.isInt() ? builder.getClass().getMethod(name, int.class)
          : builder.getClass().getMethod(name, String.class);
      builder = method.invoke(builder, value.isBoolean() ? (Object) value.asBoolean()
          : value.isInt() ? (Object) value.asInt() : value.asText());
    }
    return builder.getClass().getMethod("build").invoke(builder);
  }

  private static String camel(String snake) {
    StringBuilder out = new StringBuilder();
    boolean upper = false;
    for (char c : snake.toCharArray()) {
      if (c == '_') {
        upper = true;
      } else {
        out.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      }
    }
    return out.toString();
  }

  private static String send(HttpRequest.Builder request) throws IOException, InterruptedException {
    HttpResponse<String> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IOException("the mock's request log answered " + response.statusCode() + ": " + response.body());
    }
    return response.body();
  }
}
