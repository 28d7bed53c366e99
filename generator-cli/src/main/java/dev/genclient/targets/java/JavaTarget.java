package dev.genclient.targets.java;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Server;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The Java 17 client (DESIGN §1, §6): {@code ServerClient} with a namespace class per id prefix,
 * {@code Ops}, the {@code model}, {@code errors} and {@code runtime} packages, under
 * {@code <package path>/}. Depends only on java.net.http and Jackson.
 */
public final class JavaTarget implements Target {
  private static final List<String> RUNTIME = List.of("OpRef", "RequestOptions", "RawResponse", "Sleeper",
      "PendingJob", "Transport", "StreamedBody", "EventStream", "JobPoller", "OpIndex", "ArgsCheck", "ServerProfile",
      "GenericCalls");

  /** {@code --package}: the Java package of the client. */
  public static final TargetOption PACKAGE = new TargetOption("--package", "package", "NAME",
      "Java package of the generated client.", JavaNames::packageProblem);

  @Override
  public String name() {
    return "java";
  }

  @Override
  public List<TargetOption> options() {
    return List.of(PACKAGE);
  }

  @Override
  public List<GeneratedFile> generate(LinkedCatalog linked, TargetOptions options, TemplateRenderer renderer) {
    Catalog catalog = linked.catalog();
    String pkg = packageOf(catalog, options);
    String dir = pkg.replace('.', '/');
    List<GeneratedFile> files = new ArrayList<>();
    JavaViews.Pkg pkgView = new JavaViews.Pkg(pkg, "");
    for (String name : RUNTIME) {
      files.add(new GeneratedFile(dir + "/runtime/" + name + ".java", renderer.render(name + ".java.mustache", pkgView)));
    }
    files.addAll(ErrorFiles.render(linked, pkg, dir, renderer));
    List<GeneratedFile> models = new ModelFiles(linked, pkg, dir).render(renderer);
    files.addAll(models);
    // Beyond package-info.java: an import of an empty package does not compile.
    boolean model = models.size() > 1;
    files.add(new GeneratedFile(dir + "/Capabilities.java", renderer.render("Capabilities.java.mustache", pkgView)));
    files.add(new GeneratedFile(dir + "/runtime/EmbeddedCatalog.java", renderer.render("EmbeddedCatalog.java.mustache",
        embeddedCatalog(catalog, pkg))));
    files.add(new GeneratedFile(dir + "/Ops.java", renderer.render("Ops.java.mustache", OpsTree.view(linked, pkg))));
    ApiFiles apis = new ApiFiles(linked);
    files.add(new GeneratedFile(dir + "/ServerClient.java", renderer.render("ServerClient.java.mustache", client(linked, pkg, apis.parts(linked.root()), model))));
    JavaViews.OpenAi openai = openAi(catalog, pkg);
    if (openai != null) {
      files.add(new GeneratedFile(dir + "/runtime/OpenAiEndpoint.java",
          renderer.render("OpenAiEndpoint.java.mustache", openai)));
    }
    String openaiNamespace = openai == null ? null : catalog.server().openai().namespace();
    addNamespaces(linked.root(), apis, pkg, dir, renderer, files, openaiNamespace, openai, model);
    return files;
  }

  @Override
  public void derivedPaths(LinkedCatalog linked, TargetOptions options, DerivedPaths out) {
    JavaPaths.report(linked, packageOf(linked.catalog(), options), options.get(PACKAGE) == null, out);
  }

  private static String packageOf(Catalog catalog, TargetOptions options) {
    return options.get(PACKAGE) != null ? options.get(PACKAGE) : JavaNames.defaultPackage(catalog.name());
  }

  private static void addNamespaces(Namespace ns, ApiFiles apis, String pkg, String dir, TemplateRenderer renderer,
      List<GeneratedFile> files, String openaiNamespace, JavaViews.OpenAi openai, boolean model) {
    for (Namespace child : ns.children()) {
      ApiFiles.Parts parts = apis.parts(child);
      String className = ApiFiles.className(child.path());
      // The namespace server.openai names gets the helper.
      List<JavaViews.OpenAi> helper = child.path().equals(openaiNamespace) ? List.of(openai) : List.of();
      JavaViews.Api view = new JavaViews.Api(pkg, JavaText.docLine(child.path()), className, parts.children(),
          parts.aliasChildren(), helper, parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD),
          parts.of(Kind.STREAM), parts.of(Kind.JOB), model);
      files.add(new GeneratedFile(dir + "/" + className + ".java", renderer.render("Api.java.mustache", view)));
      addNamespaces(child, apis, pkg, dir, renderer, files, openaiNamespace, openai, model);
    }
  }

  /** The {@code server.openai} helper, or null when the catalog declares none (DESIGN §3.1). */
  private static JavaViews.OpenAi openAi(Catalog catalog, String pkg) {
    Server.OpenAi openai = catalog.server().openai();
    if (openai == null) {
      return null;
    }
    return new JavaViews.OpenAi(pkg, JavaNames.member(openai.namespace()), JavaNames.member(JavaNames.OPENAI_ENDPOINT),
        JavaText.literal(openai.basePath()), JavaText.docLine(openai.basePath()));
  }

  /** The catalog as pretty JSON ({@code \n} line ends), split into string constants. */
  private static JavaViews.EmbeddedCatalogView embeddedCatalog(Catalog catalog, String pkg) {
    String json;
    try {
      // One object member per line, arrays inline: diffs of the golden stay readable.
      DefaultPrettyPrinter printer = new DefaultPrettyPrinter(Separators.createDefaultInstance()
          .withObjectFieldValueSpacing(Separators.Spacing.AFTER)).withObjectIndenter(new DefaultIndenter("  ", "\n"));
      json = new ObjectMapper().writer(printer).writeValueAsString(CatalogJson.of(catalog)) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("catalog JSON", e);
    }
    List<List<String>> chunks = ConstantChunks.of(json, ConstantChunks.MAX_CHUNK_BYTES);
    List<JavaViews.Chunk> views = new ArrayList<>();
    for (int i = 0; i < chunks.size(); i++) {
      String text = chunks.get(i).stream().map(JavaText::literal).collect(Collectors.joining("\n            + "));
      views.add(new JavaViews.Chunk(text, i + 1 < chunks.size() ? "," : ""));
    }
    return new JavaViews.EmbeddedCatalogView(pkg, views);
  }

  private static JavaViews.Client client(LinkedCatalog linked, String pkg, ApiFiles.Parts parts, boolean model) {
    Catalog catalog = linked.catalog();
    // The check op is called like any other op: its own binding and idempotency, not an assumed POST.
    String checkOp = Optional.ofNullable(catalog.server().checkOp()).flatMap(linked::op)
        .map(op -> OpsTree.expression(op.id())).orElse("null");
    // Discovery errors name the catalog's own op for the route when it has one (core.capabilities).
    String capabilities = discoveryRef(linked, catalog.server().capabilitiesPath());
    String ops = discoveryRef(linked, catalog.server().opsPath());
    String legacy = catalog.auth().legacyHeader() == null ? "null" : JavaText.literal(catalog.auth().legacyHeader());
    return new JavaViews.Client(pkg, JavaText.javadoc("Client of the " + catalog.displayTitle() + " API (catalog "
            + catalog.catalogVersion() + ").", "", List.of()), parts.children(), parts.aliasChildren(),
        parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD), parts.of(Kind.STREAM), parts.of(Kind.JOB),
        capabilities, ops, checkOp,
        JavaText.literal("http://127.0.0.1:" + catalog.server().defaultPort()), legacy,
        JavaText.literal(catalog.auth().clientHeader()), JavaText.literal("java/" + catalog.catalogVersion()), model);
  }

  /** The reference of the catalog's op served at {@code GET path}, else one named by the path. */
  private static String discoveryRef(LinkedCatalog linked, String path) {
    return linked.opServedAt("GET", path)
        .map(op -> OpsTree.expression(op.id()))
        .orElse("new OpRef(" + JavaText.literal(path) + ", new OpRef.Binding(\"GET\", " + JavaText.literal(path)
            + ", List.of(), true), null, true, \"call\")");
  }
}
