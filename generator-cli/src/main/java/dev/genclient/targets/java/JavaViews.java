package dev.genclient.targets.java;

import java.util.List;

/**
 * The typed views the Java templates render: data only, every string final Java text already
 * escaped for its context (a literal, a doc comment, an identifier); templates loop over the lists.
 */
public final class JavaViews {
  private JavaViews() {}

  public record Pkg(String pkg, String doc) {}

  /**
   * One property. {@code required}: the builder refuses a missing value; {@code keepNull}: a required
   * property whose schema allows null, written as an explicit JSON {@code null} instead of left out.
   */
  public record Field(String doc, String wire, String type, String name, boolean required, boolean keepNull) {}

  /** A type name, as a list element. */
  public record TypeName(String name) {}

  /**
   * A record: {@code first} its first component and {@code rest} the others (a record has at least one;
   * Java allows no trailing comma there); {@code firstUnion} and {@code moreUnions} the sealed unions it
   * implements, likewise split.
   */
  public record RecordType(String pkg, String doc, String name, List<Field> first, List<Field> rest,
      List<TypeName> firstUnion, List<TypeName> moreUnions) {}

  public record ParamsType(String pkg, String doc, String name, List<Field> fields) {}

  public record EnumConstant(String constant, String literal) {}

  public record OpenEnum(String pkg, String doc, String name, List<EnumConstant> constants) {}

  public record Subtype(String type, String tag) {}

  public record Union(String pkg, String doc, String name, String property, List<Subtype> subtypes) {}

  public record Named(String pkg, String doc, String name) {}

  public record ErrorClass(String pkg, String doc, String name, String parent) {}

  /** The exception class of one error row: {@code catalogClass} a Java literal, {@code name} the class. */
  public record ErrorFactory(String catalogClass, String name) {}

  /** One string literal of a chunk. */
  public record Piece(String literal) {}

  /** One string constant of the embedded catalog: its first literal, then the rest, joined with {@code +}. */
  public record Chunk(String first, List<Piece> rest) {}

  public record EmbeddedCatalogView(String pkg, List<Chunk> chunks, List<ErrorFactory> errors) {}

  public record OpConstant(String name, String id, String summary) {}

  /** A {@code @Deprecated} annotation: {@code since} a Java literal when {@code hasSince}. */
  public record Deprecation(boolean hasSince, String since, boolean forRemoval) {}

  /** An op's reference from the embedded catalog: {@code id} a Java literal; {@code legacy} over its legacy binding. */
  public record Ref(String id, boolean legacy) {}

  public record OpsView(String pkg, List<OpConstant> ops, List<OpsChild> rootChildren, List<OpsOp> rootOps,
      List<OpsNamespace> namespaces) {}

  public record OpsNamespace(String className, String doc, List<OpsChild> children, List<OpsOp> ops) {}

  /** A child namespace of the ops tree; {@code deprecated} holds the annotation of an alias (empty otherwise). */
  public record OpsChild(String doc, List<Deprecation> deprecated, String member, String className) {}

  /** An op reference of the ops tree; {@code deprecated} holds the annotation of an alias (empty otherwise). */
  public record OpsOp(String doc, List<Deprecation> deprecated, String member, Ref ref) {}

  /** A child namespace accessor; {@code field} the field holding it (empty for an alias, made on each call). */
  public record Child(String doc, List<Deprecation> deprecated, String member, String className, String field) {}

  /** The params argument of an op method. */
  public record Param(String type, String name) {}

  /**
   * One op method group (the op, its twins and variants). {@code params}: the params argument, none for
   * an op without params; {@code returns}: the plain form returns a value ({@code resultType} is not
   * {@code void}); {@code status}, {@code idParam} (a literal) and {@code pendingType}: a job's.
   */
  public record Op(String doc, List<Deprecation> deprecated, String member, Ref ref, List<Param> params,
      String resultType, String boxedType, boolean returns, String eventType, String pendingType, Ref status,
      String idParam) {}

  public record Api(String pkg, String path, String className, List<Child> children,
      List<Child> aliasChildren, List<OpenAi> openai, List<Op> calls, List<Op> downloads, List<Op> uploads,
      List<Op> streams, List<Op> jobs, boolean model) {}

  /**
   * The {@code server.openai} helper: {@code helper} its name, {@code basePath} a Java literal,
   * {@code basePathDoc} Javadoc text.
   */
  public record OpenAi(String pkg, String helper, String basePath, String basePathDoc) {}

  /**
   * The client root. {@code capabilities}, {@code ops} and {@code checkOp}: the catalog's op for the
   * route, if any; else {@code capabilitiesPath} and {@code opsPath} (literals) name the route.
   */
  public record Client(String pkg, String doc, List<Child> children, List<Child> aliasChildren,
      List<Op> calls, List<Op> downloads, List<Op> uploads, List<Op> streams, List<Op> jobs, Ref capabilities,
      String capabilitiesPath, Ref ops, String opsPath, Ref checkOp, String defaultBaseUrl, String legacyHeader,
      String clientHeader, String clientValue, String gatewayHeader, String gatewayHeaderDoc, int timeoutSeconds,
      boolean model) {}
}
