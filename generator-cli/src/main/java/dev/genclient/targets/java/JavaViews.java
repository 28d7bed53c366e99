package dev.genclient.targets.java;

import java.util.List;

/** The typed views the Java templates render; every string is final Java text, already escaped. */
public final class JavaViews {
  private JavaViews() {}

  public record Pkg(String pkg, String doc) {}

  /**
   * One property. {@code required}: the builder refuses a missing value; {@code keepNull}: a required
   * property whose schema allows null, written as an explicit JSON {@code null} instead of left out.
   */
  public record Field(String doc, String wire, String type, String name, boolean required, boolean keepNull,
      String separator) {}

  public record RecordType(String pkg, String doc, String name, List<Field> fields, String implementsClause) {}

  public record ParamsType(String pkg, String doc, String name, List<Field> fields) {}

  public record EnumConstant(String constant, String literal) {}

  public record OpenEnum(String pkg, String doc, String name, List<EnumConstant> constants) {}

  public record Subtype(String type, String tag, String separator) {}

  public record Union(String pkg, String doc, String name, String property, List<Subtype> subtypes, String permits) {}

  public record Named(String pkg, String doc, String name) {}

  public record ErrorClass(String pkg, String doc, String name, String parent) {}

  public record ErrorRowView(String catalogClass, String code, String wire, String status, String exit, int exitCode,
      String name, String separator) {}

  public record BaseIndex(int index) {}

  public record ErrorTableView(String pkg, List<ErrorRowView> rows, List<BaseIndex> base, List<BaseIndex> contract) {}

  public record OpConstant(String name, String id, String summary) {}

  public record OpsView(String pkg, List<OpConstant> ops, List<OpsChild> rootChildren, List<OpsOp> rootOps,
      List<OpsNamespace> namespaces) {}

  public record OpsNamespace(String className, String doc, List<OpsChild> children, List<OpsOp> ops) {}

  /** A child namespace of the ops tree; {@code annotation}: {@code @Deprecated(...) } for an alias, else empty. */
  public record OpsChild(String doc, String annotation, String member, String className) {}

  /** An op reference of the ops tree; {@code annotation}: {@code @Deprecated(...) } for an alias, else empty. */
  public record OpsOp(String doc, String annotation, String member, String expression) {}

  public record Chunk(String text, String separator) {}

  public record EmbeddedCatalogView(String pkg, List<Chunk> chunks) {}

  public record Child(String doc, String annotation, String member, String className, String field) {}

  public record Op(String doc, String annotation, String member, String ref, String paramDecl, String paramDeclComma,
      String paramArg, String paramArgComma, String resultType, String boxedType, String returnKw, String eventType,
      String pendingType, String statusRef, String idParam) {}

  public record Api(String pkg, String path, String className, List<Child> children,
      List<Child> aliasChildren, List<OpenAi> openai, List<Op> calls, List<Op> downloads, List<Op> uploads,
      List<Op> streams, List<Op> jobs, boolean model) {}

  /**
   * The {@code server.openai} helper: {@code member} the namespace's accessor from the client,
   * {@code helper} the helper's name, {@code basePath} a Java literal, {@code basePathDoc} Javadoc text.
   */
  public record OpenAi(String pkg, String member, String helper, String basePath, String basePathDoc) {}

  public record Client(String pkg, String doc, List<Child> children, List<Child> aliasChildren,
      List<Op> calls, List<Op> downloads, List<Op> uploads, List<Op> streams, List<Op> jobs, String capabilitiesRef,
      String opsRef, String checkOp, String defaultBaseUrl, String legacyHeader, String clientHeader,
      String clientValue, boolean model) {}
}
