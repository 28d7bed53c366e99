package dev.genclient.targets.java;

import dev.genclient.render.Template;
import java.util.List;

/** The Java target's templates, each with its view: what it renders through and what {@code --templates DIR/java/} may override. */
final class JavaTemplates {
  private JavaTemplates() {}

  static final Template<JavaViews.Client> SERVER_CLIENT = Template.of("ServerClient.java.mustache", JavaViews.Client.class,
      "ServerClient.java: the client root, its namespace accessors and the root namespace's ops");
  static final Template<JavaViews.Api> API = Template.of("Api.java.mustache", JavaViews.Api.class,
      "<Namespace>Api.java: one class per namespace, its child accessors, ops and aliases");
  static final Template<JavaViews.OpsView> OPS = Template.of("Ops.java.mustache", JavaViews.OpsView.class,
      "Ops.java: op id constants and the ops tree of OpRefs");
  static final Template<JavaViews.EmbeddedCatalogView> EMBEDDED_CATALOG = Template.of("EmbeddedCatalog.java.mustache",
      JavaViews.EmbeddedCatalogView.class, "runtime/EmbeddedCatalog.java: the runtime catalog document and the error factories");
  static final Template<JavaViews.ErrorClass> ERROR = Template.of("Error.java.mustache", JavaViews.ErrorClass.class,
      "errors/<Class>.java: one exception class per error row");
  static final Template<JavaViews.RecordType> RECORD = Template.of("Record.java.mustache", JavaViews.RecordType.class,
      "model/<Type>.java: a result or nested object type as a record");
  static final Template<JavaViews.ParamsType> PARAMS = Template.of("Params.java.mustache", JavaViews.ParamsType.class,
      "model/<Op>Params.java: an op's params, its own builder");
  static final Template<JavaViews.Union> UNION = Template.of("Union.java.mustache", JavaViews.Union.class,
      "model/<Type>.java: a oneOf/anyOf with a discriminator, as a sealed interface");
  static final Template<JavaViews.OpenEnum> OPEN_ENUM = Template.of("OpenEnum.java.mustache", JavaViews.OpenEnum.class,
      "model/<Type>.java: a string enum that keeps values it does not know");
  static final Template<JavaViews.OpenEnum> PARAMS_ENUM = Template.of("ParamsEnum.java.mustache", JavaViews.OpenEnum.class,
      "model/<Type>.java: a string enum inside an op's params, as a Java enum (the client only sends it)");
  static final Template<JavaViews.Named> JSON_VALUE_TYPE = Template.of("JsonValueType.java.mustache", JavaViews.Named.class,
      "model/<Type>.java: a type held as its JSON value");
  static final Template<JavaViews.Named> PENDING = Template.of("Pending.java.mustache", JavaViews.Named.class,
      "model/<Pending>.java: the pending result of a job op");
  static final Template<JavaViews.Pkg> PACKAGE_INFO = Template.of("package-info.java.mustache", JavaViews.Pkg.class,
      "package-info.java of the model package");
  static final Template<JavaPackage.Pom> POM = Template.of("pom.xml.mustache", JavaPackage.Pom.class,
      "pom.xml (with --layout package): the client as a jar, its Jackson dependency and build plugins");
  static final Template<JavaPackage.Readme> README = Template.of("README.md.mustache", JavaPackage.Readme.class,
      "README.md (with --layout package): install, quick start and documentation");
  static final Template<Void> OPS_PARTIAL = Template.partial("ops.mustache",
      "the methods of a namespace's ops (calls, downloads, uploads, streams, jobs), in ServerClient and each Api");
  static final Template<Void> REF = Template.partial("ref.mustache", "an op's reference from the embedded catalog");
  static final Template<Void> DEPRECATED_ARGS = Template.partial("deprecatedArgs.mustache",
      "the arguments of a @Deprecated annotation");

  static final List<Template<?>> ALL = List.of(SERVER_CLIENT, API, OPS, EMBEDDED_CATALOG, ERROR, RECORD, PARAMS, UNION,
      OPEN_ENUM, PARAMS_ENUM, JSON_VALUE_TYPE, PENDING, PACKAGE_INFO, POM, README, OPS_PARTIAL, REF, DEPRECATED_ARGS);
}
