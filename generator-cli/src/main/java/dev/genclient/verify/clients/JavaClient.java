package dev.genclient.verify.clients;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.plan.ClientPlan;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The Java column: the generated sources and the contract runner compiled by one {@code javac}
 * run (with gen-client's own Jackson on the class path), then one {@code java} process per batch.
 */
final class JavaClient implements ClientRunner {
  private static final String CLIENT_FILE = "ServerClient.java";
  private static final String INSTALL = "install a JDK 17+ (javac on PATH, or --javac PATH)";

  private final String java;
  private final String classPath;
  private final String clientClass;

  private JavaClient(String java, String classPath, String clientClass) {
    this.java = java;
    this.classPath = classPath;
    this.clientClass = clientClass;
  }

  /** Generates (or takes) the sources and compiles them with the runner into {@code work/classes}. */
  static JavaClient prepare(ClientPlan plan, Path clientsDir, Path work, String javac) throws IOException, InterruptedException {
    Path sources = GeneratedSources.of(plan, "java", clientsDir, work.resolve("src"));
    Path runner = GeneratedSources.runner("java/ContractRunner.java", work.resolve("runner").resolve("ContractRunner.java"));
    List<String> files = new ArrayList<>();
    String client = null;
    try (Stream<Path> walk = Files.walk(sources)) {
      for (Path file : walk.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
        files.add(file.toString());
        if (file.getFileName().toString().equals(CLIENT_FILE) && client == null) {
          String relative = sources.relativize(file).toString().replace(File.separatorChar, '.');
          client = relative.substring(0, relative.length() - ".java".length());
        }
      }
    }
    if (client == null) {
      throw new IOException("no " + CLIENT_FILE + " under " + sources);
    }
    files.add(runner.toString());
    Path list = work.resolve("sources.txt");
    Files.write(list, files);
    Path classes = Files.createDirectories(work.resolve("classes"));
    String libraries = libraries();
    Tool.require(List.of(javac, "-encoding", "UTF-8", "-proc:none", "-nowarn", "-cp", libraries, "-d", classes.toString(), "@" + list),
        work, Map.of(), INSTALL);
    String java = javac.contains(File.separator) ? Path.of(javac).resolveSibling("java").toString() : "java";
    return new JavaClient(java, classes + File.pathSeparator + libraries, client);
  }

  /**
   * Where gen-client's own Jackson (databind, core, annotations) comes from, which the generated client and the runner
   * compile and run with: each one's code source, so it holds in the CLI's jar and on a Maven plugin's class path alike.
   */
  private static String libraries() throws IOException {
    Set<String> paths = new LinkedHashSet<>();
    for (Class<?> type : List.of(ObjectMapper.class, JsonFactory.class, JsonProperty.class,
        com.fasterxml.jackson.datatype.jsr310.JavaTimeModule.class)) {
      CodeSource source = type.getProtectionDomain().getCodeSource();
      if (source == null) {
        return System.getProperty("java.class.path");
      }
      try {
        paths.add(Path.of(source.getLocation().toURI()).toString());
      } catch (URISyntaxException e) {
        throw new IOException("cannot locate " + type.getName() + ": " + source.getLocation(), e);
      }
    }
    return String.join(File.pathSeparator, paths);
  }

  @Override
  public void run(Path plan, Path results) throws IOException, InterruptedException {
    Tool.Result result = Tool.run(List.of(java, "-cp", classPath, "ContractRunner", plan.toString(), results.toString(), clientClass),
        plan.getParent(), Map.of(), INSTALL);
    if (result.exitCode() != 0) {
      throw new IOException("the Java runner failed (exit " + result.exitCode() + "): " + result.output().strip());
    }
  }
}
