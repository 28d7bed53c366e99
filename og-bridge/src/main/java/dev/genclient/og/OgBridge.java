package dev.genclient.og;

import io.swagger.parser.OpenAPIParser;
import io.swagger.v3.oas.models.OpenAPI;
import io.swagger.v3.parser.core.models.ParseOptions;
import io.swagger.v3.parser.core.models.SwaggerParseResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TimeZone;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.openapitools.codegen.ClientOptInput;
import org.openapitools.codegen.CodegenConfig;
import org.openapitools.codegen.CodegenConfigLoader;
import org.openapitools.codegen.CodegenConstants;
import org.openapitools.codegen.DefaultGenerator;
import org.openapitools.codegen.utils.ImplementationVersion;
import org.openapitools.codegen.api.TemplateDefinition;
import org.openapitools.codegen.config.GlobalSettings;
import org.openapitools.codegen.templating.MustacheEngineAdapter;

/**
 * Runs one OpenAPI Generator generator on an OpenAPI document held in memory and returns the files
 * it made. gen-client loads this class in a class loader of its own (only for {@code og:} targets),
 * so only JDK types cross: {@link #check}, {@link #collisions}, {@link #generate} and {@link #verified} are the
 * whole contract.
 */
public final class OgBridge {
  private OgBridge() {}

  /** The generators whose curated options gen-client verifies (their output is built in its test suite). */
  public static List<String> verified() {
    return Presets.VERIFIED;
  }

  /**
   * Checks, before any document exists, that OpenAPI Generator knows {@code generator} and that
   * the bridge's own options are well-formed.
   *
   * @throws IllegalArgumentException naming the problem
   */
  public static void check(String generator, Map<String, String> options) {
    ClassLoader callerLoader = bridgeContext();
    try {
      codegenConfig(generator);
      Presets.forGenerator(generator, new OpenAPI(), options);
    } finally {
      Thread.currentThread().setContextClassLoader(callerLoader);
    }
  }

  /**
   * The schemas of {@code openApiJson} that {@code generator}, with {@code options}, would turn into
   * one model: each as {@code [earlier schema, later schema, model name]}; none when the output keeps
   * every schema apart.
   */
  public static List<List<String>> collisions(String generator, String openApiJson, Map<String, String> options) {
    ClassLoader callerLoader = bridgeContext();
    Locale locale = Locale.getDefault();
    TimeZone zone = TimeZone.getDefault();
    try {
      // As generate does, so the names found are the ones generate makes. Each call parses the document
      // itself: generate changes the model it is given, and nothing is kept between calls.
      Locale.setDefault(Locale.ROOT);
      TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
      GlobalSettings.setProperty("quiet", "true");
      OpenAPI openApi = parse(openApiJson);
      Presets.Run run = Presets.forGenerator(generator, openApi, options);
      CodegenConfig config = config(generator, run, Path.of("unused"), null);
      // The model name prefix and suffix options take effect in processOpts, which writes nothing.
      config.processOpts();
      return NameCollisions.of(config, openApi);
    } finally {
      GlobalSettings.reset();
      Thread.currentThread().setContextClassLoader(callerLoader);
      Locale.setDefault(locale);
      TimeZone.setDefault(zone);
    }
  }

  /**
   * Makes this class loader the context class loader, through which OpenAPI Generator finds its
   * generators and templates and SLF4J its {@code simplelogger.properties}; returns the caller's.
   */
  private static ClassLoader bridgeContext() {
    ClassLoader caller = Thread.currentThread().getContextClassLoader();
    Thread.currentThread().setContextClassLoader(OgBridge.class.getClassLoader());
    return caller;
  }

  /**
   * The files {@code generator} makes from {@code openApiJson}, by path relative to the output
   * directory ({@code /}-separated), sorted. {@code options} override the curated ones;
   * {@code templateDir} (or null) overrides the generator's templates file by file.
   *
   * @throws IllegalArgumentException for an unknown generator, a bad option or an unusable document
   */
  public static SortedMap<String, byte[]> generate(String generator, String openApiJson, Map<String, String> options,
      String templateDir) throws IOException {
    ClassLoader callerLoader = bridgeContext();
    Locale locale = Locale.getDefault();
    TimeZone zone = TimeZone.getDefault();
    Path scratch = null;
    try {
      // OpenAPI Generator formats some names and dates with the default locale and time zone: pin both.
      Locale.setDefault(Locale.ROOT);
      TimeZone.setDefault(TimeZone.getTimeZone("UTC"));
      // Quiet: no donation banner on stdout. The settings live in this class loader only.
      GlobalSettings.setProperty("quiet", "true");
      OpenAPI openApi = parse(openApiJson);
      Presets.Run run = Presets.forGenerator(generator, openApi, options);
      // The generator writes into a private scratch directory, read back and removed here:
      // what reaches the user goes through gen-client's writer.
      scratch = Files.createTempDirectory("gen-client-og-");
      CodegenConfig config = config(generator, run, scratch, templateDir);
      DefaultGenerator codegen = new DefaultGenerator();
      codegen.setGenerateMetadata(false);
      run.generatorProperties().forEach(codegen::setGeneratorPropertyDefault);
      codegen.opts(new ClientOptInput().config(config).openAPI(openApi).userDefinedTemplates(List.<TemplateDefinition>of()));
      codegen.generate();
      return readTree(scratch);
    } finally {
      GlobalSettings.reset();
      Thread.currentThread().setContextClassLoader(callerLoader);
      Locale.setDefault(locale);
      TimeZone.setDefault(zone);
      if (scratch != null) {
        deleteTree(scratch);
      }
    }
  }

  private static OpenAPI parse(String openApiJson) {
    ParseOptions parse = new ParseOptions();
    parse.setResolve(true);
    parse.setResolveResponses(true);
    SwaggerParseResult result = new OpenAPIParser().readContents(openApiJson, null, parse);
    if (result.getOpenAPI() == null) {
      throw new IllegalArgumentException("OpenAPI Generator could not read the OpenAPI document: " + result.getMessages());
    }
    DocumentAdjustments.apply(result.getOpenAPI());
    return result.getOpenAPI();
  }

  private static CodegenConfig config(String generator, Presets.Run run, Path scratch, String templateDir) {
    CodegenConfig config = codegenConfig(generator);
    config.setOutputDir(scratch.toString());
    config.setTemplatingEngine(new MustacheEngineAdapter());
    config.additionalProperties().putAll(run.additionalProperties());
    if (run.additionalProperties().containsKey(CodegenConstants.LIBRARY)) {
      config.setLibrary(run.additionalProperties().get(CodegenConstants.LIBRARY));
    }
    if (templateDir != null) {
      config.additionalProperties().put(CodegenConstants.TEMPLATE_DIR, templateDir);
    }
    return config;
  }

  private static CodegenConfig codegenConfig(String generator) {
    try {
      return CodegenConfigLoader.forName(generator);
    } catch (RuntimeException e) {
      throw new IllegalArgumentException("OpenAPI Generator " + ImplementationVersion.read() + " has no generator named '"
          + generator + "'", e);
    }
  }

  /** Every regular file under {@code root}, by relative {@code /}-separated path. */
  private static SortedMap<String, byte[]> readTree(Path root) throws IOException {
    SortedMap<String, byte[]> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path file : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
        files.put(root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), "/"),
            Files.readAllBytes(file));
      }
    }
    return files;
  }

  private static void deleteTree(Path root) throws IOException {
    try (Stream<Path> walk = Files.walk(root)) {
      walk.sorted(Comparator.reverseOrder()).forEach(path -> {
        try {
          Files.delete(path);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      });
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
