package dev.genclient.targets.java;

import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.plan.ClientPlan;
import dev.genclient.catalog.plan.Member;
import dev.genclient.catalog.plan.NamespacePlan;
import dev.genclient.naming.JavaNames;
import dev.genclient.naming.Languages;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.Template;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.targets.ClientLanguage;
import dev.genclient.targets.GenerationContext;
import dev.genclient.targets.PackageLayout;
import dev.genclient.targets.Target;
import dev.genclient.targets.TargetOption;
import dev.genclient.targets.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The Java 17 client: {@code ServerClient} with a namespace class per namespace of the client plan,
 * {@code Ops}, the {@code model} and {@code errors} packages and the runtime (copied from
 * {@code runtime/java}), under {@code <package path>/}. Depends only on java.net.http and Jackson.
 */
public final class JavaTarget implements Target {
  @Override
  public Optional<ClientLanguage> clientLanguage() {
    return Optional.of(new ClientLanguage("Java", Languages.JAVA));
  }

  /** {@code --package}: the Java package of the client. */
  public static final TargetOption PACKAGE = new TargetOption("--package", "package", "NAME",
      "Java package of the generated client.", JavaNames::packageProblem);

  @Override
  public String name() {
    return "java";
  }

  @Override
  public List<Template<?>> templates() {
    return JavaTemplates.ALL;
  }

  @Override
  public List<TargetOption> options() {
    List<TargetOption> options = new ArrayList<>(List.of(PACKAGE));
    options.addAll(PackageLayout.OPTIONS);
    return options;
  }

  @Override
  public List<GeneratedFile> generate(GenerationContext context) {
    List<GeneratedFile> files = new ArrayList<>();
    emit(context, files::add);
    return files;
  }

  /** Hands each file over as soon as it is rendered (the model package is most of a large client). */
  @Override
  public void emit(GenerationContext context, Consumer<GeneratedFile> files) {
    ClientPlan plan = context.plan();
    LinkedCatalog linked = plan.linked();
    TargetOptions options = context.options();
    TemplateRenderer renderer = context.renderer();
    String pkg = packageOf(plan, options);
    boolean packaged = PackageLayout.isPackage(options);
    String dir = (packaged ? JavaPackage.SOURCES : "") + pkg.replace('.', '/');
    if (packaged) {
      JavaPackage.files(plan, pkg, options, renderer).forEach(files);
    }
    boolean openAi = plan.namespaces().stream().anyMatch(ns -> ns.openAi().isPresent());
    JavaRuntime.files(pkg, dir, openAi).forEach(files);
    ErrorFiles.render(plan, pkg, dir, renderer).forEach(files);
    ModelFiles modelFiles = new ModelFiles(plan, pkg, dir);
    int models = modelFiles.render(renderer, files);
    // Beyond package-info.java: an import of an empty package does not compile.
    boolean model = models > 1;
    files.accept(renderer.file(dir + "/runtime/EmbeddedCatalog.java", JavaTemplates.EMBEDDED_CATALOG,
        embeddedCatalog(plan, pkg)));
    files.accept(renderer.file(dir + "/Ops.java", JavaTemplates.OPS, OpsTree.view(plan, pkg)));
    ApiFiles apis = new ApiFiles(linked, plan, pkg, modelFiles.types());
    files.accept(renderer.file(dir + "/ServerClient.java",
        JavaTemplates.SERVER_CLIENT, client(plan, pkg, apis.parts(plan.root()), model)));
    for (NamespacePlan ns : plan.namespaces()) {
      if (!ns.isRoot()) {
        ApiFiles.Parts parts = apis.parts(ns);
        String className = ApiFiles.className(ns.path());
        JavaViews.Api view = new JavaViews.Api(pkg, JavaText.docLine(ns.path()), className, parts.children(),
            parts.aliasChildren(), ns.openAi().map(helper -> openAi(helper, pkg)).stream().toList(),
            parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD), parts.of(Kind.STREAM),
            parts.of(Kind.JOB), model);
        files.accept(renderer.file(dir + "/" + className + ".java", JavaTemplates.API, view));
      }
    }
  }

  @Override
  public void derivedPaths(ClientPlan plan, TargetOptions options, DerivedPaths out) {
    String prefix = PackageLayout.isPackage(options) ? JavaPackage.SOURCES : "";
    JavaPaths.report(plan, packageOf(plan, options), options.get(PACKAGE) == null,
        (path, pointer) -> out.path(prefix + path, pointer));
  }

  private static String packageOf(ClientPlan plan, TargetOptions options) {
    return options.get(PACKAGE) != null ? options.get(PACKAGE) : JavaNames.defaultPackage(plan.name());
  }

  /** The {@code server.openai} helper of its namespace. */
  private static JavaViews.OpenAi openAi(Member.OpenAiHelper helper, String pkg) {
    return new JavaViews.OpenAi(pkg, JavaNames.member(JavaNames.OPENAI_ENDPOINT),
        JavaText.literal(helper.declaredBasePath()), JavaText.docLine(helper.declaredBasePath()));
  }

  /** The runtime catalog document, split into string constants, and the factory of each error class. */
  private static JavaViews.EmbeddedCatalogView embeddedCatalog(ClientPlan plan, String pkg) {
    List<JavaViews.Chunk> chunks = new ArrayList<>();
    for (List<String> chunk : ConstantChunks.of(plan.runtimeCatalog().json(), ConstantChunks.MAX_CHUNK_BYTES)) {
      List<JavaViews.Piece> rest = chunk.subList(1, chunk.size()).stream()
          .map(piece -> new JavaViews.Piece(JavaText.literal(piece))).toList();
      chunks.add(new JavaViews.Chunk(JavaText.literal(chunk.get(0)), rest));
    }
    return new JavaViews.EmbeddedCatalogView(pkg, chunks, ErrorFiles.factories(plan));
  }

  private static JavaViews.Client client(ClientPlan plan, String pkg, ApiFiles.Parts parts, boolean model) {
    String legacy = plan.auth().legacyHeader() == null ? "null" : JavaText.literal(plan.auth().legacyHeader());
    // The discovery routes and the check op are called like any other op: their own binding and idempotency.
    return new JavaViews.Client(pkg, JavaText.javadoc("Client of the " + plan.displayTitle() + " API (catalog "
            + plan.catalogVersion() + ").", "", List.of()), parts.children(), parts.aliasChildren(),
        parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD), parts.of(Kind.STREAM), parts.of(Kind.JOB),
        ref(plan.discovery().capabilities()), JavaText.literal(plan.server().capabilitiesPath()),
        ref(plan.discovery().ops()), JavaText.literal(plan.server().opsPath()), ref(plan.discovery().check()),
        JavaText.literal("http://127.0.0.1:" + plan.server().defaultPort()), legacy,
        JavaText.literal(plan.auth().clientHeader()), JavaText.literal("java/" + plan.catalogVersion()),
        JavaText.literal(plan.clientDefaults().gatewayHeader()), plan.clientDefaults().gatewayHeader(),
        plan.clientDefaults().timeoutSeconds(), model);
  }

  private static JavaViews.Ref ref(Optional<Operation> op) {
    return op.map(o -> ApiFiles.ref(o.id(), false)).orElse(null);
  }
}
