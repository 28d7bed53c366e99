package dev.genclient.targets.java;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.naming.JavaNames;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Proxy;
import java.net.http.HttpRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Drives the compiled example client by reflection, the way a contract runner does: member paths
 * like {@code files().stat()}, params built with the params builder from wire-spelled JSON, per-call
 * {@code RequestOptions}. Records the headers of every request and the waits the client asked for.
 */
final class ReflectiveClient {
  /** As the client's own mapper reads and writes them: date-time values are OffsetDateTime, as ISO 8601 text. */
  static final ObjectMapper JSON = new ObjectMapper()
      .registerModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
      .disable(com.fasterxml.jackson.databind.SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .disable(com.fasterxml.jackson.databind.DeserializationFeature.ADJUST_DATES_TO_CONTEXT_TIME_ZONE);

  final Object client;
  private final List<Map<String, List<String>>> headers;
  private final List<Long> waits;

  private ReflectiveClient(Object client, List<Map<String, List<String>>> headers, List<Long> waits) {
    this.client = client;
    this.headers = headers;
    this.waits = waits;
  }

  /**
   * A client built with {@code setup} pairs: builder method name, then its argument, or an
   * {@code Object[]} of several; a null argument skips the pair.
   */
  static ReflectiveClient build(String baseUrl, Object... setup) throws Exception {
    List<Map<String, List<String>>> headers = new ArrayList<>();
    List<Long> waits = new ArrayList<>();
    Object builder = CompiledClient.type("ServerClient").getMethod("builder").invoke(null);
    invoke(builder, "baseUrl", baseUrl);
    invoke(builder, "maxRetries", 0);
    Class<?> sleeper = CompiledClient.type("runtime.Sleeper");
    invoke(builder, "sleeper", Proxy.newProxyInstance(sleeper.getClassLoader(), new Class<?>[] {sleeper},
        (proxy, method, args) -> {
          if (method.getName().equals("sleep")) {
            synchronized (waits) {
              waits.add(((Duration) args[0]).toMillis());
            }
          }
          // The clock a job wait's deadline is measured on, as the runtime's own default.
          return method.isDefault() ? InvocationHandler.invokeDefault(proxy, method, args) : null;
        }));
    Consumer<HttpRequest.Builder> customizer = request -> {
      synchronized (headers) {
        headers.add(request.copy().build().headers().map());
      }
    };
    invoke(builder, "requestCustomizer", customizer);
    for (int i = 0; i < setup.length; i += 2) {
      if (setup[i + 1] instanceof Object[] several) {
        invoke(builder, (String) setup[i], several);
      } else if (setup[i + 1] != null) {
        invoke(builder, (String) setup[i], setup[i + 1]);
      }
    }
    return new ReflectiveClient(invoke(builder, "build"), headers, waits);
  }

  /** The headers of every request sent so far, as the request customizer saw them last. */
  List<Map<String, List<String>>> headers() {
    synchronized (headers) {
      return List.copyOf(headers);
    }
  }

  /** Every wait (ms) the client asked its sleeper for. */
  List<Long> waits() {
    synchronized (waits) {
      return List.copyOf(waits);
    }
  }

  /** Walks {@code agents().codex()} (namespace steps) from the client. */
  Object namespace(String path) throws Exception {
    Object at = client;
    for (String step : path.split("\\.")) {
      if (!step.isEmpty()) {
        at = invoke(at, step.replace("()", ""));
      }
    }
    return at;
  }

  /**
   * Calls the op member at {@code memberPath} ({@code files().stat()}), with {@code variant} appended
   * to its name ({@code ""}, {@code Async}, {@code WithResponse}, ...), params built from {@code args}
   * (null: the op takes none), then {@code extra} arguments, then {@code RequestOptions} with {@code headers}.
   */
  Object call(String memberPath, String variant, JsonNode args, Map<String, String> headers, Object... extra)
      throws Exception {
    int dot = memberPath.lastIndexOf(").");
    Object target = dot < 0 ? client
        : namespace(memberPath.substring(0, dot + 1).replace("().", ".").replace("()", ""));
    String name = memberPath.substring(dot < 0 ? 0 : dot + 2).replace("()", "") + variant;
    for (Method method : target.getClass().getMethods()) {
      Class<?>[] types = method.getParameterTypes();
      // An op without params takes none; its case args are then empty.
      int paramCount = args == null || args.isEmpty() && types.length == extra.length + 1 ? 0 : 1;
      if (!method.getName().equals(name) || types.length != paramCount + extra.length + 1
          || !types[types.length - 1].getSimpleName().equals("RequestOptions")) {
        continue;
      }
      boolean fits = true;
      for (int i = 0; i < extra.length; i++) {
        fits &= types[paramCount + i].isInstance(extra[i]);
      }
      if (!fits) {
        continue;
      }
      List<Object> values = new ArrayList<>();
      if (paramCount == 1) {
        values.add(params(types[0], args));
      }
      values.addAll(List.of(extra));
      values.add(options(headers, null));
      return unwrap(method, target, values.toArray());
    }
    throw new AssertionError("no member " + name + " on " + target.getClass().getName());
  }

  /** Builds a params object through its builder, mapping wire names with {@link JavaNames}. */
  static Object params(Class<?> type, JsonNode args) throws Exception {
    Object builder = type.getMethod("builder").invoke(null);
    for (Iterator<Map.Entry<String, JsonNode>> it = args.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      String name = JavaNames.INSTANCE.propertyName(field.getKey());
      Method setter = null;
      for (Method m : builder.getClass().getMethods()) {
        if (m.getName().equals(name) && m.getParameterCount() == 1) {
          setter = m;
        }
      }
      if (setter == null) {
        throw new AssertionError("no builder method " + name + " on " + type.getName());
      }
      Object value = JSON.convertValue(field.getValue(), JSON.constructType(setter.getGenericParameterTypes()[0]));
      unwrap(setter, builder, value);
    }
    return invoke(builder, "build");
  }

  static Object options(Map<String, String> headers, Integer maxRetries) throws Exception {
    Object builder = CompiledClient.type("runtime.RequestOptions").getMethod("builder").invoke(null);
    for (Map.Entry<String, String> header : headers.entrySet()) {
      invoke(builder, "header", header.getKey(), header.getValue());
    }
    if (maxRetries != null) {
      invoke(builder, "maxRetries", maxRetries);
    }
    return invoke(builder, "build");
  }

  /** Calls the public method {@code name} whose parameters accept {@code args}. */
  static Object invoke(Object target, String name, Object... args) throws Exception {
    Class<?> type = target instanceof Class<?> c ? c : target.getClass();
    for (Method method : type.getMethods()) {
      if (method.getName().equals(name) && accepts(method.getParameterTypes(), args)) {
        return unwrap(method, Modifier.isStatic(method.getModifiers()) ? null : target, args);
      }
    }
    throw new AssertionError("no method " + name + " on " + type.getName() + " for " + List.of(args));
  }

  private static boolean accepts(Class<?>[] types, Object[] args) {
    if (types.length != args.length) {
      return false;
    }
    for (int i = 0; i < types.length; i++) {
      Class<?> type = types[i].isPrimitive() ? boxed(types[i]) : types[i];
      if (args[i] != null && !type.isInstance(args[i])) {
        return false;
      }
    }
    return true;
  }

  private static Class<?> boxed(Class<?> primitive) {
    return primitive == int.class ? Integer.class : primitive == boolean.class ? Boolean.class
        : primitive == long.class ? Long.class : primitive == double.class ? Double.class : primitive;
  }

  private static Object unwrap(Method method, Object target, Object... args) throws Exception {
    try {
      method.setAccessible(true);
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
  }

  /** {@code Class code wire status family exit op} of a generated exception. */
  static String summary(Throwable error) throws Exception {
    return error.getClass().getSimpleName() + " " + invoke(error, "code") + " " + invoke(error, "errorCode") + " "
        + invoke(error, "status") + " " + invoke(error, "exitFamily") + " " + invoke(error, "exitCode") + " "
        + invoke(error, "op");
  }

  static String requestIdOf(Throwable error) throws Exception {
    return (String) invoke(error, "requestId");
  }

  /** A value as JSON text re-read, as the records' Jackson annotations write it. */
  static JsonNode json(Object value) throws Exception {
    return JSON.readTree(JSON.writeValueAsString(value));
  }

  /** The request ids this client sent, in order (retries repeat theirs). */
  List<String> requestIds() {
    return headers().stream().map(h -> h.get("X-Request-Id").get(0)).toList();
  }
}
