package dev.genclient.target.java;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.Kind;
import dev.genclient.catalog.Operation;
import dev.genclient.catalog.link.LinkedCatalog;
import dev.genclient.catalog.link.Namespace;
import dev.genclient.naming.JavaNames;
import dev.genclient.output.GeneratedFile;
import dev.genclient.render.TemplateRenderer;
import dev.genclient.target.Target;
import dev.genclient.target.TargetOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The Java 17 client (DESIGN §1, §6): {@code ServerClient} with a namespace class per id prefix,
 * {@code Ops}, the {@code model}, {@code errors} and {@code runtime} packages, under
 * {@code <package path>/}. Depends only on java.net.http and Jackson.
 */
public final class JavaTarget implements Target {
  private static final List<String> RUNTIME = List.of("OpRef", "RequestOptions", "RawResponse", "Sleeper",
      "PendingJob", "Transport", "EventStream", "JobPoller");

  @Override
  public String name() {
    return "java";
  }

  @Override
  public List<GeneratedFile> generate(LinkedCatalog linked, TargetOptions options, TemplateRenderer renderer) {
    Catalog catalog = linked.catalog();
    String pkg = options.javaPackage() != null ? options.javaPackage() : JavaNames.defaultPackage(catalog.name());
    String dir = pkg.replace('.', '/');
    List<GeneratedFile> files = new ArrayList<>();
    JavaViews.Pkg pkgView = new JavaViews.Pkg(pkg, "");
    for (String name : RUNTIME) {
      files.add(new GeneratedFile(dir + "/runtime/" + name + ".java", renderer.render(name + ".java.mustache", pkgView)));
    }
    files.addAll(ErrorFiles.render(linked, pkg, dir, renderer));
    files.addAll(new ModelFiles(linked, pkg, dir).render(renderer));
    files.add(new GeneratedFile(dir + "/Capabilities.java", renderer.render("Capabilities.java.mustache", pkgView)));
    files.add(new GeneratedFile(dir + "/Ops.java", renderer.render("Ops.java.mustache", ops(catalog, pkg))));
    ApiFiles apis = new ApiFiles(linked);
    files.add(new GeneratedFile(dir + "/ServerClient.java", renderer.render("ServerClient.java.mustache", client(catalog, pkg, apis.parts(linked.root())))));
    addNamespaces(linked.root(), apis, pkg, dir, renderer, files);
    return files;
  }

  private static void addNamespaces(Namespace ns, ApiFiles apis, String pkg, String dir, TemplateRenderer renderer,
      List<GeneratedFile> files) {
    for (Namespace child : ns.children()) {
      ApiFiles.Parts parts = apis.parts(child);
      String className = ApiFiles.className(child.path());
      JavaViews.Api view = new JavaViews.Api(pkg, JavaText.docLine(child.path()), className, parts.refs(),
          parts.children(), parts.aliasChildren(), parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD),
          parts.of(Kind.STREAM), parts.of(Kind.JOB));
      files.add(new GeneratedFile(dir + "/" + className + ".java", renderer.render("Api.java.mustache", view)));
      addNamespaces(child, apis, pkg, dir, renderer, files);
    }
  }

  private static JavaViews.OpsView ops(Catalog catalog, String pkg) {
    List<JavaViews.OpConstant> constants = new ArrayList<>();
    for (Operation op : catalog.ops()) {
      constants.add(new JavaViews.OpConstant(JavaNames.constant(op.id()), JavaText.literal(op.id()),
          JavaText.docLine(String.join(" ", op.summary().split("\r\n|[\r\n\u2028\u2029]"))).replace("*&#47;", "*&#47;")));
    }
    return new JavaViews.OpsView(pkg, constants);
  }

  private static JavaViews.Client client(Catalog catalog, String pkg, ApiFiles.Parts parts) {
    // The check op is called like any other op: its own binding and idempotency, not an assumed POST.
    String checkOp = catalog.ops().stream().filter(op -> op.id().equals(catalog.server().checkOp())).findFirst()
        .map(JavaTarget::opRef).orElse("null");
    String legacy = catalog.auth().legacyHeader() == null ? "null" : JavaText.literal(catalog.auth().legacyHeader());
    return new JavaViews.Client(pkg, JavaText.javadoc("Client of the " + catalog.displayTitle() + " API (catalog "
            + catalog.catalogVersion() + ").", "", List.of()), parts.refs(), parts.children(), parts.aliasChildren(),
        parts.of(Kind.CALL), parts.of(Kind.DOWNLOAD), parts.of(Kind.UPLOAD), parts.of(Kind.STREAM), parts.of(Kind.JOB),
        JavaText.literal(catalog.server().capabilitiesPath()), checkOp, JavaText.literal(catalog.server().opsPath()),
        JavaText.literal("http://127.0.0.1:" + catalog.server().defaultPort()), legacy,
        JavaText.literal(catalog.auth().clientHeader()), JavaText.literal("java/" + catalog.catalogVersion()));
  }

  private static String opRef(Operation op) {
    return "new OpRef(" + JavaText.literal(op.id()) + ", " + JavaText.literal(op.http().method()) + ", "
        + JavaText.literal(op.http().path()) + ", List.of("
        + op.http().pathParams().stream().map(JavaText::literal).collect(Collectors.joining(", ")) + "), "
        + op.idempotent() + ", " + op.http().usesQuery() + ")";
  }
}
