package dev.genclient.targets.og;

import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The OpenAPI Generator bridge ({@code og-bridge}) loaded from one class path in a class loader of its
 * own, the first time an {@code og:} target asks for it, and called with JDK types only. The default
 * class path is the {@value #PATH_PROPERTY} system property (entries separated like a Java class path;
 * {@code DIR/*} means every jar in DIR), else {@code lib/og/*} beside gen-client's jar; a build tool
 * that resolved the jars itself (the Maven plugin) names them. Its parent is the platform class loader,
 * so OpenAPI Generator's Jackson and swagger-parser never meet gen-client's.
 */
final class OgBridgeLoader {
  static final String PATH_PROPERTY = "genclient.og.path";
  static final String BRIDGE_CLASS = "dev.genclient.og.OgBridge";
  static final String BUILD_HINT = "build it with: mvn -q -B -DskipTests -pl og-bridge package"
      + " (./gen-client does this by itself), or set -D" + PATH_PROPERTY + "=DIR/*";

  /**
   * The bridge of each class path, loaded once: a bridge is a function of its jars alone (nothing
   * else a caller does changes it), and loading OpenAPI Generator's classes again for every run of
   * a long-lived JVM (the Maven plugin, the tests) would cost seconds and metaspace each time. Two
   * class paths give two independent bridges, so no caller's choice reaches another's.
   */
  private static final ConcurrentHashMap<List<URL>, OgBridgeLoader> BRIDGES = new ConcurrentHashMap<>();

  private final ClassLoader loader;
  private final Method check;
  private final Method generate;
  private final Method verified;
  private final Method collisions;

  private OgBridgeLoader(Class<?> bridge) throws NoSuchMethodException {
    loader = bridge.getClassLoader();
    check = bridge.getMethod("check", String.class, Map.class);
    generate = bridge.getMethod("generate", String.class, String.class, Map.class, String.class);
    verified = bridge.getMethod("verified");
    collisions = bridge.getMethod("collisions", String.class, String.class, Map.class);
  }

  /** The bridge of the default class path (the {@value #PATH_PROPERTY} property, else {@code lib/og/}). */
  static OgBridgeLoader get() {
    return of(defaultClassPath());
  }

  /** The bridge of these jars (the bridge jar and its dependencies); the default one when {@code jars} is empty. */
  static OgBridgeLoader get(List<Path> jars) {
    if (jars.isEmpty()) {
      return get();
    }
    List<URL> urls = new ArrayList<>();
    for (Path jar : jars) {
      try {
        urls.add(jar.toUri().toURL());
      } catch (IOException e) {
        throw new IllegalStateException("cannot use " + jar + " on the OpenAPI Generator bridge's class path", e);
      }
    }
    return of(urls);
  }

  private static OgBridgeLoader of(List<URL> urls) {
    return BRIDGES.computeIfAbsent(List.copyOf(urls), OgBridgeLoader::load);
  }

  private static OgBridgeLoader load(List<URL> urls) {
    URLClassLoader loader = new URLClassLoader("og-bridge", urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
    try {
      return new OgBridgeLoader(Class.forName(BRIDGE_CLASS, true, loader));
    } catch (ReflectiveOperationException | LinkageError e) {
      throw new IllegalStateException("the OpenAPI Generator bridge is not on its class path " + describe(urls)
          + ": " + BUILD_HINT, e);
    }
  }

  /** The class loader this bridge's classes come from (its own, one per class path). */
  ClassLoader classLoader() {
    return loader;
  }

  @SuppressWarnings("unchecked")
  List<String> verified() {
    return (List<String>) call(verified);
  }

  void check(String generator, Map<String, String> options) {
    call(check, generator, options);
  }

  /** The schemas {@code generator} would merge, each {@code [earlier, later, model name]}. */
  @SuppressWarnings("unchecked")
  List<List<String>> collisions(String generator, String openApiJson, Map<String, String> options) {
    return (List<List<String>>) call(collisions, generator, openApiJson, options);
  }

  @SuppressWarnings("unchecked")
  Map<String, byte[]> generate(String generator, String openApiJson, Map<String, String> options, Path templateDir) {
    return (Map<String, byte[]>) call(generate, generator, openApiJson, options,
        templateDir == null ? null : templateDir.toAbsolutePath().toString());
  }

  private static Object call(Method method, Object... args) {
    try {
      return method.invoke(null, args);
    } catch (InvocationTargetException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof IOException io) {
        throw new java.io.UncheckedIOException(io);
      }
      throw new IllegalStateException("OpenAPI Generator failed: " + cause, cause);
    } catch (IllegalAccessException e) {
      throw new IllegalStateException(e);
    }
  }

  private static List<URL> defaultClassPath() {
    String spec = System.getProperty(PATH_PROPERTY);
    List<String> entries = new ArrayList<>();
    if (spec != null && !spec.isBlank()) {
      entries.addAll(List.of(spec.split(File.pathSeparator)));
    } else {
      Path jarDir = ownJarDirectory();
      if (jarDir != null) {
        entries.add(jarDir.resolve("lib").resolve("og").resolve("*").toString());
      }
    }
    List<URL> urls = new ArrayList<>();
    for (String entry : entries) {
      try {
        if (entry.endsWith("*")) {
          Path dir = Path.of(entry.substring(0, entry.length() - 1));
          if (Files.isDirectory(dir)) {
            try (Stream<Path> jars = Files.list(dir)) {
              for (Path jar : jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList()) {
                urls.add(jar.toUri().toURL());
              }
            }
          }
        } else {
          urls.add(Path.of(entry).toUri().toURL());
        }
      } catch (IOException e) {
        throw new IllegalStateException("cannot read the OpenAPI Generator bridge's class path entry " + entry, e);
      }
    }
    if (urls.isEmpty()) {
      throw new IllegalStateException("the OpenAPI Generator bridge is not built (no jars in "
          + (entries.isEmpty() ? "lib/og/ beside gen-client's jar" : String.join(File.pathSeparator, entries)) + "): "
          + BUILD_HINT);
    }
    return urls;
  }

  private static Path ownJarDirectory() {
    try {
      Path location = Path.of(OgBridgeLoader.class.getProtectionDomain().getCodeSource().getLocation().toURI());
      return Files.isRegularFile(location) ? location.getParent() : null;
    } catch (URISyntaxException | SecurityException | NullPointerException e) {
      return null;
    }
  }

  private static String describe(List<URL> urls) {
    return urls.size() + " entries, first " + urls.get(0);
  }
}
