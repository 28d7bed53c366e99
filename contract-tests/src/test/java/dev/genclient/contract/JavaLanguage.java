package dev.genclient.contract;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Java: compiles a generated client (the committed golden/<catalog>/java) with runners/java/ContractRunner.java and ScenarioRunner.java
 * in-process, loads them in their own class loader and runs the runner there; members by reflection.
 */
final class JavaLanguage implements ClientLanguage {
  static final String CLIENT_CLASS = "ServerClient";
  /** Suffixes of the twins every Java op member has, folded into the op's member. */
  private static final List<String> TWIN_SUFFIXES = List.of("WithResponse", "Async", "InputStream", "NoWait", "Wait", "Items", "Pages");

  /** A generated client and the runner, compiled and loaded. */
  private record Compiled(URLClassLoader loader, Class<?> client) {}

  // Compiled once per JVM and client: the suite, the ledger test and the Prism peer test share it.
  private static final PerClient<Compiled> COMPILED = new PerClient<>();

  private final GeneratedClients clients;

  /** The client under {@code clients.of("java")}. */
  JavaLanguage(GeneratedClients clients) {
    this.clients = clients;
  }

  @Override
  public String name() {
    return "java";
  }

  @Override
  public Path run(Path plan, Path work) throws Exception {
    return runIn(work, "ContractRunner", plan, work.resolve("results-java.jsonl"));
  }

  /** Calls {@code runnerClass.run(plan, results, client)} in the client's class loader. */
  private Path runIn(Path work, String runnerClass, Path plan, Path results) throws Exception {
    Compiled loaded = load(work);
    Class<?> runner = loaded.loader().loadClass(runnerClass);
    Method run = runner.getMethod("run", Path.class, Path.class, Class.class);
    Thread thread = Thread.currentThread();
    ClassLoader previous = thread.getContextClassLoader();
    thread.setContextClassLoader(loaded.loader());
    try {
      run.invoke(null, plan, results, loaded.client());
    } finally {
      thread.setContextClassLoader(previous);
    }
    return results;
  }

  @Override
  public Path runScenarios(Path plan, Path work) throws Exception {
    return runIn(work, "ScenarioRunner", plan, work.resolve("scenarios-java.jsonl"));
  }

  @Override
  public GeneratedMembers members(Path work) throws Exception {
    Class<?> client = load(work).client();
    Set<String> surface = new TreeSet<>();
    Set<String> namespaces = new TreeSet<>();
    Set<String> members = new TreeSet<>();
    Set<String> rootNames = new TreeSet<>();
    publicMethods(client).forEach(method -> rootNames.add(method.getName()));
    for (Method method : publicMethods(client)) {
      if (ParityLedger.FIXED_SURFACE.contains(method.getName())) {
        surface.add(method.getName());
      } else if (method.getParameterCount() == 0 && isNamespace(method, client)) {
        walk(client, method.getReturnType(), method.getName() + "()", namespaces, members);
      } else {
        // callAsync is call's twin, counted with it.
        surface.add(foldTwin(method.getName(), rootNames));
      }
    }
    return new GeneratedMembers(surface, namespaces, members);
  }

  private void walk(Class<?> client, Class<?> namespace, String path, Set<String> namespaces, Set<String> members) {
    namespaces.add(path);
    Set<String> names = new TreeSet<>();
    for (Method method : publicMethods(namespace)) {
      if (method.getParameterCount() == 0 && isNamespace(method, client)) {
        walk(client, method.getReturnType(), path + "." + method.getName() + "()", namespaces, members);
      } else {
        names.add(method.getName());
      }
    }
    for (String name : names) {
      members.add(path + "." + foldTwin(name, names) + "()");
    }
  }

  private static String foldTwin(String name, Set<String> names) {
    for (String suffix : TWIN_SUFFIXES) {
      if (name.endsWith(suffix) && names.contains(name.substring(0, name.length() - suffix.length()))) {
        return name.substring(0, name.length() - suffix.length());
      }
    }
    return name;
  }

  /** A namespace accessor returns another class of the client's own package (ops return models, bytes, streams). */
  private static boolean isNamespace(Method method, Class<?> client) {
    Class<?> type = method.getReturnType();
    return type.getPackage() == client.getPackage() && type != client
        && Stream.of(type.getDeclaredMethods()).anyMatch(m -> Modifier.isPublic(m.getModifiers()));
  }

  private static List<Method> publicMethods(Class<?> type) {
    return Stream.of(type.getDeclaredMethods())
        .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
        .filter(m -> !m.isSynthetic() && !m.isBridge())
        .toList();
  }

  /** Compiles the golden sources and the runner once per JVM and client, into {@code work/java-classes}. */
  private Compiled load(Path work) throws Exception {
    return COMPILED.get(clients.root(), () -> build(work));
  }

  private Compiled build(Path work) throws IOException, ClassNotFoundException {
    Path golden = clients.of("java");
    Path runner = RepoRoot.runners().resolve("java/ContractRunner.java");
    Path scenarioRunner = RepoRoot.runners().resolve("java/ScenarioRunner.java");
    assertTrue(Files.isDirectory(golden), "missing the Java golden " + golden
        + ": generate it with " + clients.regenerate("java"));
    assertTrue(Files.isRegularFile(runner), "missing the Java contract runner " + runner);
    assertTrue(Files.isRegularFile(scenarioRunner), "missing the Java scenario runner " + scenarioRunner);
    List<Path> sources = new ArrayList<>();
    Path clientSource = null;
    try (Stream<Path> files = Files.walk(golden)) {
      for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        sources.add(file);
        if (file.getFileName().toString().equals(CLIENT_CLASS + ".java")) {
          clientSource = file;
        }
      }
    }
    assertTrue(clientSource != null, "no " + CLIENT_CLASS + ".java under " + golden);
    sources.add(runner);
    sources.add(scenarioRunner);
    Path classes = work.resolve("java-classes");
    Files.createDirectories(classes);
    compile(sources, classes);
    String clientName = golden.relativize(clientSource).toString().replace(clientSource.getFileSystem().getSeparator(), ".");
    clientName = clientName.substring(0, clientName.length() - ".java".length());
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, JavaLanguage.class.getClassLoader());
    return new Compiled(loader, loader.loadClass(clientName));
  }

  private static void compile(List<Path> sources, Path classes) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      fail("no system Java compiler: run the suite on a JDK 17+, not a JRE");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    try (StandardJavaFileManager files = compiler.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
      boolean ok = compiler.getTask(null, files, diagnostics,
          List.of("-encoding", "UTF-8", "-proc:none", "-nowarn", "-classpath", System.getProperty("java.class.path"),
              "-d", classes.toString()),
          null, files.getJavaFileObjectsFromPaths(sources)).call();
      if (!ok) {
        StringBuilder message = new StringBuilder("the Java golden and runner do not compile:\n");
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
          if (d.getKind() == Diagnostic.Kind.ERROR) {
            message.append(d).append('\n');
          }
        }
        fail(message.toString());
      }
    }
  }
}
