package dev.genclient.targets.java;

import dev.genclient.output.GeneratedFile;
import dev.genclient.render.BuiltInResources;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Java client runtime ({@code runtime/java}, packaged under {@code runtime/java/} in the jar):
 * real source under the package {@value #SOURCE_PACKAGE}, copied into each client verbatim with that
 * package rewritten to the client's in its {@code package} and {@code import} lines.
 */
final class JavaRuntime {
  /** The package the runtime's source is written in. */
  static final String SOURCE_PACKAGE = "dev.genclient.client";
  /** The helper of the {@code server.openai} namespace, copied only when the catalog declares one. */
  static final String OPENAI_ENDPOINT = "runtime/OpenAiEndpoint.java";
  /** The runtime's files, relative to the source package's directory. */
  static final List<String> FILES = List.of("Capabilities.java", "errors/ApiException.java",
      "errors/ErrorFactory.java", "errors/ErrorTable.java", "runtime/ArgsCheck.java", "runtime/Async.java", "runtime/Backoff.java",
      "runtime/Bodies.java", "runtime/ClientOptions.java", "runtime/ClientRuntime.java", "runtime/EventDecoder.java", "runtime/EventStream.java",
      "runtime/Exchange.java", "runtime/Framing.java", "runtime/GeneratedParts.java", "runtime/GenericCalls.java", "runtime/HookContext.java", "runtime/IdleWatch.java",
      "runtime/Hooks.java", "runtime/JobPoller.java",
      "runtime/OpIndex.java", "runtime/OpRef.java", "runtime/OpRequests.java", "runtime/PathScope.java",
      "runtime/Paged.java", "runtime/ParamsBuilder.java", "runtime/PendingJob.java", "runtime/RawResponse.java", "runtime/Redirects.java", "runtime/RequestOptions.java",
      "runtime/Results.java", "runtime/Retries.java", "runtime/SchemaCheck.java", "runtime/ServerProfile.java", "runtime/Sleeper.java", "runtime/SseParser.java",
      "runtime/StreamedBody.java", "runtime/Transport.java", "runtime/TransportLog.java",
      "runtime/TransportPolicy.java", "runtime/TypeToken.java", "runtime/WholeBody.java",
      OPENAI_ENDPOINT);
  private static final Pattern PACKAGE_LINE = Pattern.compile(
      "(?m)^(package|import|import static) " + Pattern.quote(SOURCE_PACKAGE) + "(?=[.;])");
  private static final Map<String, String> SOURCES = load();

  private JavaRuntime() {}

  /** The runtime's files for package {@code pkg} under {@code dir} (its path); {@code openAi}: with the OpenAI helper. */
  static List<GeneratedFile> files(String pkg, String dir, boolean openAi) {
    List<GeneratedFile> out = new ArrayList<>();
    for (String file : FILES) {
      if (openAi || !file.equals(OPENAI_ENDPOINT)) {
        out.add(new GeneratedFile(dir + "/" + file, rewrite(SOURCES.get(file), pkg)));
      }
    }
    return out;
  }

  /** {@code source} with the runtime's package replaced by {@code pkg} in its package and import lines. */
  static String rewrite(String source, String pkg) {
    return PACKAGE_LINE.matcher(source).replaceAll(m -> Matcher.quoteReplacement(m.group(1) + " " + pkg));
  }

  private static Map<String, String> load() {
    Map<String, String> sources = new LinkedHashMap<>();
    String base = "runtime/java/" + SOURCE_PACKAGE.replace('.', '/') + "/";
    for (String file : FILES) {
      sources.put(file, BuiltInResources.require(base + file, "the Java runtime file " + file));
    }
    return Map.copyOf(sources);
  }
}
